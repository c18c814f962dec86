import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { SKILL_GOALS, skillGoalFor, skillGoalsNamedIn, withoutSkillPhrases } from './skill-goals';
import {
  contraindicated,
  exercisesForPopulation,
  specialPopulationById,
  specialPopulationIn,
} from './special-populations';

describe('content/skill-goals.json', () => {
  it('gives every sport at least one skill goal', () => {
    for (const sport of SPORTS) expect(SKILL_GOALS.some((goal) => goal.sports.includes(sport))).toBe(true);
  });

  it.each([
    ['want to add 5 yards to my field goal range', 'field-goal-range'],
    ['need a faster pop time', 'pop-time'],
    ['my serve is weak', 'serve'],
    ['more hang time on my punts', 'punting'],
  ])('"%s" names %s', (message, id) => {
    expect(skillGoalsNamedIn(message).map((goal) => goal.id)).toContain(id);
  });

  it('keeps a skill to its sport and positions', () => {
    const mentions = [{ id: 'outfield-arm' }, { id: 'qb-velocity' }];
    expect(skillGoalFor('baseball', mentions, 'pitcher')).toBeUndefined();
    expect(skillGoalFor('baseball', mentions, 'outfielder')?.goal.id).toBe('outfield-arm');
    expect(skillGoalFor('football', mentions, undefined)?.goal.id).toBe('qb-velocity');
  });

  it('takes the comparative with the skill out of the aim: "a bigger serve" is no bulk', () => {
    expect(withoutSkillPhrases('i want a bigger serve')).not.toMatch(/bigger/);
    expect(withoutSkillPhrases('i want to get bigger')).toMatch(/bigger/);
  });
});

describe('content/special-populations.json', () => {
  it.each(['wheelchair', 'joint-replacement', 'pregnancy', 'older-beginner'])(
    "%s's own work is none of the work it rules out",
    (id) => {
      const population = specialPopulationById(id);
      expect(population).toBeDefined();
      if (population === undefined) return;
      expect(population.exercises.filter((exercise) => contraindicated(exercise, population))).toEqual([]);
    },
  );

  it('rules depth jumps and sprints out for a replaced hip in every sport, and keeps work of each kind', () => {
    const population = specialPopulationById('joint-replacement');
    if (population === undefined) throw new Error('joint-replacement missing');
    for (const sport of SPORTS) {
      const names = exercisesForPopulation(knowledgeOf(sport).exercises, population).map((exercise) => exercise.name);
      expect(names.filter((name) => /depth jump|sprint|bound|pogo|gassers/i.test(name))).toEqual([]);
      expect(names).toContain('Sit-to-Stand from a Chair');
    }
  });

  it.each([
    ['i use a wheelchair', undefined, 'wheelchair'],
    ['got a new knee in may', undefined, 'joint-replacement'],
    ['i am 30 weeks pregnant', undefined, 'pregnancy'],
    ['want to get fit', 72, 'older-beginner'],
    ['want to get fit', 40, undefined],
  ])('"%s" at age %s is %s', (message, age, id) => {
    expect(specialPopulationIn(message, age)).toBe(id);
  });
});
