import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { DECISION_LINE_MAX_WORDS } from '../../../../shared/engines/decision-line';
import type { EngineAdvice } from '../../../../shared/engines/engine-types';
import { splitWhy } from '../../../../shared/why';
import { decisionKindAsked } from '../understand/decision-asked';
import { engineAnswerFit, offeredOptions } from '../understand/option-fit';
import { answer } from './builtin-coach';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function callLine(sport: Sport, message: string): string {
  return splitWhy(answer({ mode: 'gameOnTheLine', sport, message, history: [] }).text).answer;
}

// A model's answer in its own shape, with only the fields the fit reads filled in.
function advice(engine: string, recommendation: string, options: [string, number][], measure = 'win probability') {
  return {
    sport: 'football',
    engine,
    recommendation,
    reason: '',
    options: options.map(([name, value]) => ({ name, value, measure })),
    points: [],
    source: '',
  } as EngineAdvice;
}

describe('the options a message offers', () => {
  it.each([
    ['late in the half, press them or drop into a zone?', ['press them', 'drop into a zone']],
    ['3rd and 2, up 4 — run it or throw it?', ['run it', 'throw it']],
    ['our keeper has the ball, 85th minute: play it short or go long?', ['play it short', 'go long']],
  ])('"%s" offers %j', (message, phrases) => {
    expect(offeredOptions(message)).toMatchObject({ phrases, yesNo: false });
  });

  it('reads "should we X" as one option to take or leave, and "or not" as no second option', () => {
    expect(offeredOptions('1-1 at the break, should our wingers tuck inside?')).toMatchObject({
      phrases: ['tuck inside'],
      yesNo: true,
    });
    expect(offeredOptions('do we sub the keeper or not?')).toMatchObject({ yesNo: true });
  });

  it('finds none in a question that offers nothing', () => {
    expect(offeredOptions('runner on 2nd, 1 out, what is the call?')).toBeUndefined();
  });
});

describe('a model that answers another decision does not answer', () => {
  it('fits when its call names an option, not when it names none', () => {
    const kickOrGo = advice('fourth_down_decision', 'Go for it', [
      ['Go for it', 0.6],
      ['Field goal', 0.4],
    ]);
    expect(engineAnswerFit('football', '4th and 3 at their 30, kick it or go?', kickOrGo).fit).toBe('answers');
    expect(engineAnswerFit('football', '4th and 3 at their 30, jet sweep or quarterback draw?', kickOrGo).fit).toBe(
      'anotherQuestion',
    );
  });

  it.each([
    'level at 1-1 in the 70th, they have 10 men, attack or stay compact?',
    '1-0 up with 15 to play, should we stay compact?',
  ])('soccer: "%s" is the game-state model’s own question', (message) => {
    expect(callLine('soccer', message)).toMatch(/\((?:\d-){2,3}\d\): (?:win|draw|loss) \d/);
  });

  it('a model’s own decision words count as naming its options', () => {
    const shape = advice('game_state_plan', 'Protect the lead (5-4-1)', [
      ['Win', 0.8],
      ['Draw', 0.15],
    ]);
    expect(engineAnswerFit('soccer', 'up 1-0, 10 minutes left, hold the lead or push for a second?', shape).fit).toBe(
      'answers',
    );
  });

  it.each([
    ['soccer', 'up 1-0 in the 80th, should our keeper take his time over goal kicks?'],
    ['soccer', 'drawing 0-0 at half time, do we man-mark their number 10 in open play or leave him?'],
  ] as [Sport, string][])('%s: "%s" gets no game-state figures for a question they do not answer', (sport, message) => {
    expect(callLine(sport, message)).not.toMatch(/win \d+(?:\.\d+)?%/);
  });
});

