// Bench 2 — mermaid on demand: what the first diagram of a page costs, in the real page (a temp
// build served by the app on PGlite, the built-in coach at pace 0) in headless Chromium.
//
// Each run is a fresh browser context (empty HTTP cache). The page first answers a Tactical question
// and switches to Strategic mode, so every chunk a reply without a diagram needs is already loaded;
// then a Strategic question whose reply carries a mermaid block. Bytes: every script and stylesheet
// the page requests from that send until the diagram's SVG is in the page, each file gzipped alone
// at level 9 from the build (as bench 1 counts the initial JS). Time: from the diagram's placeholder
// appearing (its block is complete) to its SVG, cold (first diagram of the page) and warm (a second,
// different diagram in the same page, with the code loaded).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { gzipBytes } from '../scripts/check-budgets';
import { launchChromium, newContext, RETURNING_VISITOR } from './lib/browser';
import { ensurePwaBuild } from './lib/build';
import { tempDir } from './lib/db';
import { startApp } from './lib/procs';
import { exitWith, isMain, kb, ms, runBench, type Row } from './lib/report';
import { median } from './lib/stats';

const RUNS = 3;
const BYTES_TARGET = 250_000;
const WARM_UP_QUESTION = 'What is cover 2?';
const FIRST_DIAGRAM_QUESTION = 'How does play action work?';
const SECOND_DIAGRAM_QUESTION = 'How should we attack a zone blitz?';

/** Watches for the next diagram: when its placeholder appears and when its SVG is in the page. */
async function watchNextDiagram(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { __placeholderAt: number | null; __svgAt: number | null };
    state.__placeholderAt = null;
    state.__svgAt = null;
    const svgs = () => document.querySelectorAll('[data-testid="mermaid-diagram"] svg').length;
    const before = svgs();
    const check = (observer?: MutationObserver) => {
      if (state.__placeholderAt === null && document.querySelector('[aria-label="Loading diagram"]')) {
        state.__placeholderAt = performance.now();
      }
      if (svgs() > before) {
        state.__svgAt = performance.now();
        observer?.disconnect();
      }
    };
    new MutationObserver((_, observer) => check(observer)).observe(document.body, { childList: true, subtree: true });
  });
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  await input.press('Enter');
  await page.getByRole('button', { name: 'Send' }).waitFor({ state: 'visible', timeout: 60_000 });
}

/** Placeholder → SVG of the diagram watched, once its SVG is in. */
async function diagramTime(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __svgAt: number | null }).__svgAt !== null, undefined, {
    timeout: 60_000,
  });
  const { placeholderAt, svgAt } = await page.evaluate(() => {
    const state = window as unknown as { __placeholderAt: number | null; __svgAt: number };
    return { placeholderAt: state.__placeholderAt, svgAt: state.__svgAt };
  });
  // A diagram drawn before React showed its placeholder counts from the SVG itself: zero.
  return placeholderAt === null ? 0 : svgAt - placeholderAt;
}

export async function mermaidOnDemand() {
  return runBench('mermaid-on-demand', 'Mermaid on demand: the first diagram of a page', async () => {
    const distDir = await ensurePwaBuild();
    const app = await startApp('app-mermaid', { dataDir: tempDir('mermaid'), distDir });
    const browser = await launchChromium();
    const runs: { files: { path: string; gzip: number }[]; cold: number; warm: number }[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
        // The service worker would answer from its precache and hide what the page fetches.
        await context.route('**/sw.js', (route) => route.abort());
        await context.addInitScript(RETURNING_VISITOR);
        const page = await context.newPage();
        await page.goto(`${app.origin}/`);
        await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible', timeout: 60_000 });
        await ask(page, WARM_UP_QUESTION);
        await page.getByRole('button', { name: /^Analysis mode:/ }).click();
        await page.getByRole('button', { name: /Strategic Mode/ }).click();
        await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');

        const requested = new Set<string>();
        const record = (request: { url(): string; resourceType(): string }) => {
          const type = request.resourceType();
          if (type === 'script' || type === 'stylesheet') requested.add(new URL(request.url()).pathname);
        };
        page.on('request', record);
        await watchNextDiagram(page);
        await ask(page, FIRST_DIAGRAM_QUESTION);
        const cold = await diagramTime(page);
        page.off('request', record);

        await watchNextDiagram(page);
        await ask(page, SECOND_DIAGRAM_QUESTION);
        const warm = await diagramTime(page);
        await context.close();

        const files = [...requested].map((path) => ({
          path,
          gzip: gzipBytes(readFileSync(join(distDir, decodeURIComponent(path)))),
        }));
        runs.push({ files, cold, warm });
      }
    } finally {
      await browser.close();
    }
    const bytes = median(runs.map((run) => run.files.reduce((sum, file) => sum + file.gzip, 0)));
    const rows: Row[] = [
      {
        figure: 'bytes loaded for the first diagram (gzip)',
        measured: `${kb(bytes)} in ${runs[0]!.files.length} files`,
        target: `≤ ${kb(BYTES_TARGET)}`,
        holds: bytes <= BYTES_TARGET,
      },
      {
        figure: 'diagram block → SVG, first diagram (code cold)',
        measured: `${ms(median(runs.map((run) => run.cold)), 0)} median of ${RUNS}`,
        target: '—',
        holds: null,
      },
      {
        figure: 'diagram block → SVG, next diagram (code loaded)',
        measured: `${ms(median(runs.map((run) => run.warm)), 0)} median of ${RUNS}`,
        target: '—',
        holds: null,
      },
    ];
    const largest = [...runs[0]!.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    return {
      rows,
      details: { runs },
      notes: [
        `each run a fresh context, served from loopback: the time is loading, running and drawing, not the network`,
        `largest files of the first diagram: ${largest.map((file) => `${file.path} ${kb(file.gzip)}`).join(', ')}`,
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await mermaidOnDemand());
