import { describe, expect, it, vi } from 'vitest';
import {
  adjustClub,
  ClubAdjustmentSituationSchema,
  chooseTarget,
  expectedStrokes,
  goOrLayUp,
  goOrLayUpFigures,
  GoOrLayUpSituationSchema,
  playsLikeDistance,
  TargetChoiceSituationSchema,
} from './golf';
import type * as EngineMath from './engine-math';
import { decisionLine } from './decision-line';

// Counts the normal-curve evaluations target_choice makes: the panel reruns it on every tap.
const normalCdfCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('./engine-math', async (importOriginal) => {
  const actual = await importOriginal<typeof EngineMath>();
  return {
    ...actual,
    normalCdf: (z: number) => {
      normalCdfCalls.count++;
      return actual.normalCdf(z);
    },
  };
});

const playsLike = (input: object) => playsLikeDistance(ClubAdjustmentSituationSchema.parse(input)).playsLike;

describe('club_adjustment', () => {
  it('what a miss costs moves the go-or-lay-up line: match play goes, a score to protect lays up', () => {
    // The 3-wood carries 205 in these carries; 212 is just past it.
    const hole = { distance: 212, carries: { '3-wood': 205, Driver: 230 } };
    const call = (risk: string) => adjustClub(ClubAdjustmentSituationSchema.parse({ ...hole, risk })).recommendation;
    expect(call('neutral')).toMatch(/^Hit the 3-wood/);
    expect(call('aggressive')).toMatch(/^Hit the 3-wood/);
    expect(call('conservative')).toMatch(/^Lay up/);
    const longer = { distance: 222, carries: { '3-wood': 205, Driver: 230 } };
    const far = (risk: string) => adjustClub(ClubAdjustmentSituationSchema.parse({ ...longer, risk })).recommendation;
    expect(far('neutral')).toMatch(/^Lay up/);
    expect(far('aggressive')).toMatch(/^Hit the 3-wood/);
  });

  it('short of a forced carry the lay-up stops short of the trouble, its number played in the same wind', () => {
    // 180 to carry into 20 mph plays like 216, past the 3-wood's 210.
    const advice = adjustClub(
      ClubAdjustmentSituationSchema.parse({
        distance: 180,
        mustCarry: true,
        windSpeed: 20,
        windDirection: 'headwind',
        carries: { '3-wood': 210 },
      }),
    );
    expect(advice.recommendation).toMatch(/^Lay up/);
    expect(advice.reason).toMatch(/^180 yards to carry plays like 216 \(wind \+36\), past your 3-wood's 210/);
    const layUp = Number(/about (\d+)\)/.exec(advice.reason)?.[1]);
    // The lay-up's carry, into the same wind, stops short of the trouble.
    expect(layUp / 1.2).toBeLessThan(180);
    expect(layUp / 1.2).toBeGreaterThan(130);
  });

  it('a go over a forced carry takes a club with room, not one that carries it by a yard', () => {
    const carries = { '3-wood': 220, '5-wood': 205, Hybrid: 192 };
    const advice = adjustClub(ClubAdjustmentSituationSchema.parse({ distance: 190, mustCarry: true, carries }));
    expect(advice.recommendation).toBe('Hit the 5-wood');
    expect(advice.reason).toContain('it clears by 15');
  });

  it('off the tee a forced carry past the driver is a lay-up: no run-out gets over water', () => {
    const advice = adjustClub(
      ClubAdjustmentSituationSchema.parse({ distance: 235, mustCarry: true, lie: 'tee', carries: { Driver: 225 } }),
    );
    expect(advice.recommendation).toMatch(/^Lay up/);
  });

  it('a 10 mph headwind adds more yards than a 10 mph tailwind takes off', () => {
    const added = playsLike({ distance: 150, windSpeed: 10, windDirection: 'headwind' }) - 150;
    const removed = 150 - playsLike({ distance: 150, windSpeed: 10, windDirection: 'tailwind' });
    expect(added).toBeGreaterThan(removed);
    expect(added).toBeCloseTo(15, 0);
  });

  it('plays longer uphill and in the cold, shorter at altitude', () => {
    expect(playsLike({ elevationChangeFeet: 30 })).toBeCloseTo(160, 5);
    expect(playsLike({ temperatureF: 45 })).toBeGreaterThan(150);
    expect(playsLike({ altitudeFeet: 5000 })).toBeLessThan(140);
  });

  it('picks the club that carries the plays-like number for the player level', () => {
    const advice = adjustClub(
      ClubAdjustmentSituationSchema.parse({ distance: 150, windSpeed: 10, windDirection: 'headwind', level: 'tour' }),
    );
    expect(advice.recommendation).toBe('Hit the 7-iron');
    expect(advice.options[0]!.value).toBe(165);
    expect(advice.reason).toContain('wind +15');
  });

  it('lays up off the fairway when the green is out of reach, leaving a full wedge', () => {
    const advice = adjustClub(ClubAdjustmentSituationSchema.parse({ distance: 300, level: 'highHandicap' }));
    expect(advice.recommendation).toBe('Lay up with the 3-wood');
  });

  it('takes a partial swing inside the shortest full club', () => {
    expect(adjustClub(ClubAdjustmentSituationSchema.parse({ distance: 40, level: 'tour' })).recommendation).toBe(
      'Partial lob wedge',
    );
  });

  it('tells the player how far a crosswind moves the ball', () => {
    const advice = adjustClub(
      ClubAdjustmentSituationSchema.parse({ distance: 200, windSpeed: 15, windDirection: 'leftToRight' }),
    );
    expect(advice.reason).toContain('aim that far left');
  });
});

