import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { SPORTS } from '../../../../shared/constants';
import { knowledgeOf, searchFaults } from '../knowledge/knowledge-base';
import { faultFor, faultReply } from './fault-reply';
import { answer } from './builtin-coach';

function ask(sport: Sport, message: string, mode: PersonalityMode = 'gameOnTheLine') {
  return answer({ mode, sport, message, history: [] });
}

function words(line: string): number {
  return line.split(/\s+/).filter((word) => word.length > 0).length;
}

// Each row: a fault told the way a parent, a coach or a player would type it, and the fault it is.
const FAULTS: [Sport, string, string][] = [
  ['football', 'my qb keeps throwing wobbly ducks', 'qb-wobbly-pass'],
  ['football', 'how do i get my son to throw a spiral, every pass wobbles', 'qb-wobbly-pass'],
  ['football', 'our quarterback throws sidearm and gets balls batted down', 'qb-sidearm-release'],
  ['football', 'our backs keep dropping their heads on tackles', 'tackling-head-down'],
  ['football', 'my lb always arm tackles and misses', 'tackling-arm-tackles'],
  ['football', 'center keeps sailing snaps over the QBs head in shotgun', 'center-bad-snaps'],
  ['football', 'why does my receiver keep droping easy passes', 'catching-drops'],
  ['basketball', 'my daughter shoots with her elbow out', 'shooting-elbow-out'],
  ['basketball', 'my son chicken wings his jumper', 'shooting-elbow-out'],
  ['basketball', 'our kids always travel when they catch it', 'traveling'],
  ['basketball', 'my players keep missing free thows', 'free-throw-inconsistent'],
  ['basketball', 'our bigs never box out', 'rebounding-ball-watching'],
  ['basketball', 'he always jumps off the wrong foot on layups', 'layup-wrong-foot'],
  ['baseball', "my pitcher's elbow keeps flaring out", 'pitching-elbow-flare'],
  ['baseball', 'my 12u hitters keep stepping in the bucket', 'hitting-stepping-in-bucket'],
  ['baseball', 'kid drops his back shoulder every swing and pops up', 'hitting-dropping-shoulder'],
  ['baseball', 'our shortstop keeps booting grounders', 'fielding-ground-balls-stiff'],
  ['baseball', 'how do I stop my daughter from pulling her head on swings', 'hitting-head-pulling'],
  ['baseball', 'my hitters chase everything in the dirt', 'hitting-chasing'],
  ['soccer', 'my kid keeps lifting his head and skying shots over the bar', 'shooting-over-the-bar'],
  ['soccer', 'my striker always leans back when shooting', 'shooting-over-the-bar'],
  ['soccer', 'our keeper keeps spilling shots', 'goalkeeper-handling-spills'],
  ['soccer', 'my players first touch is so heavy', 'first-touch-heavy'],
  ['soccer', 'my son toe pokes every shot', 'shooting-toe-poke'],
  ['soccer', 'our centre back always dives in', 'defending-diving-in'],
  ['golf', 'why does my driver slice', 'driver-slice-driver'],
  ['golf', 'my irons keep slicing right', 'slice'],
  ['golf', 'I keep topping the ball', 'topping'],
  ['golf', 'how do i stop shanking my wedges', 'shank'],
  ['golf', 'i keep hitting it fat', 'fat-shots'],
  ['golf', 'i keep leaving it in the bunker', 'bunker-leaving-it-in'],
  ['golf', 'my putts are always short', 'putting-short'],
  ['tennis', 'she cant stop double faulting', 'serve-double-faults'],
  ['tennis', 'my toss is all over the place', 'serve-toss-inconsistent'],
  ['tennis', 'why does my forehand always go into the net', 'forehand-into-net'],
  ['tennis', 'my backhand is so weak', 'backhand-weak-one-hand'],
  ['tennis', 'he swings at every volley', 'volley-swinging'],
  ['tennis', 'my drop shots keep sitting up', 'drop-shot-sits-up'],
  ['football', 'our tight end keeps holding', 'blocking-hands-outside'],
  ['basketball', 'how do i stop my kid from carrying the ball', 'dribbling-palming-high'],
  ['basketball', 'why does my jumper always go left', 'shooting-thumbing-guide-hand'],
  ['soccer', 'how can I get my players to stop bunching up', 'bunching-up'],
  ['golf', 'i cant get out of greenside bunkers', 'bunker-leaving-it-in'],
  ['golf', 'my tempo is way too quick', 'over-swinging'],
  ['baseball', 'how do I fix a hitch in my swing', 'hitting-casting-hands'],
];

