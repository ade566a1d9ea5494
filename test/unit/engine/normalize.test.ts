import { describe, expect, it } from 'vitest';
import { normalizeDescription as normalize } from '#shared/engine/normalize';
import { fold } from '#shared/fold';

/** The normalized line, with its merchant words joined for easy reading. */
const normalizeDescription = (raw: string) => {
  const normalized = normalize(raw);
  return { ...normalized, merchant: normalized.words.join(' ') };
};

describe('fold', () => {
  it('lower-cases and removes accents', () => {
    expect(fold('AÇAÍ DA PRAÇA Não')).toBe('acai da praca nao');
  });
});

describe('normalizeDescription', () => {
  it('reads Banco Inter’s card purchases: the shop after "No estabelecimento"', () => {
    const normalized = normalizeDescription('Compra no debito No estabelecimento PADARIA BOM DIA');
    expect(normalized.channel).toBe('card');
    expect(normalized.words).toEqual(['padaria', 'bom', 'dia']);
  });

  it.each([
    ['PAG*Hamburgueriadochef', 'hamburgueriadochef', 'pag'],
    ['MP*Pasteldafeira', 'pasteldafeira', 'mp'],
    ['PG *TON PADARIA PAO QUENTE', 'padaria pao quente', 'pg'],
    ['EC *POSTOAVENIDA', 'postoavenida', 'ec'],
    ['SUMUP *HORTIFRUTIDAANA', 'hortifrutidaana', 'sumup'],
    ['Stone*Bar Do Zeca', 'bar do zeca', 'stone'],
    ['ZP *COMERCIAL RS', 'comercial rs', 'zp'],
    ['PAYPAL *UDEMY', 'udemy', 'paypal'],
    ['EBANX*AliExpress', 'aliexpress', 'ebanx'],
    ['HNA*Hotel Nacional', 'hotel nacional', 'hna'],
    ['DL *Netflix', 'netflix', 'dl'],
  ])('removes the payment intermediary of %s', (raw, merchant, intermediary) => {
    const normalized = normalizeDescription(raw);
    expect(normalized.merchant).toBe(merchant);
    expect(normalized.intermediary).toBe(intermediary);
  });

  it('keeps the meaning of iFood and Uber prefixes', () => {
    expect(normalizeDescription('IFD*RESTAURANTE SABOR DA TERRA').merchant).toBe(
      'ifood restaurante sabor da terra',
    );
    expect(normalizeDescription('UBR* PENDING.UBER.COM').merchant).toContain('uber');
  });

  it('keeps a brand that is written before a star', () => {
    expect(normalizeDescription('Rappi*Rappi Brasil').merchant).toBe('rappi rappi');
    expect(normalizeDescription('GOOGLE *YouTubePremium').merchant).toBe('google youtubepremium');
  });

  it.each([
    ['Magazine Luiza 03/10', 'magazine luiza'],
    ['FAST SHOP MORUMBI PARC 04/10', 'fast shop morumbi'],
    ['Magalu - Parcela 2/12', 'magalu'],
    ['Compra com Cartão - 12/03 12:41 RESTAURANTE PANELA DE BARRO', 'restaurante panela de barro'],
    ['99* Pop 21jun 13h38min', '99 pop'],
    ['PIX QRS PADARIA PAO12/03', 'padaria pao'],
  ])('removes dates, times and installments from %s', (raw, merchant) => {
    expect(normalizeDescription(raw).merchant).toBe(merchant);
  });

  it('removes masked CPF, CNPJ and the bank of a PIX line', () => {
    const person = normalizeDescription(
      'Transferência enviada pelo Pix - MARIA SOUZA - •••.123.456-•• - ITAÚ UNIBANCO S.A. (0341)',
    );
    expect(person).toMatchObject({ merchant: 'maria souza', channel: 'pix-out' });
    const company = normalizeDescription(
      'Transferência recebida pelo Pix - TECNOLOGIA ABC LTDA - 11.222.333/0001-81 - BCO DO BRASIL S.A. (0001)',
    );
    expect(company).toMatchObject({ merchant: 'tecnologia abc', channel: 'pix-in' });
    expect(normalizeDescription('PIX ENVIADO - CPF ***.456.789-**').merchant).toBe('');
  });

  it('drops the city and country a terminal prints after wide spacing', () => {
    expect(normalizeDescription('MC DONALDS 0453        SAO PAULO     BR').merchant).toBe('mc donalds');
    expect(normalizeDescription('DROGASIL 2231 CAMPINAS BR').merchant).toBe('drogasil campinas');
  });

  it('cuts codes glued to words', () => {
    expect(normalizeDescription('GOOGLE *ADS1234567890').merchant).toBe('google ads');
  });

  it.each([
    ['Pix - Enviado 08/02 19:22 Pizzaria Bella Napoli', 'pix-out', 'pizzaria bella napoli'],
    ['Pix - Recebido 02/05 16:33 00034561278 Roberto Teixeira', 'pix-in', 'roberto teixeira'],
    ['PIX RECEBIDO EDUARDO MOURA', 'pix-in', 'eduardo moura'],
    ['TED RECEBIDA 341 ANA PAULA', 'transfer-in', 'ana paula'],
    ['DOC ELET 341 ADRIANA M', 'transfer-out', 'adriana m'],
    ['Pagamento de boleto efetuado - QUINTOANDAR', 'boleto', 'quintoandar'],
    ['Boleto pago: "CASAS BAHIA COMERCIAL LTDA"', 'boleto', 'casas bahia comercial'],
    ['Débito Automático - LIGHT SESA', 'auto-debit', 'light sesa'],
    ['DA  VIVO FIXO', 'auto-debit', 'vivo fixo'],
    ['Compra no débito via NuPay - iFood', 'card', 'ifood'],
    ['COMPRA CARTAO DEB 0877 POSTO IPIRANGA CENTRO', 'card', 'posto ipiranga centro'],
    ['CP MAESTRO 22/03 LANCH E PASTELARIA KI', 'card', 'lanch e pastelaria ki'],
    ['RSHOP-PADARIA BELLA -05/04', 'card', 'padaria bella'],
    ['Pagamento com QR Pix SORVETERIA GELATO', 'qr', 'sorveteria gelato'],
    ['Pix enviado: "Cp :60746948-ESTACIONAMENTO CENTRAL"', 'pix-out', 'estacionamento central'],
  ])('reads the bank phrase of %s', (raw, channel, merchant) => {
    expect(normalizeDescription(raw)).toMatchObject({ channel, merchant });
  });

  it('keeps the whole line, cleaned, for bank phrases', () => {
    expect(normalizeDescription('TARIFA PIX ENVIADO PJ').textWords).toEqual([
      'tarifa',
      'pix',
      'enviado',
      'pj',
    ]);
    expect(normalizeDescription('IOF de "Spotify"').textWords).toEqual(['iof', 'de', 'spotify']);
  });
});
