import { describe, expect, it } from 'vitest';
import type { CustomCategory } from '#shared/categories';
import { CONCEPT_IDS, type ConceptId } from '#shared/engine/concepts';
import { conceptsNamedBy, mapConceptsToCategories } from '#shared/engine/custom-mapping';
import { createEngine } from '#shared/engine/engine';
import { understandList } from '#shared/engine/list-mapping';
import { parseCategoryFile } from '../../../scripts/engine/dataset.ts';

/*
 * How a company's chart is read as accountants write it (issue 23, the blind sets' lessons, docs/engine.md): their
 * abbreviations, "(-)" deductions, "s/" for "sobre", depreciation, loans split by the money's direction, revenue
 * placed by its code's group. Each rule is generic: the charts below are written for this test.
 */
/** The name of the account that takes a concept. */
const takerOf = (chart: readonly CustomCategory[], concept: ConceptId) =>
  chart[mapConceptsToCategories(chart)[CONCEPT_IDS.indexOf(concept)] as number]?.name;
const named = (name: string) =>
  new Map(conceptsNamedBy(name).map(({ concept, weight }) => [concept, weight]));
/** A chart with codes (each its own group), or numbered as a household's list or an owner's chart. */
const company = (lines: string[]) =>
  parseCategoryFile(['categoria | código', ...lines.map((name, k) => `${name} | ${k + 1}.1`)].join('\n'));
const numbered = (lines: string[]) =>
  parseCategoryFile(['categoria | número', ...lines.map((name, k) => `${name} | ${k + 1}`)].join('\n'));
const engine = createEngine();
/** One test per statement line: the account the chart files it under. */
const filesEach = (
  chart: readonly CustomCategory[],
  cases: readonly (readonly [string, 'in' | 'out', string])[],
) =>
  it.each(cases)('files %s (%s) under %s', (line, direction, account) => {
    const [result] = engine.categorize([line], chart, [{ direction }]);
    expect(result?.category).toBe(account);
  });

describe("a company chart's names", () => {
  it('expands the abbreviations of a chart of accounts', () => {
    expect(named('Rec. Financeiras').get('biz:receita-financeira')).toBe(1);
    expect(named('Lucros Distrib.').get('biz:distribuicao-lucros')).toBe(1);
    expect(named('Aplic. Financeiras').get('Investimentos')).toBe(1);
    expect(named('Emprést. e Financ. a Pagar').get('Empréstimos e Financiamentos')).toBe(1);
    expect(named('Desp. Com. - Propaganda').get('biz:marketing')).toBe(1);
    expect(named('Pró-Lab.').get('biz:pro-labore')).toBe(1);
    // "Financ." is the financial result after "Desp." and the bank's financing elsewhere.
    expect(named('Desp. Financ.').get('biz:juros')).toBeGreaterThan(0.8);
    expect(named('Financ. Bancários').get('Empréstimos e Financiamentos')).toBe(1);
    expect(named('Desp. Financ. - Tar. Banc.').get('Tarifas Bancárias')).toBe(1);
    expect(named('Distrib. Lucros').get('biz:distribuicao-lucros')).toBe(1);
    expect(named('Desp. Ocup. - Alug./Cond.').get('Moradia')).toBe(1);
  });

  it('reads "s/" as "sobre" after a word and "sem" opening a name', () => {
    expect(named('Impostos s/ Faturamento').get('biz:impostos-receita')).toBe(1);
    expect(conceptsNamedBy('S/ categoria')).toEqual([]);
  });

  it('reads "(-)" as a deduction: money out, even beside a word of revenue', () => {
    expect(named('(-) Simples Nacional sobre Faturamento').get('biz:impostos-receita')).toBe(1);
    expect(named('(-) Simples Nacional sobre Faturamento').has('biz:vendas')).toBe(false);
  });

  it('files no line under depreciation, which no bank moves money for', () => {
    expect(conceptsNamedBy('Desp. Adm. - Depreciação/Amortização')).toEqual([]);
    // A loan's amortization is no depreciation.
    expect(named('Amortização de Empréstimos').get('Empréstimos e Financiamentos')).toBe(1);
  });

  it('reads feminine plurals as their masculine', () => {
    expect(named('Funcionárias').get('biz:folha')).toBe(1);
    expect(named('Retirada sócias').get('biz:distribuicao-lucros')).toBe(1);
  });
});

describe("a company chart's accounts", () => {
  const receives = (file: string) =>
    new Map(
      understandList(parseCategoryFile(file)).map((entry) => [
        entry.category.name,
        entry.concepts.map((concept) => concept.concept),
      ]),
    );

  it('keeps loans taken apart from installments paid when the chart splits them', () => {
    const chart = receives(
      [
        'categoria | código',
        'Receita de Serviços | 3.1.01',
        'Empréstimos - Captação | 2.1.01',
        'Empréstimos - Amortização | 2.1.02',
        'Despesas Bancárias | 4.6.01',
        'Outras Despesas | 4.9.99',
      ].join('\n'),
    );
    expect(chart.get('Empréstimos - Captação')).toContain('biz:emprestimo-entrada');
    expect(chart.get('Empréstimos - Amortização')).toContain('Empréstimos e Financiamentos');
  });

  it("keeps a loan's money received apart however the chart says it", () => {
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Receitas / Mensalidades | 3.1',
        'Financiamento / Entrada de Empréstimos | 2.1',
        'Financiamento / Parcelas de Empréstimos e Leasing | 2.2',
        'Despesas Gerais | 4.9',
      ].join('\n'),
    );
    expect(takerOf(chart, 'biz:emprestimo-entrada')).toBe('Financiamento / Entrada de Empréstimos');
    expect(takerOf(chart, 'Empréstimos e Financiamentos')).toBe(
      'Financiamento / Parcelas de Empréstimos e Leasing',
    );
    const farm = parseCategoryFile(
      [
        'categoria | número',
        'Venda da Produção | 1',
        'Custeio Agrícola - Liberação | 2',
        'Custeio e Financiamentos - Pagamento | 3',
        'Despesas Gerais | 4',
      ].join('\n'),
    );
    expect(takerOf(farm, 'biz:emprestimo-entrada')).toBe('Custeio Agrícola - Liberação');
    expect(takerOf(farm, 'Empréstimos e Financiamentos')).toBe('Custeio e Financiamentos - Pagamento');
  });

  it("takes an account among the revenue accounts of its code's group as revenue", () => {
    const chart = receives(
      [
        'categoria | código',
        'Mensalidades e Planos | 3.01',
        'Rendimentos Financeiros | 3.05',
        'Simples Nacional | 3.10',
        'Softwares e Assinaturas | 4.01',
        'Despesas Diversas | 4.99',
      ].join('\n'),
    );
    expect(chart.get('Mensalidades e Planos')).toContain('transfer-in');
    expect(chart.get('Rendimentos Financeiros')).not.toContain('transfer-in');
    expect(chart.get('Mensalidades e Planos')).not.toContain('Assinaturas');
  });

  it('reads a five-level chart whose "3" holds revenue and expenses: the expenses stay expenses', () => {
    const chart = receives(
      [
        'categoria | código',
        'Receita de Serviços Prestados | 3.01.01.01.001',
        'Impostos sobre Serviços | 3.01.01.02.001',
        'Receitas de Aplicações Financeiras | 3.01.02.01.001',
        'Ordenados | 3.02.01.01.001',
        'Energia e Internet | 3.02.01.02.002',
        'Refeições e Lanches | 3.02.01.02.007',
        'Tarifas Bancárias | 3.02.02.01.001',
      ].join('\n'),
    );
    expect(chart.get('Energia e Internet')).toContain('Contas e Serviços');
    expect(chart.get('Refeições e Lanches')).toContain('Alimentação');
    expect(chart.get('Ordenados')).not.toContain('transfer-in');
    expect(chart.get('Receita de Serviços Prestados')).toContain('transfer-in');
  });

  it("takes the goods of a trade for its suppliers' account, and keeps their household meaning at home", () => {
    for (const goods of [
      'Peças e Componentes',
      'Sementes, Adubos e Defensivos',
      'Pneus e Câmaras',
      'Armações e Lentes',
      'Custo MP - Papel, Lonas e Chapas',
    ]) {
      const chart = parseCategoryFile(
        [
          'categoria | código',
          'Receita de Vendas | 3.1',
          `${goods} | 4.1`,
          'Salários | 4.2',
          'Combustível e Viagens | 4.3',
          'Empréstimos (capital de giro e equipamentos) | 2.1',
          'Despesas Gerais | 4.9',
        ].join('\n'),
      );
      expect(takerOf(chart, 'biz:fornecedores'), goods).toBe(goods);
      // The examples of a loan say what it financed: no equipment bought goes there.
      expect(takerOf(chart, 'biz:informatica'), goods).not.toMatch(/^Empréstimos/);
    }
    // A person's list: tyres are the car's.
    const household = receives(
      ['categoria | número', 'Mercado | 1', 'Pneus e peças | 2', 'Lazer | 3', 'Outros | 4'].join('\n'),
    );
    expect(household.get('Pneus e peças')).toContain('Transporte');
    expect(household.get('Pneus e peças')).not.toContain('Compras');
  });

  it('pays the staff named by who they are, and reads "Pessoal / Pró-labore" as the owner only', () => {
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Receitas / Mensalidades | 3.1',
        'Pessoal / Instrutores e Recepção | 4.1',
        'Pessoal / Pró-Labore | 4.2',
        'Pessoal / Vale-Transporte e Plano de Saúde | 4.3',
        'Despesas Gerais | 4.9',
      ].join('\n'),
    );
    expect(takerOf(chart, 'biz:folha')).toBe('Pessoal / Instrutores e Recepção');
    expect(takerOf(chart, 'biz:pro-labore')).toBe('Pessoal / Pró-Labore');
    expect(takerOf(chart, 'biz:beneficios')).toBe('Pessoal / Vale-Transporte e Plano de Saúde');
    // Whom a payroll account pays, in its examples, says nothing of what it holds: benefits stay with it.
    const single = parseCategoryFile(
      [
        'categoria | código',
        'Receita de Serviços | 3.1',
        'Salários e Encargos (professores e recepção) | 4.1',
        'Despesas Diversas | 4.9',
      ].join('\n'),
    );
    expect(takerOf(single, 'biz:beneficios')).toBe('Salários e Encargos (professores e recepção)');
  });

  it('takes the first account for the revenue when no name says sales: the work a company sells', () => {
    const chart = parseCategoryFile(
      [
        'categoria | número',
        'Festas e Eventos Contratados (sinal e saldo) | 1',
        'Custo do Evento > Carnes, Bebidas e Hortifruti | 2',
        'Pessoal > Folha de Pagamento | 3',
        'Pessoal > FGTS e INSS | 4',
        'Estrutura > Despesas Gerais | 5',
      ].join('\n'),
    );
    expect(takerOf(chart, 'biz:vendas')).toBe('Festas e Eventos Contratados (sinal e saldo)');
    // "Carnes" is meat, not a "carnê" of installments.
    expect(named('Carnes').has('Empréstimos e Financiamentos')).toBe(false);
    // A household's list opens with anything: no revenue is made of it.
    const household = parseCategoryFile(
      ['categoria | número', 'Festas | 1', 'Mercado | 2', 'Outros | 3'].join('\n'),
    );
    expect(takerOf(household, 'Receitas')).not.toBe('Festas');
  });

  it("reads an owner's casual chart: refunds are no revenue, the taxes on revenue leave the others", () => {
    const chart = parseCategoryFile(
      [
        'categoria | número',
        'Dinheiro que entrou das vendas | 1',
        'O que rendeu no banco | 2',
        'Pagamento das meninas | 3',
        'Guias do funcionário (INSS, FGTS) | 4',
        'O que eu tirei pra mim | 5',
        'Imposto do Simples | 6',
        'Outros impostos e taxas | 7',
        'Passei de uma conta pra outra | 8',
        'insta e panfleto | 9',
        'Gastos da loja | 10',
        'Devolução pro cliente | 11',
      ].join('\n'),
    );
    expect(takerOf(chart, 'biz:vendas')).toBe('Dinheiro que entrou das vendas');
    expect(takerOf(chart, 'transfer-in')).toBe('Dinheiro que entrou das vendas');
    expect(takerOf(chart, 'biz:receita-financeira')).toBe('O que rendeu no banco');
    expect(takerOf(chart, 'biz:folha')).toBe('Pagamento das meninas');
    expect(takerOf(chart, 'biz:inss')).toBe('Guias do funcionário (INSS, FGTS)');
    expect(takerOf(chart, 'biz:distribuicao-lucros')).toBe('O que eu tirei pra mim');
    expect(takerOf(chart, 'biz:impostos-receita')).toBe('Imposto do Simples');
    expect(takerOf(chart, 'Impostos e Taxas')).toBe('Outros impostos e taxas');
    expect(takerOf(chart, 'Transferências')).toBe('Passei de uma conta pra outra');
    expect(takerOf(chart, 'biz:marketing')).toBe('insta e panfleto');
  });

  it('leaves the other taxes to the account of fees when another names only the taxes on revenue', () => {
    const chart = receives(
      [
        'categoria | código',
        'Serviços Prestados | 3.1',
        'Impostos (DAS, ISS) | 3.2',
        'Taxas e licenças (alvará, IPTU) | 4.1',
        'Salários (mecânicos, motoristas) | 4.2',
        'Combustível | 4.3',
        'Outras despesas | 4.9',
      ].join('\n'),
    );
    expect(chart.get('Impostos (DAS, ISS)')).toContain('biz:impostos-receita');
    expect(chart.get('Taxas e licenças (alvará, IPTU)')).toContain('Impostos e Taxas');
    // The examples of a payroll account say whom it pays: no transport goes there.
    expect(chart.get('Salários (mecânicos, motoristas)')).not.toContain('Transporte');
  });

  it('gives the goods to the first of the accounts that split them, as a DRE lists its main cost first', () => {
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Vendas | 1.1',
        'Compra de Peixes | 2.1',
        'Compra de Temperos, Óleos e Outros Insumos da Cozinha | 2.2',
        'Gelo e Embalagens | 2.3',
        'Salários | 3.1',
        'Despesas Gerais | 3.9',
      ].join('\n'),
    );
    expect(takerOf(chart, 'biz:fornecedores')).toBe('Compra de Peixes');
    // In a household's list, a purchase is shopping.
    const household = receives(['categoria | número', 'Compras | 1', 'Mercado | 2', 'Outros | 3'].join('\n'));
    expect(household.get('Compras')).not.toContain('biz:fornecedores');
  });

  it("reads a company's pets and beauty as the goods it trades, with codes or many company names", () => {
    const lines = [
      'Receita de Banho e Tosa',
      'Receita de Vendas',
      'Rações e Acessórios',
      'Cosméticos e Perfumes',
      'Salários',
      'INSS e FGTS',
      'Aluguel',
      'Despesas Diversas',
    ];
    const numbered = parseCategoryFile(
      ['categoria | número', ...lines.map((name, k) => `${name} | ${k + 1}`)].join('\n'),
    );
    const coded = parseCategoryFile(
      ['categoria | código', ...lines.map((name, k) => `${name} | 1.${k + 1}`)].join('\n'),
    );
    for (const chart of [numbered, coded]) {
      expect(takerOf(chart, 'biz:fornecedores')).toBe('Rações e Acessórios');
      expect(takerOf(chart, 'Pets')).toBe('Rações e Acessórios');
    }
    // A freelancer's list that mixes a few of each keeps the household's meaning: the pet is the family's.
    const mixed = receives(
      [
        'categoria | número',
        'Clientes | 1',
        'Impostos (DAS) | 2',
        'Pet | 3',
        'Beleza | 4',
        'Mercado | 5',
        'Outros | 6',
      ].join('\n'),
    );
    expect(mixed.get('Pet')).not.toContain('biz:fornecedores');
  });

  it('takes no application for the financial revenue whose examples name investments', () => {
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Receita de Serviços | 3.1',
        'Receitas Financeiras (rendimento do CDB, poupança) | 3.2',
        'Salários | 4.1',
        'Transferências entre Contas | 5.1',
        'Outras Despesas | 4.9',
      ].join('\n'),
    );
    expect(takerOf(chart, 'biz:receita-financeira')).toBe(
      'Receitas Financeiras (rendimento do CDB, poupança)',
    );
    expect(takerOf(chart, 'Investimentos')).toBe('Transferências entre Contas');
  });
});

