import { describe, expect, it } from 'vitest';
import { jobFileKeys } from '#lambdas/domain/job-file-keys';
import { deliverJobWebhook, jobEventId } from '#lambdas/domain/job-webhooks';
import { createJob, failChunk, type JobRunDeps, runChunk, startJob } from '#lambdas/domain/jobs';
import type {
  ApiKeyIdentity,
  ApiKeyStore,
  Categorizer,
  ChunkMessage,
  JobFiles,
  JobRecord,
  JobStore,
  WebhookDelivery,
} from '#lambdas/domain/ports';

/**
 * The jobs' domain with in-memory ports that keep the adapters' promises (conditional state changes, a chunk
 * counted once), driven as the queues would: messages delivered again, failures retried, dead letters handled.
 */

function memoryJobs(): JobStore & { all: Map<string, JobRecord> } {
  const all = new Map<string, JobRecord>();
  const id = (ownerId: string, jobId: string) => `${ownerId}/${jobId}`;
  const change = (
    ownerId: string,
    jobId: string,
    when: (job: JobRecord) => boolean,
    to: Partial<JobRecord>,
  ) => {
    const job = all.get(id(ownerId, jobId));
    if (!job || !when(job)) return false;
    all.set(id(ownerId, jobId), { ...job, ...to });
    return true;
  };
  return {
    all,
    async createJob(job) {
      all.set(id(job.ownerId, job.id), job);
    },
    async getJob(ownerId, jobId) {
      return all.get(id(ownerId, jobId));
    },
    async queueJob(ownerId, jobId, facts, chargedMonth) {
      return change(ownerId, jobId, (job) => job.status === 'awaiting_upload', {
        ...facts,
        status: 'queued',
        chargedMonth,
        updatedAt: facts.at,
      });
    },
    async refuseJob(ownerId, jobId, facts, failure) {
      return change(ownerId, jobId, (job) => job.status === 'awaiting_upload', {
        ...facts,
        status: 'failed',
        failure,
        finishedAt: facts.at,
      });
    },
    async markRunning(ownerId, jobId, at) {
      change(ownerId, jobId, (job) => job.status === 'queued', { status: 'running', updatedAt: at });
    },
    async settleChunk(ownerId, jobId, chunk, outcome, lines, at, error) {
      const job = all.get(id(ownerId, jobId));
      if (!job || job.settled.includes(chunk)) return 'counted';
      const failed = outcome === 'failed';
      const after: JobRecord = {
        ...job,
        settled: [...job.settled, chunk],
        updatedAt: at,
        ...(failed
          ? {
              failed: job.failed + lines,
              failedChunks: [...job.failedChunks, chunk],
              errors: error ? [...job.errors, error] : job.errors,
            }
          : { done: job.done + lines }),
      };
      all.set(id(ownerId, jobId), after);
      return after;
    },
    async markRefunded(ownerId, jobId) {
      change(ownerId, jobId, () => true, { refunded: true });
    },
    async finishJob(ownerId, jobId, status, at, failure) {
      return change(ownerId, jobId, (job) => job.status === 'queued' || job.status === 'running', {
        status,
        finishedAt: at,
        updatedAt: at,
        ...(failure ? { failure } : {}),
      });
    },
    async markWebhookQueued(ownerId, jobId) {
      change(ownerId, jobId, () => true, { webhookQueued: true });
    },
  };
}

function memoryFiles(): JobFiles & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    uploadUrl: async (key) => `memory://${key}?put`,
    downloadUrl: async (key) => `memory://${key}?get`,
    size: async (key) => (files.has(key) ? new TextEncoder().encode(files.get(key)).length : undefined),
    async read(key) {
      const text = files.get(key);
      if (text === undefined) throw new Error(`no file ${key}`);
      return (async function* () {
        yield new TextEncoder().encode(text);
      })();
    },
    async write(key, body) {
      if (typeof body === 'string') {
        files.set(key, body);
        return;
      }
      let text = '';
      for await (const piece of body)
        text += typeof piece === 'string' ? piece : new TextDecoder().decode(piece);
      files.set(key, text);
    },
    async deletePrefix(prefix) {
      for (const key of files.keys()) if (key.startsWith(prefix)) files.delete(key);
    },
  };
}

/** The key's month counter, as the Dynamo store keeps it (charges within the limit, refunds). */
function memoryKeys(): ApiKeyStore & { used: () => number } {
  let lines = 0;
  const store: Pick<ApiKeyStore, 'chargeLines' | 'refundLines' | 'webhookSecret'> & { used: () => number } = {
    used: () => lines,
    async chargeLines(_owner, _key, _month, n, limit) {
      if (lines + n > limit) return { status: 'exceeded', used: lines };
      lines += n;
      return { status: 'charged', used: lines };
    },
    async refundLines(_owner, _key, _month, n) {
      lines -= n;
    },
    async webhookSecret() {
      return 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    },
  };
  return store as ApiKeyStore & { used: () => number };
}

