import { z } from 'zod';
import baseballTopics from '../../content/baseball/quiz-topics.json';
import basketballTopics from '../../content/basketball/quiz-topics.json';
import footballTopics from '../../content/football/quiz-topics.json';
import spellingsFile from '../../content/quiz-spellings.json';
import golfTopics from '../../content/golf/quiz-topics.json';
import soccerTopics from '../../content/soccer/quiz-topics.json';
import tennisTopics from '../../content/tennis/quiz-topics.json';
import { QUIZ_MIN_LENGTH, type Sport } from '../../shared/constants';
import { DEFAULT_QUIZ_LEVEL, QUIZ_LEVELS, type QuizLevel } from '../../shared/quiz-rules';
import { isTopicFiller } from '../../shared/quiz-text';
import { conceptForTopic, questionsFromConcept, questionsFromFault } from '../providers/coach/knowledge/concept-quiz';
import {
  CONCEPT_KINDS,
  QuizTopicSchema,
  type Concept,
  type QuizBankQuestion,
  type QuizTopic,
} from '../providers/coach/knowledge/content-schema';
import { knowledgeOf, quizQuestionsOn, searchKnowledge } from '../providers/coach/knowledge/knowledge-base';
import { phraseRoot, phraseWords, TOPICLESS_WORDS } from '../providers/coach/knowledge/search-terms';
import { verbSide } from '../providers/coach/understand/detect-side';
import { isEnglishWord } from '../providers/coach/understand/reader-features';
import { isCatchAll, type RuleSetFit } from './quiz-reading';

const TOPIC_FILES: Record<Sport, unknown> = {
  football: footballTopics,
  basketball: basketballTopics,
  soccer: soccerTopics,
  baseball: baseballTopics,
  tennis: tennisTopics,
  golf: golfTopics,
};

const parsed = new Map<Sport, QuizTopic[]>();

/** The sport's quiz topics (content/<sport>/quiz-topics.json), checked against their schema. */
export function quizTopicsOf(sport: Sport): QuizTopic[] {
  const cached = parsed.get(sport);
  if (cached) return cached;
  const result = z.array(QuizTopicSchema).safeParse(TOPIC_FILES[sport]);
  if (!result.success) throw new Error(`content/${sport}/quiz-topics.json: ${z.prettifyError(result.error)}`);
  parsed.set(sport, result.data);
  return result.data;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The last word takes any ending ("travel" finds "traveling") once it is long enough not to swallow
// other words: "ob" must not find "obstruction".
const MIN_STEM_LENGTH = 4;

function termPattern(term: string): RegExp {
  const words = term.split(' ');
  const ending = words.at(-1)!.length >= MIN_STEM_LENGTH ? "[a-z']*" : '(?:e?s)?';
  return new RegExp(`(?<![a-z0-9])${words.map(escape).join('\\s+')}${ending}(?![a-z0-9])`, 'g');
}

interface Mention {
  topic: QuizTopic;
  start: number;
  end: number;
}

/** Where a phrase names the sport's topics; a word inside a longer phrase of another topic names only that one. */
function mentionsIn(sport: Sport, phrase: string): Mention[] {
  const mentions: Mention[] = [];
  for (const topic of quizTopicsOf(sport)) {
    for (const term of topic.terms) {
      for (const match of phrase.matchAll(termPattern(term))) {
        mentions.push({ topic, start: match.index, end: match.index + match[0].length });
      }
    }
  }
  return mentions.filter(
    (mention) =>
      !mentions.some(
        (other) =>
          other.topic !== mention.topic &&
          other.start <= mention.start &&
          other.end >= mention.end &&
          other.end - other.start > mention.end - mention.start,
      ),
  );
}

/**
 * A phrase's mentions without its last word's topic when another topic names the words just before it
 * ("3 second violations" is three seconds, not every violation; "pass interference penalties" is pass
 * interference): the last word says what kind of thing the earlier one is.
 */
function withoutBroaderHead(mentions: Mention[], phrase: string): Mention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  const last = sorted.at(-1);
  if (!last || phrase.slice(last.end).trim().length > 0) return mentions;
  const before = sorted.filter((mention) => mention.topic !== last.topic && mention.end <= last.start);
  const adjacent = before.some((mention) => phrase.slice(mention.end, last.start).trim().length === 0);
  return adjacent ? mentions.filter((mention) => mention.topic !== last.topic) : mentions;
}

// The words a sport's topics and notes are named by: a word of a topic asked that is none of them and
// is one slip from exactly one of them ("infeild", "tiebrakes", "defences") is read as that word.
const vocabularies = new Map<Sport, Set<string>>();

