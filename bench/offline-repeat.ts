// Bench 9 — Offline repeat visit.
// A returning guest whose chat holds a few messages (sent through the page to the app's built-in
// coach) reloads `/`, timed from navigation start until the chat's last message is rendered and
// visible: (a) online, with the service worker in control and its precache warm; (b) offline
// (context.setOffline, plus the API refused for the worker's own fetches), so the shell, every
// chunk and the chat come from the service worker and Dexie alone.
// Both run in one page, alternating which goes first, after one warm-up reload of each.
import type { BrowserContext, Page } from 'playwright';
import { launchChromium, newContext, RETURNING_VISITOR } from './lib/browser';
import { ensurePwaBuild } from './lib/build';
import { tempDir } from './lib/db';
import { startApp } from './lib/procs';
import { exitWith, isMain, ms, ratio, runBench, type Row } from './lib/report';
import { median, summarize } from './lib/stats';

const PAIRS = 8;
const TARGET = 1.2;
const QUESTIONS = ['What is cover 2?', 'How do I beat a blitz?'];

/**
 * Offline is context.setOffline plus the API refused for the service worker's own fetches, which
 * setOffline does not cut (as in e2e/offline.spec.ts). The route stays installed in both states, so
 * online reloads pay the same request interception and only the network differs.
 */
async function networkSwitch(context: BrowserContext) {
  let offline = false;
  await context.route('**/api/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  return async (next: boolean) => {
    offline = next;
    await context.setOffline(next);
  };
}

/** A chat of a few exchanges, under a page the service worker controls. Returns the last message's id. */
async function prepareChat(page: Page, origin: string): Promise<string> {
  await page.addInitScript(RETURNING_VISITOR);
  await page.goto(`${origin}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; the page is controlled from the next load on.
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 60_000 });
  const input = page.getByRole('textbox', { name: 'Message' });
  for (const [index, question] of QUESTIONS.entries()) {
    await input.fill(question);
    await input.press('Enter');
    // The greeting is the first assistant bubble; each exchange adds one more, complete once its actions show.
    await page
      .getByTestId('message-assistant')
      .nth(index + 1)
      .waitFor({ timeout: 60_000 });
    await page
      .getByRole('button', { name: 'Copy reply' })
      .nth(index + 1)
      .waitFor({ timeout: 60_000 });
  }
  return page.evaluate(() => {
    const messages = document.querySelectorAll('[id^="message-"]');
    return messages[messages.length - 1]!.id;
  });
}

/** One reload of `/`: milliseconds from navigation start until the last message is visible. */
async function timedReload(page: Page, lastId: string): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (id) => {
      const element = document.getElementById(id);
      return element && element.checkVisibility() ? performance.now() : false;
    },
    lastId,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function offlineRepeat() {
  return runBench('offline-repeat', 'Offline repeat visit: reload online vs offline (service worker)', async () => {
    const distDir = await ensurePwaBuild();
    const app = await startApp('app-offline', { dataDir: tempDir('offline'), distDir });
    const browser = await launchChromium();
    const online: number[] = [];
    const offline: number[] = [];
    let controlledOffline = true;
    try {
      const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const setOffline = await networkSwitch(context);
      const lastId = await prepareChat(page, app.origin);
      const run = async (isOffline: boolean, into: number[] | null) => {
        await setOffline(isOffline);
        const took = await timedReload(page, lastId);
        if (isOffline) controlledOffline &&= await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
        into?.push(took);
      };
      await run(false, null);
      await run(true, null);
      for (let pair = 0; pair < PAIRS; pair++) {
        const order = pair % 2 === 0 ? [false, true] : [true, false];
        for (const isOffline of order) await run(isOffline, isOffline ? offline : online);
      }
      await setOffline(false);
      await context.close();
    } finally {
      await browser.close();
    }
    if (!controlledOffline) throw new Error('an offline reload was not served by the service worker');
    const factor = median(offline) / median(online);
    const rows: Row[] = [
      {
        figure: `reload until the last message shows: online / offline p50`,
        measured: `${ms(median(online), 0)} / ${ms(median(offline), 0)}`,
        target: '—',
        holds: null,
      },
      { figure: 'offline / online (p50)', measured: ratio(factor), target: `≤ ${TARGET}×`, holds: factor <= TARGET },
    ];
    return {
      rows,
      details: { pairs: PAIRS, exchanges: QUESTIONS.length, online: summarize(online), offline: summarize(offline) },
      notes: [
        `${PAIRS} reloads of each after one warm-up, alternating which goes first, 1280×800, returning guest`,
        `a chat of ${QUESTIONS.length} exchanges; offline reloads checked to be controlled by the service worker`,
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await offlineRepeat());
