import type { ListUploadsResponse } from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/uploads: a page of the user's uploads, newest first, with the history's totals. */
export function getUploads(cursor?: string, signal?: AbortSignal): Promise<ListUploadsResponse> {
  return apiRequest(`/uploads${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: 'ListUploadsResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

/** DELETE /api/uploads/{id}: the upload and its results. */
export async function deleteUpload(id: string): Promise<void> {
  await apiRequest(`/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
