/**
 * The offline categorization engine (docs/engine.md). Each line is normalized, then decided by
 * the first of: a bank phrase, a lexicon name (brand or kind-word), a channel rule (transfers,
 * income, people behind card machines), or the naive Bayes model. Decisions are over internal
 * concepts, summed onto the 24 default categories or onto the user's own list.
 */

import { type CategoryNumber, type CustomCategory, DEFAULT_CATEGORIES as DEFAULTS } from '../categories.ts';
import { hintKey, isRefund, type LineHint, type OfxKind } from '../statements/source.ts';
import {
  CONCEPT_IDS,
  CONCEPTS,
  type ConceptId,
  conceptIndex,
  isBusinessConcept,
  isConceptId,
} from './concepts.ts';
import { TRADE_GOODS_CONCEPTS } from './descriptors.ts';
import { MONEY_IN_CONCEPTS, MONEY_IN_ONLY_CONCEPTS } from './direction.ts';
import { type BankPhrase, matchBankPhrase } from './lexicon/bank-phrases.ts';
import { FIRST_NAMES } from './lexicon/first-names.ts';
import { VEHICLE_GOODS } from './lexicon/kind-words.ts';
import { type LexiconIndex, lexiconIndex, matchLexicon } from './lexicon/match.ts';
import { type ListAdjustments, type ListReading, readList } from './list-mapping.ts';
import artefact from './model.generated.json' with { type: 'json' };
import { loadModel, type Model, type ModelArtefact } from './model.ts';
import { type NormalizedDescription, normalizeDescription } from './normalize.ts';

/**
 * How sure the engine is of each way of deciding a line: the `confidence` of its answer (the model's
 * answers carry its tempered probability instead). Hybrid mode sends the answers under about 0.5 to
 * Bedrock, so the levels below that say "a guess".
 */
export const CONFIDENCE = {
  /** A phrase the bank writes itself (tarifa, IOF, saque, salário, ...): lexicon/bank-phrases.ts. */
  bankPhrase: 0.95,
  /** A lexicon name of two or more words ("posto ipiranga", "padaria e confeitaria"). */
  longName: 0.92,
  /** A one-word lexicon name ("drogasil", "padaria"). */
  name: 0.88,
  /** A name found glued inside a word ("postovitoriaregia") or as the last word cut short ("restauran"). */
  partialName: 0.75,
  /** The kind the bank statement states (FEE, ATM, INT, ...), on a line the text is unsure of. */
  statedKind: 0.9,
  /** Money received, from a name the lexicon files as sales or income. */
  namedIncome: 0.9,
  /** Money received from a person (PIX or TED in). */
  transferFromPerson: 0.9,
  /** Money sent to a person (PIX or TED out). */
  transferToPerson: 0.9,
  /** Money received from a business nothing names: income. */
  incomeFromBusiness: 0.8,
  /** Money in (the statement says so) on a line that reads as spending, from a person's name. */
  moneyInFromPerson: 0.8,
  /** Money in (the statement says so) on a line that reads as spending, from anyone else. */
  moneyIn: 0.75,
  /**
   * Below here a line is a guess (the hybrid threshold is 0.5): calibrated on the labeled sets, lines at or above
   * 0.5 are right 95%+ of the time on the dev hold-out and 90%+ on real card bills (npm run bench:accuracy).
   */
  /** Nothing left of the line once cleaned: Outros. */
  emptyLine: 0.4,
  /** A person's name behind a card machine: an unknown small shop (Outros). */
  personBehindMachine: 0.45,
  /** An unknown name behind a card machine, the model without a strong guess: Outros. */
  unknownBehindMachine: 0.45,
  /**
   * The most the model's probability counts for on a card line (no bank phrase, no channel but the card's) that
   * nothing names: on real card bills such model answers were right under half the time, whatever its
   * probability (16 of 33 at 0.5 or more).
   */
  modelOnShopName: 0.45,
  /**
   * In a company's chart, a payment by boleto or transfer to a company nothing names, which the model reads as a
   * household's kind of spending: its supplier, by base rate.
   */
  companyPayee: 0.45,
  /** A card purchase at a shop name nothing recognises: Alimentação by base rate (docs/engine.md). */
  unknownShop: 0.35,
} as const;