const key: ApiKeyIdentity = {
  ownerId: 'owner-1',
  keyId: 'key-1',
  limits: { linesPerMonth: 1000, requestsPerSecond: 10, modelLinesPerDay: 0 },
};

/** Answers every description with one category; `failures` of the calls throw first. */
function categorizer(failures: { left: number }): Categorizer & { calls: number } {
  const self = {
    calls: 0,
    async categorize(descriptions: readonly string[]) {
      self.calls++;
      if (failures.left > 0) {
        failures.left--;
        throw new Error('categorizer down');
      }
      return descriptions.map(() => ({ category: 'Outros', confidence: 0.4, reason: 'teste' }));
    },
  };
  return self;
}

function setup(options: { failures?: number; limit?: number } = {}) {
  const jobs = memoryJobs();
  const files = memoryFiles();
  const keys = memoryKeys();
  const chunks: ChunkMessage[] = [];
  const webhooks: { message: WebhookDelivery; delay: number }[] = [];
  const delivered: { url: string; headers: Readonly<Record<string, string>>; body: string }[] = [];
  const failures = { left: options.failures ?? 0 };
  const cat = categorizer(failures);
  const deps: JobRunDeps = {
    jobs,
    files,
    keys,
    clock: { now: () => new Date('2026-11-26T12:00:00Z') },
    queue: {
      sendChunks: async (messages) => void chunks.push(...messages),
      sendWebhook: async (message, delay) => void webhooks.push({ message, delay }),
    },
    webhooks: {
      check: () => ({ ok: true }),
      deliver: async (request) => {
        delivered.push(request);
        return { ok: true, status: 204 };
      },
    },
    store: { findRules: async () => new Map() } as unknown as JobRunDeps['store'],
    categorizer: cat,
    chunkLines: 2,
  };
  const limitedKey = { ...key, limits: { ...key.limits, linesPerMonth: options.limit ?? 1000 } };
  return { deps, jobs, files, keys, chunks, webhooks, delivered, failures, cat, key: limitedKey };
}

/** Creates a job and puts its file, as the client's PUT does. */
async function jobWithFile(s: ReturnType<typeof setup>, lines: number) {
  const created = await createJob(s.deps, s.key, {
    format: 'jsonl',
    webhookUrl: 'https://hooks.example.com/x',
  });
  const text = Array.from({ length: lines }, (_, i) =>
    JSON.stringify({ id: `t${i}`, description: `LOJA ${i}` }),
  );
  await s.files.write(
    jobFileKeys.input(key.ownerId, created.id),
    `${text.join('\n')}\n`,
    'application/x-ndjson',
  );
  return created.id;
}

/** Delivers the queued chunks as SQS would: a failed one is received again, up to 3 times, then dead-lettered. */
async function drain(s: ReturnType<typeof setup>) {
  while (s.chunks.length > 0) {
    const message = s.chunks.shift() as ChunkMessage;
    let receives = 0;
    for (;;) {
      receives++;
      try {
        await runChunk(s.deps, message);
        break;
      } catch {
        if (receives === 3) {
          await failChunk(s.deps, message);
          break;
        }
      }
    }
  }
}

