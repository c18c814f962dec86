import { z } from 'zod';
import decisionsFile from '../../../../content/decisions.json';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { ENGINE_TOOLS } from '../../../../shared/engines/engine-registry';
import { patternSchema } from '../knowledge/content-schema';
import { withDigits } from './number-text';
import { QUESTION_FORMS } from './question-forms';
import { decisionSensesOf, theirActions } from '../builtin/word-senses';
import { theirActionOnUs } from './detect-side';

// The decision a coach asks decides which engine answers; the numbers in the message only fill its
// arguments. "4th and 2, what play do we run?" asks for a play, not for the fourth-down model.

const CUE_MAX_LENGTH = 300;

/** A cue is a regular expression matched between word boundaries; one that does not compile is a content bug. */
const CueSchema = patternSchema(CUE_MAX_LENGTH);

/** A committed call for one kind of situation ("3rd and long"), told by words of the message. */
const SituationalCallSchema = z.strictObject({
  when: z.array(CueSchema).min(1),
  /** Words the message must also hold ("up 3" and "6 seconds left"): `when` is any one, these are all. */
  requires: z.array(CueSchema).default([]),
  call: z.string().min(1).max(120),
  because: z.string().min(1).max(800),
});

export const DecisionKindSchema = z.strictObject({
  kind: z.string().regex(/^[a-z0-9_]+$/),
  /** The engine that answers it, or `none` when no engine does (a play call, a lineup). */
  engine: z.string().min(1),
  /** Phrasings of the question: sideline shorthand and common typos included. */
  cues: z.array(CueSchema).min(1),
  /** Other senses of a cue's words ("walk-off", "punt return"), taken out before the cues are tried. */
  unless: z.array(CueSchema).default([]),
  /** Words the message must also hold for the kind to apply ("sit him" is foul trouble only with "foul"). */
  requires: z.array(CueSchema).default([]),
  /** A committed call for a decision no engine answers, said first in a Tactical reply. */
  call: z.string().min(1).max(120).optional(),
  /** Why the call holds, said behind the call. */
  because: z.string().min(1).max(800).optional(),
  /** Calls that depend on the situation, the first whose words the message holds; else `call`. */
  calls: z.array(SituationalCallSchema).default([]),
  /**
   * "What do we do?" about a game state names no decision: the engine the numbers point to answers
   * first, and this call only when none does, so a bare figure or a drill never stands in for a call.
   */
  generic: z.boolean().default(false),
  /**
   * The call answers what the other side does (their runner stealing, their big serve): a question
   * about beating it is answered with this call rather than the notes on their move.
   */
  answersTheirs: z.boolean().default(false),
  /**
   * The decision is the other side's (their fourth down, their onside kick): our call comes first,
   * and this engine, run for them, only says what they will most likely do.
   */
  expects: z.string().min(1).optional(),
  /**
   * The call when a model's choice is no choice (down 5 with seconds left, a field goal cannot win):
   * how to run the one option that can still win, rather than odds between it and a losing one.
   */
  runsTheForcedOption: z.boolean().default(false),
  /**
   * Actions the other side does to us that this call beats (content/word-senses.json `theirActions`):
   * "they switch every screen" asks this call whatever else its words name.
   */
  beats: z.array(z.string().regex(/^[a-z_]+$/)).default([]),
  /**
   * Actions this call has us do ("switch", "front"): when the message says the other side does one
   * of them to us, this is not the call asked.
   */
  ourActions: z.array(z.string().regex(/^[a-z_]+$/)).default([]),
  /**
   * The roles and objects the call answers ("penalty takers", "order", "club off the tee"), beside
   * its own words: a message naming a subject no part of the call states is asking something else.
   */
  subjects: z.array(z.string().min(1).max(60)).default([]),
  /**
   * A choice of people made off the field as well as in the game (who starts, who captains, who
   * takes the fifth penalty): asked "for next season" or "in general", it still wants the call.
   */
  offField: z.boolean().default(false),
});
export type DecisionKind = z.infer<typeof DecisionKindSchema>;

const THEIR_ACTIONS = new Set(theirActions().map((action) => action.action));

const ENGINES_OF_SPORT = new Map(SPORTS.map((sport) => [sport, ENGINE_TOOLS.filter((tool) => tool.sport === sport)]));

