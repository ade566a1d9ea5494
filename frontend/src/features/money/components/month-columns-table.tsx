import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { monthLabel } from '#shared/ledger/labels';
import { SelectField } from '@/components/ui/select-field';

/**
 * A table with a column per month (the months oldest first, yyyy-mm): the one way the money page shows months side
 * by side (the DRE, the month × category table).
 *
 * From `md` up every month is a column, and the table scrolls sideways inside its box when the months outrun it
 * (`latestInView`: starting at its end, the latest month in view). Below `md` (a phone) it shows one month, picked
 * in 'Mês' (the latest at first), in a column beside the rows' names, which wrap: the same table with the other
 * months' columns hidden, so a screen reader still hears each amount's row (its row header) and month (its column
 * header), and neither the page nor the table scrolls sideways. `children` gets, for the k-th month, its cells'
 * class (hidden below `md` unless it is the month shown) and lays out the rows.
 */
export function MonthColumnsTable({
  months,
  caption,
  testId,
  latestInView = false,
  children,
}: {
  months: readonly string[];
  /** The table's caption: of every month, and of the month a phone shows (its label, `set/2026`). */
  caption: { readonly every: string; readonly one: (month: string) => string };
  testId: string;
  latestInView?: boolean;
  children: (monthColumn: (k: number) => string) => ReactNode;
}) {
  const tableId = useId();
  const [picked, setPicked] = useState<string>();
  // The month shown on a phone: the one picked while the period holds it, else the latest.
  const pickedIndex = picked === undefined ? -1 : months.indexOf(picked);
  const shown = pickedIndex >= 0 ? pickedIndex : months.length - 1;
  /** The k-th month's column, hidden below `md` unless it is the month shown. */
  const monthColumn = (k: number) => (k === shown ? '' : 'max-md:hidden');
  const scroller = useRef<HTMLDivElement>(null);
  // Scrolled to the end when the period changes, not on every render (a cell opened keeps the place).
  const period = months.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled again whenever the months shown change
  useLayoutEffect(() => {
    const element = scroller.current;
    if (latestInView && element) element.scrollLeft = element.scrollWidth;
  }, [period, latestInView]);
  return (
    <>
      {months.length > 1 && (
        <SelectField
          label="Mês"
          className="md:hidden"
          options={months.map((month) => ({ value: month, label: monthLabel(month) }))}
          value={months[shown]}
          aria-controls={tableId}
          onChange={(event) => setPicked(event.target.value)}
        />
      )}
      <div className="relative overflow-x-auto" data-testid={testId} ref={scroller}>
        <table id={tableId} className="w-full border-collapse text-sm md:min-w-max">
          <caption className="sr-only">
            <span className="max-md:hidden">{caption.every}</span>
            <span className="md:hidden">{caption.one(months[shown] ? monthLabel(months[shown]) : '')}</span>
          </caption>
          {children(monthColumn)}
        </table>
      </div>
    </>
  );
}
