import type { CreateApiKeyRequest, CreatedApiKey, ListApiKeysResponse } from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/keys: the user's API keys for /v1, newest first, revoked ones included; and how many may be active. */
export function listApiKeys(signal?: AbortSignal): Promise<ListApiKeysResponse> {
  return apiRequest('/keys', { schema: 'ListApiKeysResponseSchema', ...(signal ? { signal } : {}) });
}

/** POST /api/keys: a new key; the answer carries the key and its webhook secret, shown this once only. */
export function createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return apiRequest('/keys', { method: 'POST', body: request, schema: 'CreatedApiKeySchema' });
}

/** DELETE /api/keys/{id}: revokes the key (the /v1 authorizer refuses it within its cache's 30 s). */
export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest(`/keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