describe('the engine on money in read as a loan', () => {
  it("files a loan's money received under the loan taken, and its installments under the loan paid", () => {
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Receita de Serviços | 3.1.01',
        'Empréstimos Recebidos | 2.1.01',
        'Amortização de Empréstimos | 2.1.02',
        'Outras Despesas | 4.9.99',
      ].join('\n'),
    );
    const [taken, paid] = engine.categorize(
      ['CRED LIBERACAO CAPITAL DE GIRO', 'PARCELA CAPITAL DE GIRO 07/24'],
      chart,
      [{ direction: 'in' }, { direction: 'out' }],
    );
    expect(taken?.category).toBe('Empréstimos Recebidos');
    expect(paid?.category).toBe('Amortização de Empréstimos');
  });

  it("reads a disbursement, rural credit, a dealer's floor plan and a development bank's TED as a loan", () => {
    const lines = [
      'DESEMBOLSO OPERACAO CREDITO 302211',
      'LIB CRED CUSTEIO AGRICOLA PRONAF',
      'LIB FLOOR PLAN BANCO SAFRA',
      'TED RECEBIDA DESENVOLVE SP',
      'TED RECEBIDA BDMG CONTRATO 4471',
    ];
    const chart = company(['Receita de Serviços', 'Empréstimos e Financiamentos', 'Outras Despesas']);
    const read = engine.categorize(
      lines,
      chart,
      lines.map(() => ({ direction: 'in' as const })),
    );
    expect(read.map((line) => line.category)).toEqual(lines.map(() => 'Empréstimos e Financiamentos'));
    const [paid] = engine.categorize(['AMORTIZACAO CUSTEIO AGRICOLA'], chart, [{ direction: 'out' }]);
    expect(paid?.category).toBe('Empréstimos e Financiamentos');
  });
});

describe('the engine on money sent to a person', () => {
  const lines = ['PIX ENVIADO ROBERTO CARLOS DA SILVA', 'TED MESMA TITULARIDADE'];
  const hints = [{ direction: 'out' as const }, { direction: 'out' as const }];

  it("files it under a company's salaries, never under its own transfers", () => {
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Receita de Serviços | 3.1',
        'Salários | 4.1',
        'Transferências entre Contas | 1.1',
        'Despesas Gerais | 4.9',
      ].join('\n'),
    );
    const [person, own] = engine.categorize(lines, chart, hints);
    expect(person?.category).toBe('Salários');
    expect(own?.category).toBe('Transferências entre Contas');
  });

  it("files it under a household's transfers", () => {
    const list = parseCategoryFile(
      ['categoria | número', 'Mercado | 1', 'Pix e transferências | 2', 'Outros | 3'].join('\n'),
    );
    const [person] = engine.categorize(lines, list, hints);
    expect(person?.category).toBe('Pix e transferências');
  });
});

describe("the engine on what a company's bank writes", () => {
  const chart = parseCategoryFile(
    [
      'categoria | código',
      'Receita de Serviços | 3.1.01',
      '(-) Simples Nacional | 3.2.01',
      'Materiais | 4.1.01',
      'Salários e Férias | 4.2.01',
      'Pró-labore | 4.2.02',
      'Benefícios (VA, VR) | 4.2.03',
      'Taxas e Licenças | 4.3.01',
      'Tarifas Bancárias | 5.1.01',
      'Juros e Multas | 5.1.02',
      'Empréstimos | 6.1.01',
      'Transferências entre Contas | 6.1.02',
      'Lucros Distribuídos | 6.1.03',
      'Outras Despesas | 4.9.99',
    ].join('\n'),
  );
  const cases: [string, 'in' | 'out', string][] = [
    ['FERIAS - JOANA PEREIRA', 'out', 'Salários e Férias'],
    ['PGTO COMISSAO VENDEDOR CARLOS LIMA', 'out', 'Salários e Férias'],
    ['PIX TRANSF PROLAB ANA', 'out', 'Pró-labore'],
    ['TED DIVID SOCIO 001', 'out', 'Lucros Distribuídos'],
    ['PIX TRANSF LUCRO TRIM', 'out', 'Lucros Distribuídos'],
    ['CESTA BASICA FUNCIONARIOS MARCO', 'out', 'Benefícios (VA, VR)'],
    ['CRF-SP ANUIDADE PESSOA JURIDICA', 'out', 'Taxas e Licenças'],
    ['PAGTO COBRANCA CONSELHO REG ENFERMAGEM', 'out', 'Taxas e Licenças'],
    ['MORA E MULTA FATURA', 'out', 'Juros e Multas'],
    ['MULTA DARF ATRASO', 'out', 'Juros e Multas'],
    ['ENC SALDO DEVEDOR C/C', 'out', 'Juros e Multas'],
    ['SIMPLES NAC DOC 0720251234', 'out', '(-) Simples Nacional'],
    ['CCB CREDITO BANCARIO LIBERACAO', 'in', 'Empréstimos'],
    ['AMORTIZACAO CONTRATO 123456', 'out', 'Empréstimos'],
    ['PAGAMENTO PIX SICREDI MADEIREIRA SANTA RITA', 'out', 'Materiais'],
    ['VALE QUINZENA JOAO PEDRO MACHADO', 'out', 'Salários e Férias'],
  ];
  filesEach(chart, cases);

  it("files a payment to a company nothing names under the suppliers, in a company's chart only", () => {
    const lines = [
      'PIX ENVIADO MOINHO SAO JOAO LTDA',
      'PAG BOLETO QUIMICA PAULISTA S.A.',
      'GUIA DAS SN CNPJ 123 PA 01/26',
    ];
    const hints = lines.map(() => ({ direction: 'out' as const }));
    const [mill, chemicals, das] = engine.categorize(lines, chart, hints);
    expect(mill?.category).toBe('Materiais');
    expect(chemicals?.category).toBe('Materiais');
    expect(das?.category).toBe('(-) Simples Nacional');
    // A household's list keeps the model's reading: no supplier at home.
    const [home] = engine.categorize([lines[0] as string], undefined, [{ direction: 'out' }]);
    expect(home?.reason).not.toMatch(/fornecedor/);
  });

  it('reads no profit in a tax regime, and no late fee in a place named Mora', () => {
    const [tax] = engine.categorize(['IRPJ LUCRO PRESUMIDO'], chart, [{ direction: 'out' }]);
    expect(tax?.category).not.toBe('Lucros Distribuídos');
    const [fuel] = engine.categorize(['AUTO POSTO MORA'], undefined, [{ direction: 'out' }]);
    expect(fuel?.category).toBe('Combustível');
  });
});

