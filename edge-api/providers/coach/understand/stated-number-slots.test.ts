import { describe, expect, it } from 'vitest';
import { splitWhy } from '../../../../shared/why';
import { answer } from '../builtin/builtin-coach';
import { parseSituation } from './parse-situation';

// Each number a coach states must land in its own slot: a minute played is not a minute left, a
// set point is not a game at love-all, a runner "at" second is still on base.

function state(sport: Parameters<typeof parseSituation>[0], message: string): Record<string, unknown> {
  return parseSituation(sport, message).state as Record<string, unknown>;
}

function readLine(sport: Parameters<typeof parseSituation>[0], message: string): string {
  const why = splitWhy(answer({ sport, mode: 'gameOnTheLine', message, history: [] }).text).why ?? '';
  return /Read: ([^\n]*)/.exec(why)?.[1] ?? '';
}

describe('soccer: time played and time left are told by their words', () => {
  it.each([
    ['at 72 minutes we are still 0-0', 18],
    ['after 55 minutes we lead 2-1', 35],
    ['scoreboard shows 77:40, we are level', 13],
    ['10 minutes into the second half, trailing 1-0', 35],
    ['30 mins gone in the 2nd half, all square', 15],
    ['we are 1-1 just past the hour mark', 30],
  ])('"%s" counts up: %i minutes left', (message, minutesLeft) => {
    expect(state('soccer', message).minutesLeft).toBe(minutesLeft);
  });

  it.each([
    ['12 left and we are a goal down', 12],
    ['about 25 to play, 2-2', 25],
    ['8 minutes left in the first half, up 1', 53],
  ])('"%s" counts down: %i minutes left', (message, minutesLeft) => {
    expect(state('soccer', message).minutesLeft).toBe(minutesLeft);
  });

  it.each([
    ['2-2, 74 mins, do we bring on a third striker', 16],
    ['we are 0-1 down at 58 min, any changes', 32],
    ['15 min, 0-0, do we keep pressing high', 15],
  ])('a bare "%s" past a half\'s length is the minute on the board: %i minutes left', (message, minutesLeft) => {
    expect(state('soccer', message).minutesLeft).toBe(minutesLeft);
  });

  it('the Read line says the minute as the coach counted it', () => {
    const read = readLine('soccer', '63 mins gone, 1-1, do we chase it?');
    expect(read).toContain('63rd minute');
    expect(read).toContain('27 minutes left');
  });
});

describe('tennis: a big point implies the game and who serves', () => {
  it('set point with no points said is a game point for its side, and the Read line says so', () => {
    const message = 'set point for me at 5-3, how do I play it?';
    expect(state('tennis', message)).toMatchObject({ points: '40-30', pointsImplied: true, bigPointFor: 'ours' });
    expect(readLine('tennis', message)).toContain('set point for you (read as 40-30)');
  });

  it('set point with no side said belongs to the side ahead in games', () => {
    expect(state('tennis', "it's set point at 2-5, she is serving")).toMatchObject({ points: '40-30' });
  });

  it.each([
    ['break point down, 15-40, where do I serve?', true, 'theirs'],
    ['break point up in the 2nd set, how should I return?', false, 'ours'],
    ['my opponent has break point, 4-4', true, 'theirs'],
  ])('"%s": we serve %s, the point is %s', (message, serving, side) => {
    expect(state('tennis', message)).toMatchObject({ serving, bigPointFor: side });
  });

  it('match point down against his serve turns our-first points to the server’s', () => {
    expect(state('tennis', 'match point down at 3-5, he serves, 30-40')).toMatchObject({
      points: '40-30',
      serving: false,
    });
  });

  it('"set point on my serve" names the server, not whose point, so typed points are kept', () => {
    const read = state('tennis', 'set point on my serve, 40-15, wide or body?');
    expect(read).toMatchObject({ points: '40-15', serving: true });
    expect(read.bigPointFor).toBeUndefined();
  });

  it('"he serves" makes us the returner', () => {
    expect(state('tennis', 'he serves at 4-4, 30-30')).toMatchObject({ serving: false });
  });
});

describe('basketball: a clock read in seconds stays in seconds', () => {
  it.each([
    ['down 1 with 6.3 left, our ball', 6],
    ['tied, 2.8 to go, their ball', 2],
    ['up 2 with a minute to go', 60],
    ['down 3 with a minute and a half left', 90],
    ['down 2 with 12 ticks left', 12],
  ])('"%s" → %i seconds', (message, secondsLeft) => {
    expect(state('basketball', message).secondsLeft).toBe(secondsLeft);
  });

  it('a length no game runs is a session, not a clock', () => {
    expect(state('basketball', '75 mins in the small gym with 12 jv kids, work on the press break').secondsLeft).toBe(
      undefined,
    );
    expect(state('basketball', 'up 4 with 9 mins left in the 4th').secondsLeft).toBe(540);
  });

  it('the second count of timeouts is ours when theirs came first', () => {
    expect(state('basketball', 'they have 2 timeouts, we have 1, down 3 with 20 seconds left')).toMatchObject({
      timeouts: 1,
      timeoutsTheirs: 2,
    });
  });
});

