import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { UploadSummary, Usage } from '#shared/api/schemas';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { getUsage } from '@/lib/usage-api';
import { getUploads } from '../api/uploads';

export interface DashboardData {
  readonly loading: boolean;
  readonly uploads: UploadSummary[];
  readonly usage: Usage | undefined;
}

/** Loads the history and the usage; a history failure shows 'Erro ao carregar uploads' with the message. */
export function useDashboardData(): DashboardData {
  const [state, setState] = useState<DashboardData>({ loading: true, uploads: [], usage: undefined });
  useEffect(() => {
    const controller = new AbortController();
    const usage = getUsage(controller.signal).catch(() => undefined);
    getUploads(controller.signal)
      .then(async (uploads) => {
        setState({ loading: false, uploads, usage: await usage });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error('Erro ao carregar uploads', {
          description: error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE,
        });
        setState({ loading: false, uploads: [], usage: undefined });
      });
    return () => controller.abort();
  }, []);
  return state;
}