describe("a company's provisions and permits", () => {
  const receives = (file: string) =>
    new Map(understandList(parseCategoryFile(file)).map((entry) => [entry.category.name, entry.defaults]));
  it("files no line under a provision, an entry of the books, and keeps a household's money set aside", () => {
    expect(
      conceptsNamedBy('Provisão para IRPJ e CSLL').every(({ concept }) => concept === 'Impostos e Taxas'),
    ).toBe(true);
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Receita de Serviços | 3.1',
        'Provisão para IRPJ e CSLL | 3.9',
        'Prov. Férias e 13º | 4.1',
        'Salários | 4.2',
        'Impostos e Taxas Diversas | 4.3',
        'Viagens | 4.4',
        'Outras Despesas | 4.9',
      ].join('\n'),
    );
    expect(takerOf(chart, 'Impostos e Taxas')).toBe('Impostos e Taxas Diversas');
    expect(takerOf(chart, 'Viagem')).toBe('Viagens');
    const household = receives(
      ['categoria | número', 'Mercado | 1', 'Provisão IPVA | 2', 'Outros | 3'].join('\n'),
    );
    expect(household.get('Provisão IPVA')).toContain('Impostos e Taxas');
  });

  it('reads permits as taxes, and licences beside software as the software', () => {
    expect(named('Taxas e Licenças').get('Impostos e Taxas')).toBeGreaterThanOrEqual(0.9);
    expect(named('Softwares e Licenças').has('Impostos e Taxas')).toBe(false);
  });
});

describe("the upkeep of a company's premises", () => {
  it('files cleaning and repairs under general expenses, not the rent, unless a name says them; at home, housing', () => {
    const lines = ['DEDETIZADORA NOVA ERA', 'PIX ENVIADO ELETRICISTA MANUTENCAO JOSE'];
    const hints = lines.map(() => ({ direction: 'out' as const }));
    const chart = (names: string[]) =>
      parseCategoryFile(['categoria | código', ...names.map((name, k) => `${name} | 4.${k + 1}`)].join('\n'));
    const plain = chart(['Receita de Serviços', 'Salários', 'Aluguel e Condomínio', 'Despesas Gerais']);
    for (const result of engine.categorize(lines, plain, hints))
      expect(result.category).toBe('Despesas Gerais');
    const named = chart([
      'Receita de Serviços',
      'Aluguel e Condomínio',
      'Limpeza e Conservação',
      'Outras Despesas',
    ]);
    for (const result of engine.categorize(lines, named, hints))
      expect(result.category).toBe('Limpeza e Conservação');
    for (const result of engine.categorize(lines, undefined, hints)) expect(result.category).toBe('Moradia');
  });
});

describe("the sixth blind set's lessons", () => {
  const chart = parseCategoryFile(
    [
      'categoria | código',
      'Receita de Serviços | 3.1.01',
      'Rendimentos de Aplicações | 3.2.01',
      '(-) Impostos sobre Serviços | 3.3.01',
      'Materiais | 4.1.01',
      'Salários | 4.2.01',
      'Encargos Sociais | 4.2.02',
      'VT e VR | 4.2.03',
      'Contabilidade | 4.3.01',
      'Sistemas e Informática | 4.3.02',
      'Gasolina da Kombi | 4.4.01',
      'Tarifas Bancárias | 5.1.01',
      'Juros e Multas | 5.1.02',
      'Empréstimos | 6.1.01',
      'Transferências entre Contas | 6.1.02',
      'Outras Despesas | 4.9.99',
    ].join('\n'),
  );
  const cases: [string, 'in' | 'out', string][] = [
    ['Cobrança de I.O.F.', 'out', 'Juros e Multas'],
    ['REMUNERACAO CONTA INVESTIMENTO', 'in', 'Rendimentos de Aplicações'],
    ['RESULTADO APLICACAO RDC SICOOB', 'in', 'Rendimentos de Aplicações'],
    ['CONTRIB PREVIDENCIARIA PATRONAL', 'out', 'Encargos Sociais'],
    ['CONSULTOR RH - PIX', 'out', 'Contabilidade'],
    ['SERV. CONTABEIS - MENSALIDADE', 'out', 'Contabilidade'],
    ['PARC GIROFACIL 03/12', 'out', 'Empréstimos'],
    ['PIX RECEBIDO DA PROPRIA EMPRESA - OUTRO BANCO', 'in', 'Transferências entre Contas'],
    ['PAGAMENTO NF 12876 DISTR. ALIANCA', 'out', 'Materiais'],
    ['RECEBIMENTO NF 332 CLIENTE', 'in', 'Receita de Serviços'],
    ['GNRE ICMS ST NF 55123', 'out', '(-) Impostos sobre Serviços'],
    // The invoice yields to a name of what a company buys, not to a household's kind of shop.
    ['CONSULTORIA EMPRESARIAL - NF 342', 'out', 'Contabilidade'],
    ['PAGTO NF 88213 DENTAL SPEED COMERCIO', 'out', 'Materiais'],
    // The staff's health plan is a benefit, whatever the name of the benefits' account says.
    ['UNIMED - PLANO EMPRESARIAL', 'out', 'VT e VR'],
    ['SPTRANS RECARGA VALE TRANSPORTE', 'out', 'VT e VR'],
    // A health insurer, a computer store and a wholesaler are what a company buys there.
    ['HAPVIDA PLANO DE SAUDE', 'out', 'VT e VR'],
    ['BRADESCO SAUDE PME', 'out', 'VT e VR'],
    ['KABUM NOTEBOOK', 'out', 'Sistemas e Informática'],
    ['COMPRA CARTAO DELL COMPUTADORES', 'out', 'Sistemas e Informática'],
    ['Pix enviado para ATACAREJO REAL COMERCIO', 'out', 'Materiais'],
    // An office's supplies and its notary are general expenses, not goods nor taxes, when no name says them.
    ['KALUNGA MATERIAL ESCRITORIO', 'out', 'Outras Despesas'],
    ['CARTORIO 2 TABELIONATO', 'out', 'Outras Despesas'],
    // Moving around, when the chart says it only by the fuel.
    ['PEDAGIO CCR AUTOBAN', 'out', 'Gasolina da Kombi'],
    ['LATAM AIRLINES BRASIL', 'out', 'Gasolina da Kombi'],
  ];
  filesEach(chart, cases);

  it('reads customers as revenue unless the name says what is spent on them', () => {
    const chart = parseCategoryFile(
      [
        'categoria | número',
        'Receitas > Comissões de Seguros | 1',
        'Pessoal > Salários | 2',
        'Administrativas > Viagens e Visitas a Clientes | 3',
        'Administrativas > Outras Despesas | 4',
      ].join('\n'),
    );
    expect(named('Viagens e Visitas a Clientes').has('biz:vendas')).toBe(false);
    expect(named('lavagens e clientes').get('biz:vendas')).toBe(0.7);
    expect(takerOf(chart, 'biz:vendas')).toBe('Receitas > Comissões de Seguros');
  });

  it("reads an owner's casual words for the company's own transfers", () => {
    expect(named('passar pra outra conta').get('Transferências')).toBe(1);
  });

  it('keeps the staff of "lanche do pessoal" a company\'s, not a person\'s spending', () => {
    const chart = parseCategoryFile(
      [
        'categoria | número',
        'vendas | 1',
        'salário das meninas | 2',
        'fgts e inss | 3',
        'lanche do pessoal | 4',
        'outras despesas | 5',
      ].join('\n'),
    );
    expect(takerOf(chart, 'Lazer')).toBe('outras despesas');
    expect(takerOf(chart, 'Educação')).toBe('outras despesas');
    expect(takerOf(chart, 'Alimentação')).toBe('lanche do pessoal');
  });

  it("files an office's supplies and its notary under the account that names them", () => {
    const chart = parseCategoryFile(
      [
        'categoria | código',
        'Receita de Serviços | 3.1.01',
        'Taxas e Licenças | 4.3.01',
        'Material de Expediente e Cartório | 4.4.01',
        'Despesas Gerais | 4.9.99',
      ].join('\n'),
    );
    const lines = ['KALUNGA MATERIAL ESCRITORIO', 'CARTORIO 2 TABELIONATO'];
    const results = engine.categorize(
      lines,
      chart,
      lines.map(() => ({ direction: 'out' as const })),
    );
    expect(results.map((result) => result.category)).toEqual([
      'Material de Expediente e Cartório',
      'Material de Expediente e Cartório',
    ]);
  });

  it('keeps a household reading its health plan as health, its computer as shopping, its wholesaler as groceries', () => {
    const lines = [
      'HAPVIDA PLANO DE SAUDE',
      'KABUM NOTEBOOK',
      'ATACAREJO REAL COMERCIO',
      'KALUNGA MATERIAL ESCRITORIO',
      'CARTORIO 2 TABELIONATO',
    ];
    const results = engine.categorize(
      lines,
      undefined,
      lines.map(() => ({ direction: 'out' as const })),
    );
    expect(results.map((result) => result.category)).toEqual([
      'Saúde',
      'Compras',
      'Supermercado',
      'Compras',
      'Impostos e Taxas',
    ]);
  });

  it("reads a salary's remuneration as pay, and an account's as what it yields", () => {
    const [salary, yieldOf] = engine.categorize(
      ['REMUNERACAO MENSAL JOAO', 'REMUNERACAO SALDO CONTA'],
      undefined,
      [{ direction: 'in' }, { direction: 'in' }],
    );
    expect(salary?.reason).toBe('salário');
    expect(yieldOf?.reason).toBe('rendimento');
  });

  it('gives financial revenue no name says to the applications, else the catch-all, never the sales', () => {
    const withApplications = parseCategoryFile(
      [
        'categoria | número',
        'Vendas balcão | 1',
        'Compras distribuidora | 2',
        'Folha | 3',
        'Investimento | 4',
        'Outros | 5',
      ].join('\n'),
    );
    const without = parseCategoryFile(
      [
        'categoria | número',
        'Vendas balcão | 1',
        'Compras distribuidora | 2',
        'Folha | 3',
        'Transferências entre contas | 4',
        'Outros | 5',
      ].join('\n'),
    );
    expect(takerOf(withApplications, 'biz:receita-financeira')).toBe('Investimento');
    expect(takerOf(without, 'biz:receita-financeira')).toBe('Outros');
    expect(named('Receitas de Aplicações Financeiras').get('biz:receita-financeira')).toBe(1);
  });
});

