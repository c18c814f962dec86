import type { Page } from '@playwright/test';
import { readCode, uniqueEmail, uniqueUsername } from './fixtures/accounts';
import { openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

// The texts of SPEC §2 and §8 that only show when something goes wrong, provoked with page.route.

/** Every send answered by `status` with `body`, as a server or proxy in trouble would. */
async function failSends(page: Page, status: number, body = '') {
  await page.route('**/api/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status, body, contentType: body ? 'application/json' : 'text/plain' })
      : route.fallback(),
  );
}

async function chooseMode(page: Page, mode: RegExp) {
  await page.getByRole('button', { name: /^Analysis mode:/ }).click();
  await page.getByRole('button', { name: mode }).click();
}

test.describe('the send helper explains a refused send', () => {
  test('a refusal without a message reads "Error {status}: {statusText}" and the message stays to retry', async ({
    page,
    toasts,
  }) => {
    await openChat(page);
    await failSends(page, 500);
    await sendMessage(page, 'What is a nickel package?');
    await toasts.expectShown('Error sending message');
    await toasts.expectShown('Error 500: Internal Server Error');
    // Nothing typed is lost: the message stays in the chat, marked, with Retry under it.
    await expect(page.getByTestId('message-user').filter({ hasText: 'What is a nickel package?' })).toBeVisible();
    await expect(page.getByTestId('message-note')).toHaveText('Not sent');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('a limit refusal with no message says "Message limit reached"', async ({ page, toasts }) => {
    await openChat(page);
    await failSends(page, 403, JSON.stringify({ limitReached: true }));
    // The count the page polls every 5 s agrees with the refusal, as a server at the limit would say.
    await page.route('**/api/anonymous-message-count?*', (route) =>
      route.fulfill({ json: { totalAnonymousMessages: 10, limit: 10 } }),
    );
    await sendMessage(page, 'One more question');
    await toasts.expectShown('Anonymous limit reached');
    await toasts.expectShown('Message limit reached');
    await expect(page.getByText('Sign up or log in to continue your conversation')).toBeVisible();
  });
});

test('a quiz that cannot start says so', async ({ page, account: _account, toasts }) => {
  await page.goto('/');
  await chooseMode(page, /Quiz Mode/);
  await failSends(page, 500);
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await toasts.expectShown('Error starting quiz');
  await toasts.expectShown('There was a problem starting the quiz. Please try again.');
  expect(toasts.texts.join('\n')).not.toContain('Error sending message');
});

test.describe('verification', () => {
  test('a server failure while verifying says Error, not that the code is wrong', async ({ page, toasts }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Send code' }).click();
    await toasts.expectShown('Verification code sent');
    await page.route('**/api/auth/verify', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    await toasts.expectShown('Something went wrong. Please try again.');
    expect(toasts.texts.join('\n')).not.toContain('Invalid verification code');
    await page.route('**/api/auth/verify', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    await expect.poll(() => toasts.texts.filter((text) => text.includes('Something went wrong')).length).toBe(2);
    expect(toasts.texts.join('\n')).not.toContain('Verification failed');
    await expect(page.getByLabel('Verification code')).toHaveValue('123456');
  });

  test('a new registration hears that it succeeded, then that the account is verified', async ({ page, toasts }) => {
    const email = uniqueEmail();
    await page.goto('/register');
    await page.getByLabel('Username').fill(uniqueUsername());
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'INITIALIZE ACCESS' }).click();
    await toasts.expectShown('Registration successful');
    await page.getByLabel('Verification code').fill(await readCode(page.request, email));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await toasts.expectShown('Success!Your account has been verified');
  });
});

test('a profile refresh that throws says an error occurred', async ({ page, account: _account, toasts }) => {
  await page.goto('/profile');
  await expect(page.getByTestId('profile-plan')).toContainText('Free');
  await page.route('**/api/auth/me?*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Refresh subscription status' }).click();
  await toasts.expectShown('An error occurred while refreshing your subscription status.');
  await page.route('**/api/auth/me?*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Refresh subscription status' }).click();
  await toasts.expectShown('Unable to refresh subscription status. Please try again.');
});

test('a visitor hears once that the count could not be fetched, not on every poll', async ({ page, toasts }) => {
  await page.clock.install();
  let failed = 0;
  await page.route('**/api/anonymous-message-count?*', (route) => {
    failed++;
    return route.fulfill({ status: 500, body: '' });
  });
  await openChat(page);
  await toasts.expectShown('Failed to fetch anonymous message count');
  await toasts.expectShown('An error occurred while fetching anonymous message count');
  const before = failed;
  // Three more 5 s polls, all failing.
  await page.clock.runFor(15_000);
  await expect.poll(() => failed).toBeGreaterThanOrEqual(before + 3);
  expect(toasts.texts.filter((text) => text.includes('Failed to fetch anonymous message count'))).toHaveLength(1);
});

/** From /subscription through the built-in test checkout's Pay button, back to the app. */
async function buy(page: Page, plan: 'Plus' | 'Premium', price: string) {
  await page.goto('/subscription');
  await page.getByRole('button', { name: `Upgrade to ${plan}` }).click();
  await expect(page).toHaveURL(/\/api\/dev\/checkout\/cs_local_/);
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('Premium bought in this tab is announced above the chat', async ({ page, account: _account }) => {
  await page.goto('/');
  await expect(page.getByTestId('quota-banner')).toContainText('Free tier: 0/15 messages used');
  await buy(page, 'Premium', '$9.99');
  const banner = page.getByTestId('quota-banner');
  await expect(banner).toContainText('Premium Membership Activated!');
  await expect(banner).toContainText("Please refresh the page if you're still seeing message limit warnings.");
  await expect(banner.getByRole('link')).toHaveCount(0);
});

test('the first Refresh with a paid plan reloads once, and the updated toast is seen after it', async ({
  page,
  account: _account,
  toasts,
}) => {
  await buy(page, 'Plus', '$4.99');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-plan')).toContainText('Plus');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  // The page keeps its toasts' timers still, so the toast shown after the reload stays to be read.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Refresh subscription status' }).click();
  await expect.poll(() => loads.length).toBe(1);
  await expect(page.getByTestId('toast')).toContainText('Subscription Status Updated');
  await toasts.expectShown('Subscription Status Updated');

  // The second Refresh only says so.
  await page.clock.runFor(5_000);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh subscription status' }).click();
  await expect(page.getByTestId('toast')).toContainText('Subscription Status Updated');
  expect(loads).toHaveLength(1);
});

test.describe('toasts', () => {
  test('show one at a time, close after 5000 ms, and leave the page 1,000,000 ms after closing', async ({
    page,
    toasts,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    // Paused, the page's time moves only by runFor: a flowing clock let the real seconds the
    // assertions took count towards the 1,000,000 ms, so a slow run saw the toast leave early.
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Send code' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Verification code sent');
    await page.getByRole('button', { name: 'Try again' }).click();
    const secondEmail = uniqueEmail();
    await page.getByLabel('Email').fill(secondEmail);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The second toast names its address; the recorder keeps it however late the check looks.
    await toasts.expectShown(secondEmail);
    await expect(toast).toHaveCount(1);

    const region = page.getByRole('status').filter({ has: page.locator('[data-state]') });
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);
    const closed = region.locator('[data-state="closed"]');
    await expect(closed).toBeHidden();
    await expect(closed).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(999_000);
    await expect(closed).toHaveCount(1);
    await page.clock.runFor(1_000);
    await expect(closed).toHaveCount(0);
  });

  test('a dismissed toast closes at once', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.locator('[data-state="closed"]')).toBeHidden();
  });
});

