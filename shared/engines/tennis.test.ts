import { describe, expect, it } from 'vitest';
import {
  chooseServe,
  gameWinProbability,
  judgePointImportance,
  pointImportance,
  PointImportanceSituationSchema,
  ServeChoiceSituationSchema,
} from './tennis';

const importance = (input: object) => pointImportance(PointImportanceSituationSchema.parse(input));

describe('game model', () => {
  it('matches the closed form for a game from 0-0', () => {
    const p = 0.6;
    const q = 1 - p;
    const closedForm = p ** 4 * (1 + 4 * q + 10 * q ** 2) + (20 * p ** 3 * q ** 3 * p ** 2) / (1 - 2 * p * q);
    expect(gameWinProbability(p, 0, 0)).toBeCloseTo(closedForm, 10);
  });

  it('is a coin flip at deuce for an even point', () => {
    expect(gameWinProbability(0.5, 3, 3)).toBeCloseTo(0.5, 10);
  });
});

describe('point_importance', () => {
  it('a break point matters more than 40-0', () => {
    const breakPoint = importance({ serverScore: '30', returnerScore: '40' });
    const fortyLove = importance({ serverScore: '40', returnerScore: '0' });
    expect(breakPoint.game).toBeGreaterThan(fortyLove.game);
    expect(breakPoint.set).toBeGreaterThan(fortyLove.set);
  });

  it('30-40 is the most important point in a game for a strong server (Morris 1977)', () => {
    const scores = ['0', '15', '30', '40'] as const;
    const breakPoint = importance({ serverScore: '30', returnerScore: '40' }).game;
    for (const server of scores)
      for (const returner of scores)
        expect(importance({ serverScore: server, returnerScore: returner }).game).toBeLessThanOrEqual(
          breakPoint + 1e-12,
        );
  });

  it('calls a break point a big point and quotes the swing', () => {
    const advice = judgePointImportance(
      PointImportanceSituationSchema.parse({
        serverScore: '30',
        returnerScore: '40',
        serverGames: 4,
        returnerGames: 4,
      }),
    );
    expect(advice.recommendation).toBe('A big point');
    expect(advice.reason).toMatch(/swings the game by \d+%/);
  });

  it('refuses AD against anything but 40', () => {
    expect(PointImportanceSituationSchema.safeParse({ serverScore: 'AD', returnerScore: '15' }).success).toBe(false);
  });
});

describe('serve_choice', () => {
  it('keeps the big-then-safe pattern on tour numbers (Gale 1971)', () => {
    const advice = chooseServe(ServeChoiceSituationSchema.parse({}));
    expect(advice.options[0]!.name).toBe('Big first serve, safe second');
  });

  it('serves down the T to a right-hander’s backhand on the deuce court and wide on the ad court', () => {
    expect(chooseServe(ServeChoiceSituationSchema.parse({ serverScore: '0', returnerScore: '0' })).recommendation).toBe(
      'Big first serve down the T',
    );
    expect(
      chooseServe(ServeChoiceSituationSchema.parse({ serverScore: '15', returnerScore: '0' })).recommendation,
    ).toBe('Big first serve out wide');
  });

  it('flips the targets for a left-handed returner', () => {
    expect(chooseServe(ServeChoiceSituationSchema.parse({ opponentHand: 'left' })).recommendation).toBe(
      'Big first serve out wide',
    );
  });

  it('hits a safe second serve', () => {
    expect(chooseServe(ServeChoiceSituationSchema.parse({ serve: 'second' })).options[0]!.name).toBe(
      'Safe second serve',
    );
  });
});

describe('a first-serve share the message gives', () => {
  it('a server landing fewer first serves holds less often, so the return point is bigger', () => {
    const usual = importance({ serverScore: '30', returnerScore: '40', weAre: 'returner' });
    const shaky = importance({ serverScore: '30', returnerScore: '40', weAre: 'returner', serverFirstServeIn: 0.45 });
    expect(shaky.holdNow).toBeLessThan(usual.holdNow);
  });

  it('tells the returner of a shaky first serve to attack the second', () => {
    const advice = judgePointImportance(
      PointImportanceSituationSchema.parse({ weAre: 'returner', serverFirstServeIn: 0.45 }),
    );
    expect(advice.points[0]).toMatch(/^Step in on the second serve and attack it: only 45%/);
    expect(advice.reason).toMatch(/At 45% first serves in the server wins about \d+% of service points/);
  });

  it('our own first-serve share replaces the tour figure in the serve choice', () => {
    const tour = chooseServe(ServeChoiceSituationSchema.parse({}));
    const ours = chooseServe(ServeChoiceSituationSchema.parse({ firstServeIn: 0.45 }));
    expect(ours.reason).toMatch(/^On your 45% first serves in/);
    expect(ours.options.find((o) => o.name === 'Two big serves')!.value).toBeLessThan(
      tour.options.find((o) => o.name === 'Two big serves')!.value,
    );
  });
});
