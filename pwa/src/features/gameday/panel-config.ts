// What the sideline panel shows for each sport: the decisions it offers and how each input reads.
// Inputs not named here still get a control, labelled from the engine's own description.
import type { Sport } from '../../../../shared/constants';
import { pitchLimitOf } from '../../../../shared/engines/baseball';
import { PITCH_SMART_AGE_GROUPS } from '../../../../shared/engines/pitch-smart';

export type FieldFormat = 'count' | 'clock' | 'margin' | 'fieldPosition' | 'percent' | 'average' | 'decimal';

export interface FieldLook {
  label: string;
  format?: FieldFormat;
  /** One tap's change; the schema's integer rule decides when left out. */
  step?: number;
  /** A team number (rates, averages): shown under Team numbers, its default a published average. */
  team?: boolean;
  /** Labels for a choice's values, in the schema's order. */
  choices?: Record<string, string>;
  /** Where a stepper starts when the engine leaves the input to the level's average (an optional input). */
  start?: number;
  /** What an optional input left to the engine reads as, when not the level's average ("Full"). */
  unset?: string;
  /** A team input that tells where the game is played (the course's altitude), never a published average. */
  venue?: boolean;
  /** A team input that sets how figures read (the unit), not a figure about the team. */
  setting?: boolean;
  /** The input whose value an unset one stands at (a full shot clock is the shot clock's length). */
  startsAt?: string;
  /** The figure the engine weighs for an unset input, and what it is, when not a published average. */
  fallback?: (values: Record<string, unknown>) => { value: number; basis: string };
  /** A second, coarse pair of buttons and PageUp/PageDown move by this much (a minute on a clock). */
  bigStep?: number;
  /**
   * For an input counted toward a goal, what "+" and "−" do in the game's words: "+" lowers the
   * number, as the ball moving forward leaves fewer yards to their end zone.
   */
  toward?: { more: string; less: string };
  /** A clock kept by quarters: it reads "Q4 6:45", with a Quarter control beside it. */
  quarterClock?: true;
  /** How the Team line says the figure, where label-then-value would misread ("Server wins 64% of points on serve"). */
  teamLine?: (shown: string) => string;
  /** Whose average an unset figure is, on the Team line, when more precise than "(published average)". */
  averageTag?: string;
  /** The choice an optional choice left unset plays as (the engine's fallback). */
  unsetChoice?: string;
}

export interface PanelDecision {
  /** The engine's tool name. */
  engine: string;
  label: string;
}

export const PANEL_DECISIONS: Record<Sport, PanelDecision[]> = {
  football: [
    { engine: 'fourth_down_decision', label: '4th down' },
    { engine: 'two_point_decision', label: 'After a TD' },
    { engine: 'clock_management', label: 'Clock' },
  ],
  basketball: [
    { engine: 'foul_up_three', label: 'Up 3: foul?' },
    { engine: 'last_shot', label: 'When to shoot' },
    { engine: 'call_timeout', label: 'Timeout?' },
    { engine: 'end_of_game_possession', label: 'Last shot: 2 or 3' },
    { engine: 'two_for_one', label: '2-for-1' },
    { engine: 'foul_trouble', label: 'Foul trouble' },
  ],
  baseball: [
    { engine: 'sacrifice_bunt', label: 'Bunt' },
    { engine: 'stolen_base', label: 'Steal' },
    { engine: 'intentional_walk', label: 'Walk him?' },
    { engine: 'times_through_order', label: 'Pull the pitcher' },
  ],
  soccer: [{ engine: 'game_state_plan', label: 'Shape and risk' }],
  golf: [
    { engine: 'club_adjustment', label: 'Club' },
    { engine: 'go_or_lay_up', label: 'Go or lay up' },
    { engine: 'target_choice', label: 'Aim' },
  ],
  tennis: [
    { engine: 'point_importance', label: 'This point' },
    { engine: 'serve_choice', label: 'Serve' },
  ],
};

const BASES: Record<string, string> = {
  '---': 'Empty',
  '1--': '1st',
  '-2-': '2nd',
  '--3': '3rd',
  '12-': '1st & 2nd',
  '1-3': '1st & 3rd',
  '-23': '2nd & 3rd',
  '123': 'Loaded',
};

