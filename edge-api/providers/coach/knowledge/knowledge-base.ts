import MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { z } from 'zod';
import baseballConcepts from '../../../../content/baseball/concepts.json';
import baseballDrills from '../../../../content/baseball/drills.json';
import baseballExercises from '../../../../content/baseball/exercises.json';
import baseballFaults from '../../../../content/baseball/faults.json';
import baseballQuiz from '../../../../content/baseball/quiz.json';
import baseballTips from '../../../../content/baseball/tips.json';
import basketballConcepts from '../../../../content/basketball/concepts.json';
import basketballDrills from '../../../../content/basketball/drills.json';
import basketballExercises from '../../../../content/basketball/exercises.json';
import basketballFaults from '../../../../content/basketball/faults.json';
import basketballQuiz from '../../../../content/basketball/quiz.json';
import basketballTips from '../../../../content/basketball/tips.json';
import footballConcepts from '../../../../content/football/concepts.json';
import footballDrills from '../../../../content/football/drills.json';
import footballExercises from '../../../../content/football/exercises.json';
import footballFaults from '../../../../content/football/faults.json';
import footballQuiz from '../../../../content/football/quiz.json';
import footballTips from '../../../../content/football/tips.json';
import golfConcepts from '../../../../content/golf/concepts.json';
import golfDrills from '../../../../content/golf/drills.json';
import golfExercises from '../../../../content/golf/exercises.json';
import golfFaults from '../../../../content/golf/faults.json';
import golfQuiz from '../../../../content/golf/quiz.json';
import golfTips from '../../../../content/golf/tips.json';
import soccerConcepts from '../../../../content/soccer/concepts.json';
import soccerDrills from '../../../../content/soccer/drills.json';
import soccerExercises from '../../../../content/soccer/exercises.json';
import soccerFaults from '../../../../content/soccer/faults.json';
import soccerQuiz from '../../../../content/soccer/quiz.json';
import soccerTips from '../../../../content/soccer/tips.json';
import tennisConcepts from '../../../../content/tennis/concepts.json';
import tennisDrills from '../../../../content/tennis/drills.json';
import tennisExercises from '../../../../content/tennis/exercises.json';
import tennisFaults from '../../../../content/tennis/faults.json';
import tennisQuiz from '../../../../content/tennis/quiz.json';
import tennisTips from '../../../../content/tennis/tips.json';
import safetyFile from '../../../../content/safety.json';
import type { Sport } from '../../../../shared/constants';
import {
  ConceptSchema,
  DrillSchema,
  ExerciseSchema,
  FaultSchema,
  QuizQuestionSchema,
  SafetyRuleSchema,
  TipSchema,
} from './content-schema';
import type { Concept, Drill, Exercise, Fault, QuizBankQuestion, SafetyRule, Tip } from './content-schema';
import { phraseRoot, phraseWords, searchTerms, TOPICLESS_WORDS } from './search-terms';

// Static imports, not file reads: the Cloudflare Worker has no file system, so the content is bundled
// into both the Node server and the Worker. Typed as Record<Sport, …> so adding a sport to SPORTS
// fails to compile until its content exists.
const CONTENT_FILES: Record<Sport, Record<ContentKind, unknown>> = {
  football: {
    concepts: footballConcepts,
    drills: footballDrills,
    tips: footballTips,
    exercises: footballExercises,
    faults: footballFaults,
    quiz: footballQuiz,
  },
  basketball: {
    concepts: basketballConcepts,
    drills: basketballDrills,
    tips: basketballTips,
    exercises: basketballExercises,
    faults: basketballFaults,
    quiz: basketballQuiz,
  },
  soccer: {
    concepts: soccerConcepts,
    drills: soccerDrills,
    tips: soccerTips,
    exercises: soccerExercises,
    faults: soccerFaults,
    quiz: soccerQuiz,
  },
  baseball: {
    concepts: baseballConcepts,
    drills: baseballDrills,
    tips: baseballTips,
    exercises: baseballExercises,
    faults: baseballFaults,
    quiz: baseballQuiz,
  },
  golf: {
    concepts: golfConcepts,
    drills: golfDrills,
    tips: golfTips,
    exercises: golfExercises,
    faults: golfFaults,
    quiz: golfQuiz,
  },
  tennis: {
    concepts: tennisConcepts,
    drills: tennisDrills,
    tips: tennisTips,
    exercises: tennisExercises,
    faults: tennisFaults,
    quiz: tennisQuiz,
  },
};