describe('a fault in our own player technique', () => {
  it.each(FAULTS)('(%s) "%s" is read as a fault and answered with %s', (sport, message, faultId) => {
    const reply = ask(sport, message);
    expect(reply.understanding?.intent).toBe('fix');
    expect(searchFaults(sport, message, 1)[0]?.fault.id).toBe(faultId);
  });

  it('answers in Tactical with 2–3 short bullets: the likely cause, the cue, the drill', () => {
    const text = ask('golf', 'i keep hitting it fat').text;
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) {
      expect(line).toMatch(/^- \S/);
      expect(words(line.slice(2))).toBeLessThanOrEqual(15);
    }
    expect(lines[0]).toMatch(/^- Likely cause: /);
    expect(text).toMatch(/Fix: "/);
    expect(text).toMatch(/Drill: /);
  });

  it('answers in Strategic with the cause, the fixes, a drill and how to check it', () => {
    const text = ask('basketball', 'my daughter shoots with her elbow out', 'comprehensiveCoach').text;
    const headings = text.split('\n').filter((line) => line.startsWith('### '));
    expect(headings).toEqual(['### Likely cause', '### Fixes', '### Drill', "### How to check it's fixed"]);
    expect(text).toMatch(/elbow/i);
  });

  it('says the safety line first when the fault risks an injury', () => {
    const tactical = ask('football', 'our backs keep dropping their heads on tackles').text;
    expect(tactical.split('\n')[0]).toMatch(/neck/i);
    const strategic = ask('baseball', "my pitcher's elbow keeps flaring out", 'comprehensiveCoach').text;
    expect(strategic.split('\n')[0]).toMatch(/^\*\*Safety:\*\* .*physio or doctor/);
  });
});

describe('the sense of a fault word', () => {
  it('reads a flaring elbow on a pitch as a throwing fault, not a flare route or screen', () => {
    const text = ask('baseball', 'my pitchers elbow flares when he throws', 'comprehensiveCoach').text;
    expect(text).toMatch(/elbow/i);
    expect(text).not.toMatch(/screen|route/i);
  });

  it('reads "dropping the shoulder" in a swing as a hitting fault, not a shoulder injury', () => {
    const text = ask('baseball', 'my son keeps dropping his shoulder when he swings', 'comprehensiveCoach').text;
    expect(text).toContain('### Likely cause');
    expect(text).toMatch(/uppercut|level/i);
  });

  it('reads "lifting his head" on a shot as a shooting fault, not a header or weights', () => {
    const reply = ask('soccer', 'my kid keeps lifting his head when he shoots');
    expect(reply.understanding?.intent).toBe('fix');
    expect(reply.text).not.toMatch(/header/i);
  });

  it('reads a golfer lifting his head as topping, not heading or lifting weights', () => {
    expect(searchFaults('golf', 'i keep lifting my head and topping it', 1)[0]?.fault.id).toBe('topping');
  });
});

describe('what is not our own technique fault', () => {
  it.each<[Sport, string]>([
    ['basketball', 'their guard keeps beating us off the dribble'],
    ['football', 'their qb keeps killing us with play action'],
    ['soccer', 'their winger keeps getting in behind us'],
    ['baseball', 'their pitcher keeps throwing high heat'],
    ['tennis', 'they keep hitting it over our heads at the net'],
    ['basketball', 'we keep getting beat on the pick and roll'],
  ])('(%s) "%s" stays a counter', (sport, message) => {
    expect(ask(sport, message).understanding?.intent).toBe('counter');
  });

  it('leaves a decision about the player to the decision readers', () => {
    const intent = ask('baseball', 'my pitcher keeps walking guys, should i pull him').understanding?.intent;
    expect(intent).not.toBe('fix');
  });

  it('leaves a game state with a call to the situation reader', () => {
    const reply = ask('football', '4th and 2 at their 40, my kicker keeps missing, do we go for it');
    expect(reply.understanding?.intent).toBe('situation');
  });

  it.each<[Sport, string]>([
    ['baseball', 'how should my kid grip a 4 seam fastball'],
    ['baseball', 'can my kid throw a curveball at 11'],
    ['football', 'how do i throw a spiral'],
    ['golf', 'what is a slice'],
  ])('(%s) "%s" asks how or what, not to fix a fault', (sport, message) => {
    expect(ask(sport, message).understanding?.intent).not.toBe('fix');
  });

  it('leaves diet and weight to the Trainer', () => {
    expect(ask('golf', 'I keep gaining weight, what diet should I follow').understanding?.intent).toBe('training');
  });

  it('answers a fault the notes do not list with how to do the technique, never its definition', () => {
    const message = 'my son keeps messing up his step overs';
    expect(searchFaults('soccer', message)).toEqual([]);
    const reply = ask('soccer', message, 'comprehensiveCoach');
    expect(reply.understanding?.intent).toBe('fix');
    expect(reply.text).toContain('### Options');
  });

  it('finds no fault in words that only say who, where or how often', () => {
    expect(searchFaults('soccer', 'my keeper keeps going up and back')).toEqual([]);
    expect(searchFaults('baseball', 'our pitcher always hits the ball')).toEqual([]);
  });
});

describe('fault reply headings', () => {
  it('never gives a title that names its club or stroke a second pair of brackets', () => {
    for (const sport of SPORTS) {
      for (const fault of knowledgeOf(sport).faults) {
        const heading = faultReply(sport, 'comprehensiveCoach', fault)
          .split('\n')
          .find((line) => line.includes('**'));
        expect(heading, fault.id).not.toMatch(/\) \(/);
      }
    }
  });
});

