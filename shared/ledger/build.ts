import type { CategoryNumber } from '../categories.ts';
import { type EarlierUpload, findDuplicates } from '../statements/duplicates.ts';
import type { OfxKind } from '../statements/source.ts';
import { transactionIds } from './identity.ts';
import { kindOf } from './kinds.ts';
import { matchOwnMovements, type OwnMovementLink } from './own-movements.ts';
import { refundTargets } from './refunds.ts';
import type { LedgerLine, TransactionKind } from './types.ts';

/** A categorized line of a statement, as a source brings it to the ledger. */
export interface SourceLine {
  readonly date: string;
  readonly amountCents: number;
  readonly description: string;
  readonly category: string;
  readonly categoryNumber?: CategoryNumber | undefined;
  readonly fitId?: string | undefined;
  readonly ofxKind?: OfxKind | undefined;
  /** The kind the user chose for the line, which always wins. */
  readonly kind?: TransactionKind | undefined;
}

/** One file (an upload) of one account. */
export interface LedgerSource {
  /** The account the file is a statement of: lines of one account are never two sides of a movement. */
  readonly account: string;
  /** The file's name, to say where a duplicate was first seen. */
  readonly name: string;
  readonly lines: readonly SourceLine[];
}

/** A ledger line with the decisions that made it. */
export interface BuiltLine extends LedgerLine {
  readonly fitId?: string | undefined;
  /** The user chose the kind (matching never changes it then). */
  readonly kindByUser: boolean;
  /** The other side of an own movement (a bill and its payment, two accounts of a transfer). */
  readonly linkedId?: string | undefined;
  /** Index of the source and of the line in it. */
  readonly sourceIndex: number;
  readonly lineIndex: number;
}

export interface BuiltLedger {
  readonly lines: BuiltLine[];
  /** Lines an earlier source already held: kept once. */
  readonly duplicates: number;
  readonly links: OwnMovementLink[];
}

/**
 * Several statements read as one ledger: each line once (an overlapping export's lines are duplicates of the
 * first file that held them, shared/statements/duplicates.ts), each with its kind from its words, own movements
 * matched across accounts, and each refund in the category of the purchase it gives back.
 */
export function buildLedger(sources: readonly LedgerSource[]): BuiltLedger {
  const lines: BuiltLine[] = [];
  const earlier: EarlierUpload[] = [];
  let duplicates = 0;
  for (const [sourceIndex, source] of sources.entries()) {
    const held = findDuplicates(source.lines, earlier);
    const ids = transactionIds(source.lines);
    for (const [lineIndex, line] of source.lines.entries()) {
      if (held[lineIndex] !== undefined) {
        duplicates++;
        continue;
      }
      lines.push({
        id: ids[lineIndex] as string,
        date: line.date,
        amountCents: line.amountCents,
        description: line.description,
        category: line.category,
        categoryNumber: line.categoryNumber,
        kind:
          line.kind ??
          kindOf({ description: line.description, amountCents: line.amountCents, ofxKind: line.ofxKind }),
        account: source.account,
        kindByUser: line.kind !== undefined,
        fitId: line.fitId,
        sourceIndex,
        lineIndex,
      });
    }
    earlier.push({ filename: source.name, lines: source.lines });
  }
  const links = matchOwnMovements(lines);
  const linked = new Map<string, string>();
  for (const link of links) {
    linked.set(link.outId, link.inId);
    linked.set(link.inId, link.outId);
  }
  const matched = lines.map((line) => {
    const other = linked.get(line.id);
    return other === undefined ? line : { ...line, kind: 'ownMovement' as const, linkedId: other };
  });
  const targets = refundTargets(matched);
  return {
    lines: matched.map((line) => {
      const target = targets.get(line.id);
      return target ? { ...line, category: target.category, categoryNumber: target.categoryNumber } : line;
    }),
    duplicates,
    links,
  };
}
