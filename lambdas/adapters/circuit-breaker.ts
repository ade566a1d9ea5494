/**
 * Stops calling a dependency that keeps failing: after `failureThreshold` failed calls in a row it opens for
 * `cooldownMs`, during which `allows()` says no; then one call is let through (half-open), and its outcome
 * closes the breaker again or reopens it. One breaker lives per Lambda instance (module scope), so a model
 * that is gone costs each instance a few failed calls, not one per batch.
 */
export interface CircuitBreaker {
  allows(): boolean;
  succeeded(): void;
  failed(): void;
  readonly state: 'closed' | 'open' | 'half-open';
}

export function createCircuitBreaker(opts: {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
}): CircuitBreaker {
  const now = opts.now ?? Date.now;
  let failures = 0;
  let openedAt: number | undefined;
  const state = (): CircuitBreaker['state'] => {
    if (openedAt === undefined) return 'closed';
    return now() - openedAt >= opts.cooldownMs ? 'half-open' : 'open';
  };
  return {
    allows: () => state() !== 'open',
    succeeded() {
      failures = 0;
      openedAt = undefined;
    },
    failed() {
      failures++;
      if (state() === 'half-open' || failures >= opts.failureThreshold) openedAt = now();
    },
    get state() {
      return state();
    },
  };
}
