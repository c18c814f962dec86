import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/** Debian's Chromium with the flags playwright.config.ts uses; never downloads a browser. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`No Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Opens the chat as a returning visitor: no welcome dialog, the chat above the landing story. */
export const RETURNING_VISITOR = () => {
  window.localStorage.setItem('hasSeenWelcomeDialog', 'true');
  window.localStorage.setItem('hasInteractedWithChat', 'true');
};

/**
 * A context whose pages define esbuild's __name helper: tsx compiles the bench with keepNames, so
 * functions handed to page.evaluate call __name, which the page would not otherwise have.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  return context;
}
