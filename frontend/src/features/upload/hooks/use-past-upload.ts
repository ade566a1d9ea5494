import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { GetUploadResponse } from '#shared/api/schemas';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { getUpload } from '../api/upload-api';

export type PastUpload =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; data: GetUploadResponse }
  | { status: 'failed' };

/** A past upload's stored results (opened from the dashboard history), when `id` is set. */
export function usePastUpload(id: string | null): PastUpload {
  const [state, setState] = useState<PastUpload>(id ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getUpload(id, controller.signal)
      .then((data) => setState({ status: 'loaded', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error('Erro ao carregar upload', {
          description: error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE,
        });
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [id]);
  return state;
}
