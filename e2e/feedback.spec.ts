import { z } from 'zod';
import { expect, test } from './fixtures/test';
import { signInViaApi } from './fixtures/accounts';
import { openHistory } from './fixtures/chat';

const FeedbackPageSchema = z.object({
  feedback: z.array(z.object({ rating: z.string().nullable(), reason: z.string().nullable() })),
});

test.describe('feedback on replies', () => {
  test('a thumbs down with a reason stays across a reload and reaches a second device', async ({
    page,
    account,
    browser,
  }) => {
    // Two browsers, each booting the app: on a busy machine this takes longer than most tests.
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('How do we beat a zone blitz?');
    await input.press('Enter');

    const reply = page.getByTestId('message-assistant').nth(1);
    const good = reply.getByRole('button', { name: 'Good reply' });
    const bad = reply.getByRole('button', { name: 'Bad reply' });
    await expect(good).toHaveAttribute('aria-pressed', 'false');
    // The greeting is no stored reply: it has nothing to rate.
    await expect(page.getByTestId('message-assistant').first().getByRole('button', { name: 'Good reply' })).toHaveCount(
      0,
    );

    await good.click();
    await expect(good).toHaveAttribute('aria-pressed', 'true');
    await bad.click();
    const dialog = page.getByRole('dialog', { name: 'What was wrong?' });
    await dialog.getByRole('radio', { name: 'Too long' }).check();
    await dialog.getByLabel('Anything else? (optional)').fill('Two lines would do');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(bad).toHaveAttribute('aria-pressed', 'true');
    await expect(good).toHaveAttribute('aria-pressed', 'false');

    // The server holds the latest change only.
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/sync', { headers: { 'x-auth-token': account.token } });
        return FeedbackPageSchema.parse(await answer.json()).feedback;
      })
      .toEqual([{ rating: 'down', reason: 'too_long' }]);

    await page.reload();
    await expect(
      page.getByTestId('message-assistant').nth(1).getByRole('button', { name: 'Bad reply' }),
    ).toHaveAttribute('aria-pressed', 'true');

    const second = await (await browser.newContext()).newPage();
    await signInViaApi(second, account.email);
    await second.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await second.goto('/');
    await (
      await openHistory(second)
    )
      .getByTestId('history-list')
      .getByRole('button', { name: /^How do we beat a zone blitz/ })
      .click();
    const synced = second.getByTestId('message-assistant').nth(1);
    await expect(synced.getByRole('button', { name: 'Bad reply' })).toHaveAttribute('aria-pressed', 'true');

    // Taking it back on the second device reaches the first on its next pull (here: on focus).
    await synced.getByRole('button', { name: 'Bad reply' }).click();
    await expect(synced.getByRole('button', { name: 'Bad reply' })).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/sync', { headers: { 'x-auth-token': account.token } });
        return FeedbackPageSchema.parse(await answer.json()).feedback.map((each) => each.rating);
      })
      .toEqual([null]);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(
      page.getByTestId('message-assistant').nth(1).getByRole('button', { name: 'Bad reply' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await second.context().close();
  });

  test('visitors see no thumbs', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('What is a nickel defense?');
    await input.press('Enter');
    const reply = page.getByTestId('message-assistant').nth(1);
    await expect(reply.getByRole('button', { name: 'Copy reply' })).toBeVisible();
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    await expect(reply.getByRole('button', { name: 'Good reply' })).toHaveCount(0);
  });
});
