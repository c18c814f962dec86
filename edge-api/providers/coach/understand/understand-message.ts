import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { search } from '../builtin/search';
import type { SearchHit } from '../builtin/search';
import { classifyIntent } from './classify-intent';
import type { Intent } from './classify-intent';
import { detectSide } from './detect-side';
import type { SideReading } from './detect-side';
import { mentionedSport } from './mentioned-sport';
import { withDigits } from './number-text';
import { parsePlanRequest } from './parse-plan-request';
import type { PlanRequest } from './parse-plan-request';
import { parseSituation } from './parse-situation';
import type { Situation } from './parse-situation';
import { parseTrainingRequest } from './parse-training-request';
import type { TrainingRequest } from './parse-training-request';

/** Below this search score a message names nothing in the knowledge base (named-term hits score 5+). */
const MIN_TOPIC_SCORE = 4;
const TOPIC_LIMIT = 3;

/** Everything the coach reads out of one message before composing a reply. */
export interface Understanding {
  intent: Intent;
  /** The sport the answer is about: the one the message names, else the chat's. */
  sport: Sport;
  side: SideReading;
  /** Knowledge entries the message names, best first. */
  topics: SearchHit[];
  situation: Situation;
  plan: PlanRequest;
  training: TrainingRequest;
}

function countDefined(state: object): number {
  return Object.values(state).filter((value) => value !== undefined).length;
}

export function topicsOf(sport: Sport, text: string): SearchHit[] {
  return search(sport, text, { limit: TOPIC_LIMIT }).filter(
    (hit) => hit.score >= MIN_TOPIC_SCORE && (hit.named.length > 0 || hit.phrases.length > 0),
  );
}

export function understandMessage(chatSport: Sport, mode: PersonalityMode, message: string): Understanding {
  const sport = mentionedSport(message) ?? chatSport;
  const situation = parseSituation(sport, message);
  const topics = topicsOf(sport, message);
  const intent = classifyIntent(message, mode, {
    situationCues: countDefined(situation.state),
    hasTopic: topics.length > 0,
  });
  return {
    intent,
    sport,
    side: detectSide(withDigits(message)),
    topics,
    situation,
    plan: parsePlanRequest(message),
    training: parseTrainingRequest(message),
  };
}
