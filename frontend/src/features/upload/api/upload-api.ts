import type {
  CategorizeRequest,
  CategorizeResponse,
  CreateUploadRequest,
  CreateUploadResponse,
  GetUploadResponse,
  UpdateUploadRequest,
  UpdateUploadResponse,
} from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** POST /api/categorize: one batch (≤ 500) of a file's transactions. */
export function categorizeBatch(request: CategorizeRequest): Promise<CategorizeResponse> {
  return apiRequest('/categorize', { method: 'POST', body: request, schema: 'CategorizeResponseSchema' });
}

/** POST /api/uploads: records the upload in the history once every batch succeeded. */
export function createUpload(request: CreateUploadRequest): Promise<CreateUploadResponse> {
  return apiRequest('/uploads', { method: 'POST', body: request, schema: 'CreateUploadResponseSchema' });
}

/** PATCH /api/uploads/{id}: changes to a stored upload's lines (keep lines already imported, correct categories). */
export function updateUpload(id: string, request: UpdateUploadRequest): Promise<UpdateUploadResponse> {
  return apiRequest(`/uploads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: request,
    schema: 'UpdateUploadResponseSchema',
  });
}

/** GET /api/uploads/{id}: a past upload and its stored results. */
export function getUpload(id: string, signal?: AbortSignal): Promise<GetUploadResponse> {
  return apiRequest(`/uploads/${encodeURIComponent(id)}`, {
    schema: 'GetUploadResponseSchema',
    ...(signal ? { signal } : {}),
  });
}
