import { Download, Save, Tags } from 'lucide-react';
import { type ChangeEvent, lazy, Suspense, useId, useState } from 'react';
import type { SavedList } from '#shared/api/schemas';
import { categoriesTemplateCsv, chartTemplateCsv, parseCategoriesCsv } from '#shared/csv/categories-file';
import { UTF8_BOM } from '#shared/csv/export';
import type { ListAdjustments } from '#shared/engine/list-mapping';
import { CATEGORIES_FILE_MESSAGES } from '#shared/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { FilePicker } from '@/components/ui/file-picker';
import { Spinner } from '@/components/ui/spinner';
import { toastSlot } from '@/components/ui/toast-slot';
import { downloadText, readFileText } from '@/lib/files';
import { saveList } from '@/lib/lists-api';
import { type ChosenList, DEFAULT_LIST, hasUnsavedAdjustments } from '../model/chosen-list';

/** How a list is understood (the engine's name reading, its largest part): loaded when a list is. */
const ListUnderstanding = lazy(() =>
  import('./list-understanding').then((m) => ({ default: m.ListUnderstanding })),
);

export const CATEGORIES_TEMPLATE_FILENAME = 'modelo_categorias.csv';
export const CHART_TEMPLATE_FILENAME = 'modelo_plano_de_contas.csv';

/** The file's toasts, and the save's, share a slot each: a success takes the place of the failure before it. */
const fileToast = toastSlot('categories-file');
const saveToast = toastSlot('categories-save');

/**
 * 'Categorias Personalizadas (Opcional)': template download, picker, preview (spec §2, §5). A loaded list can
 * be saved to the account; saved lists are chosen next to the file picker ('Lista de categorias'), never
 * applied by themselves.
 */
export function CategoriesBlock({
  list,
  saved,
  onChange,
  onSaved,
  onAdjust,
  disabled,
}: {
  list: ChosenList;
  saved: readonly SavedList[];
  /** A new list in use: a file just loaded, none after an invalid file, or the same list once saved. */
  onChange: (list: ChosenList) => void;
  /** A list just saved to the account. */
  onSaved: (list: SavedList) => void;
  onAdjust: (adjustments: ListAdjustments) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const { categories, adjustments } = list;
  const savedNow = list.savedId !== undefined && !hasUnsavedAdjustments(list, saved);

  const saveToAccount = async () => {
    setSaving(true);
    try {
      const savedList = await saveList({
        name: list.name ?? 'categorias.csv',
        categories: [...categories],
        ...(Object.keys(adjustments).length > 0 ? { adjustments: { ...adjustments } } : {}),
      });
      onSaved(savedList);
      onChange({ ...list, name: savedList.name, savedId: savedList.id });
      saveToast.show(
        'success',
        'Lista salva na conta',
        'Escolha-a em "Lista de categorias" nos próximos uploads.',
      );
    } catch (error) {
      saveToast.show(
        'error',
        'Lista não salva',
        error instanceof Error ? error.message : CATEGORIES_FILE_MESSAGES.readFailedShort,
      );
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
      onChange(DEFAULT_LIST);
      fileToast.show('error', CATEGORIES_FILE_MESSAGES.readFailed, CATEGORIES_FILE_MESSAGES.readFailedShort);
      return;
    }
    const parsed = parseCategoriesCsv(text);
    if (!parsed.ok) {
      onChange(DEFAULT_LIST); // an invalid categories file clears any loaded categories (spec §4)
      fileToast.show('error', parsed.error.title, parsed.error.message);
      return;
    }
    onChange({ categories: parsed.categories, adjustments: {}, name: file.name });
    const n = parsed.categories.length;
    fileToast.show(
      'success',
      CATEGORIES_FILE_MESSAGES.loaded,
      `${n} ${n === 1 ? 'categoria carregada' : 'categorias carregadas'}.`,
    );
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
          fileName={categories.length > 0 && !list.savedId ? list.name : undefined}
          disabled={disabled}
          onChange={(event) => void choose(event)}
          testId="categories-input"
        />
      </div>
      {categories.length > 0 && !savedNow && (
        <div className="mt-4">
          <Button variant="outline" disabled={disabled || saving} onClick={() => void saveToAccount()}>
            <Save className="size-4" aria-hidden />
            {list.savedId ? 'Salvar ajustes na lista' : 'Salvar lista na conta'}
          </Button>
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
