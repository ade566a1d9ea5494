import type { SavedList } from '#shared/api/schemas';
import { SelectField } from '@/components/ui/select-field';
import {
  type ChosenList,
  chosenFromSaved,
  DEFAULT_LIST,
  DEFAULT_LIST_LABEL,
  listLabel,
} from '../model/chosen-list';

const LOADED_FILE = 'arquivo';

/**
 * 'Lista de categorias': which list the next file will be categorized with, next to the file picker, and the
 * switch between the default categories, each saved list and a file just loaded. A saved list is only ever
 * used when chosen here.
 */
export function ListInUse({
  list,
  saved,
  onChoose,
  disabled,
}: {
  list: ChosenList;
  saved: readonly SavedList[];
  onChoose: (list: ChosenList) => void;
  disabled: boolean;
}) {
  const fromFile = list.categories.length > 0 && !list.savedId;
  const value = list.savedId ?? (fromFile ? LOADED_FILE : '');
  const choose = (chosen: string) => {
    if (chosen === LOADED_FILE) return;
    const savedList = saved.find((candidate) => candidate.id === chosen);
    onChoose(savedList ? chosenFromSaved(savedList) : DEFAULT_LIST);
  };
  const count = list.categories.length;
  return (
    <div className="mt-4 flex flex-col gap-1" data-testid="list-in-use">
      <SelectField
        label="Lista de categorias"
        value={value}
        disabled={disabled}
        onChange={(event) => choose(event.currentTarget.value)}
        options={[
          { value: '', label: DEFAULT_LIST_LABEL },
          ...(fromFile ? [{ value: LOADED_FILE, label: `${listLabel(list)} (arquivo carregado)` }] : []),
          ...saved.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} · ${candidate.categories.length} categorias`,
          })),
        ]}
      />
      <p className="text-sm text-slate-700" data-testid="list-in-use-note">
        {count === 0 ? (
          <>
            As transações serão categorizadas com as <strong>{DEFAULT_LIST_LABEL}</strong>.
          </>
        ) : (
          <>
            As transações serão categorizadas com <strong className="break-words">{listLabel(list)}</strong> (
            {count} {count === 1 ? 'categoria' : 'categorias'}).
          </>
        )}
      </p>
    </div>
  );
}
