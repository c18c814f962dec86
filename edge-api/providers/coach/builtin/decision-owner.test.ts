import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { DecisionsSchema } from '../understand/decision-asked';
import { parseSituation } from '../understand/parse-situation';
import decisionsFile from '../../../../content/decisions.json';
import { answer } from './builtin-coach';
import { adviceFor, engineCallFor } from './situation-engine-call';

type Mode = 'gameOnTheLine' | 'comprehensiveCoach';

function reply(sport: Sport, message: string, mode: Mode = 'gameOnTheLine'): string {
  return answer({ sport, mode, message, history: [] }).text;
}

function toolFor(sport: Sport, message: string): string | undefined {
  return engineCallFor(parseSituation(sport, message), message)?.tool;
}

// Their fourth down, their onside kick: the defense asks what it lines up in, not whether to go.
describe('a decision the other side owns is answered with our call', () => {
  it.each([
    'we are on defense up 7, they have 4th and 1 at midfield with 1:50 left, what do we line up in',
    "they've got fourth and inches on our 45, we lead by 4, what front?",
    'their ball, 4th and 2 at our 30, up 3 with 2:10 to go, how do we line up',
    'on D, they face 4th & 1 near midfield and we are up a touchdown, call?',
  ])('short yardage: %s', (message) => {
    const text = reply('football', message);
    expect(text).toMatch(/^Goal-line front/);
    expect(text).not.toMatch(/^(?:Go for it|Punt|Field goal)/);
    expect(text).toMatch(/Most likely from them: /);
  });

  it.each([
    'their ball, fourth and 8 on our 35, we lead by 3 with 40 seconds left, what coverage',
    'they have 4th and 12 at our 40, we are up 5, 1:00 left, what do we play',
  ])('long yardage: %s', (message) => {
    expect(reply('football', message)).toMatch(/^Rush four, drop seven/);
  });

  it('runs their engine with the margin turned round: our lead is their deficit', () => {
    const strategic = reply(
      'football',
      'we are on defense up 7, they have 4th and 1 at midfield with 1:50 left, what do we line up in',
      'comprehensiveCoach',
    );
    const [, theirs] = /### What they will likely do\n\n(.+)/.exec(strategic) ?? [];
    const goFigure = Number(/go for it (\d+(?:\.\d+)?)%/.exec(theirs ?? '')?.[1]);
    // Down 7 with under two minutes, their chance of winning is small whatever they choose.
    expect(goFigure).toBeGreaterThan(0);
    expect(goFigure).toBeLessThan(30);
  });

  it('reads field position for the offense when the ball is theirs', () => {
    expect(parseSituation('football', 'their ball, 4th and 3 on our 35').state).toMatchObject({ yardsToGoal: 35 });
    expect(parseSituation('football', 'our ball, 4th and 3 on our 35').state).toMatchObject({ yardsToGoal: 65 });
    expect(parseSituation('football', 'we lead by 3 late').state).toMatchObject({ margin: 3 });
  });

  it.each([
    'they are down 6 with a minute left and an onside kick is coming, hands team?',
    'expecting an onside kick from them, up 4 with 1:10 left, who do we put out there',
    "they'll try the onside, we lead 21-17, how do we set up",
  ])('their onside kick: %s', (message) => {
    const text = reply('football', message);
    expect(text).toMatch(/^Hands team on/);
    expect(text).not.toMatch(/Kick deep/);
  });

  it('our own onside kick is still the kicking team’s call', () => {
    expect(reply('football', 'down 6 with 3 minutes left and 2 timeouts, should we onside kick?')).toMatch(
      /^Kick deep/,
    );
  });
});