const FILE_SCHEMAS = {
  concepts: z.array(ConceptSchema),
  drills: z.array(DrillSchema),
  tips: z.array(TipSchema),
  exercises: z.array(ExerciseSchema),
  faults: z.array(FaultSchema),
  quiz: z.array(QuizQuestionSchema),
};

export type ContentKind = keyof typeof FILE_SCHEMAS;

export interface SportKnowledge {
  concepts: readonly Concept[];
  drills: readonly Drill[];
  tips: readonly Tip[];
  exercises: readonly Exercise[];
  faults: readonly Fault[];
  quiz: readonly QuizBankQuestion[];
}

interface LoadedSport {
  knowledge: SportKnowledge;
  conceptsById: ReadonlyMap<string, Concept>;
  drillsById: ReadonlyMap<string, Drill>;
}

// The content is static, so each sport is parsed on first use and kept: a cache, not state. Parsing
// lazily keeps a Worker's cold start from validating all six sports for one request.
const loaded = new Map<Sport, LoadedSport>();

function parseFile<T>(sport: Sport, kind: ContentKind, schema: z.ZodType<T>): T {
  const result = schema.safeParse(CONTENT_FILES[sport][kind]);
  if (!result.success) throw new Error(`content/${sport}/${kind}.json: ${z.prettifyError(result.error)}`);
  return result.data;
}

function loadSport(sport: Sport): LoadedSport {
  const cached = loaded.get(sport);
  if (cached) return cached;
  const knowledge: SportKnowledge = {
    concepts: parseFile(sport, 'concepts', FILE_SCHEMAS.concepts),
    drills: parseFile(sport, 'drills', FILE_SCHEMAS.drills),
    tips: parseFile(sport, 'tips', FILE_SCHEMAS.tips),
    exercises: parseFile(sport, 'exercises', FILE_SCHEMAS.exercises),
    faults: parseFile(sport, 'faults', FILE_SCHEMAS.faults),
    quiz: parseFile(sport, 'quiz', FILE_SCHEMAS.quiz),
  };
  const sportContent: LoadedSport = {
    knowledge,
    conceptsById: new Map(knowledge.concepts.map((concept) => [concept.id, concept])),
    drillsById: new Map(knowledge.drills.map((drill) => [drill.id, drill])),
  };
  loaded.set(sport, sportContent);
  return sportContent;
}

let safety: readonly SafetyRule[] | undefined;

/** The safety rules of content/safety.json, parsed and validated on first use. */
export function safetyRules(): readonly SafetyRule[] {
  if (safety) return safety;
  const result = z.array(SafetyRuleSchema).safeParse(safetyFile);
  if (!result.success) throw new Error(`content/safety.json: ${z.prettifyError(result.error)}`);
  safety = result.data;
  return safety;
}

/** Everything the coach knows about a sport, parsed and validated. */
export function knowledgeOf(sport: Sport): SportKnowledge {
  return loadSport(sport).knowledge;
}

export function conceptById(sport: Sport, id: string): Concept | undefined {
  return loadSport(sport).conceptsById.get(id);
}

export function drillById(sport: Sport, id: string): Drill | undefined {
  return loadSport(sport).drillsById.get(id);
}

// ---------------------------------------------------------------------------------------------
// Search

