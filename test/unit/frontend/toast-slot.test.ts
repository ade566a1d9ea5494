import type { ToastT } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Options = {
  id: string;
  description: string;
  onDismiss: (t: ToastT) => void;
  onAutoClose: (t: ToastT) => void;
};

const sonner = vi.hoisted(() => {
  /** Every toast shown, errors and successes alike, in order. */
  const shown: { title: string; options: Options }[] = [];
  const show = (title: string, options: Options) => {
    shown.push({ title, options });
  };
  return { shown, error: vi.fn(show), success: vi.fn(show), dismiss: vi.fn() };
});
vi.mock('sonner', () => ({ toast: sonner }));

const { toastSlot } = await import('@/components/ui/toast-slot');

/** The options of the n-th toast shown. */
const optionsOf = (n: number) => sonner.shown[n]?.options as Options;
const closing = (id: string) => ({ id }) as ToastT;

describe('a toast slot (one toast at a time, each in the place of the one before)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sonner.shown.length = 0;
  });

  it('puts each new toast in the place of the one on screen: the same id, the new words', () => {
    const slot = toastSlot('slot-on-screen');
    slot.show('error', 'Erro ao salvar', 'Sem conexão.');
    slot.show('success', 'Salvo', 'Tudo certo.');
    expect(sonner.error).toHaveBeenCalledWith(
      'Erro ao salvar',
      expect.objectContaining({ description: 'Sem conexão.' }),
    );
    expect(sonner.success).toHaveBeenCalledWith(
      'Salvo',
      expect.objectContaining({ description: 'Tudo certo.' }),
    );
    expect(optionsOf(1).id).toBe(optionsOf(0).id);
  });

  it('gives the next toast a new id once its toast times out or is closed, so sonner cannot take it away with it', () => {
    const slot = toastSlot('slot-closing');
    slot.show('success', 'Categorias carregadas', '2 categorias carregadas.');
    const first = optionsOf(0);
    first.onAutoClose(closing(first.id));
    slot.show('error', 'Arquivo de categorias inválido', 'Linha 2: número inválido "um"');
    const second = optionsOf(1);
    expect(second.id).not.toBe(first.id);
    second.onDismiss(closing(second.id));
    slot.show('error', 'Arquivo de categorias inválido', 'Arquivo de categorias vazio.');
    expect(new Set([first.id, second.id, optionsOf(2).id]).size).toBe(3);
  });

  it('keeps its id when an older toast of its closes late', () => {
    const slot = toastSlot('slot-late');
    slot.show('error', 'Erro', 'um');
    const first = optionsOf(0);
    first.onDismiss(closing(first.id));
    slot.show('error', 'Erro', 'dois');
    first.onAutoClose(closing(first.id));
    slot.show('error', 'Erro', 'três');
    expect(optionsOf(2).id).toBe(optionsOf(1).id);
  });

  it('closes its toast on clear, and shows the next under a new id; with none on screen, closes nothing', () => {
    const slot = toastSlot('slot-clear');
    slot.clear();
    expect(sonner.dismiss).not.toHaveBeenCalled();
    slot.show('error', 'Erro', 'um');
    slot.clear();
    expect(sonner.dismiss).toHaveBeenCalledWith(optionsOf(0).id);
    slot.show('error', 'Erro', 'dois');
    expect(optionsOf(1).id).not.toBe(optionsOf(0).id);
  });

  it('is the same slot for the same name, and another for another', () => {
    expect(toastSlot('slot-name')).toBe(toastSlot('slot-name'));
    toastSlot('slot-a').show('error', 'Erro', 'a');
    toastSlot('slot-b').show('error', 'Erro', 'b');
    expect(optionsOf(1).id).not.toBe(optionsOf(0).id);
  });
});
