import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import type { CategorizedTransaction, StatementLineFields } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';
import type { ListAdjustments } from '#shared/engine/list-mapping';
import { statementAccount } from '#shared/ledger/accounts';
import { sentLineFields } from '#shared/ledger/identity';
import { RESULTS_VIEW_DELAY_MS, RETURN_TO_IDLE_MS } from '#shared/limits';
import { CATEGORIZE_MESSAGES, TITLES } from '#shared/messages';
import type { ColumnMapping } from '#shared/statements/layouts';
import type { UploadRead } from '#shared/statements/upload';
import { checkUploadFile } from '#shared/statements/upload-file';
import { ApiError } from '@/lib/api-client';
import { readUploadFile } from '@/lib/files';
import { markUpload, UPLOAD_MARKS } from '@/lib/marks';
import { getUsage } from '@/lib/usage-api';
import { categorizeBatch, createUpload } from '../api/upload-api';
import { runBatches, splitBatches } from '../model/batches';
import { forgetUpload, runKey, uploadIdFor } from '../model/resume';
import { initialUploadState, uploadReducer } from '../model/upload-machine';

type Reader = typeof import('#shared/statements/upload')['readUpload'];

/** The upload reader, loaded once, on the first file (its chunk holds the CSV parser and the bank layouts). */
const loadReader = (): Promise<Reader> => import('#shared/statements/upload').then((m) => m.readUpload);

export const QUOTA_TITLE = 'Limite do plano gratuito atingido';

export function quotaMessage(count: number, remaining: number, limit: number): string {
  return `Este arquivo tem ${count} transações, mas restam ${remaining} de ${limit} no seu plano gratuito.`;
}

