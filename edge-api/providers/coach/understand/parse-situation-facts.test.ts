import { describe, expect, it } from 'vitest';
import { answer } from '../builtin/builtin-coach';
import { engineCallFor } from '../builtin/situation-engine-call';
import { parseSituation } from './parse-situation';

function state(sport: Parameters<typeof parseSituation>[0], message: string): Record<string, unknown> {
  return parseSituation(sport, message).state as Record<string, unknown>;
}

describe('soccer clock: a minute of play, stoppage time and time to go', () => {
  it.each([
    ["we're in the 80th minute and drawing", 10],
    ['minute 75, level, what now', 15],
    ["it's the 88th, one nil up", 2],
    ['62nd min, down a goal', 28],
    ['deep into stoppage time, 2-1 up', 3],
    ['injury time and we are level', 3],
    ['8 mins to go, trailing 1-0', 8],
    ['under 4 minutes remaining, we lead by one', 4],
    ['45 seconds left, up 1 goal', 1],
    ['at the half, down 2-0', 45],
  ])('%s → %i minutes left', (message, minutesLeft) => {
    expect(state('soccer', message).minutesLeft).toBe(minutesLeft);
  });

  it.each([
    ['minute 82, 2-2, do we go for it?', 0],
    ['3-3 in the 70th min', 0],
  ])('a bare level score "%s" is a draw', (message, margin) => {
    expect(state('soccer', message).margin).toBe(margin);
  });

  it('a stated minute and a level score reach the model and are never called "not given"', () => {
    const message = '80th minute, 2-2, should we chase the winner?';
    const call = engineCallFor(parseSituation('soccer', message), message);
    expect(call?.args).toMatchObject({ minutesLeft: 10, goalsFor: 2, goalsAgainst: 2 });
    const text = answer({ sport: 'soccer', mode: 'gameOnTheLine', message, history: [] }).text;
    expect(text).toContain('10 minutes left');
    expect(text).not.toMatch(/not given[^.]*(goals for|minutes left)/i);
  });
});

describe('football timeouts and possession, each side apart', () => {
  it.each([
    ['they have 2 TOs left, up 3', undefined, 2],
    ["we're out of timeouts, down 4", 0, undefined],
    ['we have 1 timeout, they have 2', 1, 2],
    ['they are out of timeouts and we have 3 TOs', 3, 0],
    ['2 timeouts each, tied', 2, 2],
    ['no timeouts left for us', 0, undefined],
    ['opponent has 1 timeout left', undefined, 1],
  ])('%s → ours %s, theirs %s', (message, ours, theirs) => {
    const read = state('football', message);
    expect(read.timeouts).toBe(ours);
    expect(read.timeoutsTheirs).toBe(theirs);
  });

  it.each([
    ['their ball, 1:10 left', 'theirs'],
    ["we're on defense, up 6", 'theirs'],
    ['they have the ball at their 20', 'theirs'],
    ['we have the ball, down 2', 'ours'],
    ["we're on offense with 40 seconds", 'ours'],
    ['our ball at midfield', 'ours'],
  ])('%s → %s ball', (message, possession) => {
    expect(state('football', message).possession).toBe(possession);
  });

  it('their ball and their timeouts reach the clock model and the read-back', () => {
    const message = 'up 5, 1:40 left, their ball, they have 1 timeout, how do we manage the clock?';
    const call = engineCallFor(parseSituation('football', message), message);
    expect(call?.tool).toBe('clock_management');
    expect(call?.args).toMatchObject({ possession: 'them', opponentTimeouts: 1, secondsLeft: 100, scoreMargin: 5 });
    expect(call?.args).not.toHaveProperty('timeouts');
    const text = answer({ sport: 'football', mode: 'gameOnTheLine', message, history: [] }).text;
    expect(text).toContain('1 timeout for them');
    expect(text).not.toMatch(/not given[^.]*opponent timeouts/i);
  });
});

describe('basketball possession', () => {
  it.each([
    ['down 2, we have it, 12 seconds', 'ours'],
    ["we're inbounding under their basket, 5 secs, down 1", 'ours'],
    ['up 3, they have the ball, 9 seconds', 'theirs'],
    ["we're on defence, up 2, 20 seconds", 'theirs'],
  ])('%s → %s', (message, possession) => {
    expect(state('basketball', message).possession).toBe(possession);
  });
});

