import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

const { AUTH_TOAST_ID, authToast } = await import('@/features/auth/toasts');

describe("the auth card's toasts (spec §5, §6)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("share one id, so a success takes the place of the 'Validação falhou' it fixed", () => {
    authToast.invalid(['Email inválido', 'Senha deve ter no mínimo 8 caracteres']);
    authToast.failed('Email ou senha incorretos.');
    authToast.succeeded('Conta criada', 'Sua conta foi criada com sucesso!');
    expect(sonner.error.mock.calls).toEqual([
      [
        'Validação falhou',
        { id: AUTH_TOAST_ID, description: 'Email inválido. Senha deve ter no mínimo 8 caracteres' },
      ],
      ['Erro', { id: AUTH_TOAST_ID, description: 'Email ou senha incorretos.' }],
    ]);
    expect(sonner.success.mock.calls).toEqual([
      ['Conta criada', { id: AUTH_TOAST_ID, description: 'Sua conta foi criada com sucesso!' }],
    ]);
  });

  it('clears the last one when a step ends with nothing to announce', () => {
    authToast.clear();
    expect(sonner.dismiss).toHaveBeenCalledWith(AUTH_TOAST_ID);
  });
});
