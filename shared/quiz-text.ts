import { CARDINALS } from './number-words';
import {
  QUIZ_LENGTH,
  QUIZ_MAX_LENGTH,
  QUIZ_MIN_LENGTH,
  QUIZ_OPTION_LETTERS,
  SPORT_LABELS,
  SPORTS,
  type QuizLetter,
  type Sport,
} from './constants';

/** SPEC §5: an answer is a message that, trimmed, is exactly one letter A–D in any case. */
export function parseAnswerLetter(message: string): QuizLetter | null {
  const trimmed = message.trim().toUpperCase();
  return QUIZ_OPTION_LETTERS.find((letter) => letter === trimmed) ?? null;
}

export function startQuizMessage(sport: Sport): string {
  return `Start a new quiz about ${sport}`;
}

// The button's message, and the ways a player asks for one in words: "quiz me on offside", "test me
// on the rules", "give me 5 questions about pitching", "ask me some trivia about serves".
const START_PATTERN = new RegExp(
  [
    String.raw`^\s*(?:(?:start|begin|new|another|play|do|run)\b.*\b(?:quiz|trivia)\b)`,
    String.raw`^\s*(?:pls |please |can you |could you |let'?s )?(?:quiz|test|ask|drill) (?:me|us)\b`,
    String.raw`^\s*(?:pls |please |can you |could you )?(?:give|gimme|send|hit|throw) (?:(?:me|us) )?(?:with )?(?:some |a few |a couple(?: of)? |more |\d+ |a )?(?:quick |short )?(?:\d+[ -]questions? )?(?:quiz |trivia |test )?(?:questions?|q'?s|quiz(?:zes)?|trivia|scenarios?)\b`,
    String.raw`^\s*(?:some |a few |more |\d+ )?(?:quiz|trivia|test) (?:questions? )?(?:on|about|for)\b`,
    String.raw`^\s*(?:some |a few |more |\d+ )?(?:questions?|q'?s|scenarios?) (?:on|about)\b`,
    String.raw`^\s*(?:a |an )?(?:quick |short )?(?:\d+|three|four|five|six|seven|eight|nine|ten)[ -](?:[a-z']+[ -])?(?:questions?|q'?s|scenarios?)\b`,
    String.raw`^\s*(?:i(?:'d| would)? (?:want|like|need)|can i (?:get|have|do)|let'?s (?:do|have)) (?:to do )?(?:a |an |another |some )?(?:\w+ )?(?:\d+[ -]questions? )?(?:quiz|trivia|questions?)\b`,
  ].join('|'),
  'i',
);
export const isStartQuizMessage = (message: string) => START_PATTERN.test(message);

// Words at either end of a topic phrase that name no topic: "the rules of", "some", "please".
const TOPIC_FILLER = new Set(
  `the a an some my our any basic basics general rule rules law laws of about on in for me us please pls plz now
  again quiz quizzes question questions trivia stuff things thing scenario scenarios q's qs quick short`.split(/\s+/),
);
const SPORT_WORDS = new Set<string>([
  ...SPORTS,
  ...SPORTS.map((sport) => SPORT_LABELS[sport].toLowerCase()),
  'sport',
  'sports',
]);

// "…so quiz me on pass interference": a quiz asked for at the end of a longer message.
const ASK_INSIDE =
  /\b(?:quiz|test|ask|drill) (?:me|us)(?: (?:a bit|some more|again|hard|properly))? (?:on|about|regarding|covering) (.+)$/i;
const ABOUT = /\b(?:on|about|regarding|covering|around|over)\s+(.+)$/i;

// Where the topic phrase ends: punctuation, or a word that starts a new clause ("offside, I keep
// getting it wrong", "cover 2 vs cover 3 my DBs mix them up", "the infield fly make it tricky").
const CLAUSE_END = /[,;:!?.()\u2013\u2014]| - /;
const CLAUSE_WORDS = new Set(
  `so because since cause cuz coz as i i'm im i've ive we we're my our your make pls please plz lol thanks thx ty
  cheers etc level`.split(/\s+/),
);
const MAX_TOPIC_WORDS = 6;

/**
 * The topic a message asks a quiz to be about ("quiz me on the offside rule" → "offside"; "…the ref
 * got it wrong, quiz me on pass interference so I know" → "pass interference"); null when it names
 * none, or only the sport or its rules in general, as the Start Quiz button's message does.
 */
