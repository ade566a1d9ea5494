import { describe, expect, it } from 'vitest';
import { createEngine } from '#shared/engine/engine';
import { evaluate, TARGETS } from '../../../scripts/engine/evaluate.ts';

// Held-out dev rows (index % 5 === 4, never trained on) per scenario, and real-nubank (template).
describe('accuracy on held-out data', () => {
  const results = evaluate(createEngine());
  it.each(Object.entries(TARGETS))('%s ≥ %s', (key, target) => {
    const result = results.find((candidate) => `${candidate.set}/${candidate.scenario}` === key);
    expect(result, key).toBeDefined();
    expect(result?.accuracy ?? 0).toBeGreaterThanOrEqual(target);
  });
});
