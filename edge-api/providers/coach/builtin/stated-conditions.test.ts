import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { splitWhy } from '../../../../shared/why';
import { parseSituation } from '../understand/parse-situation';
import { answer } from './builtin-coach';
import { engineCallFor } from './situation-engine-call';
import { FACT_KEYS, STATED_FACTS } from './stated-fact-notes';
import { glance } from './situation-reply';

// Every game-state fact a message states reaches the engine's arguments, or — when the engine has
// no such input — changes the call or is named beside it; and it is said back. Never a default.

const tactical = (sport: Sport, message: string) => answer({ sport, mode: 'gameOnTheLine', message, history: [] }).text;
const callOf = (sport: Sport, message: string) => engineCallFor(parseSituation(sport, message), message.toLowerCase());
const readOf = (text: string) => /- Read: (.*)$/m.exec(text)?.[1] ?? '';
const state = (sport: Sport, message: string) => parseSituation(sport, message).state as Record<string, unknown>;

describe('the clock and timeouts, in any shape', () => {
  it.each([
    ['down 1, :09 left, our ball', 9],
    ['tied at 0:04, their ball', 4],
    ['up 2 with under 15 seconds, their ball', 15],
    ['2:35 to play, down 6', 155],
  ])('"%s" is %i seconds', (message, seconds) => {
    expect(state('basketball', message).secondsLeft).toBe(seconds);
  });

  it('a scoreboard ":08" reaches the fourth-down model instead of its half-hour default', () => {
    const message = '4th and 3 on their 30, tied, :08 on the clock, kick or go?';
    expect(callOf('football', message)?.args).toMatchObject({ secondsLeft: 8 });
    expect(tactical('football', message)).not.toMatch(/seconds left 1800/);
  });

  it("the other side's timeouts reach the fourth-down and two-point models", () => {
    expect(
      callOf('football', '4th and 5 at our 40, up 3, 2:40 left in the 4th, they have no timeouts, punt?')?.args,
    ).toMatchObject({ opponentTimeouts: 0 });
    expect(
      callOf('football', 'our TD makes it down 2, 3:10 left, we have 1 timeout and they have 3 timeouts, 1 or 2?')
        ?.args,
    ).toMatchObject({ timeouts: 1, opponentTimeouts: 3 });
  });

  it('a two-minute warning still to come is said back and named as what the model does not count', () => {
    const text = tactical(
      'football',
      '4th and 2 at midfield, down 5, 2:25 left, before the two minute warning, go for it?',
    );
    expect(readOf(text)).toMatch(/two-minute warning to come/);
    expect(splitWhy(text).why).toMatch(/Two-minute warning still to come: a free clock stop the model does not count/);
  });

  it('with no timeout left, "call timeout?" is not answered with one: the end game is played out', () => {
    const text = tactical(
      'basketball',
      "down 2, 0:05 left, our ball and we're out of timeouts, should we call timeout?",
    );
    expect(splitWhy(text).answer).not.toMatch(/timeout/i);
    expect(splitWhy(text).why).toMatch(/No timeouts left: you cannot call one/);
  });

  it('timeouts the last-shot model does not count are named beside its call', () => {
    const text = tactical('basketball', 'down 1 with 20 seconds, our ball, we have 2 timeouts, when do we shoot?');
    expect(readOf(text)).toMatch(/2 timeouts/);
    expect(splitWhy(text).why).toMatch(/2 timeouts left: save one to set the last play/);
  });

  it("the other side's timeouts in a basketball end game are read, said back and named", () => {
    const text = tactical('basketball', "down 1, 14 seconds, our ball, they've got no timeouts left, what shot?");
    expect(readOf(text)).toMatch(/0 timeouts for them/);
    expect(splitWhy(text).why).toMatch(/They have no timeouts: they cannot stop the clock/);
  });

  it('fouls to give and the bonus are read, said back and named with the foul call', () => {
    const message = "up 3, 10 seconds left, their ball, we've got 2 fouls to give and they aren't in the bonus, foul?";
    const read = state('basketball', message);
    expect(read).toMatchObject({ foulsToGive: 2, bonusNot: 'theirs' });
    const text = tactical('basketball', message);
    expect(readOf(text)).toMatch(/2 fouls to give, they are not in the bonus/);
    expect(splitWhy(text).why).toMatch(/2 fouls to give: use it before the shot/);
    expect(splitWhy(text).why).toMatch(/They're not in the bonus/);
  });

  it('a clock past the end-game model is said to be read as its longest, not silently cut', () => {
    const text = tactical('basketball', 'down 2 with 1:30 left, our ball, two or three?');
    expect(splitWhy(text).why).toMatch(/1:30 left is past the model's last 60 seconds: read as 60/);
  });
});

describe('golf: the lie, the slope, the format and the wind change the club or are named', () => {
  it('the first cut is rough', () => {
    expect(state('golf', '150 out in the first cut')).toMatchObject({ lie: 'rough' });
  });

  it('a ball in a fairway trap is played from the bunker, not past one', () => {
    expect(callOf('golf', '150 yards, sitting in a fairway trap, which club?')?.args).toMatchObject({
      lie: 'fairwayBunker',
    });
  });

  it('soggy rough plays as heavy rough and takes more club than a fairway lie', () => {
    const wet = tactical('golf', '135 out of soggy rough, which club?');
    expect(callOf('golf', '135 out of soggy rough, which club?')?.args).toMatchObject({ lie: 'heavyRough' });
    expect(readOf(wet)).toMatch(/wet or thick rough/);
    expect(splitWhy(wet).answer).not.toBe(splitWhy(tactical('golf', '135 from the fairway, which club?')).answer);
  });

  it('hardpan is said back and named as played like a fairway lie', () => {
    const text = tactical('golf', '145 to the flag off hardpan, what club?');
    expect(readOf(text)).toMatch(/from hardpan/);
    expect(splitWhy(text).why).toMatch(/Hardpan: played as a fairway lie/);
  });

  it('a green above the ball with no height is read as a stated figure, not flat', () => {
    const message = '150 to the pin and the green sits up above us, which club?';
    expect(callOf('golf', message)?.args).toMatchObject({ elevationChangeFeet: 15 });
    expect(splitWhy(tactical('golf', message)).why).toMatch(/no height given: read as 15 ft up/);
  });

  it('a wind named without a speed is not still air', () => {
    expect(callOf('golf', '155 out, dead into the wind, what do I hit?')?.args).toMatchObject({
      windDirection: 'headwind',
      windSpeed: 10,
    });
  });

  it('match play goes for a green a round protecting its score, or no format said, lays up from', () => {
    const hole = '220 over the creek, my 3-wood carries 205, go for it or lay up?';
    const match = tactical('golf', `in my match play final, ${hole}`);
    const protecting = tactical('golf', `protecting my round, ${hole}`);
    expect(splitWhy(tactical('golf', hole)).answer).toMatch(/^Lay up/);
    expect(splitWhy(match).answer).toMatch(/^Go for the green/);
    expect(splitWhy(protecting).answer).toMatch(/^Lay up/);
    expect(readOf(match)).toMatch(/match play/);
    expect(readOf(protecting)).toMatch(/protecting your score/);
    expect(splitWhy(match).why).toMatch(/Match play: a miss costs only this hole/);
  });

  it('match play with the opponent already in trouble plays the safe shot that likely wins the hole', () => {
    const hole = '220 over the creek, my 3-wood carries 205, go for it or lay up?';
    for (const trouble of ['my opp just splashed his second in the pond', "she's re-teeing after going OB"]) {
      const reply = tactical('golf', `match play, all square, ${trouble}. ${hole}`);
      expect(splitWhy(reply).answer).toMatch(/^Lay up/);
      // The model's note or the notes' match-play call: either way the reason is the opponent's trouble.
      expect(splitWhy(reply).why).toMatch(
        /opponent already in trouble: a safe par likely wins the hole|only have to beat your opponent/,
      );
    }
  });
});

describe('tennis: the score, the server, the surface and the wind', () => {
  it('"ad out" on their serve is break point for the returner', () => {
    const read = state('tennis', "ad out and he's serving");
    expect(read).toMatchObject({ points: '40-AD', serving: false, breakPoint: true });
  });

  it('"ad in" on my serve reaches the engine as advantage server', () => {
    expect(callOf('tennis', "ad in, I'm serving, what serve?")?.args).toMatchObject({
      serverScore: 'AD',
      returnerScore: '40',
    });
  });

  it('the surface and the wind are said back and named with the serve call', () => {
    const text = tactical(
      'tennis',
      'serving at 30-30, 3-3 in the 1st set on a grass court, wind in my face, what serve?',
    );
    expect(readOf(text)).toMatch(/grass court, wind in your face/);
    expect(splitWhy(text).why).toMatch(/On grass: slice out wide/);
    expect(splitWhy(text).why).toMatch(/Wind in your face/);
  });
});

describe('baseball: the count and the pitcher beside the bases and outs', () => {
  it("a hitter's count on a steal is said back and named as unseen by the run tables", () => {
    const text = tactical('baseball', 'runner on 1st, 1 out, tied in the 5th, 2-0 count, send him?');
    expect(readOf(text)).toMatch(/2-0 count/);
    expect(splitWhy(text).why).toMatch(/2-0 count: a hitter's count/);
  });

  it("a pitcher's count on a bunt is named", () => {
    expect(splitWhy(tactical('baseball', 'runner on 2nd, no outs, down 1 in the 7th, 1-2 count, bunt?')).why).toMatch(
      /1-2 count: the pitcher's count/,
    );
  });

  it('their ace and softball are said back and named', () => {
    const text = tactical(
      'baseball',
      'softball, runner on first, 0 outs, tied in the 4th, their ace is dealing, bunt her over?',
    );
    expect(readOf(text)).toMatch(/a strong pitcher on the mound, softball/);
    expect(splitWhy(text).why).toMatch(/Against their best arm/);
    expect(splitWhy(text).why).toMatch(/Softball: the MLB run tables stand in/);
  });
});

describe('baseball: the hitter beside a bunt', () => {
  it('a bare inning set off by commas reaches the model instead of its default', () => {
    expect(callOf('baseball', 'man on 1st, no outs, 8th, tied, bunt?')?.args).toMatchObject({ inning: 8 });
  });

  it('a weak average and our best bat are said back and weighed by the bunt model', () => {
    const weak = tactical('baseball', 'runner on first, 0 outs, up 1 in the 6th, the kid up is hitting .175, bunt?');
    expect(readOf(weak)).toMatch(/a \.175 hitter up/);
    expect(splitWhy(weak).why).toMatch(/a \.175 hitter, read as a \.240 wOBA/);
    const best = tactical('baseball', 'runner on second, 0 outs, tied in the 8th, our cleanup hitter is up, bunt?');
    expect(readOf(best)).toMatch(/your best hitter up/);
    expect(splitWhy(best).why).toMatch(/the best hitter up, read as a \.370 wOBA/);
  });
});

describe('soccer: stoppage time, subs left and cards', () => {
  it('first-half stoppage leaves the second half to play, not a default half hour', () => {
    const message = '45+2, 0-0, we just went down to 10, change the shape?';
    expect(callOf('soccer', message)?.args).toMatchObject({ minutesLeft: 45, playersUs: 10 });
    expect(readOf(tactical('soccer', message))).toMatch(/first-half stoppage time/);
  });

  it('the minute added late is said back', () => {
    expect(readOf(tactical('soccer', "90+3, we're 2-1 down, what now?"))).toMatch(/stoppage time \(90\+3\)/);
  });

  it('subs left and a booked player are said back and named beside the game plan', () => {
    const text = tactical('soccer', '65th min, level 1-1, 3 subs left, their left back is on a yellow, what now?');
    expect(readOf(text)).toMatch(/3 subs left, their player on a yellow/);
    expect(splitWhy(text).why).toMatch(/3 subs left: bring on fresh legs/);
    expect(splitWhy(text).why).toMatch(/Their player on a yellow: run at him/);
  });
});

describe('the phrasings the code reads are in the content', () => {
  it.each(Object.entries(FACT_KEYS))('%s', (sport, keys) => {
    for (const key of keys) expect(STATED_FACTS[sport as Sport][key], key).toBeDefined();
  });
});

describe('a Why? bullet is cut where a phrase ends', () => {
  it('before a joining word, never mid-phrase', () => {
    expect(glance('Waiting is worth 0.62 runs against 0.48 runs over the rest of the inning after this pitch.')).toBe(
      'Waiting is worth 0.62 runs against 0.48 runs over the rest of the inning.',
    );
  });

  it('a scene-setting lead-in gives way to the chances', () => {
    expect(
      glance('At 0–0 with 12 minutes left with 10 against 11, the goal model gives you 9% to win, 60% to draw'),
    ).toBe('The goal model gives you 9% to win, 60% to draw.');
  });
});
