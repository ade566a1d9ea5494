import type { ReactNode } from 'react';

/**
 * A titled section of a text page (privacy, terms, prices, API): an `h2` that names the region, and an id a
 * link may point at (`/termos#sobre`); the top margin keeps the heading clear of the window's edge.
 */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="flex scroll-mt-6 flex-col gap-3">
      <h2 id={`${id}-titulo`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** The heading and lead paragraph of a text page. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-3 flex flex-col gap-2 text-lg text-slate-700">{children}</div>
    </header>
  );
}
