import { expect, test, type Page } from '@playwright/test';
import { AUTH_HEADER } from '../shared/contract/headers';
import { panelLink } from '../shared/engines/panel-link';
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
    // The call box stays on screen while the state scrolls under it: open, it leaves room for the steppers.
    const callBox = (await page.getByRole('region', { name: 'The call' }).boundingBox())!;
    expect(callBox.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.6);
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

    test('a first visit opens offline on the next reload, once the worker is active', async ({ page, context }) => {
      await openPanel(page);
      // The worker installed on this visit answers the next navigation, though it controls no page yet.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await goOffline(context);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Game day' })).toBeVisible();
      await expect(page.getByTestId('gameday-call')).toContainText('to win');
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    });

    test('the pitch-count tracker counts and warns with no network', async ({ page, context }) => {
      await openWithWorker(page);
      await goOffline(context);
      await page.goto('/gameday');
      await page.getByRole('group', { name: 'Sport' }).getByRole('button', { name: 'Baseball' }).click();
      const tracker = page.getByRole('region', { name: 'Pitch counts' });
      await tracker.getByRole('textbox', { name: 'Pitcher' }).fill('Ana');
      await tracker.getByRole('button', { name: 'Add pitcher' }).click();
      const plus = tracker.getByRole('button', { name: 'Add a pitch: Ana' });
      for (let tap = 0; tap < 17; tap++) await plus.click();
      await expect(tracker.getByRole('listitem', { name: 'Ana' }).getByRole('status')).toHaveText(
        '⚠ 4 pitches to 1 day of rest (from pitch 21).',
      );
    });
  });
});

