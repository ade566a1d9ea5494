import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules the product's pages are held to: WCAG 2.x A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's serious and critical findings on the page, or within the elements `include` selects: each rule with the
 * elements it fails on.
 */
export async function axeProblems(page: Page, include: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}
