/**
 * How the frontend is cached, in one place: CloudFront's bucket deployments (infra/constructs/web.ts) and local
 * mode's static server (local/local-mode.ts) both apply it, so local mode serves the build as the CDN does.
 */

/** Vite's content-hashed bundles: a name never changes its content. */
export const HASHED_ASSETS_DIR = 'assets';

/** A hashed bundle is cached for a year and never revalidated. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** index.html, config.json and the unhashed public files: revalidated on every load (a deploy shows at once). */
export const ENTRY_CACHE_CONTROL = 'no-cache';

/**
 * The precompressed copies the build writes next to each text file (frontend/vite.config.ts): local mode serves
 * them; the CDN compresses by itself and never receives them.
 */
export const PRECOMPRESSED_GLOBS = ['*.br', '*.gz', '**/*.br', '**/*.gz'] as const;

/** The Cache-Control of a path of the site ("/assets/index-abc.js", "/", "/dashboard", "/config.json"). */
export function cacheControlFor(path: string): string {
  return path.startsWith(`/${HASHED_ASSETS_DIR}/`) ? HASHED_ASSET_CACHE_CONTROL : ENTRY_CACHE_CONTROL;
}
