/**
 * Accuracy of the categorization engine on the held-out part of dev.csv (every fifth row,
 * never trained on) in each scenario, and on real-nubank.csv, as counted in
 * data/categorization/README.md.
 *
 *   npm run bench:accuracy [-- --mistakes] [-- --train]
 */
import { createEngine } from '#shared/engine/engine';
import { evaluate, TARGETS } from './engine/evaluate.ts';

const showMistakes = process.argv.includes('--mistakes');
const which = process.argv.includes('--train') ? 'train' : 'holdout';
const results = evaluate(createEngine(), which);
const pad = (text: string, width: number) => text.padEnd(width);
console.log(
  `${pad('conjunto', 13)}${pad('cenário', 10)}${pad('n', 6)}${pad('acurácia', 10)}${pad('meta', 7)}principais confusões`,
);
let failed = false;
for (const result of results) {
  const target = TARGETS[`${result.set}/${result.scenario}`];
  const ok = target === undefined || result.accuracy >= target;
  if (!ok) failed = true;
  const confusions = result.confusions.map((c) => `${c.expected} → ${c.predicted} (${c.count})`).join('; ');
  console.log(
    `${pad(result.set, 13)}${pad(result.scenario, 10)}${pad(String(result.n), 6)}${pad(result.accuracy.toFixed(3), 10)}${pad(target === undefined ? '-' : `${target.toFixed(2)}${ok ? '' : '!'}`, 7)}${confusions}`,
  );
  if (showMistakes) {
    for (const m of result.mistakes)
      console.log(`    ${m.description}  [esperado ${m.expected}, obtido ${m.predicted}; ${m.reason}]`);
  }
}
if (failed) process.exitCode = 1;