describe("the seventh blind set's lessons", () => {
  const chart = parseCategoryFile(
    [
      'categoria | código',
      'Receita de Serviços | 3.1.01',
      '(-) Simples Nacional | 3.2.01',
      'Salários e Encargos | 4.1.01',
      'Sistemas | 4.2.01',
      'Consultoria e Contabilidade | 4.2.02',
      'Publicidade | 4.2.03',
      'Combustível da Frota | 4.2.04',
      'Juros e Multas | 5.1.01',
      'Empréstimos e Consórcios | 6.1.01',
      'Transferências entre Contas | 6.1.02',
      'Lucros Distribuídos | 6.1.03',
      'Despesas Gerais | 4.9.99',
    ].join('\n'),
  );
  const cases: [string, 'in' | 'out', string][] = [
    ['TED - VERBAS RESCISORIAS - ELIANE SOUZA', 'out', 'Salários e Encargos'],
    ['PIX - HORAS EXTRAS FEV - MOTOBOY CLT RENAN OLIVEIRA', 'out', 'Salários e Encargos'],
    ['TED - MAIS LUCRO CONSULTORES - GESTAO FINANCEIRA', 'out', 'Consultoria e Contabilidade'],
    ['TRANSF P/ CONTA PESSOAL SOCIO - LUCROS', 'out', 'Lucros Distribuídos'],
    ['TED 001 - CC PROPRIA - REFORCO DE CAIXA', 'in', 'Transferências entre Contas'],
    ['PIX RECEB CNPJ PROPRIO - C6', 'in', 'Transferências entre Contas'],
    ['PIX ENVIADO - P/ CONTA MERCADO PAGO DA EMPRESA', 'out', 'Transferências entre Contas'],
    ['PGDAS-D DAS 01/2026 CNPJ 12345678', 'out', '(-) Simples Nacional'],
    ['ENC LIM CRED', 'out', 'Juros e Multas'],
    ['CONSORCIO SICREDI - PARCELA', 'out', 'Empréstimos e Consórcios'],
    ['TICKET LOG - COMBUSTIVEL FROTA', 'out', 'Combustível da Frota'],
    ['TANGERINO PONTO - MENSALIDADE', 'out', 'Sistemas'],
    ['RADIO TRANSAMERICA - SPOT PUBLICITARIO', 'out', 'Publicidade'],
    ['JADLOG - FRETE ENVIO PROTESES', 'out', 'Despesas Gerais'],
  ];
  filesEach(chart, cases);

  it("reads a consórcio's installment as a loan's, at home too", () => {
    const [result] = engine.categorize(['CONSORCIO EMBRACON 15/80'], undefined, [{ direction: 'out' }]);
    expect(result?.category).toBe('Empréstimos e Financiamentos');
  });
});

describe("the seventh set's lessons, read again (2026-11-26)", () => {
  it('opens with the revenue under a group of income, not with the applications after it', () => {
    const grouped = numbered([
      'Receitas > Contratos de Limpeza e Conservação',
      'Receitas > Rendimentos de Aplicação',
      'Deduções > Simples Nacional',
      'Pessoal > Salários',
      'Pessoal > FGTS e INSS',
      'Despesas > Outras Despesas',
    ]);
    expect(takerOf(grouped, 'biz:vendas')).toBe('Receitas > Contratos de Limpeza e Conservação');
    expect(takerOf(grouped, 'transfer-in')).toBe('Receitas > Contratos de Limpeza e Conservação');
    expect(takerOf(grouped, 'biz:receita-financeira')).toBe('Receitas > Rendimentos de Aplicação');
  });

  it("reads a company's férias as the staff's paid leave, a household's as a trip", () => {
    const staff = company([
      'Receita de Serviços',
      'Pessoal > Salários, Férias e Rescisões',
      'Pessoal > FGTS e INSS',
      'Despesas > Deslocamento de Equipes',
      'Despesas > Outras Despesas',
    ]);
    expect(takerOf(staff, 'Viagem')).toBe('Despesas > Deslocamento de Equipes');
    expect(takerOf(staff, 'biz:folha')).toBe('Pessoal > Salários, Férias e Rescisões');
    expect(takerOf(numbered(['Mercado', 'Férias', 'Outros']), 'Viagem')).toBe('Férias');
  });

  it("files the company's own transfers with its applications, never with the owners' profits or its loans", () => {
    const formal = parseCategoryFile(
      [
        'categoria | código',
        'Receita de Vendas | 3.1.01',
        'Despesas Gerais | 4.2.01',
        'Aplicações Financeiras de Liquidez Imediata | 1.1.03',
        'Empréstimos e Financiamentos Bancários | 2.1.05',
        'Lucros Distribuídos | 2.4.03',
      ].join('\n'),
    );
    expect(takerOf(formal, 'Transferências')).toBe('Aplicações Financeiras de Liquidez Imediata');
    const casual = company([
      'trabalhos',
      'minha retirada e do sócio',
      'empréstimo do banco',
      'guardei no cdb',
      'outras despesas',
    ]);
    expect(takerOf(casual, 'Investimentos')).toBe('guardei no cdb');
    expect(takerOf(casual, 'Transferências')).toBe('guardei no cdb');
    const [moved] = engine.categorize(['TRANSF ENTRE CONTAS PROPRIAS'], casual, [{ direction: 'out' }]);
    expect(moved?.category).toBe('guardei no cdb');
    // A household's withdrawal still takes its transfers.
    expect(takerOf(numbered(['Mercado', 'Retirada e transferências', 'Outros']), 'Transferências')).toBe(
      'Retirada e transferências',
    );
  });

  it("gives the systems to an account of the company's machines when no name says systems", () => {
    const machines = company(['Serviços prestados', 'exocad, computador e scanner', 'outras despesas']);
    expect(takerOf(machines, 'biz:software')).toBe('exocad, computador e scanner');
    // An account of apps keeps them.
    const apps = company([
      'Vendas',
      'Equipamentos e utensílios',
      'Apps (iFood, cardápio digital)',
      'Outros gastos',
    ]);
    expect(takerOf(apps, 'biz:software')).toBe('Apps (iFood, cardápio digital)');
  });

  it('sends travel to the fuel, not to the repairs of the vehicle that names transport in passing', () => {
    const pizzeria = company([
      'vendas',
      'conserto do forno e da moto',
      'gasolina das motos',
      'outros gastos',
    ]);
    expect(takerOf(pizzeria, 'Viagem')).toBe('gasolina das motos');
  });

  it('reads a prefix several accounts share as their group, which names what each holds less than its own words', () => {
    const grouped = company([
      'Receita de Exames - Particulares',
      'Receita de Exames - Convênios',
      'Despesas com Pessoal - Salários',
      'Despesas com Pessoal - Vale Alimentação e Transporte',
      'Despesas Administrativas - Gerais',
      'Movimentação Financeira - Aplicações e Resgates',
      'Movimentação Financeira - Transferências entre Bancos',
      'Movimentação Financeira - Distribuição de Lucros',
    ]);
    expect(takerOf(grouped, 'biz:vendas')).toBe('Receita de Exames - Particulares');
    expect(takerOf(grouped, 'biz:plano-saude')).toBe('Despesas com Pessoal - Vale Alimentação e Transporte');
    expect(takerOf(grouped, 'Transferências')).toBe('Movimentação Financeira - Transferências entre Bancos');
    expect(takerOf(grouped, 'biz:distribuicao-lucros')).toBe(
      'Movimentação Financeira - Distribuição de Lucros',
    );
  });

  it("files the staff's health plan with their benefits before the salaries or the staff as a whole", () => {
    for (const staff of [
      'Despesas com Pessoal - Salários',
      'Funcionárias',
      'Folha de Pagamento e Encargos',
    ]) {
      const plan = company(['Vendas', staff, 'VT e VR', 'Despesas Gerais']);
      expect(takerOf(plan, 'biz:plano-saude')).toBe('VT e VR');
      expect(takerOf(plan, 'biz:folha')).toBe(staff);
    }
    // Without a name of benefits, the staff takes them.
    expect(takerOf(company(['Vendas', 'Funcionárias', 'Despesas Gerais']), 'biz:plano-saude')).toBe(
      'Funcionárias',
    );
  });

  it('pays a supplier the bank does not name from the goods the chart names in its own words', () => {
    const clinic = company([
      'Receita de Consultas',
      'Custos > Materiais Odontológicos e Próteses',
      'Administrativas > Deslocamentos',
      'Administrativas > Aluguel',
    ]);
    expect(takerOf(clinic, 'biz:pagamento-fornecedor')).toBe('Custos > Materiais Odontológicos e Próteses');
    const [paid] = engine.categorize(['SISPAG FORNECEDORES TED 0045'], clinic, [{ direction: 'out' }]);
    expect(paid?.category).toBe('Custos > Materiais Odontológicos e Próteses');
  });

  it("reads a company's purchase of health, beauty or pet products from a seller of them as its goods", () => {
    const shop = company(['Vendas', 'Compra de Mercadorias', 'Despesas Gerais']);
    const lines: [string, string][] = [
      ['PIX ENVIADO - DENTAL SPEED PRODUTOS ODONTOLOGICOS', 'Compra de Mercadorias'],
      ['BOLETO - DISTRIB COSMETICOS BELEZA LTDA', 'Compra de Mercadorias'],
      ['PAG FORNEC HORTIFRUTI BOA SAFRA', 'Compra de Mercadorias'],
    ];
    for (const [line, account] of lines) {
      const [result] = engine.categorize([line], shop, [{ direction: 'out' }]);
      expect(result?.category).toBe(account);
    }
    // A household's pharmacy stays its health.
    const [pharmacy] = engine.categorize(['DROGASIL 1234'], undefined, [{ direction: 'out' }]);
    expect(pharmacy?.category).toBe('Saúde');
  });
});

