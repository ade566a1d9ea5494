import { conceptsNamedBy, nameParts } from '../shared/engine/custom-mapping.ts';
for (const name of process.argv.slice(2)) console.log(name, JSON.stringify(nameParts(name)), '=>', conceptsNamedBy(name).map((c) => `${c.concept}:${c.weight.toFixed(2)}`).join(' '));
