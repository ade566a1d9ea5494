import { resolve } from 'node:path';
import { z } from 'zod';

/** Local mode's settings, read once from the environment (README: "Local mode"). */
const LocalEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Where the emulators keep users and history between runs. */
  DATA_DIR: z.string().default('.data'),
  /** Free plan in local mode (0 = unlimited). */
  FREE_PLAN_LIMIT: z.coerce.number().int().min(0).default(1000),
  /** The built frontend to serve (tests point it elsewhere). */
  FRONTEND_DIR: z.string().optional(),
});

export interface LocalConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly freePlanLimit: number;
  readonly frontendDir: string | undefined;
}

export function readLocalConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const parsed = LocalEnvSchema.parse(env);
  return {
    port: parsed.PORT,
    dataDir: resolve(parsed.DATA_DIR),
    freePlanLimit: parsed.FREE_PLAN_LIMIT,
    frontendDir: parsed.FRONTEND_DIR ? resolve(parsed.FRONTEND_DIR) : undefined,
  };
}
