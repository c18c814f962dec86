import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Leaderboard, QuizAnswer, QuizProgress } from '../../shared/contract/quiz';
import {
  LEADERBOARD_SIZE,
  QUIZ_MAX_LENGTH,
  QUIZ_MIN_LENGTH,
  QUIZ_OPTION_LETTERS,
  QUIZ_POINTS_PER_QUESTION,
  SPORT_LABELS,
  type QuizLetter,
  type Sport,
} from '../../shared/constants';
import {
  DEFAULT_QUIZ_LEVEL,
  QUIZ_LEVELS,
  applyAnswer,
  levelForPoints,
  type QuizLevel,
  type QuizStyle,
} from '../../shared/quiz-rules';
import {
  HOW_TO_ANSWER,
  asksAboutTheRules,
  asksForQuiz,
  claimOf,
  parseAnswerLetter,
  quizFormatOf,
  quizLengthOf,
  quizTopicOf,
  quizTopicPhrases,
  quizTopicText,
  readQuizReply,
  trueFalseFrom,
  withoutFormat,
  withoutQuizLength,
  type QuizItem,
  type QuizLengthAsked,
} from '../../shared/quiz-text';
import type { Database } from '../db/database';
import { quizAttempts, quizQuestions, quizzes, users } from '../db/schema';
import { AppError } from '../errors';
import { asksLiveFact, liveFactLine } from '../providers/coach/builtin/edge-replies';
import type { CoachProvider } from '../providers/coach/coach-provider';
import type { QuizBankQuestion, QuizTopic } from '../providers/coach/knowledge/content-schema';
import { knowledgeOf, searchKnowledge } from '../providers/coach/knowledge/knowledge-base';
import { whereToLook } from '../providers/coach/understand/live-fact';
import { coachRequestOf, type ReplyContext } from './chat.service';
import {
  levelOf,
  nearestQuizTopics,
  nextQuestionAtLevel,
  nextQuestionOnFocus,
  nextQuestionOnTopics,
  questionsOnFocus,
  listedFocusIn,
  correctedFocus,
  namesTheTopic,
  partsOfOneTopic,
  questionsOnTopics,
  quizTopicsNamed,
  ruleTopicIdsOf,
  ruleWordsIn,
  fitting,
} from './quiz-topics';
import {
  clauseOf,
  liveTopicKind,
  quizAskIn,
  ruleSetAsked,
  ruleSetById,
  ruleSetFit,
  steeredHead,
  aspectsIn,
  topicsWithoutAspects,
  withoutRuleSet,
} from './quiz-reading';
import type { UserRow } from './users.service';

type QuizRow = typeof quizzes.$inferSelect;
type QuestionRow = typeof quizQuestions.$inferSelect;

const WORDS_PER_CHUNK = 6;

function* chunks(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) yield words.slice(i, i + WORDS_PER_CHUNK).join('');
}

/** The question as the chat shows it; its 'Question N of M' heading tells the client the quiz's length. */
export function formatQuestion(
  question: Pick<QuestionRow, 'sequence' | 'question' | 'options'>,
  questionCount: number,
  style: QuizStyle = 'multipleChoice',
): string {
  return `### Question ${question.sequence} of ${questionCount}\n\n${questionBody(question, style)}\n\n${HOW_TO_ANSWER[style]}`;
}

function questionBody(question: Pick<QuestionRow, 'question' | 'options'>, style: QuizStyle): string {
  const { question: asked, claim } = claimOf(question.question);
  if (style === 'trueFalse' && claim !== null) return `**True or false:** the answer to “${asked}” is **${claim}**.`;
  if (style === 'shortAnswer') return asked;
  const options = question.options.map((option, index) => `- **${QUIZ_OPTION_LETTERS[index]})** ${option}`).join('\n');
  return `${asked}\n\n${options}`;
}

/** The right answer as the question's style names it: "**B)** 11", "**False**", "**11**". */
function rightAnswerOf(question: QuestionRow, style: QuizStyle): string {
  const text = question.options[QUIZ_OPTION_LETTERS.indexOf(question.correctAnswer)];
  if (style === 'multipleChoice') return `**${question.correctAnswer})** ${text}`;
  return `**${text}**`;
}

/** Every question at once and the answer key after them, as a coach prints it for a team. */
function sheetText(questions: QuestionRow[], style: QuizStyle): string {
  const asked = questions.map((question) => {
    const body = questionBody(question, style)
      .replace(/\n\n- /g, '\n   - ')
      .replace(/\n- /g, '\n   - ');
    return `**${question.sequence}.** ${body}${style === 'shortAnswer' ? ' ______' : ''}`;
  });
  const key = questions.map(
    (question) => `${question.sequence}. ${rightAnswerOf(question, style)} — ${question.explanation}`,
  );
  return [...asked, '---', '### Answer key', key.join('\n')].join('\n\n');
}

