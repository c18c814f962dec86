import { signInViaApi } from './fixtures/accounts';
import { recordShown } from './fixtures/shown';
import { limitDownloads, openChat, sendMessage } from './fixtures/chat';
import { expect, test } from './fixtures/test';

test.describe('chatting with the coach', () => {
  test('a visitor gets a streamed Tactical answer and can copy it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // "Copied!" goes back to "Copy" after 2 s, which a busy machine can spend before a check looks.
    const copied = await recordShown(context, '[data-testid="message-assistant"] button[aria-label="Copied!"]');
    await openChat(page);
    await sendMessage(page, 'What is cover 2?');
    const reply = page.getByTestId('message-assistant').last();
    await expect(reply).toContainText(/cover 2/i);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(page.getByTestId('quota-banner')).toContainText('Guest: 1/10 messages used');
    await reply.getByRole('button', { name: 'Copy reply' }).click();
    await copied.expectShown('Copied!');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.toLowerCase()).toContain('cover 2');
  });

  test('a long reply appears progressively, piece by piece', async ({ page }) => {
    await openChat(page);
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    await page.getByRole('button', { name: /Strategic Mode/ }).click();
    // The first Strategic reply also loads and runs the diagram code, which holds the page for a
    // while on a busy machine; the reply measured is the next one.
    await sendMessage(page, 'How does play action work?');
    await expect(page.getByTestId('message-list').getByTestId('mermaid-diagram').locator('svg')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    // Record every length the last reply's text takes while it streams in.
    await page.evaluate(() => {
      const lengths: number[] = [];
      (window as unknown as { replyLengths: number[] }).replyLengths = lengths;
      const state = window as unknown as { firstBlockWhileBusy?: Element };
      new MutationObserver(() => {
        const bubbles = document.querySelectorAll('[data-testid="message-assistant"]');
        const newest = bubbles[bubbles.length - 1];
        const text = newest?.textContent ?? '';
        if (lengths.at(-1) !== text.length) lengths.push(text.length);
        // The reply's first rendered block, as drawn while the reply was still busy streaming.
        const firstBlock = newest?.querySelector('.prose-reply > div');
        if (newest?.getAttribute('aria-busy') === 'true' && firstBlock) state.firstBlockWhileBusy ??= firstBlock;
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    // The test server's coach sends a reply at once; a slow link makes it arrive as a model's
    // would, a piece at a time, however busy the machine.
    await limitDownloads(page, 4_000);
    await sendMessage(page, 'How should we attack a zone blitz?');
    // Four kilobytes a second, on purpose: the whole reply (and its diagram) takes a while to arrive.
    await expect(page.getByTestId('message-assistant').last()).toContainText('Drill to practise', {
      timeout: 60_000,
    });
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    // A reply rendered in one go would show one or two lengths, not a growing series.
    expect(new Set(lengths).size).toBeGreaterThan(5);
    // Once the reply has begun, its bubble never blanks — not even while the finished reply is stored.
    const begun = lengths.indexOf(0);
    expect(lengths.slice(begun + 1)).not.toContain(0);
    // The finished reply is no longer busy, and keeps the very blocks drawn while it streamed.
    await expect(page.getByTestId('message-assistant').last()).not.toHaveAttribute('aria-busy');
    const keptItsBlocks = await page.evaluate(() => {
      const block = (window as unknown as { firstBlockWhileBusy?: Element }).firstBlockWhileBusy;
      const bubbles = document.querySelectorAll('[data-testid="message-assistant"]');
      return Boolean(block?.isConnected && bubbles[bubbles.length - 1]?.contains(block));
    });
    expect(keptItsBlocks).toBe(true);
  });

  test('a long chat opens on its newest messages and reveals older ones as the reader scrolls up', async ({ page }) => {
    // A returning visitor: the chat takes the whole screen.
    await page.addInitScript(() => window.localStorage.setItem('hasInteractedWithChat', 'true'));
    await openChat(page);
    const count = 100;
    // The chat is written straight into this browser's database, then opened by a reload.
    await page.evaluate(async (count) => {
      const sessionId = 'e2eLongChatSession000';
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('playcaller');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = idb.transaction(['messages', 'sessions', 'prefs'], 'readwrite');
        for (let i = 0; i < count; i++) {
          tx.objectStore('messages').put({
            key: `long${String(i).padStart(4, '0')}`,
            sessionId,
            role: i % 2 === 0 ? 'user' : 'assistant',
            content: i % 2 === 0 ? `Question number ${i}` : `**Answer number ${i}:** hit the seams.`,
            timestamp: 1_700_000_000_000 + i * 1_000,
            status: 'complete',
            serverId: null,
            clientMessageId: null,
            mode: 'gameOnTheLine',
            sport: 'football',
          });
        }
        tx.objectStore('sessions').put({
          sessionId,
          ownerKey: 'guest',
          title: 'A long chat',
          sport: 'football',
          mode: 'gameOnTheLine',
          createdAt: 1_700_000_000_000,
          updatedAt: 1_700_000_000_000 + count * 1_000,
        });
        tx.objectStore('prefs').put({ key: 'sessionId', value: sessionId });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      idb.close();
    }, count);
    await page.reload();
    const newest = page.locator('#message-long0099');
    await expect(newest).toBeInViewport();
    await expect(page.locator('#message-long0000')).toHaveCount(0);
    const bubbles = page.locator('[data-testid="message-user"], [data-testid="message-assistant"]');
    expect(await bubbles.count()).toBeLessThan(count / 2);

    const list = page.getByTestId('message-list');
    await expect(async () => {
      await list.evaluate((element) => element.scrollTo(0, 0));
      await expect(page.locator('#message-long0000')).toBeAttached({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByTestId('message-list').getByText('Question number 0', { exact: true })).toBeVisible();
    await expect(newest).not.toBeInViewport();
    // Every message is there once, in order.
    const ids = await page.locator('[id^="message-long"]').evaluateAll((elements) => elements.map((e) => e.id));
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => `message-long${String(i).padStart(4, '0')}`));
  });

  test('switching sport starts a new chat with the sport greeting', async ({ page }) => {
    await openChat(page);
    await sendMessage(page, 'What is cover 2?');
    await expect(page.getByTestId('message-user')).toHaveCount(1);
    await page.getByRole('button', { name: /^Sport:/ }).click();
    await expect(page.getByRole('dialog', { name: 'Select a Sport' })).toBeVisible();
    await page.getByRole('button', { name: 'Tennis' }).click();
    await expect(page.getByTestId('message-user')).toHaveCount(0);
    await expect(page.getByText('Tactical Mode, tennis.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Playcaller' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', /tennis/);
  });

  test('a Strategic answer draws its play as a mermaid diagram', async ({ page }) => {
    await openChat(page);
    await page.getByRole('button', { name: /^Analysis mode:/ }).click();
    await page.getByRole('button', { name: /Strategic Mode/ }).click();
    await sendMessage(page, 'How does play action work?');
    await expect(page.getByTestId('message-list').getByTestId('mermaid-diagram').locator('svg')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('message-assistant').last()).toContainText('Recommendation');
  });

  test('a visitor who reaches the limit sees the banner and a disabled input', async ({ page }) => {
    await openChat(page);
    const fingerprint = await page.evaluate(() => window.localStorage.getItem('browserFingerprint'));
    expect(fingerprint).toMatch(/^fp_/);
    // Nine messages through the API (same fingerprint, another session) bring the visitor to 9/10.
    const sessionId = 'e2eLimitSession_' + Math.random().toString(36).slice(2, 7);
    for (let i = 0; i < 9; i++) {
      const response = await page.request.post('/api/messages', {
        data: {
          content: `Question ${i}`,
          role: 'user',
          sessionId: sessionId.padEnd(21, 'x').slice(0, 21),
          personalityMode: 'gameOnTheLine',
          sportType: 'football',
          browserFingerprint: fingerprint,
          clientMessageId: `e2e-limit-${i}-${Math.random().toString(36).slice(2, 8)}`,
        },
      });
      expect(response.status()).toBe(200);
    }
    await page.reload();
    await expect(page.getByTestId('quota-banner')).toContainText('Guest: 9/10 messages used');
    await sendMessage(page, 'What is a blitz?');
    await expect(page.getByText('Anonymous limit reached')).toBeVisible();
    await expect(page.getByText('Sign up or log in to continue your conversation')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Message limit reached',
    );
    await page.getByRole('button', { name: 'New chat' }).click();
    for (const starter of await page.getByRole('button', { name: /^(Explain|Analyze|Give me|Quiz me)/ }).all()) {
      await expect(starter).toBeDisabled();
    }
  });

  test('a signed-in free user sees the free tier count', async ({ page }) => {
    await signInViaApi(page);
    await openChat(page);
    await expect(page.getByTestId('quota-banner')).toContainText('Free tier: 0/15 messages used');
    await sendMessage(page, 'What is a zone blitz?');
    await expect(page.getByTestId('quota-banner')).toContainText('Free tier: 1/15 messages used');
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  });
});
