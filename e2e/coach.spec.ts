import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

// The questions a newcomer asked the coach, each with what a coach would accept as its answer.
// One signed-in account asks them all (10 of the free plan's 15 messages), so the suite spends one
// code request per project instead of one per question.

async function choose(page: Page, sport: string, mode: 'Tactical' | 'Strategic') {
  const sportButton = page.getByRole('button', { name: /^Sport:/ });
  if (!(await sportButton.getAttribute('aria-label'))?.includes(sport)) {
    await sportButton.click();
    await page.getByRole('dialog', { name: 'Select a Sport' }).getByRole('button', { name: sport }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', new RegExp(sport, 'i'));
  }
  const modeButton = page.getByRole('button', { name: /^Analysis mode:/ });
  if (!(await modeButton.getAttribute('aria-label'))?.includes(mode)) {
    await modeButton.click();
    await page.getByRole('button', { name: new RegExp(`${mode} Mode`) }).click();
    await expect(modeButton).toHaveAttribute('aria-label', new RegExp(mode));
  }
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  await input.press('Enter');
  // Waits for this question to be the chat's last, not for a count: after a sport or mode change the
  // new chat's list may still be on its way, and a count taken then is the old chat's.
  await expect(page.getByTestId('message-user').last()).toContainText(question);
  // A question and its reply's bubble are stored together: the last reply is this question's (the
  // locator is read again on every retry, so a greeting shown before it is never the one checked).
  const reply = page.getByTestId('message-assistant').last();
  // aria-busy clears when the reply has finished streaming and is stored.
  await expect(reply).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  return reply;
}

test('the coach answers the question asked: counters, situations with numbers, plans, rules and honest edges', async ({
  page,
  account: _account,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWelcomeDialog', 'true'));
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  await choose(page, 'Football', 'Tactical');
  const cover2 = await ask(page, 'How do I beat a cover 2 defense?');
  await expect(cover2).toContainText(/smash|between (the )?corner and (the )?safety|seams/i);
  await expect(cover2).not.toContainText('splits the deep field');

  const blitz = await ask(page, 'They keep blitzing up the middle, what should I call?');
  await expect(blitz).toContainText(/screen|play action|quick|hot|draw|protection/i);

  const fourth = await ask(page, '4th and 1 at midfield, tied, 6 minutes left. Go for it or punt?');
  await expect(fourth).toContainText('Go for it');
  await expect(fourth).toContainText(/\d+(\.\d)?% to win/);

  const superBowl = await ask(page, 'Who won the Super Bowl in 2020?');
  await expect(superBowl).toContainText("I don't keep results: check the NFL or NCAA app, or a sports-score app.");

  const safety = await ask(page, 'How many points is a safety worth?');
  await expect(safety).toContainText(/two points|2 points/i);

  await choose(page, 'Basketball', 'Tactical');
  const foulTrouble = await ask(page, 'Their center is in foul trouble, how do we exploit it?');
  await expect(foulTrouble).toContainText(/attack him|post him|drive at him/i);

  await choose(page, 'Baseball', 'Tactical');
  const bunt = await ask(page, 'Runner on first, one out, down by one in the 8th. Bunt or swing away?');
  await expect(bunt).toContainText(/Swing away|Sacrifice bunt/);
  await expect(bunt).toContainText(/chance of scoring/);

  await choose(page, 'Golf', 'Tactical');
  const club = await ask(page, '150 yards into a 15 mph headwind, what club do I hit?');
  await expect(club).toContainText(/plays-like yards/);
  await expect(club).toContainText(/wood|iron|hybrid/i);

  await choose(page, 'Soccer', 'Strategic');
  const downAMan = await ask(page, 'We are down a man with 20 minutes left, what do we change?');
  await expect(downAMan).toContainText('Recommendation');
  await expect(downAMan).toContainText(/4-4-1|4-4-0|low block/);

  const practice = await ask(page, 'Design a 60 minute practice for 12 U12 players focused on passing');
  await expect(practice).toContainText('Water break');
  // The plan's blocks are a table whose minutes column adds up to exactly the hour asked for.
  await expect(practice.locator('table tbody tr').nth(4)).toBeAttached();
  const rows = await practice
    .locator('table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
  const blocks = rows.filter((cells) => cells[3] !== 'Total').map((cells) => Number(cells[2]));
  expect(blocks.length).toBeGreaterThanOrEqual(5);
  expect(blocks.reduce((sum, n) => sum + n, 0)).toBe(60);
  expect(rows.find((cells) => cells[3] === 'Total')?.[2]).toBe('60');
});
