import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { SKILL_PRACTICE } from '../plans/skill-practice-content';
import { parsePlanRequest } from '../understand/parse-plan-request';
import { answer } from './builtin-coach';
import { childSized, statGoalIn } from './skill-practice';

const NOW = new Date('2026-11-27T10:00:00Z');

function trainer(sport: Sport, message: string): string {
  return answer({ mode: 'personalTrainer', sport, history: [], message, now: NOW }).text;
}

interface ShownDay {
  header: string;
  minutes: number;
  blocks: { line: string; minutes: number }[];
}

/** The days of a skill-practice reply with the minutes of each block, read back from the text. */
function daysOf(text: string): ShownDay[] {
  const days: ShownDay[] = [];
  for (const line of text.split('\n')) {
    const header = /^\*\*(.+?)\*\* \((\d+) min\)$/.exec(line);
    if (header) {
      days.push({ header: header[1] ?? '', minutes: Number(header[2]), blocks: [] });
      continue;
    }
    const block = /^- .+? \((\d+) min\)/.exec(line);
    if (block && days.length > 0) days.at(-1)?.blocks.push({ line, minutes: Number(block[1]) });
  }
  return days;
}

function expectFullDays(text: string, days: number, minutes: number): ShownDay[] {
  const shown = daysOf(text);
  expect(shown).toHaveLength(days);
  for (const day of shown) {
    // A warm-up alone is not a session: every day holds at least one named drill beside it.
    expect(day.blocks.filter((block) => !block.line.startsWith('- Warm-up')).length).toBeGreaterThan(0);
    expect(day.minutes).toBe(minutes);
    expect(day.blocks.reduce((sum, block) => sum + block.minutes, 0)).toBe(minutes);
  }
  return shown;
}

