import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { PRACTICE_MAX_MINUTES, PRACTICE_MAX_PLAYERS, PRACTICE_MIN_MINUTES } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildFitnessSession } from '../plans/fitness-session';
import { buildPracticePlan } from '../plans/practice-plan';
import { renderPracticePlanMarkdown } from '../plans/practice-plan-markdown';
import { fitnessEmphasisIn, type PlanRequest } from '../understand/parse-plan-request';
import type { TrainingRequest } from '../understand/parse-training-request';

const DEFAULT_PLAN = { minutes: 60, players: 12, level: 'high-school' } as const;

/**
 * A session is fitness work, not a sport practice, when the Trainer is asked, when its focus is
 * fitness ("a speed session"), or when the only kit named is gym kit ("we only have bands").
 */
function isFitnessSession(request: PlanRequest, mode: PersonalityMode | undefined): boolean {
  if (mode === 'personalTrainer') return true;
  if (request.focus !== undefined && fitnessEmphasisIn(request.focus) !== undefined) return true;
  return request.focus === undefined && (request.gymEquipment?.length ?? 0) > 0;
}

/** A timed practice (or fitness session) whose minutes add up exactly, as markdown and JSON. */
export function planReply(
  sport: Sport,
  request: PlanRequest,
  fromProfile: readonly string[] = [],
  mode?: PersonalityMode,
  training?: TrainingRequest,
): string {
  const assumed: string[] = [];
  if (request.minutes === undefined) assumed.push(`${DEFAULT_PLAN.minutes} minutes`);
  if (request.players === undefined) assumed.push(`${DEFAULT_PLAN.players} players`);
  if (request.level === undefined) assumed.push(`level ${DEFAULT_PLAN.level}`);
  const minutes = Math.min(
    PRACTICE_MAX_MINUTES,
    Math.max(PRACTICE_MIN_MINUTES, request.minutes ?? DEFAULT_PLAN.minutes),
  );
  if (request.minutes !== undefined && request.minutes < PRACTICE_MIN_MINUTES) {
    assumed.push(`${PRACTICE_MIN_MINUTES} minutes, the shortest session planned`);
  }
  const players = Math.min(PRACTICE_MAX_PLAYERS, Math.max(1, request.players ?? DEFAULT_PLAN.players));
  const level = request.level ?? DEFAULT_PLAN.level;
  const plan = isFitnessSession(request, mode)
    ? buildFitnessSession({
        sport,
        minutes,
        players,
        level,
        age: request.age,
        emphasis: request.fitness,
        equipment: request.gymEquipment ?? training?.equipment,
        injuries: (training?.injuries ?? []).map((injury) => injury.area),
        exercises: knowledgeOf(sport).exercises,
      })
    : buildPracticePlan({
        sport,
        minutes,
        players,
        level,
        focus: request.focus ? [request.focus] : [],
        age: request.age,
        variant: request.variant,
        coaches: request.coaches,
        without: request.without,
        equipment: request.equipment,
        drills: knowledgeOf(sport).drills,
      });
  const note = [
    `> Read: ${readBack(request, players, minutes)}.`,
    '',
    ...(fromProfile.length > 0 ? [`> From your coach profile: ${fromProfile.join(', ')}.`, ''] : []),
    ...(assumed.length > 0 ? [`> Assumed: ${assumed.join(', ')}. Tell me yours and I will rebuild it.`, ''] : []),
    ...injuryNote(training),
  ];
  return [...note, renderPracticePlanMarkdown(plan)].join('\n');
}

/** What the plan was built from, said back so the coach can correct any of it. */
function readBack(request: PlanRequest, players: number, minutes: number): string {
  const kit = (request.equipment ?? []).map(({ item, count }) =>
    count === 0 ? `no ${item}s` : `${count} ${item}${count === 1 ? '' : 's'}`,
  );
  const coaches = request.coaches ?? 1;
  return [
    `${minutes} minutes`,
    `${players} ${players === 1 ? 'player' : 'players'}`,
    request.age !== undefined
      ? `age ${request.age}`
      : request.level !== undefined
        ? `level ${request.level}`
        : undefined,
    request.focus !== undefined ? `focus ${request.focus}` : 'no focus named',
    request.variant !== undefined ? `${request.variant}` : undefined,
    coaches >= 2 ? `${coaches} coaches, so stations` : request.coaches === 1 ? '1 coach' : undefined,
    kit.length > 0 ? `kit: ${kit.join(', ')}` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(', ');
}

/** An injury named with a session: the session leaves the area alone, and a physio clears it. */
function injuryNote(training: TrainingRequest | undefined): string[] {
  const injuries = training?.injuries ?? [];
  if (injuries.length === 0) return [];
  const named = injuries.map((injury) => injury.named).join(' and ');
  return [
    `> Injury noted (${named}): nothing in this session loads it. Anyone hurt should see a physio or doctor before training it again, and stop if it hurts.`,
    '',
  ];
}
