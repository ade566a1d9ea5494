import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyItemNotFoundError,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import type { BasePersistenceLayer } from '@aws-lambda-powertools/idempotency/persistence';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { createDynamoIdempotencyStore } from '#lambdas/adapters/dynamo-idempotency';
import { config } from '#lambdas/config';
import { dependencies } from '#lambdas/dependencies';
import {
  IdempotencyKeyInProgressError,
  IdempotencyKeyReusedError,
  ValidationError,
} from '#lambdas/domain/errors';
import { API_MESSAGES } from '#lambdas/domain/messages';
import type { ApiKeyIdentity } from '#lambdas/domain/ports';
import { logger } from '#lambdas/logger';
import { acceptsGzip, type HttpEvent, headerOf } from './event.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKeySchema,
  MAX_IDEMPOTENCY_KEY_LENGTH,
} from './idempotency-key.ts';

/**
 * The `Idempotency-Key` header of the API-key routes (docs/api.md, "Idempotency"), on Powertools for AWS Lambda's
 * idempotency: a request retried with the same key gets the first answer again (same status and body, plus
 * `Idempotent-Replayed: true`) and runs, and charges, once.
 *
 * - The record is the key's owner's, per API key and header value (lambdas/adapters/dynamo-idempotency.ts): two
 *   owners, or two keys, never share one.
 * - Its request is the route and the SHA-256 of the body's bytes: the same key with another request is `422`, and
 *   while the first one runs, `409`. Both are pt-BR `{ error: { type, message } }`.
 * - Only a 2xx answer is kept, for 24 hours: an error (thrown or answered: 400, 402, 5xx…) leaves nothing, so a
 *   retry runs again (and nothing was charged for it). The key's rate limit comes before, a replay included.
 * - A request without the header runs as if this did not exist.
 */

/** How long an answer is kept and replayed, and a key held to its request: 24 hours. */
export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;
/** A large body's parts are written before their record is completed, and expire this much after it. */
const PARTS_SLACK_SECONDS = 300;

/** Whose record: the API key's owner, the key, the header's value. */
export interface IdempotencyScope {
  readonly ownerId: string;
  readonly keyId: string;
  readonly key: string;
}

/** What Powertools is handed: the scope names the record (its key), `request` (route and body digest) is compared. */
interface IdempotentRequest extends IdempotencyScope {
  readonly request: string;
}

/** An answer's gzipped body: in its record when it fits, else in parts beside it. */
export type KeptBody = { readonly body: Uint8Array } | { readonly parts: number };

/** Port: where the records live (DynamoDB in AWS and local mode; a fake in unit tests). */
export interface IdempotencyStore {
  /** Powertools' persistence layer: one record per `IdempotencyScope` (the key), whatever else it is handed. */
  readonly persistence: BasePersistenceLayer;
  /** Keeps an answer's gzipped body until `expiresAt` (epoch seconds); answers where it is. */
  keepBody(scope: IdempotencyScope, gzipped: Uint8Array, expiresAt: number): Promise<KeptBody>;
  bodyOf(scope: IdempotencyScope, kept: KeptBody): Promise<Uint8Array>;
}

type HttpResult = APIGatewayProxyStructuredResultV2;

/** An answer as its record keeps it. */
interface StoredAnswer {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** Absent for an answer without a body: whether it went gzip-encoded, and whether it is text (else bytes). */
  readonly body?: { readonly gzipped: boolean; readonly text: boolean; readonly kept: KeptBody };
}

/** What is read back is parsed, never cast. */
const StoredAnswerSchema = z.object({
  statusCode: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z
    .object({
      gzipped: z.boolean(),
      text: z.boolean(),
      kept: z.union([
        z.object({ body: z.instanceof(Uint8Array) }),
        z.object({ parts: z.number().int().min(1) }),
      ]),
    })
    .optional(),
}) satisfies z.ZodType<StoredAnswer>;

/** A non-2xx answer the body returned (not threw): given as it is, never kept. */
class AnswerNotKept extends Error {
  constructor(readonly response: HttpResult) {
    super('An error answer is not kept');
  }
}

