// The built-in coach checks a reply against the message before sending it. Each route that could
// answer the message composes a candidate; each candidate is scored for answering this message (its
// side of the ball, the kind of answer asked for, its key terms in the same sense, its numbers); the
// best is sent when it scores above the threshold, and otherwise the coach asks which reading was
// meant, with the candidates' own questions as the choices. A wrong guess costs a coach more than a
// question does; a question where the message was clear costs little less, so the threshold only
// catches real doubt.
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { clarifyReply, type Clarify } from '../../../../shared/clarify';
import type { Concept, Fault } from '../knowledge/content-schema';
import { DECISIONS, type DecisionKind } from '../understand/decision-asked';
import { withDigits } from '../understand/number-text';
import { SUBJECT_TERMS } from '../understand/question-forms';
import { knowledgeOf } from '../knowledge/knowledge-base';
import type { KnowledgeHit } from '../knowledge/knowledge-base';
import { phraseWords, searchTerms } from '../knowledge/search-terms';
import type { Side } from '../understand/detect-side';
import type { Understanding } from '../understand/understand-message';
import { answersTheirs, counterConcept, knowledgeReply, ownedSide, userSideFor } from './knowledge-replies';
import { hasSenses } from './word-senses';

/** A candidate is sent only at or above this fit; below it the coach asks instead of guessing. */
export const FIT_THRESHOLD = 0.5;
/** A reading this far below the threshold is not worth offering as a choice. */
const CHOICE_FLOOR = 0.3;
const MAX_CHOICES = 3;
/** A choice is offered only this close to the best one: a far weaker reading is no real doubt. */
const CHOICE_CLOSE = 0.2;

/** What a reply gives: a call, how to run or beat something, what it is, a rule, a comparison, a drill. */
export type AnswerKind = 'decision' | 'how' | 'definition' | 'rule' | 'compare' | 'drill';

export interface Candidate {
  /** The route that composed it: the reading's own, or another side, sense or kind of answer. */
  route: string;
  text: string;
  gives: AnswerKind;
  /** The side of the ball the reply is written for, when it runs or beats something sided. */
  side?: Side;
  /** The knowledge entry it is about. */
  topic?: KnowledgeHit;
  /** The question this candidate answers, as the user could send it: its clarifying choice. */
  asks?: string;
}

/** What the message itself asks for, read from its words; the reading's own confidence may join it. */
export interface MessageReading {
  message: string;
  understanding: Understanding;
  /**
   * How sure the reader is of its intent and side (0..1), when it says: scales the fit of the
   * candidate that follows its reading, so an unsure reading gives way to a question sooner.
   */
  confidence?: number;
}

export interface Fit {
  score: number;
  /** Why the score is below 1, for tests and logs: 'wrong side', 'definition for a decision'… */
  flaws: string[];
}