function vocabularyOf(sport: Sport): Set<string> {
  const known = vocabularies.get(sport);
  if (known) return known;
  const { concepts, faults } = knowledgeOf(sport);
  const names = [
    ...quizTopicsOf(sport).flatMap((topic) => [topic.label, ...topic.terms]),
    ...concepts.flatMap((concept) => [concept.title, ...concept.keywords]),
    ...faults.flatMap((fault) => [fault.skill, fault.title, ...fault.keywords]),
  ];
  const words = new Set(names.flatMap((name) => name.toLowerCase().match(/[a-z]+/g) ?? []));
  vocabularies.set(sport, words);
  return words;
}

// A short word is too near too many others to be read as a slip of one.
const MIN_SLIP_LENGTH = 5;
const LONG_WORD = 8;

/** The edit distance with a swap of two neighbours as one edit, stopped once it passes `limit`. */
function slipDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

// Another spelling of a word (content/quiz-spellings.json: "defence" → "defense"), read as the
// sport's own when its notes spell it only that way.
const SPELLINGS = z.record(z.string().min(1), z.string().min(1)).parse(spellingsFile);

/** A word of a topic as the sport's own word it slips from; the word itself when it is one, or near none or several. */
function correctedWord(word: string, vocabulary: Set<string>): string {
  const spelt = SPELLINGS[word];
  const known = (form: string) => vocabulary.has(form) || vocabulary.has(form.replace(/s$/, ''));
  if (spelt && known(spelt)) return spelt;
  if (word.length < MIN_SLIP_LENGTH || !/^[a-z]+$/.test(word) || vocabulary.has(word)) return word;
  if (isTopicFiller(word) || KIND_WORDS.has(word) || SITUATION_WORDS.has(word)) return word;
  // A word spelt right is meant as typed, even one slip from a sport's word ("terms" is not "teams").
  if (isEnglishWord(word)) return word;
  // A word that only adds an ending to one of the sport's ("kicks", "zones") is that word already.
  for (const name of vocabulary) if (name.length >= MIN_STEM_LENGTH && word.startsWith(name)) return word;
  // A plural is matched by its singular ("tiebrakes" → "tiebreak"), its ending kept.
  const single = word.endsWith('s') ? word.slice(0, -1) : null;
  const nearest = nearestWords(word, vocabulary);
  const nearestSingle = single ? nearestWords(single, vocabulary) : null;
  const [found, plural] =
    nearestSingle && nearestSingle.distance < nearest.distance ? [nearestSingle, true] : [nearest, false];
  // Between words as near, the one that starts as typed: a slip is seldom in the first letters
  // ("ofside" is offside, not onside).
  const sameStart = found.words.filter((name) => name.slice(0, 2) === word.slice(0, 2));
  const candidates = sameStart.length > 0 ? sameStart : found.words;
  const [shortest] = [...candidates].sort((a, b) => a.length - b.length);
  // Several forms of one word ("tiebreak", "tiebreaks", "tiebreaker") are that word.
  const oneWord = shortest && candidates.every((name) => name.startsWith(shortest.replace(/s$/, '')));
  if (!oneWord) return word;
  return plural && !shortest.endsWith('s') ? `${shortest}s` : shortest;
}

/** The sport's words nearest a word, within the slips its length allows. */
function nearestWords(word: string, vocabulary: Set<string>): { words: string[]; distance: number } {
  const limit = word.length >= LONG_WORD ? 2 : 1;
  let words: string[] = [];
  let distance = limit + 1;
  for (const name of vocabulary) {
    if (name.length < MIN_SLIP_LENGTH - 1) continue;
    const apart = slipDistance(word, name, limit);
    if (apart < distance) [words, distance] = [[name], apart];
    else if (apart === distance) words.push(name);
  }
  return { words, distance };
}

/**
 * A topic in words with each slip of a word read as the sport's own word ("the infeild fly" → "the
 * infield fly", "zone defences" → "zone defenses"): the rest as typed.
 */
export function correctedFocus(sport: Sport, focus: string): string {
  const vocabulary = vocabularyOf(sport);
  return focus.replace(/[a-z]+/gi, (word) => {
    const corrected = correctedWord(word.toLowerCase(), vocabulary);
    return corrected === word.toLowerCase() ? word : corrected;
  });
}

// "Baserunning situations", "offside scenarios": the topic put as moments of a game, still that topic.
const SITUATION_WORDS = new Set(['situation', 'situations', 'situational', 'scenario', 'scenarios']);

/**
 * The sport's quiz topics the listed phrases name, in order ("violations", "3 seconds", "backcourt",
 * "travel" → violations, three seconds, backcourt, traveling; "defensive holding" is pass
 * interference, not every holding penalty). Null when a phrase is not wholly a known topic
 * ("penalty shootouts", "the club badge"): it asks for more than the topics cover, so the bank's
 * tags cannot answer it.
 */