describe('target_choice', () => {
  it('aims a high handicapper further from water than a tour pro', () => {
    const pro = chooseTarget(TargetChoiceSituationSchema.parse({ level: 'tour', distance: 170 }));
    const hacker = chooseTarget(TargetChoiceSituationSchema.parse({ level: 'highHandicap', distance: 170 }));
    const aim = (name: string) => (name === 'Aim at the pin' ? 0 : Number(/Aim (\d+)/.exec(name)![1]));
    expect(aim(hacker.recommendation)).toBeGreaterThan(aim(pro.recommendation));
    expect(hacker.recommendation).toMatch(/left of the pin/);
  });

  it('the chosen aim never costs more strokes than aiming at the pin', () => {
    const situation = TargetChoiceSituationSchema.parse({ distance: 190, hazardYardsFromPin: 6 });
    const advice = chooseTarget(situation);
    expect(advice.options[0]!.value).toBeLessThanOrEqual(expectedStrokes(situation, 0));
  });

  it('goes at the pin with a short wedge and the water far away', () => {
    const advice = chooseTarget(
      TargetChoiceSituationSchema.parse({ level: 'tour', distance: 80, hazardYardsFromPin: 25 }),
    );
    expect(advice.recommendation).toBe('Aim at the pin');
  });

  it('keeps its figures across distances, levels and hazards', () => {
    const call = (input: object) => {
      const advice = chooseTarget(TargetChoiceSituationSchema.parse(input));
      return [advice.recommendation, ...advice.options.map((option) => option.value)];
    };
    expect(call({ distance: 300, level: 'highHandicap', hazardYardsFromPin: 60, hazard: 'bunker' })).toEqual([
      'Aim at the pin',
      2.17,
    ]);
    expect(call({ distance: 190, hazardYardsFromPin: 6 })).toEqual(['Aim 6 yards left of the pin', 2.02, 2.1]);
    expect(call({ distance: 123.7, hazardYardsFromPin: 17.3, level: 'scratch', hazardSide: 'left' })).toEqual([
      'Aim at the pin',
      1.52,
    ]);
    expect(call({ distance: 240, hazardYardsFromPin: 3, level: 'tour' })).toEqual([
      'Aim 5 yards left of the pin',
      1.86,
      1.99,
    ]);
  });

  it('integrates the miss pattern once per call, not once per aim it tries', () => {
    // The widest pattern (a 300-yard shot by a high handicapper) with the most aims to try.
    const situation = TargetChoiceSituationSchema.parse({
      distance: 300,
      level: 'highHandicap',
      hazardYardsFromPin: 60,
    });
    normalCdfCalls.count = 0;
    chooseTarget(situation);
    // ±4 sd in half-yard strips is about 400 strips; a few more calls word the hazard chances.
    expect(normalCdfCalls.count).toBeLessThan(1000);
  });
});

