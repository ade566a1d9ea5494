import { foldCase } from './fold.ts';
import { MAX_CATEGORY_NAME_LENGTH, MAX_CUSTOM_CATEGORIES } from './limits.ts';
import { CATEGORIES_FILE_MESSAGES as M } from './messages.ts';
import { invalid, type Validated, valid } from './result.ts';
import { isDangerous, trimSpaces } from './transactions.ts';

export interface CustomCategory {
  readonly name: string;
  readonly number: number;
}

/** The product's 24 default categories, used when the user sends no list (data/categorization/taxonomy.json). */
export const DEFAULT_CATEGORIES = [
  'Alimentação',
  'Supermercado',
  'Transporte',
  'Combustível',
  'Compras',
  'Saúde',
  'Viagem',
  'Assinaturas',
  'Moradia',
  'Contas e Serviços',
  'Educação',
  'Lazer',
  'Cuidados Pessoais',
  'Pets',
  'Impostos e Taxas',
  'Tarifas Bancárias',
  'Transferências',
  'Investimentos',
  'Receitas',
  'Saques',
  'Seguros',
  'Empréstimos e Financiamentos',
  'Doações',
  'Outros',
] as const;

export type DefaultCategory = (typeof DEFAULT_CATEGORIES)[number];

/** The template category each default category belongs to (taxonomy.json). */
export const TEMPLATE_OF: Readonly<Record<DefaultCategory, string>> = {
  Alimentação: 'Alimentação',
  Supermercado: 'Alimentação',
  Transporte: 'Transporte',
  Combustível: 'Transporte',
  Compras: 'Compras',
  Saúde: 'Saúde',
  Viagem: 'Viagem',
  Assinaturas: 'Assinaturas',
  Moradia: 'Outros',
  'Contas e Serviços': 'Outros',
  Educação: 'Outros',
  Lazer: 'Outros',
  'Cuidados Pessoais': 'Outros',
  Pets: 'Outros',
  'Impostos e Taxas': 'Outros',
  'Tarifas Bancárias': 'Outros',
  Transferências: 'Outros',
  Investimentos: 'Outros',
  Receitas: 'Outros',
  Saques: 'Outros',
  Seguros: 'Outros',
  'Empréstimos e Financiamentos': 'Outros',
  Doações: 'Outros',
  Outros: 'Outros',
};

/** The seven categories of the downloadable template (spec §3). */
export const TEMPLATE_CATEGORIES: readonly CustomCategory[] = [
  { name: 'Alimentação', number: 1 },
  { name: 'Transporte', number: 2 },
  { name: 'Compras', number: 3 },
  { name: 'Saúde', number: 4 },
  { name: 'Viagem', number: 5 },
  { name: 'Assinaturas', number: 6 },
  { name: 'Outros', number: 7 },
];

export const CATEGORY_SEPARATOR = ' | ';

/**
 * The rules a custom category list obeys (spec §5), in the browser and on the server alike.
 * `lineOf(i)` names the file line of entry i, for messages.
 */
export function validateCustomCategories(
  categories: readonly CustomCategory[],
  lineOf: (index: number) => number = (index) => index + 2,
): Validated<CustomCategory[]> {
  if (categories.length === 0) return invalid(M.none);
  if (categories.length > MAX_CUSTOM_CATEGORIES) return invalid(M.tooMany(MAX_CUSTOM_CATEGORIES));
  const numbers = new Set<number>();
  const names = new Set<string>();
  const out: CustomCategory[] = [];
  for (const [index, category] of categories.entries()) {
    const line = lineOf(index);
    const name = trimSpaces(category.name.normalize('NFC'));
    if (name.length === 0) return invalid(M.emptyName(line));
    if (name.length > MAX_CATEGORY_NAME_LENGTH) return invalid(M.nameTooLong(line, MAX_CATEGORY_NAME_LENGTH));
    if (isDangerous(category.name)) return invalid(M.dangerousName(line));
    if (!Number.isSafeInteger(category.number)) return invalid(M.badNumber(line, String(category.number)));
    if (numbers.has(category.number)) return invalid(M.duplicateNumber(category.number, line));
    const key = foldCase(name);
    if (names.has(key)) return invalid(M.duplicateName(name, line));
    numbers.add(category.number);
    names.add(key);
    out.push({ name, number: category.number });
  }
  return valid(out);
}
