import { Download, Save, Tags } from 'lucide-react';
import { type ChangeEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SavedList } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';
import { categoriesTemplateCsv, chartTemplateCsv, parseCategoriesCsv } from '#shared/csv/categories-file';
import { UTF8_BOM } from '#shared/csv/export';
import type { ListAdjustments } from '#shared/engine/list-mapping';
import { CATEGORIES_FILE_MESSAGES } from '#shared/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { FilePicker } from '@/components/ui/file-picker';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { downloadText, readFileText } from '@/lib/files';
import { listSavedLists, saveList } from '@/lib/lists-api';

/** How a list is understood (the engine's name reading, its largest part): loaded when a list is. */
const ListUnderstanding = lazy(() =>
  import('./list-understanding').then((m) => ({ default: m.ListUnderstanding })),
);

export const CATEGORIES_TEMPLATE_FILENAME = 'modelo_categorias.csv';
export const CHART_TEMPLATE_FILENAME = 'modelo_plano_de_contas.csv';

const sameList = (a: readonly CustomCategory[], b: readonly CustomCategory[]) =>
  a.length === b.length && a.every((entry, k) => entry.name === b[k]?.name && entry.number === b[k]?.number);

/**
 * 'Categorias Personalizadas (Opcional)': template download, picker, preview (spec §2, §5). A list can be saved
 * to the account; the newest saved list is chosen by itself on the next upload, and can be changed or dropped.
 */
export function CategoriesBlock({
  categories,
  onChange,
  adjustments,
  onAdjust,
  disabled,
}: {
  categories: readonly CustomCategory[];
  /** A new list, with the adjustments it was saved with (none for a file). */
  onChange: (categories: CustomCategory[], adjustments?: ListAdjustments) => void;
  adjustments: ListAdjustments;
  onAdjust: (adjustments: ListAdjustments) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [loadedName, setLoadedName] = useState<string>();
  const [saved, setSaved] = useState<SavedList[]>([]);
  const [saving, setSaving] = useState(false);
  // What the page holds now (not when the request left): a list the user chose meanwhile, or a file being
  // processed, is never replaced by the saved one.
  const now = useRef({ categories, onChange, disabled });
  now.current = { categories, onChange, disabled };

  useEffect(() => {
    // The newest saved list is offered by itself, unless a list was already chosen.
    const controller = new AbortController();
    listSavedLists(controller.signal)
      .then(({ lists }) => {
        setSaved(lists);
        const newest = lists[0];
        if (newest && now.current.categories.length === 0 && !now.current.disabled) {
          now.current.onChange([...newest.categories], newest.adjustments ?? {});
          setLoadedName(newest.name);
        }
      })
      .catch(() => undefined); // saved lists are a convenience: the file picker still works
    return () => controller.abort();
  }, []);

  const active = saved.find((list) => sameList(list.categories, categories));

  const chooseSaved = (listId: string) => {
    const list = saved.find((candidate) => candidate.id === listId);
    if (!list) {
      onChange([]);
      return;
    }
    onChange([...list.categories], list.adjustments ?? {});
    setLoadedName(list.name);
  };
  const savedAdjustments = active?.adjustments ?? {};
  const adjustmentsSaved =
    Object.keys(savedAdjustments).length === Object.keys(adjustments).length &&
    Object.entries(adjustments).every(([name, number]) => savedAdjustments[name] === number);

  const saveToAccount = async () => {
    setSaving(true);
    try {
      const list = await saveList({
        name: active?.name ?? loadedName ?? 'categorias.csv',
        categories: [...categories],
        ...(Object.keys(adjustments).length > 0 ? { adjustments: { ...adjustments } } : {}),
      });
      setSaved((lists) => [list, ...lists.filter((candidate) => candidate.id !== list.id)]);
      toast.success('Lista salva na conta', {
        description: 'Ela será usada automaticamente nos próximos uploads.',
      });
    } catch (error) {
      toast.error('Lista não salva', {
        description: error instanceof Error ? error.message : CATEGORIES_FILE_MESSAGES.readFailedShort,
      });
    } finally {
      setSaving(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      onChange([]);
      toast.error(CATEGORIES_FILE_MESSAGES.readFailed, {
        description: CATEGORIES_FILE_MESSAGES.readFailedShort,
      });
      return;
    }
    const parsed = parseCategoriesCsv(text);
    if (!parsed.ok) {
      onChange([]); // an invalid categories file clears any loaded categories (spec §4)
      toast.error(parsed.error.title, { description: parsed.error.message });
      return;
    }
    onChange(parsed.categories);
    setLoadedName(file.name);
    const n = parsed.categories.length;
    toast.success(CATEGORIES_FILE_MESSAGES.loaded, {
      description: `${n} ${n === 1 ? 'categoria carregada' : 'categorias carregadas'}.`,
    });
  };

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Tags className="size-5 text-indigo-700" aria-hidden />
            Categorias Personalizadas (Opcional)
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Use suas próprias categorias: um arquivo CSV no formato{' '}
            <code className="font-mono">categoria | número</code>.
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="chart-format">
            Para o plano de contas de uma empresa, use <code className="font-mono">categoria | código</code>,
            com códigos como <code className="font-mono">3.1.01</code>.{' '}
            <button
              type="button"
              className="font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
              onClick={() => downloadText(CHART_TEMPLATE_FILENAME, UTF8_BOM + chartTemplateCsv())}
            >
              Baixar modelo de plano de contas
            </button>
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => downloadText(CATEGORIES_TEMPLATE_FILENAME, UTF8_BOM + categoriesTemplateCsv())}
        >
          <Download className="size-4" aria-hidden />
          Baixar modelo de categorias
        </Button>
      </div>
      <div className="mt-4">
        <FilePicker
          id={`${id}-categories`}
          label="Arquivo de categorias (CSV)"
          buttonText="Selecionar categorias"
          fileName={categories.length > 0 ? loadedName : undefined}
          disabled={disabled}
          onChange={(event) => void choose(event)}
          testId="categories-input"
        />
      </div>
      {(saved.length > 0 || categories.length > 0) && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {saved.length > 0 && (
            <SelectField
              className="min-w-0 flex-1 basis-64"
              label="Lista salva na conta"
              options={[
                {
                  value: '',
                  label:
                    active || categories.length === 0
                      ? 'Nenhuma (categorias padrão)'
                      : 'Outra (arquivo carregado)',
                },
                ...saved.map((list) => ({
                  value: list.id,
                  label: `${list.name} · ${list.categories.length} categorias`,
                })),
              ]}
              value={active?.id ?? ''}
              disabled={disabled}
              onChange={(event) => chooseSaved(event.currentTarget.value)}
            />
          )}
          {categories.length > 0 && (!active || !adjustmentsSaved) && (
            <Button variant="outline" disabled={disabled || saving} onClick={() => void saveToAccount()}>
              <Save className="size-4" aria-hidden />
              {active ? 'Salvar ajustes na lista' : 'Salvar lista na conta'}
            </Button>
          )}
        </div>
      )}
      {categories.length > 0 && (
        <section className="mt-4" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="text-sm font-semibold text-slate-800">
            Categorias carregadas ({categories.length})
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="categories-preview">
            {categories.map((category) => (
              <li key={category.number}>
                <CategoryBadge category={category.name} number={category.number} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && (
        <Suspense fallback={<Spinner className="size-5 text-indigo-600" />}>
          <ListUnderstanding
            categories={categories}
            adjustments={adjustments}
            onAdjust={onAdjust}
            disabled={disabled}
          />
        </Suspense>
      )}
    </Card>
  );
}