const listed = (labels: string[], conjunction = 'and') =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} ${conjunction} ${labels.at(-1)}`;

interface QuizPlan {
  kind: 'quiz';
  focus: string | null;
  topicIds: string[] | null;
  questionCount: number;
  style: QuizStyle;
  sheet: boolean;
  /** The level asked for, its questions asked first; null: the bank's usual mix. */
  level: QuizLevel | null;
  /** Game situations asked for: the scenario questions come first. */
  scenario: boolean;
  /** Whether every question is at the level asked, so the intro can say "5 easy questions". */
  allAtLevel: boolean;
  /** Lines the intro says first: a count out of bounds, a bank with fewer questions than asked. */
  notes: string[];
  /** The rule book asked for (content/rule-sets.json id); null: none named. */
  ruleSet: string | null;
}

/** A topic that neither the bank nor the sport's notes cover: one line saying so, and what is near it. */
interface NothingOnTopic {
  kind: 'nothing';
  line: string;
}

const LEVEL_ASKED: Record<NonNullable<ReturnType<typeof quizFormatOf>['level']>, QuizLevel> = {
  beginner: 'easy',
  intermediate: 'medium',
  advanced: 'hard',
};

/** Stored as a quiz's difficulty when no level was asked. */
const MIXED_DIFFICULTY = 'mixed';
const storedLevel = (difficulty: string): QuizLevel | null => QUIZ_LEVELS.find((level) => level === difficulty) ?? null;

/**
 * Where a start message's questions come from: the bank's rule topics it names, else the bank's and
 * the concepts' questions on its topic in words, else — for a coach that writes its own questions —
 * the coach; a whole-sport quiz at a level takes the bank's questions of that level first.
 */
function sourceOf(
  sport: Sport,
  asked: string,
  level: QuizLevel | null,
  { coachWrites, wholeSport }: PlanOptions,
  scenario = false,
  ruleSet = false,
): {
  focus: string | null;
  topicIds: string[] | null;
  pool: readonly QuizBankQuestion[] | null;
  note?: string;
} {
  // A whole-sport quiz at a level, of game situations or on one rule book picks from the bank, those
  // questions first.
  const picked = level !== null || scenario || ruleSet;
  if (wholeSport) return { focus: null, topicIds: null, pool: picked ? knowledgeOf(sport).quiz : null };
  const message = topicAskedIn(sport, asked);
  const phrases = quizTopicPhrases(message);
  const topics = quizTopicsNamed(sport, phrases);
  const narrower =
    topics?.length === 1
      ? phrases.length === 1
        ? narrowerFocus(sport, phrases[0]!, topics[0]!)
        : partsOfOneTopic(sport, phrases, topics[0]!)
      : null;
  if (narrower) return { focus: narrower.focus, topicIds: null, pool: narrower.pool };
  if (topics?.length) {
    const topicIds = topics.map((topic) => topic.id);
    return { focus: listed(topics.map((topic) => topic.label)), topicIds, pool: questionsOnTopics(sport, topicIds) };
  }
  const typed = quizTopicOf(message);
  // The topic in the sport's own spelling ("zone defences" → "zone defenses"), as its title shows it.
  const said = typed && correctedFocus(sport, typed);
  if (!said && asksAboutTheRules(message)) {
    const topicIds = ruleTopicIdsOf(sport);
    return { focus: THE_RULES, topicIds, pool: questionsOnTopics(sport, topicIds) };
  }
  const part = said ? partOfATopic(sport, said) : null;
  const focus = part?.focus ?? said;
  const pool = focus ? questionsOnFocus(sport, focus) : [];
  // "Cover 2 vs cover 3", "terms like overlap, underlap, third man run": the items the message lists,
  // when its topic as one phrase has no questions or it names none before the list; and when a broad
  // topic is followed by the items it means ("zone coverages, cover 2 vs quarters"), those items.
  const list = listedFocusIn(sport, withoutQuizLength(withoutFormat(message)));
  const items = pool.length === 0 ? list : itemsBeyond(list, focus);
  const topic = items ?? focus;
  if (!topic) return { focus, topicIds: null, pool: picked ? knowledgeOf(sport).quiz : null };
  if (coachWrites && !picked) return { focus: topic, topicIds: null, pool: null };
  const onIt = items ? questionsOnFocus(sport, items) : pool;
  const note = items ? undefined : part?.note;
  return { focus: topic, topicIds: null, pool: onIt.length === 0 && coachWrites ? null : onIt, note };
}

/**
 * The request as the topic it asks, in the words the topic readers know: a rules question put as a
 * moment of play ("what happens when a defender kicks it out on purpose") is the rule topics it names
 * ("out of bounds"), else the concept it names, else its clause without the openers; a topic with items
 * steering it ("the infield fly, including bunts") is its head.
 */
function topicAskedIn(sport: Sport, message: string): string {
  const text = quizTopicText(message);
  if (!text) return message;
  const clause = clauseOf(text);
  if (clause) {
    const ruleWords = ruleWordsIn(sport, clause);
    if (ruleWords.length > 0) return `quiz me on ${ruleWords.join(', ')}`;
    const [concept] = searchKnowledge(sport, clause, { kinds: ['concept'], limit: 1 });
    if (concept && concept.matchedTerms.length > 0) return `quiz me on ${concept.entry.title}`;
    return `quiz me on ${clause}`;
  }
  const head = steeredHead(text);
  const headTopic = head ? quizTopicOf(`quiz me on ${head}`) : null;
  if (headTopic && questionsOnFocus(sport, headTopic).length > 0) return `quiz me on ${head}`;
  return message;
}

/**
 * A topic that is a known one plus words for a part of it ("1-3-1 trap rotations", "cover 2 safety
 * duties") when the topic as said has no questions: a quiz on the known topic, and one line saying so.
 */
function partOfATopic(sport: Sport, said: string): { focus: string; note: string } | null {
  if (questionsOnFocus(sport, said).length > 0) return null;
  const known = topicsWithoutAspects(said).find((topic) => questionsOnFocus(sport, topic).length > 0);
  if (!known) return null;
  const parts = listed(aspectsIn(said), 'or');
  return {
    focus: known,
    note: `My questions on ${known} aren't split by ${parts}, so this quiz covers it as a whole.`,
  };
}

