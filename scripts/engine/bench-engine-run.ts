/**
 * The measuring half of bench-engine: runs in a plain `node` process on the esbuild bundle
 * of the engine (as Lambda and the CLI run it), so tsx's own cost is not counted.
 * argv: <engine bundle> <inputs.json> <peak RSS in MB of bench-engine-memory>
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';

type EngineModule = typeof import('../../shared/engine/engine.ts');

const [bundle, inputsFile, memoryMb = ''] = process.argv.slice(2) as [string, string, string?];
const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
const template = ['Alimentação', 'Transporte', 'Compras', 'Saúde', 'Viagem', 'Assinaturas', 'Outros'].map(
  (name, k) => ({ name, number: k + 1 }),
);

/** Wall-clock and CPU milliseconds of one run (CPU time is what one core spent, whatever else the machine runs). */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}
const measure = async (fn: () => unknown): Promise<Timing> => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
};
const median = (runs: Timing[]): Timing => {
  const middle = Math.floor(runs.length / 2);
  const wall = runs.map((run) => run.wall).sort((a, b) => a - b)[middle] as number;
  const cpu = runs.map((run) => run.cpu).sort((a, b) => a - b)[middle] as number;
  return { wall, cpu };
};
const best = (runs: Timing[]): Timing => ({
  wall: Math.min(...runs.map((run) => run.wall)),
  cpu: Math.min(...runs.map((run) => run.cpu)),
});
const timings = async (fn: () => unknown, times: number): Promise<Timing[]> => {
  const runs: Timing[] = [];
  for (let k = 0; k < times; k++) runs.push(await measure(fn));
  return runs;
};

let engine: ReturnType<EngineModule['createEngine']> | undefined;
const heapBefore = process.memoryUsage().heapUsed;
const load = await measure(async () => {
  const { createEngine } = (await import(pathToFileURL(bundle).href)) as EngineModule;
  engine = createEngine();
});
const ready = engine as ReturnType<EngineModule['createEngine']>;
const engineHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
const cold = await measure(() => ready.categorize(inputs));
// Let the JIT reach its steady state before timing the warm runs: V8 keeps re-optimizing for
// the first 15–20 calls of this size (see docs/engine.md), as a long-lived Lambda or server would.
for (let k = 0; k < 20; k++) ready.categorize(inputs);
const warmRuns = await timings(() => ready.categorize(inputs), 11);
const warm = median(warmRuns);
const fastest = best(warmRuns);
const custom = median(await timings(() => ready.categorize(inputs, template), 5));
// A list the engine has not seen yet: understanding its names (a new list each call, so nothing is cached).
const names = [...'ABCDEFGHIJKLMNOPQRSTUVWX'].map((letter, k) => `Gastos ${letter} e outros ${k}`);
let fresh = 0;
const mapping = median(
  await timings(() => {
    fresh++;
    ready.categorize(
      ['UBER TRIP'],
      [...names.map((name, k) => ({ name, number: k + 1 })), { name: `Diversos ${fresh}`, number: 99 }],
    );
  }, 51),
);

const loadAverage = () => loadavg()[0] ?? 0;
const peakMb = process.resourceUsage().maxRSS / 1024;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (label: string, wall: string, cpu: string, target: string) =>
  console.log(`${label.padEnd(56)}${wall.padStart(10)}${cpu.padStart(10)}   ${target}`);
row('medida', 'relógio', 'CPU', 'meta');
row('carregar o motor (módulo + léxico + modelo)', ms(load.wall), ms(load.cpu), '≤ 100 ms');
row(`categorizar ${inputs.length} descrições, a frio (1ª chamada)`, ms(cold.wall), ms(cold.cpu), '-');
row(`categorizar ${inputs.length}, aquecido (após 20 chamadas)`, ms(warm.wall), ms(warm.cpu), '≤ 50 ms');
row(
  'idem, a mais rápida das 11 (a menos afetada pela carga)',
  ms(fastest.wall),
  ms(fastest.cpu),
  'alvo ≤ 30 ms',
);
row('idem, nas 7 categorias do modelo (mediana)', ms(custom.wall), ms(custom.cpu), '-');
row(
  'entender uma lista nova de 25 nomes (+ 1 linha; mediana de 51)',
  ms(mapping.wall),
  ms(mapping.cpu),
  '≤ 1 ms',
);
row('memória de pico: carregar e categorizar 10000 (3×)', `${memoryMb} MB`, '', '≤ 100 MB');
row('heap JS ocupado pelo motor carregado', `${engineHeapMb.toFixed(1)} MB`, '', '-');
row('RSS de pico deste processo, após as ~40 chamadas', `${peakMb.toFixed(1)} MB`, '', '-');
console.log(
  `(${inputs.length} linhas distintas de extrato; um núcleo; carga da máquina: ${loadAverage().toFixed(2)})`,
);
