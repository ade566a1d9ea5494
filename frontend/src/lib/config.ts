import './zod-jitless';
import { type RuntimeConfig, RuntimeConfigSchema } from '#shared/runtime-config';
import { requestConfig } from './config-request';

/**
 * The runtime configuration, fetched from `/config.json` once (config-request.ts) and parsed by zod. This is the
 * only place the frontend reads configuration: one build serves every stage (local mode and AWS write that file).
 */
let pending: Promise<RuntimeConfig> | undefined;

export function getConfig(): Promise<RuntimeConfig> {
  pending ??= requestConfig()
    .then((json) => RuntimeConfigSchema.parse(json))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