export type EntryKind = 'concept' | 'drill' | 'tip';

export type KnowledgeEntry =
  { kind: 'concept'; entry: Concept } | { kind: 'drill'; entry: Drill } | { kind: 'tip'; entry: Tip };

export type KnowledgeHit = KnowledgeEntry & {
  score: number;
  /**
   * What the question named of this entry: its title and keyword terms found in the question
   * (spelled as in the entry, so a typo comes back corrected), and its multi-word titles and
   * keywords found verbatim, as phraseWords joined by spaces.
   */
  matchedTerms: string[];
};

export interface SearchKnowledgeOptions {
  kinds?: readonly EntryKind[];
  /** Default 10. */
  limit?: number;
}

const DEFAULT_LIMIT = 10;
// A user who names a keyword says what the question is about; body text merely mentions it.
const FIELD_BOOSTS = { keywords: 3, title: 2 } as const;
const NAMING_FIELDS: ReadonlySet<string> = new Set(['keywords', 'title']);
// Per word of the longest multi-word keyword found whole ('pick and roll', 'serving and volleying'),
// a share of the entry's score: word order carries meaning that a bag of words loses, so a name
// found whole outranks entries sharing its single words however often they repeat them.
const PHRASE_SHARE_PER_WORD = 0.25;
// Per title or keyword term the question names. Key terms such as 'linebacker' appear in the text of
// many entries, so their idf is low; without this bonus a short tip that merely mentions the term can
// outrank the entry that is about it.
const NAMED_TERM_BONUS = 2;
// When the question contains the whole title ('Poaching', 'Split Step'), that entry is the one asked
// about, ahead of a drill or tip that shares its keywords.
const TITLE_BONUS = 3;
// Typo tolerance: one edit in a word of 5–7 letters, two from 8 letters up; shorter words and
// numbers ('rpo', 'cover 3') must match as typed, or 'cover 2' would find 'cover 3'.
const FUZZY_MIN_LENGTH = 5;
const FUZZY_SHARE = 0.2;
// 'corner' finds 'cornerback', 'press' finds 'pressing'; shorter stems would match too much.
const PREFIX_MIN_LENGTH = 4;

interface IndexedEntry {
  item: KnowledgeEntry;
  /** Multi-word title and keywords as phraseWords joined by spaces, with their roots to match by. */
  phrases: { phrase: string; roots: string }[];
  title: string;
}

/** A text's phrase words as roots joined by spaces and padded, so a phrase matches whole words only. */
function paddedRoots(text: string): string {
  return ` ${phraseWords(text).map(phraseRoot).join(' ')} `;
}

interface SportIndex {
  search: MiniSearch;
  entries: ReadonlyMap<string, IndexedEntry>;
  /** Words in the longest multi-word title or keyword: the most a phrase can multiply a score by. */
  longestPhrase: number;
}

const indexes = new Map<Sport, SportIndex>();

function entriesOf(sport: Sport): KnowledgeEntry[] {
  const { concepts, drills, tips } = knowledgeOf(sport);
  return [
    ...concepts.map((entry): KnowledgeEntry => ({ kind: 'concept', entry })),
    ...drills.map((entry): KnowledgeEntry => ({ kind: 'drill', entry })),
    ...tips.map((entry): KnowledgeEntry => ({ kind: 'tip', entry })),
  ];
}

function bodyText(item: KnowledgeEntry): string {
  switch (item.kind) {
    case 'concept':
      return [item.entry.short, item.entry.detail, ...item.entry.keyPoints].join(' ');
    case 'drill':
      return [item.entry.short, ...item.entry.steps, ...item.entry.skills].join(' ');
    case 'tip':
      return [item.entry.short, item.entry.detail].join(' ');
  }
}

function isWord(term: string): boolean {
  return /^[a-z]+$/.test(term);
}

