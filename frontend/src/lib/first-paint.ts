/**
 * Resolves once the page's first frame is on screen (two frames on, then a task: a frame's callbacks run before
 * it is painted), or after 200 ms in a tab that does not paint (a background tab has no frames). Code a page needs only after it shows (Amplify, zod)
 * waits for it, so on a slow phone it does not hold back the first paint.
 */
let painted: Promise<void> | undefined;

export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    const done = () => resolve();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
    setTimeout(done, 200);
  });
  return painted;
}
