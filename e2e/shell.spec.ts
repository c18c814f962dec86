import { expect, test } from '@playwright/test';

test.describe('the app shell', () => {
  test('serves the dark app shell at / with the brand', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Playcaller home' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(9, 9, 11)');
    await expect(page.locator('[data-testid="logo-particle"]')).toHaveCount(10);
  });

  test('shows the 404 page for an unknown route', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('sends a visitor on a guarded route to /login', async ({ page }) => {
    for (const path of ['/profile', '/settings', '/subscription', '/subscription-redirect']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('answers the health check from the embedded database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite' } });
  });
});
