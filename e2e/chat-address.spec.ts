import type { Page } from '@playwright/test';
import { openAs, signInThroughApi, uniqueEmail } from './fixtures/accounts';
import { openChat, openHistory, sendMessage, SIDEBAR_MIN_WIDTH } from './fixtures/chat';
import { expect, test } from './fixtures/test';

const CHAT_ADDRESS = /\/c\/[A-Za-z0-9_-]{21}$/;

/** Sends a message and waits for the whole reply; the chat then has its address. */
async function ask(page: Page, text: string) {
  await sendMessage(page, text);
  await expect(page.getByTestId('message-user').last()).toContainText(text);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page).toHaveURL(CHAT_ADDRESS);
  return page.url();
}

async function expectChat(page: Page, question: string) {
  await expect(page.getByTestId('message-user').first()).toHaveText(question);
  await expect(page.getByTestId('message-user')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
}

async function expectNotFound(page: Page) {
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Chat not found' })).toBeVisible();
  await expect(page.getByTestId('message-user')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
}

for (const who of ['visitor', 'signed in'] as const) {
  test.describe(`chat addresses (${who})`, () => {
    test.beforeEach(async ({ context, request }) => {
      if (who === 'signed in') await openAs(context, await signInThroughApi(request, uniqueEmail('address')));
    });

    test('each chat has its own address: it opens in a new page, survives a reload, and Back and Forward move between chats', async ({
      page,
      context,
    }) => {
      await openChat(page, { returning: true });
      // A chat with nothing in it yet has no address: it is `/`.
      await expect(page).toHaveURL(/\/$/);
      const first = await ask(page, 'How do we beat a zone blitz?');

      await page.getByRole('button', { name: 'New chat' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('message-user')).toHaveCount(0);
      const second = await ask(page, 'What is a nickel package?');
      expect(second).not.toBe(first);

      await page.goBack();
      await expect(page).toHaveURL(first);
      await expectChat(page, 'How do we beat a zone blitz?');
      await page.goForward();
      await expect(page).toHaveURL(second);
      await expectChat(page, 'What is a nickel package?');

      // The address opens the chat in another tab, and again after a reload.
      const tab = await context.newPage();
      await tab.goto(first);
      await expectChat(tab, 'How do we beat a zone blitz?');
      await tab.reload();
      await expect(tab).toHaveURL(first);
      await expectChat(tab, 'How do we beat a zone blitz?');

      // Opening a chat from the history goes to its address.
      const history = await openHistory(tab);
      await history.getByRole('button', { name: /^What is a nickel package\?/ }).click();
      await expect(tab).toHaveURL(second);
      await expectChat(tab, 'What is a nickel package?');
      await tab.goBack();
      await expect(tab).toHaveURL(first);
      await expectChat(tab, 'How do we beat a zone blitz?');
    });

    test('an unknown address and a chat of someone else show the same not-found', async ({ page, browser }) => {
      // Someone else's chat: another account's for a member, another browser's for a visitor.
      const stranger = await browser.newContext();
      if (who === 'signed in')
        await openAs(stranger, await signInThroughApi(stranger.request, uniqueEmail('stranger')));
      const theirs = await stranger.newPage();
      await openChat(theirs, { returning: true });
      const foreign = await ask(theirs, 'What is a screen pass?');
      await stranger.close();

      await openChat(page, { returning: true });
      await page.goto(foreign);
      await expectNotFound(page);
      await page.goto('/c/AAAAAAAAAAAAAAAAAAAAA');
      await expectNotFound(page);
      await page.goto('/c/not-a-chat');
      await expectNotFound(page);

      // From there, a new chat starts at `/`.
      await page.getByRole('button', { name: 'Start a new chat' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
      const deleted = await ask(page, 'What is a slant route?');

      // A deleted chat's address is not found either, even while its deletion can still be undone.
      const history = await openHistory(page);
      await history.getByRole('button', { name: 'Delete chat: What is a slant route?' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto(deleted);
      await expectNotFound(page);
    });
  });
}

test.describe('the history beside the chat', () => {
  test('is a sidebar that can be hidden on a wide screen, and a sheet on a phone', async ({ page }) => {
    await openChat(page, { returning: true });
    await ask(page, 'How do we beat a zone blitz?');
    const button = page.getByRole('button', { name: 'Chat history' });
    const sidebar = page.getByRole('complementary', { name: 'Chat history' });
    if (page.viewportSize()!.width >= SIDEBAR_MIN_WIDTH) {
      // Shown from the start, beside the chat, with the open chat marked.
      await expect(sidebar).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(sidebar.getByRole('button', { name: /^How do we beat a zone blitz\?/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const side = (await sidebar.boundingBox())!;
      const chat = (await page.getByRole('region', { name: 'Chat with your coach' }).boundingBox())!;
      expect(side.x + side.width).toBeLessThanOrEqual(chat.x + 1);
      await button.click();
      await expect(sidebar).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(sidebar).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await expect(sidebar).toHaveCount(0);
      await button.click();
      const sheet = page.getByRole('dialog', { name: 'Chat history' });
      await expect(sheet.getByTestId('history-row')).toHaveCount(1);
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();
    }
  });
});
