import { describe, expect, it, vi } from 'vitest';
import { createEngineCategorizer } from '#lambdas/adapters/engine-categorizer';
import { createHybridCategorizer } from '#lambdas/adapters/hybrid-categorizer';

vi.mock('#shared/engine/engine', async () => (await import('./fake-engine.ts')).fakeEngineModule());

describe('hybrid categorizer', () => {
  it('asks the model only for what the engine is unsure of', async () => {
    const model = {
      categorize: vi.fn(async (descriptions: readonly string[]) =>
        descriptions.map(() => ({ category: 'Compras', source: 'model' as const })),
      ),
    };
    const hybrid = createHybridCategorizer({ engine: createEngineCategorizer(), model, threshold: 0.5 });

    const result = await hybrid.categorize(['UBER', 'LOJA X', 'IFOOD', 'LOJA Y'], undefined, { userId: 'u' });

    expect(model.categorize).toHaveBeenCalledWith(['LOJA X', 'LOJA Y'], undefined, { userId: 'u' });
    expect(result).toEqual([
      // The engine's answers carry its confidence and reason (the API answers them); the model's do not.
      { category: 'Transporte', source: 'engine', confidence: 0.9, reason: 'fake' },
      { category: 'Compras', source: 'model' },
      { category: 'Alimentação', source: 'engine', confidence: 0.9, reason: 'fake' },
      { category: 'Compras', source: 'model' },
    ]);
  });

  it('does not call the model when the engine is sure of everything', async () => {
    const model = { categorize: vi.fn() };
    const hybrid = createHybridCategorizer({ engine: createEngineCategorizer(), model, threshold: 0.5 });

    await hybrid.categorize(['UBER', 'IFOOD'], [{ name: 'Transporte', number: 1 }]);

    expect(model.categorize).not.toHaveBeenCalled();
  });
});
