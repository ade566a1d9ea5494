/**
 * Accuracy of the categorization engine on the held-out part of dev.csv (every fifth row, never trained on)
 * with the default categories and in every custom list of scenarios.json and lists-extra.json, and on
 * real-nubank.csv, as counted in data/categorization/README.md; and how far its confidence can be trusted:
 * per set, the lines at or above the hybrid threshold (HYBRID_CONFIDENCE_THRESHOLD, lambdas/config.ts) and
 * their accuracy, and those below it.
 *
 *   npm run bench:accuracy [-- --mistakes] [-- --train] [-- --heldout]
 *
 * `--heldout` also scores the lists of data/categorization/heldout*.json (lists kept apart to
 * check that list mapping generalizes; same shape as lists-extra.json). Only then are those files read.
 */

import { ConfigSchema } from '#lambdas/config';
import type { CustomCategory } from '#shared/categories';
import { createEngine } from '#shared/engine/engine';
import {
  type DevRow,
  isHeldOut,
  loadBusinessLines,
  loadDev,
  loadKindsWithout,
  loadLists,
  loadRealNubank,
  loadScenarios,
  type Scenario,
} from './engine/dataset.ts';
import { TARGETS } from './engine/evaluate.ts';

const showMistakes = process.argv.includes('--mistakes');
const withHeldout = process.argv.includes('--heldout');
const which = process.argv.includes('--train') ? 'train' : 'holdout';
const THRESHOLD = ConfigSchema.shape.HYBRID_CONFIDENCE_THRESHOLD.parse(undefined) as number;

/**
 * Targets of the issue on list mapping, over those of scripts/engine/evaluate.ts (the accuracy test's): the
 * defaults, the template and the first lists; any other list, by kind (a company chart when it scores
 * business rows by their empresa label).
 */
const ISSUE_TARGETS: Readonly<Record<string, number>> = {
  'dev-holdout/default': 0.95,
  'dev-holdout/template': 0.97,
  'dev-holdout/casa': 0.95,
  'dev-holdout/empresa': 0.89,
  'real-nubank/template': 0.75,
};
const PERSONAL_LIST_TARGET = 0.9;
const COMPANY_CHART_TARGET = 0.85;
/** Business lines (business-lines.csv, and the blind heldout-empresa-lines.csv) in a company's chart (issue 23). */
const BUSINESS_LINES_TARGET = 0.92;
/** Share of right answers among lines at or above the threshold (issue 7). */
const CALIBRATION_TARGETS: Readonly<Record<string, number>> = {
  'dev-holdout/default': 0.95,
  'real-nubank/template': 0.9,
};

interface Case {
  readonly description: string;
  readonly expected: string;
  readonly accept: (predicted: string) => boolean;
  /** The direction of the line's money, when the set says it (a statement's sign). */
  readonly direction?: 'in' | 'out';
}

interface Result {
  readonly set: string;
  readonly list: string;
  readonly origin: string;
  readonly n: number;
  readonly accuracy: number;
  readonly target: number | undefined;
  /** Lines at or above the threshold: share of all, accuracy; and accuracy of those below. */
  readonly sure: { share: number; accuracy: number; below: number };
  readonly confusions: string;
  readonly mistakes: readonly string[];
}

const engine = createEngine();