describe('tennis: tiebreak scores and whose big point', () => {
  it.each([
    ['5-4 in the tiebreak, my serve', '5-4'],
    ['tiebreak at 8-7, set point against me', '8-7'],
    ['6-6 in the breaker', '6-6'],
    ['breaker is 3-5, their serve', '3-5'],
  ])('%s → %s in the tiebreak', (message, points) => {
    const read = state('tennis', message);
    expect(read.tiebreak).toBe(true);
    expect(read.tiebreakPoints).toBe(points);
    expect(read.games).toBeUndefined();
  });

  it.each([
    ['set point against me at 5-6', 'theirs'],
    ['break point for me, 30-40 on her serve', 'ours'],
    ["I'm facing match point", 'theirs'],
    ['I have set point at 6-5 in the tiebreak', 'ours'],
    ['saving a break point on my serve', 'theirs'],
    ['match point to him', 'theirs'],
  ])('%s → the big point is %s', (message, side) => {
    expect(state('tennis', message).bigPointFor).toBe(side);
  });

  it('reads match point', () => {
    expect(state('tennis', 'match point, 40-30, my serve').matchPoint).toBe(true);
  });

  it('a tiebreak reaches the point model at 6-6 in games', () => {
    const message = '4-4 in the tiebreak, returning, how important is this point?';
    const call = engineCallFor(parseSituation('tennis', message), message);
    expect(call?.args).toMatchObject({ serverGames: 6, returnerGames: 6 });
  });
});

describe('baseball: the half inning, the count and the pitch count', () => {
  it.each([
    ['top 8, 2 outs', 8, 'top'],
    ['bottom of the 9th, nobody out', 9, 'bottom'],
    ['bot 6, runner on 1st', 6, 'bottom'],
    ['top of the 3rd inning, 1 out', 3, 'top'],
  ])('%s → %s, %s', (message, inning, half) => {
    const read = state('baseball', message);
    expect(read.inning).toBe(inning);
    expect(read.half).toBe(half);
  });

  it('"top of the order" is not the top of an inning', () => {
    expect(state('baseball', 'top of the order up in the 5th').half).toBeUndefined();
  });

  it.each([
    ['3-1 count, runner on 1st', 3, 1],
    ['count is 0-2', 0, 2],
    ['full count, 2 outs', 3, 2],
    ['2 balls and 1 strike', 2, 1],
  ])('%s → %i-%i', (message, balls, strikes) => {
    const read = state('baseball', message);
    expect([read.balls, read.strikes]).toEqual([balls, strikes]);
  });

  it.each([
    ["he's at 92 pitches in the 7th", 92],
    ['my starter has thrown 104 pitches', 104],
  ])('%s → %i pitches', (message, pitches) => {
    expect(state('baseball', message).pitchCount).toBe(pitches);
  });

  it('the half inning and the pitch count appear in the read-back', () => {
    const message = "top 8, 2 outs, he's at 92 pitches, do I pull my starter?";
    const text = answer({ sport: 'baseball', mode: 'gameOnTheLine', message, history: [] }).text;
    expect(text).toContain('top of the 8th inning');
    expect(text).toContain('92 pitches');
    expect(engineCallFor(parseSituation('baseball', message), message)?.args).toMatchObject({ pitchCount: 92 });
  });
});

describe('football: the clock before halftime', () => {
  it.each([
    ['1:05 left before the half, our ball at our 40'],
    ['end of the first half, 0:45 on the clock, 2 timeouts'],
    ['going into halftime with 30 seconds, we have the ball'],
  ])('%s → 2nd quarter', (message) => {
    expect(state('football', message).quarter).toBe(2);
  });

  it('the half reaches the clock model', () => {
    const message = 'tied, 1:05 left before the half, our ball at our 40, 2 timeouts, clock management?';
    expect(engineCallFor(parseSituation('football', message), message)?.args).toMatchObject({
      half: 'first',
      secondsLeft: 65,
      timeouts: 2,
      possession: 'us',
    });
  });

  it('a second-half clock is not read as the first half', () => {
    expect(state('football', 'down 3, 2:00 left in the 2nd half').quarter).toBeUndefined();
  });
});

