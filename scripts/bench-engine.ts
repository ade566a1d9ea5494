/**
 * Speed and memory of the categorization engine on one core: time to load it (module,
 * lexicon, model artefact), to categorize 10000 descriptions cold and warm, and peak memory.
 * The engine is bundled with esbuild and measured in a plain `node` process, as it runs in
 * Lambda and the CLI.
 *
 *   npm run bench:engine
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loadDev, loadRealNubank } from './engine/dataset.ts';
import { synthesize } from './engine/synthesize.ts';

const COUNT = 10_000;

/** 10000 statement lines: the real and dev ones once, then synthetic ones (mostly distinct). */
function descriptions(): string[] {
  const real = [
    ...loadDev().map((row) => row.description),
    ...loadRealNubank().map((row) => row.description),
  ];
  const synthetic = synthesize(7, 2).map((example) => example.text);
  const out: string[] = [];
  for (let k = 0; out.length < COUNT; k++) {
    out.push(k < real.length ? (real[k] as string) : (synthetic[(k * 7919) % synthetic.length] as string));
  }
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'categoriza-bench-'));
try {
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  } as const;
  await build({ ...common, entryPoints: ['shared/engine/engine.ts'], outfile: join(dir, 'engine.mjs') });
  await build({
    ...common,
    entryPoints: ['scripts/engine/bench-engine-run.ts'],
    outfile: join(dir, 'run.mjs'),
  });
  await build({
    ...common,
    entryPoints: ['scripts/engine/bench-engine-memory.ts'],
    outfile: join(dir, 'memory.mjs'),
  });
  writeFileSync(join(dir, 'inputs.json'), JSON.stringify(descriptions()));
  const memory = spawnSync(
    process.execPath,
    [join(dir, 'memory.mjs'), join(dir, 'engine.mjs'), join(dir, 'inputs.json')],
    {
      encoding: 'utf8',
    },
  );
  if (memory.status !== 0) throw new Error(memory.stderr);
  const result = spawnSync(
    process.execPath,
    [join(dir, 'run.mjs'), join(dir, 'engine.mjs'), join(dir, 'inputs.json'), memory.stdout.trim()],
    {
      stdio: 'inherit',
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
