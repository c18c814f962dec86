// Bench 8 — long tasks while a long reply streams: the real page (a temp build served by the app on
// PGlite, BUILTIN_COACH_PACE_MS=5), Strategic mode chosen as a person would, one question sent, and
// every long task (PerformanceObserver 'longtask', > 50 ms by definition) recorded from the send
// until the reply has finished streaming. The Strategic reply carries a mermaid diagram. The page's
// first diagram is drawn once its reply has finished (loading and running mermaid the first time
// cannot be split into short enough tasks); the long tasks of that draw, after the stream, are
// reported apart. Once mermaid is loaded a diagram is drawn as its block closes, mid-stream, in steps
// that each get a task of their own (configure, parse, lay out and draw): tasks from the diagram's
// placeholder until its SVG is in the page are counted apart from those of re-rendering the
// streamed markdown.
import type { Page } from 'playwright';
import { launchChromium, newContext, RETURNING_VISITOR } from './lib/browser';
import { ensurePwaBuild } from './lib/build';
import { tempDir } from './lib/db';
import { startApp } from './lib/procs';
import { exitWith, isMain, ms, runBench, type Row } from './lib/report';

const QUESTION = 'How does play action work?';
const RUNS = 3;

interface Observed {
  sentAt: number;
  doneAt: number;
  tasks: { start: number; duration: number }[];
  /** When the diagram's placeholder appeared (its mermaid block closed). */
  diagramStartAt: number | null;
  diagramShownAt: number | null;
  deltas: number;
  replyChars: number;
}