describe("the eighth blind set's lessons", () => {
  it('expands "Distr." and reads arrows as the group a name is filed under', () => {
    expect(named('Distr. Lucros').get('biz:distribuicao-lucros')).toBe(1);
    expect(named('Saídas → DAS').get('biz:impostos-receita')).toBe(1);
    expect(named('Saídas → DAS').has('Lazer')).toBe(false);
    expect(named('Entradas -> Rendimento da aplicação').get('biz:receita-financeira')).toBe(1);
    // Outings are still outings.
    expect(named('Saídas').get('Lazer')).toBe(1);
  });

  it('gives an account of what the applications yield no money moved into them', () => {
    const chart = company([
      'Receita de Serviços',
      'Rendimentos de Aplicações Financeiras',
      'Despesas Gerais',
    ]);
    expect(takerOf(chart, 'biz:receita-financeira')).toBe('Rendimentos de Aplicações Financeiras');
    expect(takerOf(chart, 'Investimentos')).toBe('Despesas Gerais');
    const [applied] = engine.categorize(['APLICACAO CDB DI'], chart, [{ direction: 'out' }]);
    expect(applied?.category).toBe('Despesas Gerais');
  });

  it("reads an English chart's late fees as fines and its legal fees as professional services, no bank's", () => {
    const chart = company([
      'Revenue - Services',
      'Bank Fees & FX Spread',
      'Accounting & Legal Fees',
      'Interest, IOF & Late Fees',
      'General & Administrative',
    ]);
    expect(takerOf(chart, 'Tarifas Bancárias')).toBe('Bank Fees & FX Spread');
    expect(takerOf(chart, 'biz:servicos')).toBe('Accounting & Legal Fees');
    expect(takerOf(chart, 'biz:juros')).toBe('Interest, IOF & Late Fees');
  });
});

describe("a company's payments nothing names", () => {
  const chart = company([
    'Receita de Vendas',
    'Compra de Mercadorias',
    'Material de Escritório',
    'Despesas Gerais',
  ]);

  it("books a payment to a payee the model has no idea of as the goods, and the stationer's sale as supplies", () => {
    const [auction, stationer, wholesaler] = engine.categorize(
      ['PAG BOLETO BELGO BEKAERT ARAMES', 'COMPRA CARTAO PAPELARIA ESTRELA', 'PAPELARIA ATACADISTA CENTRAL'],
      chart,
      [{ direction: 'out' }, { direction: 'out' }, { direction: 'out' }],
    );
    expect(auction?.category).toBe('Compra de Mercadorias');
    expect(stationer?.category).toBe('Material de Escritório');
    expect(wholesaler?.category).toBe('Compra de Mercadorias');
  });

  it("files the stationer's sale in the catch-all of a chart without supplies, not with the goods", () => {
    const [stationer] = engine.categorize(
      ['KALUNGA COMERCIO MATERIAL ESCRITORIO'],
      company(['Receita de Vendas', 'Compra de Mercadorias', 'Despesas Gerais']),
      [{ direction: 'out' }],
    );
    expect(stationer?.category).toBe('Despesas Gerais');
  });

  it('books food paid by boleto, a depot of goods and a distributor the model reads as fuel as the goods', () => {
    const lines = [
      'Pagamento de Boleto CERVEJARIA PETROPOLIS S/A',
      'LIQUIDACAO BOLETO DEPOSITO DE MADEIRAS PINHEIRAO',
      'INT PAG TIT BANCO 237 LUBRIF MOBIL DIST',
    ];
    const read = engine.categorize(
      lines,
      chart,
      lines.map(() => ({ direction: 'out' as const })),
    );
    expect(read.map((line) => line.category)).toEqual(lines.map(() => 'Compra de Mercadorias'));
    // The team's lunch, paid at the counter, is no goods.
    const [lunch] = engine.categorize(
      ['RESTAURANTE SABOR CASEIRO'],
      company(['Receita de Vendas', 'Compra de Mercadorias', 'Refeições', 'Despesas Gerais']),
      [{ direction: 'out' }],
    );
    expect(lunch?.category).toBe('Refeições');
  });

  it("keeps a household's stationer in its shopping", () => {
    const [stationer] = engine.categorize(['PAPELARIA CRIATIVA']);
    expect(stationer?.category).toBe('Compras');
  });
});

describe("the ninth blind set's lessons", () => {
  it("gives a group's family to the sibling that says nothing, not to one that says what it holds", () => {
    const chart = company([
      'Receitas > Vendas de Móveis',
      'Custos > Compra de Móveis para Revenda',
      'Custos > Montadores Terceirizados',
      'Administrativas > Pró-labore',
      'Administrativas > Assessoria Contábil e Jurídica',
      'Administrativas > Outras Despesas',
    ]);
    expect(takerOf(chart, 'Seguros')).toBe('Administrativas > Outras Despesas');
    expect(takerOf(chart, 'Alimentação')).toBe('Administrativas > Outras Despesas');
    // What the name holds, its group still says: the accountant under the admin group, not the fitters.
    expect(takerOf(chart, 'biz:servicos')).toBe('Administrativas > Assessoria Contábil e Jurídica');
  });

  it("books a stationer's maker or wholesaler as a stationer's goods", () => {
    const lines = ['BOLETO TILIBRA PRODUTOS DE PAPELARIA', 'PIX ENV ATACADAO PAPELARIA LIDER CADERNOS'];
    const read = engine.categorize(
      lines,
      company(['Receita de Vendas', 'CMV - Material Escolar', 'Desp. Adm. - Diversas']),
      lines.map(() => ({ direction: 'out' as const })),
    );
    expect(read.map((line) => line.category)).toEqual(lines.map(() => 'CMV - Material Escolar'));
  });
});

describe("the team's meals, and what a company's cost accounts hold (2026-11-28)", () => {
  it("files the team's meals under the staff's benefits when no name says meals", () => {
    const base = ['Receita de Serviços', 'Salários', 'Aluguel', 'Outras Despesas'];
    for (const benefits of ['Benefícios', 'VT e VR', 'Benefícios a Empregados', 'Desp. Pessoal - VT/VR'])
      expect(takerOf(company([...base, benefits]), 'Alimentação')).toBe(benefits);
    // A name of meals keeps them; a benefit that holds no food (the commute alone) takes none.
    expect(takerOf(company([...base, 'Benefícios', 'Refeições']), 'Alimentação')).toBe('Refeições');
    expect(takerOf(company([...base, 'Vale-Transporte']), 'Alimentação')).toBe('Outras Despesas');
    // Groceries follow a name of meals only, never the benefits.
    expect(takerOf(company([...base, 'VT e VR']), 'Supermercado')).toBe('Outras Despesas');
    expect(takerOf(company([...base, 'VT e VR', 'Refeições']), 'Supermercado')).toBe('Refeições');
  });

  it('files the suppliers under a cost account whatever the goods are called', () => {
    const chart = company([
      'Receita de Projetos',
      'Custo - Módulos, Inversores e Estruturas',
      'Custo - Mão de Obra Terceirizada de Instalação',
      'Custo com Combustíveis e Pedágios',
      'Despesas Administrativas - Honorários Contábeis',
      'Despesas Administrativas - Despesas Gerais',
    ]);
    expect(takerOf(chart, 'biz:fornecedores')).toBe('Custo - Módulos, Inversores e Estruturas');
    expect(takerOf(chart, 'Combustível')).toBe('Custo com Combustíveis e Pedágios');
    expect(takerOf(chart, 'biz:servicos')).toBe('Despesas Administrativas - Honorários Contábeis');
  });

  it("files the suppliers under subcontracted work when it is the chart's only cost", () => {
    const chart = company([
      'Receita de Serviços',
      'Custo Serv. Terceirizados (devs PJ)',
      'Desp. Adm. - Contab./Jurídico',
      'Desp. Adm. - Material e Serv. Gerais',
    ]);
    expect(takerOf(chart, 'biz:fornecedores')).toBe('Custo Serv. Terceirizados (devs PJ)');
    expect(takerOf(chart, 'biz:servicos')).toBe('Desp. Adm. - Contab./Jurídico');
    // Materials come before subcontracted work, and the money of others a company passes on takes no supplier.
    const lab = numbered([
      'trabalhos',
      'material (gesso, resina, zircônia)',
      'fresagem terceirizada',
      'contador',
    ]);
    expect(takerOf(lab, 'biz:fornecedores')).toBe('material (gesso, resina, zircônia)');
    const agency = company([
      'Receitas - Comissões',
      'Valores de Terceiros - Repasses a Proprietários',
      'Despesas Administrativas - Diversas',
    ]);
    expect(takerOf(agency, 'biz:fornecedores')).not.toBe('Valores de Terceiros - Repasses a Proprietários');
  });

  it('reads a mall as the place of a shop, not a purchase', () => {
    const chart = company(['Rec. Serviços', 'CSP - Ceras e Esmaltes', 'Desp. Adm. - Aluguel/Cond. Shopping']);
    expect(takerOf(chart, 'biz:fornecedores')).toBe('CSP - Ceras e Esmaltes');
    expect(takerOf(chart, 'Moradia')).toBe('Desp. Adm. - Aluguel/Cond. Shopping');
    expect(named('Shopping').get('Compras')).toBe(1);
  });

  it('never files money paid as income, and reads a boleto the bank names by its payee as a payment', () => {
    const chart = company([
      'Receita de Atendimentos',
      'Produtos (tinta, esmalte)',
      'Aluguel',
      'Outros gastos',
    ]);
    const lines = ['BOLETO GROWTH SUPPLEMENTS 0412', 'DEB. TITULO DEXCO SA 000771203'];
    const read = engine.categorize(
      lines,
      chart,
      lines.map(() => ({ direction: 'out' as const })),
    );
    expect(read.map((line) => line.category)).toEqual(lines.map(() => 'Produtos (tinta, esmalte)'));
    const income = new Set(['Receitas', 'Transferências']);
    const paid = engine.categorize(['BOLETO GROWTH SUPPLEMENTS 0412', 'XPTO HOLDINGS 4411'], undefined, [
      { direction: 'out' },
      { direction: 'out' },
    ]);
    for (const line of paid) expect(income.has(line.category) && line.reason === 'modelo').toBe(false);
  });

  describe('knows the programmes of credit, the transport agency and a lease', () => {
    const chart = company(['Vendas', 'Empréstimos', 'Aluguel do ponto', 'Impostos e taxas', 'Outros gastos']);
    filesEach(chart, [
      ['CREDITO PROGER', 'in', 'Empréstimos'],
      ['LIBERACAO FAMPE', 'in', 'Empréstimos'],
      ['PAG BOLETO ANTT RNTRC', 'out', 'Impostos e taxas'],
      ['TED ENV ARRENDAMENTO RURAL FAZ SAO JOAO', 'out', 'Aluguel do ponto'],
    ]);
  });
});

