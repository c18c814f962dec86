import readingFile from '../../content/quiz-reading.json';
import ruleSetsFile from '../../content/rule-sets.json';
import type { Sport } from '../../shared/constants';
import { isTopicFiller } from '../../shared/quiz-text';
import {
  QuizReadingSchema,
  RuleSetsSchema,
  type QuizBankQuestion,
  type RuleSet,
} from '../providers/coach/knowledge/content-schema';
import type { LiveFactKind } from '../providers/coach/understand/live-fact';

const READING = QuizReadingSchema.parse(readingFile);
const RULE_SETS = RuleSetsSchema.parse(ruleSetsFile);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Phrases as one alternation, longest first, matched as whole words ("NBA's" too); a space may be typed as a hyphen. */
function phrasesPattern(phrases: readonly string[], flags = 'i'): RegExp {
  const alternation = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escape(phrase).replace(/ /g, '[\\s-]+'))
    .join('|');
  return new RegExp(`(?<![a-z0-9'])(?:${alternation})(?![a-z0-9])`, flags);
}

const lowered = (text: string) => text.toLowerCase().replace(/\u2019/g, "'");

/** A phrase without the words at either end that name no topic ("in the 1-3-1" → "1-3-1"). */
function trimmed(words: readonly string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && isTopicFiller(words[start]!)) start += 1;
  while (end > start && isTopicFiller(words[end - 1]!)) end -= 1;
  return words.slice(start, end);
}

const ASPECTS = phrasesPattern(READING.aspectWords, 'gi');

/** The words of a topic naming a part of it ("rotations", "footwork"), as typed. */
export const aspectsIn = (focus: string) => [...lowered(focus).matchAll(ASPECTS)].map((match) => match[0]);

/**
 * The runs of a topic's words left once the words naming a part of it are taken out ("1-3-1 trap
 * rotations" → "1-3-1 trap"; "cover 2 safety duties" → "cover 2 safety", then "cover 2"), longest
 * first, each a topic to look for; empty when the topic names no part.
 */
export function topicsWithoutAspects(focus: string): string[] {
  const text = lowered(focus);
  if (aspectsIn(focus).length === 0) return [];
  const words = trimmed(text.replace(ASPECTS, ' ').split(/\s+/).filter(Boolean));
  const runs: string[] = [];
  // The whole rest first, then shorter runs from its end and its start: what is left beside a part
  // ("wing in the 1-3-1") may carry a word of its own that no note has.
  for (let length = words.length; length >= 1; length -= 1) {
    for (const run of [words.slice(words.length - length), words.slice(0, length)]) {
      const phrase = trimmed(run).join(' ');
      if (phrase.length > 0 && !runs.includes(phrase)) runs.push(phrase);
    }
  }
  return runs;
}

const OPENER = new RegExp(`^${phrasesPattern(READING.clauseOpeners).source}`, 'i');

/**
 * The clause a topic is when it is put as a moment of play ("what happens when a defender kicks it
 * out on purpose", "if the keeper picks up a back pass"): its words after the openers ("a defender
 * kicks it out on purpose"); null when the topic is a name, not a clause.
 */
export function clauseOf(topicText: string): string | null {
  const words = lowered(topicText).split(/\s+/).filter(Boolean);
  let start = 0;
  // "The rule on when…": words naming no topic come before the opener; "when" is one of them too.
  while (start < words.length && isTopicFiller(words[start]!) && !OPENER.test(words.slice(start).join(' '))) start += 1;
  let rest = words.slice(start).join(' ');
  if (!OPENER.test(rest)) return null;
  for (let opener = OPENER.exec(rest); opener; opener = OPENER.exec(rest)) rest = rest.slice(opener[0].length).trim();
  return rest.length > 0 ? rest : null;
}

const STEERING = phrasesPattern(READING.steeringWords);

/**
 * The head of a topic followed by the items that steer it ("the infield fly rule, including bunts and
 * line drives" → "the infield fly rule"); null when no steering word follows a head.
 */
export function steeredHead(topicText: string): string | null {
  const at = lowered(topicText).search(STEERING);
  if (at <= 0) return null;
  const head = topicText.slice(0, at).replace(/[\s,;:]+$/, '');
  return trimmed(lowered(head).split(/\s+/).filter(Boolean)).length > 0 ? head : null;
}

const CATCH_ALL = new RegExp(`^(?:and |or |plus )?${phrasesPattern(READING.catchAllItems).source}$`, 'i');

