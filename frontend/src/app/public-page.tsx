import type { ReactNode } from 'react';
import { AppMenu } from '@/app/app-menu';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';

/**
 * The frame of the pages anyone may read (privacy, terms, prices, API, 404): the header with the menu, the page,
 * and the footer. A `#fragment` in the URL scrolls to its section once the page has rendered.
 */
export function PublicPage({ children, className = '' }: { children: ReactNode; className?: string }) {
  useScrollToHash();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader menu={<AppMenu />} />
      <main id="conteudo" className={`mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12 ${className}`}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