function sportIndex(sport: Sport): SportIndex {
  const cached = indexes.get(sport);
  if (cached) return cached;
  const search = new MiniSearch({
    fields: ['title', 'keywords', 'body'],
    storeFields: ['kind'],
    tokenize: searchTerms,
    // searchTerms already lowercases, stems and drops stopwords.
    processTerm: (term) => term,
    searchOptions: {
      boost: FIELD_BOOSTS,
      fuzzy: (term) => typoAllowance(term) > 0 && FUZZY_SHARE,
      prefix: (term) => isWord(term) && term.length >= PREFIX_MIN_LENGTH,
    },
  });
  const entries = new Map<string, IndexedEntry>();
  let longestPhrase = 0;
  for (const item of entriesOf(sport)) {
    const key = `${item.kind}:${item.entry.id}`;
    const { title, keywords } = item.entry;
    const phrases = [...new Set([title, ...keywords].map((text) => phraseWords(text).join(' ')))]
      .filter((phrase) => phrase.includes(' '))
      .map((phrase) => ({ phrase, roots: paddedRoots(phrase).trim() }));
    for (const { phrase } of phrases) longestPhrase = Math.max(longestPhrase, phrase.split(' ').length);
    entries.set(key, { item, phrases, title: paddedRoots(title).trim() });
    search.add({ id: key, kind: item.kind, title, keywords: keywords.join(' '), body: bodyText(item) });
  }
  const built = { search, entries, longestPhrase };
  indexes.set(sport, built);
  return built;
}

