import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCategoriesCsv } from '#shared/csv/categories-file';
import { createEngine } from '#shared/engine/engine';
import { merchantOf } from '#shared/engine/merchant';
import { ruleResolver } from '#shared/rules';
import { lineHint } from '#shared/statements/source';
import { readUpload } from '#shared/statements/upload';

/*
 * The worked example of the companies' issue: a services company's 17-account chart of accounts (dotted codes) and
 * two months of its Itaú OFX, booked line by line by an accountant before the product saw them
 * (data/statements/empresa/README.md). Every line lands in the accountant's account: all but one by the engine
 * alone; that one, a Pix from the company's own account at another bank that only the company's name tells apart
 * ("PIX TRANSF VERTICE C"), by the rule the user's one correction teaches, as the product learns it.
 */
const DIR = resolve(import.meta.dirname, '../../../data/statements/empresa');
const read = (name: string) => readFileSync(resolve(DIR, name), 'latin1');

describe('the worked example: a company OFX in its chart of accounts', () => {
  it('books every line of two months where the accountant did (one by a learned rule)', () => {
    const chart = parseCategoriesCsv(readFileSync(resolve(DIR, 'plano-de-contas.csv'), 'utf8'));
    if (!chart.ok) throw new Error(chart.error.message);
    expect(chart.categories).toHaveLength(17);
    const expected = new Map(
      read('esperado.csv')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',') as [string, string]),
    );
    const engine = createEngine();
    const resolver = ruleResolver(chart.categories);
    // The user's one correction: the Pix from the company's own name is a transfer between its accounts.
    const rules = new Map([[merchantOf('PIX TRANSF VERTICE C14/10')?.key, 'Transferências entre Contas']]);
    const byEngineAlone: string[] = [];
    const wrong: string[] = [];
    let lines = 0;
    for (const file of ['itau-2026-09.ofx', 'itau-2026-10.ofx']) {
      const upload = readUpload(read(file));
      if (!upload.ok || upload.kind !== 'statement') throw new Error(`${file} não foi lido`);
      const results = engine.categorize(
        upload.lines.map((line) => line.description),
        chart.categories,
        upload.lines.map(lineHint),
      );
      upload.lines.forEach((line, k) => {
        lines++;
        const want = expected.get(line.fitId ?? '');
        const engineSays = results[k]?.categoryNumber;
        if (engineSays !== want) byEngineAlone.push(line.description);
        const rule = rules.get(merchantOf(line.description)?.key);
        const target = rule === undefined ? undefined : resolver.target({ category: rule });
        const got =
          target && resolver.fits(target, line.description, lineHint(line))
            ? target.categoryNumber
            : engineSays;
        if (got !== want) wrong.push(`${line.description} (${line.amountCents}): ${got}, não ${want}`);
      });
    }
    expect(lines).toBe(expected.size);
    expect(byEngineAlone).toEqual(['PIX TRANSF VERTICE C14/10']);
    expect(wrong).toEqual([]);
  });
});
