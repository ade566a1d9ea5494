import { Link } from 'react-router-dom';
import type { UploadSummary } from '#shared/api/schemas';
import { Card } from '@/components/ui/card';
import { formatCount, formatUploadDate } from '../stats';

/** 'Histórico de Uploads'; each file name opens that upload's stored results. */
export function UploadsTable({
  uploads,
  loading,
  resultsHref,
}: {
  uploads: readonly UploadSummary[];
  loading: boolean;
  resultsHref: (id: string) => string;
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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="historico">
            <thead className="border-y border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold sm:px-5">
                  Arquivo
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-5">
                  Transações
                </th>
                <th scope="col" className="px-3 py-2 font-semibold sm:px-5">
                  Data
                </th>
              </tr>
            </thead>
            <tbody>
              {uploads.map((upload) => (
                <tr key={upload.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  <td className="max-w-[9rem] px-3 py-3 sm:max-w-md sm:px-5">
                    <Link
                      to={resultsHref(upload.id)}
                      className="block truncate font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
                      title={`Ver resultados de ${upload.filename}`}
                    >
                      {upload.filename}
                    </Link>
                  </td>
                  <td className="px-3 py-3 text-right tabular-nums sm:px-5">
                    {formatCount(upload.transaction_count)}
                  </td>
                  <td className="px-3 py-3 text-slate-700 sm:px-5 sm:whitespace-nowrap">
                    {formatUploadDate(upload.uploaded_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
