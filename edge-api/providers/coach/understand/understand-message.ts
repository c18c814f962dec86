import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { searchKnowledge } from '../knowledge/knowledge-base';
import type { KnowledgeHit } from '../knowledge/knowledge-base';
import { classifyIntent, INTENTS } from './classify-intent';
import type { Intent } from './classify-intent';
import { detectSide } from './detect-side';
import type { Side, SideReading } from './detect-side';
import { readMessage } from './learned-reader';
import type { LearnedReading } from './learned-reader';
import { mentionedSport } from './mentioned-sport';
import { withDigits } from './number-text';
import { parsePlanRequest } from './parse-plan-request';
import type { PlanRequest } from './parse-plan-request';
import { parseSituation } from './parse-situation';
import type { Situation } from './parse-situation';
import { parseTrainingRequest } from './parse-training-request';
import type { TrainingContext, TrainingRequest } from './parse-training-request';

const TOPIC_LIMIT = 3;
/** Further topics must stay this close to the best one, or they are noise from a shared word. */
const RELATED_TOPIC_SHARE = 0.4;

/** Everything the coach reads out of one message before composing a reply. */
export interface Understanding {
  intent: Intent;
  /** The sport the answer is about: the one the message names, else the chat's. */
  sport: Sport;
  side: SideReading;
  /** Knowledge entries the message names, best first. */
  topics: KnowledgeHit[];
  situation: Situation;
  plan: PlanRequest;
  training: TrainingRequest;
  /** The decision engine the message needs, when the learned reader is sure of it ('none': a decision no engine answers). */
  engine?: string;
}

const SIDE_OF: Record<string, Side | undefined> = {
  offence: 'offense',
  batting: 'offense',
  serving: 'offense',
  defence: 'defense',
  fielding: 'defense',
  returning: 'defense',
};

/**
 * The learned reading when it is sure, the regex readers' otherwise. A technique fault to fix is
 * answered as a how-to until the router knows the intent. The Trainer mode always reads as training
 * unless the regex reader finds a plan, small talk or something off topic.
 */
function intentOf(learned: LearnedReading, regex: Intent, mode: PersonalityMode): Intent {
  if (mode === 'personalTrainer' || !learned.trusted.intent) return regex;
  return INTENTS.find((intent) => intent === learned.intent) ?? 'execute';
}

/** A side the learned reader is sure of replaces the regex reading's; its 'none' leaves the regex reading be. */
function sideOf(learned: LearnedReading, regex: SideReading): SideReading {
  const side = learned.trusted.side ? SIDE_OF[learned.side] : undefined;
  return side ? { side, faces: false } : regex;
}

/** The numbers a message gave; a distance's unit qualifies the distance and is no cue of its own. */
function countDefined(state: object): number {
  return Object.entries(state).filter(([key, value]) => value !== undefined && key !== 'distanceUnit').length;
}

/** Entries the message names by title or keyword; body-text matches alone are not a topic. */
export function topicsOf(sport: Sport, text: string): KnowledgeHit[] {
  const named = searchKnowledge(sport, text, { limit: TOPIC_LIMIT }).filter((hit) => hit.matchedTerms.length > 0);
  const best = named[0]?.score ?? 0;
  return named.filter((hit) => hit.score >= RELATED_TOPIC_SHARE * best);
}

export function understandMessage(
  chatSport: Sport,
  mode: PersonalityMode,
  message: string,
  context: TrainingContext = {},
): Understanding {
  const sport = mentionedSport(message) ?? chatSport;
  const situation = parseSituation(sport, message);
  const topics = topicsOf(sport, message);
  const learned = readMessage(sport, message);
  const regexIntent = classifyIntent(message, mode, {
    situationCues: countDefined(situation.state),
    hasTopic: topics.length > 0,
    topicIsRule: topics[0]?.kind === 'concept' && topics[0].entry.kind === 'rule',
  });
  return {
    intent: intentOf(learned, regexIntent, mode),
    sport,
    side: sideOf(learned, detectSide(withDigits(message))),
    topics,
    situation,
    plan: parsePlanRequest(message),
    training: parseTrainingRequest(message, context),
    ...(learned.trusted.engine ? { engine: learned.engine } : {}),
  };
}
