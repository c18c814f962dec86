import type { PersonalityMode } from '../../../../shared/constants';
import type { SafetyConcern } from '../understand/safety-concern';

const PRONOUNS = {
  he: { him: 'him', his: 'his' },
  she: { him: 'her', his: 'her' },
  you: { him: 'yourself', his: 'your' },
} as const;

function filled(text: string, concern: SafetyConcern): string {
  const words: Record<string, string> = { ...PRONOUNS[concern.pronoun], part: concern.part ?? 'injury' };
  const result = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => words[name] ?? placeholder);
  return result.charAt(0).toUpperCase() + result.slice(1);
}

/**
 * The player's safety, before any call on the game: Tactical gets the one line; elsewhere the line,
 * the steps, and how the coach helps with the game once the player is out.
 */
export function safetyReply(mode: Exclude<PersonalityMode, 'quizMaster'>, concern: SafetyConcern): string {
  const { rule } = concern;
  const first = filled(rule.short, concern);
  if (mode === 'gameOnTheLine') return first;
  return [
    '### Safety first',
    '',
    `**${first}**`,
    '',
    ...rule.steps.map((step) => `- ${filled(step, concern)}`),
    '',
    filled(rule.after, concern),
  ].join('\n');
}
