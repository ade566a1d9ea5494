import { FIRST_NAMES } from './lexicon/first-names.ts';
import type { NormalizedDescription } from './normalize.ts';

/** Size of the hashed feature space of the statistical model. */
export const FEATURE_BUCKETS = 1 << 20;

function hash(text: string): number {
  // FNV-1a, 32 bits: deterministic across runs and platforms.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (FEATURE_BUCKETS - 1);
}

/**
 * Hashed features of a normalized line: channel, intermediary, words, word pairs and the
 * character 3- to 5-grams of each word (which survive truncation and glued words).
 */
export function extractFeatures(description: NormalizedDescription): number[] {
  const out: number[] = [];
  if (description.channel) out.push(hash(`c:${description.channel}`));
  if (description.intermediary) out.push(hash('i:any'));
  const words = description.merchant.length > 0 ? description.merchant.split(' ') : [];
  if (words.length === 0) out.push(hash('empty'));
  if (words.length > 0 && FIRST_NAMES.has(words[0] as string)) out.push(hash('person'));
  let previous = '';
  for (const word of words) {
    out.push(hash(`w:${word}`));
    if (previous) out.push(hash(`b:${previous}_${word}`));
    previous = word;
    const padded = `^${word}$`;
    const limit = padded.length;
    for (let n = 3; n <= 5; n++) {
      for (let i = 0; i + n <= limit; i++) out.push(hash(padded.slice(i, i + n)));
    }
  }
  return out;
}
