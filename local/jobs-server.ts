import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { filePathOf, type LocalQueueSend, verifyFileUrl } from '#lambdas/local-jobs';
import { JOB_INPUT_NOTICE, type JobQueueName, WORKERS } from '#lambdas/workers';
import { MAX_JOB_BYTES } from '#shared/api/v1';
import { attachmentDisposition } from '#shared/text/content-disposition';
import { readBody } from './http-body.ts';
import { lambdaContext, loadHandler } from './lambda-context.ts';

/**
 * Local mode's stand-ins for the jobs' S3 bucket and SQS queues (docs/decisions/0058), on one loopback port: no
 * well-kept embedded S3 or SQS emulator exists, so the same handlers run behind the same ports with these.
 *  - `PUT`/`GET /_files/<key>?…&signature=…`: the presigned URLs of lambdas/local-jobs.ts. A PUT
 *    of a job's input sends S3's ObjectCreated notice to the starts queue, as the bucket's notification does.
 *  - `POST /queue`: what lambdas/adapters/http-job-queue.ts sends (LocalQueueSend). Each queue delivers its messages to its worker
 *    (lambdas/workers.ts) as SQS events of one record: at least once, a failed one received again after a
 *    backoff, and after `maxReceives` handed to the dead letters, as SQS's redrive does.
 */

export interface JobsServer {
  readonly endpoint: string;
  readonly queueEndpoint: string;
  /** Resolves once no message is waiting, delayed or being handled (tests and benchmarks). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Message {
  readonly id: string;
  readonly queue: JobQueueName;
  readonly body: string;
  receives: number;
}

/** How many messages of a queue run at once: chunks overlap their I/O; the rest one at a time, in order. */
const CONCURRENCY: Record<JobQueueName, number> = { starts: 1, chunks: 4, webhooks: 2, 'dead-letters': 1 };

/** Receives of a dead letter before it is dropped (logged): SQS keeps them 14 days; locally, a few tries. */
const DEAD_LETTER_RECEIVES = 5;

const sqsRecord = (message: Message): SQSRecord => ({
  messageId: message.id,
  receiptHandle: `${message.id}#${message.receives}`,
  body: message.body,
  attributes: {
    ApproximateReceiveCount: String(message.receives),
    SentTimestamp: String(Date.now()),
    SenderId: 'local',
    ApproximateFirstReceiveTimestamp: String(Date.now()),
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: `arn:aws:sqs:local:000000000000:${message.queue}`,
  awsRegion: 'local',
});

/** S3's notice of an object created, as the bucket sends it to the starts queue. */
const s3Notice = (key: string, size: number) =>
  JSON.stringify({
    Records: [
      {
        eventSource: 'aws:s3',
        eventName: 'ObjectCreated:Put',
        s3: {
          bucket: { name: 'local' },
          object: { key: encodeURIComponent(key).replace(/%2F/g, '/'), size },
        },
      },
    ],
  });

export async function startJobsServer(opts: {
  readonly port: number;
  readonly dir: string;
  readonly secret: string;
  /** Backoff before a failed message is received again, times its receives (SQS: the visibility timeout). */
  readonly retryDelayMs?: number;
  readonly log?: (line: string) => void;
}): Promise<JobsServer> {
  const retryDelayMs = opts.retryDelayMs ?? 1000;
  const pending = new Map<JobQueueName, Message[]>();
  const running = new Map<JobQueueName, number>();
  let timers = 0;
  let waiters: (() => void)[] = [];
  let stopped = false;

  const busy = () =>
    timers > 0 ||
    [...pending.values()].some((queue) => queue.length > 0) ||
    [...running.values()].some((count) => count > 0);
  const settle = () => {
    if (busy()) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const later = (ms: number, action: () => void) => {
    timers++;
    setTimeout(() => {
      timers--;
      if (!stopped) action();
      settle();
    }, ms);
  };

  const enqueue = (message: Message) => {
    const queue = pending.get(message.queue) ?? [];
    queue.push(message);
    pending.set(message.queue, queue);
    pump(message.queue);
  };

  const send = ({ queue, bodies, delaySeconds }: LocalQueueSend) => {
    for (const body of bodies) {
      const message: Message = { id: randomUUID(), queue, body, receives: 0 };
      if (delaySeconds > 0) later(delaySeconds * 1000, () => enqueue(message));
      else enqueue(message);
    }
  };

  const pump = (queue: JobQueueName) => {
    const waiting = pending.get(queue) ?? [];
    while (!stopped && waiting.length > 0 && (running.get(queue) ?? 0) < CONCURRENCY[queue]) {
      const message = waiting.shift() as Message;
      running.set(queue, (running.get(queue) ?? 0) + 1);
      void deliver(message).finally(() => {
        running.set(queue, (running.get(queue) ?? 1) - 1);
        pump(queue);
        settle();
      });
    }
  };

  const deliver = async (message: Message) => {
    const worker = WORKERS.find((candidate) => candidate.queue === message.queue);
    if (!worker) return;
    message.receives++;
    let failed = false;
    try {
      const handler = await loadHandler(worker.handler);
      const event: SQSEvent = { Records: [sqsRecord(message)] };
      const result = (await handler(event, lambdaContext(worker.handler, 15 * 60_000))) as
        | { batchItemFailures?: unknown[] }
        | undefined;
      failed = (result?.batchItemFailures?.length ?? 0) > 0;
    } catch (error) {
      failed = true;
      opts.log?.(`[jobs] ${worker.handler}: ${(error as Error).message}\n`);
    }
    if (!failed) return;
    const maxReceives = worker.maxReceives ?? DEAD_LETTER_RECEIVES;
    if (message.receives < maxReceives) {
      later(retryDelayMs * message.receives, () => enqueue(message));
    } else if (message.queue !== 'dead-letters') {
      send({ queue: 'dead-letters', bodies: [message.body], delaySeconds: 0 });
    } else {
      opts.log?.(`[jobs] mensagem descartada depois de ${message.receives} tentativas: ${message.id}\n`);
    }
  };

  const refuse = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
  };

  const putFile = async (req: IncomingMessage, res: ServerResponse, key: string) => {
    const path = filePathOf(opts.dir, key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(bytes > MAX_JOB_BYTES ? new Error('too large') : null, chunk);
      },
    });
    try {
      await pipeline(req, limit, createWriteStream(partial));
    } catch {
      await rm(partial, { force: true });
      if (bytes > MAX_JOB_BYTES) refuse(res, 413, `O arquivo passa de ${MAX_JOB_BYTES / 1024 / 1024} MB.`);
      else refuse(res, 400, 'O envio foi interrompido.');
      return;
    }
    await rename(partial, path);
    res.writeHead(200, { etag: `"${randomUUID()}"` }).end();
    if (key.startsWith(JOB_INPUT_NOTICE.prefix) && key.endsWith(JOB_INPUT_NOTICE.suffix))
      send({ queue: 'starts', bodies: [s3Notice(key, bytes)], delaySeconds: 0 });
  };