// A decision asked for in words, whatever the intent reader made of the message.
const DECISION_ASKED =
  /\b(?:should (?:we|i)|do (?:we|i) (?:go|kick|punt|foul|bunt|steal|walk|pull|press|sit|sub)|go for it|or (?:punt|kick|go|pass|run|lay ?up|hold)|what(?:'s| is) the call|what do (?:we|i) (?:call|do)|(?:2|two) for (?:1|one)|which club|what club|call here)\b/i;

const OPPOSITE: Record<Side, Side> = { offense: 'defense', defense: 'offense' };

/** How well each kind of answer serves each kind asked for: 1 answers it, lower misses the intent. */
const KIND_FIT: Record<AnswerKind, Record<AnswerKind, number>> = {
  decision: { decision: 1, how: 0.9, compare: 0.85, definition: 0.3, rule: 0.35, drill: 0.35 },
  how: { decision: 0.8, how: 1, compare: 0.6, definition: 0.4, rule: 0.45, drill: 0.8 },
  definition: { decision: 0.6, how: 0.8, compare: 0.8, definition: 1, rule: 0.9, drill: 0.5 },
  rule: { decision: 0.5, how: 0.5, compare: 0.5, definition: 0.8, rule: 1, drill: 0.4 },
  compare: { decision: 0.8, how: 0.7, compare: 1, definition: 0.6, rule: 0.5, drill: 0.4 },
  drill: { decision: 0.4, how: 0.7, compare: 0.4, definition: 0.4, rule: 0.4, drill: 1 },
};

const WRONG_SIDE = 0.3;
/** The message does not say which side it is on, and both sides' replies fit it alike. */
const SIDE_UNSAID = 0.55;
/** A rule's entry for a how-to, or a play's entry for a rule: the word read in its other sense. */
const WRONG_SENSE = 0.6;
/** Two readings of the message's word fit it equally well: neither sense is confirmed. */
const SENSE_UNCONFIRMED = 0.45;
const NUMBERS_DROPPED = 0.85;
const TERMS_BASE = 0.6;
/** Another reading replaces the reader's own only when it fits clearly better. */
const SWITCH_MARGIN = 0.15;

/** The kind of answer the message asks for. */
export function askedKind({ message, understanding }: MessageReading): AnswerKind {
  if (understanding.intent === 'situation' || DECISION_ASKED.test(message)) return 'decision';
  switch (understanding.intent) {
    case 'define':
      return 'definition';
    case 'rule':
      return 'rule';
    case 'compare':
      return 'compare';
    case 'drill':
      return 'drill';
    default:
      return 'how';
  }
}

function conceptOf(hit: KnowledgeHit | undefined): Concept | undefined {
  return hit?.kind === 'concept' ? hit.entry : undefined;
}

/**
 * The side the message speaks from about this topic: a message asking how to run something is on
 * that thing's side ("how to run a 1-3-1 zone" is defending, whatever "run" suggests); one about
 * beating or stopping it is on the side its words say, else the side facing it.
 */
function messageSide(reading: MessageReading, concept: Concept): Side | undefined {
  const { understanding, message } = reading;
  if (concept.side === 'neutral') return undefined;
  const owned = ownedSide(message, understanding.topics, concept, understanding.side);
  if (owned) return owned;
  if (understanding.intent === 'execute') return concept.side;
  const said = understanding.side.side ?? sideInWords(message, understanding.sport, concept);
  if (understanding.intent !== 'counter') return said;
  return userSideFor({ ...understanding.side, side: said }, concept);
}

// Verbs of facing something: "we beat the press" is not "we press".
const FACING_WORDS = new Set(
  'beat beating face facing see seeing stop stopping break breaking attack attacking handle against get getting vs play playing'.split(
    ' ',
  ),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ownPositions = new Map<Sport, { pattern: RegExp; side: Side }[]>();

/**
 * The side the message's own words put the user on: "our safety" (a position of the sport) is
 * defending; "should we press them" (we, then the concept's own name) runs the concept.
 */
export function sideInWords(message: string, sport: Sport, concept: Concept): Side | undefined {
  const lower = message.toLowerCase();
  let positions = ownPositions.get(sport);
  if (!positions) {
    positions = knowledgeOf(sport).concepts.flatMap((entry) =>
      entry.kind === 'position' && entry.side !== 'neutral'
        ? [{ pattern: new RegExp(`\\b(?:our|my)\\s+(?:${names(entry).join('|')})\\b`), side: entry.side }]
        : [],
    );
    ownPositions.set(sport, positions);
  }
  const own = positions.find(({ pattern }) => pattern.test(lower));
  if (own) return own.side;
  if (concept.side === 'neutral') return undefined;
  const running = new RegExp(`\\b(?:we|i)\\s+(?:(\\w+)\\s+)?(?:${names(concept).join('|')})\\b`).exec(lower);
  if (running && !(running[1] && FACING_WORDS.has(running[1]))) return concept.side;
  return undefined;
}

function names(concept: Concept): string[] {
  return [concept.title, ...concept.keywords].map((name) => escape(name.toLowerCase()));
}

const NUMBER = /\d+(?:\.\d+)?/g;

/** Scores how well one candidate answers the message, 0..1. */
export function answerFit(reading: MessageReading, candidate: Candidate): Fit {
  const flaws: string[] = [];
  let score = 1;
  const asked = askedKind(reading);
  const kindFit = KIND_FIT[asked][candidate.gives];
  if (kindFit < 1) {
    score *= kindFit;
    flaws.push(`${candidate.gives} for a ${asked}`);
  }

  const concept = conceptOf(candidate.topic);
  if (candidate.side && concept && concept.side !== 'neutral') {
    const side = messageSide(reading, concept);
    if (side && side !== candidate.side) {
      score *= WRONG_SIDE;
      flaws.push('wrong side');
    }
  }

  const asked_terms = new Set(searchTerms(reading.message).filter((term) => !/^\d+$/.test(term)));
  if (asked_terms.size > 0) {
    // What the entry is (a position, a rule, a play) counts: "the safety position" names one sense.
    const topicWords = concept ? `${concept.title} ${concept.kind} ${concept.keywords.join(' ')}` : '';
    const given = new Set(searchTerms(`${candidate.text} ${topicWords}`));
    const covered = [...asked_terms].filter((term) => given.has(term)).length;
    const share = covered / asked_terms.size;
    score *= TERMS_BASE + (1 - TERMS_BASE) * share;
    if (share === 0) flaws.push('none of the key terms');
  }

  // A game state's numbers (a count, a score, a clock) are what a call is made from; a formation's
  // digits ("a 2-3 zone") are not.
  const numbers = asked === 'decision' ? (reading.message.match(NUMBER) ?? []) : [];
  if (numbers.length >= 2 && candidate.gives !== 'decision' && !numbers.some((n) => candidate.text.includes(n))) {
    score *= NUMBERS_DROPPED;
    flaws.push('numbers dropped');
  }

  if (candidate.route === 'reading' && reading.confidence !== undefined) {
    score *= 0.4 + 0.6 * Math.min(1, Math.max(0, reading.confidence));
  }
  return { score, flaws };
}

// ---------------------------------------------------------------------------------------------
// Candidates

type ReplyMode = Exclude<PersonalityMode, 'quizMaster' | 'personalTrainer'>;

/**
 * Intents whose reply is composed from the knowledge base, and so can be read another way. A fault
 * ('fix') is not among them: a definition of the skill is the wrong answer to "he keeps dropping
 * his elbow", however many of its words it shares.
 */
const KNOWLEDGE_INTENTS = new Set(['define', 'counter', 'execute', 'compare', 'rule', 'drill']);

const GIVES: Record<string, AnswerKind> = {
  define: 'definition',
  counter: 'how',
  execute: 'how',
  compare: 'compare',
  rule: 'rule',
  drill: 'drill',
};

/** A concept scoring this share of the best hit is still what a "what is" question names. */
const CONCEPT_SHARE = 0.75;

/** The entry a knowledge reply for this reading is about, chosen as knowledgeReply chooses it. */
function topicOf(message: string, understanding: Understanding): KnowledgeHit | undefined {
  const { topics, side, intent } = understanding;
  const best = topics[0];
  const concepts = topics.filter((hit) => hit.kind === 'concept');
  switch (answersTheirs(message, understanding) ? 'counter' : intent) {
    case 'counter': {
      const chosen = counterConcept(message, topics, side);
      return concepts.find((hit) => hit.entry.id === chosen?.id) ?? best;
    }
    case 'execute':
      return concepts[0] ?? best;
    case 'rule':
      return concepts.find((hit) => conceptOf(hit)?.kind === 'rule') ?? best;
    default: {
      const lower = message.toLowerCase();
      const named = concepts.find((hit) => lower.includes(hit.entry.title.toLowerCase()));
      const close = concepts.find((hit) => best !== undefined && hit.score >= CONCEPT_SHARE * best.score);
      return named ?? close ?? best;
    }
  }
}

function sideOf(message: string, understanding: Understanding, topic: KnowledgeHit | undefined): Side | undefined {
  const concept = conceptOf(topic);
  if (!concept || concept.side === 'neutral') return undefined;
  // Another reading offered beside the message's own is written for the side it was given.
  if (understanding.side.imposed && understanding.side.side) return understanding.side.side;
  // The reply is written for the side the message gives by whose the concept is, whatever the intent.
  const owned = ownedSide(message, understanding.topics, concept, understanding.side);
  if (
    owned &&
    understanding.intent !== 'rule' &&
    understanding.intent !== 'drill' &&
    understanding.intent !== 'compare'
  )
    return owned;
  // A plan against an opponent's problem is written for its own side, whoever owns the problem.
  if (understanding.intent === 'execute' || concept.counters !== undefined) return concept.side;
  if (understanding.intent !== 'counter') return undefined;
  return userSideFor(understanding.side, concept) ?? OPPOSITE[concept.side];
}

/** The question a reading answers, in the user's words, to offer as a choice. */
function asked(intent: string, side: Side | undefined, topic: KnowledgeHit | undefined): string | undefined {
  const concept = conceptOf(topic);
  if (!topic) return undefined;
  const title = topic.entry.title;
  switch (intent) {
    case 'counter':
      if (concept?.counters !== undefined) return `How do we handle ${concept.counters}?`;
      if (concept && side === concept.side) return `How do we run ${title} well?`;
      return `How do we beat ${title}?`;
    case 'execute':
      return `How do we run ${title}?`;
    case 'rule':
      return `What is the rule on ${title}?`;
    case 'drill':
      return `A drill for ${title}, please`;
    default:
      // A one-word title is the word with several senses itself: the kind of entry names the sense.
      return concept && !/\s/.test(title) ? `What is the ${title.toLowerCase()} ${concept.kind}?` : `What is ${title}?`;
  }
}

function candidate(
  route: string,
  sport: Understanding['sport'],
  mode: ReplyMode,
  message: string,
  understanding: Understanding,
  composed?: string,
): Candidate | undefined {
  const text = composed ?? knowledgeReply(sport, mode, message, understanding);
  if (!text) return undefined;
  const topic = topicOf(message, understanding);
  const side = sideOf(message, understanding, topic);
  return {
    route,
    text,
    gives: GIVES[understanding.intent] ?? 'how',
    side,
    topic,
    asks: asked(understanding.intent, side, topic),
  };
}

/**
 * Other readings of a message the knowledge base answers: the other side of a sided topic, the
 * other senses of its word (topics named by the same terms), and the other kinds of answer.
 */
export function knowledgeCandidates(
  mode: ReplyMode,
  message: string,
  understanding: Understanding,
  reading: string,
): Candidate[] {
  const sport = understanding.sport;
  const own = candidate('reading', sport, mode, message, understanding, reading);
  const found: (Candidate | undefined)[] = [own];
  const best = understanding.topics[0];
  // The same words name another entry (football's "safety": the position and the score).
  for (const other of understanding.topics.slice(1)) {
    if (!best || other.kind !== 'concept' || !otherSense(sport, best, other)) continue;
    // That entry alone, so the reply cannot fall back on the first sense's title in the message.
    found.push(candidate(`sense:${other.entry.id}`, sport, mode, message, { ...understanding, topics: [other] }));
  }
  const concept = conceptOf(own?.topic);
  if (understanding.intent === 'counter' && concept && concept.side !== 'neutral' && own?.side) {
    const flipped = { side: OPPOSITE[own.side], faces: false, imposed: true };
    found.push(candidate('other-side', sport, mode, message, { ...understanding, side: flipped }));
  }
  for (const intent of ['counter', 'execute', 'define'] as const) {
    if (intent === understanding.intent) continue;
    if (intent === 'counter' && !(concept && concept.side !== 'neutral')) continue;
    found.push(candidate(`as:${intent}`, sport, mode, message, { ...understanding, intent }));
  }
  const seen = new Set<string>();
  // Another route to the same answer (running the concept asked how to run, by way of a counter) is
  // the reading itself in other words, not another reading.
  const sameAnswer = (each: Candidate) =>
    each !== own &&
    own !== undefined &&
    each.gives === own.gives &&
    each.side === own.side &&
    each.topic?.entry.id === own.topic?.entry.id;
  return found.filter((each): each is Candidate => {
    if (!each || seen.has(each.text) || sameAnswer(each)) return false;
    seen.add(each.text);
    return true;
  });
}

/**
 * Two senses of one word: concepts of different kinds named by exactly the same word of the message,
 * at close scores, where the sport uses that word in more than one sense (football's "safety": the
 * score and the position). Two techniques sharing a word are one sense.
 */
function otherSense(sport: Sport, first: KnowledgeHit, second: KnowledgeHit): boolean {
  const [one, two] = [conceptOf(first), conceptOf(second)];
  if (!one || !two || one.kind === two.kind) return false;
  if (!first.matchedTerms.some((term) => hasSenses(sport, term))) return false;
  if (second.score < 0.8 * first.score) return false;
  const terms = new Set(first.matchedTerms.map((term) => term.toLowerCase()));
  const others = second.matchedTerms.map((term) => term.toLowerCase());
  return others.length === terms.size && others.every((term) => terms.has(term));
}

export function isKnowledgeIntent(intent: string): boolean {
  return KNOWLEDGE_INTENTS.has(intent);
}

// ---------------------------------------------------------------------------------------------
// Choosing

export interface Scored {
  candidate: Candidate;
  fit: Fit;
}

/** Fits this close are a tie: the message does not choose between the two readings. */
const TIE = 0.1;

function mark(scored: Scored, factor: number, flaw: string): void {
  scored.fit = { score: scored.fit.score * factor, flaws: [...scored.fit.flaws, flaw] };
}

/** Candidates scored and ranked best first; two readings of one word equally fit leave both unconfirmed. */
export function rankCandidates(reading: MessageReading, candidates: readonly Candidate[]): Scored[] {
  const scored = candidates.map((each) => ({ candidate: each, fit: answerFit(reading, each) }));
  const byScore = () => [...scored].sort((a, b) => b.fit.score - a.fit.score);
  // With two senses on offer, a rule's entry fits a rule question and the other entry the rest.
  if (scored.some(({ candidate: each }) => each.route.startsWith('sense:'))) {
    const ruleAsked = askedKind(reading) === 'rule';
    for (const each of scored) {
      const concept = conceptOf(each.candidate.topic);
      if (!concept || askedKind(reading) === 'definition') continue;
      if (ruleAsked !== (concept.kind === 'rule')) mark(each, WRONG_SENSE, 'wrong sense');
    }
  }
  // Only "what is it" leaves the sense open: asking how to run or beat it, or its rule, picks one.
  const senses = byScore().filter(({ candidate: each }) => each.route === 'reading' || each.route.startsWith('sense:'));
  const [first, second] = senses;
  if (
    reading.understanding.intent === 'define' &&
    first &&
    second &&
    first.candidate.topic?.entry.id !== second.candidate.topic?.entry.id &&
    first.fit.score - second.fit.score < TIE
  ) {
    const open = new Set([first.candidate.topic?.entry.id, second.candidate.topic?.entry.id]);
    for (const each of scored) {
      if (open.has(each.candidate.topic?.entry.id)) mark(each, SENSE_UNCONFIRMED, 'sense unconfirmed');
    }
  }
  // Running it and beating it fit alike when the message does not say whose side it is on.
  const [top, next] = byScore();
  if (
    top?.candidate.side &&
    next?.candidate.side &&
    top.candidate.side !== next.candidate.side &&
    top.candidate.topic?.entry.id === next.candidate.topic?.entry.id &&
    top.fit.score - next.fit.score < TIE
  ) {
    for (const each of scored) if (each.candidate.side) mark(each, SIDE_UNSAID, 'side unsaid');
  }
  // The reader weighs more than these signals, so its own candidate keeps first place unless
  // another fits clearly better.
  const own = scored.find(({ candidate: each }) => each.route === 'reading');
  const trusted = own !== undefined && own.fit.score >= FIT_THRESHOLD;
  const rank = (each: Scored) => (trusted && each === own ? each.fit.score + SWITCH_MARGIN : each.fit.score);
  return scored
    .map((each, index) => ({ each, index }))
    .sort((a, b) => rank(b.each) - rank(a.each) || a.index - b.index)
    .map(({ each }) => each);
}

/** Whether the message itself names the candidate's entry: its title, or a matched term word for word. */
function namedInMessage(candidate: Candidate, words: ReadonlySet<string>): boolean {
  const topic = candidate.topic;
  if (!topic) return true;
  const named = [topic.entry.title, ...topic.matchedTerms].map(phraseWords);
  return named.some((term) => term.length > 0 && term.every((word) => words.has(word)));
}

/**
 * The readings to offer, one for each way they differ: each sense, each side, else each question.
 * Only readings close to the best and about something the message names: a question never offers a
 * concept the user did not mention.
 */
function choicesFor(ranked: readonly Scored[], message: string): Scored[] {
  const words = new Set(phraseWords(message));
  const top = ranked[0]?.fit.score ?? 0;
  const plausible = ranked.filter(
    ({ candidate, fit }) =>
      (fit.score >= CHOICE_FLOOR || fit.flaws.some(isDoubt)) &&
      top - fit.score <= CHOICE_CLOSE &&
      namedInMessage(candidate, words),
  );
  const doubt = plausible[0]?.fit.flaws.find(isDoubt);
  const key = (each: Scored) =>
    doubt === 'sense unconfirmed'
      ? (each.candidate.topic?.entry.id ?? '')
      : doubt === 'side unsaid'
        ? (each.candidate.side ?? '')
        : (each.candidate.asks ?? '');
  const seen = new Set<string>();
  return plausible
    .filter((each) => {
      const value = key(each);
      if (!each.candidate.asks || value === '' || seen.has(value)) return false;
      seen.add(value);
      return true;
    })
    .slice(0, MAX_CHOICES);
}

function isDoubt(flaw: string): boolean {
  return flaw === 'sense unconfirmed' || flaw === 'side unsaid';
}

/** The question to ask when the best candidates differ, in how they differ. */
function clarifyingQuestion(top: readonly Scored[], reading: MessageReading): string {
  const [first, second] = top.map(({ candidate: each }) => each);
  const title = first?.topic?.entry.title;
  if (first && second && first.topic && second.topic && first.topic.entry.id !== second.topic.entry.id) {
    const word = first.topic.matchedTerms[0];
    return word ? `Which "${word}" do you mean?` : 'Which of these do you mean?';
  }
  if (first?.side && second?.side && first.side !== second.side && title) {
    return `Are you running ${title}, or facing it?`;
  }
  if (askedKind(reading) === 'decision') return 'Which call do you need?';
  return 'Which of these do you mean?';
}

export interface Checked {
  /** The text to send: the chosen candidate, or a clarifying question. */
  text: string;
  clarify: Clarify | null;
  /** The candidate sent, when one was (not a question). */
  sent: Candidate | null;
  ranked: Scored[];
}

/**
 * The reply to send: the best candidate when it fits, else a clarifying question whose choices are
 * the plausible readings. `attempt` (a regenerate) steps to the next-best different candidate.
 */
export function checkedReply(reading: MessageReading, candidates: readonly Candidate[], attempt = 0): Checked {
  const ranked = rankCandidates(reading, candidates);
  const best = ranked[0];
  if (!best) throw new Error('checkedReply needs a candidate');
  const offered = choicesFor(ranked, reading.message);
  const choices = [...new Set(offered.flatMap(({ candidate: each }) => (each.asks ? [each.asks] : [])))];
  const unsure = best.fit.score < FIT_THRESHOLD && choices.length >= 2;
  const clarify = unsure ? { question: clarifyingQuestion(offered, reading), choices } : null;
  // The ladder a regenerate walks: the question (when unsure), then the candidates best first.
  const ladder = [...(clarify ? [null] : []), ...ranked.map(({ candidate: each }) => each)];
  const step = Math.max(0, Math.floor(attempt)) % ladder.length;
  const sent = ladder[step] ?? null;
  if (!sent && clarify) return { text: clarifyReply(clarify), clarify, sent: null, ranked };
  return { text: sent?.text ?? best.candidate.text, clarify: null, sent: sent ?? best.candidate, ranked };
}

// ---------------------------------------------------------------------------------------------
// What a reply answers
//
// A reply is checked against the message for what it is about as well as how it answers: a call,
// a topic or a fault states the roles and objects it answers (its subjects, title and keywords), and
// the message names the ones it asks about ("our long snapper", "the order", "club and line off the
// tee", content/question-forms.json `subjectsNamed`). A reply stating none of a subject named answers
// another question, however many of its other words it shares.

/** What a candidate reply answers, in the words its subjects are stated in. */
export interface ReplySubject {
  route: 'engine' | 'decision' | 'topic' | 'fault';
  id: string;
  /** Its subjects, title, keywords and call, lower-cased. */
  states: string;
  /** The question it answers, in the user's words: a choice when the coach asks which was meant. */
  asks: string;
}

const lowerWithDigits = (text: string) => withDigits(text.toLowerCase()).replace(/[\u2018\u2019]/g, "'");

// A cause the coach already told ("…because her toss is too far in front") is not what is asked about.
const CAUSE_TOLD = /\b(?:because|since|caused by|due to)\b/;

/** The subjects the message names, by name. */
export function subjectsAsked(sport: Sport, message: string): string[] {
  const [text = ''] = lowerWithDigits(message).split(CAUSE_TOLD);
  return SUBJECT_TERMS[sport].filter((term) => term.asked.test(text)).map((term) => term.name);
}

/** Of the subjects asked, the ones the reply states. */
export function subjectsStated(sport: Sport, asked: readonly string[], subject: ReplySubject): string[] {
  const terms = SUBJECT_TERMS[sport].filter((term) => asked.includes(term.name));
  return terms.filter((term) => term.stated.test(subject.states)).map((term) => term.name);
}

/** A committed call's subject: the subjects written for it and the call itself. */
export function decisionSubject(kind: DecisionKind): ReplySubject {
  const calls = kind.calls.map((each) => each.call);
  return {
    route: 'decision',
    id: kind.kind,
    states: lowerWithDigits([...kind.subjects, kind.call ?? '', ...calls].join(' | ')),
    asks: `What's the call on ${(kind.subjects[0] ?? kind.kind.replace(/_/g, ' ')).toLowerCase()}?`,
  };
}

/** An engine's subject: the subjects of the decisions it answers, and its own recommendation. */
export function engineSubject(sport: Sport, tool: string, advice: string): ReplySubject {
  const kinds = DECISIONS[sport].filter((kind) => kind.engine === tool);
  return {
    route: 'engine',
    id: tool,
    states: lowerWithDigits([tool.replace(/_/g, ' '), ...kinds.flatMap((kind) => kind.subjects), advice].join(' | ')),
    asks: `What does the ${tool.replace(/_/g, ' ')} model say here?`,
  };
}

/**
 * A knowledge entry's subject: its title and keywords, the names it is asked by. Its notes are left
 * out: crossing's notes name the keeper the cross beats, but crossing answers nothing about a keeper.
 */
export function topicSubject(hit: KnowledgeHit): ReplySubject {
  const entry = hit.entry as { id: string; title: string; keywords?: string[] };
  return {
    route: 'topic',
    id: entry.id,
    states: lowerWithDigits([entry.title, ...(entry.keywords ?? [])].join(' | ')),
    asks: `What is ${entry.title}?`,
  };
}

/** A fault's subject: the skill, its title and the words it is told by. */
export function faultSubject(fault: Fault): ReplySubject {
  return {
    route: 'fault',
    id: fault.id,
    states: lowerWithDigits([fault.skill, fault.title, ...fault.keywords].join(' | ')),
    asks: `How do we fix ${fault.title.charAt(0).toLowerCase()}${fault.title.slice(1)}?`,
  };
}

/** The entry a knowledge reply for this reading is about, as the self-check reads it. */
export function knowledgeSubject(message: string, understanding: Understanding): ReplySubject | undefined {
  const topic = topicOf(message, understanding);
  return topic ? topicSubject(topic) : undefined;
}

/** A reply that may be sent in place of another, with what it answers. */
export interface SubjectCandidate {
  subject: ReplySubject;
  text: () => string | undefined;
}

export interface SubjectChecked {
  /** The reply to send: the one composed, another stating more of the subjects asked, or a question. */
  text: string;
  asked: string[];
  /** What the sent reply answers; none when a question is asked. */
  sent: ReplySubject | undefined;
  /** Why the composed reply was not sent. */
  flaw?: string;
}

/**
 * The reply checked for its subject: sent when it states every subject the message names; else the
 * first other candidate stating more of them (a call the message names, the fault told, a topic of the
 * message's own key terms); else, when it states none of them, a question naming what was asked.
 */
export function subjectChecked(
  sport: Sport,
  message: string,
  composed: { text: string; subject: ReplySubject | undefined },
  others: () => SubjectCandidate[],
): SubjectChecked {
  const asked = subjectsAsked(sport, message);
  const { text, subject } = composed;
  if (asked.length === 0 || subject === undefined) return { text, asked, sent: subject };
  const own = subjectsStated(sport, asked, subject);
  if (own.length === asked.length) return { text, asked, sent: subject };
  const flaw = `states none of ${asked.filter((name) => !own.includes(name)).join(', ')}`;
  let best: { candidate: SubjectCandidate; stated: number; text: string } | undefined;
  for (const candidate of others()) {
    if (candidate.subject.id === subject.id && candidate.subject.route === subject.route) continue;
    const stated = subjectsStated(sport, asked, candidate.subject).length;
    if (stated <= own.length || (best && stated <= best.stated)) continue;
    const written = candidate.text();
    if (written) best = { candidate, stated, text: written };
    if (best?.stated === asked.length) break;
  }
  if (best) return { text: best.text, asked, sent: best.candidate.subject, flaw };
  if (own.length > 0) return { text, asked, sent: subject };
  const named = asked.join(' and ');
  const clarify = {
    question: `My notes answer nearby questions, not this one on the ${named}. Which do you need?`,
    choices: [`What should we do about the ${named}?`, subject.asks],
  };
  return { text: clarifyReply(clarify), asked, sent: undefined, flaw };
}
