import { describe, expect, it } from 'vitest';
import decisionsFile from '../../../../content/decisions.json';
import senseFile from '../../../../content/word-senses.json';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { splitWhy } from '../../../../shared/why';
import { decisionKindAsked, DECISIONS } from '../understand/decision-asked';
import { answer } from './builtin-coach';
import { WordSensesSchema } from './word-senses';

function tacticalCall(sport: Sport, message: string): string {
  return splitWhy(answer({ mode: 'gameOnTheLine', sport, message, history: [] }).text).answer;
}

/** The committed calls a decision kind can give, default and situational. */
function callsOf(sport: Sport, kind: string): string[] {
  const entry = DECISIONS[sport].find((each) => each.kind === kind);
  return [entry?.call, ...(entry?.calls ?? []).map((each) => each.call)].filter(
    (call): call is string => call !== undefined,
  );
}

describe('the decision senses content', () => {
  it('parses, and names only decision kinds of its own sport', () => {
    const senses = WordSensesSchema.parse(senseFile);
    for (const sport of SPORTS) {
      const kinds = new Set(decisionsFile[sport].map((entry) => entry.kind));
      for (const group of senses.decisionSenses[sport])
        for (const sense of group.senses) expect(kinds, `${sport}: ${sense.kind}`).toContain(sense.kind);
    }
  });
});

// A cue with two meanings on a sideline counts for the decision the words around it point to: who
// acts (the hitter or the runner, the pitcher or the base coach) and on what.
describe('a cue with two sideline meanings asks the decision its neighbouring words name', () => {
  it("'green light' with a count and a batter is the hitter's; with a runner on base, the steal", () => {
    expect(
      decisionKindAsked('baseball', 'count goes 3-0 with our number four batter up, green light or take?')?.kind,
    ).toBe('swing_or_take');
    expect(decisionKindAsked('baseball', 'fast kid on first base, give him the green light to go?')?.kind).toBe(
      'steal',
    );
  });

  it("'hold the runner' with the pitcher and a lead is holding him on; with a fly ball, the base coach's", () => {
    expect(
      decisionKindAsked('baseball', 'their runner on third is taking a big lead, should our pitcher hold the runner')
        ?.kind,
    ).toBe('defend_steal');
    expect(
      decisionKindAsked('baseball', 'we have a man on third, one out, fly ball to shallow right: hold the runner?')
        ?.kind,
    ).toBe('send_runner');
  });

  it("answers the hitter's count with a hitter's call, never the steal model", () => {
    const line = tacticalCall('baseball', 'count goes 3-0 with our number four batter up, green light or take?');
    expect(callsOf('baseball', 'swing_or_take')).toContain(line);
    expect(line).not.toMatch(/steal|expected runs/i);
  });
});

