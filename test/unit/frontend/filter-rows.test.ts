import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  filterRows,
  foldDescriptions,
  isFilterActive,
  queryWords,
  shownTotal,
} from '@/features/upload/model/filter-rows';

const items = [
  { description: 'PADARIA SÃO JOÃO', category: 'Alimentação' },
  { description: 'Uber *Trip', category: 'Transporte' },
  { description: 'FARMÁCIA São Paulo', category: 'Saúde' },
  { description: 'IFOOD *PEDIDO', category: 'Alimentação' },
  { description: 'Estorno de "Kalunga"', category: 'Compras' },
  { description: 'AÇOUGUE BOM PREÇO', category: 'Alimentação' },
];
const folded = foldDescriptions(items);
const rows = (query: string, category = '') => filterRows(items, folded, { query, category });

describe('results table filter', () => {
  it('folds each description once: lower case, no accents', () => {
    expect(folded[0]).toBe('padaria sao joao');
    expect(folded[5]).toBe('acougue bom preco');
  });

  it('matches every row on a blank search and no category', () => {
    expect(rows('')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows('   ')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(isFilterActive({ query: '  ', category: '' })).toBe(false);
  });

  it('searches the description case- and accent-insensitively, giving positions in the file', () => {
    expect(rows('são')).toEqual([0, 2]);
    expect(rows('SAO')).toEqual([0, 2]);
    expect(rows('farmacia')).toEqual([2]);
    expect(rows('Açougue')).toEqual([5]);
    expect(rows('preco')).toEqual([5]);
    expect(rows('"kalunga"')).toEqual([4]);
    expect(rows('mercado')).toEqual([]);
  });

  it('wants every word of the search, in any order and with any spacing', () => {
    expect(queryWords('  Uber   TRIP ')).toEqual(['uber', 'trip']);
    expect(rows('trip uber')).toEqual([1]);
    expect(rows('sao paulo')).toEqual([2]);
    expect(rows('sao  uber')).toEqual([]);
  });

  it('narrows to one category, alone or with a search', () => {
    expect(rows('', 'Alimentação')).toEqual([0, 3, 5]);
    expect(rows('sao', 'Alimentação')).toEqual([0]);
    expect(rows('sao', 'Transporte')).toEqual([]);
    expect(rows('', 'Viagem')).toEqual([]);
    expect(isFilterActive({ query: '', category: 'Saúde' })).toBe(true);
    expect(isFilterActive({ query: 'x', category: '' })).toBe(true);
  });

  it('lists the categories present with their counts, sorted the pt-BR way', () => {
    expect(categoryOptions(items)).toEqual([
      { category: 'Alimentação', count: 3 },
      { category: 'Compras', count: 1 },
      { category: 'Saúde', count: 1 },
      { category: 'Transporte', count: 1 },
    ]);
    expect(
      categoryOptions([
        { description: 'a', category: 'Óculos' },
        { description: 'b', category: 'Outros' },
        { description: 'c', category: 'Educação' },
        { description: 'd', category: 'ônibus' },
      ]).map((option) => option.category),
    ).toEqual(['Educação', 'Óculos', 'ônibus', 'Outros']);
    expect(categoryOptions([])).toEqual([]);
  });

  it('adds up the money of the rows shown, in cents, signed', () => {
    const statement = [
      { description: 'PIX RECEBIDO', category: 'Receitas', amountCents: 150_00 },
      { description: 'TARIFA PACOTE', category: 'Despesas Bancárias', amountCents: -32_90 },
      { description: 'TARIFA TED', category: 'Despesas Bancárias', amountCents: -12_55 },
      { description: 'ESTORNO TARIFA', category: 'Despesas Bancárias', amountCents: 32_90 },
    ];
    expect(shownTotal(statement, [1, 2])).toBe(-45_45);
    expect(shownTotal(statement, [1, 2, 3])).toBe(-12_55);
    expect(shownTotal(statement, [0, 1, 2, 3])).toBe(137_45);
    expect(shownTotal(statement, [])).toBe(0);
  });

  it('has no sum for rows without an amount (a one-column file)', () => {
    expect(shownTotal(items, [0, 3])).toBeUndefined();
    expect(
      shownTotal([{ description: 'x', category: 'Outros', amountCents: 1 }, ...items], [0, 1]),
    ).toBeUndefined();
  });

  it('scans 10000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      description: `COMPRA NO CARTÃO LOJA ${i}`,
      category: i % 2 ? 'Compras' : 'Outros',
    }));
    const keys = foldDescriptions(many);
    const start = performance.now();
    const found = filterRows(many, keys, { query: 'cartao loja 9999', category: 'Compras' });
    expect(performance.now() - start).toBeLessThan(250);
    expect(found).toEqual([9999]);
  });
});
