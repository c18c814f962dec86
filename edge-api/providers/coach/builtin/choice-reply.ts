import { withWhy } from '../../../../shared/why';
import { drillById } from '../knowledge/knowledge-base';
import type { ChoiceMade, ChoiceOption } from '../understand/choice-asked';
import { drillLines } from './knowledge-replies';

// What a committed call says of its situation when the message gives no numbers.
const NO_NUMBERS = 'No numbers given: the usual call.';

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
  return [
    '### Situation',
    '',
    ...(facts.length > 0 ? facts : [note ?? '']).map((line) => `- ${line}`),
    '',
    ...optionsSection(made),
    '',
    '### Recommendation',
    '',
    `**${call}**`,
    ...(other.length > 0 ? ['', ...other.map((line) => `- ${line}`)] : []),
    ...drillSection(made, made.picked),
  ].join('\n');
}

/** The choice's options side by side, each with the facts it fits: the alternatives, not steps of one. */
function optionsSection(made: ChoiceMade): string[] {
  const options = made.choice.options.map((option) => {
    const facts = option.favoured.map(({ fact }) => fact);
    return `- **${option.name}**${facts.length > 0 ? `: when ${facts.join('; ')}` : ''}.`;
  });
  return ['### Options', '', ...options];
}

/** The drill in which our side practises the option recommended, when the choice names one. */
function drillSection(made: ChoiceMade, option: ChoiceOption): string[] {
  const drill = option.drill === undefined ? undefined : drillById(made.choice.sport, option.drill);
  return drill ? ['', `### Drill to practise ${option.name.toLowerCase()}`, '', ...drillLines(drill)] : [];
}

/**
 * A Strategic call the coaching notes made on a choice, with the choice's options set before the
 * recommendation and the drill for the option the call leads with after it: the notes give the call
 * and its reasons, the choice the alternatives it was chosen from.
 */
export function withChoiceOptions(call: string, made: ChoiceMade, leading: ChoiceOption | undefined): string {
  if (/^### Options/m.test(call)) return call;
  const [before = '', ...after] = call.split(/\n(?=### Recommendation)/);
  if (after.length === 0) return call;
  // The facts the choice read say what the situation is better than "no numbers given".
  const read = made.used.length > 0 ? `Read: ${made.used.map(({ fact }) => fact).join(', ')}.` : undefined;
  const situation = read ? before.replace(NO_NUMBERS, read) : before;
  return [
    situation.trimEnd(),
    '',
    ...optionsSection(made),
    '',
    ...after,
    ...drillSection(made, leading ?? made.picked),
  ].join('\n');
}