/** Whether a listed item names no topic but all of one ("all of it", "everything"). */
export const isCatchAll = (item: string) => CATCH_ALL.test(lowered(item).trim());

const NOW = phrasesPattern(READING.nowWords);
const LIVE_TOPICS = READING.liveTopics.map(({ kind, words, alone }) => ({
  kind,
  alone,
  pattern: phrasesPattern(words),
}));

/** The kind of live fact a quiz topic is ("this year's seeds", "who's injured"); null when it is none. */
export function liveTopicKind(topicText: string): LiveFactKind | null {
  const text = lowered(topicText);
  const now = NOW.test(text);
  return LIVE_TOPICS.find(({ alone, pattern }) => (alone || now) && pattern.test(text))?.kind ?? null;
}

// ---------------------------------------------------------------------------------------------
// Rule sets

const termsPattern = (ruleSet: RuleSet) => phrasesPattern(ruleSet.terms, 'gi');

/** The rule sets a text names by their terms ("under NFL rules", "for my high school team"). */
function ruleSetsNamedIn(sport: Sport, text: string): RuleSet[] {
  return RULE_SETS[sport].filter((ruleSet) => new RegExp(termsPattern(ruleSet).source, 'i').test(text));
}

/** The one rule set a quiz request asks for; null when it names none, or several (a comparison). */
export function ruleSetAsked(sport: Sport, message: string): RuleSet | null {
  const named = ruleSetsNamedIn(sport, lowered(message));
  return named.length === 1 ? named[0]! : null;
}

export const ruleSetById = (sport: Sport, id: string | null): RuleSet | null =>
  RULE_SETS[sport].find((ruleSet) => ruleSet.id === id) ?? null;

/** The request without the words naming its rule set, so "high school" is never read as its topic. */
export const withoutRuleSet = (message: string, ruleSet: RuleSet) =>
  lowered(message)
    .replace(termsPattern(ruleSet), ' ')
    .replace(/[ \t]+/g, ' ');

/**
 * Where a question stands in a quiz on one rule set: 0 framed on it (or a rule book it is alike to),
 * 1 neutral, 2 only explained by another's rule book; null when the question is framed on another
 * ("Under NFL rules…" in a high school quiz), which such a quiz never asks.
 */
export type RuleSetFit = (question: QuizBankQuestion) => number | null;

export function ruleSetFit(sport: Sport, ruleSet: RuleSet | null): RuleSetFit | null {
  if (!ruleSet) return null;
  const fitting = new Set([ruleSet.id, ...(ruleSet.alike ?? [])]);
  const fits = (named: readonly RuleSet[]) => named.some((other) => fitting.has(other.id));
  return (question) => {
    const framed = ruleSetsNamedIn(sport, question.question);
    if (framed.length > 0) return fits(framed) ? 0 : null;
    const explained = ruleSetsNamedIn(sport, `${question.options.join(' ')} ${question.explanation}`);
    if (explained.length === 0) return 1;
    return fits(explained) ? 0 : 2;
  };
}

// ---------------------------------------------------------------------------------------------
// Quiz asks in other words

// Who a quiz is for, between the words of an ask ("see if my 12u girls know"): a few words, none a verb of the ask.
const WHO = String.raw`(?:[a-z0-9'-]+\s+){0,3}?[a-z0-9'-]+`;
const QUIZ_ASK = new RegExp(
  `(?<![a-z0-9'])(?:${[...READING.quizAsks]
    .sort((a, b) => b.length - a.length)
    .map((ask) =>
      ask
        .split(' ')
        .map((word) => (word === '{who}' ? WHO : escape(word)))
        .join('[\\s-]+'),
    )
    .join('|')})(?![a-z0-9])`,
  'i',
);

/**
 * A quiz asked for in words the quiz readers do not know ("pop quiz: the let rule", "how well do I
 * know the rules on foot faults", "I want to see if my 12u girls know the 3 second rule") put as they
 * do know it ("…; quiz me on the 3 second rule"), every other word kept, so its level, count and
 * audience are still read; null when it asks none of those ways.
 */
export function quizAskIn(message: string): string | null {
  const ask = QUIZ_ASK.exec(lowered(message));
  if (!ask) return null;
  const before = message.slice(0, ask.index + ask[0].length);
  const rest = message
    .slice(ask.index + ask[0].length)
    .replace(/^[\s:;,.!?\u2013\u2014-]+/, '')
    .replace(/^(?:on|about|regarding)\s+/i, '')
    .trim();
  return rest.length > 0 ? `${before}; quiz me on ${rest}` : `${before}; quiz me`;
}
