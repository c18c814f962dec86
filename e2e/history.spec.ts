import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openAs, signInThroughApi, uniqueEmail, type Account } from './fixtures/accounts';
import { openHistory } from './fixtures/chat';
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

    const list = (await openHistory(page)).getByTestId('history-list');
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
    const secondList = (await openHistory(second)).getByTestId('history-list');
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
    const search = (await openHistory(page)).getByRole('searchbox', { name: 'Search your chats' });
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

  test('a search result shows the match in a clean snippet and opens the chat at the matching message', async ({
    page,
    account,
  }) => {
    // A long chat, stored through the API: the match is in its first message, far into the text.
    const sessionId = `hist${Date.now().toString(36)}`.padEnd(21, 'x').slice(0, 21);
    const filler = 'We play a 4-3-3 and our full-backs push high, so the wide areas are open when we lose the ball. ';
    const table = '| Time | Drill |\n| --- | --- |\n| 0:00 | Rondo |\n\n';
    const questions = [
      `${filler.repeat(3)}\n\n${table}What should the zxqorbit winger do when the ball is lost?`,
      ...Array.from({ length: 11 }, (_, at) => `What is a good passing drill number ${at + 2}?`),
    ];
    for (const [at, content] of questions.entries()) {
      const answer = await page.request.post('/api/messages', {
        headers: { 'x-auth-token': account.token },
        data: {
          content,
          role: 'user',
          sessionId,
          personalityMode: 'gameOnTheLine',
          sportType: 'soccer',
          clientMessageId: `${sessionId}-${at}`,
        },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    }
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    const history = await openHistory(page);
    await expect(history.getByTestId('history-row')).toHaveCount(1);
    await history.getByRole('searchbox', { name: 'Search your chats' }).fill('zxqorbit');

    // The snippet is the words around the match, as read (no table pipes or rules), with the
    // match marked and in view, not cut off after the first words.
    const snippet = history.getByTestId('history-snippet');
    const match = snippet.locator('mark');
    await expect(match).toHaveText(/^zxqorbit$/i);
    await expect(snippet).not.toContainText('|');
    await expect(snippet).not.toContainText('---');
    const box = (await snippet.boundingBox())!;
    const marked = (await match.boundingBox())!;
    expect(marked.x).toBeGreaterThanOrEqual(box.x);
    expect(marked.x + marked.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(marked.y + marked.height).toBeLessThanOrEqual(box.y + box.height + 1);

    await history.getByRole('button', { name: /^We play a 4-3-3/ }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${sessionId}$`));
    // Opened at the match, not at the newest message.
    await expect(page.getByTestId('message-user')).toHaveCount(12);
    await expect(page.getByTestId('message-user').first()).toBeInViewport();
    await expect(page.getByTestId('message-assistant').last()).not.toBeInViewport();
  });
});

for (const viewport of [
  { width: 390, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a history search at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('opens a short chat at the matching message, not at its newest', async ({ page, account }) => {
      // Three exchanges, a little more than a screen: the match is in the first question, which
      // is also the chat's title.
      const sessionId = `short${Date.now().toString(36)}`.padEnd(21, 'y').slice(0, 21);
      const questions = [
        'How should the vqzmelt winger press when the ball is lost?',
        'What is a good rondo for our under-12s?',
        'How do we defend a long throw?',
      ];
      for (const [at, content] of questions.entries()) {
        const answer = await page.request.post('/api/messages', {
          headers: { 'x-auth-token': account.token },
          data: {
            content,
            role: 'user',
            sessionId,
            personalityMode: 'gameOnTheLine',
            sportType: 'soccer',
            clientMessageId: `${sessionId}-${at}`,
          },
        });
        expect(answer.ok(), await answer.text()).toBe(true);
      }
      await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
      await page.goto('/');
      const history = await openHistory(page);
      await expect(history.getByTestId('history-row')).toHaveCount(1);
      await history.getByRole('searchbox', { name: 'Search your chats' }).fill('vqzmelt');
      await expect(history.getByTestId('history-snippet').locator('mark')).toHaveText(/^vqzmelt$/i);
      await history.getByRole('button', { name: /^How should the vqzmelt/ }).click();
      await expect(page).toHaveURL(new RegExp(`/c/${sessionId}$`));

      await expect(page.getByTestId('message-user')).toHaveCount(3);
      await expect(page.getByTestId('message-assistant').last()).toContainText(/\w/);
      const list = page.getByTestId('message-list');
      // The chat is taller than its list, so where it opens shows.
      expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight + 100)).toBe(true);
      await expect(page.getByTestId('message-user').first()).toBeInViewport();
      await expect(page.getByTestId('message-assistant').last()).not.toBeInViewport();
    });
  });
}
