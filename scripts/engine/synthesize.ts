import { BRANDS } from '../../shared/engine/lexicon/brands.ts';
import { COMPANY_CUES } from '../../shared/engine/lexicon/company-cues.ts';
import { FIRST_NAMES } from '../../shared/engine/lexicon/first-names.ts';
import { KIND_WORDS } from '../../shared/engine/lexicon/kind-words.ts';

/** A labeled example for training: a raw statement line and its concept. */
export interface Example {
  readonly text: string;
  readonly concept: string;
  /** A labeled statement line (counts for the prior), not a synthesized one. */
  readonly real?: boolean;
}

/** Deterministic pseudo-random numbers (mulberry32), so the artefact rebuilds byte for byte. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickFrom = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;

// Neutral words that name small businesses in every trade, so the model learns they say nothing.
const FILLERS =
  `sao jorge|santa luzia|do ze|bella vista|central|da praca|irmaos silva|nova esperanca|primavera|bom jesus|real|
  estrela|do bairro|sol nascente|vitoria|sao francisco|boa vista|do povo|da familia|popular|express|top|premium|plus|
  santo antonio|nossa senhora|aparecida|sao jose|sao pedro|da vila|do centro|da esquina|2 irmaos|tres irmaos|ouro fino|
  jardim|bela|do joao|da maria|dona rosa|seu antonio|da ana|do carlos|brasil|nacional|avenida|paulista|copacabana|
  mineiro|gaucho|baiano|nordeste|do sul|norte|leste|oeste|parque|vale verde|serra azul|mar azul|beira mar|lua|
  cristal|diamante|ouro|prata|alianca|uniao|progresso|confianca|economia|bom preco|preco bom|feliz|alegria|
  amigo|amigos|cia|e cia|e filhos|comercial|comercio|ltda|me|eireli|lj|filial|matriz|unidade|shopping|centro|
  campinas|curitiba|recife|salvador|fortaleza|goiania|manaus|belem|natal|londrina|santos|osasco|guarulhos|niteroi`
    .split('|')
    .map((word) => word.trim());

const INTERMEDIARY_PREFIXES = [
  'PAG*',
  'MP*',
  'PG *TON ',
  'EC *',
  'SUMUP *',
  'STONE*',
  'ZP *',
  'PAYPAL *',
  'IZ *',
  'Pag*',
  'Mp*',
  'Sumup *',
  'PAGSEGURO*',
  'MERCPAGO*',
  'PICPAY*',
  'DL *',
  'HNA*',
  'EBANX*',
];
const CARD_PREFIXES = [
  'COMPRA CARTAO DEB MC ',
  'Compra no débito - ',
  'Compra com Cartão - 12/03 12:41 ',
  'CP ELO 11/05 ',
  'RSHOP-',
  'PIX QRS ',
  'Pagamento com QR Pix ',
  'COMPRA DEBITO MASTERCARD 03/04 ',
  'Pix - Enviado 08/02 19:22 ',
  'Compra no débito via NuPay - ',
];
const CITIES = [
  'SAO PAULO',
  'RIO DE JANEIRO',
  'BELO HORIZONTE',
  'CURITIBA',
  'PORTO ALEGRE',
  'CAMPINAS',
  'SALVADOR',
  'RECIFE',
  'FORTALEZA',
  'BRASILIA',
  'GOIANIA',
  'FLORIANOPOLIS',
  'SAO JOSE DOS C',
  'RIBEIRAO PRET',
  'SOROCABA',
];
const SURNAMES = [
  'silva',
  'santos',
  'oliveira',
  'souza',
  'rodrigues',
  'ferreira',
  'alves',
  'pereira',
  'lima',
  'gomes',
  'costa',
  'ribeiro',
  'martins',
  'carvalho',
  'almeida',
  'lopes',
  'soares',
  'fernandes',
  'vieira',
  'barbosa',
  'rocha',
  'dias',
  'nascimento',
  'moreira',
  'teixeira',
  'cardoso',
  'mendes',
  'araujo',
];

function casing(next: () => number, text: string): string {
  const roll = next();
  if (roll < 0.5) return text.toUpperCase();
  if (roll < 0.85) return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
  return text;
}

function truncate(next: () => number, text: string): string {
  const limit = 22 + Math.floor(next() * 4);
  return text.length > limit ? text.slice(0, limit) : text;
}

/** Variants of one business name as card terminals and banks print it. */
function variants(next: () => number, name: string, count: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const filler = pickFrom(next, FILLERS);
    const roll = next();
    let text: string;
    if (roll < 0.2) text = casing(next, name);
    else if (roll < 0.45) text = casing(next, next() < 0.5 ? `${name} ${filler}` : `${filler} ${name}`);
    else if (roll < 0.6)
      text = `${truncate(next, casing(next, `${name} ${filler}`))}        ${pickFrom(next, CITIES)}  BR`;
    else if (roll < 0.75) {
      const glued = (next() < 0.35 ? `${filler}${name}` : `${name}${next() < 0.5 ? filler : ''}`).replace(
        /\s+/g,
        '',
      );
      text = truncate(next, `${pickFrom(next, INTERMEDIARY_PREFIXES)}${casing(next, glued)}`);
    } else if (roll < 0.88)
      text = `${pickFrom(next, CARD_PREFIXES)}${casing(next, `${name} ${filler}`).toUpperCase()}`;
    else
      text = `${casing(next, `${name} ${filler}`)} ${Math.floor(next() * 9) + 1}/${Math.floor(next() * 9) + 2}`;
    out.push(truncate(next, text.length > 40 ? text : text));
  }
  return out;
}