/** The request's `Idempotency-Key`; undefined without one; a 400 naming the header when it is not 1..255 printable ASCII. */
export function idempotencyKeyOf(event: HttpEvent): string | undefined {
  const value = headerOf(event, IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return undefined;
  if (!IdempotencyKeySchema.safeParse(value).success) {
    throw new ValidationError(
      API_MESSAGES.idempotencyKeyInvalid(IDEMPOTENCY_KEY_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH),
    );
  }
  return value;
}

/** The request a key is held to: the route and the SHA-256 of the body's bytes, as they came. */
function requestDigest(event: HttpEvent): string {
  const hash = createHash('sha256').update(`${event.routeKey}\n`);
  if (event.body) hash.update(Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8'));
  return hash.digest('base64url');
}

const headerIn = (headers: Record<string, string>, wanted: string) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === wanted)?.[1];

/** An answer as its record keeps it: status, headers and the body gzipped (as it went, when it went gzipped). */
async function keep(
  store: IdempotencyStore,
  scope: IdempotencyScope,
  response: HttpResult,
): Promise<StoredAnswer> {
  const headers = Object.fromEntries(
    Object.entries(response.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const answer = { statusCode: response.statusCode ?? 200, headers };
  if (response.body === undefined) return answer;
  const bytes = Buffer.from(response.body, response.isBase64Encoded ? 'base64' : 'utf8');
  const gzipped = headerIn(headers, 'content-encoding') === 'gzip';
  const text = gzipped
    ? /json|text|xml/i.test(headerIn(headers, 'content-type') ?? '')
    : !response.isBase64Encoded;
  // Its record's expiry is set after this, to the same window: the parts outlive it by a few minutes at most.
  const expiresAt = Math.floor(Date.now() / 1000) + IDEMPOTENCY_WINDOW_SECONDS + PARTS_SLACK_SECONDS;
  const kept = await store.keepBody(scope, gzipped ? bytes : gzipSync(bytes), expiresAt);
  return { ...answer, body: { gzipped, text, kept } };
}

/**
 * The kept answer for this retry: its status, headers and body, with `Idempotent-Replayed: true`. A body that went
 * gzipped goes gzipped again when this request takes gzip, else decompressed.
 */
async function replay(
  store: IdempotencyStore,
  scope: IdempotencyScope,
  event: HttpEvent,
  stored: unknown,
): Promise<HttpResult> {
  const answer = StoredAnswerSchema.parse(stored);
  const headers = { ...answer.headers, [IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]: 'true' };
  if (!answer.body) return { statusCode: answer.statusCode, headers };
  const kept = Buffer.from(await store.bodyOf(scope, answer.body.kept));
  if (answer.body.gzipped && acceptsGzip(event)) {
    return { statusCode: answer.statusCode, headers, body: kept.toString('base64'), isBase64Encoded: true };
  }
  const bytes = gunzipSync(kept);
  const plain = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-encoding'),
  );
  return answer.body.text
    ? { statusCode: answer.statusCode, headers: plain, body: bytes.toString('utf8') }
    : {
        statusCode: answer.statusCode,
        headers: plain,
        body: bytes.toString('base64'),
        isBase64Encoded: true,
      };
}

/** Makes an API-key route's body idempotent under the `Idempotency-Key` header; the store is built on first use. */
export type Idempotent = (
  event: HttpEvent,
  context: Context,
  apiKey: ApiKeyIdentity,
  run: () => Promise<HttpResult>,
) => Promise<HttpResult>;

export function createIdempotent(store: () => IdempotencyStore): Idempotent {
  return async (event, context, apiKey, run) => {
    const key = idempotencyKeyOf(event);
    if (key === undefined) return run();
    const scope: IdempotencyScope = { ownerId: apiKey.ownerId, keyId: apiKey.keyId, key };
    const records = store();
    // What the body did, seen from outside Powertools: its answer, or its own error.
    const ran: { answer?: HttpResult; failure?: { readonly error: unknown } } = {};
    const once = makeIdempotent(
      async (_request: IdempotentRequest): Promise<StoredAnswer> => {
        let answer: HttpResult;
        try {
          answer = await run();
        } catch (error) {
          ran.failure = { error };
          throw error;
        }
        ran.answer = answer;
        const status = answer.statusCode ?? 200;
        if (status < 200 || status >= 300) throw new AnswerNotKept(answer);
        return keep(records, scope, answer);
      },
      {
        persistenceStore: records.persistence,
        // One per request: the remaining time of this invocation bounds how long its record says "in progress"
        // (a run that crashed holds the key until then, not for 24 hours).
        config: new IdempotencyConfig({
          eventKeyJmesPath: '[ownerId, keyId, key]',
          payloadValidationJmesPath: 'request',
          expiresAfterSeconds: IDEMPOTENCY_WINDOW_SECONDS,
          hashFunction: 'sha256',
          lambdaContext: context,
        }),
      },
    );
    let stored: StoredAnswer;
    try {
      stored = await once({ ...scope, request: requestDigest(event) });
    } catch (error) {
      // The body's own error, as if there were no key: its record is deleted (or, if that failed too, says
      // "in progress" until this invocation's time is up).
      if (ran.failure) throw ran.failure.error;
      if (error instanceof AnswerNotKept) return error.response;
      if (error instanceof IdempotencyValidationError) {
        throw new IdempotencyKeyReusedError(API_MESSAGES.idempotencyKeyReused(IDEMPOTENCY_KEY_HEADER));
      }
      // In progress; or its record vanished between the write that found it and the read (its run just failed).
      if (
        error instanceof IdempotencyAlreadyInProgressError ||
        error instanceof IdempotencyItemNotFoundError
      ) {
        throw new IdempotencyKeyInProgressError(
          API_MESSAGES.idempotencyKeyInProgress(IDEMPOTENCY_KEY_HEADER),
        );
      }
      // The body answered but its answer could not be kept: the caller gets it all the same (a retry would run
      // again).
      if (ran.answer) {
        logger.error('Idempotent answer not kept', {
          errorName: error instanceof Error ? error.name : typeof error,
          ...(error instanceof Error && error.cause instanceof Error ? { causeName: error.cause.name } : {}),
        });
        return ran.answer;
      }
      throw error;
    }
    if (ran.answer) return ran.answer;
    logger.info('Idempotent answer replayed');
    return replay(records, scope, event, stored);
  };
}

let built: IdempotencyStore | undefined;

/** The records on the app's table, through the instance's one DynamoDB client (built on first keyed request). */
function tableStore(): IdempotencyStore {
  built ??= createDynamoIdempotencyStore({
    tableName: config().TABLE_NAME,
    client: dependencies().documentClient,
  });
  return built;
}

/**
 * `return idempotent(event, context, key, async () => { …parse, work, json(…) })`: the route's body, run once per
 * `Idempotency-Key` (see above). Call it after the key's rate limit.
 */
export const idempotent: Idempotent = createIdempotent(tableStore);
