import { Upload } from 'lucide-react';
import { type ChangeEvent, Fragment } from 'react';

/**
 * A file name that can wrap on a narrow screen where a reader expects it to: after each `_` or `-`
 * ("Nubank_2026-06_extrato_…"), as a name has no spaces to wrap at. Put it in a box with
 * `overflow-wrap: break-word`, which breaks a piece too long for the line as a last resort.
 */
export function FileName({ name }: { name: string }) {
  const pieces = name.split(/(?<=[_-])/);
  return pieces.map((piece, k) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one name are positional and fixed
    <Fragment key={k}>
      {k > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/**
 * A CSV file picker with pt-BR text (the native input's button speaks the browser's language): the input is
 * visually hidden but focusable; its label looks like a button and shows the focus ring.
 */
export function FilePicker({
  id,
  label,
  buttonText,
  fileName,
  disabled,
  onChange,
  testId,
  accept = '.csv,text/csv',
}: {
  id: string;
  label: string;
  buttonText: string;
  fileName?: string | undefined;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  testId: string;
  /** The file types the picker offers (a CSV by default). */
  accept?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          className="peer sr-only"
          disabled={disabled}
          onChange={onChange}
          data-testid={testId}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <Upload className="size-4" aria-hidden />
          {buttonText}
        </label>
        {/* The whole name, wrapped to a line of its own on a phone: a cut name cannot be checked. */}
        <span className="min-w-0 text-sm wrap-break-word text-slate-600">
          {fileName === undefined ? 'Nenhum arquivo selecionado' : <FileName name={fileName} />}
        </span>
      </div>
    </div>
  );
}
