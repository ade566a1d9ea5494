import { KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiKeySummary, CreatedApiKey } from '#shared/api/schemas';
import { MAX_API_KEY_NAME_LENGTH } from '#shared/limits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { toastSlot } from '@/components/ui/toast-slot';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { createApiKey, listApiKeys, revokeApiKey } from '../api/keys-api';
import { CreatedApiKeyBox } from './created-api-key';

const DATE = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
/** A usage month (`2026-11`, UTC) as "novembro de 2026". */
const MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const COUNT = new Intl.NumberFormat('pt-BR');
/** A revocation's outcome takes the place of the one before. */
const revokeToast = toastSlot('api-key-revoke');

const dateText = (iso: string) => DATE.format(new Date(iso));
const dateTimeText = (iso: string) => `${DATE.format(new Date(iso))} ${TIME.format(new Date(iso))}`;
const lines = (n: number) => (n === 1 ? '1 transação' : `${COUNT.format(n)} transações`);

function monthText(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  return MONTH.format(new Date(Date.UTC(year, mon - 1, 1)));
}

/** Why a key's name is refused before it is sent, or undefined when it may go. */
function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Informe um nome para a chave, por exemplo o sistema que vai usá-la.';
  if (trimmed.length > MAX_API_KEY_NAME_LENGTH) {
    return `O nome pode ter até ${MAX_API_KEY_NAME_LENGTH} caracteres (este tem ${trimmed.length}).`;
  }
  return undefined;
}

type Keys =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; keys: ApiKeySummary[]; limit: number };

/**
 * 'Minha conta' → "Chaves de API": the keys an institution's systems send to /v1. Creates one (its key and webhook
 * secret shown once), lists them with their use and limits, and revokes them.
 */
