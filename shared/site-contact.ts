/**
 * Who answers for the service (the LGPD controller) and how to reach them: set per stage and carried by the
 * runtime `config.json` (shared/runtime-config.ts). Without zod, so the landing page can read it from the raw
 * file without loading the parser (ADR 0043).
 */
export interface SiteContact {
  /** The one address for privacy requests, sales, demonstrations and everything else. */
  readonly contactEmail: string;
  /** The controller of the personal data (LGPD art. 5, VI), as the pages name it. */
  readonly controllerName: string;
}

/** What a stage says when it sets nothing (infra/config.ts, local/config.ts). */
export const DEFAULT_SITE_CONTACT: SiteContact = {
  contactEmail: 'contato@categoriza.com.br',
  controllerName: 'Categoriza',
};

/** Longest controller name a stage may set. */
export const MAX_CONTROLLER_NAME_LENGTH = 200;

/** Same shape as zod's `z.email()` accepts in practice: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact in a parsed-JSON config, field by field: a missing value falls back to the default, as in
 * `RuntimeConfigSchema`; so does a malformed one (which that schema refuses, and no stage writes), so the pages
 * always have an address to show.
 */
export function siteContactOf(config: unknown): SiteContact {
  const record = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
  const email = typeof record.contactEmail === 'string' ? record.contactEmail.trim() : '';
  const name = typeof record.controllerName === 'string' ? record.controllerName.trim() : '';
  return {
    contactEmail: EMAIL.test(email) ? email : DEFAULT_SITE_CONTACT.contactEmail,
    controllerName:
      name.length > 0 && name.length <= MAX_CONTROLLER_NAME_LENGTH
        ? name
        : DEFAULT_SITE_CONTACT.controllerName,
  };
}
