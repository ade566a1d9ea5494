import { OWN_ACCOUNTS_PATTERN } from '../../text/own-accounts.ts';
import type { ConceptId } from '../concepts.ts';

/**
 * Phrases that banks write themselves (fees, taxes, withdrawals, investments, income,
 * payroll, ...). They decide the category whatever merchant follows, so they are checked
 * first, in this order, on the whole cleaned line (folded, no dates or numbers).
 */

export interface BankPhrase {
  readonly concept: ConceptId;
  /** What decided, for display (pt-BR). */
  readonly reason: string;
  /**
   * Word-starts of which every line the pattern matches has at least one: `tar` stands for tar, tarifa,
   * tarifas. A line is only tested against the phrases its words trigger, so a trigger left out hides the
   * phrase from the lines that need it (test/unit/engine/lexicon-data.test.ts checks them against the
   * pattern). A trigger of one or two letters reaches only the word it spells (the index keys on three letters).
   */
  readonly triggers: readonly string[];
  /** Tested on the line's words joined by single spaces. */
  readonly pattern: RegExp;
  /**
   * The concept when the statement says the money went out: a salary paid is a company's payroll, not income
   * ("SALARIO" on a company's statement).
   */
  readonly whenOut?: ConceptId;
  /**
   * The concept when the statement says the money came in: interest received is financial revenue, a fee coming
   * back is the fee reversed.
   */
  readonly whenIn?: ConceptId;
  /**
   * The phrase yields to a name of a company's kind of cost in the line: an invoice's number says who paid whom,
   * and the name what for ("CONSULTORIA EMPRESARIAL - NF 342" is the consultancy; "PAGTO NF 88213 DENTAL SPEED"
   * a supplier, whatever a household would buy there). With concepts, it yields to a name of one of those instead
   * ("PAG FATURA NEOENERGIA COELBA" is the power bill, not a card's).
   */
  readonly unlessNamed?: true | readonly ConceptId[];
}

/** Professional councils, whose annual fee ("CRF-SP ANUIDADE") is a fee the law charges. */
const COUNCILS = [
  'crc',
  'crm',
  'crea',
  'oab',
  'cro',
  'coren',
  'crp',
  'crf',
  'crefito',
  'crmv',
  'creci',
  'crbm',
  'cau',
  'crn',
  'cref',
  'cra',
  'corecon',
];
const COUNCIL = `(?:${COUNCILS.join('|')})`;