export function quizTopicsNamed(sport: Sport, phrases: readonly string[]): QuizTopic[] | null {
  const named: QuizTopic[] = [];
  for (const raw of phrases) {
    const phrase = correctedFocus(
      sport,
      raw
        .toLowerCase()
        .replace(/[-_/]+/g, ' ')
        .replace(/\u2019/g, "'"),
    );
    const all = mentionsIn(sport, phrase);
    for (const word of phrase.matchAll(/[a-z0-9']+/g)) {
      const end = word.index + word[0].length;
      const covered = all.some((mention) => mention.start <= word.index && mention.end >= end);
      if (!covered && !isTopicFiller(word[0]) && !SITUATION_WORDS.has(word[0])) return null;
    }
    const mentions = withoutBroaderHead(all, phrase);
    const inOrder = [...mentions].sort((a, b) => a.start - b.start).map((mention) => mention.topic);
    for (const topic of inOrder) if (!named.includes(topic)) named.push(topic);
  }
  return named;
}

/**
 * The rule topics' own words a clause says, in its order ("what happens when a defender kicks it out of
 * bounds on purpose" → "out of bounds"; "when a block is a foul" → "foul"): what a rules question put
 * as a moment of play is about, whatever else it says.
 */
export function ruleWordsIn(sport: Sport, clause: string): string[] {
  const phrase = clause
    .toLowerCase()
    .replace(/[-_/]+/g, ' ')
    .replace(/\u2019/g, "'");
  const seen = new Set<string>();
  return mentionsIn(sport, phrase)
    .sort((a, b) => a.start - b.start)
    .flatMap((mention) => {
      if (seen.has(mention.topic.id)) return [];
      seen.add(mention.topic.id);
      return [phrase.slice(mention.start, mention.end)];
    });
}

// The topic of the sport's past (its records, eras and legends): the one tagged topic that is no rule.
const HISTORY_TOPIC = 'history';

/** The sport's rule topics, for a quiz on its rules in general. */
export function ruleTopicIdsOf(sport: Sport): string[] {
  return quizTopicsOf(sport)
    .filter((topic) => topic.id !== HISTORY_TOPIC && topic.kind !== 'situation')
    .map((topic) => topic.id);
}

/** Whether a phrase says every word of a topic's label ("end of game" for "end-of-game situations"). */
export function namesTheTopic(phrase: string, label: string): boolean {
  const said = new Set(phraseWords(phrase).map(phraseRoot));
  const naming = (word: string) => !isTopicFiller(word) && !KIND_WORDS.has(word) && !STOPWORDS.has(word);
  const named = phraseWords(label).filter(naming);
  if (named.length === 0 || !named.every((word) => said.has(phraseRoot(word)))) return false;
  // "Holding penalties" names one penalty, not the label "penalties": a word of its own beyond the label.
  const labelled = new Set(named.map(phraseRoot));
  return phraseWords(phrase)
    .filter(naming)
    .every((word) => labelled.has(phraseRoot(word)));
}

/**
 * Several phrases that each name one part of the same broad rule topic ("corners, goal kicks and
 * throw-ins" of the restarts): a quiz on those parts, each in turn, when their questions are a small
 * part of the topic's, so the rest of the topic (penalty shootouts) is never asked in their place.
 * Null when a phrase is the topic itself or one part has no questions of its own.
 */
export function partsOfOneTopic(
  sport: Sport,
  phrases: readonly string[],
  topic: QuizTopic,
): { focus: string; pool: QuizBankQuestion[] } | null {
  if (phrases.length < 2 || phrases.some((phrase) => namesTheTopic(phrase, topic.label))) return null;
  const parts = phrases.map((phrase) => correctedFocus(sport, phrase));
  if (parts.some((part) => questionsOnFocus(sport, part).length === 0)) return null;
  const focus = parts.join(', ');
  const pool = questionsOnFocus(sport, focus);
  const topicQuestions = new Set(questionsOnTopics(sport, [topic.id]).map((question) => question.question));
  const shared = pool.filter((question) => topicQuestions.has(question.question)).length;
  if (shared === 0 || shared * 2 > topicQuestions.size) return null;
  return { focus, pool };
}

/** The bank's questions tagged with any of the topics. */
export function questionsOnTopics(sport: Sport, topicIds: readonly string[]): QuizBankQuestion[] {
  return knowledgeOf(sport).quiz.filter((question) => question.topics?.some((id) => topicIds.includes(id)));
}

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/** A bank question's level; one that names none is medium. */
export const levelOf = (question: QuizBankQuestion): QuizLevel => question.level ?? DEFAULT_QUIZ_LEVEL;

/** How far a question's level is from the one asked: the asked level first, then the next one. */
function levelDistance(question: QuizBankQuestion, level: QuizLevel | null): number {
  return level === null ? 0 : Math.abs(QUIZ_LEVELS.indexOf(levelOf(question)) - QUIZ_LEVELS.indexOf(level));
}

/**
 * The questions of a pool a quiz on a rule set may ask: none framed on another rule set. Every one
 * when no rule set was asked.
 */
export function fitting(pool: readonly QuizBankQuestion[], fit: RuleSetFit | null): readonly QuizBankQuestion[] {
  return fit ? pool.filter((question) => fit(question) !== null) : pool;
}

/**
 * The next question from a pool, never one already asked: the asked level first (then the nearest
 * level), then the topic whose turn it is, so a quiz on three topics covers all three; the seed (the
 * quiz) varies the pick between quizzes. Null when every question in the pool has been asked.
 */
// A question in another form than the one asked (a fact when scenarios were asked) ranks after every
// question in that form, whatever their levels and topics.
const OTHER_FORM_RANK = 10;

function nextFrom(
  pool: readonly QuizBankQuestion[],
  asked: readonly string[],
  seed: string,
  level: QuizLevel | null,
  turn: string | null,
  scenario = false,
  namingTheFocus: ReadonlySet<string> | null = null,
  fit: RuleSetFit | null = null,
): QuizBankQuestion | null {
  const askedTexts = new Set(asked);
  const open = fitting(pool, fit).filter((question) => !askedTexts.has(question.question));
  if (open.length === 0) return null;
  const rank = (question: QuizBankQuestion) =>
    (scenario && !question.scenario ? OTHER_FORM_RANK : 0) +
    levelDistance(question, level) * 2 +
    (turn === null || question.topics?.includes(turn) ? 0 : 1) +
    (namingTheFocus === null || namingTheFocus.has(question.question) ? 0 : 1) +
    (fit?.(question) ?? 0);
  const best = Math.min(...open.map(rank));
  const tier = open.filter((question) => rank(question) === best);
  return tier[hash(`${seed}\n${asked.length}`) % tier.length]!;
}

/**
 * The next question of a quiz on these topics, never one already asked: the asked level first, the
 * topics taking turns. Null when every question on them has been asked.
 */
export function nextQuestionOnTopics(
  sport: Sport,
  topicIds: readonly string[],
  asked: readonly string[],
  seed: string,
  level: QuizLevel | null = null,
  scenario = false,
  fit: RuleSetFit | null = null,
): QuizBankQuestion | null {
  const turn = topicIds[asked.length % topicIds.length] ?? null;
  return nextFrom(questionsOnTopics(sport, topicIds), asked, seed, level, turn, scenario, null, fit);
}

// Words that say what kind of thing a topic is, or which side of it, not which one: "the wildcat
// formation" is the wildcat, and a concept on another formation must not stand in for it; "catcher
// positioning" and "pitching mechanics" are the catcher and pitching. Offense and defense are not
// among them: "the triangle offense" is not the triangle-and-two defense.
const KIND_WORDS = new Set(
  `formation formations scheme schemes system systems rule rules
  strategy strategies tactic tactics technique techniques basics position positions concept concepts
  situation situations scenario scenarios situational mechanics fundamentals skills positioning`.split(/\s+/),
);
// Words that join a topic's words and name nothing of it.
const STOPWORDS = new Set('and or of the a an to in on at by for with from'.split(' '));
const MIN_PREFIX = 4;

/**
 * Whether a concept is the topic the words name: each word that names something ("wildcat", "grass",
 * "history") is in the concept's title or keywords, so a concept sharing only "formation" or "court"
 * is not taken for it.
 */
function conceptIsTopic(concept: Concept, focus: string): boolean {
  return namesEveryWord([concept.title, ...concept.keywords], focus);
}

/** The words of a topic that name something, not what kind of thing it is nor a filler ("the 3-4 scheme" → 3, 4). */
function namedWordsOf(focus: string): string[] {
  return phraseWords(focus).filter((word) => !isTopicFiller(word) && !KIND_WORDS.has(word) && !STOPWORDS.has(word));
}

/**
 * The side of the ball a topic asks by its first word ("defending the pick and roll", "attacking a
 * low block"), and the topic without it; null when the topic names no side.
 */
function sideAsked(focus: string): { side: 'offense' | 'defense'; rest: string } | null {
  const [first, ...rest] = focus.trim().toLowerCase().split(/\s+/);
  // Only the verb's -ing form says the side: "cover 2" and "press break" start with nouns.
  if (!first?.endsWith('ing') || rest.length === 0) return null;
  const side = verbSide(`how to ${first.slice(0, -3).replace(/([^aeiou])\1$/, '$1')}`);
  return side ? { side, rest: rest.join(' ') } : null;
}

/** The concept kind a topic of only kind words names ("formations", "defensive schemes"), if any. */
function kindNamedBy(focus: string): Concept['kind'] | undefined {
  const words = phraseWords(focus).map((word) => word.replace(/ies$/, 'y').replace(/s$/, ''));
  return CONCEPT_KINDS.find((kind) => words.includes(kind));
}

// How many of the concepts nearest a topic are weighed as being that topic ("zone coverages" is
// cover 2 and cover 3 alike, not only the first concept found).
const TOPIC_CONCEPT_CANDIDATES = 6;

/**
 * The sport's concepts a topic in words is: every near concept that names each of its several words, on the
 * side of the ball asked when one is ("defending the pick and roll" is the defence's concepts, not
 * the screener's play); a topic of only kind words ("formations") is every concept of that kind.
 */
function conceptsOnFocus(sport: Sport, focus: string): Concept[] {
  const concepts = knowledgeOf(sport).concepts;
  if (namedWordsOf(focus).length === 0) {
    const kind = kindNamedBy(focus);
    return kind ? concepts.filter((concept) => concept.kind === kind) : [];
  }
  const onWords = (words: string) =>
    searchKnowledge(sport, words, { kinds: ['concept'], limit: TOPIC_CONCEPT_CANDIDATES }).flatMap((hit) =>
      hit.kind === 'concept' && hit.matchedTerms.length > 0 && conceptIsTopic(hit.entry, words) ? [hit.entry] : [],
    );
  const asked = sideAsked(focus);
  const onSide = asked ? onWords(asked.rest).filter((concept) => concept.side === asked.side) : [];
  if (onSide.length > 0) return titledFirst(onSide, asked!.rest);
  const concept = conceptForTopic(sport, focus);
  if (!concept || !conceptIsTopic(concept, focus)) return [];
  // One word ("bunting") is met by many concepts that merely mention it: the nearest one is the topic.
  if (namedWordsOf(focus).length < 2) return [concept];
  return titledFirst([concept, ...onWords(focus).filter((other) => other !== concept)], focus);
}

/**
 * The concepts whose own title the topic says ("cover 2" is Cover 2, not Tampa 2 that shares its
 * keywords), when any does; else all of them.
 */
function titledFirst(concepts: readonly Concept[], focus: string): Concept[] {
  const titled = concepts.filter((concept) => namesEveryWord([focus], concept.title));
  return titled.length > 0 ? titled : [...concepts];
}

/** Whether the words of a topic ("pitching mechanics", "a flying elbow") each name part of an entry's own words. */
function namesEveryWord(entryWords: readonly string[], focus: string, { longerWordNamesEntry = true } = {}): boolean {
  const named = phraseWords(entryWords.join(' ')).map(phraseRoot);
  const covers = (word: string) =>
    named.some(
      (name) =>
        name === word ||
        (word.length >= MIN_PREFIX && name.startsWith(word)) ||
        (longerWordNamesEntry && name.length >= MIN_PREFIX && word.startsWith(name)),
    );
  // A topic of only kind words ("formations") names no entry's own words, so it is none of them.
  const asked = phraseWords(focus).filter((word) => !isTopicFiller(word) && !KIND_WORDS.has(word));
  return asked.length > 0 && asked.map(phraseRoot).every(covers);
}

/**
 * The questions a quiz on a topic in words ("the infield fly", "zone defense", "the 4-3-3") can ask:
 * the bank's questions on it, then those written from the sport's concept on it. Empty when neither
 * the bank nor the sport's concepts cover it, so nothing off the topic stands in for it.
 */
export function questionsOnFocus(sport: Sport, focus: string): QuizBankQuestion[] {
  const items = focus.split(FOCUS_ITEM_BREAK).filter((item) => item.trim().length > 0);
  // A listed focus (the items joined by commas) is asked item by item; one phrase as a whole first.
  const whole = focus.includes(',') ? [] : questionsOnOneFocus(sport, focus);
  // Too few for a quiz on "attacking a 2-3 zone" as said: the rest come from the 2-3 zone itself, not
  // another topic; "defending the pick and roll" has enough of its own, so the screener's play never joins.
  const object = withoutLeadingVerb(focus);
  if (whole.length < QUIZ_MIN_LENGTH && items.length < 2 && object !== focus) {
    const said = new Set(whole.map((question) => question.question));
    return [...whole, ...questionsOnOneFocus(sport, object).filter((question) => !said.has(question.question))];
  }
  if (whole.length > 0 || items.length < 2) return whole;
  return interleaved(items.map((item) => questionsOnItem(sport, item)));
}

/**
 * A topic without the verb it starts with ("reading the safeties", "hitting a slice", "hedging ball
 * screens"), which the notes seldom say: what is done to the thing is still on the thing. The topic
 * as it was when it starts with no such verb.
 */
function withoutLeadingVerb(focus: string): string {
  const [first, ...rest] = focus.trim().split(/\s+/);
  const named = rest.filter((word) => !isTopicFiller(word.toLowerCase()));
  return first && /^[a-z]{3,}ing$/i.test(first) && named.length > 0 ? rest.join(' ') : focus;
}

// Where one item of a listed focus ends: "cover 2 vs cover 3", "overlap, underlap, third man run".
const FOCUS_ITEM_BREAK = /\s*(?:[,;/()]|\bvs\b\.?|\bversus\b|\band\b|\bor\b|\s-\s)\s*/i;
// Where a list of topics starts in a quiz request: "on …", "about …", "… like carry, lie, par", "quiz: …".
const LIST_START = /(?:\b(?:on|about|covering|like|including|incl)\b|:|\s-\s)\s*(.+)$/i;
const MAX_ITEM_WORDS = 4;
// A list's heading ("tactics terms", "golf words") or its audience ("for my assistants") names no item of it.
const NOT_AN_ITEM = /^(?:for|to|with|from)\b|\b(?:terms|words|vocab|vocabulary|terminology|lingo|jargon)\b/;

// Where an item's topic ends: its audience ("pitch counts for 11-12 year olds") or a new clause.
const ITEM_TAIL = /\s+(?:for|so|because|since|as|i|we|my|our)\b.*$/;

/**
 * A listed item as a topic: lowercased, without its audience or a clause after it, and without a
 * number left dangling where an age was read out ("11-"), nor words at either end that name nothing.
 */
function cleanItem(item: string): string {
  const words = item
    .trim()
    .toLowerCase()
    .replace(ITEM_TAIL, '')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !/^\d*[-\u2013]$/.test(word));
  while (words.length > 0 && isTopicFiller(words[0]!)) words.shift();
  while (words.length > 0 && isTopicFiller(words.at(-1)!)) words.pop();
  return words.join(' ');
}

/** The questions on one listed item, or on the longest run of its words that has some ("cover 3 zone duties" → cover 3). */
function questionsOnItem(sport: Sport, item: string): QuizBankQuestion[] {
  const words = item.trim().split(/\s+/);
  for (let length = Math.min(words.length, MAX_ITEM_WORDS); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const phrase = words.slice(start, start + length);
      if (phrase.every((word) => isTopicFiller(word.toLowerCase()) || KIND_WORDS.has(word.toLowerCase()))) continue;
      const found = questionsOnOneFocus(sport, phrase.join(' '));
      if (found.length > 0) return found;
    }
  }
  return [];
}