test.describe('the sport row on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every sport is in sight without scrolling sideways, and reachable by keyboard', async ({ page }) => {
    await openPanel(page);
    const row = page.getByRole('group', { name: 'Sport' });
    expect(await row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    for (const sport of SPORTS) {
      const box = (await row.getByRole('button', { name: sport }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    await row.getByRole('button', { name: 'Football' }).focus();
    for (let tab = 0; tab < SPORTS.length - 1; tab++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(row.getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe("football's state, a few taps at most", () => {
  test('Q4 6:45 is ten taps from the default, and the call follows', async ({ page }) => {
    await openPanel(page);
    const clock = page.getByRole('group', { name: 'Time left' }).locator('output');
    await expect(clock).toHaveText('Q3 15:00');
    const firstCall = await page.getByTestId('gameday-call').textContent();
    await page.getByRole('group', { name: 'Quarter' }).getByRole('button', { name: '4th' }).click();
    const minuteLess = page.getByRole('button', { name: 'Time left: 1 minute less' });
    for (let tap = 0; tap < 8; tap++) await minuteLess.click();
    await page.getByRole('button', { name: 'Less: Time left' }).click();
    await expect(clock).toHaveText('Q4 6:45');
    const call = await page.getByTestId('gameday-call').textContent();
    // The same state handed over as the chat does gives the same call.
    await page.goto(panelLink('fourth_down_decision', { secondsLeft: 6 * 60 + 45 }));
    await expect(clock).toHaveText('Q4 6:45');
    await expect(page.getByTestId('gameday-call')).toHaveText(call ?? '');
    await expect(page.getByTestId('gameday-call')).not.toHaveText(firstCall ?? '');
    // At 375 px the clock's five buttons and its reading stay on the screen, and every box with them.
    await expectNoSidewaysScroll(page);
    for (const group of await page.getByRole('group').all()) {
      const box = await group.boundingBox();
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });

  test('on a phone an open Why? leaves the steppers under the call tappable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPanel(page);
    const clock = page.getByRole('group', { name: 'Time left' }).locator('output');
    await expect(clock).toHaveText('Q3 15:00');
    await page.getByTestId('gameday-why').getByText('Why?').click();
    await expect(page.getByTestId('gameday-why-body')).toBeVisible();
    const less = page.getByRole('button', { name: 'Less: Time left' });
    await less.scrollIntoViewIfNeeded();
    // Nothing pinned lies over the button: the point at its centre is the button itself.
    const box = await less.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null,
      [box!.x + box!.width / 2, box!.y + box!.height / 2],
    );
    expect(hit).toBe('Less: Time left');
    await less.click();
    await expect(clock).toHaveText('Q3 14:45');
  });

  test('holding a stepper runs the clock down, faster the longer it is held', async ({ page }) => {
    await openPanel(page);
    const clock = page.getByRole('group', { name: 'Time left' }).locator('output');
    await expect(clock).toHaveText('Q3 15:00');
    await page.getByRole('button', { name: 'Less: Time left' }).hover();
    await page.mouse.down();
    // Three minutes or more go by in one press, fifteen seconds at a time.
    await expect(clock).toHaveText(/^Q3 ([0-9]|1[0-2]):\d\d$/);
    await page.mouse.up();
    const held = await clock.textContent();
    await page.getByRole('button', { name: 'More: Time left' }).click();
    await expect(clock).not.toHaveText(held ?? '');
  });

  test('"+" on Ball on moves the ball forward: their 44 to their 43', async ({ page }) => {
    await openPanel(page);
    const ball = page.getByRole('group', { name: 'Ball on' });
    const forward = ball.getByRole('button', { name: 'Ball on: forward, toward their end zone' });
    await expect(forward).toHaveText('+');
    for (let tap = 0; tap < 6; tap++) await forward.click();
    await expect(ball.locator('output')).toHaveText('Their 44');
    await forward.click();
    await expect(ball.locator('output')).toHaveText('Their 43');
    await ball.getByRole('button', { name: 'Ball on: back, toward our goal' }).click();
    await expect(ball.locator('output')).toHaveText('Their 44');
  });

  test('the football screen has one Level control, and a new game starts at it', async ({ page }) => {
    await openPanel(page);
    const level = page.getByRole('group', { name: 'Level' });
    await expect(level).toHaveCount(1);
    await level.getByRole('button', { name: 'High school' }).click();
    await expect(page.getByTestId('game-level')).toHaveText(/^High school rules and kicking, 12-minute quarters/);
  });
});

test.describe('golf on the panel', () => {
  async function openGolf(page: Page, decision: string) {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPanel(page);
    await page.getByRole('group', { name: 'Sport' }).getByRole('button', { name: 'Golf' }).click();
    await page.getByRole('group', { name: 'Decision' }).getByRole('button', { name: decision }).click();
  }

  test('go or lay up: more carry over the water turns a go into a lay-up, both in expected strokes', async ({
    page,
  }) => {
    await openGolf(page, 'Go or lay up');
    const call = page.getByTestId('gameday-call');
    await expect(call).toHaveText(/^Go for it: \d\.\d+ expected strokes to hole out; lay up to 110 yards \d\.\d+$/);
    const more = page.getByRole('button', { name: 'More: Carry over the trouble (yd)' });
    for (let tap = 0; tap < 3; tap++) await more.click();
    await expect(page.getByRole('group', { name: 'Carry over the trouble (yd)' }).locator('output')).toHaveText('195');
    await expect(call).toHaveText(/^Lay up to 110 yards: \d\.\d+ expected strokes to hole out; go for it \d\.\d+$/);
    await page.getByTestId('gameday-why').getByText('Why?').click();
    await expect(page.getByTestId('gameday-why-body')).toContainText('50% chance to carry the water');
    await expect(page.getByTestId('gameday-why-body')).toContainText('the mid-handicap average');
    await expectNoSidewaysScroll(page);
  });

  test('the club call shows the expected strokes to hole out', async ({ page }) => {
    await openGolf(page, 'Club');
    await expect(page.getByTestId('gameday-call')).toHaveText(
      'Hit the 6-iron: 150 plays-like yards; 2.95 expected strokes to hole out',
    );
    await expectNoSidewaysScroll(page);
  });
});

test.describe('game-day card', () => {
  for (const sport of ['Football', 'Basketball', 'Baseball']) {
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

  test('the card saves to the playbook', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
    await page.goto('/gameday/card');
    await page.getByRole('group', { name: 'Card for' }).getByRole('button', { name: 'Baseball' }).click();
    await expect(page.getByRole('heading', { name: 'Pitch limits by age' })).toBeVisible();
    await page.getByRole('button', { name: 'Save to playbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to playbook' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Baseball game-day card');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/playbook');
    await expect(page.getByText('Baseball game-day card').first()).toBeVisible();
  });

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

test.describe('the pitch-count tracker', () => {
  test("a youth pitcher's count warns before a rest step and at the limit, and survives a reload", async ({ page }) => {
    await openPanel(page);
    await page.getByRole('group', { name: 'Sport' }).getByRole('button', { name: 'Baseball' }).click();
    const tracker = page.getByRole('region', { name: 'Pitch counts' });
    await tracker.getByRole('textbox', { name: 'Pitcher' }).fill('Sam');
    for (let tap = 0; tap < 4; tap++) await tracker.getByRole('button', { name: 'Younger' }).click();
    await expect(tracker.getByRole('group', { name: 'Age' })).toHaveText(/age 8/);
    await tracker.getByRole('button', { name: 'Add pitcher' }).click();
    const sam = tracker.getByRole('listitem', { name: 'Sam' });
    await expect(sam).toContainText('Ages 7–8: daily max 50');
    const status = sam.getByRole('status');
    const plus = sam.getByRole('button', { name: 'Add a pitch: Sam' });
    for (let tap = 0; tap < 16; tap++) await plus.click();
    await expect(status).toHaveText('⚠ 5 pitches to 1 day of rest (from pitch 21).');
    for (let tap = 0; tap < 34; tap++) await plus.click();
    await expect(sam.getByTestId('pitch-count')).toHaveText('50');
    await expect(status).toContainText('At the daily limit of 50');
    await expectNoSidewaysScroll(page);
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Sam' }).getByTestId('pitch-count')).toHaveText('50');
    await page.getByRole('button', { name: 'Undo a pitch: Sam' }).click();
    await expect(page.getByRole('listitem', { name: 'Sam' }).getByRole('status')).toHaveText(
      '⚠ 1 pitch to the daily limit of 50.',
    );
  });
});

test.describe('team settings', () => {
  async function setKickerRange(page: Page, taps: number) {
    await page.getByTestId('team-figures').getByRole('button', { name: 'Team settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Team settings' });
    const more = dialog.getByRole('button', { name: "More: Kicker's range" });
    // Each tap steps from the figure shown, the level's average for the first.
    for (let tap = 0; tap < taps; tap++) await more.click();
    await dialog.getByRole('button', { name: 'Save team settings' }).click();
    await expect(dialog).toBeHidden();
  }

  test('a visitor sets a kicker, and the panel and the card use it', async ({ page }) => {
    await openPanel(page);
    const figures = page.getByTestId('team-figures');
    await expect(figures).toContainText("Kicker's range 58 yd (level average)");
    await setKickerRange(page, 4);
    await expect(figures).toContainText("Kicker's range 62 yd (your team)");
    await page.reload();
    await expect(page.getByTestId('team-figures')).toContainText("Kicker's range 62 yd (your team)");
    await page.goto('/gameday/card');
    await expect(page.getByTestId('card-team')).toContainText("Kicker's range 62 yd");
  });

  test('signed in, the settings are kept with the account', async ({ page }) => {
    const account = await signInViaApi(page);
    await openPanel(page);
    await setKickerRange(page, 3);
    await expect(page.getByTestId('team-figures')).toContainText("Kicker's range 61 yd (your team)");
    const answer = await page.request.get('/api/user/coach-profile', {
      headers: { [AUTH_HEADER]: account.token },
    });
    expect((await answer.json()).profile.team.football.kickerRange).toBe(61);
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
    const toPanel = why.getByRole('link', { name: 'Open in the decision panel' });
    // Tapped on a sideline: a full-height target.
    expect((await toPanel.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await toPanel.click();
    await expect(page).toHaveURL(/\/gameday$/);
    await expect(page.getByTestId('gameday-call')).toHaveText(line);
  });
});
