import { describe, expect, it } from 'vitest';
import type { ConceptId } from '#shared/engine/concepts';
import { CONFIDENCE, createEngine } from '#shared/engine/engine';
import { BANK_PHRASES, type BankPhrase, candidatePhrases } from '#shared/engine/lexicon/bank-phrases';
import { CHANNEL_PHRASES, type ChannelPhrase } from '#shared/engine/lexicon/channel-phrases';
import { INTERMEDIARY_LIST, type Intermediary } from '#shared/engine/lexicon/intermediaries';
import { VEHICLE_GOODS } from '#shared/engine/lexicon/kind-words';
import { buildLexiconIndex, LEXICON_SOURCES, type LexiconSource } from '#shared/engine/lexicon/match';
import { triggerWords } from '#shared/engine/lexicon/phrase-triggers';
import { channelPhrasesOpenedBy, normalizeDescription } from '#shared/engine/normalize';
import { fold } from '#shared/fold';
import { loadDev, loadRealNubank } from '../../../scripts/engine/dataset.ts';
import { synthesize } from '../../../scripts/engine/synthesize.ts';

/** The engine's data (lexicon, bank and channel phrases, intermediaries) is checked as data: names, fields, indexes. */

/** A name as the engine reads it: folded; letters, digits, '&' and '+'; one space between words. */
const spelling = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9&+ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface Entry {
  readonly name: string;
  readonly concept: string;
  readonly where: string;
}

function entries(sources: readonly LexiconSource[]): Entry[] {
  return sources.flatMap((source, k) =>
    Object.entries(source.names).flatMap(([concept, names]) =>
      names.map((name) => ({ name, concept, where: `fonte ${k} / ${concept}` })),
    ),
  );
}

/** Names not written the way the engine reads lines (they would be indexed under another spelling). */
function misspelled(sources: readonly LexiconSource[]): string[] {
  return entries(sources)
    .filter((entry) => entry.name.length === 0 || entry.name !== spelling(entry.name))
    .map((entry) => `${JSON.stringify(entry.name)} (${entry.where})`);
}

/** Folded names listed more than once, anywhere in the lexicon (the index keeps the first, silently). */
function duplicates(sources: readonly LexiconSource[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const entry of entries(sources)) {
    const key = spelling(entry.name);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, entry.where);
    else out.push(`${key} (${first}; ${entry.where})`);
  }
  return out;
}

/**
 * Names filed under two concepts, counting glued spellings ("ze delivery" and "zedelivery" are one name
 * to the glued-word search): the concept would depend on which the index met first.
 */
function conflicts(sources: readonly LexiconSource[]): string[] {
  const concepts = new Map<string, Set<string>>();
  for (const entry of entries(sources)) {
    const key = spelling(entry.name).replaceAll(' ', '');
    const set = concepts.get(key) ?? new Set<string>();
    set.add(entry.concept);
    concepts.set(key, set);
  }
  return [...concepts]
    .filter(([, set]) => set.size > 1)
    .map(([key, set]) => `${key}: ${[...set].join(', ')}`);
}

/** A word the normalizer can hand over as one of a line's words (folded, not dropped, not split). */
const occursAsWord = (word: string) => {
  const words = normalizeDescription(word).textWords;
  return words.length === 1 && words[0] === word;
};

/** Trigger words no normalized line can contain, and pattern words (read by phrase-triggers.ts) no trigger covers. */
function triggerProblems(phrases: readonly BankPhrase[]): string[] {
  return phrases.flatMap((phrase) => {
    const out: string[] = [];
    if (phrase.triggers.length === 0) out.push(`${phrase.reason}: sem palavras-gatilho`);
    for (const trigger of phrase.triggers)
      if (!occursAsWord(trigger))
        out.push(`${phrase.reason}: "${trigger}" não ocorre numa linha normalizada`);
    const needed = triggerWords(phrase.pattern);
    if (needed === undefined) out.push(`${phrase.reason}: padrão ilegível por phrase-triggers.ts`);
    for (const word of needed ?? [])
      if (!phrase.triggers.some((trigger) => word.startsWith(trigger)))
        out.push(`${phrase.reason}: nenhum gatilho cobre "${word}" (${phrase.pattern.source})`);
    return out;
  });
}

