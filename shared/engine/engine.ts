import { DEFAULT_CATEGORIES as DEFAULTS } from './taxonomy.ts';

export interface CustomCategory {
  name: string;
  number: number;
}

export interface EngineResult {
  category: string;
  categoryNumber?: number;
  confidence: number;
  reason: string;
}

export interface Engine {
  categorize(descriptions: readonly string[], customCategories?: readonly CustomCategory[]): EngineResult[];
}

export const DEFAULT_CATEGORIES: readonly string[] = DEFAULTS;

// Minimal first version: a handful of keywords. Replaced by the full engine.
const KEYWORDS: ReadonlyArray<readonly [string, string]> = [
  ['ifood', 'Alimentação'],
  ['restaurante', 'Alimentação'],
  ['padaria', 'Alimentação'],
  ['supermercado', 'Supermercado'],
  ['mercado', 'Supermercado'],
  ['uber', 'Transporte'],
  ['posto', 'Combustível'],
  ['farmacia', 'Saúde'],
  ['drogaria', 'Saúde'],
  ['netflix', 'Assinaturas'],
  ['spotify', 'Assinaturas'],
  ['amazon', 'Compras'],
  ['pix', 'Transferências'],
];

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function pickCustom(category: string, custom: readonly CustomCategory[]): CustomCategory {
  const wanted = fold(category);
  const exact = custom.find((c) => fold(c.name) === wanted);
  if (exact) return exact;
  const other = custom.find((c) => /outr|divers|demais/.test(fold(c.name)));
  return other ?? (custom[custom.length - 1] as CustomCategory);
}

export function createEngine(): Engine {
  return {
    categorize(descriptions, customCategories) {
      return descriptions.map((description) => {
        const text = fold(description);
        const hit = KEYWORDS.find(([word]) => text.includes(word));
        const category = hit ? hit[1] : 'Outros';
        const reason = hit ? `palavra-chave "${hit[0]}"` : 'sem correspondência';
        const confidence = hit ? 0.6 : 0.2;
        if (customCategories && customCategories.length > 0) {
          const chosen = pickCustom(category, customCategories);
          return { category: chosen.name, categoryNumber: chosen.number, confidence, reason };
        }
        return { category, confidence, reason };
      });
    },
  };
}