// The fault told is the one whose words cover what the coach says goes wrong and where (the body
// part or phase), not one sharing a single verb ("miss", "pull", "sail"); each row: the message and
// the fault it is.
const TOLD_WHERE: [Sport, string, string][] = [
  ['football', "our QB's long bombs keep hanging up and floating short of the receiver", 'qb-deep-ball-floating'],
  ['football', 'his deep ball sails on him every time he lets it go', 'qb-deep-ball-floating'],
  ['baseball', "my son's front side flies open early on every swing", 'hitting-front-side-opening'],
  ['baseball', 'her front shoulder pulls off the ball and she rolls over everything', 'hitting-front-side-opening'],
  ['golf', 'his putts that break left to right keep missing low', 'putting-misreads'],
];

describe('the fault told by its symptom and where it happens', () => {
  it.each(TOLD_WHERE)('(%s) "%s" is %s', (sport, message, id) => {
    expect(faultFor(sport, message)?.id).toBe(id);
  });

  it('starts from the cause the coach already named, with the fix for it', () => {
    const reply = ask('tennis', 'her serve keeps going into the net because her toss is too far in front');
    expect(reply.text).toContain('Likely cause: Toss too far in front.');
    const legs = faultFor('basketball', 'his free throws keep missing short because he has no legs in his shot');
    expect(legs?.id).toBe('free-throw-inconsistent');
    expect(legs?.causes[0]).toMatch(/^Legs not used/);
    expect(legs?.fixes[0]?.cue).toBe('Bend and rise');
  });
});

// A word the sport uses in two senses is read in the sense a fault is told in: the pitch, not the
// runner sliding; the breaking putt; the turnovers a guard commits; a lineman's blocking rules.
describe('a word read in the sense of the fault told', () => {
  it.each([
    ['baseball', "my reliever's slider keeps hanging belt high", 'pitching-hanging-breaking-ball'],
    ['golf', 'his sliders keep finishing under the hole', 'putting-misreads'],
    ['basketball', 'my point guard racks up way too many TOs', 'dribbling-turnovers'],
  ] as [Sport, string, string][])('(%s) "%s" is %s', (sport, message, id) => {
    expect(faultFor(sport, message)?.id).toBe(id);
  });

  it("answers a lineman's blocking rules as a technique fault, not a rule of the game", () => {
    const reply = ask('football', 'our guards keep mixing up their blocking rules on power');
    expect(reply.text).toContain('Gap, down, backer');
  });
});

// Biting on a fake is an eye fault, not a stance fault: the reply starts from where the eyes go.
describe('a defender biting on fakes', () => {
  it('starts from the eyes on the fake, not the stance', () => {
    const reply = ask('football', 'my linebackers keep biting on play action');
    expect(reply.text).toContain("Likely cause: Eyes on the quarterback's fake instead of his key.");
    expect(reply.text).not.toMatch(/Stance too narrow/);
  });
});

describe('a fault of the stroke, club or position named', () => {
  // Each row: a symptom told of one stroke, club or position, and the fault of that one with that symptom.
  const OF_THE_STROKE: [Sport, string, string][] = [
    ['tennis', 'my backhand volley pops up every time', 'volley-popping-up'],
    ['tennis', 'my slice backhand floats long on every approach', 'backhand-slice-floating'],
    ['tennis', 'my kick serve just sits up for them', 'second-serve-sitting-up'],
    ['golf', 'I keep shanking my pitching wedge', 'shank'],
    ['golf', 'my greenside bunker shots come out thin and fly the green', 'bunker-thin'],
    ['golf', 'my chips come out thin', 'chipping-chunks'],
    ['golf', 'my putts keep pulling left', 'putting-miss-short-ones'],
    ['baseball', "our catcher's throws to second tail away", 'catcher-throws-tailing'],
    ['baseball', 'my catcher throws to second base sail into center field', 'catcher-throws-tailing'],
  ];

  it.each(OF_THE_STROKE)('(%s) "%s" is %s', (sport, message, faultId) => {
    expect(faultFor(sport, message)?.id).toBe(faultId);
  });

  it('never answers a volley with a groundstroke fault of the same side', () => {
    for (const message of ['my forehand volley floats long', 'my backhand volleys keep going into the net']) {
      expect(faultFor('tennis', message)?.skill, message).toBe('volley');
    }
  });

  it('answers a symptom the notes lack with the stroke itself, not a fault named only by the stroke', () => {
    expect(faultFor('basketball', 'my free throws keep hitting the back rim')).toBeUndefined();
    const reply = ask('basketball', 'my free throws keep hitting the back rim', 'comprehensiveCoach');
    expect(reply.text).not.toContain('Missing free throws');
  });

  it('gives the Trainer practice of the stroke named, not of a neighbouring one', () => {
    const message = 'My forehand volley floats long. 30 minutes, 3 times a week for 6 weeks';
    const reply = ask('tennis', message, 'personalTrainer');
    expect(reply.text).toContain('skill practice: volley');
    expect(reply.text).not.toContain('Forehand flying long');
  });
});
