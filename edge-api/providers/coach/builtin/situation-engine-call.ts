import type { CoachProfile } from '../../../../shared/contract/profile';
import { runEngineTool } from '../../../../shared/engines/engine-registry';
import { KickingLevelSchema } from '../../../../shared/engines/football';
import { levelCarries } from '../../../../shared/engines/golf';
import { GOLF_LEVELS, type GolfClub, type GolfLevel } from '../../../../shared/engines/golf-clubs';
import { resolveTeam, TEAM_DEFAULTS, teamArgsOf } from '../../../../shared/engines/team-inputs';
import type { EngineAdvice } from '../../../../shared/engines/engine-types';
import type {
  BaseballSituation,
  BasketballSituation,
  FootballSituation,
  GolfSituation,
  Situation,
  SoccerSituation,
  TennisSituation,
} from '../understand/parse-situation';
import { parseConditions, type Conditions } from '../understand/parse-situation';
import { decisionAsked } from '../understand/decision-asked';
import { factNote, isConditionNote, unmodelledFactNotes } from './stated-fact-notes';

/** Which engine a message's situation calls for, with the arguments read from the message. */
export interface EngineCall {
  tool: string;
  args: Record<string, unknown>;
  /** What the message said that the engine does not model, or that changed its inputs, said with the call. */
  notes?: string[];
  /** The club question was "go for the green or lay up": a club that gets there is a go. */
  goOrLayUp?: boolean;
  /** Stated facts a note of the call already answers, so no second note names them. */
  answered?: string[];
  /**
   * The notes on conditions the message stated that the model does not weigh (wind, surface, match
   * play): each changes how the call is carried out, so a glance at the call must show it.
   */
  stated?: string[];
}

const GO_OR_LAY_UP = /\blay ?up\b|\bin (?:2|two)\b|\bcan i (?:reach|carry|get home)\b/;

const QUARTER_SECONDS = 900;
const YARDS_PER_METRE = 1.0936133;

/** Only the fields the message gave, so the engine's stated defaults fill the rest. */
function given(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
}

/** The engine's arguments for a situation, or undefined when the numbers rule the engine out. */
type ArgsOf<State> = (state: State, text: string, conditions: Conditions) => EngineCall | undefined;

function gameSecondsOf(state: FootballSituation): number | undefined {
  if (state.secondsLeft === undefined) return undefined;
  return state.quarter === undefined
    ? state.secondsLeft
    : Math.max(0, 4 - state.quarter) * QUARTER_SECONDS + state.secondsLeft;
}

/** Youth kicking has no table of its own: the high-school figures are the nearest, and said to be. */
function kickingLevel(conditions: Conditions): { level?: string; notes: string[] } {
  if (conditions.level === 'youth')
    return { level: 'high-school', notes: ['Youth level: the high-school kicking figures, the nearest published.'] };
  return { level: conditions.level, notes: [] };
}

const FOOTBALL: Record<string, ArgsOf<FootballSituation>> = {
  two_point_decision: (state, _text, conditions) => {
    const kicking = kickingLevel(conditions);
    return {
      tool: 'two_point_decision',
      args: given({
        marginAfterTouchdown: state.margin,
        secondsLeft: gameSecondsOf(state),
        timeouts: state.timeouts,
        opponentTimeouts: state.timeoutsTheirs,
        level: kicking.level,
      }),
      notes: [...kicking.notes, ...weatherNotes(conditions)],
      stated: weatherNotes(conditions),
    };
  },
  fourth_down_decision: (state, _text, conditions) => {
    const kicking = kickingLevel(conditions);
    return {
      tool: 'fourth_down_decision',
      args: given({
        yardsToGo: state.distance,
        yardsToEndZone: state.yardsToGoal,
        scoreMargin: state.margin,
        secondsLeft: gameSecondsOf(state),
        timeouts: state.timeouts,
        opponentTimeouts: state.timeoutsTheirs,
        level: kicking.level,
        kickerRange: conditions.kickerRange,
      }),
      notes: [
        ...(conditions.kickerRange === undefined
          ? []
          : [`Used your figure: your kicker's range, ${conditions.kickerRange} yards.`]),
        ...kicking.notes,
        ...weatherNotes(conditions),
      ],
      stated: weatherNotes(conditions),
    };
  },
  clock_management: (state) => {
    const halfSeconds = state.quarter === 1 || state.quarter === 3 ? undefined : state.secondsLeft;
    return {
      tool: 'clock_management',
      args: given({
        secondsLeft: halfSeconds === undefined ? undefined : Math.min(1800, halfSeconds),
        half: state.quarter !== undefined && state.quarter <= 2 ? 'first' : undefined,
        possession: state.possession === 'theirs' ? 'them' : 'us',
        scoreMargin: state.margin,
        timeouts: state.timeouts,
        opponentTimeouts: state.timeoutsTheirs,
        down: state.down,
        yardsToEndZone: state.yardsToGoal,
      }),
    };
  },
};

/** Rain and snow change kicking and ball security; the models do not see them, so the call says so. */
function weatherNotes(conditions: Conditions): string[] {
  if (conditions.snow)
    return [
      'Snow: footing and a wet ball make kicks and the snap less reliable than these figures — lean toward going for it.',
    ];
  if (conditions.rain)
    return [
      'Rain: a wet ball and footing make kicks and the snap less reliable than these figures — lean toward going for it.',
    ];
  return [];
}

