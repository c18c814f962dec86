import type { Page } from '@playwright/test';
import { openAs } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

const SUPPORT_EMAIL = 'support@playcaller.app';

const isMobile = () => test.info().project.name === 'mobile';

test.beforeEach(async ({ page }) => {
  // The welcome dialog may greet visitors on /; these tests are about the pages behind it.
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
});

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // The dialog role sits on Headless UI's zero-size wrapper; its close button shows the panel is open.
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
  return drawer;
}

/** Follows one account entry from the header: the drawer on phones, the My Account menu on desktops. */
async function followAccountLink(page: Page, name: string) {
  if (isMobile()) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  } else {
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect(page.getByRole('menu')).toBeHidden();
  }
}

test.describe('header navigation', () => {
  test('a visitor reaches login and sign-up from the header, and the logo leads home', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();

    if (isMobile()) {
      await expect(page.getByRole('link', { name: 'Sign Up' })).toBeHidden();
      let drawer = await openDrawer(page);
      await expect(drawer).toContainText('Sign in to access premium features and get personalized sports analysis');
      await drawer.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

      drawer = await openDrawer(page);
      await drawer.getByRole('link', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    } else {
      const header = page.getByRole('banner');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(header.getByText('Professional Analysis Assistant')).toBeVisible();
      await header.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await header.getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Playcaller home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user reaches every account page and Contact Us from the header', async ({
    page,
    readOnlyAccount,
  }) => {
    const { email } = readOnlyAccount;
    await openAs(page, readOnlyAccount);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();

    if (isMobile()) {
      const drawer = await openDrawer(page);
      await expect(drawer).toContainText(email);
      await expect(drawer.getByText('Online')).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    } else {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    }

    const destinations: [string, RegExp][] = [
      ['Profile', /\/profile$/],
      ['Settings', /\/settings$/],
      ['Subscription', /\/subscription$/],
      ['Contact Us', /\/contact$/],
    ];
    for (const [name, url] of destinations) {
      await followAccountLink(page, name);
      await expect(page).toHaveURL(url);
    }
    // Contact prefills the signed-in user's name (the part before the @) and e-mail.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Name')).toHaveValue(email.split('@')[0]!);
  });
});

test.describe('contact', () => {
  test('shows each rule inline, then sends, confirms, and offers another message', async ({ page, toasts }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(page.getByText('Available for Premium subscribers')).toBeVisible();
    await expect(page.getByText('1-2 business days; Premium subscribers receive priority support')).toBeVisible();

    await page.getByLabel('Name').fill('R');
    await page.getByLabel('Email').fill('riley-at-example');
    await page.getByLabel('Subject').fill('Hi');
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Subject must be at least 3 characters.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();

    const subject = `Leaderboard question ${test.info().project.name} ${Date.now()}`;
    await page.getByLabel('Name').fill('Riley Park');
    await page.getByLabel('Email').fill('riley@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('When does the quiz leaderboard reset each month?');
    await expect(page.getByText('Name must be at least 2 characters.')).toBeHidden();
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await toasts.expectShown('Message sent!');

    // The request reached the support inbox.
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`);
        const body = (await response.json()) as { messages: { subject: string; text: string }[] };
        return body.messages.find((mail) => mail.subject.includes(subject))?.text ?? null;
      })
      .toContain('From: Riley Park <riley@example.com>');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('Back returns to the previous page, or home when the visit started on /contact', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/faq');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('faq', () => {
  test('keeps one answer open at a time, and the open one collapses', async ({ page }) => {
    await page.goto('/faq');
    const cancel = page.getByRole('button', { name: 'How do I cancel my subscription?' });
    const refunds = page.getByRole('button', { name: 'Do you offer refunds?' });
    const cancelAnswer = page.getByRole('region', { name: 'How do I cancel my subscription?' });
    const refundsAnswer = page.getByRole('region', { name: 'Do you offer refunds?' });

    await expect(cancel).toHaveAttribute('aria-expanded', 'false');
    await expect(cancelAnswer).toBeHidden();

    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(cancelAnswer).toBeVisible();
    await expect(cancelAnswer).toContainText('end of your current billing period');

    await refunds.click();
    await expect(refunds).toHaveAttribute('aria-expanded', 'true');
    await expect(refundsAnswer).toContainText('case by case');
    await expect(cancel).toHaveAttribute('aria-expanded', 'false');
    await expect(cancelAnswer).toBeHidden();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);

    await refunds.click();
    await expect(refunds).toHaveAttribute('aria-expanded', 'false');
    await expect(refundsAnswer).toBeHidden();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('answers with the real limits and prices, and sends remaining questions to Contact', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'How many messages can I send?' }).click();
    const limits = page.getByRole('region', { name: 'How many messages can I send?' });
    await expect(limits).toContainText('10 messages in total');
    await expect(limits).toContainText('15 messages a month');
    await expect(limits).toContainText('150 per billing period');
    await expect(limits).toContainText('Premium is unlimited');

    await page.getByRole('button', { name: 'How do I upgrade my plan?' }).click();
    const upgrade = page.getByRole('region', { name: 'How do I upgrade my plan?' });
    await expect(upgrade).toContainText('prorated difference');
    await expect(upgrade).toContainText('$9.99');

    await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test("a first-time visitor's / tells the whole story above the chat, and Start chatting leads into it", async ({
  page,
}) => {
  await page.goto('/');
  const landing = page.getByTestId('landing');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Make the right call, before the whistle.');
  for (const section of ['Four ways to coach', 'Built for your sport', 'What coaches tell us', 'Good questions']) {
    await expect(landing.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(landing.getByRole('heading', { level: 3, name: 'Strategic Mode' })).toBeVisible();
  await expect(landing.getByRole('link', { name: 'See all questions and answers' })).toHaveAttribute('href', '/faq');
  await landing.getByRole('button', { name: 'Start chatting' }).last().click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
});

test('Start chatting pressed while the chat is still loading focuses the message box once it opens', async ({
  page,
}) => {
  // The chat's code held back until after the press, as on a slow link or a busy phone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chat-screen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const landing = page.getByTestId('landing');
  await landing.getByRole('button', { name: 'Start chatting' }).last().click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  release();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/route/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the coach' }).click();
  await expect(page).toHaveURL(/\/$/);
});
