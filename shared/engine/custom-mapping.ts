import { type CustomCategory, DEFAULT_CATEGORIES, TEMPLATE_OF } from '../categories.ts';
import { fold, foldedWords } from '../fold.ts';
import { CONCEPTS, type Concept } from './concepts.ts';

/** Words that mark a list's catch-all category ('Outros', 'Diversos', 'Outras Despesas', ...). */
const CATCH_ALL_STEMS = [
  'outro',
  'outra',
  'diverso',
  'diversa',
  'demais',
  'geral',
  'gerais',
  'variado',
  'miscel',
  'avulso',
];
const CATCH_ALL_PHRASES = ['sem categoria', 'nao categorizad', 'nao classificad', 'a classificar'];

function stemMatches(stem: string, words: readonly string[]): boolean {
  const parts = stem.split(/[\s-]+/);
  if (parts.length === 1) {
    return words.some((word) => (stem.length <= 3 ? word === stem : word.startsWith(stem)));
  }
  for (let start = 0; start + parts.length <= words.length; start++) {
    let all = true;
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k] as string;
      const word = words[start + k] as string;
      if (!(k === parts.length - 1 ? word.startsWith(part) : word === part)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

export function isCatchAll(name: string): boolean {
  const words = foldedWords(name);
  return (
    CATCH_ALL_STEMS.some((stem) => stemMatches(stem, words)) ||
    CATCH_ALL_PHRASES.some((phrase) => stemMatches(phrase, words))
  );
}

const byId = new Map(CONCEPTS.map((concept) => [concept.id, concept]));

// Budget methods group categories by need, not by kind (the 50/30/20 rule: essentials,
// lifestyle, investments). A concept that no name claims looks for its group last.
const ESSENTIAL = [
  'essencia',
  'necessidade',
  'necessario',
  'basic',
  'fixa',
  'fixo',
  'obrigatori',
  'sobrevivencia',
];
const LIFESTYLE = [
  'estilo de vida',
  'desejo',
  'superflu',
  'variave',
  'lifestyle',
  'qualidade de vida',
  'prazer',
  'livre',
];
const BUDGET_GROUPS: Readonly<Record<string, readonly string[]>> = {
  Supermercado: ESSENTIAL,
  Moradia: ESSENTIAL,
  'Contas e Serviços': ESSENTIAL,
  Saúde: ESSENTIAL,
  Transporte: ESSENTIAL,
  Combustível: ESSENTIAL,
  Educação: ESSENTIAL,
  'Impostos e Taxas': ESSENTIAL,
  Seguros: ESSENTIAL,
  'Tarifas Bancárias': ESSENTIAL,
  'Empréstimos e Financiamentos': ESSENTIAL,
  Alimentação: LIFESTYLE,
  Lazer: LIFESTYLE,
  Assinaturas: LIFESTYLE,
  Compras: LIFESTYLE,
  Viagem: LIFESTYLE,
  'Cuidados Pessoais': LIFESTYLE,
  Pets: LIFESTYLE,
  Doações: LIFESTYLE,
};

/** Index of the best category of the list for tiers of stems, by tier, then by the fewest extra words. */
function bestByName(
  tiers: readonly (readonly string[])[],
  lists: readonly (readonly string[])[],
): number | undefined {
  for (const tier of tiers) {
    let best: number | undefined;
    let bestScore = -1;
    lists.forEach((words, index) => {
      const hits = tier.filter((stem) => stemMatches(stem, words)).length;
      if (hits === 0) return;
      // More stems of the tier matched, and fewer words in the name, mean a closer name.
      const score = hits * 100 - words.length;
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best !== undefined) return best;
  }
  return undefined;
}

const DEFAULT_NAMES = new Set<string>(DEFAULT_CATEGORIES.map((name) => fold(name)));

/**
 * A list made only of the product's own names (the downloadable template, or a subset of
 * the 24 defaults): the taxonomy says where each default category goes, so follow it
 * (Pets and Lazer go to Outros in the template, not to Compras or Assinaturas).
 */
function mapByTaxonomy(categories: readonly CustomCategory[]): number[] | undefined {
  const folded = categories.map((category) => fold(category.name.trim()));
  if (!folded.every((name) => DEFAULT_NAMES.has(name))) return undefined;
  const position = new Map(folded.map((name, index) => [name, index]));
  const catchAll = position.get('outros');
  return CONCEPTS.map((concept) => {
    const own = position.get(fold(concept.category));
    if (own !== undefined) return own;
    const template = position.get(fold(TEMPLATE_OF[concept.category]));
    if (template !== undefined) return template;
    return catchAll ?? categories.length - 1;
  });
}

/**
 * For each concept of the engine, the index of the user's category that takes it: the
 * category whose name means it (by tiers of synonyms), else its parent's, else the list's
 * catch-all, else the last category of the list.
 */
export function mapConceptsToCategories(categories: readonly CustomCategory[]): number[] {
  const byTaxonomy = mapByTaxonomy(categories);
  if (byTaxonomy) return byTaxonomy;
  const lists = categories.map((category) => foldedWords(category.name));
  const catchAll = categories.findIndex((category) => isCatchAll(category.name));
  const fallback = catchAll >= 0 ? catchAll : categories.length - 1;
  // The concept's own names, then its parent's (fuel → transport), and only then its budget
  // group: "Carro" takes fuel before "Contas fixas" does.
  const byNames = (concept: Concept, depth: number): number | undefined => {
    const direct = bestByName(concept.names, lists);
    if (direct !== undefined && direct !== catchAll) return direct;
    const parent = concept.parent === undefined ? undefined : byId.get(concept.parent);
    return parent && depth < 4 ? byNames(parent, depth + 1) : undefined;
  };
  const resolve = (concept: Concept): number => {
    if (concept.id === 'Outros') return fallback;
    const named = byNames(concept, 0);
    if (named !== undefined) return named;
    const group = BUDGET_GROUPS[concept.id];
    const grouped = group === undefined ? undefined : bestByName([group], lists);
    if (grouped !== undefined && grouped !== catchAll) return grouped;
    return fallback;
  };
  return CONCEPTS.map((concept) => resolve(concept));
}
