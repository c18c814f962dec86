import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import type { CoachProfile } from '../../../../shared/contract/profile';
import type { BodyArea, Exercise } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { athleteProfileFor } from '../plans/athlete-profiles';
import { answer } from './builtin-coach';

const MARCH_1 = new Date('2027-03-01T09:00:00Z');

function ask(message: string, sport: Sport = 'football', mode: PersonalityMode = 'personalTrainer', now = MARCH_1) {
  return answer({ mode, sport, message, history: [], now }).text;
}

/** The exercises a program prescribes, looked up in the sport's content. */
function prescribed(sport: Sport, reply: string): Exercise[] {
  const byName = new Map(knowledgeOf(sport).exercises.map((exercise) => [exercise.name, exercise]));
  return [...reply.matchAll(/^- (.+): \d+ x .+, rest \d+s$/gm)].map((match) => {
    const exercise = byName.get(match[1] ?? '');
    if (exercise === undefined) throw new Error(`not an exercise of ${sport}: ${match[1]}`);
    return exercise;
  });
}

function caloriesOf(reply: string): number {
  return Number(/- Calories: (\d+) kcal\/day/.exec(reply)?.[1]);
}

/** 30 kcal per kg plus 100 per training day, as the program states it. */
function maintenanceOf(reply: string): number {
  return Number(/ = (\d+) kcal; /.exec(reply)?.[1]);
}

describe('the Trainer follows the goal and the target', () => {
  it('reads "175 lb and want to be 190 by August" as a 22-week gain with its target and pace', () => {
    const reply = ask("I'm 175 lb and want to be 190 by August");
    expect(reply).not.toContain('goal maintain');
    expect(reply).toMatch(/^A 22-week Football program to build muscle: .* at 175 lb \(79 kg\)/);
    expect(reply).toContain(
      'Target: gain 15 lb (175 lb → 190 lb) over 22 weeks, by August 1, 2027: about 0.7 lb a week.',
    );
    const surplus = caloriesOf(reply) - maintenanceOf(reply);
    expect(surplus).toBeGreaterThanOrEqual(250);
    expect(surplus).toBeLessThanOrEqual(500);
  });

  it('says when a gain asked is faster than a sensible surplus gives, and what is reachable', () => {
    const reply = ask('need to put on 25 lb by August, 4 days a week, I weigh 170');
    expect(reply).toContain('A 22-week Football program to build muscle');
    expect(reply).toContain('Target: gain 25 lb (170 lb → 195 lb)');
    expect(reply).toMatch(/faster than a 500 kcal\/day surplus allows/);
    expect(caloriesOf(reply) - maintenanceOf(reply)).toBe(500);
  });

  it.each([
    ['drop 20 lb, I am 210 lbs', 210],
    ['cut to 80 kg, currently 95 kg, 8 weeks', 95 / 0.45359237],
    ['I weigh 150 lb and need to lose 30 pounds in 10 weeks', 150],
    ['lose weight, 60kg', 60 / 0.45359237],
  ])('keeps the loss in "%s" under 1%% of body weight a week, with a 300–500 kcal deficit', (message, pounds) => {
    const reply = ask(message, 'basketball');
    expect(reply).toContain('to lose fat while keeping strength');
    const deficit = maintenanceOf(reply) - caloriesOf(reply);
    expect(deficit).toBeGreaterThanOrEqual(300);
    expect(deficit).toBeLessThanOrEqual(500);
    const pace = /about (\d+\.\d+) (lb|kg) a week/.exec(reply);
    const weeklyPounds = pace?.[2] === 'kg' ? Number(pace[1]) / 0.45359237 : Number(pace?.[1]);
    expect(weeklyPounds).toBeLessThanOrEqual(0.01 * pounds);
  });

  it('runs as long as the timeframe asked, in four phases past six weeks, and caps at a year', () => {
    const sixteen = ask('16 week offseason program, 4 days a week');
    expect(sixteen).toMatch(/^A 16-week /);
    expect(sixteen.match(/^#### .+$/gm)).toEqual([
      '#### Weeks 1–4: Base',
      '#### Weeks 5–8: Build',
      '#### Weeks 9–12: Strength',
      '#### Weeks 13–16: Peak',
    ]);
    expect(ask('5 months to get ready')).toMatch(/^A 22-week /);
    expect(ask('a 70 week plan')).toMatch(/^A 52-week .*capped at 52 weeks/);
  });

  it('reads a date only from the request time it is given', () => {
    expect(
      ask('put on 10 lb by August, I weigh 180', 'football', 'personalTrainer', new Date('2027-06-01T12:00:00Z')),
    ).toMatch(/^A 9-week /);
  });
});

describe('the Trainer works around injuries', () => {
  const cases: [string, BodyArea][] = [
    ['pulled my calf three times, want to get back to full speed', 'calf'],
    ['hamstring strain 4 weeks ago, 3 days a week', 'hamstring'],
    ['coming back from ACL surgery, need a plan', 'knee'],
    ['my shoulder is sore when I press overhead', 'shoulder'],
    ['lower back pain after deadlifts', 'lower-back'],
    ['tweaked my wrist, still want to train 4 days', 'wrist'],
  ];

  it.each(SPORTS.flatMap((sport) => cases.map(([message, area]) => [sport, message, area] as const)))(
    '%s: "%s" leaves out every exercise that loads the %s and sends the athlete to a physio or doctor',
    (sport, message, area) => {
      const reply = ask(message, sport);
      const exercises = prescribed(sport, reply);
      expect(exercises.length).toBeGreaterThan(0);
      for (const exercise of exercises) expect(exercise.loads, exercise.name).not.toContain(area);
      expect(reply).toMatch(/See (?:a physio or sports doctor|your surgeon or physio) before loading it again/);
      expect(reply).toContain('clear you against their criteria');
    },
  );

  it('leaves out sprints, bounds and jumps for a calf pulled more than once', () => {
    const reply = ask('calf strain for the 3rd time, 4 days a week', 'soccer');
    expect(reply).toContain('strained calf, hurt more than once');
    expect(reply.split('### Program')[1]).not.toMatch(/Sprint|Bound|Jump/);
  });

  it('tells a young athlete with a sore throwing elbow to stop and see a doctor first', () => {
    const reply = ask('my 12 year old has a sore throwing elbow, what should he do to stay in shape?', 'baseball');
    const stop = reply.indexOf('**Stop first:**');
    expect(stop).toBeGreaterThan(-1);
    expect(stop).toBeLessThan(reply.indexOf('### Program'));
    expect(reply).toContain('stop throwing and see a doctor');
  });
});

