import { MAX_MERCHANT_KEY_LENGTH } from '../limits.ts';
import { normalizeDescription } from './normalize.ts';

/** What names a merchant: its key (rules are found by it) and the words to show. */
export interface Merchant {
  /** The counterparty's letters and digits, folded (a-z, 0-9), without spaces: "barbeariadomcorleone". */
  readonly key: string;
  /** The same words with their spaces, upper case: "BARBEARIA DOM CORLEONE". */
  readonly name: string;
}

/**
 * The merchant of a description as the engine reads it: no numbers, dates, instalments, city suffix, bank
 * phrase or payment intermediary (`PAG*`, `IFD*`, `MP*`), accents and case aside, and spaces aside too (a name
 * glued behind a card machine is the same name). Undefined when nothing names a counterparty.
 */
export function merchantOf(description: string): Merchant | undefined {
  const normalized = normalizeDescription(description);
  const words = normalized.words.length > 0 ? normalized.words : normalized.textWords;
  const key = words
    .join('')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_MERCHANT_KEY_LENGTH);
  if (key.length === 0) return undefined;
  return { key, name: words.join(' ').toUpperCase() };
}

/** A merchant key as the API takes it (and as URLs carry it): folded letters and digits only. */
export const MERCHANT_KEY_PATTERN = /^[a-z0-9]+$/;
