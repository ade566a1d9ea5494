import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UsageStore } from '#lambdas/domain/ports';
import { CLAIM_LEASE_SECONDS, MAX_OPEN_BATCHES, UNFINISHED_UPLOAD_SECONDS } from '#lambdas/domain/quota';

const NOW = 1_790_000_000;
const claim = (count: number, limit: number, now = NOW, digest = 'd1') => ({ digest, count, now, limit });

/**
 * What every UsageStore does (the free plan's counter and its claims, ADR 0021 and 0023), run against the
 * in-memory fake (unit) and DynamoDB on dynalite (integration), so the fake cannot drift.
 */
export function usageStoreContract(name: string, make: () => UsageStore | Promise<UsageStore>): void {
  describe(`UsageStore contract: ${name}`, () => {
    it('counts a claim at once, charges it once, and answers who holds a batch', async () => {
      const store = await make();
      const user = randomUUID();
      expect(await store.claim(user, 'u#0', claim(100, 1000))).toEqual({ status: 'claimed' });
      expect(await store.getUsage(user)).toMatchObject({ used: 0, committed: 100 });
      expect(await store.claim(user, 'u#0', claim(100, 1000, NOW, 'd2'))).toEqual({
        status: 'taken',
        digest: 'd1',
      });
      expect(await store.charge(user, 'u#0', 'd1', 100)).toBe(100);
      await expect(store.charge(user, 'u#0', 'd1', 100)).rejects.toThrow();
      const usage = await store.getUsage(user);
      expect(usage).toMatchObject({ used: 100, committed: 100 });
      expect(usage.open.get('u#0')).toEqual({ digest: 'd1', count: 100, at: NOW, charged: true });
    });

    it('refuses a claim past the limit with what is spoken for, and never limits an unlimited plan', async () => {
      const store = await make();
      const user = randomUUID();
      await store.claim(user, 'u#0', claim(8, 10));
      expect(await store.claim(user, 'u#1', claim(5, 10))).toEqual({ status: 'exceeded', committed: 8 });
      expect(await store.claim(user, 'u#1', claim(2, 10))).toEqual({ status: 'claimed' });
      expect(await store.claim(user, 'u#2', claim(5_000, 0))).toEqual({ status: 'claimed' });
    });

    it('releases a claim (refunding it when charged) once, and only for its own content', async () => {
      const store = await make();
      const user = randomUUID();
      await store.claim(user, 'u#0', claim(7, 100));
      await store.release(user, 'u#0', 'other');
      expect((await store.getUsage(user)).committed).toBe(7);
      await store.release(user, 'u#0', 'd1');
      expect(await store.getUsage(user)).toMatchObject({ used: 0, committed: 0 });
      await store.claim(user, 'u#1', claim(5, 100));
      await store.charge(user, 'u#1', 'd1', 5);
      await store.release(user, 'u#1', 'd1');
      await store.release(user, 'u#1', 'd1');
      const usage = await store.getUsage(user);
      expect(usage).toMatchObject({ used: 0, committed: 0 });
      expect(usage.open.size).toBe(0);
    });

    it('lets a claim past its lease be taken over, and prunes what a day left open', async () => {
      const store = await make();
      const user = randomUUID();
      await store.claim(user, 'u#0', claim(10, 100, NOW));
      const later = NOW + CLAIM_LEASE_SECONDS + 1;
      expect(await store.claim(user, 'u#0', claim(10, 100, later, 'd2'))).toEqual({ status: 'claimed' });
      expect((await store.getUsage(user)).committed).toBe(10);
      // A charged marker of an upload never finalized is pruned a day later; what it charged stays charged.
      await store.charge(user, 'u#0', 'd2', 10);
      await store.claim(user, 'v#0', claim(1, 100, later + UNFINISHED_UPLOAD_SECONDS + 1));
      const usage = await store.getUsage(user);
      expect([...usage.open.keys()]).toEqual(['v#0']);
      expect(usage).toMatchObject({ used: 10, committed: 11 });
    });

    it(`keeps at most ${MAX_OPEN_BATCHES} batches open, and clears a finalized upload's markers`, async () => {
      const store = await make();
      const user = randomUUID();
      for (let k = 0; k < MAX_OPEN_BATCHES; k++) {
        expect(await store.claim(user, `u#${k}`, claim(1, 0))).toEqual({ status: 'claimed' });
        await store.charge(user, `u#${k}`, 'd1', 1);
      }
      expect(await store.claim(user, 'x#0', claim(1, 0))).toEqual({ status: 'too-many-open' });
      await store.clearBatchMarkers(
        user,
        Array.from({ length: MAX_OPEN_BATCHES }, (_, k) => `u#${k}`),
      );
      const usage = await store.getUsage(user);
      expect(usage.open.size).toBe(0);
      expect(usage.used).toBe(MAX_OPEN_BATCHES);
      expect(await store.claim(user, 'x#0', claim(1, 0))).toEqual({ status: 'claimed' });
    });
  });
}
