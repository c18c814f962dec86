import { describe, expect, it } from 'vitest';
import decisionsFile from '../../../../content/decisions.json';
import type { Sport } from '../../../../shared/constants';
import { DECISION_LINE_MAX_WORDS } from '../../../../shared/engines/decision-line';
import { splitWhy } from '../../../../shared/why';
import { decisionAsked, DecisionsSchema } from '../understand/decision-asked';
import { parseConditions } from '../understand/parse-situation';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';
import { adviceFor, engineCallFor } from './situation-engine-call';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function tactical(sport: Sport, message: string) {
  return answer({ mode: 'gameOnTheLine', sport, message, history: [] });
}

function callOf(sport: Sport, message: string) {
  const read = understandMessage(sport, 'gameOnTheLine', message);
  return { read, call: engineCallFor(read.situation, message) };
}

describe('the decisions content', () => {
  it('parses with its schema', () => {
    expect(DecisionsSchema.safeParse(decisionsFile).success).toBe(true);
  });

  it('rejects an engine of another sport, a cue that is not a pattern and a call on an engine decision', () => {
    const base = structuredClone(decisionsFile);
    const wrongSport = structuredClone(base);
    wrongSport.football[0]!.engine = 'stolen_base';
    expect(DecisionsSchema.safeParse(wrongSport).success).toBe(false);
    const badCue = structuredClone(base);
    badCue.golf[0]!.cues = ['flop (or'];
    expect(DecisionsSchema.safeParse(badCue).success).toBe(false);
    const engineCall = structuredClone(base);
    Object.assign(engineCall.tennis[0]!, { call: 'Serve wide.', because: 'It opens the court.' });
    expect(DecisionsSchema.safeParse(engineCall).success).toBe(false);
  });
});

// Several phrasings of each decision: shorthand, long and rambling, typos.
const ASKED: [Sport, string, string][] = [
  ['football', '4&2 their 38. go or kick??', 'fourth_down_decision'],
  ['football', 'fourth down and three at midfield, should we pnut it', 'fourth_down_decision'],
  [
    'football',
    'so we are sitting at their 35 and it is 4th and 6, up 4 with 6 min left, my OC wants to go, do we try the feild goal or what',
    'fourth_down_decision',
  ],
  ['football', 'go for 2 here? just scored, down 8 to down 2', 'two_point_decision'],
  ['football', 'kick the PAT or go 2pt, down 1 after the td', 'two_point_decision'],
  ['football', 'up 4, 1:05 left, they have 1 timeout, do we kneel or run it', 'clock_management'],
  ['football', 'down 3, 20 seconds, ball at their 35 — spike it?', 'clock_management'],
  ['football', '3rd and 8 from our 30, what play should we call?', 'none'],
  ['football', '4th and goal from the 2, what play do we run', 'none'],
  ['football', '2nd and 10 at our 40, man or zone on this down?', 'none'],
  ['football', 'down 7 with 1:50 left, onside or kick it deep?', 'none'],
  ['basketball', 'up 3, 6 sec, their ball. foul?? should we foul', 'foul_up_three'],
  ['basketball', 'we are up three with 8 seconds to go and they have it, shuold we foul or play d', 'foul_up_three'],
  ['basketball', 'down 6, 50 seconds left, do we start fouling?', 'none'],
  ['basketball', '34 seconds left in the half and we just got the board, 2 for 1?', 'two_for_one'],
  ['basketball', 'down 2, 5 seconds, our ball — go for the tie or the win?', 'end_of_game_possession'],
  ['basketball', 'star has 4 fouls, 7 min left in the 3rd, sit him?', 'foul_trouble'],
  ['basketball', 'tied with 10 seconds left, who should take the last shot?', 'none'],
  ['basketball', 'down 1, 8 seconds, we just got the rebound — do we call a timeout?', 'call_timeout'],
  ['basketball', 'down 8 with 3 minutes left, should we press them?', 'none'],
  ['baseball', 'runner on 2nd 1 out tied in the 9th, their best hitter up — walk him?', 'intentional_walk'],
  ['baseball', 'IBB the cleanup guy? 2nd and 3rd, 1 out', 'intentional_walk'],
  ['baseball', 'intentinal walk or pitch to him, 8th inning', 'intentional_walk'],
  ['baseball', 'bottom 9 tied, runner on first, no outs, we want a walk-off — bunt or swing away?', 'sacrifice_bunt'],
  ['baseball', 'runner on first, 1 out, green light or hold him?', 'stolen_base'],
  ['baseball', 'starter at 92 pitches, 3rd time through, pull him or ride him?', 'times_through_order'],
  ['baseball', 'runner on third, 1 out, up 1 in the 8th — bring the infield in?', 'none'],
  ['baseball', 'full count, bases loaded, what pitch should he throw?', 'none'],
  ['soccer', 'up 1-0, 15 min left, we got a red. park the bus?', 'game_state_plan'],
  ['soccer', 'a goal down, 10 minutes to go, throw everyone forward?', 'game_state_plan'],
  ['soccer', 'tied 1-1 in the 75th, who should take the penalty?', 'none'],
  ['golf', '165 to the pin into a 15 mph wind, wich club?', 'club_adjustment'],
  ['golf', '210 out over water, lay up or go for the green?', 'go_or_lay_up'],
  ['golf', '40 yards short sided in the rough, flop or bump and run?', 'none'],
  ['tennis', 'serving at 30-40, second serve, where do i serve?', 'serve_choice'],
  ['tennis', 'break point on their serve, where should I return?', 'none'],
  ['tennis', '5-5 in the third, 30-30, should i go for broke on this point?', 'point_importance'],
];

