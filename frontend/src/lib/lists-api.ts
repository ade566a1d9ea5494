import type { ListSavedListsResponse, SavedList, SaveListRequest } from '#shared/api/schemas';
import { apiRequest } from './api-client';

/** Category lists saved to the account: offered on the upload page, managed on the rules page. */
export function listSavedLists(signal?: AbortSignal): Promise<ListSavedListsResponse> {
  return apiRequest('/lists', { schema: 'ListSavedListsResponseSchema', ...(signal ? { signal } : {}) });
}

export function saveList(request: SaveListRequest): Promise<SavedList> {
  return apiRequest('/lists', { method: 'POST', body: request, schema: 'SavedListSchema' });
}

export function deleteSavedList(id: string): Promise<void> {
  return apiRequest(`/lists/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
