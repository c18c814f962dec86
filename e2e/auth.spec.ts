import { readCode, registerViaUi, signInThroughApi, uniqueEmail } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

test.describe('signing in with an e-mail code', () => {
  test('register, see the profile, rename in settings, log out', async ({ page, toasts }) => {
    const { email, username } = await registerViaUi(page);
    await toasts.expectShown('Registration successful');

    await page.goto('/profile');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(username, { exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-plan')).toContainText('Free');

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByLabel('Display Name').fill('Coach Carter');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toasts.expectShown('Profile updated');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Coach Carter')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await toasts.expectShown('Logged out');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an existing account signs in again after a wrong code shows a toast', async ({ page, request, toasts }) => {
    // The account is made through the API: signing up through the screens is the test above.
    const { email } = await signInThroughApi(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await toasts.expectShown('Verification code sent');
    const code = await readCode(request, email);

    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    await toasts.expectShown('Verification failed');

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    await expect(page).toHaveURL(/\/$/);
    await toasts.expectShown('Login successful');
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
