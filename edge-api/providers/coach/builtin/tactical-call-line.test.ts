import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { DECISION_LINE_MAX_WORDS } from '../../../../shared/engines/decision-line';
import { splitWhy } from '../../../../shared/why';
import { parseConditions, parseSituation } from '../understand/parse-situation';
import { answer } from './builtin-coach';

// The Tactical line is the call a coach acts on in a second: the choice, in words, with what its
// figure is a chance or an amount of, shaped by what the message said about the conditions.
const callLine = (sport: Sport, message: string) =>
  splitWhy(answer({ mode: 'gameOnTheLine', sport, message, history: [] }).text).answer;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('a figure that is no chance says what it counts', () => {
  it('foul trouble is a share of the player’s usual impact, never the model’s weighted minutes', () => {
    const line = callLine(
      'basketball',
      'our best big got his 4th foul, 5 minutes left in the 3rd, bench him or keep him?',
    );
    expect(line).toMatch(
      /^(?:Keep him in|Sit him): \d+(?:\.\d)?% of his usual impact kept; (?:sit him|keep him in) \d/,
    );
    expect(line).not.toMatch(/weighted/);
  });

  it('two level options read as doing the other instead, never "even with sit him"', () => {
    const line = callLine('basketball', 'my best player has 4 fouls, 6 minutes left in the 4th, up 5, sit him?');
    expect(line).toMatch(/^Keep him in: same as if you sit him, \d+(?:\.\d)?% of his usual impact kept each$/);
  });

  it('a pitching change reads as OPS against, the other choice named by what you would do', () => {
    const line = callLine(
      'baseball',
      'starter has thrown 102 pitches, 7th inning, up 3, third time through, go to the pen?',
    );
    expect(line).toMatch(/: \.\d{3} OPS against; \.\d{3} if you (?:keep the starter|go to the bullpen)$/);
  });

  it('a steal reads as runs expected this inning, against holding him', () => {
    const line = callLine('baseball', 'man on first, 0 outs, 3rd inning, tied, green light to steal?');
    expect(line).toMatch(/^(?:Steal|Hold the runner): \d\.\d\d runs expected this inning; \d\.\d\d if you/);
  });
});

describe('a go names the play to run, and the call keeps the runner-up the panel gives', () => {
  it.each([
    ['4th and goal from their 3, down 5, 1:10 to play, what do we do?', /play-action off your best goal-line run/],
    ['fourth and 1 at the 50, down 4, 3:30 left in the 4th, go or punt?', /your best inside run/],
  ])('"%s"', (message, play) => {
    const { answer: line, why } = splitWhy(
      answer({ mode: 'gameOnTheLine', sport: 'football', message, history: [] }).text,
    );
    expect(line).toMatch(/^Go for it\b/);
    expect(line).toMatch(/; (?:punt|field goal) \d/);
    // In the call when it fits a glance, else the Why?'s first bullet.
    expect(`${line}\n${why}`).toMatch(play);
    expect(words(line)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
  });
});

describe('a stated condition of play is in the call itself', () => {
  it('a headwind on serve', () => {
    expect(callLine('tennis', 'serving at 4-4 in the second, 30-15, wind straight into my face, which serve?')).toMatch(
      /\(wind in your face\)/,
    );
  });

  it('a clay court on a second serve', () => {
    expect(callLine('tennis', 'on clay, my serve at 15-30, second serve, what do I hit?')).toMatch(/on clay/);
  });

  it('rain on a fourth down', () => {
    expect(
      callLine('football', 'pouring rain, 4th and 3 at their 33, down 2 in the 4th with 6 minutes, kick?'),
    ).toMatch(/\(rain\)|rain/);
  });

  it('match play with the opponent in trouble', () => {
    expect(
      callLine(
        'golf',
        '2 up on the 15th, my opponent just went in the water, 170 out, my 6 iron goes 172, which club?',
      ),
    ).toMatch(/match play, your opponent already in trouble/);
  });
});

describe('whose ball and whose serve', () => {
  it('the opponent’s second serve is ours to return: attack it, never "get the first serve in"', () => {
    const line = callLine('tennis', 'break point for us at 3-4, it’s his second serve, what do I do?');
    expect(line).toMatch(/attack the second serve/i);
    expect(line).not.toMatch(/first serve in/i);
  });

  it('"their 2nd serve" makes us the returner', () => {
    const situation = parseSituation('tennis', 'deuce, their 2nd serve, where do I stand?');
    expect(situation.sport === 'tennis' && situation.state.serving).toBe(false);
  });

  it('the opponent’s bunker is not our lie', () => {
    const situation = parseSituation(
      'golf',
      '1 down on the 16th, he found the greenside bunker, I have 140 from the fairway',
    );
    expect(situation.sport === 'golf' && situation.state.lie).toBe('fairway');
  });

  it('"2 down on the 14th" is match play', () => {
    expect(parseConditions('2 down on the 14th, 190 to carry the creek, go for it?').golfFormat).toBe('match');
  });
});

describe('the golfer’s own carries, however they are said', () => {
  it('"I hit my 9-iron 128 and my 8-iron 139" is two carries', () => {
    expect(parseConditions('i hit my 9-iron 128 and my 8-iron 139, 135 to the flag, which club?').carries).toEqual({
      '9-iron': 128,
      '8-iron': 139,
    });
  });

  it('a carry over water the longest club cannot fly is a lay-up, even in match play', () => {
    const line = callLine('golf', '1 down on the 16th, 215 to carry the pond, my 3 wood goes 205, go or lay up?');
    expect(line).toMatch(/^Lay up/);
    expect(callLine('golf', '1 down on the 16th, 215 to carry the pond, my 3 wood goes 225, go or lay up?')).toMatch(
      /^Go over it/,
    );
  });

  it('the stated carry picks the club: 8 yards past a club is about one club up', () => {
    expect(callLine('golf', 'my 8 iron 146, 9 iron 134, 154 to the middle, dead calm, which club?')).toMatch(
      /^Hit the 7-iron/,
    );
  });
});
