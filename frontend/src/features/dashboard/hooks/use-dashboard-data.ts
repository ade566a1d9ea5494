import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ListUploadsResponse, UploadSummary, Usage } from '#shared/api/schemas';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { toastSlot } from '@/components/ui/toast-slot';
import { getUsage } from '@/lib/usage-api';
import { deleteUpload, getUploads } from '../api/uploads';

export interface DashboardData {
  readonly loading: boolean;
  readonly uploads: UploadSummary[];
  readonly usage: Usage | undefined;
  readonly totals: ListUploadsResponse['totals'] | undefined;
  /** Whether older uploads remain to be loaded. */
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  loadMore(): Promise<void>;
  remove(upload: UploadSummary): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE);

/**
 * Loads the history (a page at a time) and the usage; a history failure shows 'Erro ao carregar uploads' with
 * the message. `remove` deletes one upload and takes it out of the page and the totals, then reads the usage
 * again: a deletion gives nothing back to the plan, and the page shows what the server counts.
 */
export function useDashboardData(): DashboardData {
  const [state, setState] = useState<{
    loading: boolean;
    uploads: UploadSummary[];
    usage: Usage | undefined;
    totals: ListUploadsResponse['totals'] | undefined;
    cursor: string | null;
  }>({ loading: true, uploads: [], usage: undefined, totals: undefined, cursor: null });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const usage = getUsage(controller.signal).catch(() => undefined);
    getUploads(undefined, controller.signal)
      .then(async (page) => {
        setState({
          loading: false,
          uploads: page.uploads,
          usage: await usage,
          totals: page.totals,
          cursor: page.nextCursor,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error('Erro ao carregar uploads', { description: messageOf(error) });
        setState({ loading: false, uploads: [], usage: undefined, totals: undefined, cursor: null });
      });
    return () => controller.abort();
  }, []);

  const loadMore = useCallback(async () => {
    if (!state.cursor) return;
    setLoadingMore(true);
    try {
      const page = await getUploads(state.cursor);
      setState((current) => ({
        ...current,
        uploads: [...current.uploads, ...page.uploads],
        totals: page.totals,
        cursor: page.nextCursor,
      }));
    } catch (error) {
      toast.error('Erro ao carregar uploads', { description: messageOf(error) });
    } finally {
      setLoadingMore(false);
    }
  }, [state.cursor]);

  const remove = useCallback(async (upload: UploadSummary) => {
    // An upload's delete toasts share a slot: a success takes the place of the failure before it.
    const deleteToast = toastSlot(`delete-upload-${upload.id}`);
    try {
      await deleteUpload(upload.id);
    } catch (error) {
      deleteToast.show('error', 'Erro ao excluir o upload', messageOf(error));
      return;
    }
    setState((current) => ({
      ...current,
      uploads: current.uploads.filter((u) => u.id !== upload.id),
      totals: current.totals && {
        uploads: current.totals.uploads - 1,
        transactions: current.totals.transactions - upload.transaction_count,
      },
    }));
    deleteToast.show('success', 'Upload excluído', `${upload.filename} e seus resultados foram apagados.`);
    // Not awaited (the confirmation closes at once), best effort: if this fails the usage read before stays, and
    // a deletion does not change it anyway.
    void getUsage()
      .then((usage) => setState((current) => ({ ...current, usage })))
      .catch(() => undefined);
  }, []);

  return {
    loading: state.loading,
    uploads: state.uploads,
    usage: state.usage,
    totals: state.totals,
    hasMore: state.cursor !== null,
    loadingMore,
    loadMore,
    remove,
  };
}
