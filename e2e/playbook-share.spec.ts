import { AUTH_HEADER } from '../shared/contract/headers';
import type { PracticeBlock, PracticePlan } from '../shared/practice-plan';
import { expect, test } from './fixtures/test';

// A plan shared by link, then edited: whoever opens the link sees the plan as it is now, not the
// coach's first draft that the saved reply still holds.

const rondo: PracticeBlock = {
  minutes: 15,
  activity: 'Rondo 4v1',
  phase: 'warm-up',
  groups: '3 groups of 4',
  equipment: ['cones'],
  coachingPoints: ['Open body shape'],
};
const game: PracticeBlock = {
  minutes: 45,
  activity: 'Small-sided game',
  phase: 'game',
  groups: '2 teams of 6',
  equipment: ['bibs', 'goals'],
  coachingPoints: ['Play forward when you can'],
};

const plan = (blocks: PracticePlan['blocks']): PracticePlan => ({
  title: 'U12 passing practice',
  sport: 'soccer',
  totalMinutes: 60,
  players: 12,
  level: 'youth',
  focus: ['passing'],
  blocks,
  equipment: ['cones', 'bibs', 'goals'],
  notes: [],
});

test('a shared plan shows the blocks as edited after it was shared, not the reply it was saved from', async ({
  page,
  account,
}) => {
  const headers = { [AUTH_HEADER]: account.token };
  const original = plan([rondo, game]);
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 21);
  const reply = [
    '## U12 passing practice',
    '',
    '| Start | Min | Activity |',
    '| --- | --- | --- |',
    '| 0:00 | 15 | Rondo 4v1 |',
    '| 0:15 | 45 | Small-sided game |',
    '',
    '```json',
    JSON.stringify(original),
    '```',
  ].join('\n');
  const saved = await page.request.post('/api/playbook', {
    headers,
    data: { id, kind: 'practice-plan', title: 'U12 passing', sport: 'soccer', markdown: reply, plan: original },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const shared = await page.request.post('/api/shares', { headers, data: { kind: 'item', target: id } });
  expect(shared.status(), await shared.text()).toBe(201);
  const { url } = (await shared.json()) as { url: string };

  // The plan page's edit: the game first and 5 minutes longer, the rondo renamed and shorter.
  const edited = plan([
    { ...game, minutes: 50 },
    { ...rondo, minutes: 10, activity: 'Rondo 5v2' },
  ]);
  const patched = await page.request.patch(`/api/playbook/${id}`, { headers, data: { plan: edited } });
  expect(patched.status(), await patched.text()).toBe(200);

  await page.goto(url);
  const item = page.getByTestId('shared-item');
  await expect(item.getByRole('heading', { name: 'U12 passing' })).toBeVisible();
  const rows = item.getByRole('row');
  await expect(rows.filter({ hasText: 'Rondo 5v2' })).toContainText('10');
  await expect(rows.filter({ hasText: 'Small-sided game' })).toContainText('50');
  await expect(item.getByText('Rondo 4v1')).toHaveCount(0);
  // In the edited order: the game starts the session, the rondo follows it at 0:50.
  await expect(rows.filter({ hasText: 'Rondo 5v2' })).toContainText('0:50');
});
