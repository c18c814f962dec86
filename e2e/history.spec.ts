import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openAs, signInThroughApi, uniqueEmail, type Account } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

async function open(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await openAs(context, account);
  await context.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

async function newChat(page: Page, text: string) {
  await page.getByRole('button', { name: 'New chat' }).click();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId('message-user').last()).toContainText(text);
  await expect(page.getByTestId('message-assistant').last()).not.toHaveAttribute('aria-busy', 'true');
}

/** What the server holds of the account's chats, by title. */
async function serverChats(request: APIRequestContext, account: Account) {
  const answer = await request.get('/api/sync', { headers: { 'x-auth-token': account.token } });
  const page = (await answer.json()) as { sessions: { title: string; pinned: boolean; deleted: boolean }[] };
  return page.sessions;
}

test.describe('chat history', () => {
  test('groups chats, renames, pins, deletes with undo and syncs it to a second device', async ({
    browser,
    request,
  }) => {
    // Two devices, four chats' worth of replies and a full undo time: longer than most tests.
    test.slow();
    const account = await signInThroughApi(request, uniqueEmail('history'));
    const page = await open(browser, account);
    await newChat(page, 'How do we beat a zone blitz?');
    await newChat(page, 'Best drill for tackling form?');

    await page.getByRole('button', { name: 'Chat history' }).click();
    const list = page.getByTestId('history-list');
    const today = list.getByRole('region', { name: 'Today' });
    await expect(today.getByTestId('history-row')).toHaveCount(2);
    await expect(today.getByTestId('history-row').first()).toContainText('Best drill for tackling form?');

    // Rename the older chat, then pin it: it moves to a Pinned section above Today.
    await list.getByRole('button', { name: 'Rename chat: How do we beat a zone blitz?' }).click();
    await list.getByRole('textbox', { name: 'Chat title' }).fill('  Blitz answers  ');
    await list.getByRole('button', { name: 'Save' }).click();
    await list.getByRole('button', { name: 'Pin chat: Blitz answers' }).click();
    const pinned = list.getByRole('region', { name: 'Pinned' });
    await expect(pinned.getByTestId('history-row')).toHaveCount(1);
    await expect(pinned).toContainText('Blitz answers');
    await expect(list.getByRole('button', { name: 'Unpin chat: Blitz answers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(list.getByRole('region').first()).toHaveAttribute('aria-label', 'Pinned');
    await expect
      .poll(async () => (await serverChats(request, account)).find((c) => c.title === 'Blitz answers')?.pinned)
      .toBe(true);

    // A second device of the same user sees the new title, pinned first, after it syncs.
    const second = await open(browser, account);
    await second.getByRole('button', { name: 'Chat history' }).click();
    const secondList = second.getByTestId('history-list');
    await expect(secondList.getByRole('region', { name: 'Pinned' })).toContainText('Blitz answers');
    await expect(secondList.getByRole('region').first()).toHaveAttribute('aria-label', 'Pinned');

    // Delete, then Undo: the chat comes back at once.
    await list.getByRole('button', { name: 'Delete chat: Best drill for tackling form?' }).click();
    await expect(list).not.toContainText('Best drill for tackling form?');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(list.getByRole('region', { name: 'Today' })).toContainText('Best drill for tackling form?');

    // Delete for good: once the undo time is over the server deletes it too.
    await list.getByRole('button', { name: 'Delete chat: Best drill for tackling form?' }).click();
    await expect(list).not.toContainText('Best drill for tackling form?');
    await expect
      .poll(async () => (await serverChats(request, account)).find((c) => c.title.startsWith('Best drill'))?.deleted, {
        timeout: 20_000,
      })
      .toBe(true);
    await expect(list).not.toContainText('Best drill for tackling form?');
  });

  test('searches message text offline, shows the snippet, exports Markdown and prints', async ({ page, account }) => {
    void account;
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    await newChat(page, 'How do we beat a zone blitz?');
    const reply = (await page.getByTestId('message-assistant').last().innerText()).replace(/\s+/g, ' ');
    // A word of the coach's answer that the title does not have.
    const word = reply
      .split(/[^A-Za-z]+/)
      .find((w) => w.length >= 6 && !/zone|blitz/i.test(w))!
      .toLowerCase();
    await newChat(page, 'What is a nickel package?');

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Chat history' }).click();
    const search = page.getByRole('searchbox', { name: 'Search your chats' });
    await search.fill(word);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByTestId('history-row').first()).toContainText('How do we beat a zone blitz?');
    await expect(results.getByTestId('history-snippet').first()).toContainText(new RegExp(word, 'i'));
    await search.fill('qwertyuiopasdf');
    await expect(page.getByTestId('history-list')).toContainText('No chat matches your search.');
    await search.fill('blitz');

    // Export: the file holds the title, sport, mode and each message with its role.
    await results.getByRole('button', { name: 'Export chat: How do we beat a zone blitz?' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export Markdown' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('how-do-we-beat-a-zone-blitz.md');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toMatch(/^# How do we beat a zone blitz\?\n\nFootball · Tactical Mode\n/);
    expect(text).toMatch(/## You · \d{4}-\d\d-\d\dT[\d:.]+Z\n\nHow do we beat a zone blitz\?/);
    expect(text).toContain('## Coach · ');
    expect(text).toContain(word);

    // Print preview: only the chat's sheet, light, with no dialog, toolbar or input.
    await results.getByRole('button', { name: 'Export chat: How do we beat a zone blitz?' }).click();
    await page.getByRole('menuitem', { name: 'Print' }).click();
    const sheet = page.getByTestId('chat-print-sheet');
    await expect(sheet).toBeAttached();
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'How do we beat a zone blitz?' })).toBeVisible();
    await expect(sheet).toContainText(word);
    await expect(search).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
    expect(await sheet.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
  });
});
