import { describe, expect, it } from 'vitest';
import { CONCEPT_IDS } from '#shared/engine/concepts';
import { BANK_PHRASES, matchBankPhrase } from '#shared/engine/lexicon/bank-phrases';
import { BRANDS } from '#shared/engine/lexicon/brands';
import { buildLexiconIndex, matchLexicon } from '#shared/engine/lexicon/match';
import { triggerWords } from '#shared/engine/lexicon/phrase-triggers';
import { normalizeDescription } from '#shared/engine/normalize';
import { loadDev } from '../../../scripts/engine/dataset.ts';
import { synthesize } from '../../../scripts/engine/synthesize.ts';

const index = buildLexiconIndex();
const match = (merchant: string) => matchLexicon(index, merchant.split(' '));

describe('lexicon', () => {
  it('is broad: hundreds of names, in every default category', () => {
    expect(index.phrases.size).toBeGreaterThan(1500);
    for (const category of CONCEPT_IDS.filter((id) => !id.includes(':') && !id.startsWith('transfer-'))) {
      expect(BRANDS[category], category).toBeDefined();
    }
  });

  it.each([
    ['mc donalds', 'Alimentação'],
    ['pao de acucar', 'Supermercado'],
    ['posto ipiranga', 'Combustível'],
    ['drogasil', 'Saúde'],
    ['netflix com', 'Assinaturas'],
    ['sabesp', 'Contas e Serviços'],
    ['cobasi marginal', 'Pets'],
  ])('knows the brand %s', (merchant, concept) => {
    expect(match(merchant)?.concept).toBe(concept);
  });

  it.each([
    ['padaria e confeitaria nova esperanca', 'Alimentação'],
    ['hortifruti boa colheita', 'Supermercado'],
    ['auto posto trevao', 'Combustível'],
    ['barbearia do ze', 'Cuidados Pessoais'],
    ['drogaria vida', 'Saúde'],
    ['borracharia tiao', 'Transporte'],
    ['pousada canto da sereia', 'Viagem'],
  ])('knows the kind-word of local businesses in %s', (merchant, concept) => {
    expect(match(merchant)?.concept).toBe(concept);
  });

  it('prefers the longer, more specific name', () => {
    expect(match('clinica veterinaria sao francisco')?.concept).toBe('Pets');
    expect(match('shell select reboucas')?.concept).toBe('Alimentação');
    expect(match('hotel fazenda aguas claras')?.concept).toBe('Viagem');
  });

  it('finds names glued by a terminal and words cut short', () => {
    expect(match('postovitoriaregia')).toMatchObject({ concept: 'Combustível', partial: true });
    expect(match('hamburgueriadochef')).toMatchObject({ concept: 'Alimentação', partial: true });
    expect(match('churrascaria boa vist')?.concept).toBe('Alimentação');
    expect(match('bar e restauran')?.concept).toBe('Alimentação');
  });

  it('lets a merchant name win over a channel word left in the line', () => {
    expect(match('pix padaria boa')?.concept).toBe('Alimentação');
    expect(match('ted farmacia xyz')?.concept).toBe('Saúde');
  });

  it('finds nothing in a name it has no reason to know', () => {
    expect(match('joaosilva')).toBeUndefined();
    expect(match('xpto')).toBeUndefined();
  });
});

describe('bank phrase prefilter', () => {
  it('finds the same phrase as trying every pattern, on dev and synthetic lines', () => {
    const lines = [
      ...loadDev().map((row) => row.description),
      ...synthesize(11, 4).map((example) => example.text),
    ];
    const differences = lines.filter((line) => {
      const normalized = normalizeDescription(line);
      const all = BANK_PHRASES.find((phrase) => phrase.pattern.test(normalized.textWords.join(' ')));
      return matchBankPhrase(normalized.textWords) !== all;
    });
    expect(differences).toEqual([]);
  });
});

describe('trigger words of a pattern', () => {
  it.each([
    [/^iof\b/, ['iof']],
    [/\b(?:pagamento|pagto) (?:de )?(?:fatura|boleto)\b/, ['fatura', 'boleto']],
    [/\bvendas? (?:credito|debito)\b/, ['venda']],
    [/\b(?:tarifa|tar)\b(?=.*\bpix\b)/, ['tarifa', 'tar']],
    [/\bbanco ?24 ?horas\b/, ['banco']],
  ])('%s needs a word starting with one of %j', (pattern, words) => {
    expect(triggerWords(pattern)?.sort()).toEqual([...words].sort());
  });

  it('gives up on a pattern it cannot read, so the pattern is always tested', () => {
    expect(triggerWords(/\d{3}/)).toBeUndefined();
  });
});
