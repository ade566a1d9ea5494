import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CustomCategory } from '#shared/categories';
import { CONCEPT_GUIDE } from '#shared/engine/concept-guide';
import { CONCEPTS, conceptIndex } from '#shared/engine/concepts';
import { createEngine } from '#shared/engine/engine';
import { conceptTargets, understandList } from '#shared/engine/list-mapping';
import type { LineHint } from '#shared/statements/source';
import {
  DATA_DIR,
  loadDev,
  loadLists,
  loadRealNubank,
  loadScenarios,
  parseCategoryFile,
  parseCsv,
} from '../../../scripts/engine/dataset.ts';

/*
 * "Como sua lista será usada" is the truth: for every list in data/categorization (and the worked example's chart
 * of accounts), a category the preview says receives nothing gets no line, whatever the line and its direction,
 * and every example line the preview shows lands in the category it is shown under. This reads the held-out
 * lists too: it checks only that the preview and the results agree, never how right either is.
 */

const engine = createEngine();

const lists: { name: string; categories: readonly CustomCategory[] }[] = [
  ...loadScenarios(),
  ...readdirSync(DATA_DIR)
    .filter((file) => file.endsWith('.json') && file !== 'scenarios.json' && file !== 'taxonomy.json')
    .flatMap((file) => (file === 'business-kinds.json' ? [] : loadLists(file))),
];
const chart = resolve(DATA_DIR, '../statements/empresa/plano-de-contas.csv');
if (existsSync(chart)) {
  lists.push({ name: 'empresa/plano-de-contas', categories: parseCategoryFile(readFileSync(chart, 'utf8')) });
}

/** Lines of every kind: personal and business, card bills, and companies' statements, each in both directions. */
const lines = [
  ...loadDev().map((row) => row.description),
  ...loadRealNubank().map((row) => row.description),
  ...['business-lines.csv', 'heldout-empresa-lines.csv']
    .filter((file) => existsSync(resolve(DATA_DIR, file)))
    .flatMap((file) =>
      parseCsv(readFileSync(resolve(DATA_DIR, file), 'utf8'))
        .slice(1)
        .map(([description = '']) => description),
    ),
];
const HINTS: (LineHint | undefined)[] = [undefined, { direction: 'in' }, { direction: 'out' }];

describe('the preview of a list is what the engine does with it', () => {
  it('reads more than a few lists and lines', () => {
    expect(lists.length).toBeGreaterThan(30);
    expect(lines.length).toBeGreaterThan(1800);
  });

  it.each(lists.map((list) => [list.name, list] as const))(
    '%s: a category said to receive nothing gets no line',
    (_, list) => {
      const empty = new Set(
        understandList(list.categories)
          .filter((entry) => entry.concepts.length === 0)
          .map((entry) => entry.category.name),
      );
      for (const hint of HINTS) {
        const results = engine.categorize(
          lines,
          list.categories,
          lines.map(() => hint),
        );
        const wrong = results.flatMap((result, k) =>
          empty.has(result.category) ? [`${lines[k]} (${hint?.direction ?? '-'}) → ${result.category}`] : [],
        );
        expect(wrong).toEqual([]);
      }
    },
  );

  it.each(lists.map((list) => [list.name, list] as const))(
    '%s: each example line lands where the preview shows it',
    (_, list) => {
      const understood = understandList(list.categories);
      const shownUnder = new Map(
        understood.flatMap((entry) =>
          entry.concepts.map((concept) => [concept.concept, entry.category.name]),
        ),
      );
      const targets = conceptTargets(list.categories);
      const wrong: string[] = [];
      for (const concept of CONCEPTS) {
        const where = list.categories[targets[conceptIndex(concept.id)] as number]?.name;
        // The preview shows the concept where it goes, or, when it goes with its default category, that category
        // there.
        expect(shownUnder.get(concept.id) ?? shownUnder.get(concept.category), concept.id).toBe(where);
        for (const example of CONCEPT_GUIDE[concept.id].examples) {
          const [result] = engine.categorize([example.line], list.categories, [
            { direction: example.direction },
          ]);
          if (result?.category !== where) wrong.push(`${example.line} → ${result?.category}, não ${where}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
