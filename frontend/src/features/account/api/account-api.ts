import type { MyDataExport } from '#shared/api/schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me/export: everything stored about the user. */
export function exportMyData(): Promise<MyDataExport> {
  return apiRequest('/me/export', { schema: 'MyDataExportSchema' });
}

/** DELETE /api/me: every item of the user, then the account. */
export async function deleteMyAccount(): Promise<void> {
  await apiRequest('/me', { method: 'DELETE' });
}