/** Each list's questions in turn, so a short quiz on several items asks about each of them. */
function interleaved(lists: readonly QuizBankQuestion[][]): QuizBankQuestion[] {
  const seen = new Set<string>();
  const out: QuizBankQuestion[] = [];
  for (let index = 0; lists.some((list) => index < list.length); index += 1) {
    for (const list of lists) {
      const question = list[index];
      if (question && !seen.has(question.question)) {
        seen.add(question.question);
        out.push(question);
      }
    }
  }
  return out;
}

/**
 * The items a quiz request lists when its topic as one phrase has no questions ("cover 2 vs cover 3",
 * "terms: overlap, underlap, third man run", "words like carry, lie, par"): those of them that have
 * questions, joined as one focus; null unless at least two do, so a stray word is never a topic.
 */
export function listedFocusIn(sport: Sport, request: string): string | null {
  const sentences = request.split(/[.!?]\s/);
  for (const sentence of sentences) {
    const listed = LIST_START.exec(sentence)?.[1];
    if (!listed) continue;
    const items = listed
      .split(FOCUS_ITEM_BREAK)
      .map(cleanItem)
      .filter(
        (item) =>
          item.length > 0 && !NOT_AN_ITEM.test(item) && !isCatchAll(item) && questionsOnItem(sport, item).length > 0,
      );
    if (items.length >= 2) return items.join(', ');
  }
  return null;
}

