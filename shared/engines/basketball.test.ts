import { describe, expect, it } from 'vitest';
import {
  decideEndOfGamePossession,
  decideFoulTrouble,
  decideFoulUpThree,
  decideTwoForOne,
  EndOfGamePossessionSituationSchema,
  FoulTroubleSituationSchema,
  FoulUpThreeSituationSchema,
  TwoForOneSituationSchema,
} from './basketball';

describe('foul_up_three', () => {
  it('fouls with 3 seconds left: they cannot tie on free throws alone', () => {
    const advice = decideFoulUpThree(FoulUpThreeSituationSchema.parse({ secondsLeft: 3 }));
    expect(advice.recommendation).toBe('Foul before the shot');
    expect(advice.options[0]!.value).toBeGreaterThan(0.95);
  });

  // Annis (2006), Ken Pomeroy's and Fenlon's end-game studies: up 3 with their ball, fouling before
  // the shot beats defending from the last second to about 12 s, by most at the shortest clocks,
  // where no time is left for their free throws, a foul back and a last shot.
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])('fouls with %i seconds left at NBA rates', (secondsLeft) => {
    expect(decideFoulUpThree(FoulUpThreeSituationSchema.parse({ secondsLeft })).recommendation).toBe(
      'Foul before the shot',
    );
  });

  it('gains more from the foul the less time is left', () => {
    const edge = (secondsLeft: number) => {
      const [foul, defend] = decideFoulUpThree(FoulUpThreeSituationSchema.parse({ secondsLeft })).options;
      return foul!.value - defend!.value;
    };
    for (let secondsLeft = 4; secondsLeft <= 12; secondsLeft++)
      expect(edge(secondsLeft), `${secondsLeft} s`).toBeLessThanOrEqual(edge(secondsLeft - 1));
    expect(edge(5)).toBeGreaterThan(edge(8));
  });

  it('defends when they rarely make a tying three and still have time to foul back', () => {
    const advice = decideFoulUpThree(
      FoulUpThreeSituationSchema.parse({ secondsLeft: 12, tyingThreeRate: 0.2, ourFreeThrowRate: 0.6 }),
    );
    expect(advice.recommendation).toBe('Defend the three');
  });
});

describe('two_for_one', () => {
  it('takes the quick shot with 38 seconds left on a 24-second clock', () => {
    const advice = decideTwoForOne(TwoForOneSituationSchema.parse({ secondsLeft: 38 }));
    expect(advice.recommendation).toBe('Go two-for-one');
    expect(advice.options[0]!.value).toBeGreaterThan(advice.options[1]!.value);
  });

  it('holds for the last shot with 22 seconds left', () => {
    expect(decideTwoForOne(TwoForOneSituationSchema.parse({ secondsLeft: 22 })).recommendation).toBe(
      'Run your offense',
    );
  });

  it('runs normal offense with a full minute left', () => {
    expect(decideTwoForOne(TwoForOneSituationSchema.parse({ secondsLeft: 60 })).reason).toMatch(/still to come/);
  });
});

describe('foul_trouble', () => {
  const decide = (input: object) => decideFoulTrouble(FoulTroubleSituationSchema.parse(input));

  it('keeps a starter who is not in foul trouble: sitting only throws his minutes away', () => {
    const advice = decide({ fouls: 2, quarter: 3, minutesLeftInQuarter: 6 });
    expect(advice.recommendation).toBe('Keep him in');
    expect(advice.reason).not.toMatch(/in foul trouble/);
  });

  it('keeps him in with 3 fouls in the 2nd when fouls do not change how he plays', () => {
    expect(decide({ fouls: 3, quarter: 2, minutesLeftInQuarter: 6, foulTroubleDropoff: 0 }).recommendation).toBe(
      'Keep him in',
    );
  });

  it('sits a starter with 2 fouls in the 1st when foul trouble costs most of his edge (Maymin et al.)', () => {
    const advice = decide({ fouls: 2, quarter: 1, minutesLeftInQuarter: 8, foulTroubleDropoff: 0.8 });
    expect(advice.recommendation).toBe('Sit him');
    expect(advice.reason).toMatch(/in foul trouble and plays at 20% of his edge/);
  });

  it('refuses a player who has already fouled out', () => {
    expect(FoulTroubleSituationSchema.safeParse({ fouls: 5, foulLimit: 5 }).success).toBe(false);
  });
});

describe('end_of_game_possession', () => {
  it('shoots the three down 2 when a two only buys overtime at league rates', () => {
    const advice = decideEndOfGamePossession(EndOfGamePossessionSituationSchema.parse({ deficit: 2, secondsLeft: 4 }));
    expect(advice.recommendation).toBe('Shoot the three');
  });

  it('goes for two down 2 with a great two and a poor three', () => {
    const advice = decideEndOfGamePossession(
      EndOfGamePossessionSituationSchema.parse({ deficit: 2, secondsLeft: 4, twoPointRate: 0.7, threePointRate: 0.25 }),
    );
    expect(advice.recommendation).toBe('Go for two');
  });

  it('takes the quickest good shot down 1: any basket wins', () => {
    const advice = decideEndOfGamePossession(EndOfGamePossessionSituationSchema.parse({ deficit: 1 }));
    expect(advice.recommendation).toBe('Go for two');
  });
});
