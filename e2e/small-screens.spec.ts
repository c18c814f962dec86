import type { BrowserContext, Page } from '@playwright/test';
import { sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

// Phones from the smallest still sold (320 px) to the common 390 px, at their usual heights.
const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 664 },
];

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  // setOffline does not cut the service worker's own fetches: block the API for it too.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

/** Whether the page is wider than the screen, which lets it slide sideways and puts controls off it. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('small screens', () => {
  // The worker serves every screen with no network, so each can be seen with the offline pill.
  test.use({ serviceWorkers: 'allow' });

  test('at 320 and 390 px no screen is wider than the phone, with the "Offline · 1 queued" pill showing', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('hasSeenWelcomeDialog', 'true');
      window.localStorage.setItem('hasInteractedWithChat', 'true');
    });
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await sendMessage(page, 'What is a nickel package?');
    await expect(page.getByTestId('message-assistant').last()).toContainText(/nickel/i);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await goOffline(context);
    await sendMessage(page, 'How do we beat cover 2?');
    const pill = page.getByTestId('connectivity-status');
    await expect(pill).toContainText('Offline');
    await expect(pill).toContainText('1 queued');

    const screens = [
      { path: '/', ready: page.getByRole('textbox', { name: 'Message' }) },
      { path: '/playbook', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/faq', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/contact', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/login', ready: page.getByRole('heading', { level: 1 }) },
    ];
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(screen.ready).toBeVisible();
        await expect(pill).toContainText('1 queued');
        await expect(
          page.getByRole('button', { name: 'Open menu' }),
          `${screen.path} at ${phone.width}`,
        ).toBeInViewport({
          ratio: 1,
        });
        expect(await overflow(page), `${screen.path} at ${phone.width} px`).toBeLessThanOrEqual(0);
      }

      // History's sheet: its Close button, a whole title, and rename's buttons all on screen.
      await page.goto('/');
      await page.getByRole('button', { name: 'Chat history' }).click();
      const history = page.getByRole('dialog', { name: 'Chat history' });
      await expect(history.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
      const title = history.getByText('What is a nickel package?', { exact: true });
      await expect(title).toBeVisible();
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await history.getByRole('button', { name: 'Rename chat: What is a nickel package?' }).click();
      await expect(history.getByRole('textbox', { name: 'Chat title' })).toBeInViewport({ ratio: 1 });
      await expect(history.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
      await expect(history.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
      expect(await overflow(page), `history at ${phone.width} px`).toBeLessThanOrEqual(0);
      await history.getByRole('button', { name: 'Cancel' }).click();
      await history.getByRole('button', { name: 'Close' }).click();
      await expect(history).toBeHidden();
    }
  });
});

test.describe('small screens, first visit', () => {
  test("the welcome sheet's buttons are on screen at 320 and 390 px", async ({ page }) => {
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      await page.goto('/');
      const welcome = page.getByRole('dialog', { name: 'Welcome to Playcaller' });
      await expect(welcome.getByRole('heading', { name: 'Welcome to Playcaller' })).toBeVisible();
      await expect(welcome.getByRole('button', { name: 'Sign up free' })).toBeInViewport({ ratio: 1 });
      await expect(welcome.getByRole('button', { name: 'Continue as guest' })).toBeInViewport({ ratio: 1 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    // Every line of it can still be read: the text between the title and the buttons scrolls.
    const lastSport = page.getByRole('dialog', { name: 'Welcome to Playcaller' }).getByText('Tennis', { exact: true });
    await lastSport.scrollIntoViewIfNeeded();
    await expect(lastSport).toBeInViewport({ ratio: 1 });
  });
});