describe('the engine the question names answers it', () => {
  it.each([
    ['ball above my feet, 140 yards, club and aim?', /^Hit the 7-iron/],
    ['150 yards into a 10 mph wind, my 7 iron goes 150, which club? water left', /^Hit the \S+/],
    [
      'par 5, 230 to the green over water, my 3 wood carries 215, go for it in two or lay up?',
      /^Lay up to \d+ yards: [\d.]+ expected strokes to hole out/,
    ],
    [
      '210 out over water, 3 wood goes 225, can I reach in two or lay up?',
      /^Go for it: [\d.]+ expected strokes to hole out/,
    ],
  ])('golf: %s', (message, expected) => {
    expect(reply('golf', message)).toMatch(expected);
  });

  it.each([
    'we just scored, down 1 with 30 seconds left, kick or go for two?',
    'touchdown puts us down 2 with 1:10 left, PAT or go for 2',
  ])('football try: %s', (message) => {
    expect(toolFor('football', message)).toBe('two_point_decision');
  });

  it.each([
    'high school no shot clock, tied with 50 seconds left, 2 or 3?',
    'no shot clock, down 2, 30 seconds left, our ball, when do we start our play',
  ])('basketball without a shot clock holds for one shot: %s', (message) => {
    expect(toolFor('basketball', message)).toBe('last_shot');
    expect(reply('basketball', message)).toMatch(/^Hold for one shot/);
  });
});

describe('basketball end game reaches the last-shot and timeout engines', () => {
  it.each([
    'tied, 40 seconds left, our ball, when do we start our play?',
    'down 1, 22 seconds to go, 14 on the shot clock, hold for the last shot or go now?',
    'tie game, 30 secs, we have it, milk the clock or attack?',
  ])('last shot: %s', (message) => {
    expect(toolFor('basketball', message)).toBe('last_shot');
  });

  it('reads the shot clock apart from the game clock', () => {
    expect(parseSituation('basketball', 'down 1, 22 seconds to go, 14 on the shot clock').state).toMatchObject({
      secondsLeft: 22,
      shotClockLeft: 14,
    });
  });

  it.each([
    ['down 2 with 4.2 sec left, we have the ball after a rebound, should I call timeout?', 'transition'],
    ['tie game 18 seconds left after their basket, 2 timeouts, do we call time out or push it?', 'inbound'],
  ])('timeout: %s', (message, ball) => {
    const call = engineCallFor(parseSituation('basketball', message), message);
    expect(call?.tool).toBe('call_timeout');
    expect(call?.args.ball).toBe(ball);
  });

  it('a timeout asked outside the model’s last two minutes still gets a committed call', () => {
    expect(reply('basketball', 'down 4 with 3:00 left, should we take a timeout?')).toMatch(
      /^Attack without a timeout/,
    );
  });

  it("the team's three-point rate feeds the last shot", () => {
    const message = 'tied, 40 seconds left, our ball, when do we start our play?';
    const situation = parseSituation('basketball', message);
    const cold = adviceFor(situation, message, { team: { basketball: { threePointRate: 0.2 } } });
    const hot = adviceFor(situation, message, { team: { basketball: { threePointRate: 0.45 } } });
    expect(cold?.call.tool).toBe('last_shot');
    expect(cold?.advice.options).not.toEqual(hot?.advice.options);
  });
});

