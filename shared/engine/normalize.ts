import { fold } from '../fold.ts';
import { CHANNEL_PHRASES, type Channel, type ChannelPhrase } from './lexicon/channel-phrases.ts';
import { INTERMEDIARY_LIST } from './lexicon/intermediaries.ts';

export type { Channel };

export interface NormalizedDescription {
  /** Words of the whole line, folded and cleaned (dates, numbers, masks and city suffix removed). */
  readonly textWords: readonly string[];
  /** The words that name the counterparty: bank phrase and payment intermediary removed. */
  readonly words: readonly string[];
  readonly channel: Channel | undefined;
  /** The payment intermediary in front of the merchant (pag, mp, sumup, stone, ...). */
  readonly intermediary: string | undefined;
}

/** Prefixes of payment intermediaries, card acquirers and wallets, before '*' (folded; lexicon/intermediaries.ts). */
export const INTERMEDIARIES: ReadonlySet<string> = new Set(INTERMEDIARY_LIST.map((entry) => entry.prefix));

/** Intermediaries that are also a merchant signal (iFood, Uber): the merchant is kept as a word. */
const MEANINGFUL_INTERMEDIARIES: ReadonlyMap<string, string> = new Map(
  INTERMEDIARY_LIST.flatMap((entry) =>
    entry.merchant === undefined ? [] : [[entry.prefix, entry.merchant]],
  ),
);

const CITY_SUFFIX = / {3,}.*$/;
// Dates, times, installments (12/03, 12/03/2024, 12:41, parc 03/10, 12mar, 13h38min), masked
// CPF/CNPJ (•••.123.456-••, 12.345.678/0001-90) and bank codes ((0341)), in one pass.
const NOISE = new RegExp(
  [
    /\bparc(?:ela)?s?\.? ?\d{1,3} ?(?:\/|de) ?\d{1,3}\b/.source,
    /[*•x]{2,3}\.\d{3}\.\d{3}-[*•x]{2}/.source,
    /\b\d{2,3}\.\d{3}\.\d{3}[/-]?\d{0,4}-?\d{0,2}\b/.source,
    /\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?/.source,
    /\b\d{1,2}:\d{2}(?::\d{2})?\b/.source,
    /\b\d{1,2}h\d{2}(?:min)?\b/.source,
    /\b\d{1,2}(?:jan|fev|feb|mar|abr|apr|mai|may|jun|jul|ago|aug|set|sep|out|oct|nov|dez|dec)\b/.source,
    /\(\d{3,4}\)?/.source,
  ].join('|'),
  'g',
);
const HAS_DIGIT = /\d/;

const TRAILING_BANK =
  / - (?:bco|banco|itau|caixa|nu pagamentos|pagseguro|mercado pago|picpay|inter|c6|bradesco|santander|sicoob|sicredi)\b.*$/;
/** Words that say nothing about the merchant: legal forms, document names, bank channels. */
const DROPPED_WORDS = new Set([
  'cpf',
  'cnpj',
  'ltda',
  'ltd',
  'eireli',
  'epp',
  'me',
  'mei',
  'inc',
  'llc',
  'cia',
  'app',
  'bankline',
]);
/** Country and state codes a terminal appends at the end of the line. */
const TRAILING_CODES = new Set([
  'br',
  'bra',
  'bras',
  'brasil',
  'usa',
  'us',
  'gb',
  'ie',
  'nl',
  'lu',
  'sp',
  'rj',
  'mg',
]);
function stripNoise(text: string): string {
  const out = text.includes('   ') ? text.replace(CITY_SUFFIX, '') : text;
  return HAS_DIGIT.test(out) ? out.replace(NOISE, ' ') : out;
}

const KEPT_NUMBERS = new Set(['99', '24', '13']);

/** Letters a-z, digits, '&' and '+' (after folding), as a table for the tokenizer's inner loop. */
const WORD_CHARS = (() => {
  const table = new Uint8Array(128);
  for (let code = 97; code <= 122; code++) table[code] = 1;
  for (let code = 48; code <= 57; code++) table[code] = 1;
  table[38] = 1;
  table[43] = 1;
  return table;
})();