function footballEngine(state: FootballSituation, text: string): string {
  if (state.afterTouchdown || /\bgo for (?:2|two)\b|\b(?:2|two)[- ]point|\bextra point\b|\bpat\b/.test(text))
    return 'two_point_decision';
  if (state.down === 4 || /\bgo for it\b|\bpunt\b|\bfield goal\b|\bfg\b|\bkick or go\b/.test(text))
    return 'fourth_down_decision';
  return 'clock_management';
}

function basketballRules(conditions: Conditions): Record<string, unknown> {
  // Five fouls foul a player out below the NBA; the NCAA shot clock is 30 seconds.
  const amateur = conditions.level !== undefined && conditions.level !== 'pro';
  return { foulLimit: amateur ? 5 : undefined, shotClock: conditions.level === 'college' ? 30 : undefined };
}

// The end-game tree runs the last 48 seconds; a timeout's worth is modelled over the last two minutes.
const LAST_SHOT_MAX_SECONDS = 48;
const TIMEOUT_MAX_SECONDS = 120;
// Without a shot clock the ball can be held to the buzzer: the model runs it as the longest shot
// clock it takes, from the moment that clock covers the rest of the game.
const LONGEST_SHOT_CLOCK = 35;

function shotClockOf(state: BasketballSituation, conditions: Conditions): number | undefined {
  return state.noShotClock ? LONGEST_SHOT_CLOCK : (basketballRules(conditions).shotClock as number | undefined);
}

/** Where the ball is when the timeout would be called, as the timeout model names it. */
function ballOf(text: string): 'inbound' | 'transition' | 'halfcourt' | undefined {
  // Where the ball is told by what just happened; "push it or call time?" names an option, not the ball.
  if (
    /\binbound|\bbaseline\b|\bafter (?:their|a|the) (?:make|score|basket|bucket|free throws?)\b|\bthey (?:just )?scored\b/.test(
      text,
    )
  )
    return 'inbound';
  if (/\b(?:rebound|steal|turnover|fast ?break|transition|numbers|in the open court)\b/.test(text)) return 'transition';
  if (/\bhalf ?court\b|\bset (?:defen[cs]e|d)\b|\bbrought it up\b|\bin the front ?court\b/.test(text))
    return 'halfcourt';
  return undefined;
}

const BASKETBALL: Record<string, ArgsOf<BasketballSituation>> = {
  // The model is for our ball, tied or behind, in the last 48 seconds.
  last_shot: (state, _text, conditions) =>
    (state.margin !== undefined && (state.margin > 0 || state.margin < -6)) ||
    (state.secondsLeft !== undefined && state.secondsLeft > LAST_SHOT_MAX_SECONDS && !state.noShotClock) ||
    state.possession === 'theirs'
      ? undefined
      : {
          tool: 'last_shot',
          args: given({
            scoreMargin: state.margin,
            secondsLeft:
              state.noShotClock && state.secondsLeft !== undefined
                ? Math.min(state.secondsLeft, LONGEST_SHOT_CLOCK)
                : state.secondsLeft,
            shotClock: shotClockOf(state, conditions),
            shotClockLeft:
              state.shotClockLeft === undefined || state.noShotClock
                ? undefined
                : Math.min(state.shotClockLeft, shotClockOf(state, conditions) ?? 24),
          }),
          notes: state.noShotClock
            ? [
                `No shot clock: the ball can be held to the buzzer${(state.secondsLeft ?? 0) > LONGEST_SHOT_CLOCK ? `; hold it until ${LONGEST_SHOT_CLOCK} s, where a full shot clock would cover the rest` : ''}.`,
              ]
            : [],
        },
  // With no timeout left there is none to call: the end game is played out, and the reply says so.
  call_timeout: (state, text, conditions) =>
    state.timeouts === 0
      ? withTimeoutNote(
          state.margin !== undefined && state.margin < 0 && state.margin >= -3
            ? BASKETBALL.end_of_game_possession!(state, text, conditions)
            : BASKETBALL.last_shot!(state, text, conditions),
        )
      : (state.margin !== undefined && (state.margin > 0 || state.margin < -9)) ||
          (state.secondsLeft !== undefined && state.secondsLeft > TIMEOUT_MAX_SECONDS) ||
          state.possession === 'theirs'
        ? undefined
        : {
            tool: 'call_timeout',
            args: given({
              scoreMargin: state.margin,
              secondsLeft: state.secondsLeft,
              timeouts: state.timeouts === undefined ? undefined : Math.min(3, Math.max(1, state.timeouts)),
              ball: ballOf(text),
              // NCAA and high-school timeouts do not move the inbound to the frontcourt.
              timeoutAdvancesBall:
                conditions.level === 'college' || conditions.level === 'high-school' || conditions.level === 'youth'
                  ? false
                  : undefined,
            }),
          },
  two_for_one: (state, _text, conditions) =>
    state.secondsLeft !== undefined && state.secondsLeft > 60
      ? undefined
      : {
          tool: 'two_for_one',
          args: given({ secondsLeft: state.secondsLeft, shotClock: basketballRules(conditions).shotClock }),
        },
  foul_trouble: (state, _text, conditions) => ({
    tool: 'foul_trouble',
    args: given({
      fouls: state.fouls,
      quarter: state.quarter,
      minutesLeftInQuarter: state.secondsLeft === undefined ? undefined : Math.min(12, state.secondsLeft / 60),
      foulLimit: basketballRules(conditions).foulLimit,
    }),
  }),
  // The model is for a 3-point lead on defense; another margin is another decision.
  foul_up_three: (state) =>
    state.margin !== undefined && state.margin !== 3
      ? undefined
      : {
          tool: 'foul_up_three',
          args: given({ secondsLeft: state.secondsLeft === undefined ? undefined : Math.min(60, state.secondsLeft) }),
        },
  // "2 or 3?" tied, or with no shot clock to stop a hold, is when to shoot: the last-shot tree plays it.
  end_of_game_possession: (state, text, conditions) =>
    state.margin === 0 || state.noShotClock
      ? BASKETBALL.last_shot!(state, text, conditions)
      : state.margin !== undefined && (state.margin > 0 || state.margin < -3)
        ? undefined
        : {
            tool: 'end_of_game_possession',
            args: given({
              deficit: state.margin === undefined ? undefined : -state.margin,
              secondsLeft: state.secondsLeft === undefined ? undefined : Math.min(60, state.secondsLeft),
            }),
          },
};