export interface EngineResult {
  category: string;
  categoryNumber?: CategoryNumber;
  confidence: number;
  reason: string;
}

export interface Engine {
  /**
   * `hints`, aligned with `descriptions`, say what the source knows of each line (direction, OFX kind);
   * `adjustments`, with a custom list, how the user adjusted its understanding.
   */
  categorize(
    descriptions: readonly string[],
    customCategories?: readonly CustomCategory[],
    hints?: readonly (LineHint | undefined)[],
    adjustments?: ListAdjustments,
  ): EngineResult[];
}

/** What the engine concluded about one line: one concept for sure, or the model's probabilities. */
interface Reading {
  /** Concept index when a rule or the lexicon decided; -1 when the model did. */
  readonly concept: number;
  readonly confidence: number;
  /** Probability per model concept (see modelToConcept), when the model decided; valid until the next read. */
  readonly probabilities: Float64Array | undefined;
  readonly reason: string;
  /** The most the model's probability may count for as confidence (1 but on card lines nothing names). */
  readonly ceiling: number;
  /** The concept when the money went out, when the bank phrase that decided says (BankPhrase.whenOut); -1 none. */
  readonly whenOut: number;
  /**
   * The concept when the money came in; -1 none. A bank's word for a transfer says no direction ("PIX TRANSF
   * MARCOS V" is sent or received): from a person, money in is a transfer received.
   */
  readonly whenIn: number;
}

/** Words left by a bank phrase that name nobody ("TED-Crédito em Conta"). */
const GLUE_WORDS = new Set([
  'em',
  'conta',
  'de',
  'da',
  'do',
  'para',
  'a',
  'o',
  'na',
  'no',
  'por',
  'corrente',
  'c',
]);
/** Words of bank lines, not of shop names: a line with one is never taken for an unknown shop. */
const BANK_WORDS = new Set([
  'deb',
  'debito',
  'cred',
  'credito',
  'lanc',
  'lancamento',
  'avulso',
  'ch',
  'cheque',
  'compensado',
  'pagamento',
  'pagamentos',
  'liquidacao',
  'repasse',
  'antecipacao',
  'recebiveis',
  'vendas',
  'salario',
  'rendimento',
  'rendimentos',
  'pagto',
  'pgto',
  'recebido',
  'recebimento',
  'transf',
  'transferencia',
  'conta',
  'saldo',
  'doc',
  'ted',
  'pix',
  'boleto',
  'bolsa',
  'dep',
  'deposito',
  'resgate',
  'aplicacao',
  'estorno',
  'ajuste',
  'encerramento',
  'bloqueio',
  'devolucao',
  'fatura',
  'parcela',
  'prestacao',
  'contrato',
  'mensalidade',
  'taxa',
  'tarifa',
  'juros',
  'multa',
  'cobranca',
  'convenio',
  'beneficio',
  'inss',
  'fgts',
  'pis',
]);
/** Categories that only bank lines have: a guess of one of them for a plain shop name is noise. */
const BANK_LINE_CONCEPTS: ReadonlySet<string> = new Set([
  'Impostos e Taxas',
  'Tarifas Bancárias',
  'Transferências',
  'Investimentos',
  'Receitas',
  'Saques',
  'Empréstimos e Financiamentos',
  'transfer-in',
  'transfer-out',
  'biz:vendas',
  'biz:folha',
  'biz:encargos',
  'biz:receita-financeira',
  'biz:pro-labore',
  'biz:distribuicao-lucros',
  'biz:juros',
  'biz:impostos-receita',
  'biz:inss',
  'biz:emprestimo-entrada',
] satisfies ConceptId[]);
/** Below this, the model's best guess for a plain shop name is noise (see looksLikeShopName). */
const UNKNOWN_SHOP = 0.5;
/** Below this, the model's best guess for a line behind a card machine is no better than Outros. */
const UNSURE = 0.6;
/** Under this, the model's best guess is noise, even of a company's own kinds. */
const NO_IDEA = 0.4;
const TRANSFER_CHANNELS = new Set(['pix-out', 'pix-in', 'transfer-out', 'transfer-in']);
/** How a company pays a bill or a supplier (not a card purchase). */
const PAYMENT_CHANNELS = new Set(['pix-out', 'transfer-out', 'boleto']);
/**
 * The model's guesses a company's payment may well be: its own kinds, and what a bank or a utility charges. Not
 * housing: a company's rent is named on the line (aluguel, condomínio, imobiliária), which the lexicon reads; what
 * the model alone reads as housing (stone, timber, fittings) a company buys from its supplier.
 */
