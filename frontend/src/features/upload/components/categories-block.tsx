import { Download, Tags } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { CustomCategory } from '#shared/categories';
import { categoriesTemplateCsv, parseCategoriesCsv } from '#shared/csv/categories-file';
import { UTF8_BOM } from '#shared/csv/export';
import { CATEGORIES_FILE_MESSAGES } from '#shared/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { FilePicker } from '@/components/ui/file-picker';
import { downloadText, readFileText } from '@/lib/files';

export const CATEGORIES_TEMPLATE_FILENAME = 'modelo_categorias.csv';

/** 'Categorias Personalizadas (Opcional)': template download, picker, preview (spec §2, §5). */
export function CategoriesBlock({
  categories,
  onChange,
  disabled,
}: {
  categories: readonly CustomCategory[];
  onChange: (categories: CustomCategory[]) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [loadedName, setLoadedName] = useState<string>();

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
    </Card>
  );
}