function score(
  set: string,
  list: string,
  origin: string,
  target: number | undefined,
  cases: readonly Case[],
  categories?: readonly CustomCategory[],
): Result {
  const predictions = engine.categorize(
    cases.map((item) => item.description),
    categories,
    cases.map((item) => (item.direction ? { direction: item.direction } : undefined)),
  );
  let right = 0;
  let sure = 0;
  let sureRight = 0;
  const confusion = new Map<string, number>();
  const mistakes: string[] = [];
  cases.forEach((item, k) => {
    const prediction = predictions[k] as { category: string; confidence: number; reason: string };
    const ok = item.accept(prediction.category);
    if (ok) right++;
    if (prediction.confidence >= THRESHOLD) {
      sure++;
      if (ok) sureRight++;
    }
    if (!ok) {
      const key = `${item.expected} → ${prediction.category}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      mistakes.push(
        `${item.description}${item.direction ? ` (${item.direction})` : ''}  [esperado ${item.expected}, obtido ${prediction.category} (${prediction.confidence}); ${prediction.reason}]`,
      );
    }
  });
  const n = cases.length;
  const below = n - sure;
  return {
    set,
    list,
    origin,
    n,
    accuracy: n === 0 ? 0 : right / n,
    target,
    sure: {
      share: n === 0 ? 0 : sure / n,
      accuracy: sure === 0 ? 1 : sureRight / sure,
      below: below === 0 ? 1 : (right - sureRight) / below,
    },
    confusions: [...confusion.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([key, count]) => `${key} (${count})`)
      .join('; '),
    mistakes,
  };
}

/**
 * The dev rows a list is scored on, and how: personal rows by the default categories each custom category
 * takes (`from`); business rows by their empresa label, through `fromEmpresa` when the list has it, as
 * they are when the list has neither (the empresa chart itself), else by `from` like personal rows.
 */
function listCases(rows: readonly DevRow[], list: Scenario): Case[] {
  const { from, fromEmpresa } = list;
  const cases: Case[] = [];
  for (const row of rows) {
    if (row.kind === 'empresa' && fromEmpresa) {
      const expected =
        Object.keys(fromEmpresa).find((name) => fromEmpresa[name]?.includes(row.empresa)) ?? '?';
      cases.push({
        description: row.description,
        expected,
        accept: (p) => fromEmpresa[p]?.includes(row.empresa) ?? false,
      });
    } else if (row.kind === 'empresa' && !from) {
      cases.push({ description: row.description, expected: row.empresa, accept: (p) => p === row.empresa });
    } else if (from) {
      const acceptable = new Set([row.category, ...row.also]);
      const expected = Object.keys(from).find((name) => from[name]?.includes(row.category)) ?? '?';
      cases.push({
        description: row.description,
        expected,
        accept: (p) => (from[p] ?? []).some((category) => acceptable.has(category)),
      });
    }
  }
  return cases;
}

/** Lists kept apart (data/categorization/README.md), read only with --heldout. */
const HELDOUT_FILES = [
  'heldout.json',
  'heldout-2.json',
  'heldout-3.json',
  'heldout-4.json',
  'heldout-5.json',
  'heldout-6.json',
  'heldout-7.json',
  'heldout-8.json',
  'heldout-9.json',
  'heldout-10.json',
  'heldout-11.json',
  'heldout-12.json',
  'heldout-13.json',
] as const;

const isCompanyChart = (list: Scenario) =>
  !list.mixed && (list.fromEmpresa !== undefined || list.from === undefined);

function targetOf(set: string, list: string, origin: string, company: boolean): number | undefined {
  const key = `${set}/${list}`;
  const known = [TARGETS[key], ISSUE_TARGETS[key]].filter((value): value is number => value !== undefined);
  const byKind = origin === 'lists-extra.json' || origin.startsWith('heldout');
  if (known.length > 0 && !byKind) return Math.max(...known);
  if (set !== 'dev-holdout' || origin === 'taxonomy.json' || origin === 'real-nubank.csv') return undefined;
  return company ? COMPANY_CHART_TARGET : PERSONAL_LIST_TARGET;
}

const rows = loadDev().filter((row) => (which === 'holdout' ? isHeldOut(row) : !isHeldOut(row)));
const EMPRESA_LABELS = new Set(rows.flatMap((row) => (row.kind === 'empresa' ? [row.empresa] : [])));
/**
 * Whether dev.csv's labels can score a list: it says which defaults or empresa labels each name takes, or its names
 * are those labels (the empresa chart). A chart that says only which kinds of business line each account takes
 * (`fromKind`) is scored on business lines alone.
 */
const readsDevLabels = (list: Scenario) =>
  list.from !== undefined ||
  list.fromEmpresa !== undefined ||
  [...EMPRESA_LABELS].every((label) => list.categories.some((category) => category.name === label));
const set = which === 'holdout' ? 'dev-holdout' : 'dev-train';
const results: Result[] = [];
results.push(
  score(
    set,
    'default',
    'taxonomy.json',
    targetOf(set, 'default', 'taxonomy.json', false),
    rows.map((row) => ({
      description: row.description,
      expected: row.category,
      accept: (p) => p === row.category || row.also.includes(p),
    })),
  ),
);
const sources: [string, Scenario[]][] = [
  ['scenarios.json', loadScenarios()],
  ['lists-extra.json', loadLists('lists-extra.json')],
];
if (withHeldout) {
  for (const file of HELDOUT_FILES) sources.push([file, loadLists(file)]);
}
for (const [origin, lists] of sources) {
  for (const list of lists) {
    if (!readsDevLabels(list)) continue;
    const company = isCompanyChart(list);
    // A company chart is scored on business rows, as the empresa chart is; when its author also said where
    // personal spending goes in it, that score is printed apart, without a target (a matter of taste).
    const scored = company && list.from ? rows.filter((row) => row.kind === 'empresa') : rows;
    results.push(
      score(
        set,
        list.name,
        origin,
        targetOf(set, list.name, origin, company),
        listCases(scored, list),
        list.categories,
      ),
    );
    if (scored !== rows) {
      results.push(
        score(set, `${list.name}+pessoal`, origin, undefined, listCases(rows, list), list.categories),
      );
    }
  }
}
/**
 * Business lines in the company charts that say which kinds each account takes (`fromKind`): the labeled lines
 * with the known charts; with --heldout, the blind lines with the blind charts (heldout-empresa.json).
 */
function kindCases(lines: ReturnType<typeof loadBusinessLines>, list: Scenario): Case[] {
  const fromKind = list.fromKind ?? {};
  const takes = (name: string, kind: string) => fromKind[name]?.includes(kind) ?? false;
  const accounts = Object.keys(fromKind);
  // A kind no account takes goes to the chart's catch-all, the account of general expenses (issue 23: "what
  // nothing names goes to the chart's catch-all"), or where an accountant books it without an account of its own
  // (business-kinds.json, `without`: the applications with the own transfers...).
  const kindsOf = (kind: string): readonly string[] =>
    accounts.some((name) => takes(name, kind)) ? [kind] : [CATCH_ALL_KIND, ...(WITHOUT.get(kind) ?? [])];
  return lines.map((line) => {
    const kinds = kindsOf(line.kind);
    const right = (name: string) => kinds.some((kind) => takes(name, kind));
    return {
      description: line.description,
      direction: line.direction,
      expected: accounts.find(right) ?? `? (${line.kind})`,
      accept: right,
    };
  });
}
/** The kind of the general expenses, which a chart's catch-all takes (business-kinds.json). */
const CATCH_ALL_KIND = 'despesas-gerais';
const WITHOUT = loadKindsWithout();
const businessSets: [string, string, Scenario[]][] = [
  [
    'empresa-linhas',
    'business-lines.csv',
    sources.flatMap(([, lists]) => lists).filter((list) => list.fromKind !== undefined),
  ],
];
/** The blind company sets (data/categorization/README.md): rows empresa-cego, empresa-cego-2, ... */
const BLIND_COMPANY_SETS = 31;
if (withHeldout) {
  for (let n = 1; n <= BLIND_COMPANY_SETS; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const prefix = n === 1 ? 'cego' : `cego${n}`;
    businessSets.push([
      `empresa-cego${suffix}`,
      `heldout-empresa${suffix}-lines.csv`,
      loadLists(`heldout-empresa${suffix}.json`).map((list) => ({ ...list, name: `${prefix}:${list.name}` })),
    ]);
  }
}
for (const [set, file, lists] of businessSets) {
  const lines = loadBusinessLines(file);
  for (const list of lists) {
    // A freelancer's list that mixes the household and the business keeps the household's meaning of its names:
    // printed, without the company charts' target.
    const target = list.mixed ? undefined : BUSINESS_LINES_TARGET;
    results.push(score(set, list.name, file, target, kindCases(lines, list), list.categories));
  }
}

const template = loadScenarios().find((scenario) => scenario.name === 'template') as Scenario;
results.push(
  score(
    'real-nubank',
    'template',
    'real-nubank.csv',
    targetOf('real-nubank', 'template', 'real-nubank.csv', false),
    loadRealNubank().map((row) => ({
      description: row.description,
      expected: row.template,
      accept: (p) => p === row.template,
    })),
    template.categories,
  ),
);

const pad = (text: string, width: number) => text.padEnd(width);
const listWidth = Math.max(19, ...results.map((result) => result.list.length + 2));
const setWidth = Math.max(13, ...results.map((result) => result.set.length + 1));
const originWidth = Math.max(18, ...results.map((result) => result.origin.length + 1));
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  `${pad('conjunto', setWidth)}${pad('lista', listWidth)}${pad('origem', originWidth)}${pad('n', 5)}${pad('acurácia', 10)}${pad('meta', 7)}${pad(`conf≥${THRESHOLD}: parte/acerto`, 25)}${pad('abaixo', 8)}principais confusões`,
);
let failed = false;
for (const result of results) {
  const key = `${result.set}/${result.list}`;
  const ok = result.target === undefined || result.accuracy >= result.target;
  const calibration = CALIBRATION_TARGETS[key];
  const calibrated = calibration === undefined || result.sure.accuracy >= calibration;
  if (!ok || !calibrated) failed = true;
  const target = result.target === undefined ? '-' : `${result.target.toFixed(2)}${ok ? '' : '!'}`;
  const sure = `${percent(result.sure.share)} / ${percent(result.sure.accuracy)}${calibrated ? '' : '!'}`;
  console.log(
    `${pad(result.set, setWidth)}${pad(result.list, listWidth)}${pad(result.origin, originWidth)}${pad(String(result.n), 5)}${pad(result.accuracy.toFixed(3), 10)}${pad(target, 7)}${pad(sure, 25)}${pad(percent(result.sure.below), 8)}${result.confusions}`,
  );
  if (showMistakes) for (const mistake of result.mistakes) console.log(`    ${mistake}`);
}
console.log(
  `\nCalibração (meta: acerto ≥ ${Object.entries(CALIBRATION_TARGETS)
    .map(([key, value]) => `${percent(value)} em ${key}`)
    .join(', ')} entre as linhas com confiança ≥ ${THRESHOLD}, o limiar do modo híbrido):`,
);
for (const key of Object.keys(CALIBRATION_TARGETS)) {
  const result = results.find((candidate) => `${candidate.set}/${candidate.list}` === key);
  if (!result) continue;
  console.log(
    `  ${key}: ${percent(result.sure.share)} das linhas com confiança ≥ ${THRESHOLD}, acerto ${percent(result.sure.accuracy)}; abaixo: ${percent(1 - result.sure.share)} das linhas, acerto ${percent(result.sure.below)}`,
  );
}
if (failed) process.exitCode = 1;
