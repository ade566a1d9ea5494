import type { SavedList } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';
import type { ListAdjustments } from '#shared/engine/list-mapping';

/**
 * The category list the next file will be categorized with, as the upload page holds it: none (the default
 * categories), a saved list of the account, or a file just loaded. Always shown by name next to the file
 * picker; nothing but the user's own choice changes it.
 */
export interface ChosenList {
  readonly categories: readonly CustomCategory[];
  readonly adjustments: ListAdjustments;
  /** The saved list's name, or the loaded file's; absent for the default categories. */
  readonly name?: string;
  /** Set while the list is a saved one (its adjustments may since have changed). */
  readonly savedId?: string;
}

export const DEFAULT_LIST_LABEL = 'Categorias padrão';

export const DEFAULT_LIST: ChosenList = { categories: [], adjustments: {} };

/** A saved list, chosen as it was saved. */
export function chosenFromSaved(list: SavedList): ChosenList {
  return {
    categories: [...list.categories],
    adjustments: { ...(list.adjustments ?? {}) },
    name: list.name,
    savedId: list.id,
  };
}

/** What the page calls the list in use. */
export function listLabel(list: ChosenList): string {
  if (list.categories.length === 0) return DEFAULT_LIST_LABEL;
  return list.name ?? 'Lista carregada';
}

/** Whether the list's adjustments differ from those its saved copy has (a list never saved: always). */
export function hasUnsavedAdjustments(list: ChosenList, saved: readonly SavedList[]): boolean {
  const copy = saved.find((candidate) => candidate.id === list.savedId);
  if (!copy) return true;
  const kept = copy.adjustments ?? {};
  const now = Object.entries(list.adjustments);
  return now.length !== Object.keys(kept).length || now.some(([name, number]) => kept[name] !== number);
}
