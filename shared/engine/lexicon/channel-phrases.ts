/**
 * Phrases at the start of a line that only say how the money moved (PIX sent, TED received, boleto,
 * card purchase, ...): normalize.ts cuts them off and keeps the channel. They are tried in this order
 * (strongest first), each only on lines whose first word is one of its declared openers.
 */

/** How the bank says the money moved, when the line says it. */
export type Channel =
  | 'pix-out'
  | 'pix-in'
  | 'transfer-out'
  | 'transfer-in'
  | 'boleto'
  | 'auto-debit'
  | 'card'
  | 'qr';

export interface ChannelPhrase {
  readonly channel: Channel;
  /**
   * Every first word a line the pattern matches can start with (whole words, as the tokenizer cuts
   * them: `qr` and `qrcode` for "qr code" / "qrcode"). The line's first word is looked up here, so an
   * opener left out hides the pattern from the lines that start with it (test/unit/engine/lexicon-data.test.ts).
   */
  readonly openers: readonly string[];
  /** Anchored at the start of the cleaned line (folded, single spaces). */
  readonly pattern: RegExp;
}

export const CHANNEL_PHRASES: readonly ChannelPhrase[] = [
  {
    channel: 'pix-out',
    openers: ['transferencia'],
    pattern:
      /^transferencia (?:pix )?(?:enviada|efetuada|realizada)(?: pelo pix| via pix)?(?: para| a| p\/)?\b/,
  },
  {
    channel: 'pix-in',
    openers: ['transferencia'],
    pattern: /^transferencia (?:pix )?recebida(?: pelo pix| via pix)?(?: de)?\b/,
  },
  { channel: 'pix-in', openers: ['transferencia'], pattern: /^transferencia pix rem\b/ },
  { channel: 'pix-out', openers: ['transferencia'], pattern: /^transferencia pix\b/ },
  { channel: 'pix-in', openers: ['pix'], pattern: /^pix transf (?:recebida|receb|rec)\b/ },
  {
    channel: 'pix-out',
    openers: ['pix'],
    pattern:
      /^pix (?:- )?(?:enviado|env|emit|transf|transferencia|pagamento|pgto|pago|deb|debito)(?: para| p\/| a)?\b/,
  },
  {
    channel: 'pix-in',
    openers: ['pix'],
    pattern: /^pix (?:- )?(?:recebido|receb|rec|credito|cred)(?: de)?\b/,
  },
  {
    channel: 'qr',
    openers: ['pagamento', 'pagto', 'pag', 'qr', 'qrcode', 'qrcodepix', 'pix'],
    pattern:
      /^(?:pagamento com |pagto |pag )?(?:qr ?code ?)?pix qr(?:s| code)?(?: dinamico| estatico)?(?: des)?\b/,
  },
  { channel: 'qr', openers: ['pagamento'], pattern: /^pagamento (?:com|via) qr(?: code)? pix\b/ },
  { channel: 'qr', openers: ['qr', 'qrcode'], pattern: /^qr ?code(?: pix)?\b/ },
  { channel: 'qr', openers: ['pix'], pattern: /^pix (?:qrs|qr|qrcode)\b/ },
  { channel: 'pix-in', openers: ['recebimento'], pattern: /^recebimento pix\b/ },
  // "ENVIO PIX", "PAGAMENTO PIX SICREDI <LOJA>": a PIX sent, the bank's name before the payee.
  { channel: 'pix-out', openers: ['envio'], pattern: /^envio (?:de )?pix(?: para| p\/)?\b/ },
  {
    channel: 'pix-out',
    openers: ['pagamento', 'pagto', 'pgto', 'pag'],
    pattern:
      /^(?:pagamento|pagto|pgto|pag) (?:via )?pix(?: (?:sicredi|sicoob|cresol|unicred|bb|itau|bradesco|santander|caixa|inter|nubank|c6|banrisul))?\b/,
  },
  {
    channel: 'transfer-in',
    openers: ['ted', 'doc'],
    pattern: /^(?:ted|doc)(?: elet| eletronica| -|-)? ?(?:recebid[ao]|receb|rec|credito|cred)\b/,
  },
  {
    channel: 'transfer-in',
    openers: ['cred', 'credito'],
    pattern: /^(?:cred|credito)[ .]*(?:ted|doc)(?:-str)?\b/,
  },
  { channel: 'transfer-in', openers: ['ted'], pattern: /^ted-transf elet dispon remet\b/ },
  {
    channel: 'transfer-out',
    openers: ['ted', 'doc'],
    pattern: /^(?:ted|doc)(?: elet| eletronica| -| enviad[ao]| emitid[ao]| transf)*\b/,
  },
  {
    channel: 'transfer-out',
    openers: ['transferencia'],
    pattern: /^transferencia (?:enviada|recebida|entre contas)?\b/,
  },
  {
    channel: 'boleto',
    openers: ['pagamento', 'pagto', 'pgto', 'pag'],
    pattern:
      /^(?:pagamento|pagto|pgto|pag)(?: de)? (?:boleto|titulo|tit|cobranca)(?: efetuado| pago| bancario)?\b/,
  },
  // "BOLETO PAGO ...", and a boleto the bank names by its payee alone ("BOLETO GROWTH SUPPLEMENTS 0412").
  { channel: 'boleto', openers: ['boleto'], pattern: /^boleto(?: pago| recebido)?\b/ },
  // A boleto debited ("DEB. TITULO DEXCO SA", "DEBITO DE TITULO").
  { channel: 'boleto', openers: ['deb', 'debito'], pattern: /^(?:deb|debito)\.?(?: de)? (?:titulo|tit)\b/ },
  { channel: 'boleto', openers: ['liquidacao'], pattern: /^liquidacao (?:de )?(?:boleto|titulo|cobranca)\b/ },
  { channel: 'boleto', openers: ['int'], pattern: /^int pag tit\b/ },
  { channel: 'boleto', openers: ['pagto'], pattern: /^pagto eletron cobranca\b/ },
  { channel: 'boleto', openers: ['pag'], pattern: /^pag tit\b/ },
  { channel: 'boleto', openers: ['pagamento', 'pagto'], pattern: /^(?:pagamento|pagto) efetuado\b/ },
  {
    channel: 'auto-debit',
    openers: ['debito', 'deb', 'da'],
    pattern: /^(?:debito automatico|deb aut|deb automatico|deb\.? ?conv|debito conv(?:enio)?|da)\b/,
  },
  {
    channel: 'card',
    openers: ['compra'],
    pattern:
      // Banco Inter writes "Compra no debito No estabelecimento <LOJA>": the shop follows the last words.
      /^compra (?:no |com |cartao |c\/ )?(?:cartao )?(?:de )?(?:debito|deb|credito|cred)?(?: via nupay)?(?: visa| mastercard| mc| elo| maestro| electron)*(?: (?:no|em) estabelecimento)?\b/,
  },
  { channel: 'card', openers: ['compra'], pattern: /^compra\b/ },
  {
    channel: 'card',
    openers: ['deb', 'debito'],
    pattern: /^(?:deb|debito) (?:cartao|visa|elo|master|mastercard|maestro)\b/,
  },
  { channel: 'card', openers: ['com', 'cartao'], pattern: /^(?:com )?cartao\b/ },
  {
    channel: 'card',
    openers: ['cp', 'cv'],
    pattern: /^(?:cp|cv) (?:maestro|elo|visa electron|visa|electron|mastercard|mc)\b/,
  },
  {
    channel: 'card',
    openers: ['visa', 'maestro', 'elo'],
    pattern: /^(?:visa electron|maestro|elo debito)\b/,
  },
  { channel: 'card', openers: ['rshop'], pattern: /^rshop\b/ },
  { channel: 'pix-out', openers: ['sispag'], pattern: /^sispag(?: pix)?\b/ },
];
