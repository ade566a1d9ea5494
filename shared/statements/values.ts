/**
 * Reading the values of a bank export: amounts (to integer cents, whatever the decimal and thousands marks) and
 * dates (to ISO yyyy-mm-dd). Pure functions, for the browser and the CLI alike.
 */

export type DecimalMark = ',' | '.';

/**
 * The decimal mark a column of amounts uses: the mark followed by exactly one or two digits at the end of a
 * value (`-386,80`, `1.234,56`, `1,234.56`); comma when nothing says (Brazilian exports).
 */
export function detectDecimalMark(values: readonly string[]): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const value of values) {
    const match = /([.,])\d{1,2}\s*$/.exec(value.replace(/[^\d.,-]+$/, ''));
    if (match?.[1] === ',') comma++;
    if (match?.[1] === '.') dot++;
  }
  return dot > comma ? '.' : ',';
}

/**
 * An amount in integer cents, or undefined when the text is no amount: `R$ -1.234,56`, `-386,80` (never
 * -38680), `1,234.56` with '.', `(12,00)` and `12,00-` as negatives, `12,00 D`/`C` as debit/credit.
 */
export function parseAmount(text: string, mark: DecimalMark): number | undefined {
  let value = text
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s+/g, '');
  if (value.length === 0) return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  const suffix = /([DC])$/i.exec(value);
  if (suffix) {
    negative = suffix[1]?.toUpperCase() === 'D';
    value = value.slice(0, -1);
  }
  if (value.endsWith('-')) {
    negative = true;
    value = value.slice(0, -1);
  }
  value = value.replace(/^R\$/i, '');
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) {
    value = value.slice(1);
  }
  const thousands = mark === ',' ? '.' : ',';
  if (!/^\d[\d.,]*$/.test(value)) return undefined;
  const [whole = '', fraction = '', extra] = value.split(mark);
  if (extra !== undefined || fraction.length > 2 || fraction.includes(thousands)) return undefined;
  const digits = whole.split(thousands);
  if (digits.some((group, k) => group.length === 0 || (k > 0 && group.length !== 3))) return undefined;
  const cents = Number(digits.join('')) * 100 + Number(fraction.padEnd(2, '0') || '0');
  return negative ? -cents : cents;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date as ISO yyyy-mm-dd, or undefined: `dd/mm/yyyy`, `dd/mm/yy`, `dd-mm-yyyy`, `dd.mm.yyyy`, `yyyy-mm-dd`
 * (with a time after it), and OFX's `yyyymmdd[hhmmss[.xxx]][[-3:BRT]]`.
 */
export function parseDate(text: string): string | undefined {
  const value = text.trim();
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(value);
  if (match) {
    const year = Number(match[3]);
    return isoDate(year < 100 ? 2000 + year : year, Number(match[2]), Number(match[1]));
  }
  match = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:\.\d+)?)?(?:\[[^\]]*\])?$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return undefined;
}

/** dd/mm/aaaa from ISO yyyy-mm-dd: how the product shows and downloads a statement's dates. */
export const formatDateBr = (iso: string): string =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Cents as the screens show money: R$ 1.234,56 and -R$ 37,79. */
export const formatMoney = (cents: number): string => MONEY.format(cents / 100);
