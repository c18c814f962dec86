import type { Locator, Page } from '@playwright/test';
import { openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

const WIDTHS = [
  { width: 390, height: 740 },
  { width: 1280, height: 800 },
];
const MODE_IDS = /gameOnTheLine|comprehensiveCoach|quizMaster|personalTrainer/;

/**
 * Every control of the chat's toolbar sits in one row and shows whole: nothing wraps below the
 * first row, nothing is cut by the toolbar's edge or left to scroll into view.
 */
async function expectToolbarInOneRow(page: Page, where: string) {
  const toolbar = page.getByTestId('chat-toolbar');
  await expect(toolbar).toBeVisible();
  const layout = await toolbar.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const buttons = [...element.querySelectorAll('button')].filter((button) => button.getClientRects().length > 0);
    const scrollers = [element, ...element.querySelectorAll('*')].filter(
      // Screen-reader-only labels are 1 px boxes that clip their text on purpose.
      (node) =>
        node.clientWidth > 1 &&
        node.scrollWidth > node.clientWidth + 1 &&
        getComputedStyle(node).overflowX !== 'visible',
    );
    return {
      toolbar: { left: box.left, right: box.right },
      scrolls: scrollers.length,
      buttons: buttons.map((button) => {
        const rect = button.getBoundingClientRect();
        return {
          name: button.getAttribute('aria-label') ?? button.textContent ?? '',
          middle: Math.round((rect.top + rect.bottom) / 2),
          left: rect.left,
          right: rect.right,
        };
      }),
    };
  });
  expect(layout.buttons.length, where).toBeGreaterThanOrEqual(4);
  expect(layout.scrolls, `${where}: part of the toolbar scrolls sideways`).toBe(0);
  const middles = layout.buttons.map((button) => button.middle);
  expect(
    Math.max(...middles) - Math.min(...middles),
    `${where}: the toolbar's buttons are on more than one row`,
  ).toBeLessThanOrEqual(1);
  for (const button of layout.buttons) {
    expect(button.left, `${where}: ${button.name} starts off the toolbar`).toBeGreaterThanOrEqual(layout.toolbar.left);
    expect(button.right, `${where}: ${button.name} ends off the toolbar`).toBeLessThanOrEqual(layout.toolbar.right);
  }
}

async function expectModeNamesOnly(page: Page, scope: Locator, where: string) {
  await expect(scope, where).not.toContainText(MODE_IDS);
  const labels = await scope.evaluate((element) =>
    [element, ...element.querySelectorAll('[aria-label],[title]')].map(
      (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('title') ?? ''}`,
    ),
  );
  expect(labels.join('\n'), where).not.toMatch(MODE_IDS);
}

test.describe('the chat toolbar', () => {
  // Two widths, a reply and a round of the mode picker at each.
  test.describe.configure({ timeout: 120_000 });

  test("a visitor's toolbar fits one row at 390 px and at 1280 px beside the history, and names modes by name", async ({
    page,
  }) => {
    await openChat(page, { returning: true });
    await sendMessage(page, 'What is a nickel package?');
    await expect(page.getByTestId('message-assistant').last()).toContainText(/nickel/i);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      if (size.width >= 1024) await expect(page.getByRole('complementary', { name: 'Chat history' })).toBeVisible();
      await expectToolbarInOneRow(page, `visitor at ${size.width} px`);

      await page.getByRole('button', { name: /^Analysis mode:/ }).click();
      const picker = page.getByRole('dialog');
      for (const name of ['Tactical', 'Strategic', 'Quiz', 'Trainer'])
        await expect(picker.getByRole('button', { name: new RegExp(name) })).toBeVisible();
      await expectModeNamesOnly(page, picker, `mode picker at ${size.width} px`);
      await picker.getByRole('button', { name: /Quiz Mode/ }).click();
      await expect(picker).toBeHidden();
      await expectToolbarInOneRow(page, `visitor in Quiz Mode at ${size.width} px`);
      await expectModeNamesOnly(page, page.locator('body'), `the chat at ${size.width} px`);

      await page.getByRole('button', { name: /^Analysis mode:/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Tactical Mode/ })
        .click();
      await expect(page.getByRole('button', { name: /^Analysis mode: Tactical/ })).toBeVisible();
    }
  });

  test("a member's toolbar, with Share and the quiz's Leaderboard, fits one row at 390 and 1280 px", async ({
    page,
    account,
  }) => {
    expect(account.token).toBeTruthy();
    await page.goto('/');
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Quiz Mode/ })
      .click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByTestId('question-badge').last()).toHaveText('Question 1');
    await expect(page.getByRole('button', { name: 'Share chat' })).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      if (size.width >= 1024) await expect(page.getByRole('complementary', { name: 'Chat history' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Leaderboard' })).toBeVisible();
      await expectToolbarInOneRow(page, `member in Quiz Mode at ${size.width} px`);
      const history = page.getByRole('button', { name: 'Chat history' });
      if (size.width < 1024) {
        await history.click();
        const sheet = page.getByRole('dialog', { name: 'Chat history' });
        await expect(sheet.getByText(/Quiz/).first()).toBeVisible();
        await expectModeNamesOnly(page, sheet, `history at ${size.width} px`);
        await sheet.getByRole('button', { name: 'Close' }).click();
      } else {
        await expectModeNamesOnly(page, page.getByRole('complementary', { name: 'Chat history' }), 'history sidebar');
      }
    }
  });
});
