/**
 * K-fold cross-validation on the dev rows that are not held out (the held-out fifth and
 * real-nubank.csv are never touched), plus the hand-written probe set of
 * test/unit/engine/probe-cases.ts. For judging a change to the lexicon, the rules or the model
 * without tuning on the held-out data.
 *
 *   npx tsx scripts/engine/crossval.ts [folds=5] [--mistakes]
 */
import { createEngine, createEngineWithModel } from '../../shared/engine/engine.ts';
import { PROBE_CASES, PROBE_CUSTOM, PROBE_CUSTOM_OF } from '../../test/unit/engine/probe-cases.ts';
import { isHeldOut, loadDev } from './dataset.ts';
import { evaluateRows } from './evaluate.ts';
import { train, trainingExamples } from './train.ts';

const folds = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 5);
const showMistakes = process.argv.includes('--mistakes');
const rows = loadDev().filter((row) => !isHeldOut(row));
const right = new Map<string, { right: number; n: number }>();
for (let fold = 0; fold < folds; fold++) {
  const test = rows.filter((_, k) => k % folds === fold);
  const rest = rows.filter((_, k) => k % folds !== fold);
  const engine = createEngineWithModel(train(trainingExamples(rest)));
  for (const result of evaluateRows(engine, test, 'cv')) {
    const sum = right.get(result.scenario) ?? { right: 0, n: 0 };
    sum.right += Math.round(result.accuracy * result.n);
    sum.n += result.n;
    if (showMistakes)
      for (const m of result.mistakes)
        console.log(
          `  cv ${result.scenario}: ${m.description} → ${m.predicted} (esperado ${m.expected}; ${m.reason})`,
        );
    right.set(result.scenario, sum);
  }
}
for (const [scenario, { right: r, n }] of right)
  console.log(`cv ${folds}-fold  ${scenario.padEnd(9)} ${String(n).padStart(5)}  ${(r / n).toFixed(3)}`);

const engine = createEngine();
const texts = PROBE_CASES.map(([text]) => text);
const plain = engine.categorize(texts);
const custom = engine.categorize(texts, PROBE_CUSTOM);
let ok = 0;
let customOk = 0;
let customN = 0;
PROBE_CASES.forEach(([text, expected], k) => {
  const got = plain[k]?.category;
  if (got === expected) ok++;
  else console.log(`  sonda: ${text} → ${got} (esperado ${expected}; ${plain[k]?.reason})`);
  const want = PROBE_CUSTOM_OF[expected];
  if (want !== undefined) {
    customN++;
    if (custom[k]?.category === want) customOk++;
    else console.log(`  sonda (lista própria): ${text} → ${custom[k]?.category} (esperado ${want})`);
  }
});
console.log(
  `sonda default      ${String(PROBE_CASES.length).padStart(5)}  ${(ok / PROBE_CASES.length).toFixed(3)}`,
);
console.log(`sonda lista própria ${String(customN).padStart(4)}  ${(customOk / customN).toFixed(3)}`);
