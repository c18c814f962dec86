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
import type { QuizStyle } from './quiz-rules';

/** SPEC §5: an answer is a message that, trimmed, is exactly one letter A–D in any case. */
export function parseAnswerLetter(message: string): QuizLetter | null {
  const trimmed = message.trim().toUpperCase();
  return QUIZ_OPTION_LETTERS.find((letter) => letter === trimmed) ?? null;
}

export function startQuizMessage(sport: Sport): string {
  return `Start a new quiz about ${sport}`;
}

// "give me 5", "hit us with ten on offside", "quiz me with 6 more": a count with no word for a question
// after it, read only when what follows is the end, a topic ("on …") or a please, so "give me 3 seconds
// questions" or "3 on 2" is never a count.
const BARE_COUNT = String.raw`(?:pls |please |can you |could you )?(?:give|gimme|send|hit|throw|ask|quiz|test) (?:me|us) (?:with )?(?:another |just |only )?(\d{1,3}|a dozen|${Object.keys(CARDINALS).join('|')})(?: more)?(?!\s*(?:on|v|vs|versus|x|-)\s*\d)(?=\s*(?:$|[.!?,;:]|(?:on|about|covering|please|pls|more|ones)\b))`;

// The button's message, and the ways a player asks for one in words: "quiz me on offside", "test me
// on the rules", "give me 5 questions about pitching", "ask me some trivia about serves".
const START_PATTERN = new RegExp(
  [
    String.raw`^\s*(?:(?:start|begin|new|another|play|do|run)\b.*\b(?:quiz|trivia)\b)`,
    String.raw`^\s*(?:pls |please |can you |could you |let'?s )?(?:quiz|test|ask|drill) (?:me|us)\b`,
    String.raw`^\s*(?:pls |please |can you |could you )?(?:give|gimme|send|hit|throw) (?:(?:me|us) )?(?:with )?(?:some |a few |a couple(?: of)? |more |\d+ |a )?(?:quick |short )?(?:\d+[ -]questions? )?(?:quiz |trivia |test )?(?:questions?|q'?s|quiz(?:zes)?|trivia|scenarios?)\b`,
    // "give me some course management scenarios", "send us 5 offside questions": the topic first.
    String.raw`^\s*(?:pls |please |can you |could you )?(?:give|gimme|send|hit|throw) (?:me|us) (?:some |a few |a couple(?: of)? |more |\d+ |a )?(?:[a-z0-9'-]+ ){1,4}(?:questions|q'?s|scenarios|quiz(?:zes)?|trivia)\b`,
    String.raw`^\s*(?:some |a few |more |\d+ )?(?:quiz|trivia|test) (?:questions? )?(?:on|about|for)\b`,
    String.raw`^\s*(?:some |a few |more |\d+ )?(?:questions?|q'?s|scenarios?) (?:on|about)\b`,
    String.raw`^\s*(?:a |an )?(?:quick |short )?(?:\d+|three|four|five|six|seven|eight|nine|ten)[ -](?:[a-z']+[ -])?(?:questions?|q'?s|q|scenarios?)\b`,
    String.raw`^\s*(?:i(?:'d| would)? (?:want|like|need)|can i (?:get|have|do)|let'?s (?:do|have)) (?:to do )?(?:a |an |another |some )?(?:\w+ )?(?:\d+[ -]questions? )?(?:quiz|trivia|questions?)\b`,
    // "give me 5", "hit us with another 8 on balks": a bare count asked of the quiz master.
    String.raw`^\s*${BARE_COUNT}`,
    // "easy ones for my 10-year-olds", "5 harder ones": what is left once the level words are read.
    String.raw`^\s*(?:some |a few |more |another |\d+ )?ones\b(?=\s*(?:$|[.!?,;:]|(?:on|about|for|please|pls)\b))`,
  ].join('|'),
  'i',
);
export const isStartQuizMessage = (message: string) => START_PATTERN.test(message);

