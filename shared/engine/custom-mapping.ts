import { type CustomCategory, DEFAULT_CATEGORIES, hasCodes, TEMPLATE_OF } from '../categories.ts';
import { fold } from '../fold.ts';
import {
  CONCEPT_INDEX,
  CONCEPTS,
  type ConceptId,
  conceptEntries,
  conceptIndex,
  isBusinessConcept,
} from './concepts.ts';
import {
  ABBREVIATIONS,
  BUSINESS_ALIASES,
  BUSINESS_PARENTS,
  CATCH_ALL_PHRASES,
  CATCH_ALL_WORDS,
  DESCRIPTORS,
  EMOJI_WORDS,
  FEMININE,
  GENERIC_WORDS,
  HOUSEHOLD_CONCEPTS,
  INCOME_CONCEPTS,
  INCOME_WORDS,
  KIND_WEIGHT,
  MONEY_MOVEMENTS,
  NAMES_AT_START,
  NEED_GROUPS,
  NEGATIONS,
  NEIGHBOURS,
  NON_CASH_WORDS,
  OUTFLOW_WORDS,
  OUTSOURCED_WORDS,
  PAYMENT_METHOD_WORDS,
  PAYROLL_CONCEPTS,
  PREPOSITIONS,
  PROVISION_WORDS,
  REFUND_WORDS,
  REVENUE_CONCEPTS,
  SPENDING_WORDS,
  STAFF_GROUP_WORDS,
  STOPWORDS,
  TRADE_GOODS_CONCEPTS,
  WORD_EXCEPTIONS,
} from './descriptors.ts';
import { lexiconIndex, matchLexicon } from './lexicon/match.ts';

/*
 * Which of the user's categories takes each concept of the engine: the names of the list are read as words
 * (descriptors.ts says what each word and phrase means), never matched by prefix. docs/engine.md, "Custom
 * category lists".
 */

// --- Normalization of names and terms -------------------------------------------------------------------

const STOP = new Set(STOPWORDS);
const PREPOSITION = new Set(PREPOSITIONS);
const NAME_AT_START = new Set(NAMES_AT_START);
const ABBREVIATION = new Map(Object.entries(ABBREVIATIONS));
const EXCEPTION = new Map(Object.entries(WORD_EXCEPTIONS));
const MASCULINE = new Map(Object.entries(FEMININE));

/** One folded word to its dictionary form: abbreviation expanded, plural to singular, feminine to masculine. */
export function normalizeWord(word: string): string {
  const expanded = ABBREVIATION.get(word) ?? word;
  const singular = EXCEPTION.get(expanded) ?? singularOf(expanded);
  return MASCULINE.get(singular) ?? singular;
}

function singularOf(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('oes') || word.endsWith('aes') || word.endsWith('aos')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('ais') || word.endsWith('ois')) return `${word.slice(0, -2)}l`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  // English plurals ("vacations", "loans") before Portuguese "-ns" ("viagens": viagem).
  if (word.endsWith('ions') || word.endsWith('ans')) return word.slice(0, -1);
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('res') || word.endsWith('zes') || word.endsWith('xes')) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Separators between the parts of a name: "e" (Spanish "y"), "&", "/", "+", commas, parentheses, " - ". */
const PART_SEPARATOR = /[()[\]{}/\\&+,;:|·•>»]|\s[-–—]+\s|\s(?:e|y|and|ou|or)\s/;

/** Normalized words of a part, and which of them come right after a preposition. */
interface Tokens extends Array<string> {
  qualifier?: boolean[];
  /** The part's words as folded, before stopwords and plurals go: how the lexicon spells names. */
  raw?: string[];
  /** Inside parentheses: examples of what the name holds ("Contas fixas (luz, água, internet)"). */
  example?: boolean;
  /** Before a ">": the group a spreadsheet files the name under ("Pessoal > Pró-labore"). */
  group?: boolean;
}

/** The normalized words of one part of a name (or of a descriptor term), stopwords left out. */
function partTokens(text: string): Tokens {
  const tokens: Tokens = [];
  const qualifier: boolean[] = [];
  let afterPreposition = false;
  for (const word of text.split(/[^a-z0-9]+/)) {
    // Account codes and list numbers ("4.2.99", "10.") and stray letters name nothing.
    if (word.length === 0 || /^\d+$/.test(word) || (word.length === 1 && !ABBREVIATION.has(word))) continue;
    if (STOP.has(word) && !(tokens.length === 0 && NAME_AT_START.has(word))) {
      if (PREPOSITION.has(word)) afterPreposition = true;
      continue;
    }
    const normalized = normalizeWord(word);
    if (STOP.has(normalized) && !NAME_AT_START.has(normalized)) continue;
    tokens.push(normalized);
    qualifier.push(afterPreposition && tokens.length > 1);
    afterPreposition = false;
  }
  tokens.qualifier = qualifier;
  return tokens;
}

/** The parts of a category name, each as its normalized words: "Moradia & contas" → [[moradia], [conta]]. */
export function nameParts(name: string): string[][] {
  return tokenParts(name).map((part) => [...part]);
}

/** Arrows a spreadsheet files a name under its group with ("Saídas → DAS", "Entradas -> Vendas"), as ">". */
const ARROWS = /[→⇒➜➔]|-+>|=>/g;
/** A name already filed under its group ("Pessoal > Salários", "Saídas → DAS"). */
const FILED_UNDER_GROUP = /[>»→⇒➜➔]/;

