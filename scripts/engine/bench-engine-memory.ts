/**
 * The memory half of bench-engine: a fresh `node` process loads the engine bundle and
 * categorizes the 10000 descriptions (once cold, twice warm), then prints its peak RSS in MB.
 * argv: <engine bundle> <inputs.json>
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

type EngineModule = typeof import('../../shared/engine/engine.ts');

const [bundle, inputsFile] = process.argv.slice(2) as [string, string];
const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
const { createEngine } = (await import(pathToFileURL(bundle).href)) as EngineModule;
const engine = createEngine();
for (let k = 0; k < 3; k++) engine.categorize(inputs);
console.log((process.resourceUsage().maxRSS / 1024).toFixed(1));
