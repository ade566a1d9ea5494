/**
 * The account a statement belongs to, named from what the file says: its format and the account number the
 * file (OFX ACCTID) or the bank's file name (Nubank's `NU_<conta>_…`) carries. Monthly bills of one card are
 * one account; a card and the checking account that pays it are two.
 */
export interface StatementAccount {
  /** Stable key: the same for every file of the account. */
  readonly id: string;
  /** What the user reads: "Nubank (conta) ••4321". */
  readonly name: string;
  /** A card bill (its payments are the other side of the account's bill payments). */
  readonly card: boolean;
}

/** Formats whose files are card bills (shared/statements/layouts.ts, read.ts). */
const CARD_FORMATS = /cart[aã]o|fatura/i;

/** The digits of an account number a file name carries (`NU_987654321_01SET2026_…`). */
const FILE_ACCOUNT = /^NU_(\d{4,})_/i;

const lastDigits = (value: string) => value.replace(/\D/g, '').slice(-4) || value.slice(-4);

export function statementAccount(format: string, filename: string, accountId?: string): StatementAccount {
  const number = accountId ?? FILE_ACCOUNT.exec(filename)?.[1];
  // An unknown layout read by its columns: its file is all that names it.
  return describeAccount(number ? `${format}#${number}` : format === 'CSV' ? `CSV#${filename}` : format);
}

/** An account by its id (`format#number`, `CSV#file name`, or a format alone): how it reads, and whether a card. */
export function describeAccount(id: string): StatementAccount {
  const cut = id.indexOf('#');
  const format = cut < 0 ? id : id.slice(0, cut);
  const rest = cut < 0 ? '' : id.slice(cut + 1);
  const card = CARD_FORMATS.test(format);
  if (rest === '') return { id, name: format, card };
  return { id, name: format === 'CSV' ? rest : `${format} ••${lastDigits(rest)}`, card };
}
