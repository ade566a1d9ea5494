import {
  CATEGORY_SEPARATOR,
  CHART_TEMPLATE,
  type CustomCategory,
  isAccountCode,
  TEMPLATE_CATEGORIES,
  validateCustomCategories,
} from '../categories.ts';
import { foldCase } from '../fold.ts';
import { CATEGORIES_FILE_MESSAGES as M, TITLES, type UserMessage } from '../messages.ts';
import { splitLines, unquote } from './lines.ts';

export type ParsedCategories = { ok: true; categories: CustomCategory[] } | { ok: false; error: UserMessage };

const INTEGER = /^[+-]?\d+$/;

/** A chart of accounts' header: `categoria | código` (with or without the accent). */
const CODE_HEADER = /c[óo]digo/;

/**
 * Reads a 'categoria | número' file (spec §5), or a chart of accounts, 'categoria | código', whose codes
 * (`3.1.01`) are kept exactly as written (ADR 0053). Line numbers in messages are the file's, header = 1.
 */
export function parseCategoriesCsv(text: string): ParsedCategories {
  const fail = (message: string): ParsedCategories => ({
    ok: false,
    error: { title: TITLES.invalidCategories, message },
  });
  if (text.trim().length === 0) return fail(M.empty);
  const lines = splitLines(text);
  const headerIndex = lines.findIndex((line) => line.trim().length > 0);
  const header = foldCase(lines[headerIndex] ?? '');
  const codes = !header.includes('número') && CODE_HEADER.test(header);
  if (!header.includes('categoria') || (!header.includes('número') && !codes)) return fail(M.badHeader);

  const entries: { category: CustomCategory; line: number }[] = [];
  for (let index = headerIndex + 1; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    if (raw.trim().length === 0) continue;
    const line = index + 1;
    const parts = unquote(raw).split('|');
    if (parts.length !== 2) return fail(M.badRow(line));
    const name = (parts[0] ?? '').trim();
    const value = (parts[1] ?? '').trim();
    if (name.length === 0) return fail(M.emptyName(line));
    if (codes) {
      if (!isAccountCode(value)) return fail(M.badCode(line, value));
      entries.push({ category: { name, number: value }, line });
      continue;
    }
    if (!INTEGER.test(value)) return fail(M.badNumber(line, value));
    entries.push({ category: { name, number: Number.parseInt(value, 10) }, line });
  }
  const checked = validateCustomCategories(
    entries.map((e) => e.category),
    (i) => entries[i]?.line ?? 0,
  );
  return checked.ok ? { ok: true, categories: checked.value } : fail(checked.error);
}

/** The downloadable categories template: the seven default categories (spec §3, §9). */
export function categoriesTemplateCsv(): string {
  const rows = TEMPLATE_CATEGORIES.map((c) => `${c.name}${CATEGORY_SEPARATOR}${c.number}`);
  return `${['categoria | número', ...rows].join('\n')}\n`;
}

/** The downloadable chart-of-accounts template: a small company's accounts with their codes. */
export function chartTemplateCsv(): string {
  const rows = CHART_TEMPLATE.map((c) => `${c.name}${CATEGORY_SEPARATOR}${c.number}`);
  return `${['categoria | código', ...rows].join('\n')}\n`;
}

export type { UserMessage };
