import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '#shared/categories';
import { CONCEPT_IDS, type ConceptId, conceptEntries } from '#shared/engine/concepts';
import {
  conceptsNamedBy,
  isCatchAll,
  mapConceptsToCategories,
  nameParts,
  normalizeWord,
} from '#shared/engine/custom-mapping';
import { loadLists, loadScenarios } from '../../../scripts/engine/dataset.ts';

const list = (...names: string[]) => names.map((name, k) => ({ name, number: k + 1 }));
const mapped = (names: readonly string[], concept: ConceptId) => {
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
    // A company's loans are no expense, nor its financial result: the catch-all, unless a name says loans.
    expect(mapped(empresa, 'Empréstimos e Financiamentos')).toBe('Demais Despesas');
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

  it('takes a name of money received for income, without taking the salary from "Salário"', () => {
    for (const received of ['Aluguel recebido', 'Mensalidades recebidas', 'Dividendos recebidos']) {
      const household = ['Salário', received, 'Mercado', 'Contas', 'Lazer', 'Outros'];
      expect(mapped(household, 'Receitas'), received).toBe('Salário');
    }
    // A school's chart: tuition received is its revenue, not the bank's or the card machine's.
    const school = ['Mensalidades recebidas', 'Banco e maquininha', 'Professores', 'Outros gastos'];
    expect(mapped(school, 'Receitas')).toBe('Mensalidades recebidas');
    expect(mapped(school, 'biz:vendas')).toBe('Mensalidades recebidas');
  });

  it('reads a list with account codes as a company chart, however few of its names are in company words', () => {
    // Three accounts, one of them in a company's words: money received goes to the revenue, never to the fees.
    const chart = [
      { name: 'Receita de Vendas', number: '3.1.01' },
      { name: 'Combustíveis', number: '4.2.03' },
      { name: 'Tarifas Bancárias', number: '4.5.01' },
    ];
    const targets = mapConceptsToCategories(chart);
    const at = (concept: ConceptId) => chart[targets[CONCEPT_IDS.indexOf(concept)] as number]?.name;
    for (const concept of ['Receitas', 'biz:vendas', 'transfer-in'] as const) {
      expect(at(concept), concept).toBe('Receita de Vendas');
    }
    expect(at('Tarifas Bancárias')).toBe('Tarifas Bancárias');
  });

  it('gives what nothing names to the catch-all, else to the name that takes the most kinds of spending', () => {
    expect(mapped(['Comida', 'Carro', 'Resto'], 'Doações')).toBe('Resto');
    expect(mapped(['Comida', 'Carro', 'Resto'], 'Supermercado')).toBe('Comida');
    expect(mapped(['Comida', 'Carro', 'Resto'], 'Combustível')).toBe('Carro');
    // Jars with no catch-all: the rest goes with the needs, not to the last jar.
    const jars = ['Necessidades', 'Diversão', 'Liberdade financeira', 'Doação', 'Movimentação entre contas'];
    expect(mapped(jars, 'Outros')).toBe('Necessidades');
  });

  it('without a catch-all, gives what nothing names to the rest of something, not to the last name', () => {
    const agency = [
      '(+) Receita de Serviços',
      '(-) Aluguel e Condomínio',
      '(-) Outras Despesas Administrativas',
      '(=) Transferências e Aplicações (fora do resultado)',
    ];
    expect(mapped(agency, 'Doações')).toBe('(-) Outras Despesas Administrativas');
    expect(mapped(agency, 'Pets')).toBe('(-) Outras Despesas Administrativas');
    const startup = ['Revenue', 'Payroll', 'Rent', 'G&A - Other', 'Other income', 'Transfers'];
    expect(mapped(startup, 'Lazer')).toBe('G&A - Other');
  });

  it('reads account codes and list numbers as no words', () => {
    for (const name of [
      '4.2.99 Despesas diversas',
      '8.1.01 Outras Despesas',
      '10. Outros',
      '5.06 Despesas Gerais',
    ])
      expect(isCatchAll(name), name).toBe(true);
    expect(strongest('5.2.01 Aluguéis')).toBe('Moradia');
    const coded = [
      '3.1.01 Receita de vendas',
      '4.2.02 Aluguel',
      '4.2.07 Impostos',
      '4.2.99 Despesas diversas',
    ];
    expect(mapped(coded, 'Pets')).toBe('4.2.99 Despesas diversas');
  });

  it('never takes a real category for the catch-all', () => {
    for (const name of [
      'Outras receitas',
      'Other income',
      'Despesas gerais e administrativas',
      'Outros impostos',
    ])
      expect(isCatchAll(name), name).toBe(false);
    for (const name of [
      'Outras Despesas Operacionais',
      'Não classificado',
      'Uncategorized',
      'Misc expenses',
      's/ categoria',
      'Sem cat.',
      'Imprevistos',
      'Other stuff',
      'A revisar',
      'Miudezas',
    ])
      expect(isCatchAll(name), name).toBe(true);
  });
});

