import { z } from 'zod';
import type { Sport } from '../../../../shared/constants';
import returnJson from '../../../../content/return-to-skill.json';
import { ReturnToSkillSchema, type BodyArea, type ReturnToSkill } from '../knowledge/content-schema';

const RETURNS: readonly ReturnToSkill[] = z.array(ReturnToSkillSchema).min(1).parse(returnJson);

/**
 * The key-skill progressions an athlete coming back from these injuries works through, the file's
 * order first: each one whose sport matches and which loads a hurt area, at most one per skill.
 */
export function returnsToSkill(sport: Sport, areas: readonly BodyArea[]): ReturnToSkill[] {
  return RETURNS.filter((entry) => entry.sports.includes(sport) && entry.areas.some((area) => areas.includes(area)));
}