export const DecisionsSchema = z
  .strictObject(
    Object.fromEntries(SPORTS.map((sport) => [sport, z.array(DecisionKindSchema).min(1)])) as Record<
      Sport,
      z.ZodArray<typeof DecisionKindSchema>
    >,
  )
  .superRefine((decisions, context) => {
    for (const sport of SPORTS) {
      const engines = new Set((ENGINES_OF_SPORT.get(sport) ?? []).map((tool) => tool.name));
      decisions[sport].forEach((kind, index) => {
        if (kind.engine !== 'none' && !engines.has(kind.engine))
          context.addIssue({
            code: 'custom',
            path: [sport, index, 'engine'],
            message: `no ${sport} engine ${kind.engine}`,
          });
        // A committed call is only for decisions no engine answers; an engine's figures make its own.
        if (kind.engine !== 'none' && (kind.call !== undefined || kind.calls.length > 0))
          context.addIssue({
            code: 'custom',
            path: [sport, index, 'call'],
            message: 'only a `none` decision has a call',
          });
        if (kind.expects !== undefined && !engines.has(kind.expects))
          context.addIssue({
            code: 'custom',
            path: [sport, index, 'expects'],
            message: `no ${sport} engine ${kind.expects}`,
          });
        for (const action of [...kind.beats, ...kind.ourActions])
          if (!THEIR_ACTIONS.has(action))
            context.addIssue({ code: 'custom', path: [sport, index], message: `no action ${action} they do to us` });
        if ((kind.call === undefined) !== (kind.because === undefined))
          context.addIssue({ code: 'custom', path: [sport, index], message: 'a call and its because go together' });
      });
    }
  });
export type Decisions = z.infer<typeof DecisionsSchema>;

export const DECISIONS: Decisions = DecisionsSchema.parse(decisionsFile);

interface CompiledKind {
  entry: DecisionKind;
  cues: RegExp;
  unless: RegExp | undefined;
  requires: RegExp[];
}

const bounded = (sources: string[], flags = '') =>
  new RegExp(sources.map((source) => `(?<![a-z0-9])(?:${source})(?![a-z0-9])`).join('|'), flags);

const COMPILED: Record<Sport, CompiledKind[]> = Object.fromEntries(
  SPORTS.map((sport) => [
    sport,
    DECISIONS[sport].map((entry) => ({
      entry,
      cues: bounded(entry.cues),
      unless: entry.unless.length > 0 ? bounded(entry.unless, 'g') : undefined,
      requires: entry.requires.map((source) => bounded([source])),
    })),
  ]),
) as Record<Sport, CompiledKind[]>;

// A question about the concept itself — what it is, how to teach it, its rule — names the decision
// without asking for it; "what is a two-for-one?" wants the concept, not a call.
const {
  aboutTheConcept: ABOUT_THE_CONCEPT,
  inGeneral: IN_GENERAL,
  asksACall: ASKS_A_CALL,
  asksWhichWeDo: WHICH_WE_DO,
} = QUESTION_FORMS;

interface CompiledSense {
  cue: RegExp;
  senses: { kind: string; near: RegExp[] }[];
}

const SENSES: Record<Sport, CompiledSense[]> = Object.fromEntries(
  SPORTS.map((sport) => [
    sport,
    decisionSensesOf(sport).map((group) => ({
      cue: bounded([group.cue], 'g'),
      senses: group.senses.map((sense) => ({ kind: sense.kind, near: sense.near.map((near) => bounded([near])) })),
    })),
  ]),
) as Record<Sport, CompiledSense[]>;

/**
 * The cues the message uses in another decision's sense, by decision kind: "the green light on 3-0
 * for our cleanup hitter" is the hitter's count, so the cue is no steal cue in that message.
 */
function foreignSenseCues(sport: Sport, text: string): Map<string, RegExp[]> {
  const foreign = new Map<string, RegExp[]>();
  for (const group of SENSES[sport]) {
    group.cue.lastIndex = 0;
    if (!group.cue.test(text)) continue;
    const held = group.senses.map((sense) => sense.near.filter((near) => near.test(text)).length);
    const meant = held.indexOf(Math.max(...held));
    group.senses.forEach((sense, index) => {
      if (index !== meant) foreign.set(sense.kind, [...(foreign.get(sense.kind) ?? []), group.cue]);
    });
  }
  return foreign;
}