describe('skill practice in Trainer mode', () => {
  it('says a free-throw goal back in percent, counts the weeks to the date and fits the days and minutes given', () => {
    const text = trainer(
      'basketball',
      'Right now I make about 55 percent of my free throws and the goal is 72% before February 12. 45 minutes, 5 days a week.',
    );
    expect(text).toContain('skill practice: free-throw percentage');
    expect(text).toMatch(/from 55% to 72% by February 12, 2027 \(11 weeks away\)/);
    expect(text).not.toMatch(/\bmph\b|Squat|Deadlift/);
    expectFullDays(text, 5, 45);
    expect(text).toMatch(/\| 11 \| 72% \|/);
    expect(text).toContain('Routine free throws');
  });

  it('reads a first-serve percentage as a percentage, never as serve speed', () => {
    const text = trainer(
      'tennis',
      'I land 50% of first serves. I would like 62% within 10 weeks; 4 days a week, 1 hour each.',
    );
    expect(text).toContain('first-serve percentage from 50% to 62%');
    expect(text).not.toMatch(/\bmph\b|km\/h/);
    expectFullDays(text, 4, 60);
    expect(text).toMatch(/\| 10 \| 62% \|/);
  });

  it('keeps a weak foot range in the metres it was said in', () => {
    const text = trainer(
      'soccer',
      'My left foot passing only reaches 12 metres, I want 22 metres in 12 weeks. 25 minutes, 3 days a week.',
    );
    expect(text).toContain('weak-foot passing range from 12 m to 22 m');
    expect(text).not.toMatch(/from 12 yd/);
    expectFullDays(text, 3, 25);
  });

  it('gives a golfer lowering a handicap priorities by where strokes go, course management and stats to track', () => {
    const text = trainer(
      'golf',
      'aged 61, my handicap is 24 and I would like to play off 20 in 16 weeks. Two sessions a week of 75 minutes.',
    );
    expect(text).toContain('handicap from 24 to 20');
    expect(text).toMatch(/Putting inside 10 ft/);
    expect(text).toMatch(/30–100 yd/);
    expect(text).toContain('### Course management');
    expect(text).toContain('### Stats to track every round');
    expectFullDays(text, 2, 75);
    // Lower is better: the line only comes down.
    const line = [...text.matchAll(/^\| \d+ \| ([\d.]+) \|$/gm)].map((row) => Number(row[1]));
    expect(line.at(0)).toBe(24);
    expect(line.at(-1)).toBe(20);
    expect(line.every((value, index) => index === 0 || value <= (line[index - 1] ?? value))).toBe(true);
  });

  it('reads "61 y/o" as the golfer\'s age, never as a group of 61 players', () => {
    const text = trainer(
      'golf',
      'I am 61 y/o, scoring average is 96, want to shoot 90 by summer, 3 days a week for 40 minutes',
    );
    expect(text).toContain('scoring average from 96 strokes to 90 strokes');
    expect(text).toContain('age 61');
    expect(text).not.toMatch(/61 players|\| # \| Start \|/);
    expect(parsePlanRequest('47 yo golfer, 60 minute range session').players).not.toBe(47);
    expect(parsePlanRequest('age 52, need a 45 minute session').players).not.toBe(52);
  });

  it("answers a child's hitting fault with child-sized drills and fun, on every day asked", () => {
    const text = trainer(
      'baseball',
      'My 9-year-old daughter keeps pulling her head off the ball, we have 20 minutes on 4 days a week',
    );
    expect(text).toContain('skill practice: hitting');
    expect(text).toContain('### For a young player');
    expect(text).not.toMatch(/Split Squat|Med Ball/);
    const days = expectFullDays(text, 4, 20);
    expect(days.at(-1)?.header).toContain('test day');
    expect(text).toMatch(/\| 8 \| 8 \|/);
  });

  it('never answers one young player with a team session', () => {
    const text = trainer('baseball', 'Program for my 10 year old slugger, 15 minutes a day');
    expect(text).not.toMatch(/12 players|\| # \| Start \|/);
  });

  it('turns a spiral that will not come into throwing drills and a weekly check', () => {
    const text = trainer('football', 'My throws wobble and never spiral. 25 minutes, 3 times a week for 6 weeks');
    expect(text).toContain('skill practice: throwing');
    expect(text).toContain('One-knee spiral throws');
    expect(text).toMatch(/Weekly check: 10 full-speed throwing reps/);
    expectFullDays(text, 3, 25);
  });

  it('says so honestly when the target is far steeper than practice usually moves the stat', () => {
    const text = trainer(
      'basketball',
      'My free throw percentage is 40% and I need 85% in 4 weeks, 30 minutes 3 days a week',
    );
    expect(text).toContain('**Honest note:**');
    expect(text).toMatch(/Around 44% by then/);
  });

  it('adds physical work only when it is asked for', () => {
    const plain = trainer('tennis', 'first serve percentage 45% to 55% in 8 weeks, 3 days a week, 45 min');
    const asked = trainer(
      'tennis',
      'first serve percentage 45% to 55% in 8 weeks, 3 days a week, 45 min, plus some gym strength work',
    );
    expect(plain).toContain('**Optional add-on');
    expect(plain).not.toContain('### Physical work');
    expect(asked).toContain('### Physical work');
  });

  it('reads a golfer\'s putts a round with the target said bare, and sessions said as "twice a week"', () => {
    const text = trainer(
      'golf',
      'Averaging 38 putts a round, hoping to get down to 33 within 12 weeks, twice a week, 50 minutes',
    );
    expect(text).toContain('putts per round from 38 putts to 33 putts in 12 weeks');
    expectFullDays(text, 2, 50);
  });

  it('keeps a target said after "under" and a count said with "times"', () => {
    const text = trainer(
      'tennis',
      'Around 7 double faults a match, I want under 2 in 8 weeks, 4 days a week, 35 minutes',
    );
    expect(text).toContain('double faults per match from 7 double faults a match to 2 double faults a match');
  });

  it("turns a golfer's slice into swing practice, not a gym program", () => {
    const text = trainer('golf', 'This slice ruins every round. 2 range sessions a week, 60 min each');
    expect(text).toContain('Golf skill practice');
    expect(text).toMatch(/slice/i);
    expectFullDays(text, 2, 60);
  });

  it('says a made-of-attempted stat back as it was said, with its percentage', () => {
    const text = trainer(
      'basketball',
      'She makes 5 of 10 free throws and wants 6 of 10 in 10 weeks, 25 minutes, 3 days a week',
    );
    expect(text).toContain('from 5 of 10 (50%) to 6 of 10 (60%)');
  });

  it('leaves a physical goal to the strength program', () => {
    const text = trainer('basketball', 'I want to jump higher and get stronger, 3 days a week');
    expect(text).not.toContain('skill practice');
  });
});

describe('reading a stat goal', () => {
  const stat = (id: string) => {
    const found = SKILL_PRACTICE.stats.find((each) => each.id === id);
    if (!found) throw new Error(`no stat ${id}`);
    return found;
  };

  it('takes the number after a target word as the target, whichever comes first', () => {
    const goal = statGoalIn(stat('free-throw-percentage'), 'I want 80% by May, at the moment I am at 61%');
    expect(goal).toMatchObject({ current: 61, target: 80, unit: '%' });
  });

  it('reads made-of-attempted as a percentage', () => {
    const goal = statGoalIn(stat('free-throw-percentage'), 'I make 13 of 20 free throws and want to get to 75%');
    expect(goal).toMatchObject({ current: 65, target: 75, unit: '%' });
  });

  it('does not take an age, a date or minutes for the stat', () => {
    const goal = statGoalIn(stat('handicap'), "I'm 58, 45 minutes a day, handicap 16 down to 11 by March 3");
    expect(goal).toMatchObject({ current: 16, target: 11 });
  });
});

describe('child-sized volumes', () => {
  it('halves counts and keeps distances', () => {
    expect(childSized('3 sets of 10 throws from 20 feet')).toBe('2 sets of 5 throws from 20 feet');
    expect(childSized('4 rounds of 2 minutes')).toBe('2 rounds of 2 minutes');
  });
});

describe('skill practice content', () => {
  it('names only faults its sports list', () => {
    for (const each of SKILL_PRACTICE.stats) {
      for (const id of each.faults) {
        const listed = each.sports.some((sport) => knowledgeOf(sport).faults.some((fault) => fault.id === id));
        expect(listed, `${each.id} → ${id}`).toBe(true);
      }
    }
  });

  it('compiles every cue and unit', () => {
    for (const each of SKILL_PRACTICE.stats) {
      for (const cue of each.cues) expect(() => new RegExp(cue)).not.toThrow();
      for (const unit of each.units) expect(() => new RegExp(unit.words)).not.toThrow();
    }
  });
});

describe('a stat said as who the athlete is, beside a physical mark to move', () => {
  it('leaves the program to the mark: a handicap beside a swing-speed target', () => {
    const text = trainer(
      'golf',
      '52 yo, 18 hcp, swing speed 85 mph, want 92 by June. bad lower back (L4-L5). 3x a week',
    );
    expect(text).not.toMatch(/skill practice: handicap/i);
    expect(text).toMatch(/85 → 92 mph swing speed/);
  });

  it('keeps the stat as the goal when a target for it is said', () => {
    const text = trainer('golf', "i'm a 20 handicap, want to be a 12 by august and add 10 mph swing speed");
    expect(text).toMatch(/handicap from 20 to 12/);
  });
});
