import { resolve } from 'node:path';
import * as z from 'zod';
import { DEFAULT_SITE_CONTACT, MAX_CONTROLLER_NAME_LENGTH, type SiteContact } from '#shared/site-contact';

/** Local mode's settings, read once from the environment (README: "Local mode"). */
const LocalEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** Where the emulators keep users and history between runs. */
    DATA_DIR: z.string().default('.data'),
    /** Free plan in local mode (0 = unlimited). */
    FREE_PLAN_LIMIT: z.coerce.number().int().min(0).default(1000),
    /** The built frontend to serve (tests point it elsewhere). */
    FRONTEND_DIR: z.string().optional(),
    /** The offline engine by default; `hybrid` or `bedrock` run the real Bedrock adapter. */
    CATEGORIZATION_MODE: z.enum(['local', 'hybrid', 'bedrock']).default('local'),
    BEDROCK_MODEL_ID: z.string().min(1).optional(),
    /** A Bedrock Runtime endpoint (a stand-in Converse server); without it, AWS with the shell's credentials. */
    BEDROCK_ENDPOINT: z.url().optional(),
    /** The contact and the data controller the pages name (config.json), as a stage sets them. */
    CONTACT_EMAIL: z.email().default(DEFAULT_SITE_CONTACT.contactEmail),
    CONTROLLER_NAME: z
      .string()
      .trim()
      .min(1)
      .max(MAX_CONTROLLER_NAME_LENGTH)
      .default(DEFAULT_SITE_CONTACT.controllerName),
  })
  .refine((env) => env.CATEGORIZATION_MODE === 'local' || env.BEDROCK_MODEL_ID !== undefined, {
    path: ['BEDROCK_MODEL_ID'],
    message: 'BEDROCK_MODEL_ID é obrigatório com CATEGORIZATION_MODE=hybrid ou bedrock',
  });

export interface LocalConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly freePlanLimit: number;
  readonly frontendDir: string | undefined;
  readonly categorization: LocalCategorization;
  readonly contact: SiteContact;
}

export interface LocalCategorization {
  readonly mode: 'local' | 'hybrid' | 'bedrock';
  readonly modelId?: string;
  readonly endpoint?: string;
}

export function readLocalConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const parsed = LocalEnvSchema.parse(env);
  return {
    port: parsed.PORT,
    dataDir: resolve(parsed.DATA_DIR),
    freePlanLimit: parsed.FREE_PLAN_LIMIT,
    frontendDir: parsed.FRONTEND_DIR ? resolve(parsed.FRONTEND_DIR) : undefined,
    categorization: {
      mode: parsed.CATEGORIZATION_MODE,
      ...(parsed.BEDROCK_MODEL_ID ? { modelId: parsed.BEDROCK_MODEL_ID } : {}),
      ...(parsed.BEDROCK_ENDPOINT ? { endpoint: parsed.BEDROCK_ENDPOINT } : {}),
    },
    contact: { contactEmail: parsed.CONTACT_EMAIL, controllerName: parsed.CONTROLLER_NAME },
  };
}
