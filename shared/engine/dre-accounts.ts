import { type CategoryNumber, type CustomCategory, hasCodes } from '../categories.ts';
import type { DrePlace } from '../ledger/dre.ts';
import { categoryKey } from '../ledger/labels.ts';
import { CONCEPT_IDS, type ConceptId, isBusinessConcept } from './concepts.ts';
import { conceptsNamedBy, readChart, readsAsCompanyChart } from './custom-mapping.ts';

/**
 * Where each account of a company's chart sits in its monthly result (shared/ledger/dre.ts), read from the
 * account's name with the same understanding that files lines into it (custom-mapping.ts): the concept its name
 * names most (a company's concept first on a tie), and where that concept sits in a DRE. An account whose name
 * names nothing (a catch-all, "Diversos") is among the other expenses.
 */
const PLACE: Readonly<Record<ConceptId, DrePlace>> = {
  Alimentação: { section: 'despesas', group: 'Despesas administrativas' },
  Supermercado: { section: 'despesas', group: 'Despesas administrativas' },
  Transporte: { section: 'despesas', group: 'Despesas administrativas' },
  Combustível: { section: 'despesas', group: 'Despesas administrativas' },
  Compras: { section: 'despesas', group: 'Despesas administrativas' },
  Saúde: { section: 'despesas', group: 'Despesas com pessoal' },
  Viagem: { section: 'despesas', group: 'Despesas administrativas' },
  Assinaturas: { section: 'despesas', group: 'Despesas administrativas' },
  Moradia: { section: 'despesas', group: 'Despesas administrativas' },
  'Contas e Serviços': { section: 'despesas', group: 'Despesas administrativas' },
  Educação: { section: 'despesas', group: 'Despesas com pessoal' },
  Lazer: { section: 'despesas', group: 'Outras despesas' },
  'Cuidados Pessoais': { section: 'despesas', group: 'Outras despesas' },
  Pets: { section: 'despesas', group: 'Outras despesas' },
  'Impostos e Taxas': { section: 'despesas', group: 'Despesas tributárias' },
  'Tarifas Bancárias': { section: 'financeiro' },
  Transferências: { section: 'fora' },
  Investimentos: { section: 'fora' },
  Receitas: { section: 'receita' },
  Saques: { section: 'fora' },
  Seguros: { section: 'despesas', group: 'Despesas administrativas' },
  'Empréstimos e Financiamentos': { section: 'fora' },
  Doações: { section: 'despesas', group: 'Outras despesas' },
  Outros: { section: 'despesas', group: 'Outras despesas' },
  'transfer-in': { section: 'receita' },
  'transfer-out': { section: 'fora' },
  upkeep: { section: 'despesas', group: 'Despesas administrativas' },
  office: { section: 'despesas', group: 'Despesas administrativas' },
  notary: { section: 'despesas', group: 'Despesas administrativas' },
  'biz:vendas': { section: 'receita' },
  'biz:fornecedores': { section: 'custos' },
  'biz:pagamento-fornecedor': { section: 'custos' },
  'biz:atacado': { section: 'custos' },
  'biz:folha': { section: 'despesas', group: 'Despesas com pessoal' },
  'biz:encargos': { section: 'despesas', group: 'Despesas com pessoal' },
  'biz:beneficios': { section: 'despesas', group: 'Despesas com pessoal' },
  'biz:plano-saude': { section: 'despesas', group: 'Despesas com pessoal' },
  'biz:vale-transporte': { section: 'despesas', group: 'Despesas com pessoal' },
  'biz:marketing': { section: 'despesas', group: 'Despesas comerciais' },
  'biz:software': { section: 'despesas', group: 'Despesas administrativas' },
  'biz:informatica': { section: 'despesas', group: 'Despesas administrativas' },
  'biz:servicos': { section: 'despesas', group: 'Despesas administrativas' },
  'biz:receita-financeira': { section: 'financeiro' },
  'biz:pro-labore': { section: 'despesas', group: 'Despesas com pessoal' },
  'biz:distribuicao-lucros': { section: 'fora' },
  'biz:juros': { section: 'financeiro' },
  'biz:impostos-receita': { section: 'deducoes' },
  'biz:inss': { section: 'despesas', group: 'Despesas com pessoal' },
  'biz:emprestimo-entrada': { section: 'fora' },
};

const OTHER: DrePlace = { section: 'despesas', group: 'Outras despesas' };

/**
 * Where one account sits, by its name alone: where most of the concepts its name names most strongly sit ("Outras
 * despesas administrativas" names a dozen administrative concepts), a company's concept first on a tie ("(-) Simples
 * Nacional": the taxes on revenue before taxes in general).
 */
export function drePlaceOf(name: string): DrePlace {
  const named = conceptsNamedBy(name);
  const top = named[0]?.weight;
  if (top === undefined) return OTHER;
  const votes = new Map<string, { place: DrePlace; count: number; business: boolean }>();
  for (const { concept, weight } of named) {
    if (weight !== top) continue;
    const place = PLACE[concept];
    const key = `${place.section}/${place.group ?? ''}`;
    const vote = votes.get(key) ?? { place, count: 0, business: false };
    vote.count++;
    if (isBusinessConcept(concept)) vote.business = true;
    votes.set(key, vote);
  }
  const ranked = [...votes.values()].sort(
    (a, b) => b.count - a.count || Number(b.business) - Number(a.business),
  );
  return ranked[0]?.place ?? OTHER;
}

const GOODS = CONCEPT_IDS.indexOf('biz:fornecedores');
const CATCH_ALL = CONCEPT_IDS.indexOf('Outros');
const COSTS: DrePlace = { section: 'custos' };

/**
 * Where each account of a chart sits: by its name (drePlaceOf), and among the costs when it is where the chart files
 * its goods (custom-mapping.ts, the same reading that files the lines) and no catch-all: "Materiais e Medicamentos
 * (OPME, fios)" holds what a day hospital buys to deliver its work, though its name reads as health.
 */
export function drePlacesOf(
  accounts: readonly CustomCategory[],
): (account: { readonly name: string; readonly code: CategoryNumber }) => DrePlace {
  const { mapping } = readChart(accounts);
  const goods = mapping[GOODS] ?? -1;
  const goodsAccount = goods >= 0 && goods !== mapping[CATCH_ALL] ? accounts[goods] : undefined;
  const goodsKey = goodsAccount ? categoryKey(goodsAccount.name, goodsAccount.number) : undefined;
  return (account) =>
    categoryKey(account.name, account.code) === goodsKey ? COSTS : drePlaceOf(account.name);
}

/**
 * Whether the accounts lines were filed in make a company's chart (account codes, or names in a company's words):
 * the DRE is shown for such a chart only.
 */
export const isCompanyChart = (categories: readonly CustomCategory[]): boolean =>
  categories.length > 0 && (hasCodes(categories) || readsAsCompanyChart(categories));
