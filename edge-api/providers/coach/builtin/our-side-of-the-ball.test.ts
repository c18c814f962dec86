import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { detectSide } from '../understand/detect-side';
import { answer } from './builtin-coach';

function reply(sport: Sport, message: string, mode: PersonalityMode = 'gameOnTheLine') {
  return answer({ sport, mode, message, history: [] });
}

// "How do we beat/stop X" is answered from our side of the ball: beating their defense is our
// offense, stopping their runners is our defense, never their playbook.
describe('the answer is written for our side of the ball', () => {
  it.each([
    ['basketball', 'what do we do vs a 2-3 zone'],
    ['basketball', 'they went to a 1-3-1 zone, what do we run?'],
  ] as const)('%s: "%s" attacks the zone', (sport, message) => {
    const { understanding, answeredSide, text } = reply(sport, message);
    expect(understanding?.intent).toBe('counter');
    expect(answeredSide).toBe('offense');
    expect(text).toMatch(/high post|short corner|skip pass|gaps/i);
  });

  it.each([
    'how do we stop the first and third double steal',
    'they run a double steal every time we have runners on 1st and 3rd',
    'runners on the corners, 1 out, how do we stop their double steal',
  ])('"%s" is the defense’s first-and-third play, never when to send the runner', (message) => {
    const { text } = reply('baseball', message);
    expect(text).toMatch(/first-and-third|throw through|cut(?:s|) the throw/i);
    expect(text).not.toMatch(/send him|Hold the runner:/);
  });

  it.each([
    'runner on first, no outs, they love to steal, how do we hold him',
    'man on 1st, 0 outs, their leadoff guy is going to steal, pitchout?',
  ])('"%s" holds their runner: a defensive call, not the steal model', (message) => {
    const { text, understanding } = reply('baseball', message);
    expect(text.split('\n')[0]).toMatch(/^Hold him: vary your looks/);
    expect(text).not.toMatch(/expected runs/);
    expect(understanding?.intent).toBe('situation');
  });

  it('our own steal with a runner on is still the steal model’s call', () => {
    expect(reply('baseball', 'runner on 1st, one out, down 1 in the 8th, do we steal?').text).toMatch(
      /expected runs|chance of scoring/,
    );
  });

  it.each([
    ['their leadoff guy will steal for sure', 'defense'],
    ['they always squeeze with a man on third', 'defense'],
    ['should we pitch out here', 'defense'],
  ] as const)('"%s" puts us on %s', (message, side) => {
    expect(detectSide(message).side).toBe(side);
  });

  it.each(['my opponent has a massive serve, what do i do', 'this guy is acing me every game, what do i do'])(
    '"%s" is answered with the return, never how to serve',
    (message) => {
      const { text } = reply('tennis', message);
      expect(text.split('\n')[0]).toMatch(/block it deep through the middle/);
      expect(text).not.toMatch(/pusher|toss with|trophy/i);
    },
  );
});

// A role said outright ("we're batting", "I'm receiving") is our side, whatever a keyword shared with
// the other side's play sounds like.
describe('a role said outright puts us on that side', () => {
  it.each([
    ["we're batting now and their lefty keeps getting us out", 'offense'],
    ["i'm receiving against a heavy kick server", 'defense'],
    ["we're in the field, their leadoff guy is fast", 'defense'],
  ] as const)('"%s" puts us on %s', (message, side) => {
    expect(detectSide(message).side).toBe(side);
  });

  it('returning against a big server is answered with the return, never with how to serve', () => {
    const { text } = reply('tennis', "we're returning vs a big serving lefty");
    expect(text).not.toMatch(/jam the returner|serve to the body|serve and volley behind/i);
    expect(text).toMatch(/return|split step/i);
  });
});
