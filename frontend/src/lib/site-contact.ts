import { useEffect, useState } from 'react';
import { DEFAULT_SITE_CONTACT, type SiteContact, siteContactOf } from '#shared/site-contact';
import { requestConfig } from './config-request';

/**
 * The stage's contact e-mail and data controller, from `/config.json` (ADR 0034): the one source of the pages
 * and the footer. Read from the raw file, without zod, so the landing page stays free of the parser (ADR 0043).
 */
let loaded: SiteContact | undefined;
let pending: Promise<SiteContact> | undefined;

export function loadSiteContact(): Promise<SiteContact> {
  pending ??= requestConfig().then(
    (json) => {
      loaded = siteContactOf(json);
      return loaded;
    },
    () => {
      // No config (offline): the defaults, and a later page asks again.
      pending = undefined;
      return DEFAULT_SITE_CONTACT;
    },
  );
  return pending;
}

/**
 * The contact, once config.json has answered; until then (a few milliseconds on a page's first load) the
 * defaults, which are also what a stage that sets nothing writes.
 */
export function useSiteContact(): SiteContact {
  const [contact, setContact] = useState<SiteContact>(loaded ?? DEFAULT_SITE_CONTACT);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadSiteContact().then((value) => {
      if (live) setContact(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return contact;
}

/** A `mailto:` link to `email` with a pt-BR subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The subjects of the site's e-mail links, so every page asks the same way. */
export const MAIL_SUBJECTS = {
  demo: 'Agendar demonstração do Categoriza',
  sales: 'Categoriza para empresas',
  proposal: 'Proposta do Categoriza para instituições',
  contact: 'Contato pelo site do Categoriza',
  privacy: 'Meus dados no Categoriza (LGPD)',
  apiAccess: 'Limites maiores na API do Categoriza',
  morePlan: 'Mais transações no Categoriza',
} as const;