describe('the decision asked', () => {
  it.each(ASKED)('%s: "%s" asks %s', (sport, message, label) => {
    expect(decisionAsked(sport, message)).toBe(label);
  });

  // Words with several senses, read in context.
  it.each([
    ['baseball', 'how do we stop their running game, they keep stealing on us'],
    ['baseball', 'what is a sacrifice fly?'],
    ['football', 'our punt return team keeps getting beat, how do we fix the coverage'],
    ['basketball', 'how do we break the press?'],
    ['basketball', 'How do we beat a full court press?'],
    ['basketball', 'we have 2 timeouts left and 40 seconds, tied'],
    ['basketball', 'what is a two-for-one?'],
    ['tennis', 'flat serve or kick serve, whats the difference'],
  ] as [Sport, string][])('%s: "%s" asks no engine decision', (sport, message) => {
    const label = decisionAsked(sport, message);
    expect(label === undefined || label === 'none').toBe(true);
  });
});

describe('a decision named outside an in-game call', () => {
  it.each([
    ['football', 'is it legal to fake a punt?'],
    ['football', 'when should you go for two?'],
    ['golf', 'should I lay up more often?'],
    ['baseball', "what's the best way to teach bunting?"],
  ] as [Sport, string][])('%s: "%s" is not a call', (sport, message) => {
    expect(decisionAsked(sport, message)).toBeUndefined();
    expect(tactical(sport, message).understanding?.intent).not.toBe('situation');
  });

  it('a cue of another sport with no numbers reads as the message would without it', () => {
    // "aim" is golf's target decision; in a basketball chat it asks how to shoot.
    const reply = tactical('basketball', 'where should I aim on a bank shot?');
    expect(reply.understanding?.intent).not.toBe('situation');
  });
});

describe('routing by the decision asked, not by the numbers', () => {
  it.each([
    ['baseball', 'starter at 85 pitches, runner on 1st, 1 out, should we send the runner?', 'stolen_base'],
    ['baseball', 'he is at 95 pitches, runner on 2nd, 1 out, their 3 hitter up — walk him?', 'intentional_walk'],
    ['football', 'just scored, 4th quarter, down 8 to down 2 — 2pt or kick?', 'two_point_decision'],
    ['basketball', 'our guard has 3 fouls, up 3, 5 seconds left, their ball — foul?', 'foul_up_three'],
  ] as [Sport, string, string][])('%s: "%s" runs %s', (sport, message, tool) => {
    expect(callOf(sport, message).call?.tool).toBe(tool);
  });

  it.each([
    ['football', '3rd and 8 from our 30, up 3, 2:10 left in the 4th — what play should we call?'],
    ['football', '4th and 1 at their 40, what defense do they run here? man or zone?'],
    ['basketball', 'tied, 12 seconds left, our ball — who should take the last shot?'],
    ['basketball', 'down 5, 40 seconds left, their ball, do we foul?'],
    ['baseball', 'bases loaded 2 outs in the 7th, 88 pitches, what pitch on 3-2?'],
    ['soccer', 'tied 1-1, 80th minute, who takes our penalty?'],
  ] as [Sport, string][])('%s: "%s" runs no unrelated engine', (sport, message) => {
    expect(callOf(sport, message).call).toBeUndefined();
    const { answer: line } = splitWhy(tactical(sport, message).text);
    // Not an engine's figures: no "to win", "expected runs" or "OPS" line.
    expect(line).not.toMatch(/% to win|expected runs|OPS allowed/);
  });
});

