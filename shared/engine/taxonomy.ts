/**
 * The product's 24 default categories (copied from the categorization taxonomy so the
 * engine is self-contained) and the seven categories of the downloadable template.
 */
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

export const TEMPLATE_CATEGORIES = [
  { name: 'Alimentação', number: 1 },
  { name: 'Transporte', number: 2 },
  { name: 'Compras', number: 3 },
  { name: 'Saúde', number: 4 },
  { name: 'Viagem', number: 5 },
  { name: 'Assinaturas', number: 6 },
  { name: 'Outros', number: 7 },
] as const;