test.describe('the stored theme', () => {
  test('defaults to dark, and is stored', async ({ page }) => {
    await page.goto('/faq');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('keeps "system", and the UI stays dark on a light system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'system'));
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('system');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [red, green, blue] = background.match(/\d+(\.\d+)?/g)!.map(Number);
    expect(red! + green! + blue!).toBeLessThan(3 * 40);
  });
});

test("Quiz Mode offers Resume or Start, never both, from the account's progress across chats", async ({
  page,
  account: _account,
}) => {
  const progressReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/leaderboard/progress')) progressReads.push(request.url());
  });
  await page.goto('/');
  await chooseMode(page, /Quiz Mode/);
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resume Quiz/ })).toHaveCount(0);
  await expect.poll(() => progressReads.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByTestId('question-badge').last()).toHaveText('Question 1');
  await page.getByRole('button', { name: 'Answer B' }).click();
  await expect(page.getByTestId('question-badge').last()).toHaveText('Question 2');
  await expect(page.getByRole('button', { name: 'Resume Quiz (Q2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toHaveCount(0);

  // A new chat has no question of its own: the account's progress still offers Resume, which
  // goes back to the chat where the question waits.
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(page.getByTestId('question-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resume Quiz (Q2)' })).toBeVisible();
  await page.getByRole('button', { name: /^Sport:/ }).click();
  await page.getByRole('button', { name: /Basketball/ }).click();
  await expect(page.getByRole('button', { name: /^Sport: Basketball/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume Quiz (Q2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume Quiz (Q2)' }).click();
  await expect(page.getByTestId('question-badge').last()).toHaveText('Question 2');
  await expect(page.getByRole('button', { name: 'Answer A' })).toBeVisible();
});

test.describe("a visitor's chat", () => {
  test('takes the whole screen once the first message is sent, with the reply in view', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    await expect(page.getByTestId('landing')).toBeVisible();
    // Typed straight into the box below the story, without pressing Start chatting.
    await sendMessage(page, 'What is a nickel package?');
    await expect(page.getByTestId('landing')).toHaveCount(0);
    const reply = page.getByTestId('message-assistant').last();
    await expect(reply).toContainText(/nickel/i);
    // The send went through whole although the story left the page as the reply was streaming.
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(reply).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    // The conversation gets most of the screen, not a strip between the banner and the input.
    const viewport = page.viewportSize()!;
    const list = (await page.getByTestId('message-list').boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(0);
    expect(list.height).toBeGreaterThan(viewport.height * 0.45);
  });

  test('a returning visitor opens on the chat, with the story one tap away', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('hasSeenWelcomeDialog', 'true');
      window.localStorage.setItem('hasInteractedWithChat', 'true');
    });
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    await expect(page.getByTestId('landing')).toHaveCount(0);
    await page.getByRole('button', { name: 'What can Playcaller do?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await sendMessage(page, 'How do I beat a zone blitz?');
    await expect(page.getByTestId('landing')).toHaveCount(0);
    await expect(page.getByTestId('message-user').last()).toBeInViewport();
  });
});
