import { Download, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import type { CategorizedTransaction } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';
import { exportCsv, exportFileName, exportStatementCsv, UTF8_BOM } from '#shared/csv/export';
import { merchantOf } from '#shared/engine/merchant';
import { kindOfLine } from '#shared/ledger/kinds';
import type { RuleCategory } from '#shared/rules';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { categoryBarClass } from '@/components/ui/category-colors';
import { FileName } from '@/components/ui/file-picker';
import { downloadText } from '@/lib/files';
import { appliedTitle } from '@/lib/ledger-api';
import { markUpload, UPLOAD_MARKS } from '@/lib/marks';
import { useUploadLines } from '../hooks/use-upload-lines';
import { summarizeCategories } from '../model/category-summary';
import { CategorySelect, correctionOptions } from './category-select';
import { showCorrectionToast } from './correction-toast';
import { DuplicateNote, DuplicatesNotice } from './duplicates';
import { KindSelect } from './kind-select';
import { MoneySummary } from './money-summary';
import { ResultsTable } from './results-table';

/** 'Resultados da Categorização': summary with a bar chart, the table, download and start over (spec §2). */
export function ResultsView({
  items: received,
  uploadId,
  customCategories,
  filename,
  onReset,
}: {
  items: readonly CategorizedTransaction[];
  /** The recorded upload the lines belong to: changes to them are saved there. */
  uploadId?: string | undefined;
  /** The list the upload was categorized with (the defaults when absent): corrections choose among it. */
  customCategories?: readonly CustomCategory[] | undefined;
  filename?: string | undefined;
  onReset: () => void;
}) {
  const id = useId();
  useEffect(() => {
    // The first frame of the results is painted right after the next animation frame: mark it then.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => markUpload(UPLOAD_MARKS.painted), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  const {
    lines: items,
    keep,
    correct,
    chooseKind,
    undo,
    applyToHistory,
    undoHistory,
  } = useUploadLines(received, uploadId);
  const options = useMemo(() => correctionOptions(customCategories), [customCategories]);
  const merchants = useRef(new Map<string, string | undefined>());
  const linesNow = useRef(items);
  linesNow.current = items;
  // A correction's toast belongs to these results: it leaves with them (a new file, another page).
  const correctionToasts = useRef<(string | number)[]>([]);
  useEffect(
    () => () => {
      for (const id of correctionToasts.current) toast.dismiss(id);
    },
    [],
  );
  const merchantKey = (description: string) => {
    if (!merchants.current.has(description)) merchants.current.set(description, merchantOf(description)?.key);
    return merchants.current.get(description);
  };

  /** Corrects lines, then says it will be remembered, offers the merchant's other lines and an undo. */
  const corrected = async (indexes: readonly number[], choice: RuleCategory) => {
    const first = linesNow.current[indexes[0] as number];
    const answer = await correct(indexes, choice);
    if (!answer || !first) return;
    const merchant = merchantOf(first.description);
    const chosen = new Set(indexes);
    // The lines as they are now (a toast's action runs after later changes), not as this render saw them.
    const others = merchant
      ? linesNow.current.flatMap((item, index) =>
          !chosen.has(index) &&
          item.category !== choice.category &&
          merchantKey(item.description) === merchant.key
            ? [index]
            : [],
        )
      : [];
    const learned = answer.learned[0];
    const shown = showCorrectionToast({
      title: indexes.length === 1 ? 'Categoria alterada' : `${indexes.length} transações alteradas`,
      description:
        answer.notice ??
        (learned
          ? `Vamos lembrar: ${learned.rule.merchant} → ${choice.category} nas próximas importações.`
          : undefined),
      applyLabel:
        merchant && others.length > 0 ? `Aplicar às outras ${others.length} de ${merchant.name}` : undefined,
      onApply: () => void corrected(others, choice),
      historyLabel: merchant ? 'Aplicar em todos os envios' : undefined,
      onHistory: merchant ? () => void appliedToHistory(merchant, choice) : undefined,
      onUndo: () => void undo(indexes, answer),
    });
    correctionToasts.current.push(shown);
  };
  /** The merchant's category on its lines in every upload; this upload's lines of it show it, with an undo. */
  const appliedToHistory = async (merchant: { key: string; name: string }, choice: RuleCategory) => {
    const here = linesNow.current.flatMap((item, index) =>
      merchantKey(item.description) === merchant.key && item.category !== choice.category ? [index] : [],
    );
    const applied = await applyToHistory(merchant.key, here, choice);
    if (!applied) return;
    correctionToasts.current.push(
      toast.success(appliedTitle(applied.changed, merchant.name), {
        description: 'Em todos os seus envios.',
        action: { label: 'Desfazer', onClick: () => void undoHistory(here, applied) },
      }),
    );
  };
  const duplicates = items.flatMap((item, index) => (item.duplicateOf !== undefined ? [index] : []));
  const summary = summarizeCategories(items);
  const max = Math.max(1, ...summary.map((s) => s.count));
  // An imported statement: every line has its date and amount, shown and downloaded with it.
  const statement =
    items.length > 0 && items.every((item) => item.date !== undefined && item.amountCents !== undefined);

  const download = () => {
    const text = statement
      ? exportStatementCsv(
          items.map((item) => ({
            date: item.date as string,
            description: item.description,
            amountCents: item.amountCents as number,
            category: item.category,
            ...(item.categoryNumber === undefined ? {} : { categoryNumber: item.categoryNumber }),
            kind: kindOfLine(item),
          })),
        )
      : exportCsv(items);
    downloadText(exportFileName(), UTF8_BOM + text);
    toast.success('Download iniciado', { description: 'Arquivo CSV categorizado baixado com sucesso.' });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Resultados da Categorização</h1>
          <p className="mt-1 text-sm wrap-break-word text-slate-600" data-testid="results-file">
            {filename ? (
              <>
                <FileName name={filename} />
                {' · '}
              </>
            ) : null}
            {items.length} transações
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={download}>
            <Download className="size-4" aria-hidden />
            Baixar CSV
          </Button>
          <Button variant="outline" onClick={onReset}>
            <RotateCcw className="size-4" aria-hidden />
            Processar novo arquivo
          </Button>
        </div>
      </div>

      {statement ? (
        <>
          {duplicates.length > 0 && (
            <DuplicatesNotice
              items={items}
              indexes={duplicates}
              onKeep={uploadId ? (indexes, kept) => void keep(indexes, kept) : undefined}
            />
          )}
          <MoneySummary items={items} />
        </>
      ) : (
        <Card>
          <h2 id={`${id}-summary`} className="text-lg font-semibold text-slate-900">
            Resumo por categoria
          </h2>
          <ul
            className="mt-4 flex flex-col gap-3"
            aria-labelledby={`${id}-summary`}
            data-testid="category-summary"
          >
            {summary.map((entry) => (
              <li
                key={entry.category}
                className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm"
              >
                <span className="min-w-0 truncate">
                  <CategoryBadge category={entry.category} number={entry.categoryNumber} />
                </span>
                <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className={`block h-full rounded-full ${categoryBarClass(entry.category)}`}
                    style={{ width: `${(entry.count / max) * 100}%` }}
                  />
                </span>
                <span
                  className="text-right font-semibold tabular-nums text-slate-900"
                  data-testid="summary-count"
                >
                  {entry.count}
                  <span className="sr-only"> transações</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <ResultsTable
        items={items}
        statement={statement}
        {...(uploadId
          ? {
              renderCategory: (item: CategorizedTransaction, index: number) => (
                <span className="flex min-w-0 flex-col gap-1">
                  <CategorySelect
                    item={item}
                    options={options}
                    onChange={(choice) => void corrected([index], choice)}
                  />
                  {/* A line already imported and left out counts nowhere here: its kind is its other upload's. */}
                  {statement && (item.duplicateOf === undefined || item.kept) && (
                    <span className="pl-4">
                      <KindSelect item={item} onChange={(kind) => void chooseKind(index, kind)} />
                    </span>
                  )}
                </span>
              ),
            }
          : {})}
        renderNote={(item, index) =>
          item.duplicateOf === undefined ? null : (
            <DuplicateNote item={item} onKeep={uploadId ? (kept) => void keep([index], kept) : undefined} />
          )
        }
      />
    </div>
  );
}