function normalized(message: string): string {
  return withDigits(message.toLowerCase())
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function kindMatches(kind: CompiledKind, text: string, foreign: Map<string, RegExp[]>): boolean {
  const withoutOtherSenses = (foreign.get(kind.entry.kind) ?? []).reduce((plain, cue) => plain.replace(cue, ' '), text);
  const plain = kind.unless ? withoutOtherSenses.replace(kind.unless, ' ') : withoutOtherSenses;
  return kind.cues.test(plain) && kind.requires.every((pattern) => pattern.test(plain));
}

/**
 * The decision kind the message asks, first in the sport's list that matches; undefined when none is
 * asked. What the other side does to us ("they switch every screen") asks the call that beats it,
 * never our own call of the same name.
 */
export function decisionKindAsked(sport: Sport, message: string): DecisionKind | undefined {
  const text = normalized(message);
  const kinds = kindsAskable(sport, text);
  if (kinds.length === 0) return undefined;
  const theirs = theirActionOnUs(text)?.action;
  const foreign = foreignSenseCues(sport, text);
  const named = kinds.find(
    (kind) => (theirs === undefined || !kind.entry.ourActions.includes(theirs)) && kindMatches(kind, text, foreign),
  )?.entry;
  // A call the words name that already answers their move ("is it ok to hit at the net man?") stands.
  if (theirs === undefined || named?.answersTheirs) return named;
  return kinds.find((kind) => kind.entry.beats.includes(theirs))?.entry ?? named;
}

/**
 * The kinds a message can ask: none when it asks about the concept, and only choices of people when
 * it asks about the game in general ("who should be captain next season" still wants a name).
 */
function kindsAskable(sport: Sport, text: string): CompiledKind[] {
  if (ABOUT_THE_CONCEPT.test(text) && !ASKS_A_CALL.test(text)) return [];
  return IN_GENERAL.test(text) ? COMPILED[sport].filter((kind) => kind.entry.offField) : COMPILED[sport];
}

/**
 * Every decision kind the message's words ask, in the sport's order, not only the first: another
 * call for the message when the first answers a subject it does not name.
 */
export function decisionKindsNamed(sport: Sport, message: string): DecisionKind[] {
  const text = normalized(message);
  const foreign = foreignSenseCues(sport, text);
  return kindsAskable(sport, text)
    .filter((kind) => kindMatches(kind, text, foreign))
    .map((kind) => kind.entry);
}

/** The committed call for a decision no engine answers, fitted to the situation the message gives. */
export function committedCallFor(kind: DecisionKind, message: string): { call: string; because: string } | undefined {
  const text = normalized(message);
  const fitting = kind.calls.find(
    (each) => bounded(each.when).test(text) && each.requires.every((source) => bounded([source]).test(text)),
  );
  if (fitting) return { call: fitting.call, because: fitting.because };
  return kind.call !== undefined && kind.because !== undefined ? { call: kind.call, because: kind.because } : undefined;
}

/**
 * The committed call for the message when the engine of the decision asked cannot run on its
 * numbers ("timeout?" three minutes out, past the timeout model's two): the next kind the message
 * names that the notes hold a call for.
 */
export function fallbackCallFor(sport: Sport, message: string): { call: string; because: string } | undefined {
  const text = normalized(message);
  const foreign = foreignSenseCues(sport, text);
  const theirs = theirActionOnUs(text)?.action;
  for (const kind of kindsAskable(sport, text)) {
    if (kind.entry.engine !== 'none' || kind.entry.generic || !kindMatches(kind, text, foreign)) continue;
    if (theirs !== undefined && kind.entry.ourActions.includes(theirs)) continue;
    const committed = committedCallFor(kind.entry, message);
    if (committed) return committed;
  }
  return undefined;
}

/** The engine label of the decision asked (`none` when no engine answers it), or undefined. */
export function decisionAsked(sport: Sport, message: string): string | undefined {
  const kind = decisionKindAsked(sport, message);
  return kind?.generic ? undefined : kind?.engine;
}

/**
 * Whether the message asks a decision the coach can call, in any sport: an engine's, or one the
 * notes hold a committed call for. The intent is read before the sport's numbers, so "should we
 * walk him?" with no numbers still reaches the situation route and gets a call.
 */
export function asksForACall(message: string): boolean {
  return SPORTS.some((sport) => {
    const kind = decisionKindAsked(sport, message);
    // A call about the game state needs the state's numbers, which the situation reader finds.
    if (kind === undefined || kind.generic) return false;
    return kind.engine !== 'none' || committedCallFor(kind, message) !== undefined;
  });
}

/**
 * The message without the cue words of any sport's callable decision: how it reads when the chat's
 * sport has no call for it ("where should I aim my serve" names golf's aim, not a tennis decision).
 */
export function withoutCallCues(message: string): string {
  return SPORTS.reduce((text, sport) => {
    const foreign = foreignSenseCues(sport, text);
    const kind = COMPILED[sport].find((each) => kindMatches(each, text, foreign));
    if (
      kind === undefined ||
      kind.entry.generic ||
      (kind.entry.engine === 'none' && committedCallFor(kind.entry, text) === undefined)
    )
      return text;
    return text.replace(new RegExp(kind.cues.source, 'g'), ' ');
  }, normalized(message));
}

/** Whether a phrase names a decision the engine is built for, by the cues of the sport's kinds it answers. */
export function engineCuesMatch(sport: Sport, engine: string, phrase: string): boolean {
  const text = normalized(phrase);
  const foreign = foreignSenseCues(sport, text);
  return COMPILED[sport].some((kind) => kind.entry.engine === engine && kindMatches(kind, text, foreign));
}

// "What do we do" asks for a plan, which the notes' counter answers: only a yes/no or either/or
// question asks to choose. "Should our keeper come or stay" chooses for one of ours, as "should we"
// does for the team.
/** Whether the message asks which of the options we take, rather than how they differ. */
export function asksWhichWeDo(message: string): boolean {
  return WHICH_WE_DO.test(normalized(message));
}
