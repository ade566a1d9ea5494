import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError, startLocalMode } from '#local/local-mode';
import { ENTRY_CACHE_CONTROL, HASHED_ASSET_CACHE_CONTROL } from '#shared/cache-policy';
import { RuntimeConfigSchema } from '#shared/runtime-config';
import { DEFAULT_SITE_CONTACT } from '#shared/site-contact';
import { startLocalStack, TEST_PASSWORD } from '../../support/local-stack.ts';

let dataDir: string;
let frontendDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'categoriza-lm-'));
  frontendDir = await mkdtemp(join(tmpdir(), 'categoriza-fe-'));
  await mkdir(join(frontendDir, 'assets'));
  await writeFile(
    join(frontendDir, 'index.html'),
    '<!doctype html><title>Categoriza</title><div id="root"></div>',
  );
  await writeFile(join(frontendDir, 'assets', 'app.js'), 'console.log(1)');
  // The build writes brotli and gzip copies beside each text file (frontend/vite.config.ts).
  const js = 'console.log(1)';
  await writeFile(join(frontendDir, 'assets', 'app.js.br'), brotliCompressSync(js));
  await writeFile(join(frontendDir, 'assets', 'app.js.gz'), gzipSync(js));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(frontendDir, { recursive: true, force: true });
});

describe('local mode', () => {
  it('serves the app with SPA fallback, assets, and a valid runtime config.json', async () => {
    const local = await startLocalMode({ port: 0, dataDir, frontendDir, ephemeralPorts: true });
    try {
      for (const path of ['/', '/dashboard', '/upload', '/auth', '/no/such/page']) {
        const res = await fetch(`${local.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain('<div id="root">');
      }
      expect(await (await fetch(`${local.url}/assets/app.js`)).text()).toBe('console.log(1)');
      const page = await fetch(`${local.url}/upload`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');

      const written: unknown = await (await fetch(`${local.url}/config.json`)).json();
      // Written by local mode itself, not filled in by the schema's defaults.
      expect(written).toMatchObject(DEFAULT_SITE_CONTACT);
      const config = RuntimeConfigSchema.parse(written);
      expect(config).toMatchObject({
        stage: 'local',
        userPoolId: local.userPoolId,
        userPoolClientId: local.clientId,
        authFlowType: 'USER_PASSWORD_AUTH',
        apiBaseUrl: '/api',
        userPoolEndpoint: `${local.url}/cognito`,
      });
    } finally {
      await local.stop();
    }
  });

  it('serves like the CDN: the precompressed copy the browser takes, hashed bundles immutable, the rest revalidated', async () => {
    const local = await startLocalMode({ port: 0, dataDir, frontendDir, ephemeralPorts: true });
    const get = (path: string, encoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          // node:http, not fetch: fetch decodes the body and hides which copy was sent.
          httpGet(
            `${local.url}${path}`,
            { headers: encoding ? { 'accept-encoding': encoding } : {} },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          ).on('error', reject);
        },
      );
    try {
      const brotli = await get('/assets/app.js', 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe('console.log(1)');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.headers.vary).toBe('Accept-Encoding');
      expect(brotli.headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);

      const gzip = await get('/assets/app.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe('console.log(1)');

      const plain = await get('/assets/app.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe('console.log(1)');

      for (const path of ['/', '/dashboard', '/config.json']) {
        expect((await get(path, 'br')).headers['cache-control'], path).toBe(ENTRY_CACHE_CONTROL);
      }
    } finally {
      await local.stop();
    }
  });

  it('keeps users and history across restarts on the same data directory (pool and client created once)', async () => {
    const first = await startLocalStack({ dataDir });
    const user = await first.signUp();
    const { userPoolId, clientId } = first.local;
    const uploadId = crypto.randomUUID();
    const categorized = await first.api(user, '/api/categorize', {
      method: 'POST',
      body: JSON.stringify({ uploadId, batchIndex: 0, transactions: ['IFOOD *PEDIDO', 'POSTO SHELL'] }),
    });
    expect(categorized.status).toBe(200);
    const recorded = await first.api(user, '/api/uploads', {
      method: 'POST',
      body: JSON.stringify({ uploadId, filename: 'extrato.csv', transactionCount: 2 }),
    });
    expect(recorded.status).toBe(201);
    await first.stop();

    const second = await startLocalStack({ dataDir });
    try {
      expect(second.local.userPoolId).toBe(userPoolId);
      expect(second.local.clientId).toBe(clientId);
      const again = await second.signIn(user.email.toUpperCase(), TEST_PASSWORD);
      expect(again.accessToken).not.toBe('');
      const list = await second.api(again, '/api/uploads');
      expect(list.status).toBe(200);
      expect(((await list.json()) as { uploads: { id: string; filename: string }[] }).uploads).toMatchObject([
        { id: uploadId, filename: 'extrato.csv', transaction_count: 2 },
      ]);
      const usage = (await (await second.api(again, '/api/usage')).json()) as { used: number };
      expect(usage.used).toBe(2);
    } finally {
      await second.stop();
    }
  });

  it('enforces the password policy on sign-up, as the Cognito pool does', async () => {
    const stack = await startLocalStack();
    try {
      for (const weak of ['Curta1', 'semmaiuscula1', 'SEMMINUSCULA1', 'SemNumeros']) {
        await expect(stack.signUp(undefined, weak), weak).rejects.toThrow(/InvalidPasswordException/);
      }
    } finally {
      await stack.stop();
    }
  });

  it('refreshes tokens through the GetTokensFromRefreshToken call Amplify makes', async () => {
    const stack = await startLocalStack();
    try {
      const user = await stack.signUp();
      const res = await fetch(`${stack.baseUrl}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
        },
        body: JSON.stringify({ ClientId: stack.local.clientId, RefreshToken: user.refreshToken }),
      });
      expect(res.status).toBe(200);
      const { AuthenticationResult } = (await res.json()) as {
        AuthenticationResult: { AccessToken: string };
      };
      expect(
        (await stack.api({ accessToken: AuthenticationResult.AccessToken }, '/api/uploads')).status,
      ).toBe(200);
    } finally {
      await stack.stop();
    }
  });

  it('refuses a busy port with a clear error', async () => {
    const local = await startLocalMode({ port: 0, dataDir: `${dataDir}-a`, ephemeralPorts: true });
    try {
      await expect(
        startLocalMode({ port: local.port, dataDir: `${dataDir}-b`, ephemeralPorts: true }),
      ).rejects.toBeInstanceOf(PortInUseError);
    } finally {
      await local.stop();
      await rm(`${dataDir}-a`, { recursive: true, force: true });
      await rm(`${dataDir}-b`, { recursive: true, force: true });
    }
  });
});
