/**
 * Where the frontend finds its runtime configuration (shared/runtime-config.ts): written next to the build by
 * CDK (infra/constructs/web.ts) and served by local mode. Its own module, without zod, so the page's first
 * script can request it.
 */
export const RUNTIME_CONFIG_PATH = '/config.json';