const BUSINESS_GUESS: ReadonlySet<string> = new Set<string>([
  ...CONCEPT_IDS.filter(isBusinessConcept),
  'Impostos e Taxas',
  'Tarifas Bancárias',
  'Empréstimos e Financiamentos',
  'Seguros',
  'Contas e Serviços',
]);
const SUPPLIERS = conceptIndex('biz:fornecedores');
const INCOME_ONLY: ReadonlySet<string> = new Set(MONEY_IN_ONLY_CONCEPTS);
/** The legal forms of a company's name, as the bank prints them ("LTDA", "S.A.", "S/A", "ME", "EIRELI"). */
const LEGAL_FORMS = new Set(['ltda', 'ltd', 'eireli', 'epp', 'me', 'sa', 'cia', 'industria', 'ind']);
function isLegalEntity(words: readonly string[]): boolean {
  return words.some((word, k) => LEGAL_FORMS.has(word) || (word === 's' && words[k + 1] === 'a'));
}
/** What a company buys of a household's care from a seller of it: its goods, health products too (a clinic's). */
const TRADE_GOODS: ReadonlySet<ConceptId> = new Set<ConceptId>([...TRADE_GOODS_CONCEPTS, 'Saúde']);
/** Words of a wholesaler, as the bank prints its name ("DIST", "ATACADISTA", "FORNEC"). */
const WHOLESALE_WORDS = new Set([
  'distribuidora',
  'distrib',
  'dist',
  'atacado',
  'atacadista',
  'fornecedor',
  'fornecedores',
  'fornec',
]);
/** Words of a seller to companies, as the bank prints its name: a wholesaler's, and "PRODUTOS", "COMERCIAL". */
const SUPPLIER_WORDS = new Set([
  ...WHOLESALE_WORDS,
  'produtos',
  'prod',
  'importadora',
  'comercial',
  'comercio',
]);
const hasSupplierWord = (words: readonly string[]) => words.some((word) => SUPPLIER_WORDS.has(word));
/** A seller to companies by its name: a wholesaler's word, or a legal form ("DIST", "LTDA"). */
const soldByACompany = (words: readonly string[]) => hasSupplierWord(words) || isLegalEntity(words);
/**
 * Food paid by boleto is bought to sell or to cook ("PAG BOLETO CERVEJARIA PETROPOLIS"): the team's meals are paid
 * at the counter, by card or PIX.
 */
function isFoodByBoleto(concept: ConceptId, channel: string | undefined): boolean {
  return channel === 'boleto' && (concept === 'Alimentação' || concept === 'Supermercado');
}
/**
 * A boleto is a bill paid to whoever issued it, never money moved to a person or between one's own accounts: the model's
 * guess of a transfer on one ("PAG BOLETO WHITE MARTINS GASES", a surname in a company's name) is noise.
 */
