import { expect, test, type Page, type Route } from '@playwright/test';

// Hostile text in a visitor's own message and in a coach reply (markdown, raw HTML and a mermaid
// diagram) must stay text: no script runs, no dialog opens, nothing is fetched from another host.
// Each payload would set window.__pwned or open a dialog if it ran. The reply is served by
// intercepting the send and answering with the event stream the server writes, so the payload
// reaches the page exactly as a model's reply would. It runs once under the app's CSP and once
// with CSP bypassed, so the sanitising is proven on its own and not only the CSP behind it.

const ATTACKER = 'https://attacker.invalid';

const USER_PAYLOAD = [
  `<script>window.__pwned = 'user script'</script>`,
  `<img src="${ATTACKER}/user.png" onerror="window.__pwned = 'user img'; alert(1)">`,
  `[tap here](javascript:window.__pwned='user link')`,
].join(' ');

const REPLY_PAYLOAD = [
  `Cover 2 breakdown <script>window.__pwned = 'reply script'</script>`,
  '',
  `<img src="${ATTACKER}/reply.png" onerror="window.__pwned = 'reply img'; alert(2)">`,
  '',
  `[Open the playbook](javascript:window.__pwned='reply link')`,
  '',
  `<a href="javascript:window.__pwned='raw link'">Raw link</a> <iframe src="${ATTACKER}/frame"></iframe> <svg onload="window.__pwned='svg'"></svg>`,
  '',
  '<div onmouseover="window.__pwned=\'hover\'">Hover zone</div>',
  '',
  '```mermaid',
  'flowchart TD',
  `  A["<img src=${ATTACKER}/label.png onerror=window.__pwned='label'>Blitz"] --> B["<script>window.__pwned='label script'</script>Safety"]`,
  '  B --> C[Deep help]',
  '  click A pwn "Run it"',
  `  click C "javascript:window.__pwned='node href'" "Open"`,
  '```',
].join('\n');

declare global {
  interface Window {
    __pwned?: unknown;
    /** A callback a mermaid `click` line names: it must never become reachable from a diagram. */
    pwn?: () => void;
  }
}

interface Watch {
  dialogs: string[];
  foreignRequests: string[];
}

async function watchPage(page: Page, origin: string): Promise<Watch> {
  const watch: Watch = { dialogs: [], foreignRequests: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['data:', 'blob:'].includes(url.protocol)) return;
    if (url.origin !== origin) watch.foreignRequests.push(request.url());
  });
  await page.addInitScript(() => {
    window.localStorage.setItem('hasSeenWelcomeDialog', 'true');
    window.pwn = () => {
      window.__pwned = 'mermaid callback';
    };
  });
  return watch;
}

/** Answers a send as the server would, with meta, one delta and done, carrying the hostile reply. */
async function answerWithPayload(route: Route) {
  const request = route.request();
  if (request.method() !== 'POST') return route.continue();
  const body = request.postDataJSON() as {
    sessionId: string;
    clientMessageId: string;
    content: string;
    personalityMode: string;
    sportType: string;
  };
  const now = Date.now();
  const shared = { sessionId: body.sessionId, personalityMode: body.personalityMode, sportType: body.sportType };
  const userMessage = {
    ...shared,
    id: crypto.randomUUID(),
    clientMessageId: body.clientMessageId,
    content: body.content,
    role: 'user',
    timestamp: new Date(now).toISOString(),
  };
  const aiMessage = {
    ...shared,
    id: crypto.randomUUID(),
    clientMessageId: null,
    content: REPLY_PAYLOAD,
    role: 'assistant',
    timestamp: new Date(now + 1).toISOString(),
  };
  const quota = { tier: 'anonymous', used: 1, limit: 10, limitReached: false };
  const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  await route.fulfill({
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
    body:
      event('meta', { userMessage, quota }) +
      event('delta', { text: REPLY_PAYLOAD }) +
      event('done', { userMessage, aiMessage, user: null, quota }),
  });
}

async function expectNothingRan(page: Page, watch: Watch) {
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(watch.dialogs).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
}

/** What a sanitiser lets through is checked in the DOM, whatever the CSP would have blocked. */
async function expectInertMarkup(page: Page) {
  const log = page.locator('[data-testid^="message-"]');
  expect(await log.locator('script, iframe, object, embed').count()).toBe(0);
  expect(await log.locator(`img[src^="${ATTACKER}"]`).count()).toBe(0);
  // Event-handler attributes, and any attribute (href, xlink:href, src) that holds a javascript: URL.
  const dangerous = await log.evaluateAll((nodes) =>
    nodes.flatMap((node) =>
      [node, ...node.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
      ),
    ),
  );
  expect(dangerous).toEqual([]);
}

// Under emulated reduced motion the diagram's node labels never report a stable box to Playwright's
// click, on every run; this spec is about markup that must not run, so it keeps motion allowed until
// that is understood.
test.use({ reducedMotion: 'no-preference' });

for (const bypassCSP of [false, true]) {
  test.describe(bypassCSP ? 'with the CSP bypassed' : 'under the CSP', () => {
    test.use({ bypassCSP });

    test('hostile markup in a message and a reply stays text and never runs', async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const watch = await watchPage(page, origin);
      await page.route('**/api/messages', answerWithPayload);
      await page.goto('/');
      const input = page.getByRole('textbox', { name: 'Message' });
      await expect(input).toBeEnabled();
      await input.fill(USER_PAYLOAD);
      await input.press('Enter');

      // The visitor's own message is shown exactly as typed.
      await expect(page.getByTestId('message-user').last()).toHaveText(USER_PAYLOAD);
      const reply = page.getByTestId('message-assistant').last();
      await expect(reply).toContainText('Cover 2 breakdown');
      // Raw HTML in a reply is escaped into visible text, not parsed.
      await expect(reply).toContainText(`<script>window.__pwned = 'reply script'</script>`);
      await expect(reply).toContainText(`<img src="${ATTACKER}/reply.png"`);
      await expect(reply).toContainText('<iframe');
      const diagram = reply.getByTestId('mermaid-diagram');
      await expect(diagram.locator('svg')).toBeVisible({ timeout: 20_000 });
      await expect(diagram).toContainText('Deep help');
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

      await expectInertMarkup(page);
      // Everything a person might touch: the links, the hover zone and the diagram's nodes.
      await reply.getByText('Open the playbook').click();
      await reply.getByText('Raw link').click();
      await reply.getByText('Hover zone').hover();
      await diagram.getByText('Deep help').click();
      await diagram.getByText('Blitz').click();
      await expect(page).toHaveURL(new RegExp(`^${origin}/`));
      await expectNothingRan(page, watch);

      // Read back from the browser's store after a reload, the reply is just as inert.
      await page.reload();
      await expect(page.getByTestId('message-assistant').last()).toContainText('Cover 2 breakdown');
      await expect(page.getByTestId('message-list').getByTestId('mermaid-diagram').locator('svg')).toBeVisible({
        timeout: 20_000,
      });
      await expectInertMarkup(page);
      await expectNothingRan(page, watch);
    });
  });
}
