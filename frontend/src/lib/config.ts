import './zod-jitless';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig, RuntimeConfigSchema } from '#shared/runtime-config';

/**
 * The runtime configuration, fetched from `/config.json` once and parsed by zod. This is the only place the
 * frontend reads configuration: one build serves every stage (local mode and AWS write that file).
 */
let pending: Promise<RuntimeConfig> | undefined;

export function getConfig(): Promise<RuntimeConfig> {
  pending ??= fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
      return RuntimeConfigSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
