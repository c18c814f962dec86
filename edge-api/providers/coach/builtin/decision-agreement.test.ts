import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { decisionLine, DECISION_LINE_MAX_WORDS } from '../../../../shared/engines/decision-line';
import { runEngineTool } from '../../../../shared/engines/engine-registry';
import { splitWhy } from '../../../../shared/why';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';
import type { CoachProfile } from '../../../../shared/contract/profile';
import { resolveTeam, teamArgsOf } from '../../../../shared/engines/team-inputs';
import { engineCallFor } from './situation-engine-call';

/** What the panel runs: the team's figures from the profile under the state the coach tapped. */
function panelLine(tool: string, state: Record<string, unknown>, profile?: CoachProfile) {
  const result = runEngineTool(tool, { ...teamArgsOf(tool, resolveTeam(profile)), ...state });
  if (!result.ok) throw new Error(result.error);
  return result.advice;
}

/**
 * The call and its figure in a line: a go in the chat also names the play to run ("Go for it, your
 * best inside run: 61% to win"), which the panel, with no message to read, leaves out.
 */
function callAndFigure(line: string, advice: { recommendation: string }): string {
  const call = line.startsWith(advice.recommendation) ? advice.recommendation : line.split(/[:,]/)[0]!;
  const figure = line.includes(': ') ? line.slice(line.indexOf(': ') + 2).split(';')[0]! : '';
  return `${call} | ${figure}`;
}

// The sideline panel prints decisionLine(runEngineTool(engine, state)); the chat's Tactical call for
// a message must be that same line for the state the message gave.
const DECISIONS: [Sport, string][] = [
  ['football', '4th and 2 at their 41, up 3 with 4:50 left in the 4th. Go for it or punt?'],
  ['football', 'We just scored to go down 2 with 3 minutes left. Kick or go for two?'],
  ['basketball', 'Up 3, 7 seconds left, their ball. Do we foul?'],
  ['baseball', 'Runner on first, no outs, tied in the 8th. Bunt or swing away?'],
  ['tennis', 'Serving at 30-40, second serve, his backhand is weak. What serve?'],
  ['golf', '190 over water, into a 10 mph wind, should I go for it or lay up?'],
  ['golf', '150 to the pin from the fairway, which club?'],
];

describe('the chat and the sideline panel give the same call', () => {
  it.each(DECISIONS)('%s: "%s"', (sport, message) => {
    const reply = answer({ mode: 'gameOnTheLine', sport, message, history: [] });
    const read = understandMessage(sport, 'gameOnTheLine', message);
    const call = engineCallFor(read.situation, message.toLowerCase());
    expect(call).toBeDefined();
    const advice = panelLine(call!.tool, call!.args);
    const { answer: line, why } = splitWhy(reply.text);
    expect(callAndFigure(line, advice)).toBe(callAndFigure(decisionLine(advice), advice));
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS);
    // The model sits behind the Why?, not in the call; its full source is Strategic's.
    expect(why).toContain('Model: ');
    expect(line).not.toContain('Model');
    expect(answer({ mode: 'comprehensiveCoach', sport, message, history: [] }).text).toContain(advice.source);
  });

  it('a go-or-lay-up over water is the go_or_lay_up engine on both sides, in expected strokes', () => {
    const message = '190 over water, into a 10 mph wind, should I go for it or lay up?';
    const call = engineCallFor(understandMessage('golf', 'gameOnTheLine', message).situation, message.toLowerCase());
    expect(call?.tool).toBe('go_or_lay_up');
    const { answer: line } = splitWhy(answer({ mode: 'gameOnTheLine', sport: 'golf', message, history: [] }).text);
    expect(line).toBe(decisionLine(panelLine(call!.tool, call!.args)));
    expect(line).toMatch(/^Lay up to \d+ yards: [\d.]+ expected strokes to hole out; go for it [\d.]+$/);
  });

  // The same team settings on both sides: the coach profile's kicker, rates and shooting.
  const TEAMS: [Sport, string, CoachProfile][] = [
    [
      'football',
      '4th and 8 at their 38, tied in the 2nd quarter. Field goal or punt?',
      { team: { football: { kickerRange: 62 } } },
    ],
    [
      'football',
      'We just scored to go down 1 with 25 minutes left. Kick or go for two?',
      { level: 'high-school', team: { football: { twoPointRate: 0.7 } } },
    ],
    [
      'basketball',
      'Down 2, 3 seconds left, our ball. Two or three?',
      { team: { basketball: { threePointRate: 0.6 } } },
    ],
    // The golfer's carries kept in the profile decide whether the go clears the water.
    [
      'golf',
      '195 over water, should I go for it or lay up?',
      { team: { golf: { carries: { '3-wood': 225, '5-wood': 210 } } } },
    ],
  ];

  it.each(TEAMS)('%s with team settings: "%s"', (sport, message, profile) => {
    const reply = answer({ mode: 'gameOnTheLine', sport, message, history: [], profile });
    const read = understandMessage(sport, 'gameOnTheLine', message);
    const call = engineCallFor(read.situation, message.toLowerCase());
    expect(call).toBeDefined();
    const team = panelLine(call!.tool, call!.args, profile);
    const { answer: line } = splitWhy(reply.text);
    expect(callAndFigure(line, team)).toBe(callAndFigure(decisionLine(team), team));
    // The settings change the call, or the case would not show they were read.
    expect(callAndFigure(line, team)).not.toBe(callAndFigure(decisionLine(panelLine(call!.tool, call!.args)), team));
  });
});
