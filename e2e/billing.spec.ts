import type { Page } from '@playwright/test';
import type { ShownLog } from './fixtures/shown';
import { expect, test } from './fixtures/test';

// Runs against the embedded default: BILLING_PROVIDER=local, the built-in test checkout.

async function me(page: Page, token: string) {
  const response = await page.request.get('/api/auth/me', { headers: { 'x-auth-token': token } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { subscriptionStatus: string; messageLimit: number | null };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * From /subscription through the test checkout's Pay button, back to the app, every page on
 * `origin` (the configured one unless told otherwise).
 */
async function buy(page: Page, toasts: ShownLog, plan: 'Plus' | 'Premium', price: string, origin = '') {
  const at = origin ? `^${escapeRegExp(origin)}` : '';
  await page.goto(`${origin}/subscription`);
  await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible();
  await page.getByRole('button', { name: `Upgrade to ${plan}` }).click();
  await expect(page).toHaveURL(new RegExp(`${at}/api/dev/checkout/cs_local_`));
  await expect(page.getByText('TEST CHECKOUT', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  // Back on /subscription?success=true…, the activation welcomes the user and sends them home. The
  // welcome toast is shown as the app navigates home, where another screen's toast may replace it.
  await expect(page).toHaveURL(new RegExp(`${at}/$`));
  await toasts.expectShown(`Welcome to ${plan}!`);
}

test.describe('subscriptions with the built-in test checkout', () => {
  test('a free user buys Plus, manages and cancels it, and is free again when the period ends', async ({
    page,
    account: { email, token },
    toasts,
  }) => {
    await page.goto('/subscription');
    await expect(page.getByTestId('plan-free')).toContainText('Current Plan');
    await expect(page.getByTestId('plan-premium')).toContainText('BEST VALUE');

    await buy(page, toasts, 'Plus', '$4.99');
    expect(await me(page, token)).toMatchObject({ subscriptionStatus: 'plus', messageLimit: 150 });

    await page.goto('/profile');
    await expect(page.getByTestId('profile-plan')).toContainText('Plus');
    await expect(page.getByText(/Active until/)).toBeVisible();
    // The auth machine reloads the page once the first time a refresh shows a paid plan: still Plus after it.
    await page.getByRole('button', { name: 'Refresh subscription status' }).click();
    await expect(page.getByTestId('profile-plan')).toContainText('Plus');

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription-manage\?subscription_id=sub_local_.+&customer_id=cus_local_/);
    await expect(page.getByTestId('manage-status')).toHaveText('Active');
    await expect(page.getByText('$4.99/month')).toBeVisible();
    await expect(page.getByText('150 monthly messages')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByTestId('manage-status')).toHaveText('Canceling');
    await toasts.expectShown('Subscription Successfully Canceled');
    const scheduled = page.getByTestId('scheduled-to-cancel');
    await expect(scheduled).toContainText('Subscription Scheduled to Cancel');
    await expect(scheduled).toContainText(/Access until\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(page.getByText('Access Remaining')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

    // Still Plus until the period ends; canceling shows on the profile.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-plan')).toContainText('Plus');
    await expect(page.getByText('Canceling')).toBeVisible();
    expect(await me(page, token)).toMatchObject({ subscriptionStatus: 'plus' });

    const ended = await page.request.post('/api/dev/billing/end-period', { data: { email } });
    expect(ended.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('profile-plan')).toContainText('Free');
    expect(await me(page, token)).toMatchObject({ subscriptionStatus: 'free', messageLimit: 15 });
  });

  test('a free user buys Premium and has no message limit', async ({ page, account: { token }, toasts }) => {
    await buy(page, toasts, 'Premium', '$9.99');
    expect(await me(page, token)).toMatchObject({ subscriptionStatus: 'premium', messageLimit: null });

    await page.goto('/profile');
    await expect(page.getByTestId('profile-plan')).toContainText('Premium');
    await page.goto('/subscription');
    await expect(page.getByTestId('plan-premium')).toContainText(/Active until [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(page.getByTestId('premium-banner')).toBeVisible();
    await expect(page.getByTestId('plan-premium').getByRole('link', { name: 'Manage Subscription' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Upgrade to/ })).toHaveCount(0);
  });

  test('opened at 127.0.0.1 rather than the configured localhost, the checkout and its return stay on 127.0.0.1', async ({
    page,
    account: { token },
    toasts,
    baseURL,
  }) => {
    const elsewhere = new URL(baseURL!);
    elsewhere.hostname = '127.0.0.1';
    await buy(page, toasts, 'Premium', '$9.99', elsewhere.origin);
    expect(await me(page, token)).toMatchObject({ subscriptionStatus: 'premium', messageLimit: null });
  });

  test('a canceled checkout charges nothing, and activation refuses an unpaid session', async ({
    page,
    account: { token },
    toasts,
  }) => {
    // Manage Subscription without a plan: told so, and sent to the plans.
    await page.goto('/subscription-redirect');
    await toasts.expectShown('No Active Subscription');
    await expect(page).toHaveURL(/\/subscription$/);

    await page.getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/api\/dev\/checkout\/cs_local_/);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await toasts.expectShown('Subscription canceled');
    await toasts.expectShown('No charges were made');
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByTestId('plan-free')).toContainText('Current Plan');

    // A made-up return: the server refuses, the user is asked to activate, and activation fails.
    await page.goto('/subscription?success=true&session_id=cs_local_madeupmadeupmadeup&plan=premium');
    await toasts.expectShown('Activation needed');
    await expect(page).toHaveURL(/\/subscription$/);
    const box = page.getByTestId('activation-box');
    await expect(box).toContainText('Subscription Activation');
    await box.getByRole('button', { name: 'Activate Premium' }).click();
    await toasts.expectShown('Activation Failed');
    await expect(page.getByRole('alert').filter({ hasText: 'An error occurred' })).toContainText(
      'Unable to activate Premium subscription. Please try again or contact support.',
    );
    expect(await me(page, token)).toMatchObject({ subscriptionStatus: 'free', messageLimit: 15 });
  });
});