// Words at either end of a topic phrase that name no topic: "the rules of", "some", "please".
const TOPIC_FILLER = new Set(
  `the a an some my our any basic basics general rule rules law laws of about on in for me us please pls plz now
  again quiz quizzes question questions trivia stuff things thing scenario scenarios q's qs quick short
  ones mode difficulty around regarding surrounding concerning governing their his her your its`.split(/\s+/),
);
const SPORT_WORDS = new Set<string>([
  ...SPORTS,
  ...SPORTS.map((sport) => SPORT_LABELS[sport].toLowerCase()),
  'sport',
  'sports',
]);

// "give me some course management scenarios", "send us 5 offside questions": the topic said before
// the word for a question, where no "on" or "about" names it.
const TOPIC_BEFORE_QUESTIONS =
  /\b(?:give|gimme|send|hit|throw) (?:me |us )?(?:with |w\/? )?(?:some |a few |a couple(?: of)? |more |another |\d+ |a |an )?(?:(?:quick|short|hard|tough|tricky|easy|good) )*((?:(?!\d+ )[a-z0-9'-]+ ){1,4}?)(?:questions?|q'?s|scenarios?|quiz(?:zes)?|trivia)\b/i;

// "…so quiz me on pass interference": a quiz asked for at the end of a longer message.
const ASK_INSIDE =
  /\b(?:quiz|test|ask|drill) (?:me|us)(?: (?:a bit|some more|again|hard|properly))? (?:on|about|regarding|covering) (.+)$/i;
const ABOUT = /\b(?:on|about|regarding|covering|around|over)\s+(.+)$/i;
// "Test my knowledge of scoring", "check our understanding of the let rule": the topic after "of".
const KNOWLEDGE_OF =
  /\b(?:test|check|quiz|assess) (?:my|our|his|her|their) (?:knowledge|understanding|grasp) (?:of|on|about|around)\s+(.+)$/i;
// "Test my rules knowledge: offside, handball", "check our defensive IQ": the topic after the colon, or
// the words before "knowledge" when nothing follows.
const KNOWLEDGE_NAMED =
  /\b(?:test|check|quiz) (?:my|our|his|her|their) ((?:[a-z'-]+ ){1,3})(?:knowledge|iq)\b(?:\s*[:\u2013,-]\s*(.+))?/i;
// "Formations quiz for my U11s", "a quick offside quiz": the topic named just before the word quiz.
const TOPIC_BEFORE_QUIZ =
  /^\s*(?:(?:can you |could you |please |pls )?(?:give|make|do|run|write|send)(?: me| us)? )?(?:(?:a|an|the|quick|short|fun|easy|hard|tricky|tough|little|simple|new|another|\d+[- ]questions?) )*((?:[a-z0-9'-]+ ){1,4}?)(?:quiz(?:zes)?|trivia)\b/i;

// Where the topic phrase ends: punctuation, or a word that starts a new clause ("offside, I keep
// getting it wrong", "cover 2 vs cover 3 my DBs mix them up", "the infield fly make it tricky").
const CLAUSE_END = /[,;:!?.()\u2013\u2014]| - /;
const CLAUSE_WORDS = new Set(
  `so because since cause cuz coz as i i'm im i've ive we we're my our your make pls please plz lol thanks thx ty
  cheers etc level`.split(/\s+/),
);
const MAX_TOPIC_WORDS = 6;

// "Offside for a ref course", "holding for a youth team": "for" and who the quiz is for end the topic.
const AUDIENCE_WORDS = new Set(
  `team teams squad squads player players kid kids class classes course courses clinic clinics group groups son
  sons daughter daughters club clubs ref refs referee referees umpire umpires official officials coach coaches
  assistant assistants parent parents student students league leagues golfer golfers exam exams test tests
  certification camp camps session sessions boys girls beginner beginners newbie newbies varsity jv`.split(/\s+/),
);
const AUDIENCE_REACH = 3;
const QUESTION_OPENER = /^\s*(?:what|what's|whats|how|why|which|who|where|when|whether)\b/i;

/** Whether the words from `at` on start who a quiz is for ("for a youth team"), not more of its topic. */
function audienceAt(words: readonly string[], at: number): boolean {
  if (words[at] !== 'for') return false;
  const after = words.slice(at + 1, at + 1 + AUDIENCE_REACH);
  return after.some((word) => AUDIENCE_WORDS.has(word) || /^u-?\d{1,2}s?$/.test(word));
}

/** Whether the words from `at` on say who is asked ("like I'm a JV coach"), not more of the topic. */
function likeWhoAt(words: readonly string[], at: number): boolean {
  return words[at] === 'like' && /^(?:i|i'm|im|we|we're|a|an|my|our)$/.test(words[at + 1] ?? '');
}

/**
 * The topic a message asks a quiz to be about ("quiz me on the offside rule" → "offside"; "…the ref
 * got it wrong, quiz me on pass interference so I know" → "pass interference"); null when it names
 * none, or only the sport or its rules in general, as the Start Quiz button's message does.
 */
export function quizTopicOf(message: string): string | null {
  const about = topicClause(message);
  if (!about?.[1]) return null;
  const phrase = about[1].split(CLAUSE_END)[0] ?? '';
  const words: string[] = [];
  const said = phrase
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter((word) => word.length > 0);
  for (const [at, word] of said.entries()) {
    if (CLAUSE_WORDS.has(word) || /^u\d{1,2}$/.test(word) || audienceAt(said, at) || likeWhoAt(said, at)) break;
    if (!SPORT_WORDS.has(word)) words.push(word);
  }
  while (words.length > 0 && TOPIC_FILLER.has(words[0]!)) words.shift();
  while (words.length > 0 && TOPIC_FILLER.has(words.at(-1)!)) words.pop();
  return words.length > 0 ? words.slice(0, MAX_TOPIC_WORDS).join(' ') : null;
}

// "A hundred questions" is asked too, to be told the most a quiz holds.
const NUMBER_WORDS: Record<string, number> = { ...CARDINALS, dozen: 12, 'a dozen': 12, hundred: 100 };
const BARE_COUNT_PATTERN = new RegExp(`^\\s*${BARE_COUNT}`, 'i');
// "5 questions", "6 q's", "4 scenarios", "a quick 3-question quiz", "five offside questions", "6 late-game
// scenarios": a count right before the word for a question, at most one word (or one hyphened) between them.
const COUNT_PATTERN = new RegExp(
  String.raw`\b(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})(?:[ -]+[a-z']+(?:-[a-z']+)?)?[ -]+(?:questions?|q'?s|q|scenarios?)\b`,
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
  const text = withoutFormat(message);
  const match = COUNT_PATTERN.exec(text) ?? BARE_COUNT_PATTERN.exec(text);
  const word = match?.[1]?.toLowerCase();
  const asked = word === undefined ? null : (NUMBER_WORDS[word] ?? Number(word));
  if (asked === null || !Number.isFinite(asked)) return { count: QUIZ_LENGTH, asked: null };
  return { count: Math.min(QUIZ_MAX_LENGTH, Math.max(QUIZ_MIN_LENGTH, asked)), asked };
}

/** The message's text with the asked count taken out, so "3 seconds" never reads as a count. */
export function withoutQuizLength(message: string): string {
  return message
    .replace(COUNT_PATTERN, ' ')
    .replace(BARE_COUNT_PATTERN, (bare, count: string) => bare.slice(0, bare.lastIndexOf(count)));
}

// Words that join a topic's words ("relief from a cart path") without naming one.
const CONNECTORS = new Set('from with when at to by into near during after before under inside outside vs'.split(' '));

// "a rules quiz", "test me on the laws of the game", "rule-book questions": the rules in general.
const RULES_ASKED = /\b(?:rules?|laws?|rule[- ]?books?|regulations?)\b/i;

/** Whether a quiz request asks about the sport's rules in general (its topic words name no single rule). */
export const asksAboutTheRules = (message: string) => RULES_ASKED.test(message);

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
  const about = topicClause(message);
  const named = withoutQuizLength(about?.[1] ?? withoutFormat(message)).split(SENTENCE_END)[0] ?? '';
  const phrases: string[] = [];
  for (const item of named.split(LIST_SEPARATOR)) {
    // "…corner and goal kicks, what the differences are": a question after the list is no item of it.
    if (phrases.length > 0 && QUESTION_OPENER.test(item)) break;
    const words: string[] = [];
    const said = item
      .toLowerCase()
      .split(/[^a-z0-9'-]+/)
      .filter((word) => word.length > 0);
    for (const [at, word] of said.entries()) {
      if (CLAUSE_WORDS.has(word) || /^u\d{1,2}$/.test(word) || audienceAt(said, at)) break;
      words.push(word);
    }
    while (words.length > 0 && isTopicFiller(words[0]!)) words.shift();
    while (words.length > 0 && isTopicFiller(words.at(-1)!)) words.pop();
    if (words.length > 0) phrases.push(words.join(' '));
  }
  return phrases;
}

/**
 * The words a quiz request names its topic by, as typed up to the end of their sentence ("what
 * happens when a defender kicks it out on purpose", "the infield fly, including bunts"); null when it
 * names none. Its count ("5 questions") is never part of them.
 */
export function quizTopicText(message: string): string | null {
  const about = topicClause(message)?.[1];
  const text = about ? (withoutQuizLength(about).split(SENTENCE_END)[0] ?? '').trim() : '';
  return text.length > 0 ? text : null;
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

/** The way a start message asks the questions to be put; null where it says nothing. */
export interface QuizFormatAsked {
  style: QuizStyle;
  /** Every question at once with the answers at the end. */
  sheet: boolean;
  /** The difficulty asked for ("hard ones", "for beginners", "for my U10s"); null: none named. */
  level: 'beginner' | 'intermediate' | 'advanced' | null;
  /** Game situations to make the call on ("scenario quiz", "what's the call"), rather than facts. */
  scenario: boolean;
}

// "scenario questions", "situational quiz", "game situations", "what would you call", "what's the call":
// questions put as a moment of a game that the player decides.
const SCENARIO_ASKED =
  /\b(?:scenarios?|situations?|situational)\b|\bwhat(?:'s| is| would you| do you| should you| would be)(?: make)? (?:the |your )?call\b|\bwhat would you (?:call|do)\b|\b(?:you )?make the call\b/i;

const TRUE_FALSE_ASKED = /\btrue[\s/-]*(?:or|\/)[\s/-]*false\b|\bt\s*\/\s*f\b/i;
const SHORT_ANSWER_ASKED =
  /\bshort[- ]answers?\b|\bno multiple[- ]choice\b|\bnot multiple[- ]choice\b|\bwithout (?:the |any )?(?:options|choices|multiple[- ]choice)\b|\bno (?:options|choices)\b|\bopen[- ]ended\b|\bfree[- ]text\b|\bfill[- ]in[- ]the[- ]blanks?\b/i;
const SHEET_ASKED =
  /\ball (?:of them |the questions |questions |\d+ )?(?:at once|together|up front|in one go)\b|\bin one (?:go|message|list)\b|\banswers? (?:key )?(?:at|in|on) the (?:end|bottom)\b|\banswers? (?:key )?(?:after|below)\b|\banswer key\b|\bprint(?:able|ed|ing|out)?\b|\b(?:work)?sheet\b|\bhand-?out\b|\blist (?:all )?(?:the |of )?questions\b/i;
const ONE_AT_A_TIME_ASKED = /\bone (?:at a time|by one|question at a time|after another)\b/i;
// A level named, or an audience that implies one: "for my 8-year-olds", "for a new assistant coach",
// "first-season parents" ask the easy questions; "umpire-level", "for referees", "rules experts" the hard.
const BEGINNER_ASKED = new RegExp(
  [
    String.raw`\b(?:beginners?|easy|easier|easiest|basic|simple|simpler|simplest|novices?|starter|intro(?:ductory)?|rookies?|newbies?|newcomers?|kids?|children|youth|juniors?|little ones|entry[- ]level|grade[- ]school|elementary)\b`,
    String.raw`\bnew (?:to\b|(?:[a-z]+ ){0,2}(?:players?|coach(?:es)?|parents?|volunteers?|refs?|referees?|umpires?|officials?|golfers?|members?|fans?)\b)`,
    String.raw`\bfirst[- ](?:year|season|time)(?:rs?)?\b`,
    String.raw`\b(?:little league|tee[- ]?ball|t[- ]ball|mini[- ]?(?:tennis|golf|soccer|basketball)|flag football|grassroots|rec(?:reational)? league)\b`,
    String.raw`\bu-?(?:[5-9]|1[0-2])s?\b|\bunder[- ]?(?:[5-9]|1[0-2])s?\b|\b(?:[5-9]|1[0-2])u\b`,
    // "11-12 year olds", "9 to 10 yos": a range of ages is read whole, so no "11-" is left as a topic.
    String.raw`\b(?:\d{1,2} ?(?:-|\u2013|to) ?)?(?:[4-9]|1[0-2])(?:[- ]?(?:years?|yrs?)(?:[- ]olds?)?|[- ]?yos?)\b|\bages? (?:[4-9]|1[0-2])\b`,
  ].join('|'),
  'i',
);
// "hard" alone names things ("the hard count"): it asks a level only before the word for a question or
// at the end of the request.
const ADVANCED_ASKED = new RegExp(
  [
    String.raw`\bhard(?=(?: (?:ones|questions?|q'?s|quiz|mode|level|trivia|please|pls)\b)|\s*[.!?]*\s*$)`,
    // "…, hard, one at a time": "hard" alone between commas is the level, not a topic's word.
    String.raw`(?<=(?:^|[,;:(])\s*)hard(?=\s*[,;:.!?)])`,
    String.raw`\b(?:harder|hardest|difficult|tough(?:er|est)?|tricky|trickier|trickiest|advanced|experts?|challenging|in[- ]depth|obscure|nerdy|stump (?:me|us))\b`,
    String.raw`\b(?:umpire|referee|ref|official|officiating|expert|pro|college|varsity|elite|rule[- ]?book)[- ]level\b`,
    String.raw`\bfor (?:(?:the |our |my )?(?:umpires|referees|refs|officials|rules? (?:nerds?|geeks?|experts?)))\b|\bofficiating\b`,
    String.raw`\b(?:umpire|referee|ref|officials?|officiating)(?:'?s)? (?:course|clinic|exam|test|certification|badge)s?\b|\bvarsity\b`,
  ].join('|'),
  'i',
);
const INTERMEDIATE_ASKED =
  /\b(?:intermediate|moderate|medium(?=[- ](?:difficulty|level|hard|ones|questions?)\b)|medium[- ]difficulty)\b/i;
const FORMAT_ASKED = [
  TRUE_FALSE_ASKED,
  SHORT_ANSWER_ASKED,
  ONE_AT_A_TIME_ASKED,
  SHEET_ASKED,
  BEGINNER_ASKED,
  ADVANCED_ASKED,
  INTERMEDIATE_ASKED,
];

/** The message with the words that ask a format or level taken out, so they are read as neither topic nor count. */
export function withoutFormat(message: string): string {
  const stripped = FORMAT_ASKED.reduce((text, pattern) => text.replace(new RegExp(pattern.source, 'gi'), ' '), message);
  return stripped.replace(/[ \t]+/g, ' ').trim();
}

/** The format a start message asks for: "10 true or false on offside, answers at the end, for my U10s". */
export function quizFormatOf(message: string): QuizFormatAsked {
  const style: QuizStyle = TRUE_FALSE_ASKED.test(message)
    ? 'trueFalse'
    : SHORT_ANSWER_ASKED.test(message)
      ? 'shortAnswer'
      : 'multipleChoice';
  const sheet = !ONE_AT_A_TIME_ASKED.test(message) && SHEET_ASKED.test(message);
  const level = ADVANCED_ASKED.test(message)
    ? 'advanced'
    : BEGINNER_ASKED.test(message)
      ? 'beginner'
      : INTERMEDIATE_ASKED.test(message)
        ? 'intermediate'
        : null;
  return { style, sheet, level, scenario: SCENARIO_ASKED.test(message) };
}

// A request for a quiz in any words, beyond the start phrasings: "can you make a true or false quiz",
// "…so quiz me on pass interference", "10 T/F questions on offside", "test my keepers on distribution".
const QUIZ_ASKED =
  /\b(?:quiz(?:zes)?|trivia)\b|\b(?:test|drill) (?:me|us)\b|^\s*(?:can you |could you |please |pls )?test (?:my|our) (?:[a-z0-9'-]+ )?(?:team|squad|group|class|[a-z0-9'-]+s) (?:on|about)\b|\b(?:true[\s/-]*(?:or|\/)[\s/-]*false|t\s*\/\s*f|multiple[- ]choice|short[- ]answer)\b.*\b(?:questions?|q'?s)\b|\b(?:questions?|q'?s)\b.*\b(?:true[\s/-]*(?:or|\/)[\s/-]*false|answer key|answers at the end)\b/i;

/** Whether a message asks for a quiz (a new one), however it is worded. */
export const asksForQuiz = (message: string) =>
  isStartQuizMessage(message) ||
  isStartQuizMessage(withoutFormat(message)) ||
  QUIZ_ASKED.test(message) ||
  KNOWLEDGE_OF.test(message) ||
  KNOWLEDGE_NAMED.test(message);

/** Where a quiz request names its topic: after "on"/"about" in a start message, else after "quiz me on". */
function topicClause(message: string): RegExpExecArray | null {
  const text = withoutFormat(message);
  if (isStartQuizMessage(text)) return ABOUT.exec(text) ?? TOPIC_BEFORE_QUESTIONS.exec(text);
  if (ASK_INSIDE.test(text)) return ASK_INSIDE.exec(text);
  if (KNOWLEDGE_OF.test(text)) return KNOWLEDGE_OF.exec(text);
  const named = KNOWLEDGE_NAMED.exec(text);
  if (named) {
    const topic = named[2] ?? named[1]!;
    return Object.assign([named[0], topic], { index: named.index, input: text }) as unknown as RegExpExecArray;
  }
  return asksForQuiz(message) ? (ABOUT.exec(text) ?? TOPIC_BEFORE_QUIZ.exec(text)) : null;
}

/**
 * An answer read from a message: the option chosen (null: graded as a miss) and the words typed,
 * empty when the player gave up ("no idea").
 */
export type QuizReplyRead = { kind: 'answer'; letter: QuizLetter | null; typed: string } | { kind: 'none' };

// "B", "b)", "(c)", "B. 11", "answer: b", "I think it's D", "my final answer is a", "option c", "is it B?"
const LETTER_ANSWER =
  /^\s*(?:(?:my )?(?:final )?answer(?: is)?:?\s*|i(?:'d| would)? (?:say|go (?:with|for)|pick|choose|guess)\s*|i think (?:it'?s |it is |the answer is )?|(?:it'?s|it is|is it|that'?s|maybe|probably|definitely|option|letter)\s+)*\(?([a-d])(?:\)|\.|:|,|!|\?|\s+-|\s*$)/i;
const TRUE_WORDS = new Set(['true', 't', 'yes', 'yep', 'yeah', 'correct', 'right']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'nope', 'wrong', 'incorrect']);
const GIVE_UP = /^\s*(?:i )?(?:don'?t know|dunno|no idea|not sure|pass|skip|give up|no clue|idk)\b/i;
// A message that asks something rather than answers: a question word first, or a question mark on a long message.
const ASKS_SOMETHING =
  /^\s*(?:what|what's|whats|how|why|when|where|who|who's|which|can|could|should|would|will|do|does|did|is|are|was|were|tell|explain|give|help|show)\b/i;
const FILLER_WORDS = new Set(
  `i i'd id think it it's its is the a an answer my final say go with for pick choose guess maybe probably definitely
  surely would be that that's thats must has have to of option choice one`.split(/\s+/),
);
const MAX_ANSWER_WORDS = 12;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9.'%-]+/)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter((word) => word.length > 0);

/**
 * The option a typed answer names by its words ("I think it's offside", "12 yards"): the one whose
 * words the answer uses most, when no other comes as close.
 */
export function optionNamedIn(message: string, options: readonly string[]): QuizLetter | null {
  const said = new Set(wordsOf(message).filter((word) => !FILLER_WORDS.has(word)));
  if (said.size === 0) return null;
  // How much of the option the answer uses, and how much of the answer the option explains: "12 yards"
  // is "12 yards (11 m)" rather than "18 yards".
  const coverage = options.map((option) => {
    const words = [...new Set(wordsOf(option).filter((word) => !FILLER_WORDS.has(word)))];
    const shared = words.filter((word) => said.has(word)).length;
    return words.length === 0 ? 0 : shared / words.length;
  });
  const scores = options.map((option, index) => {
    const words = new Set(wordsOf(option));
    const explained = [...said].filter((word) => words.has(word)).length / said.size;
    return coverage[index]! + explained;
  });
  const best = Math.max(...scores);
  const at = scores.indexOf(best);
  if (coverage[at]! < 0.5 || scores.filter((score) => score === best).length > 1) return null;
  return QUIZ_OPTION_LETTERS[at] ?? null;
}

// An option of several words typed out in full is that option even where its words, in another order,
// make another option ("defenders, midfielders, forwards") or run past MAX_ANSWER_WORDS; a message may
// add this many words around it ("my answer is …") and still be the answer, not a question of its own.
const LONG_OPTION_WORDS = 3;
const WORDS_AROUND_A_QUOTED_OPTION = 4;

/** The one long option whose whole wording the message is, give or take a few words; null otherwise. */
function optionQuotedIn(message: string, options: readonly string[]): QuizLetter | null {
  const words = wordsOf(message);
  const said = ` ${words.join(' ')} `;
  const quoted = options.flatMap((option, index) => {
    const wording = wordsOf(option);
    if (wording.length < LONG_OPTION_WORDS || words.length > wording.length + WORDS_AROUND_A_QUOTED_OPTION) return [];
    return said.includes(` ${wording.join(' ')} `) ? [index] : [];
  });
  return quoted.length === 1 ? (QUIZ_OPTION_LETTERS[quoted[0]!] ?? null) : null;
}

/**
 * Reads a message sent while a question is open as an answer to it, or as something else (a
 * coaching question, a live fact): a letter, True/False for a true-or-false question, the words of
 * one option, "no idea"; for a short-answer question any short statement is an answer to grade.
 */
export function readQuizReply(message: string, options: readonly string[], style: QuizStyle): QuizReplyRead {
  const typed = message.trim().slice(0, 200);
  const words = wordsOf(typed);
  if (words.length === 0) return { kind: 'none' };
  if (style === 'trueFalse') {
    // "true", "I think that's false", "no, that's wrong": every word that is not filler says the same.
    const verdict = words.filter((word) => !FILLER_WORDS.has(word) || TRUE_WORDS.has(word) || FALSE_WORDS.has(word));
    if (verdict.length > 0 && verdict.every((word) => TRUE_WORDS.has(word)))
      return { kind: 'answer', letter: 'A', typed };
    if (verdict.length > 0 && verdict.every((word) => FALSE_WORDS.has(word)))
      return { kind: 'answer', letter: 'B', typed };
  }
  const lettered = LETTER_ANSWER.exec(typed)?.[1];
  if (lettered && (style !== 'trueFalse' || words.length <= 4)) {
    const letter = lettered.toUpperCase() as QuizLetter;
    if (QUIZ_OPTION_LETTERS.indexOf(letter) < options.length) return { kind: 'answer', letter, typed };
  }
  if (GIVE_UP.test(typed)) return { kind: 'answer', letter: null, typed: '' };
  // A long option typed out in full ("my answer is take it short and shield the ball…") is that option.
  const quoted = style === 'trueFalse' ? null : optionQuotedIn(typed, options);
  if (quoted) return { kind: 'answer', letter: quoted, typed };
  if (words.length > MAX_ANSWER_WORDS) return { kind: 'none' };
  const named = style === 'trueFalse' ? null : optionNamedIn(typed, options);
  if (named) return { kind: 'answer', letter: named, typed };
  if (style === 'shortAnswer' && !ASKS_SOMETHING.test(typed) && !typed.includes('?')) {
    return { kind: 'answer', letter: null, typed };
  }
  return { kind: 'none' };
}

/** Where a true-or-false question's stored text ends and the answer it claims begins. */
const CLAIM_MARK = '\n\nClaimed answer: ';

export interface QuizItem {
  question: string;
  options: readonly string[];
  correct: QuizLetter;
  explanation: string;
}

/**
 * A true-or-false question made from a multiple-choice one: it claims one option is the answer,
 * the right one when `claimRight`, else the wrong one `wrongPick` selects, so the claim is true or
 * false exactly as the bank says.
 */
export function trueFalseFrom(item: QuizItem, claimRight: boolean, wrongPick: number): QuizItem {
  const rightIndex = QUIZ_OPTION_LETTERS.indexOf(item.correct);
  const right = item.options[rightIndex]!;
  const wrongs = item.options.filter((_, index) => index !== rightIndex);
  const claim = claimRight || wrongs.length === 0 ? right : wrongs[wrongPick % wrongs.length]!;
  return {
    question: `${item.question}${CLAIM_MARK}${claim}`,
    options: ['True', 'False'],
    correct: claim === right ? 'A' : 'B',
    explanation: claim === right ? item.explanation : `The answer is ${right}. ${item.explanation}`,
  };
}

/** A stored question as the bank words it, and the answer it claims when it is a true-or-false one. */
export function claimOf(stored: string): { question: string; claim: string | null } {
  const at = stored.indexOf(CLAIM_MARK);
  return at < 0
    ? { question: stored, claim: null }
    : { question: stored.slice(0, at), claim: stored.slice(at + CLAIM_MARK.length) };
}

/** The line under a question that says how to answer it, by the quiz's style. */
export const HOW_TO_ANSWER: Record<QuizStyle, string> = {
  multipleChoice: 'Reply with A, B, C or D.',
  trueFalse: 'Reply True or False.',
  shortAnswer: 'Type your answer.',
};

/** The answers a client offers as buttons under a question: A–D, True and False, or none for a typed answer. */
export function answerChoicesIn(content: string): readonly string[] {
  if (content.includes(HOW_TO_ANSWER.trueFalse)) return ['True', 'False'];
  if (content.includes(HOW_TO_ANSWER.shortAnswer)) return [];
  return QUIZ_OPTION_LETTERS;
}