function typoAllowance(term: string): number {
  return isWord(term) && term.length >= FUZZY_MIN_LENGTH ? Math.round(term.length * FUZZY_SHARE) : 0;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The entry's title and keyword terms the query named, one per query term: the same word, else the
 * shortest word it starts, else a word within typo distance. One per query term, so 'tiebreak' names
 * 'tiebreak' and not also 'tiebreak10'.
 */
function namedTerms(
  result: SearchResult,
  queryTerms: readonly string[],
  namingFields: ReadonlySet<string> = NAMING_FIELDS,
): string[] {
  const named = Object.entries(result.match)
    .filter(([, fields]) => fields.some((field) => namingFields.has(field)))
    .map(([term]) => term)
    .sort((a, b) => a.length - b.length);
  const chosen = queryTerms.flatMap(function nameOf(queryTerm) {
    const term =
      named.find((candidate) => candidate === queryTerm) ??
      named.find(
        (candidate) => isWord(queryTerm) && queryTerm.length >= PREFIX_MIN_LENGTH && candidate.startsWith(queryTerm),
      ) ??
      named.find((candidate) => editDistance(candidate, queryTerm) <= typoAllowance(queryTerm));
    return term === undefined ? [] : [term];
  });
  return [...new Set(chosen)];
}

/**
 * Concepts, drills and tips of the sport ranked by relevance to the query, best first. Tolerates
 * typos and word starts; entries matching nothing are left out.
 */
export function searchKnowledge(sport: Sport, query: string, options: SearchKnowledgeOptions = {}): KnowledgeHit[] {
  const index = sportIndex(sport);
  const kinds = options.kinds;
  const results = index.search.search(query, {
    ...(kinds ? { filter: (result: SearchResult) => kinds.some((kind) => kind === result.kind) } : {}),
  });
  const paddedQuery = paddedRoots(query);
  const queryTerms = [...new Set(searchTerms(query))];
  const limit = options.limit ?? DEFAULT_LIMIT;
  // MiniSearch gives its results best first, and no bonus below can lift a result by more than
  // this: once the most a result could reach is below the limit-th score found, none after it can
  // be kept, so they are not ranked (most results share only a word of body text).
  const mostBonus = NAMED_TERM_BONUS * queryTerms.length + TITLE_BONUS;
  const mostPhraseShare = 1 + PHRASE_SHARE_PER_WORD * index.longestPhrase;
  const keptScores: number[] = [];
  const hits: { hit: KnowledgeHit; position: number }[] = [];
  for (const [position, result] of results.entries()) {
    if (keptScores.length === limit && result.score * mostPhraseShare + mostBonus < keptScores[limit - 1]!) break;
    const ranked = rank(result, position);
    if (!ranked) continue;
    hits.push(ranked);
    keptScores.push(ranked.hit.score);
    keptScores.sort((a, b) => b - a);
    if (keptScores.length > limit) keptScores.pop();
  }
  // Ties keep MiniSearch's order, so results stay deterministic.
  return hits
    .sort((a, b) => b.hit.score - a.hit.score || a.position - b.position)
    .slice(0, limit)
    .map(({ hit }) => hit);

  function rank(result: SearchResult, position: number): { hit: KnowledgeHit; position: number } | null {
    const indexed = index.entries.get(String(result.id));
    if (!indexed) return null;
    const named = namedTerms(result, queryTerms).filter((term) => !TOPICLESS_WORDS.has(term));
    const phrases = indexed.phrases
      .filter(({ roots }) => paddedQuery.includes(` ${roots} `))
      .map(({ phrase }) => phrase);
    const longestPhrase = Math.max(0, ...phrases.map((phrase) => phrase.split(' ').length));
    let score = result.score * (1 + PHRASE_SHARE_PER_WORD * longestPhrase) + NAMED_TERM_BONUS * named.length;
    if (paddedQuery.includes(` ${indexed.title} `)) score += TITLE_BONUS;
    const hit: KnowledgeHit = { ...indexed.item, score, matchedTerms: [...new Set([...named, ...phrases])] };
    return { hit, position };
  }
}

// ---------------------------------------------------------------------------------------------
// Quiz questions by topic

export interface RankedQuizQuestion {
  question: QuizBankQuestion;
  /** Whether the question names every word of the topic (fuzzily), not merely something near it. */
  onTopic: boolean;
  /** Whether the question's own text names the topic, not only its explanation ("… before any shootout"). */
  namedInQuestion: boolean;
  score: number;
}

// A question naming only some of the topic's words ('free kick' for 'penalty kicks'), or only the
// keywords of the concept the topic names, is near the topic: offered, after every question on it.
const PARTIAL_MATCH_WEIGHT = 0.5;
const RELATED_CONCEPT_WEIGHT = 0.3;

const quizIndexes = new Map<Sport, MiniSearch>();

// A topic is often a verb's -ing form ('bunting', 'fielding'); its root finds the question's 'bunts'
// and 'fielder' as a word start. Short roots ('str' of 'string') would match too much.
function rootOf(term: string): string {
  return term.endsWith('ing') && term.length >= 7 ? term.slice(0, -3) : term;
}

function quizIndex(sport: Sport): MiniSearch {
  const cached = quizIndexes.get(sport);
  if (cached) return cached;
  const search = new MiniSearch({
    fields: ['question', 'options', 'explanation'],
    tokenize: searchTerms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { question: 2 },
      fuzzy: (term) => typoAllowance(term) > 0 && FUZZY_SHARE,
      prefix: (term) => isWord(term) && term.length >= PREFIX_MIN_LENGTH,
    },
  });
  knowledgeOf(sport).quiz.forEach(function add(question, id) {
    search.add({
      id,
      question: question.question,
      options: question.options.join(' '),
      explanation: question.explanation,
    });
  });
  quizIndexes.set(sport, search);
  return search;
}

/**
 * The sport's quiz questions that relate to a topic ("offside", "the infield fly rule"), best first:
 * those on the topic, then those near it — naming part of it, or the concept it names. Questions
 * matching nothing are left out.
 */