describe('numbers read in their own field', () => {
  it.each([
    ['4.2 sec left, down 2', 4],
    ['down 1 with 0.8 seconds', 1],
    ['12 seconds left, tied', 12],
  ])('basketball clock "%s" → %i s', (message, seconds) => {
    expect(parseSituation('basketball', message).state).toMatchObject({ secondsLeft: seconds });
  });

  it.each([
    ['red card on our CB 30 minutes in, drawing 0-0', { playersOurs: 10, playersTheirs: 11, minutesLeft: 60 }],
    ['our keeper got red carded in the 70th minute, 1-1', { playersOurs: 10, playersTheirs: 11, minutesLeft: 20 }],
    ['red card for their striker, we are down 1-0 with 25 minutes left', { playersOurs: 11, playersTheirs: 10 }],
  ])('soccer "%s"', (message, expected) => {
    expect(parseSituation('soccer', message).state).toMatchObject(expected);
  });

  it('a man down changes the soccer call to a compact shape', () => {
    expect(reply('soccer', 'red card on our CB 30 minutes in, drawing 0-0, what do we change')).toMatch(/4-4-1/);
  });

  it.each([
    ['strong wind at our backs in the 2nd half, up 1-0, what do we do', /Wind behind you/],
    ['playing into a howling wind second half, drawing 1-1, what do we change', /Wind in your face/],
  ])('soccer wind "%s" is part of the call', (message, expected) => {
    expect(reply('soccer', message)).toMatch(expected);
  });

  it.each([
    ['tiebreak, down 5-6, serving, what serve', '5-6'],
    ['in the breaker 3-4, returning', '3-4'],
  ])('tennis "%s": a lone score in a tiebreak is its points', (message, points) => {
    const state = parseSituation('tennis', message).state as Record<string, unknown>;
    expect(state).toMatchObject({ tiebreak: true, tiebreakPoints: points });
    expect(state.games).toBeUndefined();
  });

  it.each(['returning on the deuce side, where do I stand', 'serving to the deuce court at 30-15'])(
    'tennis "%s": the deuce side is not a score of deuce',
    (message) => {
      expect((parseSituation('tennis', message).state as Record<string, unknown>).points).not.toBe('40-40');
    },
  );
});

describe('the decisions notes', () => {
  it('reject an expected move no engine of the sport runs', () => {
    const broken = structuredClone(decisionsFile) as { football: Record<string, unknown>[] };
    broken.football[0] = { ...broken.football[0], expects: 'serve_choice' };
    expect(DecisionsSchema.safeParse(broken).success).toBe(false);
  });
});

// "Who should…", "sit him?", "start the freshman over the senior?": a choice of people is answered
// with a call on who, never a drill, a definition or a practice plan.
describe('a choice of people gets a call', () => {
  it.each([
    ['soccer', 'who should take our 5th penalty in a shootout?', /^Your most composed taker/],
    ['soccer', 'shootout coming, who goes 5th for us', /^Your most composed taker/],
    ['soccer', 'who takes the 1st pen, our captain or the striker who missed last week', /^Your most composed taker/],
    ['soccer', 'who should be captain, the loud one or the quiet leader', /^The player teammates already follow/],
    [
      'basketball',
      'who should guard their best scorer, our tall wing or our quick guard',
      /^Your best on-ball defender/,
    ],
    ['baseball', 'who should close tonight, our closer threw 30 pitches yesterday', /^Rest him/],
    ['football', 'should we sit our qb after 3 picks', /^Keep him in unless the picks are bad reads/],
    ['football', 'who should return kicks, our fastest guy fumbles a lot', /^Put your surest hands back there/],
    [
      'football',
      'who should start at qb, the senior or the sophmore with the bigger arm',
      /^Start the one who protects the ball/,
    ],
    ['golf', 'who should tee off first in our scramble', /^Your steadiest driver first/],
    ['tennis', 'who should serve first in our doubles, me or my partner?', /^The stronger server serves first/],
    ['soccer', 'pens after extra time, who shud take the 5th one', /^Your most composed taker/],
    ['basketball', 'should i start my best player who missed practice', /^Bring him off the bench/],
  ] as const)('%s: "%s"', (sport, message, call) => {
    const text = reply(sport, message);
    expect(text).toMatch(call);
    expect(text).not.toMatch(/### Drill|Practice plan|\bdrill\b:/i);
  });

  it.each([
    ['basketball', 'should we start the freshman over the senior at pg', /\*\*Start the player who wins his minutes/],
    [
      'soccer',
      'who should be captain next season, the loud one or the quiet leader',
      /\*\*The player teammates already follow/,
    ],
    [
      'baseball',
      'who should bat leadoff, the fast kid or the kid with the best obp',
      /\*\*Bat your best on-base hitter leadoff/,
    ],
  ] as const)('Strategic, %s: "%s"', (sport, message, call) => {
    expect(reply(sport, message, 'comprehensiveCoach')).toMatch(call);
  });
});
