import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { splitWhy } from '../../../../shared/why';
import { answer } from './builtin-coach';
import { ourLimits } from './our-limits';

const ask = (mode: 'gameOnTheLine' | 'comprehensiveCoach', sport: Sport, message: string) =>
  answer({ mode, sport, message, history: [], now: new Date('2026-05-01T12:00:00Z') });
const tactical = (sport: Sport, message: string) => ask('gameOnTheLine', sport, message).text;
const strategic = (sport: Sport, message: string) => ask('comprehensiveCoach', sport, message).text;

// A figure the coach gives about a player tonight is weighed beside the call and said back: a cold
// night is weak evidence, so the call still commits, but it never reads as if the figure was not said.
describe('a player line stated for this game', () => {
  const cold: [Sport, string, RegExp][] = [
    ['basketball', 'tie game, 7 seconds, our go-to scorer is 1 for 11, who gets the ball', /1-for-11/],
    ['basketball', 'down 3 with 12 secs, our best shooter 0/7 tonight, who shoots it', /0-for-7/],
    ['basketball', 'down one, 9 seconds to go, our star has missed all 6 of his shots, last shot to who?', /0-for-6/],
  ];
  it.each(cold)('%s: "%s" says the figure back and still makes the call', (sport, message, figure) => {
    const reply = tactical(sport, message);
    const { answer: call, why } = splitWhy(reply);
    expect(call).not.toMatch(/\?$/);
    expect(why ?? '').toMatch(figure);
    expect(why ?? '').toMatch(/predicts little/);
  });

  it('names a hot line as the first read', () => {
    const reply = tactical('basketball', 'down 1, 5 seconds left, our wing is 6 for 7 tonight, last shot?');
    expect(reply).toMatch(/6-for-7/);
    expect(reply).toMatch(/first read/);
  });

  it('is weighed in Strategic too', () => {
    expect(strategic('basketball', 'tie game, 7 seconds, our go-to scorer is 1 for 11, who gets the ball')).toMatch(
      /1-for-11 tonight/,
    );
  });

  it('reads no player line from a zone', () => {
    expect(tactical('basketball', 'down 2, 20 seconds, they are in a 2/3 zone, what do we run?')).not.toMatch(/-for-3/);
  });
});

// A tiebreak's own score is the stakes of the point: it is read (whoever serves, however the score is
// typed) and said with the call, never left as a game at love-all or answered with the format's rule.
describe('a tiebreak score', () => {
  const cases: [string, RegExp][] = [
    ['tiebreak at 4-4 in the deciding set, we serve, where to?', /4-4 in the tiebreak: early points/],
    ['second set breaker, 5 all, my serve, what do I hit', /5-5 in the tiebreak: each point/],
    ['6-5 up in the tiebreak, serving, where?', /set point for you/],
    ['tiebreak, down 5-6, I am serving, which serve', /set point against you/],
  ];
  it.each(cases)('"%s" reaches the call', (message, stakes) => {
    const reply = tactical('tennis', message);
    expect(reply).toMatch(stakes);
    expect(reply).not.toMatch(/First to 10 points/);
  });
});

// "They park the bus" and its kin tell the other side's low block: the answer is how we break it down,
// never the notes on defending our own box or the game-state model's odds.
describe("the opponent's low block told in the words of the game", () => {
  const messages = [
    "they've parked the bus since the first whistle",
    'the other team sits deep with nine behind the ball, what do we do',
    'opponents defend in their own box the whole game',
    'they just camp in a low block, ideas?',
  ];
  it.each(messages)('Tactical: "%s"', (message) => {
    const reply = tactical('soccer', message);
    expect(reply).toMatch(/side to side|width|overload|cut back|switch/i);
    expect(reply).not.toMatch(/Defending the box|draw \d|win \d/i);
  });
  it.each(messages)('Strategic: "%s"', (message) => {
    const reply = strategic('soccer', message);
    expect(reply).toMatch(/on offense against a deep, compact low block/);
  });

  it('keeps our own choice to sit deep a game-state call', () => {
    expect(tactical('soccer', 'up 1-0 in the 85th, should we park the bus?')).toMatch(/game_state_plan/);
  });
});

