import type { Locator, Page } from '@playwright/test';
import { limitDownloads, openChat, sendMessage, openHistory } from './fixtures/chat';
import { expect, test } from './fixtures/test';

/** Strategic replies run to several screens: long enough to be read from their start. */
async function chooseStrategic(page: Page) {
  await page.getByRole('button', { name: /^Analysis mode:/ }).click();
  await page.getByRole('button', { name: /Strategic Mode/ }).click();
  await expect(page.getByRole('button', { name: 'Analysis mode: Strategic Mode' })).toBeVisible();
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** How far the list is from its bottom, in pixels. */
const distanceFromBottom = (list: Locator) =>
  list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

test.describe('reading the chat', () => {
  for (const phone of [
    { width: 375, height: 740 },
    { width: 390, height: 664 },
  ]) {
    test(`at ${phone.width}x${phone.height} the conversation gets most of the height and a new reply opens at its first line, below the banner`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await openChat(page, { returning: true });
      const list = page.getByTestId('message-list');
      expect((await box(list)).height).toBeGreaterThanOrEqual(phone.height * 0.6);
      // The toolbar is one row: History and New chat are on screen beside the mode.
      await expect(page.getByRole('button', { name: 'Chat history' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'New chat' })).toBeInViewport({ ratio: 1 });

      await chooseStrategic(page);
      await sendMessage(page, 'Explain cover 3 and how to beat it');
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
      const reply = page.getByTestId('message-assistant').last();
      await expect(reply.getByRole('button', { name: 'Regenerate' })).toBeAttached();

      const banner = await box(page.getByTestId('quota-banner'));
      // The banner is one slim line.
      expect(banner.height).toBeLessThanOrEqual(32);
      const listBox = await box(list);
      expect(listBox.height).toBeGreaterThanOrEqual(phone.height * 0.6);
      const replyBox = await box(reply);
      // Longer than the screen, the reply is shown from its top: below the banner, at the top of the list.
      expect(replyBox.height).toBeGreaterThan(listBox.height);
      expect(replyBox.y).toBeGreaterThanOrEqual(banner.y + banner.height);
      expect(replyBox.y).toBeGreaterThanOrEqual(listBox.y);
      expect(replyBox.y).toBeLessThanOrEqual(listBox.y + 48);
      await expect(reply.locator('.prose-reply').first()).toBeInViewport();
      // The rest is one press away.
      await page.getByRole('button', { name: 'Jump to newest' }).click();
      await expect(reply.getByRole('button', { name: 'Regenerate' })).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Jump to newest' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test('the message box is focused when a chat opens on a desktop, and left alone on a phone', async ({
    page,
  }, testInfo) => {
    // A phone's keyboard would rise over the chat it just opened.
    const desktop = testInfo.project.name === 'desktop';
    const focused = (locator: Locator) => (desktop ? expect(locator).toBeFocused() : expect(locator).not.toBeFocused());
    await openChat(page, { returning: true });
    const input = page.getByRole('textbox', { name: 'Message' });
    await focused(input);
    await sendMessage(page, 'What is cover 2?');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    // A new chat.
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(page.getByTestId('message-user')).toHaveCount(0);
    await focused(input);

    // A chat opened from history.
    await input.blur();
    const history = await openHistory(page);
    await history.getByRole('button', { name: /^What is cover 2\?/ }).click();
    await expect(page.getByTestId('message-user')).toHaveText(['What is cover 2?']);
    await focused(input);
  });

  test('scrolled up while a reply streams, "Jump to newest" goes to the bottom and follows the reply again', async ({
    page,
  }) => {
    await openChat(page, { returning: true });
    await chooseStrategic(page);
    // A first long reply makes the list tall enough to scroll.
    await sendMessage(page, 'Explain cover 2 and how to beat it');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    // Its diagram is drawn with code loaded on demand: on the slowed link below, that download would
    // take the bandwidth the next reply's stream needs.
    await expect(page.getByTestId('mermaid-diagram').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Loading diagram' })).toHaveCount(0);
    const list = page.getByTestId('message-list');
    const jump = page.getByRole('button', { name: 'Jump to newest' });
    await jump.click();
    await expect(jump).toHaveCount(0);

    // A slow link keeps the next reply streaming while the reader scrolls.
    await limitDownloads(page, 400);
    await sendMessage(page, 'Explain cover 3 and how to beat it');
    // The greeting and the first reply come before it.
    const reply = page.getByTestId('message-assistant').nth(2);
    await expect(reply).toContainText(/\w+ \w+ \w+/, { timeout: 40_000 });
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

    await list.evaluate((element) => element.scrollTo(0, 0));
    await expect(jump).toBeVisible();
    await jump.click();
    expect(await distanceFromBottom(list)).toBeLessThanOrEqual(48);
    await expect(jump).toHaveCount(0);
    // The list follows again: as the reply grows, the bottom stays in view.
    const height = await list.evaluate((element) => element.scrollHeight);
    await expect
      .poll(() => list.evaluate((element) => element.scrollHeight), { timeout: 40_000 })
      .toBeGreaterThan(height + 40);
    await expect.poll(() => distanceFromBottom(list)).toBeLessThanOrEqual(48);
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await limitDownloads(page, -1);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 30_000 });
  });
});
