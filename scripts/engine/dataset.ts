import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomCategory } from '#shared/categories';
import { parseCategoriesCsv } from '#shared/csv/categories-file';
import { parseDelimited } from '#shared/statements/table';

/** The labeled sets the engine is trained and measured on (data/categorization/README.md). */
export const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/categorization');

export interface DevRow {
  readonly index: number;
  readonly description: string;
  readonly category: string;
  readonly also: readonly string[];
  readonly kind: 'pessoal' | 'empresa';
  readonly empresa: string;
}

export interface RealRow {
  readonly description: string;
  readonly template: string;
}

export interface Scenario {
  readonly name: string;
  readonly categories: readonly CustomCategory[];
  /** Custom category → default categories it takes (absent for empresa). */
  readonly from?: Readonly<Record<string, readonly string[]>>;
  /**
   * Custom category → labels of the `empresa` scenario it takes (dev.csv column `empresa`): how business
   * rows are scored in another company chart. Absent in scenarios.json.
   */
  readonly fromEmpresa?: Readonly<Record<string, readonly string[]>>;
  /**
   * Custom category → kinds of a company's bank line it takes (business-kinds.json): how the lines of
   * business-lines.csv and heldout-empresa-lines.csv are scored in a company chart.
   */
  readonly fromKind?: Readonly<Record<string, readonly string[]>>;
  /** A list mixing a business and a household (a freelancer's): scored on every row, as a personal list. */
  readonly mixed?: boolean;
}

/** Fixed hold-out: every fifth row of dev.csv (0-based data row index % 5 === 4). Never trained or tuned on. */
export function isHeldOut(row: DevRow): boolean {
  return row.index % 5 === 4;
}

/** The rows of a labeled CSV file (RFC 4180, the statement importer's parser), blank rows left out. */
export function parseCsv(text: string): string[][] {
  return parseDelimited(text, ',').filter((row) => row.some((value) => value.length > 0));
}

export function loadDev(): DevRow[] {
  const [, ...rows] = parseCsv(readFileSync(resolve(DATA_DIR, 'dev.csv'), 'utf8'));
  return rows.map(([description = '', category = '', also = '', kind = '', empresa = ''], index) => ({
    index,
    description,
    category,
    also: also.length > 0 ? also.split(';') : [],
    kind: kind === 'empresa' ? 'empresa' : 'pessoal',
    empresa,
  }));
}

/** A line of a company's bank statement, labeled with its kind (business-kinds.json) and its direction. */
export interface BusinessLine {
  readonly description: string;
  readonly direction: 'in' | 'out';
  readonly kind: string;
}

/** business-lines.csv, or heldout-empresa-lines.csv (read only with --heldout). */
export function loadBusinessLines(fileName: string): BusinessLine[] {
  const [, ...rows] = parseCsv(readFileSync(resolve(DATA_DIR, fileName), 'utf8'));
  return rows.map(([description = '', direction = '', kind = '']) => {
    if (direction !== 'in' && direction !== 'out') throw new Error(`${fileName}: direção "${direction}"`);
    return { description, direction, kind };
  });
}

/**
 * Where an accountant books a kind in a chart with no account for it, besides the chart's catch-all
 * (business-kinds.json, `without`): its own transfers take the applications, the salaries the payroll charges...
 */
export function loadKindsWithout(): ReadonlyMap<string, readonly string[]> {
  const { without } = JSON.parse(readFileSync(resolve(DATA_DIR, 'business-kinds.json'), 'utf8')) as {
    without: Record<string, string | string[]>;
  };
  return new Map(
    Object.entries(without).flatMap(([kind, others]) => (Array.isArray(others) ? [[kind, others]] : [])),
  );
}

export function loadRealNubank(): RealRow[] {
  const [, ...rows] = parseCsv(readFileSync(resolve(DATA_DIR, 'real-nubank.csv'), 'utf8'));
  return rows.map(([description = '', template = '']) => ({ description, template }));
}

/**
 * A list's file, read by the product's own parser (numbers or account codes, kept as written). A few lists here
 * break a limit the product enforces (a name over 60 characters): those are read line by line the same way, so
 * that what their names say can still be measured.
 */
export function parseCategoryFile(file: string): CustomCategory[] {
  const parsed = parseCategoriesCsv(file);
  if (parsed.ok) return parsed.categories;
  return file
    .split('\n')
    .slice(1)
    .filter((line) => line.includes('|'))
    .map((line) => {
      const [name = '', number = ''] = line.split('|').map((part) => part.trim());
      return { name, number: /^\d+$/.test(number) ? Number(number) : number };
    });
}

/**
 * The lists of a file shaped like scenarios.json (`{ scenarios: { name: { file, from?, fromEmpresa? } } }`):
 * lists-extra.json, and heldout.json (written by someone else, read only by `bench:accuracy --heldout`).
 * A missing file is an error; lists without a category file are skipped.
 */
export function loadLists(fileName: string): Scenario[] {
  const json = JSON.parse(readFileSync(resolve(DATA_DIR, fileName), 'utf8')) as Record<string, unknown>;
  const entries = (json.scenarios ?? json.lists ?? json) as Record<string, unknown>;
  const lists: Scenario[] = [];
  for (const [name, value] of Object.entries(entries)) {
    if (typeof value !== 'object' || value === null) continue;
    const entry = value as {
      file?: unknown;
      categories?: unknown;
      from?: Record<string, string[]>;
      fromEmpresa?: Record<string, string[]>;
      fromKind?: Record<string, string[]>;
      mixed?: boolean;
    };
    let categories: CustomCategory[];
    if (typeof entry.file === 'string') categories = parseCategoryFile(entry.file);
    else if (Array.isArray(entry.categories))
      categories = entry.categories.map((item: unknown, k) =>
        typeof item === 'string'
          ? { name: item, number: k + 1 }
          : {
              name: String((item as { name?: unknown }).name ?? ''),
              number: Number((item as { number?: unknown }).number ?? k + 1),
            },
      );
    else continue;
    lists.push({
      name,
      categories,
      ...(entry.from ? { from: entry.from } : {}),
      ...(entry.fromEmpresa ? { fromEmpresa: entry.fromEmpresa } : {}),
      ...(entry.fromKind ? { fromKind: entry.fromKind } : {}),
      ...(entry.mixed ? { mixed: true } : {}),
    });
  }
  return lists;
}

/** The lists of scenarios.json, read as every other file of lists. */
export const loadScenarios = (): Scenario[] => loadLists('scenarios.json');

/**
 * The engine concept a dev row teaches: its default category, or for business rows the
 * business concept its chart-of-accounts label stands for.
 */
export function devConcept(row: DevRow): string {
  if (row.kind !== 'empresa') return row.category;
  const also = new Set(row.also);
  switch (row.empresa) {
    case 'Receitas de Vendas':
      return 'biz:vendas';
    case 'Fornecedores':
      return row.category === 'Supermercado' ? 'biz:atacado' : 'biz:fornecedores';
    case 'Folha de Pagamento':
      if (row.category === 'Impostos e Taxas') return 'biz:encargos';
      if (row.category === 'Saúde') return 'biz:plano-saude';
      if (row.category === 'Transporte') return 'biz:vale-transporte';
      if (also.has('Alimentação')) return 'biz:beneficios';
      return 'biz:folha';
    case 'Marketing':
      return 'biz:marketing';
    case 'Software e Tecnologia':
      return row.category === 'Compras' ? 'biz:informatica' : 'biz:software';
    case 'Serviços Profissionais':
      return 'biz:servicos';
    default:
      return row.category;
  }
}
