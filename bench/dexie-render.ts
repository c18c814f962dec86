// Bench 7 — IndexedDB in Chromium.
// (a) Reading one chat of 10,000 stored messages: Dexie's where('[sessionId+timestamp]').between(…)
//     (the query of chat-store.ts messagesOf) against a raw IndexedDB index getAll over the same key
//     range, in the same page, alternating. The page loads dexie's own ESM build and declares the
//     app's schema (pwa/src/db.ts, database 'playcaller' version 1); the rows are written with raw
//     IndexedDB, with the key paths of that schema.
// (b) First render of a 10,000-message chat on the real page: the app's build served by the app
//     (PGlite), the rows written into its Dexie database and the prefs row sessionId pointed at the
//     chat, then a reload, timed from navigation start until the last message's bubble is rendered
//     (in the DOM and visible), and until it has scrolled into the list's view.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { launchChromium, newContext, RETURNING_VISITOR } from './lib/browser';
import { ensurePwaBuild } from './lib/build';
import { tempDir } from './lib/db';
import { startApp } from './lib/procs';
import { exitWith, isMain, ms, ratio, REPO_ROOT, runBench, type Row } from './lib/report';
import { median, summarize } from './lib/stats';

const MESSAGES = 10_000;
const OTHER_MESSAGES = 2_000;
const READS = 15;
const RENDER_RUNS = 2;

const SCHEMA = {
  sessions: 'sessionId, [ownerKey+updatedAt]',
  messages: 'key, [sessionId+timestamp], serverId',
  prefs: 'key',
};

/** Runs in the page: writes a chat of `count` messages (and some of another chat) with raw IndexedDB. */
async function seedInPage(args: { sessionId: string; count: number; other: number }): Promise<string> {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('playcaller');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const idb = await open();
  const start = Date.now() - args.count * 60_000;
  const assistant = (i: number) =>
    `**Read ${i}:** the safeties split the deep field in halves.\n\n- Attack the *hole shot* between corner and safety\n- Flood the flat with two routes\n- Hit the seams before the safeties widen\n\nRecommendation: a smash concept from trips.`;
  let lastKey = '';
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(['messages', 'sessions', 'prefs'], 'readwrite');
    const messages = tx.objectStore('messages');
    const put = (sessionId: string, i: number, base: number) => {
      const clientMessageId = `${sessionId.slice(0, 6)}m${String(i).padStart(6, '0')}xxxxxxxx`.slice(0, 21);
      const user = i % 2 === 0;
      const key = user
        ? clientMessageId
        : `reply:${clientMessageId.replace(/m(\d+)/, (_, n: string) => `m${String(Number(n) - 1).padStart(6, '0')}`)}`;
      messages.put({
        key,
        sessionId,
        role: user ? 'user' : 'assistant',
        content: user ? `How do I beat cover 2 on third and ${(i % 9) + 1}?` : assistant(i),
        timestamp: base + i * 30_000,
        status: 'complete',
        serverId: null,
        clientMessageId: user ? clientMessageId : null,
        mode: 'gameOnTheLine',
        sport: 'football',
      });
      return key;
    };
    for (let i = 0; i < args.count; i++) lastKey = put(args.sessionId, i, start);
    for (let i = 0; i < args.other; i++) put('otherChatSession00000', i, start - 10_000_000);
    tx.objectStore('sessions').put({
      sessionId: args.sessionId,
      ownerKey: 'guest',
      title: 'A long chat',
      sport: 'football',
      mode: 'gameOnTheLine',
      createdAt: start,
      updatedAt: Date.now(),
    });
    tx.objectStore('prefs').put({ key: 'sessionId', value: args.sessionId });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  idb.close();
  return lastKey;
}

