import { openPlaybook } from './fixtures/navigation';
import { openChat } from './fixtures/chat';
import { savePlanFromReply } from './fixtures/playbook';
import { expect, test } from './fixtures/test';

test.describe('a plan’s page', () => {
  test.beforeEach(async ({ page }) => {
    await openChat(page);
    await savePlanFromReply(page, { title: 'Saturday session' });
    await openPlaybook(page);
    await page.getByTestId('playbook-item').first().getByRole('link').click();
    await expect(page.getByTestId('item-title')).toHaveText('Saturday session');
  });

  test('one Save keeps the title, tags, timeline and date together', async ({ page }) => {
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(1);
    const blocks = page.getByTestId('plan-block');
    const second = (await blocks.nth(1).getByTestId('block-activity').textContent())!;

    await page.getByRole('textbox', { name: 'Title' }).fill('Sunday session');
    await page.getByRole('textbox', { name: 'Tags' }).fill('U10, passing');
    await blocks
      .nth(1)
      .getByRole('button', { name: `Move ${second} up` })
      .click();
    await page.getByLabel('Practice starts').fill('2026-12-06T10:00');
    await expect(page.getByTestId('item-save-bar')).toContainText('Unsaved changes');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('item-save-bar')).toContainText('All changes saved');
    await expect(page.getByTestId('item-title')).toHaveText('Sunday session');

    await page.reload();
    await expect(page.getByTestId('item-title')).toHaveText('Sunday session');
    await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('u10, passing');
    await expect(blocks.first().getByTestId('block-activity')).toHaveText(second);
    await expect(page.getByLabel('Practice starts')).toHaveValue('2026-12-06T10:00');
  });

  test('leaving with unsaved edits asks first, and only leaving on purpose discards them', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Title' }).fill('Sunday session');
    await page.getByRole('main').getByRole('link', { name: 'Playbook', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Sunday session');

    await page.getByRole('main').getByRole('link', { name: 'Playbook', exact: true }).click();
    await dialog.getByRole('button', { name: 'Leave and discard' }).click();
    await expect(page.getByTestId('playbook-item').first()).toContainText('Saturday session');
  });
});
