/** The outcome of a validation: the value, or a pt-BR message meant for the user. */
export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

export const valid = <T>(value: T): Validated<T> => ({ ok: true, value });
export const invalid = <T = never>(error: string): Validated<T> => ({ ok: false, error });