function isWordChar(code: number): boolean {
  return code < 128 && WORD_CHARS[code] === 1;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Words of letters and digits; numbers dropped (but 99, 24, 13), long numbers cut off words ("ads123456"). */
function words(text: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (isWordChar(code)) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    let end = i;
    // A trailing run of 3+ digits after letters is a code: "ads1234567890" → "ads".
    let digits = end;
    while (digits > start && isDigit(text.charCodeAt(digits - 1))) digits--;
    if (digits === start) {
      const number = text.slice(start, end);
      if (KEPT_NUMBERS.has(number)) out.push(number);
    } else {
      if (end - digits >= 3) end = digits;
      out.push(text.slice(start, end));
    }
    start = -1;
  }
  return out;
}

/** Pairs of words that say nothing about the merchant ("outra if", "net empresa", "s a"). */
const DROPPED_PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['outra', new Set(['if', 'instituicao'])],
  ['net', new Set(['empresa'])],
  ['internet', new Set(['banking'])],
  ['mobile', new Set(['banking'])],
  ['s', new Set(['a'])],
]);

const DROPPED = 1;
const PAIR_HEAD = 2;
/** DROPPED_WORDS and the first words of DROPPED_PAIRS, in one lookup per word. */
const SPECIAL_WORDS: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>();
  for (const word of DROPPED_WORDS) map.set(word, DROPPED);
  for (const word of DROPPED_PAIRS.keys()) map.set(word, (map.get(word) ?? 0) | PAIR_HEAD);
  return map;
})();

/** The merchant's words: without legal forms, document names, channel leftovers and a trailing country code. */
function merchantOf(all: readonly string[]): readonly string[] {
  let kept: string[] | undefined;
  for (let k = 0; k < all.length; k++) {
    const word = all[k] as string;
    const special = SPECIAL_WORDS.get(word);
    if (special === undefined) {
      kept?.push(word);
      continue;
    }
    const pair = (special & PAIR_HEAD) !== 0 && DROPPED_PAIRS.get(word)?.has(all[k + 1] as string) === true;
    const drop = (special & DROPPED) !== 0 || pair;
    if (drop && !kept) kept = all.slice(0, k);
    if (drop) {
      if (pair) k++;
      continue;
    }
    kept?.push(word);
  }
  const out = kept ?? all;
  return out.length > 1 && TRAILING_CODES.has(out[out.length - 1] as string) ? out.slice(0, -1) : out;
}

function firstWord(text: string): string {
  let end = 0;
  while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
  return text.slice(0, end);
}

/**
 * For each opening word, the channel phrases that declare it (in list order): a phrase can only
 * match a line that starts with one of its openers, so a line tries a handful, not all of them.
 */
const CHANNEL_BY_OPENER: ReadonlyMap<string, readonly ChannelPhrase[]> = (() => {
  const map = new Map<string, ChannelPhrase[]>();
  for (const phrase of CHANNEL_PHRASES)
    for (const opener of phrase.openers) {
      const list = map.get(opener) ?? [];
      if (!list.includes(phrase)) list.push(phrase);
      map.set(opener, list);
    }
  return map;
})();

/** The channel phrases a line starting with this word is tried against, in order (empty for most words). */
export function channelPhrasesOpenedBy(word: string): readonly ChannelPhrase[] {
  return CHANNEL_BY_OPENER.get(word) ?? [];
}

function stripChannel(text: string, opener: string): { rest: string; channel: Channel | undefined } {
  let rest = text;
  let channel: Channel | undefined;
  for (let round = 0; round < 3; round++) {
    const patterns = CHANNEL_BY_OPENER.get(round === 0 ? opener : firstWord(rest));
    if (!patterns) break;
    let matched = false;
    for (const phrase of patterns) {
      const match = phrase.pattern.exec(rest);
      if (match && match[0].length > 0) {
        channel ??= phrase.channel;
        rest = rest.slice(match[0].length).replace(/^[\s:\-–*.]+/, '');
        matched = true;
        break;
      }
    }
    if (!matched) break;
  }
  return { rest, channel };
}

function stripIntermediary(text: string): { rest: string; intermediary: string | undefined } {
  const star = text.indexOf('*');
  if (star < 0 || star > 16) return { rest: text, intermediary: undefined };
  const head = text.slice(0, star).trim();
  const tail = text.slice(star + 1).trim();
  const key = head.replace(/[^a-z0-9]/g, '');
  if (!INTERMEDIARIES.has(key)) return { rest: `${head} ${tail}`, intermediary: undefined };
  const meaningful = MEANINGFUL_INTERMEDIARIES.get(key);
  let rest = tail.startsWith('ton') ? tail.replace(/^ton\b\s*/, '') : tail;
  if (meaningful && !rest.startsWith(meaningful)) rest = `${meaningful} ${rest}`;
  return { rest, intermediary: key };
}