export const BANK_PHRASES: readonly BankPhrase[] = [
  // Income that looks like a fee or like rent: interest on own capital, rent received.
  {
    concept: 'biz:receita-financeira',
    reason: 'rendimento',
    triggers: ['juros', 'jcp'],
    pattern: /\b(?:juros (?:sobre |s )?capital|jcp)\b/,
  },
  {
    concept: 'Receitas',
    reason: 'aluguel recebido',
    triggers: ['aluguel', 'alugueis'],
    pattern: /\b(?:aluguel|alugueis) recebidos?\b/,
  },
  {
    concept: 'biz:juros',
    reason: 'multa por atraso',
    triggers: ['multa', 'juros', 'mora'],
    pattern:
      /\bmultas?\b(?:.* )?(?:atraso|mora)\b|^mora\b|\bmora (?:e )?multas?\b|\bmultas? e juros\b|\bjuros e multas?\b/,
    whenIn: 'biz:receita-financeira',
  },
  // Fees and charges come first: "TARIFA PIX ENVIADO", "IOF de Spotify", "JUROS CHEQUE ESPECIAL".
  {
    concept: 'Tarifas Bancárias',
    reason: 'tarifa bancária',
    triggers: ['tar', 'taxa', 'manut'],
    pattern: /^(?:tar|tarifa|tarifas|taxa de manutencao|tx manut)\b/,
    whenIn: 'Tarifas Bancárias',
  },
  {
    concept: 'Tarifas Bancárias',
    reason: 'tarifa bancária',
    triggers: ['tar'],
    pattern:
      /\b(?:tarifa|tar)\b(?=.*\b(?:pix|ted|doc|saque|cobranca|boleto|pacote|conta|cadastro|emissao|registro|liq|mensal|extrato)\b)/,
    whenIn: 'Tarifas Bancárias',
  },
  {
    concept: 'biz:juros',
    whenIn: 'biz:receita-financeira',
    reason: 'IOF',
    triggers: ['iof'],
    pattern: /\biof\b/,
  },
  {
    concept: 'biz:juros',
    whenIn: 'biz:receita-financeira',
    reason: 'juros/encargos',
    triggers: ['juros', 'encargo', 'enc', 'saldo'],
    pattern:
      /^(?:juros|encargos?)\b|\b(?:enc|encargos?) (?:s |sobre )?saldo devedor\b|\bjuros (?:de |do |da )?(?:rotativo|cheque|atraso|mora|limite|divida|parcelamento|receb|recebidos?|cobranca)\b|\b(?:encargos?|enc) (?:conta|limite|lim|cheque|rotativo|financeiros?)\b/,
  },
  // A professional council's annual fee (CRC, CRF, CREFITO, OAB...) is a fee the law charges, not a card's.
  {
    concept: 'Impostos e Taxas',
    reason: 'anuidade de conselho profissional',
    triggers: ['conselho', 'anuid', 'anuidade', ...COUNCILS],
    pattern: new RegExp(
      `\\bconselho (?:reg|regional|federal)\\b|\\banuid\\w*\\b(?=.*\\b${COUNCIL}\\b)|\\b${COUNCIL}\\b(?=.*\\banuid)`,
    ),
  },
  {
    concept: 'Tarifas Bancárias',
    reason: 'anuidade',
    triggers: ['anuid'],
    // A council's fee is read above; the word "conselho" alone is no card either.
    pattern: /^(?:anuidade|anuid)\b(?!.*\bconselho\b)/,
  },
  // The staff's food basket or voucher is a benefit, not the bank's "Cesta" of services.
  {
    concept: 'biz:beneficios',
    reason: 'benefício dos funcionários',
    triggers: ['cesta', 'vale'],
    pattern:
      /\bcesta basica (?:d[oa]s? )?(?:funcionari[oa]s?|func|colaborador(?:es|as)?|equipe|empregad[oa]s?)\b|\bvale (?:alimentacao|refeicao)\b/,
  },
  {
    concept: 'Tarifas Bancárias',
    reason: 'pacote de serviços',
    triggers: ['cesta', 'pacote', 'mensalidade', 'manutencao'],
    pattern:
      /\b(?:cesta (?:de servicos|empresarial|basica|b expresso|facil|pj)|pacote (?:de )?servicos|mensalidade pacote|manutencao (?:de )?(?:conta|cadastro))\b/,
  },
  {
    concept: 'Tarifas Bancárias',
    reason: 'taxa de maquininha',
    triggers: [
      'taxa',
      'tarifa',
      'aluguel',
      'mdr',
      'mensalidade',
      'stone',
      'cielo',
      'rede',
      'getnet',
      'pagseguro',
      'pagbank',
      'sumup',
      'safrapay',
      'infinitepay',
      'mercado',
    ],
    pattern:
      /\b(?:taxa (?:de )?antecipacao|tarifa antecipacao|aluguel (?:maquininha|pos|terminal|maquina)|mdr)\b|\b(?:taxa|tarifa|mensalidade|aluguel) (?:\w+ )?(?:maquininha|pos|terminal)\b|\b(?:stone|cielo|rede|redecard|getnet|pagseguro|pagbank|sumup|safrapay|infinitepay|mercado pago) (?:\w+ )?(?:tarifa|taxa|mensalidade|aluguel)\b/,
  },
  {
    concept: 'biz:juros',
    reason: 'cheque especial',
    triggers: ['cheque', 'adiant'],
    pattern: /\b(?:cheque especial|adiant(?:amento)? (?:a )?depositante)\b/,
  },
  // Reversals and cashback are income.
  {
    concept: 'Receitas',
    reason: 'estorno/cashback',
    triggers: ['est', 'devolucao', 'reembolso', 'cashback'],
    pattern:
      /^(?:estorno|estornos|est compra|devolucao|reembolso|credito estorno|cashback)\b|\bestorno\b|\bcashback\b/,
  },
  // The owners' pay and profits, paid by their company (the owner receiving them reads them as income).
  {
    concept: 'biz:pro-labore',
    reason: 'pró-labore',
    triggers: [
      'sispag',
      'pagto',
      'pagamento',
      'pgto',
      'pag',
      'pix',
      'ted',
      'pro',
      'prolabore',
      'retirada',
      'socio',
      'diretor',
      'administrador',
      'remuneracao',
    ],
    pattern:
      /\b(?:(?:sispag|pagto|pagamento|pgto|pag|pix enviado|pix|ted|retiradas?) (?:de |do )?(?:pro ?labore|prolabore)|(?:pro ?labore|prolabore) (?:socios?|diretor(?:ia|es)?|administrador(?:es)?)|remuneracao (?:d[oa]s? )?soci[oa]s?)\b/,
  },
  {
    concept: 'biz:distribuicao-lucros',
    reason: 'distribuição de lucros',
    triggers: [
      'distr',
      'dist',
      'lucro',
      'lucros',
      'dividendo',
      'dividendos',
      'retirada',
      'antecipacao',
      'socio',
      'socios',
      'socia',
      'socias',
    ],
    pattern:
      /\b(?:dist(?:r(?:ib)?)?(?:uicao)? (?:de |dos? )?lucros?|antecipacao (?:de |dos? )?lucros?|lucros? acumulados? distribuicao|(?:socio|socios|socia|socias) lucros?|lucros? distribuidos?|(?:dividendos?|lucros?) (?:pagos?|aos? soci[oa]s?|soci[oa]s?)|retiradas? (?:de |dos? )?soci[oa]s?)\b/,
  },
  // Profits ("LUCRO TRIM", "DIVID SOCIA"): paid out by a company, received by its owner; not a tax regime ("IRPJ
  // LUCRO PRESUMIDO").
  {
    concept: 'biz:distribuicao-lucros',
    reason: 'distribuição de lucros',
    triggers: ['lucro', 'lucros', 'divid'],
    pattern: /\b(?:lucros?|divid)\b(?! (?:presumido|real|arbitrado))/,
    whenIn: 'Receitas',
    // "MAIS LUCRO CONSULTORES" is a consultancy.
    unlessNamed: true,
  },
  // Withdrawals.
  {
    concept: 'Saques',
    reason: 'saque',
    triggers: ['saq', 'retirada', 'banco', 'bco'],
    pattern:
      /^(?:saque|saq|pix saque|retirada)\b|\bsaque (?:24|banco|bco|caixa|loterico|lot|atm|com cartao|no caixa|agencia|digital)|\bbanco ?24 ?horas\b|\bbco ?24 ?horas\b/,
  },
  // The payroll's social security (GPS, DCTFWeb) before the payroll itself ("DARF PREVIDENCIARIO DCTFWEB 13 SALARIO").
  {
    concept: 'biz:inss',
    reason: 'INSS (GPS)',
    triggers: ['gps', 'inss', 'dctfweb', 'darf', 'previdencia', 'contrib', 'consignado'],
    pattern:
      /\b(?:gps|dctfweb|darf previdenciario|previdencia social|contrib(?:uicao)? previdenciaria|previdenciaria patronal)\b|(?<!\bconsignado )\binss\b(?! (?:beneficio|aposentadoria|consignado))/,
  },
  // PIS on the payroll (code 8301), which associations pay instead of PIS on revenue: a payroll charge.
  {
    concept: 'biz:encargos',
    reason: 'PIS sobre a folha',
    triggers: ['pis', 'folha'],
    pattern: /\bpis (?:sobre |s )?folha\b/,
  },
  // Payroll (a company paying people) before income (a person receiving salary).
  {
    concept: 'biz:folha',
    reason: 'folha de pagamento',
    triggers: [
      'folha',
      'sispag',
      'salario',
      'pro',
      'ferias',
      'rescisao',
      'decimo',
      'adiantamento',
      'adiant',
      'adto',
      'pagto',
      'pagamento',
      'pgto',
      'pag',
      'comissao',
      'horas',
      'vale',
    ],
    pattern:
      /\b(?:folha (?:de )?(?:pagamento|pgto|pagto)|folha funcionarios|ferias (?:\d+ dias|func\w*|colaborador\w*|empregad\w*)|(?:pagto|pagamento|pgto|pag) (?:de )?horas extras|sispag (?:pix )?(?:salario|salarios|folha|ferias|rescisao|adiantamento|13 salario|decimo)|(?:pagto|pagamento|pgto|pag) comissao (?:\w+ )?folha|(?:pagto|pagamento|pgto|pag) (?:de )?(?:salario|salarios|ferias|rescisao|13 salario|decimo)|salario via pix|pix enviado salario|(?:adiantamento|adiant|adto) (?:quinzenal|salarial|salario|quinzena)|vale quinzena|rescisao (?:contrato|trabalh))\b/,
  },
  {
    concept: 'biz:encargos',
    reason: 'encargos (FGTS)',
    triggers: ['fgts', 'guia', 'gfd', 'grrf', 'sefip', 'gfip'],
    pattern:
      /(?<!\b(?:saque|saq|cred|credito|aniv) )\bfgts\b(?! (?:saque|aniv|cred))|\b(?:gfd|grrf|sefip|gfip)\b/,
  },
  {
    concept: 'Receitas',
    reason: 'pró-labore',
    triggers: ['pro', 'prolabore', 'prolab'],
    pattern: /\b(?:pro ?labore|prolabore|pro ?lab)\b/,
    whenOut: 'biz:pro-labore',
  },
  {
    concept: 'Receitas',
    reason: 'salário',
    triggers: [
      'salario',
      'sal',
      '13',
      '13o',
      'decimo',
      'vencimentos',
      'remuneracao',
      'proventos',
      'ferias',
      'comissao',
      'comissoes',
      'rescis',
      'hora',
    ],
    pattern:
      /\b(?:credito de salario|cred(?:ito)? salario|salario|salarios|13o? salario|13o? sal|decimo terceiro|vencimentos|remuneracao(?! (?:d[aeo] )?(?:basica|aplic\w*|conta|saldo|invest\w*|poupanca|cdb|rdb|lci|lca))|proventos|ferias|comissao|comissoes|rescisao|rescisorias?|horas? extras?)\b/,
    whenOut: 'biz:folha',
  },
  {
    concept: 'biz:receita-financeira',
    reason: 'rendimento',
    triggers: ['rend', 'rentab', 'remuneracao', 'resultado', 'dividendo', 'juros', 'jcp', 'cred'],
    // What an account or an investment yields: "REMUNERACAO CONTA INVESTIMENTO", "RESULTADO APLICACAO RDC".
    pattern:
      /\b(?:rendimento|rendimentos|rend|rentab|rentabilidade|(?:remuneracao|resultado) (?:d[aeo] )?(?:basica|aplic\w*|conta|saldo|invest\w*|poupanca|cdb|rdb|rdc|lci|lca|fundo)|dividendos?|juros sobre capital|jcp|(?:cred|credito) (?:de )?juros)\b/,
    whenOut: 'biz:distribuicao-lucros',
  },
  {
    concept: 'Receitas',
    reason: 'benefício/restituição',
    triggers: ['fgts', 'saque', 'beneficio', 'bolsa', 'auxilio', 'aposentadoria', 'restituicao'],
    pattern:
      /\b(?:cred|credito|saque) fgts\b|\bcred(?:ito)? saque aniv|\bbeneficio inss\b|\bbolsa familia\b|\bauxilio (?:brasil|emergencial)\b|\baposentadoria\b|\brestituicao\b/,
  },
  // Benefits a company buys for its people (business charts put them in payroll).
  {
    concept: 'biz:plano-saude',
    reason: 'plano de saúde empresarial',
    triggers: [
      'unimed',
      'amil',
      'bradesco',
      'sulamerica',
      'america',
      'hapvida',
      'notredame',
      'intermedica',
      'golden',
      'porto',
      'care',
      'omint',
      'gympass',
      'wellhub',
      'totalpass',
      'odontoprev',
      'plano',
    ],
    pattern:
      /\b(?:unimed|amil|bradesco saude|sulamerica saude|sul america saude|hapvida|notredame|intermedica|golden cross|porto saude|care plus|omint|gympass|wellhub|totalpass|odontoprev|plano de saude)\b(?=.*\b(?:empresa|empresas|empresarial|pj|corporativo|coletivo)\b)/,
  },
  {
    concept: 'biz:vale-transporte',
    reason: 'vale-transporte',
    triggers: ['vale', 'vt', 'sptrans', 'riocard', 'bilhete', 'bom', 'vem', 'transfacil', 'sitpass'],
    pattern:
      /\b(?:vale transporte|vt)\b|\b(?:sptrans|riocard|bilhete unico|bom|vem|transfacil|sitpass)\b(?=.*\b(?:pj|empresa|empresarial|cnpj)\b)/,
  },
  // Taxes: on revenue, and the rest (the payroll's INSS stands before the payroll, above).
  {
    concept: 'biz:impostos-receita',
    reason: 'imposto sobre a receita',
    triggers: [
      'das',
      'gare',
      'dae',
      'gnre',
      'simples',
      'pis',
      'cofins',
      'icms',
      'issqn',
      'iss',
      'guia',
      'difal',
      'arrecadacao',
      'pgdas',
      // The tax on an industry's products sold (IPI).
      'ipi',
      // The social security a farm pays on its production sold.
      'funrural',
    ],
    pattern:
      /^(?:das|gare|dae|gnre)\b|\bdas$|\b(?:pgdas\w*|das (?:simples|mei|parcelado)|simples nacional|simples nac|guia das|(?:pagto|pag|pgto|pagamento|debito|deb|tributos?|trib|impostos?|barras) das|arrecadacao (?:do )?simples|pis|cofins|icms|issqn|iss|guia iss|difal|ipi|funrural)\b/,
  },
  {
    concept: 'Impostos e Taxas',
    reason: 'imposto/taxa',
    triggers: [
      'darf',
      'ipva',
      'iptu',
      'irpf',
      'irpj',
      'csll',
      'irrf',
      'licenciamento',
      'detran',
      'antt',
      'anatel',
      'fistel',
      'multa',
      'tributo',
      'imposto',
    ],
    pattern:
      /^(?:darf|ipva|iptu)\b|\b(?:darf|ipva|iptu|irpf|irpj|csll|irrf|licenciamento|detran|antt|anatel|fistel|multa (?:de )?transito|tributo|tributos|impostos?)\b/,
  },
  {
    concept: 'Impostos e Taxas',
    reason: 'imposto/taxa',
    triggers: ['trib', 'alvara', 'taxa', 'jucesp', 'junta', 'vigilancia', 'avcb'],
    pattern:
      /\b(?:trib|alvara|taxa (?:de )?(?:lixo|fiscalizacao|licenca|alvara|bombeiros)|jucesp|junta comercial|vigilancia sanitaria|avcb)\b/,
  },
  // Housing loans are housing.
  {
    concept: 'Moradia',
    reason: 'moradia',
    triggers: ['financ', 'imobiliario', 'prest', 'habitacional', 'aluguel'],
    pattern:
      /\b(?:financ(?:iamento)? imobiliario|credito imobiliario|prest hab|habitacional|aluguel(?! (?:de )?(?:carros?|veiculos?|automove\w*|motos?)\b))\b/,
  },
  // Investments.
  {
    concept: 'Investimentos',
    reason: 'aplicação/resgate',
    triggers: [
      'apl',
      'resg',
      'invest',
      'cdb',
      'rdb',
      'lci',
      'lca',
      'tesouro',
      'cofrinho',
      'caixinha',
      'previdencia',
      'pgbl',
      'vgbl',
      'integralizacao',
    ],
    pattern:
      /^(?:aplicacao|aplic|apl|resgate|resg|res aplic|invest|investimento)\b|\b(?:aplicacao|resgate) (?:em )?(?:cdb|rdb|lci|lca|poupanca|tesouro|fundo|automatica|aut|invest)|\b(?:cdb|rdb|lci|lca|tesouro direto|tesouro selic|cofrinho|caixinha|previdencia privada|pgbl|vgbl|integralizacao de capital)\b/,
  },
  {
    concept: 'Transferências',
    whenIn: 'Transferências',
    reason: 'transferência entre contas',
    triggers: [
      'poupanca',
      'corrente',
      'entre',
      'mesm',
      'conta',
      'propria',
      'cc',
      'cnpj',
      'reforco',
      'empresa',
      'transf',
      'transferencia',
      'saldo',
    ],
    // One pattern for the engine and the ledger's totals (shared/ledger/kinds.ts).
    pattern: OWN_ACCOUNTS_PATTERN,
  },
  // Card bill payments are transfers.
  {
    concept: 'Transferências',
    whenIn: 'Transferências',
    reason: 'pagamento de fatura',
    triggers: ['fatura', 'cartao', 'automatico', 'gastos'],
    unlessNamed: ['Contas e Serviços'],
    pattern:
      /\b(?:pagamento|pagto|pgto|pag) (?:de )?(?:fatura|cartao(?: de)? credito|cartao)\b|\bfatura (?:paga|cartao)\b|\bdebito automatico fatura\b|\bgastos cartao de credito\b/,
  },
  // Loans.
  {
    concept: 'Empréstimos e Financiamentos',
    reason: 'empréstimo/financiamento',
    triggers: [
      'emprest',
      'consignado',
      'pessoal',
      'parc',
      'financiamento',
      'renegociacao',
      'capital',
      'pronampe',
      'empr',
      'financ',
      'giro',
      'peac',
      'fgi',
      'finame',
      'bndes',
      'bb',
      'cred',
      'prest',
      'ccb',
      'microcredito',
      'crediamigo',
      'desconto',
      'liberacao',
      'amortizacao',
      'liquidacao',
      // A loan's money paid out (desembolso, "LIB CRED"), rural credit (custeio, Pronaf), a dealer's stock
      // financed (floor plan), and the public development banks that lend to small companies.
      'desembolso',
      'lib',
      'custeio',
      'pronaf',
      'floor',
      'girofacil',
      'desenvolve',
      'bdmg',
      'brde',
      'badesc',
      // The public programmes of credit for small companies (Proger, Fampe).
      'proger',
      'fampe',
    ],
    pattern:
      /\b(?:desembolso|lib cred(?:ito)?|custeio (?:agricola|rural|pecuario|safra)|pronaf|floor plan|girofacil|desenvolve sp|bdmg|brde|badesc|proger|fampe)\b|\b(?:ccb|microcredito|crediamigo|desconto (?:de )?duplicatas?|liberacao (?:de )?(?:credito|emprestimo|financiamento)|amortizacao (?:de )?(?:contrato|emprestimo|financiamento|parcela)|liquidacao (?:de )?parcela)\b|\b(?:emprestimo|emprest|empr|consignado|credito pessoal|parcelamento (?:de )?fatura|parc(?:ela)? (?:credito|emprest)|financiamento|financ|renegociacao|capital (?:de )?giro|(?:bb|bndes|cred|credito|prest|parc|parcela) giro|giro (?:caixa|empresa|facil|flex)|pronampe|peac|fgi|finame|bndes)\b/,
  },
  // Suppliers (business).
  {
    concept: 'biz:pagamento-fornecedor',
    reason: 'pagamento a fornecedores',
    triggers: ['sispag', 'forn'],
    pattern:
      /\b(?:sispag fornecedores|pagamento (?:a |de )?fornecedor(?:es)?|pag(?:to)? (?:tit )?fornec(?:edor|edores)?|forn|fornecedores?)\b/,
  },
  // Sales received (business).
  {
    concept: 'biz:vendas',
    reason: 'vendas recebidas',
    triggers: [
      'venda',
      'repasse',
      'liberacao',
      'liquidacao',
      'cobranca',
      'antecipado',
      'antecipacao',
      'deposito',
      'recebimento',
    ],
    pattern:
      /\b(?:vendas? (?:credito|debito|pix|loja|cartao)|repasse(?: vendas)?|liberacao(?: de dinheiro)?|liquidacao (?:de )?cobrancas?|cred liq cobranca|credito cobranca|cred cobranca|credito antecipado|antecipacao (?:de )?recebiveis|deposito em dinheiro vendas|recebimento pix qr code venda)\b/,
  },
  // A payment platform passing on what customers paid by its boletos ("ASAAS GESTAO FINANCEIRA TRANSF SALDO
  // COBRANCAS").
  {
    concept: 'biz:vendas',
    reason: 'cobranças recebidas',
    triggers: ['saldo'],
    pattern: /\bsaldo (?:de )?cobrancas?\b/,
  },
  // A professional's fees and advice ("PAG BOLETO ENGENHEIRA DE ALIMENTOS CONSULTORIA", "PIX ENVIADO RESPONSAVEL
  // TECNICO QUIMICO RT"), unless the line names a company's other kind of cost ("CONSULTORIA EM TI"); received, a
  // firm's revenue.
  {
    concept: 'biz:servicos',
    reason: 'serviços profissionais',
    triggers: [
      'consultoria',
      'honorarios',
      'advocacia',
      'advogados',
      'contabilidade',
      'auditoria',
      'responsavel',
    ],
    pattern: /\b(?:consultoria|honorarios|advocacia|advogados|contabilidade|auditoria|responsavel tecnico)\b/,
    whenIn: 'biz:vendas',
    unlessNamed: true,
  },
  // Donations.
  {
    concept: 'Doações',
    reason: 'doação',
    triggers: ['dizimo', 'doac'],
    pattern: /\b(?:dizimo|doacao|doacoes)\b/,
  },
  // An invoice (nota fiscal), last of all (a tax paid on one is the tax): a customer's when it is paid in, a
  // supplier's when the company pays it.
  {
    concept: 'biz:vendas',
    reason: 'documento fiscal',
    triggers: ['nf', 'nfe', 'nfs', 'nota'],
    pattern: /\b(?:nf|nfe|nfs|nfse|nota fiscal)\b/,
    whenOut: 'biz:fornecedores',
    unlessNamed: true,
  },
];

