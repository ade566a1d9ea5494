import type { Locator } from 'playwright-core';

/**
 * What of a box (a card, a table's scroller) can only be seen by scrolling sideways: the page wider than the
 * window, the box or a scroller in it wider than itself (its scrollWidth past its clientWidth), or a piece of it (a
 * cell, a list item, a button, a field, a line of text) outside the window. Described, so a failure says where;
 * none is `[]`.
 */
export async function sidewaysProblems(box: Locator): Promise<string[]> {
  // A chart (recharts) is drawn again at its box's new width only when a ResizeObserver calls back, after a
  // resize: measured once every chart in the box fits it again (or, one that never does, a few frames on, to be
  // reported below).
  await box.evaluate((element) =>
    Promise.all(
      [...element.querySelectorAll('.recharts-wrapper')].map(
        (chart) =>
          new Promise<void>((resolve) => {
            const box = chart.closest('.recharts-responsive-container');
            const fits = () => !box || chart.getBoundingClientRect().width <= box.clientWidth;
            const check = (frames: number) =>
              fits() || frames === 0 ? resolve() : requestAnimationFrame(() => check(frames - 1));
            check(120);
          }),
      ),
    ),
  );
  return box.evaluate((element) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    const name = element.getAttribute('data-testid') ?? element.tagName.toLowerCase();
    const scrollers = [element, ...element.querySelectorAll('*')].filter(
      (inner) => inner === element || ['auto', 'scroll'].includes(getComputedStyle(inner).overflowX),
    );
    for (const inner of scrollers) {
      if (inner.scrollWidth > inner.clientWidth) {
        const which =
          inner === element ? name : `${name} > ${inner.getAttribute('data-testid') ?? inner.tagName}`;
        problems.push(`${which} ${inner.scrollWidth} > ${inner.clientWidth}`);
      }
    }
    for (const piece of element.querySelectorAll('th, td, li, dt, dd, p, h2, button, select, input')) {
      const rect = piece.getBoundingClientRect();
      if (rect.width > 0 && (rect.left < 0 || rect.right > root.clientWidth)) {
        problems.push(
          `${name}: "${piece.textContent}" at ${Math.round(rect.left)}–${Math.round(rect.right)}`,
        );
      }
    }
    return problems;
  });
}
