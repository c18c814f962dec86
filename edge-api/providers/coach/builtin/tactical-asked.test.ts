import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { liveFactIn } from '../understand/live-fact';
import { parseConditions } from '../understand/parse-situation';
import { answer } from './builtin-coach';

function reply(sport: Sport, mode: PersonalityMode, message: string): string {
  return answer({ sport, mode, message, history: [] }).text;
}

const tactical = (sport: Sport, message: string) => reply(sport, 'gameOnTheLine', message);
const strategic = (sport: Sport, message: string) => reply(sport, 'comprehensiveCoach', message);

describe('their move keeps beating our scheme, asked what we change', () => {
  it.each<[Sport, string, RegExp, RegExp]>([
    [
      'football',
      "their slot is torching our cover 3 on quick outs every series, what's the adjustment",
      /pattern-matching cover 3|Rotate to cover 2/,
      /own a deep third/,
    ],
    [
      'football',
      'TE splitting our safeties on the seam all night in cover 2... what should we change',
      /Carry the seam|Re-route the tight end/,
      /align twelve to fourteen yards/,
    ],
    [
      'basketball',
      'they keep knocking down threes over the top of our 2-3, how do we adjust',
      /Extend the top of the zone|match-up zone/,
      /^(?![\s\S]*Extend)/,
    ],
    [
      'soccer',
      'they keep playing straight through our high press, what should we change at half time',
      /mid-block|clear trigger/,
      /^(?![\s\S]*(?:mid-block|trigger))/,
    ],
  ])('%s: %s', (sport, message, adjustment, assignments) => {
    const text = tactical(sport, message);
    expect(text).toMatch(adjustment);
    expect(text).not.toMatch(assignments);
  });

  it('Strategic says our scheme is being beaten and leads with the adjustment', () => {
    const text = strategic('football', 'their slot keeps catching outs against our cover 3, what do we adjust?');
    expect(text).toMatch(/Your \*\*Cover 3\*\* is being beaten/);
    expect(text).toMatch(/Start with: Play pattern-matching cover 3/);
  });
});

describe('their habit against our side is stopped from our side', () => {
  it('a runner stealing off our lefty gets how our pitcher holds him, not how a runner reads a lefty', () => {
    const text = tactical('baseball', 'their speedster keeps swiping bags off our lefty, what do we do');
    expect(text).toMatch(/slide-step|Vary the set|Throw over/);
    expect(text).not.toMatch(/shorter lead/);
  });

  it('our tackles beaten inside in pass sets is a pass-protection fault, not tackling', () => {
    const text = strategic('football', 'our tackles keep getting beat inside on pass sets, what drills should we run');
    expect(text).toMatch(/pass protection/);
    expect(text).not.toMatch(/ball carrier/);
  });
});

describe('a size mismatch decides which defence we play', () => {
  it.each([
    "we're undersized and their 5 is 6'11, which defense do we run",
    'their big man is massive and our front line is tiny, what defence should we play tonight',
    'what kind of defense do we play against a team with a 7 footer',
  ])('%s', (message) => {
    const text = tactical('basketball', message);
    expect(text).toMatch(/^Zone/);
    expect(text).toMatch(/size in the post/);
    expect(text).not.toMatch(/No deciding fact given/);
  });
});

describe('the bunt call weighs the hitter and the count', () => {
  it('our number 3 hitter in a 3-0 count reaches the model as a strong bat in a hitter’s count', () => {
    const message = 'man on first, nobody out, our number 3 hitter up with a 3-0 count, bunt?';
    const text = tactical('baseball', message);
    expect(parseConditions(message).batterQuality).toBe('best');
    expect(text).toMatch(/batterWoba=0\.37/);
    expect(text).toMatch(/balls=3/);
    expect(text).toMatch(/^Swing away/);
  });

  it('a hitter’s count late in a tie tips the sacrifice to swinging away', () => {
    expect(tactical('baseball', 'tied bottom of the 9th, runner on second, no outs, 2-0 count, sac bunt?')).toMatch(
      /^Swing away/,
    );
  });

  it('the heart of our order up is our best hitter, said as ours', () => {
    expect(
      tactical('baseball', 'runner on 1st, no outs, 8th inning tied, heart of our order coming up, bunt him over?'),
    ).toMatch(/your best hitter up/);
  });
});

describe('how to play the shot from a lie is its technique', () => {
  it.each<[string, RegExp, RegExp]>([
    ["ball's buried in the sand of the greenside trap, how do i play it", /steeply|hands forward/, /fattest part/],
    ['ball plugged right under the lip of the bunker, how should i hit it', /steeply|hands forward/, /fattest part/],
    ['ball below my feet on this slope, how do i play it', /knee flex/, /Putter|putts|low side/],
    ['ball sitting above my feet on a slope... whats the technique', /Stand taller|Choke down/, /Alignment/],
  ])('%s', (message, technique, other) => {
    const text = tactical('golf', message);
    expect(text).toMatch(technique);
    expect(text).not.toMatch(other);
  });
});

describe('wind is an adjustment to how we play', () => {
  it('tennis: a wind at the back on one end changes spin, margin and when to come forward', () => {
    const text = tactical('tennis', 'breezy today and the wind is behind me on this side, what do i change');
    expect(text).toMatch(/spin/);
    expect(text).not.toMatch(/hydrate/);
  });

  it('soccer: playing into the wind keeps the ball on the ground', () => {
    const text = strategic('soccer', "we're playing into a strong wind in the second half, how should we set up");
    expect(text).toMatch(/Playing in the Wind/);
    expect(text).toMatch(/on the ground/);
  });
});

describe('a contest inside play is no live score', () => {
  it.each([
    "corner for them, who's winning the headers in our box, zonal or man?",
    'set piece against us and whos winning the aerial duels so far, zonal or man marking',
    'corner against us, who is up for them, zonal or man',
  ])('%s', (message) => {
    expect(liveFactIn(message)).toBeNull();
    expect(tactical('soccer', message)).not.toMatch(/no live scores/);
    // The game's own score asked the same way still is one.
    expect(liveFactIn("who's winning the game right now")?.kind).toBe('score');
    expect(liveFactIn('who is up in the series?')?.kind).toBe('score');
  });
});

describe('Strategic answers from our side of the problem', () => {
  it('breaking down a deep block is attacking it', () => {
    const text = strategic('soccer', 'opposition sit deep with ten behind the ball, how do we break them down');
    expect(text).toMatch(/Breaking Down a Low Block/);
    expect(text).not.toMatch(/Defend deep with two compact banks/);
  });

  it('five-man pressure every down is real pressure, answered with hot routes and protection', () => {
    const text = strategic(
      'football',
      'they send five on every passing down, our line is slow and our quarterback is a freshman, how do we handle it',
    );
    expect(text).toMatch(/Beating the Blitz/);
    expect(text).toMatch(/quick game|hot read|max protect/i);
    expect(text).not.toMatch(/Simulated Pressure/);
  });

  it('losing to pushers gets the plan against a pusher, not a platitude', () => {
    const text = strategic('tennis', 'keep losing matches to pushers, whats my plan');
    expect(text).toMatch(/Draw them forward|Come to the net/);
    expect(text).not.toMatch(/never change a winning one/);
  });
});
