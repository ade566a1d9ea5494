import type { ListSavedListsResponse, SavedList, SaveListRequest } from '#shared/api/schemas';
import { validateCustomCategories } from '#shared/categories';
import { validAdjustments } from '#shared/engine/list-mapping';
import { MAX_SAVED_LISTS } from '#shared/limits';
import { cleanFilename } from '#shared/transactions';
import { ConflictError, NotFoundError, ValidationError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { Clock, ListStore } from './ports.ts';

export interface ListDeps {
  readonly store: ListStore;
  readonly clock: Clock;
  /** Makes the id of a new list. */
  readonly newId?: () => string;
}

const sameCategories = (a: SavedList['categories'], b: SavedList['categories']) =>
  a.length === b.length && a.every((entry, k) => entry.name === b[k]?.name && entry.number === b[k]?.number);

/** GET /api/lists: the user's saved lists, newest first. */
export async function listLists(deps: ListDeps, userId: string): Promise<ListSavedListsResponse> {
  const lists = await deps.store.listLists(userId);
  return {
    lists: [...lists].sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id)),
    limit: MAX_SAVED_LISTS,
  };
}

/**
 * POST /api/lists: saves a category list to the account (checked by the spec's rules for a categories file),
 * with the user's adjustments of its understanding. Saving the same list again keeps one, with the new
 * adjustments.
 */
export async function saveList(deps: ListDeps, userId: string, request: SaveListRequest): Promise<SavedList> {
  const checked = validateCustomCategories(request.categories);
  if (!checked.ok) throw new ValidationError(checked.error);
  const name = cleanFilename(request.name);
  if (name.length === 0) throw new ValidationError(API_MESSAGES.invalidRequest);
  const adjustments = request.adjustments ?? {};
  if (Object.keys(adjustments).length > 0 && !validAdjustments(adjustments, checked.value)) {
    throw new ValidationError(API_MESSAGES.invalidRequest);
  }
  const existing = (await deps.store.listLists(userId)).find((list) =>
    sameCategories(list.categories, checked.value),
  );
  // The same list again: its adjustments become the ones now chosen.
  if (existing) return (await deps.store.updateList(userId, existing.id, adjustments)) ?? existing;
  const list: SavedList = {
    id: (deps.newId ?? (() => crypto.randomUUID()))(),
    name,
    categories: checked.value,
    ...(Object.keys(adjustments).length > 0 ? { adjustments } : {}),
    savedAt: deps.clock.now().toISOString(),
  };
  const saved = await deps.store.saveList(userId, list, MAX_SAVED_LISTS);
  if (saved === 'limit') throw new ConflictError(API_MESSAGES.listLimit);
  return saved;
}

/** DELETE /api/lists/{id}. */
export async function deleteList(deps: ListDeps, userId: string, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(id) || !(await deps.store.deleteList(userId, id))) {
    throw new NotFoundError(API_MESSAGES.listNotFound);
  }
}