  const getFile = async (res: ServerResponse, key: string, filename: string | undefined) => {
    const path = filePathOf(opts.dir, key);
    const size = await stat(path).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined) return refuse(res, 404, 'Arquivo não encontrado.');
    const type = key.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/x-ndjson';
    res.writeHead(200, {
      'content-type': type,
      'content-length': String(size),
      ...(filename ? { 'content-disposition': attachmentDisposition(filename) } : {}),
    });
    await pipeline(createReadStream(path), res);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handle = async () => {
      if (url.pathname === '/queue' && req.method === 'POST') {
        send(JSON.parse((await readBody(req, 16 * 1024 * 1024)).toString('utf8')) as LocalQueueSend);
        res.writeHead(202).end();
        return;
      }
      if (url.pathname.startsWith('/_files/')) {
        const allowed = verifyFileUrl(opts.secret, req.method ?? '', url, Math.floor(Date.now() / 1000));
        if (!allowed) return refuse(res, 403, 'URL inválida ou expirada.');
        if (req.method === 'PUT') return putFile(req, res, allowed.key);
        return getFile(res, allowed.key, allowed.filename);
      }
      refuse(res, 404, 'Não encontrado.');
    };
    handle().catch((error: unknown) => {
      opts.log?.(`[jobs] erro: ${(error as Error).stack ?? error}\n`);
      if (!res.headersSent) refuse(res, 500, 'Erro interno.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  return {
    endpoint,
    queueEndpoint: `${endpoint}/queue`,
    idle: () =>
      new Promise<void>((resolve) => {
        if (!busy()) resolve();
        else waiters.push(resolve);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        stopped = true;
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
