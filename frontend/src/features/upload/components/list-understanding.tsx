import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import {
  type CategoryNumber,
  type CustomCategory,
  DEFAULT_CATEGORIES,
  type DefaultCategory,
} from '#shared/categories';
import { conceptIndex } from '#shared/engine/concepts';
import { conceptTargets, type ListAdjustments, understandList } from '#shared/engine/list-mapping';
import { Button } from '@/components/ui/button';
import { CategoryBadge } from '@/components/ui/category-badge';
import { SelectField } from '@/components/ui/select-field';

const joinPt = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;

/**
 * 'Como sua lista será usada': what each of the user's categories receives of the product's 24 categories, in
 * plain pt-BR, and a way to move any of them to another of the user's categories before processing.
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
  const options = categories.map((entry) => ({
    value: String(entry.number),
    label: `${entry.name} (${entry.number})`,
  }));
  const adjusted = Object.keys(adjustments).length > 0;

  const move = (name: DefaultCategory, value: string) => {
    // The option's value is the number as text: an account code is text already.
    const number = categories.find((entry) => String(entry.number) === value)?.number;
    if (number === undefined) return;
    const base = conceptTargets(categories)[conceptIndex(name)];
    const next: Partial<Record<DefaultCategory, CategoryNumber>> = { ...adjustments };
    // Moved back to where the list's names put it: no adjustment left.
    if (categories[base as number]?.number === number) delete next[name];
    else next[name] = number;
    onAdjust(next);
  };

  return (
    <section className="mt-4 rounded-lg border border-slate-200 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        Como sua lista será usada
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        A Categoriza conhece 24 tipos de gasto e de receita; cada um vai para uma das suas categorias.
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm" data-testid="list-understanding">
        {understood.map(({ category, defaults }) => (
          <li key={category.number} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <CategoryBadge category={category.name} number={category.number} />
            <span className="text-slate-700">
              {defaults.length > 0
                ? `recebe ${joinPt(defaults)}`
                : 'não recebe nenhum tipo (só por regra sua)'}
            </span>
          </li>
        ))}
      </ul>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-indigo-800">Ajustar</summary>
        <p className="mt-2 text-sm text-slate-600">Escolha para qual das suas categorias vai cada tipo.</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {DEFAULT_CATEGORIES.map((name) => (
            <SelectField
              key={name}
              label={`${name} vai para`}
              options={options}
              disabled={disabled}
              value={String(categories[targets[conceptIndex(name)] as number]?.number ?? '')}
              onChange={(event) => move(name, event.currentTarget.value)}
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