/**
 * The listed items that are not the focus itself nor a part of its own words ("pick", "roll" of
 * "the pick and roll"), joined as one focus; null unless at least two are.
 */
function itemsBeyond(listed: string | null, focus: string | null): string | null {
  if (!listed || !focus) return null;
  const said = focus.toLowerCase();
  const others = listed.split(', ').filter((item) => !said.includes(item));
  return others.length >= 2 ? others.join(', ') : null;
}

/**
 * A phrase that names one part of a broad rule topic ("throw-ins" of the restarts, "cart path" of
 * relief): a quiz on the phrase itself, when the bank's questions on it are a small part of the
 * topic's, so the rest of the topic is never asked in its place. Null when the phrase is the
 * topic in other words ("unplayable lies") or has nothing of its own.
 */
function narrowerFocus(sport: Sport, phrase: string, topic: QuizTopic) {
  if (namesTheTopic(phrase, topic.label)) return null;
  const topicQuestions = new Set(questionsOnTopics(sport, [topic.id]).map((question) => question.question));
  const own = questionsOnFocus(sport, phrase);
  const shared = own.filter((question) => topicQuestions.has(question.question)).length;
  if (shared === 0 || shared * 2 > topicQuestions.size) return null;
  return { focus: phrase, pool: own };
}

/**
 * What a start message asks for: its topic, its level and how many questions — the count asked
 * within bounds, never more than the bank has on the topic, so a quiz is never padded with questions
 * off it; and nothing at all when no question is on the topic, rather than another topic's.
 */
interface PlanOptions {
  /** The coach writes its own questions on any topic, rather than picking from the bank. */
  coachWrites: boolean;
  /** The quiz is on the whole sport whatever topic the message names (one on a live fact cannot be set). */
  wholeSport: boolean;
}

function planQuiz(
  sport: Sport,
  message: string,
  length: QuizLengthAsked,
  options: PlanOptions,
): QuizPlan | NothingOnTopic {
  const format = quizFormatOf(message);
  const { style, sheet, scenario } = format;
  const level = format.level ? LEVEL_ASKED[format.level] : null;
  const notes: string[] = [];
  if (length.asked !== null && length.asked !== length.count) {
    notes.push(
      `You asked for ${length.asked} question${length.asked === 1 ? '' : 's'}; a quiz has ${QUIZ_MIN_LENGTH} to ${QUIZ_MAX_LENGTH}, so this one has ${length.count}.`,
    );
  }
  const ruleSet = ruleSetAsked(sport, message);
  const topicWords = ruleSet ? withoutRuleSet(message, ruleSet) : message;
  const source = sourceOf(sport, topicWords, level, options, scenario, ruleSet !== null);
  const { focus, topicIds } = source;
  const pool = source.pool && fitting(source.pool, ruleSetFit(sport, ruleSet));
  if (source.note) notes.push(source.note);
  if (pool === null) {
    if (level !== null) notes.push(`These questions are written fresh, so I can't promise they are all ${level} ones.`);
    return {
      kind: 'quiz',
      focus,
      topicIds,
      questionCount: length.count,
      style,
      sheet,
      level,
      scenario,
      allAtLevel: false,
      notes,
      ruleSet: ruleSet?.id ?? null,
    };
  }
  const on = focus ? ` on ${focus}` : '';
  if (pool.length === 0) return { kind: 'nothing', line: nothingLine(sport, focus ?? '') };
  // Fewer on the topic than asked: a shorter quiz, never one filled from other topics.
  const questionCount = Math.min(length.count, pool.length);
  if (pool.length < length.count)
    notes.push(fewOnTopicNote(sport, pool.length, on, widerTopicOf(sport, focus, topicIds)));
  const situations = pool.filter((question) => question.scenario).length;
  if (scenario && situations < questionCount) notes.push(fewScenariosNote(sport, situations, on));
  const atLevel = level ? pool.filter((question) => levelOf(question) === level).length : 0;
  if (level && atLevel < questionCount) notes.push(fewAtLevelNote(sport, level, atLevel, on, pool));
  return {
    kind: 'quiz',
    focus,
    topicIds,
    questionCount,
    style,
    sheet,
    level,
    scenario,
    allAtLevel: level !== null && atLevel >= questionCount,
    notes,
    ruleSet: ruleSet?.id ?? null,
  };
}

