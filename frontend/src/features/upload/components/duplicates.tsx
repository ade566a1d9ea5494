import { Copy } from 'lucide-react';
import type { CategorizedTransaction } from '#shared/api/schemas';
import { formatMoney } from '#shared/statements/values';
import { Button } from '@/components/ui/button';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Above the money view: how many lines earlier uploads already held, left out of the totals, with one button
 * to keep them all (or leave them out again).
 */
export function DuplicatesNotice({
  items,
  indexes,
  onKeep,
}: {
  items: readonly CategorizedTransaction[];
  /** Positions of the lines already imported. */
  indexes: readonly number[];
  onKeep: ((indexes: readonly number[], kept: boolean) => void) | undefined;
}) {
  const left = indexes.filter((index) => !items[index]?.kept);
  const files = [...new Set(indexes.map((index) => items[index]?.duplicateOf as string))];
  const cents = left.reduce((sum, index) => sum + (items[index]?.amountCents ?? 0), 0);
  return (
    <section
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      aria-label="Transações já importadas"
      data-testid="duplicates-notice"
    >
      <Copy className="size-5 shrink-0 text-amber-700" aria-hidden />
      <p className="min-w-0 flex-1 basis-64">
        <strong>{plural(indexes.length, 'transação já importada', 'transações já importadas')}</strong> em{' '}
        {files.join(', ')}.{' '}
        {left.length > 0
          ? `${plural(left.length, 'ficou', 'ficaram')} fora dos totais (${formatMoney(cents)}).`
          : 'Todas foram mantidas nos totais.'}
      </p>
      {onKeep &&
        (left.length > 0 ? (
          <Button variant="outline" onClick={() => onKeep(left, true)}>
            Manter todas nos totais
          </Button>
        ) : (
          <Button variant="outline" onClick={() => onKeep(indexes, false)}>
            Deixar todas fora dos totais
          </Button>
        ))}
    </section>
  );
}

/** Under a line's description: the upload that already held it, and a toggle to keep it in the totals. */
export function DuplicateNote({
  item,
  onKeep,
}: {
  item: CategorizedTransaction;
  onKeep: ((kept: boolean) => void) | undefined;
}) {
  const kept = item.kept === true;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal">
      <span className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-900 ring-1 ring-amber-200">
        já importada em {item.duplicateOf}
        {kept ? ' · mantida' : ' · fora dos totais'}
      </span>
      {onKeep && (
        <button
          type="button"
          aria-pressed={kept}
          aria-label={`Manter nos totais: ${item.description}`}
          className="rounded border border-slate-300 bg-white px-2 py-0.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-900"
          onClick={() => onKeep(!kept)}
        >
          Manter nos totais
        </button>
      )}
    </span>
  );
}
