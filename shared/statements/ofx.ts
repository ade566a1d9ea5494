import { type DecimalMark, parseAmount, parseDate } from './values.ts';

/** One transaction as an OFX statement lists it. */
export interface OfxTransaction {
  /** ISO yyyy-mm-dd (DTPOSTED). */
  readonly date: string;
  /** Integer cents, signed as the file says (OFX amounts are from the account holder's side: out is negative). */
  readonly amountCents: number;
  readonly fitId: string;
  /** NAME and MEMO, the fuller first, both when they differ. */
  readonly description: string;
  /** TRNTYPE: DEBIT, CREDIT, PAYMENT, XFER, FEE, INT, DIV, ... */
  readonly type: string;
}

export interface OfxStatement {
  /** A credit-card statement (CCSTMTRS) rather than a bank account's. */
  readonly creditCard: boolean;
  /** The account's number (ACCTID of BANKACCTFROM or CCACCTFROM), when the file says it. */
  readonly accountId?: string;
  readonly transactions: OfxTransaction[];
}

export class OfxError extends Error {}

/** Whether text is an OFX file: the 1.x SGML header or the 2.x processing instruction, then an <OFX> root. */
export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 2000).toUpperCase();
  return (head.includes('OFXHEADER') || head.includes('<?OFX')) && head.includes('<OFX>');
}

/** The value of a simple element in one STMTTRN block, closed (2.x) or left open until the next tag (1.x SGML). */
function field(block: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  const value = match?.[1]?.trim();
  return value ? decodeEntities(value) : undefined;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Balance lines some banks put among the transactions: not movements of money. */
const BALANCE = /^(saldo\b|saldo anterior|saldo do dia|sdo\b|s\s*a\s*l\s*d\s*o)/i;

/**
 * An OFX amount's own decimal mark: OFX writes no thousands separator, so its last "." or "," is the decimal mark
 * (a file may mix `74,40` and `-3.34`); an amount with neither reads the same by either mark.
 */
function markOf(amount: string): DecimalMark {
  const last = Math.max(amount.lastIndexOf('.'), amount.lastIndexOf(','));
  return last < 0 ? '.' : (amount[last] as DecimalMark);
}

/**
 * One `<STMTTRN>` block's transaction (`index` counts from 0 among the file's blocks, for the message); undefined
 * for a balance line. Throws OfxError when its date or amount cannot be read.
 */
export function readOfxTransaction(block: string, index: number): OfxTransaction | undefined {
  const rawAmount = field(block, 'TRNAMT');
  const rawDate = field(block, 'DTPOSTED');
  const amountCents = rawAmount === undefined ? undefined : parseAmount(rawAmount, markOf(rawAmount));
  const date = rawDate === undefined ? undefined : parseDate(rawDate);
  if (amountCents === undefined || date === undefined) {
    throw new OfxError(
      `Transação ${index + 1} do OFX sem ${date === undefined ? 'data (DTPOSTED)' : 'valor (TRNAMT)'} legível.`,
    );
  }
  const name = field(block, 'NAME');
  const memo = field(block, 'MEMO');
  const description =
    name && memo && !name.includes(memo) && !memo.includes(name)
      ? `${name} ${memo}`
      : (memo ?? name ?? '').trim();
  const fitId = field(block, 'FITID') ?? '';
  if (BALANCE.test(description) || (fitId === '' && amountCents === 0)) return undefined;
  return { date, amountCents, fitId, description, type: (field(block, 'TRNTYPE') ?? '').toUpperCase() };
}

/**
 * The transactions of an OFX 1.x (SGML, unclosed tags) or 2.x (XML) bank or credit-card statement. Amounts with
 * a decimal comma (`-386,80`, as several Brazilian banks write them) or a dot; balance lines (`SALDO ANTERIOR`,
 * `Saldo do dia`, or an empty FITID with a zero amount) are left out.
 */
export function parseOfx(text: string): OfxStatement {
  if (!looksLikeOfx(text)) throw new OfxError('O arquivo não é um OFX: falta o cabeçalho OFX.');
  const blocks = text
    .split(/<STMTTRN>/i)
    .slice(1)
    .map((block) => block.split(/<\/STMTTRN>/i)[0] ?? block);
  const transactions: OfxTransaction[] = [];
  for (const [index, block] of blocks.entries()) {
    const transaction = readOfxTransaction(block, index);
    if (transaction) transactions.push(transaction);
  }
  const accountId = field(text, 'ACCTID');
  return { creditCard: /<CCSTMTRS>/i.test(text), ...(accountId ? { accountId } : {}), transactions };
}
