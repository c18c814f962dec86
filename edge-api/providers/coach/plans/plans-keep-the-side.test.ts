import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { planReplyFor } from './plan-test-kit';

// A focus is read in its sport's sense and on its side of the ball: a pass-coverage day is worked by
// defenders, a return day by returners, and the words a focus shares with another skill ("pass",
// "serve", "press", "route") never hand the session to that skill.

interface SideCase {
  sport: Sport;
  message: string;
  /** Skills of the focus: some middle block runs a drill with one. */
  right: string[];
  /** Skills of the other side or sense: no middle block runs a drill with one of them and none of `right`. */
  wrong: string[];
  /** Skills no middle drill may have at all: a build-up game is no pressing drill, whoever presses in it. */
  never?: string[];
  /** Distinct drills of the focus the middle runs, when the library has them for the group. */
  atLeast?: number;
}

const CASES: SideCase[] = [
  {
    sport: 'baseball',
    message: 'need a 75 minute practice on holding runners and pick off moves, 13u team',
    right: ['pickoffs', 'holding-runners'],
    wrong: ['hitting', 'bunting'],
  },
  {
    sport: 'baseball',
    message: '1 hour with 14 kids age 13: pickoffs first, then rundowns',
    right: ['pickoffs'],
    wrong: ['hitting', 'bunting'],
  },
  {
    sport: 'football',
    message: 'red zone pass coverage practice, 90 min, varsity, 22 players',
    right: ['coverage'],
    wrong: ['passing', 'route-running', 'route running', 'route timing', 'screens', 'release'],
  },
  {
    sport: 'football',
    message: 'we keep getting beat deep - pass defense practice for 2 hours jv',
    right: ['coverage'],
    wrong: ['passing', 'route-running', 'route running', 'route timing', 'screens', 'release'],
  },
  {
    sport: 'football',
    message: '75 minute practice on our pass rush for 16 high school linemen',
    right: ['pass-rush'],
    wrong: ['passing', 'route-running', 'route running', 'catching'],
  },
  {
    sport: 'golf',
    message: 'range session on course management and picking a line off the tee',
    right: ['course-management'],
    wrong: ['route-running'],
  },
  {
    sport: 'golf',
    message: '75 minute practice for my high school golf team: course management and picking a line off the tee',
    right: ['course-management'],
    wrong: ['route-running'],
  },
  {
    sport: 'soccer',
    message: 'pressing triggers session, 75 min, U14, 14 players',
    right: ['pressing'],
    wrong: ['build-up', 'possession'],
    never: ['build-up'],
  },
  {
    sport: 'soccer',
    message: 'u11 practice 60 min working on our high press, 14 players',
    right: ['pressing'],
    wrong: ['build-up', 'possession'],
    never: ['build-up'],
  },
  {
    sport: 'basketball',
    message: 'screen defence today - hedge and switch, 75 min, 12 players',
    right: ['screen-defense', 'pick-and-roll-defense'],
    wrong: ['pick-and-roll', 'screening', 'horns', 'shooting'],
    atLeast: 2,
  },
  {
    sport: 'basketball',
    message: '90 min practice for 12 varsity girls on defending ball screens',
    right: ['screen-defense', 'pick-and-roll-defense'],
    wrong: ['pick-and-roll', 'screening', 'horns', 'shooting'],
    atLeast: 2,
  },
  {
    sport: 'basketball',
    message: 'practice plan: pick and roll defense, 60 min, 10 kids age 12',
    right: ['screen-defense', 'pick-and-roll-defense'],
    wrong: ['pick-and-roll', 'screening', 'horns', 'shooting'],
  },
  {
    sport: 'tennis',
    message: 'practice on returning big serves for our 4.0 doubles team',
    right: ['return'],
    wrong: ['serve'],
  },
  {
    sport: 'tennis',
    message: 'clinic on returning first serves, 60 min, 6 adults',
    right: ['return'],
    wrong: ['serve'],
  },
  {
    sport: 'tennis',
    message: 'hour lesson for 4 high school players - returning hard serves',
    right: ['return'],
    wrong: ['serve'],
  },
];

describe("a plan's focus keeps its sport's sense and its side of the ball", () => {
  it.each(CASES.map((entry) => [entry.sport, entry.message, entry] as const))('%s: %s', (sport, _message, entry) => {
    const { text, plan } = planReplyFor(sport, entry.message);
    const library = new Map(knowledgeOf(sport).drills.map((drill) => [drill.id, drill]));
    const middle = plan.blocks
      .filter((block) => block.phase === 'technical' || block.phase === 'tactical')
      .map((block) => (block.drillId === undefined ? undefined : library.get(block.drillId)))
      .filter((drill) => drill !== undefined);
    const has = (skills: string[], wanted: string[]) => skills.some((skill) => wanted.includes(skill));
    expect(middle.some((drill) => has(drill.skills, entry.right))).toBe(true);
    const offSide = middle.filter((drill) => has(drill.skills, entry.wrong) && !has(drill.skills, entry.right));
    expect(offSide.map((drill) => drill.title)).toEqual([]);
    expect(middle.filter((drill) => has(drill.skills, entry.never ?? [])).map((drill) => drill.title)).toEqual([]);
    expect(
      new Set(middle.filter((drill) => has(drill.skills, entry.right)).map((drill) => drill.id)).size,
    ).toBeGreaterThanOrEqual(entry.atLeast ?? 1);
    // The read-back names no skill of the other side or sense as a focus.
    const readBack = /> Read: [^\n]*/.exec(text)?.[0] ?? '';
    expect(readBack).toMatch(/focus /);
    expect(plan.focus.join(' ')).not.toMatch(/\b(?:passing|serve|driving|route running|build-up)\b/);
  });
});

describe('a focus with no drill of its own here says so and works on its nearest drills', () => {
  it('a youth screen-defence day with no drill for its age says what stands in, and counts only real focus minutes', () => {
    const { plan } = planReplyFor('basketball', 'practice plan: pick and roll defense, 60 min, 10 kids age 12');
    const counted = plan.notes.find((note) => /working minutes go to/.test(note)) ?? '';
    const [focused = 0, total = 0] = (/(\d+) of the (\d+) working minutes/.exec(counted) ?? []).slice(1).map(Number);
    expect(total).toBeGreaterThan(0);
    // Defensive footwork drills stand in honestly: they fill time but are not counted as screen defence.
    expect(focused).toBeLessThan(total);
  });
});
