import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UploadSummary } from '#shared/api/schemas';
import { formatDateBr, formatMoney } from '#shared/statements/values';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileName } from '@/components/ui/file-picker';
import { formatCount, formatUploadDate } from '../stats';

/**
 * 'Histórico de Uploads'; a bank statement also shows its period and money out. Each file name opens that
 * upload's stored results, and each row can be deleted (after a confirmation). Older uploads load a page at a
 * time.
 *
 * A file name is always shown whole, wrapping when it must: it is how a user tells one month's statement from
 * another's. Below `sm` each row is a stacked block (the name on its own line, then the count, the date and
 * the delete button) instead of columns, so a phone neither cuts the name nor scrolls sideways.
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
          <table className="w-full text-left text-sm max-sm:block" aria-labelledby="historico">
            <thead className="border-y border-slate-200 bg-slate-50 text-slate-700 max-sm:sr-only">
              <tr>
                <th scope="col" className="px-5 py-2 font-semibold">
                  Arquivo
                </th>
                <th scope="col" className="px-5 py-2 text-right font-semibold">
                  Transações
                </th>
                <th scope="col" className="px-5 py-2 font-semibold">
                  Data
                </th>
                <th scope="col" className="px-5 py-2">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {uploads.map((upload) => (
                <tr
                  key={upload.id}
                  className="border-b border-slate-100 last:border-0 hover:bg-slate-50 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:py-3 max-sm:pr-3 max-sm:pl-5"
                >
                  <td className="px-5 py-3 wrap-break-word max-sm:min-w-0 max-sm:basis-full max-sm:p-0">
                    <Link
                      to={resultsHref(upload.id)}
                      className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
                      title={`Ver resultados de ${upload.filename}`}
                    >
                      <FileName name={upload.filename} />
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
                  {/* On a phone the column's header is hidden: the count says what it counts. */}
                  <td
                    className="px-5 py-3 text-right tabular-nums max-sm:p-0 max-sm:text-slate-700 max-sm:after:content-[attr(data-unit)]"
                    data-unit={upload.transaction_count === 1 ? ' transação' : ' transações'}
                  >
                    {formatCount(upload.transaction_count)}
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap text-slate-700 max-sm:p-0">
                    {formatUploadDate(upload.uploaded_at)}
                  </td>
                  <td className="px-5 py-2 text-right max-sm:ml-auto max-sm:p-0">
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
