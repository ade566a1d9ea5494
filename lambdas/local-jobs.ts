import { createHmac, timingSafeEqual } from 'node:crypto';
import { join, resolve, sep } from 'node:path';
import type { JobQueueName } from './workers.ts';

/**
 * What local mode's jobs server (local/jobs-server.ts) and the handlers' local adapters (adapters/folder-job-files.ts,
 * adapters/http-job-queue.ts) agree on, as S3's presigned URLs and SQS's API are agreed in AWS: the signed URLs of
 * the folder's files, where the folder is, and what a send to the in-process queue carries.
 */

export interface SignedFileUrl {
  readonly method: 'PUT' | 'GET';
  readonly key: string;
  /** Epoch seconds. */
  readonly expires: number;
  readonly filename?: string;
}

const signatureOf = (secret: string, url: SignedFileUrl) =>
  createHmac('sha256', secret)
    .update(`${url.method}\n${url.key}\n${url.expires}\n${url.filename ?? ''}`)
    .digest('base64url');

/** The path of a signed URL under `baseUrl`: `/_files/<key>?expires=…&filename=…&signature=…`. */
export function signFileUrl(baseUrl: string, secret: string, url: SignedFileUrl): string {
  const query = new URLSearchParams({ expires: String(url.expires) });
  if (url.filename) query.set('filename', url.filename);
  query.set('signature', signatureOf(secret, url));
  return `${baseUrl}/_files/${url.key.split('/').map(encodeURIComponent).join('/')}?${query}`;
}

/** The key a request URL may use with `method`, or undefined when its signature or expiry does not hold. */
export function verifyFileUrl(
  secret: string,
  method: string,
  requestUrl: URL,
  nowSeconds: number,
): { key: string; filename?: string } | undefined {
  if (method !== 'PUT' && method !== 'GET') return undefined;
  const key = requestUrl.pathname
    .replace(/^\/_files\//, '')
    .split('/')
    .map(decodeURIComponent)
    .join('/');
  const expires = Number(requestUrl.searchParams.get('expires'));
  const filename = requestUrl.searchParams.get('filename') ?? undefined;
  const given = Buffer.from(requestUrl.searchParams.get('signature') ?? '');
  const wanted = Buffer.from(
    signatureOf(secret, { method, key, expires, ...(filename ? { filename } : {}) }),
  );
  if (!Number.isFinite(expires) || expires < nowSeconds) return undefined;
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  return { key, ...(filename ? { filename } : {}) };
}

/** The file of a key inside `dir`; a key that would leave it (`..`) is refused. */
export function filePathOf(dir: string, key: string): string {
  const root = resolve(dir);
  const path = resolve(root, ...key.split('/'));
  if (!path.startsWith(root + sep)) throw new Error(`chave de arquivo inválida: ${key}`);
  return path;
}

/** Where local mode keeps the jobs' files under its data folder. */
export const jobsDirOf = (dataDir: string) => join(dataDir, 'jobs');

/** What local mode's queue takes: messages for one queue, delivered after `delaySeconds`. */
export interface LocalQueueSend {
  readonly queue: JobQueueName;
  readonly bodies: readonly string[];
  readonly delaySeconds: number;
}
