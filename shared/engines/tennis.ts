import { z } from 'zod';
import type { EngineAdvice, EngineOption, EngineTool } from './engine-types';
import { percent, round } from './engine-math';

// ---------------------------------------------------------------------------------------------
// Published figures

const TOURS = ['atp', 'wta'] as const;
type Tour = (typeof TOURS)[number];

/**
 * Tour serve statistics, 2015–2024 averages (ATP / WTA official match stats as compiled by Tennis
 * Abstract, rounded): first serves in, points won when the first serve is in, second serves in
 * (1 − double faults), points won when the second serve is in, and all service points won.
 */
const SERVE_STATS: Record<
  Tour,
  { firstIn: number; firstWon: number; secondIn: number; secondWon: number; servicePointsWon: number }
> = {
  atp: { firstIn: 0.62, firstWon: 0.73, secondIn: 0.91, secondWon: 0.55, servicePointsWon: 0.64 },
  wta: { firstIn: 0.62, firstWon: 0.63, secondIn: 0.89, secondWon: 0.5, servicePointsWon: 0.56 },
};

const SCORES = ['0', '15', '30', '40', 'AD'] as const;
type Score = (typeof SCORES)[number];
const POINTS: Record<Score, number> = { '0': 0, '15': 1, '30': 2, '40': 3, AD: 4 };

// ---------------------------------------------------------------------------------------------
// Markov model of a game and a set (Morris 1977, "The most important points in tennis")

/** Chance the server wins the game from (server points, returner points), winning each point with p. */
export function gameWinProbability(p: number, server: number, returner: number): number {
  if (server >= 4 && server - returner >= 2) return 1;
  if (returner >= 4 && returner - server >= 2) return 0;
  if (server >= 3 && returner >= 3) {
    // Deuce and advantages collapse to deuce: P(deuce) = p² / (p² + q²).
    const q = 1 - p;
    const deuce = (p * p) / (p * p + q * q);
    if (server === returner) return deuce;
    return server > returner ? p + q * deuce : p * deuce;
  }
  return p * gameWinProbability(p, server + 1, returner) + (1 - p) * gameWinProbability(p, server, returner + 1);
}

/** Chance player A wins a 7-point tiebreak from (a, b), A serving the next point when `aServes`. */
function tiebreakWinProbability(pA: number, pB: number, a: number, b: number, pointNumber: number): number {
  if (a >= 7 && a - b >= 2) return 1;
  if (b >= 7 && b - a >= 2) return 0;
  if (a >= 6 && b >= 6 && a === b) {
    // From 6-6 on, two points with one serve each; solve the repeating pair in closed form.
    const winPair = pA * (1 - pB);
    const losePair = (1 - pA) * pB;
    return winPair / (winPair + losePair);
  }
  // Serve order: A serves point 0, then B serves 1–2, A 3–4, ...
  const aServes = pointNumber === 0 || Math.floor((pointNumber - 1) / 2) % 2 === 1;
  const pointForA = aServes ? pA : 1 - pB;
  return (
    pointForA * tiebreakWinProbability(pA, pB, a + 1, b, pointNumber + 1) +
    (1 - pointForA) * tiebreakWinProbability(pA, pB, a, b + 1, pointNumber + 1)
  );
}

/**
 * Chance player A wins the set from games (a, b) with A serving the next game; A holds with holdA
 * and B holds with holdB; tiebreak at 6–6.
 */