describe('the Trainer fits the week to the athlete', () => {
  it('uses only bodyweight and dumbbells when only dumbbells are on hand', () => {
    for (const sport of SPORTS) {
      const reply = ask('only dumbbells at home, 3 days a week', sport);
      expect(reply).toContain('bodyweight and dumbbells');
      for (const exercise of prescribed(sport, reply)) {
        expect(exercise.equipment.length === 0 || exercise.equipment.includes('dumbbell'), exercise.name).toBe(true);
      }
    }
  });

  it('uses only bodyweight work without a gym', () => {
    const reply = ask('no gym this summer, 4 days a week', 'football');
    const exercises = prescribed('football', reply);
    expect(exercises.length).toBeGreaterThan(0);
    for (const exercise of exercises) expect(exercise.equipment, exercise.name).toEqual([]);
  });

  it('gives the days per week asked in every week or phase', () => {
    const reply = ask('3x/wk for 12 weeks', 'tennis');
    const blocks = reply.split(/^#### .+$/m).slice(1);
    expect(blocks).toHaveLength(4);
    for (const block of blocks) expect(block.match(/^\*\*Day \d+ — .+\*\*$/gm)).toHaveLength(3);
  });

  it('gives a child under 14 no barbell lifts and a growing athlete no diet', () => {
    const reply = ask(
      'my 12 year old is 45 kg and wants to get bigger and stronger for football, 3 days a week',
      'football',
    );
    for (const exercise of prescribed('football', reply)) {
      expect(
        exercise.equipment.filter((item) => item !== 'barbell' && item !== 'trap-bar').length > 0 ||
          exercise.equipment.length === 0,
        exercise.name,
      ).toBe(true);
    }
    expect(caloriesOf(reply)).toBeGreaterThan(0);
    expect(caloriesOf(reply)).toBe(maintenanceOf(reply));
    expect(reply).toContain('A growing athlete eats to fuel growth and training');
  });

  it('gives a young athlete whose weight is not given no adult default weight or amounts', () => {
    const reply = ask('my 13 year old daughter wants to get faster for soccer, 3 days a week', 'soccer');
    expect(reply).toMatch(/^A 4-week Soccer program .*: 3 training days a week\./);
    expect(reply).not.toContain('75 kg');
    expect(reply).not.toContain('kcal');
    expect(reply).toContain('Tell me their weight for amounts in grams.');
  });

  it("brings a pitcher's arm care into the first strength day", () => {
    const dayOne = (reply: string) => reply.split(/^\*\*Day 1 — Strength\*\*$/m)[1]?.split('\n\n')[0] ?? '';
    const pitcher = ask("I'm a pitcher, 3 days a week", 'baseball');
    expect(pitcher).toContain('Baseball program for a pitcher');
    expect(dayOne(pitcher)).toContain('- Band External Rotation:');
    expect(dayOne(ask('3 days a week', 'baseball'))).not.toContain('- Band External Rotation:');
  });
});

describe('the Trainer answers food and drink questions with a nutrition plan', () => {
  it.each(['comprehensiveCoach', 'personalTrainer'] as const)(
    'plans a tournament day of three games in %s, not a lifting program',
    (mode) => {
      const reply = ask('meal plan for a tournament day with three games, I weigh 70 kg', 'basketball', mode);
      expect(reply).not.toContain('### Program');
      expect(reply).toContain('### Hydration');
      expect(reply).toContain('**Between games**');
      // 1–2 g of carbohydrate per kg before the first game, at 70 kg.
      expect(reply).toContain('70–140 g of carbohydrate');
      expect(reply).toMatch(/mg of sodium an hour/);
    },
  );

  it('raises fluids and sodium for a long round in the heat', () => {
    const reply = ask('what should I eat and drink for a long round in the heat', 'golf', 'comprehensiveCoach');
    expect(reply).toContain('**During the round**');
    expect(reply).toContain('600–1,000 ml an hour');
    expect(reply).toContain('500–1,000 mg of sodium an hour');
  });

  it('explains cramping with fluid, sodium and when to see a doctor', () => {
    const reply = ask('my calves keep cramping late in matches, what should I drink?', 'tennis', 'comprehensiveCoach');
    expect(reply).toContain('**Cramping**');
    expect(reply).toContain('See a doctor if cramps come with');
  });

  it('gives the goal calories and a day of meals for a meal plan to gain weight', () => {
    const reply = ask('meal plan to gain weight, I am 160 lb', 'football');
    expect(reply).toContain('**A day of meals**');
    expect(caloriesOf(reply) - maintenanceOf(reply)).toBeGreaterThanOrEqual(250);
  });
});

describe('the Trainer keeps to the Tactical shape', () => {
  const words = (line: string) => line.split(/\s+/).filter((word) => word.length > 0).length;

  it.each([
    ['football', 'drop 20 lb in 12 weeks, pulled hamstring'],
    ['soccer', 'meal plan for a tournament with 3 games'],
    ['golf', 'what should i drink on a hot day for 18 holes'],
    ['basketball', 'workout plan to get stronger 4 days a week'],
  ] as const)('%s: "%s" is two or three bullets of at most 15 words', (sport, message) => {
    const lines = ask(message, sport, 'gameOnTheLine').split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) {
      expect(line).toMatch(/^- \S/);
      expect(words(line.slice(2)), line).toBeLessThanOrEqual(15);
    }
  });

  it('names the injury and the physio in Tactical too', () => {
    expect(ask('pulled hamstring, 3 days a week workout', 'football', 'gameOnTheLine')).toContain(
      '- Hamstring hurt: skip work loading it; see a physio or sports doctor first.',
    );
  });
});