function withTimeoutNote(call: EngineCall | undefined): EngineCall | undefined {
  if (call === undefined) return undefined;
  return {
    ...call,
    notes: [factNote('basketball', 'timeouts.callNone'), ...(call.notes ?? [])],
    answered: [...(call.answered ?? []), 'timeouts'],
  };
}

function basketballEngine(state: BasketballSituation, text: string): string | undefined {
  const seconds = state.secondsLeft;
  if (/\b2 for 1\b|\btwo for one\b/.test(text)) return 'two_for_one';
  if (state.fouls !== undefined || state.foulTroubleOf === 'ours') return 'foul_trouble';
  if (state.margin === 3 && (state.possession === 'theirs' || /\bfoul\b/.test(text))) return 'foul_up_three';
  if (state.margin !== undefined && state.margin < 0 && state.margin >= -3 && state.possession !== 'theirs')
    return 'end_of_game_possession';
  // Tied with the ball at the end of the game, the shot's timing is the call; at a quarter's end, the 2-for-1.
  if (
    state.margin === 0 &&
    state.possession === 'ours' &&
    seconds !== undefined &&
    seconds <= LAST_SHOT_MAX_SECONDS &&
    (state.quarter === undefined || state.quarter >= 4)
  )
    return 'last_shot';
  if (seconds !== undefined && seconds >= 25 && seconds <= 50 && state.possession === 'ours') return 'two_for_one';
  return undefined;
}

/** The goals of a score the message gives ("winning 2-1"), ours first, when they agree with the margin. */
function goalsOf(margin: number | undefined, text: string): { ours: number; theirs: number } | undefined {
  if (margin === undefined) return undefined;
  for (const match of text.matchAll(/\b(\d{1,2})\s*[-–]\s*(\d{1,2})\b/g)) {
    const [high, low] = [Math.max(Number(match[1]), Number(match[2])), Math.min(Number(match[1]), Number(match[2]))];
    if (high - low === Math.abs(margin)) return margin >= 0 ? { ours: high, theirs: low } : { ours: low, theirs: high };
  }
  return { ours: Math.max(0, margin), theirs: Math.max(0, -margin) };
}

/** The goal model plays in still air; a strong wind changes how the ball should travel, so the call says how. */
function soccerWindNotes(conditions: Conditions): string[] {
  if (conditions.windMph === undefined && conditions.wind === undefined) return [];
  if (conditions.wind === 'with')
    return [
      'Wind behind you: play direct into the channels, shoot from distance, and keep their keeper busy with set pieces; press high, their clearances hang in it.',
    ];
  if (conditions.wind === 'against')
    return [
      'Wind in your face: keep the ball on the ground and short, no long clearances or high goal kicks; drop the line a few yards, their long balls carry.',
    ];
  return ['Crosswind: switch play into the wind side on the ground and aim crosses to drift with it.'];
}

const SOCCER: Record<string, ArgsOf<SoccerSituation>> = {
  game_state_plan: (state, text, conditions) => {
    const goals = goalsOf(state.margin, text);
    return {
      notes: soccerWindNotes(conditions),
      stated: soccerWindNotes(conditions),
      tool: 'game_state_plan',
      args: given({
        goalsFor: goals?.ours,
        goalsAgainst: goals?.theirs,
        minutesLeft: state.minutesLeft,
        playersUs: state.playersOurs,
        playersThem: state.playersTheirs,
      }),
    };
  },
};

function basesOf(state: BaseballSituation): string | undefined {
  const runners = state.runners;
  if (runners === undefined) return undefined;
  return `${runners.includes('first') ? '1' : '-'}${runners.includes('second') ? '2' : '-'}${runners.includes('third') ? '3' : '-'}`;
}

/** Pitch Smart's limits go by age; a level without an age is read as its usual age, and said to be. */
function pitcherAgeOf(conditions: Conditions): { age?: number; notes: string[] } {
  if (conditions.age !== undefined) return { age: conditions.age, notes: [] };
  if (conditions.level === 'youth')
    return { age: 12, notes: ['Youth pitcher with no age given: Pitch Smart’s 11–12 limits assumed.'] };
  if (conditions.level === 'high-school')
    return { age: 17, notes: ['High-school pitcher with no age given: Pitch Smart’s 17–18 limits assumed.'] };
  return { notes: [] };
}

