import { z } from 'zod';
import gameClockFile from '../../../../content/game-clock.json';
import type { Sport } from '../../../../shared/constants';
import type { GolfClub } from '../../../../shared/engines/golf-clubs';
import { patternSchema } from '../knowledge/content-schema';
import { integerOf, withDigits } from './number-text';
import { liveFactIn } from './live-fact';
import { withoutAlignments } from '../builtin/word-senses';

/**
 * The numbers of a game state as a coach types them. Every field is optional: a message gives some
 * and the engines fill the rest with stated defaults. Margins are always ours minus theirs.
 */
export interface FootballSituation {
  down?: number;
  distance?: number;
  /** Yards to the opponent's goal line: midfield is 50, "our own 20" is 80, "their 35" is 35. */
  yardsToGoal?: number;
  /** The field position was read from words with no yard line ("the shadow of our goalposts"). */
  yardsToGoalFromWords?: boolean;
  margin?: number;
  /** Seconds left in the quarter named, or in the game when no quarter is named. */
  secondsLeft?: number;
  quarter?: number;
  /** Our timeouts left. */
  timeouts?: number;
  timeoutsTheirs?: number;
  possession?: 'ours' | 'theirs';
  /** "we just scored": the try after a touchdown is the question. */
  afterTouchdown?: boolean;
  /** The two-minute warning still to come (a clock stop no timeout pays for), or already past. */
  twoMinuteWarning?: 'ahead' | 'past';
}

export interface BasketballSituation {
  margin?: number;
  secondsLeft?: number;
  quarter?: number;
  possession?: 'ours' | 'theirs';
  /** Personal fouls of the player the message is about. */
  fouls?: number;
  /** Whose player is in foul trouble. */
  foulTroubleOf?: 'ours' | 'theirs';
  /** Seconds on the shot clock, when said apart from the game clock. */
  shotClockLeft?: number;
  /** "No shot clock" (most high-school play): the ball can be held to the buzzer. */
  noShotClock?: boolean;
  timeouts?: number;
  timeoutsTheirs?: number;
  /** Our fouls to give before the other side shoots free throws on a non-shooting foul. */
  foulsToGive?: number;
  /** Who is in the bonus: "they're in the bonus" means our fouls send them to the line. */
  bonus?: 'ours' | 'theirs';
  /** "They're not in the bonus": a non-shooting foul gives them the ball out of bounds. */
  bonusNot?: 'ours' | 'theirs';
}

export interface SoccerSituation {
  margin?: number;
  minutesLeft?: number;
  /** The minute of play when the message counts up ("68th minute", "60 mins in"): said back as stated. */
  minutesPlayed?: number;
  playersOurs?: number;
  playersTheirs?: number;
  /** Stoppage time said outright ("90+4", "first-half stoppage"): the minute added is kept to say back. */
  stoppage?: { half: 1 | 2; minute?: number };
  /** Substitutions we have left. */
  subsLeft?: number;
  /** Whose player is on a yellow card, when the message says. */
  yellowOf?: 'ours' | 'theirs';
}

export type Base = 'first' | 'second' | 'third';

export interface BaseballSituation {
  inning?: number;
  half?: 'top' | 'bottom';
  balls?: number;
  strikes?: number;
  outs?: number;
  runners?: Base[];
  margin?: number;
  pitchCount?: number;
  timesThrough?: number;
}

export type WindDirection = 'headwind' | 'tailwind' | 'crosswind';
export type GolfLie = 'fairway' | 'rough' | 'bunker' | 'hardpan' | 'tee' | 'buried' | 'under-lip';
export type GolfSlope = 'uphill' | 'downhill' | 'ball-above' | 'ball-below';
export type GolfHazard = 'water' | 'bunker' | 'out-of-bounds' | 'trees';

export interface GolfSituation {
  /** A distance in yards, or a bare number ("150 out") when `distanceUnit` is unset. */
  distanceYards?: number;
  distanceMetres?: number;
  /** The unit the message (or the coach profile, for a bare number) gave; unset means yards. */
  distanceUnit?: 'yards' | 'metres';
  windMph?: number;
  windDirection?: WindDirection;
  /** Positive when the target is above the ball. */
  elevationFeet?: number;
  temperatureF?: number;
  lie?: GolfLie;
  /** The slope under the ball, not the height of the target. */
  slope?: GolfSlope;
  /** The wind as golfers count it: "a 2-club wind". */
  windClubs?: number;
  hazard?: GolfHazard;
  /** The distance is a carry over trouble ("230 to carry the water"): the ball must fly it, no run-out. */
  mustCarry?: boolean;
  /** The rough is wet or lush ("wet rough", "thick stuff"): it grabs the club like heavy rough. */
  heavyGrass?: boolean;
  /** The green sits above or below the ball with no height given ("elevated green"). */
  elevationUnstated?: 'up' | 'down';
  /** Stroke play: strokes over par (negative under) after `holesPlayed` holes, "2 over through 12". */
  scoreToPar?: number;
  holesPlayed?: number;
  /** Match play: holes up (negative down, 0 all square), with `holesToPlay` left when said. */
  matchHolesUp?: number;
  holesToPlay?: number;
  /** The wind speed was read from a word for its strength ("a stiff breeze"), not a number. */
  windFromWords?: boolean;
}

export interface TennisSituation {
  /** The game score as typed, server first when the message says whose serve: "30-40", deuce = "40-40". */
  points?: string;
  games?: string;
  set?: number;
  serving?: boolean;
  breakPoint?: boolean;
  setPoint?: boolean;
  tiebreak?: boolean;
  /** The tiebreak's points as typed, ours first: "6-5 in the breaker". */
  tiebreakPoints?: string;
  matchPoint?: boolean;
  /** The points were not said: they are the game point a set or match point implies. */
  pointsImplied?: boolean;
  /** Whose break, set or match point it is, when the message says ("set point against me"). */
  bigPointFor?: 'ours' | 'theirs';
  secondServe?: boolean;
  opponentWeakSide?: 'forehand' | 'backhand';
  /** The side of ours the opponent keeps attacking. */
  opponentTargets?: 'forehand' | 'backhand';
}

export type Situation =
  | { sport: 'football'; state: FootballSituation }
  | { sport: 'basketball'; state: BasketballSituation }
  | { sport: 'soccer'; state: SoccerSituation }
  | { sport: 'baseball'; state: BaseballSituation }
  | { sport: 'golf'; state: GolfSituation }
  | { sport: 'tennis'; state: TennisSituation };

const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)';

/** "down 4", "trailing by 3", "up by one", "tied", "losing 2-1": ours minus theirs. */
const TURNED_ROUND: Record<string, string> = {
  up: 'down',
  ahead: 'behind',
  leading: 'trailing',
  winning: 'losing',
  down: 'up',
  behind: 'ahead',
  trailing: 'leading',
  losing: 'winning',
  lead: 'trail',
  leads: 'trail',
  trail: 'lead',
  trails: 'lead',
};

/**
 * A score said of the other side ("they're down 8", "they just scored and are up 3") is ours turned
 * round: the margin is always ours.
 */
function fromOurSide(text: string): string {
  return text.replace(
    /\b(?:they|the other team|opponents?)\b(?:'re| are| is)?((?: (?!we\b|us\b|our\b|i\b|my\b)[a-z]+){0,6}?) (?:are |is |'re )?(?:now |still )?(up|ahead|leading|winning|down|behind|trailing|losing|leads?|trails?)\b/g,
    (_whole, _between: string, verb: string) => `we're ${TURNED_ROUND[verb] ?? verb}`,
  );
}