async function dexieVsRaw(page: Page) {
  const dexie = readFileSync(join(REPO_ROOT, 'node_modules', 'dexie', 'dist', 'dexie.mjs'));
  const server = createServer((req, res) => {
    if (req.url === '/dexie.mjs') res.writeHead(200, { 'content-type': 'text/javascript' }).end(dexie);
    else
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><title>dexie bench</title><script type="module">import Dexie from '/dexie.mjs'; window.Dexie = Dexie; window.dexieReady = true;</script>`,
        );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => (window as unknown as { dexieReady?: boolean }).dexieReady === true);
    const sessionId = 'benchChatSession00001';
    // Dexie creates the database with the app's schema; the rows go in with raw IndexedDB.
    await page.evaluate(async (schema) => {
      const { Dexie } = window as unknown as {
        Dexie: new (name: string) => {
          version(n: number): { stores(s: unknown): void };
          open(): Promise<unknown>;
          close(): void;
        };
      };
      const db = new Dexie('playcaller');
      db.version(1).stores(schema);
      await db.open();
      db.close();
    }, SCHEMA);
    await page.evaluate(seedInPage, { sessionId, count: MESSAGES, other: OTHER_MESSAGES });
    return await page.evaluate(
      async ({ schema, sessionId, reads }) => {
        type Table = { where(index: string): { between(a: unknown, b: unknown): { toArray(): Promise<unknown[]> } } };
        const { Dexie } = window as unknown as {
          Dexie: new (name: string) => {
            version(n: number): { stores(s: unknown): void };
            open(): Promise<unknown>;
            table(name: string): Table;
          };
        };
        const db = new Dexie('playcaller');
        db.version(1).stores(schema);
        await db.open();
        const messages = db.table('messages');
        const idb = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('playcaller');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const viaDexie = () =>
          messages.where('[sessionId+timestamp]').between([sessionId, -Infinity], [sessionId, Infinity]).toArray();
        const viaRaw = () =>
          new Promise<unknown[]>((resolve, reject) => {
            const request = idb
              .transaction('messages', 'readonly')
              .objectStore('messages')
              .index('[sessionId+timestamp]')
              .getAll(IDBKeyRange.bound([sessionId, -Infinity], [sessionId, Infinity]));
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const dexieMs: number[] = [];
        const rawMs: number[] = [];
        let rows = 0;
        for (let i = 0; i < reads + 3; i++) {
          const order = i % 2 === 0 ? [viaDexie, viaRaw] : [viaRaw, viaDexie];
          for (const read of order) {
            const started = performance.now();
            const result = await read();
            const took = performance.now() - started;
            rows = result.length;
            if (i < 3) continue;
            (read === viaDexie ? dexieMs : rawMs).push(took);
          }
        }
        idb.close();
        return { dexieMs, rawMs, rows };
      },
      { schema: SCHEMA, sessionId, reads: READS },
    );
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

async function firstRender(page: Page, origin: string) {
  await page.addInitScript(RETURNING_VISITOR);
  await page.goto(`${origin}/`);
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible', timeout: 60_000 });
  // Let the chat machine save its prefs before the rows (and our sessionId) are written.
  await page.waitForTimeout(500);
  const sessionId = 'renderChatSession0001';
  const lastKey = await page.evaluate(seedInPage, { sessionId, count: MESSAGES, other: 0 });
  const runs: {
    renderedMs: number;
    inViewMs: number | null;
    bubbles: number;
    domNodes: number;
    longTaskMs: number;
    longestTaskMs: number;
  }[] = [];
  for (let run = 0; run < RENDER_RUNS; run++) {
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.reload({ waitUntil: 'commit' });
    const renderedMs = await (
      await page.waitForFunction(
        (key) => {
          const element = document.getElementById(`message-${key}`);
          return element && element.checkVisibility() ? performance.now() : false;
        },
        lastKey,
        { polling: 'raf', timeout: 110_000 },
      )
    ).jsonValue();
    const inViewMs = await page
      .waitForFunction(
        (key) => {
          const element = document.getElementById(`message-${key}`);
          if (!element) return false;
          const box = element.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0 ? performance.now() : false;
        },
        lastKey,
        { polling: 'raf', timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    const counts = await page.evaluate(() => ({
      bubbles: document.querySelectorAll('[data-testid="message-user"], [data-testid="message-assistant"]').length,
      domNodes: document.getElementsByTagName('*').length,
      tasks: (window as unknown as { __longTasks: number[] }).__longTasks,
    }));
    runs.push({
      renderedMs: renderedMs as number,
      inViewMs,
      bubbles: counts.bubbles,
      domNodes: counts.domNodes,
      longTaskMs: Math.round(counts.tasks.reduce((sum, duration) => sum + duration, 0)),
      longestTaskMs: Math.round(Math.max(0, ...counts.tasks)),
    });
  }
  return runs;
}

export async function dexieRender() {
  return runBench('dexie-render', 'Dexie vs raw IndexedDB, and first render of a 10,000-message chat', async () => {
    const distDir = await ensurePwaBuild();
    const browser = await launchChromium();
    const rows: Row[] = [];
    const details: Record<string, unknown> = { messages: MESSAGES, otherMessages: OTHER_MESSAGES, reads: READS };
    try {
      const readContext = await newContext(browser);
      const reads = await dexieVsRaw(await readContext.newPage());
      await readContext.close();
      const dexie = summarize(reads.dexieMs);
      const raw = summarize(reads.rawMs);
      const factor = median(reads.dexieMs) / median(reads.rawMs);
      details.read = { dexie, raw, rows: reads.rows };
      rows.push(
        {
          figure: `read ${reads.rows} messages: Dexie / raw p50`,
          measured: `${ms(dexie.p50, 1)} / ${ms(raw.p50, 1)}`,
          target: '—',
          holds: null,
        },
        { figure: 'Dexie / raw IndexedDB (median)', measured: ratio(factor), target: '≤ 1.5×', holds: factor <= 1.5 },
      );

      const app = await startApp('app-render', { dataDir: tempDir('render'), distDir });
      const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
      const renders = await firstRender(await context.newPage(), app.origin);
      await context.close();
      details.render = renders;
      const rendered = median(renders.map((r) => r.renderedMs));
      const inView = renders.every((r) => r.inViewMs !== null) ? median(renders.map((r) => r.inViewMs!)) : null;
      const last = renders[renders.length - 1]!;
      rows.push(
        {
          figure: `first render of ${MESSAGES} messages (last bubble in DOM)`,
          measured: ms(rendered, 0),
          target: 'report',
          holds: null,
        },
        {
          figure: 'last bubble scrolled into view',
          measured: inView === null ? 'not within 20 s' : ms(inView, 0),
          target: 'report',
          holds: null,
        },
        {
          figure: 'bubbles in the DOM / elements / long tasks',
          measured: `${last.bubbles} / ${last.domNodes} / ${ms(last.longTaskMs, 0)} (longest ${ms(last.longestTaskMs, 0)})`,
          target: 'report',
          holds: null,
        },
      );
    } finally {
      await browser.close();
    }
    const bubbles = (details.render as { bubbles: number }[] | undefined)?.[0]?.bubbles ?? 0;
    return {
      rows,
      details,
      notes: [
        `reads: ${READS} of each after 3 warm-up, alternating, ${OTHER_MESSAGES} messages of another chat in the same store`,
        bubbles >= MESSAGES
          ? 'the list is not virtualised: every message is in the DOM'
          : `the list rendered ${bubbles} bubbles for ${MESSAGES} messages`,
        `render: median of ${RENDER_RUNS} reloads, 1280×800, returning visitor, from navigation start`,
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await dexieRender());
