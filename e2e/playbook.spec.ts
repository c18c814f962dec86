import { readFile } from 'node:fs/promises';
import { AUTH_HEADER } from '../shared/contract/headers';
import { openPlaybook } from './fixtures/navigation';
import { savePlanFromReply } from './fixtures/playbook';
import { openChat } from './fixtures/chat';
import { expect, test } from './fixtures/test';

test.describe('the playbook', () => {
  test('a guest saves a plan, edits and tags it, filters and searches offline, adjusts the timeline, prints and exports it', async ({
    page,
    context,
  }) => {
    await openChat(page);
    await savePlanFromReply(page, { tags: 'U12 fall season' });
    await openPlaybook(page);
    const items = page.getByTestId('playbook-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('#u12 fall season');
    // Grouped by the chat's sport, then by kind.
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /Football|Soccer/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Practice plan' })).toBeVisible();

    // Offline: the page keeps working from this device's store.
    await context.setOffline(true);
    await page.getByRole('searchbox', { name: 'Search' }).fill('passing');
    await expect(items).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz nothing');
    await expect(page.getByText('No saved item matches.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Tag' }).selectOption('u12 fall season');
    await expect(items).toHaveCount(1);

    // The item page is a chunk of its own (precached by the service worker, which these tests block).
    await context.setOffline(false);
    await items.first().getByRole('link').click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Tuesday passing');
    await page.getByRole('textbox', { name: 'Tags' }).fill('u12 fall season, passing');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Bring bibs');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('item-title')).toHaveText('Tuesday passing');

    // The timeline: move the second block to the top, lengthen it by 5 minutes.
    const blocks = page.getByTestId('plan-block');
    const second = (await blocks.nth(1).getByTestId('block-activity').textContent())!;
    await blocks
      .nth(1)
      .getByRole('button', { name: `Move ${second} up` })
      .click();
    await expect(blocks.first().getByTestId('block-activity')).toHaveText(second);
    const minutesBefore = Number((await blocks.first().getByTestId('block-minutes').textContent())!.split(' ')[0]);
    await blocks
      .first()
      .getByRole('button', { name: `Lengthen ${second} by 5 minutes` })
      .click();
    const minutesAfter = Number((await blocks.first().getByTestId('block-minutes').textContent())!.split(' ')[0]);
    expect(minutesAfter % 5).toBe(0);
    expect(minutesAfter).toBeGreaterThan(minutesBefore);
    const over = minutesAfter - minutesBefore;
    await expect(page.getByTestId('plan-total')).toHaveText(`${60 + over} of 60 min planned · ${over} min over`);
    // A timeline that does not fill the plan is not saved.
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await blocks
      .first()
      .getByRole('button', { name: `Shorten ${second} by 5 minutes` })
      .click();
    await blocks
      .last()
      .getByRole('button', { name: /^Shorten/ })
      .click();
    await blocks
      .first()
      .getByRole('button', { name: /^Lengthen/ })
      .click();
    const balanced = page.getByTestId('plan-total');
    // Whatever the last block's length, the label always shows the total against the plan.
    await expect(balanced).toContainText('of 60 min planned');

    // Print preview: only the field sheet, with a checkbox beside each block.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-sheet')).toBeVisible();
    await expect(page.getByTestId('print-sheet').getByRole('heading', { name: 'Tuesday passing' })).toBeVisible();
    await expect(page.getByTestId('print-block').first().getByRole('img', { name: 'Checkbox' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeHidden();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('print-sheet')).toBeHidden();

    // Export: the downloaded Markdown holds the edited title, tags, notes and the blocks.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Markdown' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tuesday-passing.md');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('# Tuesday passing');
    expect(text).toContain('Tags: #u12 fall season #passing');
    expect(text).toContain('## Notes\n\nBring bibs');
    expect(text).toMatch(/\| \[ \] \| 0:00 \| \d+ \| /);

    // A reload still shows the edited item from this device (the timeline's unsaved edits put aside).
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByTestId('item-save-bar')).toContainText('All changes saved');
    await page.reload();
    await expect(page.getByTestId('item-title')).toHaveText('Tuesday passing');
  });

  test('deleting an item can be undone', async ({ page }) => {
    await openChat(page);
    await savePlanFromReply(page, { tags: 'keep' });
    await openPlaybook(page);
    const items = page.getByTestId('playbook-item');
    await expect(items).toHaveCount(1);
    await items
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await expect(items).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(items).toHaveCount(1);
  });

  test('a signed-in coach shares an item by link, the link opens with no account, and revoking it closes it', async ({
    page,
    account,
    browser,
  }) => {
    // Two browsers, each booting the app: on a busy machine this takes longer than most tests.
    test.slow();
    await openChat(page);
    await savePlanFromReply(page, { tags: 'shared' });
    // A link can only be made to an item the server holds: the save's sync must have landed.
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/playbook', { headers: { [AUTH_HEADER]: account.token } });
        return ((await response.json()) as { items: unknown[] }).items.length;
      })
      .toBe(1);
    await openPlaybook(page);
    await page.getByTestId('playbook-item').first().getByRole('link').click();
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/);
    await page.getByRole('button', { name: 'Close' }).click();

    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByTestId('shared-item')).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(visitor.getByText(account.email)).toHaveCount(0);

    await openPlaybook(page);
    const live = page.getByTestId('share-link');
    await expect(live).toHaveCount(1);
    await live
      .first()
      .getByRole('button', { name: /^Revoke/ })
      .click();
    await expect(live).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Link not available' })).toBeVisible();
    await stranger.close();
  });

  test('a signed-in user shares a chat by link and the link shows the conversation with no account', async ({
    page,
    account,
    browser,
  }) => {
    // Two browsers, each booting the app: on a busy machine this takes longer than most tests.
    test.slow();
    await openChat(page);
    await expect(page.getByRole('button', { name: 'Share chat' })).toHaveCount(0);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('How do I beat a cover 2 defense?');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Share chat' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/);

    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    const shared = visitor.getByTestId('shared-content');
    await expect(shared.getByRole('heading', { name: 'How do I beat a cover 2 defense?' })).toBeVisible();
    const turns = shared.locator('ol').first().locator(':scope > li');
    await expect(turns).toHaveCount(2);
    await expect(turns.first()).toHaveText('How do I beat a cover 2 defense?');
    await expect(visitor.getByText(account.email)).toHaveCount(0);
    await stranger.close();
  });

  test('a free account at its 25 saved items is told so and offered the upgrade, and keeps what it has', async ({
    page,
    account,
  }) => {
    for (let index = 0; index < 25; index++) {
      const response = await page.request.post('/api/playbook', {
        headers: { [AUTH_HEADER]: account.token },
        data: {
          id: `limit${String(index).padStart(16, '0')}`,
          kind: 'note',
          title: `Note ${index}`,
          markdown: 'x',
          sport: 'soccer',
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await openChat(page);
    await openPlaybook(page);
    await expect(page.getByTestId('playbook-item')).toHaveCount(25);
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('What is a rondo?');
    await input.press('Enter');
    const reply = page.getByTestId('message-assistant').last();
    await reply.getByRole('button', { name: 'Save to playbook' }).click();
    const notice = page.getByTestId('limit-notice');
    await expect(notice).toContainText('25 saved items');
    await expect(notice.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/subscription');
    await page.goto('/subscription');
    await expect(page.getByTestId('playbook-limits')).toContainText('Free253');
    await openPlaybook(page);
    await expect(page.getByTestId('playbook-item')).toHaveCount(25);
  });
});