function openerProblems(phrases: readonly ChannelPhrase[]): string[] {
  return phrases.flatMap((phrase) => [
    ...(phrase.openers.length === 0 ? [`${phrase.pattern.source}: sem palavra de abertura`] : []),
    ...phrase.openers
      .filter((opener) => !occursAsWord(opener))
      .map((opener) => `${phrase.pattern.source}: "${opener}" não ocorre numa linha normalizada`),
  ]);
}

function intermediaryProblems(list: readonly Intermediary[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { prefix } of list) {
    if (seen.has(prefix)) out.push(`${prefix}: listado duas vezes`);
    if (!/^[a-z0-9]+$/.test(prefix)) out.push(`${prefix}: não é só letras minúsculas e dígitos`);
    seen.add(prefix);
  }
  return out;
}

const source = (names: Partial<Record<ConceptId, string[]>>, weak: ConceptId[] = []): LexiconSource => ({
  names,
  weak,
});
const phrase = (triggers: string[], pattern: RegExp): BankPhrase => ({
  concept: 'Tarifas Bancárias',
  reason: 'teste',
  triggers,
  pattern,
});

describe('lexicon data', () => {
  it('spells every name the way the engine reads lines', () => {
    expect(misspelled(LEXICON_SOURCES)).toEqual([]);
  });

  it('lists each folded name once, across brands and kind-words', () => {
    expect(duplicates(LEXICON_SOURCES)).toEqual([]);
  });

  it('files each name (and its glued spelling) under one concept', () => {
    expect(conflicts(LEXICON_SOURCES)).toEqual([]);
  });

  it('names as vehicle goods only names the lexicon files under Transporte', () => {
    const index = buildLexiconIndex();
    expect([...VEHICLE_GOODS].filter((name) => index.phrases.get(name) !== 'Transporte')).toEqual([]);
  });

  it('indexes every name under its own concept', () => {
    const index = buildLexiconIndex();
    const wrong = entries(LEXICON_SOURCES).filter((entry) => index.phrases.get(entry.name) !== entry.concept);
    expect(wrong).toEqual([]);
  });

  it('catches a misspelled name, a duplicate and a name under two concepts', () => {
    const bad = [
      source({ Alimentação: ['padaria', 'Padaria', 'açaí', 'ze delivery'], Supermercado: ['mercado'] }),
      source({ Supermercado: ['padaria', 'mercado'], Outros: ['zedelivery'] }, ['Outros']),
    ];
    expect(misspelled(bad)).toEqual(['"Padaria" (fonte 0 / Alimentação)', '"açaí" (fonte 0 / Alimentação)']);
    expect(duplicates(bad)).toEqual([
      'padaria (fonte 0 / Alimentação; fonte 0 / Alimentação)',
      'padaria (fonte 0 / Alimentação; fonte 1 / Supermercado)',
      'mercado (fonte 0 / Supermercado; fonte 1 / Supermercado)',
    ]);
    expect(conflicts(bad)).toEqual(['padaria: Alimentação, Supermercado', 'zedelivery: Alimentação, Outros']);
  });
});

describe('bank phrases', () => {
  it('declare trigger words that occur in normalized lines and cover every word the pattern needs', () => {
    expect(triggerProblems(BANK_PHRASES)).toEqual([]);
  });

  it('are reached by each of their declared trigger words, and by longer words that start with one', () => {
    const unreached = BANK_PHRASES.flatMap((bank, index) =>
      bank.triggers.flatMap((trigger) => {
        const words = trigger.length >= 3 ? [trigger, `${trigger}s`] : [trigger];
        return words
          .filter((word) => !candidatePhrases(['linha', word, 'qualquer']).includes(index))
          .map((word) => `${bank.reason}: ${word}`);
      }),
    );
    expect(unreached).toEqual([]);
  });

  it('catches a trigger no normalized line can contain, and a word of the pattern no trigger covers', () => {
    expect(triggerProblems([phrase(['Tarifa', 'banco 24', 'saúde', 'iof'], /\b(?:iof|juros)\b/)])).toEqual([
      'teste: "Tarifa" não ocorre numa linha normalizada',
      'teste: "banco 24" não ocorre numa linha normalizada',
      'teste: "saúde" não ocorre numa linha normalizada',
      'teste: nenhum gatilho cobre "juros" (\\b(?:iof|juros)\\b)',
    ]);
    expect(triggerProblems([phrase([], /\d{3}/)])).toEqual([
      'teste: sem palavras-gatilho',
      'teste: padrão ilegível por phrase-triggers.ts',
    ]);
  });
});

