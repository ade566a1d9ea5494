import type { MoneyLinesResponse, MoneyResponse, MoneySettings } from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** What the page asks for: a period of months (yyyy-mm) and an account; empty means all. */
export interface MoneyFilters {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly account?: string | undefined;
}

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** GET /api/money: months, recurring charges, installments, accounts and budgets. */
export function getMoney(filters: MoneyFilters, signal?: AbortSignal): Promise<MoneyResponse> {
  return apiRequest(`/money${query({ ...filters })}`, {
    schema: 'MoneyResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/money/lines: the transactions of a period (a category's, when given). */
export function getMoneyLines(
  filters: MoneyFilters & { readonly category?: string | undefined },
  signal?: AbortSignal,
): Promise<MoneyLinesResponse> {
  return apiRequest(`/money/lines${query({ ...filters })}`, {
    schema: 'MoneyLinesResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

/** PUT /api/money/settings: budgets and dismissed recurring charges. */
export function putMoneySettings(settings: MoneySettings): Promise<MoneySettings> {
  return apiRequest('/money/settings', { method: 'PUT', body: settings, schema: 'MoneySettingsSchema' });
}
