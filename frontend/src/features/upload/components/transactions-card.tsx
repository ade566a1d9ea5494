import { AlertCircle, CheckCircle2, Download, FileSpreadsheet, Info, Loader2 } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { SAMPLE_TRANSACTIONS, sampleTransactionsCsv, UTF8_BOM } from '#shared/csv/export';
import { UPLOAD_ACCEPT } from '#shared/statements/upload-file';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileName, FilePicker } from '@/components/ui/file-picker';
import { ProgressBar } from '@/components/ui/progress-bar';
import { downloadText } from '@/lib/files';
import { formatKilobytes, isBusy, STATUS_LABELS, type UploadState } from '../model/upload-machine';

export const SAMPLE_FILENAME = 'exemplo_transacoes.csv';

/** The transactions file: notice, sample download, picker, status and progress, format example. */
export function TransactionsCard({
  state,
  onFile,
  list,
}: {
  state: UploadState;
  onFile: (file: File) => void;
  /** The list the file will be categorized with, and its switch: shown before the picker. */
  list?: ReactNode;
}) {
  const id = useId();
  const busy = isBusy(state.status);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file) onFile(file);
  };
  const percent = state.total > 0 ? (state.processed / state.total) * 100 : 0;

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileSpreadsheet className="size-5 text-indigo-700" aria-hidden />
        Arquivo de transações
      </h2>
      <p
        className="mt-3 flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
        role="note"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          O arquivo CSV deve ter uma única coluna chamada <strong>'transações'</strong>, com uma transação por
          linha. Ou envie o extrato do seu banco: OFX, o CSV do Nubank ou do Inter, ou o CSV/TXT de outro
          banco.
        </span>
      </p>
      {list}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <FilePicker
            id={`${id}-file`}
            label="Arquivo de transações ou extrato (CSV, OFX, TXT)"
            buttonText="Selecionar arquivo"
            accept={UPLOAD_ACCEPT}
            fileName={state.file?.name}
            disabled={busy}
            onChange={choose}
            testId="transactions-input"
          />
        </div>
        <Button
          variant="outline"
          onClick={() => downloadText(SAMPLE_FILENAME, UTF8_BOM + sampleTransactionsCsv())}
        >
          <Download className="size-4" aria-hidden />
          Baixar CSV de exemplo
        </Button>
      </div>

      <div
        className="mt-5 rounded-lg border border-slate-200 p-4"
        data-testid="upload-status"
        data-status={state.status}
      >
        <p className="flex items-center gap-2 font-semibold text-slate-900" role="status" aria-live="polite">
          {busy && <Loader2 className="size-4 animate-spin text-indigo-700" aria-hidden />}
          {state.status === 'success' && <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />}
          {state.status === 'error' && <AlertCircle className="size-4 text-red-700" aria-hidden />}
          {STATUS_LABELS[state.status]}
        </p>
        {state.status === 'idle' && state.file && (
          <p className="mt-1 text-sm wrap-break-word text-slate-700" data-testid="file-info">
            <FileName name={state.file.name} /> · {formatKilobytes(state.file.size)}
          </p>
        )}
        {busy && (
          <div className="mt-3 flex flex-col gap-2">
            <p className="text-sm text-slate-700" data-testid="progress-count">
              {state.processed} / {state.total} transações
            </p>
            <ProgressBar value={percent} label="Progresso da categorização" />
          </div>
        )}
        {state.status === 'success' && (
          <div className="mt-2 text-sm text-emerald-900">
            <p className="font-semibold">Arquivo enviado com sucesso</p>
            <p>Suas transações estão sendo categorizadas automaticamente.</p>
          </div>
        )}
        {state.status === 'error' && (
          <div className="mt-2 text-sm text-red-800">
            <p className="font-semibold">Erro ao processar arquivo</p>
            <p>Verifique se o formato está correto e tente novamente.</p>
          </div>
        )}
      </div>

      <div className="mt-5">
        <h3 className="text-sm font-semibold text-slate-800">Exemplo de formato correto</h3>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
          {['transações', ...SAMPLE_TRANSACTIONS].join('\n')}
        </pre>
      </div>
    </Card>
  );
}