// A lineup turns over about every three innings (nine batters at three outs a frame, plus the few
// who reach): with only the inning given, the turn through the order is read from it, and said.
const INNINGS_PER_TURN = 3;

function timesThroughOf(state: BaseballSituation): { timesThrough?: number; notes: string[] } {
  if (state.timesThrough !== undefined || state.inning === undefined)
    return { timesThrough: state.timesThrough, notes: [] };
  const timesThrough = Math.min(4, Math.floor((state.inning - 1) / INNINGS_PER_TURN) + 1);
  return {
    timesThrough,
    notes: [
      `Inning ${state.inning} with no turn through the order given: read as time ${timesThrough} (about three innings a turn).`,
    ],
  };
}

// A batting average is not a wOBA: across MLB hitters wOBA runs about .065 above the average
// (.250 hitting ≈ .315 wOBA, league), a rough map said as such; "their best hitter" is read as a
// typical cleanup hitter (.370), a weak one as a bottom-of-the-order bat (.270).
const WOBA_OVER_AVERAGE = 0.065;
const BEST_HITTER_WOBA = 0.37;
const WEAK_HITTER_WOBA = 0.27;

// An OBP sits close to a wOBA on the same scale (league OBP ≈ .320, wOBA ≈ .315): read as such, and said.
const WOBA_UNDER_OBP = 0.005;

const threeDigits = (share: number) => `.${String(Math.round(share * 1000)).padStart(3, '0')}`;

function wobaWithin(value: number): number {
  return Math.min(0.6, Math.max(0.15, Math.round(value * 1000) / 1000));
}

/** The on-deck hitter's figure, as the walk model's next-batter wOBA. */
function onDeckWobaOf(conditions: Conditions): { woba?: number; notes: string[] } {
  if (conditions.onDeckObp !== undefined) {
    const woba = wobaWithin(conditions.onDeckObp - WOBA_UNDER_OBP);
    return {
      woba,
      notes: [
        `Used your figure: a ${threeDigits(conditions.onDeckObp)} OBP on deck, read as a ${threeDigits(woba)} wOBA (OBP runs about level with wOBA).`,
      ],
    };
  }
  if (conditions.onDeckAverage !== undefined) {
    const woba = wobaWithin(conditions.onDeckAverage + WOBA_OVER_AVERAGE);
    return {
      woba,
      notes: [
        `Used your figure: a ${threeDigits(conditions.onDeckAverage)} hitter on deck, read as a ${threeDigits(woba)} wOBA (average + .065, a rough map).`,
      ],
    };
  }
  return { notes: [] };
}

function batterWobaOf(conditions: Conditions): { woba?: number; notes: string[] } {
  if (conditions.batterObp !== undefined) {
    const woba = wobaWithin(conditions.batterObp - WOBA_UNDER_OBP);
    return {
      woba,
      notes: [
        `Used your figure: a ${threeDigits(conditions.batterObp)} OBP hitter, read as a ${threeDigits(woba)} wOBA (OBP runs about level with wOBA).`,
      ],
    };
  }
  if (conditions.batterAverage !== undefined) {
    const woba = Math.min(
      0.6,
      Math.max(0.15, Math.round((conditions.batterAverage + WOBA_OVER_AVERAGE) * 1000) / 1000),
    );
    return {
      woba,
      notes: [
        `Used your figure: a .${String(Math.round(conditions.batterAverage * 1000)).padStart(3, '0')} hitter, read as a .${String(Math.round(woba * 1000))} wOBA (average + .065, a rough map).`,
      ],
    };
  }
  if (conditions.batterQuality === 'best')
    return {
      woba: BEST_HITTER_WOBA,
      notes: ['Used what you said: the best hitter up, read as a .370 wOBA (a typical cleanup bat).'],
    };
  if (conditions.batterQuality === 'weak')
    return { woba: WEAK_HITTER_WOBA, notes: ['Used what you said: a weak hitter, read as a .270 wOBA.'] };
  return { notes: [] };
}

const BASEBALL: Record<string, ArgsOf<BaseballSituation>> = {
  times_through_order: (state, _text, conditions) => {
    const pitcher = pitcherAgeOf(conditions);
    const turn = timesThroughOf(state);
    return {
      tool: 'times_through_order',
      args: given({
        timesThrough: turn.timesThrough,
        pitchCount: state.pitchCount,
        pitcherAge: pitcher.age,
        pitchLimit: conditions.pitchLimit,
      }),
      notes: [...turn.notes, ...pitcher.notes],
    };
  },
  // The engine counts the margin for the batting team; a walk is the fielding team's call.
  intentional_walk: (state, _text, conditions) => {
    const batter = batterWobaOf(conditions);
    const onDeck = onDeckWobaOf(conditions);
    return {
      tool: 'intentional_walk',
      args: given({
        bases: basesOf(state),
        outs: state.outs,
        inning: state.inning,
        scoreMargin: state.margin === undefined ? undefined : -state.margin,
        batterWoba: batter.woba,
        nextBatterWoba: onDeck.woba,
      }),
      notes: [...batter.notes, ...onDeck.notes],
    };
  },
  stolen_base: (state) => ({
    tool: 'stolen_base',
    args: given({
      target: state.runners?.includes('second') && !state.runners.includes('first') ? 'third' : undefined,
      bases: basesOf(state),
      outs: state.outs,
      // The runner is ours: the margin is the batting team's as the engine counts it.
      inning: state.inning,
      scoreMargin: state.margin,
    }),
  }),
  sacrifice_bunt: (state, _text, conditions) => {
    const batter = batterWobaOf(conditions);
    return {
      tool: 'sacrifice_bunt',
      args: given({
        bases: basesOf(state),
        outs: state.outs,
        inning: state.inning,
        scoreMargin: state.margin,
        batterWoba: batter.woba,
        balls: state.balls,
        strikes: state.strikes,
      }),
      notes: batter.notes,
    };
  },
  run_expectancy: (state) => ({ tool: 'run_expectancy', args: given({ bases: basesOf(state), outs: state.outs }) }),
};

