import { AlertCircle, Columns3, Play, X } from 'lucide-react';
import { type RefObject, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ColumnMapping } from '#shared/statements/layouts';
import type { GuessedLayout, UploadRead } from '#shared/statements/upload';
import { formatDateBr, formatMoney } from '#shared/statements/values';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';

const NONE = '';
const PREVIEW_LINES = 5;

/** Whether the box is narrower than what it holds (so it scrolls sideways), kept up to date as either resizes. */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * The column-mapping step of an unknown layout: the file's first rows, the guessed columns preselected, the
 * lines as they would be read with the current choice. Confirming sends the file to categorization.
 */
export function ColumnMappingCard({
  layout,
  preview,
  onConfirm,
  onCancel,
}: {
  layout: GuessedLayout;
  preview: (mapping: ColumnMapping) => UploadRead | undefined;
  onConfirm: (mapping: ColumnMapping) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [mapping, setMapping] = useState<ColumnMapping>(layout.mapping);
  const width = Math.max(layout.header.length, ...layout.sample.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, k) => ({
    value: String(k),
    label: layout.header[k]?.trim() ? `${layout.header[k]} (coluna ${k + 1})` : `Coluna ${k + 1}`,
  }));
  const split = mapping.amount === undefined;
  const read = useMemo(() => preview(mapping), [preview, mapping]);
  const column = (value: string) => (value === NONE ? undefined : Number(value));
  const sampleRef = useRef<HTMLElement>(null);
  const wide = useOverflowsSideways(sampleRef);

  const setSplit = (separate: boolean) => {
    const { amount: _a, credit: _c, debit: _d, ...rest } = mapping;
    const first = layout.mapping.amount ?? layout.mapping.credit ?? 0;
    setMapping(
      separate
        ? { ...rest, credit: layout.mapping.credit ?? first, debit: layout.mapping.debit ?? first }
        : { ...rest, amount: first },
    );
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid="column-mapping">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Columns3 className="size-5 text-indigo-700" aria-hidden />
        Confirme as colunas do extrato
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Não conhecemos o formato deste arquivo. Escolhemos as colunas que parecem ser a data, a descrição e o
        valor: confira com as primeiras linhas abaixo e ajuste se precisar.
      </p>

      {/* The file's columns side by side, as in the file: on a phone they scroll sideways as a whole (then the
          box says so, and takes the keyboard's arrows), never cut off where the amounts are. */}
      <section
        ref={sampleRef}
        className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        aria-label="Colunas do arquivo"
        aria-describedby={wide ? `${id}-wide` : undefined}
        // Focusable while it scrolls: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={wide ? 0 : undefined}
        data-testid="mapping-sample"
      >
        <table className="w-full text-left text-xs" aria-label="Primeiras linhas do arquivo">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((c) => (
                <th key={c.value} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                  {layout.header[Number(c.value)]?.trim() || `Coluna ${Number(c.value) + 1}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.sample.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the sample rows are positional and fixed
              <tr key={r} className="border-t border-slate-100">
                {columns.map((c) => (
                  <td key={c.value} className="px-2 py-1.5 whitespace-nowrap text-slate-800">
                    {row[Number(c.value)] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {wide && (
        <p id={`${id}-wide`} className="mt-1 text-xs text-slate-600">
          Deslize a tabela para o lado para ver todas as colunas.
        </p>
      )}

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Data"
          options={columns}
          value={String(mapping.date)}
          onChange={(e) => setMapping({ ...mapping, date: Number(e.currentTarget.value) })}
        />
        <SelectField
          label="Descrição"
          options={columns}
          value={String(mapping.description[0] ?? 0)}
          onChange={(e) =>
            setMapping({
              ...mapping,
              description: [Number(e.currentTarget.value), ...mapping.description.slice(1)],
            })
          }
        />
        <SelectField
          label="Complemento da descrição (opcional)"
          options={[{ value: NONE, label: 'Nenhum' }, ...columns]}
          value={mapping.description[1] === undefined ? NONE : String(mapping.description[1])}
          onChange={(e) => {
            const extra = column(e.currentTarget.value);
            const main = mapping.description[0] ?? 0;
            setMapping({ ...mapping, description: extra === undefined ? [main] : [main, extra] });
          }}
        />
        <SelectField
          label="Como vêm os valores"
          options={[
            // Short enough to show whole in the select on a phone.
            { value: 'one', label: 'Uma coluna, com sinal' },
            { value: 'split', label: 'Crédito e débito separados' },
          ]}
          value={split ? 'split' : 'one'}
          onChange={(e) => setSplit(e.currentTarget.value === 'split')}
        />
        {split ? (
          <>
            <SelectField
              label="Crédito (entradas)"
              options={columns}
              value={String(mapping.credit ?? 0)}
              onChange={(e) => setMapping({ ...mapping, credit: Number(e.currentTarget.value) })}
            />
            <SelectField
              label="Débito (saídas)"
              options={columns}
              value={String(mapping.debit ?? 0)}
              onChange={(e) => setMapping({ ...mapping, debit: Number(e.currentTarget.value) })}
            />
          </>
        ) : (
          <SelectField
            label="Valor"
            options={columns}
            value={String(mapping.amount ?? 0)}
            onChange={(e) => setMapping({ ...mapping, amount: Number(e.currentTarget.value) })}
          />
        )}
      </div>
      <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-indigo-700"
          checked={mapping.negate}
          onChange={(e) => setMapping({ ...mapping, negate: e.currentTarget.checked })}
        />
        Inverter o sinal dos valores (fatura de cartão que lista as compras como positivas)
      </label>

      <h3 className="mt-5 text-sm font-semibold text-slate-800">Como as transações serão lidas</h3>
      {read && !read.ok ? (
        <p
          className="mt-2 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          role="alert"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {read.error.message}
        </p>
      ) : read?.kind === 'statement' ? (
        <>
          <ul className="mt-2 flex flex-col divide-y divide-slate-100 text-sm" data-testid="mapping-preview">
            {read.lines.slice(0, PREVIEW_LINES).map((line, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview lines are positional and fixed
              <li key={k} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
                <span className="text-slate-600 tabular-nums">{formatDateBr(line.date)}</span>
                <span className="min-w-0 flex-1 wrap-break-word text-slate-900">{line.description}</span>
                <span
                  className={`tabular-nums whitespace-nowrap ${line.amountCents < 0 ? 'text-slate-900' : 'text-emerald-700'}`}
                >
                  {formatMoney(line.amountCents)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">{read.lines.length} transações no arquivo.</p>
        </>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={() => onConfirm(mapping)} disabled={!read?.ok}>
          <Play className="size-4" aria-hidden />
          Confirmar e categorizar
        </Button>
        <Button variant="outline" onClick={onCancel}>
          <X className="size-4" aria-hidden />
          Escolher outro arquivo
        </Button>
      </div>
    </Card>
  );
}