describe('golf: the wind, the height of the green, the carry and the score as golfers say them', () => {
  it.each([
    ['172 to the flag, playing into a 12 mph breeze', 'headwind'],
    ['145 out, breeze coming from behind me', 'tailwind'],
  ])('%s → %s', (message, direction) => {
    expect(state('golf', message).windDirection).toBe(direction);
  });

  it('a wind named by its strength has a speed', () => {
    expect(state('golf', 'a stiff breeze in my face, 160 out')).toMatchObject({ windMph: 20, windFromWords: true });
    expect(state('golf', '140 out, light breeze helping')).toMatchObject({ windMph: 5, windDirection: 'tailwind' });
  });

  it('the height of the green in yards is elevation, not the distance', () => {
    expect(state('golf', '155 out, green sits 8 yards above me')).toMatchObject({
      distanceYards: 155,
      elevationFeet: 24,
    });
  });

  it('a hazard carry said as a noun is the distance to fly', () => {
    expect(state('golf', 'the pond carry is 190, 4 iron or lay up')).toMatchObject({
      distanceYards: 190,
      mustCarry: true,
    });
    expect(state('golf', '128 left, what club')).toMatchObject({ distanceYards: 128 });
  });

  it('the score to par and the match are read, and neither is the distance', () => {
    expect(state('golf', '4 over thru 10 in the fairway, 150 out')).toMatchObject({
      scoreToPar: 4,
      holesPlayed: 10,
      distanceYards: 150,
    });
    expect(state('golf', '-1 through 15, 170 out')).toMatchObject({ scoreToPar: -1, holesPlayed: 15 });
    expect(state('golf', 'match play, 3 down with 4 to play, 140 out')).toMatchObject({
      matchHolesUp: -3,
      holesToPlay: 4,
      distanceYards: 140,
    });
  });

  it('a forced carry into the wind is weighed at its plays-like number', () => {
    const message = 'my 4 iron carries 190, the lake carry is 180 into a strong wind, go or lay up';
    const text = answer({ sport: 'golf', mode: 'gameOnTheLine', message, history: [] }).text;
    expect(text).toMatch(/^Lay up/);
    expect(text).toMatch(/180 yards to carry the water plays like 2\d\d/);
  });

  it('up in a match the go-or-lay-up plays safe; the stroke-play score is said back', () => {
    const up = 'match play, 2 up with 3 to play, 205 to the green, my 3 wood goes 200, go for it or lay up';
    expect(engineCallFor(parseSituation('golf', up), up)?.args).toMatchObject({ risk: 'conservative' });
    const card = '2 over thru 13, need pars to make the cut, 150 in, 7 iron goes 150, what club';
    const text = answer({ sport: 'golf', mode: 'gameOnTheLine', message: card, history: [] }).text;
    expect(text).toContain('2 over through 13');
    expect(engineCallFor(parseSituation('golf', card), card)?.args).toMatchObject({ risk: 'conservative' });
  });
});

describe('soccer: the minute of a red card or a goal is not the clock now', () => {
  it.each([
    ["we're a man down since the 30th minute, 1-0 up, 70th minute", 20, 10],
    ['down to ten since the 25th minute, level, 82nd min', 8, 10],
    ['our keeper was sent off in the 55th minute, now 0-0 in the 80th', 10, 10],
    ['they scored in the 85th minute to make it 1-1, 88th minute now', 2, undefined],
    ["we're playing with 10 since the 20th, 2-2 and its the 60th minute", 30, 10],
    ['red card for us in the 80th, 1-1, what now', 10, 10],
  ] as const)('"%s" → %i minutes left, %s players', (message, minutesLeft, players) => {
    const read = state('soccer', message);
    expect(read.minutesLeft).toBe(minutesLeft);
    expect(read.playersOurs).toBe(players);
  });

  it('a red card given to them in the 60th minute leaves 75 minutes gone as the clock', () => {
    const message = 'they had a man sent off in the 60th minute, we lead 1-0, 75 mins gone, push for a second?';
    const call = engineCallFor(parseSituation('soccer', message), message);
    expect(call?.args).toMatchObject({ minutesLeft: 15, playersUs: 11, playersThem: 10 });
  });
});

describe('football: a yard line said only in words', () => {
  it.each([
    ['4th and 1 from the shadow of our own goalposts, up 1, 2 minutes left', 98],
    ["we're backed up against our own goal line, 4th and 7, up 10", 98],
    ['4th and 4, pinned deep, down 3, 4 minutes left in the 4th', 95],
    ['deep in our own territory, 4th and 2, tied', 95],
  ] as const)('"%s" → %i yards to go to score, and the reply says the line it read', (message, yards) => {
    const call = engineCallFor(parseSituation('football', message), message);
    expect(call?.args.yardsToEndZone).toBe(yards);
    expect(call?.notes?.join(' ')).toContain(`read as your own ${100 - yards}`);
  });

  it('a yard line given with the words is the one used, with no note', () => {
    const worded = 'pinned deep, 4th and 3, down 7';
    expect(engineCallFor(parseSituation('football', worded), worded)?.args.yardsToEndZone).toBe(95);
    const message = 'pinned deep at our own 4, 4th and 3, down 7';
    const call = engineCallFor(parseSituation('football', message), message);
    expect(call?.args.yardsToEndZone).toBe(96);
    expect(call?.notes?.join(' ') ?? '').not.toContain('No yard line given');
  });
});

describe('a forecast asked beside a game state is not the weather of the play', () => {
  it('"will it rain friday" leaves the fourth-down call dry', () => {
    const text = answer({
      sport: 'football',
      mode: 'gameOnTheLine',
      message: '4th and 3 at our 45, up 2, 3 min left. will it rain friday btw',
      history: [],
    }).text;
    expect(text.split('\n')[0]).not.toContain('rain');
    expect(text).not.toMatch(/Rain: a wet ball/);
  });
});
