import { fold } from '../fold.ts';
import { isRefund, type OfxKind } from '../statements/source.ts';
import { OWN_ACCOUNTS_PATTERN, ownAccountsText } from '../text/own-accounts.ts';
import type { TransactionKind } from './types.ts';

/**
 * Paying the card bill (the account's payment and the bill's "Pagamento recebido" alike): the purchases on the
 * bill already are the spending.
 */
const BILL_PAYMENT =
  /\b(pagamento (de |da )?fatura|pagto (de )?fatura|pgto (de )?fatura|pag fatura|pagamento recebido|fatura (do |de )?cartao|pagamento (do |de )?cartao|pagto (do )?cartao|pgto (do )?cartao|pag cartao|pagamento cartao credito|debito automatico fatura)\b/;

/**
 * Putting money into an investment or taking it back: applications, redemptions, savings (Nubank's "Dinheiro
 * guardado", RDB, CDB, Tesouro Direto). The interest they pay ("rendimento") is income, not a movement.
 */
const INVESTMENT_MOVE =
  /\b(aplicacao|aplicacoes|aplic|apl|resgate|resgates|resg|resgatado|dinheiro guardado|dinheiro resgatado|invest facil|investimento automatico)\b/;
/** An investment's name says a movement only with a word of moving money, or alone ("CDB", "POUPANCA"). */
const INVESTMENT_PRODUCT =
  /\b(cdb|rdb|lci|lca|tesouro direto|poupanca|caixinha|cofrinho|fundo de investimento)\b/;
const MOVING_MONEY = /\b(transf|transferencia|deposito|dep|credito|debito|ted|pix|saque|guardado)\b/;
/** Words that make a line about an investment something else: its income, its tax. */
const INVESTMENT_INCOME =
  /\b(rendimento|rendimentos|rend|rentab|rentabilidade|juros|dividendo|dividendos|ir sobre|iof|irrf)\b/;

function isInvestmentMovement(text: string): boolean {
  if (INVESTMENT_INCOME.test(text)) return false;
  if (INVESTMENT_MOVE.test(text)) return true;
  return INVESTMENT_PRODUCT.test(text) && (MOVING_MONEY.test(text) || text.split(/\s+/).length <= 3);
}

/** Whether a line's words say it is money moved between the user's own accounts or investments. */
export function isOwnMovementText(description: string): boolean {
  const text = fold(description);
  return (
    BILL_PAYMENT.test(text) || OWN_ACCOUNTS_PATTERN.test(ownAccountsText(text)) || isInvestmentMovement(text)
  );
}

/** Whether a line's words say it is a card-bill payment (either side). */
export const isBillPaymentText = (description: string): boolean => BILL_PAYMENT.test(fold(description));

/** Words of a transfer: lines that may be the two sides of a movement between the user's accounts. */
const TRANSFER_LIKE = /\b(transf|transferencia|ted|doc|tev|pix|envio|enviad[ao]|recebid[ao]|deposito)\b/;
export const isTransferText = (description: string): boolean => TRANSFER_LIKE.test(fold(description));

/** What a line says of itself besides its category. */
export interface KindSignals {
  readonly description: string;
  /** Signed from the user's side; absent in the spec's one-column file. */
  readonly amountCents?: number | undefined;
  /** The bank's own kind of the line (OFX TRNTYPE). */
  readonly ofxKind?: OfxKind | undefined;
  /** Whether the category the line got is one money received takes (income, transfers in…). */
  readonly incomeCategory?: boolean;
}

/**
 * The kind of a line from its words and its source's signals, before matching across accounts
 * (shared/ledger/own-movements.ts) and before the user's own choice, which always wins:
 * - own movement: a card-bill payment, a transfer between own accounts, an application or redemption;
 * - money in: a refund when its words say so (estorno, devolução…), income otherwise;
 * - money out: spending;
 * - no amount (the spec's file): refund or income by its words and category, spending otherwise.
 */
export function kindOf(signals: KindSignals): TransactionKind {
  // Interest and dividends the bank states (OFX INT, DIV) are what an investment pays, never the investment moved.
  const paid = signals.ofxKind === 'INT' || signals.ofxKind === 'DIV';
  if (!paid && isOwnMovementText(signals.description)) return 'ownMovement';
  const { amountCents } = signals;
  if (amountCents !== undefined && amountCents < 0) return 'spending';
  if (isRefund(signals.description)) return 'refund';
  if (amountCents !== undefined && amountCents > 0) return 'income';
  if (signals.ofxKind === 'CREDIT' || signals.ofxKind === 'DEP' || signals.ofxKind === 'DIRECTDEP')
    return 'income';
  return signals.incomeCategory ? 'income' : 'spending';
}

/** A categorized line as the app holds it: its words and signals, and the ledger's kind when the ledger holds it. */
export interface KindedLine {
  readonly description: string;
  readonly amountCents?: number | undefined;
  /** The bank's kind (OFX TRNTYPE), as a categorized line carries it. */
  readonly kind?: OfxKind | undefined;
  /** The ledger's kind: matched across accounts, or the user's choice. */
  readonly ledgerKind?: TransactionKind | undefined;
}

/** The kind a line counts as: the ledger's when it holds the line (it wins), its words' otherwise. */
export const kindOfLine = (line: KindedLine): TransactionKind =>
  line.ledgerKind ??
  kindOf({ description: line.description, amountCents: line.amountCents, ofxKind: line.kind });