function isTransferByBoleto(guess: ConceptId, channel: string | undefined): boolean {
  return (
    channel === 'boleto' &&
    (guess === 'Transferências' || guess === 'transfer-out' || guess === 'transfer-in')
  );
}
/** A stationer's supplier: a wholesaler or a maker ("TILIBRA PRODUTOS DE PAPELARIA", "ATACADAO PAPELARIA"). */
const STATIONERY_SUPPLIER_WORDS = new Set([...WHOLESALE_WORDS, 'atacadao', 'produtos', 'prod']);
function isTradeSupplier(
  concept: ConceptId,
  name: string,
  textWords: readonly string[],
  channel?: string,
): boolean {
  if (isFoodByBoleto(concept, channel)) return true;
  // A vehicle's parts bought from a company, or paid as a company pays its suppliers ("PAG BOLETO RANDON PECAS",
  // "PNEUS BRASIL COM LTDA"): the parts of its trade or its fleet's stock, not a household's car.
  if (concept === 'Transporte' && VEHICLE_GOODS.has(name))
    return channel === 'boleto' || channel === 'transfer-out' || soldByACompany(textWords);
  // Stationery from a wholesaler ("PAPELARIA ATACADISTA"), not the stationer round the corner ("KALUNGA COMERCIO").
  if (concept === 'office') return textWords.some((word) => STATIONERY_SUPPLIER_WORDS.has(word));
  // Groceries from a wholesaler or a supplier ("PAG FORNEC HORTIFRUTI"), not the market round the corner.
  if (concept === 'Supermercado') return hasSupplierWord(textWords);
  return TRADE_GOODS.has(concept) && soldByACompany(textWords);
}
const OUTROS = conceptIndex('Outros');
const ALIMENTACAO = conceptIndex('Alimentação');
const TRANSFERS = conceptIndex('Transferências');
const LOANS = conceptIndex('Empréstimos e Financiamentos');
const LOAN_RECEIVED = conceptIndex('biz:emprestimo-entrada');
const RECEITAS = conceptIndex('Receitas');
const TRANSFER_IN = conceptIndex('transfer-in');
const TRANSFER_OUT = conceptIndex('transfer-out');
/** At or above this, a reading of the text stands against the kind the bank states. */
const SURE = 0.9;
/** The concepts money in may have (any other is spending, which money received never is, refunds aside). */
const MONEY_IN = new Set(MONEY_IN_CONCEPTS.map((id) => conceptIndex(id)));
/** What an OFX TRNTYPE says for sure, and for which direction of the money. */
const KIND_CONCEPT: Partial<Record<OfxKind, { concept: number; direction: LineHint['direction'] }>> = {
  FEE: { concept: conceptIndex('Tarifas Bancárias'), direction: 'out' },
  SRVCHG: { concept: conceptIndex('Tarifas Bancárias'), direction: 'out' },
  ATM: { concept: conceptIndex('Saques'), direction: 'out' },
  INT: { concept: conceptIndex('biz:receita-financeira'), direction: 'in' },
  DIV: { concept: conceptIndex('biz:receita-financeira'), direction: 'in' },
  DIRECTDEP: { concept: RECEITAS, direction: 'in' },
};
const FIRST_NAME_PREFIXES = new Set(
  [...FIRST_NAMES].flatMap((name) => Array.from({ length: name.length - 3 }, (_, k) => name.slice(0, k + 4))),
);
const DEFAULT_INDEX = new Map<string, number>(DEFAULTS.map((name, index) => [name, index]));
const CONCEPT_TO_DEFAULT = CONCEPTS.map((concept) => DEFAULT_INDEX.get(concept.category) as number);

/** The one Reading object: read() fills it and categorize() uses it before the next line is read. */
const READING: { -readonly [K in keyof Reading]: Reading[K] } = {
  concept: -1,
  confidence: 0,
  probabilities: undefined,
  reason: '',
  ceiling: 1,
  whenOut: -1,
  whenIn: -1,
};

function certain(concept: number, confidence: number, reason: string, whenOut = -1, whenIn = -1): Reading {
  READING.concept = concept;
  READING.confidence = confidence;
  READING.probabilities = undefined;
  READING.reason = reason;
  READING.ceiling = 1;
  READING.whenOut = whenOut;
  READING.whenIn = whenIn;
  return READING;
}

/** A person's name, the way banks print it: a known first name, or a first word cut short of one. */
function looksLikePerson(words: readonly string[]): boolean {
  const first = words[0];
  if (first === undefined || words.every((word) => GLUE_WORDS.has(word))) return true;
  if (FIRST_NAMES.has(first)) return true;
  return words.length === 1 && first.length >= 4 && FIRST_NAME_PREFIXES.has(first);
}

/** A glued name that starts with a first name ("joaosilva", "mariadasgracas"). */
function startsWithFirstName(word: string): boolean {
  for (let end = Math.min(word.length - 2, 10); end >= 4; end--) {
    if (FIRST_NAMES.has(word.slice(0, end))) return true;
  }
  return false;
}

/**
 * Reads a line, then lets its source correct what the text alone cannot know: a kind the bank states (a fee,
 * a withdrawal, interest) decides a line the text is unsure of, and money in is never a spending category
 * unless it comes back from a purchase (a refund).
 */
