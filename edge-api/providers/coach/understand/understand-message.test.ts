import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify-intent';
import { detectSide } from './detect-side';
import { mentionedSport } from './mentioned-sport';
import { withDigits } from './number-text';
import { parsePlanRequest } from './parse-plan-request';
import { parseSituation } from './parse-situation';
import { parseTrainingRequest } from './parse-training-request';
import { understandMessage } from './understand-message';

describe('number words', () => {
  it('turns cardinals, compounds and ordinals into digits', () => {
    expect(withDigits('Fourth and one, twenty-two seconds, two outs')).toBe('4th and 1, 22 seconds, 2 outs');
    expect(withDigits('an hour and a half')).toBe('90 minutes');
  });
});

describe('football situations', () => {
  it('reads down, distance, field position, margin and clock typed in words', () => {
    expect(
      parseSituation('football', 'fourth and two at our own 45, trailing by six, 3:10 left in the 4th').state,
    ).toMatchObject({
      down: 4,
      distance: 2,
      yardsToGoal: 55,
      margin: -6,
      secondsLeft: 190,
      quarter: 4,
    });
  });

  it('reads "4th & inches on their 38, all tied up, one timeout"', () => {
    expect(parseSituation('football', '4th & inches on their 38, tied, one timeout').state).toMatchObject({
      down: 4,
      distance: 1,
      yardsToGoal: 38,
      margin: 0,
      timeouts: 1,
    });
  });

  it('does not read two fronts ("4-3 and 3-4") as a down and distance', () => {
    const { state } = parseSituation('football', 'a 4-3 and 3-4 front');
    expect(state).not.toHaveProperty('down');
    expect(state).not.toHaveProperty('distance');
  });
});

describe('other sports situations', () => {
  it('reads baseball bases, outs and inning from slang', () => {
    expect(
      parseSituation('baseball', 'men on first and second, nobody out, up one in the bottom of the seventh').state,
    ).toMatchObject({
      runners: ['first', 'second'],
      outs: 0,
      margin: 1,
      inning: 7,
    });
    expect(parseSituation('baseball', 'bases juiced with 2 down').state).toMatchObject({
      runners: ['first', 'second', 'third'],
    });
  });

  it('reads basketball margin, clock, possession and fouls', () => {
    expect(parseSituation('basketball', 'down four, 1:05 to go, our ball, our PG has 5 fouls').state).toMatchObject({
      margin: -4,
      secondsLeft: 65,
      possession: 'ours',
      fouls: 5,
    });
  });

  it('reads soccer numbers: a red card against us and the score', () => {
    expect(parseSituation('soccer', 'we got a red card, 1-0 down, 25 minutes to go').state).toMatchObject({
      playersOurs: 10,
      playersTheirs: 11,
      margin: -1,
      minutesLeft: 25,
    });
  });

  it('reads golf distance, wind, slope and temperature', () => {
    expect(
      parseSituation('golf', '172 yds, wind in my face about 20 kph, 15 ft uphill, 10 degrees c').state,
    ).toMatchObject({
      distanceYards: 172,
      windMph: 12,
      windDirection: 'headwind',
      elevationFeet: 15,
      temperatureF: 50,
    });
  });

  it('reads a tennis score, set and who serves', () => {
    expect(
      parseSituation('tennis', 'love-40 on his serve, 3-3 in the first set, his forehand is really shaky').state,
    ).toMatchObject({
      points: '0-40',
      games: '3-3',
      set: 1,
      serving: false,
      breakPoint: true,
      opponentWeakSide: 'forehand',
    });
  });
});

describe('plans and training requests', () => {
  it('reads minutes, headcount, age and focus of a practice', () => {
    expect(
      parsePlanRequest('Can you map out a 50 min session for sixteen under-11s focusing on finishing?'),
    ).toMatchObject({
      minutes: 50,
      players: 16,
      level: 'youth',
      age: 10,
      focus: 'finishing',
    });
    expect(parsePlanRequest('two hour practice, 25 varsity guys, tackling focus')).toMatchObject({
      minutes: 120,
      players: 25,
      level: 'high-school',
      focus: 'tackling',
    });
  });

  it('reads weight, goal, days and emphasis of a training request', () => {
    expect(
      parseTrainingRequest('6-day plan, 210 pounds, want to drop some fat and improve my conditioning'),
    ).toMatchObject({
      daysPerWeek: 6,
      goal: 'cut',
      emphasis: 'conditioning',
    });
    expect(Math.round(parseTrainingRequest('I weigh 210').weightKg ?? 0)).toBe(95);
  });

  it('names the sport a message mentions, only when it names one', () => {
    expect(mentionedSport('5 day basketball conditioning')).toBe('basketball');
    expect(mentionedSport('football or soccer?')).toBeUndefined();
  });
});

