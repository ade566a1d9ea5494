import type { ListRulesResponse, PutRuleRequest, Rule } from '#shared/api/schemas';
import { apiRequest } from './api-client';

/** GET /api/rules: the user's learned rules. */
export function listRules(signal?: AbortSignal): Promise<ListRulesResponse> {
  return apiRequest('/rules', { schema: 'ListRulesResponseSchema', ...(signal ? { signal } : {}) });
}

/**
 * PUT /api/rules/{key}: makes or changes a merchant's rule (the rules page, an undo of a correction). Shared by
 * the upload and rules features.
 */
export function putRule(key: string, request: PutRuleRequest): Promise<Rule> {
  return apiRequest(`/rules/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: request,
    schema: 'RuleSchema',
  });
}

/** DELETE /api/rules/{key}: the merchant is categorized by the engine again. */
export function deleteRule(key: string): Promise<void> {
  return apiRequest(`/rules/${encodeURIComponent(key)}`, { method: 'DELETE' });
}
