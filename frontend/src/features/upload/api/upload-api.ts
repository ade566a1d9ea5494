import {
  type CategorizeRequest,
  type CategorizeResponse,
  CategorizeResponseSchema,
  type CreateUploadRequest,
  type GetUploadResponse,
  GetUploadResponseSchema,
  type UploadSummary,
  UploadSummarySchema,
} from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** POST /api/categorize: one batch (≤ 500) of a file's transactions. */
export function categorizeBatch(request: CategorizeRequest): Promise<CategorizeResponse> {
  return apiRequest('/categorize', { method: 'POST', body: request, schema: CategorizeResponseSchema });
}

/** POST /api/uploads: records the upload in the history once every batch succeeded. */
export function createUpload(request: CreateUploadRequest): Promise<UploadSummary> {
  return apiRequest('/uploads', { method: 'POST', body: request, schema: UploadSummarySchema });
}

/** GET /api/uploads/{id}: a past upload and its stored results. */
export function getUpload(id: string, signal?: AbortSignal): Promise<GetUploadResponse> {
  return apiRequest(`/uploads/${encodeURIComponent(id)}`, {
    schema: GetUploadResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
