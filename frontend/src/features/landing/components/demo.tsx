import { FileSpreadsheet, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CategoryBadge } from '@/components/ui/category-badge';
import { type DemoFrame, demoFrameAt } from '../demo-timeline';

export const DEMO_ROWS = [
  { description: 'IFOOD *RESTAURANTE SABOR', category: 'Alimentação' },
  { description: 'UBER *TRIP HELP.UBER.COM', category: 'Transporte' },
  { description: 'NETFLIX.COM', category: 'Assinaturas' },
  { description: 'DROGASIL 1234', category: 'Saúde' },
  { description: 'MERCADOLIVRE*VENDEDOR', category: 'Compras' },
] as const;

/** The looping demo: upload, processing, then the results row by row. */
export function Demo() {
  const [frame, setFrame] = useState<DemoFrame>({ phase: 'upload' });
  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(
      () => setFrame(demoFrameAt(performance.now() - started, DEMO_ROWS.length)),
      100,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div
      className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:p-6"
      data-testid="demo"
      data-phase={frame.phase}
    >
      <div className="mb-4 flex items-center gap-1.5" aria-hidden="true">
        <span className="size-3 rounded-full bg-red-400" />
        <span className="size-3 rounded-full bg-amber-400" />
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="ml-2 truncate text-xs text-slate-500">categoriza.app/upload</span>
      </div>
      <div className="min-h-64" aria-live="off">
        {frame.phase === 'upload' && (
          <div className="flex h-64 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-indigo-300 bg-indigo-50 text-indigo-900">
            <FileSpreadsheet className="size-10 animate-bounce" aria-hidden />
            <p className="font-semibold">Enviando extrato.csv...</p>
          </div>
        )}
        {frame.phase === 'processing' && (
          <div className="flex h-64 flex-col items-center justify-center gap-3 rounded-xl bg-violet-50 text-violet-900">
            <Loader2 className="size-10 animate-spin" aria-hidden />
            <p className="font-semibold">IA categorizando transações</p>
          </div>
        )}
        {frame.phase === 'results' && (
          <div>
            <p className="mb-3 flex items-center gap-2 font-semibold text-emerald-800">
              <Sparkles className="size-4" aria-hidden /> Categorização concluída!
            </p>
            <ul className="flex flex-col gap-2">
              {DEMO_ROWS.slice(0, frame.rowsShown).map((row) => (
                <li
                  key={row.description}
                  className="demo-row flex items-center justify-between gap-3 rounded-lg border border-slate-100 bg-slate-50 px-3 py-2 text-sm"
                >
                  <span className="min-w-0 truncate font-mono text-slate-800">{row.description}</span>
                  <CategoryBadge category={row.category} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
