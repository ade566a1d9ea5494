import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from '#local/ports';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
let dataDir: string;
let frontendDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'categoriza-start-'));
  frontendDir = await mkdtemp(join(tmpdir(), 'categoriza-start-fe-'));
  await writeFile(join(frontendDir, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(frontendDir, { recursive: true, force: true });
});

/** Runs `local/start.ts` (what `npm start` runs after building) and collects its output. */
function start(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, FRONTEND_DIR: frontendDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

function childPids(parent: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' }).stdout;
  return out.split('\n').filter(Boolean).map(Number);
}

function commandOf(pid: number): string {
  return spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(predicate: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start (local/start.ts)', () => {
  it('prints the URL, serves the app, reports a busy port, and Ctrl-C stops every child process', async () => {
    const port = await freePort();
    const app = start(port);
    try {
      await waitFor(() => app.output().includes(`http://localhost:${port}`));
      expect(app.output()).toMatch(
        /Categoriza em modo local: http:\/\/localhost:\d+ {2}\(pronto em [\d.]+ s\)/,
      );
      expect((await fetch(`http://127.0.0.1:${port}/dashboard`)).status).toBe(200);
      const { userPoolEndpoint } = (await (await fetch(`http://127.0.0.1:${port}/config.json`)).json()) as {
        userPoolEndpoint: string;
      };
      expect(userPoolEndpoint).toBe(`http://127.0.0.1:${port}/cognito`);

      const second = start(port);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`A porta ${port} já está em uso.`);
      expect(second.output()).toContain(`PORT=${port + 1} npm start`);

      const children = childPids(app.child.pid ?? 0);
      expect(children.length).toBeGreaterThan(0); // the Cognito emulator
      app.child.kill('SIGINT');
      expect(await app.exited).toBe(0);
      expect(await isPortFree(port)).toBe(true);
      // Children end with their parent; tsx's esbuild service leaves when its pipe closes, a moment later.
      await waitFor(() => children.every((pid) => !isAlive(pid)), 5000).catch(() => undefined);
      for (const pid of children) expect(isAlive(pid), `child ${pid}: ${commandOf(pid)}`).toBe(false);
    } finally {
      app.child.kill('SIGKILL');
    }
  });
});
