import * as z from 'zod';
import { DEFAULT_SITE_CONTACT, MAX_CONTROLLER_NAME_LENGTH } from './site-contact.ts';

/** The address the pages give for privacy requests, sales and support (shared/site-contact.ts). */
export const ContactEmailSchema = z.email().default(DEFAULT_SITE_CONTACT.contactEmail);
/** The controller of the personal data (LGPD), named on the privacy and terms pages. */
export const ControllerNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_CONTROLLER_NAME_LENGTH)
  .default(DEFAULT_SITE_CONTACT.controllerName);

/**
 * The runtime `config.json` the frontend fetches at start: written by CDK next to the build in AWS and served
 * by local mode, so one frontend build serves every stage.
 */
export const RuntimeConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only in local mode: the Cognito emulator's endpoint. AWS uses the regional endpoint. */
  userPoolEndpoint: z.url().optional(),
  /** SRP in AWS; USER_PASSWORD_AUTH against the emulator, which has no SRP. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Base path of the HTTP API, same origin: '/api'. */
  apiBaseUrl: z.string(),
  contactEmail: ContactEmailSchema,
  controllerName: ControllerNameSchema,
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
