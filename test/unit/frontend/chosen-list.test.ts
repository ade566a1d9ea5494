import { describe, expect, it } from 'vitest';
import type { SavedList } from '#shared/api/schemas';
import {
  chosenFromSaved,
  DEFAULT_LIST,
  hasUnsavedAdjustments,
  listLabel,
} from '@/features/upload/model/chosen-list';

const saved: SavedList = {
  id: 'lista-1',
  name: 'Plano de contas da loja',
  categories: [
    { name: 'Vendas', number: 3101 },
    { name: 'Fornecedores', number: 4101 },
  ],
  adjustments: { Supermercado: 4101 },
  savedAt: '2026-11-01T10:00:00.000Z',
};

describe('the list in use on the upload page', () => {
  it('is the default categories until the user chooses another', () => {
    expect(DEFAULT_LIST.categories).toEqual([]);
    expect(listLabel(DEFAULT_LIST)).toBe('Categorias padrão');
  });

  it('names a saved list by its name, and a loaded file by the file name', () => {
    expect(listLabel(chosenFromSaved(saved))).toBe('Plano de contas da loja');
    expect(listLabel({ categories: saved.categories, adjustments: {}, name: 'plano.csv' })).toBe('plano.csv');
  });

  it('takes a saved list with its adjustments, as a copy', () => {
    const chosen = chosenFromSaved(saved);
    expect(chosen).toMatchObject({ savedId: 'lista-1', adjustments: { Supermercado: 4101 } });
    expect(chosen.categories).not.toBe(saved.categories);
  });

  it('knows when the adjustments differ from the saved copy', () => {
    const chosen = chosenFromSaved(saved);
    expect(hasUnsavedAdjustments(chosen, [saved])).toBe(false);
    expect(hasUnsavedAdjustments({ ...chosen, adjustments: { Supermercado: 3101 } }, [saved])).toBe(true);
    expect(hasUnsavedAdjustments({ ...chosen, adjustments: {} }, [saved])).toBe(true);
    // A list never saved (or whose saved copy is gone) has everything to save.
    expect(hasUnsavedAdjustments({ ...chosen, savedId: 'outra' }, [saved])).toBe(true);
  });
});