describe('a choice with one winning option is a play call', () => {
  it('names the play, not odds between a losing option and a winning one', () => {
    const onlyATouchdown = advice('fourth_down_decision', 'Go for it', [
      ['Go for it', 0.4],
      ['Field goal', 0],
      ['Punt', 0],
    ]);
    const fit = engineAnswerFit(
      'football',
      '4th and goal at their 2, 3 seconds left, down 6, kick or go?',
      onlyATouchdown,
    );
    expect(fit.fit).toBe('forced');
    if (fit.fit === 'forced') {
      expect(fit.call).toMatch(/goal-line/);
      expect(fit.because).toMatch(
        /^Field goal or punt cannot win from here \(0% in the model\); go for it is the only way \(40% to win\)/,
      );
    }
  });

  it.each([
    ['football', 'trailing by 4, 4th and goal from their 3 with 2 seconds on the clock — field goal or go?'],
    ['football', "we're down 5, 4th and goal at the 1, 3 secs left, what's the call"],
    ['basketball', 'down 3 with 1 second left, our ball in the frontcourt, 2 or 3?'],
  ] as [Sport, string][])('%s: "%s" gets the play', (sport, message) => {
    const line = callLine(sport, message);
    expect(line).not.toMatch(/\d+(?:\.\d+)?%/);
    expect(line).toMatch(/goal-line|best shooter/);
    expect(words(line)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
  });

  it('leaves a real choice to the model', () => {
    const both = advice('fourth_down_decision', 'Go for it', [
      ['Go for it', 0.55],
      ['Field goal', 0.45],
    ]);
    expect(engineAnswerFit('football', '4th and goal at the 3, 2 minutes left, down 3, kick or go?', both).fit).toBe(
      'answers',
    );
  });
});

// The in-game decisions coaches ask that no model answers, each with the call it gets: fitted to
// the state the message gives, one line at a glance.
const CALLS: [Sport, string, string, RegExp][] = [
  [
    'soccer',
    'their corner is coming and they have three giants up, zonal or man to man?',
    'set_piece_marking',
    /^Hybrid: zonal/,
  ],
  [
    'soccer',
    'my u9s keep losing runners on corners, mark zonal or man?',
    'set_piece_marking',
    /^Zonal: give each player a spot/,
  ],
  [
    'soccer',
    'their winger is clean through on goal, 89th minute, we lead 1-0. bring him down?',
    'professional_foul',
    /^Don't foul him/,
  ],
  [
    'soccer',
    'they break at us through midfield every time we lose it, do we take a yellow and stop the counter?',
    'professional_foul',
    /^Stop the counter early/,
  ],
  [
    'soccer',
    '2-1 up in stoppage time, how do we run the clock down?',
    'time_management',
    /^Keep the ball in their corners/,
  ],
  [
    'basketball',
    'their 5 is a head taller than anyone we have, front him or play behind?',
    'post_defence',
    /^Front him/,
  ],
  ['basketball', 'their post is strong but our size, three-quarter or front?', 'post_defence', /^Three-quarter him/],
  [
    'basketball',
    'do we switch or drop on their ball screens? all five of their guys are the same size',
    'ball_screen_coverage',
    /^Switch it/,
  ],
  [
    'basketball',
    'their guard is hitting pull-up threes off every ball screen, hedge or drop?',
    'ball_screen_coverage',
    /^Hedge hard/,
  ],
  ['basketball', 'their 2 guard is on fire, 6 threes already — zone or man?', 'hot_shooter', /^Go man and face-guard/],
  [
    'basketball',
    'down 2 with 2 seconds, shooting the second free throw — miss it on purpose?',
    'intentional_miss',
    /^Miss it hard/,
  ],
  [
    'basketball',
    'down 1, 3 seconds left, second free throw, should I miss the last free throw?',
    'intentional_miss',
    /^Make it/,
  ],
  [
    'baseball',
    'tied in the bottom of the 10th, runner on third, nobody out, infield in?',
    'walk_off_defence',
    /^Infield and outfield in/,
  ],
  [
    'baseball',
    'bottom 9, winning run on second with two outs, should the outfield come in?',
    'walk_off_defence',
    /^Outfield shallow to throw him out/,
  ],
  ['baseball', '2nd inning, man on third, 1 out, infield in or back?', 'infield_depth', /^Play back/],
  [
    'baseball',
    'tied in the 8th inning, runner on third, 1 out, bring the infield in?',
    'infield_depth',
    /^Infield in: late and close/,
  ],
  [
    'baseball',
    'runner on 3rd, 1 out, 0-2 count, safety squeeze or suicide?',
    'squeeze_type',
    /^No squeeze with two strikes/,
  ],
  [
    'baseball',
    'runner on 3rd, 1 out, our best bunter at the plate with a 2-1 count, suicide squeeze or safety squeeze?',
    'squeeze_type',
    /^Suicide squeeze/,
  ],
  [
    'football',
    'up 5, 4th and 12 at our own 2, 7 seconds to play, what do we do?',
    'backed_up_late',
    /^Take the safety/,
  ],
  ['football', 'what play do we run on the 2 point conversion?', 'two_point_play', /^Sprint-out with a rub/],
  ['football', '25 seconds before the half, do we squib it?', 'squib_or_sky', /^Squib it/],
  ['football', 'their kick returner is dangerous and took one back already, sky kick?', 'squib_or_sky', /^Sky kick/],
  [
    'football',
    'down 2, 10 seconds, no timeouts, in field goal range at their 22 — spike it or run a play?',
    'spike_or_play',
    /^Spike it, then send the field-goal unit/,
  ],
  [
    'tennis',
    'in doubles their net man keeps poaching, is it ok to hit right at the net player?',
    'hit_the_net_player',
    /^Yes: drive it hard/,
  ],
  ['tennis', 'gusty wind in my face this side, should I serve and volley or stay back?', 'wind_tactics', /^Stay back/],
  ['tennis', 'the wind is at my back on this end, come to the net or stay back?', 'wind_tactics', /^Come in/],
  [
    'golf',
    'match play, my opponent is in the trees punching out, 215 over water: go for the green or lay up?',
    'match_play_trouble',
    /^Lay up/,
  ],
  ['golf', 'pond on the right of the green, which side should I miss?', 'miss_side', /^Miss left/],
  ['golf', 'out of bounds left of this green, where should I miss?', 'miss_side', /^Miss right/],
];

describe('in-game decisions the notes hold a call for', () => {
  it.each(CALLS)('%s: "%s" asks %s and gets its call', (sport, message, kind, call) => {
    expect(decisionKindAsked(sport, message)?.kind).toBe(kind);
    const line = callLine(sport, message);
    expect(line).toMatch(call);
    expect(line.split('\n')).toHaveLength(1);
    expect(words(line)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
  });

  it('a lead of 1 or 2 late in the own end zone is not given away as a safety', () => {
    expect(
      decisionKindAsked('football', 'up 2, 4th and 9 at our own 3, 6 seconds to play, what do we do?')?.kind,
    ).not.toBe('backed_up_late');
    expect(callLine('football', 'up 2, 4th and 9 at our own 3, 6 seconds left, take a safety?')).toMatch(/^Punt it/);
  });

  it('a goal-line play at their 1 is not read as backed up in our own end', () => {
    expect(decisionKindAsked('football', 'up 4, 4th and goal at the 1, 5 seconds left, what now?')?.kind).not.toBe(
      'backed_up_late',
    );
  });

  it('a front-court trap or a serve at the body asks none of these', () => {
    expect(decisionKindAsked('basketball', 'should we run our front court trap now, up 6?')?.kind).not.toBe(
      'post_defence',
    );
    expect(decisionKindAsked('tennis', 'second serve at 30-40, go at the body?')?.kind).not.toBe('hit_the_net_player');
  });

  it('a question about the law or the technique is not a call', () => {
    expect(decisionKindAsked('soccer', 'does a professional foul always mean a red?')).toBeUndefined();
    expect(decisionKindAsked('basketball', 'how would you three-quarter the post?')?.kind).not.toBe('post_defence');
  });

  it('a bare "safety?" on a fourth down in our own end is the intentional safety', () => {
    expect(callLine('football', 'leading by 2, 4th and 8 at our own 4, 8 seconds left, safety?')).toMatch(/^Punt it/);
    expect(callLine('football', 'leading by 7, 4th and 8 at our own 4, 8 seconds left, safety?')).toMatch(
      /^Take the safety/,
    );
  });
});
