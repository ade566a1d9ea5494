import { describe, expect, it, vi } from 'vitest';
import { createQuotaLimitedModel } from '#lambdas/adapters/quota-limited-model';
import type { Categorizer } from '#lambdas/domain/ports';

const fixed = (category: string, source?: 'model'): Categorizer => ({
  categorize: vi.fn(async (descriptions: readonly string[]) =>
    descriptions.map(() => (source ? { category, source } : { category })),
  ),
});

describe('the model behind a daily ceiling per user', () => {
  it('sends what the ceiling grants to the model and lets the engine answer the rest', async () => {
    const model = fixed('Compras', 'model');
    const engine = fixed('Outros');
    const onCapped = vi.fn();
    const limited = createQuotaLimitedModel({ model, engine, quota: { grant: async () => 2 }, onCapped });

    const result = await limited.categorize(['A', 'B', 'C'], undefined, { userId: 'u' });

    expect(result).toEqual([
      { category: 'Compras', source: 'model' },
      { category: 'Compras', source: 'model' },
      { category: 'Outros', source: 'engine' },
    ]);
    expect(model.categorize).toHaveBeenCalledWith(['A', 'B'], undefined, { userId: 'u' });
    expect(onCapped).toHaveBeenCalledWith({ asked: 3, granted: 2 });
  });

  it('calls no model at all once the day’s lines are spent, and all of it while they last', async () => {
    const model = fixed('Compras', 'model');
    const spent = createQuotaLimitedModel({
      model,
      engine: fixed('Outros'),
      quota: { grant: async () => 0 },
    });
    expect(await spent.categorize(['A'], undefined, { userId: 'u' })).toEqual([
      { category: 'Outros', source: 'engine' },
    ]);
    expect(model.categorize).not.toHaveBeenCalled();

    const plenty = createQuotaLimitedModel({
      model,
      engine: fixed('Outros'),
      quota: { grant: async (_u, n) => n },
    });
    expect(await plenty.categorize(['A'], undefined, { userId: 'u' })).toEqual([
      { category: 'Compras', source: 'model' },
    ]);
  });
});
