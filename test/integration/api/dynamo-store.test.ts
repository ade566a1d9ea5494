import { randomUUID } from 'node:crypto';
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoStore, type DynamoStore } from '#lambdas/adapters/dynamo-store';
import { createModelLineQuota } from '#lambdas/adapters/dynamo-usage';
import { documentClientFor, startDynalite } from './dynalite.ts';

describe('DynamoDB store against dynalite', () => {
  let emulator: Awaited<ReturnType<typeof startDynalite>>;
  let store: DynamoStore;
  let documentClient: DynamoDBDocumentClient;

  beforeAll(async () => {
    emulator = await startDynalite('store-test');
    documentClient = documentClientFor(emulator.endpoint);
    store = createDynamoStore({ tableName: 'store-test', client: documentClient });
  });

  afterAll(async () => {
    await emulator?.stop();
  });

  const NOW = Math.floor(Date.now() / 1000);
  const claim = (count: number, limit: number, digest = 'd', now = NOW) => ({ digest, count, now, limit });

  it('claims within the limit, once per batch key, charges and refuses past it', async () => {
    const user = randomUUID();
    expect(await store.claim(user, 'u#0', claim(600, 1000))).toEqual({ status: 'claimed' });
    expect(await store.claim(user, 'u#0', claim(600, 1000, 'other'))).toEqual({
      status: 'taken',
      digest: 'd',
    });
    expect(await store.claim(user, 'u#1', claim(401, 1000))).toEqual({ status: 'exceeded', committed: 600 });
    expect(await store.charge(user, 'u#0', 'd', 600)).toBe(600);
    expect(await store.claim(user, 'u#1', claim(400, 1000))).toEqual({ status: 'claimed' });
    expect(await store.charge(user, 'u#1', 'd', 400)).toBe(1000);
    expect(await store.claim(user, 'u#2', claim(1, 1000))).toEqual({ status: 'exceeded', committed: 1000 });
    const usage = await store.getUsage(user);
    expect(usage).toMatchObject({ used: 1000, committed: 1000 });
    expect([...usage.open.keys()].sort()).toEqual(['u#0', 'u#1']);
  });

  it('never passes the limit under parallel claims', async () => {
    const user = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.claim(user, `p#${i}`, claim(100, 1000))),
    );
    expect(outcomes.filter((o) => o.status === 'claimed')).toHaveLength(10);
    expect((await store.getUsage(user)).committed).toBe(1000);
  });

  it('lets one of 21 parallel claims of one key win, whatever their content', async () => {
    const user = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 21 }, (_, i) => store.claim(user, 'k#0', claim(i === 0 ? 1 : 500, 1000, `d${i}`))),
    );
    expect(outcomes.filter((o) => o.status === 'claimed')).toHaveLength(1);
    const winner = outcomes.findIndex((o) => o.status === 'claimed');
    for (const outcome of outcomes) {
      if (outcome.status === 'taken') expect(outcome.digest).toBe(`d${winner}`);
    }
  });

  it('starts `committed` from `used` once on items written before it existed, parallel claims included', async () => {
    const user = randomUUID();
    await documentClient.send(
      new PutCommand({ TableName: 'store-test', Item: { pk: `USER#${user}`, sk: 'USAGE', used: 100 } }),
    );

    const outcomes = await Promise.all([
      store.claim(user, 'l#0', claim(50, 1000)),
      store.claim(user, 'l#1', claim(50, 1000)),
    ]);

    expect(outcomes).toEqual([{ status: 'claimed' }, { status: 'claimed' }]);
    expect(await store.getUsage(user)).toMatchObject({ used: 100, committed: 200 });
  });

  it('with limit 0 is unlimited but still one claim per key', async () => {
    const user = randomUUID();
    expect(await store.claim(user, 'a#0', claim(5000, 0))).toEqual({ status: 'claimed' });
    expect(await store.claim(user, 'a#0', claim(5000, 0))).toEqual({ status: 'taken', digest: 'd' });
  });

  it('releases (refunding a charge) once, clears markers, and prunes day-old claims', async () => {
    const user = randomUUID();
    await store.claim(user, 'r#0', claim(10, 1000));
    await store.charge(user, 'r#0', 'd', 10);
    await store.claim(user, 'r#1', claim(20, 1000));
    await store.charge(user, 'r#1', 'd', 20);
    await store.release(user, 'r#0', 'd');
    await store.release(user, 'r#0', 'd');
    expect(await store.getUsage(user)).toMatchObject({ used: 20, committed: 20 });
    await store.clearBatchMarkers(user, ['r#1']);
    expect((await store.getUsage(user)).open.size).toBe(0);
    await store.clearBatchMarkers(randomUUID(), ['x#0']);

    await store.claim(user, 'old#0', claim(30, 1000, 'd', NOW - 90_000));
    expect((await store.getUsage(user)).committed).toBe(50);
    await store.claim(user, 'new#0', claim(5, 1000));
    const after = await store.getUsage(user);
    expect([...after.open.keys()]).toEqual(['new#0']);
    expect(after).toMatchObject({ used: 20, committed: 25 });
  });

  it('grants model lines up to the daily ceiling, in parallel too, and starts over the next day', async () => {
    const user = randomUUID();
    let day = '2026-11-23';
    const quota = createModelLineQuota({
      tableName: 'store-test',
      client: documentClient,
      ceiling: 100,
      today: () => day,
    });

    const grants = await Promise.all(Array.from({ length: 8 }, () => quota.grant(user, 30)));

    expect(grants.reduce((sum, g) => sum + g, 0)).toBe(100);
    expect(await quota.grant(user, 5)).toBe(0);
    day = '2026-11-24';
    expect(await quota.grant(user, 5)).toBe(5);
    expect(await store.getUsage(user)).toMatchObject({ used: 0 });
  });

  it('stores batches (split in parts when large) and reads them back in order', async () => {
    const user = randomUUID();
    const upload = randomUUID();
    const big = Array.from({ length: 500 }, (_, i) => ({
      // 500 characters of 3-byte code points, random so gzip cannot shrink them much.
      description: Array.from({ length: 500 }, () =>
        String.fromCharCode(0x4e00 + Math.floor(Math.random() * 20000)),
      ).join(''),
      category: 'Outros',
      categoryNumber: i,
    }));
    const small = [{ description: 'UBER TRIP', category: 'Transporte' }];
    await store.putBatch(user, upload, 1, small, NOW + 3600);
    await store.putBatch(user, upload, 0, big, NOW + 3600);
    expect(await store.getBatch(user, upload, 0)).toEqual(big);
    expect(await store.getBatch(user, upload, 1)).toEqual(small);
    expect(await store.getBatch(user, upload, 2)).toBeUndefined();
    expect(await store.listBatchCounts(user, upload)).toEqual([
      { batchIndex: 0, count: 500, bytes: 500 * 500 * 3 },
      { batchIndex: 1, count: 1, bytes: 9 },
    ]);
    expect(await store.getUploadResults(user, upload)).toEqual([...big, ...small]);
    expect(await store.getBatch(randomUUID(), upload, 0)).toBeUndefined();
  });

  it('never serves results past their expiry, and moves it when the upload is kept', async () => {
    const user = randomUUID();
    const upload = randomUUID();
    const rows = [{ description: 'UBER', category: 'Transporte' }];
    const later = createDynamoStore({
      tableName: 'store-test',
      client: documentClient,
      now: () => NOW + 120,
    });
    await store.putBatch(user, upload, 0, rows, NOW + 60);
    expect(await store.getBatch(user, upload, 0)).toEqual(rows);
    expect(await later.getBatch(user, upload, 0)).toBeUndefined();

    await store.retainResults(user, upload, NOW + 3600);

    expect(await later.getBatch(user, upload, 0)).toEqual(rows);
  });

  it('stores a statement’s dates, amounts and ids with the lines, and reads them back', async () => {
    const user = randomUUID();
    const upload = randomUUID();
    const rows = [
      {
        description: 'IFOOD',
        category: 'Comida',
        categoryNumber: 1,
        date: '2026-09-01',
        amountCents: -4290,
        fitId: 'x',
      },
      { description: 'SALARIO', category: 'Receitas', date: '2026-09-02', amountCents: 320000 },
      { description: 'SEM DATA', category: 'Outros' },
    ];
    await store.putBatch(user, upload, 0, rows, NOW + 3600);
    expect(await store.getBatch(user, upload, 0)).toEqual(rows);
  });

  it('writes a batch once: a second write never overwrites it', async () => {
    const user = randomUUID();
    const upload = randomUUID();
    await store.putBatch(user, upload, 0, [{ description: 'A', category: 'Outros' }], NOW + 3600);
    await store.putBatch(user, upload, 0, [{ description: 'B', category: 'Compras' }], NOW + 3600);
    expect(await store.getBatch(user, upload, 0)).toEqual([{ description: 'A', category: 'Outros' }]);
    const decided = [
      { description: 'C', category: 'Lazer', source: 'rule' as const },
      {
        description: 'D',
        category: 'Comida',
        categoryNumber: 1,
        source: 'model' as const,
        date: '2026-10-01',
        amountCents: -100,
      },
      { description: 'E', category: 'Outros', date: '2026-10-01', amountCents: 5, fitId: 'x1' },
    ];
    await store.putBatch(user, upload, 1, decided, NOW + 3600);
    expect(await store.getBatch(user, upload, 1)).toEqual(decided);
  });

  it('creates an upload once and lists only the owner’s', async () => {
    const user = randomUUID();
    const record = {
      id: randomUUID(),
      filename: 'a.csv',
      transactionCount: 3,
      uploadedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(await store.createUpload(user, record, NOW + 3600)).toEqual(record);
    expect(await store.createUpload(user, { ...record, filename: 'b.csv' }, NOW + 3600)).toEqual({
      ...record,
      version: 0,
    });
    expect(await store.getUpload(user, record.id)).toEqual({ ...record, version: 0 });
    expect(await store.listUploads(user)).toEqual([record]);
    expect(await store.listUploads(randomUUID())).toEqual([]);
    expect(await store.getUpload(randomUUID(), record.id)).toBeUndefined();
  });

  it('keeps a statement’s facts, duplicates and kept lines; lists without the line states; updates them', async () => {
    const user = randomUUID();
    const statement = {
      from: '2026-09-01',
      to: '2026-09-30',
      outCents: 123456,
      inCents: 500000,
      duplicateLines: 2,
    };
    const duplicates = [
      { index: 0, of: 'agosto.ofx' },
      { index: 7, of: 'setembro (1).csv' },
      { index: 9, of: 'agosto.ofx' },
    ];
    const record = {
      id: randomUUID(),
      filename: 'setembro.ofx',
      transactionCount: 10,
      uploadedAt: '2026-10-01T00:00:00.000Z',
      statement,
      duplicates,
    };
    expect(await store.createUpload(user, record, NOW + 3600)).toEqual(record);
    expect(await store.getUpload(user, record.id)).toEqual({ ...record, version: 0 });
    const { duplicates: _, ...listed } = record;
    expect(await store.listUploads(user)).toEqual([listed]);

    const changed = { ...statement, outCents: 124256, duplicateLines: 1 };
    const edits = new Map([
      [3, { category: 'Lazer' }],
      [8, { category: 'Comida', categoryNumber: 2 }],
    ]);
    expect(await store.updateUpload(user, record.id, { kept: [7], edits, statement: changed }, 0)).toEqual({
      ...record,
      statement: changed,
      kept: [7],
      edits,
      version: 1,
    });
    expect(await store.getUpload(user, record.id)).toMatchObject({ kept: [7], statement: changed, edits });
    // Another change came first: the version no longer matches.
    expect(await store.updateUpload(user, record.id, { kept: [], edits, statement }, 0)).toBe('conflict');
    const none = new Map();
    expect(
      await store.updateUpload(user, randomUUID(), { kept: [], edits: none, statement }, 0),
    ).toBeUndefined();
    expect(
      await store.updateUpload(randomUUID(), record.id, { kept: [], edits: none, statement }, 1),
    ).toBeUndefined();
  });

  it('keeps rules one per merchant, under a limit, found by key, counted, deleted', async () => {
    const user = randomUUID();
    const rule = (key: string, category: string) => ({
      key,
      merchant: key.toUpperCase(),
      category,
      updatedAt: '2026-10-01T00:00:00.000Z',
    });
    const first = await store.putRule(user, rule('padariareal', 'Alimentação'), 2);
    expect(first).toEqual({
      rule: { ...rule('padariareal', 'Alimentação'), createdAt: '2026-10-01T00:00:00.000Z', applied: 0 },
      previous: undefined,
    });
    await store.putRule(user, rule('uber', 'Transporte'), 2);
    // A third merchant passes the limit; changing one that exists never does.
    expect(await store.putRule(user, rule('drogasil', 'Saúde'), 2)).toBe('limit');
    const changed = await store.putRule(user, { ...rule('uber', 'Viagem'), categoryNumber: 4 }, 2);
    expect(changed).toMatchObject({
      rule: { category: 'Viagem', categoryNumber: 4 },
      previous: { category: 'Transporte' },
    });
    await store.countApplied(
      user,
      new Map([
        ['uber', 3],
        ['gone', 1],
      ]),
    );
    const found = await store.findRules(user, ['uber', 'padariareal', 'nada']);
    expect([...found.keys()].sort()).toEqual(['padariareal', 'uber']);
    expect(found.get('uber')).toMatchObject({ category: 'Viagem' });
    // The counts of lines decided, kept apart: one write per recorded upload.
    await store.countApplied(user, new Map([['uber', 2]]));
    expect((await store.listRules(user)).find((r) => r.key === 'uber')?.applied).toBe(5);
    expect(
      (await store.putRule(user, rule('uber', 'Lazer'), 2)) as { rule: { applied: number } },
    ).toMatchObject({
      rule: { applied: 5 },
    });
    expect(await store.findRules(randomUUID(), ['uber'])).toEqual(new Map());

    expect(await store.deleteRule(user, 'uber')).toBe(true);
    expect(await store.deleteRule(user, 'uber')).toBe(false);
    // Made again, the merchant's rule starts counting from nothing.
    await store.putRule(user, rule('uber', 'Transporte'), 3);
    expect((await store.listRules(user)).find((r) => r.key === 'uber')?.applied).toBe(0);
    await store.deleteRule(user, 'uber');
    // Its place is free again.
    expect(await store.putRule(user, rule('drogasil', 'Saúde'), 2)).toMatchObject({ previous: undefined });
    expect((await store.listRules(user)).map((r) => r.key).sort()).toEqual(['drogasil', 'padariareal']);
  });

  it('finds rules in batches of 100 keys', async () => {
    const user = randomUUID();
    const keys = Array.from({ length: 250 }, (_, k) => `loja${k}`);
    for (const key of keys) {
      await store.putRule(user, { key, merchant: key, category: 'Compras', updatedAt: 'x' }, 5000);
    }
    expect((await store.findRules(user, [...keys, 'nada'])).size).toBe(250);
  });

  it('saves lists under a limit and deletes them', async () => {
    const user = randomUUID();
    const list = (id: string) => ({
      id,
      name: `${id}.csv`,
      categories: [{ name: 'Comida', number: 1 }],
      savedAt: 'x',
    });
    const a = randomUUID();
    expect(await store.saveList(user, list(a), 1)).toEqual(list(a));
    expect(await store.saveList(user, list(randomUUID()), 1)).toBe('limit');
    expect(await store.listLists(user)).toEqual([list(a)]);
    expect(await store.deleteList(user, a)).toBe(true);
    expect(await store.deleteList(user, a)).toBe(false);
    expect(await store.saveList(user, list(randomUUID()), 1)).not.toBe('limit');
  });
});
