import { describe, expect, it } from 'vitest';
import { type CustomCategory, DEFAULT_CATEGORIES } from '#shared/categories';
import { moneyInCategories } from '#shared/engine/direction';
import { createEngine } from '#shared/engine/engine';
import type { LineHint } from '#shared/statements/source';
import { EMPRESA_CATEGORIES } from './empresa-categories.ts';

const engine = createEngine();
const categoryOf = (description: string) => engine.categorize([description])[0]?.category;

describe('engine contract', () => {
  it('has the 24 default categories in taxonomy order', () => {
    expect(DEFAULT_CATEGORIES).toHaveLength(24);
    expect(DEFAULT_CATEGORIES[0]).toBe('Alimentação');
    expect(DEFAULT_CATEGORIES.at(-1)).toBe('Outros');
  });

  it('answers one result per description, in input order, within the defaults', () => {
    const inputs = ['IFOOD *IFOOD', 'xyz', '', 'POSTO SHELL', '12345', 'PIX ENVIADO JOAO SILVA'];
    const results = engine.categorize(inputs);
    expect(results).toHaveLength(inputs.length);
    expect(results[0]?.category).toBe('Alimentação');
    expect(results[3]?.category).toBe('Combustível');
    for (const result of results) {
      expect(DEFAULT_CATEGORIES).toContain(result.category);
      expect(result.categoryNumber).toBeUndefined();
      expect(result.confidence).toBeGreaterThanOrEqual(0);
      expect(result.confidence).toBeLessThanOrEqual(1);
      expect(result.reason.length).toBeGreaterThan(0);
    }
  });

  it('never answers a name outside a custom list, and gives its number', () => {
    const custom = [
      { name: 'Comida', number: 10 },
      { name: 'Carro', number: 20 },
      { name: 'Resto', number: 99 },
    ];
    const inputs = ['IFOOD *IFOOD', 'POSTO SHELL', 'NETFLIX.COM', 'PAG*XYZ', 'TARIFA PACOTE'];
    const results = engine.categorize(inputs, custom);
    expect(results.map((result) => result.category)).toEqual(['Comida', 'Carro', 'Resto', 'Resto', 'Resto']);
    expect(results.map((result) => result.categoryNumber)).toEqual([10, 20, 99, 99, 99]);
  });

  it('keeps the names of the list exactly as given', () => {
    const results = engine.categorize(
      ['DROGASIL 123'],
      [
        { name: '  Saúde & Farmácia ', number: 1 },
        { name: 'Outros', number: 2 },
      ],
    );
    expect(results[0]).toMatchObject({ category: '  Saúde & Farmácia ', categoryNumber: 1 });
  });

  it('treats an empty custom list as no list', () => {
    expect(engine.categorize(['DROGASIL 123'], [])[0]?.category).toBe('Saúde');
  });

  it('says why', () => {
    expect(engine.categorize(['IFD*PIZZARIA BELLA'])[0]?.reason).toContain('ifood');
    expect(engine.categorize(['TARIFA PACOTE SERVICOS'])[0]?.reason).toBe('tarifa bancária');
  });

  it('generalises to small businesses it has never seen, by their kind-word', () => {
    expect(categoryOf('PADARIA E CONFEITARIA VO ZULMIRA')).toBe('Alimentação');
    expect(categoryOf('Sumup *Pastelariadaneide')).toBe('Alimentação');
    expect(categoryOf('ACOUGUE NOVO BOI DOURADO')).toBe('Supermercado');
    expect(categoryOf('AUTO POSTO QUATRO ESTRELAS')).toBe('Combustível');
    expect(categoryOf('DROGARIA POPULAR DO POVO')).toBe('Saúde');
    expect(categoryOf('STONE*BARBEARIA DOM JUCA')).toBe('Cuidados Pessoais');
    expect(categoryOf('PG *TON PET SHOP BIGODE')).toBe('Pets');
  });
});

