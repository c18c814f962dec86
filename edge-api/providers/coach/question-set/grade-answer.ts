import { splitWhy } from '../../../../shared/why';
import { PracticePlanSchema } from '../../../../shared/practice-plan';
import { SPORT_LABELS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import type { BuiltinAnswer } from '../builtin/builtin-coach';
import type { Question } from './question-set';

const TACTICAL_MAX_WORDS = 15;

export interface Grade {
  /** The coach read the question as the intent the set expects. */
  intentRight: boolean;
  /** The reply has that intent's shape in that mode, and the required terms and numbers. */
  passed: boolean;
  failures: string[];
}

function words(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

function isTacticalShape(reply: string): boolean {
  // A decision's Why? is folded away under the call: the call alone is what a coach reads.
  const text = splitWhy(reply).answer;
  const lines = text.split('\n');
  if (lines.length === 1) return words(text) <= TACTICAL_MAX_WORDS && !text.startsWith('- ');
  return (
    lines.length >= 2 &&
    lines.length <= 3 &&
    lines.every((line) => /^- \S/.test(line) && words(line.slice(2)) <= TACTICAL_MAX_WORDS)
  );
}

function hasSections(text: string, headings: readonly string[]): boolean {
  return headings.every((heading) => text.split('\n').includes(heading));
}

function planFailures(text: string, expectedMinutes: number | undefined): string[] {
  const json = /```json\n([\s\S]*?)\n```/.exec(text)?.[1];
  if (json === undefined) return ['no json plan block'];
  const parsed = PracticePlanSchema.safeParse(JSON.parse(json));
  if (!parsed.success) return ['plan json does not match the practice plan schema'];
  const plan = parsed.data;
  const failures: string[] = [];
  const total = plan.blocks.reduce((sum, block) => sum + block.minutes, 0);
  if (expectedMinutes !== undefined && total !== expectedMinutes)
    failures.push(`plan totals ${total}, asked ${expectedMinutes}`);
  if (!/^\| # \| Start \| Min \|/m.test(text)) failures.push('no markdown table');
  return failures;
}

function shapeFailures(question: Question, sport: Sport, text: string): string[] {
  const tactical = question.mode === 'gameOnTheLine';
  switch (question.intent) {
    case 'plan':
      return planFailures(text, question.plan?.minutes);
    case 'training': {
      const failures = hasSections(text, ['### Program', '### Nutrition']) ? [] : ['no program and nutrition sections'];
      if (!text.includes(SPORT_LABELS[sport])) failures.push(`program is not about ${SPORT_LABELS[sport]}`);
      return failures;
    }
    case 'unknowable': {
      // Tactical: two bullets, the honest line first; elsewhere the line, then one line of what the coach can do.
      const [first = '', ...rest] = text.split('\n');
      const line = tactical ? first.replace(/^- /, '') : first;
      const failures =
        /\bI (?:don't|do not|can't|cannot|have no)\b/.test(line) && words(line) <= TACTICAL_MAX_WORDS
          ? []
          : ['no one-line honest answer'];
      if (!/\bcheck\b/.test(line)) failures.push('does not say where to look');
      if (tactical) {
        if (!isTacticalShape(text)) failures.push('not Tactical: at most 15 words or 2–3 bullets');
        return failures;
      }
      const said = rest.filter((entry) => entry.trim() !== '');
      if (said.length !== 1 || said[0]!.startsWith('- '))
        failures.push('not one short line of what the coach can do instead');
      return failures;
    }
    case 'offTopic':
      return /\boutside what I coach\b/.test(text) && text.split('\n').length === 1
        ? []
        : ['not a one-sentence decline that steers back'];
    case 'smallTalk':
      return /\bmode\b/.test(text) ? [] : ['small talk does not say what the coach can do'];
    case 'situation':
      if (tactical) return isTacticalShape(text) && /\d/.test(text) ? [] : ['not a Tactical call with numbers'];
      return hasSections(text, ['### Situation', '### Options', '### Recommendation']) && /\bSource: /.test(text)
        ? []
        : ['no situation, options, recommendation and source'];
    case 'drill':
      if (tactical) return isTacticalShape(text) && /\d+ min\b/.test(text) ? [] : ['not a Tactical drill with minutes'];
      return /\(\d+ min, /.test(text) && /Equipment: /.test(text) && /\*\*Coaching points\*\*/.test(text)
        ? []
        : ['drill lacks minutes, equipment or coaching points'];
    case 'rule':
      if (tactical) return isTacticalShape(text) ? [] : ['not a Tactical answer'];
      return hasSections(text, ['### Rule']) ? [] : ['no rule section'];
    case 'fix':
      if (tactical) return isTacticalShape(text) ? [] : ['not a Tactical answer'];
      return hasSections(text, ['### Likely cause', '### Fixes', '### Drill', "### How to check it's fixed"])
        ? []
        : ['no likely cause, fixes, drill and check'];
    default:
      if (tactical) return isTacticalShape(text) ? [] : ['not a Tactical answer'];
      return hasSections(text, ['### Situation', '### Options', '### Recommendation'])
        ? []
        : ['no situation, options and recommendation'];
  }
}

function situationFailures(question: Question, answer: BuiltinAnswer): string[] {
  const expected = question.situation;
  if (!expected || !answer.understanding) return [];
  const state: Record<string, unknown> = { ...answer.understanding.situation.state };
  return Object.entries(expected).flatMap(([key, value]) =>
    JSON.stringify(state[key]) === JSON.stringify(value)
      ? []
      : [`${key} read as ${JSON.stringify(state[key])}, not ${JSON.stringify(value)}`],
  );
}

function requestFailures(question: Question, answer: BuiltinAnswer): string[] {
  const understanding = answer.understanding;
  if (!understanding) return [];
  const failures: string[] = [];
  for (const [key, value] of Object.entries(question.plan ?? {})) {
    const read: Record<string, unknown> = { ...understanding.plan };
    if (read[key] !== value) failures.push(`plan ${key} read as ${String(read[key])}, not ${String(value)}`);
  }
  for (const [key, value] of Object.entries(question.training ?? {})) {
    const read: Record<string, unknown> = { ...understanding.training };
    const got = key === 'weightKg' && typeof read[key] === 'number' ? Math.round(read[key]) : read[key];
    if (got !== value) failures.push(`training ${key} read as ${String(got)}, not ${String(value)}`);
  }
  return failures;
}

/** Grades one reply of the built-in coach against what the question set says a right answer holds. */
export function gradeAnswer(question: Question, sport: Sport, answer: BuiltinAnswer): Grade {
  const text = answer.text;
  const lower = text.toLowerCase();
  const intent = answer.understanding?.intent;
  const failures: string[] = [];
  if (intent !== question.intent) failures.push(`intent ${String(intent)}, expected ${question.intent}`);
  failures.push(...shapeFailures(question, sport, text));
  failures.push(...situationFailures(question, answer), ...requestFailures(question, answer));
  for (const term of question.terms ?? []) {
    if (!term.split('|').some((option) => lower.includes(option.toLowerCase()))) failures.push(`missing "${term}"`);
  }
  for (const term of question.forbidden ?? []) {
    if (lower.includes(term.toLowerCase())) failures.push(`contains forbidden "${term}"`);
  }
  if (question.side && question.intent === 'counter' && answer.answeredSide !== question.side) {
    failures.push(`answered for ${String(answer.answeredSide)}, the user is on ${question.side}`);
  }
  return { intentRight: intent === question.intent, passed: failures.length === 0, failures };
}
