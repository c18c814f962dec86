import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH_HEADER } from '../shared/contract/headers';
import { GameListSchema, type Game } from '../shared/contract/games';
import { signInThroughApi } from './fixtures/accounts';
import { goOffline, goOnline, openWithWorker } from './fixtures/offline';
import { expect, test } from './fixtures/test';

// A football game logged from kickoff to the final whistle on the game-day screen, at both widths:
// one tap per event, every fourth down and try logged from the panel's call with the coach's choice
// and how it went, then reviewed against the model.

async function openGameday(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
  await page.goto('/gameday');
  await expect(page.getByRole('heading', { name: 'Game day' })).toBeVisible();
}

async function startGame(page: Page, opponent: string) {
  // The game takes the panel's level: high school plays 12-minute quarters.
  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'High school' }).click();
  const log = page.getByTestId('game-log');
  await log.getByLabel('Opponent').fill(opponent);
  await log.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('game-clock')).toHaveText('Q1 12:00');
  await expect(page.getByTestId('our-score')).toHaveText('0');
}

async function score(page: Page, ours: number, theirs: number) {
  await expect(page.getByTestId('our-score')).toHaveText(String(ours));
  await expect(page.getByTestId('their-score')).toHaveText(String(theirs));
}

/** Logs the decision the panel shows, then records the coach's choice and how it went. */
async function logDecision(page: Page, choice: string, outcome: string) {
  const logged = page.getByTestId('logged-count');
  const before = (await logged.textContent()) ?? '';
  await page.getByRole('button', { name: 'Log this decision' }).click();
  const followUp = page.getByTestId('decision-followup');
  await followUp.getByRole('button', { name: choice, exact: true }).click();
  await followUp.getByRole('button', { name: outcome, exact: true }).click();
  await expect(followUp).toBeHidden();
  await expect(logged).not.toHaveText(before);
}