async function oneReply(page: Page): Promise<Observed> {
  await page.evaluate(() => {
    const state = window as unknown as {
      __tasks: { start: number; duration: number }[];
      __diagramStartAt: number | null;
      __diagramAt: number | null;
    };
    const tasks: { start: number; duration: number }[] = [];
    state.__tasks = tasks;
    state.__diagramStartAt = null;
    state.__diagramAt = null;
    // One observer per reply, each writing to its own list (an earlier reply's is disconnected).
    const holder = window as unknown as { __observer?: PerformanceObserver };
    holder.__observer?.disconnect();
    holder.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    });
    holder.__observer.observe({ type: 'longtask' });
    // The new reply's diagram: its placeholder appears when the mermaid block closes, its SVG when drawn.
    const svgs = () => document.querySelectorAll('[data-testid="mermaid-diagram"] svg').length;
    const before = svgs();
    new MutationObserver((_, observer) => {
      if (state.__diagramStartAt === null && document.querySelector('[aria-label="Loading diagram"]')) {
        state.__diagramStartAt = performance.now();
      }
      if (svgs() > before) {
        state.__diagramAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(QUESTION);
  // The stream ends when the newest reply stops being busy (the done event), not when the Send
  // button returns, which waits for the browser's store to be written as well.
  await page.evaluate(() => {
    const state = window as unknown as { __streamEndAt: number | null };
    state.__streamEndAt = null;
    let sawBusy = false;
    new MutationObserver((_, observer) => {
      const replies = document.querySelectorAll('[data-testid="message-assistant"]');
      const newest = replies[replies.length - 1];
      if (newest?.getAttribute('aria-busy') === 'true') sawBusy = true;
      else if (sawBusy) {
        state.__streamEndAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  const sentAt = await page.evaluate(() => performance.now());
  await input.press('Enter');
  await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByRole('button', { name: 'Send' }).waitFor({ state: 'visible', timeout: 60_000 });
  const doneAt = await page.evaluate(
    () => (window as unknown as { __streamEndAt: number | null }).__streamEndAt ?? performance.now(),
  );
  await page
    .waitForFunction(() => (window as unknown as { __diagramAt: number | null }).__diagramAt !== null, undefined, {
      timeout: 30_000,
    })
    .catch(() => {});
  await page.waitForTimeout(300);
  return page.evaluate(
    ({ sentAt, doneAt }) => {
      const state = window as unknown as {
        __tasks: { start: number; duration: number }[];
        __diagramStartAt: number | null;
        __diagramAt: number | null;
      };
      const replies = document.querySelectorAll('[data-testid="message-assistant"]');
      return {
        sentAt,
        doneAt,
        tasks: state.__tasks,
        diagramStartAt: state.__diagramStartAt,
        diagramShownAt: state.__diagramAt,
        deltas: 0,
        replyChars: replies[replies.length - 1]?.textContent?.length ?? 0,
      };
    },
    { sentAt, doneAt },
  );
}

export async function streamingLongtasks() {
  return runBench('streaming-longtasks', 'Long tasks while a Strategic reply streams', async () => {
    const distDir = await ensurePwaBuild();
    const app = await startApp('app-streaming', {
      dataDir: tempDir('streaming'),
      distDir,
      env: { BUILTIN_COACH_PACE_MS: '5' },
    });
    const browser = await launchChromium();
    const runs: (Observed & { streaming: number[]; diagram: number[]; afterStream: number[]; cold: boolean })[] = [];
    try {
      const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
      await context.addInitScript(RETURNING_VISITOR);
      const page = await context.newPage();
      await page.goto(`${app.origin}/`);
      await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.getByRole('button', { name: /^Analysis mode:/ }).click();
      await page.getByRole('button', { name: /Strategic Mode/ }).click();
      await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible' });
      for (let run = 0; run < RUNS; run++) {
        const observed = await oneReply(page);
        // The diagram window: from its placeholder (block closed: load and draw start) to its SVG.
        const diagramStart = observed.diagramStartAt;
        const inDiagram = (task: { start: number; duration: number }) =>
          diagramStart !== null &&
          observed.diagramShownAt !== null &&
          task.start + task.duration >= diagramStart &&
          task.start <= observed.diagramShownAt + 50;
        const during = observed.tasks.filter((task) => task.start >= observed.sentAt && task.start <= observed.doneAt);
        runs.push({
          ...observed,
          cold: run === 0,
          afterStream: observed.tasks
            .filter((task) => task.start > observed.doneAt)
            .map((task) => Math.round(task.duration)),
          streaming: during.filter((task) => !inDiagram(task)).map((task) => Math.round(task.duration)),
          diagram: during.filter(inDiagram).map((task) => Math.round(task.duration)),
        });
      }
      await context.close();
    } finally {
      await browser.close();
    }
    const rows: Row[] = [];
    const describe = (durations: number[]) =>
      durations.length ? `${durations.length} (max ${ms(Math.max(...durations), 0)})` : '0';
    const groups = [
      { label: 'first reply (diagram code cold)', list: runs.filter((run) => run.cold) },
      { label: `next ${RUNS - 1} replies (diagram code cached)`, list: runs.filter((run) => !run.cold) },
    ];
    for (const group of groups) {
      const streaming = group.list.flatMap((run) => run.streaming);
      const diagram = group.list.flatMap((run) => run.diagram);
      const all = [...streaming, ...diagram];
      rows.push(
        {
          figure: `${group.label}: long tasks while streaming`,
          measured: all.length ? `${all.length}, longest ${ms(Math.max(...all), 0)}` : 'none',
          target: 'none over 50 ms',
          holds: all.length === 0,
        },
        {
          figure: `${group.label}: markdown streaming / diagram`,
          measured: `${describe(streaming)} / ${describe(diagram)}`,
          target: '—',
          holds: null,
        },
        {
          figure: `${group.label}: long tasks after the stream (diagram drawn)`,
          measured: describe(group.list.flatMap((run) => run.afterStream)),
          target: '—',
          holds: null,
        },
      );
    }
    return {
      rows,
      details: { question: QUESTION, paceMs: 5, runs },
      notes: [
        `Strategic mode, "${QUESTION}", ${RUNS} replies in one page; stream ${runs.map((run) => ms(run.doneAt - run.sentAt, 0)).join(', ')}, reply ${runs.map((run) => run.replyChars).join(', ')} characters`,
        'the replies after the first carry the same diagram, shown from the SVG drawn for the first (not drawn again)',
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await streamingLongtasks());
