import { describe, expect, it } from 'vitest';
import { admitRequest, chargeKey, describeRequestIssue } from '#lambdas/domain/api-categorize';
import {
  apiKeyOf,
  createApiKey,
  generateApiKey,
  hashApiKey,
  identify,
  listApiKeys,
  revokeApiKey,
} from '#lambdas/domain/api-keys';
import { QuotaExceededError, RateLimitedError } from '#lambdas/domain/errors';
import type { ApiKeyIdentity, ApiKeyStore, StoredApiKey } from '#lambdas/domain/ports';
import { V1CategorizeRequestSchema } from '#shared/api/v1';

/** An in-memory ApiKeyStore with the Dynamo adapter's semantics (conditional counters). */
function memoryKeys(): ApiKeyStore & { lookups: Map<string, ApiKeyIdentity> } {
  const keys = new Map<string, StoredApiKey & { ownerId: string }>();
  const lookups = new Map<string, ApiKeyIdentity>();
  const months = new Map<string, number>();
  const seconds = new Map<string, number>();
  return {
    lookups,
    async createApiKey(ownerId, key, maxKeys) {
      const active = [...keys.values()].filter((k) => k.ownerId === ownerId && !k.revokedAt).length;
      if (active >= maxKeys) return 'limit';
      keys.set(key.id, { ...key, ownerId });
      lookups.set(key.hash, { ownerId, keyId: key.id, limits: key.limits });
      return key;
    },
    async listApiKeys(ownerId) {
      return [...keys.values()].filter((k) => k.ownerId === ownerId).map(({ ownerId: _, ...k }) => k);
    },
    async revokeApiKey(ownerId, keyId, at) {
      const key = keys.get(keyId);
      if (!key || key.ownerId !== ownerId) return false;
      lookups.delete(key.hash);
      keys.set(keyId, { ...key, revokedAt: key.revokedAt ?? at });
      return true;
    },
    async findApiKey(hash) {
      return lookups.get(hash);
    },
    async touchApiKey() {},
    async monthLines(_owner, keyId, month) {
      return months.get(`${keyId}#${month}`) ?? 0;
    },
    async chargeLines(_owner, keyId, month, lines, limit) {
      const used = months.get(`${keyId}#${month}`) ?? 0;
      if (used + lines > limit) return { status: 'exceeded', used };
      months.set(`${keyId}#${month}`, used + lines);
      return { status: 'charged', used: used + lines };
    },
    async refundLines(_owner, keyId, month, lines) {
      months.set(`${keyId}#${month}`, (months.get(`${keyId}#${month}`) ?? 0) - lines);
    },
    async webhookSecret() {
      return undefined;
    },
    async takeRequestSlot(keyId, second, perSecond) {
      const taken = seconds.get(`${keyId}#${second}`) ?? 0;
      if (taken >= perSecond) return false;
      seconds.set(`${keyId}#${second}`, taken + 1);
      return true;
    },
  };
}

const clockAt = (iso: string) => ({ now: () => new Date(iso) });