function read(
  raw: string,
  lexicon: LexiconIndex,
  model: Model,
  modelToConcept: readonly number[],
  hint: LineHint | undefined,
  company: boolean,
  incomeOnly: readonly number[],
): Reading {
  const normalized = normalizeDescription(raw);
  const reading = readText(normalized, lexicon, model, company, incomeOnly, hint?.direction);
  if (!hint) return reading;
  const stated = hint.kind === undefined ? undefined : KIND_CONCEPT[hint.kind];
  if (
    stated !== undefined &&
    stated.direction === hint.direction &&
    (reading.probabilities !== undefined || reading.confidence < SURE)
  ) {
    return certain(stated.concept, CONFIDENCE.statedKind, `tipo ${hint.kind} do extrato`);
  }
  if (hint.direction === 'out' && reading.whenOut >= 0) {
    return certain(reading.whenOut, reading.confidence, `${reading.reason} pago`);
  }
  if (hint.direction === 'in' && reading.whenIn >= 0) {
    return certain(reading.whenIn, reading.confidence, reading.reason);
  }
  const concept = reading.probabilities
    ? (modelToConcept[pick(reading.probabilities)] as number)
    : reading.concept;
  // Money in that reads as a transfer by a word ("PIX", "TED", "TRANSF") and no bank phrase of the user's own
  // accounts, or as spending (no refund): received from a person, or income.
  if (hint.direction === 'in' && (concept === TRANSFERS || concept === TRANSFER_OUT)) {
    return received(normalized.words, 'transferência recebida de pessoa', 'recebimento de empresa');
  }
  if (hint.direction === 'in' && !MONEY_IN.has(concept) && !isRefund(raw)) {
    return received(
      normalized.words,
      'dinheiro recebido de pessoa (não é gasto)',
      'dinheiro recebido (não é gasto)',
    );
  }
  if (hint.direction === 'out' && concept === TRANSFER_IN) {
    return certain(TRANSFER_OUT, reading.confidence, 'transferência enviada');
  }
  // A loan's money coming in is the loan taken (a chart may keep it apart from the installments paid).
  if (hint.direction === 'in' && concept === LOANS) {
    return certain(LOAN_RECEIVED, reading.confidence, `${reading.reason} recebido`);
  }
  return reading;
}

/** Whether a bank phrase yields to what the lexicon names in the line (BankPhrase.unlessNamed). */
function yieldsTo(phrase: BankPhrase, named: ConceptId): boolean {
  if (phrase.unlessNamed === undefined) return false;
  return phrase.unlessNamed === true ? isBusinessConcept(named) : phrase.unlessNamed.includes(named);
}

/** Money received: from a person, a transfer in; from anyone else, income. */
function received(words: readonly string[], fromPerson: string, fromOthers: string): Reading {
  return looksLikePerson(words)
    ? certain(TRANSFER_IN, CONFIDENCE.moneyInFromPerson, fromPerson)
    : certain(RECEITAS, CONFIDENCE.moneyIn, fromOthers);
}

