import { BRANDS } from './brands.ts';
import { KIND_WORDS } from './kind-words.ts';

export interface LexiconHit {
  readonly concept: string;
  readonly name: string;
  /** Words the name covers; longer names are more specific. */
  readonly size: number;
  readonly position: number;
  /** The name was found glued inside a longer word, or as a truncated word. */
  readonly partial: boolean;
  /** For display: the name in quotes, 'parte de' when partial. */
  readonly reason: string;
}

export interface LexiconEntry {
  readonly concept: string | undefined;
  /** A channel word (pix, ted) or a generic business word: any other name wins over it. */
  readonly weak: boolean;
  /** Some longer name starts with this one. */
  readonly prefix: boolean;
  readonly reason: string;
}

/** A node of the word trie: the name or word-prefix spelled so far, and the words that extend it. */
export interface WordNode {
  readonly name: string;
  readonly entry: LexiconEntry;
  readonly next: Map<string, WordNode> | undefined;
}

export interface LexiconIndex {
  readonly phrases: ReadonlyMap<string, string>;
  /** Every name and every word-prefix of a longer name ("mc", "mc donalds"), in one lookup. */
  readonly entries: ReadonlyMap<string, LexiconEntry>;
  /** The same names as a trie keyed by word: a line's words are looked up without joining them. */
  readonly words: ReadonlyMap<string, WordNode>;
  /** Glued spellings ("zedelivery", "autoposto") of names of 4+ letters, for words a terminal ran together. */
  readonly compact: ReadonlyMap<string, string>;
  /** First and last 4 letters of the compact names → the longest such name: bounds the glued search. */
  readonly heads: ReadonlyMap<string, number>;
  readonly tails: ReadonlyMap<string, number>;
  /** Sorted one-word names, for the last word cut short by a terminal ("restauran"). */
  readonly singles: readonly string[];
  readonly maxWords: number;
}

const SOURCES: readonly Readonly<Record<string, string>>[] = [BRANDS, KIND_WORDS];

/** Longest glued name looked for inside a word (the longest names glued are shorter). */
const MAX_GLUED = 40;

export function buildLexiconIndex(
  sources: readonly Readonly<Record<string, string>>[] = SOURCES,
): LexiconIndex {
  const phrases = new Map<string, string>();
  const prefixes = new Set<string>();
  const weakNames = new Set<string>();
  const compact = new Map<string, string>();
  let maxWords = 1;
  for (const source of sources)
    for (const concept of Object.keys(source).sort()) {
      for (const raw of (source[concept] as string).split('|')) {
        const name = raw
          .trim()
          .replace(/[^a-z0-9&+ ]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        if (name.length === 0 || phrases.has(name)) continue;
        phrases.set(name, concept);
        if (concept === 'Transferências' || (source === KIND_WORDS && concept === 'Outros'))
          weakNames.add(name);
        const parts = name.split(' ');
        maxWords = Math.max(maxWords, parts.length);
        for (let k = 1; k < parts.length; k++) prefixes.add(parts.slice(0, k).join(' '));
        const glued = name.replace(/ /g, '');
        if (glued.length >= 4 && !compact.has(glued)) compact.set(glued, concept);
      }
    }
  const entries = new Map<string, LexiconEntry>();
  for (const [name, concept] of phrases) {
    entries.set(name, {
      concept,
      weak: weakNames.has(name),
      prefix: prefixes.has(name),
      reason: `"${name}"`,
    });
  }
  for (const prefix of prefixes) {
    if (!phrases.has(prefix))
      entries.set(prefix, { concept: undefined, weak: false, prefix: true, reason: '' });
  }
  const singles = [...phrases.keys()].filter((name) => !name.includes(' ') && name.length >= 5).sort();
  const heads = new Map<string, number>();
  const tails = new Map<string, number>();
  for (const glued of compact.keys()) {
    const head = glued.slice(0, 4);
    const tail = glued.slice(-4);
    heads.set(head, Math.max(heads.get(head) ?? 0, glued.length));
    tails.set(tail, Math.max(tails.get(tail) ?? 0, glued.length));
  }
  const root = new Map<string, WordNode>();
  // Shorter names first, so that a name's word-prefixes are in the trie before it.
  const byLength: string[][] = [];
  for (const name of entries.keys()) {
    const count = name.split(' ').length;
    const bucket = byLength[count] ?? [];
    bucket.push(name);
    byLength[count] = bucket;
  }
  for (const name of byLength.flat()) {
    const parts = name.split(' ');
    let level = root;
    for (let k = 0; k < parts.length - 1; k++) {
      const parent = level.get(parts[k] as string) as WordNode & { next: Map<string, WordNode> | undefined };
      parent.next ??= new Map();
      level = parent.next;
    }
    level.set(parts[parts.length - 1] as string, {
      name,
      entry: entries.get(name) as LexiconEntry,
      next: undefined,
    });
  }
  return {
    phrases,
    entries,
    words: root,
    compact,
    heads,
    tails,
    singles,
    maxWords,
  };
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

/** The most specific lexicon name in the words: longest, then whole words over glued ones, then first. */
export function matchLexicon(
  index: LexiconIndex,
  words: readonly string[],
  glued = false,
): LexiconHit | undefined {
  // Whole words first: the longest name, then the earliest.
  let found: LexiconEntry | undefined;
  let foundName = '';
  let foundSize = 0;
  let foundPosition = 0;
  for (let start = 0; start < words.length; start++) {
    let node = index.words.get(words[start] as string);
    for (let size = 1; node !== undefined; size++) {
      const entry = node.entry;
      // A channel word left in the line (pix, ted, transferência) or a generic one (comércio)
      // yields to any merchant name.
      const weak = entry.weak;
      const foundWeak = found?.weak === true;
      if (
        entry.concept !== undefined &&
        (found === undefined || (foundWeak && !weak) || (weak === foundWeak && size > foundSize))
      ) {
        found = entry;
        foundName = node.name;
        foundSize = size;
        foundPosition = start;
      }
      if (node.next === undefined || start + size >= words.length) break;
      node = node.next.get(words[start + size] as string);
    }
  }
  if (found?.concept !== undefined) {
    return {
      concept: found.concept,
      name: foundName,
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