/** Whether a failed batch deserves its one retry: network errors, timeouts, throttling and 5xx. */
function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The upload page's flow (spec §2, §4): validate, check the plan, categorize in batches, record, show. */
export function useUploadFlow(
  customCategories: readonly CustomCategory[],
  adjustments: ListAdjustments = {},
) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const timers = useRef<number[]>([]);
  const run = useRef(0);
  /** The file of an unknown layout while the user chooses its columns. */
  const pending = useRef<{ file: File; text: string; current: number; readUpload: Reader } | undefined>(
    undefined,
  );

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const later = useCallback((ms: number, action: Parameters<typeof dispatch>[0]) => {
    timers.current.push(window.setTimeout(() => dispatch(action), ms));
  }, []);

  const fail = useCallback(() => {
    dispatch({ type: 'failed' });
    later(RETURN_TO_IDLE_MS, { type: 'settle' });
  }, [later]);

  /** Sends the read file to categorization in batches, records the upload, shows the results. */
  const process = useCallback(
    async (file: File, parsed: Extract<UploadRead, { ok: true }>, current: number) => {
      const stale = () => current !== run.current;
      markUpload(UPLOAD_MARKS.read);
      const transactions =
        parsed.kind === 'transactions' ? parsed.transactions : parsed.lines.map((line) => line.description);
      const statement: StatementLineFields[] | undefined =
        parsed.kind === 'statement' ? sentLineFields(parsed.lines) : undefined;
      const account =
        parsed.kind === 'statement'
          ? statementAccount(parsed.format, file.name, parsed.accountId).id
          : undefined;
      dispatch({ type: 'accepted', total: transactions.length });
      dispatch({ type: 'start' });

      try {
        const categories = customCategories.length > 0 ? [...customCategories] : undefined;
        const adjusted = categories && Object.keys(adjustments).length > 0 ? { ...adjustments } : undefined;
        const key = await runKey(
          adjusted
            ? [transactions, statement ?? null, adjusted]
            : statement
              ? [transactions, statement]
              : transactions,
          categories,
        );
        const uploadId = uploadIdFor(localStorage, key, Date.now(), () => crypto.randomUUID());
        const usage = await getUsage().catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) throw error;
          return undefined; // the server enforces the plan anyway
        });
        if (stale()) return;
        // A resumed upload has batches charged already: only the server can tell what it still needs.
        if (
          !uploadId.resumed &&
          usage &&
          usage.limit !== null &&
          usage.remaining !== null &&
          transactions.length > usage.remaining
        ) {
          toast.error(QUOTA_TITLE, {
            description: quotaMessage(transactions.length, usage.remaining, usage.limit),
          });
          fail();
          return;
        }

        let results = await runBatches<number, CategorizedTransaction>({
          batches: splitBatches(transactions.map((_, index) => index)),
          concurrency: 3,
          shouldRetry: retryable,
          onProgress: (processed) => {
            if (!stale()) dispatch({ type: 'progress', processed });
          },
          run: async (batch, batchIndex) => {
            const response = await categorizeBatch({
              uploadId: uploadId.uploadId,
              batchIndex,
              transactions: batch.map((index) => transactions[index] as string),
              ...(categories ? { customCategories: categories } : {}),
              ...(adjusted ? { listAdjustments: adjusted } : {}),
              ...(statement
                ? { statement: batch.map((index) => statement[index] as StatementLineFields) }
                : {}),
            });
            if (response.categorizedTransactions.length !== batch.length) {
              throw new ApiError(CATEGORIZE_MESSAGES.failed, 200, 'BadResponse');
            }
            return response.categorizedTransactions;
          },
        });
        if (stale()) return;
        markUpload(UPLOAD_MARKS.categorized);

        let recorded: string | undefined;
        try {
          const created = await createUpload({
            uploadId: uploadId.uploadId,
            filename: file.name,
            transactionCount: results.length,
            ...(categories ? { customCategories: categories } : {}),
            ...(account ? { account } : {}),
          });
          recorded = created.id;
          // Lines an earlier upload already held: flagged, out of the totals until the user keeps them; and
          // what the ledger made of lines against their words (a bill matched to its payment, a kind chosen before).
          results = withMarks(results, created.duplicates ?? [], ({ of }) => ({ duplicateOf: of }));
          results = withMarks(results, created.kinds ?? [], ({ kind }) => ({ ledgerKind: kind }));
          forgetUpload(localStorage, key, Date.now());
        } catch (error) {
          toast.warning('Histórico não atualizado', {
            description: error instanceof Error ? error.message : CATEGORIZE_MESSAGES.fallback,
          });
        }
        if (stale()) return;
        toast.success('Transações categorizadas', {
          description: `${results.length} transações foram categorizadas com sucesso.`,
        });
        markUpload(UPLOAD_MARKS.recorded);
        dispatch({ type: 'succeeded', results, uploadId: recorded, customCategories: categories });
        timers.current.push(
          window.setTimeout(() => {
            markUpload(UPLOAD_MARKS.show);
            dispatch({ type: 'showResults' });
          }, RESULTS_VIEW_DELAY_MS),
        );
        later(RETURN_TO_IDLE_MS, { type: 'settle' });
      } catch (error) {
        if (stale()) return;
        if (error instanceof ApiError && error.type === 'QuotaExceeded') {
          toast.error(QUOTA_TITLE, { description: error.message });
        } else {
          const message =
            error instanceof ApiError && error.type === 'BadResponse'
              ? CATEGORIZE_MESSAGES.failed
              : error instanceof Error && error.message
                ? error.message
                : CATEGORIZE_MESSAGES.fallback;
          toast.error(TITLES.categorizeFailed, { description: message });
        }
        fail();
      }
    },
    [customCategories, adjustments, fail, later],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      clearTimers();
      const current = ++run.current;
      const stale = () => current !== run.current;
      markUpload(UPLOAD_MARKS.chosen);
      dispatch({ type: 'validate', file: { name: file.name, size: file.size } });

      const check = checkUploadFile(file);
      if (!check.ok) {
        toast.error(check.error.title, { description: check.error.message });
        dispatch({ type: 'invalid' });
        later(RETURN_TO_IDLE_MS, { type: 'settle' });
        return;
      }
      // The reader (CSV parser, bank layouts, OFX) loads with the file, not with the page.
      const reader = loadReader();
      reader.catch(() => undefined);
      let text: string;
      let readUpload: Reader;
      try {
        const read = await readUploadFile(file);
        if ('error' in read) {
          // A PDF, a spreadsheet, an image: said for what it is, not read as a broken CSV.
          toast.error(read.error.title, { description: read.error.message });
          dispatch({ type: 'invalid' });
          later(RETURN_TO_IDLE_MS, { type: 'settle' });
          return;
        }
        text = read.text;
      } catch {
        toast.error(TITLES.invalidCsv, { description: 'Erro ao ler o arquivo.' });
        dispatch({ type: 'invalid' });
        later(RETURN_TO_IDLE_MS, { type: 'settle' });
        return;
      }
      try {
        readUpload = await reader;
      } catch {
        // Not the file's fault: the page could not load its reader. Nothing was sent or charged.
        toast.error('Erro', {
          description:
            'Não foi possível carregar o leitor de arquivos. Verifique sua conexão e recarregue a página.',
        });
        dispatch({ type: 'invalid' });
        later(RETURN_TO_IDLE_MS, { type: 'settle' });
        return;
      }
      if (stale()) return;
      const parsed = readUpload(text);
      if (!parsed.ok) {
        toast.error(parsed.error.title, { description: parsed.error.message });
        dispatch({ type: 'invalid' });
        later(RETURN_TO_IDLE_MS, { type: 'settle' });
        return;
      }
      if (parsed.kind === 'statement' && parsed.guessed) {
        // An unknown layout: the user confirms (or changes) the guessed columns before anything is sent.
        pending.current = { file, text, current, readUpload };
        dispatch({ type: 'needsMapping', layout: parsed.guessed });
        return;
      }
      await process(file, parsed, current);
    },
    [clearTimers, later, process],
  );

  /** The preview of an unknown layout under `mapping`: its lines, or what is wrong with the choice. */
  const previewMapping = useCallback((mapping: ColumnMapping): UploadRead | undefined => {
    const waiting = pending.current;
    return waiting ? waiting.readUpload(waiting.text, mapping) : undefined;
  }, []);

  /** The user confirmed the columns of an unknown layout: read the file with them and process it. */
  const confirmMapping = useCallback(
    async (mapping: ColumnMapping) => {
      const waiting = pending.current;
      if (!waiting || waiting.current !== run.current) return;
      const parsed = waiting.readUpload(waiting.text, mapping);
      if (!parsed.ok) {
        // The choice does not read: say why, and keep the mapping step (nothing is lost).
        toast.error(parsed.error.title, { description: parsed.error.message });
        return;
      }
      pending.current = undefined;
      await process(waiting.file, parsed, waiting.current);
    },
    [process],
  );

  const reset = useCallback(() => {
    clearTimers();
    pending.current = undefined;
    run.current++;
    dispatch({ type: 'reset' });
  }, [clearTimers]);

  return { state, chooseFile, previewMapping, confirmMapping, reset };
}

/** The lines with what the server said of some of them (by index) laid on them. */
function withMarks<M extends { readonly index: number }>(
  lines: readonly CategorizedTransaction[],
  marks: readonly M[],
  mark: (said: M) => Partial<CategorizedTransaction>,
): CategorizedTransaction[] {
  if (marks.length === 0) return [...lines];
  const marked = [...lines];
  for (const said of marks) {
    const line = marked[said.index];
    if (line) marked[said.index] = { ...line, ...mark(said) };
  }
  return marked;
}
