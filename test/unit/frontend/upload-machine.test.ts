import { describe, expect, it } from 'vitest';
import {
  formatKilobytes,
  initialUploadState,
  isBusy,
  STATUS_LABELS,
  type UploadAction,
  type UploadState,
  uploadReducer,
} from '../../../frontend/src/features/upload/model/upload-machine.ts';

const run = (...actions: UploadAction[]): UploadState => actions.reduce(uploadReducer, initialUploadState);
const file = { name: 'extrato.csv', size: 2048 };

describe('upload state machine (spec §4)', () => {
  it('has the spec labels', () => {
    expect(STATUS_LABELS).toEqual({
      idle: 'Pronto para upload',
      validating: 'Validando arquivo...',
      processing: 'IA categorizando transações',
      success: 'Categorização concluída!',
      error: 'Erro no processamento',
    });
  });

  it('goes idle → validating → idle (valid) → processing → success, then shows results and settles', () => {
    const validating = run({ type: 'validate', file });
    expect(validating.status).toBe('validating');
    expect(validating.file).toEqual(file);
    const accepted = uploadReducer(validating, { type: 'accepted', total: 900 });
    expect(accepted).toMatchObject({ status: 'idle', total: 900, processed: 0 });
    const processing = uploadReducer(accepted, { type: 'start' });
    expect(processing.status).toBe('processing');
    const progressed = uploadReducer(processing, { type: 'progress', processed: 500 });
    expect(progressed.processed).toBe(500);
    // Progress never goes back nor past the total.
    expect(uploadReducer(progressed, { type: 'progress', processed: 100 }).processed).toBe(500);
    expect(uploadReducer(progressed, { type: 'progress', processed: 5000 }).processed).toBe(900);
    const results = [{ description: 'X', category: 'Outros' }];
    const success = uploadReducer(progressed, { type: 'succeeded', results, uploadId: 'u1' });
    expect(success).toMatchObject({ status: 'success', processed: 900, showResults: false });
    const shown = uploadReducer(success, { type: 'showResults' });
    expect(shown.showResults).toBe(true);
    expect(uploadReducer(shown, { type: 'settle' }).status).toBe('idle');
  });

  it('an invalid file sets error (naming the file), which settles back to idle with no file chosen', () => {
    const error = run({ type: 'validate', file }, { type: 'invalid' });
    expect(error).toMatchObject({ status: 'error', file });
    const idle = uploadReducer(error, { type: 'settle' });
    expect(idle.status).toBe('idle');
    expect(idle.file).toBeUndefined();
  });

  it('a failure after the file was accepted settles back to idle keeping the file', () => {
    const failed = run(
      { type: 'validate', file },
      { type: 'accepted', total: 5 },
      { type: 'start' },
      { type: 'failed' },
    );
    expect(uploadReducer(failed, { type: 'settle' })).toMatchObject({ status: 'idle', file });
  });

  it('a failure during processing sets error; settle ignores busy states', () => {
    const processing = run({ type: 'validate', file }, { type: 'accepted', total: 5 }, { type: 'start' });
    expect(uploadReducer(processing, { type: 'settle' }).status).toBe('processing');
    expect(uploadReducer(processing, { type: 'failed' }).status).toBe('error');
    expect(uploadReducer(processing, { type: 'showResults' }).showResults).toBe(false);
  });

  it("'Processar novo arquivo' resets everything", () => {
    const shown = run(
      { type: 'validate', file },
      { type: 'accepted', total: 1 },
      { type: 'start' },
      { type: 'succeeded', results: [{ description: 'X', category: 'Outros' }], uploadId: undefined },
      { type: 'showResults' },
    );
    expect(uploadReducer(shown, { type: 'reset' })).toEqual(initialUploadState);
  });

  it('disables the pickers only while validating or processing', () => {
    expect(
      ['idle', 'validating', 'processing', 'success', 'error'].filter((s) => isBusy(s as never)),
    ).toEqual(['validating', 'processing']);
  });

  it('shows the size in KB with 2 decimals', () => {
    expect(formatKilobytes(2048)).toBe('2,00 KB');
    expect(formatKilobytes(1536)).toBe('1,50 KB');
    expect(formatKilobytes(100)).toBe('0,10 KB');
  });
});