export function parseMargin(said: string): number | undefined {
  // A score said with "to" ("up 4 to 2") is the same pair as "4-2": the first number is not the lead.
  const text = fromOurSide(said).replace(/\b(\d{1,3}) to (\d{1,3})\b/g, '$1-$2');
  if (/\b(tied|tie game|tie ballgame|all square|level|drawing|draw(?:n)? game|even game|0-0|nil nil)\b/.test(text))
    return 0;
  // The verb said either way: "we trail 15-13", "trailing 15-13", "we lead 21-17".
  const score =
    /\b(up|ahead|lead(?:ing)?|winning|down|behind|trail(?:ing)?|losing)\s*(?:by\s*)?(\d{1,3})\s*[-–]\s*(\d{1,3})\b/.exec(
      text,
    );
  if (score?.[1] && score[2] && score[3]) {
    const gap = Math.abs(Number(score[2]) - Number(score[3]));
    return /up|ahead|lead|winning/.test(score[1]) ? gap : -gap;
  }
  // The side named after the score ("it's 4-3 them", "17-14 us", "2-1 to them") leads by the gap.
  const whose =
    /\b(\d{1,3})\s*[-–]\s*(\d{1,3})\s*(?:to |for |in favou?r of )?(us|them|the other team|the opponents?)\b/.exec(text);
  if (whose?.[1] && whose[2] && whose[3]) {
    const gap = Math.abs(Number(whose[1]) - Number(whose[2]));
    return whose[3] === 'us' ? gap : -gap;
  }
  const trailing = /\b(\d{1,3})\s*[-–]\s*(\d{1,3})\s*(up|down)\b/.exec(text);
  if (trailing?.[1] && trailing[2] && trailing[3]) {
    const gap = Math.abs(Number(trailing[1]) - Number(trailing[2]));
    return trailing[3] === 'up' ? gap : -gap;
  }
  const ahead = integerOf(
    // "Coughed it up 3 times" counts turnovers, not a lead.
    /\b(?:up|ahead|leading|winning|(?:we )?lead)\s*(?:by\s*)?(\d{1,3})\b(?!\s*(?:feet|ft|yards?|yds|mph|st|nd|rd|th|times|x)\b)/,
    text,
  );
  if (ahead !== undefined) return ahead;
  const behind = integerOf(
    /\b(?:down|behind|trail(?:ing)?|losing)\s*(?:by\s*)?(\d{1,3})\b(?!\s*(?:feet|ft|yards?|yds|mph|st|nd|rd|th|times|x)\b)/,
    text,
  );
  if (behind !== undefined) return -behind;
  const goals = /\b(\d|a)\s*goals?\s*(up|down|ahead|behind)\b/.exec(text);
  if (goals?.[1] && goals[2]) {
    const gap = goals[1] === 'a' ? 1 : Number(goals[1]);
    return /up|ahead/.test(goals[2]) ? gap : -gap;
  }
  const goalsAfter = /\b(up|down|ahead|behind)\s*(?:by\s*)?(a|\d)\s*goals?\b/.exec(text);
  if (goalsAfter?.[1] && goalsAfter[2]) {
    const gap = goalsAfter[2] === 'a' ? 1 : Number(goalsAfter[2]);
    return /up|ahead/.test(goalsAfter[1]) ? gap : -gap;
  }
  const even = /\b(?:it'?s|at)\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\b/.exec(text);
  if (even?.[1] && even[1] === even[2]) return 0;
  return undefined;
}

/** "2:00", ":07", "6 minutes left", "30 seconds to go", "9 mins remaining": seconds left. */
export function parseSecondsLeft(text: string): number | undefined {
  const clock = /\b(\d{1,2}):(\d{2})\b/.exec(text);
  if (clock?.[1] && clock[2]) return Number(clock[1]) * 60 + Number(clock[2]);
  // A scoreboard's seconds typed with the colon and no minutes: ":07", ":4.2".
  const bare = /(?<![\w:])[:.](\d{2})(?:\.\d)?\b(?!\s*(?:obp|avg|average|hitter|era|%))/.exec(text);
  if (bare?.[1] && bare[0].startsWith(':')) return Math.max(1, Number(bare[1]));
  const minutes = integerOf(/\b(\d{1,2})\s*(?:minutes?|mins?|min)\b/, text);
  // A clock's tenths ("4.2 sec") are cut to whole seconds: the engines count whole ones. A clock
  // shows tenths only in its last minute, so "4.5 left" is seconds with the unit left out.
  const tenths =
    /(?<![\d.])(\d{1,3})\.\d\s*(?:seconds?|secs?|sec|s|ticks?)\b|(?<![\d.:])(\d{1,2})\.\d\s*(?=left\b|to go\b|remaining\b|on the (?:game )?clock\b)/.exec(
      text,
    );
  const tenthsSeconds = tenths?.[1] ?? tenths?.[2];
  const seconds = tenthsSeconds
    ? Math.max(1, Number(tenthsSeconds))
    : integerOf(/(?<![\d.])(\d{1,3})\s*(?:seconds?|secs?|sec|s|ticks?)\b/, text);
  if (minutes === undefined && seconds === undefined) return undefined;
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

function parseQuarter(text: string): number | undefined {
  return (
    integerOf(new RegExp(`\\b${ORDINAL}\\s*(?:quarter|qtr|q)\\b`), text) ??
    integerOf(/\bq([1-4])\b/, text) ??
    integerOf(
      new RegExp(`\\b(?:in|of|into)\\s*the\\s*([1-4])(?:st|nd|rd|th)\\b(?!\\s*(?:and|&|down|foul|time|half))`),
      text,
    )
  );
}

function parseFootball(said: string): FootballSituation {
  // "Our 3 technique keeps getting reached": a lineman's alignment, not a yard line.
  const text = withoutAlignments('football', said);
  const state: FootballSituation = {};
  // Not after a digit or hyphen, so "a 4-3 and 3-4 defense" is two fronts, not 3rd and 3.
  const downDistance =
    /(?<![\d-])\b([1-4])(?:st|nd|rd|th)?\s*(?:and|&|n|-and-)\s*(\d{1,2}|goal|inches|short)\b(?![-\d])/.exec(text);
  if (downDistance?.[1] && downDistance[2]) {
    state.down = Number(downDistance[1]);
    if (/^\d+$/.test(downDistance[2])) state.distance = Number(downDistance[2]);
    else if (downDistance[2] !== 'goal') state.distance = 1;
  } else {
    const down = integerOf(/\b([1-4])(?:st|nd|rd|th)\s*down\b/, text);
    if (down !== undefined) state.down = down;
  }
  // A kick named by its length ("a 52-yard field goal") is 17 yards longer than the line to the goal.
  const kick = integerOf(/\b(\d{2})[- ]?(?:yard|yd)s?(?:er)?\s*(?:fg|field goal|kick|attempt)\b/, text);
  state.yardsToGoal = parseYardsToGoal(text) ?? (kick !== undefined && kick > 17 ? kick - 17 : undefined);
  const deep = state.yardsToGoal === undefined ? DEEP_WORDS.find(([words]) => words.test(text)) : undefined;
  if (deep) [state.yardsToGoal, state.yardsToGoalFromWords] = [deep[1], true];
  // "And goal" on any down: the line to gain is the goal line.
  if (/\b[1-4](?:st|nd|rd|th)?\s*(?:and|&|n)\s*goal\b/.test(text) && state.yardsToGoal !== undefined)
    state.distance = state.yardsToGoal;
  state.margin = parseMargin(text.replace(/\b[1-4](?:st|nd|rd|th)\s*down\b/g, ''));
  state.quarter = parseQuarter(text);
  if (state.quarter === undefined && /\b(early|late) in the 3rd|3rd quarter\b/.test(text)) state.quarter = 3;
  // The clock before halftime is the 2nd quarter's: the clock model then plays for the half, not the game.
  if (
    state.quarter === undefined &&
    /\b1st half\b|\b(?:left|to go|remaining) in the half\b|\bbefore (?:the )?half(?: ?time)?\b|\bend of the (?:1st )?half\b|\b(?:going )?into (?:the )?half(?: ?time)?\b/.test(
      text,
    )
  )
    state.quarter = 2;
  state.secondsLeft = parseSecondsLeft(text.replace(/\b\d+\s*(?:second|sec)s?\s*(?:and|&)\b/g, ''));
  Object.assign(state, parseTimeouts(text));
  state.possession = parsePossession(text);
  // The field position is the offense's: with their ball, "our 35" leaves them 35 yards to go.
  if (state.possession === 'theirs' && state.yardsToGoal !== undefined && TERRITORY.test(text))
    state.yardsToGoal = 100 - state.yardsToGoal;
  if (/\bjust scored|\bafter (?:the|our|a) (?:td|touchdown)|\bscored a (?:td|touchdown)/.test(text))
    state.afterTouchdown = true;
  const warning = /\b(?:2|two)[- ]?min(?:ute)?s?[- ]warning\b/;
  if (warning.test(text))
    state.twoMinuteWarning =
      /\b(?:after|past|since|used|gone|already had|already passed|no)\b[^.?!,]{0,20}(?:2|two)[- ]?min(?:ute)?s?[- ]warning|warning\b[^.?!,]{0,12}\b(?:passed|gone|done|over|behind us)\b/.test(
        text,
      )
        ? 'past'
        : 'ahead';
  return state;
}

const THEM = /\b(?:they|they've|they're|their|them|opponents?|opp|the other team|defen[cs]e)\b/;
// "To" before a number is a score's "to" ("down 4 to 2"), never a TO count.
const TIMEOUT_COUNT =
  /\b([0-3])\s*(?:timeouts?|time outs?|tos?)\b(?!\s*\d)|\b(no|zero|none of (?:our|their)) (?:timeouts?|time outs?|tos?)\b|\b(out of) (?:timeouts?|time outs?|tos?)\b|\b(?:timeouts?|tos)\s*(?:left|remaining)?\s*:?\s*([0-3])\b/;

/**
 * "we have 1 timeout, they have 2", "they're out of TOs", "2 timeouts each": each side's timeouts,
 * read clause by clause so one side's count is never given to the other.
 */
function parseTimeouts(text: string): Pick<FootballSituation, 'timeouts' | 'timeoutsTheirs'> {
  const read: Pick<FootballSituation, 'timeouts' | 'timeoutsTheirs'> = {};
  for (const clause of text.split(/[,.;!?]|\bbut\b|\bwhile\b|\band (?=we|they|our|their)/)) {
    const match = TIMEOUT_COUNT.exec(clause);
    if (!match) continue;
    const count = match[1] ?? match[4];
    const value = count === undefined ? 0 : Number(count);
    if (/\beach\b|\bboth\b/.test(clause)) [read.timeouts, read.timeoutsTheirs] = [value, value];
    else if (THEM.test(clause)) read.timeoutsTheirs ??= value;
    else read.timeouts ??= value;
  }
  // "we have 1 timeout, they have 2" or "they have 1 timeout, we have 2": the second count leaves the word out.
  const countAfter = (who: string) =>
    integerOf(
      new RegExp(
        `\\b${who} (?:have|got|'ve got|still have) ([0-3])\\b(?!\\s*(?:points?|yards?|seconds?|minutes?|downs?|fouls?|outs?))`,
      ),
      text,
    );
  if (read.timeouts !== undefined && read.timeoutsTheirs === undefined) read.timeoutsTheirs = countAfter('they');
  if (read.timeoutsTheirs !== undefined && read.timeouts === undefined) read.timeouts = countAfter('we');
  return read;
}

const TERRITORY = /\b(?:their|there|thier|our own|our|own)\s*\d{1,2}\b/;

function parseYardsToGoal(text: string): number | undefined {
  if (/\bmid ?field\b|\bthe 50\b|\b50 yard line\b|\bhalfway\b/.test(text)) return 50;
  // "The plus 40" is their side of the field, "the minus 40" ours, as a press box counts it.
  const plus = integerOf(/\bthe\s*(?:plus|\+)\s*(\d{1,2})\b/, text);
  if (plus !== undefined) return plus;
  const minus = integerOf(/\bthe\s*(?:minus|-)\s*(\d{1,2})\b/, text);
  if (minus !== undefined) return 100 - minus;
  // The yards left said outright: "35 yards from the end zone", "35 yards out".
  const toGo = integerOf(
    /\b(\d{1,2})\s*(?:yards?|yds?)\s*(?:from (?:the )?(?:end ?zone|goal(?: line)?|pay ?dirt)|out\b(?!\s*of\b)|to (?:the )?(?:end ?zone|goal(?: line)?))/,
    text,
  );
  if (toGo !== undefined) return toGo;
  // "there 45" is "their 45" typed fast.
  const theirs = integerOf(
    /\b(?:their|there|thier|the opponents?'?|opp(?:onent)?'?s?|the other team'?s)\s*(\d{1,2})\b/,
    text,
  );
  if (theirs !== undefined) return theirs;
  const own = integerOf(/\b(?:our own|our|own)\s*(\d{1,2})\b(?!\s*(?:minutes?|seconds?|points?))/, text);
  if (own !== undefined) return 100 - own;
  const bare = integerOf(/\b(?:from|at|on)\s*the\s*(\d{1,2})\b(?!\s*(?:minutes?|seconds?|yard line))/, text);
  // A bare yard line is read as theirs unless the message says the ball is deep on our side.
  if (bare !== undefined && BACKED_UP.test(text)) return 100 - bare;
  return bare;
}

// Backed up with no yard line said: the goal line's words read as our own 2, "pinned deep" as our
// own 5; the reply says the line it read, so a coach can give the real one.
const DEEP_WORDS: readonly (readonly [RegExp, number])[] = [
  [
    /\b(?:shadow of (?:our|my|the) (?:own )?(?:goal ?posts?|uprights|end ?zone)|(?:on|at|near|by|backed up (?:on|against|to)) (?:our|my) (?:own )?goal ?line|backed up (?:against|to) (?:our|my|the) (?:own )?(?:goal ?line|end ?zone)|inches from (?:our|my) (?:own )?(?:goal ?line|end ?zone))\b/,
    98,
  ],
  [/\bpinned (?:deep|back)\b|\bdeep in (?:our|my) (?:own )?(?:end|territory|half|zone)\b|\bbacked up deep\b/, 95],
];

const BACKED_UP =
  /\bbacked up\b|\bpinned\b|\bcoming out\b|\bdeep in our (?:own )?(?:end|territory)\b|\bin our (?:own )?end\b|\bon our (?:own )?side\b|\bof ours\b/;

/** "their ball", "we have it", "we're on defense": who has the ball. */
function parsePossession(text: string): 'ours' | 'theirs' | undefined {
  if (
    /\b(?:our|we have the|we got the|we've got the) (?:ball|possession)\b|\bwe have (?:it|possession)\b|\bwe've got it\b|\bwith the ball\b|\bour inbound|\bwe(?:'re| are) on (?:offense|offence)\b|\bwe(?:'re| are) inbounding\b/.test(
      text,
    )
  )
    return 'ours';
  if (
    /\b(?:they have|they've got|they got|their) (?:the )?(?:ball|possession)\b|\bthey(?:'re| are) inbound|\btheir inbound|\bthey have it\b|\bon (?:defense|defence)\b|\bthey(?:'re| are) on (?:offense|offence)\b|\b(?:they(?: have| got|'ve got|'ve)?|their) (?:a )?[1-4](?:st|nd|rd|th) (?:and|&|n|down)\b/.test(
      text,
    )
  )
    return 'theirs';
  return undefined;
}

const BASKETBALL_LONGEST_GAME_SECONDS = 48 * 60;

function parseBasketball(text: string): BasketballSituation {
  const state: BasketballSituation = {};
  state.margin = parseMargin(text);
  const shotClock =
    /\b(\d{1,2})(?:\.\d)?\s*(?:s|secs?|seconds?)?\s*(?:on|left on|to go on) the shot ?clock\b|\bshot ?clock(?: is| at|:|,)?\s*(?:at )?(\d{1,2})\b/.exec(
      text,
    );
  const onShotClock = shotClock?.[1] ?? shotClock?.[2];
  if (onShotClock !== undefined) state.shotClockLeft = Number(onShotClock);
  if (/\bno shot ?clock\b|\bwithout a shot ?clock\b|\bshot ?clock is off\b/.test(text)) state.noShotClock = true;
  // No game runs longer than the pro game's 48 minutes: "50 mins" is a practice's length, not a clock.
  const clock = parseSecondsLeft(shotClock ? text.replace(shotClock[0], ' ') : text);
  state.secondsLeft = clock !== undefined && clock <= BASKETBALL_LONGEST_GAME_SECONDS ? clock : undefined;
  // A game clock shows seconds alone only in its last minute: "20 on the game clock" is 20 seconds.
  state.secondsLeft ??= integerOf(
    /(?<![\d:.])\b([1-5]?\d)\s*(?:on the game clock|on the clock|left on the (?:game )?clock)\b/,
    text,
  );
  state.quarter = parseQuarter(text);
  state.possession = parsePossession(text);
  const timeouts = parseTimeouts(text);
  state.timeouts = timeouts.timeouts;
  state.timeoutsTheirs = timeouts.timeoutsTheirs;
  state.fouls =
    integerOf(new RegExp(`\\b${ORDINAL}\\s*(?:personal\\s*)?foul\\b`), text) ??
    integerOf(/\b(\d)\s*(?:personal\s*)?fouls\b(?!\s*to give)/, text);
  const toGive =
    /\b(\d|no|none)\s*fouls? to give\b|\bfouls? to give\s*(?:is|:|=|of)?\s*(\d|none)\b|\b(?:have|got|with) (a|one) foul to give\b/.exec(
      text,
    );
  if (toGive) {
    const said = toGive[1] ?? toGive[2] ?? toGive[3] ?? '';
    state.foulsToGive = /^(?:no|none)$/.test(said) ? 0 : /^(?:a|one)$/.test(said) ? 1 : Number(said);
  }
  // "They're in the bonus": our fouls put them on the line; "we're in the double bonus": theirs put us there.
  const bonus =
    /\b(we|we're|we are|us|they|they're|they are|them|their team|opponents?)\b[^.?!,]{0,15}?\s(not |aren't |are not |isn't |ain't )?(?:yet |even )?in the (?:double )?bonus\b/.exec(
      text,
    );
  if (bonus?.[1]) {
    const whose = /^(?:we|we're|we are|us)$/.test(bonus[1]) ? 'ours' : 'theirs';
    if (bonus[2]) state.bonusNot = whose;
    else state.bonus = whose;
  } else if (/\bin the (?:double )?bonus\b/.test(text)) state.bonus = 'theirs';
  if (/\bfoul trouble\b|\b[3-5](?:st|nd|rd|th)? fouls?\b(?!\s*to give)/.test(text)) {
    state.foulTroubleOf = /\b(their|they|opponents?'?s?|the other team)\b[^.?!]{0,30}\bfoul/.test(text)
      ? 'theirs'
      : 'ours';
  }
  return state;
}

function parseSoccer(text: string): SoccerSituation {
  const state: SoccerSituation = {};
  const weAreShort =
    /\b(?:we(?:'re| are)?|we got|we had)?\s*(?:down|reduced) to (\d{1,2})\b|\b(?:down|short) a (?:man|player)\b|\ba (?:man|player) down\b|\bwe (?:got|had|have) (?:a|one) (?:red|player sent off|man sent off)|\bour \w+ (?:got|was) sent off|\bwe(?:'re| are) down to/;
  const theyAreShort =
    /\bthey(?:'re| are)? (?:down|reduced) to (\d{1,2})\b|\bthey (?:got|had|have) (?:a|one) (?:red|player sent off|man sent off)|\bthey had a player sent off|\bup a (?:man|player)\b|\bman advantage\b|\bextra man\b|\btheir \w+ (?:got|was) sent off/;
  // A red card said outright: "we got a red", "our 6 was sent off", "they picked up 2 reds".
  const ourRed =
    /\b(?:we(?:'ve)?|our \w+(?: \w+)?) (?:just |have |had )?(?:got|get|had|have|received|picked up|took) (?:a |1 |2 )?(?:straight |second )?red(?:s| card| cards)?\b|\bwe(?:'re| are)? (?:playing |left )?with (\d{1,2})(?: (?:men|players|guys)\b|(?= (?:since|for|now|after|from)\b))|\bwe(?:'ve)? (?:have|got|only have) (?:only )?(\d{1,2}) (?:men|players)\b/;
  const theirRed =
    /\b(?:they(?:'ve)?|their \w+(?: \w+)?|the other team|opponents?) (?:just |have |had )?(?:got|get|had|have|received|picked up|took) (?:a |1 |2 )?(?:straight |second )?red(?:s| card| cards)?\b|\bthey(?:'re| are)? (?:playing )?with (\d{1,2}) (?:men|players)\b|\bthey(?:'ve)? (?:have|got|only have) (?:only )?(\d{1,2}) (?:men|players)\b/;
  // "Red card on our CB", "our keeper got red carded": the card named by whom it went to.
  const redTo =
    /\b(?:red(?: card)?|sending off|sent off) (?:on|for|to|against) (our|my|us|their|them|the other team's|the opponents?'?s?)\b|\b(our|my|their) \w+(?: \w+)? (?:got |was |is |just got |has been )?(?:red[- ]?carded|sent off)\b/.exec(
      text,
    );
  const redOwner = redTo?.[1] ?? redTo?.[2];
  const redOurs = redOwner === 'our' || redOwner === 'my' || redOwner === 'us' ? redTo : null;
  const redTheirs = redOwner !== undefined && redOurs === null ? redTo : null;
  const short = weAreShort.exec(text) ?? ourRed.exec(text) ?? redOurs;
  const theirShort = theyAreShort.exec(text) ?? theirRed.exec(text) ?? redTheirs;
  if (theirShort) {
    state.playersOurs = 11;
    state.playersTheirs = Number(theirShort.slice(1).find((group) => group !== undefined && /^\d+$/.test(group)) ?? 10);
  } else if (short) {
    state.playersOurs = Number(short.slice(1).find((group) => group !== undefined && /^\d+$/.test(group)) ?? 10);
    state.playersTheirs = 11;
  } else {
    // "Playing 11 v 10", "10 against 11": the sides' strengths said as numbers, ours first.
    const strengths = /\b(\d{1,2})\s*(?:v|vs\.?|versus|against|on)\s*(\d{1,2})\b(?!\s*(?:minutes?|mins?|'))/.exec(text);
    const [ours, theirs] = [Number(strengths?.[1]), Number(strengths?.[2])];
    if (ours >= 3 && ours <= 11 && theirs >= 3 && theirs <= 11 && ours !== theirs) {
      state.playersOurs = ours;
      state.playersTheirs = theirs;
    }
  }
  state.margin = parseMargin(text.replace(/\b(?:down|short) a (?:man|player)\b|\bdown to \d+\b/g, ''));
  // A level score typed bare ("85th minute, 1-1") is a draw; an unequal one needs a side to read.
  if (state.margin === undefined && /(?<![\d-])\b(\d)\s*[-–]\s*\1\b(?![-\d])/.test(text)) state.margin = 0;
  if (/\bhalf ?time\b|\bat the half\b|\bat the break\b/.test(text)) state.minutesLeft = 45;
  // First-half stoppage leaves the whole second half; "90+4" or "stoppage" late, the few minutes a board shows.
  const added = /\b(45|90)\s*\+\s*(\d{1,2})\b/.exec(text);
  const firstHalf =
    added?.[1] === '45' ||
    /\b1st[- ]half (?:stoppage|injury|added)\b|\b(?:stoppage|injury|added) time (?:in|of|at the end of) the 1st half\b/.test(
      text,
    );
  if (added || /\b(?:stoppage|injury|added) time\b|\bstoppage\b/.test(text))
    state.stoppage = { half: firstHalf ? 1 : 2, ...(added?.[2] ? { minute: Number(added[2]) } : {}) };
  const subs =
    /\b(\d|no|zero)\s*(?:subs?|substitutions?|changes?)\s*(?:left|remaining)\b|\b(?:used|made) (?:all|all of) (?:our|my)?\s*(?:subs?|substitutions?|changes)\b|\b(?:we have|we've got|we got|with) (\d|no) (?:subs?|substitutions?)\b|\bout of (?:subs?|substitutions?)\b/.exec(
      text,
    );
  if (subs) {
    const said = subs[1] ?? subs[2];
    state.subsLeft = said === undefined || said === 'no' || said === 'zero' ? 0 : Number(said);
  }
  const yellow =
    /\b(our|my|their|the other team's|his|we|they)\b[^.?!,]{0,25}\b(?:on|has|have|got|picked up|is carrying) (?:a |an early |one )?yellow\b|\b(?:booked|on a booking)\b/.exec(
      text,
    );
  if (yellow) state.yellowOf = /^(?:their|the other team's|they)$/.test(yellow[1] ?? '') ? 'theirs' : 'ours';
  // Stoppage time is read as the few minutes a board usually shows.
  if (state.stoppage?.half === 1) state.minutesLeft = 45;
  else if (state.stoppage) state.minutesLeft = Math.max(1, 5 - (state.stoppage.minute ?? 2));
  Object.assign(state, soccerClock(text));
  return state;
}

const CLOCK_WORDS = z
  .strictObject({
    /** Said after a time, it counts down to the end: "20 left", "15 to play". */
    left: z.array(patternSchema(200)).min(1),
    /** Said after a time, it counts up from kickoff: "68 gone", "60 mins in". */
    elapsedAfter: z.array(patternSchema(200)).min(1),
    /** Said before a time with its unit, it counts up from kickoff: "after 70 minutes". */
    elapsedBefore: z.array(patternSchema(200)).min(1),
    /** Said before a time, it dates something that happened in the match: "sent off in the 55th". */
    eventBefore: z.array(patternSchema(200)).min(1),
    /** Said before a time, it dates the start of a spell that runs to now: "since the 30th minute". */
    pastBefore: z.array(patternSchema(200)).min(1),
  })
  .parse(gameClockFile);
const either = (words: string[]) => `(?:${words.join('|')})`;
const MINUTE_UNIT = '(?:minutes?|mins?|min)';
// A half named after the time ("10 into the 2nd half", "5 left in the 1st half") counts from that half.
const HALF_AFTER = '(?:\\s*(?:in|of)?\\s*(?:the\\s*)?(1st|2nd)\\s*half\\b)?';
// Not the second half of a score ("2-1") or of a clock ("2:30").
const SOCCER_LEFT = new RegExp(
  `(?<![\\d:.\\-–])\\b(\\d{1,2})\\s*${MINUTE_UNIT}?\\s*(?:\\+\\s*|plus )?(?:stoppage\\s*)?${either(CLOCK_WORDS.left)}\\b${HALF_AFTER}`,
);
const SOCCER_ELAPSED_AFTER = new RegExp(
  `\\b(\\d{1,2})\\s*${MINUTE_UNIT}?\\s*${either(CLOCK_WORDS.elapsedAfter)}\\b(?!\\s*(?:the )?(?:game|match)?\\s*(?:left|to go|remaining))${HALF_AFTER}`,
);
const SOCCER_ELAPSED_BEFORE = new RegExp(
  `\\b${either(CLOCK_WORDS.elapsedBefore)}\\s*(\\d{1,2})\\s*${MINUTE_UNIT}\\b(?!\\s*${either(CLOCK_WORDS.left)})${HALF_AFTER}`,
);

/** The longest bare soccer time ("30 mins") read as time left; a longer one is the minute played. */
const BARE_MINUTES_READ_AS_LEFT = 45;

/**
 * A soccer clock counts up, so a time is read by the words around it: "the 68th minute", "68 mins
 * in", "after 70 minutes" or "71:30" are minutes played; "20 left" or "15 to play" are minutes to
 * go; a bare "10 minutes" keeps the usual reading, time left, up to a half's length.
 */
function soccerClock(text: string): Pick<SoccerSituation, 'minutesLeft' | 'minutesPlayed'> {
  // "Down to 10 since the 30th, 70th minute": a spell's start is never the clock now, and an event's
  // minute ("sent off in the 55th") is the clock only when no other time is given.
  const sinceRemoved = text.replace(PAST_MINUTE, ' ');
  const clock = clockReadIn(sinceRemoved.replace(EVENT_MINUTE, ' '));
  return clock.minutesLeft === undefined ? clockReadIn(sinceRemoved) : clock;
}

const MINUTE_SAID = `(?:\\s+(?:in|at|on|around|after|about|during))?\\s*(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?(?:\\s*${MINUTE_UNIT}|')?(?![\\d:'-])`;
const PAST_MINUTE = new RegExp(`\\b${either(CLOCK_WORDS.pastBefore)}${MINUTE_SAID}`, 'g');
const EVENT_MINUTE = new RegExp(`\\b${either(CLOCK_WORDS.eventBefore)}${MINUTE_SAID}`, 'g');

function clockReadIn(text: string): Pick<SoccerSituation, 'minutesLeft' | 'minutesPlayed'> {
  const clockLeft = new RegExp(`(?<![\\d:])(\\d{1,2}):([0-5]\\d)\\s*${either(CLOCK_WORDS.left)}`).exec(text);
  if (clockLeft?.[1] && clockLeft[2])
    return { minutesLeft: Math.max(1, Number(clockLeft[1]) + (Number(clockLeft[2]) > 0 ? 1 : 0)) };
  const left = SOCCER_LEFT.exec(text);
  if (left?.[1]) return { minutesLeft: Number(left[1]) + (left[2] === '1st' ? 45 : 0) };
  const worded = SOCCER_ELAPSED_AFTER.exec(text) ?? SOCCER_ELAPSED_BEFORE.exec(text);
  const played =
    integerOf(/\b(\d{1,3})(?:st|nd|rd|th)\s*min(?:ute)?s?\b/, text) ??
    integerOf(/(?<!\d\s*)\b(?:minute|min)\.?\s*(\d{1,3})\b/, text) ??
    integerOf(/\b(\d{2})'(?!s)/, text) ??
    integerOf(/\b(?:in|at|it's) the (\d{2})(?:st|nd|rd|th)\b(?!\s*(?:second|sec))/, text) ??
    (worded?.[1] ? Number(worded[1]) + (worded[2] === '2nd' ? 45 : 0) : undefined) ??
    // A match clock typed as the board shows it ("71:30") has run that long.
    integerOf(/(?<![\d:])(\d{1,2}):[0-5]\d\b/, text);
  if (played !== undefined && played <= 90) return { minutesLeft: Math.max(0, 90 - played), minutesPlayed: played };
  // A bare time longer than a half is the board's: nobody counts down more than a half, while
  // "80 mins, 1-1" is how the minute on the clock is said.
  const minutes = integerOf(/\b(\d{1,2})\s*(?:minutes?|mins?|min)\b/, text);
  if (minutes !== undefined && minutes > BARE_MINUTES_READ_AS_LEFT && minutes <= 90)
    return { minutesLeft: 90 - minutes, minutesPlayed: minutes };
  if (minutes !== undefined) return { minutesLeft: minutes };
  const seconds = integerOf(/\b(\d{1,3})\s*(?:seconds?|secs?)\b/, text);
  return seconds === undefined ? {} : { minutesLeft: Math.max(1, Math.ceil(seconds / 60)) };
}

const BASES: Record<string, Base> = { '1st': 'first', '2nd': 'second', '3rd': 'third' };

function parseRunners(text: string): Base[] | undefined {
  if (/\bbases (?:are )?(?:loaded|juiced|full)\b|\bbases loaded\b/.test(text)) return ['first', 'second', 'third'];
  if (/\bbases (?:are )?empty\b|\bnobody on\b|\bno one on\b/.test(text)) return [];
  if (/\b(?:on|at) the corners\b|\bcorners (?:are )?(?:occupied|loaded)\b/.test(text)) return ['first', 'third'];
  // A runner is "on" a base or "at" it: "runner at 2nd" is the same man as "runner on 2nd".
  const named =
    /\b(?:runners?|men|man|guys?|somebody|someone)\s*(?:on|at)\s*(1st|2nd|3rd)(?:\s*(?:and|&|,)\s*(1st|2nd|3rd))?(?:\s*(?:and|&|,)\s*(3rd))?/.exec(
      text,
    );
  const pair = /\b(1st|2nd)\s*(?:and|&)\s*(2nd|3rd)\b(?!\s*(?:down|quarter|inning))/.exec(text);
  const match = named ?? pair;
  if (match) {
    const bases = match
      .slice(1)
      .flatMap((base) => (base ? [BASES[base]].filter((b): b is Base => b !== undefined) : []));
    return [...new Set(bases)];
  }
  if (/\bsteal(?:ing)?\s*2nd\b/.test(text)) return ['first'];
  if (/\bsteal(?:ing)?\s*3rd\b/.test(text)) return ['second'];
  return undefined;
}

function parseBaseball(text: string): BaseballSituation {
  const state: BaseballSituation = {};
  state.inning =
    integerOf(new RegExp(`\\b${ORDINAL}\\s*inning\\b`), text) ??
    integerOf(
      new RegExp(
        `\\b(?:in|top|bottom|bot|of)\\s*(?:of\\s*)?the\\s*${ORDINAL}\\b(?!\\s*(?:base|time|and|&|batter|pitch))`,
      ),
      text,
    ) ??
    // "bottom 7", "top of 9": the half names an inning without "the" or a suffix.
    integerOf(
      /\b(?:top|bottom|bot|btm)\s*(?:of\s*)?(?:the\s*)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:pitches|outs?|runs?)\b)/,
      text,
    );
  // A bare ordinal set off by commas ("runner on 1st, 0 outs, 7th, down 1") is the inning.
  state.inning ??= integerOf(/(?:^|[,;]\s*)(\d{1,2})(?:st|nd|rd|th)\s*(?=[,;.?!]|$)/, text);
  if (
    /\b(?:top|tops)\b(?! (?:of the (?:order|lineup)|hitter|batter|\d+ pitches))/.test(text) &&
    state.inning !== undefined
  )
    state.half = 'top';
  if (
    /\b(?:bottom|bot|btm)\b(?! (?:of the (?:order|lineup)|hitter|batter|third))/.test(text) &&
    state.inning !== undefined
  )
    state.half = 'bottom';
  // "3-1 count", "count is 2-2", "full count", "0-2": balls first, as the count is said.
  const count =
    /\b([0-3])\s*[-–]\s*([0-2])\s*count\b|\bcount (?:is |of |at )?([0-3])\s*[-–]\s*([0-2])\b|\b([0-3])\s*balls?,?\s*(?:and\s*)?([0-2])\s*strikes?\b/.exec(
      text,
    );
  if (/\bfull count\b/.test(text)) [state.balls, state.strikes] = [3, 2];
  else if (count) {
    const [balls, strikes] = count.slice(1).filter(Boolean).map(Number);
    [state.balls, state.strikes] = [balls, strikes];
  }
  // "2 down" and "2 away" are outs in an inning; "we're 2 down" is the score.
  state.outs = /\b(?:no|nobody|none|0)\s*outs?\b/.test(text)
    ? 0
    : (integerOf(/\b([0-2])\s*outs?\b/, text) ??
      integerOf(
        /(?<!\b(?:we're|we are|were|they're|they are|us|them|by)\s|[-–]\s*)\b([0-2])\s*(?:down|away)\b(?!\s*(?:by|in|on)\b)/,
        text,
      ));
  state.runners = parseRunners(text);
  // "Down a run" is down 1.
  state.margin = parseMargin(text.replace(/\b(up|down|ahead|behind|trailing|leading)\s*(?:by\s*)?a run\b/g, '$1 1'));
  state.pitchCount = integerOf(/\b(\d{2,3})\s*pitch(?:es)?\b/, text);
  state.timesThrough =
    integerOf(/\b([1-4])(?:st|nd|rd|th)?\s*times?\s*(?:through|thru)\b/, text) ??
    integerOf(/\b(?:through|thru) the (?:order|lineup)\s*(?:a|the|for the)?\s*([1-4])(?:st|nd|rd|th)\s*time\b/, text);
  return state;
}

/** The stroke-play score to par and the holes played: "2 over through 12", "-3 thru 9", "even after 10". */
const GOLF_SCORE =
  /(?:\b(\d{1,2}) (over|under)(?: par)?|\b(e|even)(?: par)?|(?<![\w+-])([+-]\d{1,2})) (?:through|thru|after) (\d{1,2})\b/;
/** The match: "2 down with 3 to play", "1 up with 4 left", "all square" (holes up, negative when down). */
const GOLF_MATCH_STATE =
  /\b(?:([1-9]) (up|down)(?! the)(?: with ([1-9]) (?:to play|to go|left))?|all square(?: with ([1-9]) (?:to play|to go|left))?)\b/;
/** The height of the green in yards or metres: "the green is 10 yards above me", "8 m downhill". */
const GOLF_ELEVATION =
  /\b(?:uphill|downhill|elevated|above|below)\s*(?:about|around|maybe|like|roughly)?\s*(\d{1,2})\s*(?:yards?|yds?)\b|\b(\d{1,2})\s*(?:yards?|yds?)\s*(?:uphill|up ?hill|up(?! the)|above|higher|downhill|down ?hill|down(?! the)|below|lower)\b/;
/** The carry over a hazard as a noun: "the water carry is 205", "a creek carry of 190". */
const HAZARD_CARRY =
  /\b(?:water|lake|pond|creek|hazard|ravine|bunker|the|a) carry (?:is |of |= ?|needs? |needed )?(?:about |around |maybe |like )?(\d{2,3})\b/;
/** A yard of height is three feet: the engine's elevation rule counts a yard of carry per yard up or down. */
const FEET_PER_YARD = 3;
/**
 * A wind named by its strength and no speed, in mph, from the Beaufort scale's bands: a light breeze
 * 4–7, a moderate 13–18, a fresh (a golfer's "stiff") 19–24, a strong 25–31 (UK Met Office).
 */
const GOLF_WIND_WORDS: readonly (readonly [RegExp, number])[] = [
  [
    /\b(?:howling|gale|gale-force|very strong|really strong|huge) (?:[\w-]+ )?(?:wind|breeze|gusts?)\b|\bblowing a gale\b/,
    25,
  ],
  [
    /\b(?:strong|big|heavy|stiff|fresh|brisk|gusty) (?:[\w-]+ )?(?:wind|breeze|gusts?|head ?wind|tail ?wind|cross ?wind)\b/,
    20,
  ],
  [/\b(?:light|slight|gentle|little|soft) (?:[\w-]+ )?(?:wind|breeze|head ?wind|tail ?wind|cross ?wind)\b/, 5],
];

function parseGolf(message: string): GolfSituation {
  const state: GolfSituation = {};
  // "My opponent found the bunker" is his lie, not ours: what a clause tells of him is left out.
  const text = withoutOpponentClauses(message);
  const score = GOLF_SCORE.exec(text);
  if (score) {
    state.scoreToPar =
      score[4] !== undefined
        ? Number(score[4])
        : score[3] !== undefined
          ? 0
          : Number(score[1]) * (score[2] === 'under' ? -1 : 1);
    state.holesPlayed = Number(score[5]);
  }
  const match = GOLF_MATCH_STATE.exec(text);
  if (match) {
    state.matchHolesUp = match[1] === undefined ? 0 : Number(match[1]) * (match[2] === 'down' ? -1 : 1);
    if (match[3] !== undefined) state.holesToPlay = Number(match[3]);
  }
  const elevation = GOLF_ELEVATION.exec(text);
  // The score, the match and the height of the green are numbers too: none of them is the distance.
  const distanceText = [score?.[0], match?.[0], elevation?.[0]].reduce<string>(
    (rest, phrase) => (phrase ? rest.replace(phrase, ' ') : rest),
    text,
  );
  state.distanceMetres = integerOf(/\b(\d{2,3})\s*(?:m|metres?|meters?)\b/, distanceText);
  const namedYards = integerOf(/\b(\d{2,3})\s*(?:yards?|yds?|y)\b/, distanceText);
  if (state.distanceMetres !== undefined) state.distanceUnit = 'metres';
  else if (namedYards !== undefined) state.distanceUnit = 'yards';
  state.distanceYards =
    state.distanceMetres !== undefined
      ? undefined
      : (namedYards ??
        integerOf(
          /\b(\d{2,3})\s*(?:out|in|left(?! (?:of|to))|to the (?:pin|flag|hole|green|middle))\b/,
          distanceText,
        ) ??
        integerOf(
          /\b(\d{2,3})\s*(?:to (?:carry|clear|reach|get over)|carry|over (?:the |a )?(?:water|lake|pond|creek|hazard|bunker|trap))\b/,
          distanceText,
        ) ??
        integerOf(HAZARD_CARRY, distanceText) ??
        integerOf(
          /\b(?:i have|i've got|i got|leaves? me)\s*(\d{2,3})\b(?!\s*(?:mph|feet|ft|degrees|kph|km|%))/,
          distanceText,
        ) ??
        integerOf(/^\s*(\d{2,3})\b(?!\s*(?:mph|feet|ft|degrees|kph|km))/, distanceText));
  const kph = integerOf(/\b(\d{1,2})\s*(?:kph|km\/?h|kmh)\b/, text);
  const mph = integerOf(/\b(\d{1,2})\s*(?:mph|miles? (?:an|per) hour|mile an hour)\b/, text);
  state.windMph = mph ?? (kph === undefined ? undefined : Math.round(kph * 0.621));
  const wordedWind = GOLF_WIND_WORDS.find(([words]) => words.test(text))?.[1];
  if (state.windMph === undefined && wordedWind !== undefined) {
    state.windMph = wordedWind;
    state.windFromWords = true;
  }
  if (
    /\bhead ?wind|\b(?:into|against) (?:the |a |an |this |that )?(?:[\w-]+ ){0,3}(?:wind|breeze|gusts?)\b|\b(?:dead|straight|right|playing) into it\b|\bin my face|\bwind (?:is )?against|\b(?:wind|breeze) (?:is )?(?:blowing |coming )?(?:into|in|at|toward|towards) (?:us|me|my face|our face)\b|\binto us\b/.test(
      text,
    )
  )
    state.windDirection = 'headwind';
  else if (
    /\btail ?wind|\bdown ?wind|\bdown ?breeze|\bhelping (?:wind|breeze)|\b(?:wind|breeze)(?:'s| is)? (?:blowing |coming )?(?:from )?(?:behind|helping|with me|at my back)|\bwith the (?:wind|breeze)|\b(?:wind|breeze)\b[^.?!,]{0,20}\bhelping\b|\bat my back\b/.test(
      text,
    )
  )
    state.windDirection = 'tailwind';
  else if (
    /\bcross ?wind|\b(?:left to right|right to left|l to r|r to l|left-to-right|right-to-left)\b|\bcross ?breeze|\bfrom the (?:left|right)|\b(?:wind|breeze)(?:'s| is)? (?:blowing )?across\b/.test(
      text,
    )
  )
    state.windDirection = 'crosswind';
  const uphill =
    integerOf(
      /\b(?:uphill|up ?hill|up|elevated|above)\s*(?:about|around|maybe|like|roughly)?\s*(\d{1,3})\s*(?:feet|ft|foot)\b/,
      text,
    ) ?? integerOf(/\b(\d{1,3})\s*(?:feet|ft|foot)\s*(?:uphill|up|above|higher)\b/, text);
  const downhill =
    integerOf(
      /\b(?:downhill|down ?hill|down|below)\s*(?:about|around|maybe|like|roughly)?\s*(\d{1,3})\s*(?:feet|ft|foot)\b/,
      text,
    ) ?? integerOf(/\b(\d{1,3})\s*(?:feet|ft|foot)\s*(?:downhill|down|below|lower)\b/, text);
  const elevationYards = elevation ? Number(elevation[1] ?? elevation[2]) : undefined;
  const elevationUp = elevation ? !/\b(?:down ?hill|down|below|lower)\b/.test(elevation[0]) : true;
  state.elevationFeet =
    uphill ??
    (downhill === undefined ? undefined : -downhill) ??
    (elevationYards === undefined ? undefined : FEET_PER_YARD * elevationYards * (elevationUp ? 1 : -1));
  const degrees = /\b(\d{1,3})\s*(?:degrees|deg|°)\s*(f|c|fahrenheit|celsius)?\b/.exec(text);
  if (degrees?.[1]) {
    const value = Number(degrees[1]);
    state.temperatureF = degrees[2]?.startsWith('c') ? Math.round((value * 9) / 5 + 32) : value;
  }
  const clubs =
    integerOf(
      /\b([1-4])[- ]?clubs? (?:of )?(?:wind|breeze|head ?wind|tail ?wind|helping wind|into|down ?wind)/,
      text,
    ) ?? integerOf(/\b(?:wind|breeze)(?:'s| is)? (?:worth |about |like |a )?([1-4])[- ]?clubs?\b/, text);
  if (clubs !== undefined) state.windClubs = clubs;
  if (/\bdown ?hill lie\b|\bdown ?slope\b|\bon a down ?hill\b/.test(text)) state.slope = 'downhill';
  else if (/\bup ?hill lie\b|\bup ?slope\b|\bon an up ?hill\b/.test(text)) state.slope = 'uphill';
  else if (/\bball (?:is |'s )?(?:well |way |a bit )?above (?:my|the|his|her) feet\b|\bsidehill lie above/.test(text))
    state.slope = 'ball-above';
  else if (/\bball (?:is |'s )?(?:well |way |a bit )?below (?:my|the|his|her) feet\b|\bsidehill lie below/.test(text))
    state.slope = 'ball-below';
  if (
    /\bunder (?:the |a )?(?:lip|face|front lip|bunker face)\b|\bagainst (?:the )?(?:lip|face of the bunker)\b|\bup against the (?:lip|face)\b|\btight (?:to|under) the lip\b/.test(
      text,
    )
  )
    state.lie = 'under-lip';
  else if (/\bburied\b|\bplugged\b|\bfried egg\b|\bembedded\b/.test(text)) state.lie = 'buried';
  else if (/\bhard ?pan\b/.test(text)) state.lie = 'hardpan';
  else if (/\b(?:in|from|out of) (?:a |the )?(?:fairway |greenside )?(?:bunker|sand|trap)\b/.test(text))
    state.lie = 'bunker';
  else if (
    /\b(?:fairway|greenside) (?:bunker|trap)\b/.test(text) &&
    !/\b(?:over|carry|clear|short of|past|front) (?:a |the )?(?:fairway |greenside )?(?:bunker|trap)\b/.test(text)
  )
    state.lie = 'bunker';
  else if (/\brough\b|\b(?:1st|first) cut\b|\bthick stuff\b|\bthe cabbage\b/.test(text)) state.lie = 'rough';
  else if (/\b(?:in|from|on) the fairway\b|\bfairway lie\b/.test(text)) state.lie = 'fairway';
  else if (/\boff the tee\b|\bon the tee\b/.test(text)) state.lie = 'tee';
  if (
    state.lie === 'rough' &&
    /\b(?:wet|soaked|soggy|lush|thick|deep|heavy|long|juicy|gnarly)\b[^.?!,]{0,8}\brough\b|\bthick stuff\b|\bcabbage\b/.test(
      text,
    )
  )
    state.heavyGrass = true;
  if (state.elevationFeet === undefined) {
    if (
      /\b(?:elevated|raised|uphill|up ?hill|plateau) (?:green|target|pin|flag)\b|\b(?:green|pin|flag|target) (?:is |sits )?(?:elevated|raised|up(?: ?hill)?|above (?:me|us|the ball))\b|\bplays? uphill\b|\buphill (?:approach|shot)\b/.test(
        text,
      )
    )
      state.elevationUnstated = 'up';
    else if (
      /\b(?:downhill|down ?hill|sunken|lower) (?:green|target|pin|flag)\b|\b(?:green|pin|flag|target) (?:is |sits )?(?:below (?:me|us|the ball)|down(?: ?hill)?|sunken)\b|\bplays? downhill\b|\bdownhill (?:approach|shot)\b/.test(
        text,
      )
    )
      state.elevationUnstated = 'down';
  }
  if (
    /\b(?:to|must|need to|have to|got to|gotta) (?:carry|clear|fly)\b|\bcarry (?:over )?(?:the |a )?(?:water|creek|pond|lake|hazard|ravine|bunker)\b/.test(
      text,
    ) ||
    HAZARD_CARRY.test(text)
  )
    state.mustCarry = true;
  if (/\bwater\b|\blake\b|\bpond\b|\bcreek\b|\bhazard\b/.test(text)) state.hazard = 'water';
  else if (/\bout of bounds\b|\bob\b|\bo\.b\./.test(text)) state.hazard = 'out-of-bounds';
  else if (/\bbunker\b|\btrap\b|\bsand\b/.test(text) && !['bunker', 'under-lip', 'buried'].includes(state.lie ?? ''))
    state.hazard = 'bunker';
  else if (/\btrees?\b|\bwoods\b/.test(text)) state.hazard = 'trees';
  return state;
}

const POINT = '(0|love|15|30|40)';
const POINT_ORDER = ['0', '15', '30', '40', 'AD'];

function parseTennis(text: string): TennisSituation {
  const state: TennisSituation = {};
  const tiebreak = /\btie ?-?break(?:er)?\b|\bbreaker\b/.test(text);
  if (tiebreak) state.tiebreak = true;
  // "30-all" is 30-30; "30 40" typed without the dash is still a game score.
  const even = /\b(15|30|love)[- ]?all\b/.exec(text)?.[1];
  const points = even
    ? ['', even, even]
    : new RegExp(`\\b${POINT}\\s*[-–]\\s*${POINT}\\b|\\b(15|30|40|love) (15|30|40|love)\\b`)
        .exec(text)
        ?.filter((group, index) => index === 0 || group !== undefined);
  if (points?.[1] && points[2] && !tiebreak)
    state.points = `${points[1].replace('love', '0')}-${points[2].replace('love', '0')}`;
  // "The deuce side" is a half of the court, not a score.
  else if (/\bdeuce\b(?!\s*(?:side|court|box))/.test(text)) state.points = '40-40';
  // "Ad in" is the server's advantage, "ad out" the returner's; "my ad" / "her ad" by who serves, below.
  else if (/\b(?:ad|advantage)[- ](?:in|server)\b/.test(text)) state.points = 'AD-40';
  else if (/\b(?:ad|advantage)[- ](?:out|receiver|returner)\b/.test(text)) state.points = '40-AD';
  const gamePattern = /\b([0-7])\s*[-–]\s*([0-7])\b/g;
  for (const match of text.matchAll(gamePattern)) {
    if (tiebreak && state.games === undefined && /\btie ?-?break(?:er)?\s*(?:at\s*)?$/.test(text.slice(0, match.index)))
      continue;
    state.games = `${match[1]}-${match[2]}`;
    break;
  }
  state.set =
    integerOf(/\b([1-5])(?:st|nd|rd|th)\s*set\b/, text) ??
    integerOf(/\bin the ([1-5])(?:st|nd|rd|th)\b(?!\s*(?:game|point))/, text);
  if (
    /\b(?:my|i'?m|i am|we(?:'re| are)) serv|\bon (?:my|our) serve\b|\bmy serve\b|\bserving (?:at|for|to)\b|\b(?:i|we) serve\b|\bserving\b(?! to)/.test(
      text,
    )
  )
    state.serving = true;
  if (
    /\b(?:their|his|her|opponent'?s?) (?:(?:first|second|1st|2nd|big|weak|kick|slice|flat) )?serves?\b|\breturning\b|\breceiving\b|\bi'?m returning|\bon the return\b|\bhe(?:'s| is) serving|\bshe(?:'s| is) serving|\bthey(?:'re| are) serving/.test(
      text,
    )
  )
    state.serving = false;
  else if (state.serving === undefined && /\b(?:he|she|they|my opponent|the opponent) serves?\b/.test(text))
    state.serving = false;
  if (
    /\bbreak points?\b|\bbp\b/.test(text) ||
    (state.points === '30-40' && state.serving === false) ||
    state.points === '0-40' ||
    (state.points === '40-AD' && state.serving === false) ||
    state.points === '15-40'
  )
    state.breakPoint = true;
  if (/\bset points?\b/.test(text)) state.setPoint = true;
  if (/\bmatch points?\b/.test(text)) state.matchPoint = true;
  const said =
    /\b(break|set|match) points?\s*(for|to|against|on)\s*(me|us|my|our|him|her|them|the other|my opponent|opponent)\b/.exec(
      text,
    );
  // "Set point on my serve" says who serves, not whose point; a break point on my serve is theirs.
  const onServe =
    said?.[2] === 'on' && said[1] !== 'break' && /^(?:'s)?\s*serv/.test(text.slice(said.index + said[0].length));
  const side = onServe ? undefined : said?.slice(2);
  if (side?.[0] && side[1])
    state.bigPointFor =
      (side[0] === 'against' || side[0] === 'on') === /^(?:me|us|my|our)$/.test(side[1]) ? 'theirs' : 'ours';
  // "Set point up" is ours to win, "break point down" theirs; so is one the opponent "has".
  else if (/\b(?:break|set|match) points? (up|down)\b/.test(text))
    state.bigPointFor = /\b(?:break|set|match) points? up\b/.test(text) ? 'ours' : 'theirs';
  else if (
    /\b(?:he|she|they|my opponent|the opponent|opponent)(?: has| have| got| gets|'s got|'ve got| earned| is on| are on|'s on|'re on) (?:a |double |triple )?(?:break|set|match) points?\b/.test(
      text,
    )
  )
    state.bigPointFor = 'theirs';
  else if (/\b(?:i|we) (?:have|had|got|am facing|are facing|face)\b[^.?!]{0,12}\b(?:break|set|match) point/.test(text))
    state.bigPointFor = /\bfacing|\bface\b/.test(text) ? 'theirs' : 'ours';
  else if (/\b(?:facing|save|saving) (?:a )?(?:break|set|match) point/.test(text)) state.bigPointFor = 'theirs';
  // A break point is won by the returner: whose it is says who serves.
  if (state.breakPoint && state.bigPointFor && state.serving === undefined)
    state.serving = state.bigPointFor === 'theirs';
  // The side with the big point leads the game: points typed with our score first ("match point for
  // me, 40-30" while returning) are turned round to the server's first.
  if (state.bigPointFor && state.serving !== undefined && state.points && state.points !== '40-40') {
    const [first = '', second = ''] = state.points.split('-');
    const serverLeads = POINT_ORDER.indexOf(first) > POINT_ORDER.indexOf(second);
    const serverHolds = (state.bigPointFor === 'ours') === state.serving;
    if (first !== second && serverLeads !== serverHolds) state.points = `${second}-${first}`;
  }
  // Set or match point with no points said is a game point for its side (for the side ahead in games
  // when the message does not say whose): read as 40-30 for that side, not a game at love-all.
  if (!tiebreak && state.points === undefined && (state.setPoint || state.matchPoint)) {
    const [ours, theirs] = (state.games ?? '').split('-').map(Number);
    const side =
      state.bigPointFor ??
      (ours === undefined || theirs === undefined || ours === theirs ? undefined : ours > theirs ? 'ours' : 'theirs');
    if (side) {
      state.points = (side === 'ours') === (state.serving !== false) ? '40-30' : '30-40';
      state.pointsImplied = true;
    }
  }
  if (tiebreak) {
    // A tiebreak's score runs past 7: "6-5 in the breaker", "tiebreak at 8-7".
    const inBreak =
      /\b(\d{1,2})\s*[-–]\s*(\d{1,2})\s*(?:up |down )?(?:in|into) (?:the|a) (?:tie ?-?break(?:er)?|breaker)\b|\b(?:tie ?-?break(?:er)?|breaker)\s*(?:at|is|,)?\s*(\d{1,2})\s*[-–]\s*(\d{1,2})\b/.exec(
        text,
      );
    // A lone score with no games said ("tiebreak, down 5-6") is the breaker's own: a set reaches one at 6-6.
    const pairs = [...text.matchAll(/\b(\d{1,2})\s*[-–]\s*(\d{1,2})\b(?!\s*(?:in )?games?\b)/g)];
    const lone = pairs.length === 1 && pairs[0]![0].replace(/\s/g, '') !== '6-6' ? pairs[0]!.slice(1) : undefined;
    // "At 5 all" in a tiebreak is 5-5 in its points.
    const all = /\b(\d{1,2})[- ]?all\b/.exec(text)?.[1];
    const pair = inBreak?.slice(1).filter(Boolean) ?? lone ?? (all ? [all, all] : undefined);
    if (pair?.length === 2) {
      state.tiebreakPoints = pair.join('-');
      if (state.games === pair.join('-')) state.games = undefined;
    }
  }
  // "my second serve is only 40%" rates the serve; it is not the serve being hit now.
  if (/\b(?:2nd|second) serve\b(?!\s*(?:percentage|%|pct|rate|stats?|in\b|is\b|lands|has been|goes in))/.test(text))
    state.secondServe = true;
  const weak =
    /\b(?:his|her|their|opponent'?s?|the other guy'?s)\s*(backhand|forehand)\s*(?:is|looks|seems)\s*(?:\w+\s*)?(?:weak|bad|poor|shaky|awful|terrible|vulnerable)/.exec(
      text,
    ) ?? /\b(?:weak|bad|poor|shaky)\s*(backhand|forehand)\b/.exec(text);
  if (weak?.[1] === 'backhand' || weak?.[1] === 'forehand') state.opponentWeakSide = weak[1];
  const targets =
    /\b(?:goes|going|hits?|hitting|attacks?|attacking|keeps? (?:going|hitting))\s*(?:to|at)?\s*my\s*(backhand|forehand)\b/.exec(
      text,
    );
  if (targets?.[1] === 'backhand' || targets?.[1] === 'forehand') state.opponentTargets = targets[1];
  return state;
}

/**
 * What changes a call without being a number of the game state: the level, the weather, a kicker's
 * range, a pitcher's age, serve rates. Kept apart from the state, so "high school" alone does not
 * make a message a game situation.
 */
export interface Conditions {
  level?: 'youth' | 'high-school' | 'college' | 'pro';
  /** An age the message gives ("12u", "a 14-year-old"). */
  age?: number;
  windMph?: number;
  /** Wind relative to the kick or shot the decision is about. */
  wind?: 'against' | 'with' | 'across';
  rain?: boolean;
  snow?: boolean;
  /** Our kicker's range in yards ("our kicker is good to 40"). */
  kickerRange?: number;
  /** A pitch limit the message sets ("he's capped at 85"). */
  pitchLimit?: number;
  tour?: 'atp' | 'wta';
  /** Shares 0–1 the message gives for our serve. */
  firstServeIn?: number;
  /** The share 0–1 of first serves the opponent is landing ("she's making 45% of first serves"). */
  opponentFirstServeIn?: number;
  secondServeIn?: number;
  servicePointsWon?: number;
  /** The golfer's own carries the message gives ("my 8-iron goes 150"), by the engine's club names. */
  carries?: Partial<Record<GolfClub, number>>;
  /** The batter's batting average the message gives (".180 hitter"), or a best/weakest hitter read. */
  batterAverage?: number;
  /** The batter's on-base percentage (".400 OBP"). */
  batterObp?: number;
  /** The on-deck hitter's figure, when the message gives one: an average or an OBP. */
  onDeckAverage?: number;
  onDeckObp?: number;
  batterQuality?: 'best' | 'weak';
  /** The pitcher we face, as the message rates him ("their ace", "throwing 98", "he's gassed"). */
  pitcherQuality?: 'strong' | 'weak';
  softball?: boolean;
  /** Golf's format: match play makes a blow-up hole cost one hole, stroke play counts every shot. */
  golfFormat?: 'match' | 'stroke';
  /** The opponent is in trouble on this hole ("he's in the water"). */
  opponentInTrouble?: boolean;
  /** A score to protect ("protecting my round", "just need a par"). */
  protectingScore?: boolean;
  /** The court's surface. */
  surface?: 'clay' | 'grass' | 'hard' | 'indoor';
  /** A player's line in this game the message gives ("0-for-8 tonight", "3 of 4"): made, then tried. */
  playerForm?: { made: number; tried: number };
}

// "0-for-8", "0 for 8", "1 of 9", "3-for-3": a player's makes or hits out of tries in this game.
const FORM =
  /\b(\d{1,2})\s*(?:-?\s*(?:for|of)\s*-?|\/)\s*(\d{1,2})\b(?!\s*(?:minutes|mins|seconds|secs|yards|games|sets|timeouts|players|zone|%))/;
// "Has missed all 8 of his shots", "missed his last 6": none made of the tries said.
const ALL_MISSED =
  /\bmiss(?:ed|ing)? (?:all|each|every one)(?: of)? (?:his |her |the |their )?(\d{1,2})\b|\bmiss(?:ed|ing)? (?:his|her|their|the) (?:last|first) (\d{1,2})\b/;
// Fewer tries than this say nothing of a player's form.
const FORM_MIN_TRIES = 3;

const CLUB_WORDS: [RegExp, GolfClub][] = [
  [/driver/, 'Driver'],
  [/3[- ]?wood/, '3-wood'],
  [/5[- ]?wood/, '5-wood'],
  [/hybrid/, 'Hybrid'],
  ...([4, 5, 6, 7, 8, 9] as const).map((n): [RegExp, GolfClub] => [
    new RegExp(`${n}[- ]?(?:iron|i)`),
    `${n}-iron` as GolfClub,
  ]),
  [/(?:pitching wedge|pw)/, 'Pitching wedge'],
  [/(?:gap wedge|gw|52)/, 'Gap wedge'],
  [/(?:sand wedge|sw|56)/, 'Sand wedge'],
  [/(?:lob wedge|lw|60)/, 'Lob wedge'],
];

/** "My 8-iron goes 150", "I hit my 7i 160", "7 iron carries 155 yards": the player's own carries. */
function carriesOf(text: string): Partial<Record<GolfClub, number>> | undefined {
  const carries: Partial<Record<GolfClub, number>> = {};
  for (const [words, club] of CLUB_WORDS) {
    const match = new RegExp(
      // "I hit my 8-iron 140" gives a carry with no verb; "7-iron 150 to the pin" is the shot, not the club.
      `\\b(?:${words.source})\\b(?: (?:goes|carries|flies|travels|is|=|for|about|around|only|usually|normally|like)){0,3}:? (\\d{2,3})\\b(?! ?(?:yards? |yds? |y )?(?:to|out|from|away|left|in)\\b)`,
    ).exec(text);
    const yards = match ? Number(match[1]) : NaN;
    if (yards >= 20 && yards <= 400) carries[club] = yards;
  }
  return Object.keys(carries).length > 0 ? carries : undefined;
}

const PERCENT = '(\\d{1,3})\\s*(?:%|percent|pct)';

function share(pattern: RegExp, text: string): number | undefined {
  const value = integerOf(pattern, text);
  return value === undefined || value > 100 ? undefined : value / 100;
}

export function parseConditions(message: string): Conditions {
  const text = withDigits(message.toLowerCase());
  const conditions: Conditions = {};
  const age =
    integerOf(/\b(\d{1,2})\s*(?:u|and under)\b/, text) ??
    integerOf(/\bu\s*(\d{1,2})\b/, text) ??
    integerOf(/\b(\d{1,2})[- ](?:year|yr)s?[- ]?olds?\b/, text) ??
    integerOf(/\b(?:he|she)(?:'s| is) (\d{1,2})\b(?!\s*(?:pitches|for|of|outs|yards))/, text);
  if (age !== undefined && age >= 6 && age <= 40) conditions.age = age;
  if (/\b(?:nfl|pro|professional|mlb|nba|wnba|atp|wta|tour pro)\b/.test(text)) conditions.level = 'pro';
  if (/\b(?:college|ncaa|fbs|fcs|d1|d2|d3|division (?:1|2|3|i|ii|iii)|juco|university)\b/.test(text))
    conditions.level = 'college';
  if (/\b(?:high school|highschool|hs|varsity|jv|junior varsity|prep|freshman team)\b/.test(text))
    conditions.level = 'high-school';
  if (
    /\b(?:youth|little league|pee ?wee|pop warner|middle school|rec league|kids|travel ball)\b/.test(text) ||
    (conditions.age !== undefined && conditions.age <= 14)
  )
    conditions.level = 'youth';
  // "Will it rain Friday?" asks the forecast: the weather of the play is what the message says it is.
  const weather = text
    .split(/(?<=[?.!;])\s+/)
    .filter((sentence) => liveFactIn(sentence)?.kind !== 'weather')
    .join(' ');
  const kph = integerOf(/\b(\d{1,2})\s*(?:kph|km\/?h|kmh)\b/, weather);
  const mph = integerOf(/\b(\d{1,2})\s*(?:mph|miles? (?:an|per) hour|mile an hour)\b/, weather);
  conditions.windMph = mph ?? (kph === undefined ? undefined : Math.round(kph * 0.621));
  if (/\b(?:strong|big|heavy|howling|gusty|stiff) (?:wind|breeze|gusts?)\b|\bwindy\b|\bgusting\b/.test(weather))
    conditions.windMph ??= 20;
  if (conditions.windMph !== undefined || /\bwind\b|\bbreeze\b/.test(weather)) {
    if (
      /\b(?:into|against) (?:the|a|an|that|this)?\s*(?:[\w-]+ ){0,2}(?:wind|breeze)|\bhead ?wind|\b(?:in|into) (?:our|his|my|your|the kicker's) faces?\b|\binto us\b|\bwind (?:blowing )?(?:into|at) (?:us|our face)\b|\bwind (?:is )?(?:against|in our face)/.test(
        weather,
      )
    )
      conditions.wind = 'against';
    else if (
      /\btail ?wind|\bwith the wind|\bwind (?:is )?(?:at (?:our|his|my) back|behind|helping)|\bdown ?wind/.test(weather)
    )
      conditions.wind = 'with';
    else if (/\bcross ?wind|\bcross breeze|\bleft to right|\bright to left|\bswirl/.test(weather))
      conditions.wind = 'across';
  }
  if (
    /\b(?:rain|raining|rainy|pouring|downpour|wet (?:ball|field|conditions|grass|court)|sloppy field|mud|muddy)\b/.test(
      weather,
    )
  )
    conditions.rain = true;
  if (/\b(?:snow|snowing|snowy|sleet)\b/.test(weather)) conditions.snow = true;
  conditions.kickerRange =
    integerOf(
      /\bkicker(?:'s)?(?: \w+){0,4}? (?:range|good|can (?:make|hit|kick)|makes?|hits?|max|maxes out|tops out)\D{0,20}?(\d{2})\b/,
      text,
    ) ?? integerOf(/\b(\d{2})[- ]yard(?:er)? range\b/, text);
  if (conditions.kickerRange !== undefined && (conditions.kickerRange < 20 || conditions.kickerRange > 70))
    conditions.kickerRange = undefined;
  conditions.pitchLimit = integerOf(
    /\b(?:pitch (?:limit|count limit|cap)|capped at|limit (?:is|of)|max(?:imum)? (?:is|of))\D{0,12}(\d{2,3})\b/,
    text,
  );
  if (/\b(?:wta|women'?s|girls?|ladies)\b/.test(text)) conditions.tour = 'wta';
  else if (/\b(?:atp|men'?s|boys?)\b/.test(text)) conditions.tour = 'atp';
  const firstServe =
    share(new RegExp(`\\b(?:1st|first)[- ]serves?(?:(?!serve)\\D){0,30}?${PERCENT}`), text) ??
    share(new RegExp(`${PERCENT} (?:of )?(?:(?:her|his|their|my|our|the) )?(?:1st|first)[- ]serves?`), text);
  // Whose serve the share rates: the opponent's when the message says he, she or they serve it.
  const theirServe =
    /\b(?:she|he|they|her|his|their|opponent'?s?|the server|server'?s)\b[^.?!]{0,40}\b(?:1st|first)[- ]serves?\b|\b(?:1st|first)[- ]serves?\b[^.?!]{0,12}\b(?:she|he|they)\b/.test(
      text,
    ) && !/\b(?:my|our)\s+(?:1st |first )?serves?\b|\bi(?:'m| am)? (?:making|landing|getting|hitting|in)\b/.test(text);
  if (theirServe) conditions.opponentFirstServeIn = firstServe;
  else conditions.firstServeIn = firstServe;
  conditions.secondServeIn = share(new RegExp(`\\b(?:2nd|second)[- ]serves?(?:(?!serve)\\D){0,30}?${PERCENT}`), text);
  conditions.servicePointsWon = share(
    new RegExp(`\\b(?:win|won|winning) ${PERCENT} of (?:my|our|his|her) (?:service|serve) points\\b`),
    text,
  );
  conditions.carries = carriesOf(text);
  const average =
    /(?<![\d.])\.(\d{3}) (?:hitter|batter|average|guy|kid)\b|\b(?:hitting|batting|hits) \.(\d{3})\b|\b(?:hitter|batter|guy|kid)(?: is|'s| at) \.(\d{3})\b(?! ?(?:obp|on[- ]base))/.exec(
      text,
    );
  if (average) conditions.batterAverage = Number(`0.${average[1] ?? average[2] ?? average[3]}`);
  const obp =
    /(?<![\d.])\.(\d{3}) (?:obp|on[- ]base)\b|\b(?:obp|on[- ]base(?: percentage| pct)?)(?: of| is|'s|:)? \.(\d{3})\b/.exec(
      text,
    );
  if (obp) conditions.batterObp = Number(`0.${obp[1] ?? obp[2]}`);
  // A figure said of the next hitter ("a .400 OBP guy on deck") rates him, not the batter up now.
  const onDeck =
    /(?<![\d.])\.(\d{3}) (obp|on[- ]base|hitter|batter|average|guy|kid|bat)\b[^.?!,]{0,20}\b(?:on deck|up next|behind him|next up|after him)\b|\b(?:on deck|up next|next up|behind him)\b[^.?!,]{0,25}?(?<![\d.])\.(\d{3})(?: (obp|on[- ]base))?/.exec(
      text,
    );
  if (onDeck) {
    const figure = Number(`0.${onDeck[1] ?? onDeck[3]}`);
    const isObp = /obp|on/.test(onDeck[2] ?? onDeck[4] ?? '');
    if (isObp) conditions.onDeckObp = figure;
    else conditions.onDeckAverage = figure;
    if (conditions.batterObp === figure) conditions.batterObp = undefined;
    if (conditions.batterAverage === figure) conditions.batterAverage = undefined;
  }
  if (
    /\b(?:their|the|our|my) (?:best|top|cleanup|clean up|big|most dangerous|hottest) (?:hitter|bat|batter|slugger)\b|\bclean ?up (?:hitter|batter|guy|man)\b|\b(?:[34]|three|four)[- ]?hole (?:hitter|batter|guy|bat)\b|(?:\b(?:[34](?:rd|th)|third|fourth|no\.? ?[34]|number [34])|#[34]) (?:hitter|batter|hole)\b|\b(?:heart|middle) of (?:the|our|their) (?:order|lineup)\b/.test(
      text,
    )
  )
    conditions.batterQuality = 'best';
  else if (/\b(?:weak|weakest|worst|bad|light) (?:hitter|bat|batter)\b|\bcan'?t hit\b/.test(text))
    conditions.batterQuality = 'weak';
  if (
    /\b(?:their|the) (?:ace|closer|no\.? ?1|number 1|best (?:pitcher|arm))\b|\bthrowing (?:9[5-9]|1[01]\d)\b|\b(?:pitcher|he|she)(?:'s| is) (?:dealing|lights out|unhittable|nasty|filthy|dominant)\b|\bshutting us down\b/.test(
      text,
    )
  )
    conditions.pitcherQuality = 'strong';
  else if (
    /\b(?:pitcher|he|she)(?:'s| is) (?:gassed|tired|struggling|wild|laboring|labouring|falling apart)\b|\bcan'?t find the (?:zone|plate)\b|\b(?:walked|walking) (?:\d|everyone|everybody)\b/.test(
      text,
    )
  )
    conditions.pitcherQuality = 'weak';
  if (/\bsoftball\b|\bfastpitch\b|\bslow ?pitch\b/.test(text)) conditions.softball = true;
  if (
    /\bmatch ?play\b|\bmatchplay\b|\bin (?:our|my|the) match\b|\b\d (?:up|down) with \d to play\b|\b\d (?:up|down) (?:on|at|thru|through|after|playing) (?:the )?\d{1,2}(?:st|nd|rd|th)\b|\b(?:all square|dormie)\b/.test(
      text,
    )
  )
    conditions.golfFormat = 'match';
  else if (/\bstroke ?play\b|\bmedal(?: play)?\b|\bmy (?:score|round|card)\b|\bpost(?:ing)? a score\b/.test(text))
    conditions.golfFormat = 'stroke';
  if (opponentInTroubleIn(text)) conditions.opponentInTrouble = true;
  if (
    /\bprotect(?:ing)? (?:my|a|the|our) (?:score|round|lead|card)\b|\b(?:make|making|miss|missing) the cut\b|\bon the cut ?line\b|\bpar[- ]par\b|\bneed (?:two |2 )?pars\b|\bjust need (?:a )?(?:par|bogey|5|4)\b|\bdon'?t want to (?:blow|ruin|wreck) (?:it|my round|my score)\b|\bnursing (?:a|my) (?:score|round)\b/.test(
      text,
    )
  )
    conditions.protectingScore = true;
  if (/\bclay\b|\bred dirt\b|\bhar-?tru\b/.test(text)) conditions.surface = 'clay';
  else if (/\bgrass(?: court)?\b|\blawn\b/.test(text)) conditions.surface = 'grass';
  else if (/\bindoors?\b|\bindoor court\b/.test(text)) conditions.surface = 'indoor';
  else if (/\bhard ?court\b|\bhard courts?\b/.test(text)) conditions.surface = 'hard';
  const form = FORM.exec(text);
  const missed = ALL_MISSED.exec(text);
  const [made, tried] = form ? [Number(form[1]), Number(form[2])] : [0, Number(missed?.[1] ?? missed?.[2] ?? 0)];
  if (tried >= FORM_MIN_TRIES && made <= tried) conditions.playerForm = { made, tried };
  return conditions;
}

/** The situation numbers a message gives for its sport; an empty state when it gives none. */
export function parseSituation(sport: Sport, message: string): Situation {
  const text = withDigits(message);
  switch (sport) {
    case 'football':
      return { sport, state: parseFootball(text) };
    case 'basketball':
      return { sport, state: parseBasketball(text) };
    case 'soccer':
      return { sport, state: parseSoccer(text) };
    case 'baseball':
      return { sport, state: parseBaseball(text) };
    case 'golf':
      return { sport, state: parseGolf(text) };
    case 'tennis':
      return { sport, state: parseTennis(text) };
  }
}

const GOLF_OPPONENT = /\b(?:he|she|they|opp|opps|opponent|my opponent|the other (?:guy|girl|player)|my man|the guy)\b/;
const GOLF_TROUBLE =
  /\b(?:water|lake|pond|creek|hazard|ob|out of bounds|lost ball|penalty|drop(?:ping)?|re-?tee|unplayable|trees|woods|jail|junk|in trouble|lying [3-9]|dead|bunker|trap)\b/;
const GOLF_LIE_OR_TROUBLE = new RegExp(
  `${GOLF_TROUBLE.source}|\\b(?:bunker|trap|sand|rough|fairway|green|fringe|tee)\\b`,
);

/** The message without the clauses told of the opponent: his ball's lie and trouble are not ours. */
function withoutOpponentClauses(text: string): string {
  return text
    .split(/(?<=[.;!?,])|(?=\band\b|\bbut\b)/)
    .filter((clause) => !(GOLF_OPPONENT.test(clause) && GOLF_LIE_OR_TROUBLE.test(clause)))
    .join('');
}

/**
 * Whether a clause puts the opponent in trouble ("opp just dunked it in the pond", "he's re-teeing
 * after OB"): in match play that makes the safe shot the one that wins the hole.
 */
function opponentInTroubleIn(text: string): boolean {
  return text
    .split(/[.;!?,]|\band\b|\bbut\b/)
    .some((clause) => GOLF_OPPONENT.test(clause) && GOLF_TROUBLE.test(clause));
}
