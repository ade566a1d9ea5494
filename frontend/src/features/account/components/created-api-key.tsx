import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { CreatedApiKey } from '#shared/api/schemas';
import { Button } from '@/components/ui/button';
import { toastSlot } from '@/components/ui/toast-slot';

/** A copy's outcome takes the place of the one before. */
const copyToast = toastSlot('api-key-copy');

/** Copies a secret; where the browser refuses, says so (the text can still be selected by hand). */
async function copy(value: string, what: string) {
  try {
    await navigator.clipboard.writeText(value);
    copyToast.show('success', 'Copiado', `${what} está na área de transferência.`);
  } catch {
    copyToast.show('error', 'Não foi possível copiar', 'Selecione o texto e copie manualmente.');
  }
}

/**
 * The one time a new key and its webhook secret are shown: each with "Copiar", until "Já guardei". It takes the
 * focus when it appears, so a screen reader reads it first.
 */
export function CreatedApiKeyBox({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
      data-testid="created-api-key"
    >
      <div>
        <h3
          ref={heading}
          id={`${id}-title`}
          tabIndex={-1}
          className="flex items-start gap-2 font-semibold [overflow-wrap:anywhere] text-slate-900 focus:outline-none"
        >
          <KeyRound className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
          Chave criada: {created.name}
        </h3>
        <p className="mt-1 text-sm font-semibold text-amber-900">
          Guarde esta chave agora: ela não será mostrada de novo.
        </p>
      </div>
      <Secret
        label="Chave de API"
        hint="Envie-a em cada chamada, no cabeçalho Authorization: Bearer <sua chave>."
        value={created.key}
        testId="created-key"
        copyLabel="Copiar a chave de API"
        onCopy={() => void copy(created.key, 'A chave de API')}
      />
      <Secret
        label="Segredo do webhook"
        hint="Serve para conferir a assinatura dos webhooks que enviamos aos seus sistemas."
        value={created.webhookSecret}
        testId="created-webhook-secret"
        copyLabel="Copiar o segredo do webhook"
        onCopy={() => void copy(created.webhookSecret, 'O segredo do webhook')}
      />
      <Button className="self-start" onClick={onDone}>
        Já guardei
      </Button>
    </section>
  );
}

function Secret({
  label,
  hint,
  value,
  testId,
  copyLabel,
  onCopy,
}: {
  label: string;
  hint: string;
  value: string;
  testId: string;
  copyLabel: string;
  onCopy: () => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-slate-900">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <code
          className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
          data-testid={testId}
        >
          {value}
        </code>
        <Button variant="outline" className="self-start" aria-label={copyLabel} onClick={onCopy}>
          <Copy className="size-4" aria-hidden />
          Copiar
        </Button>
      </div>
      <p className="text-xs text-slate-700">{hint}</p>
    </div>
  );
}