describe("a company's general expenses, its outsourced work and its abbreviations (2026-11-28)", () => {
  it('sends what nothing names to the account of general expenses when the chart names no catch-all', () => {
    const chart = company([
      'Receita de Honorários',
      'Salários',
      'Material de Expediente, Correios e Cartórios',
      'Conduções e Viagens a Clientes',
      'Refeições e Lanches',
    ]);
    for (const concept of ['Outros', 'Lazer', 'Seguros', 'upkeep'] as const)
      expect(takerOf(chart, concept)).toBe('Material de Expediente, Correios e Cartórios');
    expect(takerOf(chart, 'Viagem')).toBe('Conduções e Viagens a Clientes');
  });

  it("reads outsourced work as no payroll: the staff's pay goes to the salaries", () => {
    const chart = company([
      'Receita / Medições de Obras',
      'Custos / Cimento, Areia e Brita',
      'Custos / Mão de Obra Subempreitada',
      'Pessoal / Salários da Obra',
      'Administrativas / Despesas Gerais',
    ]);
    expect(takerOf(chart, 'biz:folha')).toBe('Pessoal / Salários da Obra');
    expect(named('Mão de Obra Terceirizada').has('biz:folha')).toBe(false);
    expect(named('Mão de Obra').get('biz:folha')).toBe(1);
  });

  it("reads a chart's abbreviations of systems and office supplies, and promotional material as marketing", () => {
    expect(named('Desp. Adm. - Sist. e Informát.').get('biz:software')).toBeGreaterThanOrEqual(0.9);
    expect(named('Mat. Exped.').get('office')).toBe(1);
    const chart = company([
      'Receita de Pacotes',
      'Repasses a Operadoras',
      'Anúncios, Feiras e Material Promocional',
      'Despesas Gerais',
    ]);
    expect(takerOf(chart, 'biz:fornecedores')).not.toBe('Anúncios, Feiras e Material Promocional');
    expect(takerOf(chart, 'biz:marketing')).toBe('Anúncios, Feiras e Material Promocional');
  });
});

describe("the tenth blind set's lessons", () => {
  it('sends what nothing names to the rest of everything, before the rest of one kind', () => {
    const chart = company([
      'Rec. / Vendas',
      'Desp. Adm. / Manut. máquinas e gerais',
      'Impostos / Outras taxas',
      'Fin. / Tarifas e juros',
    ]);
    expect(takerOf(chart, 'Outros')).toBe('Desp. Adm. / Manut. máquinas e gerais');
    const english = company([
      'Subscription Revenue',
      'General & Admin',
      'Other Taxes & Licenses',
      'Bank Fees',
    ]);
    expect(takerOf(english, 'Outros')).toBe('General & Admin');
    expect(takerOf(english, 'Impostos e Taxas')).toBe('Other Taxes & Licenses');
    // A group's word of the rest says nothing of the name under it ("Stuff: Pet").
    const household = numbered(['Stuff: Clothing', 'Stuff: Pet', 'Money: Taxes', 'Stuff I Forgot']);
    expect(takerOf(household, 'Outros')).toBe('Stuff I Forgot');
  });

  it('reads financial revenue named under the revenue group', () => {
    for (const name of ['Rec. / Financeiras', 'Receitas > Financeiro', 'Revenue > Financial'])
      expect(named(name).get('biz:receita-financeira')).toBe(1);
    expect(named('Desp. / Financeiras').has('biz:receita-financeira')).toBe(false);
  });

  it("reads an owner's words for the team's food and vouchers", () => {
    expect(named('vale e marmita do pessoal').get('Alimentação')).toBe(1);
    const chart = numbered([
      'entrou dos clientes',
      'veneno e produtos',
      'pagamento dos meninos',
      'fgts e inss',
      'vale e marmita do pessoal',
      'simples/das',
      'outros gastos',
    ]);
    expect(takerOf(chart, 'biz:folha')).toBe('pagamento dos meninos');
    expect(takerOf(chart, 'Alimentação')).toBe('vale e marmita do pessoal');
  });

  describe("reads a professional's fees, a regulator's fee and a platform's collections", () => {
    const chart = company([
      'Receita de Serviços',
      'Produtos',
      'Contador e químico responsável',
      'Licenças e taxas',
      'Outros gastos',
    ]);
    filesEach(chart, [
      ['PAG BOLETO ENGENHEIRA DE ALIMENTOS CONSULTORIA', 'out', 'Contador e químico responsável'],
      ['PIX ENVIADO RESPONSAVEL TECNICO QUIMICO RT', 'out', 'Contador e químico responsável'],
      ['ANATEL FISTEL TFF', 'out', 'Licenças e taxas'],
      ['ASAAS GESTAO FINANCEIRA TRANSF SALDO COBRANCAS', 'in', 'Receita de Serviços'],
      ['TED RECEBIDA HONORARIOS ADVOCATICIOS CLIENTE', 'in', 'Receita de Serviços'],
    ]);
  });
});

describe('the examples of a name of goods', () => {
  it('say which goods it buys, not what else it holds', () => {
    const chart = numbered([
      'Lavagens e polimentos',
      'Produtos (shampoo automotivo, cera, pretinho, microfibra)',
      'Lavadores (salário e diárias)',
      'Encargos',
      'Aluguel do ponto',
      'Gastos gerais',
    ]);
    expect(takerOf(chart, 'biz:fornecedores')).toBe(
      'Produtos (shampoo automotivo, cera, pretinho, microfibra)',
    );
    expect(takerOf(chart, 'Combustível')).toBe('Gastos gerais');
    expect(takerOf(chart, 'Transporte')).toBe('Gastos gerais');
  });
});

describe("the eleventh blind set's lessons", () => {
  it('opens a chart that names no sales with its revenue, which takes none of what other names say', () => {
    const chart = company([
      'Locações de Som e Luz (casamentos, formaturas, shows)',
      'Equipamentos e Peças (cabos, lâmpadas)',
      'Equipe Fixa (salários)',
      'Contas de Consumo (luz, água, internet)',
      'Tarifas e Juros Bancários',
      'Outros (manutenção, seguro)',
    ]);
    expect(takerOf(chart, 'biz:vendas')).toBe('Locações de Som e Luz (casamentos, formaturas, shows)');
    expect(takerOf(chart, 'Contas e Serviços')).toBe('Contas de Consumo (luz, água, internet)');
    expect(takerOf(chart, 'Receitas')).not.toBe('Tarifas e Juros Bancários');
  });

  it('gives a cost account of depreciation nothing, and the food a cost account names to its goods', () => {
    const chart = company([
      'Receita Bruta / Venda de Café Torrado',
      'Custos / Café Verde em Grão e Embalagens',
      'Custos / Depreciação do Torrador',
      'Despesas com Pessoal / Salários',
      'Outras Despesas Operacionais',
    ]);
    expect(takerOf(chart, 'biz:fornecedores')).toBe('Custos / Café Verde em Grão e Embalagens');
    expect(takerOf(chart, 'Alimentação')).toBe('Outras Despesas Operacionais');
    // A cost account that says meals keeps them ("Custo de Produção - Alimentação de Set").
    const video = company([
      'Receita de Produções',
      'Custo de Produção - Alimentação de Set',
      'Despesas Gerais',
    ]);
    expect(takerOf(video, 'Alimentação')).toBe('Custo de Produção - Alimentação de Set');
  });

  it("sends money moved to a name that says it or the catch-all, never to a fee's or a profit's account", () => {
    const chart = company([
      'Receita de Vendas',
      'Despesas Financeiras / Tarifas Bancárias',
      'Patrimônio Líquido / Lucros Distribuídos aos Sócios',
      'Outras Despesas Operacionais',
    ]);
    for (const concept of ['Transferências', 'Investimentos'] as const)
      expect(takerOf(chart, concept)).toBe('Outras Despesas Operacionais');
  });

  it("reads a payroll's words beside it as whom it pays, and an owner's words of savings and taxes", () => {
    const chart = company([
      'Receita de Vendas',
      'Salários Frentistas e Escritório',
      'Despesas Gerais e Manutenção',
      'Imposto da nota',
      'Dinheiro guardado',
    ]);
    expect(takerOf(chart, 'Combustível')).toBe('Despesas Gerais e Manutenção');
    expect(takerOf(chart, 'biz:folha')).toBe('Salários Frentistas e Escritório');
    expect(takerOf(chart, 'biz:impostos-receita')).toBe('Imposto da nota');
    expect(takerOf(chart, 'Investimentos')).toBe('Dinheiro guardado');
    expect(named('(-) Impostos Incidentes sobre Vendas').get('biz:impostos-receita')).toBe(1);
    expect(named('Desp. Pessoal - Encarg.').get('biz:encargos')).toBe(1);
  });

  it('gives an account that takes nothing the kind it names as well as its holder, not the holder’s own', () => {
    const chart = company([
      'Lavagens',
      'Produtos',
      'Lavadores',
      'Encargos',
      'Taxas banco e cartão',
      'Juros',
      'Gastos gerais',
    ]);
    expect(takerOf(chart, 'Tarifas Bancárias')).toBe('Taxas banco e cartão');
    expect(takerOf(chart, 'biz:juros')).toBe('Juros');
  });

  describe('reads the tax on industrial products and a power bill paid as a bill', () => {
    filesEach(company(['Receita de Vendas', '(-) Tributos sobre Vendas', 'Energia e Telefone', 'Outros']), [
      ['DARF IPI 5123 APURACAO OUT', 'out', '(-) Tributos sobre Vendas'],
      ['PAG FATURA NEOENERGIA COELBA', 'out', 'Energia e Telefone'],
    ]);
  });
});

