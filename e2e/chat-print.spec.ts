import { openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

test('the browser’s own Print puts the open chat on paper, light, without the page around it', async ({ page }) => {
  await openChat(page, { returning: true });
  await sendMessage(page, 'How do we beat a zone blitz?');
  const reply = page.getByTestId('message-assistant').last();
  // The greeting has a Copy button too; only a reply to a question has Regenerate.
  await expect(reply.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  const replyText = (await reply.locator('.prose-reply').first().innerText()).trim().split('\n')[0]!;

  // Ctrl+P prints the page as it is: what print media shows is what comes out.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('open-chat-print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'How do we beat a zone blitz?', level: 1 })).toBeVisible();
  await expect(sheet).toContainText('Football · Tactical Mode');
  await expect(sheet.getByRole('article').filter({ hasText: 'You ·' })).toContainText('How do we beat a zone blitz?');
  await expect(sheet.getByRole('article').filter({ hasText: 'Coach ·' }).last()).toContainText(replyText);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Analysis mode:/ })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  expect(await sheet.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await sheet.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');

  // On screen the sheet is not there to see.
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