/** One line: the bank has fewer on the topic than asked, so the quiz is that long, and where more are. */
function fewOnTopicNote(sport: Sport, onTopic: number, on: string, wider: string | null): string {
  const bank = `My ${SPORT_LABELS[sport]} question bank has only ${onTopic} question${onTopic === 1 ? '' : 's'}${on}`;
  const more = wider ? ` For more, ask for a quiz on ${wider}.` : '';
  return `${bank}, so this quiz has ${onTopic} rather than filling it with other topics.${more}`;
}

/**
 * The rule topic a narrow focus is part of ("throw-ins" of restarts), when it has more questions than
 * the focus: where a player who wants a longer quiz can go. Null for a quiz already on rule topics.
 */
function widerTopicOf(sport: Sport, focus: string | null, topicIds: readonly string[] | null): string | null {
  if (!focus || topicIds?.length) return null;
  const own = questionsOnFocus(sport, focus).length;
  const wider = (quizTopicsNamed(sport, [focus]) ?? []).filter(
    (topic) => questionsOnTopics(sport, [topic.id]).length > own,
  );
  return wider.length > 0 ? listed(wider.map((topic) => topic.label)) : null;
}

/** One line: fewer game situations than asked, so they come first and questions on the rules follow. */
function fewScenariosNote(sport: Sport, situations: number, on: string): string {
  const bank = `My ${SPORT_LABELS[sport]} question bank`;
  return situations === 0
    ? `${bank} has no game-situation questions${on}, so these ask the rules and ideas behind them.`
    : `${bank} has ${situations} game-situation question${situations === 1 ? '' : 's'}${on}: ${situations === 1 ? 'it comes' : 'they come'} first, then questions on the rules behind them.`;
}

/** The asked level's questions run short: they come first, then the nearest level the pool has. */
function fewAtLevelNote(
  sport: Sport,
  level: QuizLevel,
  atLevel: number,
  on: string,
  pool: readonly QuizBankQuestion[],
): string {
  const others = QUIZ_LEVELS.filter((other) => other !== level && pool.some((question) => levelOf(question) === other));
  others.sort(
    (a, b) =>
      Math.abs(QUIZ_LEVELS.indexOf(a) - QUIZ_LEVELS.indexOf(level)) -
      Math.abs(QUIZ_LEVELS.indexOf(b) - QUIZ_LEVELS.indexOf(level)),
  );
  const nearest = others[0] ?? DEFAULT_QUIZ_LEVEL;
  const bank = `My ${SPORT_LABELS[sport]} question bank`;
  return atLevel === 0
    ? `${bank} has no ${level} questions${on}, so these are ${nearest} ones, the nearest level.`
    : `${bank} has ${atLevel} ${level} question${atLevel === 1 ? '' : 's'}${on}: ${atLevel === 1 ? 'it comes' : 'they come'} first, then ${nearest} ones.`;
}

/** One line: nothing on the topic, and the nearest topics there are questions on, to ask for instead. */
function nothingLine(sport: Sport, focus: string): string {
  const label = SPORT_LABELS[sport];
  const choices = nearestQuizTopics(sport, focus);
  const said = `My ${label} questions and notes have nothing on ${focus}, so I won't quiz you on another topic in its place.`;
  if (choices.length === 0) return `${said} Press Start Quiz for a mixed ${label} quiz.`;
  const options = choices.map((choice) => `“quiz me on ${choice.toLowerCase()}”`);
  return `${said} The nearest I can quiz you on: ${listed(options, 'or')}; or press Start Quiz for a mixed one.`;
}

/** The intro line: the quiz, its length and how it is played. */
function introLine(quiz: QuizRow, allAtLevel: boolean): string {
  const style = { multipleChoice: '', trueFalse: ' true-or-false', shortAnswer: ' short-answer' }[quiz.style];
  const level = allAtLevel ? ` ${quiz.difficulty}` : '';
  const count = `${quiz.questionCount}${level}${style} question${quiz.questionCount === 1 ? '' : 's'}`;
  if (quiz.sheet)
    return `🏆 **${quiz.title}** — ${count}, all at once with the answer key at the end (a sheet, so no points).`;
  return `🏆 **${quiz.title}** — ${count}, ${QUIZ_POINTS_PER_QUESTION} points for each right answer.`;
}

// The focus of a quiz on the sport's rules in general, which a rule book's name says on its own.
const THE_RULES = 'the rules';

