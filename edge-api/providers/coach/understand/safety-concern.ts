import type { Sport } from '../../../../shared/constants';
import type { SafetyRule } from '../knowledge/content-schema';
import { safetyRules } from '../knowledge/knowledge-base';

/** A player in pain or with a knock to the head: the rule that applies, and what the message named. */
export interface SafetyConcern {
  rule: SafetyRule;
  /** The body part named ('elbow'), without 'his' or 'pain'. */
  part: string | undefined;
  /** The player as the message speaks of them: 'you' for "my shoulder hurts", else 'she' or 'he'. */
  pronoun: 'he' | 'she' | 'you';
}

// The pain and the body part belong together only this close: "his elbow is sore", "sore elbow",
// not "the elbow ... a sore loser" a sentence away.
const NEAR_WORDS = 5;
const WORD = String.raw`[a-z0-9'-]`;

const compiled = new Map<string, RegExp>();

function phrasePattern(phrase: string): RegExp {
  const cached = compiled.get(phrase);
  if (cached) return cached;
  const body = phrase
    .split(' ')
    .map(function wordPattern(word) {
      if (word === '*') return `${WORD}+`;
      // Cue words are letters, digits, apostrophes and hyphens (content-schema.ts): nothing to escape.
      return word.endsWith('*') ? `${word.slice(0, -1)}${WORD}*` : word;
    })
    .join(' ');
  const pattern = new RegExp(`(?<!${WORD})${body}(?!${WORD})`, 'g');
  compiled.set(phrase, pattern);
  return pattern;
}

interface Found {
  phrase: string;
  /** Index of the first word of the match. */
  word: number;
}

function find(text: string, phrases: readonly string[]): Found[] {
  return phrases.flatMap((phrase) =>
    [...text.matchAll(phrasePattern(phrase))].map((match) => ({
      phrase: match[0],
      word: text.slice(0, match.index).split(' ').length - 1,
    })),
  );
}

function normalised(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9'-]+/g, ' ')
    .trim();
}

function bodyPart(phrase: string, rule: SafetyRule): string {
  const part = phrase.replace(/^(?:his|her|my) /, '').replace(/ pain$/, '');
  return rule.aliases?.[part] ?? part;
}

// "My cb is dizzy" is about a player; "my knee hurts when I serve" is about the one asking.
function pronounOf(text: string, phrase: string | undefined): SafetyConcern['pronoun'] {
  if (/\b(?:she|her|hers|daughter|girl|girls)\b/.test(text)) return 'she';
  if (/\b(?:he|him|his|son|boy|boys)\b/.test(text)) return 'he';
  const mine = phrase !== undefined && text.includes(`my ${phrase.replace(/^my /, '')}`);
  return mine || /\b(?:i|me|i'm|im)\b/.test(text) ? 'you' : 'he';
}

/** The first safety rule the message meets, checked before any game call is made. */
export function safetyConcernIn(sport: Sport, message: string): SafetyConcern | null {
  const text = normalised(message);
  for (const rule of safetyRules()) {
    if (rule.sports && !rule.sports.includes(sport)) continue;
    if (rule.unless && find(text, rule.unless).length > 0) continue;
    if (rule.anywhere && !rule.anywhere.every((group) => find(text, group).length > 0)) continue;
    let phrase: string | undefined;
    if (rule.near) {
      const [symptoms, parts] = rule.near;
      const named = find(text, parts);
      const felt = find(text, symptoms);
      const pair = named.find((where) => felt.some((what) => Math.abs(what.word - where.word) <= NEAR_WORDS));
      if (!pair) continue;
      phrase = pair.phrase;
    }
    return { rule, part: phrase && bodyPart(phrase, rule), pronoun: pronounOf(text, phrase) };
  }
  return null;
}

/** The cue phrases (content-schema.ts's cue format) the message names, each as it was matched. */
export function cuesNamed(message: string, phrases: readonly string[]): string[] {
  return find(normalised(message), phrases).map((found) => found.phrase);
}
