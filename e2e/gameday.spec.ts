import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './fixtures/accounts';
import { goOffline, openWithWorker } from './fixtures/offline';

const SPORTS = ['Football', 'Basketball', 'Soccer', 'Baseball', 'Golf', 'Tennis'];

async function openPanel(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
  await page.goto('/gameday');
  await expect(page.getByRole('heading', { name: 'Game day' })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('game day decision panel', () => {
  test('every sport gives a call by tap, and the Why? shows the model', async ({ page }) => {
    await openPanel(page);
    const call = page.getByTestId('gameday-call');
    for (const sport of SPORTS) {
      await page.getByRole('group', { name: 'Sport' }).getByRole('button', { name: sport }).click();
      await expect(page.getByRole('group', { name: 'Sport' }).getByRole('button', { name: sport })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(call).toHaveText(/\S+.*\d/);
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole('group', { name: 'Sport' }).getByRole('button', { name: 'Football' }).click();
    await expect(call).toContainText('to win');
    const why = page.getByTestId('gameday-why');
    await expect(why.getByText(/^Model:/)).toBeHidden();
    await why.getByText('Why?').click();
    await expect(why.getByText('Model:')).toBeVisible();
  });

  test('a tap changes the call at once, and the state survives a reload', async ({ page }) => {
    await openPanel(page);
    const call = page.getByTestId('gameday-call');
    await page.getByRole('button', { name: 'After a TD' }).click();
    const before = await call.textContent();
    for (let tap = 0; tap < 8; tap++) await page.getByRole('button', { name: 'Less: Score after the TD' }).click();
    await expect(page.getByRole('group', { name: 'Score after the TD' }).locator('output')).toHaveText('Down 8');
    await expect(call).not.toHaveText(before ?? '');
    const after = await call.textContent();
    await page.reload();
    await expect(page.getByRole('button', { name: 'After a TD' })).toHaveAttribute('aria-pressed', 'true');
    await expect(call).toHaveText(after ?? '');
  });

  test('signed in, the nav leads to the panel', async ({ page }) => {
    await signInViaApi(page);
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await page.getByRole('dialog').getByRole('link', { name: 'Game day' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Game day' }).click();
    }
    await expect(page).toHaveURL(/\/gameday$/);
    await expect(page.getByTestId('gameday-call')).toContainText('to win');
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the panel opens and answers with no network', async ({ page, context }) => {
      await openWithWorker(page);
      await goOffline(context);
      await page.goto('/gameday');
      const call = page.getByTestId('gameday-call');
      await expect(call).toContainText('to win');
      const before = await call.textContent();
      await page.getByRole('button', { name: 'More: Yards to go' }).click();
      await page.getByRole('button', { name: 'More: Yards to go' }).click();
      await page.getByRole('button', { name: 'More: Yards to go' }).click();
      await expect(call).not.toHaveText(before ?? '');
    });
  });
});

test.describe('game-day card', () => {
  for (const sport of ['Football', 'Basketball']) {
    test(`the ${sport.toLowerCase()} card prints on one page, in black on white`, async ({ page }) => {
      await page.goto('/gameday/card');
      await page.getByRole('group', { name: 'Card for' }).getByRole('button', { name: sport }).click();
      const card = page.getByTestId('gameday-card');
      await expect(card.getByRole('heading', { name: `${sport} game-day card` })).toBeVisible();
      await expect(card.locator('td').first()).toHaveText(/\S/);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      expect(await card.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
      const pdf = await page.pdf({ format: 'Letter', printBackground: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages).toHaveLength(1);
    });
  }

  test('the football card calls every fourth down go, field goal or punt', async ({ page }) => {
    await page.goto('/gameday/card');
    await expect(page.getByRole('heading', { name: '4th down, first half, tied' })).toBeVisible();
    const cells = await page
      .locator('section', { hasText: '4th down, first half, tied' })
      .locator('td')
      .allTextContents();
    expect(cells.length).toBeGreaterThan(50);
    expect(new Set(cells.filter((cell) => cell !== '–'))).toEqual(new Set(['GO', 'FG', 'PUNT']));
  });
});

test.describe('the chat hands a decision to the panel', () => {
  test('a Tactical decision is one line, its model behind Why?, and the panel opens on the same call', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('4th and 2 at their 41, up 3 with 4:50 left in the 4th. go for it or punt?');
    await input.press('Enter');
    await expect(page.getByTestId('message-user').last()).toContainText('4th and 2');
    const reply = page.getByTestId('message-assistant').last();
    await expect(reply).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    const why = reply.getByTestId('reply-why');
    await expect(why.getByText(/Model:/)).toBeHidden();
    const line = (await reply.locator('.prose-reply').first().innerText()).trim();
    expect(line).toMatch(/to win/);
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(15);

    await why.getByText('Why?').click();
    await expect(why.getByText(/Model:/)).toBeVisible();
    await why.getByRole('link', { name: 'Open in the decision panel' }).click();
    await expect(page).toHaveURL(/\/gameday$/);
    await expect(page.getByTestId('gameday-call')).toHaveText(line);
  });
});
