import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { athleteProfileFor, crossTrainingAthleteIn, exercisesFor } from './athlete-profiles';

const POSITIONS_BY_SPORT = {
  football: ['lineman', 'skill', 'back', 'quarterback'],
  soccer: ['goalkeeper', 'outfield'],
  basketball: ['guard', 'big'],
  baseball: ['pitcher', 'catcher', 'infielder', 'outfielder'],
} as const;

describe('athlete profiles', () => {
  it.each(Object.entries(POSITIONS_BY_SPORT))('gives every main %s position its own profile', (sport, positions) => {
    for (const position of positions) {
      const profile = athleteProfileFor(sport as keyof typeof POSITIONS_BY_SPORT, position);
      expect(profile.position, position).toBe(position);
      expect(profile.sport).toBe(sport);
    }
  });

  it.each(SPORTS)("gives %s's athlete a profile when no position is named", (sport) => {
    const profile = athleteProfileFor(sport);
    expect(profile.sport).toBe(sport);
    expect(profile.position).toBeUndefined();
  });

  it.each(['swimmer', 'rower', 'runner', 'cyclist', 'combat'])(
    'builds a %s from their own work and only general substitutes of the chat sport',
    (id) => {
      for (const sport of SPORTS) {
        const profile = athleteProfileFor(sport, 'goalkeeper', id);
        expect(profile.id).toBe(id);
        const own = new Set(profile.exercises?.map((exercise) => exercise.name));
        for (const exercise of exercisesFor(profile, knowledgeOf(sport).exercises)) {
          expect(own.has(exercise.name) || exercise.substitute === true, `${sport}: ${exercise.name}`).toBe(true);
        }
      }
    },
  );

  it('leaves out the work a profile avoids', () => {
    const keeper = athleteProfileFor('soccer', 'goalkeeper');
    const names = exercisesFor(keeper, knowledgeOf('soccer').exercises).map((exercise) => exercise.name);
    expect(names).toContain('Lateral Push-Off to Set Position');
    expect(names).not.toContain('4 x 4 Minute Intervals');
    expect(names).not.toContain('Box-to-Box Runs');
  });

  it.each([
    ['i swim butterfly and back', 'swimmer'],
    ['we row at 5am', undefined],
    ['i box on weekends', undefined],
    ['muay thai fighter', 'combat'],
  ])('reads "%s" as %s', (text, id) => {
    expect(crossTrainingAthleteIn(text)).toBe(id);
  });
});
