import { fold } from '../fold.ts';

/** OFX `TRNTYPE` values (OFX 2.2 §11.4.4.3): what the bank itself says a line is. */
export const OFX_KINDS = [
  'CREDIT',
  'DEBIT',
  'INT',
  'DIV',
  'FEE',
  'SRVCHG',
  'DEP',
  'ATM',
  'POS',
  'XFER',
  'CHECK',
  'PAYMENT',
  'CASH',
  'DIRECTDEP',
  'DIRECTDEBIT',
  'REPEATPMT',
  'HOLD',
  'OTHER',
] as const;
export type OfxKind = (typeof OFX_KINDS)[number];

export const isOfxKind = (value: string): value is OfxKind =>
  (OFX_KINDS as readonly string[]).includes(value);

/**
 * What the source of a line says besides its text, for the categorizers: the direction of the money (from the
 * signed amount) and the bank's own kind of the line when the format has one (OFX TRNTYPE).
 */
export interface LineHint {
  readonly direction: 'in' | 'out';
  readonly kind?: OfxKind;
}

/** The hint of a statement line: none for a zero amount (no direction) without a kind. */
export function lineHint(line: {
  readonly amountCents?: number;
  readonly kind?: OfxKind;
}): LineHint | undefined {
  if (line.amountCents === undefined || line.amountCents === 0) return undefined;
  return {
    direction: line.amountCents > 0 ? 'in' : 'out',
    ...(line.kind ? { kind: line.kind } : {}),
  };
}

/** Two lines with the same text and the same key are the same question to a categorizer. */
export const hintKey = (hint: LineHint | undefined): string =>
  hint ? `${hint.direction}${hint.kind ? `:${hint.kind}` : ''}` : '';

const REFUND =
  /\b(estorno|estornad[oa]|est compra|devolucao|devolvid[oa]|reembolso|ressarcimento|cashback|chargeback)\b/;

/** Money that comes back from a purchase: the one kind of money in that may keep a spending category. */
export const isRefund = (description: string): boolean => REFUND.test(fold(description));
