import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';
import { ourLimits } from './our-limits';

const strategic = (sport: Sport, message: string) =>
  answer({ mode: 'comprehensiveCoach', sport, message, history: [], now: new Date('2026-05-01T12:00:00Z') }).text;

const section = (reply: string, heading: string) => reply.split(`### ${heading}`)[1]?.split('\n### ')[0] ?? '';

// "How do we beat X when our Y is weak": the limit the coach states about our own side is part of
// the problem, so it is named, answered by an option of its own and decides the recommendation.
describe('a counter question with a limit of our own side', () => {
  const cases: [Sport, string, RegExp, RegExp][] = [
    [
      'basketball',
      'they drop into a 2-3 zone every trip and none of our guys can make a jumper today, how do we score on it',
      /shooters cold/,
      /rim|high post|glass/i,
    ],
    [
      'basketball',
      'how do we break their full-court pressure when our only guard is a weak ball handler',
      /shaky ball handler/,
      /pass/i,
    ],
    [
      'soccer',
      'their striker keeps running in behind us and our centre halves are too slow to recover, how do we handle it',
      /short of pace/,
      /deeper|depth/i,
    ],
    [
      'football',
      'what is the plan against a quarterback who scrambles when our edge rushers are slow',
      /short of speed/,
      /lanes|contain/i,
    ],
    [
      'baseball',
      'their leadoff man runs on every pitch and our catcher has a weak arm, how do we shut it down',
      /catcher without a strong arm/,
      /slide-step|pitcher/i,
    ],
    [
      'tennis',
      "she charges the net behind everything and I can't lob to save my life, how do I beat her",
      /no reliable lob/,
      /low|feet/i,
    ],
    [
      'golf',
      'how should I play a narrow tree-lined course when I keep spraying my driver',
      /wild driver/,
      /club you hit straightest|fairway/i,
    ],
  ];

  it.each(cases)('%s: %s', (sport, message, named, aimed) => {
    const reply = strategic(sport, message);
    expect(section(reply, 'Situation'), 'the limit is named with the problem').toMatch(named);
    expect(section(reply, 'Options'), 'an option answers the limit').toMatch(aimed);
    expect(section(reply, 'Recommendation'), 'the recommendation is chosen for the limit').toMatch(named);
    expect(reply).toMatch(/### Drill/);
  });

  it('puts an option that leans on what we lack last, and says so', () => {
    const reply = strategic(
      'basketball',
      'how do we attack their 2-3 zone when our shooters have gone ice cold in the second half',
    );
    const options = section(reply, 'Options')
      .split('\n')
      .filter((line) => /^\d+\./.test(line));
    expect(options.at(-1)).toMatch(/shoot/i);
    expect(options.at(-1)).toMatch(/keep it for later/);
  });

  it('answers a stated weakness with the plan for it rather than the usual call', () => {
    const reply = strategic(
      'basketball',
      'their two guard is lighting it up from deep and the kid guarding him is too slow to stay with him, what do we do',
    );
    expect(reply).toMatch(/### Options/);
    expect(section(reply, 'Recommendation')).toMatch(/slow defender/);
  });
});

// The limit's own words name a technique ("pass protection", "throw deep") that is
// not what the question is about: the rest of the message names the opponent's tool.
describe('a limit of our own side does not take the question over', () => {
  const cases: [Sport, string, RegExp][] = [
    ['football', 'how do we attack cover 3 with a quarterback who cannot throw it deep', /Cover 3/],
    ['football', 'the blitz keeps beating us and our tackles are weak in pass protection, what do we do', /Blitz/],
  ];
  it.each(cases)('%s: %s', (sport, message, topic) => {
    const reply = strategic(sport, message);
    expect(section(reply, 'Situation')).toMatch(topic);
    expect(reply).toMatch(/### Options/);
  });
});

// A plan against a problem is named by the problem's own words: a question telling what they keep
// running and asking how to stop it is about the play it names, not a plan sharing "keep" and "stop".
describe('a counter question names the play it faces', () => {
  it('answers the play they keep running, from the defence', () => {
    const reply = strategic('football', 'they keep running the same quick slant at us, how do we stop it');
    expect(section(reply, 'Situation')).toMatch(/Slant/);
    expect(section(reply, 'Situation')).not.toMatch(/Defending the Option/);
  });

  it('reads "our run defense" as our side facing their run play', () => {
    const reply = strategic('football', 'our run defense keeps getting gashed by inside zone, what do we do');
    expect(reply).toMatch(/### Options/);
    expect(section(reply, 'Situation')).toMatch(/on defense against \*\*Inside Zone/);
  });
});

// A decision the notes hold a call for ("what do we do about their shooter") keeps the call as the
// recommendation, and in Strategic the plan against their problem gives our side, options and a drill.
describe('a Strategic call against their weapon', () => {
  it('comes inside the plan against it', () => {
    const reply = strategic('basketball', "they have a kid who can't miss from three tonight, what do we do");
    expect(section(reply, 'Situation')).toMatch(/on defense against/);
    expect(reply).toMatch(/### Options/);
    expect(reply).toMatch(/### Recommendation\n\n\*\*/);
    expect(reply).toMatch(/### Drill/);
  });
});

describe('reading a limit of our own side', () => {
  it('reads it only from a clause about our side', () => {
    expect(ourLimits('soccer', 'their centre backs are slow, how do we exploit it')).toEqual([]);
    expect(
      ourLimits('soccer', 'how do we cope with their runners when our centre backs are slow').map((l) => l.id),
    ).toEqual(['slow-back-line']);
  });

  it('reads only the limits of the sport asked about', () => {
    expect(ourLimits('golf', 'our shooters are cold')).toEqual([]);
  });
});
