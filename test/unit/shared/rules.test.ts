import { describe, expect, it } from 'vitest';
import { merchantOf } from '#shared/engine/merchant';
import { ruleResolver } from '#shared/rules';

describe('merchant key', () => {
  it('reads the merchant as the engine does: no numbers, dates, instalments, city, intermediaries, case or spaces', () => {
    const key = (description: string) => merchantOf(description)?.key;
    expect(key('BARBEARIA DOM CORLEONE 2')).toBe('barbeariadomcorleone');
    expect(key('Barbearia Dom Corleone')).toBe('barbeariadomcorleone');
    expect(key('PAG*BarbeariaDomCorleone')).toBe('barbeariadomcorleone');
    expect(key('MP*LOJA DO ZE PARC 02/10')).toBe(key('Loja do Zé'));
    expect(key('DROGASIL 2231       SAO PAULO BR')).toBe(key('Drogasil'));
    expect(key('COMPRA CARTAO DEB PADARIA REAL 12/10')).toBe(key('PADARIA REAL'));
    expect(key('Kalunga - Parcela 3/3')).toBe(key('KALUNGA'));
    expect(key('PIX ENVIADO MARIA SILVA')).toBe('mariasilva');
    // Different merchants stay apart.
    expect(key('BARBEARIA DOM CORLEONE')).not.toBe(key('BARBEARIA DOM PEDRO'));
    expect(key('12345')).toBeUndefined();
  });

  it('shows the merchant’s words', () => {
    expect(merchantOf('BARBEARIA DOM CORLEONE 2')?.name).toBe('BARBEARIA DOM CORLEONE');
  });
});

describe('rules under the active list', () => {
  const familia = [
    { name: 'Comida', number: 1 },
    { name: 'Carro', number: 2 },
    { name: 'Casa', number: 3 },
    { name: 'Entradas', number: 4 },
    { name: 'Outros', number: 5 },
  ];

  it('takes a default category as it is without a list, and never a custom name absent from the defaults', () => {
    const defaults = ruleResolver();
    expect(defaults.target({ category: 'Lazer' })).toEqual({ category: 'Lazer' });
    expect(defaults.target({ category: 'Comida', categoryNumber: 1 })).toBeUndefined();
  });

  it('maps a rule to a default category through the active list, the way the engine maps it', () => {
    const resolver = ruleResolver(familia);
    expect(resolver.target({ category: 'Alimentação' })).toEqual({ category: 'Comida', categoryNumber: 1 });
    expect(resolver.target({ category: 'Combustível' })).toEqual({ category: 'Carro', categoryNumber: 2 });
    expect(resolver.target({ category: 'Moradia' })).toEqual({ category: 'Casa', categoryNumber: 3 });
  });

  it('applies a rule to a custom name when that name is in the active list (its number from the list)', () => {
    expect(ruleResolver(familia).target({ category: 'carro', categoryNumber: 9 })).toEqual({
      category: 'Carro',
      categoryNumber: 2,
    });
    expect(ruleResolver([{ name: 'Veículos', number: 1 }]).target({ category: 'Carro' })).toBeUndefined();
  });

  it('never files money in under spending, unless it is a refund', () => {
    const resolver = ruleResolver(familia);
    const comida = { category: 'Comida' };
    expect(resolver.fits(comida, 'PIX MARIA SILVA', { direction: 'out' })).toBe(true);
    expect(resolver.fits(comida, 'PIX MARIA SILVA', { direction: 'in' })).toBe(false);
    expect(resolver.fits(comida, 'ESTORNO RESTAURANTE', { direction: 'in' })).toBe(true);
    expect(resolver.fits({ category: 'Entradas' }, 'PIX MARIA SILVA', { direction: 'in' })).toBe(true);
    expect(resolver.fits(comida, 'PIX MARIA SILVA', undefined)).toBe(true);
  });
});
