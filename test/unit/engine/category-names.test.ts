import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '#shared/engine/concepts';
import { conceptsNamedBy, isCatchAll } from '#shared/engine/custom-mapping';

/*
 * 451 category names people give their lists (household budgets, budgeting apps, spreadsheets, English lists,
 * company charts), each with the default categories it would take, written apart from the engine's word lists
 * (category-names.json). A name is read right when one of the concepts it names most strongly belongs to one of
 * those categories; a household's list ignores the business concepts, as the mapping does.
 */
interface NameCase {
  readonly name: string;
  readonly kind: 'pessoal' | 'empresa';
  readonly takes: readonly string[];
}

const CASES = (
  JSON.parse(readFileSync(new URL('./category-names.json', import.meta.url), 'utf8')) as { names: NameCase[] }
).names;
const CATEGORY_OF = new Map(CONCEPTS.map((concept) => [concept.id, concept.category as string]));

function misread(kind: NameCase['kind']): string[] {
  return CASES.filter((item) => item.kind === kind)
    .filter(({ name, takes }) => {
      if (isCatchAll(name)) return true;
      const named = conceptsNamedBy(name).filter(
        (claim) => kind === 'empresa' || !claim.concept.startsWith('biz:'),
      );
      const top = named.filter((claim) => claim.weight === named[0]?.weight);
      return !top.some((claim) => takes.includes(CATEGORY_OF.get(claim.concept) as string));
    })
    .map(({ name }) => name);
}

describe('category names people use (written apart from the word lists)', () => {
  it('has a few hundred of them, household and company', () => {
    expect(CASES.filter((item) => item.kind === 'pessoal').length).toBeGreaterThanOrEqual(400);
    expect(CASES.filter((item) => item.kind === 'empresa').length).toBeGreaterThanOrEqual(50);
  });

  it.each([
    { kind: 'pessoal', most: 0.03, what: 'household names' },
    { kind: 'empresa', most: 0.05, what: 'company accounts' },
  ] as const)('misreads at most $most of the $what', ({ kind, most }) => {
    const wrong = misread(kind);
    const total = CASES.filter((item) => item.kind === kind).length;
    expect(wrong.length / total, wrong.join(' · ')).toBeLessThanOrEqual(most);
  });
});
