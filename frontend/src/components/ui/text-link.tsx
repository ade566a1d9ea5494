import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link inside running text: to a page of the app, underlined so it reads as a link without colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="font-medium text-indigo-700 underline hover:text-indigo-900" to={to}>
      {children}
    </Link>
  );
}
