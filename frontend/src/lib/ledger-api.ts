import type { ApplyToMerchantRequest, UpdateLinesRequest, UpdateLinesResponse } from '#shared/api/schemas';
import { apiRequest } from './api-client';

/**
 * Changes to the user's ledger that reach past uploads, shared by the money page, the results view and the rules
 * page (features do not import each other).
 */

/** PATCH /api/money/lines: corrections (category, kind) or their undo. */
export function updateMoneyLines(request: UpdateLinesRequest): Promise<UpdateLinesResponse> {
  return apiRequest('/money/lines', { method: 'PATCH', body: request, schema: 'UpdateLinesResponseSchema' });
}

/** POST /api/money/apply: a merchant's category applied to all its lines, in every upload. */
export function applyToMerchant(request: ApplyToMerchantRequest): Promise<UpdateLinesResponse> {
  return apiRequest('/money/apply', { method: 'POST', body: request, schema: 'UpdateLinesResponseSchema' });
}

/** What a toast says after a merchant's category reached the past. */
export const appliedTitle = (changed: number, merchant: string): string =>
  changed === 1 ? `1 transação de ${merchant} alterada` : `${changed} transações de ${merchant} alteradas`;