const strongest = (name: string) => conceptsNamedBy(name)[0]?.concept;
const names = (name: string) => conceptsNamedBy(name).map((claim) => claim.concept);

describe('understanding category names', () => {
  it('knows the names people give their categories in budgeting apps and spreadsheets', () => {
    const expected: Record<string, string> = {
      'Mercado Livre': 'Compras',
      Shopee: 'Compras',
      'Sócio torcedor': 'Lazer',
      'Banho e tosa': 'Pets',
      Caixinhas: 'Investimentos',
      'Sem Parar': 'Transporte',
      'Bilhete único': 'Transporte',
      Pilates: 'Saúde',
      Encanador: 'Moradia',
      Consórcio: 'Empréstimos e Financiamentos',
      'Cheque especial': 'Tarifas Bancárias',
      Vaquinha: 'Doações',
      'Lua de mel': 'Viagem',
      'Lawn & Garden': 'Compras',
      Toys: 'Compras',
      Newspapers: 'Assinaturas',
      'Rango na rua': 'Alimentação',
      Subscrições: 'Assinaturas',
      'Comissões bancárias': 'Tarifas Bancárias',
      'Remessas para o Brasil': 'Transferências',
      'Getting Around': 'Transporte',
      'Portuguese Lessons': 'Educação',
      'Arrendamento de terra': 'Moradia',
      'Contas casa (luz, água, net, cel)': 'Contas e Serviços',
    };
    for (const [name, concept] of Object.entries(expected)) expect(strongest(name), name).toBe(concept);
    // Income of one kind takes income, not the salary: "Salário" keeps it.
    expect(mapped(['Salário', 'Freelas', 'Mercado', 'Outros'], 'Receitas')).toBe('Salário');
    expect(mapped(['Freelas', 'Mercado', 'Outros'], 'Receitas')).toBe('Freelas');
    // A name that lists what it holds is that: no taxes or insurance in bills of light, water and phone.
    const bills = ['Aluguel', 'Contas fixas (luz, água, celular, internet)', 'Salário', 'Outros'];
    expect(mapped(bills, 'Contas e Serviços')).toBe('Contas fixas (luz, água, celular, internet)');
    expect(mapped(bills, 'Impostos e Taxas')).toBe('Outros');
    expect(mapped(bills, 'Seguros')).toBe('Outros');
    expect(mapped(['Aluguel', 'Contas fixas', 'Outros'], 'Impostos e Taxas')).toBe('Contas fixas');
    expect(mapped(['Carro (gasolina, estacionamento)', 'Outros'], 'Seguros')).toBe('Outros');
    expect(mapped(['Carro (gasolina, oficina, seguro)', 'Outros'], 'Seguros')).toBe(
      'Carro (gasolina, oficina, seguro)',
    );
    // Examples it does not understand say nothing: the head keeps what it names.
    expect(mapped(['Insumos (adubo, defensivos)', 'Outros'], 'Compras')).toBe('Insumos (adubo, defensivos)');
    // A list organized by ways of paying names its kinds after them.
    const byMethod = [
      'Cartão - Mercado',
      'Cartão - Outros',
      'Débito automático - Contas fixas',
      'Boleto - Faculdade',
    ];
    expect(mapped(byMethod, 'Contas e Serviços')).toBe('Débito automático - Contas fixas');
    expect(mapped(byMethod, 'Lazer')).toBe('Cartão - Outros');
    expect(mapped(byMethod, 'Supermercado')).toBe('Cartão - Mercado');
    expect(mapped(['Cartão de crédito', 'Outros'], 'Transferências')).toBe('Cartão de crédito');
    // A spreadsheet's groups: "Moradia > Condomínio".
    expect(nameParts('Moradia > Condomínio')).toEqual([['moradia'], ['condominio']]);
    // The salary comes before a side income.
    expect(mapped(['Bico / renda extra', 'Salário', 'Outros'], 'Receitas')).toBe('Salário');
    // A retiree's pension is income; retirement savings are investments.
    expect(mapped(['Aposentadoria e rendimentos', 'Poupança', 'Mercado', 'Diversos'], 'Receitas')).toBe(
      'Aposentadoria e rendimentos',
    );
    expect(mapped(['Aposentadoria e rendimentos', 'Poupança', 'Mercado', 'Diversos'], 'Investimentos')).toBe(
      'Poupança',
    );
    expect(mapped(['Salário', 'Previdência e aposentadoria', 'Outros'], 'Investimentos')).toBe(
      'Previdência e aposentadoria',
    );
    // A household's bank fees take no money moved; its bank does.
    for (const fees of ['Tarifa banco', 'Despesas do banco', 'Tarifas do banco'])
      expect(mapped(['Mercado', fees, 'Outros'], 'Transferências'), fees).toBe('Outros');
    for (const bank of ['Banco', 'Banking & Fees'])
      expect(mapped(['Mercado', bank, 'Outros'], 'Transferências'), bank).toBe(bank);
    // Drinks are eating out or groceries as their neighbours say.
    expect(mapped(['Comida e bebida', 'Feira e mercado', 'Outros'], 'Alimentação')).toBe('Comida e bebida');
    expect(mapped(['Bares', 'Mercado e bebidas', 'Outros'], 'Supermercado')).toBe('Mercado e bebidas');
  });

  it('folds accents, case, plurals, feminine adjectives and common abbreviations', () => {
    expect(normalizeWord('alimentacoes')).toBe('alimentacao');
    expect(normalizeWord('alugueis')).toBe('aluguel');
    expect(normalizeWord('viagens')).toBe('viagem');
    expect(normalizeWord('financeiras')).toBe('financeiro');
    expect(normalizeWord('utilities')).toBe('utility');
    expect(normalizeWord('vacations')).toBe('vacation');
    expect(normalizeWord('loans')).toBe('loan');
    expect(normalizeWord('garagens')).toBe('garagem');
    expect(normalizeWord('transp')).toBe('transporte');
    for (const name of ['Alimentação', 'alimentacao', 'ALIMENTAÇÃO', 'Alim.'])
      expect(strongest(name), name).toBe('Alimentação');
    expect(strongest('Desp. médicas')).toBe('Saúde');
    expect(strongest('Aluguéis')).toBe('Moradia');
  });

  it('matches whole words, never a prefix of another word', () => {
    expect(names('Casamento')).not.toContain('Moradia');
    expect(names('Importados')).not.toContain('Impostos e Taxas');
    expect(names('Lazaro')).not.toContain('Lazer');
    expect(names('Transporte')).not.toContain('Transferências');
    expect(names('Transferências')).not.toContain('Transporte');
    expect(strongest('Educ. física')).toBe('Saúde');
    expect(names('Mercadorias para revenda')).not.toContain('Supermercado');
    expect(mapped(['Mercado', 'Mercadorias para revenda', 'Folha', 'Outros'], 'Supermercado')).toBe(
      'Mercado',
    );
    expect(mapped(['Mercado', 'Mercadorias para revenda', 'Folha', 'Outros'], 'biz:fornecedores')).toBe(
      'Mercadorias para revenda',
    );
    expect(mapped(['Educação', 'Educ. física', 'Outros'], 'Educação')).toBe('Educação');
    expect(mapped(['Casa', 'Casamento', 'Outros'], 'Moradia')).toBe('Casa');
  });

  it('splits names at "e", "&", "/", commas and parentheses, and lets each part claim', () => {
    expect(nameParts('Futuro (investimentos e dívidas)')).toEqual([['futuro'], ['investimento'], ['divida']]);
    const list = ['Moradia & contas', 'Mercado', 'Futuro (investimentos e dívidas)', 'Outros'];
    expect(mapped(list, 'Moradia')).toBe('Moradia & contas');
    expect(mapped(list, 'Contas e Serviços')).toBe('Moradia & contas');
    expect(mapped(list, 'Investimentos')).toBe('Futuro (investimentos e dívidas)');
    expect(mapped(list, 'Empréstimos e Financiamentos')).toBe('Futuro (investimentos e dívidas)');
  });

  it('reads a word after a preposition as a qualifier of the word before it', () => {
    const list = [
      'Alimentação em casa',
      'Alimentação fora de casa',
      'Aluguel',
      'Seguro do carro',
      'Carro',
      'Outros',
    ];
    expect(mapped(list, 'Supermercado')).toBe('Alimentação em casa');
    expect(mapped(list, 'Alimentação')).toBe('Alimentação fora de casa');
    expect(mapped(list, 'Moradia')).toBe('Aluguel');
    expect(mapped(list, 'Seguros')).toBe('Seguro do carro');
    expect(mapped(list, 'Combustível')).toBe('Carro');
    expect(mapped(['Gastos com casa', 'Gastos com carro', 'Outros'], 'Moradia')).toBe('Gastos com casa');
  });

  it('reads a word with two meanings by its neighbours', () => {
    expect(names('Gas & Fuel')).toEqual(['Combustível']);
    expect(names('Luz, água, gás e internet')).toEqual(['Contas e Serviços']);
    expect(strongest('Ônibus e Apps')).toBe('Transporte');
    expect(names('Ônibus e Apps')).not.toContain('Assinaturas');
    expect(names('Assinaturas e apps')).not.toContain('Transporte');
    expect(names('Impostos e taxas')).not.toContain('Tarifas Bancárias');
  });

  it('reads a word by the other parts of its name: the rent in Portugal, the bills of the home', () => {
    // "Renda" is income in Brazil, the rent in Portugal beside a part of the home; examples do not turn it.
    expect(strongest('Renda')).toBe('Receitas');
    expect(names('Renda')).not.toContain('Moradia');
    expect(names('Renda e condomínio')).toEqual(['Moradia']);
    expect(names('Renda da casa')).toEqual(['Moradia']);
    expect(strongest('Renda (aluguel)')).toBe('Receitas');
    expect(names('Renda (aluguel)')).not.toContain('Moradia');
    const portugal = [
      'Ordenado',
      'Renda e condomínio',
      'Roupa e casa',
      'Finanças (IRS, IMI, IUC)',
      'Diversos',
    ];
    expect(mapped(portugal, 'Receitas')).toBe('Ordenado');
    expect(mapped(portugal, 'Moradia')).toBe('Renda e condomínio');
    expect(mapped(portugal, 'Impostos e Taxas')).toBe('Finanças (IRS, IMI, IUC)');
    // Beside the home, "contas" are the bills that come to it: no insurance.
    expect(names('aluguel + contas')).not.toContain('Seguros');
    expect(names('Casa e contas')).toContain('Impostos e Taxas');
    expect(names('Contas')).toContain('Seguros');
    // Examples read each other: "(aluguel/contas)" are the rent and the bills of the home.
    expect(names('república (aluguel/contas)')).not.toContain('Seguros');
    const phd = ['bolsa capes', 'república (aluguel/contas)', 'mercado/feira', 'outros'];
    expect(mapped(phd, 'Receitas')).toBe('bolsa capes');
    expect(mapped(phd, 'Seguros')).toBe('outros');
    const student = ['aluguel + contas', 'mercado', 'bandejão', 'busão', 'outros'];
    expect(mapped(student, 'Contas e Serviços')).toBe('aluguel + contas');
    expect(mapped(student, 'Seguros')).toBe('outros');
  });

  it('reads people among examples as whom the name is for, an allowance by its neighbours', () => {
    expect(names('Viagens (visitar parentes)')).not.toContain('Transferências');
    expect(names('Transferências (filhos)')).toEqual(['Transferências']);
    expect(names('Ajuda aos pais')).toContain('Transferências');
    const student = ['mesada/estagio', 'republica (aluguel, luz, net)', 'facul (xerox, livros)', 'outros'];
    expect(mapped(student, 'Receitas')).toBe('mesada/estagio');
    expect(mapped(student, 'Educação')).toBe('facul (xerox, livros)');
    expect(mapped(student, 'Compras')).toBe('outros');
    expect(mapped(['Salário', 'Mesada dos filhos', 'Outros'], 'Receitas')).toBe('Salário');
  });

  it('knows pay as the armed forces and public servants name it, and money coming in as people say it', () => {
    for (const income of [
      '17 - SOLDO E GRATIFICACOES',
      'Vencimentos',
      'grana entrando',
      '💸 Entrou (alunos)',
    ])
      expect(mapped([income, 'mercado', 'Receitas diversas', 'resto'], 'Receitas'), income).toBe(income);
    expect(strongest('Car financing')).toBe('Empréstimos e Financiamentos');
    // Pay TV is a subscription too; repairs are housing after the rent.
    expect(mapped(['Casa (aluguel, luz, água, TV)', 'Mercado', 'Outros'], 'Assinaturas')).toBe(
      'Casa (aluguel, luz, água, TV)',
    );
    expect(mapped(['Manutenção e reformas', 'Aluguel do salão', 'Outros'], 'Moradia')).toBe(
      'Aluguel do salão',
    );
    expect(mapped(['Salário', 'Outras receitas', 'Outros'], 'Receitas')).toBe('Salário');
    expect(mapped(['Mercado', 'Outras receitas', 'Outros'], 'Receitas')).toBe('Outras receitas');
  });

  it('maps a list in Spanish, as immigrants write it', () => {
    const spanish = [
      'Comida afuera / lanchonete',
      'Mercado y feria',
      'Alquiler y casa',
      'Salud / farmacia',
      'Ropa y zapatos',
      'Sueldo y trabajos extra',
      'Retiro en efectivo',
      'Comisiones del banco',
      'Ahorro (poupança)',
      'Préstamo / cuotas',
      'Iglesia / diezmo',
      'Peluquería y barbería',
      'Perrito (comida, vacuna)',
      'Otros gastos',
    ];
    expect(isCatchAll('Otros gastos')).toBe(true);
    const expected: Partial<Record<ConceptId, string>> = {
      Alimentação: 'Comida afuera / lanchonete',
      Supermercado: 'Mercado y feria',
      Moradia: 'Alquiler y casa',
      Saúde: 'Salud / farmacia',
      Compras: 'Ropa y zapatos',
      Receitas: 'Sueldo y trabajos extra',
      Saques: 'Retiro en efectivo',
      'Tarifas Bancárias': 'Comisiones del banco',
      Investimentos: 'Ahorro (poupança)',
      'Empréstimos e Financiamentos': 'Préstamo / cuotas',
      Doações: 'Iglesia / diezmo',
      'Cuidados Pessoais': 'Peluquería y barbería',
      Pets: 'Perrito (comida, vacuna)',
      Seguros: 'Otros gastos',
    };
    for (const [concept, name] of conceptEntries(expected))
      expect(mapped(spanish, concept), concept).toBe(name);
    // A church's retreat is no cash withdrawal.
    expect(names('Eventos (retiros, cantina)')).not.toContain('Saques');
  });

  it('reads the emoji of a name when its words say nothing', () => {
    expect(names('🐶 Thor')).toEqual(['Pets']);
    expect(names('🐱')).toEqual(['Pets']);
    expect(names('🛒 Lojas')).not.toContain('Supermercado');
    expect(names('💸 Rolê')).toEqual(names('Rolê'));
    expect(mapped(['🛍️ Compras online', '🐶 Thor', '🤷 Outros'], 'Pets')).toBe('🐶 Thor');
  });

  it("gives the pet to shopping as a whole at home, not to clothes, furniture or a company's purchases", () => {
    expect(mapped(['Mercado', 'Compras', 'Outros'], 'Pets')).toBe('Compras');
    expect(mapped(['Mercado', 'Shopping', 'Other'], 'Pets')).toBe('Shopping');
    expect(mapped(['Mercado', 'Roupa e casa', 'Diversos'], 'Pets')).toBe('Diversos');
    expect(mapped(['Mercado', 'Apê - Móveis e Enxoval', 'Outros gastos'], 'Pets')).toBe('Outros gastos');
    const chart = ['Vendas', 'Compras de insumos e mercadorias', 'Folha de pagamento', 'Despesas gerais'];
    expect(mapped(chart, 'Pets')).toBe('Despesas gerais');
    expect(mapped(chart, 'Cuidados Pessoais')).toBe('Despesas gerais');
  });

  it('gives income to the salary before money back, and loans to the loan before a settlement', () => {
    expect(mapped(['Reembolsos (plano e IR)', 'Benefício e salário', 'Outros'], 'Receitas')).toBe(
      'Benefício e salário',
    );
    expect(mapped(['Mercado', 'Reembolsos', 'Outros'], 'Receitas')).toBe('Reembolsos');
    expect(
      mapped(['Acordo Serasa / renegociação', 'Empréstimo Caixa', 'Outros'], 'Empréstimos e Financiamentos'),
    ).toBe('Empréstimo Caixa');
    expect(names('Colchão pros meses fracos')).toEqual(['Investimentos']);
    expect(names('Pé de meia')).toEqual(['Investimentos']);
  });

  it('prefers the most specific name and the longest term', () => {
    expect(mapped(['Transporte', 'Transporte e viagem', 'Outros'], 'Transporte')).toBe('Transporte');
    expect(mapped(['Saúde', 'Beleza', 'Saúde e bem-estar', 'Outros'], 'Cuidados Pessoais')).toBe('Beleza');
    expect(names('Cuidados pessoais')).toEqual(['Cuidados Pessoais']);
    expect(names('Renda fixa')).toEqual(['Investimentos']);
    expect(strongest('Movimentações entre contas')).toBe('Transferências');
  });

  it('maps English lists', () => {
    const list = ['Dining Out', 'Groceries', 'Auto & Transport', 'Home', 'Utilities', 'Health', 'Shopping'];
    const english = [...list, 'Bank Fees', 'Transfer', 'Income', 'Other income', 'Other'];
    expect(mapped(english, 'Alimentação')).toBe('Dining Out');
    expect(mapped(english, 'Supermercado')).toBe('Groceries');
    expect(mapped(english, 'Combustível')).toBe('Auto & Transport');
    expect(mapped(english, 'Contas e Serviços')).toBe('Utilities');
    expect(mapped(english, 'Moradia')).toBe('Home');
    expect(mapped(english, 'Tarifas Bancárias')).toBe('Bank Fees');
    expect(mapped(english, 'Receitas')).toBe('Income');
    expect(mapped(english, 'Doações')).toBe('Other');
    expect(mapped(english, 'Outros')).toBe('Other');
  });

  it('maps budgets by need: needs, wants and savings; fixed and variable', () => {
    const needs = ['Needs', 'Wants', 'Savings & Debt', 'Income', 'Other'];
    expect(mapped(needs, 'Moradia')).toBe('Needs');
    expect(mapped(needs, 'Lazer')).toBe('Wants');
    expect(mapped(needs, 'Empréstimos e Financiamentos')).toBe('Savings & Debt');
    expect(mapped(needs, 'Transferências')).toBe('Other');
    const fixed = ['Gastos fixos', 'Gastos variáveis', 'Reserva', 'Outros'];
    expect(mapped(fixed, 'Contas e Serviços')).toBe('Gastos fixos');
    expect(mapped(fixed, 'Supermercado')).toBe('Gastos variáveis');
    expect(mapped(fixed, 'Investimentos')).toBe('Reserva');
    expect(names('Gastos não essenciais')).toContain('Lazer');
    expect(names('Gastos não essenciais')).not.toContain('Moradia');
  });

  it('maps a chart of accounts in DRE style', () => {
    const dre = [
      'Receita de Serviços',
      'Deduções (ISS, Simples)',
      'CMV',
      'Despesas com Pessoal',
      'Pró-labore',
      'Ocupação (aluguel, condomínio, energia)',
      'Despesas Administrativas',
      'Despesas Comerciais',
      'Tecnologia da Informação',
      'Despesas Financeiras',
      'Receitas Financeiras',
      'Outras Receitas',
      'Outras Despesas Operacionais',
    ];
    expect(mapped(dre, 'biz:vendas')).toBe('Receita de Serviços');
    expect(mapped(dre, 'transfer-in')).toBe('Receita de Serviços');
    expect(mapped(dre, 'Receitas')).toBe('Receita de Serviços');
    expect(mapped(dre, 'biz:servicos')).toBe('Despesas Administrativas');
    // Deductions are the taxes on revenue; the company's other taxes and fees are administrative expenses.
    expect(mapped(dre, 'biz:impostos-receita')).toBe('Deduções (ISS, Simples)');
    expect(mapped(dre, 'Impostos e Taxas')).toBe('Despesas Administrativas');
    expect(mapped(dre, 'biz:fornecedores')).toBe('CMV');
    expect(mapped(dre, 'biz:atacado')).toBe('CMV');
    expect(mapped(dre, 'biz:folha')).toBe('Despesas com Pessoal');
    expect(mapped(dre, 'biz:encargos')).toBe('Despesas com Pessoal');
    expect(mapped(dre, 'Moradia')).toBe('Ocupação (aluguel, condomínio, energia)');
    expect(mapped(dre, 'Contas e Serviços')).toBe('Ocupação (aluguel, condomínio, energia)');
    expect(mapped(dre, 'biz:marketing')).toBe('Despesas Comerciais');
    expect(mapped(dre, 'biz:software')).toBe('Tecnologia da Informação');
    expect(mapped(dre, 'Tarifas Bancárias')).toBe('Despesas Financeiras');
    expect(mapped(dre, 'biz:juros')).toBe('Despesas Financeiras');
    expect(mapped(dre, 'biz:receita-financeira')).toBe('Receitas Financeiras');
    // Loans taken and paid are no result: the catch-all, not the financial expenses.
    expect(mapped(dre, 'Empréstimos e Financiamentos')).toBe('Outras Despesas Operacionais');
    expect(mapped(dre, 'Doações')).toBe('Outras Despesas Operacionais');
  });

  it('reads "Outros X" as the rest of X, and a name of generic words as the bucket when no catch-all is named', () => {
    expect(isCatchAll('Outros impostos')).toBe(false);
    expect(mapped(['Impostos', 'Outros impostos', 'Outros'], 'Impostos e Taxas')).toBe('Impostos');
    expect(mapped(['Outros impostos', 'Lazer', 'Outros'], 'Impostos e Taxas')).toBe('Outros impostos');
    expect(mapped(['Receitas', 'Custos', 'Despesas', 'Impostos'], 'Doações')).toBe('Despesas');
    expect(mapped(['Receitas', 'Custos', 'Despesas', 'Impostos'], 'Impostos e Taxas')).toBe('Impostos');
    expect(strongest('(-) Deduções da Receita')).toBe('biz:impostos-receita');
    expect(names('Renda fixa')).toEqual(['Investimentos']);
  });

  it('keeps money in and money out apart in a name', () => {
    expect(names('Receita de serviços')).not.toContain('biz:servicos');
    expect(names('Despesas com vendas')).not.toContain('biz:vendas');
    expect(names('Impostos sobre vendas')).toEqual(['biz:impostos-receita', 'Impostos e Taxas']);
    expect(names('Vendas de mercadorias')).not.toContain('biz:fornecedores');
    // Money received is income at home, sales in a company's chart.
    expect(names('Aluguel recebido')).toEqual(['Receitas', 'biz:vendas']);
    const carWash = [
      'Lavagens Recebidas (PIX/cartão/dinheiro)',
      'Produtos de Limpeza e Cera',
      'Funcionários (salários, diárias, vale)',
      'Secretária',
      'Impostos (DAS MEI)',
      'Despesas Diversas',
    ];
    expect(mapped(carWash, 'biz:vendas')).toBe(carWash[0]);
    expect(mapped(carWash, 'Receitas')).toBe(carWash[0]);
    expect(mapped(['Salário', 'Secretária do lar', 'Outros'], 'Moradia')).toBe('Secretária do lar');
    const pix = ['Pix enviados', 'Pix recebidos', 'Salário', 'Outros'];
    expect(mapped(pix, 'Transferências')).toBe('Pix enviados');
    expect(mapped(pix, 'transfer-in')).toBe('Pix recebidos');
  });

  it('reads payroll words as payroll only in a company chart', () => {
    const household = ['Mercado', 'Casa', 'Salário', 'Impostos', 'Transferências', 'Outros'];
    expect(mapped(household, 'Receitas')).toBe('Salário');
    expect(mapped(household, 'biz:beneficios')).toBe('Outros');
    expect(mapped(household, 'biz:encargos')).toBe('Impostos');
    expect(mapped(household, 'biz:folha')).toBe('Transferências');
    const chart = ['Faturamento', 'Fornecedores', 'Salários', 'Impostos', 'Outras despesas'];
    expect(mapped(chart, 'biz:folha')).toBe('Salários');
    expect(mapped(chart, 'biz:beneficios')).toBe('Salários');
    expect(mapped(chart, 'Receitas')).toBe('Faturamento');
  });

  it("takes services rendered for a clinic's revenue, and its staff, not its pay alone, for the health plan", () => {
    const clinic = [
      'Atendimentos recebidos (particular + convênio)',
      'Retiradas (pró-labore) e transferências',
      'Material (gel, fita kinesio, luvas, álcool)',
      'Impostos (DAS)',
      'Outras despesas',
    ];
    expect(mapped(clinic, 'biz:vendas')).toBe(clinic[0]);
    expect(mapped(clinic, 'Receitas')).toBe(clinic[0]);
    const chart = ['Vendas', 'Fornecedores', 'Impostos', 'Despesas diversas'];
    expect(mapped([...chart, 'Salários e encargos (folha, FGTS, VT)'], 'Saúde')).toBe('Despesas diversas');
    expect(mapped([...chart, 'Despesas com pessoal'], 'Saúde')).toBe('Despesas com pessoal');
    expect(mapped([...chart, 'Retirada dos sócios'], 'Saques')).toBe('Retirada dos sócios');
  });

  it('reads the group a spreadsheet files a name under as naming it less than the name itself', () => {
    const chart = [
      'Receitas > Contratos de festas',
      'Custos > Alimentos e bebidas',
      'Pessoal > Pró-labore',
      'Pessoal > Salários, FGTS e INSS',
      'Impostos > DAS / ISS',
      'Outros > Despesas diversas',
    ];
    expect(mapped(chart, 'biz:folha')).toBe('Pessoal > Salários, FGTS e INSS');
    expect(nameParts('Pessoal > Pró-labore')).toEqual([['pessoal'], ['pro', 'labore']]);
    // "Pessoal" is the staff in a company's chart (its health plan with it), personal spending at home.
    const company = ['Vendas', 'Fornecedores', 'Pessoal', 'Impostos', 'Despesas diversas'];
    expect(mapped(company, 'biz:folha')).toBe('Pessoal');
    expect(mapped(company, 'Saúde')).toBe('Pessoal');
    expect(mapped(company, 'Cuidados Pessoais')).toBe('Despesas diversas');
    expect(mapped(['Mercado', 'Pessoal', 'Outros'], 'Cuidados Pessoais')).toBe('Pessoal');
    expect(mapped(['Mercado', 'Farmácia', 'Pessoal', 'Outros'], 'Saúde')).toBe('Farmácia');
  });

  it("gives a company's cash withdrawals to its money moved as a whole, not to its transfers alone", () => {
    const chart = ['Vendas', 'Fornecedores', 'Folha de pagamento', 'Impostos', 'Despesas diversas'];
    expect(mapped([...chart, 'Transferências e aplicações'], 'Saques')).toBe('Transferências e aplicações');
    expect(mapped([...chart, 'Movimentações não operacionais'], 'Saques')).toBe(
      'Movimentações não operacionais',
    );
    expect(mapped([...chart, 'Transferências entre contas'], 'Saques')).toBe('Despesas diversas');
    expect(mapped([...chart, 'Transferências entre contas'], 'Transferências')).toBe(
      'Transferências entre contas',
    );
  });

  it('puts the household kinds of a company statement where its accountant would', () => {
    const chart = [
      'Receita de vendas',
      'CMV',
      'Pessoal e encargos',
      'Refeições',
      'Material de limpeza',
      'Despesas bancárias',
      'Juros e multas',
      'Fretes e combustível',
      'Sistemas (PDV, iFood)',
      'Demais despesas',
    ];
    // A company's groceries go with its meals (copa), else with its supplies; a pet shop is no goods for resale;
    // travel goes with transport.
    expect(mapped(chart, 'Supermercado')).toBe('Refeições');
    expect(
      mapped(
        chart.filter((name) => name !== 'Refeições'),
        'Supermercado',
      ),
    ).toBe('Material de limpeza');
    expect(mapped(chart, 'Pets')).toBe('Demais despesas');
    expect(mapped(chart, 'Viagem')).toBe('Fretes e combustível');
    // Staff health plans are what the staff costs; iFood names the system here, not eating out.
    expect(mapped(chart, 'Saúde')).toBe('Pessoal e encargos');
    expect(mapped(chart, 'Alimentação')).toBe('Refeições');
    // A bank-fees account takes no money movement; a bare "Banco" is the bank, money moved included.
    expect(mapped(chart, 'Transferências')).toBe('Demais despesas');
    expect(mapped(chart, 'Investimentos')).toBe('Demais despesas');
    expect(mapped(chart, 'Saques')).toBe('Demais despesas');
    expect(mapped(chart, 'Tarifas Bancárias')).toBe('Despesas bancárias');
    const shop = ['Vendas', 'Compras de mercadoria', 'Salários', 'Banco', 'Outras despesas'];
    expect(mapped(shop, 'Transferências')).toBe('Banco');
    expect(mapped(shop, 'Tarifas Bancárias')).toBe('Banco');
    // Its first name of sales is its main revenue, as a DRE opens.
    const vet = [
      '(+) Receita de consultas',
      '(+) Vendas do pet shop',
      '(-) Fornecedores',
      '(-) Folha',
      'Outras',
    ];
    expect(mapped(vet, 'biz:vendas')).toBe('(+) Receita de consultas');
    expect(mapped(vet, 'Receitas')).toBe('(+) Receita de consultas');
    // Cash taken out of a company goes with its money moved between accounts, or to its owners.
    const builder = [
      'Receita de obras',
      'Fornecedores',
      'Folha de pagamento',
      'Despesas gerais',
      'Movimentações entre contas',
    ];
    expect(mapped(builder, 'Saques')).toBe('Movimentações entre contas');
    // A household's cash is no transfer to a person: its catch-all takes it.
    expect(mapped(['Mercado', 'Pix e transferências', 'Outros'], 'Saques')).toBe('Outros');
    expect(mapped(['Vendas', 'Fornecedores', 'Distribuição de lucros', 'Outros'], 'Saques')).toBe(
      'Distribuição de lucros',
    );
    // A person's car takes its insurance; a company's vehicles are its fleet's running costs.
    expect(mapped(['Casa', 'Carro', 'Mercado', 'Outros'], 'Seguros')).toBe('Carro');
    expect(mapped(['Vendas', 'Veículos e combustível', 'Aluguel', 'Outras despesas'], 'Seguros')).toBe(
      'Outras despesas',
    );
    // A restaurant's inputs are its groceries.
    const restaurant = ['Faturamento (salão, iFood)', 'Insumos e bebidas', 'Equipe', 'Sistemas', 'Outros'];
    expect(mapped(restaurant, 'Supermercado')).toBe('Insumos e bebidas');
    expect(mapped(restaurant, 'Alimentação')).not.toBe('Faturamento (salão, iFood)');
    // A household list keeps its parents and its delivery apps: pets with shopping, bank with transfers.
    const household = ['iFood e restaurantes', 'Compras', 'Banco', 'Outros'];
    expect(mapped(household, 'Pets')).toBe('Compras');
    expect(mapped(household, 'Alimentação')).toBe('iFood e restaurantes');
    expect(mapped(household, 'Transferências')).toBe('Banco');
  });

  it('maps every list of the data sets as its "from" says', () => {
    const lists = [...loadScenarios(), ...loadLists('lists-extra.json')].filter((list) => list.from);
    expect(lists.length).toBeGreaterThanOrEqual(15);
    for (const list of lists) {
      const targets = mapConceptsToCategories(list.categories);
      const wrong = DEFAULT_CATEGORIES.filter((category) => {
        const chosen = list.categories[targets[CONCEPT_IDS.indexOf(category)] as number]?.name as string;
        return !(list.from?.[chosen] ?? []).includes(category);
      });
      // A company's chart names no
      // household spending: where its accountant puts a transfer, an insurance or a donation is judgement
      // (mei: "Retirada", "Ponto (aluguel e contas)", "Gastos pessoais").
      const company = list.fromEmpresa !== undefined && list.mixed !== true;
      expect(wrong.length, `${list.name}: ${wrong.join(', ')}`).toBeLessThanOrEqual(company ? 3 : 1);
    }
  });
});
