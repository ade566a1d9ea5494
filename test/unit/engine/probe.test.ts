import { describe, expect, it } from 'vitest';
import { createEngine } from '#shared/engine/engine';
import { PROBE_CASES, PROBE_CUSTOM, PROBE_CUSTOM_OF } from './probe-cases.ts';

const engine = createEngine();

describe('probe set (hand-written lines of merchants the engine was not built from)', () => {
  it('gets at least 95% of them right in the default categories', () => {
    const results = engine.categorize(PROBE_CASES.map(([text]) => text));
    const right = results.filter((result, k) => result.category === PROBE_CASES[k]?.[1]).length;
    expect(right / PROBE_CASES.length).toBeGreaterThanOrEqual(0.95);
  });

  it('maps them onto a category list it has never seen', () => {
    const cases = PROBE_CASES.filter(([, category]) => PROBE_CUSTOM_OF[category] !== undefined);
    const results = engine.categorize(
      cases.map(([text]) => text),
      PROBE_CUSTOM,
    );
    const right = results.filter(
      (result, k) => result.category === PROBE_CUSTOM_OF[cases[k]?.[1] as string],
    ).length;
    expect(right / cases.length).toBeGreaterThanOrEqual(0.95);
    for (const result of results) expect(PROBE_CUSTOM.map((c) => c.name)).toContain(result.category);
  });
});

describe('unknown shops', () => {
  // Shop names that carry no trade word: the engine cannot know, but a card bill's base rate says food.
  const unknown = ['VILLA FIORI', 'CASA NOVA', 'PONTO CERTO', 'SHALOM', 'ESTRELA DALVA', 'FAVO DE MEL'];

  it('answers food with a low confidence, so hybrid mode can ask Bedrock', () => {
    for (const result of engine.categorize(unknown)) {
      expect(result.category).toBe('Alimentação');
      expect(result.confidence).toBeLessThan(0.5);
    }
  });

  it('keeps Outros for an unknown name behind a card machine, a bare code or a person', () => {
    const results = engine.categorize(['PAG*VILLAFIORI', 'MP*LJ4471', 'SUMUP *RAFAELA', 'DEB 00981234']);
    expect(results.map((result) => result.category)).toEqual(['Outros', 'Outros', 'Outros', 'Outros']);
  });

  it('keeps bank lines and generic company names out of it', () => {
    const results = engine.categorize(['PIX ENVIADO ROBERTO LIMA', 'ARCO IRIS COM E SERV LTDA']);
    expect(results.map((result) => result.category)).toEqual(['Transferências', 'Outros']);
  });
});

describe('custom lists in words the engine was not written for', () => {
  const list = (names: readonly string[]) => names.map((name, k) => ({ name, number: k + 1 }));

  it('a household list: fuel goes with the car before "Contas fixas", pets to "Bichos", school to "Crianças"', () => {
    const household = list([
      'Comer fora',
      'Feira',
      'Carro',
      'Remédios',
      'Casa',
      'Contas fixas',
      'Lazer',
      'Crianças',
      'Bichos',
      'Beleza',
      'Bancos',
      'Entradas',
      'Outros gastos',
    ]);
    const lines = [
      'POSTO SHELL 1234',
      'IFD*PIZZARIA BELLA',
      'SUPERMERCADO BOM DIA',
      'DROGASIL 2231',
      'ENEL SP',
      'PETZ 0032',
      'COLEGIO SANTA MARIA',
      'SALAO DE BELEZA STUDIO',
      'TARIFA PACOTE SERVICOS',
      'UBER *TRIP',
    ];
    expect(engine.categorize(lines, household).map((result) => result.category)).toEqual([
      'Carro',
      'Comer fora',
      'Feira',
      'Remédios',
      'Contas fixas',
      'Bichos',
      'Crianças',
      'Beleza',
      'Bancos',
      'Carro',
    ]);
  });

  it('a chart of accounts: money received is revenue, not "Salários e Ordenados"', () => {
    const chart = list([
      'Despesas com Veículos',
      'Refeições e Lanches',
      'Material de Escritório',
      'Viagens a Serviço',
      'Tarifas e Encargos Bancários',
      'Impostos Federais',
      'Energia, Água e Telefone',
      'Salários e Ordenados',
      'Receita de Serviços',
      'Aluguel do Escritório',
      'Despesas Gerais',
    ]);
    const lines = [
      'POSTO SHELL 1234',
      'IFD*PIZZARIA BELLA',
      'KALUNGA 0021',
      'LATAM AIRLINES',
      'TARIFA PACOTE SERVICOS',
      'DARF 0211',
      'ENEL SP',
      'PAGTO SALARIO FUNC',
      'PIX RECEBIDO CLIENTE LTDA',
      'ALUGUEL SALA 302',
    ];
    expect(engine.categorize(lines, chart).map((result) => result.category)).toEqual([
      'Despesas com Veículos',
      'Refeições e Lanches',
      'Material de Escritório',
      'Viagens a Serviço',
      'Tarifas e Encargos Bancários',
      'Impostos Federais',
      'Energia, Água e Telefone',
      'Salários e Ordenados',
      'Receita de Serviços',
      'Aluguel do Escritório',
    ]);
  });
});
