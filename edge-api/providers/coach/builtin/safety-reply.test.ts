import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { safetyRules } from '../knowledge/knowledge-base';
import { answer } from './builtin-coach';

function reply(sport: Sport, mode: PersonalityMode, message: string): string {
  return answer({ sport, mode, message, history: [] }).text;
}

const words = (text: string) => text.split(/\s+/).filter((word) => word.length > 0).length;

const PITCHER_IN_PAIN: readonly string[] = [
  'my 12u pitcher says his elbow is sore, 3-2 count bases loaded, what do i throw',
  '11 yr old pitcher arm hurts after 40 pitches, keep him in?',
  'our pitcher has a sore sholder, 2 outs in the 6th up 1, walk the batter?',
  'kid on the mound felt a pop in his elbow, we are up 2 in the last inning',
  'starter shaking his arm between pitches, says forearm is tight, 75 pitches, 1 out',
  'pitcher elbo hurting a bit but he wants to finish the inning',
];

const HEAD_KNOCKS: readonly [Sport, string][] = [
  ['soccer', 'our striker clashed heads with a defender and seems dizzy, sub him?'],
  ['football', 'qb took a knee to the head, says hes fine, can he go back in'],
  ['basketball', 'my guard hit his head on the floor, looks dazed, 2 min left up 4'],
  ['baseball', 'catcher took a foul ball to the mask and is woozy'],
  ['soccer', 'think my cb is concused after that header, 10 mins left'],
  ['football', 'rb got his bell rung on that run, do we keep running him?'],
];

const IN_PAIN: readonly [Sport, string, string][] = [
  ['basketball', 'my point guard rolled his ankle, its swollen, should i play him in the 4th', 'ankle'],
  ['soccer', 'winger felt his hamstring tighten up, 20 mins left down 1', 'hamstring'],
  ['football', 'our lb says his knee hurts, 3rd and 2 coming up', 'knee'],
  ['tennis', 'my shoulder hurts when i serve, best serve for break point?', 'shoulder'],
  ['soccer', 'my daughter has a sore hammie, play her the second half?', 'hamstring'],
];

// Coaching questions that name a body part, a head or a hurt without anyone being hurt.
const NOT_HURT: readonly [Sport, string][] = [
  ['basketball', 'the elbow is hurting us, their big keeps scoring from there'],
  ['soccer', 'their wing back is hurting us down the left'],
  ['baseball', 'how do i fix my pitchers arm slot'],
  ['football', 'their running back is killing us, how do we stop him'],
  ['golf', 'head coach wants us to play from the back tees'],
  ['soccer', 'should we man mark him or play zonal?'],
  ['baseball', 'up 3 in the 7th, our pitcher is at 85 pitches, pull him?'],
  ['soccer', 'how do we defend headers at the back post'],
];

describe('safety before any call', () => {
  it.each(PITCHER_IN_PAIN)('a pitcher in pain is taken out first, whatever the count: %s', (message) => {
    const tactical = reply('baseball', 'gameOnTheLine', message);
    expect(tactical).toMatch(/^Take (?:him|her) out: no more pitching today, and have a doctor check that \w+\.$/);
    expect(words(tactical)).toBeLessThanOrEqual(15);
    const strategic = reply('baseball', 'comprehensiveCoach', message);
    expect(strategic.split('\n')[0]).toBe('### Safety first');
    expect(strategic).toMatch(/whatever the count or the score/);
    expect(strategic).toMatch(/doctor or athletic trainer/);
  });

  it('names the body part as the coach would, typo or not', () => {
    expect(reply('baseball', 'gameOnTheLine', 'our pitcher has a sore sholder')).toContain('check that shoulder.');
    expect(reply('baseball', 'gameOnTheLine', 'pitcher elbo hurting')).toContain('check that elbow.');
  });

  it.each(HEAD_KNOCKS)('%s: a knock to the head is out for the day until a doctor clears it: %s', (sport, message) => {
    const tactical = reply(sport, 'gameOnTheLine', message);
    expect(tactical).toBe('Take him out now: no return today; back only when a doctor clears him.');
    const strategic = reply(sport, 'comprehensiveCoach', message);
    expect(strategic).toContain('rest of the day');
    expect(strategic).toContain("doctor's clearance");
  });

  it.each(IN_PAIN)('%s: a player in pain stops before any call: %s', (sport, message, part) => {
    const tactical = reply(sport, 'gameOnTheLine', message);
    expect(tactical).toMatch(
      new RegExp(`^Take (?:him|her|yourself) out: no more play today, and have a doctor check that ${part}\\.$`),
    );
    expect(words(tactical)).toBeLessThanOrEqual(15);
  });

  it('speaks of the player as the message does', () => {
    expect(reply('soccer', 'gameOnTheLine', 'my daughter has a sore hammie')).toMatch(/^Take her out/);
    expect(reply('tennis', 'gameOnTheLine', 'my knee aches on the serve')).toMatch(/^Take yourself out/);
  });

  it.each(NOT_HURT)('%s: "%s" is coached as asked', (sport, message) => {
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach'] as const) {
      const text = reply(sport, mode, message);
      expect(text, mode).not.toMatch(/Safety first|no more play today|no more pitching today|no return today/);
    }
  });

  it('loads valid safety rules, each Tactical line within 15 words once the part is filled', () => {
    const rules = safetyRules();
    expect(rules.map((rule) => rule.id)).toEqual(['pitcher-arm-pain', 'head-knock', 'pain']);
    for (const rule of rules) {
      expect(words(rule.short.replace('{part}', 'rotator cuff')), rule.id).toBeLessThanOrEqual(15);
    }
  });
});