/** Characters a cleaned line keeps as they are: a-z, 0-9 and & * + / - : . (and single spaces). */
const USUAL = (() => {
  const table = new Uint8Array(128);
  for (const character of 'abcdefghijklmnopqrstuvwxyz0123456789&*+/-:.') table[character.charCodeAt(0)] = 1;
  return table;
})();
const PLAIN_LINE = 0;
const USUAL_LINE = 1;
const UNUSUAL_LINE = 2;
/** What scan() found; NEEDS_CLEANING: digits, a '.', three spaces or ' - ' (noise, city, bank suffix, i.o.f). */
const NEEDS_CLEANING = 4;
const HAS_STAR = 8;
const NON_ASCII = 16;
const KIND = 3;

/**
 * One pass over a folded line. Bits 0–1, the line's kind: PLAIN_LINE (letters in words with single
 * spaces between), USUAL_LINE (also digits and & * + / - : .), UNUSUAL_LINE (anything else, or double,
 * leading or trailing spaces). NEEDS_CLEANING, HAS_STAR and NON_ASCII (accents to fold) as named. No regex, no substrings.
 */
function scan(text: string): number {
  if (text.length === 0) return USUAL_LINE;
  let kind = PLAIN_LINE;
  let flags = 0;
  let spaces = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32) {
      spaces++;
      if (spaces === 3 || (i === 0 && kind !== UNUSUAL_LINE)) kind = UNUSUAL_LINE;
      if (spaces === 2) kind = UNUSUAL_LINE;
      if (spaces >= 3) flags |= NEEDS_CLEANING;
      continue;
    }
    if (code === 45 && spaces > 0 && text.charCodeAt(i + 1) === 32) flags |= NEEDS_CLEANING;
    spaces = 0;
    if (code >= 97 && code <= 122) continue;
    if (code >= 48 && code <= 57) flags |= NEEDS_CLEANING;
    else if (code === 46) flags |= NEEDS_CLEANING;
    else if (code === 42) flags |= HAS_STAR;
    if (code >= 128) flags |= NON_ASCII;
    if (code >= 128 || USUAL[code] !== 1) kind = UNUSUAL_LINE;
    else if (kind === PLAIN_LINE) kind = USUAL_LINE;
  }
  if (spaces > 0) kind = UNUSUAL_LINE;
  return kind | flags;
}

/** Reads one statement line the way a person would: what moved, through whom, to which business. */
export function normalizeDescription(raw: string): NormalizedDescription {
  // Lower case first; only lines with accents (or other non-ASCII) need the full fold.
  let folded = raw.toLowerCase();
  let found = scan(folded);
  if ((found & NON_ASCII) !== 0) {
    folded = fold(raw);
    found = scan(folded);
  }
  let cleaned = folded;
  let kind = found & KIND;
  let star = (found & HAS_STAR) !== 0;
  if ((found & NEEDS_CLEANING) !== 0) {
    const denoised = stripNoise(folded.includes('i.o.f') ? folded.replace(/i\.o\.f\.?/g, 'iof') : folded);
    cleaned = denoised.includes(' - ') ? denoised.replace(TRAILING_BANK, ' ') : denoised;
    kind = scan(cleaned) & KIND;
    star = cleaned.includes('*');
  }
  const spaced = kind === UNUSUAL_LINE ? cleaned.replace(/[^a-z0-9&*+/\-:.]+/g, ' ').trim() : cleaned;
  // Plain lines (letters and single spaces) split natively; the rest go through the tokenizer.
  const plain = kind === PLAIN_LINE || (kind === UNUSUAL_LINE && (scan(spaced) & KIND) === PLAIN_LINE);
  const textWords = plain && spaced.length > 0 ? spaced.split(' ') : words(spaced);
  const opener = textWords[0] ?? '';
  // Most lines have neither a bank phrase nor an intermediary: their merchant words are the text's.
  if (!star && !CHANNEL_BY_OPENER.has(opener)) {
    return { textWords, words: merchantOf(textWords), channel: undefined, intermediary: undefined };
  }
  const { rest: afterChannel, channel } = stripChannel(spaced, opener);
  const { rest: afterIntermediary, intermediary } = stripIntermediary(
    afterChannel.startsWith('cp :') ? afterChannel.replace(/^cp :\d*-?/, '') : afterChannel,
  );
  const merchantWords = merchantOf(afterIntermediary === spaced ? textWords : words(afterIntermediary));
  return { textWords, words: merchantWords, channel, intermediary };
}
