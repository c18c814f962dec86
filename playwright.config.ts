import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `No Chromium at ${CHROMIUM_PATH}. Install Debian's build with \`apt-get install -y chromium\` or set CHROMIUM_PATH; ` +
      'the tests never download a browser.',
  );
}

// The config is evaluated in the runner and again in each worker: the first evaluation picks a
// free port and a fresh data directory, and workers inherit them through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'playcaller-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app honours reduced motion: without endless decorative animations the headless compositor
    // stops redrawing every frame, and clicks no longer wait for animated elements to hold still.
    reducedMotion: 'reduce',
    // Installing the worker downloads the whole precache beside every test's first page; the
    // specs about the worker and offline use (offline.spec.ts) allow it again.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } } },
  ],
  webServer: {
    command: 'npx tsx edge-api/node.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR!,
      APP_ORIGIN: baseURL,
      LOG_REQUESTS: '0',
      // Replies arrive whole at once; the tests that need one mid-stream throttle the page's link.
      BUILTIN_COACH_PACE_MS: '0',
      // Each test signs up its own account, and all of them come from this one machine's address.
      AUTH_REQUESTS_PER_IP: '1000',
    },
  },
});
