import type { ReactNode } from 'react';

/**
 * Words not loaded yet, shown as a grey bar per line: the text is there, transparent, so the bar wraps and measures
 * as the words that take its place will (a skeleton of the final size: nothing moves when they come). Hide it from
 * screen readers with `aria-hidden` on what holds it.
 */
export function TextPlaceholder({ children }: { children: ReactNode }) {
  return (
    <span className="rounded bg-slate-100 box-decoration-clone text-transparent select-none">{children}</span>
  );
}