describe('a decision asked with no numbers', () => {
  it.each([
    ['baseball', 'should we walk their best hitter here?', /pitch to him|intentional walk/i],
    ['basketball', 'do we foul?', /foul/i],
    ['football', 'do we go for two?', /two|extra point/i],
  ] as [Sport, string, RegExp][])('%s: "%s" gets a call on the stated defaults', (sport, message, call) => {
    const reply = tactical(sport, message);
    expect(reply.understanding?.intent).toBe('situation');
    const { answer: line, why } = splitWhy(reply.text);
    expect(line).toMatch(call);
    expect(words(line)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
    expect(why).toMatch(/With no numbers given, assumed: /);
  });

  it.each([
    ['3rd and 9 at our 25, what play do we call?', /^Throw to the sticks/],
    ['4th and goal at the 1 — what do we run?', /^Play-action off your best goal-line run/],
    ['3rd & 1 near midfield, what play', /^Your best inside run/],
    ['their 3rd and 12, what defense should we be in?', /^Rush four/],
  ])('a play or a defense asked ("%s") gets the call for that down and distance', (message, call) => {
    const { answer: line } = splitWhy(tactical('football', message).text);
    expect(line).toMatch(call);
    expect(words(line)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
  });

  it.each([
    ['basketball', 'up 2, 20 seconds left, they have the ball. do we foul?', /^Don't foul/],
    [
      'basketball',
      'Down 3 with 10 seconds left, our ball out of a timeout. What play?',
      /^Screen for your best shooter/,
    ],
    ['football', 'should we onside kick? down 10 with 4 min left', /^Kick deep/],
    ['basketball', 'down 8 with 3 minutes left, should we press?', /^Press now/],
    ['baseball', 'bases loaded, full count, what pitch?', /^His best strike pitch/],
  ] as [Sport, string, RegExp][])(
    '%s: "%s" gets a call fitted to the margin, not the up-three model',
    (sport, message, call) => {
      const { answer: line } = splitWhy(tactical(sport, message).text);
      expect(line).toMatch(call);
    },
  );

  it('gets the notes’ committed call when no engine answers it', () => {
    const { answer: line, why } = splitWhy(tactical('basketball', 'who should take the last shot?').text);
    expect(line).toMatch(/^Ball to your best shot creator/);
    expect(words(line)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
    expect(why).toBeTruthy();
  });
});

describe('conditions that change a call', () => {
  it('reads level, wind, weather, ages and serve rates', () => {
    expect(parseConditions('HS kicker, 20 mph wind in our face, rain')).toMatchObject({
      level: 'high-school',
      windMph: 20,
      wind: 'against',
      rain: true,
    });
    expect(parseConditions('our 12u pitcher, pitch limit is 85')).toMatchObject({
      age: 12,
      level: 'youth',
      pitchLimit: 85,
    });
    expect(parseConditions('my second serve is only 40%')).toMatchObject({ secondServeIn: 0.4 });
    expect(parseConditions('my first serve % today is like 45% but second serve is fine')).toMatchObject({
      firstServeIn: 0.45,
    });
    expect(parseConditions('kicking with 15 mph wind into us')).toMatchObject({ windMph: 15, wind: 'against' });
    expect(parseConditions('our kicker is good from 45')).toMatchObject({ kickerRange: 45 });
  });

  it('a headwind shortens the kicker’s range and the call says so', () => {
    const calm = '4th and 6 at their 27, tied, 4 min left in the 4th. Field goal or go for it?';
    const windy =
      '4th and 6 at their 27, tied, 4 min left in the 4th, 25 mph wind in our face. Field goal or go for it?';
    const still = adviceFor(understandMessage('football', 'gameOnTheLine', calm).situation, calm);
    const blown = adviceFor(understandMessage('football', 'gameOnTheLine', windy).situation, windy);
    expect(still?.call.args.kickerRange).toBeUndefined();
    expect(blown?.call.args.kickerRange).toBe(48);
    const kickOf = (advice: typeof still) =>
      advice?.advice.options.find((option) => option.name === 'Field goal')?.value ?? 1;
    expect(kickOf(blown)).toBeLessThan(kickOf(still));
    expect(splitWhy(tactical('football', windy).text).why).toMatch(/Wind 25 mph \(into the kick\)/);
  });

  it('the level sets the kicking figures, the foul-out limit and the pitcher’s limits', () => {
    expect(callOf('football', 'high school game, 4th and 5 at their 30, kick it?').call?.args.level).toBe(
      'high-school',
    );
    expect(
      callOf('basketball', 'college game, our 4 has 4 fouls, 8 min left in the 2nd quarter, bench him?').call?.args
        .foulLimit,
    ).toBe(5);
    expect(callOf('baseball', '12 year old at 70 pitches, take him out?').call?.args.pitcherAge).toBe(12);
  });

  it('a red card plays us a man down', () => {
    expect(
      callOf('soccer', 'up 1-0, 20 min left, our centre back got a straight red. sit deep?').call?.args,
    ).toMatchObject({
      playersUs: 10,
      playersThem: 11,
    });
    expect(callOf('soccer', 'tied, 30 minutes left and they got a red, push for the winner?').call?.args).toMatchObject(
      {
        playersUs: 11,
        playersThem: 10,
      },
    );
  });

  it('reads the numbers coaches type in shorthand into the asked engine', () => {
    expect(
      callOf('baseball', 'tie game bottom 7 runner on 2nd nobody out, do we bunt him over?').call?.args,
    ).toMatchObject({
      inning: 7,
      outs: 0,
      bases: '-2-',
    });
    expect(callOf('baseball', 'runner on 1st 2 outs, down 1 in the 9th, send him?').call?.args).toMatchObject({
      inning: 9,
      scoreMargin: -1,
    });
    expect(callOf('soccer', 'down 2-1, 70th minute, they have 10 men. push forward?').call?.args).toMatchObject({
      playersThem: 10,
      goalsFor: 1,
      goalsAgainst: 2,
    });
    expect(callOf('golf', 'I have 230 to carry the water, lay up or go for it?').call?.args.carryOverTrouble).toBe(230);
    expect(callOf('football', '4th n 2 on there 45, tied, shud we go 4 it').call?.args).toMatchObject({
      yardsToGo: 2,
      yardsToEndZone: 45,
    });
    expect(callOf('football', 'do we try a 52 yard fg or punt, up 1').call?.args.yardsToEndZone).toBe(35);
    // Only the inning given: the turn through the order is read from it.
    expect(
      callOf('baseball', 'starter at 60 pitches in the 3rd inning, can he keep going?').call?.args.timesThrough,
    ).toBe(1);
  });

  it('a score gives the goals, not only the margin', () => {
    expect(callOf('soccer', 'down to 10 men, winning 2-1 with 25 minutes left, sit deep?').call?.args).toMatchObject({
      goalsFor: 2,
      goalsAgainst: 1,
    });
  });

  it('a second serve’s rate is not a second serve being hit', () => {
    const { call } = callOf('tennis', 'my second serve percentage is only 55%, serving at 40-30, where do i serve?');
    expect(call?.args.serve).toBeUndefined();
    expect(callOf('tennis', 'second serve at 30-40, where do i serve?').call?.args.serve).toBe('second');
  });

  it('a left-handed opponent moves the serve', () => {
    expect(callOf('tennis', 'serving at 30-30 against a lefty, where do i serve?').call?.args.opponentHand).toBe(
      'left',
    );
  });

  it('a weak second serve is said with the serve call', () => {
    const { why } = splitWhy(tactical('tennis', 'serving at 30-40, second serve is only 45%, where do i serve?').text);
    expect(why).toMatch(/second serve lands 45%/);
  });
});

describe('a Tactical call', () => {
  it.each([
    ['football', '4th and 2 at their 41, up 3, 4:50 left in the 4th — go or punt?'],
    ['baseball', 'runner on first, no outs, tied in the 8th. bunt?'],
    ['tennis', '5-5 in the 3rd set, 30-30 on my serve — how big is this point?'],
    ['soccer', 'down 1-0, 10 min left, push for the equaliser?'],
    ['basketball', '35 seconds left in the 3rd and our ball, 2 for 1?'],
  ] as [Sport, string][])(
    '%s: "%s" is one line of at most 15 words, each percentage a named chance',
    (sport, message) => {
      const { answer: line } = splitWhy(tactical(sport, message).text);
      expect(line.split('\n')).toHaveLength(1);
      expect(words(line)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
      // The call's own figure says what it is a chance of; the others are named by their option ("punt 52%").
      expect(line).toMatch(/\d/);
      expect(line).not.toMatch(/:\s*\d+(?:\.\d+)?%(?!\s*(?:to|swing|chance))/);
    },
  );
});

// Words a coach's call starts with: an order to the team, never a figure.
const CALL_WORDS =
  /^(?:swing|sacrifice|bunt|walk|pitch|steal|hold|go|punt|field goal|kick|run|hurry|one last|spread|score|press|get|block|play|protect|chase|stay|hit|aim|big first|serve|shoot|take|keep|try)\b/i;

const CALLS_ASKED: [Sport, string][] = [
  ['baseball', "runner on 2nd, nobody out, tie game in the 7th, what's the sign?"],
  ['baseball', 'runner on first, 1 out, down 1 in the 8th, what do we call?'],
  ['baseball', 'bases empty, 2 outs, bottom 9 tied, what now?'],
  ['baseball', 'man on third, one out, what do we do?'],
  ['baseball', 'runners on first and second, nobody out, what should we do?'],
  ['tennis', 'returning at 30-40, 4-5 in the third, what do I do?'],
  ['tennis', '15-30 on their serve, 2-2 first set, what should I play?'],
  ['tennis', 'deuce on their serve at 5-5, what now?'],
  ['tennis', '40-15 on my serve, 3-1 up, what should I do?'],
  ['soccer', 'up 1-0 with 15 minutes left, what do we do?'],
  ['soccer', 'down 0-1, 20 minutes left, what changes do we make?'],
  ['soccer', 'tied 1-1 with 10 minutes left and we are down to 10 men, what now?'],
  ['basketball', 'up 5 with 2 minutes left, what do we do?'],
  ['basketball', 'down 8 with 3 minutes to go, whats the call?'],
  ['basketball', 'tied 60-60, 1:30 left, what now?'],
  ['basketball', 'leading by 12 with 4 minutes left, what is the plan?'],
  ['football', '4th and 6 at their 30, down 3, 2 minutes left, kick or go?'],
  ['football', 'down 3 with 0:08 left at their 30, no timeouts, what do we do?'],
  ['football', '3rd and 8, 0 timeouts, 1:10 left, up 4, what do we do?'],
  ['golf', '150 yards into a 10 mph wind, what club?'],
  ['golf', '160 out with water left, where do I aim?'],
];

describe('a decision asked about a game state', () => {
  it.each(CALLS_ASKED)('%s: "%s" starts with a call, not a figure', (sport, message) => {
    const { answer: line } = splitWhy(tactical(sport, message).text);
    expect(line).not.toMatch(/^[\d.]/);
    expect(line).toMatch(CALL_WORDS);
  });

  it('asks bunt or swing away, not the run table, when a runner can be moved with an out to give', () => {
    expect(callOf('baseball', "runner on 2nd, nobody out, what's the sign?").call?.tool).toBe('sacrifice_bunt');
    expect(callOf('baseball', 'runner on 2nd, nobody out, how many runs do we expect?').call?.tool).toBe(
      'run_expectancy',
    );
    expect(callOf('baseball', 'runner on first, 2 outs, what now?').call?.tool).toBe('run_expectancy');
  });

  it('leaves a state a model answers to the model', () => {
    expect(callOf('basketball', 'down 2 with 40 seconds left, our ball, what do we do?').call?.tool).toBe(
      'end_of_game_possession',
    );
  });
});

describe('the figures the coach gives', () => {
  it('reads club carries, a hitter and a kicker', () => {
    expect(parseConditions('my 8-iron goes 150 and my 7 iron carries 160').carries).toEqual({
      '8-iron': 150,
      '7-iron': 160,
    });
    expect(parseConditions('I hit my pw about 115').carries).toEqual({ 'Pitching wedge': 115 });
    expect(parseConditions('he is a .180 hitter').batterAverage).toBeCloseTo(0.18);
    expect(parseConditions('their best hitter is up').batterQuality).toBe('best');
    expect(parseConditions('our kicker is good from 35 in').kickerRange).toBe(35);
  });

  it.each([
    [
      'golf',
      '150 yards into a 10 mph wind, my 8-iron goes 150, what club?',
      'carries',
      { '8-iron': 150 },
      /8-iron 150/,
    ],
    ['baseball', 'runner on second, 1 out, .180 hitter up, walk him?', 'batterWoba', 0.245, /\.180 hitter/],
    ['baseball', 'runner on second, 1 out, their best hitter up, walk him?', 'batterWoba', 0.37, /best hitter/],
    [
      'football',
      '4th and 6 at their 30, down 3, 2 minutes left, our kicker is good from 35 in. kick or go?',
      'kickerRange',
      35,
      /kicker's range, 35 yards/,
    ],
  ] as [Sport, string, string, unknown, RegExp][])(
    '%s: "%s" runs the engine with the figure and says so',
    (sport, message, key, value, said) => {
      expect(callOf(sport, message).call?.args[key]).toEqual(value);
      expect(splitWhy(tactical(sport, message).text).why).toMatch(said);
    },
  );

  it('scales the clubs not given from the one given', () => {
    const message = '150 yards into a 10 mph wind, my 8-iron goes 150, what club?';
    const read = understandMessage('golf', 'gameOnTheLine', message).situation;
    const decided = adviceFor(read, message);
    const carries = decided?.call.args.carries as Record<string, number>;
    expect(carries['8-iron']).toBe(150);
    expect(carries['7-iron']).toBeGreaterThan(150);
    expect(decided?.call.notes?.join(' ')).toMatch(/scaled from yours: \d+% of the mid-handicap carry table/);
  });

  it('changes the walk call with the hitter', () => {
    const read = (message: string) => understandMessage('baseball', 'gameOnTheLine', message).situation;
    const weak = 'runner on second, 1 out, .150 hitter up, walk him?';
    const best = 'runner on second, 1 out, their best hitter up, walk him?';
    const runs = (message: string) =>
      adviceFor(read(message), message)?.advice.options.find((option) => option.name === 'Pitch to him')?.value;
    expect(runs(best)!).toBeGreaterThan(runs(weak)!);
  });
});

describe('no nonsense in the Why?', () => {
  const states = [0, 3, 8, 15, 30, 45, 70, 110].flatMap((seconds) =>
    [0, 1, 3].flatMap((timeouts) =>
      [-9, -3, -1, 0, 4].map(
        (margin) =>
          `${margin < 0 ? `down ${-margin}` : margin > 0 ? `up ${margin}` : 'tied'} at their 30, 0:${String(seconds % 60).padStart(2, '0')}${seconds >= 60 ? ' plus a minute' : ''} left, ${timeouts} timeouts, what do we do?`,
      ),
    ),
  );

  it.each(states)('football: "%s" counts no zero snaps', (message) => {
    const text = tactical('football', message).text;
    expect(text).not.toMatch(/\b0 (?:snaps|plays|possessions)\b/);
  });

  it.each([
    'runners on first and second, nobody out, bunt or swing away?',
    'runner on first, nobody out, bunt?',
    'runner on second, 1 out, bunt him over?',
    'runners on first and second, 1 out, bottom 9 tied, bunt?',
  ])('baseball: "%s" never offers two equal figures as a choice', (message) => {
    const { answer: line, why } = splitWhy(tactical('baseball', message).text);
    const figures = [...line.matchAll(/(\d+(?:\.\d+)?)(%| expected runs)?/g)].map((match) =>
      Number(match[1]).toFixed(2),
    );
    if (figures.length >= 2 && figures[0] === figures[1]) expect(line).toMatch(/\beven\b/);
    expect(why).not.toMatch(/(\d+\.\d+) runs against \1 runs/);
  });
});
