import { RUNTIME_CONFIG_PATH } from '#shared/runtime-config-path';

/**
 * The request for `/config.json`, made once and without zod, so a page that needs the session can start it at
 * once, alongside the code that parses it (config.ts) and Amplify (amplify.ts).
 */
let pending: Promise<unknown> | undefined;

export function requestConfig(): Promise<unknown> {
  pending ??= fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
