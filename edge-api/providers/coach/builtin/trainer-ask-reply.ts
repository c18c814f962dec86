import { SPORT_LABELS, type Sport } from '../../../../shared/constants';
import { prehabFor } from '../plans/prehab';
import { TRAINER_ASKS, anyPattern, type TrainerRoutine } from '../plans/trainer-asks';
import type { Injury, TrainingRequest } from '../understand/parse-training-request';

const { aroundPlay, armCare, youthLifting, teamPrevention, keepPlaying } = TRAINER_ASKS;

const PROGRAM_ASKED = anyPattern(TRAINER_ASKS.programAsked);
const RED_FLAGS = anyPattern(TRAINER_ASKS.redFlags);
const BEFORE_PLAY = anyPattern(aroundPlay.before);
const AFTER_PLAY = anyPattern(aroundPlay.after);
const FEEL = anyPattern(aroundPlay.feel);
const PLAY_AREAS = aroundPlay.areas.map((area) => ({ ...area, pattern: new RegExp(area.words) }));
const ARM_CARE = anyPattern(armCare.cues);
const ARM_WORDS = anyPattern(armCare.armWords);
const YOUTH_QUESTION = anyPattern(youthLifting.question);
const LIFT_WORDS = new RegExp(youthLifting.liftWords);
const CHILD_WORDS = /\b(?:kids?|child(?:ren)?|son|daughter|teens?|teenagers?|boys?|girls?|growth ?plates?|youth)\b/;
const TEAM_WORDS = anyPattern(teamPrevention.teamWords);
const PREVENT_WORDS = anyPattern(teamPrevention.preventWords);
const OWN_INJURY = anyPattern(teamPrevention.ownInjury);
const TEAM_AREAS = teamPrevention.areas.map((area) => ({ ...area, pattern: new RegExp(area.words) }));
const KEEP_PLAYING = anyPattern(keepPlaying.cues);
const ROUTINES = TRAINER_ASKS.routines.map((routine) => ({ routine, pattern: anyPattern(routine.cues) }));
const MINUTES_ASKED = /\b(\d{1,2})[- ]?(?:minutes?|mins?)\b/;

function normalised(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
}

function bullets(lines: readonly string[]): string[] {
  return lines.map((line) => `- ${line}`);
}

/** "Is squatting bad for a 13-year-old's growth plates?": the question answered, then how to lift safely. */
function youthLiftingReply(text: string, training: TrainingRequest): string | undefined {
  if (!YOUTH_QUESTION.test(text) || !LIFT_WORDS.test(text)) return undefined;
  const young = (training.age !== undefined && training.age <= youthLifting.maxAge) || CHILD_WORDS.test(text);
  if (!young || (training.age !== undefined && training.age > youthLifting.maxAge)) return undefined;
  const who = training.age === undefined ? 'children and teens' : `a ${training.age}-year-old`;
  return [
    youthLifting.answer.replace('{who}', who),
    '',
    '### What the evidence says',
    '',
    ...bullets(youthLifting.evidence),
    '',
    '### How to do it safely',
    '',
    ...bullets(youthLifting.whatToDo),
    '',
    youthLifting.offer,
  ].join('\n');
}

/**
 * "Three of our players did their ankles last season, what do we add": a prevention programme for the
 * whole team, not an injured athlete's care.
 */
function teamPreventionReply(sport: Sport, text: string, training: TrainingRequest): string | undefined {
  if (!TEAM_WORDS.test(text) || !PREVENT_WORDS.test(text) || OWN_INJURY.test(text)) return undefined;
  const areas = TEAM_AREAS.filter((area) => area.pattern.test(text));
  if (areas.length === 0 && !/\binjur\w*/.test(text)) return undefined;
  const against = areas.length > 0 ? areas.map((area) => area.named).join(' and ') : 'injuries';
  return [
    `To cut ${against} across the team, make ${teamPrevention.programme[sport]} the warm-up for every practice.`,
    '',
    ...bullets(teamPrevention.dose),
    '',
    '### What is in it',
    '',
    ...bullets(teamPrevention.parts),
    ...areas.flatMap((area) => ['', `### For ${area.named}`, '', area.focus, '', `> ${area.evidence}`]),
    '',
    ...(training.youth
      ? ["Coach it at the players' level: fewer reps done well beat the full list done sloppily.", '']
      : []),
    teamPrevention.injuredNow,
  ].join('\n');
}

/** A band routine for a thrower's arm: what to do and how often. */
function armCareReply(sport: Sport, text: string, training: TrainingRequest): string | undefined {
  if (!ARM_CARE.test(text) || !ARM_WORDS.test(text) || training.performanceTarget !== undefined) return undefined;
  const dosed = (list: readonly { name: string; dose: string }[]) => list.map((item) => `${item.name}: ${item.dose}`);
  const youth = training.youth || (sport === 'baseball' && CHILD_WORDS.test(text));
  return [
    `A ${SPORT_LABELS[sport].toLowerCase()} arm-care band routine in two parts: a short activation before every throw, and strength work a few days a week.`,
    '',
    '### Before throwing (activation)',
    '',
    armCare.activationWhen,
    '',
    ...bullets(dosed(armCare.activation)),
    '',
    '### Strength (after throwing or on off days)',
    '',
    armCare.strengthWhen,
    '',
    ...bullets(dosed(armCare.strength)),
    '',
    ...(youth ? [armCare.youth, ''] : []),
    `> ${armCare.seePhysio}`,
  ].join('\n');
}

