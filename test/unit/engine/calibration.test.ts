import { describe, expect, it } from 'vitest';
import { createEngine } from '#shared/engine/engine';
import { isHeldOut, loadDev, loadRealNubank } from '../../../scripts/engine/dataset.ts';

/** The hybrid threshold (lambdas/config.ts): lines at or above it stay with the engine. */
const THRESHOLD = 0.5;

const TEMPLATE = ['Alimentação', 'Transporte', 'Compras', 'Saúde', 'Viagem', 'Assinaturas', 'Outros'].map(
  (name, k) => ({ name, number: k + 1 }),
);

// Confidence that means something: lines the engine is sure of are right 95% of the time on the dev hold-out
// and 90% on real card bills, so hybrid mode asks the model about the rest.
describe('calibration at the hybrid threshold', () => {
  const engine = createEngine();

  it('dev hold-out: lines at or above 0.5 are right at least 95% of the time', () => {
    const rows = loadDev().filter(isHeldOut);
    const results = engine.categorize(rows.map((row) => row.description));
    const sure = rows.flatMap((row, k) => {
      const result = results[k];
      return result && result.confidence >= THRESHOLD
        ? [result.category === row.category || row.also.includes(result.category)]
        : [];
    });
    expect(sure.length / rows.length).toBeGreaterThan(0.8);
    expect(sure.filter(Boolean).length / sure.length).toBeGreaterThanOrEqual(0.95);
  });

  it('real card bills: lines at or above 0.5 are right at least 90% of the time', () => {
    const rows = loadRealNubank();
    const results = engine.categorize(
      rows.map((row) => row.description),
      TEMPLATE,
    );
    const sure = rows.flatMap((row, k) => {
      const result = results[k];
      return result && result.confidence >= THRESHOLD ? [result.category === row.template] : [];
    });
    expect(sure.length / rows.length).toBeGreaterThan(0.6);
    expect(sure.filter(Boolean).length / sure.length).toBeGreaterThanOrEqual(0.9);
  });
});
