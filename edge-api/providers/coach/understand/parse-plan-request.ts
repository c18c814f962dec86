import { integerOf, withDigits } from './number-text';

/** Content levels (see content/): "youth" is 12 and under. */
export type Level = 'youth' | 'high-school' | 'college' | 'adult' | 'pro';

export interface PlanRequest {
  minutes?: number;
  players?: number;
  level?: Level;
  /** The youngest age the message names (U12 → 11, "9-year-olds" → 9). */
  age?: number;
  /** What the session works on, as the coach said it: "passing", "short game". */
  focus?: string;
}

const PEOPLE =
  '(?:players|kids|athletes|boys|girls|golfers|children|little leaguers|leaguers|guys|juniors|students|members|swimmers|people|year olds|yr olds|yo|u\\d{1,2}s?|under[- ]?\\d{1,2}s?|\\d{1,2}u)';
// Between the count and the noun: "12 U12 players", "22 9 year olds", "30 high school players".
const PEOPLE_COUNT = new RegExp(`\\b(\\d{1,2})\\s+(?:[a-z0-9'-]+\\s+){0,3}?${PEOPLE}\\b`);
const FOCUS =
  /\b(?:focus(?:ed|ing)?\s*(?:on|:)?|working on|work on|to work on|on|to improve|improving|emphasis on|for)\s+((?:[a-z'-]+\s?){1,3}?)(?=\s*(?:[,.?!]|$|\band\b|\bwith\b|\bfor\b|\bdrills?\b|\bskills?\b|\bfocus\b))/;
const FOCUS_FIRST = /\b((?:[a-z'-]+\s){0,1}[a-z'-]+)\s+(?:focus|focused|emphasis)\b/;
// Words after "on"/"for" that are not what a session works on.
const NOT_A_FOCUS =
  /^(?:a|an|the|my|our|\d|me|us|them|kids|players|team|practice|session|young|minutes?|today|tomorrow)\b/;

export function parseLevel(text: string): { level?: Level; age?: number } {
  const under =
    integerOf(/\bu-?(\d{1,2})s?\b/, text) ??
    integerOf(/\b(\d{1,2})u\b/, text) ??
    integerOf(/\bunder[- ]?(\d{1,2})s?\b/, text);
  const yearsOld = integerOf(/\b(\d{1,2})[- ]?(?:years?|yrs?|yr)[- ]?olds?\b|\bage[sd]?\s*(\d{1,2})\b/, text);
  const aged = yearsOld ?? integerOf(/\bage[sd]?\s*(\d{1,2})\b/, text);
  const grade = integerOf(/\b(\d{1,2})(?:st|nd|rd|th)\s*grade/, text);
  const age = under !== undefined ? under - 1 : (aged ?? (grade === undefined ? undefined : grade + 5));
  if (age !== undefined) return { age, level: age <= 12 ? 'youth' : age <= 18 ? 'high-school' : 'adult' };
  if (/\bhigh ?school|\bvarsity\b|\bjv\b|\bhs\b|\bfreshm[ae]n\b|\bteen/.test(text)) return { level: 'high-school' };
  if (/\bcollege|\buniversity\b|\bncaa\b|\bd1\b|\bd-1\b/.test(text)) return { level: 'college' };
  if (/\bpros?\b|\bprofessional\b|\bsemi-?pro\b/.test(text)) return { level: 'pro' };
  if (/\badults?\b|\brec league\b|\bmen'?s league|\bwomen'?s league|\bbeer league|\bmasters\b/.test(text))
    return { level: 'adult' };
  if (/\bkids\b|\blittle league|\bjuniors?\b|\byouth\b|\bbeginners?\b|\bchildren\b|\bmini\b|\bpee ?wee/.test(text))
    return { level: 'youth' };
  return {};
}

export function parseMinutes(text: string): number | undefined {
  const hours = /\b(\d+(?:\.\d+)?)\s*[- ]?(?:hours?|hrs?|hr|h)\b/.exec(text)?.[1];
  if (hours !== undefined) return Math.round(Number.parseFloat(hours) * 60);
  return integerOf(/\b(\d{2,3})\s*[- ]?(?:minutes?|mins?|min|m)\b/, text);
}

/** Minutes, headcount, level and focus of a practice the message asks for. */
export function parsePlanRequest(message: string): PlanRequest {
  const text = withDigits(message);
  const request: PlanRequest = { ...parseLevel(text) };
  request.minutes = parseMinutes(text);
  const people = PEOPLE_COUNT.exec(text.replace(/\b\d+\s*[- ]?(?:minutes?|mins?|min|hours?|hrs?)\b/g, ' '));
  if (people?.[1]) request.players = Number(people[1]);
  const focus = FOCUS.exec(text.replace(/\b\d+\s*[- ]?(?:minutes?|mins?|min)\b/g, ' '))?.[1]?.trim();
  if (focus && !NOT_A_FOCUS.test(focus)) request.focus = focus;
  else {
    const before = FOCUS_FIRST.exec(text)?.[1]?.trim();
    if (before && !NOT_A_FOCUS.test(before)) request.focus = before.replace(/^(?:a|the)\s+/, '');
  }
  return request;
}