describe('a job from its file to its end', () => {
  it('splits the file in chunks, charges once, and ends with the results and the webhook', async () => {
    const s = setup();
    const id = await jobWithFile(s, 5);
    await startJob(s.deps, key.ownerId, id);
    expect(s.chunks.map((message) => message.chunk)).toEqual([0, 1, 2]);
    expect(s.keys.used()).toBe(5);
    // S3 may notify twice: the second notice queues the chunks again and charges nothing.
    await startJob(s.deps, key.ownerId, id);
    expect(s.keys.used()).toBe(5);
    await drain(s);
    const job = s.jobs.all.get(`${key.ownerId}/${id}`);
    expect(job).toMatchObject({ status: 'succeeded', done: 5, failed: 0, total: 5, chunks: 3 });
    const jsonl = s.files.files.get(jobFileKeys.results(key.ownerId, id, 'jsonl')) ?? '';
    expect(
      jsonl
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).id),
    ).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(s.files.files.get(jobFileKeys.results(key.ownerId, id, 'csv'))?.split('\n')[1]).toBe(
      '1,t0,LOJA 0,Outros,,0.4,spending,teste,engine',
    );
    expect(s.webhooks).toEqual([{ message: { ownerId: key.ownerId, jobId: id, attempt: 0 }, delay: 0 }]);
  });

  it('retries a failed chunk without charging it twice', async () => {
    const s = setup({ failures: 2 });
    const id = await jobWithFile(s, 4);
    await startJob(s.deps, key.ownerId, id);
    await drain(s);
    expect(s.cat.calls).toBe(4);
    expect(s.jobs.all.get(`${key.ownerId}/${id}`)).toMatchObject({ status: 'succeeded', done: 4, failed: 0 });
    expect(s.keys.used()).toBe(4);
  });

  it('counts a chunk delivered twice once', async () => {
    const s = setup();
    const id = await jobWithFile(s, 4);
    await startJob(s.deps, key.ownerId, id);
    const first = s.chunks[0] as ChunkMessage;
    s.chunks.push(first);
    await drain(s);
    expect(s.jobs.all.get(`${key.ownerId}/${id}`)).toMatchObject({
      status: 'succeeded',
      done: 4,
      settled: [0, 1],
    });
  });

  it('gives back the lines of a chunk that failed every attempt, and names them', async () => {
    const s = setup({ failures: 3 });
    const id = await jobWithFile(s, 4);
    await startJob(s.deps, key.ownerId, id);
    await drain(s);
    const job = s.jobs.all.get(`${key.ownerId}/${id}`);
    expect(job).toMatchObject({ status: 'succeeded', done: 2, failed: 2, failedChunks: [0] });
    expect(job?.errors).toEqual([{ line: 1, message: expect.stringContaining('Linhas 1 a 2') }]);
    expect(s.keys.used()).toBe(2);
    expect(
      s.files.files
        .get(jobFileKeys.results(key.ownerId, id, 'jsonl'))
        ?.trimEnd()
        .split('\n'),
    ).toHaveLength(2);
  });

  it('fails a job whose chunks all failed, and charges nothing', async () => {
    const s = setup({ failures: 1000 });
    const id = await jobWithFile(s, 5);
    await startJob(s.deps, key.ownerId, id);
    expect(s.keys.used()).toBe(5);
    await drain(s);
    expect(s.jobs.all.get(`${key.ownerId}/${id}`)).toMatchObject({ status: 'failed', done: 0, failed: 5 });
    expect(s.keys.used()).toBe(0);
    expect(s.files.files.has(jobFileKeys.results(key.ownerId, id, 'jsonl'))).toBe(false);
    expect(s.webhooks).toHaveLength(1);
  });

  it("fails a job past the key's month before any work, nothing charged", async () => {
    const s = setup({ limit: 3 });
    const id = await jobWithFile(s, 5);
    await startJob(s.deps, key.ownerId, id);
    expect(s.chunks).toEqual([]);
    expect(s.keys.used()).toBe(0);
    const job = s.jobs.all.get(`${key.ownerId}/${id}`);
    expect(job?.status).toBe('failed');
    expect(job?.failure).toMatch(/limite/i);
  });
});

describe("a job's webhook", () => {
  it('signs the event with the key secret, with one id for every attempt', async () => {
    const s = setup();
    const id = await jobWithFile(s, 1);
    await startJob(s.deps, key.ownerId, id);
    await drain(s);
    await deliverJobWebhook(s.deps, { ownerId: key.ownerId, jobId: id, attempt: 0 });
    expect(s.delivered).toHaveLength(1);
    expect(s.delivered[0]?.headers['webhook-id']).toBe(jobEventId(id));
    expect(s.delivered[0]?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(s.delivered[0]?.body ?? '{}')).toMatchObject({
      type: 'job.succeeded',
      data: { done: 1 },
    });
  });

  it('queues the next attempt after its backoff when the receiver fails, waiting in steps of 15 minutes', async () => {
    const s = setup();
    const id = await jobWithFile(s, 1);
    await startJob(s.deps, key.ownerId, id);
    await drain(s);
    s.webhooks.length = 0;
    const failing = {
      ...s.deps,
      webhooks: { ...s.deps.webhooks, deliver: async () => ({ ok: false, status: 500 }) },
    };
    await deliverJobWebhook(failing, { ownerId: key.ownerId, jobId: id, attempt: 2 });
    const next = s.webhooks[0];
    expect(next?.message.attempt).toBe(3);
    // The fourth delay is 30 minutes (±10 %): sent with SQS's longest delay, to wait the rest on arrival.
    expect(next?.delay).toBe(900);
    const now = Math.floor(new Date('2026-11-26T12:00:00Z').getTime() / 1000);
    expect(next?.message.notBefore).toBeGreaterThanOrEqual(now + 1620);
    s.webhooks.length = 0;
    await deliverJobWebhook(failing, { ownerId: key.ownerId, jobId: id, attempt: 3, notBefore: now + 1000 });
    expect(s.webhooks).toEqual([
      { message: { ownerId: key.ownerId, jobId: id, attempt: 3, notBefore: now + 1000 }, delay: 900 },
    ]);
    s.webhooks.length = 0;
    await deliverJobWebhook(failing, { ownerId: key.ownerId, jobId: id, attempt: 7 });
    expect(s.webhooks).toEqual([]);
  });
});
