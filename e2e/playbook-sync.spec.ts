import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser } from '@playwright/test';
import { z } from 'zod';
import { AUTH_HEADER } from '../shared/contract/headers';
import { openAs, readCode, uniqueEmail, type Account } from './fixtures/accounts';
import { openPlaybook } from './fixtures/navigation';
import { savePlanFromReply } from './fixtures/playbook';
import { openChat } from './fixtures/chat';
import { expect, test } from './fixtures/test';

const PlaybookSchema = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });

/** The titles of the account's items as the server holds them. */
async function serverTitles(request: APIRequestContext, account: Account): Promise<string[]> {
  const response = await request.get('/api/playbook', { headers: { [AUTH_HEADER]: account.token } });
  expect(response.ok(), await response.text()).toBe(true);
  return PlaybookSchema.parse(await response.json()).items.map((item) => item.title);
}

/** Another browser, with nothing of the first one's storage, signed in as the same account. */
async function secondDevice(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await openAs(context, account);
  await context.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
  return { context, page: await context.newPage() };
}

test.describe('the playbook across devices', () => {
  test('an item saved on one device is found on a second device of the same account', async ({
    page,
    account,
    browser,
  }) => {
    // Two browsers, each booting the app: on a busy machine this takes longer than most tests.
    test.slow();
    await openChat(page);
    await savePlanFromReply(page, { title: 'Thursday rondos' });
    // The save goes out on its own; the server holding it is what a second device can find.
    await expect.poll(() => serverTitles(page.request, account)).toEqual(['Thursday rondos']);

    const second = await secondDevice(browser, account);
    await second.page.goto('/playbook');
    const items = second.page.getByTestId('playbook-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Thursday rondos');
    await items.first().getByRole('link').click();
    await expect(second.page.getByTestId('item-title')).toHaveText('Thursday rondos');
    await expect(second.page.getByTestId('plan-block').first()).toBeVisible();
    await second.context.close();
  });

  test('a guest’s saved item is claimed at sign-in and follows the account to a second device', async ({
    page,
    browser,
  }) => {
    // Two browsers, each booting the app: on a busy machine this takes longer than most tests.
    test.slow();
    await openChat(page);
    await savePlanFromReply(page, { title: 'Guest passing plan' });

    const email = uniqueEmail('claim');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await readCode(page.request, email));
    await page.getByRole('button', { name: 'VERIFY & LOGIN' }).click();
    // Home, where the chat the account claimed takes its address.
    await expect(page).toHaveURL(/\/c\/[\w-]{21}$/);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const account = { email, token: token! };
    await expect.poll(() => serverTitles(page.request, account)).toEqual(['Guest passing plan']);

    // Still one item on this device: the claimed item is the same one, not a copy.
    await openPlaybook(page);
    await expect(page.getByTestId('playbook-item')).toHaveCount(1);

    const second = await secondDevice(browser, account);
    await second.page.goto('/playbook');
    await expect(second.page.getByTestId('playbook-item')).toHaveCount(1);
    await expect(second.page.getByTestId('playbook-item').first()).toContainText('Guest passing plan');
    await second.context.close();
  });
});

test.describe('a practice plan’s page', () => {
  // A fixed zone with an offset, so the event's UTC times prove the local time was converted.
  test.use({ timezoneId: 'America/Chicago' });

  test('swaps a drill from the library, and the dated plan downloads as an .ics event', async ({ page }) => {
    await openChat(page);
    await savePlanFromReply(page, { title: 'Saturday session' });
    await openPlaybook(page);
    await page.getByTestId('playbook-item').first().getByRole('link').click();
    await expect(page.getByTestId('item-title')).toHaveText('Saturday session');

    // Swap the opening block for a library drill of another name.
    const blocks = page.getByTestId('plan-block');
    const block = blocks.first();
    const before = (await block.getByTestId('block-activity').textContent())!;
    const swap = block.getByRole('combobox', { name: `Swap ${before} for a library drill` });
    const minutes = await block.getByTestId('block-minutes').textContent();
    const total = await page.getByTestId('plan-total').textContent();
    // The library loads after the page: the options are read once it has filled the list.
    await expect(swap.locator('option').nth(2)).toBeAttached();
    const choice = await swap
      .locator('option')
      .evaluateAll(
        (options, current) =>
          options
            .map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? '' }))
            .find((option) => option.value && !option.label.startsWith(`${current} (`)),
        before,
      );
    expect(choice).toBeDefined();
    const drill = choice!.label.replace(/ \(\d+ min, [a-z-]+\)$/, '');
    expect(drill).not.toBe(choice!.label);
    await swap.selectOption(choice!.value);
    const swapped = blocks.first();
    await expect(swapped.getByTestId('block-activity')).toHaveText(drill);
    // The block keeps its place in the timeline and its length; the plan still adds up.
    await expect(swapped.getByTestId('block-minutes')).toHaveText(minutes!);
    await expect(page.getByTestId('plan-total')).toHaveText(total!);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('item-save-bar')).toContainText('All changes saved');
    await page.reload();
    await expect(blocks.first().getByTestId('block-activity')).toHaveText(drill);

    // Date the plan, then download it as a calendar event.
    const calendar = page.getByRole('button', { name: 'Add to calendar (.ics)' });
    await expect(calendar).toBeDisabled();
    await page.getByLabel('Practice starts').fill('2026-12-05T09:30');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('item-save-bar')).toContainText('All changes saved');
    await expect(calendar).toBeEnabled();
    const downloading = page.waitForEvent('download');
    await calendar.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('saturday-session.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    const event = ics.match(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT\r\n/)?.[1];
    expect(event).toBeDefined();
    // 09:30 in Chicago in December (UTC−6) is 15:30 UTC; the 60-minute plan ends at 16:30.
    expect(event).toContain('DTSTART:20261205T153000Z\r\n');
    expect(event).toContain('DTEND:20261205T163000Z\r\n');
    expect(event).toContain('SUMMARY:Saturday session\r\n');
    // Lines are folded at 75 octets: unfold before looking for the swapped drill.
    expect(event!.replace(/\r\n /g, '')).toContain(`min ${drill.replace(/[,;]/g, (c) => `\\${c}`)}`);
  });
});
