import { describe, expect, it } from 'vitest';
import { validateCustomCategories } from '#shared/categories';
import { categoriesTemplateCsv, chartTemplateCsv, parseCategoriesCsv } from '#shared/csv/categories-file';

const csv = (...lines: string[]) => lines.join('\n');
const HEADER = 'categoria | número';

const error = (text: string) => {
  const out = parseCategoriesCsv(text);
  if (out.ok) throw new Error('expected an error');
  expect(out.error.title).toBe('Arquivo de categorias inválido');
  return out.error.message;
};

describe('parseCategoriesCsv', () => {
  it('reads the downloadable template back as the seven default categories', () => {
    expect(parseCategoriesCsv(categoriesTemplateCsv())).toEqual({
      ok: true,
      categories: [
        { name: 'Alimentação', number: 1 },
        { name: 'Transporte', number: 2 },
        { name: 'Compras', number: 3 },
        { name: 'Saúde', number: 4 },
        { name: 'Viagem', number: 5 },
        { name: 'Assinaturas', number: 6 },
        { name: 'Outros', number: 7 },
      ],
    });
  });

  it('template is exactly the spec format', () => {
    expect(categoriesTemplateCsv()).toBe(
      'categoria | número\nAlimentação | 1\nTransporte | 2\nCompras | 3\nSaúde | 4\nViagem | 5\nAssinaturas | 6\nOutros | 7\n',
    );
  });

  it('tolerates spacing, CRLF, BOM, blank lines and a header in other case', () => {
    expect(parseCategoriesCsv('\uFEFFCategoria|Número\r\n\r\nMercado|1\r\n  Casa   |  2 \r\n')).toEqual({
      ok: true,
      categories: [
        { name: 'Mercado', number: 1 },
        { name: 'Casa', number: 2 },
      ],
    });
  });

  it.each([
    ['', 'Arquivo de categorias vazio.'],
    ['  \n ', 'Arquivo de categorias vazio.'],
    [csv('nome | codigo', 'A | 1'), 'O arquivo deve ter o formato: categoria | número'],
    [csv('categoria', 'A | 1'), 'O arquivo deve ter o formato: categoria | número'],
    [csv(HEADER, 'A | 1', 'B'), 'Linha 3 com formato inválido. Use: categoria | número'],
    [csv(HEADER, 'A | 1 | x'), 'Linha 2 com formato inválido. Use: categoria | número'],
    [csv(HEADER, '  | 1'), 'Linha 2: nome da categoria está vazio'],
    [csv(HEADER, 'A | um'), 'Linha 2: número inválido "um"'],
    [csv(HEADER, 'A | 1.5'), 'Linha 2: número inválido "1.5"'],
    [csv(HEADER, 'A | '), 'Linha 2: número inválido ""'],
    [csv(HEADER, 'A | 1', 'B | 1'), 'Número 1 duplicado na linha 3'],
    [csv(HEADER, 'Mercado | 1', 'MERCADO | 2'), 'Categoria "MERCADO" duplicada na linha 3'],
    [csv(HEADER, '', ''), 'Nenhuma categoria encontrada no arquivo'],
  ])('%j → %s', (text, message) => {
    expect(error(text)).toBe(message);
  });

  it('counts file lines, blank ones included, in messages', () => {
    expect(error(csv(HEADER, 'A | 1', '', 'B | x'))).toBe('Linha 4: número inválido "x"');
  });
});

describe('parseCategoriesCsv: a chart of accounts (categoria | código)', () => {
  const CODES = 'categoria | código';

  it('keeps each account code exactly as written', () => {
    expect(
      parseCategoriesCsv(
        csv(CODES, 'Receita de Serviços | 3.1.01', 'Folha | 4.2.01.003', 'Caixa | 01', 'Outras | 9'),
      ),
    ).toEqual({
      ok: true,
      categories: [
        { name: 'Receita de Serviços', number: '3.1.01' },
        { name: 'Folha', number: '4.2.01.003' },
        { name: 'Caixa', number: '01' },
        { name: 'Outras', number: '9' },
      ],
    });
    expect(parseCategoriesCsv(csv('Categoria;Codigo', 'A;1.1', 'B;1.2')).ok).toBe(false); // `;` is no separator
    expect(parseCategoriesCsv(csv('Categoria | Codigo', 'A | 1.1')).ok).toBe(true);
  });

  it('reads the chart template back, codes and all', () => {
    const parsed = parseCategoriesCsv(chartTemplateCsv());
    expect(parsed.ok && parsed.categories.length).toBe(16);
    expect(parsed.ok && parsed.categories[0]).toEqual({
      name: 'Receita de Vendas e Serviços',
      number: '3.1.01',
    });
  });

  it.each([
    [
      csv(CODES, 'A | 3.1.'),
      'Linha 2: código inválido "3.1.". Use dígitos separados por pontos, como 3.1.01',
    ],
    [
      csv(CODES, 'A | 3..1'),
      'Linha 2: código inválido "3..1". Use dígitos separados por pontos, como 3.1.01',
    ],
    [csv(CODES, 'A | 3-1'), 'Linha 2: código inválido "3-1". Use dígitos separados por pontos, como 3.1.01'],
    [csv(CODES, 'A | '), 'Linha 2: código inválido "". Use dígitos separados por pontos, como 3.1.01'],
    [csv(CODES, 'A | 3.1.01', 'B | 3.1.01'), 'Código 3.1.01 duplicado na linha 3'],
    [csv(CODES, 'A | 3.1.01', 'a | 3.1.02'), 'Categoria "a" duplicada na linha 3'],
  ])('%j → %s', (text, message) => {
    expect(error(text)).toBe(message);
  });

  it('keeps the spec messages for a numbered list: a code under "número" is an invalid number', () => {
    expect(error(csv(HEADER, 'A | 3.1.01'))).toBe('Linha 2: número inválido "3.1.01"');
  });

  it('refuses, on the server too, a list that mixes codes and numbers, or a code that is not one', () => {
    expect(
      validateCustomCategories([
        { name: 'A', number: '3.1' },
        { name: 'B', number: 2 },
      ]),
    ).toEqual({
      ok: false,
      error: 'Linha 3: use só códigos de conta (3.1.01) ou só números inteiros em uma lista, não os dois',
    });
    expect(validateCustomCategories([{ name: 'A', number: '3.x' }]).ok).toBe(false);
    expect(validateCustomCategories([{ name: 'A', number: '1'.repeat(41) }]).ok).toBe(false);
  });
});

describe('validateCustomCategories (server side)', () => {
  it('refuses more than 100 categories and names over 60 characters', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `C${i}`, number: i }));
    expect(validateCustomCategories(many)).toEqual({
      ok: false,
      error: 'O arquivo deve ter no máximo 100 categorias.',
    });
    expect(validateCustomCategories([{ name: 'x'.repeat(61), number: 1 }]).ok).toBe(false);
  });
  it('refuses a formula-like name and a non-integer number', () => {
    expect(validateCustomCategories([{ name: '=cmd', number: 1 }]).ok).toBe(false);
    expect(validateCustomCategories([{ name: 'A', number: 1.5 }]).ok).toBe(false);
  });
  it('refuses an empty list', () => {
    expect(validateCustomCategories([])).toEqual({
      ok: false,
      error: 'Nenhuma categoria encontrada no arquivo',
    });
  });
});