function readText(
  normalized: NormalizedDescription,
  lexicon: LexiconIndex,
  model: Model,
  company: boolean,
  incomeOnly: readonly number[],
  direction?: LineHint['direction'],
): Reading {
  const words = normalized.words;
  const phrase = matchBankPhrase(normalized.textWords);
  const hit =
    phrase && !phrase.unlessNamed
      ? undefined
      : matchLexicon(lexicon, words, normalized.intermediary !== undefined, company);
  if (phrase && !(hit !== undefined && yieldsTo(phrase, hit.concept))) {
    const whenOut = phrase.whenOut === undefined ? -1 : conceptIndex(phrase.whenOut);
    const whenIn = phrase.whenIn === undefined ? -1 : conceptIndex(phrase.whenIn);
    return certain(conceptIndex(phrase.concept), CONFIDENCE.bankPhrase, phrase.reason, whenOut, whenIn);
  }
  const incoming = normalized.channel === 'pix-in' || normalized.channel === 'transfer-in';
  if (incoming) {
    // Money received: from a person it is a transfer, from a business it is income.
    if (hit && (hit.concept === 'biz:vendas' || hit.concept === 'Receitas')) {
      return certain(conceptIndex(hit.concept), CONFIDENCE.namedIncome, `recebimento "${hit.name}"`);
    }
    if (looksLikePerson(words)) {
      return certain(TRANSFER_IN, CONFIDENCE.transferFromPerson, 'transferência recebida de pessoa');
    }
    return certain(RECEITAS, CONFIDENCE.incomeFromBusiness, 'recebimento de empresa');
  }
  if (hit) {
    const confidence = hit.partial
      ? CONFIDENCE.partialName
      : hit.size > 1
        ? CONFIDENCE.longName
        : CONFIDENCE.name;
    if (company && isTradeSupplier(hit.concept, hit.name, normalized.textWords, normalized.channel)) {
      // A company buying health, beauty or pet products from a company that sells them ("DENTAL SPEED PRODUTOS
      // ODONTOLOGICOS", "DISTRIB COSMETICOS LTDA"), food by boleto, stationery from a wholesaler: the goods of its
      // trade, not a household's spending.
      return certain(SUPPLIERS, confidence, `fornecedor: ${hit.reason}`);
    }
    return certain(conceptIndex(hit.concept), confidence, hit.reason);
  }
  if (normalized.channel && TRANSFER_CHANNELS.has(normalized.channel)) {
    if (looksLikePerson(words)) {
      // "PIX TRANSF", "TED": the bank's words may say no direction (read() tells money received apart).
      return certain(TRANSFER_OUT, CONFIDENCE.transferToPerson, 'transferência para pessoa');
    }
  }
  if (words.length === 0) return certain(OUTROS, CONFIDENCE.emptyLine, 'sem descrição');
  if (normalized.intermediary && (looksLikePerson(words) || startsWithFirstName(words[0] as string))) {
    // A person's name behind a card machine: an unknown small shop.
    return certain(OUTROS, CONFIDENCE.personBehindMachine, `pessoa via ${normalized.intermediary}`);
  }
  // The model's own buffer: categorize() reads it before the next line is read.
  const probabilities = model.predictLine(normalized);
  // Money paid is never income: the model's guesses of money received only do not count for it.
  if (direction === 'out') for (const k of incomeOnly) probabilities[k] = 0;
  const guess = model.concepts[pick(probabilities)] as ConceptId;
  if (
    company &&
    normalized.channel !== undefined &&
    PAYMENT_CHANNELS.has(normalized.channel) &&
    (!BUSINESS_GUESS.has(guess) || maxOf(probabilities) < NO_IDEA)
  ) {
    // A company paying another company (LTDA, S.A., ME), a seller to companies (DIST), or a payee the model has no
    // real idea of, by boleto or transfer, which nothing names and the model reads as a household's kind of
    // spending: most often its supplier, as an accountant books it.
    const legal = isLegalEntity(normalized.textWords);
    if (
      legal ||
      hasSupplierWord(normalized.textWords) ||
      maxOf(probabilities) < UNSURE ||
      isFoodByBoleto(guess, normalized.channel) ||
      isTransferByBoleto(guess, normalized.channel)
    ) {
      const payee = legal ? 'pagamento a empresa' : 'pagamento a desconhecido';
      return certain(SUPPLIERS, CONFIDENCE.companyPayee, `${payee} (o mais comum: fornecedor)`);
    }
  }
  if (normalized.intermediary && maxOf(probabilities) < UNSURE) {
    // An unknown name behind a card machine, and the model has no strong idea: an unknown shop.
    return certain(OUTROS, CONFIDENCE.unknownBehindMachine, `desconhecido via ${normalized.intermediary}`);
  }
  if (
    !company &&
    (normalized.channel === undefined || normalized.channel === 'card') &&
    (maxOf(probabilities) < UNKNOWN_SHOP ||
      BANK_LINE_CONCEPTS.has(model.concepts[pick(probabilities)] as string)) &&
    looksLikeShopName(words)
  ) {
    // A card purchase at a shop nothing knows, and the model has no real guess (its best is noise
    // from a few letter groups, or a bank line's category, which a shop's name cannot be): on card
    // bills such shops are most often places to eat.
    return certain(ALIMENTACAO, CONFIDENCE.unknownShop, 'loja desconhecida (o mais comum: alimentação)');
  }
  READING.concept = -1;
  READING.confidence = 0;
  READING.probabilities = probabilities;
  READING.reason = 'modelo';
  READING.ceiling =
    normalized.channel === undefined || normalized.channel === 'card' ? CONFIDENCE.modelOnShopName : 1;
  READING.whenOut = -1;
  READING.whenIn = -1;
  return READING;
}