/**
 * A topic in words without the words that say what kind of thing it is ("baserunning situations",
 * "the 3-4 scheme"), which no question on it need say; the words as they were when only such words are left.
 */
function focusWithoutKinds(focus: string): string {
  const kept = focus.split(/\s+/).filter((word) => !KIND_WORDS.has(word.toLowerCase()));
  const named = kept.filter((word) => !isTopicFiller(word.toLowerCase()));
  return named.length > 0 ? kept.join(' ') : focus;
}

// The content is fixed while the app runs, and a quiz asks about its topic once per question: what
// one topic has is worked out once (searching the bank and the notes takes tens of milliseconds).
const MEMO_LIMIT = 500;
const memo = new Map<string, unknown>();

function remembered<Found>(key: string, work: () => Found): Found {
  const known = memo.get(key) as Found | undefined;
  if (known) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const found = work();
  memo.set(key, found);
  return found;
}

function questionsOnOneFocus(sport: Sport, asked: string): QuizBankQuestion[] {
  return remembered(`focus\n${sport}\n${asked}`, () => questionsOnOneFocusFound(sport, correctedFocus(sport, asked)));
}

function questionsOnOneFocusFound(sport: Sport, asked: string): QuizBankQuestion[] {
  const focus = focusWithoutKinds(asked);
  const concepts = conceptsOnFocus(sport, focus);
  const named = concepts.find((concept) => termsOf(concept).includes(focus.trim().toLowerCase()));
  // A topic of only kind words ("positions") is its concepts of that kind, so a bank question on it
  // asks about one of them by name: one on an "offside position" that says "defender" is not on them.
  const ofKind = namedWordsOf(focus).length === 0 && concepts.length > 0;
  const asksAbout = (question: QuizBankQuestion) =>
    concepts.some((concept) => saysATermOf({ ...concept, keywords: [] }, { ...question, explanation: '' }));
  const fromBank = quizQuestionsOn(sport, focus)
    .filter(
      (ranked) =>
        ranked.onTopic && (!named || saysATermOf(named, ranked.question)) && (!ofKind || asksAbout(ranked.question)),
    )
    .map((ranked) => ranked.question);
  const written = interleaved(concepts.map((concept) => questionsFromConcept(sport, concept)));
  // A technique's faults ("pitching mechanics", "the slice"): the skill or the fault itself named.
  const faults = knowledgeOf(sport)
    // A fault's short words ("wild throws") must not name a longer word of the ask ("the wildcat").
    .faults.filter((fault) =>
      namesEveryWord([fault.skill, fault.title, ...fault.keywords], focus, { longerWordNamesEntry: false }),
    )
    .flatMap((fault) => questionsFromFault(sport, fault));
  const texts = new Set(fromBank.map((question) => question.question));
  return [
    ...sayingFirst(fromBank, focus),
    ...[...written, ...faults].filter((question) => !texts.has(question.question)),
  ];
}