describe('channel phrases', () => {
  // One line per phrase (in list order) and the channel the line is read with.
  const EXAMPLES: readonly (readonly [string, string])[] = [
    ['TRANSFERENCIA ENVIADA PELO PIX MARIA SILVA', 'pix-out'],
    ['Transferência recebida pelo Pix - JOAO SOUZA', 'pix-in'],
    ['TRANSFERENCIA PIX REM: JOAO SOUZA', 'pix-in'],
    ['TRANSFERENCIA PIX DES: MARIA SILVA', 'pix-out'],
    ['PIX TRANSF RECEBIDA JOAO SOUZA', 'pix-in'],
    ['PIX ENVIADO MARIA SILVA', 'pix-out'],
    ['PIX RECEBIDO JOAO SOUZA', 'pix-in'],
    ['PIX QRS PADARIA BOA', 'qr'],
    ['PAGAMENTO VIA QR CODE PIX LOJA X', 'qr'],
    ['QRCODE PIX PADARIA BOA', 'qr'],
    ['PIX QRCODE PADARIA BOA', 'qr'],
    ['RECEBIMENTO PIX JOAO SOUZA', 'pix-in'],
    ['ENVIO PIX MARIA SILVA', 'pix-out'],
    ['PAGAMENTO PIX SICREDI MADEIREIRA BOA', 'pix-out'],
    ['PIX_DEB MARIA SILVA', 'pix-out'],
    ['TED RECEBIDA JOAO SOUZA', 'transfer-in'],
    ['CRED TED-STR EMPRESA X', 'transfer-in'],
    ['TED-TRANSF ELET DISPON REMET EMPRESA X', 'transfer-in'],
    ['TED ENVIADA JOAO SOUZA', 'transfer-out'],
    ['TRANSFERENCIA ENTRE CONTAS', 'transfer-out'],
    ['PAGAMENTO DE BOLETO EFETUADO ENEL', 'boleto'],
    ['BOLETO PAGO SABESP', 'boleto'],
    ['INT PAG TIT BANCO 237', 'boleto'],
    ['PAGTO ELETRON COBRANCA CEMIG', 'boleto'],
    ['PAG TIT CEMIG', 'boleto'],
    ['PAGAMENTO EFETUADO CONDOMINIO', 'boleto'],
    ['LIQUIDACAO BOLETO MADEIREIRA BOA', 'boleto'],
    ['BOLETO GROWTH SUPPLEMENTS 0412', 'boleto'],
    ['DEB. TITULO DEXCO SA 000771203', 'boleto'],
    ['DEBITO DE TITULO SUZANO', 'boleto'],
    ['DEBITO AUTOMATICO VIVO', 'auto-debit'],
    ['COMPRA CARTAO DEB MC PADARIA BOA', 'card'],
    ['COMPRA PADARIA BOA', 'card'],
    ['DEB VISA PADARIA BOA', 'card'],
    ['COM CARTAO PADARIA BOA', 'card'],
    ['CP MAESTRO PADARIA BOA', 'card'],
    ['VISA ELECTRON PADARIA BOA', 'card'],
    ['RSHOP-PADARIA BOA', 'card'],
    ['SISPAG PIX JOAO SOUZA', 'pix-out'],
  ];

  it.each(EXAMPLES)('read %s as %s', (line, channel) => {
    expect(normalizeDescription(line).channel).toBe(channel);
  });

  it('keep the channel of a line that starts with "qrcode pix" (glued qr code)', () => {
    for (const line of ['QRCODE PIX PADARIA BOA', 'qrcode pix padaria boa', 'Qrcode Pix Padaria Boa']) {
      expect(normalizeDescription(line)).toMatchObject({ channel: 'qr', words: ['padaria', 'boa'] });
    }
    expect(normalizeDescription('QRCODE MERCADO CENTRAL')).toMatchObject({
      channel: 'qr',
      words: ['mercado', 'central'],
    });
    expect(createEngine().categorize(['QRCODE PIX PADARIA BOA'])[0]).toMatchObject({
      category: 'Alimentação',
      reason: '"padaria"',
    });
  });

  it('each have an example line above', () => {
    const texts = EXAMPLES.map(([line]) => normalizeDescription(line).textWords.join(' '));
    const raw = EXAMPLES.map(([line]) => fold(line));
    const without = CHANNEL_PHRASES.filter(
      (channel) =>
        !texts.some((text) => channel.pattern.test(text)) && !raw.some((text) => channel.pattern.test(text)),
    );
    expect(without.map((channel) => channel.pattern.source)).toEqual([]);
  });

  it('declare openers that occur in normalized lines, and are reached by each of them', () => {
    expect(openerProblems(CHANNEL_PHRASES)).toEqual([]);
    const unreached = CHANNEL_PHRASES.flatMap((channel) =>
      channel.openers
        .filter((opener) => !channelPhrasesOpenedBy(opener).includes(channel))
        .map((opener) => `${channel.pattern.source}: ${opener}`),
    );
    expect(unreached).toEqual([]);
    expect(openerProblems([{ channel: 'qr', openers: ['QR', 'qr code'], pattern: /^qr code\b/ }])).toEqual([
      '^qr code\\b: "QR" não ocorre numa linha normalizada',
      '^qr code\\b: "qr code" não ocorre numa linha normalizada',
    ]);
  });

  it('are all found through the first word, on every tail of real and synthetic lines', () => {
    const lines = [
      ...loadDev().map((row) => row.description),
      ...loadRealNubank().map((row) => row.description),
      ...synthesize(11, 1).map((example) => example.text),
      ...EXAMPLES.map(([line]) => line),
    ];
    const missed = new Set<string>();
    for (const line of lines) {
      const words = normalizeDescription(line).textWords;
      for (let start = 0; start < words.length; start++) {
        const text = words.slice(start).join(' ');
        const opened = channelPhrasesOpenedBy(words[start] as string);
        for (const channel of CHANNEL_PHRASES)
          if (channel.pattern.test(text) && !opened.includes(channel))
            missed.add(`${text} ← ${channel.pattern.source}`);
      }
    }
    expect([...missed]).toEqual([]);
  });
});