function setWinProbability(
  holdA: number,
  holdB: number,
  pA: number,
  pB: number,
  a: number,
  b: number,
  aServes: boolean,
  memo = new Map<string, number>(),
): number {
  if (a >= 6 && a - b >= 2) return 1;
  if (b >= 6 && b - a >= 2) return 0;
  if (a === 7) return 1;
  if (b === 7) return 0;
  if (a === 6 && b === 6)
    return aServes ? tiebreakWinProbability(pA, pB, 0, 0, 0) : 1 - tiebreakWinProbability(pB, pA, 0, 0, 0);
  const key = `${a}-${b}-${aServes}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const gameForA = aServes ? holdA : 1 - holdB;
  const value =
    gameForA * setWinProbability(holdA, holdB, pA, pB, a + 1, b, !aServes, memo) +
    (1 - gameForA) * setWinProbability(holdA, holdB, pA, pB, a, b + 1, !aServes, memo);
  memo.set(key, value);
  return value;
}

// ---------------------------------------------------------------------------------------------
// point_importance

/** Below this share of first serves in, the second serve decides most service points (tour ≈ 62%). */
const SHAKY_FIRST_SERVE = 0.55;

const ScoreSchema = z.enum(SCORES);

const PointScoreShape = {
  serverScore: ScoreSchema.default('0'),
  returnerScore: ScoreSchema.default('0'),
};
function validPointScore(s: { serverScore: Score; returnerScore: Score }): boolean {
  if (s.serverScore === 'AD') return s.returnerScore === '40';
  if (s.returnerScore === 'AD') return s.serverScore === '40';
  return true;
}
const POINT_SCORE_MESSAGE = { message: 'AD is only possible against 40', path: ['serverScore'] };

export const PointImportanceSituationSchema = z
  .strictObject({
    ...PointScoreShape,
    serverGames: z.number().int().min(0).max(6).default(0).describe('Games the server has in this set.'),
    returnerGames: z.number().int().min(0).max(6).default(0),
    serverPointWinRate: z
      .number()
      .min(0.3)
      .max(0.9)
      .default(SERVE_STATS.atp.servicePointsWon)
      .describe('Server’s chance of winning a point on serve; ATP ≈ 0.64, WTA ≈ 0.56.'),
    returnerServePointWinRate: z
      .number()
      .min(0.3)
      .max(0.9)
      .default(SERVE_STATS.atp.servicePointsWon)
      .describe('The returner’s own rate when serving.'),
    weAre: z.enum(['server', 'returner']).default('server'),
    serve: z
      .enum(['first', 'second'])
      .optional()
      .describe('The serve the point is on, when known: a second serve is the returner’s to attack.'),
    serverFirstServeIn: z
      .number()
      .min(0.2)
      .max(0.95)
      .optional()
      .describe(
        'Share of first serves the server is landing today; with the tour’s won rates it sets serverPointWinRate.',
      ),
    tour: z.enum(TOURS).optional().describe('Whose serve statistics turn a first-serve share into a point rate.'),
  })
  .refine(validPointScore, POINT_SCORE_MESSAGE)
  .refine((s) => !(s.serverGames === 6 && s.returnerGames === 6), {
    message: 'At 6–6 the set is in a tiebreak',
    path: ['serverGames'],
  })
  .refine((s) => Math.max(s.serverGames, s.returnerGames) < 6 || Math.abs(s.serverGames - s.returnerGames) < 2, {
    message: 'The set is already over',
    path: ['serverGames'],
  });
export type PointImportanceSituation = z.infer<typeof PointImportanceSituationSchema>;

function describeScore(server: Score, returner: Score): string {
  if (server === '40' && returner === '40') return 'deuce';
  if (server === 'AD') return 'advantage server';
  if (returner === 'AD') return 'advantage receiver';
  return `${server}-${returner}`;
}

export interface PointImportance {
  game: number;
  set: number;
  holdNow: number;
}

/**
 * The server's chance of winning a point on serve from the share of first serves landing, the
 * tour's won rates on each serve and its second-serve share: fewer first serves in, more points
 * played on the weaker second serve.
 */
export function servicePointsWonFrom(firstIn: number, tour: Tour = 'atp'): number {
  const stats = SERVE_STATS[tour];
  return firstIn * stats.firstWon + (1 - firstIn) * stats.secondIn * stats.secondWon;
}

/** The serve rate the model runs on: the one a first-serve share implies when the message gives it. */
function serverRateOf(s: PointImportanceSituation): number {
  return s.serverFirstServeIn === undefined ? s.serverPointWinRate : servicePointsWonFrom(s.serverFirstServeIn, s.tour);
}

export function pointImportance(s: PointImportanceSituation): PointImportance {
  const p = serverRateOf(s);
  const server = POINTS[s.serverScore];
  const returner = POINTS[s.returnerScore];
  const holdIfWon = gameWinProbability(p, server + 1, returner);
  const holdIfLost = gameWinProbability(p, server, returner + 1);
  const holdNow = gameWinProbability(p, server, returner);
  const holdServer = gameWinProbability(p, 0, 0);
  const holdReturner = gameWinProbability(s.returnerServePointWinRate, 0, 0);
  const setAfterGame = (serverWonGame: boolean) =>
    setWinProbability(
      holdServer,
      holdReturner,
      p,
      s.returnerServePointWinRate,
      s.serverGames + (serverWonGame ? 1 : 0),
      s.returnerGames + (serverWonGame ? 0 : 1),
      false,
    );
  const setWon = setAfterGame(true);
  const setLost = setAfterGame(false);
  const setIfPointWon = holdIfWon * setWon + (1 - holdIfWon) * setLost;
  const setIfPointLost = holdIfLost * setWon + (1 - holdIfLost) * setLost;
  return { game: holdIfWon - holdIfLost, set: setIfPointWon - setIfPointLost, holdNow };
}

export function judgePointImportance(s: PointImportanceSituation): EngineAdvice {
  const importance = pointImportance(s);
  const base = pointImportance({ ...s, serverScore: '0', returnerScore: '0' });
  const relative = importance.game / base.game;
  const score = describeScore(s.serverScore, s.returnerScore);
  const label = relative >= 1.5 ? 'A big point' : relative <= 0.5 ? 'A low-stakes point' : 'A normal point';
  const holdText =
    s.weAre === 'server'
      ? `you hold ${percent(importance.holdNow)} of the time from here`
      : `they hold ${percent(importance.holdNow)} of the time from here`;
  const reason =
    `At ${score} (${s.serverGames}–${s.returnerGames} in games) this point swings the game by ${percent(importance.game)} and the set by ${percent(importance.set)} — ` +
    `${relative.toFixed(1)}× a point at 0-0; ${holdText}.`;
  const big = relative >= 1.5;
  const shaky = s.serverFirstServeIn !== undefined && s.serverFirstServeIn < SHAKY_FIRST_SERVE;
  const firstServeRead =
    s.serverFirstServeIn === undefined
      ? ''
      : ` At ${percent(s.serverFirstServeIn)} first serves in the server wins about ${percent(serverRateOf(s))} of service points.`;
  const returnOfShakyServer = [
    `Step in on the second serve and attack it: only ${percent(s.serverFirstServeIn ?? 0)} of first serves land.`,
    'Block the first serve deep down the middle; no free points.',
    'Make the server hit one more serve: a missed first puts the point on the second.',
  ];
  const shakyServer = [
    `Take pace off the first serve and hit your spot: it lands only ${percent(s.serverFirstServeIn ?? 0)}.`,
    'Spin the second serve deep to the weaker side; no double faults.',
    'Big margins over the net; make them hit one more ball.',
  ];
  // On a second serve the point is the returner's to take and the server's to start with margin,
  // whatever it is worth.
  const onSecondServe =
    s.serve !== 'second'
      ? undefined
      : s.weAre === 'returner'
        ? [
            'Step in and attack the second serve: hit it deep to the weaker side.',
            'Take it early, on the rise, and follow it in if it lands deep.',
            'Pick the side before the toss; no change of mind mid-swing.',
          ]
        : [
            'Spin the second serve deep to the weaker side; no double faults.',
            'Aim a metre inside the lines: a weak return is fine, a fault is not.',
            'Full swing with more spin, never a push.',
          ];
  return {
    sport: 'tennis',
    engine: 'point_importance',
    recommendation: label,
    reason: reason + firstServeRead,
    options: [
      { name: 'Game', value: round(importance.game), measure: 'change in chance of winning the game' },
      { name: 'Set', value: round(importance.set), measure: 'change in chance of winning the set' },
    ],
    points: onSecondServe
      ? onSecondServe
      : shaky
        ? s.weAre === 'server'
          ? shakyServer
          : returnOfShakyServer
        : big
          ? s.weAre === 'server'
            ? [
                'Get the first serve in: take a little pace off and hit your spot.',
                'Play your highest-percentage pattern — serve plus one to the open court.',
                'Big margins over the net; make them hit one more ball.',
              ]
            : [
                'Block the return deep down the middle; no free points.',
                'Stand a step further back on the first serve.',
                'Make the server play one more ball than he wants.',
              ]
          : [
              'Try the pattern you want later: losing this point costs little.',
              'Stay aggressive on the shots you own.',
              'Reset between points; save the emotion for the big ones.',
            ],
    source:
      'Markov model of the game and set with a constant point-win rate on serve (Morris 1977, "The most important points in tennis"; Carter & Crews 1974); default serve rates: ATP 64%, WTA 56% service points won (Tennis Abstract).',
  };
}

export const pointImportanceTool: EngineTool<typeof PointImportanceSituationSchema> = {
  name: 'point_importance',
  sport: 'tennis',
  description:
    'How much this point changes the chance of winning the game and the set, from the score and serve strength.',
  parameters: PointImportanceSituationSchema,
  run: judgePointImportance,
};

// ---------------------------------------------------------------------------------------------
// serve_choice

export const ServeChoiceSituationSchema = z
  .strictObject({
    ...PointScoreShape,
    serve: z.enum(['first', 'second']).default('first'),
    tour: z.enum(TOURS).default('atp').describe('Which tour’s serve statistics to use.'),
    opponentHand: z.enum(['right', 'left']).default('right'),
    opponentWeakSide: z.enum(['forehand', 'backhand']).default('backhand'),
    firstServeIn: z
      .number()
      .min(0.2)
      .max(0.95)
      .optional()
      .describe('Share of your first serves landing today, in place of the tour’s.'),
  })
  .refine(validPointScore, POINT_SCORE_MESSAGE);
export type ServeChoiceSituation = z.infer<typeof ServeChoiceSituationSchema>;

type Court = 'deuce' | 'ad';
function courtFor(server: Score, returner: Score): Court {
  return (POINTS[server] + POINTS[returner]) % 2 === 0 ? 'deuce' : 'ad';
}

/** Which serve direction lands on the returner's weak side: wide on the deuce court is a right-hander's forehand. */
function targetFor(court: Court, hand: 'right' | 'left', weakSide: 'forehand' | 'backhand'): 'wide' | 'T' {
  const wideIsForehand = (court === 'deuce') === (hand === 'right');
  return (weakSide === 'forehand') === wideIsForehand ? 'wide' : 'T';
}

export function chooseServe(s: ServeChoiceSituation): EngineAdvice {
  const tourStats = SERVE_STATS[s.tour];
  const stats = { ...tourStats, firstIn: s.firstServeIn ?? tourStats.firstIn };
  const big = stats.firstIn * stats.firstWon;
  const safe = stats.secondIn * stats.secondWon;
  const measure = 'chance of winning the point';
  // Gale (1971): compare the usual big-then-safe pair with two big serves and two safe ones.
  const options: EngineOption[] =
    s.serve === 'first'
      ? [
          { name: 'Big first serve, safe second', value: round(big + (1 - stats.firstIn) * safe), measure },
          { name: 'Two big serves', value: round(big + (1 - stats.firstIn) * big), measure },
          { name: 'Two safe serves', value: round(safe + (1 - stats.secondIn) * safe), measure },
        ]
      : [
          { name: 'Safe second serve', value: round(safe), measure },
          { name: 'Go for a big second serve', value: round(big), measure },
        ];
  options.sort((a, b) => b.value - a.value);
  const best = options[0]!;
  const second = options[1]!;
  const court = courtFor(s.serverScore, s.returnerScore);
  const target = targetFor(court, s.opponentHand, s.opponentWeakSide);
  const reason =
    `On ${s.firstServeIn === undefined ? '' : `your ${percent(stats.firstIn)} first serves in and `}${s.tour.toUpperCase()} numbers (${s.firstServeIn === undefined ? `${percent(stats.firstIn)} first serves in, ` : 'first serves '}${percent(stats.firstWon)} won; ${percent(stats.secondIn)} second serves in, ${percent(stats.secondWon)} won), ` +
    `${best.name.toLowerCase()} wins the point ${percent(best.value)} of the time against ${percent(second.value)}; ` +
    `from the ${court} court the ${target} serve goes to the ${s.opponentWeakSide}.`;

  const recommendation =
    s.serve === 'first'
      ? `Big first serve ${target === 'T' ? 'down the T' : 'out wide'}`
      : `Safe second serve ${target === 'T' ? 'into the T' : 'to the wide body'}`;
  return {
    sport: 'tennis',
    engine: 'serve_choice',
    recommendation: best.name.startsWith('Go for') || best.name === 'Two big serves' ? best.name : recommendation,
    reason,
    options,
    points:
      s.serve === 'first'
        ? [
            `Aim ${target === 'T' ? 'down the T' : 'out wide'} to the ${s.opponentWeakSide}.`,
            'Pick the spot before you bounce the ball, then do not change it.',
            'Be ready to hit the first ball into the open court.',
          ]
        : [
            'Heavy kick or slice, aimed a metre inside the lines.',
            `Into the ${s.opponentWeakSide} — a weak return beats an ace attempt.`,
            'Full swing with more spin, never a push.',
          ],
    source:
      'Tour serve statistics 2015–2024 (ATP/WTA match stats via Tennis Abstract); first/second-serve strategy after Gale (1971), "Optimal strategy for serving in tennis", Mathematics Magazine.',
  };
}

export const serveChoiceTool: EngineTool<typeof ServeChoiceSituationSchema> = {
  name: 'serve_choice',
  sport: 'tennis',
  description:
    'First- and second-serve choice and target, from the score, tour serve statistics and the returner’s weak side.',
  parameters: ServeChoiceSituationSchema,
  run: chooseServe,
};

export const TENNIS_ENGINE_TOOLS = [pointImportanceTool, serveChoiceTool] as const;
