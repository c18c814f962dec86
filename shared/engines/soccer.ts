import { z } from 'zod';
import type { EngineAdvice, EngineTool } from './engine-types';
import { percent, poisson, round } from './engine-math';

// ---------------------------------------------------------------------------------------------
// Published figures

/**
 * Goals per team per 90 minutes in Europe's top five leagues ≈ 1.35 (about 2.7 a match, FBref league
 * tables 2015–2024). Goals as independent Poisson processes for the two teams: Maher (1982),
 * "Modelling association football scores", Statistica Neerlandica; Dixon & Coles (1997).
 */
const LEAGUE_GOALS_PER_90 = 1.35;
/**
 * Effect of a man advantage on scoring rates, per player of difference. Ridder, Cramer & Hopstaken
 * (1994), "Down to ten: estimating the effect of a red card in soccer", JASA: after a red card the
 * full-strength team's scoring rate rises by about 88% while the ten men's rate barely changes.
 * Vecer, Kopriva & Ichiba (2009) find a smaller rise for the full side and a fall for the ten men on
 * betting data; a compromise of ×1.5 for the side with more players and ×0.85 for the side with fewer
 * is used here.
 */
const MAN_ADVANTAGE_SCORING_FACTOR = 1.5;
const MAN_DOWN_SCORING_FACTOR = 0.85;
const MAX_GOALS = 12;

// ---------------------------------------------------------------------------------------------
// game_state_plan

export const GameStateSituationSchema = z.strictObject({
  goalsFor: z.number().int().min(0).max(20).default(0),
  goalsAgainst: z.number().int().min(0).max(20).default(0),
  minutesLeft: z.number().min(0).max(120).default(30),
  playersUs: z.number().int().min(7).max(11).default(11).describe('Our players on the pitch.'),
  playersThem: z.number().int().min(7).max(11).default(11),
  ourGoalsPer90: z
    .number()
    .min(0.1)
    .max(6)
    .default(LEAGUE_GOALS_PER_90)
    .describe('Our usual scoring rate at full strength.'),
  theirGoalsPer90: z.number().min(0.1).max(6).default(LEAGUE_GOALS_PER_90),
});
export type GameStateSituation = z.infer<typeof GameStateSituationSchema>;

export interface MatchOutlook {
  win: number;
  draw: number;
  loss: number;
  ourExpectedGoals: number;
  theirExpectedGoals: number;
}

export function matchOutlook(s: GameStateSituation): MatchOutlook {
  const difference = s.playersUs - s.playersThem;
  const factor = (more: number) =>
    more > 0 ? MAN_ADVANTAGE_SCORING_FACTOR ** more : more < 0 ? MAN_DOWN_SCORING_FACTOR ** -more : 1;
  const ourExpectedGoals = (s.ourGoalsPer90 * s.minutesLeft * factor(difference)) / 90;
  const theirExpectedGoals = (s.theirGoalsPer90 * s.minutesLeft * factor(-difference)) / 90;
  let win = 0;
  let draw = 0;
  let loss = 0;
  for (let ours = 0; ours <= MAX_GOALS; ours++) {
    for (let theirs = 0; theirs <= MAX_GOALS; theirs++) {
      const p = poisson(ours, ourExpectedGoals) * poisson(theirs, theirExpectedGoals);
      const margin = s.goalsFor + ours - (s.goalsAgainst + theirs);
      if (margin > 0) win += p;
      else if (margin === 0) draw += p;
      else loss += p;
    }
  }
  return { win, draw, loss, ourExpectedGoals, theirExpectedGoals };
}

interface Plan {
  recommendation: string;
  shape: string;
  points: string[];
}

