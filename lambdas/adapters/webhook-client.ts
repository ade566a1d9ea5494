import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { forbiddenAddressReason } from '#lambdas/domain/network-ranges';
import { MAX_WEBHOOK_URL_LENGTH } from '#shared/limits';

/**
 * Sends webhooks to URLs that institutions give, guarded against SSRF: HTTPS only, no address inside our
 * network (domain/network-ranges.ts), every DNS answer checked, and the request sent to the very address that
 * was checked, so that a second lookup can't answer otherwise (DNS rebinding). Redirects are not followed: a
 * 3xx is a failed delivery, as the Standard Webhooks spec says. Local mode passes `allowLoopback` (its caller
 * reads WEBHOOK_ALLOW_LOOPBACK) to reach a receiver on 127.0.0.1 over plain HTTP; nothing else opens up.
 */

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'O webhookUrl não é uma URL válida.',
  tooLong: 'O webhookUrl é longo demais.',
  https: 'O webhookUrl deve usar HTTPS.',
  credentials: 'O webhookUrl não pode conter usuário ou senha.',
  internal: 'O webhookUrl aponta para um endereço interno, que não é permitido.',
  unresolved: 'Não foi possível encontrar o endereço do webhookUrl.',
} as const;

export const DELIVERY_MESSAGES = {
  timeout: 'O webhook não respondeu a tempo.',
  redirect: (status: number) => `O webhook respondeu ${status} (redirecionamento), que não é seguido.`,
  status: (status: number) => `O webhook respondeu ${status}.`,
  network: (code: string) => `Falha de rede ao entregar o webhook (${code}).`,
  bodyTooLarge: 'O corpo do webhook é grande demais.',
} as const;

/** Largest body sent: an event is a few hundred bytes; this only stops a bug from posting megabytes. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

/** The most of a receiver's answer read: only its status matters, the rest is drained to close politely. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;

export type UrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** The host of a URL without IPv6 brackets, and whether it is an IP literal (4, 6) or a name (0). */
function hostOf(url: URL): { host: string; ipVersion: number } {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return { host, ipVersion: isIP(host) };
}

/** Names that are the machine itself by definition (RFC 6761), refused before any lookup. */
const isLocalhostName = (host: string): boolean =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  host === 'localhost.' ||
  host.endsWith('.localhost.');

/**
 * What can be told of a webhookUrl without DNS: it parses, uses HTTPS (plain HTTP only with `allowLoopback`,
 * for a loopback receiver), carries no credentials, and is no IP literal of a forbidden range. The URL
 * parser has already normalized the host (`0x7f.1` is 127.0.0.1, `[::ffff:127.0.0.1]` is `[::ffff:7f00:1]`).
 */
export function checkWebhookUrl(url: string, opts: { allowLoopback: boolean }): UrlCheck {
  if (url.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, message: WEBHOOK_URL_MESSAGES.tooLong };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
  }
  if (parsed.username || parsed.password) return { ok: false, message: WEBHOOK_URL_MESSAGES.credentials };
  const { host, ipVersion } = hostOf(parsed);
  if (host === '') return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  if (ipVersion !== 0 && forbiddenAddressReason(host, opts) !== undefined) {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.internal };
  }
  if (!opts.allowLoopback && isLocalhostName(host))
    return { ok: false, message: WEBHOOK_URL_MESSAGES.internal };
  if (parsed.protocol === 'http:') {
    // Plain HTTP is for a local receiver only: a name is held to loopback answers when it is resolved.
    const loopbackLiteral =
      ipVersion !== 0 && forbiddenAddressReason(host, { allowLoopback: false }) === 'loopback';
    if (!opts.allowLoopback || (ipVersion !== 0 && !loopbackLiteral)) {
      return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
    }
  }
  return { ok: true, url: parsed };
}

/** node:dns/promises `lookup` with `{ all: true }`, or a stand-in of it in tests. */
export type WebhookLookup = (hostname: string, options: { all: true }) => Promise<LookupAddress[]>;

export type WebhookTarget =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; message: string; reason?: string };

/**
 * The address to send a webhook to: the URL checked, then every address its host resolves to, refused if any
 * is forbidden (an attacker's DNS may mix a public answer with an internal one). An IPv4 answer is preferred:
 * Lambda outside a dual-stack VPC has no IPv6 route out.
 */
