import type { DefaultCategory } from '../categories.ts';

/**
 * The engine's internal labels. The 24 default categories, plus business concepts that a
 * company's chart of accounts separates (payroll, suppliers, ads, ...). Every concept
 * belongs to one default category, so default-mode answers never leave the taxonomy.
 */
export interface Concept {
  readonly id: string;
  readonly category: DefaultCategory;
  /**
   * Where the concept goes when no name of a user's list names it (another concept id): groceries go with
   * food, fuel with transport, a business concept with the default category it is a kind of. A pet has no
   * parent: a name of shopping as a whole may take it (descriptors.ts), one of clothes or furniture does not.
   * What names each concept in a list is in descriptors.ts.
   */
  readonly parent?: string;
}

const c = (id: string, category: DefaultCategory, parent?: string): Concept =>
  parent === undefined ? { id, category } : { id, category, parent };

export const CONCEPTS: readonly Concept[] = [
  c('Alimentação', 'Alimentação'),
  c('Supermercado', 'Supermercado', 'Alimentação'),
  c('Transporte', 'Transporte'),
  c('Combustível', 'Combustível', 'Transporte'),
  c('Compras', 'Compras'),
  c('Saúde', 'Saúde'),
  c('Viagem', 'Viagem'),
  c('Assinaturas', 'Assinaturas'),
  c('Moradia', 'Moradia'),
  c('Contas e Serviços', 'Contas e Serviços'),
  c('Educação', 'Educação'),
  c('Lazer', 'Lazer'),
  c('Cuidados Pessoais', 'Cuidados Pessoais'),
  c('Pets', 'Pets'),
  c('Impostos e Taxas', 'Impostos e Taxas'),
  c('Tarifas Bancárias', 'Tarifas Bancárias'),
  c('Transferências', 'Transferências'),
  c('Investimentos', 'Investimentos'),
  c('Receitas', 'Receitas'),
  c('Saques', 'Saques'),
  c('Seguros', 'Seguros'),
  c('Empréstimos e Financiamentos', 'Empréstimos e Financiamentos'),
  c('Doações', 'Doações'),
  c('Outros', 'Outros'),
  // Money received from a person: a transfer at home, a sale in a company's chart (descriptors.ts,
  // BUSINESS_ALIASES).
  c('transfer-in', 'Transferências', 'Transferências'),
  // Business concepts: what a company's chart of accounts separates.
  c('biz:vendas', 'Receitas', 'Receitas'),
  c('biz:fornecedores', 'Compras', 'Compras'),
  c('biz:pagamento-fornecedor', 'Outros', 'Outros'),
  c('biz:atacado', 'Supermercado', 'Supermercado'),
  c('biz:folha', 'Outros', 'Transferências'),
  c('biz:encargos', 'Impostos e Taxas', 'Impostos e Taxas'),
  c('biz:beneficios', 'Outros', 'Outros'),
  c('biz:plano-saude', 'Saúde', 'Saúde'),
  c('biz:vale-transporte', 'Transporte', 'Transporte'),
  c('biz:marketing', 'Outros', 'Outros'),
  c('biz:software', 'Assinaturas', 'Assinaturas'),
  c('biz:informatica', 'Compras', 'Compras'),
  c('biz:servicos', 'Outros', 'Outros'),
];

export const CONCEPT_IDS: readonly string[] = CONCEPTS.map((concept) => concept.id);

export const CONCEPT_INDEX: ReadonlyMap<string, number> = new Map(
  CONCEPT_IDS.map((id, index) => [id, index]),
);

export function conceptIndex(id: string): number {
  const index = CONCEPT_INDEX.get(id);
  if (index === undefined) throw new Error(`Unknown concept ${id}`);
  return index;
}
