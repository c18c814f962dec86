import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { decisionKindAsked } from '../understand/decision-asked';
import { theirActionOnUs } from '../understand/detect-side';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';

function reply(sport: Sport, mode: PersonalityMode, message: string) {
  return answer({ sport, mode, message, history: [] }).text;
}

const words = (line: string) => line.split(/\s+/).filter((word) => word.length > 0).length;

// The other side as the subject of a verb of pressure, us as its object: the action is theirs.
describe('what the other side does to us', () => {
  it.each([
    ["they're trapping us out of a 1-2-1-1 every possession", 'trap'],
    ['the other team switches every screen we set', 'switch'],
    ['they will probably squeeze with the runner on third', 'squeeze'],
    ['the opponent keeps drop-shotting me from the baseline', 'drop_shot'],
    ['he poaches on every one of my returns', 'poach'],
    ['our center gets doubled on every touch', 'double'],
    ['their big fronts our post all game', 'front'],
    // Their tool named as a noun, aimed at us.
    ['their full court press is killing us', 'press'],
    ["they're hitting us w a 2-2-1 zone press every dead ball", 'press'],
    ['a half-court trap against us on every side out of bounds', 'trap'],
  ])('"%s" is their %s', (message, action) => {
    expect(theirActionOnUs(message)?.action).toBe(action);
  });

  it.each([
    'should we trap the ball handler in the corner',
    'how do we run a 2-2-1 press',
    'we hit them with a press after every make',
    'he has a lovely drop shot, how do I learn one',
    'we switch everything, is that smart',
  ])('"%s" tells no action of theirs done to us', (message) => {
    expect(theirActionOnUs(message)).toBeUndefined();
  });
});

// Our own call of the same name ("switch or hedge", "front the post", a bunt) is never the answer
// to the other side doing it to us.
describe('their action asks the call that beats it', () => {
  it.each([
    ['basketball', 'they switch every ball screen, down 2, 5 sec left, our ball, what do we run', 'beat_the_switch'],
    ['basketball', 'their bigs keep fronting our post, what do we do', 'beat_the_front'],
    ['basketball', 'they double our best scorer every time he catches it', 'beat_the_double'],
    ['baseball', "they're gonna squeeze here, what's our defense", 'bunt_defence'],
    ['baseball', "they'll bunt him over for sure, runner on first nobody out", 'bunt_defence'],
    ['tennis', 'the net guy keeps poaching my returns, help', 'beat_the_poach'],
  ] as const)('%s: "%s" asks %s', (sport, message, kind) => {
    expect(decisionKindAsked(sport, message)?.kind).toBe(kind);
  });

  it.each([
    [
      'basketball',
      'they switch every ball screen, down 2, 5 sec left, our ball, what do we run',
      /their big on your best driver/,
    ],
    ['basketball', 'they switch all our screens, what now', /^Slip the screen before they switch/],
    ['basketball', "they're fronting our post, we can't get it inside", /^Reverse the ball or lob over the top/],
    ['basketball', 'they double team our best player every time he touches it', /^Pass out before the double closes/],
    ['baseball', "they're going to squeeze, what's our defense", /^Pitch out on their squeeze count/],
    ['tennis', 'she drop shots me every point', /^Stand a step inside the baseline/],
    ['tennis', 'he keeps poaching at the net on my returns', /^Hit one return down his alley/],
  ] as const)('%s: "%s" is answered from our side with one committed line', (sport, message, call) => {
    const text = reply(sport, 'gameOnTheLine', message);
    const [line = ''] = text.split('\n');
    expect(line).toMatch(call);
    expect(words(line)).toBeLessThanOrEqual(15);
    // No model of our own decision (a bunt's run expectancy, a coverage) is bolted on.
    expect(text).not.toMatch(/runs expected|Drop the big|Three-quarter him|\[Open in the decision panel\]/);
  });

  it('puts us on the side that faces their action', () => {
    expect(understandMessage('basketball', 'gameOnTheLine', 'their guards keep trapping us').side.side).toBe('offense');
    expect(understandMessage('baseball', 'gameOnTheLine', 'they keep bunting on us').side.side).toBe('defense');
  });

  it('reads a count of turnovers as no lead', () => {
    const text = reply(
      'basketball',
      'gameOnTheLine',
      "they're trapping us with a 2-2-1 and we've coughed it up 3 times",
    );
    expect(text).not.toMatch(/up 3/);
  });
});

describe('their action told inside a game situation', () => {
  it('answers how we beat it, not how to run it', () => {
    const text = reply(
      'basketball',
      'gameOnTheLine',
      'they keep hitting us w a 1-2-2 press, we turned it over twice, up 5 late in the 2nd. fix it',
    );
    expect(text).toMatch(/inbound|middle|press break/i);
    expect(text).not.toMatch(/deny the inbound|trap in the corners/i);
  });
});

// Their serve, their rush to the net, their stunts and their blocks put us on the side that faces them.
describe('their action settles which side we are on', () => {
  it.each([
    ['tennis', 'he keeps going body serve on me and i get jammed', 'defense'],
    ['tennis', 'my opp serve and volleys all the time, im getting passed', 'defense'],
    ['tennis', 'my opponent keeps chipping and charging my second serve', 'defense'],
    ['football', "they stunt their DTs every third down and it's wrecking our protection", 'offense'],
    ['football', 'they blocked two of our punts', 'offense'],
  ] as const)('%s: "%s" puts us on %s', (sport, message, side) => {
    expect(understandMessage(sport, 'gameOnTheLine', message).side.side).toBe(side);
  });

  it.each([
    ['tennis', 'he keeps going body serve on me and i get jammed', /step aside|block/i, /aim at the racket hip/i],
    [
      'tennis',
      'my opp serve and volleys all the time, im getting passed',
      /return low|feet/i,
      /split step at the service line/i,
    ],
    ['football', 'their DE keeps beating our left tackle off the edge', /^Slide the protection/, /keep leverage/i],
    ['football', 'they blocked two of our punts', /^Protect inside-out/, /cover in lanes/i],
    [
      'football',
      'our punts keep getting blocked by their rush up the middle',
      /^Protect inside-out/,
      /cover in lanes/i,
    ],
    ['baseball', 'they pitch around our cleanup hitter every time', /^Make them pay/, /elevate a fastball/i],
  ] as const)('%s: "%s" is answered from our side', (sport, message, ours, theirs) => {
    const text = reply(sport, 'gameOnTheLine', message);
    expect(text).toMatch(ours);
    expect(text).not.toMatch(theirs);
  });
});
