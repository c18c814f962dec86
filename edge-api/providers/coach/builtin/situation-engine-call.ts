import type { CoachProfile } from '../../../../shared/contract/profile';
import { runEngineTool } from '../../../../shared/engines/engine-registry';
import { resolveTeam, teamArgsOf } from '../../../../shared/engines/team-inputs';
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

/** Which engine a message's situation calls for, with the arguments read from the message. */
export interface EngineCall {
  tool: string;
  args: Record<string, unknown>;
}

const QUARTER_SECONDS = 900;
const YARDS_PER_METRE = 1.0936133;

/** Only the fields the message gave, so the engine's stated defaults fill the rest. */
function given(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
}

function footballCall(state: FootballSituation, text: string): EngineCall {
  const gameSeconds =
    state.secondsLeft === undefined
      ? undefined
      : state.quarter === undefined
        ? state.secondsLeft
        : Math.max(0, 4 - state.quarter) * QUARTER_SECONDS + state.secondsLeft;
  if (
    state.afterTouchdown ||
    /\bgo for (?:2|two)\b|\b(?:2|two)[- ]point|\bextra point\b|\bpat\b|\bkick or go\b/.test(text)
  ) {
    return {
      tool: 'two_point_decision',
      args: given({ marginAfterTouchdown: state.margin, secondsLeft: gameSeconds }),
    };
  }
  if (state.down === 4 || /\bgo for it\b|\bpunt\b|\bfield goal\b|\bfg\b/.test(text)) {
    return {
      tool: 'fourth_down_decision',
      args: given({
        yardsToGo: state.distance,
        yardsToEndZone: state.yardsToGoal,
        scoreMargin: state.margin,
        secondsLeft: gameSeconds,
        timeouts: state.timeouts,
      }),
    };
  }
  const halfSeconds = state.quarter === 1 || state.quarter === 3 ? undefined : state.secondsLeft;
  return {
    tool: 'clock_management',
    args: given({
      secondsLeft: halfSeconds === undefined ? undefined : Math.min(1800, halfSeconds),
      half: state.quarter !== undefined && state.quarter <= 2 ? 'first' : undefined,
      possession: /\bthey have the ball\b|\btheir ball\b|\bon defense\b/.test(text) ? 'them' : 'us',
      scoreMargin: state.margin,
      timeouts: state.timeouts,
      down: state.down,
      yardsToEndZone: state.yardsToGoal,
    }),
  };
}

function basketballCall(state: BasketballSituation, text: string): EngineCall | undefined {
  const seconds = state.secondsLeft;
  if (/\b2 for 1\b|\btwo for one\b/.test(text)) return { tool: 'two_for_one', args: given({ secondsLeft: seconds }) };
  if (state.fouls !== undefined || state.foulTroubleOf === 'ours') {
    return {
      tool: 'foul_trouble',
      args: given({
        fouls: state.fouls,
        quarter: state.quarter,
        minutesLeftInQuarter: seconds === undefined ? undefined : Math.min(12, seconds / 60),
      }),
    };
  }
  if (state.margin === 3 && (state.possession === 'theirs' || /\bfoul\b/.test(text))) {
    return {
      tool: 'foul_up_three',
      args: given({ secondsLeft: seconds === undefined ? undefined : Math.min(60, seconds) }),
    };
  }
  if (state.margin !== undefined && state.margin < 0 && state.margin >= -3 && state.possession !== 'theirs') {
    return {
      tool: 'end_of_game_possession',
      args: given({ deficit: -state.margin, secondsLeft: seconds === undefined ? undefined : Math.min(60, seconds) }),
    };
  }
  if (seconds !== undefined && seconds >= 25 && seconds <= 50 && state.possession === 'ours') {
    return { tool: 'two_for_one', args: { secondsLeft: seconds } };
  }
  return undefined;
}

function soccerCall(state: SoccerSituation): EngineCall {
  const margin = state.margin ?? 0;
  return {
    tool: 'game_state_plan',
    args: given({
      goalsFor: Math.max(0, margin),
      goalsAgainst: Math.max(0, -margin),
      minutesLeft: state.minutesLeft,
      playersUs: state.playersOurs,
      playersThem: state.playersTheirs,
    }),
  };
}

function basesOf(state: BaseballSituation): string | undefined {
  const runners = state.runners;
  if (runners === undefined) return undefined;
  return `${runners.includes('first') ? '1' : '-'}${runners.includes('second') ? '2' : '-'}${runners.includes('third') ? '3' : '-'}`;
}

