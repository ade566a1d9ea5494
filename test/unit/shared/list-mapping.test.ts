import { describe, expect, it } from 'vitest';
import { moneyInCategories } from '#shared/engine/direction';
import { createEngine } from '#shared/engine/engine';
import { conceptTargets, understandList, validAdjustments } from '#shared/engine/list-mapping';
import { ruleResolver } from '#shared/rules';

const familia = [
  { name: 'Comida', number: 1 },
  { name: 'Casa', number: 2 },
  { name: 'Outros', number: 3 },
];

describe('how a list is understood, and adjusted', () => {
  it('says what each of the user’s categories receives of the 24, each default exactly once', () => {
    const understood = understandList(familia);
    expect(understood.map((entry) => entry.category.name)).toEqual(['Comida', 'Casa', 'Outros']);
    expect(understood.flatMap((entry) => entry.defaults)).toHaveLength(24);
    expect(understood[0]?.defaults).toEqual(expect.arrayContaining(['Alimentação', 'Supermercado']));
    expect(understood[1]?.defaults).toContain('Moradia');
  });

  it('moves a default category (and what follows it) where the user says, and the engine files by it', () => {
    const moved = understandList(familia, { Supermercado: 2 });
    expect(moved[1]?.defaults).toContain('Supermercado');
    expect(moved[0]?.defaults).not.toContain('Supermercado');
    expect(conceptTargets(familia, {})).toEqual(conceptTargets(familia));

    const engine = createEngine();
    expect(engine.categorize(['SUPERMERCADO EXTRA'], familia)[0]?.category).toBe('Comida');
    expect(
      engine.categorize(['SUPERMERCADO EXTRA'], familia, undefined, { Supermercado: 2 })[0],
    ).toMatchObject({
      category: 'Casa',
      categoryNumber: 2,
    });
    // A rule to a default category follows the same adjustments.
    expect(ruleResolver(familia, { Supermercado: 2 }).target({ category: 'Supermercado' })).toEqual({
      category: 'Casa',
      categoryNumber: 2,
    });
  });

  it('takes only default categories and numbers of the list', () => {
    expect(validAdjustments({ Supermercado: 2 }, familia)).toEqual({ Supermercado: 2 });
    expect(validAdjustments({ Supermercado: 9 }, familia)).toBeUndefined();
    expect(validAdjustments({ Mercadinho: 2 }, familia)).toBeUndefined();
  });

  it('lets money in take a category the user moved income to', () => {
    expect(moneyInCategories(familia).has('Casa')).toBe(false);
    expect(moneyInCategories(familia, { Receitas: 2 }).has('Casa')).toBe(true);
    expect(
      ruleResolver(familia, { Receitas: 2 }).fits({ category: 'Casa' }, 'PIX EMPRESA X', { direction: 'in' }),
    ).toBe(true);
  });
});