const THEIR_STEAL =
  /\b(?:stop|stopping|defend|defending|prevent|control|against|vs\.?|versus)\b[^.?!]{0,30}\b(?:steals?|stealing|running game)\b|\bthey\b(?:(?!\bwe\b)[^.?!,]){0,20}\bsteal(?:s|ing)?\b|\btheir (?:runners?|guys?|leadoff \w+|speedsters?|kids?|base ?stealers?)\b(?:(?!\bwe\b)[^.?!,]){0,20}\bsteal/;

function baseballEngine(state: BaseballSituation, text: string): string {
  if (
    state.pitchCount !== undefined ||
    state.timesThrough !== undefined ||
    /\bpull (?:him|the starter|my starter)\b|\bbullpen\b|\bleave him in\b|\btake him out\b/.test(text)
  )
    return 'times_through_order';
  if (/\bwalk\b|\bintentional|\bibb\b|\bpitch to\b/.test(text)) return 'intentional_walk';
  if (/\bsteal|\bsend (?:him|the runner)\b|\brun on\b/.test(text)) return 'stolen_base';
  if (/\bbunt|\bsqueeze|\bsacrifice|\bmove (?:him|the runner) over\b/.test(text)) return 'sacrifice_bunt';
  // "What's the sign?" with a runner to move and an out to give: bunt or swing away is the call,
  // decided on the same run-expectancy table; the table alone answers only "how many runs".
  const runners = state.runners ?? [];
  if (
    (state.outs ?? 0) < 2 &&
    !runners.includes('third') &&
    (runners.includes('first') || runners.includes('second')) &&
    !/\bhow many runs\b|\bexpected runs\b|\brun expectancy\b/.test(text)
  )
    return 'sacrifice_bunt';
  return 'run_expectancy';
}

const GOLF_LIES = {
  tee: 'tee',
  fairway: 'fairway',
  rough: 'lightRough',
  bunker: 'fairwayBunker',
  hardpan: 'fairway',
  buried: 'buried',
  'under-lip': 'bunkerUnderLip',
} as const;

const GOLF_SLOPES = {
  uphill: 'uphill',
  downhill: 'downhill',
  'ball-above': 'ballAbove',
  'ball-below': 'ballBelow',
} as const;

const SHORTEST_CLUB_CALL_YARDS = 20;
// A green "up there" with no height is read as a typical elevated green; a wind with no speed as a moderate one.
const UNSTATED_ELEVATION_FEET = 15;
const UNSTATED_WIND_MPH = 10;

/** The aim model runs in yards. */
function yardsOf(state: GolfSituation): number | undefined {
  return state.distanceMetres === undefined ? state.distanceYards : Math.round(state.distanceMetres * YARDS_PER_METRE);
}

/** The wind, the green's height and the lie a message gives, as both shot models take them. */
function shotConditions(state: GolfSituation, text: string) {
  const crossDirection = /\bright to left\b/.test(text) ? 'rightToLeft' : 'leftToRight';
  return {
    // A wind named without a speed is not still air: a moderate one, said to be.
    windSpeed: state.windMph ?? (state.windDirection && state.windClubs === undefined ? UNSTATED_WIND_MPH : undefined),
    windDirection: state.windDirection === 'crosswind' ? crossDirection : state.windDirection,
    elevationChangeFeet:
      state.elevationFeet ??
      (state.elevationUnstated === undefined
        ? undefined
        : state.elevationUnstated === 'up'
          ? UNSTATED_ELEVATION_FEET
          : -UNSTATED_ELEVATION_FEET),
    lie:
      state.lie === 'rough' && (state.heavyGrass || /\b(?:thick|deep|heavy)\b/.test(text))
        ? 'heavyRough'
        : state.lie
          ? GOLF_LIES[state.lie]
          : undefined,
  };
}

/**
 * A go-or-lay-up message gives one number: the carry over the trouble ("190 over water"), the pin
 * read as this far past it, or the pin ("230 to the green over water"), the carry this far short
 * of it — a green set just beyond the trouble. The call says which.
 */
const PIN_PAST_CARRY_YARDS = 15;
const TO_THE_PIN = /\bto the (?:green|pin|flag|hole)\b/;

function carriesNote(conditions: Conditions): string[] {
  return conditions.carries
    ? [
        `Used your carries: ${Object.entries(conditions.carries)
          .map(([club, yards]) => `${club} ${yards}`)
          .join(', ')} yards.`,
      ]
    : [];
}

