import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const SCREENSHOTS_DIR = resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * The flags this sandbox needs: no sandbox as root, and no background networking (the network is closed;
 * without these Chromium floods it with refused connections).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumMissingMessage(): string | undefined {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  return [
    '',
    '████████████████████████████████████████████████████████████████████████',
    `  Chromium não encontrado em ${CHROMIUM_PATH}: os testes e2e precisam dele.`,
    '  Instale com:   sudo apt-get update && sudo apt-get install -y chromium',
    '  (ou aponte CHROMIUM_PATH para um Chromium/Chrome já instalado)',
    '████████████████████████████████████████████████████████████████████████',
    '',
  ].join('\n');
}

/** One Chromium for a test file: launched before its tests, closed after. Returns a getter. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('o navegador ainda não foi iniciado');
    return browser;
  };
}

export function launchBrowser(): Promise<Browser> {
  const missing = chromiumMissingMessage();
  if (missing) throw new Error(missing);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh context (own cookies and storage) on the given viewport; axe needs pages made this way. */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Saves a full-page screenshot as test-results/screenshots/<name>-<viewport>.png: `mobile` below the app's `md`
 * breakpoint (768 px: phones of 375 and 390 px alike), `desktop` from it.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const suffix = width < 768 ? 'mobile' : 'desktop';
  const path = join(SCREENSHOTS_DIR, `${name}-${suffix}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
