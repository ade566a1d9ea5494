import { describe, expect, it } from 'vitest';
import { categoryBadgeClass, colorKey } from '@/components/ui/category-colors';
import { joinMessages, validateCredentials } from '@/features/auth/validation';
import { dashboardStats } from '@/features/dashboard/stats';
import { demoCycleMs, demoFrameAt } from '@/features/landing/demo-timeline';
import { summarizeCategories } from '@/features/upload/model/category-summary';
import { TEMPLATE_CATEGORIES } from '../../../shared/categories';

describe('badge colours (spec §3)', () => {
  it('gives each of the seven defaults its own colour and any other category the Outros colour', () => {
    const classes = TEMPLATE_CATEGORIES.map((c) => categoryBadgeClass(c.name));
    expect(new Set(classes).size).toBe(7);
    expect(colorKey('Supermercado')).toBe('Outros');
    expect(categoryBadgeClass('Supermercado')).toBe(categoryBadgeClass('Outros'));
    expect(colorKey('  saúde ')).toBe('Saúde');
  });
});

describe('auth form rules (spec §5)', () => {
  it('trims the e-mail and accepts a good password', () => {
    expect(validateCredentials('  ana@exemplo.com ', 'Senha123')).toEqual({
      ok: true,
      email: 'ana@exemplo.com',
      password: 'Senha123',
    });
  });

  it('reports every failing rule, joined by ". "', () => {
    const checked = validateCredentials('x', 'abc');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(joinMessages(checked.messages)).toBe(
      'Email inválido. Senha deve ter no mínimo 8 caracteres. Senha deve conter pelo menos uma letra maiúscula. Senha deve conter pelo menos um número',
    );
  });

  it.each([
    [`${'a'.repeat(250)}@exemplo.com`, 'Senha123', 'Email muito longo'],
    ['a@b.co', `Aa1${'x'.repeat(98)}`, 'Senha muito longa'],
    ['a@b.co', 'SENHA123', 'Senha deve conter pelo menos uma letra minúscula'],
  ])('%s / %s → %s', (email, password, message) => {
    const checked = validateCredentials(email, password);
    expect(checked.ok ? [] : checked.messages).toContain(message);
  });
});

describe('dashboard cards (spec §2, §9)', () => {
  const upload = (n: number) => ({ id: String(n), filename: 'a.csv', transaction_count: n, uploaded_at: '' });
  it("sums the history's counts and takes the plan from the server's usage as is", () => {
    expect(dashboardStats([upload(5), upload(3)], { used: 8, limit: 1000, remaining: 992 })).toEqual({
      totalTransactions: 8,
      uploadCount: 2,
      plan: { used: 8, limit: 1000, remaining: 992, percentUsed: 0.8 },
    });
  });
  it('keeps what was charged after a deletion: the history falls, the usage does not', () => {
    // 378 charged; an upload of 58 deleted leaves 320 in the history.
    const stats = dashboardStats([upload(320)], { used: 378, limit: 1000, remaining: 622 });
    expect(stats.totalTransactions).toBe(320);
    expect(stats.plan).toEqual({ used: 378, limit: 1000, remaining: 622, percentUsed: 37.8 });
  });
  it("prefers the server's totals, which count the pages not loaded yet", () => {
    const stats = dashboardStats([upload(5)], undefined, { uploads: 7, transactions: 40 });
    expect(stats).toEqual({ totalTransactions: 40, uploadCount: 7, plan: undefined });
  });
  it('caps the bar at 100%', () => {
    const stats = dashboardStats([upload(900), upload(600)], { used: 1200, limit: 1000, remaining: 0 });
    expect(stats.plan?.percentUsed).toBe(100);
    expect(stats.plan?.remaining).toBe(0);
  });
  it('shows an unlimited plan when the server says so', () => {
    expect(dashboardStats([upload(5)], { used: 5, limit: null, remaining: null }).plan).toEqual({
      used: 5,
      limit: null,
      remaining: null,
      percentUsed: 0,
    });
  });
});

describe('landing demo timeline (spec §9)', () => {
  it('runs upload 1.5 s, processing 1 s, 0.6 s per row, a 2 s pause, and loops', () => {
    expect(demoCycleMs(5)).toBe(1500 + 1000 + 3000 + 2000);
    expect(demoFrameAt(0, 5)).toEqual({ phase: 'upload' });
    expect(demoFrameAt(1499, 5)).toEqual({ phase: 'upload' });
    expect(demoFrameAt(1500, 5)).toEqual({ phase: 'processing' });
    expect(demoFrameAt(2500, 5)).toEqual({ phase: 'results', rowsShown: 1 });
    expect(demoFrameAt(3100, 5)).toEqual({ phase: 'results', rowsShown: 2 });
    expect(demoFrameAt(7499, 5)).toEqual({ phase: 'results', rowsShown: 5 });
    expect(demoFrameAt(7500, 5)).toEqual({ phase: 'upload' });
  });
});

describe('category summary', () => {
  it('counts per category, largest first', () => {
    expect(
      summarizeCategories([
        { description: 'a', category: 'Lazer', categoryNumber: 3 },
        { description: 'b', category: 'Casa', categoryNumber: 1 },
        { description: 'c', category: 'Lazer', categoryNumber: 3 },
      ]),
    ).toEqual([
      { category: 'Lazer', count: 2, categoryNumber: 3 },
      { category: 'Casa', count: 1, categoryNumber: 1 },
    ]);
  });
});
