import { CONCEPT_IDS, type ConceptId } from '../concepts.ts';
import { BRAND_NAMES } from './brands.ts';
import { COMPANY_CUE_NAMES } from './company-cues.ts';
import { KIND_WORD_NAMES } from './kind-words.ts';

/**
 * Names by concept id. Each name is spelled as the engine reads a line (lower case, no accents;
 * letters, digits, '&' and '+'; one space between words) and is filed once, under one concept,
 * across all sources (test/unit/engine/lexicon-data.test.ts).
 */
export type LexiconNames = Readonly<Partial<Record<ConceptId, readonly string[]>>>;

/** A list of names and how they rank against others. */
export interface LexiconSource {
  readonly names: LexiconNames;
  /** Concepts whose names yield to any other name: channel words left in a line (pix, ted), generic business words. */
  readonly weak: readonly ConceptId[];
  /**
   * What a company pays for (lexicon/company-cues.ts): in a company's statement these names outweigh any other; in a
   * household's they are names like any other.
   */
  readonly cue?: boolean;
}

/** The lexicon: brands and kind-words feed one index. */
export const LEXICON_SOURCES: readonly LexiconSource[] = [
  { names: BRAND_NAMES, weak: ['Transferências'] },
  { names: KIND_WORD_NAMES, weak: ['Transferências', 'Outros'] },
  { names: COMPANY_CUE_NAMES, weak: [], cue: true },
];

export interface LexiconHit {
  readonly concept: ConceptId;
  readonly name: string;
  /** Words the name covers; longer names are more specific. */
  readonly size: number;
  readonly position: number;
  /** The name was found glued inside a longer word, or as a truncated word. */
  readonly partial: boolean;
  /** For display: the name in quotes, 'parte de' when partial. */
  readonly reason: string;
}

/** A node of the word trie: the name or word-prefix of a name spelled by the words so far. */
export interface WordNode {
  readonly name: string;
  /** The concept when the words spell a whole name; undefined for a mere word-prefix of one. */
  concept: ConceptId | undefined;
  /** A channel word (pix, ted) or a generic business word: any other name wins over it. */
  weak: boolean;
  /** What a company pays for (LexiconSource.cue). */
  cue: boolean;
  /** The words that extend it into longer names. */
  next: Map<string, WordNode> | undefined;
  /** The name in quotes, made the first time it is found. */
  reason: string | undefined;
}

export interface LexiconIndex {
  /** Every name → its concept. */
  readonly phrases: ReadonlyMap<string, ConceptId>;
  /** The names as a trie keyed by word: a line's words are looked up without joining them. */
  readonly words: ReadonlyMap<string, WordNode>;
  /** Glued spellings ("zedelivery", "autoposto") of names of 4+ letters, for words a terminal ran together. */
  readonly compact: ReadonlyMap<string, ConceptId>;
  /** First and last 4 letters of the compact names → the longest such name: bounds the glued search. */
  readonly heads: ReadonlyMap<string, number>;
  readonly tails: ReadonlyMap<string, number>;
  /** Sorted one-word names, for the last word cut short by a terminal ("restauran"). */
  readonly singles: readonly string[];
}

/** Longest glued name looked for inside a word (the longest names glued are shorter). */
const MAX_GLUED = 40;

let shared: LexiconIndex | undefined;

/** The index of the lexicon's own names, built once per process and shared (the engine, the list mapping). */
export function lexiconIndex(): LexiconIndex {
  shared ??= buildLexiconIndex();
  return shared;
}

export function buildLexiconIndex(sources: readonly LexiconSource[] = LEXICON_SOURCES): LexiconIndex {
  const phrases = new Map<string, ConceptId>();
  const compact = new Map<string, ConceptId>();
  const root = new Map<string, WordNode>();
  const heads = new Map<string, number>();
  const tails = new Map<string, number>();
  for (const source of sources)
    for (const concept of CONCEPT_IDS) {
      const names = source.names[concept] ?? [];
      const weak = source.weak.includes(concept);
      for (const name of names) {
        if (name.length === 0 || phrases.has(name)) continue;
        phrases.set(name, concept);
        // Walk the trie word by word, making the nodes of the name's word-prefixes as needed.
        let level = root;
        let node: WordNode | undefined;
        let start = 0;
        for (;;) {
          const space = name.indexOf(' ', start);
          const end = space < 0 ? name.length : space;
          const word = name.slice(start, end);
          node = level.get(word);
          if (node === undefined) {
            node = {
              name: name.slice(0, end),
              concept: undefined,
              weak: false,
              cue: false,
              next: undefined,
              reason: undefined,
            };
            level.set(word, node);
          }
          if (space < 0) break;
          node.next ??= new Map();
          level = node.next;
          start = space + 1;
        }
        node.concept = concept;
        node.weak = weak;
        node.cue = source.cue === true;
        const glued = name.includes(' ') ? name.replaceAll(' ', '') : name;
        if (glued.length >= 4 && !compact.has(glued)) {
          compact.set(glued, concept);
          const head = glued.slice(0, 4);
          const tail = glued.slice(-4);
          if ((heads.get(head) ?? 0) < glued.length) heads.set(head, glued.length);
          if ((tails.get(tail) ?? 0) < glued.length) tails.set(tail, glued.length);
        }
      }
    }
  const singles: string[] = [];
  for (const name of phrases.keys()) if (name.length >= 5 && !name.includes(' ')) singles.push(name);
  singles.sort();
  return { phrases, words: root, compact, heads, tails, singles };
}