// A limit of our own side told alone asks how our plan adapts to it, in any unit's words, not how to
// beat that player or what the position is.
describe('a limit of our own side told alone', () => {
  const cases: [Sport, string, string, RegExp, RegExp][] = [
    ['football', 'our OL is slow, what do we run?', 'weak-protection', /quick game/i, /power|pulls/i],
    ['football', "our line can't hold blocks, what's the plan", 'weak-protection', /chip/i, /Offensive line wins/i],
    [
      'basketball',
      'our 2 guards are small, how do we play them tonight',
      'small-backcourt',
      /ball screens/i,
      /shooting guard/i,
    ],
    ['baseball', 'our bullpen is cooked, what now?', 'thin-bullpen', /stretch the starter/i, /Go to the bullpen/],
    ['soccer', 'our keeper is a liability, how do we set up?', 'shaky-keeper', /crosses/i, /sweeper-keeper/i],
  ];
  it.each(cases)('%s: "%s"', (sport, message, id, adapts, wrong) => {
    expect(ourLimits(sport, message).map((limit) => limit.id)).toEqual([id]);
    const quick = tactical(sport, message);
    expect(quick).toMatch(adapts);
    expect(quick).not.toMatch(wrong);
    const full = strategic(sport, message);
    expect(full).toMatch(/### Recommendation/);
    expect(full).toMatch(adapts);
  });

  it('reads a slow unit of our offense as no slowness of our defenders', () => {
    expect(ourLimits('football', 'our o-line is too slow')).not.toContainEqual(
      expect.objectContaining({ id: 'slow-defenders-football' }),
    );
    expect(ourLimits('football', 'our linebackers are too slow').map((limit) => limit.id)).toEqual([
      'slow-defenders-football',
    ]);
  });

  it('keeps the call for the moment and says how to run it with the limit', () => {
    const reply = tactical('football', "3rd and 9, our tackles can't hold up, what's the call");
    expect(splitWhy(reply).why ?? '').toMatch(/With protection that cannot hold up: throw quick game/);
  });
});

// The same need put in other words (shorthand, a typo, a statement for a question) gets the same kind
// of reply: the same intent, the same first topic and the same opening line.
describe('paraphrases of one need', () => {
  const groups: [Sport, string[]][] = [
    [
      'soccer',
      [
        'they park the bus, how do we break it down?',
        "they're parking the bus",
        'opponent sits deep with everyone behind the ball, ideas?',
        'how do we beat a team that defends in their own box',
      ],
    ],
    [
      'basketball',
      [
        'down 2, 10 seconds, our best shooter is 0-for-8, who takes it?',
        'down 2 10 secs our top scorer 0 for 8 who shoots',
        'Down two with ten seconds. Our go-to guy has missed all 8 of his shots. Who takes the last shot?',
      ],
    ],
    [
      'tennis',
      [
        'tiebreak 5-5 in the third set, we serve, where?',
        '5-5 in the breaker, 3rd set, my serve, where do i go',
        'third set tie-break at 5 all, serving. where?',
      ],
    ],
    [
      'football',
      ['our OL is slow, what do we run?', 'our o-line is slow what should we call', 'our linemen are slow, what now'],
    ],
  ];
  it.each(groups)('%s: one reply for each wording', (sport, messages) => {
    const replies = messages.map((message) => ask('gameOnTheLine', sport, message));
    const opening = (text: string) => splitWhy(text).answer.split('\n')[0];
    expect(new Set(replies.map((reply) => opening(reply.text))).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.understanding?.intent)).size).toBe(1);
    // The stated figures are said back whatever the wording.
    if (sport === 'basketball') for (const reply of replies) expect(reply.text).toMatch(/0-for-8/);
    if (sport === 'tennis') for (const reply of replies) expect(reply.text).toMatch(/5-5 in the tiebreak:/);
  });
});
