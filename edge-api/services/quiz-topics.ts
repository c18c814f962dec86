import { z } from 'zod';
import baseballTopics from '../../content/baseball/quiz-topics.json';
import basketballTopics from '../../content/basketball/quiz-topics.json';
import footballTopics from '../../content/football/quiz-topics.json';
import golfTopics from '../../content/golf/quiz-topics.json';
import soccerTopics from '../../content/soccer/quiz-topics.json';
import tennisTopics from '../../content/tennis/quiz-topics.json';
import type { Sport } from '../../shared/constants';
import { isTopicFiller } from '../../shared/quiz-text';
import { QuizTopicSchema, type QuizBankQuestion, type QuizTopic } from '../providers/coach/knowledge/content-schema';
import { knowledgeOf } from '../providers/coach/knowledge/knowledge-base';

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
 * The sport's quiz topics the listed phrases name, in order ("violations", "3 seconds", "backcourt",
 * "travel" → violations, three seconds, backcourt, traveling; "defensive holding" is pass
 * interference, not every holding penalty). Null when a phrase is not wholly a known topic
 * ("penalty shootouts", "the club badge"): it asks for more than the topics cover, so the bank's
 * tags cannot answer it.
 */
export function quizTopicsNamed(sport: Sport, phrases: readonly string[]): QuizTopic[] | null {
  const named: QuizTopic[] = [];
  for (const raw of phrases) {
    const phrase = raw
      .toLowerCase()
      .replace(/[-_/]+/g, ' ')
      .replace(/\u2019/g, "'");
    const mentions = mentionsIn(sport, phrase);
    for (const word of phrase.matchAll(/[a-z0-9']+/g)) {
      const end = word.index + word[0].length;
      const covered = mentions.some((mention) => mention.start <= word.index && mention.end >= end);
      if (!covered && !isTopicFiller(word[0])) return null;
    }
    const inOrder = [...mentions].sort((a, b) => a.start - b.start).map((mention) => mention.topic);
    for (const topic of inOrder) if (!named.includes(topic)) named.push(topic);
  }
  return named;
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

/**
 * The next question of a quiz on these topics, never one already asked: the topics take turns, so
 * a quiz on three of them covers all three, and the seed (the quiz) varies the pick between quizzes.
 * Null when every question on them has been asked.
 */
export function nextQuestionOnTopics(
  sport: Sport,
  topicIds: readonly string[],
  asked: readonly string[],
  seed: string,
): QuizBankQuestion | null {
  const askedTexts = new Set(asked);
  const open = questionsOnTopics(sport, topicIds).filter((question) => !askedTexts.has(question.question));
  if (open.length === 0) return null;
  const turn = topicIds[asked.length % topicIds.length]!;
  const onTurn = open.filter((question) => question.topics?.includes(turn));
  const pool = onTurn.length > 0 ? onTurn : open;
  return pool[hash(`${seed}\n${asked.length}`) % pool.length]!;
}
