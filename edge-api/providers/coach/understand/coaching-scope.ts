import principlesFile from '../../../../content/coaching-principles.json';
import { CoachingPrinciplesSchema, type CoachingPrinciples } from '../knowledge/content-schema';
import { cuesNamed } from './safety-concern';

let parsed: CoachingPrinciples | undefined;

/** content/coaching-principles.json, parsed and validated on first use. */
export function coachingPrinciples(): CoachingPrinciples {
  if (parsed) return parsed;
  const result = CoachingPrinciplesSchema.safeParse(principlesFile);
  if (!result.success) throw new Error(`content/coaching-principles.json: ${result.error.message}`);
  parsed = result.data;
  return parsed;
}

/**
 * Whether the message is about sport, coaching, training or the app: only a message that is not is
 * refused as off topic. A knowledge topic found in it counts as well as the shared vocabulary.
 */
export function aboutSportOrCoaching(message: string): boolean {
  return cuesNamed(message, coachingPrinciples().sportWords).length > 0;
}

export type PrincipleTopic = CoachingPrinciples['topics'][number];

/** The coaching topic the message asks about (parents, a tournament's workload, equipment sizes), if any. */
export function principleTopicFor(message: string): PrincipleTopic | undefined {
  return coachingPrinciples().topics.find((topic) => topic.cues.every((group) => cuesNamed(message, group).length > 0));
}
