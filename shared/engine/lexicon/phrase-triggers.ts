/**
 * Which words a regular expression needs. For a pattern written over the engine's cleaned
 * lines (lower-case words, single spaces), finds a small set of literal word-starts such that
 * every match contains a word beginning with one of them: the pattern's "trigger words". A line
 * without any of them cannot match, so it need not be tested.
 *
 * The engine does not use it: each bank phrase declares its trigger words (bank-phrases.ts) and
 * the index is built from those. The tests use it as an independent reading of each pattern, to
 * check that the declared words cover every word the pattern needs.
 *
 * The parser knows the subset of regex syntax the bank phrases use: literals, spaces, `\b`, `^`,
 * `$`, groups `(?:…)` with alternatives, look-arounds (skipped), optional `?` and `*`, `+`,
 * character classes and escapes (treated as unknown characters).
 */

interface Word {
  readonly kind: 'word';
  readonly text: string;
  /** The word starts a word of the line (after a space, `\b`, `^` or the start). */
  readonly atStart: boolean;
  readonly optional: boolean;
}

interface Group {
  readonly kind: 'group';
  readonly branches: readonly Item[][];
  readonly optional: boolean;
}

interface Other {
  readonly kind: 'other';
  readonly optional: boolean;
}

type Item = Word | Group | Other;

// Words too frequent in statement lines to be worth triggering on when the pattern needs a rarer one.
const COMMON = new Set([
  'pix',
  'pag',
  'pagto',
  'pgto',
  'pagamento',
  'compra',
  'debito',
  'deb',
  'credito',
  'cred',
  'cartao',
  'enviado',
  'recebido',
  'conta',
  'transferencia',
  'transf',
  'de',
  'do',
  'da',
  'em',
  'no',
  'na',
  'para',
  'com',
  'por',
  'a',
  'o',
]);

class Parser {
  private at = 0;
  private atStart = true;

  constructor(private readonly source: string) {}

  parse(): Item[][] {
    return this.branches();
  }

  private peek(): string {
    return this.source[this.at] ?? '';
  }

  /** Whether every branch of the last group parsed ended at the start of a word. */
  private endedAtStart = false;

  /** Branches until the end or the closing parenthesis of the current group. */
  private branches(): Item[][] {
    const start = this.atStart;
    const out: Item[][] = [[]];
    let allEndAtStart = true;
    while (this.at < this.source.length && this.peek() !== ')') {
      if (this.peek() === '|') {
        this.at++;
        allEndAtStart &&= this.atStart;
        this.atStart = start;
        out.push([]);
        continue;
      }
      const item = this.item();
      if (item) (out[out.length - 1] as Item[]).push(item);
    }
    this.endedAtStart = allEndAtStart && this.atStart;
    return out;
  }

  private optional(): boolean {
    const next = this.peek();
    if (next === '?' || next === '*') {
      this.at++;
      if (this.peek() === '?') this.at++; // lazy quantifier
      return true;
    }
    if (next === '{') {
      const close = this.source.indexOf('}', this.at);
      const zero = this.source.slice(this.at + 1, close).startsWith('0');
      this.at = close + 1;
      return zero;
    }
    if (next === '+') this.at++;
    return false;
  }

  private item(): Item | undefined {
    const ch = this.peek();
    if (ch === '^' || ch === '$') {
      this.at++;
      this.atStart = true;
      return undefined;
    }
    if (ch === ' ') {
      this.at++;
      // An optional space may glue the next word to the previous one.
      this.atStart = !this.optional();
      return undefined;
    }
    if (ch === '\\') {
      const escaped = this.source[this.at + 1] ?? '';
      this.at += 2;
      if (escaped === 'b') {
        this.atStart = true;
        return undefined;
      }
      this.atStart = escaped === 's';
      return { kind: 'other', optional: this.optional() };
    }
    if (ch === '(') {
      const look = this.source.startsWith('(?=', this.at) || this.source.startsWith('(?!', this.at);
      this.at += this.source.startsWith('(?', this.at) ? 3 : 1;
      const before = this.atStart;
      const branches = this.branches();
      const endedAtStart = this.endedAtStart;
      this.at++; // ')'
      const optional = this.optional();
      if (look) {
        this.atStart = before;
        return undefined;
      }
      // After the group the line is at a word start only if every way through it ends at one.
      this.atStart = endedAtStart && (!optional || before);
      return { kind: 'group', branches, optional };
    }
    if (ch === '[') {
      this.at = this.source.indexOf(']', this.at) + 1;
      this.atStart = false;
      return { kind: 'other', optional: this.optional() };
    }
    if (/[a-z0-9]/.test(ch)) {
      const atStart = this.atStart;
      let text = '';
      while (/[a-z0-9]/.test(this.peek())) text += this.source[this.at++];
      // A quantifier applies to the last character only: "vendas?" needs "venda".
      if ('?*{'.includes(this.peek()) && this.optional()) text = text.slice(0, -1);
      this.atStart = false;
      return { kind: 'word', text, atStart, optional: text.length === 0 };
    }
    this.at++;
    this.atStart = false;
    return { kind: 'other', optional: this.optional() };
  }
}

/** How many lines a cover lets through, roughly: common words and short stems match many words. */
function cost(cover: readonly string[]): number {
  return cover.reduce((sum, word) => sum + (COMMON.has(word) ? 100 : word.length <= 3 ? 20 : 1), 0);
}

function coverOfSequence(items: readonly Item[]): string[] | undefined {
  let best: string[] | undefined;
  for (const item of items) {
    if (item.optional) continue;
    const cover = coverOfItem(item);
    if (cover && (!best || cost(cover) < cost(best))) best = cover;
  }
  return best;
}

function coverOfBranches(branches: readonly (readonly Item[])[]): string[] | undefined {
  const out = new Set<string>();
  for (const branch of branches) {
    const cover = coverOfSequence(branch);
    if (!cover) return undefined;
    for (const word of cover) out.add(word);
  }
  return [...out];
}

function coverOfItem(item: Item): string[] | undefined {
  if (item.kind === 'word') return item.atStart && item.text.length >= 2 ? [item.text] : undefined;
  if (item.kind === 'group') return coverOfBranches(item.branches);
  return undefined;
}

/**
 * Word-starts of which every match of the pattern contains at least one, or undefined when
 * the parser cannot tell (then the pattern must always be tested).
 */
export function triggerWords(pattern: RegExp): string[] | undefined {
  return coverOfBranches(new Parser(pattern.source).parse());
}