function tokenParts(name: string): Tokens[] {
  // An English possessive ("Owner's Draw", "Partners' draw") is the word itself, no "s/" of Portuguese.
  const raw = fold(name.replace(ARROWS, ' > '))
    .replace(/([a-z])['’]s\b/g, '$1')
    .replace(/s['’](?=\s|$)/g, 's');
  // "Desp. Financ.", "Rec. Financ.": the financial expenses and revenue; "Financ. Bancários": the bank's financing.
  const financ =
    /\b(?:desp|despesas?|rec|receitas?|result|resultado|aplic|aplicac(?:ao|oes))\.?\s+financ\b/.test(raw)
      ? 'financeiro'
      : 'financiamento';
  const folded = raw
    // "Pró-Lab.": the owner's pay.
    .replace(/\bpro[-\s]?lab\b\.?/g, 'pro labore')
    // "S/ categoria" opens without; "Impostos s/ Faturamento" says on what.
    .replace(/^\s*s\/\s*/, 'sem ')
    .replace(/\b([scp])\/\s*/g, (_, letter: string) => ({ s: 'sobre ', c: 'com ', p: 'para ' })[letter] ?? '')
    // "Desp. Com.": the dot makes the preposition "com" the commercial expenses of a chart.
    .replace(/\bcom\.(?=[\s\-–—/]|$)/g, 'comercial ')
    .replace(/\bfinanc\b/g, financ)
    // "Rec. / Financeiras", "Receitas > Financeiro": the financial revenue, its group's word and its own one name.
    .replace(
      /\b(?:rec|receitas?|revenues?|income)\.?\s*(?:[/>»:|]|\s[-–—]+)\s*(?:financeir[oa]s?|financial)\b/g,
      'receitas financeiras',
    )
    // "Sales & Marketing", "S&M": an English chart's selling expenses, no sales received.
    .replace(
      /\bsales\s*(?:&|and)\s*marketing\b|\bmarketing\s*(?:&|and)\s*sales\b|\bs\s*&\s*m\b/g,
      'marketing',
    )
    // "G&A", "SG&A": general and administrative expenses, one word of a company's chart.
    .replace(/\bs?g\s*&\s*a\b/g, 'administrative')
    .replace(/\s+/g, ' ');
  // "Pessoal > Pró-labore": the groups of a spreadsheet before its last ">", then the name itself.
  const groupEnd = Math.max(folded.lastIndexOf('>'), folded.lastIndexOf('»'));
  const groups = groupEnd < 0 ? [] : textParts(folded.slice(0, groupEnd));
  for (const group of groups) group.group = true;
  const parts = [...groups, ...textParts(folded.slice(groupEnd + 1))];
  // "Cartão - Mercado", "Boleto - Faculdade": the way of paying opens the name, what follows says the kind.
  const first = parts[0];
  if (parts.length > 1 && first !== undefined && first.every((word) => PAYMENT_METHOD.has(word)))
    parts.shift();
  return parts;
}

function textParts(folded: string): Tokens[] {
  // Outside and inside parentheses, in turn.
  return folded.split(/[()]/).flatMap((segment, k) =>
    segment
      .split(PART_SEPARATOR)
      .map((part) => {
        const tokens = partTokens(part);
        tokens.raw = part.split(/[^a-z0-9]+/).filter((word) => word.length > 0 && !/^\d+$/.test(word));
        if (k % 2 === 1) tokens.example = true;
        return tokens;
      })
      .filter((tokens) => tokens.length > 0),
  );
}

/** A descriptor term as the key it is looked up by: its normalized words, joined by spaces. */
export function termKey(term: string): string {
  return partTokens(fold(term)).join(' ');
}

const PAYMENT_METHOD = new Set(PAYMENT_METHOD_WORDS.flatMap((term) => termKey(term).split(' ')));

// --- Descriptor index -------------------------------------------------------------------------------------

interface Claim {
  readonly concept: number;
  readonly weight: number;
  /**
   * Holds in a household's list only, or in a company's chart only (descriptors.ts, `household`, `company`). A
   * company's word keeps its company meaning in any list that uses company words ("Pessoal" in a studio's chart
   * that also names the owner's personal spending): its household claims hold in no chart (`personal`).
   */
  readonly scope?: 'household' | 'personal' | 'company';
}

const conceptNumber = (id: ConceptId): number => conceptIndex(id);

interface Besides {
  readonly parts: readonly number[];
  readonly means: readonly Claim[];
}

interface Entry {
  readonly claims: readonly Claim[];
  /** Only a company's chart of accounts uses the term. */
  readonly business: boolean;
  /** The term names a person's spending only: nothing in a company's chart. */
  readonly personalOnly: boolean;
  /** The term names people (descriptors.ts). */
  readonly people: boolean;
  /** What the term means beside a part that names one of these concepts (descriptors.ts). */
  readonly besides?: Besides;
}

const INDEX = new Map<string, Entry>();
let longestTerm = 1;
for (const descriptor of DESCRIPTORS) {
  const weights = new Map<number, number>();
  for (const group of descriptor.needs ?? []) {
    for (const id of NEED_GROUPS[group]) {
      weights.set(conceptNumber(id), KIND_WEIGHT[descriptor.needKind ?? 'need']);
    }
  }
  for (const [id, kind] of conceptEntries(descriptor.claims)) {
    const concept = conceptNumber(id);
    weights.set(concept, Math.max(weights.get(concept) ?? 0, KIND_WEIGHT[kind]));
  }
  const besides = descriptor.besides && {
    parts: descriptor.besides.parts.map((id) => conceptNumber(id)),
    means: conceptEntries(descriptor.besides.means).map(([id, kind]) => ({
      concept: conceptNumber(id),
      weight: KIND_WEIGHT[kind],
    })),
  };
  const scoped = (field: 'household' | 'company', scope: 'household' | 'personal' | 'company') =>
    conceptEntries(descriptor[field] ?? {}).map(([id, kind]) => ({
      concept: conceptNumber(id),
      weight: KIND_WEIGHT[kind],
      scope,
    }));
  const entry: Entry = {
    claims: [
      ...[...weights.entries()].map(([concept, weight]) => ({ concept, weight })),
      ...scoped('household', descriptor.business ? 'personal' : 'household'),
      ...scoped('company', 'company'),
    ],
    business: descriptor.business === true,
    personalOnly: descriptor.personalOnly === true,
    people: descriptor.people === true,
    ...(besides ? { besides } : {}),
  };
  for (const term of descriptor.terms) {
    const key = termKey(term);
    if (key.length === 0) continue;
    INDEX.set(key, entry);
    longestTerm = Math.max(longestTerm, key.split(' ').length);
  }
}

const keySet = (terms: readonly string[]) => new Set(terms.map((term) => termKey(term)));
const EMOJI = new Map(Object.entries(EMOJI_WORDS).map(([emoji, word]) => [emoji, fold(word)]));
const CATCH_ALL_WORD = keySet(CATCH_ALL_WORDS);
const CATCH_ALL_PHRASE = [...keySet(CATCH_ALL_PHRASES)].map((phrase) => phrase.split(' '));
const GENERIC = keySet(GENERIC_WORDS);
const SPENDING = keySet(SPENDING_WORDS);
const OUTFLOW = keySet(OUTFLOW_WORDS);
const INCOME = keySet(INCOME_WORDS);
const INCOME_CONCEPT = new Set(INCOME_CONCEPTS.map((id) => conceptNumber(id)));
const REVENUE_CONCEPT = new Set(REVENUE_CONCEPTS.map((id) => conceptNumber(id)));
const RELATED = KIND_WEIGHT.related;
const BROAD = KIND_WEIGHT.broad;
const BUSINESS_CONCEPT = CONCEPTS.map((concept) => isBusinessConcept(concept.id));
const NEGATION = keySet(NEGATIONS);
const REFUND = keySet(REFUND_WORDS);
const TAXES = conceptNumber('Impostos e Taxas');
/** What a name of the taxes on revenue keeps of the other taxes: less than "Outros impostos" (core − REMAINDER). */
const TAXES_BESIDE_REVENUE = 0.8;
const STAFF_GROUP = keySet(STAFF_GROUP_WORDS);
const NON_CASH = keySet(NON_CASH_WORDS);
const PROVISION = keySet(PROVISION_WORDS);
const OUTSOURCED = keySet(OUTSOURCED_WORDS);
/** Words of meals, not of food: what a cost account that names them holds of the team's meals. */
const MEAL_WORD = keySet([
  'alimentação',
  'refeição',
  'refeições',
  'lanche',
  'lanches',
  'marmita',
  'almoço',
  'comida',
  'rango',
  'meals',
  'food',
]);
/** "Administrative" after a word of the rest names no kind ("General & Admin", "Outras despesas administrativas"). */
const ADMINISTRATIVE = keySet(['administrativo', 'administrative', 'administração']);
/** Words a name of sales opens with ("Vendas (loja, PIX, Shopee)"), besides those of money received. */
const OPENING_SALES = keySet(['vendas', 'faturamento', 'sales']);
/** The words of a list's last item ("Seguros e diversos", "Manutenção and misc"). */
const AND = new Set(['e', 'and', 'y']);
/** "(-)" before a name: a deduction in a chart of accounts. */
const DEDUCTION = /^\s*\(\s*[-–—]\s*\)/;
const RECEITAS = conceptNumber('Receitas');
const SALES = conceptNumber('biz:vendas');
const OUTROS = conceptNumber('Outros');
const TRANSFERENCIAS = conceptNumber('Transferências');
const TRANSFER_IN = conceptNumber('transfer-in');
const TARIFAS = conceptNumber('Tarifas Bancárias');
const PAYROLL = conceptNumber('biz:folha');
const LOANS = conceptNumber('Empréstimos e Financiamentos');
const LOAN_RECEIVED = conceptNumber('biz:emprestimo-entrada');
const TAXES_ON_REVENUE = conceptNumber('biz:impostos-receita');
const FINANCIAL_REVENUE = conceptNumber('biz:receita-financeira');
const INVESTMENTS = conceptNumber('Investimentos');
const PAYROLL_FAMILY = new Set(PAYROLL_CONCEPTS.map((id) => conceptNumber(id)));
const STAFF_BENEFITS = new Set(
  (['biz:beneficios', 'biz:plano-saude', 'biz:vale-transporte'] as const).map((id) => conceptNumber(id)),
);
const MONEY_MOVEMENT = new Set(MONEY_MOVEMENTS.map((id) => conceptNumber(id)));
const MOVED_OR_BORROWED = new Set([...MONEY_MOVEMENT, LOANS, LOAN_RECEIVED]);
const HOUSEHOLD = HOUSEHOLD_CONCEPTS.map((id) => conceptNumber(id));
/** Kinds of spending: not money received, not money moved. */
const SPENDING_CONCEPT = CONCEPTS.map(
  (_, concept) => !INCOME_CONCEPT.has(concept) && !MONEY_MOVEMENT.has(concept),
);

/**
 * What a name of money received ("Aluguel recebido") claims of income when nothing else in it says which: more
 * than a family ("Banco", 0.5), less than a name related to income ("Salário", 0.7), which keeps the salary.
 */
const RECEIVED_INCOME = 0.6;

/** What a spreadsheet's group ("Pessoal >") loses against the name under it. */
const GROUP_DISCOUNT = 0.05;

/** How much of its weight a qualifier keeps. */
const QUALIFIER = 0.5;

/** A word that means something in a name: not generic ("despesas"), not a catch-all word ("outras"). */
const isContent = (word: string) => !GENERIC.has(word) && !CATCH_ALL_WORD.has(word);

// --- Reading a name ---------------------------------------------------------------------------------------

interface Match {
  claims: readonly Claim[];
  /** Words of the term that mean something (not generic, not catch-all words). */
  readonly content: number;
  /** The term names a person's spending only (descriptors.ts): nothing in a company's chart. */
  personalOnly?: boolean;
  /** The term names people (descriptors.ts): nothing among a name's examples. */
  people?: boolean;
  /** Which part of the name it is in ("Tarifa banco": one part; "Banking & Fees": two). */
  part?: number;
  /** Where its words start in the part, and what it means beside other parts (Entry). */
  start?: number;
  /** The term, as looked up (termKey). */
  key?: string;
  besides?: Besides;
}

interface ReadName {
  readonly matches: readonly Match[];
  /** "Outras receitas", "Other income": the rest of what it names, behind a name of that alone. */
  readonly remainder: boolean;
  /**
   * Its word of the rest names no kind after it ("Manut. máquinas e gerais", "General & Admin", "Seguros e
   * diversos"): the rest of everything, not of one kind ("Outras taxas").
   */
  readonly restOfAll: boolean;
  /** "Depreciação do Torrador": an entry of the books no bank moves money for, which receives no line. */
  readonly nonCash: boolean;
  /** "Prov. Férias e 13º": a provision of the books, whose spending is filed where it is paid. */
  readonly provision: boolean;
  /** Its first word is one of money received ("Rec. Serv. Conserto e Peças", "Revenue - ..."). */
  readonly opensWithIncome: boolean;
  /** What the name's own words name (not its examples): "Comissões de Canais (Booking, Airbnb)" names no trip. */
  readonly headNames: ReadonlySet<number>;
  /** A word of meals ("Alimentação de Set", "Lanches"), not of food sold or cooked ("Café Verde", "Petiscos"). */
  readonly namesMeals: boolean;
  /** "Devolução pro cliente", "(-) Estornos": money given back, never revenue in a company's chart. */
  readonly refund: boolean;
  /** Only generic words ("Despesas", "Gastos operacionais"): the broadest bucket when no catch-all is named. */
  readonly genericOnly: boolean;
  /** A term only a company's chart uses is in the name. */
  readonly business: boolean;
  /** Words that mean something (not generic, not catch-all words). */
  readonly content: number;
  readonly catchAll: boolean;
  /** The direction its words of money state ("Despesas ...", "Receitas ..."), when they agree. */
  readonly direction: 'in' | 'out' | undefined;
  /** The parts with a word of spending ("Despesas do banco": the first). */
  readonly spendingParts: ReadonlySet<number>;
}

function isCatchAllParts(parts: readonly Tokens[]): boolean {
  let marked = false;
  // Under a group, the name's own words say it ("Despesas Administrativas > Outras" is the rest of them all).
  const own = parts.some((part) => !part.group) ? parts.filter((part) => !part.group) : parts;
  for (const part of own) {
    const covered = new Array<boolean>(part.length).fill(false);
    for (const phrase of CATCH_ALL_PHRASE) {
      for (let start = 0; start + phrase.length <= part.length; start++) {
        if (phrase.every((word, k) => part[start + k] === word)) {
          marked = true;
          for (let k = 0; k < phrase.length; k++) covered[start + k] = true;
        }
      }
    }
    for (let k = 0; k < part.length; k++) {
      if (covered[k]) continue;
      const word = part[k] as string;
      if (CATCH_ALL_WORD.has(word)) marked = true;
      else if (!GENERIC.has(word)) return false;
    }
  }
  return marked;
}

/** Whether a name is the list's catch-all ("Outros", "Diversos", "Outras despesas", "Não classificado"). */
export function isCatchAll(name: string): boolean {
  return isCatchAllParts(nameParts(name));
}

/**
 * The terms of one part, longest first, each word taken by one term only (the most specific). Marks in
 * `phrased` the words taken by terms of several words; says whether a term only companies use was found.
 */
function matchPart(part: Tokens, index: number, matches: Match[], phrased: boolean[]): boolean {
  let business = false;
  const taken = new Array<boolean>(part.length).fill(false);
  const found: { start: number; match: Match }[] = [];
  for (let size = Math.min(longestTerm, part.length); size >= 1; size--) {
    for (let start = 0; start + size <= part.length; start++) {
      let free = true;
      for (let k = start; k < start + size; k++) if (taken[k]) free = false;
      if (!free) continue;
      const key = part.slice(start, start + size).join(' ');
      const entry = INDEX.get(key);
      if (entry === undefined) continue;
      if (entry.business) business = true;
      // "não essenciais": a negated word names nothing (unless the negation is part of the term).
      const negated = start > 0 && NEGATION.has(part[start - 1] as string) && !taken[start - 1];
      let content = 0;
      for (let k = start; k < start + size; k++) {
        taken[k] = true;
        phrased[k] = size > 1;
        if (isContent(part[k] as string)) content++;
      }
      const match: Match = { claims: negated ? [] : entry.claims, content, part: index, start, key };
      if (entry.personalOnly) match.personalOnly = true;
      if (entry.people) match.people = true;
      if (entry.besides && !negated) match.besides = entry.besides;
      found.push({ start, match });
      matches.push(match);
    }
  }
  // A qualifier after a preposition ("em casa", "do carro") names its concepts weakly when a word before it names
  // something ("Alimentação em casa" is food; "Seguro do carro" is insurance), unless it names a kind of what that
  // word names ("Imposto do Simples" is the taxes on revenue).
  for (const { start, match } of found) {
    if (!part.qualifier?.[start]) continue;
    const before = found.filter((other) => other.start < start && other.match.claims.length > 0);
    if (before.length === 0) continue;
    const named = new Set(
      before.flatMap(({ match: other }) =>
        other.claims.filter((claim) => claim.weight >= BROAD).map((claim) => claim.concept),
      ),
    );
    match.claims = match.claims.map((claim) =>
      named.has(PARENT[claim.concept] as number) ? claim : { ...claim, weight: claim.weight * QUALIFIER },
    );
  }
  return business;
}

/** Parentheses of examples, each of them understood (not a delivery app, which a company's chart reads apart). */
function listsExamples(parts: readonly Tokens[], matches: readonly Match[]): boolean {
  const examples = parts.flatMap((part, p) => (part.example ? [p] : []));
  return (
    examples.length > 0 &&
    examples.every((p) =>
      matches.some((match) => match.part === p && match.claims.length > 0 && match.personalOnly !== true),
    )
  );
}

/**
 * A part no descriptor reads that is a name the engine knows from statement lines ("Smart Fit", "Sabesp",
 * "Petz", "Pão de Açúcar"): the concept the lexicon files it under, as a related name (whole words only).
 */
function brandOf(words: readonly string[]): number | undefined {
  if (words.length === 0) return undefined;
  const hit = matchLexicon(lexiconIndex(), words);
  if (hit === undefined || hit.partial || hit.size !== words.length) return undefined;
  const concept = CONCEPT_INDEX.get(hit.concept);
  return concept === undefined || concept === OUTROS ? undefined : concept;
}

/**
 * The direction a name states by its words of money ("Despesas ...", "Receita ..."), when they all agree.
 * Words inside a longer term say what the term says ("Renda fixa" is an investment, not income).
 */
function directionOf(
  parts: readonly Tokens[],
  phrased: readonly (readonly boolean[])[],
): 'in' | 'out' | undefined {
  const of = (group: boolean): 'in' | 'out' | undefined => {
    let income = false;
    let spending = false;
    parts.forEach((part, p) => {
      if (group && !part.group) return;
      part.forEach((word, k) => {
        // Words after a preposition say what the money is about, not which way it goes ("Impostos sobre vendas").
        if (phrased[p]?.[k] || part.qualifier?.[k]) return;
        if (INCOME.has(word)) income = true;
        if (SPENDING.has(word)) spending = true;
      });
    });
    if (income === spending) return undefined;
    return income ? 'in' : 'out';
  };
  // A group says the way of the money of the names under it ("Revenue > Repasse de Mídia" is money received).
  return of(true) ?? of(false);
}

function readName(name: string): ReadName {
  const parts = tokenParts(name);
  const catchAll = isCatchAllParts(parts);
  const matches: Match[] = [];
  let content = 0;
  let business = false;
  const phrased = parts.map((part) => new Array<boolean>(part.length).fill(false));
  parts.forEach((part, p) => {
    if (matchPart(part, p, matches, phrased[p] as boolean[])) business = true;
    let partContent = 0;
    for (const word of part) if (isContent(word)) partContent++;
    content += partContent;
    if (partContent > 0 && !matches.some((match) => match.part === p && match.claims.length > 0)) {
      const brand = brandOf(part.raw ?? []);
      if (brand !== undefined) {
        // A business concept ("Atacadão": wholesale) is its default category in a household's list.
        const category = conceptNumber(CONCEPTS[brand]?.category ?? 'Outros');
        const claims = [{ concept: brand, weight: RELATED }];
        if (category !== brand) claims.push({ concept: category, weight: RELATED });
        matches.push({ claims, content: partContent, part: p });
      }
    }
  });
  if (!matches.some((match) => match.claims.length > 0)) readEmoji(name, parts.length, matches);
  // Depreciation is an entry of the books, never money a bank moves: such an account receives no line
  // ("Depreciação/Amortização" is no loan's amortization).
  const nonCash = parts.some((part) => part.some((word) => NON_CASH.has(word)));
  if (nonCash) for (const match of matches) match.claims = [];
  const provision = parts.some((part) => part.some((word) => PROVISION.has(word)));
  if (provision)
    for (const match of matches)
      match.claims = match.claims.flatMap((claim) =>
        claim.scope === undefined
          ? [{ ...claim, scope: 'household' as const }]
          : claim.scope === 'company'
            ? []
            : [claim],
      );
  // Work bought from others is no payroll: "Mão de Obra Terceirizada" pays no staff.
  if (parts.some((part) => part.some((word) => OUTSOURCED.has(word))))
    for (const match of matches)
      match.claims = match.claims.filter((claim) => !PAYROLL_FAMILY.has(claim.concept));
  rereadBesides(parts, matches, phrased);
  // The group names what the name holds a little less than the name itself: "Pessoal > Salários e FGTS" is the
  // payroll before "Pessoal > Pró-labore". A group of revenue is the revenue, as a name of it is: "Receitas >
  // Mensalidades" opens a school's chart.
  const groupPart = (match: Match) => parts[match.part ?? -1]?.group === true;
  for (const match of matches) {
    if (!groupPart(match)) continue;
    match.claims = match.claims.map((claim) =>
      REVENUE_CONCEPT.has(claim.concept) && claim.weight >= RELATED
        ? claim
        : { ...claim, weight: claim.weight - GROUP_DISCOUNT },
    );
  }
  // A name that says what it holds itself ("Administrativas > Pró-labore") takes none of its group's family
  // ("Administrativas": 0.5 of every admin expense), which its siblings that say nothing ("Administrativas > Outras
  // Despesas") are for; what the name holds, the group still says with it (which an account of the same kind
  // under another group lacks).
  const own = new Set(
    matches.flatMap((match) =>
      groupPart(match)
        ? []
        : match.claims.filter((claim) => claim.weight >= BROAD).map((claim) => claim.concept),
    ),
  );
  if (own.size > 0)
    for (const match of matches)
      if (groupPart(match))
        match.claims = match.claims.filter(
          (claim) => claim.weight >= RELATED - GROUP_DISCOUNT || own.has(claim.concept),
        );
  // A group of outflows says the money's direction and a company's kinds of it ("Custos >"), no household's:
  // "Saídas → DAS" is no outing.
  for (const match of matches) {
    const part = parts[match.part ?? -1];
    if (part?.group && part.every((word) => OUTFLOW.has(word)))
      match.claims = match.claims.filter((claim) => BUSINESS_CONCEPT[claim.concept]);
  }
  // Among examples, people are whom the name is for ("Viagens (visitar parentes)"): they name nothing.
  for (const match of matches) if (match.people && parts[match.part ?? -1]?.example) match.claims = [];
  // A name that lists what it holds is that: "Contas fixas (luz, água, internet)" holds no taxes or insurance
  // by its family word "contas", "Carro (gasolina, estacionamento)" no insurance; what its head names
  // itself stays.
  if (listsExamples(parts, matches)) {
    const exemplified = new Set(
      matches
        .filter((match) => parts[match.part ?? -1]?.example)
        .flatMap((match) => match.claims.map((claim) => claim.concept)),
    );
    for (const match of matches) {
      if (parts[match.part ?? -1]?.example) continue;
      match.claims = match.claims.filter((claim) => claim.weight >= BROAD || exemplified.has(claim.concept));
    }
  }
  // Examples of a name of payroll say whom it pays ("Salários (mecânicos, motoristas)"), not what it buys; examples
  // that all name kinds of what the name names say which kind ("Impostos (DAS, ISS)": the taxes on revenue).
  const inExample = (match: Match) => parts[match.part ?? -1]?.example === true;
  const head = matches.filter((match) => !inExample(match));
  /** Whether the name's own words say this concept as much as a broad name does. */
  const headSays = (concepts: (concept: number) => boolean) => namesAtLeast(head, concepts, BROAD);
  /** The examples keep only their claims on these concepts. */
  const keepInExamples = (concepts: (concept: number) => boolean) => {
    for (const match of matches)
      if (inExample(match)) match.claims = match.claims.filter((claim) => concepts(claim.concept));
  };
  if (headSays((concept) => concept === PAYROLL)) {
    keepInExamples((concept) => PAYROLL_FAMILY.has(concept));
    // Nor do the words beside it hold their families ("Salários Frentistas e Escritório": the office's staff, none
    // of the office's expenses), nor goods ("Mão de obra produção": the production's staff, no raw material). A
    // group of the staff ("Pessoal > Roupas e Compras" at home) says nothing of the words under it.
    const namesPay = (match: Match) =>
      !groupPart(match) && namesAtLeast([match], (concept) => concept === PAYROLL, BROAD);
    if (head.some(namesPay))
      for (const match of head)
        if (!namesPay(match) && !groupPart(match))
          match.claims = match.claims.filter(
            (claim) =>
              PAYROLL_FAMILY.has(claim.concept) ||
              (claim.weight >= RELATED - GROUP_DISCOUNT && !SUPPLIER_SIDE.has(claim.concept)),
          );
  }
  narrowStaffFamily(head);
  // Examples of a name of rent say which premises ("Aluguel (oficina)", "Aluguel (galpão, depósito)"), not what
  // else it pays: a workshop's rent repairs no car.
  // Examples that list what the name holds ("Ocupação (aluguel, condomínio, energia)") say so: they name housing.
  // Only a name that says rent and nothing else ("Aluguel (oficina)"), not "Aluguel semanal do carro (locadora)".
  const rent = head.find((match) => namesAtLeast([match], (concept) => concept === HOUSING, BROAD));
  const headContent = parts.reduce(
    (sum, part) => (part.example ? sum : sum + part.filter((word) => isContent(word)).length),
    0,
  );
  if (
    rent !== undefined &&
    rent.content === headContent &&
    !namesAtLeast(matches.filter(inExample), (concept) => concept === HOUSING, RELATED)
  )
    keepInExamples((concept) => concept === HOUSING || concept === UPKEEP);
  // Examples of a name of software say which software ("Ferram. Digitais (área de membros, e-mail mkt, hosped.)"):
  // no hotel, no ads.
  if (headSays((concept) => concept === SOFTWARE))
    keepInExamples((concept) => SOFTWARE_OF_EXAMPLES.has(concept));
  // Examples of a name of ads say where it advertises ("Divulgação (Instagram, sites de noivas)"): no systems.
  if (headSays((concept) => concept === ADS) && !headSays((concept) => concept !== ADS))
    keepInExamples((concept) => concept === ADS);
  // Examples of a name of goods say which goods it buys ("Produtos (shampoo automotivo, cera, óleo)", "Mercadorias
  // (bebidas, frios)"), not what else the account holds: no fuel, no team's meals.
  if (headSays((concept) => concept === GOODS) && !headSays((concept) => !GOODS_OF_EXAMPLES.has(concept)))
    keepInExamples((concept) => GOODS_OF_EXAMPLES.has(concept));
  // Examples of a name of money moved or borrowed say what the money was for, not what the account buys:
  // "Empréstimos (capital de giro e equipamentos)" takes no equipment bought; what it yields stays ("Caixinha
  // (guardado e rendimento)").
  if (
    headSays((concept) => MOVED_OR_BORROWED.has(concept)) &&
    !headSays((concept) => !MOVED_OR_BORROWED.has(concept))
  )
    keepInExamples((concept) => MOVED_OR_BORROWED.has(concept) || INCOME_CONCEPT.has(concept));
  narrowByExamples(head, matches.filter(inExample));
  // Examples of financial revenue say what yields it ("Receitas Financeiras (rendimento do CDB, poupança)"): at home
  // the investments go with their yield, as "Rendimentos" says (descriptors.ts); a company's applications are money
  // moved between its own accounts.
  if (headSays((concept) => concept === FINANCIAL_REVENUE))
    for (const match of matches)
      if (inExample(match))
        match.claims = match.claims.map((claim) =>
          claim.concept === INVESTMENTS && claim.scope === undefined
            ? { ...claim, scope: 'household' }
            : claim,
        );
  // Taxes named with what they are levied on ("Imposto do Simples", "Impostos s/ NF", "Simples Nacional"): the
  // taxes on revenue, which leave the others to a name of other taxes ("Outros impostos e taxas") when there is one.
  if (namesAtLeast(matches, (concept) => concept === TAXES_ON_REVENUE, RELATED * QUALIFIER))
    capClaims(matches, (concept) => concept === TAXES, TAXES_BESIDE_REVENUE);
  // A name of income takes no spending concept, a name of spending no revenue. "(-)" opens a deduction from
  // revenue ("(-) Simples Nacional sobre Faturamento"): money out.
  const direction = DEDUCTION.test(name) ? 'out' : directionOf(parts, phrased);
  if (direction !== undefined) {
    for (const match of matches) {
      match.claims = match.claims.filter((claim) =>
        direction === 'in' ? INCOME_CONCEPT.has(claim.concept) : !REVENUE_CONCEPT.has(claim.concept),
      );
    }
  }
  if (direction === 'in') {
    // Loans coming in ("Empréstimos - Entradas") are the loans taken.
    for (const match of matches) {
      const loan = match.claims.find((claim) => claim.concept === LOANS && claim.weight >= BROAD);
      if (loan === undefined) continue;
      match.claims = [
        ...match.claims.filter((claim) => claim.concept !== LOANS),
        { concept: LOAN_RECEIVED, weight: loan.weight },
        { concept: LOANS, weight: RELATED },
      ];
    }
    // Money received: "Aluguel recebido", "Mensalidades recebidas" are income, named as such when nothing else in
    // the name says which income; "Pix recebidos" takes transfers from people first.
    const namesIncome = matches.some((match) =>
      match.claims.some((claim) => claim.weight >= RELATED && INCOME_CONCEPT.has(claim.concept)),
    );
    // In a company's chart, money received is its sales ("Lavagens recebidas").
    const received = namesIncome ? KIND_WEIGHT.group : RECEIVED_INCOME;
    matches.push({ claims: [{ concept: RECEITAS, weight: received }], content: 0 });
    matches.push({ claims: [{ concept: SALES, weight: received }], content: 0 });
    for (const match of matches) {
      const transfer = match.claims.find((claim) => claim.concept === TRANSFERENCIAS);
      if (transfer === undefined) continue;
      match.claims = [
        ...match.claims.filter((claim) => claim.concept !== TRANSFERENCIAS),
        { concept: TRANSFER_IN, weight: transfer.weight },
        { concept: TRANSFERENCIAS, weight: transfer.weight * KIND_WEIGHT.related },
      ];
    }
  }
  // A name of a loan's money received ("Financiamento / Entrada de Empréstimos") takes the installments paid only
  // when no other name says loans.
  if (namesAtLeast(matches, (concept) => concept === LOAN_RECEIVED, BROAD))
    capClaims(matches, (concept) => concept === LOANS, RELATED);
  disambiguate(matches);
  const words = parts.flat();
  return {
    matches,
    business,
    content,
    catchAll,
    direction,
    spendingParts: new Set(
      parts.flatMap((part, p) => (part.some((word, k) => !phrased[p]?.[k] && SPENDING.has(word)) ? [p] : [])),
    ),
    remainder: words.some((word) => CATCH_ALL_WORD.has(word)),
    nonCash,
    provision,
    opensWithIncome: INCOME.has(parts[0]?.[0] ?? '') || OPENING_SALES.has(parts[0]?.[0] ?? ''),
    headNames: new Set(
      matches.flatMap((match) =>
        parts[match.part ?? -1]?.example
          ? []
          : match.claims
              .filter((claim) => claim.weight >= RELATED - GROUP_DISCOUNT)
              .map((claim) => claim.concept),
      ),
    ),
    namesMeals: matches.some((match) => match.key !== undefined && MEAL_WORD.has(match.key)),
    restOfAll: parts.some((part) => !part.group && namesTheRestOfAll(part)),
    refund: words.some((word) => REFUND.has(word)),
    genericOnly: words.length > 0 && words.every((word) => GENERIC.has(word)),
  };
}

/**
 * Whether a part's word of the rest names no kind: none after it ("Manut. máquinas e gerais", "General & Admin"),
 * and none it qualifies before it ("Impostos e Taxas Diversas" is the rest of the taxes; "Seguros e diversos" and
 * "Despesas diversas" the rest of everything).
 */
function namesTheRestOfAll(part: Tokens): boolean {
  const raw = part.raw ?? [];
  return part.some((word, k) => {
    if (!CATCH_ALL_WORD.has(word)) return false;
    const next = part[k + 1];
    if (next !== undefined && !GENERIC.has(next) && !ADMINISTRATIVE.has(next)) return false;
    const at = raw.findIndex((spelled) => normalizeWord(spelled) === word);
    const before = at > 0 ? normalizeWord(raw[at - 1] as string) : undefined;
    return (
      before === undefined ||
      AND.has(before) ||
      GENERIC.has(before) ||
      ADMINISTRATIVE.has(before) ||
      !isContent(before)
    );
  });
}

/** Whether a claim of the matches names one of these concepts at least this much. */
function namesAtLeast(
  matches: readonly Match[],
  concepts: (concept: number) => boolean,
  weight: number,
): boolean {
  return matches.some((match) =>
    match.claims.some((claim) => claim.weight >= weight && concepts(claim.concept)),
  );
}

/** The matches' claims on these concepts, weighed at most this much. */
function capClaims(matches: readonly Match[], concepts: (concept: number) => boolean, weight: number): void {
  for (const match of matches)
    match.claims = match.claims.map((claim) =>
      concepts(claim.concept) && claim.weight > weight ? { ...claim, weight } : claim,
    );
}

/**
 * A word of the staff as a whole ("Pessoal", "Despesas com pessoal", "Funcionários": the payroll and all it costs)
 * beside a part that names one other kind of that cost itself ("Pessoal / Pró-labore", "Despesas com Pessoal -
 * Benefícios") is the group the account sits in: the account is that kind, and the salaries stay with the sibling
 * the chart files under the same word ("Pessoal / Professores e Recepção"). Beside the salaries, or beside several
 * kinds ("Folha - salários, pró-labore, FGTS"), the word keeps all it names.
 */
function narrowStaffFamily(head: readonly Match[]): void {
  const isFamily = (match: Match) => match.key !== undefined && STAFF_GROUP.has(match.key);
  for (const family of head) {
    if (!isFamily(family)) continue;
    const kinds = new Set(
      head
        .filter((other) => other.part !== family.part && !isFamily(other))
        .flatMap((other) => other.claims)
        .filter((claim) => PAYROLL_FAMILY.has(claim.concept) && claim.weight >= KIND_WEIGHT.core)
        .map((claim) => claim.concept),
    );
    const [kind] = kinds;
    if (kinds.size !== 1) continue;
    if (kind === PAYROLL) {
      // Beside the salaries, the staff's benefits are the salaries' as "Salários" alone names them: the health
      // plan goes to "Pessoal - Vale-Transporte e Refeição" before "Pessoal - Salários".
      family.claims = family.claims.map((claim) =>
        STAFF_BENEFITS.has(claim.concept)
          ? { ...claim, weight: Math.min(claim.weight, KIND_WEIGHT.group) }
          : claim,
      );
      continue;
    }
    family.claims = family.claims.filter((claim) => claim.concept === kind);
  }
}

/**
 * When every example names, at its strongest, a kind of one concept the head names itself, the head means that
 * kind first: its claim on the wider concept drops to a broad one ("Impostos (DAS, ISS)" leaves the other taxes
 * to "Taxas e licenças (alvará, IPTU)", and keeps them when no name says them).
 */
function narrowByExamples(head: readonly Match[], examples: readonly Match[]): void {
  if (examples.length === 0) return;
  const kinds = new Set<number>();
  for (const match of examples) {
    const claims = match.claims.filter((claim) => claim.scope !== 'household' && claim.scope !== 'personal');
    const top = Math.max(0, ...claims.map((claim) => claim.weight));
    if (top < BROAD) return;
    for (const claim of claims) if (claim.weight === top) kinds.add(claim.concept);
  }
  // A company's kinds only: a household's "Alimentação (mercado)" keeps its meals.
  if (![...kinds].every((kind) => BUSINESS_CONCEPT[kind])) return;
  // Kinds of the staff's cost the head does not name itself ("Guias do funcionário (INSS, FGTS)"): the head's
  // other kinds of it go to its siblings ("Pagamento das meninas" keeps the salaries). "Benefícios (VR/VT)" names
  // its kind itself and keeps the health plan.
  const ownKinds = head.flatMap((match) =>
    match.claims.filter((claim) => PAYROLL_FAMILY.has(claim.concept) && claim.weight >= KIND_WEIGHT.core),
  );
  if (
    [...kinds].every((kind) => PAYROLL_FAMILY.has(kind)) &&
    !ownKinds.some((claim) => kinds.has(claim.concept))
  ) {
    capClaims(head, (concept) => PAYROLL_FAMILY.has(concept) && !kinds.has(concept), RELATED);
  }
  // "Taxes (INSS/FGTS)": the social security is a kind of the payroll charges, whose parent is the taxes.
  const parents = new Set(
    [...kinds].filter((kind) => !kinds.has(PARENT[kind] as number)).map((kind) => PARENT[kind] as number),
  );
  if (parents.size !== 1 || parents.has(-1)) return;
  const parent = [...parents][0] as number;
  for (const match of head) {
    match.claims = match.claims.map((claim) =>
      claim.concept === parent && claim.weight > BROAD ? { ...claim, weight: BROAD } : claim,
    );
  }
}

/** What the emoji of a name say (EMOJI_WORDS), as parts after its own: "🐶 Thor" names the pet. */
function readEmoji(name: string, first: number, matches: Match[]): void {
  let part = first;
  for (const char of name) {
    const word = EMOJI.get(char);
    if (word === undefined) continue;
    const tokens = partTokens(word);
    matchPart(tokens, part++, matches, new Array<boolean>(tokens.length).fill(false));
  }
}

/**
 * A term that means something else beside another part of the name ("Renda e condomínio": the rent; "Aluguel +
 * contas": the bills of the home) takes that meaning when a part (not an example) names one of the concepts it
 * looks for at least broadly and none names what the term mainly means alone; its words then state no direction
 * of money.
 */
function rereadBesides(parts: readonly Tokens[], matches: Match[], phrased: boolean[][]): void {
  for (const match of matches) {
    const besides = match.besides;
    if (besides === undefined) continue;
    // Examples say what the name holds ("Renda (aluguel)" is rent received), not what its words mean; among
    // examples, each reads the others ("República (aluguel/contas)": the bills of the home).
    const example = parts[match.part ?? -1]?.example === true;
    const others = matches.filter(
      (other) => other.part !== match.part && (example || !parts[other.part ?? -1]?.example),
    );
    const named = (concepts: readonly number[]) =>
      others.some((other) =>
        other.claims.some((claim) => claim.weight >= BROAD && concepts.includes(claim.concept)),
      );
    const leading = match.claims.filter((claim) => claim.weight >= BROAD).map((claim) => claim.concept);
    if (!named(besides.parts) || named(leading)) continue;
    match.claims = besides.means;
    const words = phrased[match.part ?? -1];
    if (words !== undefined && match.start !== undefined) words[match.start] = true;
  }
}

/**
 * A term that names several concepts equally ("gás": bills or fuel; "apps": subscriptions or rides) means the
 * one its neighbours in the name also name: "Gás & Combustível", "Ônibus e Apps".
 */
function disambiguate(matches: Match[]): void {
  const named = new Set<number>();
  const ambiguous: Match[] = [];
  // The strongest readings of a term. A company's reading and a household's are no rivals ("ICMS": a company's tax
  // on revenue, a household's tax): one list holds one of them only.
  const leadersOf = (match: Match) => {
    const top = Math.max(0, ...match.claims.map((claim) => claim.weight));
    const leaders = match.claims.filter((claim) => claim.weight === top);
    const business = leaders.some((claim) => BUSINESS_CONCEPT[claim.concept] && claim.scope !== 'household');
    return business
      ? leaders.filter((claim) => claim.scope !== 'household' && claim.scope !== 'personal')
      : leaders;
  };
  for (const match of matches) {
    if (leadersOf(match).length > 1) ambiguous.push(match);
    else for (const claim of match.claims) if (claim.weight >= RELATED) named.add(claim.concept);
  }
  for (const match of ambiguous) {
    let chosen = leadersOf(match).filter((claim) => named.has(claim.concept));
    if (chosen.length === 0) {
      // Two ambiguous words that share one meaning mean it: "Car maintenance" is transport.
      const others = new Set(
        ambiguous
          .filter((other) => other !== match)
          .flatMap((other) => leadersOf(other).map((claim) => claim.concept)),
      );
      chosen = leadersOf(match).filter((claim) => others.has(claim.concept));
    }
    if (chosen.length === 0) continue;
    // The other readings of the word go; what it names less strongly stays, and so does the other kind of list's.
    const top = (chosen[0] as Claim).weight;
    const leaders = leadersOf(match);
    match.claims = match.claims.filter(
      (claim) => claim.weight < top || chosen.includes(claim) || !leaders.includes(claim),
    );
  }
}

/** A name of money received: by its words ("Outras receitas"), or by all it names ("Other income"). */
function isIncome(name: ReadName): boolean {
  if (name.direction !== undefined) return name.direction === 'in';
  const claims = name.matches.flatMap((match) => match.claims);
  return claims.length > 0 && claims.every((claim) => INCOME_CONCEPT.has(claim.concept));
}

const namesFees = (match: Match) =>
  match.claims.some((claim) => claim.concept === TARIFAS && claim.weight >= RELATED);
const movesMoney = (match: Match) => match.claims.some((claim) => MONEY_MOVEMENT.has(claim.concept));

/**
 * An account of bank fees, which takes no money moved by its bank words: moving money is no expense. A name of
 * spending that names fees ("Despesas do banco", "Desp. bancárias"); a fee word with the bank word it qualifies
 * ("Tarifa banco"); in a company's chart, a fee word anywhere ("Maquininha e banco"). A bare "Banco" is the
 * bank, fees and money moved alike, and so is "Banking & Fees" in a household's list.
 */
function isFeesAccount(name: ReadName, isBusinessChart: boolean): boolean {
  const fees = name.matches.filter((match) => namesFees(match) && !movesMoney(match));
  if (isBusinessChart) return fees.length > 0 || (name.direction === 'out' && name.matches.some(namesFees));
  // The bank word may be a qualifier ("Tarifas do banco"), which names fees only weakly itself.
  return name.matches.some(
    (bank) =>
      movesMoney(bank) &&
      ((namesFees(bank) && name.spendingParts.has(bank.part ?? -1)) ||
        fees.some((fee) => fee.part === bank.part)),
  );
}

/** A company's chart of accounts, as the mapping reads it: two names or more in words only companies use. */
export function readsAsCompanyChart(categories: readonly CustomCategory[]): boolean {
  return categories.filter((category) => readName(category.name).business).length >= 2;
}

/** What a category name names: each concept with its weight (the strongest term), for tests and docs. */
export function conceptsNamedBy(name: string): { concept: ConceptId; weight: number }[] {
  const read = readName(name);
  const best = new Map<number, number>();
  for (const match of read.matches) {
    for (const claim of match.claims)
      best.set(claim.concept, Math.max(best.get(claim.concept) ?? 0, claim.weight));
  }
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .flatMap(([concept, weight]) => {
      const id = CONCEPTS[concept]?.id;
      return id === undefined ? [] : [{ concept: id, weight }];
    });
}

// --- Mapping a list ---------------------------------------------------------------------------------------

/** A concept with no name of its own goes where its parent goes, at this share of the parent's score. */
const PARENT_FACTOR = 0.65;
/** Each word of a name that says nothing of the concept costs this much: "Transporte" before "Transporte e viagem". */
const EXTRA_WORD = 0.01;
/** A name that names sales at least this much (a related term, a few other words) can be the main revenue. */
const MAIN_REVENUE = RELATED - 0.05;
/** A name that says a concept at its core, a few other words aside (NEIGHBOURS' `core`): above any broad name. */
const CORE_NAME = (KIND_WEIGHT.core + BROAD) / 2;
/** "Outros impostos" takes taxes only when no name says taxes alone, "Outras receitas" income only without "Salário". */
const REMAINDER = 0.15;
/** Names of one concept this close in weight name it equally, whatever else each lists (firstOfEqualNames). */
const EQUAL_NAMES = 0.06;
const GOODS = conceptNumber('biz:fornecedores');
/** The suppliers' kinds: goods and inputs, a supplier's payment, a wholesaler's purchase, purchases as a whole. */
const SUPPLIER_SIDE: ReadonlySet<number> = new Set(
  (['biz:fornecedores', 'biz:pagamento-fornecedor', 'biz:atacado', 'Compras'] as const).map(conceptNumber),
);
const SUPPLIER_PAYMENT = conceptNumber('biz:pagamento-fornecedor');
const SHOPPING = conceptNumber('Compras');
const HOUSING = conceptNumber('Moradia');
const CASH = conceptNumber('Saques');
const SOFTWARE = conceptNumber('biz:software');
const ADS = conceptNumber('biz:marketing');
/** What the examples of a name of software may say: software, its machines, subscriptions. */
const SOFTWARE_OF_EXAMPLES: ReadonlySet<number> = new Set(
  (['biz:software', 'biz:informatica', 'Assinaturas'] as const).map(conceptNumber),
);
const UPKEEP = conceptNumber('upkeep');
const MEALS = conceptNumber('Alimentação');
const PROFESSIONALS = conceptNumber('biz:servicos');
const GROUP_WEIGHT = KIND_WEIGHT.group;
/** What the examples of a name of goods may say: the suppliers' kinds, groceries, and the goods of a trade. */
const GOODS_OF_EXAMPLES: ReadonlySet<number> = new Set([
  ...SUPPLIER_SIDE,
  ...(['Supermercado', 'Pets', 'Cuidados Pessoais', 'Saúde', 'biz:informatica'] as const).map(conceptNumber),
]);
/** What a cost account's words may name and still be its goods: the goods of examples, events, schooling. */
const COST_GOODS: ReadonlySet<number> = new Set([
  ...GOODS_OF_EXAMPLES,
  // "Custo dos Serviços - Armazenagem e Serviços de Terceiros": the services it buys to deliver its own.
  ...(['Lazer', 'Educação', 'biz:servicos'] as const).map(conceptNumber),
]);
const COMPANY_NAMES_PER_HOUSEHOLD_NAME = 2;
const TRADE_GOODS = TRADE_GOODS_CONCEPTS.map((id) => conceptNumber(id));

const DEFAULT_NAMES = new Set<string>(DEFAULT_CATEGORIES.map((name) => fold(name)));
const PARENT = CONCEPTS.map((concept) => (concept.parent === undefined ? -1 : conceptNumber(concept.parent)));
/** Parents in a company's chart (descriptors.ts, BUSINESS_PARENTS). */
const BUSINESS_PARENT = CONCEPTS.map((concept, index) => {
  if (!(concept.id in BUSINESS_PARENTS)) return PARENT[index] as number;
  const parent = BUSINESS_PARENTS[concept.id];
  return parent === null || parent === undefined ? -1 : conceptNumber(parent);
});
const NEIGHBOUR = CONCEPTS.map((concept) => {
  const neighbour = NEIGHBOURS[concept.id];
  return neighbour === undefined
    ? undefined
    : {
        concept: conceptNumber(neighbour.concept),
        moneyMoved: neighbour.among === 'money-moved',
        beforeParent: neighbour.beforeParent === true,
        core: neighbour.core === true,
      };
});
const ALIAS = CONCEPTS.map((concept) => {
  const alias = BUSINESS_ALIASES[concept.id];
  return alias === undefined ? -1 : conceptNumber(alias);
});

/**
 * A list made only of the product's own names (the downloadable template, or a subset of the 24 defaults):
 * the taxonomy says where each default category goes, so follow it (Pets and Lazer go to Outros in the
 * template, not to Compras or Assinaturas).
 */
function mapByTaxonomy(categories: readonly CustomCategory[]): number[] | undefined {
  const folded = categories.map((category) => fold(category.name.trim()));
  if (!folded.every((name) => DEFAULT_NAMES.has(name))) return undefined;
  const position = new Map(folded.map((name, index) => [name, index]));
  const catchAll = position.get('outros');
  return CONCEPTS.map((concept) => {
    const own = position.get(fold(concept.category));
    if (own !== undefined) return own;
    const template = position.get(fold(TEMPLATE_OF[concept.category]));
    if (template !== undefined) return template;
    return catchAll ?? categories.length - 1;
  });
}

/**
 * For each concept of the engine, the index of the user's category that takes it: the category whose name
 * names it most specifically (descriptors.ts: core over broad over related over group over budget need; fewer
 * other words first; the first of the list on a tie), or its parent's at a discount (fuel goes with
 * transport), else the list's catch-all (or, without one, its broadest name). In a company's chart, money received goes
 * with sales. Computed once per list (the engine caches it).
 */
export function mapConceptsToCategories(categories: readonly CustomCategory[]): number[] {
  return readChart(categories).mapping;
}

/** How a list is read: where each concept goes (mapConceptsToCategories), and what kind of list it is. */
export interface ChartReading {
  readonly mapping: number[];
  /**
   * A company's own chart (codes, or mostly a company's words), not a household's list nor a freelancer's that
   * mixes both: its parents are a company's (BUSINESS_PARENTS), and its statement is a company's (engine.ts).
   */
  readonly companyOnly: boolean;
}

export function readChart(categories: readonly CustomCategory[]): ChartReading {
  const byTaxonomy = mapByTaxonomy(categories);
  if (byTaxonomy) return { mapping: byTaxonomy, companyOnly: false };
  const names = groupedNames(categories).map(readName);
  // The rest of the revenue ("Receitas > Outras") is no catch-all of spending.
  const catchAll = names.findIndex((name) => name.catchAll && name.direction !== 'in');
  let generic = -1;
  let rest = -1;
  let restOfAll = -1;
  names.forEach((name, k) => {
    if (name.genericOnly) generic = k;
    if (name.remainder && !isIncome(name)) rest = k;
    if (name.restOfAll && !isIncome(name)) restOfAll = k;
  });
  // No "Outros": the name of generic words ("Despesas"), else the last name of the rest of everything ("Manutenção
  // e gerais", "G&A - Other"), else of the rest of something ("Outras taxas"), else (below) the general expenses'
  // name or the name that takes the most kinds of spending.
  if (restOfAll >= 0) rest = restOfAll;
  let fallback = [catchAll, generic, rest].find((k) => k >= 0) ?? -1;
  const count = CONCEPTS.length;
  // own[c * n + k]: how well name k names concept c by its own terms.
  const size = names.length;
  const own = new Float64Array(count * size);
  // The same by claims that hold in a household's list only, and in a company's chart only.
  const household = new Float64Array(count * size);
  const company = new Float64Array(count * size);
  // A company's chart: business concepts take their own names there; elsewhere they follow their parents. A list
  // with account codes (3.1.01) is one, however few of its names are in company words ("Receita de Vendas",
  // "Combustíveis", "Tarifas Bancárias"), as the DRE reads it (dre-accounts.ts).
  const isBusinessChart = names.filter((name) => name.business).length >= 2 || hasCodes(categories);
  names.forEach((name, k) => {
    if (name.catchAll) return;
    const coverage = new Map<number, number>();
    const best = new Map<number, number>();
    const householdBest = new Map<number, number>();
    const companyBest = new Map<number, number>();
    const feesAccount = isFeesAccount(name, isBusinessChart);
    // "Rendimentos de Aplicações Financeiras" is what the applications yield, not the money moved into them.
    const yieldAccount =
      isBusinessChart && namesAtLeast(name.matches, (concept) => concept === FINANCIAL_REVENUE, BROAD);
    for (const match of name.matches) {
      if (isBusinessChart && match.personalOnly) continue;
      for (const claim of match.claims) {
        if (BUSINESS_CONCEPT[claim.concept] && !isBusinessChart) continue;
        // Money given back to customers is no revenue of a company.
        if (isBusinessChart && name.refund && INCOME_CONCEPT.has(claim.concept)) continue;
        // "Taxas banco e cartão": the card machine's fees, no card bill paid (a name of money moved says it more).
        if (feesAccount && MONEY_MOVEMENT.has(claim.concept) && claim.weight < BROAD) continue;
        if (yieldAccount && MONEY_MOVEMENT.has(claim.concept) && claim.weight < BROAD) continue;
        if (claim.scope === 'personal' && isBusinessChart) continue;
        const claims =
          claim.scope === undefined ? best : claim.scope === 'company' ? companyBest : householdBest;
        claims.set(claim.concept, Math.max(claims.get(claim.concept) ?? 0, claim.weight));
        coverage.set(claim.concept, (coverage.get(claim.concept) ?? 0) + match.content);
      }
    }
    const rest = name.remainder ? REMAINDER : 0;
    const score = (concept: number, weight: number) => {
      const extra = Math.max(0, name.content - (coverage.get(concept) ?? 0));
      return Math.max(0.001, weight - EXTRA_WORD * extra - rest);
    };
    for (const [concept, weight] of best) own[concept * size + k] = score(concept, weight);
    for (const [concept, weight] of householdBest) household[concept * size + k] = score(concept, weight);
    for (const [concept, weight] of companyBest) company[concept * size + k] = score(concept, weight);
  });
  if (isBusinessChart) deductionsTakeTaxesOnly(categories, own, size);
  if (isBusinessChart) readRevenueByCode(categories, names, own);
  if (isBusinessChart) financialRevenueIsNoSale(own, size);
  if (isBusinessChart) readOpeningRevenue(names, own, size);
  // A company's chart (not one that mixes in a household's names) has its own parents: BUSINESS_PARENTS. An
  // account in a company's words ("Insumos", "Ingredientes") is no household name, whatever it holds. A chart with
  // account codes, or with twice as many names in a company's words as household names ("Rações e Petiscos",
  // "Festas" in a buffet's chart), is a company's: a freelancer mixing both keeps a few of each.
  let householdNames = 0;
  let businessNames = 0;
  for (let k = 0; k < size; k++) {
    if (names[k]?.business) {
      businessNames++;
      continue;
    }
    if (HOUSEHOLD.some((concept) => (own[concept * size + k] as number) >= RELATED - 0.05)) householdNames++;
  }
  const companyOnly =
    isBusinessChart &&
    (householdNames < 2 ||
      hasCodes(categories) ||
      businessNames >= COMPANY_NAMES_PER_HOUSEHOLD_NAME * householdNames);
  // A company's chart that names no catch-all has its general expenses' account ("Material de Expediente, Correios e
  // Cartórios"): what nothing names goes there, as an accountant books it.
  if (fallback < 0 && companyOnly) fallback = generalExpensesName(own, size);
  const parents = companyOnly ? BUSINESS_PARENT : PARENT;
  // A household's claims hold outside a company's chart ("Compras" may take the pet shop at home), a company's
  // inside it ("Pessoal": the staff, whose health plan is among what it costs).
  const scoped = companyOnly ? company : household;
  for (let i = 0; i < own.length; i++) own[i] = Math.max(own[i] as number, scoped[i] as number);
  if (companyOnly) goodsOfTheTrade(names, own, size);
  if (isBusinessChart) salesNamesBuyNothing(names, own, size);
  if (companyOnly) costOfWhatItSells(categories, names, own, size);
  if (companyOnly) unreadGoods(categories, names, own, size);
  if (isBusinessChart) otherTaxesApart(own, size);
  if (companyOnly) moneyMovedToItsOwnNames(own, size);
  if (isBusinessChart) firstOfEqualNames(own, size, GOODS);
  // With parents: a concept takes the better of its own names and its parent's at a discount.
  const scores = new Float64Array(count * size);
  const done = new Uint8Array(count);
  const scoreOf = (concept: number, depth: number): void => {
    if (done[concept]) return;
    const parent = parents[concept] as number;
    if (parent >= 0 && depth < 4) scoreOf(parent, depth + 1);
    for (let k = 0; k < size; k++) {
      const inherited = parent >= 0 ? PARENT_FACTOR * (scores[parent * size + k] as number) : 0;
      scores[concept * size + k] = Math.max(own[concept * size + k] as number, inherited);
    }
    done[concept] = 1;
  };
  const bestName = (concept: number, table: Float64Array, among?: (k: number) => boolean): number => {
    let best = -1;
    let bestScore = 0;
    for (let k = 0; k < size; k++) {
      if (among && !among(k)) continue;
      const score = table[concept * size + k] as number;
      if (score > bestScore) {
        bestScore = score;
        best = k;
      }
    }
    return best;
  };
  const mapping: number[] = [];
  for (let concept = 0; concept < count; concept++) {
    if (concept === OUTROS) {
      mapping.push(fallback);
      continue;
    }
    const alias = concept === SALES ? SALES : (ALIAS[concept] as number);
    if (isBusinessChart && alias >= 0) {
      // The chart's main revenue: its first name of sales, as a DRE opens ("Receita de consultas" before
      // "Vendas do pet shop"), else the one that names sales most; the rest of the income ("Outras receitas
      // (venda de sucata)") only when no other name says income.
      let sales = -1;
      for (let k = 0; k < size && sales < 0; k++)
        if (!names[k]?.remainder && (own[alias * size + k] as number) >= MAIN_REVENUE) sales = k;
      if (sales < 0) sales = openingRevenue(names, own, size);
      if (sales < 0) sales = bestName(alias, own, (k) => !names[k]?.remainder);
      if (sales < 0) sales = bestName(alias, own);
      if (sales >= 0) {
        mapping.push(sales);
        continue;
      }
    }
    scoreOf(concept, 0);
    let best = bestName(concept, scores);
    const neighbour = NEIGHBOUR[concept];
    // A concept named only in passing, by a family's word of its own ("Empréstimos Bancários" for transfers),
    // goes to its neighbour's own name as well; one that follows its parent keeps it.
    const bestScore = best < 0 ? 0 : (scores[concept * size + best] as number);
    const weak =
      best < 0 ||
      (bestScore < RELATED - 0.05 && (own[concept * size + best] === bestScore || neighbour?.beforeParent));
    if (weak && neighbour !== undefined && companyOnly) {
      const named = bestName(neighbour.concept, own);
      if (
        named >= 0 &&
        (neighbour.moneyMoved
          ? namesMoneyMoved(own, named, size)
          : (own[neighbour.concept * size + named] as number) >= (neighbour.core ? CORE_NAME : RELATED))
      )
        best = named;
    }
    mapping.push(best >= 0 ? best : fallback);
  }
  if (companyOnly)
    fillEmptyAccounts(names, mapping, (concept, k) => {
      scoreOf(concept, 0);
      return Math.max(scores[concept * size + k] as number, own[concept * size + k] as number);
    });
  if (companyOnly) goodsInAnEmptyAccount(categories, names, mapping, fallback, own);
  if (fallback >= 0) return { mapping, companyOnly };
  const widest = widestName(mapping, size);
  return { mapping: mapping.map((k) => (k >= 0 ? k : widest)), companyOnly };
}

/**
 * Where a name's group may end: " - ", " – ", ": ", " / " ("Despesas com Pessoal - Salários", "GRUPO: ADM - Gerais",
 * "Equipe / Encargos").
 */
const GROUP_END = /\s[-–—]+\s|:\s|\s\/\s/g;

/**
 * The names of a list, each with the group it shares with others said as a spreadsheet says it: "Movimentação
 * Financeira - Transferências entre Bancos" beside "Movimentação Financeira - Distribuição de Lucros" is
 * "Movimentação Financeira > Transferências entre Bancos", whose group names what it holds less than its own words
 * (a transfer is the transfers', not the profits'). The longest prefix two names or more share is the group.
 */
function groupedNames(categories: readonly CustomCategory[]): string[] {
  // Each place a name may end its group: the prefix before it, where the separator starts and ends.
  const cuts = categories.map(({ name }) =>
    [...name.matchAll(GROUP_END)].flatMap((match) => {
      const end = match.index + match[0].length;
      const prefix = fold(name.slice(0, match.index)).trim();
      return prefix.length > 0 && name.slice(end).trim().length > 0
        ? [{ prefix, start: match.index, end }]
        : [];
    }),
  );
  const count = new Map<string, number>();
  for (const prefixes of cuts)
    for (const prefix of new Set(prefixes.map((cut) => cut.prefix)))
      count.set(prefix, (count.get(prefix) ?? 0) + 1);
  return categories.map(({ name }, k) => {
    if (FILED_UNDER_GROUP.test(name)) return name;
    const group = cuts[k]?.findLast((cut) => (count.get(cut.prefix) ?? 0) >= 2);
    return group === undefined ? name : `${name.slice(0, group.start)} > ${name.slice(group.end)}`;
  });
}

/**
 * A company has no pets and no haircut: in its chart, a name of such things alone ("Rações e Petiscos", "Shampoos
 * e Produtos de Tosa") names what it sells or works with, its goods.
 */
function goodsOfTheTrade(names: readonly ReadName[], own: Float64Array, size: number): void {
  names.forEach((name, k) => {
    if (isIncome(name) || name.catchAll) return;
    let trade = 0;
    for (const concept of TRADE_GOODS) trade = Math.max(trade, own[concept * size + k] as number);
    if (trade < RELATED) return;
    for (let concept = 0; concept < CONCEPTS.length; concept++)
      if (BUSINESS_CONCEPT[concept] && (own[concept * size + k] as number) >= RELATED) return;
    own[GOODS * size + k] = Math.max(own[GOODS * size + k] as number, trade);
  });
}

/** How well account k names the concepts outside `except` at best (every concept when none). */
function bestOf(own: Float64Array, size: number, k: number, except?: ReadonlySet<number>): number {
  let best = 0;
  for (let concept = 0; concept < CONCEPTS.length; concept++)
    if (!except?.has(concept)) best = Math.max(best, own[concept * size + k] as number);
  return best;
}

/**
 * A company's financial revenue is no sale: a name of it ("Receitas Financeiras (rendimento de aplicações)") takes
 * no customer's money, which the chart's first revenue takes when no other name says sales.
 */
function financialRevenueIsNoSale(own: Float64Array, size: number): void {
  for (let k = 0; k < size; k++) {
    const yieldOf = own[FINANCIAL_REVENUE * size + k] as number;
    if (yieldOf >= BROAD && yieldOf >= (own[SALES * size + k] as number)) {
      own[SALES * size + k] = 0;
      own[RECEITAS * size + k] = 0;
    }
  }
}

/**
 * A company's name that opens with its sales takes nothing spent ("Rec. Serv. Conserto e Peças" buys no parts): its
 * words say what it sells ("Taxes on revenue" opens with the taxes).
 */
function salesNamesBuyNothing(names: readonly ReadName[], own: Float64Array, size: number): void {
  names.forEach((name, k) => {
    if (!name.opensWithIncome || name.direction === 'out' || name.remainder) return;
    if ((own[SALES * size + k] as number) < BROAD) return;
    for (let concept = 0; concept < CONCEPTS.length; concept++)
      if (SPENDING_CONCEPT[concept]) own[concept * size + k] = 0;
  });
}

/**
 * A company's money moved between its own accounts goes to a name that says it (or its catch-all), never to an
 * account that has it in its family ("Tarifas Bancárias", "Patrimônio Líquido / Lucros Distribuídos").
 */
function moneyMovedToItsOwnNames(own: Float64Array, size: number): void {
  for (let k = 0; k < size; k++) {
    // A bare "Banco" is the bank account, money moved included.
    if (bestOf(own, size, k, MONEY_MOVEMENT) < BROAD) continue;
    for (const concept of MONEY_MOVEMENT)
      if ((own[concept * size + k] as number) < RELATED - GROUP_DISCOUNT) own[concept * size + k] = 0;
  }
}

/** A name on the cost side of a result: "Custo - ...", "CMV ...", "CSP - ...", "COGS - ...", "Custos / ...". */
const COST_SIDE =
  /^(?:grupo:? )?(?:custos?|cust|cmv|cpv|csp|cogs|cost of (?:revenue|sales|goods|services))\b/;
/** What a cost account names nothing else of holds: between a name that relates to goods and one of goods. */
const COST_ACCOUNT = (RELATED + BROAD) / 2;

/**
 * A company's account on the cost side of its result that names no other kind ("Custo - Módulos, Inversores e
 * Estruturas", "Custo Operacional - Uniformes, Coletes e Armamento", "CSP - Ceras e Esmaltes") holds what the company
 * buys to deliver what it sells: its suppliers, whatever the goods are called. One that names another kind ("Custo
 * com Combustíveis", "Custo - Mão de Obra Terceirizada") keeps to it.
 */
function costOfWhatItSells(
  categories: readonly CustomCategory[],
  names: readonly ReadName[],
  own: Float64Array,
  size: number,
): void {
  names.forEach((name, k) => {
    if (name.catchAll || name.nonCash || isIncome(name)) return;
    if (!COST_SIDE.test(fold(categories[k]?.name ?? '').trim())) return;
    // The food a cost account names is bought to sell or to cook ("Custos / Café Verde em Grão"): no team's meal,
    // unless it says meals ("Custo de Produção - Alimentação de Set").
    if (!name.namesMeals) own[MEALS * size + k] = 0;
    // The goods it names may be a household's kinds ("Café Verde em Grão", "Rações", "Custo dos Eventos - Montagem",
    // "Custo Prod. Conteúdo (apostilas)"): what the company sells.
    for (let concept = 0; concept < CONCEPTS.length; concept++)
      if (
        !COST_GOODS.has(concept) &&
        concept !== MEALS &&
        (own[concept * size + k] as number) >= GROUP_WEIGHT
      )
        return;
    for (const concept of [GOODS, SUPPLIER_PAYMENT])
      own[concept * size + k] = Math.max(own[concept * size + k] as number, COST_ACCOUNT);
    // The services it buys are its cost: the professionals' fees go to a name of them elsewhere ("Custo dos
    // Serviços - Serviços de Terceiros" beside "Honorários Advocatícios e Contábeis").
    for (let other = 0; other < size; other++)
      if (other !== k && (own[PROFESSIONALS * size + other] as number) >= BROAD) {
        own[PROFESSIONALS * size + k] = Math.min(own[PROFESSIONALS * size + k] as number, RELATED);
        break;
      }
  });
}

/**
 * A chart that splits its goods ("Compra de Frutas", "Compra de Verduras", "Caixas e Embalagens") lists its main
 * cost first, as a DRE does: the accounts that name the concept about as well as the best one (however many goods
 * each lists) take it in the chart's order, the first of them.
 */
function firstOfEqualNames(own: Float64Array, size: number, concept: number): void {
  let best = 0;
  for (let k = 0; k < size; k++) best = Math.max(best, own[concept * size + k] as number);
  if (best < RELATED) return;
  for (let k = 0; k < size; k++) {
    if ((own[concept * size + k] as number) < best - EQUAL_NAMES) continue;
    own[concept * size + k] = best;
    return;
  }
}

/** Income in general: what the chart's first name may say and still be its revenue (openingRevenue). */
const OPENING_INCOME = new Set([RECEITAS, TRANSFER_IN, SALES]);

/**
 * A chart whose names say no sales opens with its revenue named by the work it sells ("Jobs e ensaios", "Festas e
 * Eventos Contratados"), as a DRE opens: its first name, unless that name says money out, the rest of something,
 * money moved or borrowed, or a company's kind of cost.
 */
function openingRevenue(names: readonly ReadName[], own: Float64Array, size: number): number {
  const first = names[0];
  if (first === undefined || first.catchAll || first.remainder || first.direction === 'out') return -1;
  for (let concept = 0; concept < CONCEPTS.length; concept++) {
    const weight = own[concept * size] as number;
    // A household's kind of spending may name a company's work ("Festas", "Aulas", "Locações de Som e Luz"), and a
    // group of income the revenue ("Receitas > Contratos de Limpeza"); a company's cost, money moved or borrowed,
    // taxes and the bank's fees may not (not "Rendimentos de Aplicação").
    if (weight >= RELATED && !OPENING_INCOME.has(concept) && NOT_OPENING_REVENUE.has(concept)) return -1;
  }
  return 0;
}

/** What the chart's first name may not say and be its revenue: a company's costs, money moved, taxes, fees. */
const NOT_OPENING_REVENUE: ReadonlySet<number> = new Set(
  CONCEPTS.flatMap((concept, k) =>
    (BUSINESS_CONCEPT[k] && !INCOME_CONCEPT.has(k)) ||
    // An owner's "dinheiro dos lotes" is money in, no cash taken out.
    (MONEY_MOVEMENT.has(k) && k !== CASH) ||
    k === LOANS ||
    k === LOAN_RECEIVED ||
    k === TAXES ||
    k === TARIFAS ||
    concept.id === 'biz:receita-financeira'
      ? [k]
      : [],
  ),
);

/**
 * A company's chart that names no sales opens with its revenue (openingRevenue): that name takes the money received,
 * and none of what other names say ("Locações de Som e Luz" pays no electricity bill).
 */
function readOpeningRevenue(names: readonly ReadName[], own: Float64Array, size: number): void {
  for (let k = 0; k < size; k++)
    if (!names[k]?.remainder && (own[SALES * size + k] as number) >= MAIN_REVENUE) return;
  if (openingRevenue(names, own, size) !== 0) return;
  // What another name says too, the revenue's words do not take ("Locações de Som e Luz" beside "Contas de
  // Consumo (luz, água)").
  for (let concept = 0; concept < CONCEPTS.length; concept++) {
    if (INCOME_CONCEPT.has(concept)) continue;
    if (MONEY_MOVEMENT.has(concept)) own[concept * size] = 0;
    for (let k = 1; k < size; k++)
      if ((own[concept * size + k] as number) >= RELATED) {
        own[concept * size] = 0;
        break;
      }
  }
  own[SALES * size] = Math.max(own[SALES * size] as number, MAIN_REVENUE);
  own[RECEITAS * size] = Math.max(own[RECEITAS * size] as number, RECEIVED_INCOME);
}

/**
 * In a chart of accounts with codes, an account whose words state no direction and no company's concept sits in
 * the group of its code: among the revenue accounts, it is revenue ("3.01 Mensalidades e Planos" beside "3.05
 * Rendimentos Financeiros" is what a gym's customers pay, not a subscription it pays). The group is the code's
 * deepest prefix it shares with a revenue account, and it holds no account of spending (its deductions aside): in a
 * five-level chart whose "3" is the whole result ("3.01" revenue, "3.02" expenses), "3.02.01.01.001 Salários" is no
 * revenue.
 */
function readRevenueByCode(
  categories: readonly CustomCategory[],
  names: readonly ReadName[],
  own: Float64Array,
): void {
  const size = names.length;
  const segmentsOf = (k: number): string[] | undefined => {
    const code = categories[k]?.number;
    return typeof code === 'string' && code.includes('.') ? code.split('.') : undefined;
  };
  const claimsOver = (name: ReadName, test: (concept: number) => boolean) =>
    namesAtLeast(name.matches, test, RELATED);
  const revenue: string[][] = [];
  const spending: string[][] = [];
  names.forEach((name, k) => {
    const segments = segmentsOf(k);
    if (segments === undefined) return;
    if (isIncome(name) && claimsOver(name, (concept) => REVENUE_CONCEPT.has(concept))) revenue.push(segments);
    else if (
      // Deductions from revenue (its taxes, "(-) Devoluções") sit in its group.
      !DEDUCTION.test(categories[k]?.name ?? '') &&
      !claimsOver(name, (concept) => concept === TAXES_ON_REVENUE) &&
      // Money out by its words, a company's cost, or a household's kind of spending named broadly.
      (name.direction === 'out' ||
        claimsOver(name, (concept) => !INCOME_CONCEPT.has(concept) && BUSINESS_CONCEPT[concept] === true) ||
        namesAtLeast(name.matches, (concept) => !INCOME_CONCEPT.has(concept), BROAD))
    )
      spending.push(segments);
  });
  const shared = (a: readonly string[], b: readonly string[]) => {
    let n = 0;
    while (n < a.length - 1 && n < b.length - 1 && a[n] === b[n]) n++;
    return n;
  };
  const under = (segments: readonly string[], prefix: readonly string[]) =>
    prefix.every((segment, n) => segments[n] === segment);
  names.forEach((name, k) => {
    const segments = segmentsOf(k);
    if (segments === undefined) return;
    if (name.direction !== undefined || name.business || name.catchAll) return;
    const inRevenueGroup = revenue.some((other) => {
      const n = shared(segments, other);
      if (n === 0) return false;
      const prefix = segments.slice(0, n);
      return !spending.some((account) => under(account, prefix));
    });
    if (!inRevenueGroup) return;
    for (let concept = 0; concept < CONCEPTS.length; concept++)
      if (!INCOME_CONCEPT.has(concept)) own[concept * size + k] = 0;
    own[SALES * size + k] = Math.max(own[SALES * size + k] as number, MAIN_REVENUE);
    own[RECEITAS * size + k] = Math.max(own[RECEITAS * size + k] as number, RECEIVED_INCOME);
  });
}

/**
 * What an account the engine cannot read holds of the suppliers: as much as an account of shopping passes on to them
 * (PARENT_FACTOR), less than any name of goods; a DRE lists its goods early, so the first such account wins a tie.
 */
const UNREAD_GOODS = RELATED - GROUP_DISCOUNT;

/**
 * A company's chart that names no goods nor suppliers holds them in the account whose words the engine cannot read
 * at all ("Urnas e Coroas", "Testes Psicológicos e Checagem de Referências"): a trade's own goods or bought services
 * are what such words most often name, as an accountant opens an account for them. The first such account, weakly:
 * any name of suppliers, goods or a cost comes first.
 */
function unreadGoods(
  categories: readonly CustomCategory[],
  names: readonly ReadName[],
  own: Float64Array,
  size: number,
): void {
  // A name of goods first of all (not "Sistema e Loja Virtual", a store's software) leaves the unread alone.
  for (let k = 0; k < size; k++) {
    const goods = own[GOODS * size + k] as number;
    if (goods >= RELATED - GROUP_DISCOUNT && goods >= bestOf(own, size, k, SUPPLIER_SIDE)) return;
  }
  const unread = names.findIndex((name, k) => {
    if (name.catchAll || name.remainder || name.nonCash || name.provision || name.refund) return false;
    if (isRevenueDeduction(categories[k]?.name ?? '')) return false;
    // Words read as naming nothing ("Valores de Terceiros - Repasses") are read.
    if (name.content === 0 || name.direction === 'in' || name.matches.length > 0) return false;
    for (let concept = 0; concept < CONCEPTS.length; concept++)
      if ((own[concept * size + k] as number) > 0) return false;
    return true;
  });
  if (unread < 0) return;
  own[GOODS * size + unread] = UNREAD_GOODS;
  own[SUPPLIER_PAYMENT * size + unread] = UNREAD_GOODS;
}

/** Taxes of one kind: on the payroll, on revenue. */
const TAXES_OF_A_KIND = (['biz:encargos', 'biz:inss', 'biz:impostos-receita'] as const).map(conceptNumber);

/**
 * An account of one kind of taxes ("Payroll - Taxes (INSS/FGTS)", "Impostos / Simples Nacional e ISS") yields the
 * other taxes to a name of them that names no such kind ("Other Taxes & Fees (IPTU, Anatel)", "Despesas / IPVA,
 * Licenciamento e Taxas"); alone, it keeps them.
 */
function otherTaxesApart(own: Float64Array, size: number): void {
  const ofAKind = (k: number) =>
    TAXES_OF_A_KIND.some((concept) => (own[concept * size + k] as number) >= BROAD);
  // A name of taxes first of all: not a rent's that names the IPTU ("Aluguel, Condomínio e IPTU").
  const ofTaxes = (k: number) => bestOf(own, size, k) <= (own[TAXES * size + k] as number);
  let other = 0;
  for (let k = 0; k < size; k++)
    if (!ofAKind(k) && ofTaxes(k)) other = Math.max(other, own[TAXES * size + k] as number);
  if (other < RELATED - GROUP_DISCOUNT) return;
  for (let k = 0; k < size; k++)
    if (ofAKind(k)) own[TAXES * size + k] = Math.min(own[TAXES * size + k] as number, other - EQUAL_NAMES);
}

/** How close an empty account's reading of a concept must come to its holder's for the account to take it. */
const NEAR_TIE = 0.03;

/**
 * An accountant opens an account to book something in it. A company's account that takes no kind ("Taxas banco e
 * cartão" beside "Juros", "ITR, IPVA e taxas" beside "imposto da nota") takes the kind it names about as well as
 * the account that holds it, when that kind is not the holder's own (the holder names another one better) and the
 * holder keeps another: no income (revenue split in two accounts stays with the first), nothing for an account of
 * depreciation or provisions.
 */
function fillEmptyAccounts(
  names: readonly ReadName[],
  mapping: number[],
  score: (concept: number, k: number) => number,
): void {
  const size = names.length;
  const taken = new Array<number>(size).fill(0);
  for (const k of mapping) if (k >= 0) taken[k] = (taken[k] ?? 0) + 1;
  // Each account's own kind, the one it names best among those it holds (read once, as accounts only lose kinds
  // below, and a holder keeps its own).
  const held = new Array<number>(size).fill(-1);
  const heldScore = new Array<number>(size).fill(0);
  mapping.forEach((holder, concept) => {
    if (holder < 0) return;
    const value = score(concept, holder);
    if (value > (heldScore[holder] as number)) {
      heldScore[holder] = value;
      held[holder] = concept;
    }
  });
  for (let k = 0; k < size; k++) {
    const name = names[k] as ReadName;
    if ((taken[k] as number) > 0 || name.catchAll || name.nonCash || name.provision || isIncome(name))
      continue;
    let pick = -1;
    let pickScore = 0;
    mapping.forEach((holder, concept) => {
      if (holder < 0 || holder === k || INCOME_CONCEPT.has(concept) || concept === OUTROS) return;
      // Goods split over several accounts ("Bikes e peças", "Pneus e câmaras") go to the first, as revenue does.
      if (SUPPLIER_SIDE.has(concept) || (taken[holder] as number) < 2) return;
      if (held[holder] === concept) return;
      const mine = score(concept, k);
      if (mine < RELATED - GROUP_DISCOUNT || mine < score(concept, holder) - NEAR_TIE) return;
      if (mine > pickScore) {
        pickScore = mine;
        pick = concept;
      }
    });
    // Only the kind the account names best, and clearly: its reason to be ("Taxas banco e cartão": the bank's
    // fees); "Manutenção - geladeira, fogão" names a vehicle's and a building's upkeep alike, and takes neither.
    if (
      pick < 0 ||
      !name.headNames.has(pick) ||
      CONCEPTS.some(
        (_, concept) =>
          concept !== pick && !INCOME_CONCEPT.has(concept) && score(concept, k) > pickScore - NEAR_TIE,
      )
    )
      continue;
    taken[mapping[pick] as number] = (taken[mapping[pick] as number] as number) - 1;
    mapping[pick] = k;
    taken[k] = 1;
  }
}

/** What an account of a trade's goods may name: goods of every kind a household also buys, or a cost's goods. */
const GOODS_LIKE: ReadonlySet<number> = new Set([
  ...COST_GOODS,
  ...(['Alimentação', 'Compras', 'Moradia', 'Transporte'] as const).map(conceptNumber),
]);

/**
 * An accountant opens an account to book something in it. A company's chart whose goods would end in its catch-all
 * (no account reads as goods) keeps them in its first account of spending that takes nothing but purchases, or
 * nothing at all, and names goods ("Placa, Perfil, Massa e Parafuso", "Materiais e Medicamentos (OPME, fios)") or a
 * cost ("Custos > Taxa de Descarte"): what a trade buys is what such words most often name. One of the staff or of
 * money passing through ("Pessoal > Comissões", "Repasses a Proprietários") is no account of goods, and a deduction
 * from revenue ("(-) Glosas de Convênios", "Deduções > Bolsas e Descontos") receives no bank line.
 */
function goodsInAnEmptyAccount(
  categories: readonly CustomCategory[],
  names: readonly ReadName[],
  mapping: number[],
  fallback: number,
  own: Float64Array,
): void {
  if (fallback < 0 || mapping[GOODS] !== fallback) return;
  const size = names.length;
  // What each account takes besides purchases: such an account has a kind of its own.
  const holdsOther = new Set<number>();
  mapping.forEach((k, concept) => {
    if (k >= 0 && !SUPPLIER_SIDE.has(concept)) holdsOther.add(k);
  });
  const namesGoods = (k: number) => {
    let goods = 0;
    for (const concept of GOODS_LIKE) goods = Math.max(goods, own[concept * size + k] as number);
    return goods >= GROUP_WEIGHT && goods >= bestOf(own, size, k, GOODS_LIKE);
  };
  const target = names.findIndex((name, k) => {
    const written = categories[k]?.name ?? '';
    return (
      k !== fallback &&
      !holdsOther.has(k) &&
      !name.catchAll &&
      !name.remainder &&
      !name.nonCash &&
      !name.provision &&
      !name.refund &&
      !isIncome(name) &&
      name.direction !== 'in' &&
      !isRevenueDeduction(written) &&
      (COST_SIDE.test(fold(written).trim()) || namesGoods(k))
    );
  });
  if (target < 0) return;
  for (const concept of SUPPLIER_SIDE)
    if (concept !== SHOPPING && mapping[concept] === fallback) mapping[concept] = target;
}

/**
 * A deduction from revenue ("(-) Glosas de Convênios", "Deduções > Bolsas e Descontos Concedidos") is booked from the
 * revenue itself, not paid to anyone: of what a bank line may be, it takes only the taxes on revenue it names ("(-)
 * Simples Nacional", "Deduções > ISS, PIS e COFINS"). Its other words ("Bolsas") name nothing bought.
 */
function deductionsTakeTaxesOnly(
  categories: readonly CustomCategory[],
  own: Float64Array,
  size: number,
): void {
  categories.forEach((category, k) => {
    if (!isRevenueDeduction(category.name)) return;
    for (let concept = 0; concept < CONCEPTS.length; concept++)
      if (concept !== TAXES_ON_REVENUE && concept !== TAXES) own[concept * size + k] = 0;
  });
}

/** A name under the deductions from revenue ("Deduções > Bolsas e Descontos Concedidos"). */
const REVENUE_DEDUCTIONS = /^(?:grupo:? )?deduc(?:ao|oes)\b/;
/** A deduction from revenue ("(-) Glosas de Convênios", "Deduções > Bolsas"): no supplier is paid from it. */
const isRevenueDeduction = (name: string) => {
  const folded = fold(name).trim();
  return REVENUE_DEDUCTIONS.test(folded) || (DEDUCTION.test(folded) && GIVEN_UP.test(folded));
};
/** What a "(-)" before a name gives up of the revenue (a DRE writes "(-)" before its costs and expenses too). */
const GIVEN_UP = /\b(?:glosas?|descontos?|abatimentos?|cancelamentos?|bolsas?)\b/;

/** The kinds of a company's general expenses: an office's supplies, its paperwork at a notary, its premises' upkeep. */
const GENERAL_EXPENSES = (['office', 'notary', 'upkeep'] as const).map(conceptNumber);

/** The name that names the most of a company's general expenses (office, notary, upkeep), the first on a tie; -1 none. */
function generalExpensesName(own: Float64Array, size: number): number {
  let best = -1;
  let most = 0;
  for (let k = 0; k < size; k++) {
    const kinds = GENERAL_EXPENSES.filter((concept) => (own[concept * size + k] as number) >= RELATED).length;
    if (kinds > most) {
      most = kinds;
      best = k;
    }
  }
  return best;
}

/**
 * A name of money moved as a whole: it names two kinds of it or more itself ("Transferências e aplicações",
 * "Transfers & Investments"), not transfers alone ("Transferências entre contas").
 */
function namesMoneyMoved(own: Float64Array, k: number, size: number): boolean {
  let kinds = 0;
  for (const concept of MONEY_MOVEMENT)
    if ((own[concept * size + k] as number) >= BROAD - EXTRA_WORD * 4) kinds++;
  return kinds >= 2;
}

/** The name that takes the most kinds of spending (the needs of a budget by jars), the later on a tie. */
function widestName(mapping: readonly number[], size: number): number {
  const taken = new Array<number>(size).fill(0);
  mapping.forEach((k, concept) => {
    if (k >= 0 && concept < DEFAULT_CATEGORIES.length && SPENDING_CONCEPT[concept])
      taken[k] = (taken[k] ?? 0) + 1;
  });
  let widest = size - 1;
  taken.forEach((count, k) => {
    if (count > 0 && count >= (taken[widest] as number)) widest = k;
  });
  return widest;
}
