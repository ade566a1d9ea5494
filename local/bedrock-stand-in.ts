import { createServer, type Http2Server, type Http2ServerRequest } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { readBody } from './http-body.ts';

/**
 * A stand-in for Amazon Bedrock Runtime's Converse API (`POST /model/{modelId}/converse`, over cleartext HTTP/2
 * as the SDK's client speaks it), so the real Bedrock
 * adapter runs end to end without AWS: point BEDROCK_ENDPOINT at it (dummy credentials are fine). It answers
 * with a tool call, or as Bedrock does when things go wrong: throttling, a model not found or Legacy, access
 * denied, a validation error, output that is not a tool call, a call that never answers, a server error.
 */
export type StandInBehaviour =
  | 'answer'
  | 'throttle'
  | 'not-found'
  | 'access-denied'
  | 'validation'
  | 'malformed'
  | 'hang'
  | 'server-error';

export interface ConverseCall {
  readonly modelId: string;
  readonly body: {
    readonly messages?: { content?: { text?: string }[] }[];
    readonly toolConfig?: { toolChoice?: unknown; tools?: { toolSpec?: { name?: string } }[] };
    readonly additionalModelRequestFields?: unknown;
  };
  /** The JSON document of the user turn: the allowed categories and the transactions with their ids. */
  readonly asked: { categories: string[]; transactions: { id: string; description: string }[] };
}

export interface BedrockStandIn {
  readonly endpoint: string;
  readonly calls: ConverseCall[];
  /** What every call gets from now on. */
  respondWith(behaviour: StandInBehaviour): void;
  /** What the next calls get, one each, before falling back to `respondWith`'s. */
  queue(...behaviours: StandInBehaviour[]): void;
  stop(): Promise<void>;
}

/** Which category the stand-in model picks for a description (default: the list's first). */
export type PickCategory = (description: string, categories: readonly string[]) => string;

const ERRORS: Partial<Record<StandInBehaviour, { status: number; type: string; message: string }>> = {
  throttle: { status: 429, type: 'ThrottlingException', message: 'Too many requests, please wait.' },
  'not-found': {
    status: 404,
    type: 'ResourceNotFoundException',
    message: 'This Model is marked by provider as Legacy and you have not been actively using the model.',
  },
  'access-denied': {
    status: 403,
    type: 'AccessDeniedException',
    message: "You don't have access to the model with the specified model ID.",
  },
  validation: {
    status: 400,
    type: 'ValidationException',
    message: 'The provided model identifier is invalid.',
  },
  'server-error': { status: 500, type: 'InternalServerException', message: 'Internal server error.' },
};

export async function startBedrockStandIn(
  opts: { port?: number; pick?: PickCategory } = {},
): Promise<BedrockStandIn> {
  const pick: PickCategory = opts.pick ?? ((_d, categories) => categories[0] ?? '');
  const calls: ConverseCall[] = [];
  const queued: StandInBehaviour[] = [];
  let behaviour: StandInBehaviour = 'answer';
  const hanging = new Set<Http2ServerRequest>();

  const server: Http2Server = createServer((req, res) => {
    void (async () => {
      const match = /^\/model\/([^/]+)\/converse$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
        return;
      }
      const body = JSON.parse(
        (await readBody(req, 10 * 1024 * 1024)).toString('utf8'),
      ) as ConverseCall['body'];
      const asked = JSON.parse(body.messages?.[0]?.content?.[0]?.text ?? '{}') as ConverseCall['asked'];
      calls.push({ modelId: decodeURIComponent(match[1] ?? ''), body, asked });
      const now = queued.shift() ?? behaviour;
      const error = ERRORS[now];
      if (error) {
        res.writeHead(error.status, { 'content-type': 'application/json', 'x-amzn-errortype': error.type });
        res.end(JSON.stringify({ message: error.message }));
        return;
      }
      if (now === 'hang') {
        hanging.add(req);
        req.on('close', () => hanging.delete(req));
        return;
      }
      const toolName = body.toolConfig?.tools?.[0]?.toolSpec?.name ?? 'record_categories';
      const content =
        now === 'malformed'
          ? [{ text: 'Transporte' }]
          : [
              {
                toolUse: {
                  toolUseId: `tooluse_${calls.length}`,
                  name: toolName,
                  input: {
                    results: asked.transactions.map(({ id, description }) => ({
                      id,
                      category: pick(description, asked.categories),
                    })),
                  },
                },
              },
            ];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          output: { message: { role: 'assistant', content } },
          stopReason: now === 'malformed' ? 'end_turn' : 'tool_use',
          usage: { inputTokens: 100, outputTokens: 20, totalTokens: 120 },
          metrics: { latencyMs: 5 },
        }),
      );
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    respondWith(next) {
      behaviour = next;
    },
    queue(...next) {
      queued.push(...next);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const req of hanging) req.stream.close();
        server.close(() => resolve());
      }),
  };
}
