import { expect, test, type Page } from '@playwright/test';
import { readCode, signInViaApi, uniqueEmail } from './fixtures/accounts';
import { openHistory } from './fixtures/chat';

async function signIn(page: Page, email: string) {
  const account = await signInViaApi(page, email);
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
  return account;
}

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

test.describe('history across devices', () => {
  test('a second browser of the same user sees the chat; history is searchable and deletable', async ({ browser }) => {
    // Two browsers, each booting the app: on a busy machine this takes longer than most tests.
    test.slow();
    const email = uniqueEmail('sync');
    const first = await (await browser.newContext()).newPage();
    await signIn(first, email);
    await first.goto('/');
    await send(first, 'How do we beat a zone blitz?');
    await expect(first.getByTestId('message-assistant')).toHaveCount(2);

    const second = await (await browser.newContext()).newPage();
    const account = await signIn(second, email);
    await second.goto('/');
    const list = (await openHistory(second)).getByTestId('history-list');
    await expect(list).toContainText('How do we beat a zone blitz?');
    await second.getByRole('searchbox', { name: 'Search your chats' }).fill('nothing like this');
    await expect(list).toContainText('No chat matches your search.');
    await second.getByRole('searchbox', { name: 'Search your chats' }).fill('zone blitz');
    await list.getByRole('button', { name: /^How do we beat a zone blitz/ }).click();
    await expect(second.getByTestId('message-user')).toContainText('How do we beat a zone blitz?');
    await expect(second.getByTestId('message-assistant')).toHaveCount(2);

    // A sheet closes on opening a chat, a sidebar stays open with its search: either way it shows
    // again, here with the whole list.
    const history = await openHistory(second);
    await history.getByRole('searchbox', { name: 'Search your chats' }).fill('');
    await history.getByRole('button', { name: /^Delete chat:/ }).click();
    await expect(history.getByTestId('history-list')).toContainText('No chats yet.');
    if (await history.getByRole('button', { name: 'Close' }).isVisible())
      await history.getByRole('button', { name: 'Close' }).click();
    await expect(second.getByTestId('message-user')).toHaveCount(0);

    // The deletion reaches the server once its undo time is over, and the first browser when it
    // next pulls (here: on focus).
    await expect
      .poll(async () => {
        const answer = await second.request.get('/api/sync', { headers: { 'x-auth-token': account.token } });
        return ((await answer.json()) as { sessions: { deleted: boolean }[] }).sessions.map((s) => s.deleted);
      })
      .toEqual([true]);
    await first.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect((await openHistory(first)).getByTestId('history-list')).toContainText('No chats yet.');
  });

  test('a visitor who signs in keeps the chat written as a guest', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    await send(page, 'What is a nickel defense?');
    await expect(page.getByTestId('message-assistant')).toHaveCount(2);

    const email = uniqueEmail('guest');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await readCode(page.request, email));
    await page.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    // Home, where the chat the account claimed takes its address.
    await expect(page).toHaveURL(/\/c\/[\w-]{21}$/);
    await expect(page.getByTestId('message-user')).toContainText('What is a nickel defense?');
    await expect(page.getByTestId('quota-banner')).toContainText('Free tier');
    await send(page, 'And how do we attack it?');
    await expect(page.getByTestId('message-assistant')).toHaveCount(3);
  });
});