function quizTitle(sport: Sport, focus: string | null, ruleSetId: string | null = null): string {
  const ruleSet = ruleSetById(sport, ruleSetId);
  const label = SPORT_LABELS[sport];
  if (ruleSet && (!focus || focus === THE_RULES)) return `${label} quiz: ${ruleSet.label}`;
  const on = ruleSet ? `${focus} under ${ruleSet.label}` : focus;
  return on ? `${label} quiz: ${on}` : `${label} quiz`;
}

/**
 * Where to look for the live fact a quiz request's topic is ("last night's scorer", "this year's
 * seeds", "who's injured"); null when its topic is no live fact.
 */
function liveTopicLine(sport: Sport, message: string): string | null {
  const topic = quizTopicOf(message);
  const asked = topic ? liveFactLine(sport, topic) : null;
  if (asked) return asked;
  const text = quizTopicText(message);
  const kind = text ? liveTopicKind(text) : null;
  return kind && text ? whereToLook(kind, sport, text) : null;
}

/** What a coach writing its own questions is asked to write on: the focus, under the rule book asked for. */
function topicForCoach(quiz: QuizRow): string | null {
  const ruleSet = ruleSetById(quiz.topic, quiz.ruleSet);
  if (!ruleSet) return quiz.focus;
  return quiz.focus && quiz.focus !== THE_RULES ? `${quiz.focus} under ${ruleSet.label}` : ruleSet.label;
}

/** One line when the bank has nothing (left) on the asked topic, so the closest question follows. */
function offTopicNote(focus: string, sport: Sport, sequence: number): string {
  return sequence === 1
    ? `My ${SPORT_LABELS[sport]} question bank has no questions on ${focus}, so here is the closest one.`
    : `No more questions on ${focus} in my bank, so here is the closest one left.`;
}

/** What the miss says the player chose: "You chose B; ", "You said “a foul”; ", nothing after "no idea". */
function chosenLine(
  question: QuestionRow,
  style: QuizStyle,
  answer: { letter: QuizLetter | null; typed: string },
): string {
  if (answer.letter === null || style === 'shortAnswer') return answer.typed ? `You said “${answer.typed}”; ` : '';
  if (style === 'multipleChoice') return `You chose ${answer.letter}; `;
  return `You said ${question.options[QUIZ_OPTION_LETTERS.indexOf(answer.letter)] ?? answer.letter}; `;
}

// "what was that again?", "repeat the question", "sorry, say that again": a short ask to see it again.
const QUESTION_AGAIN =
  /\b(?:again|repeat|say that|what was (?:that|it|the question)|(?:show|read|give) (?:me )?(?:the|that) question)\b/i;
const asksForTheQuestionAgain = (message: string) =>
  QUESTION_AGAIN.test(message) && message.trim().split(/\s+/).length <= 8;

/** A 32-bit FNV-1a hash: the same quiz and question always make the same true-or-false claim. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The true-or-false form of a bank question: about half claim the right answer, the rest a wrong one. */
function trueFalseOf(item: QuizItem, quizId: string) {
  const seed = hashOf(`${quizId}\n${item.question}`);
  return trueFalseFrom(item, seed % 2 === 0, seed >>> 1);
}

export interface QuizDeps {
  db: Database;
  coach: CoachProvider;
  now: () => Date;
  /** A player's row changed (points, streak, level): whoever keeps a copy of it drops it. */
  userChanged?: (userId: string) => void;
}

export interface Graded {
  correct: boolean;
  /** false when this player had already answered the question: nothing was scored again. */
  scored: boolean;
}

