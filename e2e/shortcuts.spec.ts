import type { Page } from '@playwright/test';
import { limitDownloads, openChat, sendMessage, SIDEBAR_MIN_WIDTH } from './fixtures/chat';
import { expect, test } from './fixtures/test';

// Chromium here runs on Linux, so the modifier is Ctrl (⌘ on macOS; see shortcuts.test.ts).

async function blurAll(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByRole('textbox', { name: 'Message' })).not.toBeFocused();
}

test.describe('keyboard shortcuts', () => {
  test('/ and Shift+Esc focus the message box; ? and Ctrl+/ list the shortcuts, and ? typed in a field is just text', async ({
    page,
  }, testInfo) => {
    await openChat(page, { returning: true });
    const input = page.getByRole('textbox', { name: 'Message' });
    // On a desktop the chat focuses its box a frame after it opens; blurring before that lands
    // would be undone by it.
    if (testInfo.project.name === 'desktop') await expect(input).toBeFocused();
    await blurAll(page);
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    // Typed in the box, / and ? are text, not shortcuts.
    await page.keyboard.type('Why? /');
    await expect(input).toHaveValue('Why? /');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await blurAll(page);
    await page.keyboard.press('Shift+Escape');
    await expect(input).toBeFocused();

    await blurAll(page);
    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const description of [
      'Focus the message box',
      'Start a new chat',
      'Open history and search',
      'Stop the reply',
      'Copy the last reply',
      'Show keyboard shortcuts',
    ]) {
      await expect(dialog.getByText(description, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('Ctrl + K', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Ctrl + Shift + O', { exact: true })).toBeVisible();
    // Keys that do the same thing are listed as alternatives, not as one chord.
    const focusKeys = dialog.getByLabel('Shift + Esc or /', { exact: true });
    await expect(focusKeys).toBeVisible();
    await expect(focusKeys.getByText('or', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('? or Ctrl + /', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Ctrl+/ works from inside the message box, and the draft is untouched.
    await input.focus();
    await page.keyboard.press('Control+/');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('Why? /');
  });

  test('Ctrl+Shift+; copies the last reply, Ctrl+K opens history with the search focused, Ctrl+Shift+O starts a new chat', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openChat(page, { returning: true });
    await sendMessage(page, 'What is cover 2?');
    const reply = page.getByTestId('message-assistant').last();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    // Regenerate, not Copy: the greeting is the last bubble until the reply's own appears, and has Copy.
    await expect(reply.getByRole('button', { name: 'Regenerate' })).toBeVisible();
    const replyText = (await reply.locator('.prose-reply').first().innerText()).trim();

    await page.getByRole('textbox', { name: 'Message' }).focus();
    await page.keyboard.press('Control+Shift+Semicolon');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(replyText.slice(0, 40));

    // On a phone the history opens as a sheet; beside the chat on a wide screen, even once hidden.
    const wide = page.viewportSize()!.width >= SIDEBAR_MIN_WIDTH;
    if (wide) await page.getByRole('button', { name: 'Chat history' }).click();
    await page.keyboard.press('Control+k');
    const history = page.getByRole(wide ? 'complementary' : 'dialog', { name: 'Chat history' });
    await expect(history).toBeVisible();
    await expect(history.getByRole('searchbox', { name: 'Search your chats' })).toBeFocused();
    if (!wide) {
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
    }

    await expect(page.getByTestId('message-user')).toHaveCount(1);
    await page.keyboard.press('Control+Shift+O');
    await expect(page.getByTestId('message-user')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  test('Esc stops a streaming reply, and with a dialog open closes the dialog instead', async ({ page }) => {
    await openChat(page, { returning: true });
    // Strategic replies are long enough to still be streaming after a dialog has come and gone.
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    await page.getByRole('button', { name: /Strategic Mode/ }).click();
    // A slow link keeps the reply streaming long enough for the keys to land mid-reply.
    await limitDownloads(page, 400);
    await sendMessage(page, 'Explain cover 3 and how to beat it');
    // The greeting is the first assistant bubble: the reply is the one after it.
    const reply = page.getByTestId('message-assistant').nth(1);
    // At 400 bytes a second the stream's first event alone takes seconds, more on a busy machine.
    await expect(reply).toContainText(/\w+ \w+ \w+/, { timeout: 40_000 });
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

    // Escape in a dialog is the dialog's: the reply streams on behind it. (The mode dialog's code
    // is loaded already; a dialog loaded now would take seconds over the slow link.)
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    const modes = page.getByRole('dialog', { name: 'Analysis Mode' });
    await expect(modes).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modes).toBeHidden();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

    // Escape in the history sidebar's search box is the box's too.
    if (page.viewportSize()!.width >= SIDEBAR_MIN_WIDTH) {
      const search = page.getByRole('complementary', { name: 'Chat history' }).getByRole('searchbox');
      await search.fill('cover');
      await search.press('Escape');
      await expect(search).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
      await search.blur();
    }

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