export function ApiKeysCard() {
  const id = useId();
  const ids = { name: `${id}-name`, hint: `${id}-hint`, error: `${id}-error`, list: `${id}-list` };
  const [keys, setKeys] = useState<Keys>({ state: 'loading' });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const nameInput = useRef<HTMLInputElement>(null);

  const load = useCallback((signal?: AbortSignal) => {
    setKeys({ state: 'loading' });
    listApiKeys(signal)
      .then((answer) => setKeys({ state: 'ready', keys: answer.keys, limit: answer.limit }))
      .catch((failure: unknown) => {
        if (signal?.aborted) return;
        setKeys({ state: 'failed', message: errorText(failure) });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = nameError(name);
    setError(refused);
    if (refused) {
      nameInput.current?.focus();
      return;
    }
    setCreating(true);
    try {
      const answer = await createApiKey({ name: name.trim() });
      const { key: _key, webhookSecret: _secret, ...summary } = answer;
      setCreated(answer);
      setName('');
      if (keys.state === 'ready') {
        setKeys((current) =>
          current.state === 'ready' ? { ...current, keys: [summary, ...current.keys] } : current,
        );
      } else load();
    } catch (failure) {
      // What was typed stays, with the server's reason beside it.
      setError(errorText(failure));
      nameInput.current?.focus();
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (key: ApiKeySummary) => {
    try {
      await revokeApiKey(key.id);
    } catch (failure) {
      revokeToast.show('error', 'Chave não revogada', errorText(failure));
      return;
    }
    const revokedAt = new Date().toISOString();
    setKeys((current) =>
      current.state === 'ready'
        ? { ...current, keys: current.keys.map((k) => (k.id === key.id ? { ...k, revokedAt } : k)) }
        : current,
    );
    if (created?.id === key.id) setCreated(undefined);
    revokeToast.show('success', 'Chave revogada', `${key.name} deixa de ter acesso à API em até um minuto.`);
  };

  return (
    <Card className="flex flex-col gap-5" data-testid="api-keys">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Chaves de API</h2>
        <p className="mt-1 text-sm text-slate-700">
          Com uma chave, os sistemas da sua instituição categorizam transações chamando{' '}
          <code className="rounded bg-slate-100 px-1 font-mono text-[0.8125rem] whitespace-nowrap text-slate-900">
            POST /v1/categorize
          </code>{' '}
          de servidor para servidor. Cada chave tem os próprios limites e pode ser revogada a qualquer
          momento. <TextLink to={paths.developers.getHref()}>Ver a documentação da API</TextLink>
        </p>
      </div>

      <form
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.name} className="text-sm font-medium text-slate-900">
            Nome da chave
          </label>
          <input
            ref={nameInput}
            id={ids.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoComplete="off"
            aria-invalid={error !== undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
            className="min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-3 focus-visible:outline-indigo-300 aria-invalid:border-red-600 sm:text-sm"
            placeholder="Ex.: Integração ERP"
          />
          <p id={ids.hint} className="text-xs text-slate-600">
            Até {MAX_API_KEY_NAME_LENGTH} caracteres, para reconhecer o sistema que a usa.
          </p>
          {error && (
            <p id={ids.error} className="text-sm font-medium text-red-700" role="alert">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" className="self-start sm:mt-7" disabled={creating} aria-busy={creating}>
          {creating ? <Spinner /> : <KeyRound className="size-4" aria-hidden />}
          Criar chave
        </Button>
      </form>

      {created && (
        <CreatedApiKeyBox
          created={created}
          onDone={() => {
            setCreated(undefined);
            nameInput.current?.focus();
          }}
        />
      )}

      <KeyList keys={keys} listId={ids.list} onRetry={() => load()} onRevoke={revoke} />
    </Card>
  );
}

function KeyList({
  keys,
  listId,
  onRetry,
  onRevoke,
}: {
  keys: Keys;
  listId: string;
  onRetry: () => void;
  onRevoke: (key: ApiKeySummary) => Promise<void>;
}) {
  if (keys.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner /> Carregando suas chaves...
      </p>
    );
  }
  if (keys.state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3 text-sm" role="alert">
        <p className="font-medium text-red-800">Não foi possível carregar suas chaves de API.</p>
        <p className="text-red-800">{keys.message}</p>
        <Button variant="outline" onClick={onRetry}>
          Tentar de novo
        </Button>
      </div>
    );
  }
  const active = keys.keys.filter((key) => !key.revokedAt).length;
  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 id={listId} className="font-semibold text-slate-900">
        Suas chaves
      </h3>
      <p className="text-sm text-slate-600">
        {active === 1 ? '1 chave ativa' : `${COUNT.format(active)} chaves ativas`} de até{' '}
        {COUNT.format(keys.limit)}.
      </p>
      {keys.keys.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nenhuma chave ainda.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-labelledby={listId}>
          {keys.keys.map((key) => (
            <KeyItem key={key.id} apiKey={key} onRevoke={onRevoke} />
          ))}
        </ul>
      )}
    </div>
  );
}

function KeyItem({
  apiKey: key,
  onRevoke,
}: {
  apiKey: ApiKeySummary;
  onRevoke: (key: ApiKeySummary) => Promise<void>;
}) {
  const { limits, usage } = key;
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid="api-key"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p
          className={`font-medium [overflow-wrap:anywhere] ${key.revokedAt ? 'text-slate-600' : 'text-slate-900'}`}
        >
          {key.name}
        </p>
        <p className="font-mono text-sm break-all text-slate-700">{key.prefix}…</p>
        <p className="text-xs text-slate-600">
          Criada em {dateText(key.createdAt)} ·{' '}
          {key.lastUsedAt ? `Último uso: ${dateTimeText(key.lastUsedAt)}` : 'Nunca usada'}
        </p>
        {key.revokedAt ? (
          <p className="text-xs font-semibold text-slate-700">Revogada em {dateTimeText(key.revokedAt)}</p>
        ) : (
          <>
            <p className="text-xs text-slate-700">
              {lines(usage.lines)} em {monthText(usage.month)}, de {COUNT.format(limits.linesPerMonth)} por
              mês
            </p>
            <p className="text-xs text-slate-600">
              Até {COUNT.format(limits.requestsPerSecond)}{' '}
              {limits.requestsPerSecond === 1 ? 'pedido' : 'pedidos'} por segundo e{' '}
              {lines(limits.modelLinesPerDay)} por dia com IA
            </p>
          </>
        )}
      </div>
      {!key.revokedAt && (
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              className="shrink-0 self-start px-3 text-red-700! hover:bg-red-50"
              aria-label={`Revogar a chave ${key.name}`}
            >
              <Trash2 className="size-4" aria-hidden />
              Revogar
            </Button>
          }
          title={`Revogar a chave ${key.name}?`}
          description={<p>Sistemas que a usam deixam de ter acesso em até um minuto.</p>}
          confirmLabel="Revogar chave"
          onConfirm={() => onRevoke(key)}
        />
      )}
    </li>
  );
}
