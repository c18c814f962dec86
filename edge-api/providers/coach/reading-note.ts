import type { Sport } from '../../../shared/constants';
import type { CoachRequest } from './coach-provider';
import { describeSituation } from './builtin/situation-reply';
import { decisionKindAsked } from './understand/decision-asked';
import type { Intent } from './understand/classify-intent';
import { readingOf } from './understand/understand-message';

// The model is given what the app's readers made of the message, so the language model answers the
// question the built-in coach would: the same kind of answer, the same side, the same decision.
const ASKED_FOR: Record<Intent, string> = {
  define: 'what something is',
  counter: 'how to beat or stop what the other side does',
  execute: 'how to run or teach something',
  fix: "a fix for a fault in their own player's technique: the likely cause, one cue and a drill, not a definition",
  drill: 'drills',
  compare: 'a comparison',
  rule: 'a rule of the game',
  situation: 'a call in a game situation',
  plan: 'a timed practice plan',
  training: 'a training program or session',
  unknowable: 'a live fact no coach can know: say so in one line and where to look',
  offTopic: 'something outside coaching',
  smallTalk: 'small talk',
};

const SIDE_NAMES = { offense: 'offense (they have the ball)', defense: 'defense' } as const;

/** What the readers understood of a message, as lines for the model; null when there is nothing to add. */
export function readingNote({ mode, sport, message }: CoachRequest): string | null {
  if (mode === 'quizMaster') return null;
  const read = readingOf(sport, mode, message);
  const lines = [`- Asked for: ${ASKED_FOR[read.intent]}.`];
  if (read.sport !== sport) lines.push(`- About ${read.sport}, not the chat's ${sport}.`);
  if (read.side.side) lines.push(`- The user's side: ${SIDE_NAMES[read.side.side]}.`);
  const decision = decisionOf(read.sport, message);
  if (decision) lines.push(decision);
  const numbers = describeSituation(read.situation);
  if (numbers) lines.push(`- Numbers read: ${numbers}.`);
  return [
    "How the app's readers understood this message (follow it unless the message clearly says otherwise):",
    ...lines,
  ].join('\n');
}

function decisionOf(sport: Sport, message: string): string | null {
  const kind = decisionKindAsked(sport, message);
  if (!kind) return null;
  const named = kind.kind.replace(/_/g, ' ');
  return kind.engine === 'none'
    ? `- Decision asked: ${named}; no model covers it, so commit to one call.`
    : `- Decision asked: ${named}; call the ${kind.engine} tool with the numbers given before answering.`;
}