describe('rule families', () => {
  it.each([
    ['TAR PACOTE ITAU', 'Tarifas Bancárias'],
    ['TARIFA PIX ENVIADO PJ', 'Tarifas Bancárias'],
    ['ANUIDADE DIFERENCIADA 03/12', 'Tarifas Bancárias'],
    ['IOF de "Spotify"', 'Tarifas Bancárias'],
    ['JUROS CHEQUE ESPECIAL', 'Tarifas Bancárias'],
    ['SAQUE BCO24HORAS', 'Saques'],
    ['Saque com cartão 15/03 11:40 ATM 3321', 'Saques'],
    ['ESTORNO COMPRA', 'Receitas'],
    ['Estorno de "Amazon"', 'Receitas'],
    ['CREDITO DE SALARIO', 'Receitas'],
    ['RENDIMENTO POUPANCA', 'Receitas'],
    ['APLICACAO EM CDB DI', 'Investimentos'],
    ['Resgate Poupança', 'Investimentos'],
    ['Pagamento de fatura', 'Transferências'],
    ['PAGTO FATURA CARTAO BRADESCARD', 'Transferências'],
    ['PIX ENVIADO - Sandra R Oliveira', 'Transferências'],
    ['TED RECEBIDA 341 ANA PAULA', 'Transferências'],
    ['Transferência recebida pelo Pix - TECNOLOGIA ABC LTDA - 11.222.333/0001-81', 'Receitas'],
    ['Pix - Enviado 08/02 19:22 Pizzaria Bella Napoli', 'Alimentação'],
    ['EMPRESTIMO CONSIGNADO PARC 12/84', 'Empréstimos e Financiamentos'],
    ['DARF IRPF COTA 2', 'Impostos e Taxas'],
    ['DAS SIMPLES NACIONAL 04/2024', 'Impostos e Taxas'],
    ['PAGTO IPTU PREFEITURA SP', 'Impostos e Taxas'],
    ['DIZIMO IGREJA BATISTA', 'Doações'],
    ['PAG BOLETO ENEL', 'Contas e Serviços'],
    ['DEBITO AUTOMATICO SEM PARAR', 'Transporte'],
    ['Recebimento de Proventos', 'Receitas'],
    ['RES APLIC AUT MAIS', 'Investimentos'],
    ['CRED SAQUE ANIV FGTS', 'Receitas'],
    ['Cobrança de I.O.F.', 'Tarifas Bancárias'],
    ['TED-Crédito em Conta', 'Transferências'],
    ['DEB CARTAO PADARIA REAL', 'Alimentação'],
    ['QR CODE PIX PADARIA BOA VISTA', 'Alimentação'],
    ['Dinheiro reservado', 'Investimentos'],
  ])('%s → %s', (description, category) => {
    expect(categoryOf(description)).toBe(category);
  });

  it.each([
    ['SISPAG SALARIOS', 'Folha de Pagamento'],
    ['PAGTO SALARIO - NET EMPRESA', 'Folha de Pagamento'],
    ['FGTS GUIA DIGITAL GFD', 'Folha de Pagamento'],
    ['UNIMED PLANO EMPRESARIAL', 'Folha de Pagamento'],
    ['DARF IRPJ 2089', 'Impostos'],
    // INSS on the payroll is a payroll charge (issue 23), with the payroll when no name says charges.
    ['GPS INSS EMPRESA 2100', 'Folha de Pagamento'],
    ['GOOGLE *ADS1234567890', 'Marketing'],
    ['FACEBK *7H2K9L3QZ2', 'Marketing'],
    ['AMAZON WEB SERVICES BRASIL', 'Software e Tecnologia'],
    ['CIELO VENDAS CREDITO', 'Receitas de Vendas'],
    ['SISPAG FORNECEDORES', 'Fornecedores'],
    ['HONORARIOS CONTABEIS ABRIL', 'Serviços Profissionais'],
    ['TAR LIQ COBRANCA', 'Tarifas Bancárias'],
  ])('business line %s → %s', (description, category) => {
    expect(engine.categorize([description], EMPRESA_CATEGORIES)[0]?.category).toBe(category);
  });
});

describe('what the source says of a line', () => {
  const one = (description: string, hint: LineHint, custom?: CustomCategory[]) =>
    engine.categorize([description], custom, [hint])[0];

  it('never files money in as spending, unless it is a refund', () => {
    expect(engine.categorize(['UBER *TRIP'])[0]?.category).toBe('Transporte');
    expect(one('UBER *TRIP', { direction: 'in' })?.category).toBe('Receitas');
    expect(one('MERCADO LIVRE', { direction: 'in' })?.category).toBe('Receitas');
    expect(one('PIX RECEBIDO MARIA SOUZA', { direction: 'in' })?.category).toBe('Transferências');
    expect(one('ESTORNO UBER *TRIP', { direction: 'in' })?.category).toBe('Receitas');
    expect(one('UBER *TRIP', { direction: 'out' })?.category).toBe('Transporte');
    for (const description of [
      'IFOOD *PEDIDO',
      'DROGASIL 1234',
      'POSTO IPIRANGA',
      'NETFLIX.COM',
      'ACME LTDA',
    ]) {
      expect(moneyInCategories().has(one(description, { direction: 'in' })?.category ?? '')).toBe(true);
    }
  });

  it('takes the bank’s kind of the line when the text is unsure, never against the direction', () => {
    expect(engine.categorize(['XPTO 123'])[0]?.category).not.toBe('Tarifas Bancárias');
    expect(one('XPTO 123', { direction: 'out', kind: 'FEE' })).toMatchObject({
      category: 'Tarifas Bancárias',
      reason: 'tipo FEE do extrato',
    });
    expect(one('XPTO 123', { direction: 'out', kind: 'ATM' })?.category).toBe('Saques');
    // Interest credited is income (a company's financial revenue), as the labeled sets file rendimentos.
    expect(one('XPTO 123', { direction: 'in', kind: 'INT' })?.category).toBe('Receitas');
    // A sure reading of the text stands; a kind for the other direction says nothing.
    expect(one('UBER *TRIP', { direction: 'out', kind: 'FEE' })?.category).toBe('Transporte');
    expect(one('XPTO 123', { direction: 'in', kind: 'FEE' })?.category).toBe('Receitas');
  });

  it('answers the same text apart for each direction, in one call, and maps through a custom list', () => {
    const results = engine.categorize(['UBER *TRIP', 'UBER *TRIP', 'UBER *TRIP'], undefined, [
      { direction: 'in' },
      { direction: 'out' },
      { direction: 'in' },
    ]);
    expect(results.map((r) => r.category)).toEqual(['Receitas', 'Transporte', 'Receitas']);
    const list = [
      { name: 'Transporte', number: 1 },
      { name: 'Entradas', number: 2 },
      { name: 'Outros', number: 3 },
    ];
    expect(moneyInCategories(list).has('Entradas')).toBe(true);
    expect(moneyInCategories(list).has('Transporte')).toBe(false);
    expect(one('UBER *TRIP', { direction: 'in' }, list)).toMatchObject({
      category: 'Entradas',
      categoryNumber: 2,
    });
  });
});
