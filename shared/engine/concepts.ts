import { DEFAULT_CATEGORIES, type DefaultCategory, isDefaultCategory } from '../categories.ts';

/**
 * The engine's internal labels, a closed list: the 24 default categories, money received from a person, and the
 * business concepts a company's chart of accounts separates (payroll, suppliers, ads, ...). Every concept belongs
 * to one default category, so default-mode answers never leave the taxonomy. A claim, a lexicon entry or a parent
 * naming an id not here fails to compile.
 */
export const CONCEPT_IDS = [
  ...DEFAULT_CATEGORIES,
  // Money received from a person: a transfer at home, a sale in a company's chart (descriptors.ts,
  // BUSINESS_ALIASES).
  'transfer-in',
  // Money sent to a person: a transfer at home, most often pay in a company's chart (descriptors.ts,
  // BUSINESS_PARENTS), never a move between the company's own accounts.
  'transfer-out',
  // The upkeep of a home or premises (cleaning, repairs, pest control, laundry): housing at home; a company's
  // general expenses, unless a name of its chart says it (descriptors.ts, BUSINESS_PARENTS).
  'upkeep',
  // An office's supplies (stationery) and its paperwork at a notary: shopping and fees at home; a company's
  // general expenses, unless a name of its chart says them ("Material de expediente", "Cartório").
  'office',
  'notary',
  // Business concepts: what a company's chart of accounts separates.
  'biz:vendas',
  'biz:fornecedores',
  'biz:pagamento-fornecedor',
  'biz:atacado',
  'biz:folha',
  'biz:encargos',
  'biz:beneficios',
  'biz:plano-saude',
  'biz:vale-transporte',
  'biz:marketing',
  'biz:software',
  'biz:informatica',
  'biz:servicos',
  // Money received from investments (rendimentos): a company's financial revenue, a household's income.
  'biz:receita-financeira',
  // The owners' pay, and the profits they take out (which no monthly result counts).
  'biz:pro-labore',
  'biz:distribuicao-lucros',
  // Interest, fines and IOF paid: a company's financial expenses, a household's bank charges.
  'biz:juros',
  // Taxes on revenue (DAS, ISS, ICMS, PIS, COFINS), which a monthly result deducts from revenue.
  'biz:impostos-receita',
  // Social security on the payroll (GPS, INSS, DCTFWeb): payroll charges in a company's chart.
  'biz:inss',
  // A loan's money received (taken): apart from its installments paid where a chart splits them ("Captação").
  'biz:emprestimo-entrada',
] as const satisfies readonly (
  | DefaultCategory
  | `biz:${string}`
  | 'transfer-in'
  | 'transfer-out'
  | 'upkeep'
  | 'office'
  | 'notary'
)[];

export type ConceptId = (typeof CONCEPT_IDS)[number];

export interface Concept {
  readonly id: ConceptId;
  readonly category: DefaultCategory;
  /**
   * Where the concept goes when no name of a user's list names it (another concept id): groceries go with
   * food, fuel with transport, a business concept with the default category it is a kind of. A pet has no
   * parent: a name of shopping as a whole may take it (descriptors.ts), one of clothes or furniture does not.
   * What names each concept in a list is in descriptors.ts.
   */
  readonly parent?: ConceptId;
}

/** Each concept's default category and parent; a concept without an entry is a default category of itself. */
const OF: Readonly<Partial<Record<ConceptId, readonly [DefaultCategory, ConceptId?]>>> = {
  Supermercado: ['Supermercado', 'Alimentação'],
  Combustível: ['Combustível', 'Transporte'],
  'transfer-in': ['Transferências', 'Transferências'],
  'transfer-out': ['Transferências', 'Transferências'],
  upkeep: ['Moradia', 'Moradia'],
  office: ['Compras', 'Compras'],
  notary: ['Impostos e Taxas', 'Impostos e Taxas'],
  'biz:vendas': ['Receitas', 'Receitas'],
  'biz:fornecedores': ['Compras', 'Compras'],
  'biz:pagamento-fornecedor': ['Outros', 'Outros'],
  'biz:atacado': ['Supermercado', 'Supermercado'],
  'biz:folha': ['Outros', 'Transferências'],
  'biz:encargos': ['Impostos e Taxas', 'Impostos e Taxas'],
  'biz:beneficios': ['Outros', 'Outros'],
  'biz:plano-saude': ['Saúde', 'Saúde'],
  'biz:vale-transporte': ['Transporte', 'Transporte'],
  'biz:marketing': ['Outros', 'Outros'],
  'biz:software': ['Assinaturas', 'Assinaturas'],
  'biz:informatica': ['Compras', 'Compras'],
  'biz:servicos': ['Outros', 'Outros'],
  'biz:receita-financeira': ['Receitas', 'Receitas'],
  'biz:pro-labore': ['Outros', 'biz:folha'],
  'biz:distribuicao-lucros': ['Transferências', 'Transferências'],
  'biz:juros': ['Tarifas Bancárias', 'Tarifas Bancárias'],
  'biz:impostos-receita': ['Impostos e Taxas', 'Impostos e Taxas'],
  'biz:inss': ['Impostos e Taxas', 'biz:encargos'],
  'biz:emprestimo-entrada': ['Empréstimos e Financiamentos', 'Empréstimos e Financiamentos'],
};

export const CONCEPTS: readonly Concept[] = CONCEPT_IDS.map((id) => {
  const of = OF[id];
  // A concept with no entry is a default category of itself.
  if (!of) return { id, category: isDefaultCategory(id) ? id : 'Outros' };
  const [category, parent] = of;
  return parent === undefined ? { id, category } : { id, category, parent };
});

export const CONCEPT_INDEX: ReadonlyMap<ConceptId, number> = new Map(
  CONCEPT_IDS.map((id, index) => [id, index]),
);

export function conceptIndex(id: ConceptId): number {
  return CONCEPT_INDEX.get(id) as number;
}

/** A company's own concept (biz:*): what only a company's chart separates. */
export const isBusinessConcept = (id: ConceptId): boolean => id.startsWith('biz:');

/** Whether a string read from outside the code (a trained model, a data file) is a concept id. */
export const isConceptId = (id: string): id is ConceptId => CONCEPT_INDEX.has(id as ConceptId);

/** The entries of a table keyed by concept, in the concepts' order (typed keys, unlike Object.entries). */
export function conceptEntries<V>(table: Readonly<Partial<Record<ConceptId, V>>>): [ConceptId, V][] {
  return CONCEPT_IDS.flatMap((id) => {
    const value = table[id];
    return value === undefined ? [] : [[id, value] as [ConceptId, V]];
  });
}
