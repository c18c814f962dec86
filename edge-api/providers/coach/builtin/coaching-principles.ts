import { SPORT_LABELS } from '../../../../shared/constants';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { clarifyReply } from '../../../../shared/clarify';
import { withWhy } from '../../../../shared/why';
import type { PrincipleAnswer } from '../knowledge/content-schema';
import { searchKnowledge, type KnowledgeHit } from '../knowledge/knowledge-base';
import { coachingPrinciples, principleTopicFor } from '../understand/coaching-scope';
import { glance } from './situation-reply';

type ReplyMode = Exclude<PersonalityMode, 'quizMaster'>;

// Concepts the message names by a title or keyword word, offered as choices when nothing answers it whole.
const NEAREST_CHOICES = 3;
const MIN_CHOICES = 2;
// A best match this weak shares one everyday word with the message ("keep" and the keeper option):
// no concept is near enough to offer.
const MIN_NEAREST_SCORE = 30;
/** Further choices stay this close to the best, as the topics of a message do. */
const NEAREST_SHARE = 0.3;
const TACTICAL_BULLETS = 2;

/** A concept offered as a choice, asked the way its kind is asked about. */
function choiceFor(hit: KnowledgeHit): string {
  const title = hit.entry.title;
  if (hit.kind !== 'concept') return `Tell me about ${title}.`;
  switch (hit.entry.kind) {
    case 'rule':
    case 'term':
      return `What is ${title}?`;
    case 'position':
      return `What does the ${title.toLowerCase()} do?`;
    default:
      // "Stopping a Quick Winger" is asked about; "Zone Read" is run.
      return /^[A-Z][a-z]+ing\b/.test(title) ? `Tell me about ${title.toLowerCase()}.` : `How do we run ${title}?`;
  }
}

/** A coaching answer from principles: Tactical's line and two reasons, or the full list with the sport's own line. */
export function principlesReply(sport: Sport, mode: ReplyMode, principle: PrincipleAnswer): string {
  const sportLine = principle.sportLines?.[sport];
  if (mode === 'gameOnTheLine') {
    const reasons = [sportLine, ...principle.principles].filter((line): line is string => line !== undefined);
    const bullets = reasons.slice(0, TACTICAL_BULLETS).map((line) => `- ${glance(line)}`);
    return withWhy(principle.short, bullets.join('\n'));
  }
  return [
    `### ${principle.title}`,
    '',
    ...principle.principles.map((line) => `- ${line}`),
    ...(sportLine ? ['', `**In ${SPORT_LABELS[sport]}:** ${sportLine}`] : []),
    '',
    principle.ask,
  ].join('\n');
}

/** The coaching topic's answer when the message asks one (talking with parents, a tournament's workload), else null. */
export function principleTopicReply(sport: Sport, mode: ReplyMode, message: string): string | null {
  const topic = principleTopicFor(message);
  return topic ? principlesReply(sport, mode, topic) : null;
}

/**
 * What an in-sport question that the notes answer nothing of gets, instead of a refusal: the coaching
 * topic it asks, else a question offering the sport's concepts nearest its words, else coaching
 * principles that apply to any skill or moment, with what to say to make them specific.
 */
export function nearestCoachingReply(sport: Sport, mode: ReplyMode, message: string): string {
  const topical = principleTopicReply(sport, mode, message);
  if (topical) return topical;
  const named = searchKnowledge(sport, message, { kinds: ['concept'], limit: NEAREST_CHOICES }).filter(
    (hit) => hit.matchedTerms.length > 0,
  );
  const best = named[0]?.score ?? 0;
  const nearest = best < MIN_NEAREST_SCORE ? [] : named.filter((hit) => hit.score >= NEAREST_SHARE * best);
  if (nearest.length >= MIN_CHOICES) {
    return clarifyReply({
      question: `I have no notes on exactly that in ${SPORT_LABELS[sport]}. Which of these is closest to what you need?`,
      choices: nearest.map((hit) => choiceFor(hit)),
    });
  }
  return principlesReply(sport, mode, coachingPrinciples().general);
}
