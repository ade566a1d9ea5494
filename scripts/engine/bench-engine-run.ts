/**
 * The measuring half of bench-engine: runs in a plain `node` process on the esbuild bundle
 * of the engine (as Lambda and the CLI run it), so tsx's own cost is not counted.
 * argv: <engine bundle> <inputs.json>
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

type EngineModule = typeof import('../../shared/engine/engine.ts');

const [bundle, inputsFile] = process.argv.slice(2) as [string, string];
const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
const template = ['Alimentação', 'Transporte', 'Compras', 'Saúde', 'Viagem', 'Assinaturas', 'Outros'].map(
  (name, k) => ({ name, number: k + 1 }),
);

const loadStart = performance.now();
const { createEngine } = (await import(pathToFileURL(bundle).href)) as EngineModule;
const engine = createEngine();
const loadMs = performance.now() - loadStart;

const coldStart = performance.now();
engine.categorize(inputs);
const coldMs = performance.now() - coldStart;

const median = (runs: number[]) => runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)] as number;
const time = (fn: () => void, times: number) => {
  const runs: number[] = [];
  for (let k = 0; k < times; k++) {
    const start = performance.now();
    fn();
    runs.push(performance.now() - start);
  }
  return median(runs);
};
const warmMs = time(() => engine.categorize(inputs), 9);
const customMs = time(() => engine.categorize(inputs, template), 5);

const peakMb = process.resourceUsage().maxRSS / 1024;
const row = (label: string, value: string, target: string) =>
  console.log(`${label.padEnd(52)}${value.padStart(10)}   ${target}`);
console.log(`${'medida'.padEnd(52)}${'valor'.padStart(10)}   meta`);
row('carregar o motor (módulo + léxico + modelo)', `${loadMs.toFixed(1)} ms`, '≤ 100 ms');
row(`categorizar ${inputs.length} descrições, a frio`, `${coldMs.toFixed(1)} ms`, '-');
row(`categorizar ${inputs.length} descrições, aquecido (mediana de 9)`, `${warmMs.toFixed(1)} ms`, '≤ 50 ms');
row('idem, nas 7 categorias do modelo (mediana de 5)', `${customMs.toFixed(1)} ms`, '-');
row('memória de pico (RSS do processo)', `${peakMb.toFixed(1)} MB`, '≤ 100 MB');
