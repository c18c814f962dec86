import type { Page } from '@playwright/test';
import { openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The toast's box and the message form's, read the moment the toast appears: a toast leaves on a
 * timer, so waiting for it and measuring afterwards could find it gone on a busy machine.
 */
function boxesWhenToastShows(page: Page): Promise<{ toast: Box; form: Box }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const boxOf = (element: Element) => {
          const { left, top, right, bottom } = element.getBoundingClientRect();
          return { left, top, right, bottom };
        };
        const look = () => {
          const toast = document.querySelector('[data-testid="toast"]');
          const form = document.querySelector('form[aria-label="Send a message"]');
          if (!toast || !form) return false;
          resolve({ toast: boxOf(toast), form: boxOf(form) });
          return true;
        };
        if (look()) return;
        const observer = new MutationObserver(() => {
          if (look()) observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
  );
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('an error toast never covers the message box or its Send button', async ({ page, toasts }) => {
  await openChat(page, { returning: true });
  await page.route('**/api/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Failed to get a response from Playcaller' }),
        })
      : route.continue(),
  );
  const boxes = boxesWhenToastShows(page);
  await sendMessage(page, 'What is cover 2?');
  const { toast, form } = await boxes;
  await toasts.expectShown('Error sending message');
  expect(toast.bottom - toast.top).toBeGreaterThan(0);
  expect(overlaps(toast, form), `toast ${JSON.stringify(toast)} and form ${JSON.stringify(form)}`).toBe(false);
  // The failed message waits with Retry, and Send is there to use at once.
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
