import { describe, expect, it } from 'vitest';
import defaultsJson from '../../content/team-defaults.json';
import { CoachProfileSchema, type CoachProfile } from '../contract/profile';
import { runEngineTool } from './engine-registry';
import type { EngineAdvice } from './engine-types';
import { fieldGoalMakeRateAt, fourthDownOptions, FourthDownSituationSchema } from './football';
import { carryTable, levelCarries } from './golf';
import {
  atBasketballLevel,
  basketballLevelChoices,
  describeTeamInput,
  resolveTeam,
  teamArgsOf,
  teamInputsOf,
  TEAM_DEFAULTS,
  TeamDefaultsSchema,
} from './team-inputs';

function advise(engine: string, args: Record<string, unknown>): EngineAdvice {
  const result = runEngineTool(engine, args);
  if (!result.ok) throw new Error(result.error);
  return result.advice;
}

const withTeam = (engine: string, profile: CoachProfile | null, state: Record<string, unknown>) =>
  advise(engine, { ...teamArgsOf(engine, resolveTeam(profile)), ...state });

describe('the team defaults file', () => {
  it('parses, with a source for every figure', () => {
    expect(TeamDefaultsSchema.safeParse(defaultsJson).success).toBe(true);
    for (const level of Object.values(TEAM_DEFAULTS.football.levels))
      for (const figure of Object.values(level)) expect(figure.source.length).toBeGreaterThan(20);
  });

  it('refuses a rate out of bounds or a level left out', () => {
    const broken = structuredClone(defaultsJson) as typeof defaultsJson;
    broken.football.levels.pro.twoPointRate.value = 1.4;
    expect(TeamDefaultsSchema.safeParse(broken).success).toBe(false);
    const missing = structuredClone(defaultsJson) as Partial<typeof defaultsJson> & { basketball: { levels: object } };
    delete (missing.basketball.levels as Record<string, unknown>).youth;
    expect(TeamDefaultsSchema.safeParse(missing).success).toBe(false);
  });

  it("gives each level's extra point as the engine's kicking figures have it", () => {
    for (const [level, figures] of Object.entries(TEAM_DEFAULTS.football.levels)) {
      const state = { level, marginAfterTouchdown: -1, secondsLeft: 1500 };
      expect(
        advise('two_point_decision', { ...state, extraPointRate: figures.extraPointRate.value }).options,
        level,
      ).toEqual(advise('two_point_decision', state).options);
    }
  });

  it("gives each level's two-point rate as the engine's kicking figures have it, and leaves an unset one to the level", () => {
    for (const [level, figures] of Object.entries(TEAM_DEFAULTS.football.levels)) {
      const state = { level, marginAfterTouchdown: -1, secondsLeft: 1500 };
      expect(
        advise('two_point_decision', { ...state, twoPointRate: figures.twoPointRate.value }).options,
        level,
      ).toEqual(advise('two_point_decision', state).options);
    }
    // A visitor's panel tapped to high school must not carry the pro average in as the team's own figure.
    expect(teamArgsOf('two_point_decision', resolveTeam(null))).not.toHaveProperty('twoPointRate');
    expect(teamArgsOf('two_point_decision', resolveTeam({ team: { football: { twoPointRate: 0.55 } } }))).toMatchObject(
      {
        twoPointRate: 0.55,
      },
    );
  });

  it("puts each level's kicker range where that level's make-rate curve crosses one in two", () => {
    for (const [level, figures] of Object.entries(TEAM_DEFAULTS.football.levels)) {
      const range = figures.kickerRange.value;
      const kicking = level as keyof typeof TEAM_DEFAULTS.football.levels;
      expect(fieldGoalMakeRateAt(kicking, range), level).toBeGreaterThan(0.45);
      expect(fieldGoalMakeRateAt(kicking, range), level).toBeLessThan(0.55);
      // The range reproduces the level's own curve at every distance.
      for (const distance of [25, 35, 45, 55])
        expect(fieldGoalMakeRateAt(kicking, distance, range)).toBeCloseTo(fieldGoalMakeRateAt(kicking, distance), 10);
    }
  });
});

describe('resolving a team from the coach profile', () => {
  it('with no profile, uses the pro averages and says they are averages', () => {
    const team = resolveTeam(null);
    expect(team.football.level).toMatchObject({ value: 'pro', fromTeam: false });
    expect(team.football.twoPointRate).toMatchObject({ value: 0.48, fromTeam: false });
    expect(team.football.twoPointRate.source).toMatch(/Pro-Football-Reference/);
    expect(team.basketball.freeThrowRate.value).toBe(0.78);
    expect(team.golf.level.value).toBe('midHandicap');
  });

  it("follows the profile's level, and the team's own figures over it", () => {
    const team = resolveTeam({ level: 'college', team: { football: { twoPointRate: 0.55 } } });
    expect(team.football.level.value).toBe('college');
    expect(team.football.extraPointRate).toMatchObject({ value: 0.97, fromTeam: false });
    expect(team.football.twoPointRate).toMatchObject({ value: 0.55, fromTeam: true });
    expect(resolveTeam({ level: 'youth' }).basketball.rules.value).toBe('fiba');
    expect(resolveTeam({ level: 'youth' }).football.level.value).toBe('high-school');
  });

  it('names each figure for the panel', () => {
    const inputs = teamInputsOf('fourth_down_decision', resolveTeam(null));
    expect(inputs.map((input) => describeTeamInput(input))).toEqual(['Level Pro (NFL)', "Kicker's range 58 yd"]);
  });

  it('counts a golfer’s own carries in words that fit the number: 1 club, 2 clubs', () => {
    const carries = (clubs: Record<string, number>) =>
      teamInputsOf('club_adjustment', resolveTeam({ team: { golf: { carries: clubs } } })).find(
        (input) => input.key === 'carries',
      )!;
    expect(describeTeamInput(carries({ Driver: 240 }))).toBe('Your carries for 1 club');
    expect(describeTeamInput(carries({ Driver: 240, '7-iron': 150 }))).toBe('Your carries for 2 clubs');
  });
});

