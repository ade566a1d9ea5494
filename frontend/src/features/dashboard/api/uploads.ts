import { ListUploadsResponseSchema, type UploadSummary, type Usage, UsageSchema } from '#shared/api/schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/uploads: the user's uploads, newest first. */
export async function getUploads(signal?: AbortSignal): Promise<UploadSummary[]> {
  const response = await apiRequest('/uploads', {
    schema: ListUploadsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.uploads;
}

/** GET /api/usage: transactions used, the plan's limit (null = unlimited) and what remains. */
export function getUsage(signal?: AbortSignal): Promise<Usage> {
  return apiRequest('/usage', { schema: UsageSchema, ...(signal ? { signal } : {}) });
}
