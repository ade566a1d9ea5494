import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** A route failed to render or load: the spec's fallback heading with the status text or message. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="conteudo" className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 px-4">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-slate-100 p-4 font-mono text-sm break-words text-slate-800">{detail}</p>
      <a href="/" className="text-indigo-700 underline">
        Voltar para o início
      </a>
    </main>
  );
}