function baseballCall(state: BaseballSituation, text: string): EngineCall {
  const bases = basesOf(state);
  const context = { inning: state.inning, scoreMargin: state.margin };
  if (
    state.pitchCount !== undefined ||
    state.timesThrough !== undefined ||
    /\bpull (?:him|the starter|my starter)\b|\bbullpen\b|\bleave him in\b|\btake him out\b/.test(text)
  ) {
    return {
      tool: 'times_through_order',
      args: given({ timesThrough: state.timesThrough, pitchCount: state.pitchCount }),
    };
  }
  if (/\bwalk\b|\bintentional|\bibb\b|\bpitch to\b/.test(text)) {
    // The engine counts the margin for the batting team; a walk is the fielding team's call.
    return {
      tool: 'intentional_walk',
      args: given({
        bases,
        outs: state.outs,
        inning: state.inning,
        scoreMargin: state.margin === undefined ? undefined : -state.margin,
      }),
    };
  }
  if (/\bsteal|\bsend (?:him|the runner)\b|\brun on\b/.test(text)) {
    return {
      tool: 'stolen_base',
      args: given({
        target: state.runners?.includes('second') && !state.runners.includes('first') ? 'third' : 'second',
        bases,
        outs: state.outs,
      }),
    };
  }
  if (/\bbunt|\bsqueeze|\bsacrifice|\bmove (?:him|the runner) over\b/.test(text)) {
    return { tool: 'sacrifice_bunt', args: given({ bases, outs: state.outs, ...context }) };
  }
  return { tool: 'run_expectancy', args: given({ bases, outs: state.outs }) };
}

const GOLF_LIES = {
  tee: 'tee',
  fairway: 'fairway',
  rough: 'lightRough',
  bunker: 'fairwayBunker',
  hardpan: 'fairway',
} as const;

function golfCall(state: GolfSituation, text: string): EngineCall | undefined {
  // Both golf models decide on a distance: without one ("a bunker shot or a flop shot?") the
  // question is about a shot, not a number, and the knowledge answers it.
  if (state.distanceYards === undefined && state.distanceMetres === undefined) return undefined;
  if (
    (state.hazard === 'water' || state.hazard === 'bunker') &&
    /\blay ?up\b|\bgo for\b|\baim\b|\bwhere\b|\btarget\b|\bpin\b/.test(text)
  ) {
    return {
      tool: 'target_choice',
      args: given({
        // The aim model runs in yards.
        distance:
          state.distanceMetres === undefined ? state.distanceYards : Math.round(state.distanceMetres * YARDS_PER_METRE),
        hazard: state.hazard,
        hazardSide: /\bleft\b/.test(text) ? 'left' : /\bright\b/.test(text) ? 'right' : undefined,
      }),
    };
  }
  const crossDirection = /\bright to left\b/.test(text) ? 'rightToLeft' : 'leftToRight';
  const lie =
    state.lie === 'rough' && /\b(?:thick|deep|heavy)\b/.test(text)
      ? 'heavyRough'
      : state.lie
        ? GOLF_LIES[state.lie]
        : undefined;
  return {
    tool: 'club_adjustment',
    args: given({
      distance: state.distanceMetres ?? state.distanceYards,
      distanceUnit: state.distanceUnit,
      windSpeed: state.windMph,
      windDirection: state.windDirection === 'crosswind' ? crossDirection : state.windDirection,
      elevationChangeFeet: state.elevationFeet,
      temperatureF: state.temperatureF,
      lie,
    }),
  };
}

function tennisCall(state: TennisSituation, text: string): EngineCall {
  const [first, second] = (state.points ?? '').split('-');
  const [ours, theirs] = (state.games ?? '').split('-').map(Number);
  const serverScore = first === '40' && second === '40' && /\bad(?:vantage)? in\b/.test(text) ? 'AD' : first;
  const score = state.points ? { serverScore, returnerScore: second } : {};
  if (state.serving && (/\bserve\b|\bserving\b/.test(text) || state.tiebreak)) {
    return {
      tool: 'serve_choice',
      args: given({
        ...score,
        serve: state.secondServe ? 'second' : undefined,
        opponentWeakSide: state.opponentWeakSide,
      }),
    };
  }
  const games =
    ours === undefined || theirs === undefined || Number.isNaN(ours) || Number.isNaN(theirs)
      ? {}
      : state.serving === false
        ? { serverGames: theirs, returnerGames: ours }
        : { serverGames: ours, returnerGames: theirs };
  return {
    tool: 'point_importance',
    args: given({ ...score, ...games, weAre: state.serving === false ? 'returner' : 'server' }),
  };
}

/** The engine a situation calls for, or undefined when no engine covers it (e.g. a tied game's last shot). */
export function engineCallFor(situation: Situation, message: string): EngineCall | undefined {
  const text = message.toLowerCase();
  switch (situation.sport) {
    case 'football':
      return footballCall(situation.state, text);
    case 'basketball':
      return basketballCall(situation.state, text);
    case 'soccer':
      return soccerCall(situation.state);
    case 'baseball':
      return baseballCall(situation.state, text);
    case 'golf':
      return golfCall(situation.state, text);
    case 'tennis':
      return tennisCall(situation.state, text);
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

/** Runs the engine; a situation the engine rejects (e.g. a sacrifice with two outs) yields undefined. */
export function adviceFor(
  situation: Situation,
  message: string,
  profile?: CoachProfile | null,
): SituationAdvice | undefined {
  const call = engineCallFor(situation, message);
  if (call === undefined) return undefined;
  // The call keeps only what the message gave, so the panel link opens on the panel's own team figures.
  const result = runEngineTool(call.tool, engineArgsOf(call, profile));
  return result.ok ? { advice: result.advice, call } : undefined;
}
