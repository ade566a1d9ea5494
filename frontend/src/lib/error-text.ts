import { GENERIC_ERROR_MESSAGE } from '#shared/messages';

/** What a toast says of a failure: the API's pt-BR message, or the generic one. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
