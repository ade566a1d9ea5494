import type {
  ApiKeyLimits,
  ApiKeySummary,
  CreateApiKeyRequest,
  CreatedApiKey,
  ListApiKeysResponse,
} from '#shared/api/schemas';
import { API_KEY_LIMIT_MAXIMA, MAX_API_KEYS_PER_USER } from '#shared/limits';
import { ConflictError, NotFoundError } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import type { ApiKeyIdentity, ApiKeyStore, Clock, StoredApiKey } from './ports.ts';
import { generateWebhookSecret } from './webhook-signature.ts';

/**
 * API keys (docs/api.md, "Chaves de API"). A key is `cz_live_` and 40 characters of 240 random bits: so much
 * entropy that a plain SHA-256 stores it safely (a slow password hash guards guessable secrets; nothing guesses
 * this one), and lets the authorizer find a key with one read by its hash. The key itself is shown once and
 * never stored; its first 16 characters (`prefix`) name it in the list.
 */
export const API_KEY_PREFIX = 'cz_live_';
const API_KEY_PATTERN = /^cz_live_[A-Za-z0-9_-]{40}$/;
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export interface ApiKeyDeps {
  readonly keys: ApiKeyStore;
  readonly clock: Clock;
  /** The most a key may be given on this stage (the product's maxima unless the operator set less). */
  readonly maxima?: ApiKeyLimits;
}

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${Buffer.from(crypto.getRandomValues(new Uint8Array(30))).toString('base64url')}`;
}

/** SHA-256 (hex) of a key: what is stored, and what the authorizer looks a key up by. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Buffer.from(digest).toString('hex');
}

/** The key of an `Authorization: Bearer cz_live_…` header, if it has a key's shape. */
export function apiKeyOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  const key = match?.[1];
  return key && API_KEY_PATTERN.test(key) ? key : undefined;
}

/** The month (UTC, YYYY-MM) a key's lines are metered in. */
export const meteringMonth = (now: Date): string => now.toISOString().slice(0, 7);

function summaryOf(key: StoredApiKey, lines: number, month: string): ApiKeySummary {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt,
    ...(key.lastUsedAt ? { lastUsedAt: key.lastUsedAt } : {}),
    ...(key.revokedAt ? { revokedAt: key.revokedAt } : {}),
    limits: key.limits,
    usage: { month, lines },
  };
}

/** A key's limits: what was asked, never above the stage's maxima; the maxima where nothing was asked. */
function limitsFor(asked: CreateApiKeyRequest['limits'], maxima: ApiKeyLimits): ApiKeyLimits {
  return {
    linesPerMonth: Math.min(asked?.linesPerMonth ?? maxima.linesPerMonth, maxima.linesPerMonth),
    requestsPerSecond: Math.min(
      asked?.requestsPerSecond ?? maxima.requestsPerSecond,
      maxima.requestsPerSecond,
    ),
    modelLinesPerDay: Math.min(asked?.modelLinesPerDay ?? maxima.modelLinesPerDay, maxima.modelLinesPerDay),
  };
}

/** POST /api/keys: a new key for the caller, answered with the key and its webhook secret, this once. */
export async function createApiKey(
  deps: ApiKeyDeps,
  ownerId: string,
  request: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const key = generateApiKey();
  const now = deps.clock.now();
  const stored: StoredApiKey = {
    id: crypto.randomUUID(),
    name: request.name.trim(),
    prefix: key.slice(0, PREFIX_LENGTH),
    hash: await hashApiKey(key),
    createdAt: now.toISOString(),
    limits: limitsFor(request.limits, deps.maxima ?? API_KEY_LIMIT_MAXIMA),
    webhookSecret: generateWebhookSecret(),
  };
  const created = await deps.keys.createApiKey(ownerId, stored, MAX_API_KEYS_PER_USER);
  if (created === 'limit') throw new ConflictError(API_MESSAGES.apiKeyLimit);
  return { ...summaryOf(created, 0, meteringMonth(now)), key, webhookSecret: created.webhookSecret };
}

/** GET /api/keys: the caller's keys, newest first, with this month's lines of each. */
export async function listApiKeys(deps: ApiKeyDeps, ownerId: string): Promise<ListApiKeysResponse> {
  const month = meteringMonth(deps.clock.now());
  const keys = await deps.keys.listApiKeys(ownerId);
  const summaries = await Promise.all(
    keys.map(async (key) => summaryOf(key, await deps.keys.monthLines(ownerId, key.id, month), month)),
  );
  return {
    keys: summaries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)),
    limit: MAX_API_KEYS_PER_USER,
  };
}

/** DELETE /api/keys/{id}: revokes the key; the authorizer refuses it once its cached answer expires. */
export async function revokeApiKey(deps: ApiKeyDeps, ownerId: string, keyId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(keyId)) throw new NotFoundError(API_MESSAGES.apiKeyNotFound);
  if (!(await deps.keys.revokeApiKey(ownerId, keyId, deps.clock.now().toISOString()))) {
    throw new NotFoundError(API_MESSAGES.apiKeyNotFound);
  }
}

/** The identity an Authorization header's key stands for, or undefined (no key, unknown, revoked). */
export async function identify(
  keys: Pick<ApiKeyStore, 'findApiKey'>,
  authorization: string | undefined,
): Promise<ApiKeyIdentity | undefined> {
  const key = apiKeyOf(authorization);
  return key ? keys.findApiKey(await hashApiKey(key)) : undefined;
}