const GOLF: Record<string, ArgsOf<GolfSituation>> = {
  go_or_lay_up: (state, text, conditions) => {
    const yards = yardsOf(state);
    const trouble = state.mustCarry || state.hazard === 'water' || state.hazard === 'bunker';
    // With no trouble in front ("can I reach in two?") the question is whether a club gets there. In
    // a match, or protecting a score, what counts is the hole or the number, not expected strokes:
    // the club call's margin for what a miss costs answers it.
    const notStrokes =
      conditions.golfFormat !== undefined || conditions.protectingScore || state.matchHolesUp !== undefined;
    if (!trouble || yards === undefined || notStrokes) return GOLF.club_adjustment!(state, text, conditions);
    const toThePin = TO_THE_PIN.test(text);
    const carry = toThePin ? yards - PIN_PAST_CARRY_YARDS : yards;
    return {
      tool: 'go_or_lay_up',
      args: given({
        carryOverTrouble: carry,
        distance: carry + PIN_PAST_CARRY_YARDS,
        hazard: state.hazard === 'bunker' ? 'bunker' : 'water',
        ...shotConditions(state, text),
        carries: conditions.carries,
      }),
      notes: [
        toThePin
          ? `${yards} read as the pin, the carry over the trouble ${PIN_PAST_CARRY_YARDS} yards short of it.`
          : `${yards} read as the carry over the trouble, the pin ${PIN_PAST_CARRY_YARDS} yards past it.`,
        ...carriesNote(conditions),
      ],
    };
  },
  target_choice: (state, text) => ({
    tool: 'target_choice',
    args: given({
      distance: yardsOf(state),
      hazard: state.hazard === 'water' || state.hazard === 'bunker' ? state.hazard : undefined,
      hazardSide: /\bleft\b/.test(text) ? 'left' : /\bright\b/.test(text) ? 'right' : undefined,
    }),
  }),
  club_adjustment: (state, text, conditions) => {
    // Inside a full wedge's shortest carry a club number is no answer (a chip is a technique);
    // a plugged ball there is still a call: dig it out.
    const recovery = state.lie === 'buried' || state.lie === 'under-lip';
    if (!recovery && (yardsOf(state) ?? Infinity) < SHORTEST_CLUB_CALL_YARDS) return undefined;
    return {
      tool: 'club_adjustment',
      ...(GO_OR_LAY_UP.test(text) ? { goOrLayUp: true } : {}),
      args: given({
        distance: state.distanceMetres ?? state.distanceYards,
        distanceUnit: state.distanceUnit,
        ...shotConditions(state, text),
        // In match play the hole is all that counts: with the opponent already in trouble, or with the
        // match up, a safe par likely wins or halves it, so the miss is the thing to avoid; all square
        // or down, a miss costs only the hole.
        mustCarry: state.mustCarry,
        risk:
          conditions.golfFormat === 'match' && !conditions.opponentInTrouble && !((state.matchHolesUp ?? 0) > 0)
            ? 'aggressive'
            : conditions.protectingScore || conditions.golfFormat !== undefined
              ? 'conservative'
              : undefined,
        temperatureF: state.temperatureF,
        slope: state.slope ? GOLF_SLOPES[state.slope] : undefined,
        windClubs: state.windClubs,
        carries: conditions.carries,
      }),
      notes: carriesNote(conditions),
    };
  },
};

function golfEngine(state: GolfSituation, text: string): string {
  // From a plugged ball or one under a lip the lie decides the shot, not where to aim at the green.
  if (state.lie === 'buried' || state.lie === 'under-lip') return 'club_adjustment';
  return (state.hazard === 'water' || state.hazard === 'bunker') &&
    /\blay ?up\b|\bgo for\b|\baim\b|\bwhere\b|\btarget\b|\bpin\b/.test(text)
    ? 'target_choice'
    : 'club_adjustment';
}

// "Break point" with no score is read as the most common one, 30-40, and said to be.
const BREAK_POINT_READ = 'Break point with no score given: read as 30-40.';

function tennisScore(state: TennisSituation, text: string): Record<string, unknown> {
  if (state.points === undefined && state.breakPoint) return { serverScore: '30', returnerScore: '40' };
  const [first, second] = (state.points ?? '').split('-');
  const serverScore = first === '40' && second === '40' && /\bad(?:vantage)? in\b/.test(text) ? 'AD' : first;
  return state.points ? { serverScore, returnerScore: second } : {};
}

function tennisNotes(state: TennisSituation, conditions: Conditions): string[] {
  return [...(state.points === undefined && state.breakPoint ? [BREAK_POINT_READ] : []), ...serveNotes(conditions)];
}

/** A weak serve changes how to play the point; the serve model uses tour averages, so the call says so. */
function serveNotes(conditions: Conditions): string[] {
  const notes: string[] = [];
  if (conditions.secondServeIn !== undefined && conditions.secondServeIn < 0.85)
    notes.push(
      `Your second serve lands ${Math.round(conditions.secondServeIn * 100)}% (tour players ≈ 90%): take pace off the first serve to get more of them in, and spin the second for margin.`,
    );
  if (conditions.firstServeIn !== undefined && conditions.firstServeIn < 0.55)
    notes.push(
      `Your first serve lands ${Math.round(conditions.firstServeIn * 100)}% (tour players ≈ 62%): trade pace for a higher first-serve percentage on big points.`,
    );
  return notes;
}

