import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UploadSummary } from '#shared/api/schemas';
import { formatDateBr, formatMoney } from '#shared/statements/values';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCount, formatUploadDate } from '../stats';

/**
 * 'Histórico de Uploads'; a bank statement also shows its period and money out. Each file name opens that upload's stored results, and each row can be deleted (after
 * a confirmation). Older uploads load a page at a time.
 */
export function UploadsTable({
  uploads,
  loading,
  resultsHref,
  onDelete,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: {
  uploads: readonly UploadSummary[];
  loading: boolean;
  resultsHref: (id: string) => string;
  onDelete: (upload: UploadSummary) => Promise<void>;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  return (
    <Card flush>
      <h2 className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900" id="historico">
        Histórico de Uploads
      </h2>
      {loading ? (
        <p className="px-5 pb-5 text-slate-600">Carregando...</p>
      ) : uploads.length === 0 ? (
        <p className="px-5 pb-5 text-slate-600">
          Nenhum arquivo enviado ainda. Comece fazendo seu primeiro upload.
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="historico">
            <thead className="border-y border-slate-200 bg-slate-50 text-xs text-slate-700 sm:text-sm">
              <tr>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-5">
                  Arquivo
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-5">
                  Transações
                </th>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-5">
                  Data
                </th>
                <th scope="col" className="px-1 py-2 sm:px-5">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {uploads.map((upload) => (
                <tr key={upload.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  <td className="max-w-[6.5rem] px-2 py-3 sm:max-w-md sm:px-5">
                    <Link
                      to={resultsHref(upload.id)}
                      className="block truncate font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
                      title={`Ver resultados de ${upload.filename}`}
                    >
                      {upload.filename}
                    </Link>
                    {upload.statement && (
                      <p className="mt-0.5 text-xs text-slate-600" data-testid="upload-statement">
                        {formatDateBr(upload.statement.period_start)} a{' '}
                        {formatDateBr(upload.statement.period_end)} · saídas{' '}
                        <span className="whitespace-nowrap">
                          {formatMoney(-upload.statement.money_out_cents)}
                        </span>
                      </p>
                    )}
                  </td>
                  <td className="px-2 py-3 text-right tabular-nums sm:px-5">
                    {formatCount(upload.transaction_count)}
                  </td>
                  <td className="px-2 py-3 text-slate-700 sm:px-5 sm:whitespace-nowrap">
                    {formatUploadDate(upload.uploaded_at)}
                  </td>
                  <td className="px-1 py-2 text-right sm:px-5">
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="ghost"
                          className="px-2 text-red-700! hover:bg-red-50"
                          aria-label={`Excluir ${upload.filename}`}
                        >
                          <Trash2 className="size-4" aria-hidden />
                          <span className="hidden sm:inline">Excluir</span>
                        </Button>
                      }
                      title="Excluir este upload?"
                      description={
                        <p>
                          {upload.filename} e suas {formatCount(upload.transaction_count)} transações
                          categorizadas serão apagados. Não é possível desfazer.
                        </p>
                      }
                      confirmLabel="Excluir upload"
                      onConfirm={() => onDelete(upload)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasMore && (
            <div className="border-t border-slate-100 px-5 py-3 text-center">
              <Button variant="outline" disabled={loadingMore} onClick={onLoadMore}>
                {loadingMore ? 'Carregando...' : 'Carregar mais'}
              </Button>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
