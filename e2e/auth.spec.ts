import { expect, test } from '@playwright/test';
import { readCode, registerViaUi, uniqueEmail } from './fixtures/accounts';

test.describe('signing in with an e-mail code', () => {
  test('register, see the profile, rename in settings, log out', async ({ page }) => {
    const { email, username } = await registerViaUi(page);
    await expect(page.getByTestId('toast')).toContainText('Registration successful');

    await page.goto('/profile');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(username, { exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-plan')).toContainText('Free');

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByLabel('Display Name').fill('Coach Carter');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Profile updated');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Coach Carter')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('toast')).toContainText('Logged out');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an existing account signs in again after a wrong code shows a toast', async ({ page, browser }) => {
    const { email } = await registerViaUi(page);
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByLabel('Email').fill(email);
    await second.getByRole('button', { name: 'Send code' }).click();
    await expect(second.getByTestId('toast')).toContainText('Verification code sent');
    const code = await readCode(second.request, email);

    await second.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await second.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    await expect(second.getByTestId('toast')).toContainText('Verification failed');

    await second.getByLabel('Verification code').fill(code);
    await second.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    await expect(second).toHaveURL(/\/$/);
    await expect(second.getByTestId('toast')).toContainText('Login successful');
    await other.close();
  });

  test('Try again returns to the e-mail step', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We sent a 6-digit code to')).toContainText(email);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  });

  test('the e-mail field shows the validation message for a bad address', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.goto('/register');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'INITIALIZE ACCESS' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  });
});
