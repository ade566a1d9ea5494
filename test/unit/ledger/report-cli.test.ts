import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CategoryNumber } from '#shared/categories';

const cli = fileURLToPath(new URL('../../../scripts/report.ts', import.meta.url));
const sample = (name: string) =>
  fileURLToPath(new URL(`../../../data/statements/ledger/${name}`, import.meta.url));
const files = [
  'Nubank_2026-07-28.csv',
  'Nubank_2026-08-28.csv',
  'Nubank_2026-09-28.csv',
  'NU_12345678_01JUL2026_30SEP2026.csv',
].map(sample);
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });

interface Report {
  transactions: number;
  duplicates: number;
  months: {
    month: string;
    spendingCents: number;
    incomeCents: number;
    categories: {
      category: string;
      categoryNumber: CategoryNumber | null;
      spendingCents: number;
      count: number;
    }[];
  }[];
  recurring: { merchant: string; cadence: string; amountCents: number; lastDate: string; nextDate: string }[];
  installments: {
    upcoming: { month: string; cents: number }[];
    purchases: { merchant: string; installment: number; of: number; amountCents: number }[];
  };
}

describe('npm run report', () => {
  it('reads three card bills and the account that pays them as one ledger (--format json)', () => {
    // The same bill twice: its lines are counted once.
    const result = run(...files, files[1] as string, '--format', 'json');
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.transactions).toBe(58);
    expect(report.duplicates).toBe(13);

    const august = report.months.find((m) => m.month === '2026-08');
    // The salary is income; the bill payment (both sides), the rent's Pix aside, is in neither total.
    expect(august?.incomeCents).toBe(650000);
    const compras = august?.categories.find((c) => c.category === 'Compras');
    // Kalunga 3/3 + Magazine Luiza 2/10 − the refund of Lojas Renner, which takes its purchase's category.
    expect(compras?.spendingCents).toBe(6663 + 18990 - 12990);
    expect(august?.spendingCents).toBe(august?.categories.reduce((sum, c) => sum + c.spendingCents, 0));
    expect(august?.categories.every((c) => c.categoryNumber === null)).toBe(true);
    // Nothing of the bill payments, the RDB application or the TED to an own account is spending.
    const july = report.months.find((m) => m.month === '2026-07');
    expect(july?.categories.map((c) => c.category)).not.toContain('Investimentos');
    expect(july?.categories.map((c) => c.category)).not.toContain('Transferências');

    expect(report.recurring).toContainEqual(
      expect.objectContaining({
        merchant: 'SPOTIFY',
        cadence: 'monthly',
        amountCents: 2190,
        nextDate: '2026-10-06',
      }),
    );
    expect(report.installments.upcoming[0]).toEqual({ month: '2026-10', cents: 18990 + 9975 });
    expect(report.installments.purchases).toContainEqual(
      expect.objectContaining({ merchant: 'MAGAZINE LUIZA', installment: 3, of: 10, amountCents: 18990 }),
    );
  }, 30_000);

  it('prints a readable monthly table, and refuses a file without dates and amounts', () => {
    const text = run(...files);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^Mês +Gastos +Receitas +Saldo/m);
    expect(text.stdout).toMatch(/^ago\.\/2026 +R\$ 3\.043,28 +R\$ 6\.500,00/m);
    expect(text.stdout).toContain('Cobranças recorrentes');
    expect(text.stdout).toContain('Parcelas a vencer');

    const dir = mkdtempSync(join(tmpdir(), 'categoriza-report-'));
    try {
      const plainFile = join(dir, 'transacoes.csv');
      writeFileSync(plainFile, 'transações\nIFOOD *IFOOD\n');
      const plain = run(plainFile);
      expect(plain.status).toBe(1);
      expect(plain.stderr).toContain('precisa de extratos com data e valor');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(run().status).toBe(2);
  }, 30_000);
});
