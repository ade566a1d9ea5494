/**
 * `npm run bench:lambda`: what each Lambda function costs at a cold start. Every handler of lambdas/handlers is
 * bundled exactly as CDK deploys it (infra/constructs/handler-function.ts, LAMBDA_BUNDLING), with an esbuild
 * metafile; then each bundle is loaded by fresh `node --enable-source-maps` processes (as the function's
 * NODE_OPTIONS sets) and the module's load is timed: the init phase's share that is ours (Lambda's own runtime
 * start comes on top). For the categorize function it also times the offline engine's load inside that init.
 * Prints per function: bundle and source-map size, the zip's gzip estimate, median init of N processes, and the
 * largest inputs of the biggest bundles. Target (issue 14): the engine loads within 100 ms of the init.
 *
 * Usage: npm run bench:lambda [-- --runs 5] [-- --json lambda.json]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { HANDLERS_DIR, LAMBDA_BUNDLING, REPO_ROOT } from '../infra/constructs/handler-function.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, json: { type: 'string' } },
});
const runs = Number(values.runs);
const ENGINE_LOAD_TARGET_MS = 100;

/** What the handlers read at load (lambdas/config.ts): a function's environment, with nothing to reach. */
const LAMBDA_ENV = {
  TABLE_NAME: 'categoriza-bench',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  USER_POOL_ID: 'us-east-1_bench',
  CATEGORIZATION_MODE: 'hybrid',
  BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** Times `import(bundle)` in a fresh process; for the engine, also loading its own bundle and `createEngine()`. */
const PROBE = `
const start = performance.now();
await import(process.argv[2]);
const init = performance.now() - start;
let engine;
if (process.argv[3]) {
  // The engine's own bundle, loaded and created as the handler's init does: module, lexicon, model, createEngine().
  const t = performance.now();
  const { createEngine } = await import(process.argv[3]);
  createEngine();
  engine = performance.now() - t;
}
console.log(JSON.stringify({ init, engine }));
`;

interface FunctionCost {
  readonly name: string;
  readonly bytes: number;
  readonly mapBytes: number;
  readonly gzipBytes: number;
  readonly initMs: number;
  readonly engineMs?: number;
  readonly topInputs: readonly { path: string; bytes: number }[];
}

function esbuildOptions(entry: string, outfile: string): BuildOptions & { metafile: true } {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourceMap,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    format: 'esm',
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    banner: { js: LAMBDA_BUNDLING.banner },
    metafile: true,
    logLevel: 'error',
    absWorkingDir: REPO_ROOT,
  };
}

function topInputs(metafile: Metafile, output: string): { path: string; bytes: number }[] {
  const inputs = metafile.outputs[output]?.inputs ?? {};
  const byPackage = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const key = match ? (match[1] as string) : path.replace(/^(shared|lambdas)\/([^/]+)\/.*/, '$1/$2/');
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
  }
  return [...byPackage.entries()]
    .map(([path, bytes]) => ({ path, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
}

function median(numbers: number[]): number {
  return [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] as number;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'categoriza-bench-lambda-'));
  try {
    const probe = join(dir, 'probe.mjs');
    await writeFile(probe, PROBE);
    const engineBundle = join(dir, 'engine.mjs');
    await build({ ...esbuildOptions('shared/engine/engine.ts', engineBundle), sourcemap: false });

    const handlers = readdirSync(HANDLERS_DIR)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => basename(file, '.ts'))
      .sort();
    const costs: FunctionCost[] = [];
    for (const name of handlers) {
      const outfile = join(dir, name, 'index.mjs');
      const result = await build(esbuildOptions(join(HANDLERS_DIR, `${name}.ts`), outfile));
      const code = readFileSync(outfile);
      const inits: number[] = [];
      const engines: number[] = [];
      for (let run = 0; run < runs; run++) {
        const args = ['--enable-source-maps', probe, outfile];
        if (name === 'categorize-transactions') args.push(engineBundle);
        const child = spawnSync(process.execPath, args, {
          env: { PATH: process.env.PATH, ...LAMBDA_ENV },
          encoding: 'utf8',
        });
        if (child.status !== 0) {
          throw new Error(
            `${name}: ${child.error ?? ''} status ${child.status} ${child.signal ?? ''} ${child.stderr}${child.stdout}`,
          );
        }
        const measured = JSON.parse(child.stdout.trim().split('\n').pop() as string) as {
          init: number;
          engine?: number;
        };
        inits.push(measured.init);
        if (measured.engine !== undefined) engines.push(measured.engine);
      }
      costs.push({
        name,
        bytes: code.length,
        mapBytes: readFileSync(`${outfile}.map`).length,
        gzipBytes: gzipSync(code).length,
        initMs: median(inits),
        ...(engines.length > 0 ? { engineMs: median(engines) } : {}),
        topInputs: topInputs(result.metafile, relative(REPO_ROOT, outfile)),
      });
    }

    console.log(
      `Lambda bundles (as deployed: ESM, minified, node24) and module init, median of ${runs} cold processes`,
    );
    console.log(`Node ${process.version} here; Lambda runs Node 24 on arm64.`);
    console.log('function                    bundle KB   map KB  gzip KB   init ms');
    for (const cost of costs) {
      console.log(
        `${cost.name.padEnd(26)} ${(cost.bytes / 1024).toFixed(0).padStart(9)} ${(cost.mapBytes / 1024).toFixed(0).padStart(8)} ${(cost.gzipBytes / 1024).toFixed(0).padStart(8)} ${cost.initMs.toFixed(0).padStart(9)}`,
      );
    }
    const categorize = costs.find((cost) => cost.engineMs !== undefined);
    if (categorize?.engineMs !== undefined) {
      const met = categorize.engineMs <= ENGINE_LOAD_TARGET_MS;
      console.log(
        `\ncategorize-transactions: the engine loads in ${categorize.engineMs.toFixed(0)} ms (meta ≤ ${ENGINE_LOAD_TARGET_MS} ms: ${met ? 'atingida' : 'NÃO atingida'}) of its ${categorize.initMs.toFixed(0)} ms init.`,
      );
      if (!met) process.exitCode = 1;
    }
    console.log('\nLargest inputs of the three largest bundles (KB in the bundle):');
    for (const cost of [...costs].sort((a, b) => b.bytes - a.bytes).slice(0, 3)) {
      console.log(
        `  ${cost.name}: ${cost.topInputs.map((input) => `${input.path} ${(input.bytes / 1024).toFixed(0)}`).join(', ')}`,
      );
    }
    if (values.json) await writeFile(values.json, `${JSON.stringify(costs, null, 2)}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
