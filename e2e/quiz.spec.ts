import { signInViaApi } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

test.describe('quiz mode', () => {
  test('start a quiz, answer by tapping and by typing, see points, the leaderboard and resume', async ({
    page,
    toasts,
  }) => {
    await signInViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    await page.getByRole('button', { name: /Quiz Mode/ }).click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();

    await expect(page.getByTestId('question-badge').last()).toHaveText('Question 1');
    await page.getByRole('button', { name: 'Answer A' }).click();
    await toasts.expectShown('Answer submitted');
    await expect(page.getByTestId('question-badge').last()).toHaveText('Question 2');

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(' c ');
    await input.press('Enter');
    await expect(page.getByTestId('question-badge').last()).toHaveText('Question 3');

    // Points shown anywhere must match the verdicts the coach gave.
    const verdicts = await page.getByTestId('message-assistant').allInnerTexts();
    const correct = verdicts.filter((text) => text.includes('Correct!')).length;
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const mine = page.getByTestId('my-rank');
    await expect(mine).toContainText(`${correct * 10}`);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Resume Quiz (Q3)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Answer A' })).toBeVisible();
  });

  test('a quiz of the asked length ends after its last question, and Start Quiz comes back', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    await page.getByRole('button', { name: /Quiz Mode/ }).click();

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('give me 3 questions');
    await input.press('Enter');
    await expect(page.getByTestId('message-assistant').last()).toContainText('3 questions');
    for (const question of [1, 2, 3]) {
      await expect(page.getByTestId('question-badge').last()).toHaveText(`Question ${question}`);
      await page.getByRole('button', { name: 'Answer A' }).click();
      if (question < 3) await expect(page.getByTestId('question-badge').last()).toHaveText(`Question ${question + 1}`);
    }
    await expect(page.getByTestId('message-assistant').last()).toContainText('Quiz complete!');
    await expect(page.getByTestId('message-assistant').last()).toContainText('of 3 right');
    await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resume Quiz/ })).toHaveCount(0);
  });
});
