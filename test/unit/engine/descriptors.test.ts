import { describe, expect, it } from 'vitest';
import { CONCEPT_IDS } from '#shared/engine/concepts';
import { nameParts, termKey } from '#shared/engine/custom-mapping';
import {
  ABBREVIATIONS,
  CATCH_ALL_PHRASES,
  CATCH_ALL_WORDS,
  DESCRIPTORS,
  GENERIC_WORDS,
  NAMES_AT_START,
  STOPWORDS,
} from '#shared/engine/descriptors';

// The data that says what the names of a user's category list mean (shared/engine/descriptors.ts).
describe('list-name descriptors', () => {
  const owners = new Map<string, string[]>();
  DESCRIPTORS.forEach((descriptor, index) => {
    for (const term of descriptor.terms) {
      const key = termKey(term);
      const where = `${term} (#${index} ${Object.keys(descriptor.claims).join('/') || descriptor.needs?.join('/')})`;
      owners.set(key, [...(owners.get(key) ?? []), where]);
    }
  });

  it('lists every term once: a word that names several concepts is one entry with several claims', () => {
    const twice = [...owners.entries()]
      .filter(([, where]) => where.length > 1)
      .map(([key, where]) => ({ key, where }));
    expect(twice).toEqual([]);
  });

  it('has no term the name splitter would cut ("e", "and", "&", "/", commas): such a term never matches', () => {
    const cut = DESCRIPTORS.flatMap((descriptor) => descriptor.terms).filter(
      (term) => nameParts(term).length !== 1,
    );
    expect(cut).toEqual([]);
  });

  it('has no term that normalizes to nothing (only stopwords)', () => {
    expect(owners.has('')).toBe(false);
  });

  it('gives every concept but Outros and transfer-in a name of its own', () => {
    const named = new Set(DESCRIPTORS.flatMap((descriptor) => Object.keys(descriptor.claims)));
    const unnamed = CONCEPT_IDS.filter((id) => !named.has(id) && id !== 'Outros' && id !== 'transfer-in');
    expect(unnamed).toEqual([]);
  });

  it('never takes a catch-all word or phrase, a generic word or a stopword for a concept name', () => {
    const conflicts = [...CATCH_ALL_WORDS, ...CATCH_ALL_PHRASES, ...GENERIC_WORDS]
      .map((word) => termKey(word))
      .filter((key) => owners.has(key));
    expect(conflicts).toEqual([]);
    // A stopword is dropped from a name, unless it opens a part and is one of NAMES_AT_START ("DAS e impostos").
    const stop = new Set(STOPWORDS.filter((word) => !NAMES_AT_START.includes(word)));
    expect(DESCRIPTORS.flatMap((descriptor) => descriptor.terms).filter((term) => stop.has(term))).toEqual(
      [],
    );
  });

  it('keeps catch-all words apart from generic words', () => {
    const generic = new Set(GENERIC_WORDS.map((word) => termKey(word)));
    expect(CATCH_ALL_WORDS.filter((word) => generic.has(termKey(word)))).toEqual([]);
  });

  it('expands abbreviations to words, not to other abbreviations or stopwords', () => {
    const stop = new Set(STOPWORDS);
    const bad = Object.entries(ABBREVIATIONS).filter(
      ([short, long]) => short === long || long in ABBREVIATIONS || stop.has(long),
    );
    expect(bad).toEqual([]);
  });
});
