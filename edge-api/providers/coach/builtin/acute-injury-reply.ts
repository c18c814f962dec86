import acuteInjuryJson from '../../../../content/acute-injury.json';
import { AcuteInjurySchema, type AcuteInjury } from '../knowledge/content-schema';
import type { TrainingRequest } from '../understand/parse-training-request';

const CONTENT: AcuteInjury = AcuteInjurySchema.parse(acuteInjuryJson);
type Part = AcuteInjury['parts'][number];

function escaped(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}
function anyOf(phrases: readonly string[]): RegExp {
  return new RegExp(
    `\\b(?:${[...phrases]
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|')})\\b`,
  );
}

const RECENT = anyOf(CONTENT.recentCues);
const OLD = anyOf(CONTENT.oldCues);
const NEAR_EVENT = anyOf(CONTENT.nearEventCues);
const DAY_COUNT = `(\\d{1,2}|${Object.keys(CONTENT.dayWords).map(escaped).join('|')})`;
// "a game in 3 days", "3 days before the tournament", "match is 4 days away", "5 days out from".
const DAYS_AWAY = new RegExp(
  `\\bin ${DAY_COUNT} days?\\b|\\b${DAY_COUNT} days? (?:before|until|till|to go|away|out|from now|left)\\b`,
);
const PART_WORDS: [RegExp, Part][] = CONTENT.parts.map((part) => [anyOf(part.words), part]);
const EVENT = anyOf(CONTENT.eventWords);
const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;

function normalised(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bcant\b/g, "can't");
}

function daysAway(text: string): number | undefined {
  const match = DAYS_AWAY.exec(text);
  const said = match?.slice(1).find((group) => group !== undefined);
  if (said === undefined) return undefined;
  return /^\d+$/.test(said) ? Number(said) : CONTENT.dayWords[said.replace(/\s+/g, ' ')];
}

/** The hurt part named first in the message, so a finger jammed "on my hand" stays a finger. */
function partNamed(text: string): { part: Part; said: string } | undefined {
  return PART_WORDS.map(([pattern, part]) => {
    const match = pattern.exec(text);
    return { part, said: match?.[0].replace(/^my /, '') ?? '', at: match?.index ?? -1 };
  })
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
}

export interface AcuteInjuryAsk {
  part: Part;
  /** The part in the athlete's word ("thumb", "ankle"). */
  partSaid: string;
  /** When the event is, said back: "tomorrow", "in 4 days", "on Saturday". */
  when: string;
  event: string;
}

/**
 * A fresh injury with the game days away: what the athlete needs is care and a go/no-go test, and a
 * program measured in weeks would end after the event it is meant to help with.
 */
export function acuteInjuryAsk(message: string, training: TrainingRequest): AcuteInjuryAsk | undefined {
  // A goal measured in weeks is a program, whatever hurts this week.
  if (training.weeks !== undefined && training.weeks > 2) return undefined;
  const text = normalised(message);
  if (!RECENT.test(text) || OLD.test(text)) return undefined;
  const named = partNamed(text);
  if (named === undefined) return undefined;
  const event = EVENT.exec(text)?.[0].replace(/s$/, '') ?? CONTENT.defaultEvent;
  const said = { part: named.part, partSaid: named.said, event };
  const days = daysAway(text);
  if (days !== undefined) {
    if (days > CONTENT.maxEventDays) return undefined;
    return { ...said, when: days === 1 ? 'tomorrow' : `in ${days} days` };
  }
  const near = NEAR_EVENT.exec(text)?.[0];
  if (near === undefined) return undefined;
  const when = near
    .replace(/\s+/g, ' ')
    .replace(/^day after/, 'the day after')
    .replace(WEEKDAY, (day) => day[0]!.toUpperCase() + day.slice(1));
  return { ...said, when };
}

function filled(line: string, values: Record<string, string>): string {
  return line.replace(/\{(\w+)\}/g, (said, key: string) => values[key] ?? said);
}

/** Injury care until the event: safety first, the days before it, the test to play, then protection. */
export function acuteInjuryReply(message: string, training: TrainingRequest): string | undefined {
  const ask = acuteInjuryAsk(message, training);
  if (ask === undefined) return undefined;
  const values = { part: ask.partSaid, event: ask.event, when: ask.when, redFlags: CONTENT.redFlags.join('; ') };
  const lines = (list: readonly string[]) => list.map((line) => `- ${filled(line, values)}`);
  return [
    filled(CONTENT.opening, values),
    '',
    'Safety first:',
    ...lines(CONTENT.safety),
    '',
    'Today and the next days:',
    ...lines(CONTENT.firstDays),
    `- Training that stays safe: ${ask.part.safeWork}`,
    `- ${filled(CONTENT.eachDay, values)}`,
    '',
    filled(CONTENT.testIntro, values),
    ...lines(ask.part.checks),
    filled(CONTENT.sitOut, values),
    '',
    filled(CONTENT.protectionLine, { ...values, protection: ask.part.protection }),
    '',
    filled(CONTENT.closing, values),
  ].join('\n');
}
