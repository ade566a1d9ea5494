/** The landing demo's timings (spec §9): upload 1.5 s, processing 1 s, 0.6 s per row, 2 s pause, looping. */
export const DEMO_TIMINGS = { uploadMs: 1500, processingMs: 1000, rowMs: 600, pauseMs: 2000 } as const;

export type DemoFrame =
  | { phase: 'upload' }
  | { phase: 'processing' }
  | { phase: 'results'; rowsShown: number };

export function demoCycleMs(rows: number): number {
  const t = DEMO_TIMINGS;
  return t.uploadMs + t.processingMs + rows * t.rowMs + t.pauseMs;
}

/** The frame the demo shows `elapsed` ms after it started (it loops). */
export function demoFrameAt(elapsed: number, rows: number): DemoFrame {
  const t = DEMO_TIMINGS;
  const at = elapsed % demoCycleMs(rows);
  if (at < t.uploadMs) return { phase: 'upload' };
  if (at < t.uploadMs + t.processingMs) return { phase: 'processing' };
  const inResults = at - t.uploadMs - t.processingMs;
  return { phase: 'results', rowsShown: Math.min(rows, Math.floor(inResults / t.rowMs) + 1) };
}
