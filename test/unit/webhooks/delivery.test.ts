import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, deliverWebhook, WEBHOOK_URL_MESSAGES } from '#lambdas/adapters/webhook-client';

/** Receivers on 127.0.0.1 only (local mode's `allowLoopback`); closed after each test. */
const servers: (Server | TlsServer)[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

async function receiver(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      handle(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received };
}

const answering = (address: string) =>
  vi.fn(async (_host: string, _opts: { all: true }): Promise<LookupAddress[]> => [{ address, family: 4 }]);

const HEADERS = {
  'content-type': 'application/json',
  'webhook-id': 'msg_test',
  'webhook-timestamp': '1750000000',
  'webhook-signature': 'v1,abc=',
};
const BODY = '{"type":"job.succeeded"}';

describe('webhook delivery', () => {
  it('POSTs the body and headers; a 2xx is delivered', async () => {
    const { port, received } = await receiver((_req, res) => res.writeHead(204).end());
    const result = await deliverWebhook({
      url: `http://127.0.0.1:${port}/hook?k=1`,
      headers: HEADERS,
      body: BODY,
      allowLoopback: true,
    });
    expect(result).toEqual({ ok: true, status: 204 });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/hook?k=1', body: BODY });
    expect(received[0]?.headers).toMatchObject({ ...HEADERS, 'content-length': String(BODY.length) });
  });

  it('does not follow a redirect: a 302 is a failed delivery', async () => {
    const { port, received } = await receiver((req, res) => {
      if (req.url === '/hook') res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
      else res.writeHead(200).end();
    });
    const result = await deliverWebhook({
      url: `http://127.0.0.1:${port}/hook`,
      headers: HEADERS,
      body: BODY,
      allowLoopback: true,
    });
    expect(result).toEqual({ ok: false, status: 302, error: DELIVERY_MESSAGES.redirect(302) });
    expect(received.map((request) => request.url)).toEqual(['/hook']);
  });

  it.each([400, 404, 410, 500, 503])('fails on a %i', async (status) => {
    const { port } = await receiver((_req, res) => res.writeHead(status).end('não'));
    const result = await deliverWebhook({
      url: `http://127.0.0.1:${port}/`,
      headers: HEADERS,
      body: BODY,
      allowLoopback: true,
    });
    expect(result).toEqual({ ok: false, status, error: DELIVERY_MESSAGES.status(status) });
  });

  it('times out on a receiver that does not answer', async () => {
    const { port, received } = await receiver(() => {});
    const result = await deliverWebhook({
      url: `http://127.0.0.1:${port}/`,
      headers: HEADERS,
      body: BODY,
      allowLoopback: true,
      timeoutMs: 200,
    });
    expect(result).toEqual({ ok: false, error: DELIVERY_MESSAGES.timeout });
    expect(received).toHaveLength(1);
  });

  it('counts a time-out of the DNS lookup in the deadline', async () => {
    const lookup = vi.fn(() => new Promise<LookupAddress[]>(() => {}));
    const result = await deliverWebhook({
      url: 'https://hooks.example.test/',
      headers: HEADERS,
      body: BODY,
      lookup,
      allowLoopback: false,
      timeoutMs: 100,
    });
    expect(result).toEqual({ ok: false, error: DELIVERY_MESSAGES.timeout });
  });

  it('reads no more of a large answer than it needs', async () => {
    const { port } = await receiver((_req, res) => {
      res.writeHead(200);
      res.end('x'.repeat(4 * 1024 * 1024));
    });
    const result = await deliverWebhook({
      url: `http://127.0.0.1:${port}/`,
      headers: HEADERS,
      body: BODY,
      allowLoopback: true,
    });
    expect(result).toEqual({ ok: true, status: 200 });
  });

  it('looks the host up once and sends to the checked address, with the original Host', async () => {
    const { port, received } = await receiver((_req, res) => res.writeHead(200).end('ok'));
    const lookup = answering('127.0.0.1');
    // hooks.example.test has no DNS of its own (RFC 6761): only the checked answer can carry the request.
    const result = await deliverWebhook({
      url: `http://hooks.example.test:${port}/hook`,
      headers: HEADERS,
      body: BODY,
      lookup,
      allowLoopback: true,
    });
    expect(result).toEqual({ ok: true, status: 200 });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('hooks.example.test', { all: true });
    expect(received[0]?.headers.host).toBe(`hooks.example.test:${port}`);
  });

  it('over HTTPS, connects to the checked address with the original name for SNI, and checks the certificate', async () => {
    const seen: string[] = [];
    // No certificate at all: the handshake fails after the client has said which name it wants.
    const server = createTlsServer({
      SNICallback: (servername, callback) => {
        seen.push(servername);
        callback(new Error('no certificate here'));
      },
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const lookup = answering('127.0.0.1');
    const result = await deliverWebhook({
      url: `https://hooks.example.test:${port}/hook`,
      headers: HEADERS,
      body: BODY,
      lookup,
      allowLoopback: true,
    });
    expect(result.ok).toBe(false);
    expect(result.status).toBeUndefined();
    expect(result.error).toMatch(/^Falha de rede ao entregar o webhook/);
    expect(seen).toEqual(['hooks.example.test']);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('sends nothing to a refused target', async () => {
    const { port, received } = await receiver((_req, res) => res.writeHead(200).end());
    const lookup = answering('127.0.0.1');
    const loopbackRefused = await deliverWebhook({
      url: `http://127.0.0.1:${port}/`,
      headers: HEADERS,
      body: BODY,
      allowLoopback: false,
    });
    expect(loopbackRefused).toEqual({ ok: false, error: WEBHOOK_URL_MESSAGES.internal });
    const rebound = await deliverWebhook({
      url: `https://hooks.example.test:${port}/`,
      headers: HEADERS,
      body: BODY,
      lookup,
      allowLoopback: false,
    });
    expect(rebound).toEqual({ ok: false, error: WEBHOOK_URL_MESSAGES.internal });
    expect(received).toHaveLength(0);
  });

  it('fails on a refused connection', async () => {
    const { port } = await receiver(() => {});
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const result = await deliverWebhook({
      url: `http://127.0.0.1:${port}/`,
      headers: HEADERS,
      body: BODY,
      allowLoopback: true,
    });
    expect(result).toEqual({ ok: false, error: DELIVERY_MESSAGES.network('ECONNREFUSED') });
  });

  it('refuses to send an oversized body', async () => {
    const result = await deliverWebhook({
      url: 'https://hooks.banco.com.br/',
      headers: HEADERS,
      body: 'x'.repeat(64 * 1024 + 1),
      lookup: answering('8.8.8.8'),
      allowLoopback: false,
    });
    expect(result).toEqual({ ok: false, error: DELIVERY_MESSAGES.bodyTooLarge });
  });
});
