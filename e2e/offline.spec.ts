import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, openWithWorker } from './fixtures/offline';
import { openPlaybook } from './fixtures/navigation';
import { savePlanFromReply } from './fixtures/playbook';

/** The chat the page has open and this browser's fingerprint, to ask the server what it stored. */
function currentChat(page: Page) {
  return page.evaluate(async () => {
    const request = indexedDB.open('playcaller');
    const database = await new Promise<IDBDatabase>((resolve) => (request.onsuccess = () => resolve(request.result)));
    const row = await new Promise<{ value: string }>((resolve) => {
      const get = database.transaction('prefs').objectStore('prefs').get('sessionId');
      get.onsuccess = () => resolve(get.result);
    });
    return { sessionId: row.value, fingerprint: window.localStorage.getItem('browserFingerprint') };
  });
}

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

test.describe('offline and local-first', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app and its history open offline, and queued messages are delivered exactly once', async ({
    page,
    context,
  }) => {
    await openWithWorker(page);
    await send(page, 'What is cover 2?');
    // The reply must be finished (not only begun) before the network goes: the Send button returns.
    await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 2/i);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page.getByTestId('message-assistant')).toHaveCount(2);

    await goOffline(context);
    await page.reload();
    await expect(page.getByTestId('message-user').getByText('What is cover 2?')).toBeVisible();
    await expect(page.getByTestId('connectivity-status')).toContainText('Offline');

    const questions = [
      'What is a blitz?',
      'What is man coverage?',
      'What is a screen pass?',
      'What is an RPO?',
      'What is play action?',
    ];
    for (const question of questions) await send(page, question);
    await expect(page.getByText("Will send when you're back online")).toHaveCount(5);
    await expect(page.getByTestId('connectivity-status')).toContainText('5 queued');

    await goOnline(context);
    await expect(page.getByText("Will send when you're back online")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('message-assistant')).toHaveCount(7);

    const { sessionId, fingerprint } = await currentChat(page);
    const stored = await page.request.get(`/api/messages/${sessionId}?fingerprint=${fingerprint}`);
    const messages = (await stored.json()) as { role: string; content: string }[];
    const userMessages = messages.filter((message) => message.role === 'user').map((message) => message.content);
    expect(userMessages).toEqual(['What is cover 2?', ...questions]);
    expect(messages.filter((message) => message.role === 'assistant')).toHaveLength(6);
  });

  test("a chat's address opens offline from the app shell", async ({ page, context }) => {
    await openWithWorker(page);
    await send(page, 'What is cover 2?');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page).toHaveURL(/\/c\/[\w-]{21}$/);
    const address = page.url();
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Offline, the worker serves the app for the chat's address, and the chat comes from IndexedDB.
    await goOffline(context);
    const tab = await context.newPage();
    await tab.goto(address);
    await expect(tab.getByTestId('message-user')).toHaveText(['What is cover 2?']);
    await expect(tab.getByTestId('connectivity-status')).toContainText('Offline');
    await tab.reload();
    await expect(tab.getByTestId('message-user')).toHaveText(['What is cover 2?']);
    // An address this browser does not hold cannot be looked up offline: not found, not a blank page.
    await tab.goto('/c/AAAAAAAAAAAAAAAAAAAAA');
    await expect(tab.getByRole('heading', { name: 'Chat not found' })).toBeVisible();
  });

  test("every route's code loads with it, and an installed app opens each offline", async ({ page, context }) => {
    await openWithWorker(page);
    // Only what first paint needs comes with index.html; each route (the chat included) brings
    // its own code, which the worker precached at install.
    const html = await (await page.request.get('/')).text();
    const initial = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(initial.length).toBeGreaterThan(0);
    expect(initial.filter((url) => /chat-screen/.test(url!))).toEqual([]);
    await goOffline(context);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      // A prefetch cut short by the next page.goto is aborted, not failed.
      if (/\/assets\/.+\.js$/.test(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED')
        failed.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    const screens = [
      { path: '/', ready: page.getByRole('textbox', { name: 'Message' }) },
      { path: '/playbook', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/faq', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/contact', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/login', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/register', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/gameday', ready: page.getByRole('heading', { level: 1 }) },
      { path: '/no-such-page', ready: page.getByRole('heading', { level: 1 }) },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready, screen.path).toBeVisible();
    }
    // And moving between them in the app, with no reload: the chat's code comes from the cache.
    await page.getByRole('link', { name: 'Playcaller home' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(failed).toEqual([]);
  });

  test('the network dropping again during the replay still delivers each message exactly once', async ({
    page,
    context,
  }) => {
    await openWithWorker(page);
    await goOffline(context);
    const questions = [
      'What is a slant?',
      'What is a post route?',
      'What is a curl?',
      'What is a flat?',
      'What is a wheel route?',
    ];
    for (const question of questions) await send(page, question);
    await expect(page.getByTestId('connectivity-status')).toContainText('5 queued');

    // The network comes back, and drops again as the replay sends its second message: the first
    // is delivered, the second is cut off on its way.
    let sends = 0;
    let markDropped!: () => void;
    const dropped = new Promise<void>((resolve) => (markDropped = resolve));
    await context.route('**/api/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sends += 1;
      if (sends === 1) return route.fallback();
      markDropped();
      return route.abort('internetdisconnected');
    });
    await goOnline(context);
    await dropped;
    await goOffline(context);
    await expect(page.getByTestId('connectivity-status')).toContainText('Offline');
    await context.unroute('**/api/messages');
    await goOnline(context);
    await expect(page.getByText("Will send when you're back online")).toHaveCount(0, { timeout: 30_000 });

    const { sessionId, fingerprint } = await currentChat(page);
    const stored = (await (await page.request.get(`/api/messages/${sessionId}?fingerprint=${fingerprint}`)).json()) as {
      role: string;
      content: string;
    }[];
    expect(stored.filter((message) => message.role === 'user').map((message) => message.content)).toEqual(questions);
    expect(stored.filter((message) => message.role === 'assistant')).toHaveLength(5);
  });

  test('a message whose page was reloaded while it was being answered is sent again and answered once', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

    // The server answers in full, but the page never hears back, as when it is reloaded mid-reply.
    let markAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (markAnswered = resolve));
    await context.route('**/api/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await (await route.fetch()).body();
      markAnswered();
    });
    await send(page, 'What is cover 2?');
    await answered;
    await expect(page.getByRole('status', { name: 'Coach is typing' })).toBeVisible();

    await context.unroute('**/api/messages');
    await page.reload();
    await expect(page.getByTestId('message-assistant').last()).toContainText(/cover 2/i);
    await expect(page.getByRole('status', { name: 'Coach is typing' })).toHaveCount(0);
    await expect(page.getByTestId('message-user')).toHaveCount(1);

    const { sessionId, fingerprint } = await currentChat(page);
    const stored = (await (await page.request.get(`/api/messages/${sessionId}?fingerprint=${fingerprint}`)).json()) as {
      role: string;
    }[];
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);
    const count = await page.request.get(`/api/anonymous-message-count?fingerprint=${fingerprint}`);
    expect(await count.json()).toMatchObject({ totalAnonymousMessages: 1 });
  });

  test('a queued message can be cancelled before it is sent', async ({ page, context }) => {
    await openWithWorker(page);
    await goOffline(context);
    await send(page, 'Never mind this one');
    await expect(page.getByText("Will send when you're back online")).toBeVisible();
    await page.getByTestId('message-note').getByRole('button', { name: 'Cancel' }).click();
    // Gone from the conversation (the history beside it on a wide screen still lists the chat).
    await expect(page.getByTestId('message-list').getByText('Never mind this one')).toHaveCount(0);
    await goOnline(context);
    await expect(page.getByTestId('connectivity-status')).toHaveCount(0);
  });

  test("a saved item's page opens offline, from the list and by its own address", async ({ page, context }) => {
    await openWithWorker(page);
    await savePlanFromReply(page, { title: 'Offline passing plan' });
    await openPlaybook(page);
    await goOffline(context);
    await page.reload();
    const item = page.getByTestId('playbook-item').filter({ hasText: 'Offline passing plan' });
    await item.getByRole('link').click();
    await expect(page.getByTestId('item-title')).toHaveText('Offline passing plan');
    await expect(page.getByTestId('plan-block').first()).toBeVisible();
    await expect(page.getByTestId('plan-total')).toContainText('of 60 min planned');
    // Opened cold by its address: the worker serves the app, the item comes from this device.
    await page.reload();
    await expect(page.getByTestId('item-title')).toHaveText('Offline passing plan');
    await expect(page.getByTestId('plan-block').first()).toBeVisible();
  });

  test('the manifest and service worker make the app installable', async ({ page }) => {
    await openWithWorker(page);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#09090b' });
    const client = await page.context().newCDPSession(page);
    const { installabilityErrors } = await client.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito profiles, where Chromium never offers installation;
    // that one error is about the browser profile, not the app, so it is set aside.
    const appErrors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    expect(appErrors).toEqual([]);
  });
});
