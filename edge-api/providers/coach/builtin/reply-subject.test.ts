import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { answer } from './builtin-coach';
import {
  decisionSubject,
  subjectChecked,
  subjectsAsked,
  subjectsStated,
  topicSubject,
  type ReplySubject,
} from './self-check';
import { DECISIONS } from '../understand/decision-asked';

function ask(sport: Sport, mode: PersonalityMode, message: string) {
  return answer({ mode, sport, message, history: [] });
}

interface Row {
  sport: Sport;
  mode: PersonalityMode;
  message: string;
  /** A line of the stock reply that belongs to another question. */
  wrong: RegExp;
  /** What the reply must be about: the role, object or decision the message asks. */
  right: RegExp;
}

const T: PersonalityMode = 'gameOnTheLine';
const S: PersonalityMode = 'comprehensiveCoach';

// A Tactical or Strategic question answered with a stock reply belonging to another question: the
// marking call for a corner we take, the teeing-up technique for a club and a line, a crossing
// technique for our keeper's timing, the point-importance model for a choice of court sides.
const FAMILY: Row[] = [
  {
    sport: 'soccer',
    mode: T,
    message: 'best corner kick routine vs a zonal marking team',
    wrong: /man-mark their three best headers/i,
    right: /zonal/i,
  },
  {
    sport: 'soccer',
    mode: S,
    message: 'need a corner routine, we take a lot of corners and they mark zonally',
    wrong: /Hybrid: zonal across the six-yard box/i,
    right: /inswinger|runners/i,
  },
  {
    sport: 'soccer',
    mode: S,
    message: 'how should we set up to attack corners against man marking',
    wrong: /Hybrid: zonal across the six-yard box/i,
    right: /screen|block the markers|crossing runs/i,
  },
  {
    sport: 'soccer',
    mode: T,
    message: 'our keeper keeps rushing out too early on crosses, fix',
    wrong: /Cross early when runners are level|Whip deliveries/i,
    right: /read|call|claim|flight/i,
  },
  {
    sport: 'football',
    mode: S,
    message: 'our holder keeps bobbling field goal snaps, how do we fix it',
    wrong: /three points|Slow operation over 1\.4 seconds/i,
    right: /hold/i,
  },
  {
    sport: 'football',
    mode: T,
    message: 'holder keeps droping the snap on extra points, what do we do',
    wrong: /two-point|go for two/i,
    right: /hold|target hand|laces/i,
  },
  {
    sport: 'golf',
    mode: T,
    message: 'which club and line off the tee on a 380 dogleg left with OB right',
    wrong: /Tee it so half the ball sits above the crown/i,
    right: /club/i,
  },
  {
    sport: 'golf',
    mode: S,
    message: 'which club and line off the tee on a short par 4 with water left',
    wrong: /Tee it so half the ball sits above the crown|Tee the ball so about half/i,
    right: /club[^.]*(?:trouble|fairway)/i,
  },
  {
    sport: 'golf',
    mode: T,
    message: 'what do i hit off the tee on a tight par 4 with trees both sides',
    wrong: /Tee it so half the ball sits above the crown/i,
    right: /club|fairway/i,
  },
  {
    sport: 'tennis',
    mode: T,
    message: 'which side should I return from in doubles, deuce or ad, I have a big forehand',
    wrong: /Get the first serve in|swing in the game|Run around the backhand/i,
    right: /deuce side|ad side/i,
  },
  {
    sport: 'tennis',
    mode: S,
    message: 'me and my partner cant decide who plays the ad side in doubles, what side should i take',
    wrong: /Markov|swing in the game|foot fault/i,
    right: /ad side|deuce side/i,
  },
  {
    sport: 'basketball',
    mode: T,
    message: 'down 2, 8 seconds, baseline inbounds under our basket, what do we run',
    wrong: /Ball screen for your best driver/i,
    right: /box|stack|screen/i,
  },
  {
    sport: 'basketball',
    mode: S,
    message: 'our inbounder keeps getting 5 seconds called on baseline out of bounds, fix',
    wrong: /boxing out|ball watching/i,
    right: /five-second|safety|inbound/i,
  },
];

describe('a reply answers the subject the message asks, not another question sharing its words', () => {
  it.each(FAMILY)('$sport ($mode): $message', ({ sport, mode, message, wrong, right }) => {
    const { text } = ask(sport, mode, message);
    expect(text).not.toMatch(wrong);
    expect(text).toMatch(right);
    expect(text).not.toMatch(/```json clarify/);
  });
});

describe('the subject check', () => {
  const tee = DECISIONS.golf.find((kind) => kind.kind === 'tee_club')!;
  const driver = knowledgeOf('golf').concepts.find((concept) => concept.id === 'driver')!;
  const driverSubject = topicSubject({ kind: 'concept', entry: driver, score: 1, matchedTerms: [] } as never);

  it('reads the roles and objects a message names from the content', () => {
    expect(subjectsAsked('golf', 'which club and line off the tee here')).toEqual(['club', 'line']);
    expect(subjectsAsked('football', 'our long snapper keeps sending it low')).toEqual(['long snapper']);
    expect(subjectsAsked('soccer', 'their keeper is tall, how do we attack crosses')).not.toContain('goalkeeper');
  });

  it('reads a club as asked only when the message asks which one: a wind in clubs or a stated carry is a fact', () => {
    expect(
      subjectsAsked('golf', '160 out, 1 club into the breeze, pond short right, my 8 iron is my 160 club'),
    ).toEqual([]);
    expect(subjectsAsked('golf', '165 downhill, what club')).toEqual(['club']);
    const reply = ask('golf', T, '160 out, 1 club into the breeze, pond short right, my 8 iron is my 160 club').text;
    expect(reply).not.toMatch(/Likely cause/);
    expect(reply).toMatch(/expected strokes/);
  });

  it('finds a call stating what its subjects say, and a topic that states only part of it', () => {
    const asked = ['club', 'line'];
    expect(subjectsStated('golf', asked, decisionSubject(tee))).toEqual(asked);
    expect(subjectsStated('golf', asked, driverSubject)).toEqual([]);
  });

  it('sends another candidate stating more of the subjects asked, and asks when none states any', () => {
    const stock: ReplySubject = { route: 'topic', id: 'x', states: 'crossing | cross', asks: 'What is Crossing?' };
    const right: ReplySubject = { route: 'fault', id: 'y', states: 'goalkeeping | keeper', asks: 'How do we fix it?' };
    const message = 'our keeper keeps coming out too early';
    const swapped = subjectChecked('soccer', message, { text: 'stock', subject: stock }, () => [
      { subject: right, text: () => 'keeper fix' },
    ]);
    expect(swapped.text).toBe('keeper fix');
    const asked = subjectChecked('soccer', message, { text: 'stock', subject: stock }, () => []);
    expect(asked.text).toMatch(/```json clarify/);
    const kept = subjectChecked('soccer', 'how do we attack crosses', { text: 'stock', subject: stock }, () => [
      { subject: right, text: () => 'keeper fix' },
    ]);
    expect(kept.text).toBe('stock');
  });
});
