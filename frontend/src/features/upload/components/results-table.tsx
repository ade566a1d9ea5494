import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type ChangeEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CategorizedTransaction } from '#shared/api/schemas';
import { formatDateBr, formatMoney } from '#shared/statements/values';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import {
  categoryOptions,
  filterRows,
  foldDescriptions,
  isFilterActive,
  shownTotal,
} from '../model/filter-rows';

/** A first guess of a row's height (px) before it is measured: one line on a computer, ~two on a phone. */
const ESTIMATED_ROW_HEIGHT = 48;
/** Rows rendered beyond each edge of the window, so a fast scroll shows no blank. */
const OVERSCAN = 10;

const COUNT = new Intl.NumberFormat('pt-BR');

/**
 * How far below the top of the document the element is (px), kept up to date as the layout changes: what
 * comes above the table (a notice, the money summary) can grow or shrink after it is first painted.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // Any change of layout above the table changes the height of the body (the table is below it).
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

const defaultCategory = (item: CategorizedTransaction): ReactNode => (
  <CategoryBadge category={item.category} number={item.categoryNumber} />
);

/**
 * 'Transações categorizadas': the rows of a file, searchable by description and filterable by category.
 *
 * Only the rows in view (and a few around them) are in the DOM, between two spacer rows that stand for the
 * rest, so 10000 rows stay instant; it is still a real <table>, with aria-rowcount/aria-rowindex telling
 * screen readers where each rendered row sits. The rows scroll with the page (one scroll, not a box inside
 * it), the column headers sticking to the top of the window. Below `sm` each row is a stacked block
 * (description, then date, amount and category) instead of columns, so a phone never scrolls sideways.
 *
 * `renderCategory` fills the category cell (the badge by default): the place for a per-row control later.
 * Its `index` is the row's position in the whole file (0-based).
 */
