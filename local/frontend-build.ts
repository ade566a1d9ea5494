import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const FRONTEND_DIST = join(ROOT, 'frontend', 'dist');
const SOURCES = [
  'frontend/src',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/public',
  'shared',
];

/** Builds the frontend with Vite when the build is missing or older than its sources. */
export async function ensureFrontendBuilt(log: (line: string) => void): Promise<void> {
  const built = await mtime(join(FRONTEND_DIST, 'index.html'));
  const newest = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(join(ROOT, s))))));
  if (built !== undefined && built >= newest) return;
  log('Compilando o frontend (vite build)...\n');
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'frontend', 'vite.config.ts'), logLevel: 'warn' });
}

/** Builds the frontend into `outDir` (its own copy: benchmarks and e2e runs share nothing with `npm start`). */
export async function buildFrontendTo(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT, 'frontend', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

async function mtime(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  const times = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => mtime(join(e.parentPath, e.name)).then((t) => t ?? 0)),
  );
  return Math.max(info.mtimeMs, ...times);
}