const TENNIS: Record<string, ArgsOf<TennisSituation>> = {
  serve_choice: (state, text, conditions) => ({
    tool: 'serve_choice',
    args: given({
      ...tennisScore(state, text),
      serve: state.secondServe ? 'second' : undefined,
      opponentWeakSide: state.opponentWeakSide,
      opponentHand: /\b(?:lefty|left[- ]?hand(?:ed|er))\b/.test(text) ? 'left' : undefined,
      tour: conditions.tour,
      firstServeIn: conditions.firstServeIn,
    }),
    notes: tennisNotes(state, conditions),
  }),
  point_importance: (state, text, conditions) => {
    // A tiebreak is played at 6-6 in games, whatever games the message leaves out.
    const [ours, theirs] = (state.games ?? (state.tiebreak ? '6-6' : '')).split('-').map(Number);
    const games =
      ours === undefined || theirs === undefined || Number.isNaN(ours) || Number.isNaN(theirs)
        ? {}
        : state.serving === false
          ? { serverGames: theirs, returnerGames: ours }
          : { serverGames: ours, returnerGames: theirs };
    const weServe = state.serving !== false;
    return {
      tool: 'point_importance',
      args: given({
        ...tennisScore(state, text),
        ...games,
        weAre: weServe ? 'server' : 'returner',
        serve: state.secondServe ? 'second' : undefined,
        serverPointWinRate: weServe ? conditions.servicePointsWon : undefined,
        returnerServePointWinRate: weServe ? undefined : conditions.servicePointsWon,
        serverFirstServeIn: weServe ? conditions.firstServeIn : conditions.opponentFirstServeIn,
        tour:
          conditions.firstServeIn !== undefined || conditions.opponentFirstServeIn !== undefined
            ? conditions.tour
            : undefined,
      }),
      notes: tennisNotes(state, conditions),
    };
  },
};

function tennisEngine(state: TennisSituation, text: string): string {
  return state.serving && (/\bserve\b|\bserving\b/.test(text) || state.tiebreak) ? 'serve_choice' : 'point_importance';
}

/** Whether the message gave any number of the game state. */
export function hasNumbers(situation: Situation): boolean {
  return Object.entries(situation.state).some(([key, value]) => value !== undefined && key !== 'distanceUnit');
}

function callOf<State>(
  engines: Record<string, ArgsOf<State>>,
  engine: string | undefined,
  state: State,
  text: string,
  conditions: Conditions,
): EngineCall | undefined {
  const build = engine === undefined ? undefined : engines[engine];
  return build?.(state, text, conditions);
}

/**
 * The engine for the decision the message asks, its arguments filled from the numbers read; when it
 * asks no decision, the engine the numbers point to. A decision no engine answers (a play call, who
 * takes the last shot), or one the numbers rule out (fouling up three when down five), gets none:
 * an unrelated engine's figures would answer another question.
 */
export function engineCallFor(situation: Situation, message: string): EngineCall | undefined {
  const call = engineCallOf(situation, message);
  if (call === undefined) return undefined;
  const conditions = parseConditions(message);
  const unmodelled = unmodelledFactNotes(situation, call.tool, call.args, conditions, call.answered);
  return unmodelled.length === 0
    ? call
    : {
        ...call,
        notes: [...(call.notes ?? []), ...unmodelled],
        stated: [...(call.stated ?? []), ...unmodelled.filter((note) => isConditionNote(situation.sport, note))],
      };
}

function engineCallOf(situation: Situation, message: string): EngineCall | undefined {
  const text = message.toLowerCase();
  const asked = decisionAsked(situation.sport, message);
  if (asked === 'none') return undefined;
  if (asked === undefined && !hasNumbers(situation)) return undefined;
  const conditions = parseConditions(message);
  switch (situation.sport) {
    case 'football': {
      const state = situation.state;
      // "Kick or go?" right after a touchdown is the try, not a fourth down.
      const engine =
        asked === 'fourth_down_decision' && state.afterTouchdown && state.down === undefined
          ? 'two_point_decision'
          : (asked ?? footballEngine(state, text));
      return callOf(FOOTBALL, engine, state, text, conditions);
    }
    case 'basketball':
      return callOf(BASKETBALL, asked ?? basketballEngine(situation.state, text), situation.state, text, conditions);
    case 'soccer':
      return callOf(SOCCER, 'game_state_plan', situation.state, text, conditions);
    case 'baseball':
      // Their runners stealing is ours to stop: the steal model, written for the runner's side,
      // would tell the defense when to send him.
      if ((asked === undefined || asked === 'stolen_base') && THEIR_STEAL.test(text)) return undefined;
      return callOf(BASEBALL, asked ?? baseballEngine(situation.state, text), situation.state, text, conditions);
    case 'golf':
      // Both golf models decide on a distance: without one ("a bunker shot or a flop shot?") the
      // question is about a shot, not a number, and the knowledge answers it.
      if (situation.state.distanceYards === undefined && situation.state.distanceMetres === undefined) return undefined;
      return callOf(
        GOLF,
        situation.state.lie === 'buried' || situation.state.lie === 'under-lip'
          ? golfEngine(situation.state, text)
          : (asked ?? golfEngine(situation.state, text)),
        situation.state,
        text,
        conditions,
      );
    case 'tennis': {
      // Their serve is ours to return: the serve model would pick the opponent's serve for us.
      const theirServe = asked === 'serve_choice' && situation.state.serving === false;
      const engine = theirServe ? 'point_importance' : (asked ?? tennisEngine(situation.state, text));
      return callOf(TENNIS, engine, situation.state, text, conditions);
    }
  }
}

/** The engine's answer and the call that produced it, so a reply can hand the same state to the panel. */
export interface SituationAdvice {
  advice: EngineAdvice;
  call: EngineCall;
}