/**
 * The questions that say a topic of several words as one phrase ("goal kick") before those that only
 * share its words ("a goal … from an indirect free kick"), each group in its order.
 */
function sayingFirst(questions: readonly QuizBankQuestion[], focus: string): QuizBankQuestion[] {
  const says = sayerOf(focus);
  return [...questions.filter(says), ...questions.filter((question) => !says(question))];
}

/** Whether a question says a topic of several words as one phrase; every question does for a one-word topic. */
function sayerOf(focus: string, { explained = true } = {}): (question: QuizBankQuestion) => boolean {
  const says = phraseSayer(focus);
  return (question) => says(explained ? `${question.question} ${question.explanation}` : question.question);
}

/** Whether a text says a topic of several words as one phrase; every text does for a one-word topic. */
function phraseSayer(focus: string): (text: string) => boolean {
  const words = namedWordsOf(focus);
  if (words.length < 2) return () => true;
  const phrase = new RegExp(
    `(?<![a-z0-9])${words.map((word) => `${escape(word.replace(/e?s$/, ''))}(?:e?s)?`).join('[\\s-]+')}(?![a-z0-9])`,
    'i',
  );
  return (text) => phrase.test(text);
}

/**
 * Whether a text says each word a topic names in one of its own forms ("pressing" for "press"), not
 * only a longer word sharing its root: "under pressure" does not name the press.
 */
