import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandName } from '@/components/ui/brand-name';
import { paths } from '@/lib/paths';

/** The header of the signed-out pages and /upload: the brand, linking home, and the menu. */
export function SiteHeader({ menu, children }: { menu: ReactNode; children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link
          to={paths.landing.getHref()}
          className="rounded-md text-xl focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <BrandName />
        </Link>
        <div className="flex items-center gap-2">
          {children}
          {menu}
        </div>
      </div>
    </header>
  );
}
