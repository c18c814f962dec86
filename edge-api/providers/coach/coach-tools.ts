import { z } from 'zod';
import { SPORTS } from '../../../shared/constants';
import type { CoachTool } from './coach-tool';
import { ENGINE_TOOLS } from '../../../shared/engines/engine-registry';
import { LEVELS } from '../../../shared/practice-plan';
import { knowledgeOf, searchKnowledge } from './knowledge/knowledge-base';
import { buildPracticePlan, PracticePlanParamsSchema } from './plans/practice-plan';

const FIND_DRILLS_MAX = 5;

const FindDrillsSchema = z.strictObject({
  sport: z.enum(SPORTS),
  /** What the drills should build, e.g. "passing under pressure", "blitz pickup". */
  skill: z.string().trim().min(1).max(120),
  level: z.enum(LEVELS).optional(),
  limit: z.number().int().min(1).max(FIND_DRILLS_MAX).default(3),
});

const practicePlanTool: CoachTool = {
  name: 'practice_plan',
  description:
    'Builds a timed practice plan (warm-up, focus drills from the drill library, water breaks, closing game) whose ' +
    'block minutes add up exactly to the asked length, with groups sized to the headcount.',
  parameters: PracticePlanParamsSchema,
  run(input) {
    const params = PracticePlanParamsSchema.parse(input);
    return buildPracticePlan({ ...params, drills: knowledgeOf(params.sport).drills });
  },
};

const findDrillsTool: CoachTool = {
  name: 'find_drills',
  description:
    "Finds drills in the sport's drill library for a skill, with minutes, equipment, steps and coaching points.",
  parameters: FindDrillsSchema,
  run(input) {
    const { sport, skill, level, limit } = FindDrillsSchema.parse(input);
    return searchKnowledge(sport, skill, { kinds: ['drill'], limit: FIND_DRILLS_MAX * 2 })
      .flatMap((hit) => (hit.kind === 'drill' ? [hit.entry] : []))
      .filter((drill) => level === undefined || drill.levels.includes(level))
      .slice(0, limit)
      .map(({ id, title, minutes, equipment, steps, coachingPoints, minPlayers, levels }) => ({
        id,
        title,
        minutes,
        equipment,
        steps,
        coachingPoints,
        minPlayers,
        levels,
      }));
  },
};

/** Everything the LLM coach may call: the built-in coach's own engines, plans and drill library. */
export const COACH_TOOLS: readonly CoachTool[] = [...ENGINE_TOOLS, practicePlanTool, findDrillsTool];
