import { describe, expect, it } from 'vitest';
import { createEngine } from '#shared/engine/engine';
import { merchantOf } from '#shared/engine/merchant';
import { ruleResolver } from '#shared/rules';
import { lineHint } from '#shared/statements/source';
import { workedExample } from '../../support/worked-example.ts';

/*
 * The worked example of the companies' issue: a services company's 17-account chart of accounts (dotted codes) and
 * two months of its Itaú OFX, booked line by line by an accountant before the product saw them
 * (data/statements/empresa/README.md). Every line lands in the accountant's account: all but one by the engine
 * alone; that one, a Pix from the company's own account at another bank that only the company's name tells apart
 * ("PIX TRANSF VERTICE C"), by the rule the user's one correction teaches, as the product learns it.
 */
describe('the worked example: a company OFX in its chart of accounts', () => {
  it('books every line of two months where the accountant did (one by a learned rule)', () => {
    const { chart, booked: expected, statements } = workedExample();
    expect(chart).toHaveLength(17);
    const engine = createEngine();
    const resolver = ruleResolver(chart);
    // The user's one correction: the Pix from the company's own name is a transfer between its accounts.
    const rules = new Map([[merchantOf('PIX TRANSF VERTICE C14/10')?.key, 'Transferências entre Contas']]);
    const byEngineAlone: string[] = [];
    const wrong: string[] = [];
    let lines = 0;
    for (const statement of statements) {
      const results = engine.categorize(
        statement.lines.map((line) => line.description),
        chart,
        statement.lines.map(lineHint),
      );
      statement.lines.forEach((line, k) => {
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