describe('the engines take the team settings', () => {
  it('at the pro averages, the fourth down and the try give the engines’ own answers', () => {
    const fourth = { yardsToGo: 4, yardsToEndZone: 30, scoreMargin: 0, secondsLeft: 1200 };
    expect(withTeam('fourth_down_decision', null, fourth)).toEqual(advise('fourth_down_decision', fourth));
    const tryState = { marginAfterTouchdown: -2, secondsLeft: 200 };
    expect(withTeam('two_point_decision', null, tryState)).toEqual(advise('two_point_decision', tryState));
  });

  it("a longer kicker's range raises the field goal's chance and turns a punt into a kick", () => {
    const state = FourthDownSituationSchema.parse({ yardsToGo: 8, yardsToEndZone: 38, secondsLeft: 1800 });
    const short = fourthDownOptions({ ...state, kickerRange: 40 });
    const long = fourthDownOptions({ ...state, kickerRange: 62 });
    expect(long.make).toBeGreaterThan(short.make + 0.3);
    const args = { yardsToGo: 8, yardsToEndZone: 38, secondsLeft: 1800 };
    expect(withTeam('fourth_down_decision', { team: { football: { kickerRange: 62 } } }, args).recommendation).toBe(
      'Field goal',
    );
    expect(withTeam('fourth_down_decision', { team: { football: { kickerRange: 35 } } }, args).recommendation).not.toBe(
      'Field goal',
    );
  });

  it('the two-point and extra-point rates decide the try', () => {
    const state = { marginAfterTouchdown: -1, secondsLeft: 1500 };
    const sure = { team: { football: { twoPointRate: 0.75, extraPointRate: 0.8 } } };
    const poor = { team: { football: { twoPointRate: 0.3, extraPointRate: 0.99 } } };
    expect(withTeam('two_point_decision', sure, state).recommendation).toMatch(/two/i);
    expect(withTeam('two_point_decision', poor, state).recommendation).not.toMatch(/two/i);
  });

  it('free-throw and three-point rates reach foul-up-three and the last shot', () => {
    const poorShooters = { team: { basketball: { freeThrowRate: 0.4 } } };
    const sure = { team: { basketball: { freeThrowRate: 0.95 } } };
    const foulState = { secondsLeft: 6 };
    const poor = withTeam('foul_up_three', poorShooters, foulState);
    const good = withTeam('foul_up_three', sure, foulState);
    expect(poor.options).not.toEqual(good.options);
    const lastShot = { deficit: 2, secondsLeft: 3 };
    expect(
      withTeam('end_of_game_possession', { team: { basketball: { threePointRate: 0.6 } } }, lastShot).recommendation,
    ).toBe('Shoot the three');
    expect(
      withTeam('end_of_game_possession', { team: { basketball: { threePointRate: 0.15 } } }, lastShot).recommendation,
    ).toBe('Go for two');
  });

  it('the rules set gives foul trouble its foul-out limit and quarter length', () => {
    expect(teamArgsOf('foul_trouble', resolveTeam({ level: 'pro' }))).toEqual({ foulLimit: 6, quarterMinutes: 12 });
    expect(teamArgsOf('foul_trouble', resolveTeam({ team: { basketball: { rules: 'fiba' } } }))).toEqual({
      foulLimit: 5,
      quarterMinutes: 10,
    });
  });

  it("a golfer's own carries pick the club", () => {
    const state = { distance: 150, lie: 'fairway' };
    expect(withTeam('club_adjustment', null, state).recommendation).toBe('Hit the 6-iron');
    // A golfer whose irons fly 15 yards past the mid handicapper's hits the 8-iron, not the 6.
    const own = { team: { golf: { carries: { '6-iron': 175, '7-iron': 165, '8-iron': 155 } } } } satisfies CoachProfile;
    expect(CoachProfileSchema.safeParse(own).success).toBe(true);
    expect(withTeam('club_adjustment', own, state).recommendation).toBe('Hit the 8-iron');
    expect(carryTable('midHandicap', { '8-iron': 152 })[0]?.[0]).toBe('Driver');
    expect(levelCarries('tour')['7-iron']).toBe(170);
  });
});

describe('basketball levels for one game', () => {
  it('offers high school, college and pro, each with its own published three-point and free-throw rates', () => {
    expect(basketballLevelChoices().map((choice) => choice.value)).toEqual(['high-school', 'college', 'pro']);
    const rates = basketballLevelChoices().map(({ value }) => {
      const { threePointRate, freeThrowRate } = atBasketballLevel(null, value).basketball;
      return [threePointRate.value, freeThrowRate.value];
    });
    expect(new Set(rates.map(String)).size).toBe(3);
  });

  it("keeps the coach's own figure at another level, and takes that level's average for the rest", () => {
    const team = atBasketballLevel({ level: 'pro', team: { basketball: { freeThrowRate: 0.7 } } }, 'high-school');
    expect(team.basketball.freeThrowRate).toMatchObject({ value: 0.7, fromTeam: true });
    expect(team.basketball.threePointRate).toMatchObject({ value: 0.3, fromTeam: false });
  });
});