function choosePlan(s: GameStateSituation, margin: number): Plan {
  const late = s.minutesLeft <= 20;
  const difference = s.playersUs - s.playersThem;
  if (margin < 0 && (late || margin <= -2)) {
    return {
      recommendation: 'Chase the game',
      shape: difference < 0 ? '3-4-2' : '3-4-3',
      points: [
        'Go to a back three and push both full-backs into midfield.',
        'Bring on a second striker; get crosses and bodies into the box.',
        'Win it back high: press their centre-backs on every goal kick.',
        'Take the risk on the counter you leave behind — a draw and a loss are worth the same late on.',
      ],
    };
  }
  if (margin > 0 && late) {
    return {
      recommendation: 'Protect the lead',
      shape: difference < 0 ? '5-4-0' : '5-4-1',
      points: [
        'Drop to a back five and keep the lines 25 metres apart.',
        'Clear first, play second: no passes across your own box.',
        'Keep the ball in their corners and win throw-ins and fouls.',
        'Use your substitutions to run the clock and freshen the legs.',
      ],
    };
  }
  if (difference < 0) {
    return {
      recommendation: 'Stay compact a man down',
      shape: margin < 0 ? '4-4-1' : '4-4-1 low block',
      points: [
        'Take a forward off and keep two banks of four.',
        'Let them have the ball in front of you; protect the width of the box.',
        'One striker holds the ball up — support him fast on the counter.',
        'Set pieces are your best chance to score: send the centre-backs up.',
      ],
    };
  }
  if (difference > 0) {
    return {
      recommendation: 'Use the extra man',
      shape: '4-3-3',
      points: [
        'Move the ball quickly side to side until the spare man is free.',
        'Push a full-back high — they cannot cover the whole width.',
        'Be patient: the extra player wins the game over time, not in one pass.',
        'Keep two at the back for their counter.',
      ],
    };
  }
  return {
    recommendation: margin > 0 ? 'Keep control' : margin < 0 ? 'Build back patiently' : 'Play your game',
    shape: '4-3-3',
    points: [
      margin < 0 ? 'There is time: one goal changes it, so do not open up yet.' : 'Keep your shape and your tempo.',
      'Win the midfield second balls.',
      'Rest with the ball: long spells of possession tire them, not you.',
    ],
  };
}

export function planGameState(s: GameStateSituation): EngineAdvice {
  const outlook = matchOutlook(s);
  const margin = s.goalsFor - s.goalsAgainst;
  const plan = choosePlan(s, margin);
  const measure = 'probability';
  // The call's own figure leads, as every call's does: the chance to win playing it, then the rest,
  // whichever is likelier ("Play your game (4-3-3): win 25.3%, draw 49.3%, loss 25.3%").
  const options = [
    { name: 'Win', value: round(outlook.win), measure },
    { name: 'Draw', value: round(outlook.draw), measure },
    { name: 'Loss', value: round(outlook.loss), measure },
  ];
  const men = s.playersUs === s.playersThem ? '' : ` with ${s.playersUs} against ${s.playersThem}`;
  const reason =
    `At ${s.goalsFor}–${s.goalsAgainst} with ${Math.round(s.minutesLeft)} minutes left${men}, the goal model gives you ` +
    `${percent(outlook.win)} to win, ${percent(outlook.draw)} to draw and ${percent(outlook.loss)} to lose ` +
    `(expected goals from here: ${outlook.ourExpectedGoals.toFixed(2)} for, ${outlook.theirExpectedGoals.toFixed(2)} against); ${plan.shape} fits the job.`;

  return {
    sport: 'soccer',
    engine: 'game_state_plan',
    recommendation: `${plan.recommendation} (${plan.shape})`,
    reason,
    options,
    points: plan.points.slice(0, 4),
    source:
      'Independent Poisson goals (Maher 1982; Dixon & Coles 1997) at 1.35 goals per team per 90 (top-five leagues, FBref 2015–2024); ' +
      'red-card effects from Ridder, Cramer & Hopstaken (1994, JASA) and Vecer, Kopriva & Ichiba (2009): ×1.5 for the side with more players, ×0.85 for the side with fewer.',
  };
}

export const gameStatePlanTool: EngineTool<typeof GameStateSituationSchema> = {
  name: 'game_state_plan',
  sport: 'soccer',
  description:
    'Game plan from the score, minutes left and players on the pitch: chase, protect, or stay compact, with win/draw/loss odds.',
  parameters: GameStateSituationSchema,
  run: planGameState,
};

export const SOCCER_ENGINE_TOOLS = [gameStatePlanTool] as const;
