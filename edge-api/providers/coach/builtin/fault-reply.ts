import type { PersonalityMode, Sport } from '../../../../shared/constants';
import type { Fault } from '../knowledge/content-schema';
import { drillById, searchFaults } from '../knowledge/knowledge-base';
import { TACTICAL_MAX_WORDS, numbered, tacticalBullets, wordCount } from './reply-text';

type ReplyMode = Exclude<PersonalityMode, 'quizMaster' | 'personalTrainer'>;

/** The fault the message describes, when one of the sport's faults is named by its own words. */
export function faultFor(sport: Sport, message: string): Fault | undefined {
  return searchFaults(sport, message, 1)[0]?.fault;
}

/**
 * A fault's diagnosis and fix. Tactical: the most likely cause, the cue that fixes it, the drill
 * (the safety line replaces nothing but comes first). Strategic: causes, fixes with their cues,
 * the drill and how to see the fault is gone, with the safety line ahead of all of it.
 */
export function faultReply(sport: Sport, mode: ReplyMode, fault: Fault): string {
  const [cause] = fault.causes;
  const [fix] = fault.fixes;
  if (mode === 'gameOnTheLine') {
    const bullets = fault.safety
      ? [fault.safety, `Likely cause: ${cause}`, `Fix: "${fix?.cue}". Drill: ${fault.drill.name}.`]
      : [`Likely cause: ${cause}`, fixLine(fault), `Drill: ${fault.drill.name}, ${fault.drill.reps}`];
    return tacticalBullets(bullets);
  }
  const library = fault.drill.drillId ? drillById(sport, fault.drill.drillId) : undefined;
  return [
    ...(fault.safety ? [`**Safety:** ${fault.safety}`, ''] : []),
    // A title that already names its club or stroke in brackets is not given a second pair.
    fault.title.includes('(') ? `**${fault.title}**` : `**${fault.title}** (${fault.skill})`,
    '',
    '### Likely cause',
    '',
    ...fault.causes.map((each, index) => (index === 0 ? `- Most likely: ${each}` : `- ${each}`)),
    '',
    '### Fixes',
    '',
    ...numbered(fault.fixes.map((each) => `**"${each.cue}"** — ${each.how}`)),
    '',
    '### Drill',
    '',
    `**${fault.drill.name}**: ${fault.drill.setup} Reps: ${fault.drill.reps}.`,
    ...(library
      ? ['', `Then, from the drill library: **${library.title}** (${library.minutes} min) — ${library.short}`]
      : []),
    '',
    "### How to check it's fixed",
    '',
    fault.check,
    ...(fault.level ? ['', `**Age and level:** ${fault.level}`] : []),
  ].join('\n');
}

/** The first fix's cue, with how to do it when both fit one Tactical line. */
function fixLine(fault: Fault): string {
  const [fix] = fault.fixes;
  if (!fix) return '';
  const full = `Fix: "${fix.cue}" — ${fix.how}`;
  return wordCount(full) <= TACTICAL_MAX_WORDS ? full : `Fix: "${fix.cue}"`;
}
