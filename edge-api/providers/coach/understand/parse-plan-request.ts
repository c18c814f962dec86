import { VARIANTS, type GymEquipment, type Variant } from '../knowledge/content-schema';
import { integerOf, withDigits } from './number-text';
import { gymEquipmentIn } from './gym-equipment';

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
  /** Coaches on hand: with two or more, drills run as stations. */
  coaches?: number;
  /** The form of the sport: flag football, 7v7, futsal, doubles. */
  variant?: Variant;
  /** Gym kit the message lists as all there is ("we only have bands and med balls"). */
  gymEquipment?: GymEquipment[];
  /** Things the message says the group does not have ("no goals", "without a sled"), singular. */
  without?: string[];
  /** The kind of fitness work the message names, for a fitness session: speed, conditioning… */
  fitness?: FitnessEmphasis;
}

export type FitnessEmphasis = 'speed' | 'conditioning' | 'strength' | 'power';

/** Fitness words of a session's focus; the first kind named leads. */
export const FITNESS_WORDS: [RegExp, FitnessEmphasis][] = [
  [/\bspeed\b|\bagility\b|\bquick(?:ness|er)?\b|\bsprint\w*|\bacceleration\b|\bfaster\b|\bfootwork\b/, 'speed'],
  [
    /\bfitness\b|\bconditioning\b|\bstamina\b|\bendurance\b|\bcardio\b|\bbeep test\b|\byo-?yo\b|\bengine\b|\bfit\b|\bcircuit\b|\bhiit\b/,
    'conditioning',
  ],
  [/\bstrength\b|\bstronger\b|\bgym\b|\bweights?\b|\blifting\b/, 'strength'],
  [/\bpower\b|\bexplosive\w*|\bjump\w*|\bplyo\w*/, 'power'],
];

/** The fitness emphasis a text names, the earliest in it first. */
export function fitnessEmphasisIn(text: string): FitnessEmphasis | undefined {
  const found = FITNESS_WORDS.map(([pattern, emphasis]) => ({ emphasis, index: text.search(pattern) }))
    .filter((hit) => hit.index >= 0)
    .sort((a, b) => a.index - b.index);
  return found[0]?.emphasis;
}

const PEOPLE =
  '(?:players|kids|athletes|boys|girls|golfers|children|little leaguers|leaguers|guys|juniors|students|members|swimmers|people|year olds|yr olds|yo|u\\d{1,2}s?|under[- ]?\\d{1,2}s?|\\d{1,2}u)';
