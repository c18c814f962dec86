import { openChat, sendMessage } from './fixtures/chat';
import { goOffline, goOnline } from './fixtures/offline';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

// "safety?" reads two ways in football: the deep defender and the two-point score. The coach asks
// which, and each choice is a whole question it then answers.
const AMBIGUOUS = 'safety?';
const QUESTION = 'Which "safety" do you mean?';
const CHOICES = ['What is the safety position?', 'What is Safety (Scoring Play)?'];
const MIN_TARGET_PX = 44;

async function askAmbiguous(page: Page) {
  await openChat(page);
  await sendMessage(page, AMBIGUOUS);
  const reply = page.getByTestId('message-assistant').last();
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  await expect(reply).toContainText(QUESTION);
  const choices = page.getByTestId('quick-replies');
  await expect(choices.getByRole('button')).toHaveText(CHOICES);
  return { reply, choices };
}

test.describe('a clarifying question with quick replies', () => {
  test('shows its choices as buttons that fit the screen, and a tap sends one and gets it answered', async ({
    page,
  }) => {
    const { reply, choices } = await askAmbiguous(page);
    // The choices are buttons under the question, not a list repeated inside it.
    await expect(reply.locator('.prose-reply li')).toHaveCount(0);
    await expect(choices).toHaveAttribute('aria-label', QUESTION);
    const width = page.viewportSize()!.width;
    for (const button of await choices.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }

    await choices.getByRole('button', { name: CHOICES[1] }).click();
    await expect(page.getByTestId('message-user').last()).toHaveText(CHOICES[1]!);
    const answer = page.getByTestId('message-assistant').last();
    await expect(answer).toContainText(/two points/i);
    await expect(answer).not.toHaveAttribute('aria-busy', 'true');
    // Answered: the question's buttons are gone.
    await expect(page.getByTestId('quick-replies')).toHaveCount(0);
  });

  test('works from the keyboard', async ({ page }) => {
    const { choices } = await askAmbiguous(page);
    const first = choices.getByRole('button', { name: CHOICES[0] });
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(choices.getByRole('button', { name: CHOICES[1] })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('message-user').last()).toHaveText(CHOICES[0]!);
    await expect(page.getByTestId('message-assistant').last()).toContainText(/last line of defense/i);
  });

  test('wraps its choices on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const { choices } = await askAmbiguous(page);
    const group = (await choices.boundingBox())!;
    expect(group.x + group.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('queues a tapped choice offline like any message, and sends it once back online', async ({ page, context }) => {
    const { choices } = await askAmbiguous(page);
    await goOffline(context);
    await choices.getByRole('button', { name: CHOICES[1] }).click();
    const sent = page.getByTestId('message-user').last();
    await expect(sent).toContainText(CHOICES[1]!);
    await expect(sent.getByTestId('message-note')).toContainText("Will send when you're back online");
    await goOnline(context);
    await expect(page.getByTestId('message-note')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('message-assistant').last()).toContainText(/two points/i);
  });

  test('is not asked when the message is clear', async ({ page }) => {
    await openChat(page);
    await sendMessage(page, 'how many points is a safety');
    const reply = page.getByTestId('message-assistant').last();
    await expect(reply).toContainText(/two points/i);
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('quick-replies')).toHaveCount(0);
  });
});

test.describe("a decision's Why?", () => {
  test('is folded under the call, opens from the keyboard and is a full-size target', async ({ page }) => {
    await openChat(page);
    await sendMessage(page, '4th and 2 at their 41, up 3 with 4:50 left in the 4th. go for it or punt?');
    const reply = page.getByTestId('message-assistant').last();
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    const why = reply.getByTestId('reply-why');
    await expect(why.getByText(/Model:/)).toBeHidden();
    const summary = why.locator('summary');
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(why.getByText(/Model:/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(why.getByText(/Model:/)).toBeHidden();
  });
});
