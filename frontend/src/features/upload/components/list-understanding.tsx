import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import type { CategoryNumber, CustomCategory } from '#shared/categories';
import { CONCEPT_GUIDE } from '#shared/engine/concept-guide';
import { type ConceptId, conceptIndex, isConceptId } from '#shared/engine/concepts';
import {
  conceptTargets,
  type ListAdjustments,
  shownConcepts,
  understandList,
} from '#shared/engine/list-mapping';
import { Button } from '@/components/ui/button';
import { CategoryBadge } from '@/components/ui/category-badge';
import { SelectField } from '@/components/ui/select-field';

const joinPt = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;

/** Example lines shown under a category: enough to recognize what it receives. */
const EXAMPLES_SHOWN = 3;

/**
 * 'Como sua lista será usada': what each of the user's categories will receive, computed from the targets the
 * engine files lines by (shared/engine/list-mapping.ts), with lines of a statement as examples, and a way to move
 * any kind of line to another of the user's categories before processing.
 */
export function ListUnderstanding({
  categories,
  adjustments,
  onAdjust,
  disabled,
}: {
  categories: readonly CustomCategory[];
  adjustments: ListAdjustments;
  onAdjust: (adjustments: ListAdjustments) => void;
  disabled: boolean;
}) {
  const id = useId();
  const understood = understandList(categories, adjustments);
  const targets = conceptTargets(categories, adjustments);
  const base = conceptTargets(categories);
  // What can be moved: what the list's own reading shows, and whatever the user moved already.
  const movable = [...new Set([...shownConcepts(base), ...(Object.keys(adjustments) as ConceptId[])])].filter(
    isConceptId,
  );
  const options = categories.map((entry) => ({
    value: String(entry.number),
    label: `${entry.name} (${entry.number})`,
  }));
  const adjusted = Object.keys(adjustments).length > 0;

  const move = (concept: ConceptId, value: string) => {
    // The option's value is the number as text: an account code is text already.
    const number = categories.find((entry) => String(entry.number) === value)?.number;
    if (number === undefined) return;
    const next: Partial<Record<ConceptId, CategoryNumber>> = { ...adjustments };
    // Moved back to where the list's names put it: no adjustment left.
    if (categories[base[conceptIndex(concept)] as number]?.number === number) delete next[concept];
    else next[concept] = number;
    onAdjust(next);
  };

  return (
    <section className="mt-4 rounded-lg border border-slate-200 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        Como sua lista será usada
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Cada tipo de lançamento que a Categoriza reconhece vai para uma das suas categorias. Veja o que cada
        uma vai receber, com exemplos de linhas de extrato.
      </p>
      <ul className="mt-3 flex flex-col gap-3 text-sm" data-testid="list-understanding">
        {understood.map(({ category, concepts }) => {
          const examples = concepts.flatMap((concept) => concept.examples).slice(0, EXAMPLES_SHOWN);
          return (
            <li key={category.number} className="min-w-0" data-testid="list-understanding-item">
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <CategoryBadge category={category.name} number={category.number} />
                <span className="text-slate-700">
                  {concepts.length > 0
                    ? `recebe ${joinPt(concepts.map((concept) => concept.label))}`
                    : 'não recebe nenhum tipo (só por regra sua)'}
                </span>
              </div>
              {examples.length > 0 && (
                <p className="mt-1 break-words text-xs text-slate-500">
                  ex.:{' '}
                  {examples.map((example, index) => (
                    <span key={example.line}>
                      {index > 0 && ', '}
                      <span className="font-mono">{example.line}</span>
                    </span>
                  ))}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-indigo-800">Ajustar</summary>
        <p className="mt-2 text-sm text-slate-600">Escolha para qual das suas categorias vai cada tipo.</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {movable.map((concept) => (
            <SelectField
              key={concept}
              label={`${CONCEPT_GUIDE[concept].label} vai para`}
              options={options}
              disabled={disabled}
              value={String(categories[targets[conceptIndex(concept)] as number]?.number ?? '')}
              onChange={(event) => move(concept, event.currentTarget.value)}
            />
          ))}
        </div>
        {adjusted && (
          <Button variant="outline" className="mt-3" disabled={disabled} onClick={() => onAdjust({})}>
            <Undo2 className="size-4" aria-hidden />
            Desfazer ajustes
          </Button>
        )}
      </details>
    </section>
  );
}
