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
