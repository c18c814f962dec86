import { openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

const PLAN_QUESTION = 'Plan a 60 minute soccer practice for 12 under-12 players on passing';
/** Words only the plan's JSON holds: no person-facing text of a plan reply has them. */
const DATA_WORDS = /"coachingPoints"|"blocks"|```json/;

test.describe('a practice-plan reply', () => {
  test.beforeEach(async ({ page }) => {
    // What Copy and Share hand over, recorded where the browser would pass it on.
    await page.addInitScript(() => {
      const handed: string[] = [];
      Object.assign(window, { __handed: handed });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: (text: string) => Promise.resolve(void handed.push(text)) },
      });
      Object.defineProperty(navigator, 'share', {
        value: (data: { text?: string }) => Promise.resolve(void handed.push(data.text ?? '')),
      });
    });
  });

  test('shows, copies, shares and links the plan without its data, and still saves it as a plan', async ({
    page,
    account,
  }) => {
    await openChat(page, { returning: true });
    await sendMessage(page, PLAN_QUESTION);
    const reply = page.getByTestId('message-assistant').filter({ has: page.getByRole('table') });
    await expect(reply.getByRole('button', { name: 'Save to playbook' })).toBeVisible();
    await expect(reply.getByRole('table')).toBeVisible();
    await expect(reply).not.toContainText(DATA_WORDS);

    await reply.getByRole('button', { name: 'Copy reply' }).click();
    await reply.getByRole('button', { name: 'Share reply' }).click();
    await expect.poll(() => page.evaluate(() => Reflect.get(window, '__handed') as string[])).toHaveLength(2);
    const [copied, shared] = await page.evaluate(() => Reflect.get(window, '__handed') as string[]);
    for (const text of [copied!, shared!]) {
      expect(text).toMatch(/\| Activity \|/);
      expect(text).not.toMatch(DATA_WORDS);
    }

    // The app still has the plan: Save keeps it as a practice plan.
    await reply.getByRole('button', { name: 'Save to playbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to playbook' });
    await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveValue('practice-plan');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The chat's share link reads the same.
    await page.getByRole('button', { name: 'Share chat' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    await page.goto(link);
    const sharedChat = page.getByTestId('shared-content');
    await expect(sharedChat.getByRole('table')).toBeVisible();
    await expect(sharedChat).not.toContainText(DATA_WORDS);
    await expect(page.getByText(account.email)).toHaveCount(0);
  });

  test('reads as a table on a wide screen and as a list of blocks on a phone', async ({ page }, testInfo) => {
    await openChat(page, { returning: true });
    await sendMessage(page, PLAN_QUESTION);
    const reply = page.getByTestId('message-assistant').filter({ has: page.getByRole('table') });
    await expect(reply.getByRole('button', { name: 'Save to playbook' })).toBeVisible();
    const table = reply.getByRole('table');
    const firstBlock = table.locator('tbody tr').first();
    const activity = firstBlock.locator('td[data-label="Activity"]');
    await expect(activity).not.toBeEmpty();
    const cell = await activity.evaluate((element) => {
      const style = getComputedStyle(element);
      return { display: style.display, width: element.getBoundingClientRect().width };
    });
    const label = await activity.evaluate((element) => getComputedStyle(element, '::before').content);
    if (testInfo.project.name === 'mobile') {
      // One block a row: each cell a line across the block, under its column's heading.
      await expect(table.locator('thead')).toBeHidden();
      expect(cell.display).toBe('block');
      expect(cell.width).toBeGreaterThan(200);
      expect(label).toBe('"Activity"');
      // Start, minutes, activity, groups, then the coaching points, in that order.
      const shown = await firstBlock
        .locator('td')
        .evaluateAll((cells) =>
          cells.filter((each) => getComputedStyle(each).display !== 'none').map((each) => each.dataset.label),
        );
      expect(shown.indexOf('Start')).toBeLessThan(shown.indexOf('Min'));
      expect(shown.indexOf('Min')).toBeLessThan(shown.indexOf('Activity'));
      expect(shown.indexOf('Activity')).toBeLessThan(shown.indexOf('Groups'));
      expect(shown.at(-1)).toBe('Coaching points');
    } else {
      await expect(table.locator('thead th')).toHaveCount(7);
      await expect(table.locator('thead')).toBeVisible();
      expect(cell.display).toBe('table-cell');
      expect(label).toBe('none');
    }
    // No word is broken inside: the activity's words each sit on one line.
    const wordsFit = await activity.evaluate((element) => {
      const range = document.createRange();
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return true;
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
      return words.every((word) => {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return range.getClientRects().length === 1;
      });
    });
    expect(wordsFit).toBe(true);
  });
});