export function quizTopicOf(message: string): string | null {
  const text = message.trim();
  const about = isStartQuizMessage(text) ? ABOUT.exec(text) : ASK_INSIDE.exec(text);
  if (!about?.[1]) return null;
  const phrase = about[1].split(CLAUSE_END)[0] ?? '';
  const words: string[] = [];
  for (const word of phrase.toLowerCase().split(/[^a-z0-9'-]+/)) {
    if (word.length === 0) continue;
    if (CLAUSE_WORDS.has(word) || /^u\d{1,2}$/.test(word)) break;
    if (!SPORT_WORDS.has(word)) words.push(word);
  }
  while (words.length > 0 && TOPIC_FILLER.has(words[0]!)) words.shift();
  while (words.length > 0 && TOPIC_FILLER.has(words.at(-1)!)) words.pop();
  return words.length > 0 ? words.slice(0, MAX_TOPIC_WORDS).join(' ') : null;
}

// "A hundred questions" is asked too, to be told the most a quiz holds.
const NUMBER_WORDS: Record<string, number> = { ...CARDINALS, hundred: 100 };
// "5 questions", "6 q's", "4 scenarios", "a quick 3-question quiz", "five offside questions": a count
// right before the word for a question, at most one word (an adjective or the topic) between them.
const COUNT_PATTERN = new RegExp(
  String.raw`\b(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})(?:[ -]+[a-z']+)?[ -]+(?:questions?|q'?s|scenarios?)\b`,
  'i',
);

export interface QuizLengthAsked {
  /** How many questions the quiz has: the count asked for within bounds, else the default. */
  count: number;
  /** The count the message named, as named; null when it named none. */
  asked: number | null;
}

/** The quiz length a message asks for ("quiz me with 5 questions on offside" → 5). */
export function quizLengthOf(message: string): QuizLengthAsked {
  const match = COUNT_PATTERN.exec(message);
  const word = match?.[1]?.toLowerCase();
  const asked = word === undefined ? null : (NUMBER_WORDS[word] ?? Number(word));
  if (asked === null || !Number.isFinite(asked)) return { count: QUIZ_LENGTH, asked: null };
  return { count: Math.min(QUIZ_MAX_LENGTH, Math.max(QUIZ_MIN_LENGTH, asked)), asked };
}

/** The message's text with the asked count taken out, so "3 seconds" never reads as a count. */
export function withoutQuizLength(message: string): string {
  return message.replace(COUNT_PATTERN, ' ');
}

// Words that join a topic's words ("relief from a cart path") without naming one.
const CONNECTORS = new Set('from with when at to by into near during after before under inside outside vs'.split(' '));

/** Whether a word names no topic on its own ("the", "rules", "questions", "from"). */
export const isTopicFiller = (word: string) => TOPIC_FILLER.has(word) || SPORT_WORDS.has(word) || CONNECTORS.has(word);

// Where one topic of a list ends: "violations: 3 seconds, backcourt, travel", "unplayable lie and penalty areas".
const LIST_SEPARATOR = /[,;:&/+]|\b(?:and|or|plus|versus|vs)\b/i;
const SENTENCE_END = /[.!?()\u2013\u2014]| - /;

/**
 * The topics a start message lists, each cut where a new clause starts and trimmed of words that name
 * no topic: "give me 5 questions on violations: 3 seconds, backcourt, travel" → "violations",
 * "3 seconds", "backcourt", "travel"; "quiz me on offside, I coach u11s" → "offside". Its count
 * ("5 questions") is never read as a topic.
 */
export function quizTopicPhrases(message: string): string[] {
  const text = message.trim();
  const about = isStartQuizMessage(text) ? ABOUT.exec(text) : ASK_INSIDE.exec(text);
  const named = withoutQuizLength(about?.[1] ?? text).split(SENTENCE_END)[0] ?? '';
  const phrases: string[] = [];
  for (const item of named.split(LIST_SEPARATOR)) {
    const words: string[] = [];
    for (const word of item.toLowerCase().split(/[^a-z0-9'-]+/)) {
      if (word.length === 0) continue;
      if (CLAUSE_WORDS.has(word) || /^u\d{1,2}$/.test(word)) break;
      words.push(word);
    }
    while (words.length > 0 && isTopicFiller(words[0]!)) words.shift();
    while (words.length > 0 && isTopicFiller(words.at(-1)!)) words.pop();
    if (words.length > 0) phrases.push(words.join(' '));
  }
  return phrases;
}

/** The question number a reply asks, from its 'Question N' heading; null if it asks none. */
export function questionNumberIn(content: string): number | null {
  const matches = [...content.matchAll(/Question (\d+)/g)];
  const last = matches.at(-1);
  const value = last ? Number(last[1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** How many questions the quiz has, from a 'Question N of M' heading; null if the reply says not. */
export function quizLengthIn(content: string): number | null {
  const last = [...content.matchAll(/Question \d+ of (\d+)/g)].at(-1);
  const value = last ? Number(last[1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}
