import { describe, expect, it } from 'vitest';
import {
  BASE_STATES,
  decideIntentionalWalk,
  decideSacrificeBunt,
  decideStolenBase,
  decideTimesThroughOrder,
  IntentionalWalkSituationSchema,
  lookUpRunExpectancy,
  RunExpectancySituationSchema,
  runExpectancy,
  SacrificeBuntSituationSchema,
  scoringProbability,
  StolenBaseSituationSchema,
  TimesThroughOrderSituationSchema,
} from './baseball';

describe('run_expectancy', () => {
  it('puts bases empty, nobody out between 0.48 and 0.55 runs', () => {
    const advice = lookUpRunExpectancy(RunExpectancySituationSchema.parse({}));
    expect(advice.options[0]!.value).toBeGreaterThanOrEqual(0.48);
    expect(advice.options[0]!.value).toBeLessThanOrEqual(0.55);
    expect(advice.reason).toContain('0.48');
  });

  it('rises with every runner added and falls with every out', () => {
    for (const bases of BASE_STATES) {
      expect(runExpectancy(bases, 0)).toBeGreaterThan(runExpectancy(bases, 1));
      expect(runExpectancy(bases, 1)).toBeGreaterThan(runExpectancy(bases, 2));
      expect(scoringProbability(bases, 0)).toBeGreaterThan(scoringProbability(bases, 2));
    }
    expect(runExpectancy('123', 0)).toBeGreaterThan(2);
  });
});

describe('sacrifice_bunt', () => {
  it('a bunt with a runner on first and nobody out lowers run expectancy', () => {
    const advice = decideSacrificeBunt(SacrificeBuntSituationSchema.parse({ bases: '1--', outs: 0, inning: 3 }));
    expect(advice.recommendation).toBe('Swing away');
    expect(advice.options.find((o) => o.name === 'Sacrifice bunt')!.value).toBeLessThan(runExpectancy('1--', 0));
    expect(advice.options[0]!.measure).toBe('expected runs');
  });

  it('judges a late, close game by the chance of scoring one run', () => {
    const advice = decideSacrificeBunt(
      SacrificeBuntSituationSchema.parse({ bases: '-2-', outs: 0, inning: 9, scoreMargin: 0 }),
    );
    expect(advice.options[0]!.measure).toBe('chance of scoring');
  });

  it('bunts runners on first and second over in a tied 9th (one run wins it)', () => {
    const advice = decideSacrificeBunt(
      SacrificeBuntSituationSchema.parse({ bases: '12-', outs: 0, inning: 9, scoreMargin: 0 }),
    );
    expect(advice.recommendation).toBe('Sacrifice bunt');
  });

  it('refuses a bunt with the bases empty', () => {
    expect(SacrificeBuntSituationSchema.safeParse({ bases: '---' }).success).toBe(false);
  });
});

describe('stolen_base', () => {
  it('breaks even near 70% for a steal of second with nobody out', () => {
    const advice = decideStolenBase(StolenBaseSituationSchema.parse({ successRate: 0.6 }));
    expect(advice.reason).toMatch(/breaks even at a 7\d% success rate/);
    expect(advice.recommendation).toBe('Hold the runner');
  });

  it('sends a runner who makes it 85% of the time', () => {
    expect(decideStolenBase(StolenBaseSituationSchema.parse({ successRate: 0.85 })).recommendation).toBe('Steal');
  });

  it('refuses a steal of second with nobody on first', () => {
    expect(StolenBaseSituationSchema.safeParse({ target: 'second', bases: '-2-' }).success).toBe(false);
  });
});

describe('intentional_walk', () => {
  it('pitches to an average hitter: the free runner raises run expectancy', () => {
    expect(decideIntentionalWalk(IntentionalWalkSituationSchema.parse({})).recommendation).toBe('Pitch to him');
  });

  it('walks the batter with runners on second and third in a tied 9th to set up the force', () => {
    const advice = decideIntentionalWalk(
      IntentionalWalkSituationSchema.parse({ bases: '-23', outs: 1, inning: 9, scoreMargin: 0 }),
    );
    expect(advice.recommendation).toBe('Walk him');
    expect(advice.options[0]!.measure).toBe('chance of scoring');
  });

  it('holds a runner at second with two outs: the steal of third breaks even near 90%', () => {
    const advice = decideStolenBase(StolenBaseSituationSchema.parse({ target: 'third', bases: '12-', outs: 2 }));
    expect(advice.recommendation).toBe('Hold the runner');
    expect(advice.reason).toMatch(/breaks even at a (89|90|91)% success rate/);
  });

  it('walks a star when a weak hitter is on deck and first base is open', () => {
    const advice = decideIntentionalWalk(
      IntentionalWalkSituationSchema.parse({ bases: '-23', outs: 1, batterWoba: 0.45, nextBatterWoba: 0.24 }),
    );
    expect(advice.recommendation).toBe('Walk him');
  });
});