describe('intermediaries', () => {
  it('are listed once each, as folded letters and digits, and the merchants they name are lexicon names', () => {
    expect(intermediaryProblems(INTERMEDIARY_LIST)).toEqual([]);
    const index = buildLexiconIndex();
    const merchants = INTERMEDIARY_LIST.flatMap((entry) =>
      entry.merchant === undefined ? [] : [entry.merchant],
    );
    expect(merchants.filter((merchant) => !index.phrases.has(merchant))).toEqual([]);
  });

  it('catches an intermediary listed twice', () => {
    expect(
      intermediaryProblems([{ prefix: 'pag' }, { prefix: 'mp' }, { prefix: 'pag' }, { prefix: 'PG' }]),
    ).toEqual(['pag: listado duas vezes', 'PG: não é só letras minúsculas e dígitos']);
  });
});

describe('confidence levels', () => {
  it('are probabilities, a bank phrase the surest and an unknown shop a guess under the hybrid threshold', () => {
    const levels = Object.values(CONFIDENCE);
    expect(levels.every((level) => level > 0 && level <= 1)).toBe(true);
    expect(Math.max(...levels)).toBe(CONFIDENCE.bankPhrase);
    expect(CONFIDENCE.unknownShop).toBeLessThan(0.5);
  });

  it('are what the engine answers', () => {
    const engine = createEngine();
    const [fee, brand, kind, glued] = engine.categorize([
      'TARIFA PACOTE DE SERVICOS',
      'POSTO IPIRANGA',
      'DROGASIL',
      'PAG*Postovitoriaregia',
    ]);
    expect(fee?.confidence).toBe(CONFIDENCE.bankPhrase);
    expect(brand?.confidence).toBe(CONFIDENCE.longName);
    expect(kind?.confidence).toBe(CONFIDENCE.name);
    expect(glued?.confidence).toBe(CONFIDENCE.partialName);
  });
});
