import type { CategorizedTransaction } from '#shared/api/schemas';
import type { CustomCategory } from '#shared/categories';
import type { GuessedLayout } from '#shared/statements/upload';

/** The upload processing state (spec §4). */
export type UploadStatus = 'idle' | 'validating' | 'processing' | 'success' | 'error';

export const STATUS_LABELS: Record<UploadStatus, string> = {
  idle: 'Pronto para upload',
  validating: 'Validando arquivo...',
  processing: 'IA categorizando transações',
  success: 'Categorização concluída!',
  error: 'Erro no processamento',
};

export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

export interface UploadState {
  readonly status: UploadStatus;
  readonly file: ChosenFile | undefined;
  readonly processed: number;
  readonly total: number;
  readonly results: readonly CategorizedTransaction[] | undefined;
  /** The recorded upload's id, once it is in the history (its lines can then be changed). */
  readonly uploadId: string | undefined;
  /** The custom list the batches were categorized with (none: the defaults). */
  readonly customCategories: readonly CustomCategory[] | undefined;
  readonly showResults: boolean;
  /** An unknown layout waiting for the user to confirm (or change) its guessed columns. */
  readonly mapping: GuessedLayout | undefined;
}

export type UploadAction =
  | { type: 'validate'; file: ChosenFile }
  | { type: 'invalid' }
  | { type: 'needsMapping'; layout: GuessedLayout }
  | { type: 'accepted'; total: number }
  | { type: 'start' }
  | { type: 'progress'; processed: number }
  | {
      type: 'succeeded';
      results: readonly CategorizedTransaction[];
      uploadId: string | undefined;
      customCategories?: readonly CustomCategory[] | undefined;
    }
  | { type: 'failed' }
  | { type: 'showResults' }
  | { type: 'settle' }
  | { type: 'reset' };

export const initialUploadState: UploadState = {
  status: 'idle',
  file: undefined,
  processed: 0,
  total: 0,
  results: undefined,
  uploadId: undefined,
  customCategories: undefined,
  showResults: false,
  mapping: undefined,
};

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'validate':
      return { ...initialUploadState, status: 'validating', file: action.file };
    case 'invalid':
      // An invalid transactions file sets the state to error (spec §4).
      return { ...state, status: 'error', processed: 0, total: 0 };
    case 'needsMapping':
      // An unknown layout: idle until the user confirms its columns.
      return { ...state, status: 'idle', mapping: action.layout };
    case 'accepted':
      // A valid file resets to idle; processing starts right after.
      return { ...state, status: 'idle', processed: 0, total: action.total, mapping: undefined };
    case 'start':
      return state.status === 'idle' ? { ...state, status: 'processing', processed: 0 } : state;
    case 'progress':
      return state.status === 'processing'
        ? { ...state, processed: Math.min(state.total, Math.max(state.processed, action.processed)) }
        : state;
    case 'succeeded':
      return {
        ...state,
        status: 'success',
        processed: state.total,
        results: action.results,
        uploadId: action.uploadId,
        customCategories: action.customCategories,
      };
    case 'failed':
      return { ...state, status: 'error' };
    case 'showResults':
      return state.results ? { ...state, showResults: true } : state;
    case 'settle':
      // 2 s after a categorization finishes (success or error), back to idle (spec §4, §9). A file refused before
      // anything was sent (total 0, no results) is not left behind as the chosen file.
      if (state.status === 'error' && state.total === 0 && state.results === undefined)
        return { ...state, status: 'idle', file: undefined };
      return state.status === 'success' || state.status === 'error' ? { ...state, status: 'idle' } : state;
    case 'reset':
      return initialUploadState;
  }
}

/** Whether the pickers are disabled (spec §2: while validating or processing). */
export function isBusy(status: UploadStatus): boolean {
  return status === 'validating' || status === 'processing';
}

/** File size in KB with 2 decimals, pt-BR (e.g. '1,50 KB'). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} KB`;
}
