import { openChat } from './fixtures/chat';
import { expect, test } from './fixtures/test';

// The page's clock is Playwright's, paused once the chat is ready: timers fire only when the test
// moves it, so "not yet at 299 ms" and "at once" are facts about the app, not about this machine.
test.describe('tooltips on icon-only controls', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await openChat(page, { returning: true });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  });

  test('open 300 ms after the pointer arrives, close on leave, and the next one within 300 ms opens at once', async ({
    page,
  }) => {
    const tooltip = page.getByRole('tooltip');
    const history = page.getByRole('button', { name: 'Chat history' });
    const newChat = page.getByRole('button', { name: 'New chat' });

    await history.hover();
    await page.clock.runFor(299);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText('Chat history');
    await expect(tooltip).toBeInViewport();

    // Straight on to the next control: no second wait.
    await newChat.hover();
    await expect(tooltip).toHaveText('New chat');

    await page.mouse.move(1, 1);
    await expect(tooltip).toHaveCount(0);

    // Once the skip delay has passed, the full delay applies again.
    await page.clock.runFor(300);
    await history.hover();
    await page.clock.runFor(299);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText('Chat history');

    // A press closes it: the control is being used, not looked at.
    await history.click();
    await expect(tooltip).toHaveCount(0);
  });

  test('keyboard focus names the control at once, and Escape or moving on closes it', async ({ page }) => {
    const tooltip = page.getByRole('tooltip');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('How do I beat a zone press?');
    await input.press('Tab');
    await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
    await expect(tooltip).toHaveText('Send');

    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(input).toHaveValue('How do I beat a zone press?');

    await page.keyboard.press('Shift+Tab');
    await expect(input).toBeFocused();
    await expect(tooltip).toHaveCount(0);
  });
});
