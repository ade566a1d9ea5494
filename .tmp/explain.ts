import { understandList } from '../shared/engine/list-mapping.ts';
import { conceptsNamedBy } from '../shared/engine/custom-mapping.ts';
import { loadLists } from '../scripts/engine/dataset.ts';
const [file, only] = process.argv.slice(2);
for (const list of loadLists(file as string)) {
  if (only && list.name !== only) continue;
  console.log(`== ${list.name}`);
  for (const u of understandList(list.categories)) {
    const named = conceptsNamedBy(u.category.name).map((c) => `${c.concept}:${c.weight.toFixed(2)}`).join(' ');
    console.log(`  ${u.category.name} [${(list.fromKind?.[u.category.name] ?? []).join(',')}]\n     <- ${u.concepts.map((c) => c.concept).join(', ')}\n     named: ${named}`);
  }
}
