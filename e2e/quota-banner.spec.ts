import { openChat, sendMessage } from './fixtures/chat';
import { goOffline, goOnline } from './fixtures/offline';
import { expect, test } from './fixtures/test';

// The banner follows each send's own answer: the visitor's count poll is held back here (as a
// phone holds it back while the page is hidden), and a member has no poll at all.
for (const viewport of [
  { width: 390, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the quota banner at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Two replies and a reconnect, on a machine that may be busy.
    test.describe.configure({ timeout: 120_000 });

    test('a visitor sees the count of a live send and of a send queued offline, without reloading', async ({
      page,
      context,
    }) => {
      await openChat(page, { returning: true });
      const banner = page.getByTestId('quota-banner');
      await expect(banner).toContainText('Guest: 0/10 messages used');
      await context.route('**/api/anonymous-message-count**', (route) => route.abort('failed'));

      await sendMessage(page, 'What is cover 2?');
      await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 2/i);
      await expect(banner).toContainText('Guest: 1/10 messages used');

      await goOffline(context);
      await sendMessage(page, 'How do we beat a blitz?');
      await expect(page.getByTestId('connectivity-status')).toContainText('1 queued');
      await goOnline(context);
      await context.route('**/api/anonymous-message-count**', (route) => route.abort('failed'));
      // Delivered: both replies stored, with their tools (the greeting, when shown, has a Copy
      // button too, but no Regenerate).
      await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(2);
      await expect(banner).toContainText('Guest: 2/10 messages used');
    });

    test('a member sees the count of a live send and of a send queued offline, without reloading', async ({
      page,
      context,
      account,
    }) => {
      expect(account.email).toContain('@');
      await openChat(page);
      const banner = page.getByTestId('quota-banner');
      await expect(banner).toContainText('Free tier: 0/15 messages used');

      await sendMessage(page, 'What is cover 2?');
      await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 2/i);
      await expect(banner).toContainText('Free tier: 1/15 messages used');
      // A member's rating buttons load after the reply: offline, they could not.
      await expect(page.getByRole('button', { name: 'Good reply' })).toBeVisible();

      await goOffline(context);
      await sendMessage(page, 'How do we beat a blitz?');
      await expect(page.getByTestId('connectivity-status')).toContainText('1 queued');
      // The account's own record is not asked again: the send's answer has the count.
      await context.route('**/api/auth/me**', (route) => route.abort('failed'));
      await goOnline(context);
      await context.route('**/api/auth/me**', (route) => route.abort('failed'));
      // Delivered, by the page or by the worker's Background Sync: both replies stored, with their
      // tools (a member's greeting has a Copy button too, but no Regenerate).
      await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(2);
      await expect(banner).toContainText('Free tier: 2/15 messages used');
    });
  });
}
