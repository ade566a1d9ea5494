import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { buildFrontendTo } from '#local/frontend-build';
import { freePort } from '#local/ports';
import { chromiumMissingMessage } from '../support/browser.ts';
import { E2E_CONTACT } from './fixtures/app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Local mode under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /**
     * A file that receives everything local mode prints, as `npm start` shows it: what it prints in place of
     * e-mail (password recovery codes) is read from there (fixtures/app.ts, `recoveryCode`).
     */
    consoleFile: string;
  }
}

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * e2e runs against local mode as `npm start` runs it: the frontend is built, then local mode starts as a
 * child process on a free port with a fresh data directory.
 */
export default async function setup(project: TestProject) {
  const missing = chromiumMissingMessage();
  if (missing) {
    // Loud everywhere; in CI (and anywhere else) a missing browser fails the run: e2e never silently skips.
    console.error(missing);
    throw new Error('Chromium ausente: os testes e2e não podem rodar.');
  }

  // Its own build and data directory: nothing shared with a running `npm start` or another run.
  const dataDir = await mkdtemp(join(tmpdir(), 'categoriza-e2e-'));
  const frontendDir = join(dataDir, 'frontend');
  await buildFrontendTo(frontendDir);

  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      FRONTEND_DIR: frontendDir,
      FREE_PLAN_LIMIT: '1000',
      CONTACT_EMAIL: E2E_CONTACT.contactEmail,
      CONTROLLER_NAME: E2E_CONTACT.controllerName,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const consoleFile = join(dataDir, 'console.log');
  const consoleCopy = createWriteStream(consoleFile);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    consoleCopy.write(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    consoleCopy.write(chunk);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O modo local terminou ao iniciar:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`O modo local não respondeu em 60 s:\n${output}`);
    }
    const ok = await fetch(`${baseUrl}/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('consoleFile', consoleFile);

  return async () => {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
    await new Promise<void>((done) => consoleCopy.end(done));
    await rm(dataDir, { recursive: true, force: true });
  };
}