function playableInjury(training: TrainingRequest): Injury | undefined {
  return [...training.injuries, ...(training.mildInjuries ?? [])].find(
    (injury) => injury.severity === 'sore' || injury.severity === 'strain',
  );
}

/** A nagging ache and a wish to keep playing: the loading work beside play, and when to get it seen. */
function keepPlayingReply(text: string, training: TrainingRequest): string | undefined {
  if (!KEEP_PLAYING.test(text) || RED_FLAGS.test(text)) return undefined;
  const injury = playableInjury(training);
  const prehab = injury && prehabFor(injury.area);
  if (!injury || !prehab) return undefined;
  return [
    `You can keep playing with a nagging ${injury.named}: aches like this are managed with loading work beside play, not rested away, as long as they stay within the pain rule.`,
    '',
    `> ${keepPlaying.painRule}`,
    '',
    `### Loading work for the ${injury.named}`,
    '',
    keepPlaying.frequency,
    '',
    ...bullets(prehab.exercises.map((exercise) => `${exercise.name}: ${exercise.dose}`)),
    '',
    '### Around games and practice',
    '',
    keepPlaying.inPlay,
    '',
    `> ${training.youth ? 'For a growing athlete, see a doctor first if the pain sits at a joint, the heel or the knee cap. ' : ''}${keepPlaying.seePhysio}`,
  ].join('\n');
}

/** "What should I do before games for my tight quads": the routine before play, and after when asked. */
function aroundPlayReply(text: string, training: TrainingRequest): string | undefined {
  // A workout asked ("a leg session for my tight quads") is a session, not a routine around play.
  // So is a goal named beside the ache ("tight after matches, want to get faster"): the program for it.
  if ((training.session !== undefined && training.session.kind === undefined) || training.goal !== undefined)
    return undefined;
  const before = BEFORE_PLAY.test(text);
  const after = AFTER_PLAY.test(text);
  if ((!before && !after) || !FEEL.test(text)) return undefined;
  const area = PLAY_AREAS.find((candidate) => candidate.pattern.test(text));
  if (!area) return undefined;
  const routines = [
    ...(before || !after ? ['### Before you play (about 10 minutes)', '', ...bullets(area.before)] : []),
    ...(after ? [...(before ? [''] : []), '### After you play', '', ...bullets(area.after)] : []),
  ];
  return [
    `For your ${area.named}, ${before && after ? 'a routine before and one after you play' : before ? 'a routine before you play' : 'a routine after you play'}:`,
    '',
    ...routines,
    '',
    '### Between games',
    '',
    area.between,
    '',
    `> ${aroundPlay.seePhysio}`,
  ].join('\n');
}

/** Whole minutes in proportion to each block's own, adding up to exactly `total`: largest remainders take the rest. */
function scaledMinutes(minutes: readonly number[], total: number): number[] {
  const own = minutes.reduce((sum, value) => sum + value, 0);
  const exact = minutes.map((value) => (value * total) / own);
  const parts = exact.map((share) => Math.max(1, Math.floor(share)));
  let left = total - parts.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let at = 0; left !== 0 && order.length > 0; at = (at + 1) % order.length) {
    const index = order[at]?.index ?? 0;
    if (left < 0 && (parts[index] ?? 0) <= 1) continue;
    parts[index] = (parts[index] ?? 0) + Math.sign(left);
    left -= Math.sign(left);
  }
  return parts;
}

/** A timed routine fitted to the minutes asked, or a day-by-day rotation, as content gives it. */
function routineLines(routine: TrainerRoutine, text: string): string[] {
  if (routine.days !== undefined) {
    return [routine.title, ...routine.days.flatMap((day) => ['', `**${day.day}: ${day.aim}**`, ...bullets(day.work)])];
  }
  const blocks = routine.blocks ?? [];
  const own = blocks.reduce((sum, block) => sum + block.minutes, 0);
  const asked = Number(MINUTES_ASKED.exec(text)?.[1] ?? own);
  const range = routine.range ?? { min: own, max: own };
  const total = Math.min(range.max, Math.max(range.min, asked));
  const minutes = scaledMinutes(
    blocks.map((block) => block.minutes),
    total,
  );
  return [
    routine.title.replace('{minutes}', String(total)),
    '',
    ...blocks.map((block, index) => `${index + 1}. **${block.name}, ${minutes[index]} min:** ${block.work}`),
    '',
    `Total: ${total} minutes.${asked === total ? '' : ` (${asked} minutes is outside what this routine is written for, so it runs ${total}.)`}`,
  ];
}

/** A narrow routine named ("a jump-rope routine", "the days between starts"): that routine, not a program. */
function routineReply(sport: Sport, text: string): string | undefined {
  const found = ROUTINES.find(
    ({ routine, pattern }) => (routine.sports === undefined || routine.sports.includes(sport)) && pattern.test(text),
  )?.routine;
  if (found === undefined) return undefined;
  return [...routineLines(found, text), '', ...bullets(found.notes)].join('\n');
}

/**
 * A question the Trainer answers as asked, before any program: the answer, or undefined when the
 * message asks for a program or none of these questions.
 */
export function trainerAskReply(sport: Sport, message: string, training: TrainingRequest): string | undefined {
  const text = normalised(message);
  // Whether lifting is safe, and what a team adds to practice, are answered even beside program words.
  const asked = youthLiftingReply(text, training) ?? teamPreventionReply(sport, text, training);
  if (asked !== undefined) return asked;
  if (PROGRAM_ASKED.test(text)) return undefined;
  return (
    armCareReply(sport, text, training) ??
    keepPlayingReply(text, training) ??
    aroundPlayReply(text, training) ??
    routineReply(sport, text)
  );
}
