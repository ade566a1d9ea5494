import type { CustomCategory } from '#shared/categories';
import type { Engine, EngineResult } from '#shared/engine/engine';

/**
 * A stand-in for shared/engine/engine.ts in unit tests (the real engine is tested on its own and is still
 * changing): a few keywords, confidence 0.9 on a hit and 0.2 otherwise.
 */

const KEYWORDS: ReadonlyArray<readonly [string, string]> = [
  ['uber', 'Transporte'],
  ['ifood', 'Alimentação'],
  ['netflix', 'Assinaturas'],
  ['amazon', 'Compras'],
];

export function fakeCategorize(description: string, custom?: readonly CustomCategory[]): EngineResult {
  const hit = KEYWORDS.find(([word]) => description.toLowerCase().includes(word));
  const category = hit?.[1] ?? 'Outros';
  const confidence = hit ? 0.9 : 0.2;
  if (custom && custom.length > 0) {
    const chosen = custom.find((c) => c.name === category) ?? (custom[custom.length - 1] as CustomCategory);
    return { category: chosen.name, categoryNumber: chosen.number, confidence, reason: 'fake' };
  }
  return { category, confidence, reason: 'fake' };
}

export function fakeEngineModule() {
  return {
    createEngine: (): Engine => ({
      categorize: (descriptions, custom) => descriptions.map((d) => fakeCategorize(d, custom)),
    }),
  };
}