export async function resolveWebhookTarget(
  url: string,
  opts: { lookup: WebhookLookup; allowLoopback: boolean },
): Promise<WebhookTarget> {
  const checked = checkWebhookUrl(url, opts);
  if (!checked.ok) return checked;
  const { host, ipVersion } = hostOf(checked.url);
  let answers: LookupAddress[];
  if (ipVersion !== 0) {
    answers = [{ address: host, family: ipVersion }];
  } else {
    try {
      answers = await opts.lookup(host, { all: true });
    } catch {
      return { ok: false, message: WEBHOOK_URL_MESSAGES.unresolved };
    }
  }
  if (answers.length === 0) return { ok: false, message: WEBHOOK_URL_MESSAGES.unresolved };
  for (const { address } of answers) {
    const reason = forbiddenAddressReason(address, opts);
    if (reason !== undefined) return { ok: false, message: WEBHOOK_URL_MESSAGES.internal, reason };
    const loopback = forbiddenAddressReason(address, { allowLoopback: false }) === 'loopback';
    if (checked.url.protocol === 'http:' && !loopback)
      return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
  }
  const chosen = answers.find((answer) => answer.family === 4) ?? answers[0];
  if (!chosen) return { ok: false, message: WEBHOOK_URL_MESSAGES.unresolved };
  return { ok: true, url: checked.url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** A `lookup` for the request that answers the checked address: the socket connects there, and nowhere else. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export interface DeliveryResult {
  readonly ok: boolean;
  readonly status?: number;
  readonly error?: string;
}

const outcome = (status: number): DeliveryResult => {
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status >= 300 && status < 400) return { ok: false, status, error: DELIVERY_MESSAGES.redirect(status) };
  return { ok: false, status, error: DELIVERY_MESSAGES.status(status) };
};

/**
 * POSTs one webhook: resolves and checks the target, then sends to that address, with the original host for
 * the Host header, TLS SNI and the certificate's check. 2xx is delivered; anything else (3xx, 4xx, 5xx, time-out,
 * network failure, a refused URL) is not, and the caller schedules a retry (domain/webhook-retries.ts).
 * `timeoutMs` bounds the whole attempt, the DNS lookup included.
 */
export async function deliverWebhook({
  url,
  headers,
  body,
  lookup = dnsLookup,
  allowLoopback,
  timeoutMs = DEFAULT_DELIVERY_TIMEOUT_MS,
}: {
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string;
  lookup?: WebhookLookup;
  allowLoopback: boolean;
  timeoutMs?: number;
}): Promise<DeliveryResult> {
  const length = Buffer.byteLength(body);
  if (length > MAX_WEBHOOK_BODY_BYTES) return { ok: false, error: DELIVERY_MESSAGES.bodyTooLarge };
  const deadline = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const target = await Promise.race([resolveWebhookTarget(url, { lookup, allowLoopback }), timedOut]);
    if (target === 'timeout') return { ok: false, error: DELIVERY_MESSAGES.timeout };
    if (!target.ok) return { ok: false, error: target.message };
    return await post(target, { headers, body, length, timeoutMs: Math.max(0, deadline - Date.now()) });
  } finally {
    clearTimeout(timer);
  }
}

/** The request itself, to the pinned address; settles once, on the first of answer, failure or deadline. */
function post(
  target: Extract<WebhookTarget, { ok: true }>,
  opts: { headers: Readonly<Record<string, string>>; body: string; length: number; timeoutMs: number },
): Promise<DeliveryResult> {
  const { url, address, family } = target;
  const secure = url.protocol === 'https:';
  const { host, ipVersion } = hostOf(url);
  return new Promise((resolve) => {
    let status: number | undefined;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const options: https.RequestOptions = {
      method: 'POST',
      headers: { ...opts.headers, 'content-length': String(opts.length) },
      lookup: pinnedLookup(address, family),
      // A fresh connection each time: a pooled socket would skip the lookup above.
      agent: false,
      // SNI takes a name, never an IP literal; the certificate is checked against the same name.
      ...(secure && ipVersion === 0 ? { servername: host } : {}),
    };
    const request = (secure ? https : http).request(url, options, (response) => {
      status = response.statusCode ?? 0;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) finish(outcome(status ?? 0));
      });
      response.on('end', () => finish(outcome(status ?? 0)));
      response.on('error', () => finish(outcome(status ?? 0)));
    });
    // Once the status is in, a slow or broken body does not change the verdict.
    timer = setTimeout(
      () => finish(status === undefined ? { ok: false, error: DELIVERY_MESSAGES.timeout } : outcome(status)),
      opts.timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        status === undefined
          ? { ok: false, error: DELIVERY_MESSAGES.network(error.code ?? error.message) }
          : outcome(status),
      );
    });
    request.end(opts.body);
  });
}
