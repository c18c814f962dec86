import type { Sport } from '../../../../shared/constants';
import { PRACTICE_MAX_MINUTES, PRACTICE_MAX_PLAYERS, PRACTICE_MIN_MINUTES } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildPracticePlan } from '../plans/practice-plan';
import { renderPracticePlanMarkdown } from '../plans/practice-plan-markdown';
import type { PlanRequest } from '../understand/parse-plan-request';

const DEFAULT_PLAN = { minutes: 60, players: 12, level: 'high-school' } as const;

/** A timed practice from the drill library whose minutes add up exactly, as markdown and JSON. */
export function planReply(sport: Sport, request: PlanRequest, fromProfile: readonly string[] = []): string {
  const assumed: string[] = [];
  if (request.minutes === undefined) assumed.push(`${DEFAULT_PLAN.minutes} minutes`);
  if (request.players === undefined) assumed.push(`${DEFAULT_PLAN.players} players`);
  if (request.level === undefined) assumed.push(`level ${DEFAULT_PLAN.level}`);
  const minutes = Math.min(
    PRACTICE_MAX_MINUTES,
    Math.max(PRACTICE_MIN_MINUTES, request.minutes ?? DEFAULT_PLAN.minutes),
  );
  const players = Math.min(PRACTICE_MAX_PLAYERS, Math.max(1, request.players ?? DEFAULT_PLAN.players));
  const plan = buildPracticePlan({
    sport,
    minutes,
    players,
    level: request.level ?? DEFAULT_PLAN.level,
    focus: request.focus ? [request.focus] : [],
    drills: knowledgeOf(sport).drills,
  });
  const note = [
    ...(fromProfile.length > 0 ? [`> From your coach profile: ${fromProfile.join(', ')}.`, ''] : []),
    ...(assumed.length > 0 ? [`> Assumed: ${assumed.join(', ')}. Tell me yours and I will rebuild it.`, ''] : []),
  ];
  return [...note, renderPracticePlanMarkdown(plan)].join('\n');
}
