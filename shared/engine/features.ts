import { FIRST_NAMES } from './lexicon/first-names.ts';
import type { NormalizedDescription } from './normalize.ts';

/** Size of the hashed feature space of the statistical model. */
export const FEATURE_BUCKETS = 1 << 20;
const MASK = FEATURE_BUCKETS - 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, 32 bits, of a tag and a text: deterministic across runs and platforms. */
function hash(tag: string, text: string): number {
  return (fnv(fnv(FNV_OFFSET, tag), text) >>> 0) & MASK;
}

function fnv(seed: number, text: string): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Same value as hash('b:', `${first}_${second}`), without building the string. */
function hashPair(first: string, second: string): number {
  return (fnv(fnv(fnv(fnv(FNV_OFFSET, 'b:'), first), '_'), second) >>> 0) & MASK;
}

const CARET = 94; // '^'
const DOLLAR = 36; // '$'

/** The character at position i of ^word$. */
function codeAt(word: string, i: number): number {
  return i === 0 ? CARET : i === word.length + 1 ? DOLLAR : word.charCodeAt(i - 1);
}

/** Character 3- and 4-grams of ^word$, hashed without building substrings. */
function pushGrams(word: string, out: number[]): void {
  const length = word.length + 2;
  for (let start = 0; start + 3 <= length; start++) {
    let h = Math.imul(FNV_OFFSET ^ codeAt(word, start), FNV_PRIME);
    h = Math.imul(h ^ codeAt(word, start + 1), FNV_PRIME);
    h = Math.imul(h ^ codeAt(word, start + 2), FNV_PRIME);
    out.push((h >>> 0) & MASK);
    if (start + 4 > length) continue;
    h = Math.imul(h ^ codeAt(word, start + 3), FNV_PRIME);
    out.push((h >>> 0) & MASK);
  }
}

/** Features that depend on one word alone: the word and its character 3- and 4-grams. */
export function wordFeatures(word: string, out: number[]): number[] {
  out.length = 0;
  out.push(hash('w:', word));
  pushGrams(word, out);
  return out;
}

/**
 * Features of a line that are not a single word's own: channel, intermediary, empty line, a first
 * name in front, word pairs. With wordFeatures of each word, the same multiset as extractFeatures.
 */
export function contextFeatures(description: NormalizedDescription, out: number[]): number[] {
  out.length = 0;
  if (description.channel) out.push(hash('c:', description.channel));
  if (description.intermediary) out.push(hash('i:', 'any'));
  const words = description.words;
  if (words.length === 0) out.push(hash('e:', ''));
  if (words.length > 0 && FIRST_NAMES.has(words[0] as string)) out.push(hash('p:', ''));
  for (let k = 1; k < words.length; k++) out.push(hashPair(words[k - 1] as string, words[k] as string));
  return out;
}

/**
 * Hashed features of a normalized line: channel, intermediary, words, word pairs and the
 * character 3- and 4-grams of each word (which survive truncation and glued words).
 */
export function extractFeatures(description: NormalizedDescription, out: number[] = []): number[] {
  out.length = 0;
  if (description.channel) out.push(hash('c:', description.channel));
  if (description.intermediary) out.push(hash('i:', 'any'));
  const words = description.words;
  if (words.length === 0) out.push(hash('e:', ''));
  if (words.length > 0 && FIRST_NAMES.has(words[0] as string)) out.push(hash('p:', ''));
  let previous = '';
  for (const word of words) {
    out.push(hash('w:', word));
    if (previous) out.push(hashPair(previous, word));
    previous = word;
    pushGrams(word, out);
  }
  return out;
}
