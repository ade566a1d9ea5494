import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { MAIL_SUBJECTS, mailtoHref, useSiteContact } from '@/lib/site-contact';

interface FooterLink {
  readonly label: string;
  /** An app path (client-side navigation) or a `mailto:`. */
  readonly href: string;
}

/** The footer's groups: every entry leads to a page of the app, a section of one, or an e-mail to the contact. */
function footerGroups(contactEmail: string): { title: string; links: FooterLink[] }[] {
  return [
    {
      title: 'Produto',
      links: [
        { label: 'Recursos', href: paths.landing.getFeaturesHref() },
        { label: 'Preços', href: paths.pricing.getHref() },
        { label: 'API', href: paths.developers.getHref() },
      ],
    },
    {
      title: 'Empresa',
      links: [
        { label: 'Sobre', href: paths.terms.getAboutHref() },
        { label: 'Contato', href: mailtoHref(contactEmail, MAIL_SUBJECTS.contact) },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacidade', href: paths.privacy.getHref() },
        { label: 'Termos de uso', href: paths.terms.getHref() },
        { label: 'LGPD', href: paths.privacy.getRightsHref() },
      ],
    },
  ];
}

const LINK =
  'rounded hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-indigo-400';

/** The site's footer: the brand, its links, and (from the page) what goes beside the copyright. */
export function SiteFooter({ children }: { children?: ReactNode }) {
  const { contactEmail } = useSiteContact();
  return (
    <footer className="border-t border-slate-200 bg-slate-900 px-4 py-12 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">Categoriza</p>
          <p className="mt-2 text-sm">Clareza financeira impulsionada por IA</p>
        </div>
        {footerGroups(contactEmail).map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  {link.href.startsWith('mailto:') ? (
                    <a href={link.href} className={LINK}>
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.href} className={LINK}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-col items-start justify-between gap-4 border-t border-slate-700 pt-6 sm:flex-row sm:items-center">
        {children}
        <p className="text-xs">© {new Date().getFullYear()} Categoriza. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