export function quizQuestionsOn(sport: Sport, topic: string): RankedQuizQuestion[] {
  const index = quizIndex(sport);
  const bank = knowledgeOf(sport).quiz;
  const ranked = new Map<number, RankedQuizQuestion>();
  function add(results: SearchResult[], weight: number, onTopic: boolean, namedInQuestion = false) {
    for (const result of results) {
      const question = bank[Number(result.id)];
      if (!question) continue;
      const previous = ranked.get(Number(result.id));
      ranked.set(Number(result.id), {
        question,
        onTopic: (previous?.onTopic ?? false) || onTopic,
        namedInQuestion: (previous?.namedInQuestion ?? false) || namedInQuestion,
        score: (previous?.score ?? 0) + weight * result.score,
      });
    }
  }
  // Options are distractors too ('a pass on fourth down'): naming the topic there is only near it.
  // 'tie-break' and 'tiebreak', 'line-out' and 'lineout': a hyphenated topic is also tried as one word.
  const spellings = new Set([topic, topic.replace(/(?<=[a-z])-(?=[a-z])/gi, '')]);
  for (const spelling of spellings) {
    add(
      index.search(spelling, { combineWith: 'AND', fields: ['question', 'explanation'], processTerm: rootOf }),
      1,
      true,
    );
    add(index.search(spelling, { processTerm: rootOf }), PARTIAL_MATCH_WEIGHT, false);
    add(index.search(spelling, { combineWith: 'AND', fields: ['question'], processTerm: rootOf }), 0, true, true);
  }
  const [concept] = searchKnowledge(sport, topic, { kinds: ['concept'], limit: 1 });
  if (concept)
    add(index.search([concept.entry.title, ...concept.entry.keywords].join(' ')), RELATED_CONCEPT_WEIGHT, false);
  return [...ranked.values()].sort((a, b) => Number(b.onTopic) - Number(a.onTopic) || b.score - a.score);
}

// ---------------------------------------------------------------------------------------------
// Faults

export interface FaultHit {
  fault: Fault;
  score: number;
  /** The fault's own title and keyword terms the message named, its skill's word left out. */
  namedTerms: string[];
}

// A fault is named by how people describe it; its skill ("throwing", "serve") only settles which
// sense of a word the message means, and its causes and fixes are merely mentioned words.
const FAULT_BOOSTS = { keywords: 3, title: 2, skill: 1.5, body: 0.3 } as const;
const FAULT_NAMING_FIELDS: ReadonlySet<string> = new Set(['keywords', 'title']);
// A fault told in its own several words ("arm slot", "stepping in the bucket") is that fault, whatever
// single words it shares with others.
const FAULT_PHRASE_BONUS_PER_WORD = 4;
const FAULT_PREFIX_MIN_LENGTH = 6;
// Words that say where, how much or who but not which fault ("up", "left", "shot", "pitcher"):
// alone, outside a phrase of the fault, they name none.
const FAULT_VAGUE_TERMS: ReadonlySet<string> = new Set(
  `up down out off over back ball hit left right side long short high low shot jumper kid son daughter player qb
  quarterback pitcher hitter batter catcher keeper goalie goalkeeper striker defender receiver center
  kicker punter lineman guard forward`
    .split(/\s+/)
    .map(faultRoot),
);
// How the message tells a habit or asks for help ("keeps", "always", "why", "fix"): never a fault's
// own word, and "keeps" would otherwise find "keeper".
const FAULT_ASKING_WORDS: ReadonlySet<string> = new Set(
  searchTerms(`keep kept always never constantly every time stop fix cure correct why help problem issue
  trouble struggle struggling mess messing seem tend can cant cannot won wont going goes go get gets
  getting way`),
);

/**
 * A fault is told with any form of its verb ("shanks", "shanking", "shanked"; "top", "topping"), so
 * the fault index meets them at one root.
 */
function faultRoot(term: string): string {
  if (!isWord(term) || term.length < 5) return term;
  const root = term.replace(/(?:ing|ed)$/, '').replace(/e$/, '');
  if (root.length < 3) return term;
  return /([b-df-hj-np-tv-z])\1$/.test(root) ? root.slice(0, -1) : root;
}

