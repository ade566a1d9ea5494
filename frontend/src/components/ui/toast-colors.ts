import type { CSSProperties } from 'react';

/** A toast's colours: its background, its border, and its words (title, description and icon alike). */
export interface ToastColors {
  readonly background: string;
  readonly border: string;
  readonly text: string;
}

/** Sonner's kinds of toast: `normal` is `toast()` and `toast.loading()`, the rest their `toast.<kind>()`. */
export type ToastKind = 'normal' | 'success' | 'info' | 'warning' | 'error';

/**
 * The toasts' colours, sonner's rich colours made darker: each kind keeps its hue (Tailwind's 50 for the
 * background, 200 for the border, 800 for the words) and its words read at 6.8:1 or more on its background, where
 * sonner's own read at 3.1:1 (warning) to 4.4:1, below the 4.5:1 WCAG AA asks of text this size (13 px).
 * test/unit/frontend/toast-colors.test.ts computes every ratio; test/e2e/toasts.test.ts reads them on screen.
 */
export const TOAST_COLORS: Readonly<Record<ToastKind, ToastColors>> = {
  normal: { background: '#ffffff', border: '#e2e8f0', text: '#0f172a' },
  success: { background: '#ecfdf5', border: '#a7f3d0', text: '#065f46' },
  info: { background: '#eff6ff', border: '#bfdbfe', text: '#1e40af' },
  warning: { background: '#fffbeb', border: '#fde68a', text: '#92400e' },
  error: { background: '#fef2f2', border: '#fecaca', text: '#991b1b' },
};

/**
 * The colours as the custom properties sonner's stylesheet reads (`--success-bg`, `--success-text`...), for the
 * Toaster's `style`: set on the toaster itself, they take the place of the ones sonner's stylesheet sets there.
 */
export const TOASTER_COLOR_STYLE = Object.fromEntries(
  Object.entries(TOAST_COLORS).flatMap(([kind, colors]) => [
    [`--${kind}-bg`, colors.background],
    [`--${kind}-border`, colors.border],
    [`--${kind}-text`, colors.text],
  ]),
) as CSSProperties;
