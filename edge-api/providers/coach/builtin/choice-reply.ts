import { withWhy } from '../../../../shared/why';
import type { ChoiceMade } from '../understand/choice-asked';

/** Said when no stated fact decided: the call is the usual one, not a read of the situation. */
function defaultNote(made: ChoiceMade): string | undefined {
  return made.used.length > 0 ? undefined : 'No deciding fact given: the usual call.';
}

/** What would turn the call the other way: the first fact favouring each option not taken. */
function otherWay(made: ChoiceMade): string[] {
  return made.choice.options
    .filter((option) => option !== made.picked)
    .flatMap((option) => {
      const against = made.against.find((each) => each.option === option);
      if (against) return [`${option.name} had ${against.fact} for it, outweighed here.`];
      const first = option.favoured[0];
      return first ? [`${option.name} instead if ${first.fact}.`] : [];
    });
}

/**
 * A choice answered in the mode's shape: Tactical leads with "Option: reason" and puts the facts read
 * behind Why?; Strategic leads its recommendation with the same call.
 */
export function choiceReply(mode: 'gameOnTheLine' | 'comprehensiveCoach', made: ChoiceMade): string {
  const call = `${made.picked.name}: ${made.reason}.`;
  // The first fact's reason is the call's own; the facts after it each add theirs.
  const [first, ...more] = made.used;
  const facts = first
    ? [
        `Read: ${made.used.map(({ fact }) => fact).join(', ')}.`,
        ...more.map(({ fact, reason }) => `${fact.charAt(0).toUpperCase()}${fact.slice(1)}: ${reason}.`),
      ]
    : [];
  const note = defaultNote(made);
  const other = otherWay(made);
  if (mode === 'gameOnTheLine') {
    const bullets = [...facts.slice(0, 2), ...(note ? [note] : []), ...other.slice(0, 1)];
    return withWhy(call, bullets.map((bullet) => `- ${bullet}`).join('\n'));
  }
  const options = made.choice.options.map((option) => {
    const facts = option.favoured.map(({ fact }) => fact);
    return `- **${option.name}**${facts.length > 0 ? `: when ${facts.join('; ')}` : ''}.`;
  });
  return [
    '### Situation',
    '',
    ...(facts.length > 0 ? facts : [note ?? '']).map((line) => `- ${line}`),
    '',
    '### Options',
    '',
    ...options,
    '',
    '### Recommendation',
    '',
    `**${call}**`,
    ...(other.length > 0 ? ['', ...other.map((line) => `- ${line}`)] : []),
  ].join('\n');
}
