import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '#shared/categories';
import { CONCEPT_IDS } from '#shared/engine/concepts';
import { isCatchAll, mapConceptsToCategories } from '#shared/engine/custom-mapping';

const list = (...names: string[]) => names.map((name, k) => ({ name, number: k + 1 }));
const mapped = (names: readonly string[], concept: string) => {
  const targets = mapConceptsToCategories(list(...names));
  return names[targets[CONCEPT_IDS.indexOf(concept)] as number];
};

describe('custom category mapping', () => {
  it('maps the 24 default names onto themselves', () => {
    for (const name of DEFAULT_CATEGORIES) expect(mapped(DEFAULT_CATEGORIES, name)).toBe(name);
  });

  it('follows the taxonomy for the downloadable template', () => {
    const template = ['Alimentação', 'Transporte', 'Compras', 'Saúde', 'Viagem', 'Assinaturas', 'Outros'];
    expect(mapped(template, 'Supermercado')).toBe('Alimentação');
    expect(mapped(template, 'Combustível')).toBe('Transporte');
    expect(mapped(template, 'Pets')).toBe('Outros');
    expect(mapped(template, 'Lazer')).toBe('Outros');
    expect(mapped(template, 'Cuidados Pessoais')).toBe('Outros');
  });

  it('maps a household list by the meaning of its names', () => {
    const casa = [
      'Mercado',
      'Restaurantes e Delivery',
      'Transporte',
      'Casa',
      'Saúde e Bem-estar',
      'Lazer e Streaming',
      'Educação',
      'Compras',
      'Viagens',
      'Financeiro',
      'Diversos',
    ];
    expect(mapped(casa, 'Supermercado')).toBe('Mercado');
    expect(mapped(casa, 'Alimentação')).toBe('Restaurantes e Delivery');
    expect(mapped(casa, 'Moradia')).toBe('Casa');
    expect(mapped(casa, 'Contas e Serviços')).toBe('Casa');
    expect(mapped(casa, 'Cuidados Pessoais')).toBe('Saúde e Bem-estar');
    expect(mapped(casa, 'Assinaturas')).toBe('Lazer e Streaming');
    expect(mapped(casa, 'Pets')).toBe('Compras');
    expect(mapped(casa, 'Combustível')).toBe('Transporte');
    expect(mapped(casa, 'Tarifas Bancárias')).toBe('Financeiro');
    expect(mapped(casa, 'Seguros')).toBe('Financeiro');
    expect(mapped(casa, 'Doações')).toBe('Diversos');
  });

  it('maps a chart of accounts, business lines included', () => {
    const empresa = [
      'Fornecedores',
      'Folha de Pagamento',
      'Tributos',
      'Aluguel e Condomínio',
      'Publicidade',
      'TI',
      'Viagens e Deslocamentos',
      'Alimentação',
      'Despesas Financeiras',
      'Contas de Consumo',
      'Serviços Profissionais',
      'Faturamento',
      'Demais Despesas',
    ];
    expect(mapped(empresa, 'biz:fornecedores')).toBe('Fornecedores');
    expect(mapped(empresa, 'biz:folha')).toBe('Folha de Pagamento');
    expect(mapped(empresa, 'biz:encargos')).toBe('Folha de Pagamento');
    expect(mapped(empresa, 'biz:beneficios')).toBe('Folha de Pagamento');
    expect(mapped(empresa, 'Impostos e Taxas')).toBe('Tributos');
    expect(mapped(empresa, 'biz:marketing')).toBe('Publicidade');
    expect(mapped(empresa, 'biz:software')).toBe('TI');
    expect(mapped(empresa, 'biz:vendas')).toBe('Faturamento');
    expect(mapped(empresa, 'Tarifas Bancárias')).toBe('Despesas Financeiras');
    expect(mapped(empresa, 'Empréstimos e Financiamentos')).toBe('Despesas Financeiras');
    expect(mapped(empresa, 'Contas e Serviços')).toBe('Contas de Consumo');
    expect(mapped(empresa, 'Combustível')).toBe('Viagens e Deslocamentos');
    expect(mapped(empresa, 'biz:servicos')).toBe('Serviços Profissionais');
    expect(mapped(empresa, 'Doações')).toBe('Demais Despesas');
    expect(mapped(empresa, 'transfer-in')).toBe('Faturamento');
  });

  it('follows a 50/30/20 budget: essentials, lifestyle, investments', () => {
    const budget = ['Essenciais', 'Estilo de vida', 'Investimentos', 'Outros'];
    expect(mapped(budget, 'Supermercado')).toBe('Essenciais');
    expect(mapped(budget, 'Contas e Serviços')).toBe('Essenciais');
    expect(mapped(budget, 'Assinaturas')).toBe('Estilo de vida');
    expect(mapped(budget, 'Alimentação')).toBe('Estilo de vida');
    expect(mapped(budget, 'Investimentos')).toBe('Investimentos');
    expect(mapped(budget, 'Transferências')).toBe('Outros');
  });

  it.each(['Outros', 'Diversos', 'Demais', 'Outras Despesas', 'Gastos Gerais', 'Sem categoria'])(
    'recognises the catch-all %s',
    (name) => {
      expect(isCatchAll(name)).toBe(true);
    },
  );

  it('falls back to the last category when the list has no catch-all', () => {
    expect(mapped(['Comida', 'Carro', 'Resto'], 'Doações')).toBe('Resto');
    expect(mapped(['Comida', 'Carro', 'Resto'], 'Supermercado')).toBe('Comida');
    expect(mapped(['Comida', 'Carro', 'Resto'], 'Combustível')).toBe('Carro');
  });
});