describe('baseball: runners, outs and half-innings keep their slots', () => {
  it.each([
    ['top 8, 1 out, runner at third, tied', ['third']],
    ['man at 1st, nobody out, down 2', ['first']],
    ['runners on the corners, 1 out, bottom 6', ['first', 'third']],
  ])('"%s" → runners %j', (message, runners) => {
    expect(state('baseball', message).runners).toEqual(runners);
  });

  it.each([
    ['bottom 8, 2 down, runner on first, up one', 2],
    ['top of the 9th, 1 away, nobody on', 1],
  ])('"%s" → %i outs', (message, outs) => {
    expect(state('baseball', message).outs).toBe(outs);
  });

  it('"2 down" after the inning is the outs; "we\'re 2 down" is the score', () => {
    expect(state('baseball', '7th, 2 down, runner on 1st').outs).toBe(2);
    expect(state('baseball', "we're 2 down in the 7th, 1 out").outs).toBe(1);
  });

  it('"down a run" is down 1, with the half-inning and runner kept', () => {
    expect(state('baseball', 'bottom 9, down a run, runner at 2nd, 2 outs')).toMatchObject({
      margin: -1,
      half: 'bottom',
      inning: 9,
      runners: ['second'],
      outs: 2,
    });
  });
});

describe('football: the yard line is read from the end the coach means', () => {
  it.each([
    ['3rd and 9 from the 8, backed up, up 3', 92],
    ['4th and 2 at the plus 34, tied', 34],
    ['4th and 6 from the minus 45, down 2', 55],
    ['4th and 3, 42 yards from the end zone, down 4', 42],
  ])('"%s" → %i yards to the end zone', (message, yardsToGoal) => {
    expect(state('football', message).yardsToGoal).toBe(yardsToGoal);
  });

  it.each([
    ['2nd and goal from the 7, down 5', 7],
    ['3rd & goal at the 4, tied', 4],
  ])('"%s": the goal line is the line to gain', (message, distance) => {
    expect(state('football', message).distance).toBe(distance);
  });

  it('the Read line says the yard line as it was stated', () => {
    expect(readLine('football', '3rd and 12 from our own 9, 1:40 to go, up 5, what do we run?')).toContain(
      'your own 9 (91 yards from the end zone)',
    );
  });
});

describe('a score is a pair: said with "to" or with the side after it, the margin is the gap', () => {
  it.each([
    ['football', 'we lead 27 to 24, 4th and 1 at their 40', 3],
    ['football', '4th and 5, 31-28 them, 2:30 left', -3],
    ['baseball', 'up 6 to 5, top 9, 2 outs', 1],
    ['baseball', 'bottom 7, 3-1 us, runner on 1st', 2],
    ['basketball', "it's 70-66 them, 0:40 left, our ball", -4],
    ['soccer', "it's 2-0 to them in the 75th", -2],
  ] as const)('%s: "%s" → %i', (sport, message, margin) => {
    expect(state(sport, message).margin).toBe(margin);
  });

  it('"down 5 to 3" is never 3 timeouts', () => {
    expect(state('basketball', 'down 5 to 3 with 30 seconds left').timeouts).toBeUndefined();
  });
});

describe('game points and minutes in their shorthand', () => {
  it.each([
    ['30-all at 4-5, I serve', '30-30'],
    ['15 all on her serve', '15-15'],
    ['15 40 on my serve, 2-2', '15-40'],
  ])('tennis "%s" → %s', (message, points) => {
    expect(state('tennis', message).points).toBe(points);
  });

  it('soccer "min 71" is the minute played', () => {
    expect(state('soccer', 'min 71, we are 1-0 up').minutesLeft).toBe(19);
  });
});

describe('the clock and count words do not take a number from a score or a position', () => {
  it('soccer: a clock typed with seconds counts down to whole minutes', () => {
    expect(state('soccer', '3:45 to go, 1-1').minutesLeft).toBe(4);
  });

  it('soccer: "left" after a time counts down, but a left-back is a player', () => {
    expect(state('soccer', '12 left, our left back is on a yellow, 2-1 up').minutesLeft).toBe(12);
    expect(state('soccer', '2-1 up, 1 left back is limping, 80th minute').minutesLeft).toBe(10);
  });

  it('baseball: "1-0 down" is the score and "2 away" the outs', () => {
    expect(state('baseball', '1-0 down, bottom 9, 2 away')).toMatchObject({ outs: 2, margin: -1 });
  });
});

describe('a clock named without its unit or its half', () => {
  it.each([
    ['down 1, 17 on the game clock, 6 on the shot clock', 17],
    ['tied, 11 on the clock, their ball', 11],
  ])('basketball "%s" → %i seconds', (message, secondsLeft) => {
    expect(state('basketball', message).secondsLeft).toBe(secondsLeft);
  });

  it('football "to go in the half" is the 2nd quarter’s clock', () => {
    expect(state('football', '2nd and 7 at their 45, 0:58 to go in the half, tied')).toMatchObject({
      quarter: 2,
      secondsLeft: 58,
    });
  });
});