describe('club_adjustment: the lie and a wind counted in clubs', () => {
  const club = (input: object) => adjustClub(ClubAdjustmentSituationSchema.parse(input));

  it('a 2-club headwind takes two clubs more than calm air, a 1-club tailwind one fewer', () => {
    // Mid-handicap bag, 140 yards: the 7-iron in calm air; 6-iron, 5-iron, hybrid going longer.
    expect(club({ distance: 140 }).recommendation).toBe('Hit the 7-iron');
    const into = club({ distance: 140, windDirection: 'headwind', windClubs: 2 });
    expect(into.recommendation).toBe('Hit the 5-iron');
    expect(into.options[0]!.value).toBe(160);
    expect(club({ distance: 140, windDirection: 'tailwind', windClubs: 1 }).recommendation).toBe('Hit the 8-iron');
  });

  it('a wind counted in clubs stands in for its speed: no mph figure is added on top', () => {
    const counted = club({ distance: 140, windDirection: 'headwind', windClubs: 1, windSpeed: 20 });
    expect(counted.recommendation).toBe('Hit the 6-iron');
  });

  it('a downhill lie plays a club less, an uphill lie a club more', () => {
    expect(club({ distance: 140, slope: 'downhill' }).recommendation).toBe('Hit the 8-iron');
    expect(club({ distance: 140, slope: 'uphill' }).recommendation).toBe('Hit the 6-iron');
    expect(club({ distance: 140, slope: 'ballAbove' }).points[0]).toMatch(/aim right/);
  });

  it('under a bunker lip the call is out to the fairway with a wedge, however far the green', () => {
    for (const distance of [60, 170, 220]) {
      const advice = club({ distance, lie: 'bunkerUnderLip' });
      expect(advice.recommendation).toMatch(/^Wedge out sideways with the sand wedge/);
      expect(advice.recommendation).not.toMatch(/iron|wood|hybrid/i);
    }
  });

  it('a plugged ball near the green is dug out toward it; far from it, back to the fairway', () => {
    expect(club({ distance: 20, lie: 'buried' }).recommendation).toMatch(/^Dig it out/);
    expect(club({ distance: 150, lie: 'buried' }).recommendation).toMatch(/back to the fairway$/);
  });
});

describe('club_adjustment: what the shot is worth', () => {
  const club = (input: object) => adjustClub(ClubAdjustmentSituationSchema.parse(input));
  const holeOut = (input: object) =>
    club(input).options.find((option) => option.measure === 'expected strokes to hole out')?.value;

  it('gives the expected strokes to hole out from the plays-like distance and the lie, on Broadie’s tour baseline', () => {
    // Broadie (2014): 2.80 from 100 yards in the fairway, 3.02 from the rough, 3.23 from the sand.
    expect(holeOut({ distance: 100 })).toBe(2.8);
    expect(holeOut({ distance: 100, lie: 'lightRough' })).toBe(3.02);
    expect(holeOut({ distance: 160 })).toBe(2.98);
    // Into the wind the shot plays longer, and is worth more strokes.
    expect(holeOut({ distance: 160, windSpeed: 15, windDirection: 'headwind' })).toBeGreaterThan(3.05);
  });

  it("says whose carries it counts: the level's with none of the player's own, the player's once given", () => {
    expect(club({ distance: 150 }).reason).toMatch(/; a mid-handicap 6-iron carries about 150\./);
    expect(club({ distance: 150 }).reason).not.toMatch(/\byour\b/);
    expect(club({ distance: 150, carries: { '6-iron': 150 } }).reason).toMatch(/; your 6-iron carries about 150\./);
  });

  it('the call line names the club and the expected strokes', () => {
    expect(decisionLine(club({ distance: 150 }))).toBe(
      'Hit the 6-iron: 150 plays-like yards; 2.95 expected strokes to hole out',
    );
  });
});