export function ResultsTable({
  items,
  statement,
  renderCategory = defaultCategory,
  renderNote,
}: {
  items: readonly CategorizedTransaction[];
  statement: boolean;
  renderCategory?: (item: CategorizedTransaction, index: number) => ReactNode;
  /** Said of a row under its description (a line already imported, say); nothing by default. */
  renderNote?: (item: CategorizedTransaction, index: number) => ReactNode;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [chosenCategory, setChosenCategory] = useState('');
  // Typing stays responsive: the scan over every row runs at a lower priority than the keystroke.
  const deferredQuery = useDeferredValue(query);

  const folded = useMemo(() => foldDescriptions(items), [items]);
  const options = useMemo(() => categoryOptions(items), [items]);
  // A chosen category no longer present (after a correction, say) falls back to all, not to an empty table.
  const category = options.some((option) => option.category === chosenCategory) ? chosenCategory : '';
  const rows = useMemo(
    () => filterRows(items, folded, { query: deferredQuery, category }),
    [items, folded, deferredQuery, category],
  );
  const filtered = isFilterActive({ query: deferredQuery, category });
  // The money of what is shown, for a statement; a one-column file has only its count.
  const total = useMemo(
    () => (filtered && statement ? shownTotal(items, rows) : undefined),
    [filtered, statement, items, rows],
  );

  const tableRef = useRef<HTMLTableElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the first body row sits in the document: the window's scroll counts from there.
  const scrollMargin = useDocumentTop(bodyRef);
  // Keyed by the position in the file, so a row's measured height survives a change of filter.
  const getItemKey = useCallback((index: number) => rows[index] ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey,
  });
  // A row measured at a new height moves the page (to keep what is in view still) only if it starts above the
  // window's top, as laid out now: the virtualizer's own offsets lag a scroll made in the same task (a filter's
  // jump back to the table) and a change above the table, and would push the new rows' growth onto the page.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const body = bodyRef.current;
    return !!body && body.getBoundingClientRect().top + item.start - instance.options.scrollMargin < 0;
  };
  // Offsets count from the top of the document; the spacers count from the first body row. The sticky header
  // covers a row or two at the top of the window, which the overscan renders anyway.
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = Math.max(0, (virtualRows[0]?.start ?? scrollMargin) - scrollMargin);
  const paddingBottom = Math.max(
    0,
    virtualizer.getTotalSize() - ((virtualRows.at(-1)?.end ?? scrollMargin) - scrollMargin),
  );
  const columns = statement ? 5 : 3;

  /** A new search or filter starts at its first row: back to the table's top, if the page is scrolled past it. */
  const toTop = () => {
    const top = tableRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollTo({ top: window.scrollY + top });
  };
  const onQuery = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    toTop();
  };
  const onCategory = (event: ChangeEvent<HTMLSelectElement>) => {
    setChosenCategory(event.target.value);
    toTop();
  };

  return (
    // Clipped, not hidden: a hidden overflow would make the card the header's scroll box, and it never sticks.
    <Card flush className="overflow-clip!">
      <h2 id={`${id}-table`} className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900">
        Transações categorizadas
      </h2>
      <div className="flex flex-col gap-3 px-5 pb-4 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label="Buscar transação"
          placeholder="Ex.: mercado, uber, farmácia"
          value={query}
          onChange={onQuery}
        />
        <SelectField
          className="sm:w-64"
          label="Filtrar por categoria"
          value={category}
          onChange={onCategory}
          options={[
            { value: '', label: 'Todas as categorias' },
            ...options.map((option) => ({
              value: option.category,
              label: `${option.category} · ${COUNT.format(option.count)}`,
            })),
          ]}
        />
      </div>
      <p
        className={`px-5 text-sm text-slate-700 ${filtered ? 'pb-3' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="results-filter-status"
      >
        {!filtered
          ? ''
          : rows.length === 0
            ? 'Nenhuma transação encontrada.'
            : `Mostrando ${COUNT.format(rows.length)} de ${COUNT.format(items.length)} transações${total === undefined ? '' : ` · ${formatMoney(total)}`}`}
      </p>

      {/* A named region; it does not scroll by itself (the page does), so it needs no tab stop. */}
      <section aria-labelledby={`${id}-table`}>
        <table
          ref={tableRef}
          className="w-full text-left text-sm max-sm:block sm:table-fixed"
          aria-labelledby={`${id}-table`}
          aria-rowcount={rows.length + 1}
          data-testid="results-table"
        >
          <thead className="sticky top-0 z-10 border-y border-slate-200 bg-slate-50 text-slate-700 max-sm:sr-only">
            <tr aria-rowindex={1}>
              <th scope="col" className="px-2 py-2 font-semibold sm:w-18 sm:pr-2 sm:pl-4">
                #
              </th>
              {statement && (
                <th scope="col" className="px-2 py-2 font-semibold sm:w-28 sm:px-4">
                  Data
                </th>
              )}
              <th scope="col" className="px-2 py-2 font-semibold sm:px-4">
                Transação
              </th>
              {statement && (
                <th scope="col" className="px-2 py-2 text-right font-semibold sm:w-32 sm:px-4 lg:w-36">
                  Valor
                </th>
              )}
              {/* On a computer, wide enough for a list's category with its number: "Salários e Encargos (3101)". */}
              <th scope="col" className="px-2 py-2 font-semibold sm:w-44 sm:pr-4 sm:pl-2 lg:w-72">
                Categoria
              </th>
            </tr>
          </thead>
          <tbody ref={bodyRef} className="max-sm:block">
            {paddingTop > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row, empty and never focusable, kept out of the row count
              <tr aria-hidden="true" className="max-sm:block">
                <td colSpan={columns} className="p-0 max-sm:block" style={{ height: paddingTop }} />
              </tr>
            )}
            {virtualRows.map((virtualRow) => {
              const index = rows[virtualRow.index] as number;
              const item = items[index] as CategorizedTransaction;
              return (
                <tr
                  key={virtualRow.key}
                  ref={virtualizer.measureElement}
                  data-index={virtualRow.index}
                  aria-rowindex={virtualRow.index + 2}
                  className="border-b border-slate-100 last:border-0 max-sm:relative max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:py-3 max-sm:pr-4 max-sm:pl-14"
                >
                  <td className="px-2 py-2 tabular-nums text-slate-600 sm:pr-2 sm:pl-4 max-sm:absolute max-sm:top-3.5 max-sm:left-3 max-sm:p-0 max-sm:text-xs">
                    {index + 1}
                  </td>
                  {statement && (
                    <td className="px-2 py-2 whitespace-nowrap text-slate-700 tabular-nums sm:px-4 max-sm:p-0">
                      {formatDateBr(item.date as string)}
                    </td>
                  )}
                  <td className="px-2 py-2 text-slate-900 wrap-break-word sm:px-4 max-sm:order-first max-sm:min-w-0 max-sm:basis-full max-sm:p-0 max-sm:font-medium">
                    {item.description}
                    {renderNote?.(item, index)}
                  </td>
                  {statement && (
                    <td
                      className={`px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-4 max-sm:p-0 max-sm:font-semibold ${(item.amountCents as number) < 0 ? 'text-slate-900' : 'text-emerald-700'}`}
                    >
                      {formatMoney(item.amountCents as number)}
                    </td>
                  )}
                  <td className="px-2 py-2 wrap-break-word sm:pr-4 sm:pl-2 max-sm:min-w-0 max-sm:grow max-sm:p-0">
                    {renderCategory(item, index)}
                  </td>
                </tr>
              );
            })}
            {paddingBottom > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row, empty and never focusable, kept out of the row count
              <tr aria-hidden="true" className="max-sm:block">
                <td colSpan={columns} className="p-0 max-sm:block" style={{ height: paddingBottom }} />
              </tr>
            )}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