// Between the count and the noun: "12 U12 players", "22 9 year olds", "30 high school players".
const PEOPLE_COUNT = new RegExp(`\\b(\\d{1,2})\\s+(?:[a-z0-9'-]+\\s+){0,3}?${PEOPLE}\\b`);
const FOCUS =
  /\b(?:focus(?:ed|ing)?\s*(?:on|:)?|working on|work on|to work on|on|to improve|improving|improve|emphasis on|for|fix|fixing|sort out|sorting out|tighten up|clean up|get better at|better at|sharpen up|sharpen|develop|developing|build up|address|addressing|about|around|targeting|target)\s+(?:up\s+)?(?:our|my|the|their|his|her|some|a bit of|more)?\s*((?:[a-z'-]+\s?){1,3}?)(?=\s*(?:[,.?!;:]|$|\band\b|\bwith\b|\bfor\b|\bdrills?\b|\bskills?\b|\bfocus\b|\bwe\b|\bbecause\b|\bsince\b|\bas\b|\bin\b|\bat\b|\bthis\b|\bnext\b|\btoday\b|\btomorrow\b|\btonight\b|\bplease\b|\bpls\b|\bonly\b))/g;
const FOCUS_FIRST = /\b((?:[a-z'-]+\s){0,1}[a-z'-]+)\s+(?:focus|focused|emphasis)\b/;
// Words after "on"/"for" that are not what a session works on.
const NOT_A_FOCUS =
  /^(?:a|an|the|my|our|\d|me|us|them|it|this|that|kids|players|team|squad|group|juniors?|practice|plan|session|workout|young|minutes?|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|u\d+s?|under|high school|varsity|jv|beginners?|girls|boys|my \w+|ages?)\b/;
const COACHES = /\b(\d{1,2})\s+(?:coaches|coaching staff|adults)\b/;
const ASSISTANTS = /\b(\d{1,2})\s+(?:assistants?|assistant coaches|helpers|parent helpers|volunteers)\b/;
const ONE_ASSISTANT =
  /\b(?:an?|one|my|1)\s+(?:assistant|assistant coach|helper|parent helper|volunteer|co-?coach)\b|\bme and (?:my |another |a )?(?:assistant|coach|helper|dad|mum|mom|parent)\b/;
const ALONE = /\b(?:just me|only me|by myself|on my own|(?:1|one|only one|single) coach)\b/;
const VARIANT_WORDS: [RegExp, Variant][] = [
  [/\bflag(?: football)?\b/, 'flag'],
  [/\b7\s*(?:v|vs|on|-a-side|a side| a-side)\s*7\b|\b7[- ]a[- ]side\b|\b7v7\b/, '7v7'],
  [/\bfutsal\b/, 'futsal'],
  [/\bdoubles\b/, 'doubles'],
  [/\bsingles\b/, 'singles'],
];
/** "no goals", "without a sled", "don't have hoops": the noun, singular. */
const WITHOUT =
  /\b(?:no|without(?: any| a| an)?|don'?t have(?: any| a| an)?|do not have(?: any| a| an)?|lack(?:ing)?)\s+([a-z-]+(?:\s+[a-z-]+)?)/g;

function singular(word: string): string {
  return word.replace(/(?<=[^s])s$/, '');
}

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
  // withDigits reads "an hour" as "60 minutes", so "half an hour" arrives as "half 60 minutes".
  if (/\b(?:an? )?hour and a half\b|\b60 minutes and a half\b/.test(text)) return 90;
  if (/\bhalf (?:an? )?hour\b|\bhalf-hour\b|\bhalf 60 minutes\b/.test(text)) return 30;
  if (
    /\b(?:an|one|1) hour\b/.test(text) &&
    !/\b\d+(?:\.\d+)?\s*[- ]?(?:hours?|hrs?|hr|h)\b/.test(text.replace(/\b1 hour\b/, ''))
  )
    return 60;
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
  else {
    const groupOf = integerOf(/\b(?:team|squad|group|class|roster) of (\d{1,2})\b/, text);
    if (groupOf !== undefined) request.players = groupOf;
  }
  const focus = [...text.replace(/\b\d+\s*[- ]?(?:minutes?|mins?|min)\b/g, ' ').matchAll(FOCUS)]
    .map((match) => match[1]?.trim() ?? '')
    .find((found) => found.length > 0 && !NOT_A_FOCUS.test(found));
  if (focus) request.focus = focus;
  else {
    const before = FOCUS_FIRST.exec(text)?.[1]?.trim();
    if (before && !NOT_A_FOCUS.test(before)) request.focus = before.replace(/^(?:a|the)\s+/, '');
  }
  const coaches = integerOf(COACHES, text);
  const assistants = integerOf(ASSISTANTS, text);
  if (coaches !== undefined) request.coaches = coaches;
  else if (assistants !== undefined) request.coaches = assistants + 1;
  else if (ONE_ASSISTANT.test(text)) request.coaches = 2;
  else if (ALONE.test(text)) request.coaches = 1;
  const variant = VARIANT_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (variant && VARIANTS.includes(variant)) request.variant = variant;
  const gym = gymEquipmentIn(text);
  if (gym !== undefined && gym.length > 0) request.gymEquipment = gym;
  const without = [...text.matchAll(WITHOUT)]
    .map((match) => (match[1] ?? '').split(/\s+/).map(singular).join(' '))
    .filter(
      (item) => !/^(?:one|more|idea|time|experience|gym|equipment|weights?|contact|heading|tackling)\b/.test(item),
    );
  if (without.length > 0) request.without = without;
  const fitness = fitnessEmphasisIn(text);
  if (fitness) request.fitness = fitness;
  return request;
}
