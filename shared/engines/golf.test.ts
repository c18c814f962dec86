import { describe, expect, it } from 'vitest';
import {
  adjustClub,
  ClubAdjustmentSituationSchema,
  chooseTarget,
  expectedStrokes,
  playsLikeDistance,
  TargetChoiceSituationSchema,
} from './golf';

const playsLike = (input: object) => playsLikeDistance(ClubAdjustmentSituationSchema.parse(input)).playsLike;

describe('club_adjustment', () => {
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
});
