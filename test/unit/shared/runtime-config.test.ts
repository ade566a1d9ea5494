import { describe, expect, it } from 'vitest';
import { readLocalConfig } from '#local/config';
import { RuntimeConfigSchema } from '#shared/runtime-config';
import { DEFAULT_SITE_CONTACT, siteContactOf } from '#shared/site-contact';

const BASE = {
  stage: 'dev',
  region: 'sa-east-1',
  userPoolId: 'sa-east-1_abc',
  userPoolClientId: 'client',
  authFlowType: 'USER_SRP_AUTH',
  apiBaseUrl: '/api',
} as const;

describe('runtime config: the contact e-mail and the data controller', () => {
  it('carries the values a stage writes, the controller name trimmed', () => {
    const config = RuntimeConfigSchema.parse({
      ...BASE,
      contactEmail: 'dpo@empresa.com.br',
      controllerName: '  Empresa Exemplo Ltda.  ',
    });
    expect(config.contactEmail).toBe('dpo@empresa.com.br');
    expect(config.controllerName).toBe('Empresa Exemplo Ltda.');
  });

  it('falls back to the defaults when a config.json written before them lacks both', () => {
    const config = RuntimeConfigSchema.parse(BASE);
    expect(config).toMatchObject(DEFAULT_SITE_CONTACT);
    expect(DEFAULT_SITE_CONTACT.contactEmail).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  });

  it.each([
    [{ contactEmail: 'contato arroba categoriza' }, 'contactEmail'],
    [{ controllerName: '   ' }, 'controllerName'],
    [{ controllerName: 'x'.repeat(201) }, 'controllerName'],
  ])('refuses %o', (fields, field) => {
    const result = RuntimeConfigSchema.safeParse({ ...BASE, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('is read the same way without zod (the landing page), and falls back field by field', () => {
    const written = {
      ...BASE,
      contactEmail: 'dpo@empresa.com.br',
      controllerName: ' Empresa Exemplo Ltda. ',
    };
    const parsed = RuntimeConfigSchema.parse(written);
    expect(siteContactOf(written)).toEqual({
      contactEmail: parsed.contactEmail,
      controllerName: parsed.controllerName,
    });
    expect(siteContactOf(BASE)).toEqual(DEFAULT_SITE_CONTACT);
    expect(siteContactOf({ contactEmail: 'sem arroba', controllerName: 'Empresa Exemplo Ltda.' })).toEqual({
      contactEmail: DEFAULT_SITE_CONTACT.contactEmail,
      controllerName: 'Empresa Exemplo Ltda.',
    });
    expect(siteContactOf({ contactEmail: 'dpo@empresa.com.br', controllerName: 42 })).toEqual({
      contactEmail: 'dpo@empresa.com.br',
      controllerName: DEFAULT_SITE_CONTACT.controllerName,
    });
    expect(siteContactOf(null)).toEqual(DEFAULT_SITE_CONTACT);
    expect(siteContactOf('config')).toEqual(DEFAULT_SITE_CONTACT);
  });

  it('is set in local mode by CONTACT_EMAIL and CONTROLLER_NAME, with the same defaults', () => {
    expect(readLocalConfig({}).contact).toEqual(DEFAULT_SITE_CONTACT);
    expect(
      readLocalConfig({ CONTACT_EMAIL: 'dpo@empresa.com.br', CONTROLLER_NAME: 'Empresa Exemplo Ltda.' })
        .contact,
    ).toEqual({ contactEmail: 'dpo@empresa.com.br', controllerName: 'Empresa Exemplo Ltda.' });
    expect(() => readLocalConfig({ CONTACT_EMAIL: 'sem arroba' })).toThrow(/CONTACT_EMAIL/);
  });
});