export function createQuizService(deps: QuizDeps) {
  const { db, coach, now } = deps;
  /** Whether the coach writes its own questions on any topic, rather than picking from the bank. */
  const coachWrites = coach.name !== 'builtin';

  async function latestQuiz(where: ReturnType<typeof eq>): Promise<QuizRow | null> {
    const [quiz] = await db.select().from(quizzes).where(where).orderBy(desc(quizzes.createdAt)).limit(1);
    return quiz ?? null;
  }

  async function lastQuestion(quizId: string): Promise<QuestionRow | null> {
    const [question] = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(desc(quizQuestions.sequence))
      .limit(1);
    return question ?? null;
  }

  async function startQuiz(sessionId: string, sport: Sport, plan: QuizPlan, user: UserRow | null): Promise<QuizRow> {
    const { focus, topicIds, questionCount, style, sheet, level, scenario, ruleSet } = plan;
    const [quiz] = await db
      .insert(quizzes)
      .values({
        title: quizTitle(sport, focus, ruleSet),
        topic: sport,
        focus,
        questionCount,
        topicIds,
        style,
        sheet,
        scenario,
        ruleSet,
        difficulty: level ?? MIXED_DIFFICULTY,
        description: `${questionCount} questions on ${focus ?? SPORT_LABELS[sport].toLowerCase()}`,
        sessionId,
        userId: user?.id ?? null,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    return quiz!;
  }

  /**
   * The bank's next question for the quiz, the asked level first: from its tagged rule topics, from
   * its topic in words (the bank's and the concepts' questions on it), or, for a whole-sport quiz at
   * a level, from the whole bank. Null when the coach picks instead, or the bank has none left.
   */
  function nextFromBank(quiz: QuizRow, asked: string[]): (QuizBankQuestion & { onTopic: boolean }) | null {
    const level = storedLevel(quiz.difficulty);
    const { scenario } = quiz;
    const fit = ruleSetFit(quiz.topic, ruleSetById(quiz.topic, quiz.ruleSet));
    if (quiz.topicIds?.length) {
      const next = nextQuestionOnTopics(quiz.topic, quiz.topicIds, asked, quiz.id, level, scenario, fit);
      return next ? { ...next, onTopic: true } : null;
    }
    if (quiz.focus) {
      if (coachWrites && level === null && !scenario && !fit) return null;
      const next = nextQuestionOnFocus(quiz.topic, quiz.focus, asked, quiz.id, level, scenario, fit);
      return next ? { ...next, onTopic: true } : null;
    }
    const next =
      level || scenario || fit ? nextQuestionAtLevel(quiz.topic, asked, quiz.id, level, scenario, fit) : null;
    return next ? { ...next, onTopic: true } : null;
  }

  /**
   * The next question, and whether it is on the quiz's focus (false: the closest the coach found
   * once the bank had none left on it).
   */
  async function askNext(quiz: QuizRow, signal: AbortSignal): Promise<{ stored: QuestionRow; onTopic: boolean }> {
    const asked = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
    const askedTexts = asked.map((row) => claimOf(row.question).question);
    const fromBank = nextFromBank(quiz, askedTexts);
    const picked = fromBank
      ? fromBank
      : await coach.quizQuestion({ sport: quiz.topic, asked: askedTexts, topic: topicForCoach(quiz), signal });
    const next = quiz.style === 'trueFalse' ? { ...picked, ...trueFalseOf(picked, quiz.id) } : picked;
    const [stored] = await db
      .insert(quizQuestions)
      .values({
        quizId: quiz.id,
        sequence: asked.length + 1,
        question: next.question,
        options: [...next.options],
        correctAnswer: next.correct,
        explanation: next.explanation,
        createdAt: now(),
      })
      .returning();
    return { stored: stored!, onTopic: next.onTopic !== false };
  }

  /**
   * Grades a letter against the stored question. For a member the attempt and the score are one
   * transaction, and the unique (user, question) attempt makes a second answer — concurrent or
   * later — score nothing. A visitor's answers are graded but never reach the leaderboard.
   */
  async function grade(
    quiz: QuizRow,
    question: QuestionRow,
    letter: QuizLetter | null,
    user: UserRow | null,
    typed: string = letter ?? '',
  ): Promise<Graded> {
    const correct = letter === question.correctAnswer;
    if (!user) {
      const [previous] = await db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.questionId, question.id), isNull(quizAttempts.userId)));
      if (previous) return { correct, scored: false };
      await db.insert(quizAttempts).values({
        quizId: question.quizId,
        questionId: question.id,
        userId: null,
        answer: letter ?? typed,
        isCorrect: correct,
        score: correct ? QUIZ_POINTS_PER_QUESTION : 0,
        completedAt: now(),
      });
      return { correct, scored: true };
    }
    const graded = await db.transaction(async (tx): Promise<Graded> => {
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({
          quizId: question.quizId,
          questionId: question.id,
          userId: user.id,
          answer: letter ?? typed,
          isCorrect: correct,
          score: correct ? QUIZ_POINTS_PER_QUESTION : 0,
          completedAt: now(),
        })
        .onConflictDoNothing({ target: [quizAttempts.userId, quizAttempts.questionId] })
        .returning({ id: quizAttempts.id });
      if (!attempt) return { correct, scored: false };
      const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      const perfect = await completedPerfectly(tx, quiz, question, user.id);
      const stats = applyAnswer(
        {
          points: current!.quizPoints,
          answered: current!.quizQuestionsAnswered,
          streak: current!.quizQuestionStreak,
          achievements: current!.achievements,
        },
        correct,
        perfect,
      );
      await tx
        .update(users)
        .set({
          quizPoints: stats.points,
          quizQuestionsAnswered: stats.answered,
          quizQuestionStreak: stats.streak,
          achievements: stats.achievements,
          level: levelForPoints(stats.points),
          updatedAt: now(),
        })
        .where(eq(users.id, user.id));
      return { correct, scored: true };
    });
    if (graded.scored) deps.userChanged?.(user.id);
    return graded;
  }

  async function completedPerfectly(
    tx: Database,
    quiz: QuizRow,
    question: QuestionRow,
    userId: string,
  ): Promise<boolean> {
    if (question.sequence !== quiz.questionCount) return false;
    const [row] = await tx
      .select({ right: sql<number>`count(*) filter (where ${quizAttempts.isCorrect})::int` })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, question.quizId), eq(quizAttempts.userId, userId)));
    return (row?.right ?? 0) === quiz.questionCount;
  }

  function verdict(
    question: QuestionRow,
    style: QuizStyle,
    answer: { letter: QuizLetter | null; typed: string },
    graded: Graded,
  ): string {
    const right = rightAnswerOf(question, style);
    const head = graded.correct
      ? `✅ **Correct!** ${right}${graded.scored ? ` — +${QUIZ_POINTS_PER_QUESTION} points.` : '.'}`
      : `❌ **Not quite.** ${chosenLine(question, style, answer)}the answer is ${right}.`;
    const repeat = graded.scored ? '' : '\n\n_You had already answered this question, so it was not scored again._';
    return `${head}\n\n${question.explanation}${repeat}`;
  }

  /** The question the player can answer now, or null when none is open (no quiz, a sheet, the last one answered). */
  async function openQuestionOf(quiz: QuizRow | null): Promise<QuestionRow | null> {
    if (!quiz || quiz.sheet) return null;
    const question = await lastQuestion(quiz.id);
    if (!question || question.sequence < quiz.questionCount) return question;
    const [attempt] = await db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(eq(quizAttempts.questionId, question.id))
      .limit(1);
    return attempt ? null : question;
  }

  /** Anything but an answer or a quiz asked for is the coach's to answer, as in the other modes. */
  async function* coachReply(context: ReplyContext): AsyncGenerator<string> {
    yield* coach.reply(coachRequestOf(context, now()));
  }

  async function* reply(context: ReplyContext): AsyncGenerator<string> {
    const latest = await latestQuiz(eq(quizzes.sessionId, context.sessionId));
    // "Quiz me… actually, is the rink open tonight?": a live fact asked beside the quiz, not as its
    // topic, gets the honest line the other modes give, and the quiz waits to be asked again.
    const request = quizAskIn(context.message) ?? context.message;
    const liveAside = asksLiveFact(context.message) && !liveTopicLine(context.sport, request);
    const quizAsked = asksForQuiz(request) && !liveAside;
    const open = quizAsked ? null : await openQuestionOf(latest);
    // A live fact asked mid-quiz is a question, never a short answer to grade.
    const read =
      open && latest && !asksLiveFact(context.message)
        ? readQuizReply(context.message, open.options, latest.style)
        : null;

    if (open && latest && read?.kind === 'answer') {
      yield* answerReply(context, latest, open, read);
      return;
    }
    // The last question of a finished quiz answered again: graded as before, never scored twice.
    if (!quizAsked && !open && latest && !latest.sheet) {
      const letter = parseAnswerLetter(context.message);
      const last = letter ? await lastQuestion(latest.id) : null;
      if (letter && last) {
        yield* answerReply(context, latest, last, { letter, typed: letter });
        return;
      }
    }
    if (open && latest && asksForTheQuestionAgain(context.message)) {
      context.annotate({ askedSequence: open.sequence, graded: null });
      yield* chunks(formatQuestion(open, latest.questionCount, latest.style));
      return;
    }
    if (!quizAsked) {
      yield* coachReply(context);
      if (liveAside && !open && asksForQuiz(request)) {
        yield `\n\n_Say "start a quiz" when you want one, and I'll ask the questions._`;
      }
      if (open && latest) {
        context.annotate({ askedSequence: open.sequence, graded: null });
        yield `\n\n_Your quiz is still on: Question ${open.sequence} of ${latest.questionCount} is waiting. ${HOW_TO_ANSWER[latest.style]}_`;
      }
      return;
    }
    yield* startReply(context, request);
  }

  async function* answerReply(
    context: ReplyContext,
    quiz: QuizRow,
    question: QuestionRow,
    answer: { letter: QuizLetter | null; typed: string },
  ): AsyncGenerator<string> {
    const graded = await grade(quiz, question, answer.letter, context.user, answer.typed);
    const gradedOutcome = {
      questionSequence: question.sequence,
      correct: graded.correct,
      correctAnswer: question.correctAnswer,
      scored: graded.scored,
    };
    const parts = [verdict(question, quiz.style, answer, graded)];
    if (question.sequence >= quiz.questionCount) {
      const [summary] = await db
        .select({ right: sql<number>`count(*) filter (where ${quizAttempts.isCorrect})::int` })
        .from(quizAttempts)
        .where(eq(quizAttempts.quizId, quiz.id));
      parts.push(
        `🏁 **Quiz complete!** You got ${summary?.right ?? 0} of ${quiz.questionCount} right. Press Start Quiz for another round.`,
      );
      context.annotate({ askedSequence: null, graded: gradedOutcome });
      yield* chunks(parts.join('\n\n'));
      return;
    }
    const { stored: next, onTopic } = await askNext(quiz, context.signal);
    if (quiz.focus && !onTopic) parts.push(offTopicNote(quiz.focus, context.sport, next.sequence));
    parts.push(formatQuestion(next, quiz.questionCount, quiz.style));
    context.annotate({ askedSequence: next.sequence, graded: gradedOutcome });
    yield* chunks(parts.join('\n\n'));
  }

  /** Starts the quiz a request asks for, `request` its words as the quiz readers know them. */
  async function* startReply(context: ReplyContext, request: string): AsyncGenerator<string> {
    const parts: string[] = [];
    // A quiz on a live fact (last night's scorer, this year's prize money) cannot be set honestly:
    // say so, and quiz the sport instead.
    const live = liveTopicLine(context.sport, request);
    const length = quizLengthOf(request);
    // A live fact's quiz is the whole sport's, in the format and at the level asked.
    const plan = planQuiz(context.sport, request, length, { coachWrites, wholeSport: live !== null });
    if (plan.kind === 'nothing') {
      context.annotate({ askedSequence: null, graded: null });
      yield* chunks(plan.line);
      return;
    }
    const quiz = await startQuiz(context.sessionId, context.sport, plan, context.user);
    if (live) parts.push(`${live} Here is a ${SPORT_LABELS[context.sport]} quiz instead.`);
    parts.push(...plan.notes, introLine(quiz, plan.allAtLevel));
    if (quiz.sheet) {
      const questions: QuestionRow[] = [];
      for (let count = 0; count < quiz.questionCount; count += 1) {
        const { stored, onTopic } = await askNext(quiz, context.signal);
        if (quiz.focus && !onTopic && questions.length === 0) parts.push(offTopicNote(quiz.focus, context.sport, 1));
        questions.push(stored);
      }
      parts.push(sheetText(questions, quiz.style));
      context.annotate({ askedSequence: null, graded: null });
      yield* chunks(parts.join('\n\n'));
      return;
    }
    const { stored: next, onTopic } = await askNext(quiz, context.signal);
    if (quiz.focus && !onTopic) parts.push(offTopicNote(quiz.focus, context.sport, next.sequence));
    parts.push(formatQuestion(next, quiz.questionCount, quiz.style));
    context.annotate({ askedSequence: next.sequence, graded: null });
    yield* chunks(parts.join('\n\n'));
  }

  return {
    reply,

    /** SPEC §7 answer call: grades the chosen letter; a bare `isCorrect` is never trusted. */
    async answer(user: UserRow, body: QuizAnswer) {
      const quiz = await latestQuiz(eq(quizzes.userId, user.id));
      let graded: Graded | null = null;
      if (quiz) {
        const [question] = await db
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.sequence, body.questionSequence)));
        if (!question) throw new AppError('not_found', 'That question is not part of your current quiz.');
        if (body.answer) graded = await grade(quiz, question, body.answer, user);
        else {
          const [attempt] = await db
            .select({ isCorrect: quizAttempts.isCorrect })
            .from(quizAttempts)
            .where(and(eq(quizAttempts.questionId, question.id), eq(quizAttempts.userId, user.id)));
          graded = attempt ? { correct: attempt.isCorrect, scored: false } : null;
        }
      }
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      return {
        user: {
          quizPoints: fresh!.quizPoints,
          quizQuestionsAnswered: fresh!.quizQuestionsAnswered,
          quizQuestionStreak: fresh!.quizQuestionStreak,
        },
        graded,
      };
    },

    async progress(user: UserRow): Promise<QuizProgress> {
      const quiz = await latestQuiz(eq(quizzes.userId, user.id));
      const question = quiz ? await lastQuestion(quiz.id) : null;
      return { lastQuestionSequence: question?.sequence ?? 0, questionCount: quiz?.questionCount ?? 0 };
    },

    async leaderboard(viewer: UserRow | null): Promise<Leaderboard> {
      const ranked = db
        .select({
          id: users.id,
          name: users.name,
          username: users.username,
          email: users.email,
          points: users.quizPoints,
          answered: users.quizQuestionsAnswered,
          streak: users.quizQuestionStreak,
          level: users.level,
          achievements: users.achievements,
          rank: sql<number>`rank() over (order by ${users.quizPoints} desc)::int`.as('rank'),
        })
        .from(users)
        .where(sql`${users.quizQuestionsAnswered} > 0`)
        .as('ranked');
      const toEntry = (row: {
        id: string;
        name: string | null;
        username: string | null;
        email: string;
        points: number;
        answered: number;
        streak: number;
        level: number;
        achievements: string[];
        rank: number;
      }) => ({
        rank: row.rank,
        // Only a chosen name is shown: e-mail addresses never appear on the leaderboard.
        displayName: row.name?.trim() || row.username || 'Anonymous coach',
        points: row.points,
        questionsAnswered: row.answered,
        streak: row.streak,
        level: row.level,
        achievements: row.achievements,
        isMe: row.id === viewer?.id,
      });
      const top = await db.select().from(ranked).orderBy(ranked.rank, ranked.id).limit(LEADERBOARD_SIZE);
      const [mine] = viewer ? await db.select().from(ranked).where(eq(ranked.id, viewer.id)) : [];
      return { entries: top.map(toEntry), me: mine ? toEntry(mine) : null };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
