import { useCallback, useEffect, useState } from 'react';
import type { SavedList } from '#shared/api/schemas';
import { listSavedLists } from '@/lib/lists-api';

/**
 * The category lists saved to the account, newest first: offered on the upload page, never applied by
 * themselves (a company's chart of accounts used on a personal statement, unseen, was the finding). A failed
 * load leaves the list empty: saved lists are a convenience, the file picker still works.
 */
export function useSavedLists() {
  const [lists, setLists] = useState<SavedList[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    listSavedLists(controller.signal)
      .then((response) => setLists(response.lists))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  /** A list just saved (new or updated) goes first, replacing its older copy. */
  const remember = useCallback(
    (list: SavedList) => setLists((current) => [list, ...current.filter((other) => other.id !== list.id)]),
    [],
  );
  return { lists, remember };
}
