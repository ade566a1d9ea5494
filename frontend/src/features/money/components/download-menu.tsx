import { Download } from 'lucide-react';
import { useState } from 'react';
import type { DownloadFormat } from '../model/downloads';

/** One download a menu offers: what to save, in which format, and its button's words. */
export interface DownloadItem<What extends string> {
  readonly what: What;
  readonly format: DownloadFormat;
  readonly label: string;
}

const ITEM =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60';

/** The money page's download buttons: each saves a table, and all wait while one is being made. */
export function DownloadMenu<What extends string>({
  legend,
  items,
  onDownload,
}: {
  legend: string;
  items: readonly DownloadItem<What>[];
  onDownload: (what: What, format: DownloadFormat) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const run = (what: What, format: DownloadFormat) => {
    setBusy(true);
    void onDownload(what, format).finally(() => setBusy(false));
  };
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {items.map((item) => (
        <button
          key={`${item.what}-${item.format}`}
          type="button"
          className={ITEM}
          disabled={busy}
          onClick={() => run(item.what, item.format)}
        >
          <Download className="size-4" aria-hidden /> {item.label}
        </button>
      ))}
    </fieldset>
  );
}