describe('API keys: generation and hashing', () => {
  it('makes keys of 240 random bits, each different, with the product prefix', () => {
    const keys = new Set(Array.from({ length: 1000 }, generateApiKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^cz_live_[A-Za-z0-9_-]{40}$/);
  });

  it('stores a key as its SHA-256 (the standard vector of "abc")', async () => {
    expect(await hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const key = generateApiKey();
    expect(await hashApiKey(key)).toBe(await hashApiKey(key));
    expect(await hashApiKey(key)).not.toBe(await hashApiKey(generateApiKey()));
  });

  it('reads a key only from a Bearer header of its shape', () => {
    const key = generateApiKey();
    expect(apiKeyOf(`Bearer ${key}`)).toBe(key);
    expect(apiKeyOf(`bearer   ${key}  `)).toBe(key);
    expect(apiKeyOf(key)).toBeUndefined();
    expect(apiKeyOf(`Bearer ${key}x`)).toBeUndefined();
    expect(apiKeyOf('Bearer eyJhbGciOiJSUzI1NiJ9.e30.sig')).toBeUndefined();
    expect(apiKeyOf(undefined)).toBeUndefined();
  });
});

describe('API keys: create, list, revoke, identify', () => {
  it('answers the key once; the store keeps only its hash and prefix', async () => {
    const keys = memoryKeys();
    const deps = { keys, clock: clockAt('2026-11-26T12:00:00Z') };
    const created = await createApiKey(deps, 'dono', { name: ' Produção ' });
    expect(created).toMatchObject({ name: 'Produção', usage: { month: '2026-11', lines: 0 } });
    expect(created.limits).toEqual({
      linesPerMonth: 1_000_000,
      requestsPerSecond: 20,
      modelLinesPerDay: 20_000,
    });
    const [stored] = await keys.listApiKeys('dono');
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored?.hash).toBe(await hashApiKey(created.key));
    expect(created.key.startsWith(stored?.prefix ?? '?')).toBe(true);
    expect((await listApiKeys(deps, 'dono')).keys[0]).not.toHaveProperty('key');
  });

  it('never gives a key more than the maxima, and takes less when asked', async () => {
    const deps = {
      keys: memoryKeys(),
      clock: clockAt('2026-11-26T12:00:00Z'),
      maxima: { linesPerMonth: 5000, requestsPerSecond: 5, modelLinesPerDay: 100 },
    };
    const created = await createApiKey(deps, 'dono', {
      name: 'k',
      limits: { linesPerMonth: 900_000, requestsPerSecond: 2 },
    });
    expect(created.limits).toEqual({ linesPerMonth: 5000, requestsPerSecond: 2, modelLinesPerDay: 100 });
  });

  it('identifies a key by its hash until it is revoked; another owner cannot revoke it', async () => {
    const keys = memoryKeys();
    const deps = { keys, clock: clockAt('2026-11-26T12:00:00Z') };
    const created = await createApiKey(deps, 'dono', { name: 'k' });
    expect(await identify(keys, `Bearer ${created.key}`)).toMatchObject({
      ownerId: 'dono',
      keyId: created.id,
    });
    await expect(revokeApiKey(deps, 'outro', created.id)).rejects.toThrow('Chave de API não encontrada.');
    await expect(revokeApiKey(deps, 'dono', 'not-a-uuid')).rejects.toThrow('Chave de API não encontrada.');
    await revokeApiKey(deps, 'dono', created.id);
    expect(await identify(keys, `Bearer ${created.key}`)).toBeUndefined();
    expect((await listApiKeys(deps, 'dono')).keys[0]?.revokedAt).toBe('2026-11-26T12:00:00.000Z');
  });
});

describe('the Lambda authorizer of /v1', () => {
  it('refuses a header that is no key without reading the table', async () => {
    // The handler builds its table client at load (no request is made for a header of the wrong shape).
    process.env.TABLE_NAME ??= 'categoriza-unit';
    const { handler: authorizerHandler } = await import('#lambdas/handlers/authorize-api-key');
    const answer = await authorizerHandler({
      headers: { authorization: 'Bearer not-a-key' },
    } as unknown as Parameters<typeof authorizerHandler>[0]);
    expect(answer).toEqual({ isAuthorized: false, context: {} });
  });
});

describe('API key limits', () => {
  const key: ApiKeyIdentity = {
    ownerId: 'dono',
    keyId: 'k1',
    limits: { linesPerMonth: 10, requestsPerSecond: 2, modelLinesPerDay: 0 },
  };

  it('charges lines within the month and refuses past it with a 402 that names what is left', async () => {
    const deps = { keys: memoryKeys(), clock: clockAt('2026-11-30T23:59:59Z') };
    expect(await chargeKey(deps, key, 7)).toEqual({ month: '2026-11', used: 7 });
    const refused = await chargeKey(deps, key, 4).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QuotaExceededError);
    expect((refused as QuotaExceededError).message).toBe(
      'Limite mensal desta chave de API excedido: restam 3 transações este mês e este pedido tem 4.',
    );
    expect(await chargeKey(deps, key, 3)).toEqual({ month: '2026-11', used: 10 });
    await expect(chargeKey(deps, key, 1)).rejects.toThrow(
      'Limite mensal de transações desta chave de API atingido. O limite renova no primeiro dia do mês (UTC).',
    );
    // A new month starts from zero.
    expect(await chargeKey({ ...deps, clock: clockAt('2026-12-01T00:00:00Z') }, key, 10)).toEqual({
      month: '2026-12',
      used: 10,
    });
  });

  it('admits requestsPerSecond requests in a second, then answers 429 with Retry-After 1', async () => {
    const deps = { keys: memoryKeys(), clock: clockAt('2026-11-26T12:00:00.100Z') };
    await admitRequest(deps, key);
    await admitRequest(deps, key);
    const refused = await admitRequest(deps, key).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(1);
    await admitRequest({ ...deps, clock: clockAt('2026-11-26T12:00:01.000Z') }, key);
  });
});

describe('messages of a /v1 request of the wrong shape', () => {
  const messageOf = (body: unknown) => {
    const parsed = V1CategorizeRequestSchema.safeParse(body);
    if (parsed.success) throw new Error('expected a refusal');
    return describeRequestIssue(parsed.error.issues, body);
  };

  it('names the transaction, by position and id, and the field', () => {
    expect(
      messageOf({
        transactions: [
          { id: 'a', description: 'x' },
          { id: 'b', description: 7 },
        ],
      }),
    ).toMatch(/^Transação 2 \(id "b"\): campo description inválido/);
    expect(messageOf({ transactions: [{ description: 'x' }] })).toMatch(/^Transação 1: campo id inválido/);
    expect(messageOf({ transactions: ['x'] })).toMatch(/^Transação 1: não é um objeto válido/);
    expect(messageOf({ transactions: [{ id: 'a', description: 'x' }], categories: [{ name: 'A' }] })).toMatch(
      /^Categoria 1/,
    );
    expect(messageOf({})).toMatch(/transactions/);
  });
});
