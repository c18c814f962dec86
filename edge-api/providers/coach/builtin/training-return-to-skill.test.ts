import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { returnsToSkill } from '../plans/return-to-skill';
import { parseTrainingRequest } from '../understand/parse-training-request';
import { answer } from './builtin-coach';

const FEBRUARY_2 = new Date('2027-02-02T09:00:00Z');

function ask(message: string, sport: Sport) {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: FEBRUARY_2 }).text;
}

/** The lines under a "### ..." heading, up to the next heading. */
function section(reply: string, heading: string): string {
  const lines = reply.split('\n');
  const start = lines.findIndex((line) => line === `### ${heading}`);
  if (start < 0) return '';
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('#'));
  return rest.slice(0, end < 0 ? undefined : end).join('\n');
}

describe('a return from injury brings the key skill back in gated stages', () => {
  it.each([
    [
      'baseball',
      'shortstop back from a sore shoulder, my physio cleared me to start throwing, 8 weeks to opening day',
      'shoulder',
    ],
    ['football', 'quarterback returning from an elbow sprain, cleared to rehab, give me 6 weeks', 'elbow'],
    ['soccer', 'winger coming back from a strained calf, cleared by the physio, 6 week plan', 'calf'],
    ['tennis', 'getting back to matches after a wrist sprain, doctor cleared me, 5 weeks please', 'wrist'],
    [
      'golf',
      'returning from a lower back strain, physio says I can start, 6 weeks to the club championship',
      'lower-back',
    ],
  ] as const)('%s: "%s" runs every stage of its progression', (sport, message, area) => {
    const reply = ask(message, sport);
    const [progression] = returnsToSkill(sport, [area]);
    expect(progression).toBeDefined();
    const body = section(reply, progression?.title ?? '');
    expect(body, reply).not.toBe('');
    for (const stage of progression?.stages ?? []) expect(body).toContain(stage);
    expect(body).toMatch(/^1\. Weeks? 1\b/m);
    expect(body).toMatch(/physio|doctor/);
    expect(body).toContain(progression?.gate ?? '?');
  });

  it('keeps a healing arm at no more than one throwing stage per two weeks', () => {
    const body = section(
      ask('my catcher is coming back from an elbow strain, cleared to start, 4 week program', 'baseball'),
      'Return to throwing: interval throwing program',
    );
    expect(body).toMatch(/^1\. Weeks 1–2 /m);
    expect(body).toMatch(/^2\. Weeks 3–4 /m);
    expect(body).toMatch(/^3\. After this block /m);
  });

  it('gives a hurt athlete who is not on the way back no return progression', () => {
    const reply = ask('my hamstring is sore after yesterday, what can I do this week', 'soccer');
    expect(reply).not.toMatch(/### Return to/);
  });

  it('reads getting back to a race or a throw as a return', () => {
    expect(parseTrainingRequest('pulled my calf in march, want to get back to racing this summer').returning).toBe(
      true,
    );
    expect(parseTrainingRequest('strained my forearm, trying to get back to pitching').returning).toBe(true);
  });
});
