import { z } from 'zod';
import { signInThroughApi } from './fixtures/accounts';
import { sendMessage } from './fixtures/chat';
import { goOffline, goOnline, openWithWorker } from './fixtures/offline';
import { expect, test } from './fixtures/test';

const SyncSchema = z.object({
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  feedback: z.array(z.object({ rating: z.string().nullable() })),
});

test.describe('offline, signed in', () => {
  test.use({ serviceWorkers: 'allow' });
  // A reply, two reloads and a replay of three queued changes through the service worker.
  test.describe.configure({ timeout: 120_000 });

  test('a reload offline keeps the user signed in, and what they queued is delivered once as them', async ({
    page,
    context,
  }) => {
    const account = await signInThroughApi(page.request);
    // The token is stored once, as a sign-in stores it: nothing puts it back if the app drops it.
    await page.goto('/');
    await page.evaluate((token) => window.localStorage.setItem('token', token), account.token);
    await openWithWorker(page);

    await sendMessage(page, 'What is cover 2?');
    const reply = page.getByTestId('message-assistant').nth(1);
    await expect(reply.getByRole('button', { name: 'Copy reply' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await goOffline(context);
    await page.reload();
    await expect(page.getByTestId('connectivity-status')).toContainText('Offline');
    await expect(page.getByTestId('message-user').getByText('What is cover 2?')).toBeVisible();
    // A signed-in page: the account's quota and the thumbs, which visitors never see.
    await expect(page.getByTestId('quota-banner')).toContainText('/15');
    const good = reply.getByRole('button', { name: 'Good reply' });
    await expect(good).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(account.token);

    await good.click();
    await expect(good).toHaveAttribute('aria-pressed', 'true');
    await reply.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByTestId('connectivity-status')).toContainText('1 queued');
    await page.getByRole('button', { name: 'New chat' }).click();
    await sendMessage(page, 'What is a blitz?');
    await expect(page.getByTestId('connectivity-status')).toContainText('2 queued');

    await goOnline(context);
    await expect(page.getByTestId('connectivity-status')).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/api/sync', { headers: { 'x-auth-token': account.token } });
          const { messages, feedback } = SyncSchema.parse(await answer.json());
          return {
            questions: messages
              .filter((message) => message.role === 'user')
              .map((message) => message.content)
              .sort(),
            replies: messages.filter((message) => message.role === 'assistant').length,
            ratings: feedback.map((each) => each.rating),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ questions: ['What is a blitz?', 'What is cover 2?'], replies: 3, ratings: ['up'] });

    // Back online, the session is still there: a reload finds the same user.
    await page.reload();
    await expect(page.getByTestId('quota-banner')).toContainText('3/15');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(account.token);
  });
});