// Sideline calls whose nearest route answered another decision (a play's rule, a technique, a model
// built for a neighbouring call) are decisions of their own, answered with their own call.
describe('a sideline call is answered by its own decision, not a neighbouring one', () => {
  it.each([
    ['baseball', 'down one in the 8th, do we put in a pinch runner for our slow catcher?', 'pinch_run'],
    ['baseball', 'man on second with one out, should he break on contact', 'send_runner'],
    ['soccer', 'extra time nearly over, should we swap our goalie for the shoot-out', 'shootout_keeper'],
    ['soccer', 'penalties coming up, should our goalie guess early or wait', 'keeper_call'],
    ['soccer', 'should our goalkeeper come out for corners or stay on his line', 'keeper_call'],
    ['soccer', 'who should take our free kicks around the box', 'penalty_taker'],
    ['soccer', 'our left back has been booked, should we take off our defender at half time', 'substitution'],
    ['golf', 'long par 4 today, driver or a hybrid off the tee?', 'tee_club'],
    ['golf', 'long downhill putt on fast greens, should i lag it or charge it', 'putt_speed'],
    ['golf', 'trees on the right of the dogleg, should i hit a fade or a draw', 'shot_shape'],
    ['basketball', 'their half-court trap is killing us, down 7 with 5 minutes left', 'press_break'],
    ['basketball', 'should we double team their center every time he catches it', 'post_defence'],
    [
      'basketball',
      'up 4 with 20 seconds left, who should inbound to whom? inbound it to our best ft shooter?',
      'inbound_with_lead',
    ],
    [
      'football',
      'punt is coming down at our 15 with their gunners close, fair catch or let it roll?',
      'punt_return_choice',
    ],
    ['football', '3rd and 1 at their 40, qb sneak or a dive?', 'play_call'],
    ['tennis', 'in the breaker should i play it safe or go for my shots', 'tiebreak_play'],
    ['tennis', 'their net guy crowds the net, can i lob him', 'shot_choice'],
    ['basketball', 'down 5, 90 seconds left, they just hit a free throw: full court or half court?', 'press_call'],
    ['basketball', 'up 3 with 5 seconds left, should we switch everything', 'defense_call'],
    ['football', 'down 3 at their 28 with 6 seconds, do we take a shot at the end zone', 'play_call'],
    ['football', 'up 7 with 2 minutes, should we blitz', 'defense_call'],
    ['baseball', 'man on first, nobody out, 2-0 count, run and hit?', 'hit_and_run'],
    ['baseball', 'runners on 1st and 2nd, 1 out, should our pitcher throw a changeup', 'pitch_call'],
    ['soccer', 'tied 2-2 with 3 minutes left, do we send our big defenders up for the free kick', 'set_piece_numbers'],
    ['golf', '30 yards short, bunker between me and the flag, pitch it or bump it', 'shot_type'],
    ['baseball', 'two outs, our runner on second, base hit to center: send him?', 'send_runner'],
    ['baseball', 'full count, 2 outs, man on first, does the runner go on the pitch', 'send_runner'],
    ['baseball', 'new pitcher in, should our number 2 hitter take the first pitch', 'swing_or_take'],
    ['soccer', 'their goalkeeper is tiny, can we shoot from outside the box more', 'long_shots'],
    ['soccer', 'penalty shootout next: who should be in goal, our starter or the backup', 'shootout_keeper'],
    ['basketball', 'they keep running on us, should we take a foul to stop the fast break', 'transition_foul'],
    ['football', 'their return man is their best player, should we punt it out of bounds', 'punt_direction'],
    ['football', 'no wind today, can our kicker hit a 48 yarder', 'long_field_goal'],
    ['golf', '25 footer downhill, putt with the flag in or out', 'flagstick'],
    ['tennis', 'we keep getting lobbed in doubles, should my partner and i both stay back', 'doubles_formation'],
    ['tennis', 'my opponent is a pusher, should i come in to the net more', 'shot_choice'],
  ] as const)('%s: %s → %s', (sport, message, kind) => {
    expect(decisionKindAsked(sport, message)?.kind).toBe(kind);
    expect(callsOf(sport, kind)).toContain(tacticalCall(sport, message));
  });

  it("'send him' on a base hit is the base coach's; on the pitch, the steal", () => {
    expect(decisionKindAsked('baseball', 'two outs, our runner on second, base hit to center: send him?')?.kind).toBe(
      'send_runner',
    );
    expect(decisionKindAsked('baseball', 'slow catcher, runner on first, send him on the first pitch?')?.kind).toBe(
      'steal',
    );
  });

  it('a second serve hit big is the serve model, a habit asked to be fixed is a fault', () => {
    expect(decisionKindAsked('tennis', 'down break point, should i go big on my second serve')?.kind).toBe('serve');
    expect(decisionKindAsked('baseball', 'our hitters keep hacking at 3-0 pitches, how do we fix it')).toBeUndefined();
  });

  it("a keeper's call is for our keeper: theirs coming off the line is no call for ours", () => {
    expect(decisionKindAsked('soccer', 'should our goalie rush out at their strikers on breakaways')?.kind).toBe(
      'keeper_call',
    );
    expect(
      decisionKindAsked('soccer', "the other team's goalie rushes out all the time, can we lob him")?.kind,
    ).not.toBe('keeper_call');
    expect(
      decisionKindAsked('soccer', 'their keeper always goes early at pens, where do our kickers shoot')?.kind,
    ).toBe('penalty_aim');
  });

  it('a call is asked only of what it decides: the pace of a putt, a club for this tee, a shape for this hole', () => {
    expect(decisionKindAsked('golf', 'how hard should i hit this 30 foot putt')?.kind).toBe('putt_speed');
    expect(decisionKindAsked('golf', 'how hard should i swing my driver')).toBeUndefined();
    expect(decisionKindAsked('golf', 'tight fairway with bunkers both sides, driver or 5 wood?')?.kind).toBe(
      'tee_club',
    );
    expect(decisionKindAsked('golf', 'hybrid or driver, which is easier to learn for beginners')).toBeUndefined();
    expect(decisionKindAsked('golf', 'dogleg right with trees inside, should i hit a fade')?.kind).toBe('shot_shape');
    expect(decisionKindAsked('golf', 'how do i hit a fade with my irons')).toBeUndefined();
  });

  it('a change of formation asked at the break is the game-state plan', () => {
    expect(decisionKindAsked('soccer', 'down 2-0 at half, should we change formation')?.kind).toBe('game_state');
  });
});

// With no call for it, a situation question is answered from what it asks, not from its score and
// clock read as words ("8 seconds" is the backcourt count, "up 3" the lane's three seconds).
describe('a situation question no call answers is answered from what it asks, not its score and clock', () => {
  it.each([
    ['basketball', 'tied with 40 seconds, should we sub in our best defender'],
    ['basketball', 'up 3 with 8 seconds, who should guard their shooter'],
  ] as const)('%s: %s', (sport, message) => {
    const text = answer({ mode: 'gameOnTheLine', sport, message, history: [] }).text;
    expect(text).not.toMatch(/camping in the lane|in and out of the lane|reset the count|backcourt|cross half court/i);
  });
});
