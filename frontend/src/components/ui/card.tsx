import type { HTMLAttributes } from 'react';

/** A white rounded panel; `flush` drops the padding (tables that run edge to edge). */
export function Card({
  className = '',
  flush = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & { flush?: boolean }) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${flush ? 'overflow-hidden' : 'p-5'} ${className}`}
      {...props}
    />
  );
}
