import { ListUploadsResponseSchema, type UploadSummary } from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/uploads: the user's uploads, newest first. */
export async function getUploads(signal?: AbortSignal): Promise<UploadSummary[]> {
  const response = await apiRequest('/uploads', {
    schema: ListUploadsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.uploads;
}
