import { z } from 'zod';
import senseFile from '../../../../content/word-senses.json';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { patternSchema } from '../knowledge/content-schema';
import { phraseRoot, phraseWords } from '../knowledge/search-terms';

const perSport = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(SPORTS.map((sport) => [sport, schema])) as Record<Sport, T>);

// Words a sport uses in more than one sense (football's "safety": the position and the score). Only
// these leave a "what is it" question open between two entries the word names; two entries sharing
// any other word ("the shift" and the shift's rules) are one sense seen from two sides.
// `senseWithoutEntry` lists phrases that use such a word in a sense the notes have no entry for
// (golf's "make the cut" is the weekend's cut line, not the cut shot the word names elsewhere).
const PatternSchema = patternSchema(200);

// A decision cue with more than one meaning on a sideline ("green light" is the runner's steal sign
// and the hitter's licence to swing): the words around it say which decision it asks, so the cue
// counts only for the sense whose words the message holds most (the first sense when none or tied).
const DecisionSenseSchema = z.strictObject({
  cue: PatternSchema,
  senses: z
    .array(
      z.strictObject({
        /** A decision kind of the sport (content/decisions.json). */
        kind: z.string().regex(/^[a-z0-9_]+$/),
        /** Words that, near the cue, mean this decision: who acts, on what. */
        near: z.array(PatternSchema).min(1),
      }),
    )
    .min(2),
});
export type DecisionSense = z.infer<typeof DecisionSenseSchema>;

// Words a coach telling a technique fault uses in the fault's sense where the sport's other sense
// reads otherwise ("slider" is the pitch that hangs, not one who slides into a base; "TOs" the
// turnovers a player commits, not the timeouts a coach calls): the fault reader reads each word as
// the words it maps to.
const FaultWordSchema = z.string().regex(/^[a-z]+$/, 'one lowercase word');

// What the other side does to us ("they trap us", "she keeps drop-shotting me", "our post gets
// fronted"): the verb's forms, the action it names, and the side of the ball that does it.
const TheirActionSchema = z.strictObject({
  action: z.string().regex(/^[a-z_]+$/),
  by: z.enum(['offense', 'defense', 'either']),
  said: PatternSchema,
});
export type TheirAction = z.infer<typeof TheirActionSchema>;

export const WordSensesSchema = z.strictObject({
  words: perSport(z.array(z.string().trim().toLowerCase().min(1)).max(40)),
  senseWithoutEntry: perSport(z.record(z.string(), z.array(z.string().trim().toLowerCase().min(1)).max(40))),
  /**
   * Words that make the number before them a lineman's alignment ("our 3 technique", "the 5 tech"),
   * never a yard line or a down.
   */
  alignmentWords: perSport(z.array(z.string().regex(/^[a-z]+$/, 'one lowercase word')).max(40)),
  theirActions: z.array(TheirActionSchema).max(60),
  decisionSenses: perSport(z.array(DecisionSenseSchema).max(40)),
  faultSenses: perSport(z.record(FaultWordSchema, z.string().trim().toLowerCase().min(1).max(40))),
});

const SENSES = WordSensesSchema.parse(senseFile);

/** The message without the numbers it gives as alignments ("our 3 technique"): no yard line is read from them. */
export function withoutAlignments(sport: Sport, text: string): string {
  const words = SENSES.alignmentWords[sport];
  if (words.length === 0) return text;
  return text.replace(new RegExp(String.raw`\b\d{1,2}[- ]?(?:${words.join('|')})s?\b`, 'g'), ' ');
}

/** The actions an opponent does to us, as verbs of play. */
export function theirActions(): readonly TheirAction[] {
  return SENSES.theirActions;
}

/** The sport's decision cues that mean one decision or another by the words around them. */
export function decisionSensesOf(sport: Sport): readonly DecisionSense[] {
  return SENSES.decisionSenses[sport];
}

/** Whether the sport uses this word (as a search term spells it) in more than one sense. */
export function hasSenses(sport: Sport, term: string): boolean {
  return SENSES.words[sport].includes(term.toLowerCase());
}

function roots(text: string): string {
  return ` ${phraseWords(text).map(phraseRoot).join(' ')} `;
}

/**
 * Whether the message uses the term in a sense no entry of the sport is about ("we missed the cut"):
 * an entry the term names is then not what the message asks about.
 */
export function usedInSenseWithoutEntry(sport: Sport, term: string, message: string): boolean {
  const phrases = SENSES.senseWithoutEntry[sport][term.toLowerCase()] ?? [];
  const said = roots(message);
  return phrases.some((phrase) => said.includes(roots(phrase)));
}

/**
 * The message without the phrases that use a word in a sense no entry is about: "our tackles keep
 * getting beat inside" names linemen, not the tackling skill whose faults the word would pick.
 */
export function withoutSensesWithoutEntry(sport: Sport, message: string): string {
  const phrases = Object.values(SENSES.senseWithoutEntry[sport]).flat();
  return phrases.reduce((text, phrase) => {
    const words = phraseWords(phrase).map((word) => `${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*`);
    return text.replace(new RegExp(`\\b${words.join('\\s+')}\\b`, 'gi'), ' ');
  }, message);
}

/** The message with each word the sport uses in a fault's own sense read as that sense says. */
export function inFaultSense(sport: Sport, message: string): string {
  return Object.entries(SENSES.faultSenses[sport]).reduce(
    (text, [word, sense]) => text.replace(new RegExp(`\\b${word}\\b`, 'gi'), sense),
    message,
  );
}