function saysEachWord(focus: string): (text: string) => boolean {
  const patterns = namedWordsOf(focus).map((word) => {
    const stem = word.replace(/ing$|(?<=[^s])s$/, '');
    return new RegExp(`(?<![a-z0-9])${escape(stem)}(?:s|es|e|ing|ed|er|ers)?(?![a-z0-9])`, 'i');
  });
  return (text) => patterns.every((pattern) => pattern.test(text));
}

const termsOf = (concept: Concept) => [concept.title, ...concept.keywords].map((term) => term.toLowerCase());

/**
 * Whether a bank question says one of a concept's own terms in full: a topic that is a concept's very
 * term ("quarters", the coverage) is not every question sharing its stem ("each quarter", "the quarterback").
 */
function saysATermOf(concept: Concept, question: QuizBankQuestion): boolean {
  const text = `${question.question} ${question.explanation}`.toLowerCase().replace(/[-_]+/g, ' ');
  return termsOf(concept).some((term) =>
    new RegExp(`(?<![a-z0-9])${escape(term.replace(/[-_]+/g, ' '))}(?:e?s|ing|ed)?(?![a-z0-9])`).test(text),
  );
}

/** The next question of a quiz on a topic in words, the asked level first; null when none is left. */
export function nextQuestionOnFocus(
  sport: Sport,
  focus: string,
  asked: readonly string[],
  seed: string,
  level: QuizLevel | null,
  scenario = false,
  fit: RuleSetFit | null = null,
): QuizBankQuestion | null {
  return nextFrom(
    questionsOnFocus(sport, focus),
    asked,
    seed,
    level,
    null,
    scenario,
    namingEither(questionsNamingFocus(sport, focus), questionsNamingFocus(sport, withoutLeadingVerb(focus))),
    fit,
  );
}

