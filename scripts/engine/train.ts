/**
 * Rebuilds shared/engine/model.generated.json: a naive Bayes model over the engine's own
 * features, trained on lines synthesized from the lexicon and on the dev rows that are not
 * held out. Deterministic (fixed seed, sorted iteration): run it twice, get the same file.
 *
 *   npm run engine:train
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONCEPT_IDS, conceptIndex, isConceptId } from '../../shared/engine/concepts.ts';
import { extractFeatures } from '../../shared/engine/features.ts';
import { type ModelArtefact, packTables } from '../../shared/engine/model.ts';
import { normalizeDescription } from '../../shared/engine/normalize.ts';
import { type DevRow, devConcept, isHeldOut, loadDev } from './dataset.ts';
import { type Example, synthesize } from './synthesize.ts';

const SEED = 20240521;
const PER_NAME = 6;
const DEV_WEIGHT = 3;
const ALPHA = 0.3;
const MIN_COUNT = 2;
const TEMPERATURE = 6;

/** Synthetic lines plus the given labeled rows (by default the dev rows not held out), weighted. */
export function trainingExamples(
  rows: readonly DevRow[] = loadDev().filter((row) => !isHeldOut(row)),
): Example[] {
  const dev = rows.map((row) => ({ text: row.description, concept: devConcept(row), real: true }));
  const weighted: Example[] = [];
  for (let k = 0; k < DEV_WEIGHT; k++) weighted.push(...dev);
  return [...synthesize(SEED, PER_NAME), ...weighted];
}

export function train(examples: readonly Example[]): ModelArtefact {
  const concepts = [...CONCEPT_IDS];
  // Each example's concept as its index, checked once: the examples are data.
  const conceptOf = examples.map((example) => {
    if (!isConceptId(example.concept)) throw new Error(`Unknown concept ${example.concept}`);
    return conceptIndex(example.concept);
  });
  const counts = new Map<number, Float64Array>();
  const totals = new Float64Array(concepts.length);
  const docs = new Float64Array(concepts.length);
  for (const [k, example] of examples.entries()) {
    const concept = conceptOf[k] as number;
    docs[concept] = (docs[concept] as number) + 1;
    for (const feature of extractFeatures(normalizeDescription(example.text))) {
      let row = counts.get(feature);
      if (!row) {
        row = new Float64Array(concepts.length);
        counts.set(feature, row);
      }
      row[concept] = (row[concept] as number) + 1;
    }
  }
  const kept = [...counts.entries()]
    .filter(([, row]) => row.reduce((sum, value) => sum + value, 0) >= MIN_COUNT)
    .sort(([a], [b]) => a - b);
  for (const [, row] of kept) {
    for (let c = 0; c < row.length; c++) totals[c] = (totals[c] as number) + (row[c] as number);
  }
  const vocabulary = kept.length;
  const unseen = concepts.map((_, c) => Math.log(ALPHA / ((totals[c] as number) + ALPHA * vocabulary)));
  // Prior: how often each concept occurs among real statement lines, estimated from the labeled
  // training rows (add-one smoothed), not from the synthetic data, whose class sizes are arbitrary.
  const lineCounts = new Float64Array(concepts.length).fill(1);
  for (const [k, example] of examples.entries()) {
    if (!example.real) continue;
    const concept = conceptOf[k] as number;
    lineCounts[concept] = (lineCounts[concept] as number) + 1;
  }
  const lineTotal = lineCounts.reduce((sum, value) => sum + value, 0);
  const bias = concepts.map(
    (_, c) => Math.round(Math.log((lineCounts[c] as number) / lineTotal) * 10000) / 10000,
  );
  const keys: number[] = [];
  const offsets: number[] = [0];
  const classes: number[] = [];
  const gains: number[] = [];
  for (const [feature, row] of kept) {
    keys.push(feature);
    row.forEach((value, concept) => {
      if (value > 0) {
        classes.push(concept);
        gains.push(Math.round(Math.log((value + ALPHA) / ALPHA) * 1000));
      }
    });
    offsets.push(classes.length);
  }
  return {
    version: 1,
    concepts,
    bias,
    unseen: unseen.map((v) => Math.round(v * 10000) / 10000),
    temperature: TEMPERATURE,
    rows: keys.length,
    entries: classes.length,
    tables: packTables(keys, offsets, gains, classes),
  };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const started = performance.now();
  const examples = trainingExamples();
  const artefact = train(examples);
  const target = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/engine/model.generated.json');
  const json = JSON.stringify(artefact);
  writeFileSync(target, `${json}\n`);
  console.log(
    `Treinado com ${examples.length} exemplos, ${artefact.rows} atributos, ` +
      `${(json.length / 1024 / 1024).toFixed(2)} MB em ${Math.round(performance.now() - started)} ms → ${target}`,
  );
}
