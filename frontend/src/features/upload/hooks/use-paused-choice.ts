import { type ChangeEvent, useEffect, useRef, useState } from 'react';

/** How long a choice must stay before it is saved (keyboard users step through the options). */
const CHOICE_PAUSE_MS = 700;

/**
 * A native select whose choice is saved once the user pauses on it, or leaves the control, not at every step:
 * arrow keys on a closed select change its value at each press (Chrome and Firefox on Windows and Linux).
 * `commit` gets the value chosen; it decides whether that is a change.
 */
export function usePausedChoice(current: string, commit: (value: string) => void) {
  const [pending, setPending] = useState<string>();
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const settle = (value: string) => {
    window.clearTimeout(timer.current);
    setPending(undefined);
    commit(value);
  };
  return {
    value: pending ?? current,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      setPending(value);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => settle(value), CHOICE_PAUSE_MS);
    },
    onBlur: () => {
      if (pending !== undefined) settle(pending);
    },
  };
}
