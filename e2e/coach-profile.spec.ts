import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

// The coach profile: saved in Settings for an account, from the chat toolbar for a visitor; kept
// across a reload; and the coach's practice plan follows it.

const PLAN_QUESTION = 'Give me a 60 minute practice plan';

async function fillYouthProfile(form: Locator, squadSize: string) {
  await form.getByRole('combobox', { name: 'I am a' }).selectOption('coach');
  await form.getByRole('combobox', { name: 'Level' }).selectOption('youth');
  await form.getByRole('combobox', { name: 'Age group' }).selectOption('U10');
  await form.getByRole('spinbutton', { name: 'Squad size' }).fill(squadSize);
  await form.getByRole('button', { name: 'Save coach profile' }).click();
}

async function expectYouthProfile(form: Locator, squadSize: string) {
  await expect(form.getByRole('combobox', { name: 'Level' })).toHaveValue('youth');
  await expect(form.getByRole('combobox', { name: 'Age group' })).toHaveValue('U10');
  await expect(form.getByRole('spinbutton', { name: 'Squad size' })).toHaveValue(squadSize);
}

async function askForPlan(page: Page) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  await input.fill(PLAN_QUESTION);
  await input.press('Enter');
  // The question and its reply's bubble are stored together, so once the question shows, the last
  // reply is its own (counting replies before sending raced the greeting's first paint).
  await expect(page.getByTestId('message-user').last()).toContainText(PLAN_QUESTION);
  const reply = page.getByTestId('message-assistant').last();
  await expect(reply).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  return reply;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
});

test('a signed-in coach saves a youth profile in Settings, keeps it after a reload, and gets a youth plan', async ({
  page,
  account: _account,
  toasts,
}) => {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Coach profile' });
  await expect(form.getByRole('combobox', { name: 'Level' })).toHaveValue('');
  await fillYouthProfile(form, '10');
  await toasts.expectShown('Settings updated');

  await page.reload();
  await expectYouthProfile(page.getByRole('form', { name: 'Coach profile' }), '10');

  await page.goto('/');
  const reply = await askForPlan(page);
  await expect(reply).toContainText('From your coach profile: level youth, 10 players.');
  await expect(reply).toContainText('10 players · youth · 60 minutes');
  await expect(reply).toContainText('Youth');
});

test('a visitor sets a youth profile from the chat, keeps it after a reload, and gets a youth plan', async ({
  page,
  toasts,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Coach profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coach profile' });
  await expect(dialog.getByText('Kept in this browser until you sign in.')).toBeVisible();
  await fillYouthProfile(dialog.getByRole('form', { name: 'Coach profile' }), '8');
  await toasts.expectShown('Settings updated');
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Coach profile' }).click();
  await expectYouthProfile(page.getByRole('dialog', { name: 'Coach profile' }), '8');
  await page.getByRole('dialog', { name: 'Coach profile' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Coach profile' })).toBeHidden();

  const reply = await askForPlan(page);
  await expect(reply).toContainText('From your coach profile: level youth, 8 players.');
  await expect(reply).toContainText('8 players · youth · 60 minutes');
});

test('a visitor without a profile gets the default plan, and a bad squad size is refused in the form', async ({
  page,
}) => {
  await page.goto('/');
  const reply = await askForPlan(page);
  await expect(reply).toContainText('12 players · high-school · 60 minutes');
  await expect(reply).not.toContainText('From your coach profile');

  await page.getByRole('button', { name: 'Coach profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coach profile' });
  await dialog.getByRole('spinbutton', { name: 'Squad size' }).fill('99');
  await dialog.getByRole('button', { name: 'Save coach profile' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Squad size is a whole number from 1 to 60');
  await expect(dialog).toBeVisible();
});

test("a visitor's profile follows them into the account they sign up for", async ({ page, toasts }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Coach profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coach profile' });
  await fillYouthProfile(dialog.getByRole('form', { name: 'Coach profile' }), '9');
  await toasts.expectShown('Settings updated');
  await expect(dialog).toBeHidden();

  const account = await signInThroughApi(page.request);
  await page.evaluate((token) => window.localStorage.setItem('token', token), account.token);
  await page.reload();
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/user/coach-profile', {
        headers: { 'x-auth-token': account.token },
      });
      return ((await answer.json()) as { profile: Record<string, unknown> }).profile;
    })
    .toMatchObject({ role: 'coach', level: 'youth', ageGroup: 'U10', squadSize: 9 });

  await page.getByRole('button', { name: 'Coach profile' }).click();
  await expectYouthProfile(page.getByRole('dialog', { name: 'Coach profile' }), '9');
});