/**
 * The arguments the engine runs with: the team's figures from the coach profile (its team settings,
 * else its level's averages) under what the message gave, as the sideline panel runs it.
 */
export function engineArgsOf(call: EngineCall, profile?: CoachProfile | null): Record<string, unknown> {
  return { ...teamArgsOf(call.tool, resolveTeam(profile)), ...call.args };
}

// The kicking figures are for calm air. Kickers' rule of thumb: a 10 mph headwind takes about 3–5
// yards off a kick's range. We take 4 yards per 10 mph into the wind, 2 across it or when the
// direction is not given, and give back 2 with it; the call says so, since no table is fitted.
const WIND_YARDS_PER_MPH = { against: 0.4, across: 0.2, with: -0.2 } as const;
const WIND_MIN_MPH = 10;

/** A fourth down in a wind: the kicker's range moved by the rule of thumb, and a note saying so. */
function inTheWind(call: EngineCall, args: Record<string, unknown>, message: string): EngineCall {
  const { windMph, wind } = parseConditions(message);
  if (call.tool !== 'fourth_down_decision' || windMph === undefined || windMph < WIND_MIN_MPH) return call;
  const direction = wind ?? 'across';
  const levels = TEAM_DEFAULTS.football.levels;
  const kicking = KickingLevelSchema.safeParse(args.level);
  const level = kicking.success ? kicking.data : 'pro';
  const range = typeof args.kickerRange === 'number' ? args.kickerRange : levels[level].kickerRange.value;
  const shift = Math.round(windMph * WIND_YARDS_PER_MPH[direction]);
  const windy = Math.min(70, Math.max(20, range - shift));
  const said =
    direction === 'across'
      ? wind
        ? 'across the field'
        : 'direction not given, read as across'
      : `${direction === 'against' ? 'into' : 'with'} the kick`;
  return {
    ...call,
    args: { ...call.args, kickerRange: windy },
    notes: [
      ...(call.notes ?? []),
      `Wind ${windMph} mph (${said}): kicker's range taken from ${range} to ${windy} yards — a rule of thumb of 3–5 yards per 10 mph of headwind, not a fitted model.`,
    ],
  };
}

// One club's carry says how far the whole bag goes: "my 8-iron goes 150" from a golfer whose level's
// table has it at 140 makes the 7-iron longer too. The clubs not given are the level's table scaled
// by the mean ratio of the ones given, and said to be; within 3% the table stands as it is.
const CARRY_SCALE_TOLERANCE = 0.03;

function withScaledCarries(call: EngineCall, args: Record<string, unknown>): EngineCall {
  const given = call.args.carries as Partial<Record<GolfClub, number>> | undefined;
  if ((call.tool !== 'club_adjustment' && call.tool !== 'go_or_lay_up') || given === undefined) return call;
  const level: GolfLevel = GOLF_LEVELS.find((each) => each === args.level) ?? 'midHandicap';
  const table = levelCarries(level);
  const ratios = Object.entries(given).flatMap(([club, yards]) => {
    const average = table[club as GolfClub];
    return average === undefined || yards === undefined ? [] : [yards / average];
  });
  if (ratios.length === 0) return call;
  const ratio = ratios.reduce((sum, each) => sum + each, 0) / ratios.length;
  if (Math.abs(ratio - 1) <= CARRY_SCALE_TOLERANCE) return call;
  const scaled = Object.fromEntries(
    Object.entries(table).map(([club, yards]) => [club, Math.round((yards ?? 0) * ratio)]),
  ) as Partial<Record<GolfClub, number>>;
  return {
    ...call,
    args: { ...call.args, carries: { ...scaled, ...given } },
    notes: [
      ...(call.notes ?? []),
      `Your other clubs scaled from yours: ${Math.round(ratio * 100)}% of the ${level.replace(/([A-Z])/g, '-$1').toLowerCase()} carry table.`,
    ],
  };
}

/** Runs the engine; a situation the engine rejects (e.g. a sacrifice with two outs) yields undefined. */
export function adviceFor(
  situation: Situation,
  message: string,
  profile?: CoachProfile | null,
): SituationAdvice | undefined {
  const read = engineCallFor(situation, message);
  if (read === undefined) return undefined;
  const merged = engineArgsOf(read, profile);
  const call = withScaledCarries(inTheWind(read, merged, message), merged);
  // The call keeps only what the message gave, so the panel link opens on the panel's own team figures.
  const result = runEngineTool(call.tool, engineArgsOf(call, profile));
  return result.ok ? { advice: result.advice, call } : undefined;
}

/**
 * What the other side will most likely do with the decision that is theirs (their fourth down), the
 * engine run from their side: the margin turned round, the ball theirs. Our team figures are not
 * theirs, so the engine's level averages stand in for them.
 */
export function theirMoveFor(situation: Situation, message: string, engine: string): SituationAdvice | undefined {
  if (situation.sport !== 'football' || !hasNumbers(situation)) return undefined;
  const state = situation.state;
  const theirs: FootballSituation = {
    ...state,
    margin: state.margin === undefined ? undefined : -state.margin,
    timeouts: state.timeoutsTheirs,
    timeoutsTheirs: state.timeouts,
    possession: 'ours',
  };
  const call = callOf(FOOTBALL, engine, theirs, message.toLowerCase(), parseConditions(message));
  if (call === undefined) return undefined;
  const result = runEngineTool(call.tool, call.args);
  return result.ok ? { advice: result.advice, call } : undefined;
}
