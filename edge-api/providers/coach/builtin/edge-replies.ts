import { SPORT_LABELS } from '../../../../shared/constants';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { liveFactIn, whereToLook, type LiveFactKind } from '../understand/live-fact';
import { hash, pickBySeed } from './reply-text';

type ReplyMode = Exclude<PersonalityMode, 'quizMaster'>;

// Kinds of question the coach does answer, each with an example in the sport, offered when it
// cannot answer what was asked.
// The same, in a few words, for a Tactical bullet.
const NEARBY_SHORT: Record<Sport, [string, string]> = {
  football: ['a 4th-down call', 'beating a coverage'],
  basketball: ['an end-of-game call', 'beating a press or zone'],
  soccer: ['a game-state plan', 'breaking a low block'],
  baseball: ['a bunt, steal or walk call', 'hitting a breaking ball'],
  golf: ['a club call', 'where to aim'],
  tennis: ['a serve call', 'beating a pusher'],
};

const NEARBY_EXAMPLES: Record<Sport, string[]> = {
  football: [
    'a 4th-down call: "4th and 2 at their 40, down 3"',
    'how to beat a coverage, e.g. cover 3',
    'a timed practice plan for your squad',
  ],
  basketball: [
    'an end-of-game call: "up 3, 8 seconds left, their ball"',
    'how to beat a press or a zone',
    'a timed practice plan for your squad',
  ],
  soccer: [
    'a game-state plan: "down 1-0, 20 minutes left"',
    'how to break a low block or a high press',
    'a timed practice plan for your squad',
  ],
  baseball: [
    'a bunt, steal or walk call: "runner on first, one out"',
    'how to hit a breaking ball or stop the running game',
    'a timed practice plan for your squad',
  ],
  golf: [
    'a club call: "150 yards into a 10 mph wind"',
    'where to aim with water in play',
    'a practice session for your short game',
  ],
  tennis: [
    'a serve call: "break point down, second serve"',
    'how to beat a pusher or a big server',
    'a timed practice plan for your players',
  ],
};

// What the coach can do with the same question once the user gives the fact themselves.
const INSTEAD: Partial<Record<LiveFactKind, string>> = {
  score: "Tell me the score and time left, and I'll make the call.",
  stats: "Tell me how they play, and I'll plan how to play them.",
  weather: "Tell me the wind and conditions, and I'll adjust the call.",
};

/**
 * One honest line saying where to look, then what the coach can do instead: never an answer to a
 * different question. Tactical keeps to two bullets of at most 15 words.
 */
/** The honest line for a message that asks for a live fact (a score, a price, news), else null. */
export function liveFactLine(sport: Sport, text: string): string | null {
  const live = liveFactIn(text);
  return live ? whereToLook(live.kind, sport, text) : null;
}

/** Whether the message asks outright for a fact that changes by the day (not merely mentions one). */
export function asksLiveFact(text: string): boolean {
  return liveFactIn(text)?.asked === true;
}

export function unknowableReply(sport: Sport, mode: ReplyMode, message: string): string {
  const kind = liveFactIn(message)?.kind ?? 'score';
  const honest = whereToLook(kind, sport, message);
  const [first = '', second = ''] = NEARBY_SHORT[sport];
  const instead = INSTEAD[kind] ?? `I can help with ${first} or ${second}.`;
  // Brief either way: a menu of topics after the honest line reads as not listening. A Tactical reply
  // adds only what the coach can do with that same fact once given (the score, the weather); alone,
  // the honest line is the one line.
  if (mode === 'gameOnTheLine') return INSTEAD[kind] ? [`- ${honest}`, `- ${INSTEAD[kind]}`].join('\n') : honest;
  return [honest, '', instead].join('\n');
}

export function offTopicReply(sport: Sport): string {
  const label = SPORT_LABELS[sport];
  const [situation, tactic] = NEARBY_EXAMPLES[sport];
  return `That's outside what I coach, so I'll stick to ${label}. Ask me for ${situation ?? 'a game situation'} or ${tactic ?? 'a tactic'}.`;
}

const MODE_PITCH: Record<ReplyMode, (label: string) => string> = {
  gameOnTheLine: (label) =>
    `In Tactical mode I give fast ${label} calls: one line for a quick question, 2–3 bullets for a bigger one.`,
  comprehensiveCoach: (label) =>
    `In Strategic mode I break a ${label} topic down: the situation, your options, a recommendation and a drill to practise it.`,
  personalTrainer: (label) =>
    `In Trainer mode I write ${label} programs: tell me your body weight, goal (lose fat, build muscle or perform) and training days per week, and you get a week-by-week plan with calories and macros.`,
};

const OPENERS = ['Ready when you are.', "Let's get to work.", 'Good to have you here.'];

/** Small talk, and a sports question naming nothing known: what the coach can do, with real topics. */
export function capabilities(sport: Sport, mode: ReplyMode, message: string): string {
  const label = SPORT_LABELS[sport];
  const seed = hash(message);
  const knowledge = knowledgeOf(sport);
  const pool: readonly { title: string }[] = mode === 'personalTrainer' ? knowledge.drills : knowledge.concepts;
  // Spread the picks across the library so the examples cover different areas of the sport.
  const step = Math.max(1, Math.floor(pool.length / 4));
  const topics = [0, 1, 2, 3].map((offset) => pickBySeed(pool, seed + offset * step).title);
  const example =
    mode === 'personalTrainer'
      ? 'Try: "I weigh 80 kg, want to build muscle, 4 days a week."'
      : `Try: "How do I beat ${topics[0] ?? label}?"`;
  const heading = mode === 'personalTrainer' ? 'Sessions can include drills such as:' : `${label} topics to ask about:`;
  return [
    `${pickBySeed(OPENERS, seed)} ${MODE_PITCH[mode](label)}`,
    '',
    heading,
    ...topics.map((topic) => `- **${topic}**`),
    '',
    example,
  ].join('\n');
}