describe('intent', () => {
  const none = { situationCues: 0, hasTopic: false, topicIsRule: false };

  it.each([
    ['how can we crack a 1-3-1 trap', 'counter'],
    ['our keeper keeps getting beaten at the near post', 'counter'],
    ['whats the rule on a double dribble', 'rule'],
    ['who is winning the game right now', 'unknowable'],
    ['what channel is the match on', 'unknowable'],
    ['recommend me a good pasta recipe', 'offTopic'],
    ['set me up a 40 minute practice for 9 kids', 'plan'],
    ['give me some passing drills', 'drill'],
    ['wishbone vs flexbone', 'compare'],
    ['how do i coach a zone defense', 'execute'],
  ] as const)('reads "%s" as %s', (message, intent) => {
    expect(classifyIntent(message, 'gameOnTheLine', none)).toBe(intent);
  });

  it('reads "how does X work" as a rule for a rule of the game and as how to run it for a play', () => {
    expect(understandMessage('basketball', 'comprehensiveCoach', 'How does the shot clock work?').intent).toBe('rule');
    expect(understandMessage('football', 'comprehensiveCoach', 'How does play action work?').intent).toBe('execute');
    expect(understandMessage('football', 'comprehensiveCoach', 'how does the zone blitz work').intent).toBe('execute');
  });

  it('treats a named decision with a game-state number as a situation', () => {
    expect(
      classifyIntent('up 2 late, should we foul', 'gameOnTheLine', {
        situationCues: 1,
        hasTopic: false,
        topicIsRule: false,
      }),
    ).toBe('situation');
    expect(
      classifyIntent('what does up 2 mean', 'gameOnTheLine', { situationCues: 1, hasTopic: false, topicIsRule: false }),
    ).toBe('define');
  });

  it('reads "how many points is a safety worth" as a rule, not the position', () => {
    expect(understandMessage('football', 'gameOnTheLine', 'How many points is a safety worth?').intent).toBe('rule');
  });

  it('sends food, drink and cramping questions to the Trainer in any mode, but not a rule about drink breaks', () => {
    expect(understandMessage('soccer', 'comprehensiveCoach', 'my players keep cramping late in games').intent).toBe(
      'training',
    );
    expect(understandMessage('golf', 'comprehensiveCoach', 'what should I drink on the course').intent).toBe(
      'training',
    );
    expect(
      understandMessage('soccer', 'comprehensiveCoach', 'are hydration breaks allowed in youth soccer?').intent,
    ).toBe('rule');
  });

  it('sends "how should he train" to the Trainer in any mode', () => {
    expect(
      understandMessage('baseball', 'comprehensiveCoach', 'my son has elbow pain, how should he train this winter')
        .intent,
    ).toBe('training');
  });

  it('answers every Trainer message with a program, in the sport the message names', () => {
    const understanding = understandMessage('football', 'personalTrainer', '5-day basketball conditioning');
    expect(understanding.intent).toBe('training');
    expect(understanding.sport).toBe('basketball');
  });
});

describe('side', () => {
  it('puts "we concede" and "how do we stop" on defense and "our hitters" on offense', () => {
    expect(detectSide('we concede from crosses').side).toBe('defense');
    expect(detectSide('how do we stop the jet sweep').side).toBe('defense');
    expect(detectSide('our hitters chase high fastballs').side).toBe('offense');
  });

  it('marks "beat a press" and "they keep blitzing" as facing the opponent’s tool', () => {
    expect(detectSide('how do we beat a press')).toEqual({ faces: true });
    expect(detectSide('they keep blitzing').side).toBe('offense');
    expect(detectSide('they keep doing that stunt')).toEqual({ faces: true });
  });
});
