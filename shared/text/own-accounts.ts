/**
 * Money moved between one's own accounts, as banks write it ("MESMA TITULARIDADE", "TRANSF ENTRE CONTAS", "CONTA
 * PROPRIA", "MESMO CNPJ", "REFORCO DE CAIXA", a line that opens with "TRANSFERENCIA SALDO"). Written for a line's
 * words as the engine reads them (folded; letters and digits; one space between words: `ownAccountsText`). One
 * pattern for the engine's bank phrase (shared/engine/lexicon/bank-phrases.ts) and the ledger's totals
 * (shared/ledger/kinds.ts), so a line the engine files as an own transfer is never counted as spent or earned.
 */
export const OWN_ACCOUNTS_PATTERN =
  /\b(?:transf(?:erencia)? (?:da |para |p )?poupanca|poupanca p conta|conta corrente para poupanca|entre contas|mesma titularidade|mesm[ao] titul\w*|mesm[ao] tit|mesma empresa|conta propria|contas proprias|cc propria|propria conta|transf(?:erencia)? propria|propria empresa|mesmo cnpj|cnpj proprio|reforco de caixa|^transf(?:erencia)? (?:de )?saldo|conta (?:\w+ ){0,3}da (?:propria )?empresa)\b/;

/** A folded line as the pattern reads it: letters and digits, one space between words. */
export const ownAccountsText = (folded: string): string => folded.replace(/[^a-z0-9]+/g, ' ').trim();