/**
 * A shop's own name: at least one word of 4+ letters, no bank word, not a person's name, not a bare
 * code. Generic company words (comércio, serviços) are not tested here: the model is sure of them.
 */
function looksLikeShopName(words: readonly string[]): boolean {
  if (words.length === 0 || looksLikePerson(words)) return false;
  let long = false;
  for (const word of words) {
    if (BANK_WORDS.has(word)) return false;
    let letters = 0;
    for (let k = 0; k < word.length; k++) {
      const code = word.charCodeAt(k);
      if (code >= 97 && code <= 122) letters++;
    }
    if (letters < word.length - 1) return false;
    if (letters >= 4) long = true;
  }
  return long;
}

function maxOf(values: Float64Array): number {
  let max = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < values.length; k++) max = Math.max(max, values[k] as number);
  return max;
}

function pick(scores: Float64Array): number {
  let best = 0;
  for (let k = 1; k < scores.length; k++) if ((scores[k] as number) > (scores[best] as number)) best = k;
  return best;
}

/** Loads the lexicon and the model artefact. Call once per process and keep the engine. */
export function createEngine(): Engine {
  return createEngineWithModel(artefact as ModelArtefact);
}

/** An engine over another model artefact (cross-validation trains one per fold). */
export function createEngineWithModel(modelArtefact: ModelArtefact): Engine {
  const lexicon = lexiconIndex();
  const model = loadModel(modelArtefact);
  const modelToConcept = model.concepts.map((id) => {
    // The artefact is data: a concept it names that the code does not know is a stale model.
    if (!isConceptId(id)) throw new Error(`The model names an unknown concept: ${id}`);
    return conceptIndex(id);
  });
  // The model's concepts of money received only (income, a sale, a loan taken): never what money paid is.
  const incomeOnly = model.concepts.flatMap((id, k) => (INCOME_ONLY.has(id) ? [k] : []));
  let cachedKey = '';
  let cached: ListReading = { targets: [], companyOnly: false };
  const readingOf = (
    custom: readonly CustomCategory[],
    adjustments: ListAdjustments | undefined,
  ): ListReading => {
    const key = `${custom.map((category) => `${category.number}:${category.name}`).join('\u0000')}\u0001${JSON.stringify(adjustments ?? {})}`;
    if (key !== cachedKey) {
      cachedKey = key;
      cached = readList(custom, adjustments);
    }
    return cached;
  };
  return {
    categorize(descriptions, customCategories, hints, adjustments) {
      const custom = customCategories && customCategories.length > 0 ? customCategories : undefined;
      const list = custom ? readingOf(custom, adjustments) : undefined;
      const targets = list?.targets ?? CONCEPT_TO_DEFAULT;
      // A company's own chart: its statement is a company's (what it pays a company nothing names: its supplier).
      const company = list?.companyOnly ?? false;
      const size = custom ? custom.length : DEFAULTS.length;
      const scores = new Float64Array(size);
      // A statement repeats its merchants: a line already read in this call is answered again.
      const seen = new Map<string, EngineResult>();
      return descriptions.map((description, index) => {
        const text = typeof description === 'string' ? description : '';
        const hint = hints?.[index];
        const key = hint ? `${text}\u0000${hintKey(hint)}` : text;
        const again = seen.get(key);
        if (again !== undefined) return { ...again };
        const result = answer(read(text, lexicon, model, modelToConcept, hint, company, incomeOnly));
        seen.set(key, result);
        return result;
      });
      function answer(reading: Reading): EngineResult {
        let best: number;
        let confidence: number;
        if (reading.probabilities) {
          scores.fill(0);
          const probabilities = reading.probabilities;
          for (let k = 0; k < probabilities.length; k++) {
            const target = targets[modelToConcept[k] as number] as number;
            scores[target] = (scores[target] as number) + (probabilities[k] as number);
          }
          best = pick(scores);
          confidence =
            Math.round(Math.min(reading.ceiling, Math.max(0, scores[best] as number)) * 1000) / 1000;
        } else {
          best = targets[reading.concept] as number;
          confidence = reading.confidence;
        }
        if (custom) {
          const chosen = custom[best] as CustomCategory;
          return { category: chosen.name, categoryNumber: chosen.number, confidence, reason: reading.reason };
        }
        return { category: DEFAULTS[best] as string, confidence, reason: reading.reason };
      }
    },
  };
}
