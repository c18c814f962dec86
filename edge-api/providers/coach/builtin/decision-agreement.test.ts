import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { decisionLine, DECISION_LINE_MAX_WORDS } from '../../../../shared/engines/decision-line';
import { runEngineTool } from '../../../../shared/engines/engine-registry';
import { splitWhy } from '../../../../shared/why';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';
import { engineCallFor } from './situation-engine-call';

// The sideline panel prints decisionLine(runEngineTool(engine, state)); the chat's Tactical call for
// a message must be that same line for the state the message gave.
const DECISIONS: [Sport, string][] = [
  ['football', '4th and 2 at their 41, up 3 with 4:50 left in the 4th. Go for it or punt?'],
  ['football', 'We just scored to go down 2 with 3 minutes left. Kick or go for two?'],
  ['basketball', 'Up 3, 7 seconds left, their ball. Do we foul?'],
  ['baseball', 'Runner on first, no outs, tied in the 8th. Bunt or swing away?'],
  ['tennis', 'Serving at 30-40, second serve, his backhand is weak. What serve?'],
];

describe('the chat and the sideline panel give the same call', () => {
  it.each(DECISIONS)('%s: "%s"', (sport, message) => {
    const reply = answer({ mode: 'gameOnTheLine', sport, message, history: [] });
    const read = understandMessage(sport, 'gameOnTheLine', message);
    const call = engineCallFor(read.situation, message.toLowerCase());
    expect(call).toBeDefined();
    const result = runEngineTool(call!.tool, call!.args);
    if (!result.ok) throw new Error(result.error);
    const { answer: line, why } = splitWhy(reply.text);
    expect(line).toBe(decisionLine(result.advice));
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
    // The model, the numbers read and the source sit behind the Why?, not in the call.
    expect(why).toContain(result.advice.source);
    expect(line).not.toContain('Model');
  });
});
