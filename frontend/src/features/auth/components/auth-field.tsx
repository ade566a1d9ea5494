import { type ButtonHTMLAttributes, type InputHTMLAttributes, type Ref, useId } from 'react';

const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-3 focus-visible:outline-indigo-300';

const LINK =
  'rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-3 focus-visible:outline-indigo-500';

/** A labelled field of the auth card; its hint, when given, is read with it. */
export function AuthField({
  label,
  hint,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-describedby'> & {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input ref={ref} id={id} className={INPUT} aria-describedby={hint ? hintId : undefined} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** An action of the auth card that reads as a link ('Cadastre-se', 'Esqueci minha senha'). */
export function LinkButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={`${LINK} ${className}`.trim()} {...props} />;
}