describe('go_or_lay_up', () => {
  const situation = (input: object) => GoOrLayUpSituationSchema.parse(input);
  const call = (input: object) => goOrLayUp(situation(input));

  it('goes when the bag has ample reach and the carry is short', () => {
    const advice = call({ distance: 200, carryOverTrouble: 160 });
    expect(advice.recommendation).toBe('Go for it');
    const figures = goOrLayUpFigures(situation({ distance: 200, carryOverTrouble: 160 }));
    expect(figures.chanceToCarry).toBeGreaterThan(0.99);
    expect(figures.go).toBeLessThan(figures.layUp);
    expect(decisionLine(advice)).toMatch(
      /^Go for it: 3\.\d\d expected strokes to hole out; lay up to 110 yards 3\.\d\d$/,
    );
  });

  it('lays up to a full wedge when the carry is past the longest club', () => {
    // The mid-handicap 3-wood carries 195: 205 over water is a one-in-five shot at best.
    const advice = call({ distance: 220, carryOverTrouble: 205 });
    expect(advice.recommendation).toBe('Lay up to 110 yards');
    expect(goOrLayUpFigures(situation({ distance: 220, carryOverTrouble: 205 })).chanceToCarry).toBeLessThan(0.25);
    expect(advice.reason).toMatch(
      /205 yards to carry the water; your 3-wood carries about 195 \(the mid-handicap average/,
    );
  });

  it('a strong headwind turns a go into a lay-up over the same water', () => {
    expect(call({ distance: 200, carryOverTrouble: 175 }).recommendation).toBe('Go for it');
    const into = call({ distance: 200, carryOverTrouble: 175, windSpeed: 15, windDirection: 'headwind' });
    expect(into.recommendation).toMatch(/^Lay up to/);
    expect(into.reason).toMatch(/175 yards to carry the water plays like 20\d/);
  });

  it("the golfer's own carries decide it: a longer 3-wood takes on the carry the average one lays up from", () => {
    const hole = { distance: 215, carryOverTrouble: 200 };
    expect(call(hole).recommendation).toMatch(/^Lay up/);
    const own = call({ ...hole, carries: { '3-wood': 230 } });
    expect(own.recommendation).toBe('Go for it');
    expect(own.reason).not.toMatch(/average/);
  });

  it('the expected strokes sit where Broadie’s baselines put them', () => {
    // A tour pro lays up to his full pitching wedge, 135 yards: the shot plus Broadie's 2.895 from there
    // (2.85 at 120 yards, 2.91 at 140).
    const sure = goOrLayUpFigures(situation({ distance: 200, carryOverTrouble: 120, level: 'tour' }));
    expect(sure.layUpLeaves).toBe(135);
    expect(sure.layUp).toBeCloseTo(1 + 2.895, 5);
    // A certain go at a green in reach is worth Broadie's 3.19 from 200 yards in the fairway.
    expect(sure.chanceToCarry).toBeGreaterThan(0.999);
    expect(sure.go).toBeCloseTo(3.19, 2);
    expect(sure.go).toBeLessThan(sure.layUp);
    // Into water, every yard more of carry costs strokes, and a bunker short costs less than the water.
    const carries = [150, 170, 185, 195, 205].map(
      (carry) => goOrLayUpFigures(situation({ distance: 215, carryOverTrouble: carry })).go,
    );
    for (let i = 1; i < carries.length; i++) expect(carries[i]!).toBeGreaterThan(carries[i - 1]!);
    const sand = goOrLayUpFigures(situation({ distance: 215, carryOverTrouble: 195, hazard: 'bunker' }));
    expect(sand.go).toBeLessThan(carries[3]!);
    // A go that certainly gets wet costs the shot, the penalty and the drop's strokes: more than any lay-up.
    const wet = goOrLayUpFigures(situation({ distance: 300, carryOverTrouble: 280 }));
    expect(wet.go).toBeGreaterThan(wet.layUp + 0.5);
  });

  it('the trouble lies short of the pin: a carry past the pin is refused', () => {
    expect(GoOrLayUpSituationSchema.safeParse({ distance: 180, carryOverTrouble: 190 }).success).toBe(false);
  });
});
