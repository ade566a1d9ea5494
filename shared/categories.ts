import { foldCase } from './fold.ts';
import { MAX_ACCOUNT_CODE_LENGTH, MAX_CATEGORY_NAME_LENGTH, MAX_CUSTOM_CATEGORIES } from './limits.ts';
import { CATEGORIES_FILE_MESSAGES as M } from './messages.ts';
import { invalid, type Validated, valid } from './result.ts';
import { isDangerous, trimSpaces } from './transactions.ts';

/**
 * What a list numbers a category with: an integer (the spec's `categoria | número`), or an account code of a chart
 * of accounts, kept exactly as written (`categoria | código`: `3.1.01`, `4.2.01.003`). A list uses one or the
 * other (ADR 0053).
 */
export type CategoryNumber = number | string;

/** An account code: digits in groups separated by dots, at most MAX_ACCOUNT_CODE_LENGTH characters. */
export const ACCOUNT_CODE_PATTERN = /^\d+(?:\.\d+)*$/;

export const isAccountCode = (value: string): boolean =>
  value.length <= MAX_ACCOUNT_CODE_LENGTH && ACCOUNT_CODE_PATTERN.test(value);

export interface CustomCategory {
  readonly name: string;
  readonly number: CategoryNumber;
}

/** Whether a list is a chart of accounts: its categories carry account codes, not numbers. */
export const hasCodes = (categories: readonly { readonly number: CategoryNumber }[]): boolean =>
  categories.some((category) => typeof category.number === 'string');

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

export const isDefaultCategory = (name: string): name is DefaultCategory =>
  (DEFAULT_CATEGORIES as readonly string[]).includes(name);

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

/** The chart-of-accounts template: a small services company's accounts, with their codes (ADR 0053). */
export const CHART_TEMPLATE: readonly CustomCategory[] = [
  { name: 'Receita de Vendas e Serviços', number: '3.1.01' },
  { name: 'Receitas Financeiras', number: '3.2.01' },
  { name: 'Impostos sobre o Faturamento', number: '4.1.01' },
  { name: 'Fornecedores e Insumos', number: '4.2.01' },
  { name: 'Salários e Encargos', number: '4.3.01' },
  { name: 'Pró-labore', number: '4.3.02' },
  { name: 'Aluguel e Condomínio', number: '4.4.01' },
  { name: 'Água, Luz e Telefone', number: '4.4.02' },
  { name: 'Software e Informática', number: '4.4.03' },
  { name: 'Marketing e Publicidade', number: '4.4.04' },
  { name: 'Serviços Contábeis e Jurídicos', number: '4.4.05' },
  { name: 'Tarifas Bancárias', number: '4.5.01' },
  { name: 'Juros e Multas', number: '4.5.02' },
  { name: 'Empréstimos', number: '5.1.01' },
  { name: 'Transferências entre Contas', number: '5.2.01' },
  { name: 'Outras Despesas', number: '4.9.99' },
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
  const codes = typeof categories[0]?.number === 'string';
  const numbers = new Set<CategoryNumber>();
  const names = new Set<string>();
  const out: CustomCategory[] = [];
  for (const [index, category] of categories.entries()) {
    const line = lineOf(index);
    const name = trimSpaces(category.name.normalize('NFC'));
    if (name.length === 0) return invalid(M.emptyName(line));
    if (name.length > MAX_CATEGORY_NAME_LENGTH) return invalid(M.nameTooLong(line, MAX_CATEGORY_NAME_LENGTH));
    if (isDangerous(category.name)) return invalid(M.dangerousName(line));
    const { number } = category;
    if (codes) {
      if (typeof number !== 'string') return invalid(M.mixedCodes(line));
      if (!isAccountCode(number)) return invalid(M.badCode(line, number));
      if (numbers.has(number)) return invalid(M.duplicateCode(number, line));
    } else {
      if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
        return invalid(M.badNumber(line, String(number)));
      }
      if (numbers.has(number)) return invalid(M.duplicateNumber(number, line));
    }
    const key = foldCase(name);
    if (names.has(key)) return invalid(M.duplicateName(name, line));
    numbers.add(category.number);
    names.add(key);
    out.push({ name, number: category.number });
  }
  return valid(out);
}