function person(next: () => number, firstNames: readonly string[]): string {
  return `${pickFrom(next, firstNames)} ${pickFrom(next, SURNAMES)}${next() < 0.4 ? ` ${pickFrom(next, SURNAMES)}` : ''}`;
}

/** Training lines built from the lexicon × intermediaries × truncation × city suffixes, plus people and unknown shops. */
export function synthesize(seed: number, perName: number): Example[] {
  const next = random(seed);
  const out: Example[] = [];
  for (const source of [BRANDS, KIND_WORDS, COMPANY_CUES])
    for (const concept of Object.keys(source).sort()) {
      const names = (source[concept] as string)
        .split('|')
        .map((name) => name.trim())
        .filter((name) => name.length > 0);
      for (const name of names) for (const text of variants(next, name, perName)) out.push({ text, concept });
    }
  const firstNames = [...FIRST_NAMES].sort();
  for (let k = 0; k < 600; k++) {
    const who = person(next, firstNames);
    const roll = next();
    // Money to or from a person is a transfer; a person behind a card intermediary is an unknown shop.
    if (roll < 0.25) out.push({ text: `PIX ENVIADO ${who.toUpperCase()}`, concept: 'Transferências' });
    else if (roll < 0.4)
      out.push({ text: `Transferência recebida pelo Pix - ${casing(next, who)}`, concept: 'Transferências' });
    else if (roll < 0.5) out.push({ text: `TED ${casing(next, who)}`, concept: 'Transferências' });
    else if (roll < 0.8)
      out.push({
        text: truncate(
          next,
          `${pickFrom(next, INTERMEDIARY_PREFIXES)}${casing(next, who.replace(/ /g, ''))}`,
        ),
        concept: 'Outros',
      });
    else out.push({ text: casing(next, who), concept: 'Outros' });
  }
  for (let k = 0; k < 300; k++) {
    const company = `${pickFrom(next, ['comercial', 'comercio', 'com e repres', 'distrib', 'servicos', 'empreendimentos', 'participacoes', 'j r', 'm a', 'f j'])} ${pickFrom(next, FILLERS)} ${pickFrom(next, ['ltda', 'me', 'eireli', '', 'lt', 'l'])}`;
    const text =
      next() < 0.5
        ? truncate(next, `${pickFrom(next, INTERMEDIARY_PREFIXES)}${company}`)
        : truncate(next, casing(next, company));
    out.push({ text, concept: 'Outros' });
  }
  return out;
}