// A body part says how a skill goes wrong, never which skill: "lifting his head" is no heading.
const BODY_PARTS: ReadonlySet<string> = new Set(
  phraseWords(
    'head eyes eye chin hands hand wrists wrist arms arm elbows elbow shoulders shoulder hips hip legs leg knees knee feet foot',
  ),
);

/** A message word's roots for naming a skill: the word's own, and the skill of who does it ("catcher" → catch). */
function skillRoots(word: string): string[] {
  if (BODY_PARTS.has(word)) return [];
  const root = faultRoot(word);
  const agent = /^([a-z]{4,})er$/.exec(word)?.[1];
  return agent === undefined ? [root] : [root, faultRoot(`${agent}ing`)];
}

interface FaultIndex {
  search: MiniSearch;
  byId: ReadonlyMap<string, Fault>;
  phrases: Map<string, string[]>;
  /** Each skill of the sport's faults, as its words ("full swing" → ["full", "swing"]). */
  skills: readonly (readonly string[])[];
  /** Roots of each fault's own words: its skill, title and keywords. */
  ownWords: Map<string, ReadonlySet<string>>;
}

const faultIndexes = new Map<Sport, FaultIndex>();

function faultRoots(text: string): string[] {
  return searchTerms(text).map(faultRoot);
}

function faultIndex(sport: Sport): FaultIndex {
  const cached = faultIndexes.get(sport);
  if (cached) return cached;
  const search = new MiniSearch({
    fields: ['title', 'keywords', 'skill', 'body'],
    tokenize: searchTerms,
    processTerm: faultRoot,
    searchOptions: {
      boost: FAULT_BOOSTS,
      fuzzy: (term) => typoAllowance(term) > 0 && FUZZY_SHARE,
      // Verb forms already meet at their root; a short word's start ("over" of "overhit") is noise.
      prefix: (term) => isWord(term) && term.length >= FAULT_PREFIX_MIN_LENGTH,
    },
  });
  const byId = new Map<string, Fault>();
  const phrases = new Map<string, string[]>();
  const ownWords = new Map<string, ReadonlySet<string>>();
  for (const fault of knowledgeOf(sport).faults) {
    byId.set(fault.id, fault);
    ownWords.set(fault.id, new Set(faultRoots([fault.skill, fault.title, ...fault.keywords].join(' '))));
    const multiWord = [fault.title, ...fault.keywords]
      .map((text) => phraseWords(text))
      .filter((words) => words.length > 1)
      .map((words) => words.join(' '));
    phrases.set(fault.id, [...new Set(multiWord)]);
    search.add({
      id: fault.id,
      title: fault.title,
      // Each word once: a fault described five ways with one word is no more about that word.
      keywords: [...new Set(searchTerms(fault.keywords.join(' ')))].join(' '),
      skill: fault.skill,
      body: fault.causes.join(' '),
    });
  }
  const skillNames = [...new Set(knowledgeOf(sport).faults.map((fault) => fault.skill))];
  const built = { search, byId, phrases, ownWords, skills: skillNames.map((skill) => phraseWords(skill)) };
  faultIndexes.set(sport, built);
  return built;
}

/**
 * The sport's faults the message describes, best first: only those whose own words (title or
 * keywords, not merely the skill) the message uses, so "my drives keep slicing" finds the slice and
 * "my drives" alone finds nothing.
 */
