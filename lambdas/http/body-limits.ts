import type { z } from 'zod';
import { CATEGORIES_FILE_MESSAGES, CATEGORIZE_MESSAGES } from '#shared/messages';

/**
 * Body size limits. A categorize batch is at most 500 descriptions of at most 500 characters (≤ 3 bytes each
 * in UTF-8) plus 100 custom categories: 1 MiB holds any valid one with room to spare.
 */
export const MAX_CATEGORIZE_BODY_BYTES = 1024 * 1024;
export const MAX_SMALL_BODY_BYTES = 16 * 1024;
/** Changes to an upload's lines: up to one per line of a 10,000-line upload. */
export const MAX_UPDATE_BODY_BYTES = 1024 * 1024;
/**
 * POST /v1/categorize: 10,000 transactions of bank-line length (~100 bytes with their id and amount) are ~1.5 MB;
 * 5 MiB leaves room for long lines and stays under Lambda's 6 MB synchronous payload.
 */
export const MAX_API_CATEGORIZE_BODY_BYTES = 5 * 1024 * 1024;

/** pt-BR message for a categorize body of the wrong shape: the spec's, where one fits. */
export function categorizeRequestMessage(issues: readonly z.core.$ZodIssue[], body: unknown): string {
  for (const issue of issues) {
    const [field, index, key] = issue.path;
    if (field === 'customCategories' && typeof index === 'number' && key === 'number') {
      const value = (body as { customCategories?: { number?: unknown }[] }).customCategories?.[index]?.number;
      return CATEGORIES_FILE_MESSAGES.badNumber(index + 2, String(value));
    }
  }
  return CATEGORIZE_MESSAGES.failed;
}