export const FIELD_LOOKS: Record<string, FieldLook> = {
  yardsToGo: { label: 'Yards to go' },
  yardsToEndZone: {
    label: 'Ball on',
    format: 'fieldPosition',
    toward: { more: 'forward, toward their end zone', less: 'back, toward our goal' },
  },
  scoreMargin: { label: 'Score', format: 'margin' },
  marginAfterTouchdown: { label: 'Score after the TD', format: 'margin' },
  secondsLeft: { label: 'Time left', format: 'clock', step: 15, bigStep: 60 },
  timeouts: { label: 'Our timeouts' },
  opponentTimeouts: { label: 'Their timeouts' },
  down: { label: 'Down' },
  half: { label: 'Half', choices: { first: '1st', second: '2nd' } },
  possession: { label: 'Ball', choices: { us: 'Ours', them: 'Theirs' } },
  clockRunning: { label: 'Clock running' },
  twoPointRate: { label: 'Two-point rate', format: 'percent', step: 0.01, team: true },
  kickerRange: { label: "Kicker's range (yd)", team: true, start: 58 },
  extraPointRate: { label: 'Extra-point rate', format: 'percent', step: 0.01, team: true, start: 0.94 },
  opponentFreeThrowRate: { label: 'Their free throws', format: 'percent', step: 0.01, team: true },
  ourFreeThrowRate: { label: 'Our free throws', format: 'percent', step: 0.01, team: true },
  tyingThreeRate: { label: 'Their tying three', format: 'percent', step: 0.01, team: true },
  threePointRate: { label: 'Our three-point rate', format: 'percent', step: 0.01, team: true },
  overtimeWinRate: { label: 'Our overtime chance', format: 'percent', step: 0.01, team: true },
  shotClock: { label: 'Shot clock' },
  shotClockLeft: { label: 'On the shot clock', start: 24, unset: 'Full', startsAt: 'shotClock' },
  ball: {
    label: 'The ball',
    choices: { inbound: 'Inbound after their score', transition: 'Break with numbers', halfcourt: 'Half court' },
  },
  timeoutAdvancesBall: { label: 'A timeout moves the ball up' },
  deficit: { label: 'Points behind' },
  fouls: { label: 'His fouls' },
  quarter: { label: 'Quarter' },
  minutesLeftInQuarter: { label: 'Minutes left in the quarter', step: 0.5 },
  foulLimit: { label: 'Foul-out limit', team: true },
  quarterMinutes: { label: 'Quarter length', team: true },
  minutesShare: { label: 'His share of minutes', format: 'percent', step: 0.05, team: true },
  foulTroubleDropoff: { label: 'Drop-off to his sub', format: 'percent', step: 0.05, team: true },
  bases: { label: 'Runners', choices: BASES },
  outs: { label: 'Outs' },
  inning: { label: 'Inning' },
  target: { label: 'Steal of', choices: { second: '2nd', third: '3rd' } },
  successRate: { label: 'His steal success', format: 'percent', step: 0.01, team: true },
  batterWoba: { label: 'Batter wOBA', format: 'average', step: 0.005, team: true },
  nextBatterWoba: { label: 'On-deck wOBA', format: 'average', step: 0.005, team: true },
  timesThrough: { label: 'Time through the order' },
  pitchCount: { label: 'Pitch count', step: 5 },
  starterOps: { label: 'Starter OPS allowed', format: 'average', step: 0.01, team: true },
  relieverOps: { label: 'Reliever OPS allowed', format: 'average', step: 0.01, team: true },
  pitchLimit: {
    label: 'Pitch limit',
    step: 5,
    team: true,
    fallback: (values) =>
      pitchLimitOf({ pitcherAge: typeof values.pitcherAge === 'number' ? values.pitcherAge : undefined }),
  },
  // Left out, the age is past Pitch Smart's groups: the age group the Team line highlights then.
  pitcherAge: {
    label: "Pitcher's age",
    team: true,
    start: 12,
    unset: `Over ${PITCH_SMART_AGE_GROUPS.at(-1)!.maxAge} (default)`,
  },
  goalsFor: { label: 'Our goals' },
  goalsAgainst: { label: 'Their goals' },
  minutesLeft: { label: 'Minutes left', step: 5 },
  playersUs: { label: 'Our players' },
  playersThem: { label: 'Their players' },
  ourGoalsPer90: { label: 'Our goals per 90', format: 'decimal', step: 0.1, team: true },
  theirGoalsPer90: { label: 'Their goals per 90', format: 'decimal', step: 0.1, team: true },
  distance: { label: 'Distance', step: 5 },
  distanceUnit: { label: 'Unit', team: true, setting: true, choices: { yards: 'Yards', metres: 'Metres' } },
  windSpeed: { label: 'Wind (mph)' },
  windDirection: {
    label: 'Wind',
    choices: { headwind: 'Into', tailwind: 'Helping', leftToRight: 'L→R', rightToLeft: 'R→L', none: 'None' },
  },
  elevationChangeFeet: { label: 'Uphill (ft)', step: 5 },
  temperatureF: { label: 'Temperature (°F)', step: 5 },
  altitudeFeet: { label: 'Altitude (ft)', step: 500, team: true, venue: true },
  lie: {
    label: 'Lie',
    choices: {
      tee: 'Tee',
      fairway: 'Fairway',
      lightRough: 'Light rough',
      heavyRough: 'Heavy rough',
      fairwayBunker: 'Bunker',
      buried: 'Plugged',
      bunkerUnderLip: 'Under the lip',
    },
  },
  slope: {
    label: 'Slope',
    choices: {
      flat: 'Flat',
      uphill: 'Uphill',
      downhill: 'Downhill',
      ballAbove: 'Above the feet',
      ballBelow: 'Below the feet',
    },
  },
  windClubs: { label: 'Wind in clubs', start: 0, unset: 'By mph' },
  // Golf's player level and football's rules and kicking level share the engines' key.
  level: {
    label: 'Level',
    choices: {
      tour: 'Tour',
      scratch: 'Scratch',
      midHandicap: 'Mid handicap',
      highHandicap: 'High handicap',
      'high-school': 'High school',
      college: 'College',
      pro: 'Pro',
    },
  },
  risk: {
    label: 'A miss costs',
    choices: { neutral: 'Strokes', aggressive: 'One hole (match play)', conservative: 'A score to protect' },
  },
  hazardSide: { label: 'Trouble on the', choices: { left: 'Left', right: 'Right' } },
  hazardYardsFromPin: { label: 'Trouble from the pin (yd)' },
  hazard: { label: 'Trouble', choices: { water: 'Water', bunker: 'Bunker' } },
  mustCarry: { label: 'Must fly it (no run-out)' },
  carryOverTrouble: { label: 'Carry over the trouble (yd)', step: 5 },
  serverScore: { label: 'Server' },
  returnerScore: { label: 'Returner' },
  serverGames: { label: "Server's games" },
  returnerGames: { label: "Returner's games" },
  // Unset, each serve rate is the men's tour's (the engine's default is the ATP figure).
  serverPointWinRate: {
    label: 'Server wins on serve',
    format: 'percent',
    step: 0.01,
    team: true,
    teamLine: (shown) => `Server wins ${shown} of points on serve`,
    averageTag: '(men’s tour average)',
  },
  returnerServePointWinRate: {
    label: 'Returner wins on own serve',
    format: 'percent',
    step: 0.01,
    team: true,
    teamLine: (shown) => `Returner wins ${shown} of points on own serve`,
    averageTag: '(men’s tour average)',
  },
  // A share of first serves landing today reads as a percentage, as the call's own text gives it.
  serverFirstServeIn: {
    label: 'Server’s first serves in',
    format: 'percent',
    step: 0.01,
    start: 0.62,
    unset: 'Tour’s',
  },
  firstServeIn: { label: 'Our first serves in', format: 'percent', step: 0.01, start: 0.62, unset: 'Tour’s' },
  weAre: { label: 'We are', choices: { server: 'Serving', returner: 'Returning' } },
  serve: { label: 'Serve', choices: { first: '1st', second: '2nd' } },
  tour: { label: 'Tour', team: true, choices: { atp: 'Men', wta: 'Women' }, unsetChoice: 'atp' },
  opponentHand: { label: 'Opponent plays', choices: { right: 'Right-handed', left: 'Left-handed' } },
  opponentWeakSide: { label: 'Weak side', choices: { forehand: 'Forehand', backhand: 'Backhand' } },
};

