import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { openAs } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

interface RouteCase {
  name: string;
  path: string;
  /** Leave the welcome dialog unseen, so a first visit to / is checked with it open. */
  firstVisit?: boolean;
}

const PUBLIC_ROUTES: RouteCase[] = [
  { name: 'home', path: '/' },
  { name: 'home-first-visit', path: '/', firstVisit: true },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'contact', path: '/contact' },
  { name: 'faq', path: '/faq' },
  { name: 'not-found', path: '/no/such/page' },
];

const SIGNED_IN_ROUTES: RouteCase[] = [
  { name: 'profile', path: '/profile' },
  { name: 'settings', path: '/settings' },
  { name: 'subscription', path: '/subscription' },
  { name: 'subscription-manage', path: '/subscription-manage?subscription_id=x&customer_id=y' },
];

/**
 * Waits until the route has rendered its own content: a level-1 heading (or, on a first visit to /,
 * the welcome dialog that covers the page), and no full-page loading spinner.
 */
async function settled(page: Page) {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading.or(page.getByRole('button', { name: 'Continue as guest' })).first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /Loading|Checking|Preparing/ })).toHaveCount(0);
}

async function markWelcomeSeen(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
}

/** Fails on serious or critical axe violations, naming each rule and the elements it found. */
async function expectNoSeriousViolations(page: Page, route: RouteCase) {
  // Legacy mode runs axe once in the page itself: the app has no cross-origin frames, the one case
  // where the default mode is needed, and the default would inject axe a second time into a blank
  // page of its own to combine the results.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(report, `axe violations on ${route.path}:\n${JSON.stringify(report, null, 2)}`).toEqual([]);
}

/**
 * With E2E_SCREENSHOTS=1, a full-page screenshot per route and width, kept under
 * test-results/screenshots for review. They assert nothing and a full-page capture of the landing
 * page costs seconds per test, so ordinary runs skip them.
 */
async function saveScreenshot(page: Page, route: RouteCase, info: TestInfo) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const directory = join(info.project.outputDir, 'screenshots');
  mkdirSync(directory, { recursive: true });
  await page.screenshot({
    path: join(directory, `${info.project.name}-${route.name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

test.describe('accessibility of every route', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.name} (${route.path}) has no serious or critical axe violations`, async ({ page }, info) => {
      if (!route.firstVisit) await markWelcomeSeen(page);
      await page.goto(route.path);
      await settled(page);
      await saveScreenshot(page, route, info);
      await expectNoSeriousViolations(page, route);
    });
  }

  for (const route of SIGNED_IN_ROUTES) {
    test(`${route.name} (${route.path}) has no serious or critical axe violations`, async ({
      page,
      readOnlyAccount,
    }, info) => {
      await markWelcomeSeen(page);
      await openAs(page, readOnlyAccount);
      await page.goto(route.path);
      await settled(page);
      // Still on the page asked for: the guard let the signed-in user through rather than to /login.
      const pathname = new URL(route.path, 'http://localhost').pathname;
      await expect(page).toHaveURL((url) => url.pathname === pathname);
      await saveScreenshot(page, route, info);
      await expectNoSeriousViolations(page, route);
    });
  }
});

test.describe('keyboard use', () => {
  test('Tab from the top of /faq reaches the first question with a visible focus ring, and Enter toggles it', async ({
    page,
  }) => {
    await markWelcomeSeen(page);
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'What is included in each plan?' });
    await expect(first).toBeVisible();

    let reached = false;
    for (let presses = 0; presses < 25 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await first.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the first accordion button is reachable with Tab').toBe(true);

    const ring = await first.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        focusVisible: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.color).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);

    const answer = page.getByRole('region', { name: 'What is included in each plan?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });
});