describe('times_through_order', () => {
  it('goes to an average bullpen before the third time through for an average starter', () => {
    const advice = decideTimesThroughOrder(TimesThroughOrderSituationSchema.parse({ timesThrough: 3 }));
    expect(advice.recommendation).toBe('Go to the bullpen');
    expect(advice.reason).toContain('.780');
  });

  it('keeps a good starter in the second time through', () => {
    const advice = decideTimesThroughOrder(
      TimesThroughOrderSituationSchema.parse({ timesThrough: 2, starterOps: 0.62, pitchCount: 50 }),
    );
    expect(advice.recommendation).toBe('Keep the starter in');
  });

  it('pulls him past the pitch cap however well he throws', () => {
    const advice = decideTimesThroughOrder(
      TimesThroughOrderSituationSchema.parse({ timesThrough: 2, starterOps: 0.6, pitchCount: 105, pitchLimit: 100 }),
    );
    expect(advice.recommendation).toBe('Go to the bullpen');
  });
});

// FanGraphs' RE24 library table (MLB 2010–2015), all 24 base-out states: outs 0, 1, 2.
const FANGRAPHS_RE24: Record<string, readonly [number, number, number]> = {
  '---': [0.481, 0.254, 0.098],
  '1--': [0.859, 0.509, 0.224],
  '-2-': [1.1, 0.664, 0.319],
  '--3': [1.356, 0.95, 0.353],
  '12-': [1.437, 0.884, 0.429],
  '1-3': [1.784, 1.13, 0.478],
  '-23': [1.964, 1.376, 0.58],
  '123': [2.292, 1.541, 0.752],
};

describe('run expectancy against FanGraphs RE24', () => {
  it.each(BASE_STATES.flatMap((bases) => ([0, 1, 2] as const).map((outs) => [bases, outs] as const)))(
    '%s, %i out',
    (bases, outs) => {
      expect(runExpectancy(bases, outs)).toBeCloseTo(FANGRAPHS_RE24[bases]![outs], 3);
    },
  );
});

describe('times_through_order for a youth pitcher', () => {
  const decide = (input: object) => decideTimesThroughOrder(TimesThroughOrderSituationSchema.parse(input));

  it("takes Pitch Smart's daily max for his age as the cap and says so", () => {
    const advice = decide({ timesThrough: 2, starterOps: 0.6, pitchCount: 86, pitcherAge: 12 });
    expect(advice.recommendation).toBe('Go to the bullpen');
    expect(advice.reason).toMatch(/past the 85 cap/);
    expect(advice.source).toMatch(/Pitch Smart for ages 11–12, 85 a day/);
  });

  it('tells the coach the rest the count already costs and the next step', () => {
    const advice = decide({ timesThrough: 2, starterOps: 0.6, pitchCount: 48, pitcherAge: 12 });
    expect(advice.recommendation).toBe('Keep the starter in');
    expect(advice.points).toContain('At 48 pitches he owes 2 days of rest; pitch 51 makes it 3.');
  });

  it('says how far past the daily max a youth pitcher is, never "0 left"', () => {
    const advice = decide({ timesThrough: 3, pitchCount: 90, pitcherAge: 12 });
    expect(advice.recommendation).toBe('Go to the bullpen');
    expect(advice.points).toContain('At 90 pitches he is 5 past the 85-pitch daily max and owes 4 days of rest.');
    expect(advice.points.join(' ')).not.toMatch(/\b0 left\b/);
  });

  it('keeps the professional default without an age, and names it', () => {
    const advice = decide({ timesThrough: 2, starterOps: 0.6, pitchCount: 86 });
    expect(advice.recommendation).toBe('Keep the starter in');
    expect(advice.source).toMatch(/100, a professional starter's usual cap/);
  });
});
