import { ArrowLeft } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ListAdjustments } from '#shared/engine/list-mapping';
import { AppMenu } from '@/app/app-menu';
import { RequireAuth } from '@/app/require-auth';
import { SiteHeader } from '@/components/layout/site-header';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CategoriesBlock } from '@/features/upload/components/categories-block';
import { ListInUse } from '@/features/upload/components/list-in-use';
import { TransactionsCard } from '@/features/upload/components/transactions-card';
import { usePastUpload } from '@/features/upload/hooks/use-past-upload';
import { useSavedLists } from '@/features/upload/hooks/use-saved-lists';
import { useUploadFlow } from '@/features/upload/hooks/use-upload-flow';
import { type ChosenList, DEFAULT_LIST } from '@/features/upload/model/chosen-list';
import { isBusy } from '@/features/upload/model/upload-machine';
import { paths, UPLOAD_QUERY_PARAM } from '@/lib/paths';
import { preloadable } from '@/lib/preloadable';
import { useDocumentTitle } from '@/lib/use-document-title';

// The results view (virtualized table, money view) and the column-mapping step load when needed: the page's
// first paint carries only the two cards. Both start loading as soon as a file is chosen; once loaded they are
// rendered directly, not through lazy() (whose first render always suspends, and React holds a revealed
// fallback for 300 ms).
const resultsView = preloadable(() =>
  import('@/features/upload/components/results-view').then((m) => m.ResultsView),
);
const columnMapping = preloadable(() =>
  import('@/features/upload/components/column-mapping').then((m) => m.ColumnMappingCard),
);

function Loading() {
  return (
    <p className="flex items-center gap-2 text-slate-700">
      <Spinner /> Carregando...
    </p>
  );
}

export function UploadRoute() {
  useDocumentTitle('Upload de Transações');
  return (
    <RequireAuth>
      <div className="min-h-screen bg-slate-50">
        <SiteHeader menu={<AppMenu />} />
        <main id="conteudo" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
          <Suspense fallback={<Loading />}>
            <UploadPage />
          </Suspense>
        </main>
      </div>
    </RequireAuth>
  );
}

function UploadPage() {
  const [params] = useSearchParams();
  const pastId = params.get(UPLOAD_QUERY_PARAM);
  // A past upload shows the results view: load it alongside the upload itself.
  if (pastId && !resultsView.isLoaded()) void resultsView.preload().catch(() => undefined);
  const ResultsView = resultsView.component();
  const ColumnMappingCard = columnMapping.component();
  const past = usePastUpload(pastId);
  const navigate = useNavigate();
  const [list, setList] = useState<ChosenList>(DEFAULT_LIST);
  const saved = useSavedLists();
  const { state, chooseFile, previewMapping, confirmMapping, reset } = useUploadFlow(
    list.categories,
    list.adjustments,
  );
  const adjust = (adjustments: ListAdjustments) => setList((current) => ({ ...current, adjustments }));

  const startOver = () => {
    reset();
    setList(DEFAULT_LIST);
    if (pastId) navigate(paths.upload.getHref());
  };

  if (pastId) {
    if (past.status === 'loaded') {
      return (
        <ResultsView
          items={past.data.categorizedTransactions}
          uploadId={past.data.upload.id}
          customCategories={past.data.customCategories}
          filename={past.data.upload.filename}
          onReset={startOver}
        />
      );
    }
    if (past.status === 'loading' || past.status === 'none') return <Loading />;
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Upload não encontrado</h1>
        <ButtonLink to={paths.upload.getHref()}>Processar novo arquivo</ButtonLink>
      </div>
    );
  }

  if (state.showResults && state.results) {
    return (
      <ResultsView
        items={state.results}
        uploadId={state.uploadId}
        customCategories={state.customCategories}
        filename={state.file?.name}
        onReset={startOver}
      />
    );
  }

  return (
    <>
      <div className="flex flex-col gap-2">
        <ButtonLink to={paths.dashboard.getHref()} variant="ghost" className="self-start px-2">
          <ArrowLeft className="size-4" aria-hidden />
          Voltar ao Dashboard
        </ButtonLink>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Upload de Transações</h1>
        <p className="text-slate-600">
          Envie um CSV com as descrições das transações e a IA categoriza cada uma.
        </p>
      </div>
      <CategoriesBlock
        list={list}
        saved={saved.lists}
        onChange={setList}
        onSaved={saved.remember}
        onAdjust={adjust}
        disabled={isBusy(state.status)}
      />
      {state.mapping ? (
        <ColumnMappingCard
          layout={state.mapping}
          preview={previewMapping}
          onConfirm={(mapping) => void confirmMapping(mapping)}
          onCancel={reset}
        />
      ) : (
        <TransactionsCard
          state={state}
          list={
            <ListInUse list={list} saved={saved.lists} onChoose={setList} disabled={isBusy(state.status)} />
          }
          onFile={(file) => {
            void resultsView.preload().catch(() => undefined);
            void columnMapping.preload().catch(() => undefined);
            void chooseFile(file);
          }}
        />
      )}
    </>
  );
}
