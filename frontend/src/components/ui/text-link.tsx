import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** How a link inside running text looks: underlined, so it reads as a link without colour. */
export const TEXT_LINK_CLASS = 'font-medium text-indigo-700 underline hover:text-indigo-900';

/** A link inside running text, to a page of the app. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={TEXT_LINK_CLASS} to={to}>
      {children}
    </Link>
  );
}
