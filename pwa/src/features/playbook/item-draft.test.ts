import { describe, expect, it } from 'vitest';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { draftOf, editOf, hasChanges } from './item-draft';
import { resizeBlock } from './plan-edit';

const plan: PracticePlan = {
  title: 'U12 passing',
  sport: 'soccer',
  level: 'youth',
  players: 12,
  totalMinutes: 30,
  focus: ['passing'],
  equipment: [],
  notes: [],
  blocks: [
    { activity: 'Rondo', minutes: 15, phase: 'warm-up', groups: 'all', equipment: [], coachingPoints: [] },
    { activity: 'Scrimmage', minutes: 15, phase: 'game', groups: 'all', equipment: [], coachingPoints: [] },
  ],
};
const item = { title: 'Tuesday', tags: ['u12'], notes: '', plan, scheduledAt: null };

describe('one draft of a playbook item', () => {
  it('holds every edit of the page, and one save stores them all together', () => {
    const draft = {
      ...draftOf(item),
      title: ' Thursday ',
      tags: 'U12, Passing',
      notes: 'Bring bibs',
      plan: resizeBlock(resizeBlock(plan, 0, 1), 1, -1),
      when: '2026-12-05T09:30',
    };
    expect(hasChanges(draft, item)).toBe(true);
    expect(editOf(draft)).toEqual({
      edit: {
        title: 'Thursday',
        tags: ['u12', 'passing'],
        notes: 'Bring bibs',
        plan: draft.plan,
        scheduledAt: new Date('2026-12-05T09:30').toISOString(),
      },
    });
  });

  it('has no changes when it says what is stored, tags written any way', () => {
    expect(hasChanges(draftOf(item), item)).toBe(false);
    expect(hasChanges({ ...draftOf(item), tags: ' U12 ,' }, item)).toBe(false);
    expect(hasChanges({ ...draftOf(item), title: 'Tuesday ' }, item)).toBe(false);
  });

  it('is not saved without a title, or with a timeline that does not fill the plan', () => {
    expect(editOf({ ...draftOf(item), title: '  ' })).toEqual({ problem: 'title' });
    expect(editOf({ ...draftOf(item), plan: resizeBlock(plan, 0, 1) })).toEqual({ problem: 'plan' });
  });
});
