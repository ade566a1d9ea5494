import { type InputHTMLAttributes, useId } from 'react';

/** A labelled search box (phones show a search key; no autocomplete or spell-check on what is typed). */
export function SearchField({
  label,
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        className="min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-3 focus-visible:outline-indigo-300 sm:text-sm"
        {...props}
      />
    </div>
  );
}