/** The questions naming a topic as said or the thing its verb is done to ("the safeties" of "reading the safeties"). */
function namingEither(said: ReadonlySet<string>, object: ReadonlySet<string>): ReadonlySet<string> {
  return object === said ? said : new Set([...said, ...object]);
}

/**
 * The bank's questions whose own text names the focus or one of its listed items: asked before
 * those that reach it only through their explanation ("extra time … before any shootout").
 */
function questionsNamingFocus(sport: Sport, focus: string): ReadonlySet<string> {
  return remembered(`naming\n${sport}\n${focus}`, () => {
    const phrases = [focus, ...focus.split(FOCUS_ITEM_BREAK)]
      .map((phrase) => correctedFocus(sport, focusWithoutKinds(phrase)))
      .filter(Boolean);
    return new Set(
      phrases.flatMap((phrase) => {
        // "Goal kicks" is said by a goal kick's question, not by one on "a goal … from a free kick".
        const says = sayerOf(phrase, { explained: false });
        const saysEach = saysEachWord(phrase);
        const named = quizQuestionsOn(sport, phrase)
          .filter((ranked) => ranked.namedInQuestion && says(ranked.question) && saysEach(ranked.question.question))
          .map((ranked) => ranked.question.question);
        // With no bank question saying the topic, the questions written from the notes whose own terms
        // say it ("pitch count" of Youth Pitch Limits) name it, before a bank question that only shares
        // a word ("count as an at-bat"). The bank's own come first wherever it has them.
        if (named.length > 0) return named;
        const saysPhrase = phraseSayer(phrase);
        const written = conceptsOnFocus(sport, phrase)
          .filter((concept) => {
            const terms = termsOf(concept).join(' | ');
            return saysPhrase(terms) && saysEach(terms);
          })
          .flatMap((concept) => questionsFromConcept(sport, concept).map((question) => question.question));
        return written;
      }),
    );
  });
}

/**
 * The next question of a whole-sport quiz at a level or of game situations: those first, then the
 * nearest level, then the facts.
 */
export function nextQuestionAtLevel(
  sport: Sport,
  asked: readonly string[],
  seed: string,
  level: QuizLevel | null,
  scenario = false,
  fit: RuleSetFit | null = null,
): QuizBankQuestion | null {
  return nextFrom(knowledgeOf(sport).quiz, asked, seed, level, null, scenario, null, fit);
}

const NEAREST_TOPIC_COUNT = 3;

/**
 * What a quiz can be on instead of a topic nothing covers, nearest first: the sport's concepts the
 * words come near (a shared word, a close spelling), then its rule topics. Each one has questions.
 */
export function nearestQuizTopics(sport: Sport, focus: string): string[] {
  // A rule topic one of whose terms shares a word with the ask ("the dead-ball era" and history) first,
  // then the concepts the ask names a word of, then the other rule topics.
  const asked = new Set(
    phraseWords(focus)
      .filter(
        (word) => !TOPICLESS_WORDS.has(word) && !isTopicFiller(word) && !STOPWORDS.has(word) && !KIND_WORDS.has(word),
      )
      .map(phraseRoot),
  );
  const sharesWord = (topic: QuizTopic) =>
    topic.terms.some((term) => phraseWords(term).some((word) => asked.has(phraseRoot(word))));
  const ruleChoice = (topic: QuizTopic) => ({
    label: topic.label,
    covered: () => questionsOnTopics(sport, [topic.id]).length > 0,
  });
  const rules = quizTopicsOf(sport);
  const concepts = searchKnowledge(sport, focus, { kinds: ['concept'], limit: 8 }).flatMap((hit) =>
    hit.kind === 'concept' && hit.matchedTerms.length > 0
      ? [{ label: hit.entry.title, covered: () => questionsOnFocus(sport, hit.entry.title).length > 0 }]
      : [],
  );
  const candidates = [
    ...rules.filter(sharesWord).map(ruleChoice),
    ...concepts,
    ...rules.filter((topic) => !sharesWord(topic)).map(ruleChoice),
  ];
  const choices: string[] = [];
  for (const candidate of candidates) {
    if (choices.length >= NEAREST_TOPIC_COUNT) break;
    if (choices.some((choice) => choice.toLowerCase() === candidate.label.toLowerCase())) continue;
    if (candidate.covered()) choices.push(candidate.label);
  }
  return choices;
}
