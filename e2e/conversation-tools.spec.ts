import type { Page } from '@playwright/test';
import { z } from 'zod';
import { signInViaApi, type Account } from './fixtures/accounts';
import { limitDownloads, openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

const SyncSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.string(),
      content: z.string(),
      parentId: z.string().nullable(),
      timestamp: z.string(),
    }),
  ),
});

/**
 * The reply is finished once the Send button is back and its own actions are shown: Regenerate,
 * which the greeting (the last bubble until the reply's own appears) does not have.
 */
async function waitForReply(page: Page) {
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByTestId('message-assistant').last().getByRole('button', { name: 'Regenerate' })).toBeVisible();
}

/** The account's stored messages, oldest first, as another device would read them. */
async function storedMessages(page: Page, account: Account) {
  const response = await page.request.get('/api/sync', { headers: { 'x-auth-token': account.token } });
  expect(response.ok()).toBe(true);
  return SyncSchema.parse(await response.json()).messages.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

test.describe('regenerate, edit and continue', () => {
  // Each test waits for up to four whole coach replies, and a reload.
  test.describe.configure({ timeout: 120_000 });
  test('a regenerated reply is a second version; the picked one is what the chat goes on from', async ({ page }) => {
    const account = await signInViaApi(page);
    await openChat(page);
    await sendMessage(page, 'What is cover 2?');
    await waitForReply(page);
    // The greeting above the chat is the first assistant bubble; the first reply comes after it.
    const reply = page.getByTestId('message-assistant').nth(1);
    await reply.getByRole('button', { name: 'Regenerate' }).click();
    await expect(reply.getByTestId('version-counter')).toHaveText('2/2');
    await waitForReply(page);
    await expect(page.getByTestId('quota-banner')).toContainText('2/15');

    await reply.getByRole('button', { name: 'Previous version of this reply' }).click();
    await expect(reply.getByTestId('version-counter')).toHaveText('1/2');
    await sendMessage(page, 'How do we beat it?');
    await expect(page.getByTestId('message-user')).toHaveCount(2);
    await waitForReply(page);

    const stored = await storedMessages(page, account);
    const [firstVersion, secondVersion] = stored.filter((message) => message.role === 'assistant');
    const followUp = stored.find((message) => message.content === 'How do we beat it?');
    expect(secondVersion?.parentId).toBe(firstVersion?.parentId);
    expect(followUp?.parentId).toBe(firstVersion?.id);

    // The pick lasts: after a reload the chat still shows the first version and the follow-up.
    await page.reload();
    await expect(page.getByTestId('message-assistant').nth(1).getByTestId('version-counter')).toHaveText('1/2');
    await expect(page.getByTestId('message-user')).toHaveCount(2);
    // The other version has no follow-up of its own.
    await page.getByRole('button', { name: 'Next version of this reply' }).click();
    await expect(page.getByTestId('message-assistant').nth(1).getByTestId('version-counter')).toHaveText('2/2');
    await expect(page.getByTestId('message-user')).toHaveCount(1);
  });

  test('an edited message continues the chat as a new branch, and the earlier one is a switch away', async ({
    page,
  }) => {
    await signInViaApi(page);
    await openChat(page);
    await sendMessage(page, 'What is cover 2?');
    await waitForReply(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Edit your message' }).fill('What is cover 3?');
    await page.getByRole('button', { name: 'Send', exact: true }).first().click();
    const versions = page.getByRole('group', { name: 'Versions of this message' });
    await expect(versions.getByTestId('version-counter')).toHaveText('2/2');
    await waitForReply(page);
    await expect(page.getByTestId('message-user')).toHaveText('What is cover 3?');
    await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 3/i);

    await versions.getByRole('button', { name: 'Previous version of this message' }).click();
    await expect(versions.getByTestId('version-counter')).toHaveText('1/2');
    await expect(page.getByTestId('message-user')).toHaveText('What is cover 2?');
    await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 2/i);
    // The greeting and the one reply of this branch.
    await expect(page.getByTestId('message-assistant')).toHaveCount(2);
  });

  test('a stopped reply is continued from what was kept, as a new version', async ({ page }) => {
    await signInViaApi(page);
    await openChat(page);
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    await page.getByRole('button', { name: /Strategic Mode/ }).click();
    // The reply arrives slowly enough that Stop always lands while it streams, however busy the machine.
    await limitDownloads(page, 400);
    await sendMessage(page, 'Explain cover 3 and how to beat it');
    // The greeting is the first assistant bubble: the reply is the one after it.
    const reply = page.getByTestId('message-assistant').nth(1);
    // At 400 bytes a second the stream's first event alone takes seconds, more on a busy machine.
    await expect(reply).toContainText(/\w+ \w+ \w+/, { timeout: 40_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await limitDownloads(page, -1);
    const kept = (await reply.locator('.prose-reply').first().innerText()).trim();

    await reply.getByRole('button', { name: 'Continue' }).click();
    await expect(reply.getByTestId('version-counter')).toHaveText('2/2');
    await waitForReply(page);
    await expect(reply.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    const continued = (await reply.locator('.prose-reply').first().innerText()).trim();
    expect(continued.length).toBeGreaterThan(kept.length);
    // The kept text may show raw markdown while it streamed: compared as words, it begins the whole reply.
    const words = (text: string) =>
      text
        .replace(/[#*_>`-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(words(continued).startsWith(words(kept).slice(0, 40))).toBe(true);
    // The kept version is still there, one step back.
    await reply.getByRole('button', { name: 'Previous version of this reply' }).click();
    await expect(reply.getByTestId('version-counter')).toHaveText('1/2');
    await expect(reply.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test('a reply that failed stays with Retry, and Retry answers the same message once', async ({ page }) => {
    await signInViaApi(page);
    await openChat(page);
    // The first send is answered as a coach failure would be; every later request reaches the server.
    let failed = false;
    await page.route('**/api/messages', async (route) => {
      if (failed || route.request().method() !== 'POST') return route.continue();
      failed = true;
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Failed to get a response from Playcaller' }),
      });
    });
    await sendMessage(page, 'What is cover 2?');
    await expect(page.getByTestId('reply-failed')).toBeVisible();
    await expect(page.getByTestId('message-note')).toHaveText('Not sent');

    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForReply(page);
    await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 2/i);
    await expect(page.getByTestId('reply-failed')).toHaveCount(0);
    await expect(page.getByTestId('message-user')).toHaveCount(1);
    await expect(page.getByTestId('quota-banner')).toContainText('1/15');
  });
});