async function tap(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Kickoff to final: two fourth downs and two tries, each logged. Ends 15–7. */
async function playGame(page: Page) {
  // A first-quarter fourth down: the panel already reads the scoreboard.
  await expect(page.getByRole('button', { name: '4th down' })).toHaveAttribute('aria-pressed', 'true');
  await logDecision(page, 'Punt', 'Good punt');
  await tap(page, 'Them: TD');
  await tap(page, 'Them: PAT ✓');
  await score(page, 0, 7);
  await tap(page, 'Next quarter');
  await expect(page.getByTestId('game-clock')).toHaveText('Q2 12:00');
  await tap(page, 'Us: TD');
  // Our touchdown brings up the try, with the new margin.
  await expect(page.getByRole('button', { name: 'After a TD' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Score after the TD' }).locator('output')).toHaveText('Down 1');
  await logDecision(page, 'Kick the extra point', 'Good');
  await score(page, 7, 7);
  await tap(page, 'Next quarter');
  await tap(page, 'Next quarter');
  for (let minute = 0; minute < 9; minute++) await tap(page, '−1:00');
  await expect(page.getByTestId('game-clock')).toHaveText('Q4 3:00');
  await expect(page.getByRole('button', { name: '4th down' })).toHaveAttribute('aria-pressed', 'true');
  // The panel's clock reads as the scoreboard's.
  await expect(page.getByRole('group', { name: 'Time left' }).locator('output')).toHaveText('Q4 3:00');
  await logDecision(page, 'Go for it', 'Converted');
  await tap(page, 'Us: TD');
  await logDecision(page, 'Go for two', 'Converted');
  await score(page, 15, 7);
  await tap(page, 'End game');
  await expect(page.getByTestId('game-clock')).toHaveText('Final');
  await expect(page.getByTestId('logged-count')).toHaveText('4 decisions logged');
}

async function expectReview(page: Page) {
  await page.getByTestId('game-log').getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/gameday\/games\/[A-Za-z0-9_-]{21}$/);
  const review = page.getByTestId('game-review');
  await expect(review.getByTestId('review-score')).toHaveText('15 – 7');
  const decisions = review.getByTestId('review-decision');
  await expect(decisions).toHaveCount(4);
  await expect(decisions.nth(0)).toContainText('Chose: Punt · Good punt');
  await expect(decisions.nth(1)).toContainText('Try after our touchdown');
  await expect(decisions.nth(3)).toContainText('Chose: Go for two · Converted');
  for (let index = 0; index < 4; index++)
    await expect(decisions.nth(index).getByTestId('decision-swing')).toHaveText(/^[+−±]\d+\.\d pts (gained|given up)$/);
  await expect(review.getByTestId('review-summary')).toContainText('4 decisions logged');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function serverGames(request: APIRequestContext, token: string): Promise<Game[]> {
  const answer = await request.get('/api/games', { headers: { [AUTH_HEADER]: token } });
  expect(answer.ok()).toBe(true);
  return GameListSchema.parse(await answer.json()).games;
}

test.describe('game log', () => {
  test('a visitor logs a game from kickoff to the end and reviews every decision', async ({ page }) => {
    test.slow();
    await openGameday(page);
    await startGame(page, 'Central High');
    await playGame(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectReview(page);
  });

  test('signed in, the game reaches the account, its review matches the model, and a link shares it', async ({
    page,
    account,
    browser,
    request,
  }) => {
    test.slow();
    await openGameday(page);
    await startGame(page, 'Eastside');
    await playGame(page);
    await expect
      .poll(async () => (await serverGames(request, account.token)).map((game) => game.decisions.length))
      .toEqual([4]);
    const [game] = await serverGames(request, account.token);
    expect(game!.decisions.map((decision) => [decision.engine, decision.choice, decision.outcome])).toEqual([
      ['fourth_down_decision', 'Punt', 'success'],
      ['two_point_decision', 'Kick the extra point', 'success'],
      ['fourth_down_decision', 'Go for it', 'success'],
      ['two_point_decision', 'Go for two', 'success'],
    ]);

    await expectReview(page);
    const summary = (await page.getByTestId('review-summary').textContent()) ?? '';
    expect(summary).toMatch(/\d of 4 followed the model · [+−±]\d+\.\d pts/);
    await page.getByRole('button', { name: 'Share link' }).click();
    const url = (await page.getByTestId('game-link').textContent()) ?? '';
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/);

    const stranger = await browser.newPage();
    await stranger.goto(url);
    await expect(stranger.getByRole('heading', { name: 'vs Eastside, ' + game!.playedOn })).toBeVisible();
    await expect(stranger.getByTestId('review-decision')).toHaveCount(4);
    // The link's review is worked out from the same log: the same summary, to the tenth of a point.
    await expect(stranger.getByTestId('review-summary')).toHaveText(summary);
    await stranger.close();
  });

  test("a visitor's game follows into the account at sign-in, without the game-day screen open", async ({
    page,
    request,
  }) => {
    await openGameday(page);
    await startGame(page, 'Westfield');
    await tap(page, 'Us: TD');
    await logDecision(page, 'Go for two', 'Stopped');
    await score(page, 6, 0);
    const account = await signInThroughApi(request);
    await page.evaluate((token) => window.localStorage.setItem('token', token), account.token);
    // Signed in on the chat screen: the claimed game goes out from there.
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await expect
      .poll(async () => (await serverGames(request, account.token)).map((game) => game.opponent))
      .toEqual(['Westfield']);
    await page.goto('/gameday');
    await expect(page.getByTestId('our-score')).toHaveText('6');
    const [game] = await serverGames(request, account.token);
    expect(game!.decisions.map((decision) => [decision.choice, decision.outcome])).toEqual([['Go for two', 'failure']]);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a visitor with no network starts a game and logs a fourth down, and both are there after a reload', async ({
      page,
      context,
    }) => {
      await openWithWorker(page);
      // One visit online, so the game-day screen's code is in the worker's cache.
      await page.goto('/gameday');
      await expect(page.getByTestId('game-log')).toBeVisible();
      await goOffline(context);
      await page.reload();
      await startGame(page, 'Riverside');
      await expect(page.getByRole('button', { name: '4th down' })).toHaveAttribute('aria-pressed', 'true');
      await logDecision(page, 'Punt', 'Good punt');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Game day' })).toBeVisible();
      await expect(page.getByTestId('game-clock')).toHaveText('Q1 12:00');
      await expect(page.getByTestId('logged-count')).toHaveText('1 decision logged');
      await page.getByTestId('game-log').getByRole('link', { name: 'Review' }).click();
      await expect(page.getByTestId('game-review')).toContainText('vs Riverside');
      const decisions = page.getByTestId('review-decision');
      await expect(decisions).toHaveCount(1);
      await expect(decisions.first()).toContainText('Chose: Punt · Good punt');
    });

    test('signed in with no network, a game is logged and reviewed, and reaches the account once back online', async ({
      page,
      context,
      account,
      request,
    }) => {
      test.slow();
      await openWithWorker(page);
      await goOffline(context);
      await page.goto('/gameday');
      await startGame(page, 'Northgate');
      await playGame(page);
      await expectReview(page);
      // Asked from outside the offline browser: nothing has reached the server yet.
      expect(await serverGames(request, account.token)).toEqual([]);
      // Back online on the review page, away from the game-day screen: the game goes out from there.
      await goOnline(context);
      await expect
        .poll(async () => (await serverGames(request, account.token)).map((game) => game.decisions.length))
        .toEqual([4]);
      const [game] = await serverGames(request, account.token);
      expect(game!.opponent).toBe('Northgate');
      expect(game!.decisions.every((decision) => decision.choice !== null && decision.outcome !== null)).toBe(true);
      expect(game!.events.at(-1)?.kind).toBe('final');
    });
  });
});
