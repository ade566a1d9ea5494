/**
 * Phrases that banks write themselves (fees, taxes, withdrawals, investments, income,
 * payroll, ...). They decide the category whatever merchant follows, so they are checked
 * first, in this order, on the whole cleaned line (folded, no dates or numbers).
 */
import { triggerWords } from './phrase-triggers.ts';

export interface BankPhrase {
  readonly pattern: RegExp;
  readonly concept: string;
  readonly reason: string;
}

const p = (pattern: RegExp, concept: string, reason: string): BankPhrase => ({ pattern, concept, reason });

export const BANK_PHRASES: readonly BankPhrase[] = [
  // Income that looks like a fee or like rent: interest on own capital, rent received.
  p(/\b(?:juros (?:sobre |s )?capital|(?:aluguel|alugueis) recebidos?)\b/, 'Receitas', 'rendimento'),
  p(/\bmulta (?:de |por )?(?:atraso|mora)\b/, 'Tarifas Bancárias', 'multa por atraso'),
  // Fees and charges come first: "TARIFA PIX ENVIADO", "IOF de Spotify", "JUROS CHEQUE ESPECIAL".
  p(/^(?:tar|tarifa|tarifas|taxa de manutencao|tx manut)\b/, 'Tarifas Bancárias', 'tarifa bancária'),
  p(
    /\b(?:tarifa|tar)\b(?=.*\b(?:pix|ted|doc|saque|cobranca|boleto|pacote|conta|cadastro|emissao|registro|liq|mensal|extrato)\b)/,
    'Tarifas Bancárias',
    'tarifa bancária',
  ),
  p(
    /^iof\b|\biof (?:de|s|sobre|utiliz|compra|internacional|adicional|diario|conta|financiamento|emprestimo)\b/,
    'Tarifas Bancárias',
    'IOF',
  ),
  p(
    /^(?:juros|encargos?)\b|\bjuros (?:de |do |da )?(?:rotativo|cheque|atraso|mora|limite|divida|parcelamento)\b|\bencargos? (?:conta|limite|cheque|rotativo|financeiros?)\b/,
    'Tarifas Bancárias',
    'juros/encargos',
  ),
  p(
    /^(?:anuidade|anuid)\b(?!.*\b(?:conselho|crc|crm|crea|oab|cro|coren|crp)\b)/,
    'Tarifas Bancárias',
    'anuidade',
  ),
  p(
    /\b(?:cesta (?:de servicos|empresarial|basica|b expresso|facil|pj)|pacote (?:de )?servicos|mensalidade pacote|manutencao (?:de )?(?:conta|cadastro))\b/,
    'Tarifas Bancárias',
    'pacote de serviços',
  ),
  p(
    /\b(?:taxa (?:de )?antecipacao|tarifa antecipacao|aluguel (?:maquininha|pos|terminal|maquina)|mdr)\b/,
    'Tarifas Bancárias',
    'taxa de maquininha',
  ),
  p(/\b(?:cheque especial|adiant(?:amento)? (?:a )?depositante)\b/, 'Tarifas Bancárias', 'cheque especial'),
  // Reversals and cashback are income.
  p(
    /^(?:estorno|estornos|est compra|devolucao|reembolso|credito estorno|cashback)\b|\bestorno\b|\bcashback\b/,
    'Receitas',
    'estorno/cashback',
  ),
  // Withdrawals.
  p(
    /^(?:saque|saq|pix saque|retirada)\b|\bsaque (?:24|banco|bco|caixa|loterico|lot|atm|com cartao|no caixa|agencia|digital)|\bbanco ?24 ?horas\b|\bbco ?24 ?horas\b/,
    'Saques',
    'saque',
  ),
  // Payroll (a company paying people) before income (a person receiving salary).
  p(
    /\b(?:folha (?:de )?(?:pagamento|pgto|pagto)|folha funcionarios|sispag (?:pix )?(?:salario|salarios|folha)|(?:pagto|pagamento|pgto|pag) (?:de )?(?:salario|salarios|pro ?labore|ferias|rescisao|13 salario|decimo)|salario via pix|pix enviado salario|adiantamento (?:quinzenal|salarial)|rescisao (?:contrato|trabalh)|pro ?labore socios?|retirada (?:de )?socios?)\b/,
    'biz:folha',
    'folha de pagamento',
  ),
  p(
    /\b(?:fgts (?:guia|digital|gfd|rescisorio)|guia (?:do )?fgts|pagamento de guia fgts|gfd|grrf|sefip|gfip)\b/,
    'biz:encargos',
    'encargos (FGTS)',
  ),
  p(
    /\b(?:credito de salario|cred(?:ito)? salario|salario|salarios|pro ?labore|prolabore|13 salario|decimo terceiro|vencimentos|remuneracao|proventos)\b/,
    'Receitas',
    'salário',
  ),
  p(
    /\b(?:rendimento|rendimentos|rend pago|rend poup|remuneracao (?:basica|aplicacao)|dividendos?|juros sobre capital|jcp)\b/,
    'Receitas',
    'rendimento',
  ),
  p(
    /\b(?:cred|credito|saque) fgts\b|\bcred(?:ito)? saque aniv|\bbeneficio inss\b|\bbolsa familia\b|\bauxilio (?:brasil|emergencial)\b|\baposentadoria\b|\brestituicao\b/,
    'Receitas',
    'benefício/restituição',
  ),
  // Benefits a company buys for its people (business charts put them in payroll).
  p(
    /\b(?:unimed|amil|bradesco saude|sulamerica saude|sul america saude|hapvida|notredame|intermedica|golden cross|porto saude|care plus|omint|gympass|wellhub|totalpass|odontoprev|plano de saude)\b(?=.*\b(?:empresa|empresas|empresarial|pj|corporativo|coletivo)\b)/,
    'biz:plano-saude',
    'plano de saúde empresarial',
  ),
  p(
    /\b(?:vale transporte|vt)\b|\b(?:sptrans|riocard|bilhete unico|bom|vem|transfacil|sitpass)\b(?=.*\b(?:pj|empresa|empresarial|cnpj)\b)/,
    'biz:vale-transporte',
    'vale-transporte',
  ),
  // Taxes.
  p(
    /^(?:das|darf|gps|gare|dae|gnre|dctfweb|ipva|iptu)\b|\b(?:das (?:simples|mei|parcelado)|simples nacional|pagto das|debito das|darf|ipva|iptu|irpf|irpj|csll|cofins|icms|issqn|iss (?:prefeitura|fixo|retido)|guia iss|inss empresa|gps inss|dctfweb|licenciamento|detran|multa (?:de )?transito|tributo|tributos|impostos?)\b/,
    'Impostos e Taxas',
    'imposto/taxa',
  ),
  p(
    /\b(?:trib|alvara|taxa (?:de )?(?:lixo|fiscalizacao|licenca|alvara|bombeiros)|jucesp|junta comercial|vigilancia sanitaria|avcb)\b/,
    'Impostos e Taxas',
    'imposto/taxa',
  ),
  // Housing loans are housing.
  p(
    /\b(?:financ(?:iamento)? imobiliario|credito imobiliario|prest hab|habitacional|aluguel)\b/,
    'Moradia',
    'moradia',
  ),
  // Investments.
  p(
    /^(?:aplicacao|aplic|apl|resgate|resg|res aplic|invest|investimento)\b|\b(?:aplicacao|resgate) (?:em )?(?:cdb|rdb|lci|lca|poupanca|tesouro|fundo|automatica|aut|invest)|\b(?:cdb|rdb|lci|lca|tesouro direto|tesouro selic|cofrinho|caixinha|previdencia privada|pgbl|vgbl|integralizacao de capital)\b/,
    'Investimentos',
    'aplicação/resgate',
  ),
  p(
    /\b(?:transf(?:erencia)? (?:da |para |p )?poupanca|poupanca p conta|conta corrente para poupanca|entre contas)\b/,
    'Transferências',
    'transferência entre contas',
  ),
  // Card bill payments are transfers.
  p(
    /\b(?:pagamento|pagto|pgto|pag) (?:de )?(?:fatura|cartao(?: de)? credito|cartao)\b|\bfatura (?:paga|cartao)\b|\bdebito automatico fatura\b|\bgastos cartao de credito\b/,
    'Transferências',
    'pagamento de fatura',
  ),
  // Loans.
  p(
    /\b(?:emprestimo|emprest|consignado|credito pessoal|parcelamento (?:de )?fatura|parc(?:ela)? (?:credito|emprest)|financiamento|renegociacao|capital de giro|pronampe)\b/,
    'Empréstimos e Financiamentos',
    'empréstimo/financiamento',
  ),
  // Suppliers (business).
  p(
    /\b(?:sispag fornecedores|pagamento (?:a |de )?fornecedor(?:es)?|pag(?:to)? (?:tit )?fornec(?:edor|edores)?|forn|fornecedores?)\b/,
    'biz:pagamento-fornecedor',
    'pagamento a fornecedores',
  ),
  // Sales received (business).
  p(
    /\b(?:vendas? (?:credito|debito|pix|loja|cartao)|repasse(?: vendas)?|liberacao(?: de dinheiro)?|liquidacao (?:de )?cobrancas?|cred liq cobranca|credito cobranca|cred cobranca|credito antecipado|antecipacao (?:de )?recebiveis|deposito em dinheiro vendas|recebimento pix qr code venda)\b/,
    'biz:vendas',
    'vendas recebidas',
  ),
  // Donations.
  p(/\b(?:dizimo|doacao|doacoes)\b/, 'Doações', 'doação'),
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
 * The trigger words of each pattern (see phrase-triggers.ts), by their first three letters. A
 * line is only tested against the patterns its words can trigger, in the list's order; patterns
 * whose trigger words cannot be told are always tested.
 */
const TRIGGERS = new Map<number, Trigger[]>();
const ALWAYS: number[] = [];
BANK_PHRASES.forEach((phrase, index) => {
  const words = triggerWords(phrase.pattern);
  if (!words) {
    ALWAYS.push(index);
    return;
  }
  for (const literal of words) {
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