describe('the fifth blind set, read again (2026-11-28)', () => {
  it("reads the administration's rest as the catch-all, and a name of money received as taking nothing spent", () => {
    const chart = company([
      'Revenue - Fees de Clientes',
      'Desp. Adm. Gerais',
      'Desp. Com. Entregas/Motoboy',
      'Revenue - Repasse de Mídia',
      'S&M - Own Marketing',
    ]);
    expect(takerOf(chart, 'Outros')).toBe('Desp. Adm. Gerais');
    expect(takerOf(chart, 'biz:marketing')).toBe('S&M - Own Marketing');
  });

  it('reads microcredit as a loan and bringing in students as marketing', () => {
    expect(named('Microcrédito').get('Empréstimos e Financiamentos')).toBe(1);
    expect(named('Marketing e captação de alunos').has('biz:emprestimo-entrada')).toBe(false);
  });
});

describe("the thirteenth blind set's lessons", () => {
  it('yields the other taxes of an account of one kind of taxes to the name of the other taxes', () => {
    const english = company([
      'Subscription Revenue',
      'Payroll - Taxes (INSS/FGTS)',
      'Other Taxes & Fees (IPTU, Anatel)',
      'Bank Fees',
      'General & Admin',
    ]);
    expect(takerOf(english, 'Impostos e Taxas')).toBe('Other Taxes & Fees (IPTU, Anatel)');
    const towing = company([
      'Receitas / Serviços de Reboque',
      'Impostos / Simples Nacional e ISS',
      'Despesas / IPVA, Licenciamento e Taxas',
      'Despesas / Outras',
    ]);
    expect(takerOf(towing, 'Impostos e Taxas')).toBe('Despesas / IPVA, Licenciamento e Taxas');
    // Alone, or beside a rent that names the IPTU, it keeps them.
    const shop = company([
      'Vendas',
      'Impostos sobre Vendas',
      'Aluguel, Condomínio e IPTU',
      'Outras Despesas',
    ]);
    expect(takerOf(shop, 'Impostos e Taxas')).toBe('Impostos sobre Vendas');
  });

  it("reads a farm's hands, the selling expenses of an English chart and what an application pays", () => {
    expect(named('pagamento dos peões').get('biz:folha')).toBeGreaterThanOrEqual(0.9);
    expect(named('Sales & Marketing').get('biz:marketing')).toBe(1);
    expect(named('Sales & Marketing').has('biz:vendas')).toBe(false);
    expect(named('Juros de aplicação (CDB)').get('biz:receita-financeira')).toBe(1);
  });

  it('reads the examples of a name of rent as the premises', () => {
    expect(named('Aluguel (oficina)').has('Transporte')).toBe(false);
    // Examples that list what the name holds, and a rent of something else, keep their meaning.
    expect(named('Ocupação (aluguel, condomínio, energia, água)').get('Contas e Serviços')).toBeGreaterThan(
      0,
    );
    expect(named('Aluguel semanal do carro (locadora)').get('Viagem')).toBeGreaterThan(0);
  });
});

describe("the fourteenth and fifteenth blind sets' lessons", () => {
  it('takes no sales for a name of financial revenue, and opens with the revenue that names none', () => {
    const chart = company([
      'Receita de Exames Ocupacionais (ASO, PCMSO)',
      'Custo dos Exames (laboratório terceirizado)',
      'Salários e Ordenados',
      'Despesas Gerais',
      'Receitas Financeiras (rendimento de aplicações)',
    ]);
    expect(takerOf(chart, 'biz:vendas')).toBe('Receita de Exames Ocupacionais (ASO, PCMSO)');
    expect(takerOf(chart, 'biz:receita-financeira')).toBe('Receitas Financeiras (rendimento de aplicações)');
  });

  it("reads a cost account's events and schooling as its goods, and an unread account as a trade's goods", () => {
    const fair = company([
      'Receita de Locação de Estandes',
      'Custo dos Eventos - Montagem, Cenografia e Estruturas',
      'Salários e Ordenados',
      'Outras Despesas Administrativas',
    ]);
    expect(takerOf(fair, 'biz:fornecedores')).toBe('Custo dos Eventos - Montagem, Cenografia e Estruturas');
    const recruiter = company([
      'Receita de Recrutamento e Seleção',
      'Testes Psicológicos e Checagem de Referências',
      'Salários e Adiantamentos',
      'Despesas Gerais',
    ]);
    expect(takerOf(recruiter, 'biz:fornecedores')).toBe('Testes Psicológicos e Checagem de Referências');
    // A name of suppliers or goods comes first.
    const shop = company(['Vendas', 'Testes Psicológicos', 'Compra de Mercadorias', 'Despesas Gerais']);
    expect(takerOf(shop, 'biz:fornecedores')).toBe('Compra de Mercadorias');
  });

  it("reads a company's programs, digital tools and the city hall's fees", () => {
    expect(
      named('Desp. Adm. - Ferram. Digitais (área membros, e-mail mkt, hosped.)').get('biz:software'),
    ).toBe(1);
    expect(named('Desp. Adm. - Ferram. Digitais (área membros, e-mail mkt, hosped.)').has('Viagem')).toBe(
      false,
    );
    expect(named('taxas da prefeitura').get('Impostos e Taxas')).toBeGreaterThanOrEqual(0.7);
    const repairs = company(['Consertos', 'Programas e licenças', 'Taxas da prefeitura', 'Outros gastos']);
    expect(takerOf(repairs, 'biz:software')).toBe('Programas e licenças');
  });

  describe("files the payroll's social security before the payroll", () => {
    filesEach(company(['Vendas', 'Salários e Ordenados', 'INSS e FGTS', 'Outros']), [
      ['DARF PREVIDENCIARIO DCTFWEB 13 SALARIO', 'out', 'INSS e FGTS'],
      ['SISPAG SALARIOS 10/2026', 'out', 'Salários e Ordenados'],
    ]);
  });
});

describe("the sixteenth and seventeenth blind sets' lessons", () => {
  it("opens with an owner's revenue named by its money, and a revenue that opens with sales takes nothing spent", () => {
    const farm = numbered([
      'dinheiro dos lotes (integradora)',
      'rendimento da aplicação',
      'peões (salário)',
      'INSS e FGTS dos peões',
      'imposto da nota (DAS)',
      'conserto e outros gastos',
    ]);
    expect(takerOf(farm, 'biz:vendas')).toBe('dinheiro dos lotes (integradora)');
    const repairs = company([
      'Rec. Serv. Conserto e Peças',
      'Cust. Peças Repos. (compressor, placa, motor)',
      'Desp. Adm. - Div.',
      'Desp. Banc.',
      'Desp. Fin. - Juros/IOF',
    ]);
    expect(takerOf(repairs, 'biz:fornecedores')).toBe('Cust. Peças Repos. (compressor, placa, motor)');
    expect(takerOf(repairs, 'Outros')).toBe('Desp. Adm. - Div.');
    expect(takerOf(repairs, 'Tarifas Bancárias')).toBe('Desp. Banc.');
  });

  it('reads a crew as the payroll, and the rest of a group as the catch-all before the rest of one kind', () => {
    expect(named('Custos - Pilotos e Mecânicos').get('biz:folha')).toBeGreaterThanOrEqual(0.85);
    const signs = company([
      'Receita de Serviços',
      'Despesas Administrativas - Outras',
      'Despesas Tributárias - Impostos e Taxas Diversas',
      'Despesas Financeiras - Despesas Bancárias',
    ]);
    expect(takerOf(signs, 'Outros')).toBe('Despesas Administrativas - Outras');
    expect(takerOf(signs, 'Impostos e Taxas')).toBe('Despesas Tributárias - Impostos e Taxas Diversas');
  });
});

describe("the eighteenth to twenty-first blind sets' lessons", () => {
  it("reads an English possessive, the owners' draw and the selling expenses whichever comes first", () => {
    expect(named("Owner's Draw").get('biz:distribuicao-lucros')).toBe(1);
    expect(named("Partners' draw").get('biz:distribuicao-lucros')).toBe(1);
    expect(named('Marketing & sales').get('biz:marketing')).toBe(1);
    expect(named('Marketing & sales').has('biz:vendas')).toBe(false);
    expect(named('Despesas Gerais - Processamento de Dados').get('biz:software')).toBe(1);
  });

  it("gives a trade's goods to an account the engine cannot read even beside a store's software", () => {
    const distillery = company([
      'VENDAS DE CACHAÇA',
      'CANA, GARRAFAS, ROLHAS E RÓTULOS',
      'SALÁRIOS',
      'SISTEMA E LOJA VIRTUAL',
      'DESPESAS DIVERSAS',
    ]);
    expect(takerOf(distillery, 'biz:fornecedores')).toBe('CANA, GARRAFAS, ROLHAS E RÓTULOS');
  });

  it('reads the services a cost account buys as its goods, and a name of sales as taking nothing spent', () => {
    const broker = company([
      'Receita de Despachos',
      'Custo dos Serviços - Armazenagem e Serviços de Terceiros',
      'Honorários Advocatícios e Contábeis',
      'Despesas Gerais Administrativas',
    ]);
    expect(takerOf(broker, 'biz:fornecedores')).toBe(
      'Custo dos Serviços - Armazenagem e Serviços de Terceiros',
    );
    expect(takerOf(broker, 'biz:servicos')).toBe('Honorários Advocatícios e Contábeis');
    const babyShop = numbered([
      'Vendas (loja, PIX, cartão, Shopee)',
      'Compras de mercadorias (roupinhas, enxoval)',
      'Salários',
      'Diversos (limpeza, correios, lanches)',
    ]);
    expect(takerOf(babyShop, 'Compras')).not.toBe('Vendas (loja, PIX, cartão, Shopee)');
  });
});

describe("the twenty-second and twenty-third blind sets' lessons", () => {
  it("reads a company's canteen as the team's meals, and the production's staff as no raw material", () => {
    const chart = company([
      'Receitas / Venda de caixas',
      'Custos / Bobinas de papel kraft, cola e tinta flexo',
      'Custos / Mão de obra produção',
      'Despesas / Benefícios (VR, VT, convênio médico)',
      'Despesas / Refeitório',
      'Despesas / Outras',
    ]);
    expect(takerOf(chart, 'Alimentação')).toBe('Despesas / Refeitório');
    expect(takerOf(chart, 'biz:fornecedores')).toBe('Custos / Bobinas de papel kraft, cola e tinta flexo');
    expect(takerOf(chart, 'biz:folha')).toBe('Custos / Mão de obra produção');
    // A group of the staff says nothing of the words under it: at home, "Pessoal > Roupas e Compras" is shopping.
    expect(named('Pessoal > Roupas e Compras').get('Compras')).toBe(1);
  });
});

