import {
  type CategorizeRequest,
  type CategorizeResponse,
  CategorizeResponseSchema,
  type CreateUploadRequest,
  type CreateUploadResponse,
  CreateUploadResponseSchema,
  type GetUploadResponse,
  GetUploadResponseSchema,
  type PutRuleRequest,
  type Rule,
  RuleSchema,
  type UpdateUploadRequest,
  type UpdateUploadResponse,
  UpdateUploadResponseSchema,
} from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** POST /api/categorize: one batch (≤ 500) of a file's transactions. */
export function categorizeBatch(request: CategorizeRequest): Promise<CategorizeResponse> {
  return apiRequest('/categorize', { method: 'POST', body: request, schema: CategorizeResponseSchema });
}

/** POST /api/uploads: records the upload in the history once every batch succeeded. */
export function createUpload(request: CreateUploadRequest): Promise<CreateUploadResponse> {
  return apiRequest('/uploads', { method: 'POST', body: request, schema: CreateUploadResponseSchema });
}

/** PATCH /api/uploads/{id}: changes to a stored upload's lines (keep lines already imported, correct categories). */
export function updateUpload(id: string, request: UpdateUploadRequest): Promise<UpdateUploadResponse> {
  return apiRequest(`/uploads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: request,
    schema: UpdateUploadResponseSchema,
  });
}

/** PUT /api/rules/{key}: puts a merchant's rule back as it was (undo of a correction). */
export function putRule(key: string, request: PutRuleRequest): Promise<Rule> {
  return apiRequest(`/rules/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: request,
    schema: RuleSchema,
  });
}

/** DELETE /api/rules/{key}: forgets a merchant's rule (undo of a correction that made it). */
export function deleteRule(key: string): Promise<void> {
  return apiRequest(`/rules/${encodeURIComponent(key)}`, { method: 'DELETE' });
}

/** GET /api/uploads/{id}: a past upload and its stored results. */
export function getUpload(id: string, signal?: AbortSignal): Promise<GetUploadResponse> {
  return apiRequest(`/uploads/${encodeURIComponent(id)}`, {
    schema: GetUploadResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
