import type { Usage } from '#shared/api/schemas';
import { apiRequest } from './api-client';

/**
 * GET /api/usage: transactions used, the plan's limit (null = unlimited) and what remains. Shared by the
 * dashboard cards and the upload page's check before processing.
 */
export function getUsage(signal?: AbortSignal): Promise<Usage> {
  return apiRequest('/usage', { schema: 'UsageSchema', ...(signal ? { signal } : {}) });
}
