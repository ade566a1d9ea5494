import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface PageScripts {
  readonly files: readonly { url: string; body: Buffer; gzip: number; transferred: number }[];
  /** Decoded bytes. */
  readonly raw: number;
  /** Each file gzipped (level 9): the size the budgets are stated in. */
  readonly gzip: number;
  /** Bytes on the wire as served (local mode: the build's brotli copy). */
  readonly transferred: number;
}

/** The JavaScript a page loads until the network is idle (the landing page's budget: e2e and bench:upload). */
export async function pageScripts(page: Page, url: string): Promise<PageScripts> {
  const pending: Promise<PageScripts['files'][number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        url: response.url(),
        body,
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  const sum = (pick: (file: PageScripts['files'][number]) => number) =>
    files.reduce((total, file) => total + pick(file), 0);
  return {
    files,
    raw: sum((file) => file.body.length),
    gzip: sum((file) => file.gzip),
    transferred: sum((file) => file.transferred),
  };
}
