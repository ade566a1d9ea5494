import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

const { authToast } = await import('@/features/auth/toasts');

/** The title, description and id of each toast shown, errors then successes. */
const shown = () =>
  [...sonner.error.mock.calls, ...sonner.success.mock.calls].map(([title, options]) => ({
    title,
    description: options.description,
    id: options.id,
  }));

describe("the auth card's toasts (spec §5, §6)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("share one toast, so a success takes the place of the 'Validação falhou' it fixed", () => {
    authToast.invalid(['Email inválido', 'Senha deve ter no mínimo 8 caracteres']);
    authToast.failed('Email ou senha incorretos.');
    authToast.succeeded('Conta criada', 'Sua conta foi criada com sucesso!');
    const toasts = shown();
    expect(toasts.map(({ title, description }) => [title, description])).toEqual([
      ['Validação falhou', 'Email inválido. Senha deve ter no mínimo 8 caracteres'],
      ['Erro', 'Email ou senha incorretos.'],
      ['Conta criada', 'Sua conta foi criada com sucesso!'],
    ]);
    expect(typeof toasts[0]?.id).toBe('string');
    expect(new Set(toasts.map(({ id }) => id))).toEqual(new Set([toasts[0]?.id]));
  });

  it('clears the last one when a step ends with nothing to announce', () => {
    authToast.failed('Email ou senha incorretos.');
    const [last] = shown();
    authToast.clear();
    expect(sonner.dismiss).toHaveBeenCalledWith(last?.id);
  });
});
