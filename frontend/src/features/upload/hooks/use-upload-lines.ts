import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CategorizedTransaction } from '#shared/api/schemas';
import { CATEGORIZE_MESSAGES } from '#shared/messages';
import { updateUpload } from '../api/upload-api';

export const SAVE_FAILED_TITLE = 'Alteração não salva';

/**
 * The lines of a recorded upload as the user changes them: a change shows at once and is saved to the stored
 * upload; if saving fails the lines go back to what is stored and a toast says why.
 */
export function useUploadLines(items: readonly CategorizedTransaction[], uploadId: string | undefined) {
  const [lines, setLines] = useState(items);
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
    setLines(items);
  }, [items]);

  const change = useCallback((next: readonly CategorizedTransaction[]) => {
    latest.current = next;
    setLines(next);
  }, []);

  /** Keeps (or leaves out again) lines already imported in an earlier upload. */
  const keep = useCallback(
    async (indexes: readonly number[], kept: boolean) => {
      if (!uploadId || indexes.length === 0) return;
      const before = latest.current;
      const chosen = new Set(indexes);
      change(
        before.map((line, index) => {
          if (!chosen.has(index)) return line;
          const { kept: _, ...rest } = line;
          return kept ? { ...rest, kept: true } : rest;
        }),
      );
      try {
        await updateUpload(uploadId, { keep: indexes.map((index) => ({ index, kept })) });
      } catch (error) {
        change(before);
        toast.error(SAVE_FAILED_TITLE, {
          description: error instanceof Error && error.message ? error.message : CATEGORIZE_MESSAGES.fallback,
        });
      }
    },
    [uploadId, change],
  );

  return { lines, keep };
}
