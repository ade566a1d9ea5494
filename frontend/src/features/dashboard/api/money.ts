import type { MoneyResponse } from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/money: the dashboard shows the latest month and its budgets. */
export function getMoneySummary(signal?: AbortSignal): Promise<MoneyResponse> {
  return apiRequest('/money', { schema: 'MoneyResponseSchema', ...(signal ? { signal } : {}) });
}
