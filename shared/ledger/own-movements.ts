import { isBillPaymentText, isTransferText } from './kinds.ts';
import { daysBetween, type TransactionKind } from './types.ts';

/** Days between the two sides of a movement between own accounts: a bill paid on Friday posts on Monday. */
export const OWN_MOVEMENT_WINDOW_DAYS = 5;

/** A line as matching reads it. */
export interface MatchableLine {
  readonly id: string;
  readonly date: string;
  readonly amountCents: number;
  readonly account: string;
  readonly description: string;
  readonly kind: TransactionKind;
  /** The user chose the kind: a line the user says is no own movement is never matched. */
  readonly kindByUser?: boolean;
}

/** The two sides of one movement: money out of one account, the same money into another. */
export interface OwnMovementLink {
  readonly outId: string;
  readonly inId: string;
  readonly days: number;
}

/** Whether two lines of opposite money may be one movement, by what they say of themselves. */
function mayPair(out: MatchableLine, into: MatchableLine): boolean {
  for (const line of [out, into]) if (line.kindByUser && line.kind !== 'ownMovement') return false;
  // A card bill's payment has a distinctive amount: the other side may say anything ("PAGTO BOLETO NU PAGAMENTOS").
  if (isBillPaymentText(out.description) || isBillPaymentText(into.description)) return true;
  const movement = (line: MatchableLine) => line.kind === 'ownMovement' || isTransferText(line.description);
  return movement(out) && movement(into);
}

/**
 * Links money that left one of the user's accounts to the same money arriving in another (Maybe's
 * auto-transfer matching, the idea): opposite amounts to the cent, different accounts, at most
 * OWN_MOVEMENT_WINDOW_DAYS apart, and words that say a movement on at least one side (a bill payment) or both
 * (transfers, applications). The closest dates win and each line is used once; a tie goes to the earlier line.
 */
export function matchOwnMovements(lines: readonly MatchableLine[]): OwnMovementLink[] {
  const incoming = new Map<number, MatchableLine[]>();
  for (const line of lines) {
    if (line.amountCents <= 0) continue;
    const list = incoming.get(line.amountCents) ?? [];
    list.push(line);
    incoming.set(line.amountCents, list);
  }
  const candidates: { out: MatchableLine; into: MatchableLine; days: number; order: number }[] = [];
  let order = 0;
  for (const out of lines) {
    if (out.amountCents >= 0) continue;
    for (const into of incoming.get(-out.amountCents) ?? []) {
      if (into.account === out.account) continue;
      const days = Math.abs(daysBetween(out.date, into.date));
      if (days > OWN_MOVEMENT_WINDOW_DAYS || !mayPair(out, into)) continue;
      candidates.push({ out, into, days, order: order++ });
    }
  }
  candidates.sort((a, b) => a.days - b.days || a.order - b.order);
  const used = new Set<string>();
  const links: OwnMovementLink[] = [];
  for (const { out, into, days } of candidates) {
    if (used.has(out.id) || used.has(into.id)) continue;
    used.add(out.id);
    used.add(into.id);
    links.push({ outId: out.id, inId: into.id, days });
  }
  return links;
}