/**
 * Where a sport reads a shared input its own way: football's clock is the scoreboard's, by quarter;
 * a basketball end game is counted in single seconds, where football's clock moves by 15, and its
 * two-point rate is a shot, not a try after a touchdown.
 */
const SPORT_FIELD_LOOKS: Partial<Record<Sport, Record<string, Partial<FieldLook>>>> = {
  football: {
    secondsLeft: { quarterClock: true },
  },
  basketball: {
    secondsLeft: { step: 1, bigStep: 10 },
    twoPointRate: { label: 'Our contested two' },
  },
};

/** A field's look; one the table does not name reads its engine's description, or its key. */
export function lookOf(key: string, description?: string, sport?: Sport): FieldLook {
  const look = FIELD_LOOKS[key] ?? {
    label: description?.replace(/[.;].*$/, '') || key.replace(/([A-Z])/g, ' $1').toLowerCase(),
  };
  const forSport = sport && SPORT_FIELD_LOOKS[sport]?.[key];
  return forSport ? { ...look, ...forSport } : look;
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A step in words, for a button's name: "1 minute", "10 seconds", "5". */
export function stepInWords(format: FieldFormat | undefined, step: number): string {
  if (format !== 'clock') return String(step);
  const [count, unit] = step % 60 === 0 ? [step / 60, 'minute'] : [step, 'second'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A value as the coach reads it beside its control. */
export function formatValue(format: FieldFormat | undefined, value: number): string {
  switch (format) {
    case 'clock':
      return clock(value);
    case 'margin':
      return value === 0 ? 'Tied' : value > 0 ? `Up ${value}` : `Down ${-value}`;
    case 'fieldPosition':
      return value === 50 ? 'Midfield' : value < 50 ? `Their ${value}` : `Own ${100 - value}`;
    case 'percent':
      return `${Math.round(value * 100)}%`;
    case 'average':
      return value.toFixed(3).replace(/^0/, '');
    case 'decimal':
      return value.toFixed(1);
    default:
      return String(Math.round(value * 100) / 100);
  }
}