interface Trigger {
  readonly literal: string;
  readonly phrases: readonly number[];
}

/** First three letters of a word as a number (no substring to allocate). */
function keyOf(word: string): number {
  const length = word.length;
  if (length >= 3) return (word.charCodeAt(0) << 16) | (word.charCodeAt(1) << 8) | word.charCodeAt(2);
  if (length === 2) return (word.charCodeAt(0) << 16) | (word.charCodeAt(1) << 8);
  return length === 1 ? word.charCodeAt(0) << 16 : 0;
}

/**
 * The phrases each declared trigger word reaches, by the trigger's first three letters. A phrase
 * that declares no trigger is tested on every line.
 */
const TRIGGERS = new Map<number, Trigger[]>();
const ALWAYS: number[] = [];
BANK_PHRASES.forEach((phrase, index) => {
  if (phrase.triggers.length === 0) {
    ALWAYS.push(index);
    return;
  }
  for (const literal of phrase.triggers) {
    const list = TRIGGERS.get(keyOf(literal)) ?? [];
    const trigger = list.find((candidate) => candidate.literal === literal);
    if (!trigger) list.push({ literal, phrases: [index] });
    else if (!trigger.phrases.includes(index)) (trigger.phrases as number[]).push(index);
    TRIGGERS.set(keyOf(literal), list);
  }
});

