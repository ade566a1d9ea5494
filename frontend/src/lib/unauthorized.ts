/** The API client reports a 401 here; the auth layer signs out and shows 'Sessão inválida' (spec §6). */
let handler: (() => void) | undefined;

export function onUnauthorized(next: () => void): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

export function notifyUnauthorized(): void {
  handler?.();
}
