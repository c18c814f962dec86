import { z } from 'zod';
import { signInViaApi } from './fixtures/accounts';
import { limitDownloads, openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

const SyncSchema = z.object({ messages: z.array(z.object({ role: z.string(), content: z.string() })) });

test('a reply stopped before its first word keeps its bubble with Retry, and the server keeps the same', async ({
  page,
}) => {
  // A reload, a retry and a stream over a link slowed to a trickle.
  test.slow();
  const account = await signInViaApi(page);
  await openChat(page);
  // So slow that the stream's first event is still on its way when Stop is pressed; the server
  // meanwhile writes (and stores) the whole reply.
  await limitDownloads(page, 40);
  await sendMessage(page, 'What is cover 2?');
  const told = page.waitForResponse(
    (response) => response.url().endsWith('/api/messages/stopped') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Stop' }).click();
  // The stream is gone: what follows (telling the server, the reload) goes at full speed.
  await limitDownloads(page, -1);
  const stopped = page.getByTestId('reply-failed');
  await expect(stopped).toContainText('Stopped before the coach answered.');
  await expect(stopped.getByRole('button', { name: 'Retry' })).toBeVisible();
  await told;

  // What the server kept matches the screen: the question, and no reply.
  const synced = await page.request.get('/api/sync', { headers: { 'x-auth-token': account.token } });
  const replies = SyncSchema.parse(await synced.json()).messages.filter((message) => message.role === 'assistant');
  expect(replies).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('message-user')).toHaveText('What is cover 2?');
  await expect(page.getByTestId('reply-failed')).toContainText('Stopped before the coach answered.');
  // Only the greeting: no reply came back with the reload.
  await expect(page.getByTestId('message-assistant')).toHaveCount(1);
  // The stopped send gave its unit back; Retry answers it once.
  await expect(page.getByTestId('quota-banner')).toContainText('0/15');

  await page.getByTestId('reply-failed').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 2/i);
  await expect(page.getByTestId('reply-failed')).toHaveCount(0);
  await expect(page.getByTestId('message-user')).toHaveCount(1);
  await expect(page.getByTestId('quota-banner')).toContainText('1/15');
});

test('a reply stopped mid-way reads the same after a reload: the server kept what the screen kept', async ({
  page,
}) => {
  test.slow();
  await signInViaApi(page);
  await openChat(page);
  await page.getByRole('button', { name: /^Analysis mode:/ }).click();
  await page.getByRole('button', { name: /Strategic Mode/ }).click();
  await limitDownloads(page, 400);
  await sendMessage(page, 'Explain cover 3 and how to beat it');
  const reply = page.getByTestId('message-assistant').nth(1);
  // At 400 bytes a second the stream's first event alone takes seconds, more on a busy machine.
  await expect(reply).toContainText(/\w+ \w+ \w+/, { timeout: 40_000 });
  const told = page.waitForResponse(
    (response) => response.url().endsWith('/api/messages/stopped') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Stop' }).click();
  await limitDownloads(page, -1);
  await expect(reply.getByRole('button', { name: 'Continue' })).toBeVisible();
  await told;
  const kept = (await reply.locator('.prose-reply').first().innerText()).trim();

  await page.reload();
  const reloaded = page.getByTestId('message-assistant').nth(1);
  await expect(reloaded.getByRole('button', { name: 'Copy reply' })).toBeVisible();
  expect((await reloaded.locator('.prose-reply').first().innerText()).trim()).toBe(kept);
});