describe('the Trainer keeps the brief it was given', () => {
  const NOV_26 = new Date('2026-11-26T12:00:00Z');
  const programPart = (reply: string) => reply.split('### Program')[1] ?? '';
  /** Minutes of each block of a session table, which must add up to the time asked. */
  const blockMinutes = (reply: string) =>
    [...reply.matchAll(/^\| \d+ \| \d+:\d{2} \| (\d+) \|/gm)].reduce((sum, match) => sum + Number(match[1]), 0);

  it.each([
    ["I need to get heavier, I'm too skinny at 150", true],
    ['I want to gain weight before next season', false],
    ['how do I add size this offseason, 4 days a week', false],
    ['I want to increase my weight to 85 kg', false],
  ])('answers "%s" with a gain and a surplus, never maintain', (message, weightGiven) => {
    const reply = ask(message, 'football', 'personalTrainer', NOV_26);
    expect(reply).toContain('to build muscle');
    expect(reply).not.toMatch(/goal maintain|hold your weight/);
    // Without a weight the surplus is said against maintenance per kilogram, never from an assumed weight.
    if (weightGiven) expect(caloriesOf(reply)).toBeGreaterThan(maintenanceOf(reply));
    else expect(reply).toMatch(/eat \d+ kcal a day above it/);
  });

  it.each([
    ['I want to put on 15 pounds of muscle in 20 weeks', 'A 20-week', 'gain 15 lb · 20 weeks'],
    ['I weigh 175 lbs and want to bulk to 190 by August', 'A 35-week', '175 lb → 190 lb · by August 1, 2027'],
    ["I'm 82 kilos and want to lose 6 kg before tryouts in March", 'A 14-week', 'lose 6 kg'],
    ['Season starts in 10 weeks, want to improve my endurance', 'A 10-week', '10 weeks'],
  ])('builds "%s" to the length asked and says it back', (message, length, brief) => {
    const reply = ask(message, 'football', 'personalTrainer', NOV_26);
    expect(reply.startsWith(length)).toBe(true);
    expect(reply).toContain(brief);
  });

  it.each([
    ["I'm 6'1 175 and want to get stronger", '175 lb (79 kg)'],
    ["5'10, 190 pounds, linebacker, want to get faster", '190 lb (86 kg)'],
    ['I weigh 82 kg and want to get faster', '82 kg'],
  ])('keeps the body weight of "%s" in its own unit', (message, shown) => {
    const reply = ask(message);
    expect(reply).toContain(`at ${shown}`);
    expect(reply).not.toContain('at 75 kg');
  });

  it('says stone back in stone', () => {
    const reply = ask("I'm 14 stone and want to get down to 12 stone by summer", 'golf', 'personalTrainer', NOV_26);
    expect(reply).toContain('14 st (89 kg) → 12 st (76 kg)');
    expect(reply).toContain('to lose fat');
  });

  it.each([
    ['I want to gain 10 kg in 8 weeks', 'Expect about 4 kg by week 8'],
    ['I weigh 200 lb and need to lose 30 lb in 6 weeks', 'Expect about'],
  ])('says up front when "%s" is faster than a realistic pace', (message, expected) => {
    const reply = ask(message);
    const top = reply.split('### Program')[0] ?? '';
    expect(top).toContain('> Realistic:');
    expect(top).toContain(expected);
  });

  it('does not call a realistic target unrealistic', () => {
    expect(ask('I weigh 80 kg and want to gain 4 kg in 16 weeks')).not.toContain('> Realistic:');
  });

  it.each([
    ["I've pulled my calf three times this year, I'm a winger, can you give me a speed program", 'soccer', 'calf'],
    ['my hamstring keeps tightening up and I pulled it last month, want to get faster', 'football', 'hamstring'],
    ['recovering from ACL surgery, want to improve my vertical', 'basketball', 'knee'],
  ])('adapts "%s" around the injury, adds prehab and sends to a clinician', (message, sport, area) => {
    const reply = ask(message, sport as Sport);
    const hurt = area as BodyArea;
    for (const exercise of prescribed(sport as Sport, programPart(reply))) expect(exercise.loads).not.toContain(hurt);
    expect(reply).toContain(`### Prehab for your ${area}`);
    expect(reply).toMatch(/See (a physio or sports doctor|your surgeon or physio) before loading it again/);
    expect(reply).toContain('Back to full loading, one step at a time');
  });

  it('says when the work asked for is paused by the injury rather than dropping it silently', () => {
    const reply = ask("I've pulled my calf three times, give me a speed program", 'soccer');
    expect(reply).toMatch(/Your speed and agility work is (?:paused|cut back): [^.]*Sprint[^.]* load the calf/);
    expect(programPart(reply)).not.toMatch(/Sprint|Bound/);
  });

  it.each([
    ["Give me tonight's session, I have 45 minutes and only resistance bands", 45],
    ["I'm a pitcher, what should my 45-minute workout look like today?", 45],
    ['quick 20 minute workout, no equipment', 20],
    ['what should I do at the gym today, about an hour', 60],
    ['plan me a 30 minute session for tomorrow', 30],
  ])('gives "%s" one session of %i minutes, not a program', (message, minutes) => {
    const reply = ask(message, 'baseball');
    expect(reply).not.toMatch(/#### Week|-week .* program/);
    expect(reply).toContain(`${minutes}-Minute`);
    expect(reply).toContain('1 player');
    expect(blockMinutes(reply)).toBe(minutes);
  });

  it.each([
    ['give me a good warm-up before my match', 'soccer', 12],
    ["what's a good 10 minute warm-up before a round?", 'golf', 10],
    ['cool down after practice, 8 minutes', 'basketball', 8],
  ])('answers "%s" with one timed routine adding up to %i minutes', (message, sport, minutes) => {
    const reply = ask(message, sport as Sport);
    expect(reply).not.toMatch(/#### Week|### Program/);
    const steps = [...reply.matchAll(/^- \*\*(\d+) min\*\*/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(steps).toBe(minutes);
  });

  it('gives a golfer a warm-up with swings, not sprints', () => {
    const reply = ask("what's a good warm-up before a round", 'golf');
    expect(reply).toContain('swings');
    expect(reply).not.toMatch(/sprint/i);
  });

  it('puts goalkeeper and pitcher work first in their sessions and programs', () => {
    const positioned = (sport: Sport, position: string, reply: string) =>
      prescribed(sport, reply).filter((exercise) => exercise.positions?.includes(position));
    expect(
      positioned('soccer', 'goalkeeper', ask('goalkeeper, 8 week program, 3 days a week', 'soccer')),
    ).not.toHaveLength(0);
    const session = ask('I am a goalkeeper, give me a 30 minute workout for tonight', 'soccer');
    expect(session).toMatch(/Lateral Push-Off|Goalkeeper Reaction|Lateral Lunge|Dive, Get Up/);
    expect(session).toContain('goalkeeper');
    const pitcher = ask("I'm a pitcher, 12 week offseason program, 4 days a week", 'baseball');
    expect(pitcher).toContain('for a pitcher');
    expect(positioned('baseball', 'pitcher', pitcher).length).toBeGreaterThan(1);
  });

  it("names the position in the athlete's word", () => {
    expect(ask("I'm a winger and want to get faster", 'soccer')).toContain('program for a winger');
    expect(ask("I'm a 160 lb safety and want to put on 20 pounds", 'football', 'comprehensiveCoach')).toContain(
      'program for a safety',
    );
  });

  it('keeps to dumbbells up to the load on hand and progresses past it without more weight', () => {
    const reply = ask('I only have dumbbells up to 50 lb at home, want to get stronger, 3 days a week');
    expect(reply).toContain('bodyweight and dumbbells up to 50 lb');
    expect(reply).toContain('once 50 lb moves for every rep');
    expect(reply).not.toContain('Target:');
    for (const exercise of prescribed('football', programPart(reply))) {
      if (exercise.equipment.length > 0) expect(exercise.equipment).toContain('dumbbell');
    }
  });

  it('keeps in-season work to two days with flat sets', () => {
    const reply = ask('sore shoulder, I am a catcher, need an in-season maintenance plan', 'baseball');
    expect(reply).toContain('2 training days a week');
    expect(reply).toContain('keep your strength and speed through the season');
    expect(reply).not.toContain('+1 set');
    expect(reply).toContain('### Prehab for your shoulder');
  });

  it("counts a hurt athlete's jump target from clearance and keeps bounding out for a knee", () => {
    const reply = ask('recovering from ACL surgery, want to add 3 inches to my vertical in 12 weeks', 'basketball');
    expect(reply).toContain('You asked for: +3 in on your vertical');
    expect(reply).toContain('the weeks count from the day you are cleared');
    expect(programPart(reply)).not.toMatch(/Bounding|Sprint/);
  });

  it('says a jump target back with what is realistic in the weeks there are', () => {
    const reply = ask('I want to add 6 inches to my vertical in 8 weeks', 'basketball');
    expect(reply).toContain('Jump target: +6 in on your vertical in 8 weeks');
    expect(reply).toContain('realistic');
    expect(reply).not.toContain('goal maintain');
  });

  it.each([
    ['how should a goalkeeper train in the offseason?', 'soccer', 'program for a goalkeeper'],
    [
      'how do guards train to get quicker?',
      'basketball',
      'program for a guard with a speed and agility focus to get quicker',
    ],
    ['give me a quick warm-up routine before kickoff', 'soccer', '-minute Soccer warm-up'],
  ])('answers the training question "%s" with training in Strategic too', (message, sport, expected) => {
    expect(ask(message, sport as Sport, 'comprehensiveCoach')).toContain(expected);
  });

  it('leaves a tactics question that says "how should" to the tactics replies', () => {
    expect(ask('how should the defense play against the spread', 'football', 'comprehensiveCoach')).not.toContain(
      'program',
    );
  });

  it('keeps the target and what is reachable in the Tactical bullets', () => {
    const reply = ask("I want to gain 20 lbs in 10 weeks, I'm 170", 'football', 'gameOnTheLine');
    expect(reply).toContain('~10 of 20 lb by week 10');
    expect(reply.split('\n').length).toBeLessThanOrEqual(3);
  });

  it('answers a training request in Strategic with the same brief kept', () => {
    const reply = ask(
      "I'm a 160 lb safety and want to put on 20 pounds by August, what program should I follow?",
      'football',
      'comprehensiveCoach',
      NOV_26,
    );
    expect(reply).toContain('A 35-week Football program for a safety to build muscle');
    expect(reply).toContain('160 lb → 180 lb');
  });
});

describe('profile defaults fill gaps and never override the message', () => {
  const withProfile = (message: string, profile: CoachProfile) =>
    answer({ mode: 'personalTrainer', sport: 'football', message, history: [], profile, now: MARCH_1 }).text;

  it('keeps the weight and unit the message gives over the saved ones', () => {
    const kgProfile: CoachProfile = { role: 'player', bodyWeight: 80, weightUnit: 'kg' };
    const reply = withProfile("I'm 6'1 175 and want to gain 10 pounds", kgProfile);
    expect(reply).toContain('at 175 lb (79 kg)');
    expect(reply).not.toContain('From your coach profile');
    const lbProfile: CoachProfile = { role: 'player', bodyWeight: 200, weightUnit: 'lb' };
    expect(withProfile('I weigh 70 kg and want to get faster', lbProfile)).toContain('at 70 kg');
  });

  it('fills a weight the message left out, and says it came from the profile', () => {
    const reply = withProfile('I want to gain 10 pounds', { role: 'player', bodyWeight: 180, weightUnit: 'lb' });
    expect(reply).toContain('at 180 lb (82 kg)');
    expect(reply).toContain('From your coach profile: weight 180 lb');
    expect(reply).toContain('gain 10 lb');
  });

  it('does not say back a profile weight as something the message asked', () => {
    const reply = withProfile('I want to bulk to 190 lb', { role: 'player', bodyWeight: 180, weightUnit: 'lb' });
    expect(reply).toContain('You asked for: reach 190 lb');
    expect(reply).toContain('Target: gain 10 lb (180 lb → 190 lb)');
  });
});

describe('the goal shapes the work', () => {
  const NOV_26 = new Date('2026-11-26T12:00:00Z');

  it.each([
    ['Need to run a 7:00 mile for a fitness test, currently 8:10, 6 weeks', '1:44 per lap', '2:02 per 400 m lap'],
    ['I want to run a 5k in 24 min, right now 27:30, 10 week plan', '4:48/km', '5:30/km'],
  ])('runs "%s" toward the goal pace with the pace maths shown', (message, goalPace, nowPace) => {
    const reply = ask(message, 'soccer');
    expect(reply).toContain('Pace maths:');
    expect(reply).toContain(goalPace);
    expect(reply).toContain(nowPace);
    expect(reply).toMatch(/- Week 1: intervals \d+ × (400|1000) m in \d+:\d{2}; tempo \d+ min/);
    expect(reply).toMatch(/easy long run \d+ min/);
  });

  it.each([
    'I run a 4.9 40 and want a 4.6, speed program',
    'my 40 time is 4.85, trying to get under 4.6 for the combine in 8 weeks',
  ])('gives "%s" starts, flying sprints and resisted sprints with full rest', (message) => {
    const reply = ask(message);
    expect(reply).toContain('### Speed work for the 40-yard dash');
    expect(reply).toMatch(/yd starts from your test stance, rest 90–120 s/);
    expect(reply).toMatch(/flying 20 yd/);
    expect(reply).toMatch(/sled or hill sprints/);
  });

  it.each([
    'receiver, 4.7 40 want 4.55 by camp, hamstring strain but cleared to run',
    'calf strain, my 5k is 26:00 now and I want 24:00',
  ])('holds "%s"\'s goal running back until the return table is done, never beside it', (message) => {
    const reply = ask(message);
    expect(reply).toMatch(/adapted for your (hamstring|calf)/);
    expect(reply).toMatch(/start once the return steps are done and pain-free/);
    expect(reply).not.toMatch(/flying 20 yd/);
    expect(reply).not.toMatch(/- Week 1: intervals/);
  });

  it.each([
    ['throwing 72, want 80, 8 week plan', '72 → 80 mph'],
    ['sitting 78 and want to touch 85, 3 days a week', '78 → 85 mph'],
  ])('builds "%s" on arm care, long toss and med-ball work, current before target', (message, said) => {
    const reply = ask(message, 'baseball');
    expect(reply).toContain(said);
    expect(reply).toContain('Arm care every day');
    expect(reply).toMatch(/Long toss three days a week/);
    expect(reply).toMatch(/rotational scoop toss/);
  });

  it.each([
    'I am a pitcher throwing 72, want 80. My inner elbow is sore after bullpens',
    'want to throw harder, currently 75 mph, but my elbow hurts on the inside',
  ])('pauses throwing and refers "%s" to a physio', (message) => {
    const reply = ask(message, 'baseball');
    expect(reply).toContain('Injury noted');
    expect(reply).toMatch(/Long toss, bullpens and med-ball throws are paused until a physio or sports doctor/);
    expect(reply).not.toMatch(/Long toss three days a week/);
  });

  it('gives swing speed overspeed and rotational work with the numbers in order', () => {
    const reply = ask('club head speed is 92 mph, want 100, 3 days a week', 'golf');
    expect(reply).toContain('92 → 100 mph');
    expect(reply).toMatch(/Overspeed swings/);
    expect(reply).toMatch(/Rotational medicine-ball throws/);
  });

  it.each([
    'had knee surgery 3 months ago, want to walk and play 18 holes again by spring',
    'after my knee replacement I want to walk 18 holes',
  ])('gives "%s" a walking progression and phases with criteria', (message) => {
    const reply = ask(message, 'golf', 'personalTrainer', NOV_26);
    expect(reply).toContain('### Back to walking 18 holes');
    expect(reply).toContain('### Return in phases (knee)');
    expect(reply).not.toContain('hurt more than once');
    expect(reply).not.toContain('goal maintain');
  });

  it.each([
    'I keep cramping in the third set in the heat, what training should I do?',
    'I cramp up late in matches when it is hot, help',
  ])('answers "%s" with fluids, sodium and acclimatisation, not a lifting block', (message) => {
    const reply = ask(message, 'tennis');
    expect(reply).toMatch(/sodium/);
    expect(reply).toMatch(/Acclimatise over 10–14 days/);
    expect(reply).not.toContain('### Program');
    expect(reply).not.toContain('75 kg');
  });

  it('shows the stated deload in the week tables', () => {
    const reply = ask('12 week offseason program, 3 days a week, I weigh 80 kg');
    expect(reply).toContain('Every 4th week is a deload');
    expect(reply).toContain('Deload week 4');
    expect(reply).toContain('Deload week 8');
  });

  it.each(['speed program, 3 days a week', 'I want to throw harder', 'help me run a faster mile, 8 weeks'])(
    'invents no body weight for "%s"',
    (message) => {
      const reply = ask(message, 'baseball');
      expect(reply).not.toMatch(/\b75 kg\b/);
      expect(reply).toContain('per kg');
    },
  );

  it('counts from the month the message names and keeps a far-off date to one block', () => {
    expect(ask("It's March and tryouts are in June, speed program", 'football', 'personalTrainer', NOV_26)).toMatch(
      /^A 13-week /,
    );
    const far = ask(
      'I want to get faster for next season which starts in September',
      'soccer',
      'personalTrainer',
      NOV_26,
    );
    expect(far).toMatch(/^A 16-week .*first 16-week block of the 40 weeks .*repeat it with new targets/);
  });

  it.each([
    ['I want to throw harder this offseason', 'baseball', '### Throwing velocity work'],
    ['how do I get more club head speed', 'golf', '### Swing speed work'],
    ['help me improve my vertical so I can dunk', 'basketball', '### Jump work'],
  ])('gives "%s" its own work even without a number', (message, sport, section) => {
    const reply = ask(message, sport as Sport);
    expect(reply).toContain(section);
    expect(reply).not.toContain('goal maintain');
  });
});

describe('an injury adapts the work asked for instead of removing it', () => {
  const LEG_HIGH_LOAD = /sprint|bound|depth jump|\bmax\b/i;
  const ARM_HIGH_LOAD = /long toss|pull-?down|weighted ball|\bmax\b/i;

  /** The rows of every table and program list: what the athlete is told to do. */
  function prescribedRows(reply: string): string[] {
    return reply.split('\n').filter((line) => /^\| \d/.test(line) || /^- .+: \d+ x .+, rest \d+s$/.test(line));
  }

  const cases: { message: string; sport: Sport; area: string; work: RegExp; cleared: boolean; held?: RegExp }[] = [
    {
      message: 'Strained my calf last month, physio cleared me to jog. Can you build me a 5K running plan?',
      sport: 'soccer',
      area: 'calf',
      work: /walk-jog|jog, \d+ min walk/i,
      cleared: true,
    },
    {
      message: 'I pulled my hamstring and I am not cleared yet, but I want to get back to running',
      sport: 'football',
      area: 'hamstring',
      work: /walk-jog/i,
      cleared: false,
    },
    {
      message: 'Rolled my ankle three weeks ago, the doctor said I can start jogging again. Running program please',
      sport: 'basketball',
      area: 'ankle',
      work: /walk-jog/i,
      cleared: true,
    },
    {
      message: 'Need a lower body workout plan, my knee has been sore since the weekend',
      sport: 'basketball',
      area: 'knee',
      work: /pain-free depth/i,
      cleared: true,
    },
    {
      message: 'Pitcher coming back from a sore elbow, I want a throwing program',
      sport: 'baseball',
      area: 'elbow',
      work: /interval throwing/i,
      cleared: false,
      held: ARM_HIGH_LOAD,
    },
    {
      message: 'Shoulder strain, my physio gave me the green light to throw again. Give me a throwing plan',
      sport: 'baseball',
      area: 'shoulder',
      work: /interval throwing/i,
      cleared: true,
      held: ARM_HIGH_LOAD,
    },
    {
      message: 'My lower back is strained but I have been cleared to lift. I want a lifting program for the off-season',
      sport: 'football',
      area: 'lower back',
      work: /50% of usual loads/i,
      cleared: true,
    },
  ];

  for (const { message, sport, area, work, cleared, held = LEG_HIGH_LOAD } of cases) {
    it(`keeps the asked work for "${message}" in a graded form`, () => {
      const reply = ask(message, sport);
      expect(reply).toMatch(new RegExp(`plan, adapted for your ${area}`));
      expect(reply).toMatch(work);
      expect(reply).toMatch(/above 3\/10, or worse the next morning/);
      expect(reply).toMatch(/physio or sports doctor/);
      expect(reply.includes('Get cleared by a physio or sports doctor before you start this')).toBe(!cleared);
      // A go-ahead already given is not asked for again.
      if (/cleared (?:me )?to|said I can|green light/i.test(message)) {
        expect(reply).toMatch(/You are cleared to start back/);
        expect(reply).not.toMatch(/before loading it again/);
      }
      expect(prescribedRows(reply).filter((row) => held.test(row))).toEqual([]);
    });
  }

  it('reads a denied clearance as not cleared, and a go-ahead in several phrasings as cleared', async () => {
    const { parseTrainingRequest } = await import('../understand/parse-training-request');
    expect(parseTrainingRequest("I haven't been cleared to run yet, calf strain").cleared).toBe(false);
    expect(parseTrainingRequest('my physio said I can start running, calf strain').cleared).toBe(true);
    expect(parseTrainingRequest('I got the all clear from the doctor, sore knee').cleared).toBe(true);
    expect(parseTrainingRequest('sore knee, legs plan').cleared).toBeUndefined();
    expect(parseTrainingRequest('physio cleared me to jog, but I want a legs plan, calf strain').askedActivity).toBe(
      'legs',
    );
    expect(parseTrainingRequest('physio cleared me to jog, calf strain, I want a plan').askedActivity).toBe('running');
  });
});

/** The training-day headers of each week (or block of weeks), in order. */
function daysPerWeekOf(reply: string): number[] {
  return reply
    .split(/^#### /m)
    .slice(1)
    .map((week) => (week.match(/^\*\*.+ — .+\*\*/gm) ?? []).length);
}

describe('a healed injury is trained fully, with a prehab note', () => {
  it.each([
    ['I broke my ankle three years ago, fully healed now. I want to get faster', 'ankle'],
    ['ACL reconstruction back in college, no issues since, 4 day strength program', 'knee'],
    ['strained my hamstring last season but I have been cleared for everything, build me a program', 'hamstring'],
  ] as const)('"%s" keeps every %s exercise and adds no return-to-play steps', (message, area) => {
    const reply = ask(message);
    expect(reply).not.toContain('Injury noted');
    expect(reply).not.toContain('Return in phases');
    expect(reply).not.toContain('come back from');
    expect(reply).toMatch(new RegExp(`Past .*injury, healed: nothing below is held back for it`));
    const loadsIt = knowledgeOf('football').exercises.filter(
      (exercise) => !exercise.substitute && exercise.loads.includes(area),
    );
    expect(loadsIt.some((exercise) => reply.includes(`- ${exercise.name}:`))).toBe(true);
  });

  it('still adapts the work for an injury that hurts now', () => {
    const reply = ask('broke my wrist years ago, fine now, but I tweaked my hamstring on Saturday');
    expect(reply).toContain('Injury noted: strained hamstring');
    expect(reply).toContain('Past wrist injury, healed');
  });
});

describe('stated lifts set the loads and never the body weight', () => {
  it('says back the body weight given, not a lift, and loads each lift from its own number', () => {
    const reply = ask('squat 275, bench 205, deadlift 365, bodyweight 181. 3 day strength program');
    expect(reply).toMatch(/3 training days a week at 181 lb \(82 kg\)/);
    const squat = /- Back Squat: \d+ x 5 at (\d+) lb \((\d+(?:\.5)?)% of your 275 lb squat max\)/.exec(reply);
    expect(squat).not.toBeNull();
    expect(Number(squat?.[1])).toBe(Math.round((275 * Number(squat?.[2])) / 100 / 5) * 5);
    expect(reply).toMatch(/- Bench Press: \d+ x 5 at \d+ lb \(\d+(?:\.5)?% of your 205 lb bench press max\)/);
  });

  it('reads a working set as the max it points to and never as a weight', () => {
    const reply = ask('I do 5x5 at 225 on squat, want to get stronger');
    expect(reply).not.toMatch(/at 225 lb \(102 kg\)/);
    expect(reply).toMatch(
      /Back Squat: \d+ x 5 at \d+ lb \(\d+(?:\.5)?% of 260 lb, the squat max your 225 lb for 5 points to\)/,
    );
  });

  it('loads a one-off session from the lifts given too', () => {
    const reply = ask("bench 100 kg, give me today's workout, 60 minutes, I weigh 80 kg", 'football');
    expect(reply).toContain('one 60-minute session');
    expect(reply).toMatch(/Bench Press: \d+ x 5 at \d+(?:\.5)? kg \(\d+(?:\.5)?% of your 100 kg bench press max\)/);
  });
});

describe('one session asked is one session of the minutes asked', () => {
  it.each([
    ["I've got 50 minutes in the weight room, what should I do?", 50],
    ['I lift 4 days a week but what should I do today? 40 min', 40],
    ['just one leg workout please, not a whole program, 45 mins', 45],
    ["tomorrow morning's session, I have half an hour", 30],
  ] as const)('"%s" is one %i-minute session', (message, minutes) => {
    const reply = ask(message);
    expect(reply).not.toContain('#### Week');
    expect(reply).toContain(`one ${minutes}-minute session`);
    const blocks = [...reply.matchAll(/^\| \d+ \| \d+:\d{2} \| (\d+) \|/gm)].map((match) => Number(match[1]));
    expect(blocks.reduce((sum, block) => sum + block, 0)).toBe(minutes);
  });
});

describe('the days a week the athlete can train are the days of every week', () => {
  it.each([
    ['I work 5 days a week so I can only train twice, want to build muscle', 2],
    ['mon wed fri only, 6 week speed program', 3],
    ['I can only lift on weekends, 8 week program to get stronger', 2],
    ['tweaked my back on monday, I can train 4 days a week', 4],
    ['one day a week is all I have, 4 weeks', 1],
    ['tues, thurs and sat only, want to get stronger', 3],
    ['weekdays only, 6 week program for conditioning', 5],
  ] as const)('"%s" has %i training days in every week', (message, days) => {
    const weeks = daysPerWeekOf(ask(message));
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.every((count) => count === days)).toBe(true);
  });

  it('fits every day to the minutes a session may take', () => {
    const reply = ask('3 days a week, 30 minutes each, want to get stronger');
    const days = [
      ...reply.matchAll(/^\*\*.+ — .+\*\* \((\d+) min: (\d+) warm-up, (\d+) main work, (\d+) cool-down\)/gm),
    ];
    expect(days.length).toBe(12);
    for (const day of days) expect(Number(day[2]) + Number(day[3]) + Number(day[4])).toBe(Number(day[1]));
    expect(reply).toContain('30 minutes a session');
  });
});

describe('a leg or upper-body session keeps to that half of the body', () => {
  const legAreas = new Set(['knee', 'hip', 'hamstring', 'calf', 'ankle', 'groin']);
  it.each(["give me today's leg workout", 'what should I hit tonight for legs? 50 minutes'])(
    '"%s" works the legs in every main block',
    (message) => {
      const reply = ask(message);
      const byName = new Map(knowledgeOf('football').exercises.map((exercise) => [exercise.name, exercise]));
      const main = [...reply.matchAll(/^\| \d+ \| [\d:]+ \| \d+ \| ([^:|]+): .+\| technical \|/gm)].map((match) =>
        byName.get(match[1] ?? ''),
      );
      expect(main.length).toBeGreaterThan(0);
      for (const exercise of main) expect(exercise?.loads.some((area) => legAreas.has(area))).toBe(true);
    },
  );
});

/** The exercise names of a program's first week. */
function weekOneExercises(reply: string): string[] {
  const weekOne = reply.split(/^#### Week 1$/m)[1]?.split(/^#### Week 2$/m)[0] ?? reply;
  return [...weekOne.matchAll(/^- (.+?): \d+ x .+, rest \d+s$/gm)].map((match) => match[1] ?? '');
}

/** The day headings of a program's first week: "Day 1 — Power", "Monday — Strength". */
function weekOneDays(reply: string): string[] {
  const weekOne = reply.split(/^#### Week 1$/m)[1]?.split(/^#### Week 2$/m)[0] ?? reply;
  return [...weekOne.matchAll(/^\*\*(.+?)\*\*/gm)].map((match) => match[1] ?? '');
}

describe('the Trainer builds for the athlete it is talking to', () => {
  it.each([
    ["I'm a swimmer, need a dryland program 3 days a week", 'swimmer', 'Swimming dryland', /shoulder/],
    ['I swim the 100 fly, want dryland to get faster off the walls', 'swimmer', 'Swimming dryland', /core/],
    ['I row in college, lifting plan for the winter', 'rower', 'Rowing cross-training', /leg drive/],
    ['training for a marathon, strength work twice a week', 'runner', 'Distance running', /calf/],
    ['I am a cyclist, want more power on climbs', 'cyclist', 'Cycling', /pedal/],
    ['I do MMA, need conditioning 4 days a week', 'combat', 'Combat sports', /rotational power/],
  ])('writes "%s" for the sport named, whatever the chat is', (message, id, label, quality) => {
    for (const sport of SPORTS) {
      const profile = athleteProfileFor(sport, undefined, id);
      const named = profile.named;
      const theirs = new Set(profile.exercises?.map((exercise) => exercise.name));
      const reply = ask(message, sport);
      expect(reply, sport).toContain(`${label}`);
      expect(reply, sport).not.toMatch(new RegExp(`^An? \\d+-week ${sport} program`, 'i'));
      const builtFor = reply.split('\n').find((line) => line.startsWith(`**Built for a ${named}:**`)) ?? '';
      expect(builtFor, sport).toMatch(quality);
      const sportOwn = new Set(
        knowledgeOf(sport)
          .exercises.filter((exercise) => !exercise.substitute)
          .map((exercise) => exercise.name),
      );
      const chosen = weekOneExercises(reply);
      expect(chosen.length, sport).toBeGreaterThan(0);
      for (const name of chosen) expect(sportOwn.has(name) && !theirs.has(name), `${sport}: ${name}`).toBe(false);
    }
  });

  it("gives a swimmer's speed to the pool's power work, not running sprints", () => {
    const reply = ask('I swim the 200 free and want to improve my speed, 3 days a week', 'soccer');
    expect(reply).not.toContain('### Speed work');
    expect(weekOneExercises(reply).join(' ')).not.toMatch(/sprint/i);
  });

  it('builds a goalkeeper on lateral power and an outfield player on repeat sprints', () => {
    const keeper = ask("I'm a goalkeeper, 4 days a week", 'soccer');
    const winger = ask("I'm a winger, 4 days a week", 'soccer');
    expect(keeper).toMatch(/\*\*Built for a goalkeeper:\*\* explosive lateral/);
    expect(weekOneDays(keeper)[0]).toBe('Day 1 — Power');
    expect(weekOneExercises(keeper)[0]).toBe('Lateral Push-Off to Set Position');
    expect(weekOneExercises(keeper)).not.toContain('4 x 4 Minute Intervals');
    expect(weekOneDays(winger)[0]).toBe('Day 1 — Speed and agility');
    expect(winger).toMatch(/\*\*Built for a winger:\*\* repeat-sprint/);
  });

  it('builds a lineman heavy and short, a receiver fast and long', () => {
    const lineman = weekOneExercises(ask('offensive lineman, 4 days a week', 'football'));
    const receiver = weekOneExercises(ask('wide receiver, 4 days a week', 'football'));
    expect(lineman).toContain('Back Squat');
    expect(lineman).not.toContain('Gassers');
    expect(lineman).not.toContain('40-Yard Sprint');
    expect(receiver[0]).toBe('40-Yard Sprint');
    expect(receiver).not.toContain('Sled Push');
  });

  it("puts a catcher's squat and a pitcher's arm care first", () => {
    expect(weekOneExercises(ask("I'm a catcher, 3 days a week", 'baseball'))).toContain(
      "Catcher's Squat Hold and Pop-Up",
    );
    expect(ask("I'm a catcher, 3 days a week", 'baseball')).toMatch(/Built for a catcher:\*\* legs and hips/);
    expect(weekOneExercises(ask("I'm a pitcher, 3 days a week", 'baseball'))).not.toContain('Bench Press');
  });

  it("builds a golfer's week on hip mobility and rotation, a tennis player's on court footwork", () => {
    const golf = ask('I want to improve my mobility, 3x a week', 'golf');
    expect(golf).toMatch(/Built for a golfer:\*\* hip internal rotation and thoracic rotation/);
    expect(
      weekOneExercises(golf).filter((name) => /rotation|chop|pallof|90\/90|open book/i.test(name)).length,
    ).toBeGreaterThanOrEqual(3);
    const tennis = ask('help me move better on court, 3 days a week', 'tennis');
    expect(tennis).toMatch(/Built for a tennis player:\*\* on-court footwork/);
    expect(weekOneDays(tennis)[0]).toBe('Day 1 — Speed and agility');
    expect(weekOneExercises(tennis)).toContain('Split-Step Reaction Drill');
  });
});

describe('the Trainer reads the aim as a goal to build', () => {
  it.each([
    ['I want to improve my first step, 3 days a week', 'basketball', 'improve your first step'],
    ['need to increase my endurance for the second half', 'soccer', 'increase your endurance'],
    ['help me get better at serving, every other day', 'tennis', 'get better at serving'],
    ['want to get faster and stronger before tryouts', 'football', 'get faster and stronger'],
    ['I want to add 20 lb to my squat, 4 days a week', 'football', 'add 20 lb to your squat'],
    ['want more hip mobility', 'golf', 'improve your hip mobility'],
    ['looking to boost my arm strength this offseason', 'baseball', 'boost your arm strength'],
  ])('answers "%s" with its aim, not "hold your weight"', (message, sport, aim) => {
    const reply = ask(message, sport as Sport);
    const title = reply.split('\n')[0] ?? '';
    expect(title).toContain(`to ${aim}`);
    expect(title).not.toContain('hold your weight');
    expect(reply).not.toContain('goal maintain');
    expect(reply).not.toContain('To gain:');
  });

  it('keeps strength in season and builds the speed asked for: two goals', () => {
    const title = ask('in season, want to keep my strength but get quicker, twice a week', 'soccer').split('\n')[0];
    expect(title).toContain('to keep your strength through the season and get quicker');
    expect(title).toContain('2 training days a week');
  });
});

describe('the Trainer writes exactly the week asked', () => {
  it.each([
    ['3 days a week, want to get stronger', 'football', ['Day 1', 'Day 2', 'Day 3']],
    ['train Mon/Wed/Fri, want to get faster', 'soccer', ['Monday', 'Wednesday', 'Friday']],
    ['every other day, improve my conditioning', 'basketball', ['Day 1', 'Day 2', 'Day 3']],
    ['twice a week plus games on Saturday', 'soccer', ['Monday', 'Wednesday']],
    ['3 days a week, matches on Sunday', 'soccer', ['Tuesday', 'Wednesday', 'Thursday']],
    ['6 days a week, games on saturday', 'basketball', ['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6']],
    ['I lift tuesdays and thursdays', 'baseball', ['Tuesday', 'Thursday']],
    ['5 days a week for the offseason', 'football', ['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5']],
  ])('"%s" gives those days', (message, sport, days) => {
    expect(weekOneDays(ask(message, sport as Sport)).map((day) => day.split(' — ')[0])).toEqual(days);
  });

  it.each([
    ['I can train 4 days but 2 of them are short', 4, 2, 30],
    ['5 days a week, two of those only 25 minutes', 5, 2, 25],
    ['3 days a week, one short day', 3, 1, 30],
  ])('"%s": %i days, the last %i short at %i minutes', (message, days, short, minutes) => {
    const reply = ask(message, 'football');
    const weekOne = reply.split(/^#### Week 1$/m)[1]?.split(/^#### Week 2$/m)[0] ?? '';
    const headings = weekOne.split('\n').filter((line) => line.startsWith('**'));
    expect(headings).toHaveLength(days);
    const shortDays = headings.filter((day) => day.includes(`(short day, ${minutes} min`));
    expect(shortDays).toHaveLength(short);
    expect(headings.slice(days - short)).toEqual(shortDays);
  });

  it('counts the weeks to a date from the date the message states', () => {
    expect(ask('It is May 3. Tryouts are July 1, build me a speed program', 'football')).toMatch(
      /^An 8-week Football program/,
    );
  });
});
