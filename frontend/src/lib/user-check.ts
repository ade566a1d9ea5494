/**
 * The check of the signed-in user a guarded page runs (spec §6: Cognito must find the user), as a gate the API
 * client waits on: a guarded page paints its frame at once, but reads no data until the user is confirmed
 * (ADR 0048). A failed check never settles the gate: the invalid-session flow is already taking the page away,
 * and the requests waiting on it are dropped with it, without an error of their own.
 */
let gate: { promise: Promise<void>; pass: () => void } | undefined;
let passed = false;

/** A guarded page is checking the user (idempotent; called while it renders, before its children's effects). */
export function beginUserCheck(): void {
  if (gate) return;
  let pass: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    pass = resolve;
  });
  gate = { promise, pass };
  passed = false;
}

export function passUserCheck(): void {
  passed = true;
  gate?.pass();
}

/** The check failed or the session ended: the next guarded page checks again. */
export function resetUserCheck(): void {
  gate = undefined;
  passed = false;
}

/** Resolves once the user has been confirmed (at once when no guarded page is checking, or it already passed). */
export function userChecked(): Promise<void> {
  if (!gate || passed) return Promise.resolve();
  return gate.promise;
}
