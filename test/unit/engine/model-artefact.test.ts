import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { train, trainingExamples } from '../../../scripts/engine/train.ts';

describe('model artefact', () => {
  it('is what npm run engine:train rebuilds from the lexicon and data (deterministic, up to date)', () => {
    const committed = readFileSync(
      new URL('../../../shared/engine/model.generated.json', import.meta.url),
      'utf8',
    );
    expect(`${JSON.stringify(train(trainingExamples()))}\n`).toBe(committed);
  }, 30_000);

  it('stays small', () => {
    const committed = readFileSync(
      new URL('../../../shared/engine/model.generated.json', import.meta.url),
      'utf8',
    );
    expect(committed.length).toBeLessThan(3 * 1024 * 1024);
  });
});