const scratch = new Uint8Array(BANK_PHRASES.length);
const NONE: readonly number[] = [];

/** Indexes of the bank phrases the words may trigger, in list order (no false negatives). */
export function candidatePhrases(words: readonly string[]): readonly number[] {
  let found = ALWAYS.length > 0;
  for (const index of ALWAYS) scratch[index] = 1;
  for (const word of words) {
    const triggers = TRIGGERS.get(keyOf(word));
    if (!triggers) continue;
    for (const trigger of triggers) {
      if (!word.startsWith(trigger.literal)) continue;
      for (const index of trigger.phrases) scratch[index] = 1;
      found = true;
    }
  }
  if (!found) return NONE;
  const out: number[] = [];
  for (let index = 0; index < scratch.length; index++) {
    if (scratch[index]) {
      out.push(index);
      scratch[index] = 0;
    }
  }
  return out;
}

/** The first bank phrase that matches the cleaned line (its words), if any. */
export function matchBankPhrase(words: readonly string[]): BankPhrase | undefined {
  const candidates = candidatePhrases(words);
  if (candidates.length === 0) return undefined;
  const text = words.join(' ');
  for (const index of candidates) {
    const phrase = BANK_PHRASES[index] as BankPhrase;
    if (phrase.pattern.test(text)) return phrase;
  }
  return undefined;
}
