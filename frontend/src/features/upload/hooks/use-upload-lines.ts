import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CategorizedTransaction, UpdateLinesResponse, UpdateUploadResponse } from '#shared/api/schemas';
import { KIND_LABELS } from '#shared/ledger/labels';
import type { TransactionKind } from '#shared/ledger/types';
import { CATEGORIZE_MESSAGES } from '#shared/messages';
import type { RuleCategory } from '#shared/rules';
import { applyToMerchant, updateMoneyLines } from '@/lib/ledger-api';
import { deleteRule, putRule } from '@/lib/rules-api';
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

  /** Puts back only these lines as they were: changes made to other lines meanwhile stay. */
  const restore = useCallback(
    (indexes: readonly number[], before: readonly CategorizedTransaction[]) => {
      const chosen = new Set(indexes);
      change(latest.current.map((line, index) => (chosen.has(index) ? (before[index] ?? line) : line)));
    },
    [change],
  );

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
        restore(indexes, before);
        toast.error(SAVE_FAILED_TITLE, {
          description: error instanceof Error && error.message ? error.message : CATEGORIZE_MESSAGES.fallback,
        });
      }
    },
    [uploadId, change, restore],
  );

  const failed = useCallback((error: unknown) => {
    toast.error(SAVE_FAILED_TITLE, {
      description: error instanceof Error && error.message ? error.message : CATEGORIZE_MESSAGES.fallback,
    });
  }, []);

  /**
   * Corrects the category of lines: shown at once, saved with the upload, and (unless `learn` is false) made the
   * user's rule for their merchant. Answers what the server learned, or undefined when saving failed.
   */
  const correct = useCallback(
    async (
      indexes: readonly number[],
      choice: RuleCategory,
      learn = true,
    ): Promise<(UpdateUploadResponse & { before: readonly CategorizedTransaction[] }) | undefined> => {
      if (!uploadId || indexes.length === 0) return undefined;
      const before = latest.current;
      change(withCategory(before, indexes, choice, 'user'));
      try {
        const answer = await updateUpload(uploadId, {
          categories: indexes.map((index) => ({ index, ...choice })),
          ...(learn ? {} : { learn: false }),
        });
        return { ...answer, before };
      } catch (error) {
        restore(indexes, before);
        failed(error);
        return undefined;
      }
    },
    [uploadId, change, restore, failed],
  );

  /** Undoes a correction: the lines as they were, and the rules it made or changed as they were. */
  const undo = useCallback(
    async (
      indexes: readonly number[],
      answer: UpdateUploadResponse & { before: readonly CategorizedTransaction[] },
    ) => {
      if (!uploadId) return;
      const current = latest.current;
      restore(indexes, answer.before);
      try {
        await updateUpload(uploadId, {
          categories: indexes.map((index) => {
            const line = answer.before[index] as CategorizedTransaction;
            return {
              index,
              category: line.category,
              ...(line.categoryNumber === undefined ? {} : { categoryNumber: line.categoryNumber }),
            };
          }),
          learn: false,
        });
      } catch (error) {
        // The lines were not put back on the server: show them as it holds them.
        restore(indexes, current);
        failed(error);
        return;
      }
      try {
        await Promise.all(
          answer.learned.map(({ rule, previous }) =>
            previous ? putRule(rule.key, previous) : deleteRule(rule.key),
          ),
        );
      } catch (error) {
        // The lines are back; the rule is not: say so (it can be fixed in Minhas regras).
        toast.error('Regra não desfeita', {
          description: `${error instanceof Error && error.message ? error.message : CATEGORIZE_MESSAGES.fallback} Confira em Minhas regras.`,
        });
        return;
      }
      toast.success('Correção desfeita', {
        description:
          answer.learned.length > 0
            ? 'A categoria e a regra voltaram ao que eram.'
            : 'A categoria voltou ao que era.',
      });
    },
    [uploadId, restore, failed],
  );

  /**
   * Chooses what a statement's line's money is (its kind): shown at once, the totals following, and saved in the
   * ledger (every upload holding the line shows it).
   */
  const chooseKind = useCallback(
    async (index: number, kind: TransactionKind) => {
      if (!uploadId) return;
      const before = latest.current;
      change(before.map((line, at) => (at === index ? { ...line, ledgerKind: kind } : line)));
      try {
        await updateUpload(uploadId, { kinds: [{ index, kind }] });
        toast.success('Tipo alterado', {
          description: `Agora conta como ${KIND_LABELS[kind]}${kind === 'ownMovement' ? ', fora dos totais' : ''}, aqui e em Meu dinheiro.`,
        });
      } catch (error) {
        restore([index], before);
        failed(error);
      }
    },
    [uploadId, change, restore, failed],
  );

  /**
   * A merchant's category applied to its lines in every upload (the ledger): the merchant's lines here (`indexes`)
   * show it at once. Answers the server's undo, or undefined when it failed.
   */
  const applyToHistory = useCallback(
    async (key: string, indexes: readonly number[], choice: RuleCategory) => {
      const before = latest.current;
      try {
        const answer = await applyToMerchant({ key, ...choice });
        change(withCategory(latest.current, indexes, choice, 'rule'));
        return { ...answer, before };
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    [change, failed],
  );

  /** Undoes `applyToHistory`: the ledger's lines as they were, and these lines with them. */
  const undoHistory = useCallback(
    async (
      indexes: readonly number[],
      applied: UpdateLinesResponse & { before: readonly CategorizedTransaction[] },
    ) => {
      try {
        await updateMoneyLines({ changes: applied.undo });
        restore(indexes, applied.before);
        toast.success('Alteração desfeita', {
          description: 'As transações voltaram ao que eram em todos os envios.',
        });
      } catch (error) {
        failed(error);
      }
    },
    [restore, failed],
  );

  return { lines, keep, correct, chooseKind, undo, applyToHistory, undoHistory };
}

/** The lines with `indexes` in the chosen category, decided by `source`. */
function withCategory(
  lines: readonly CategorizedTransaction[],
  indexes: readonly number[],
  choice: RuleCategory,
  source: 'user' | 'rule',
): CategorizedTransaction[] {
  const chosen = new Set(indexes);
  return lines.map((line, index) => {
    if (!chosen.has(index)) return line;
    const { categoryNumber: _, ...rest } = line;
    return {
      ...rest,
      category: choice.category,
      ...(choice.categoryNumber === undefined ? {} : { categoryNumber: choice.categoryNumber }),
      source,
    };
  });
}