export function searchFaults(sport: Sport, message: string, limit = 3): FaultHit[] {
  const index = faultIndex(sport);
  const asked = searchTerms(message).filter((term) => !FAULT_ASKING_WORDS.has(term));
  const queryTerms = [...new Set(asked.map(faultRoot))];
  const paddedQuery = ` ${phraseWords(message).join(' ')} `;
  // The skills the message names whole, in any form of the word or by who does it ("volleys", "my
  // chips", "our punts", "my catcher"; not "head" for heading): a fault of another skill sharing words
  // with it ("float" of a drop shot for a floating volley, "blocked" of a pass rush for a blocked punt)
  // is not the fault meant, unless its own words name that skill too.
  // The first skill told is what the habit is of; later ones say what goes wrong with it ("blocked" of
  // "our punts keep getting blocked", "pitches" of "my catcher keeps dropping pitches").
  const messageRoots = phraseWords(message).map(skillRoots);
  const firstTold = (skill: readonly string[]) => {
    const at = skill.map((word) => messageRoots.findIndex((roots) => roots.includes(faultRoot(word))));
    return at.includes(-1) ? -1 : Math.max(...at);
  };
  const skillNamed = index.skills
    .map((skill) => ({ skill, at: skill.length > 0 ? firstTold(skill) : -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.skill;
  const skillsNamed = skillNamed === undefined ? [] : [skillNamed];
  const skillNamedRoots = new Set(skillsNamed.flat().map(faultRoot));
  // "My pitcher always hits the ball" names who, not the skill itself; "my forehand keeps going long" does.
  const wordRoots = new Set(phraseWords(message).map(faultRoot));
  const skillItselfNamed = [...skillNamedRoots].some((root) => wordRoots.has(root));
  // A fault the message names by its own name ("hooking", "shanks"): a fault of the skill named that
  // is not that one ("slice off the tee" for "hooking his driver off the tee") answers another habit.
  const titledRoots = new Set(
    [...index.byId.values()]
      .map((fault) => faultRoots(fault.title).filter((root) => !FAULT_VAGUE_TERMS.has(root)))
      .filter((roots) => roots.length > 0 && roots.every((root) => wordRoots.has(root)))
      .flat()
      .filter((root) => !skillNamedRoots.has(root)),
  );
  const results = index.search.search(asked.join(' '));
  const ranked = (skillsRequired: boolean) =>
    results.flatMap(function rank(result, position) {
      const fault = index.byId.get(String(result.id));
      if (!fault) return [];
      const skillTerms = new Set(faultRoots(fault.skill));
      const named = namedTerms(result, queryTerms, FAULT_NAMING_FIELDS).filter(
        (term) => !skillTerms.has(term) && !skillNamedRoots.has(term),
      );
      const phrases = (index.phrases.get(fault.id) ?? []).filter((phrase) => paddedQuery.includes(` ${phrase} `));
      const own = index.ownWords.get(fault.id) ?? new Set<string>();
      const ofSkillNamed = skillsNamed.some((skill) => skill.every((word) => own.has(faultRoot(word))));
      if (skillsRequired && skillsNamed.length > 0 && !ofSkillNamed) return [];
      if (!skillsRequired && ![...titledRoots].some((root) => own.has(root))) return [];
      // "My forehand keeps going long": with its skill named, a vague word of the fault's own is the fault.
      const vagueOnly = named.every((term) => FAULT_VAGUE_TERMS.has(term));
      if (phrases.length === 0 && (named.length === 0 || (vagueOnly && !(ofSkillNamed && skillItselfNamed)))) return [];
      let score = result.score + NAMED_TERM_BONUS * named.length;
      for (const phrase of phrases) score += FAULT_PHRASE_BONUS_PER_WORD * phrase.split(' ').length;
      return [{ hit: { fault, score, namedTerms: [...new Set([...named, ...phrases])] }, position }];
    });
  const ofSkill = ranked(true);
  const namesTheFault = (hit: FaultHit) => [...titledRoots].some((root) => index.ownWords.get(hit.fault.id)?.has(root));
  const hits =
    titledRoots.size > 0 && skillsNamed.length > 0 && !ofSkill.some(({ hit }) => namesTheFault(hit))
      ? ranked(false)
      : ofSkill;
  return hits
    .sort((a, b) => b.hit.score - a.hit.score || a.position - b.position)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
