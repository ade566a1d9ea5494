import { type SelectHTMLAttributes, useId } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled native select (keyboard and phone pickers come with it). */
export function SelectField({
  label,
  options,
  className = '',
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        className="min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