function better(candidate: LexiconHit, best: LexiconHit | undefined): boolean {
  if (!best) return true;
  if (candidate.partial !== best.partial) return !candidate.partial;
  if (candidate.size !== best.size) return candidate.size > best.size;
  return candidate.position < best.position;
}

function findTruncated(index: LexiconIndex, word: string): string | undefined {
  // Binary search for the first one-word name that starts with the cut word.
  let low = 0;
  let high = index.singles.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((index.singles[mid] as string) < word) low = mid + 1;
    else high = mid;
  }
  const found = index.singles[low];
  return found?.startsWith(word) ? found : undefined;
}

/**
 * How a name ranks against the others of a line: a channel word left in it (pix, ted, transferência) or a generic
 * one (comércio) yields to any merchant name; what a company pays for (a cue) outweighs them all in a company's
 * statement and is a name like any other in a household's.
 */
function rank(node: WordNode, company: boolean): number {
  if (node.cue) return company ? 2 : 1;
  return node.weak ? 0 : 1;
}

/**
 * The most specific lexicon name in the words: the strongest kind of name (rank), then the longest, then whole
 * words over glued ones, then the first. `company`: the line is a company's (its chart of accounts is the list).
 */
export function matchLexicon(
  index: LexiconIndex,
  words: readonly string[],
  glued = false,
  company = false,
): LexiconHit | undefined {
  // Whole words first: the strongest kind of name, then the longest, then the earliest.
  let found: WordNode | undefined;
  let foundRank = -1;
  let foundSize = 0;
  let foundPosition = 0;
  for (let start = 0; start < words.length; start++) {
    let node = index.words.get(words[start] as string);
    for (let size = 1; node !== undefined; size++) {
      const nodeRank = rank(node, company);
      if (
        node.concept !== undefined &&
        (found === undefined || nodeRank > foundRank || (nodeRank === foundRank && size > foundSize))
      ) {
        foundRank = nodeRank;
        found = node;
        foundSize = size;
        foundPosition = start;
      }
      if (node.next === undefined || start + size >= words.length) break;
      node = node.next.get(words[start + size] as string);
    }
  }
  if (found?.concept !== undefined) {
    if (found.reason === undefined) found.reason = `"${found.name}"`;
    return {
      concept: found.concept,
      name: found.name,
      size: foundSize,
      position: foundPosition,
      partial: false,
      reason: found.reason,
    };
  }
  let best: LexiconHit | undefined;
  for (let position = 0; position < words.length; position++) {
    const word = words[position] as string;
    // Glued words: behind a payment intermediary, or words too long to be one Portuguese word.
    if (word.length >= 7 && (glued || word.length >= 12)) {
      // Glued words: the longest known name at the start of the word ("postovitoriaregia").
      const longestHead = index.heads.get(word.slice(0, 4)) ?? 0;
      for (let end = Math.min(word.length - 2, MAX_GLUED, longestHead); end >= 4; end--) {
        const concept = index.compact.get(word.slice(0, end));
        if (concept !== undefined) {
          const name = word.slice(0, end);
          const hit = { concept, name, size: 1, position, partial: true, reason: `parte de "${name}"` };
          if (better(hit, best)) best = hit;
          break;
        }
      }
      // ... or at its end ("ghazalarabianfood", "lojadoamigopet").
      const longestTail = best ? 0 : (index.tails.get(word.slice(-4)) ?? 0);
      if (longestTail > 0) {
        const from = Math.max(3, word.length - MAX_GLUED, word.length - longestTail);
        for (let start = from; start <= word.length - 4; start++) {
          const concept = index.compact.get(word.slice(start));
          if (concept !== undefined) {
            const name = word.slice(start);
            const hit = { concept, name, size: 1, position, partial: true, reason: `parte de "${name}"` };
            if (better(hit, best)) best = hit;
            break;
          }
        }
      }
    }
  }
  if (best) return best;
  const last = words[words.length - 1];
  if (last !== undefined && last.length >= (words.length >= 2 ? 6 : 7)) {
    const name = findTruncated(index, last);
    const concept = name === undefined ? undefined : index.phrases.get(name);
    if (name !== undefined && concept !== undefined) {
      return {
        concept,
        name,
        size: 1,
        position: words.length - 1,
        partial: true,
        reason: `parte de "${name}"`,
      };
    }
  }
  return undefined;
}
