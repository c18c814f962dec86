import { describe, expect, it } from 'vitest';
import { planFor, planReplyFor } from './plan-test-kit';

const readLine = (text: string) => /> Read: (.*)/.exec(text)?.[1] ?? '';
const middleOf = (plan: ReturnType<typeof planFor>) =>
  plan.blocks.filter((block) => block.phase === 'technical' || block.phase === 'tactical');

describe('a scheme to beat is the focus, from our side', () => {
  it.each([
    [
      'basketball',
      'thurs we play a squad that lives in a 1-3-1 zone, 14 hs boys, 80 min',
      /focus zone offense \(to beat their 1-3-1 zone\)/,
    ],
    ['basketball', "opponent's gonna press us full court all nite. 9 players 1 hr", /focus press break/],
    [
      'football',
      'friday we face the triple option, 2 hr practice, 35 varsity guys, need a plan',
      /focus run defense \(to stop their triple option\)/,
    ],
    ['tennis', 'got a league match vs a moonballer sat, plan me 90 min', /focus approach \(to beat a moonballer/],
  ] as const)('%s: "%s"', (sport, message, focus) => {
    const { text } = planReplyFor(sport, message);
    expect(readLine(text)).toMatch(focus);
    expect(readLine(text)).not.toMatch(/no focus named/);
  });
});

describe('a problem stated is the fix the plan works on', () => {
  it('walks in baseball make a throwing-strikes practice that closes on a strikes game', () => {
    const plan = planFor('baseball', 'plan a 75 min practice tmrw for 12 11u kids, we walked way too many batters sat');
    expect(plan.focus).toContain('pitching');
    expect(middleOf(plan).filter((block) => /towel|strike/i.test(block.activity)).length).toBeGreaterThanOrEqual(2);
    expect(middleOf(plan).some((block) => /soft toss|front toss/i.test(block.activity))).toBe(false);
    expect(plan.blocks.find((block) => block.phase === 'game')?.activity).toMatch(/Count Game/);
  });

  it('missed flag pulls make a flag pulling practice', () => {
    const { text, plan } = planReplyFor(
      'football',
      'we lose every week cuz our kids miss flags. flag team, 12 seven year olds, 45 min',
    );
    expect(readLine(text)).toMatch(/focus flag pulling/);
    expect(plan.blocks.some((block) => /flag pull/i.test(block.activity))).toBe(true);
  });

  it('a golfer who chokes on the back nine gets pressure work as a second focus', () => {
    const { text } = planReplyFor('golf', 'I keep chunking wedges when I get tense late in a round, 1 hour session');
    expect(readLine(text)).toMatch(/focus .*pressure/);
  });
});

describe('two focuses each get real blocks', () => {
  it('rebounding and getting back on D both have drills of their own', () => {
    const { text } = planReplyFor('basketball', '70 min, 11 jv players - box outs + transition defense plz');
    expect(readLine(text)).toMatch(/focus rebounding and transition defense/);
    expect(text).toMatch(/Drill minutes by focus: rebounding \d+, transition defense \d+/);
  });
});

describe('a horizon makes a progression that mixes skills', () => {
  it('a golf team three weeks from a qualifier mixes areas in every session and names the event', () => {
    const { text, plan } = planReplyFor(
      'golf',
      'our hs golf team has the qualifier in 3 weeks, practice is 2x a week, 75 min',
    );
    expect(readLine(text)).toMatch(/ready for the qualifier in 3 weeks/);
    expect(readLine(text)).toMatch(/\b10 players|\b12 players/);
    const sessions = text.split('\n').filter((line) => line.startsWith('- Session'));
    expect(sessions).toHaveLength(6);
    for (const session of sessions) expect(session).toMatch(/focus [a-z ]+(?:,| and) [a-z ]+/);
    expect(plan.focus.length).toBeGreaterThan(1);
  });
});

describe('kit and levels as the coach gave them', () => {
  it('a listed run of kit keeps drills needing a wall out, and mixed levels work in ball-colour groups', () => {
    const { text, plan } = planReplyFor(
      'tennis',
      'group of 10 juniors, all different levels. 3 courts, orange and green balls, cones, throw down lines. 1 hr',
    );
    expect(plan.equipment.join(' ')).not.toMatch(/\bwall\b/);
    expect(text).toMatch(/Mixed ability: every block runs in 2 level groups \(orange and green balls\)/);
  });
});

describe('one adult player plans their own session', () => {
  it.each([
    ['golf', 'plan my 45 min range session, I slice my driver when it counts'],
    ['tennis', 'my second serve falls apart in matches, give me an hour of practice'],
  ] as const)('%s: "%s" is one adult, not a high-school squad', (sport, message) => {
    const { text, plan } = planReplyFor(sport, message);
    expect(plan.players).toBe(1);
    expect(plan.level).toBe('adult');
    expect(text).not.toMatch(/level high-school|High School/);
  });
});