describe('what a company pays for, and where its goods go when no account names them (2026-11-28)', () => {
  it('gives the goods to the first empty account that names goods or a cost, never to one of the staff', () => {
    const drywall = numbered([
      'recebimento das obras',
      'Placa, Perfil, Massa e Parafuso',
      'pagamento dos meninos (salario)',
      'INSS/FGTS',
      'DAS',
      'almoço na obra',
      'minha retirada',
      'gasolina e pedágio',
      'outros gastos',
    ]);
    expect(takerOf(drywall, 'biz:fornecedores')).toBe('Placa, Perfil, Massa e Parafuso');
    const dumpsters = company([
      'Receitas > Locação de caçambas',
      'Impostos > Simples Nacional',
      'Custos > Taxa de Descarte (aterro e usina)',
      'Custos > Diesel dos Caminhões',
      'Pessoal > Motoristas (salários)',
      'Impostos > Taxas, IPVA e Licença Ambiental',
      'Banco > Tarifas',
      'Outros > Manutenção e gastos gerais',
    ]);
    expect(takerOf(dumpsters, 'biz:fornecedores')).toBe('Custos > Taxa de Descarte (aterro e usina)');
    // An account of the staff or of money passing through takes no goods: they stay with the catch-all.
    const agency = company([
      'Receita de Comissões',
      'Pessoal > Salários',
      'Pessoal > Comissões de Corretores',
      'Valores de Terceiros > Repasses a Proprietários',
      'Despesas Gerais',
    ]);
    expect(takerOf(agency, 'biz:fornecedores')).toBe('Despesas Gerais');
  });

  const clinic = company([
    'Receita de Consultas',
    'Custo - Materiais Médicos',
    'Salários',
    'Benefícios (VT, VR, plano de saúde)',
    'Sistemas e Software',
    'Marketing e Anúncios',
    'Veículos e Viagens',
    'Manutenção e Despesas Gerais',
  ]);
  describe("in a company's statement, the words of what is paid for outweigh a payee's household name", () => {
    filesEach(clinic, [
      ['FEEGOW CLINIC SISTEMA', 'out', 'Sistemas e Software'],
      ['MERCADO LIVRE ADS PRODUCT ADS', 'out', 'Marketing e Anúncios'],
      ['PAG BOLETO OFICINA DIESEL MANUTENCAO CAMINHAO', 'out', 'Manutenção e Despesas Gerais'],
      ['PAG BOLETO CIRURGICA FERNANDES MAT MEDICO', 'out', 'Custo - Materiais Médicos'],
      ['PAG BOLETO FEIRA HOSPITALAR ESTANDE', 'out', 'Marketing e Anúncios'],
    ]);
  });

  it('keeps the household reading of the same words at home', () => {
    const [clinicAtHome, repairsAtHome] = engine.categorize(
      ['FEEGOW CLINIC SISTEMA', 'OFICINA MECANICA MANUTENCAO'],
      undefined,
      [{ direction: 'out' }, { direction: 'out' }],
    );
    expect(clinicAtHome?.category).toBe('Saúde');
    expect(repairsAtHome?.category).toBe('Transporte');
  });

  it("guesses no meal for a company's card purchase nothing names, as it does on a household's card bill", () => {
    const [atCompany] = engine.categorize(['BLACKMAGIC DESIGN DAVINCI RESOLVE'], clinic, [
      { direction: 'out' },
    ]);
    expect(atCompany?.reason).not.toContain('alimentação');
    const [atHome] = engine.categorize(['BLACKMAGIC DESIGN DAVINCI RESOLVE'], undefined, [
      { direction: 'out' },
    ]);
    expect(atHome?.category).toBe('Alimentação');
  });
});

describe("the twenty-fourth to twenty-seventh blind sets' lessons", () => {
  it("reads an English accountant, a company's supplies, its freelancers and PIS on the payroll", () => {
    expect(named('Accountant').get('biz:servicos')).toBe(1);
    const studio = numbered([
      'Services revenue (lash, brow)',
      'Supplies (cílios, colas, henna)',
      'Staff salaries',
      'Payroll taxes (FGTS/INSS)',
      'Accountant',
      'General & admin',
    ]);
    expect(takerOf(studio, 'biz:fornecedores')).toBe('Supplies (cílios, colas, henna)');
    expect(takerOf(studio, 'biz:servicos')).toBe('Accountant');
    const portal = numbered([
      'Rec. publicidade/assinaturas',
      'Sal. jornalistas e equipe',
      'Encarg. s/ folha',
      'Freelas e colab. (fotos, textos)',
      'Hon. contáb./juríd.',
      'Desp. gerais/diversas',
    ]);
    expect(takerOf(portal, 'biz:fornecedores')).toBe('Freelas e colab. (fotos, textos)');
    // At home a freela is side income.
    expect(named('Freelas').get('Receitas')).toBeGreaterThan(0.5);
    const ngo = company([
      'Receitas com Doações e Convênios',
      'Salários e Ordenados',
      'Encargos Sociais (INSS, FGTS, PIS s/ Folha)',
      'Tributos, Taxas e Contribuições',
      'Despesas Gerais',
    ]);
    expect(takerOf(ngo, 'biz:impostos-receita')).toBe('Tributos, Taxas e Contribuições');
  });
});

describe("what a company's bank writes, read as its accountant books it (2026-11-28)", () => {
  const chart = company([
    'Receita de Vendas',
    'Impostos sobre Vendas (DAS, ICMS, Funrural)',
    'Fornecedores',
    'Salários',
    'Encargos (INSS, FGTS)',
    'Viagens e Combustível',
    'Transferências entre Contas',
    'Despesas Gerais',
  ]);
  filesEach(chart, [
    ['PAG 13 SAL 2A PARC BIANCA FERREIRA', 'out', 'Salários'],
    ['ADTO QUINZENAL MOTORISTAS', 'out', 'Salários'],
    ['DARF PIS FOLHA DE PAGAMENTO 8301', 'out', 'Encargos (INSS, FGTS)'],
    ['DARF FUNRURAL CONTRIB S/ COMERCIALIZACAO', 'out', 'Impostos sobre Vendas (DAS, ICMS, Funrural)'],
    ['LOCALIZA ALUGUEL CARRO', 'out', 'Viagens e Combustível'],
    ['TRANSFERENCIA SALDO STONE P/ CONTA ITAU', 'out', 'Transferências entre Contas'],
    ['CRED TRANSF CONTAS MESMA TITULAR', 'in', 'Transferências entre Contas'],
    ['PAGSEGURO INTERNET VENDAS TRANSF SALDO', 'in', 'Receita de Vendas'],
    ['MOTOBOY ENTREGAS EXPRESS', 'out', 'Despesas Gerais'],
    ['PAG BOLETO RANDON PECAS E SERV', 'out', 'Fornecedores'],
    ['PIX ENVIADO PARA PNEUS RODOBEM LTDA', 'out', 'Fornecedores'],
    ['BORRACHARIA DO TONINHO', 'out', 'Viagens e Combustível'],
  ]);

  it("keeps a household's parts its car's", () => {
    const [parts] = engine.categorize(['PAG BOLETO RANDON PECAS E SERV'], undefined, [{ direction: 'out' }]);
    expect(parts?.category).toBe('Transporte');
  });
});

describe("the twenty-eighth to thirty-first blind sets' lessons", () => {
  it('gives no goods to a deduction from revenue, and finds them in an account that only buys', () => {
    const hospital = company([
      'Receita de Procedimentos (convênios e particulares)',
      '(-) Impostos sobre Faturamento (ISS, PIS, COFINS)',
      '(-) Glosas de Convênios',
      'Materiais e Medicamentos (OPME, fios, anestésicos)',
      'Salários',
      'Benefícios (vale-transporte, plano de saúde)',
      'Outras Despesas Administrativas',
    ]);
    expect(takerOf(hospital, 'biz:fornecedores')).toBe('Materiais e Medicamentos (OPME, fios, anestésicos)');
    const college = company([
      'Receitas > Mensalidades',
      'Deduções > ISS, PIS e COFINS',
      'Deduções > Bolsas e Descontos Concedidos',
      'Acadêmico > Material Didático, Livros e Laboratórios',
      'Pessoal > Salários',
      'Administrativas > Outras Despesas',
    ]);
    expect(takerOf(college, 'biz:fornecedores')).toBe('Acadêmico > Material Didático, Livros e Laboratórios');
    expect(takerOf(college, 'biz:impostos-receita')).toBe('Deduções > ISS, PIS e COFINS');
  });

  it('reads "Grupo / nome" as a group before the name, as " - " and ":" are', () => {
    const bar = numbered([
      'Receitas / Eventos (casamentos, formaturas)',
      'Custos / Insumos (bebidas, frutas, gelo)',
      'Equipe / Salários e Diárias',
      'Equipe / Encargos',
      'Equipe / Alimentação e Transporte',
      'Administrativo / Outras despesas',
    ]);
    expect(takerOf(bar, 'biz:folha')).toBe('Equipe / Salários e Diárias');
    expect(takerOf(bar, 'biz:encargos')).toBe('Equipe / Encargos');
  });

  it("reads a company's site and platforms as its systems, and a site among the examples of its ads as ads", () => {
    expect(named('site e whatsapp business').get('biz:software')).toBeGreaterThan(0.5);
    expect(named('Plataforma de Discagem').get('biz:software')).toBeGreaterThan(0.5);
    expect(named('Hospedagem, CMS e softw.').has('Viagem')).toBe(false);
    expect(named('Divulgação (Instagram, sites de noivas)').has('biz:software')).toBe(false);
    expect(named('Hotel e hospedagem').get('Viagem')).toBe(1);
  });
});

describe("a day hospital's month, read as its accountant books it (2026-11-28)", () => {
  const chart = company([
    'Receita de Procedimentos (convênios e particulares)',
    '(-) Glosas de Convênios',
    'Materiais e Medicamentos (OPME, fios, anestésicos, gases)',
    'Equipe / Salários (enfermagem e administrativo)',
    'Sistemas e Prontuário Eletrônico',
    'Manutenção de Equipamentos e Predial',
    'Transferências entre Contas',
    'Outras Despesas Administrativas',
  ]);
  filesEach(chart, [
    // A boleto is a bill paid to its issuer: never money moved, whatever surname a company's name holds.
    [
      'PAG BOLETO WHITE MARTINS GASES OXIGENIO',
      'out',
      'Materiais e Medicamentos (OPME, fios, anestésicos, gases)',
    ],
    ['PAG BOLETO MANUTENCAO AR COND CENTRO CIRURGICO', 'out', 'Manutenção de Equipamentos e Predial'],
    ['PAG BOLETO RECARGA EXTINTORES LTDA', 'out', 'Manutenção de Equipamentos e Predial'],
    ['TRANSF P/ CONTA MESMA TITULARIDADE BRADESCO', 'out', 'Transferências entre Contas'],
  ]);
});
