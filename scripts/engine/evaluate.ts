import type { Engine } from '../../shared/engine/engine.ts';
import { type DevRow, isHeldOut, loadDev, loadRealNubank, loadScenarios, type Scenario } from './dataset.ts';

export interface SetResult {
  readonly set: string;
  readonly scenario: string;
  readonly n: number;
  readonly accuracy: number;
  /** Most frequent (expected → predicted) mistakes. */
  readonly confusions: readonly { expected: string; predicted: string; count: number }[];
  readonly mistakes: readonly { description: string; expected: string; predicted: string; reason: string }[];
}

/** Accuracy targets per scenario (the lists of scenarios.json; other lists: 0.90 personal, 0.85 company). */
export const TARGETS: Readonly<Record<string, number>> = {
  'dev-holdout/default': 0.95,
  'dev-holdout/template': 0.97,
  'dev-holdout/casa': 0.95,
  'dev-holdout/empresa': 0.89,
  'dev-holdout/ingles': 0.9,
  'dev-holdout/orcamento503020': 0.9,
  'dev-holdout/familia': 0.9,
  'real-nubank/template': 0.75,
};

interface Case {
  readonly description: string;
  readonly expected: string;
  readonly accept: (predicted: string) => boolean;
}

function score(
  set: string,
  scenario: string,
  cases: readonly Case[],
  predict: (texts: string[]) => { category: string; reason: string }[],
): SetResult {
  const predictions = predict(cases.map((item) => item.description));
  let right = 0;
  const confusion = new Map<string, number>();
  const mistakes: { description: string; expected: string; predicted: string; reason: string }[] = [];
  cases.forEach((item, k) => {
    const prediction = predictions[k] as { category: string; reason: string };
    if (item.accept(prediction.category)) right++;
    else {
      const key = `${item.expected} → ${prediction.category}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      mistakes.push({
        description: item.description,
        expected: item.expected,
        predicted: prediction.category,
        reason: prediction.reason,
      });
    }
  });
  const confusions = [...confusion.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([key, count]) => {
      const [expected = '', predicted = ''] = key.split(' → ');
      return { expected, predicted, count };
    });
  return {
    set,
    scenario,
    n: cases.length,
    accuracy: cases.length === 0 ? 0 : right / cases.length,
    confusions,
    mistakes,
  };
}

function scenarioCases(rows: readonly DevRow[], scenario: Scenario): Case[] {
  if (!scenario.from) {
    return rows
      .filter((row) => row.kind === 'empresa')
      .map((row) => ({
        description: row.description,
        expected: row.empresa,
        accept: (p) => p === row.empresa,
      }));
  }
  const from = scenario.from;
  return rows.map((row) => {
    const acceptable = new Set([row.category, ...row.also]);
    const expected =
      Object.keys(from).find((name) => (from[name] as readonly string[]).includes(row.category)) ?? '?';
    return {
      description: row.description,
      expected,
      accept: (p) => (from[p] ?? []).some((category) => acceptable.has(category)),
    };
  });
}

/** The held-out dev rows in every scenario, and real-nubank in the template scenario. */
export function evaluate(engine: Engine, which: 'holdout' | 'train' = 'holdout'): SetResult[] {
  const rows = loadDev().filter((row) => (which === 'holdout' ? isHeldOut(row) : !isHeldOut(row)));
  const results = evaluateRows(engine, rows, which === 'holdout' ? 'dev-holdout' : 'dev-train');
  const template = loadScenarios().find((scenario) => scenario.name === 'template') as Scenario;
  const real = loadRealNubank();
  results.push(
    score(
      'real-nubank',
      'template',
      real.map((row) => ({
        description: row.description,
        expected: row.template,
        accept: (p) => p === row.template,
      })),
      (texts) => engine.categorize(texts, template.categories),
    ),
  );
  return results;
}

/** Dev rows in every scenario: the default categories, then each custom list. */
export function evaluateRows(engine: Engine, rows: readonly DevRow[], set: string): SetResult[] {
  const results: SetResult[] = [];
  results.push(
    score(
      set,
      'default',
      rows.map((row) => ({
        description: row.description,
        expected: row.category,
        accept: (p) => p === row.category || row.also.includes(p),
      })),
      (texts) => engine.categorize(texts),
    ),
  );
  const scenarios = loadScenarios();
  for (const scenario of scenarios) {
    results.push(
      score(set, scenario.name, scenarioCases(rows, scenario), (texts) =>
        engine.categorize(texts, scenario.categories),
      ),
    );
  }
  return results;
}
