import { describe, expect, it } from 'vitest';
import { parseTrainingRequest, type TrainingRequest } from './parse-training-request';

const MARCH_1 = new Date('2027-03-01T09:00:00Z');
const read = (message: string, today: Date = MARCH_1): TrainingRequest => parseTrainingRequest(message, { today });
const pounds = (kg: number | undefined) => Math.round((kg ?? Number.NaN) / 0.45359237);

describe('body weight in either unit', () => {
  it.each([
    ["I'm 175 lb and want to get stronger", 175],
    ['175lbs, 4 days a week', 175],
    ['im 175 and wanna be 190', 175],
    ["5'10 175, trying to get to 190", 175],
    ['I am 180 pounds and train 4x a week', 180],
    ['weigh about 210', 210],
    ['currently at 195 and need a plan', 195],
    ['16 yo RB, 165, want to get faster', 165],
  ])('reads %s as %i lb, never as a kilogram figure', (message, expected) => {
    const request = read(message);
    expect(pounds(request.weightKg)).toBe(expected);
    expect(request.weightUnit).toBe('lb');
  });

  it.each([
    ['80 kg, want to get faster', 80],
    ['I weigh 82', 82],
    ["I'm 68kg and want to lose fat", 68],
    ['92 kilos', 92],
  ])('reads %s as %i kg', (message, expected) => {
    const request = read(message);
    expect(Math.round(request.weightKg ?? 0)).toBe(expected);
    expect(request.weightUnit).toBe('kg');
  });

  it('reads stone, with or without the pounds after it', () => {
    expect(Math.round(read('I am 12 stone, want to lose a bit').weightKg ?? 0)).toBe(76);
    expect(Math.round(read('12 st 7 lb and 3 days a week').weightKg ?? 0)).toBe(79);
  });

  it('does not take an age, a height or a count for a weight', () => {
    expect(read("I'm 16 and want to get stronger").weightKg).toBeUndefined();
    expect(read("I'm 16 and want to get stronger").age).toBe(16);
    expect(read("I'm 6'1 and play safety").weightKg).toBeUndefined();
    expect(read('45 to 60 minutes a session, 3 days a week').targetWeightKg).toBeUndefined();
  });
});

describe('goal, target and change', () => {
  it('reads a wanted weight above the current one as a gain with that target', () => {
    const request = read("I'm 175 lb and want to be 190");
    expect(request.goal).toBe('bulk');
    expect(pounds(request.targetWeightKg)).toBe(190);
  });

  it.each([
    ['need to put on 25 lb by August', 25],
    ['trying to gain 10 pounds of muscle this offseason', 10],
    ['want to pack on 15lbs before camp', 15],
  ])('reads "%s" as a gain of %i lb', (message, amount) => {
    const request = read(message);
    expect(request.goal).toBe('bulk');
    expect(pounds(request.changeKg)).toBe(amount);
    expect(request.weightUnit).toBe('lb');
  });

  it.each([
    ['drop 20 lb', -20],
    ['I need to lose 15 pounds before the season', -15],
    ['gotta shed like 12 lbs for weigh ins', -12],
  ])('reads "%s" as a loss', (message, amount) => {
    const request = read(message);
    expect(request.goal).toBe('cut');
    expect(pounds(request.changeKg)).toBe(amount);
  });

  it('reads "cut to 80 kg" as a loss to that weight', () => {
    const request = read('im 88kg, cut to 80 kg over the summer');
    expect(request.goal).toBe('cut');
    expect(request.weightKg).toBe(88);
    expect(request.targetWeightKg).toBe(80);
  });

  it('reads shorthand targets', () => {
    expect(read('175 lb, want 190 by august')).toMatchObject({ goal: 'bulk', weeks: 22 });
    expect(pounds(read('175 lb, want 190 by august').targetWeightKg)).toBe(190);
  });

  it('reads a target with its unit even when the current weight is not given', () => {
    expect(pounds(read('want to be 190 lbs by the start of august').targetWeightKg)).toBe(190);
  });

  it('reads the goal through common misspellings', () => {
    expect(read('i weight 95kg want lose wieght 4 day a week')).toMatchObject({ weightKg: 95, goal: 'cut' });
  });

  it('reads a target below the current weight as a loss even without a verb of losing', () => {
    expect(read('I weigh 200 and want to be 185 by June').goal).toBe('cut');
  });

  it('takes no weight change from sessions, days or sets', () => {
    const request = read("I'm 180 lb, add 2 sessions a week and cut 1 day of running");
    expect(request.changeKg).toBeUndefined();
    expect(pounds(request.weightKg)).toBe(180);
  });
});

describe('timeframe', () => {
  it.each([
    ['16 weeks out from the season', 16],
    ['a 12-week program', 12],
    ['12wk block', 12],
    ['over the next 5 months', 22],
    ['I have three months', 13],
    ['a year long plan', 52],
    ['half a year to get ready', 26],
  ])('reads "%s" as %i weeks', (message, weeks) => {
    expect(read(message).weeks).toBe(weeks);
  });

  it('counts the weeks to a named month from the day the message was sent', () => {
    expect(read('put on 25 lb by August').weeks).toBe(22);
    expect(read('put on 25 lb by August').byDate).toBe('August 1, 2027');
    expect(read('ready by august 15th').weeks).toBe(24);
    expect(read('lean out before the end of may').weeks).toBe(13);
    // In September, "by August" is next year's August.
    expect(read('bulk up by August', new Date('2027-09-10T12:00:00Z')).weeks).toBe(47);
  });

  it('reads no date without the day the message was sent', () => {
    expect(parseTrainingRequest('put on 25 lb by August').weeks).toBeUndefined();
  });

  it('does not take days a week or weeks since an injury for the program length', () => {
    expect(read('4 days a week').weeks).toBeUndefined();
    expect(read('I am 6 weeks post-op from knee surgery').weeks).toBeUndefined();
  });

  it.each([
    ['3 days a week', 3],
    ['3x/wk', 3],
    ['three days per week', 3],
    ['4 days/week', 4],
    ['train twice a week', 2],
    ['5-day split', 5],
  ])('reads "%s" as %i training days', (message, days) => {
    expect(read(message).daysPerWeek).toBe(days);
  });
});

describe('injuries', () => {
  it.each([
    ['pulled my calf 3 times this year', 'calf', 'strain', true],
    ['calf strain for the 3rd time', 'calf', 'strain', true],
    ['coming back from ACL surgery', 'knee', 'surgery', false],
    ['my lower back hurts when i squat', 'lower-back', 'sore', false],
    ['hamstring strain this season, want to get faster', 'hamstring', 'strain', false],
    ['torn labrum, non surgical', 'shoulder', 'tear', false],
    ['sore throwing elbow', 'elbow', 'sore', false],
    ['tweaked my wrist', 'wrist', 'strain', false],
    ['I keep rolling my ankle, it is sprained again', 'ankle', 'strain', true],
    ['had tommy john last year', 'elbow', 'surgery', false],
    ['groin pull that keeps coming back', 'groin', 'strain', true],
    ['tennis elbow flaring up', 'elbow', 'strain', false],
    ["jumper's knee", 'knee', 'strain', false],
    ['shin splints every preseason', 'calf', 'strain', true],
  ] as const)('reads "%s" as a %s injury (%s)', (message, area, severity, recurring) => {
    expect(read(message).injuries).toEqual([expect.objectContaining({ area, severity, recurring })]);
  });

  it.each(['get back in shape for the season', 'I want bigger calves', 'come back stronger', 'knee drive on sprints'])(
    'finds no injury in "%s"',
    (message) => {
      expect(read(message).injuries).toEqual([]);
    },
  );

  it('names a ligament the way the athlete did', () => {
    expect(read('torn acl in march').injuries[0]?.named).toBe('ACL');
  });
});

describe('age, equipment and position', () => {
  it.each(['my 12 year old pitcher', 'U14 keeper', 'high school sophomore', "I'm 15 and play guard", '14yo'])(
    'reads "%s" as a youth athlete',
    (message) => {
      expect(read(message).youth).toBe(true);
    },
  );

  it('reads an adult as no youth', () => {
    expect(read("I'm 30 and want to get fit").youth).toBe(false);
  });

  it.each([
    ['only dumbbells at home', ['dumbbell']],
    ['no gym, bodyweight only', []],
    ['I have dumbbells and a pull-up bar in the garage', ['dumbbell', 'pull-up-bar']],
    ['just resistance bands', ['band']],
    ['cant get to a gym this summer', []],
  ] as const)('reads "%s" as equipment %j', (message, equipment) => {
    expect(read(message).equipment).toEqual(equipment);
  });

  it('reads a full gym, or no word about it, as no limit', () => {
    expect(read('I have access to a full gym').equipment).toBeUndefined();
    expect(read('4 days a week to get stronger').equipment).toBeUndefined();
    expect(read('I have a sore knee').equipment).toBeUndefined();
  });

  it.each([
    ["I'm a pitcher", 'pitcher'],
    ['200 lb lineman', 'lineman'],
    ['U14 keeper', 'goalkeeper'],
    ['I play wide receiver', 'skill'],
    ['point guard, want to be quicker', 'guard'],
  ])('reads the position in "%s"', (message, position) => {
    expect(read(message).position).toBe(position);
  });
});

describe('food and drink', () => {
  it('reads a game-day food question with its number of games', () => {
    expect(read('meal plan for a tournament day with three games').nutrition).toEqual({
      events: 3,
      occasion: 'tournament',
      heat: false,
      cramping: false,
    });
  });

  it('reads a long round in the heat', () => {
    expect(read('what should i eat and drink for a long round in the heat').nutrition).toMatchObject({
      occasion: 'round',
      heat: true,
    });
  });

  it('reads cramping', () => {
    expect(read('my legs keep cramping in the 2nd half, what should I drink').nutrition).toMatchObject({
      cramping: true,
    });
  });

  it('keeps food inside a program when a program is asked for too', () => {
    expect(read('diet and workout plan to lose weight').nutrition).toBeUndefined();
    expect(read('lifting program and what to eat to bulk').nutrition).toBeUndefined();
  });
});

describe('what the athlete said stays what they said', () => {
  const NOV_26 = new Date('2026-11-26T12:00:00Z');

  it.each([
    "I need to get heavier, I'm too skinny at 150",
    'how do I add size this offseason',
    'I want to increase my weight to 85 kg',
    'trying to get bigger and gain mass without losing speed',
    'want to bulk up before camp',
  ])('reads "%s" as a gain, never as maintain', (message) => {
    expect(read(message).goal).toBe('bulk');
  });

  it.each([
    ['I want to gain strength', 'perform'],
    ['gain some speed this summer', 'perform'],
    ['gain endurance before the season', 'perform'],
    ['body recomp', 'recomp'],
    ['put on lean muscle', 'bulk'],
  ])('reads "%s" as %s: gaining a quality is not gaining weight', (message, goal) => {
    expect(read(message).goal).toBe(goal);
  });

  it.each(['I need to get down to 170', 'want to get lighter before the season', 'I have to make weight'])(
    'reads "%s" as a loss',
    (message) => {
      expect(read(message).goal).toBe('cut');
    },
  );

  it.each([
    ['I am 6 ft 2 and 200', 200, undefined],
    ["i'm 16 and 150", 150, 16],
    ['im 17 and weigh 170', 170, 17],
  ])('reads the weight in "%s" after a height or an age', (message, weight, age) => {
    const request = read(message);
    expect(pounds(request.weightKg)).toBe(weight);
    expect(request.age).toBe(age);
  });

  it('never reads a height in centimetres as a weight', () => {
    expect(read('I am 183 cm and want to bulk').weightKg).toBeUndefined();
    expect(read('im 185cm 78kg, want to gain 5').weightKg).toBe(78);
  });

  it('reads "12st" and "half a stone" as stone', () => {
    const request = read('I am 12st and want to lose half a stone');
    expect(Math.round(request.weightKg ?? 0)).toBe(76);
    expect(request.inStone).toBe(true);
    expect(Math.round((request.changeKg ?? 0) * 10) / 10).toBe(-3.2);
  });

  it.each([
    ['get me ready for the season, first game is march 14th', 'March 14, 2027', 15],
    ['I want to lose 10 pounds by the end of the year', 'December 31, 2026', 5],
  ])('reads the date in "%s"', (message, byDate, weeks) => {
    const request = read(message, NOV_26);
    expect(request.byDate).toBe(byDate);
    expect(request.weeks).toBe(weeks);
  });

  it('reads a stone target in stone, and says so', () => {
    const request = read("I'm 14 stone and want to get down to 12 stone by summer");
    expect(request.goal).toBe('cut');
    expect(request.inStone).toBe(true);
    expect(Math.round(request.targetWeightKg ?? 0)).toBe(76);
  });

  it.each([
    ['I only have dumbbells up to 50 lb at home, want to get stronger', 50, 'lb'],
    ['dumbbells that go up to 25 kg, 3 days a week', 25, 'kg'],
    ['I have 40 lb dumbbells and a bench', 40, 'lb'],
  ])('reads "%s" as kit topping out at %i %s, not a body weight or a target', (message, amount, unit) => {
    const request = read(message);
    expect(request.heaviestLoad?.unit).toBe(unit);
    expect(Math.round((request.heaviestLoad?.kg ?? 0) / (unit === 'lb' ? 0.45359237 : 1))).toBe(amount);
    expect(request.targetWeightKg).toBeUndefined();
    expect(request.weightKg).toBeUndefined();
  });

  it.each([
    ["I'm 82 kilos and want to lose 6 kg before tryouts in March", 'March 1, 2027', 14],
    ['the season starts in August, need to be ready', 'August 1, 2027', 35],
    ['tryouts are in late February, goalkeeper', 'February 20, 2027', 12],
    ['hurt my knee in march, want to be back by june', 'June 1, 2027', 27],
  ])('counts the weeks to the date in "%s" from today', (message, byDate, weeks) => {
    const request = read(message, NOV_26);
    expect(request.byDate).toBe(byDate);
    expect(request.weeks).toBe(weeks);
  });

  it('reads months since surgery as history, not as the program length', () => {
    expect(read('recovering from ACL surgery, 8 months out, want to improve my vertical').weeks).toBeUndefined();
    expect(read('6 months post-op on my shoulder').weeks).toBeUndefined();
    expect(read('I have 3 months until the season').weeks).toBe(13);
  });

  it('reads the days when the kind of day sits between the count and "days"', () => {
    expect(read('want more swing speed by april, 4 gym days').daysPerWeek).toBe(4);
    expect(read('i get 5 training days, want to dunk').daysPerWeek).toBe(5);
    expect(read('2 lifting sessions a week max').daysPerWeek).toBe(2);
    expect(read('want to lose 15 lb, I have 4 evenings free, an hour each').daysPerWeek).toBe(4);
    expect(read('I work 5 nights a week, can train 3 days').daysPerWeek).toBe(3);
  });

  it('reads a date in brackets after its event, and the holidays a season is told by', () => {
    expect(read('need to get stronger before tryouts (aug 12), 3 days a week', NOV_26).byDate).toBe('August 12, 2027');
    expect(read('want a faster forty by pro day [march 10]', NOV_26).byDate).toBe('March 10, 2027');
    expect(read('add 8 yards to my drive before memorial day', NOV_26).byDate).toBe('May 25, 2027');
    expect(read('drop 10 lb by labor day', NOV_26).byDate).toBe('September 5, 2027');
    expect(read('in shape for the 4th of july tournament', NOV_26).byDate).toBe('July 4, 2027');
  });

  it('does not take "may" in a sentence for the month', () => {
    expect(read('a program for my son who may need to lose weight', NOV_26).byDate).toBeUndefined();
    expect(read('need to be ready by May', NOV_26).byDate).toBe('May 1, 2027');
  });

  it.each([
    ['give me a good warm-up before my match', 'warm-up'],
    ['warm up routine for my u12 team before games, 10 minutes', 'warm-up'],
    ["what's a good cool down after practice", 'cool-down'],
  ])('reads "%s" as only a %s', (message, kind) => {
    expect(read(message).session?.kind).toBe(kind);
  });

  it.each([
    "Give me tonight's session, I have 45 minutes and only resistance bands",
    'what should I do at the gym today, about an hour',
    'leg day workout for today',
    'one workout I can do in my driveway with no equipment',
  ])('reads "%s" as one session, not a program', (message) => {
    const request = read(message);
    expect(request.session).toBeDefined();
    expect(request.session?.kind).toBeUndefined();
  });

  it('keeps a warm-up inside a program ask part of the program', () => {
    expect(read('a 6 week program with a warm-up before each session').session).toBeUndefined();
  });

  it.each([
    ["I'm a winger and want to get faster", 'outfield', 'winger'],
    ['goalkeeper here, need a program', 'goalkeeper', 'goalkeeper'],
    ['I play safety and want to add size', 'back', 'safety'],
    ['16 yo RB, 165, want to get faster', 'back', 'running back'],
    ["I'm a pitcher, 4 days a week", 'pitcher', 'pitcher'],
    ["I'm 17, 6'0 165 lbs, DE, want to be 185", 'back', 'defensive end'],
  ])('reads the position in "%s" as tag %s, said back as %s', (message, tag, named) => {
    const request = read(message);
    expect(request.position).toBe(tag);
    expect(request.positionNamed).toBe(named);
  });

  it('reads days named for games or a league as game days, not training days', () => {
    const request = read("i'm a sunday league center back, 3 sessions a week");
    expect(request.namedDays).toBeUndefined();
    expect(request.daysPerWeek).toBe(3);
    expect(read('games are on Saturdays, I can train Monday and Wednesday').namedDays).toEqual(['Monday', 'Wednesday']);
  });

  it.each([
    ['I can only train twice a week', 2],
    ['3x/week, want to get stronger', 3],
    ['I can lift every other day', 3],
    ['four days a week', 4],
  ])('reads the days a week in "%s"', (message, days) => {
    expect(read(message).daysPerWeek).toBe(days);
  });

  it("reads a child's age given after the child", () => {
    expect(read('my daughter is 14 and plays point guard').age).toBe(14);
    expect(read('my son, 12, wants to get faster').age).toBe(12);
  });

  it('reads the season and a return from injury', () => {
    expect(read('sore shoulder, I am a catcher, need an in-season maintenance plan').season).toBe('in-season');
    expect(read('offseason program for a pitcher').season).toBe('off-season');
    expect(read('coming back from a hamstring strain, want to be ready').returning).toBe(true);
    expect(read('I want to get stronger').returning).toBeUndefined();
  });

  it('reads a jump or throwing target without taking it for a weight goal', () => {
    const jump = read('I want to put on 4 inches on my vertical in 10 weeks');
    expect(jump.performanceTarget).toEqual({ kind: 'vertical', amount: 4, unit: 'in', gain: true });
    expect(jump.goal).not.toBe('bulk');
    expect(read('add 10 cm to my jump').performanceTarget).toMatchObject({ amount: 10, unit: 'cm' });
    expect(read('I want to throw 85 mph by spring').performanceTarget).toMatchObject({
      kind: 'velocity',
      amount: 85,
      gain: false,
    });
  });

  it.each([
    ['I have had 2 hamstring strains this season, want to get faster', 'hamstring', 'strain', true],
    ['rolled my ankle last week', 'ankle', 'strain', false],
    ['groin has been bugging me', 'groin', 'sore', false],
    ['tore my ACL last year, cleared now, want to get back to 100%', 'knee', 'tear', false],
  ])('reads the injury and its history in "%s"', (message, area, severity, recurring) => {
    expect(read(message).injuries).toEqual([expect.objectContaining({ area, severity, recurring })]);
  });

  it('reads being cleared or getting back to full as a return from injury', () => {
    expect(read('tore my ACL last year, cleared now, want to get back to 100%').returning).toBe(true);
  });

  it('reads a calf pulled three times as a recurring strain', () => {
    expect(read("I've pulled my calf three times this year").injuries).toEqual([
      { area: 'calf', named: 'calf', severity: 'strain', recurring: true },
    ]);
  });
});

describe('the date the message says it is now', () => {
  const NOV_26 = new Date('2026-11-26T12:00:00Z');
  it.each([
    ["It's March and tryouts are in June", 13],
    ['it is early march now, season starts in june', 13],
    ['we are in april, the combine is mid july', 15],
  ])('counts "%s" from the month it names, not the clock', (message, weeks) => {
    expect(read(message, NOV_26).weeks).toBe(weeks);
  });

  it('counts "season starts in 6 weeks" as six weeks', () => {
    expect(read('season starts in 6 weeks, want to get fitter', NOV_26).weeks).toBe(6);
  });
});

describe('sprint and run times are marks, not ages or weights', () => {
  it.each([
    ['I run a 4.9 40 and want a 4.6', '40-yard dash', 4.9, 4.6],
    ['my 40 time is 4.85, trying to get under 4.6', '40-yard dash', 4.85, 4.6],
    ['60-yard 7.2, want to be sub 7', '60-yard dash', 7.2, 7],
    ['Need to run a 7:00 mile, currently 8:10', 'mile', 490, 420],
    ['want to run a 5k in 24 min, right now 27:30', '5 km', 1650, 1440],
    ['I run the mile in 6:45 and want 6:00', 'mile', 405, 360],
  ])('reads "%s" as the %s now and wanted', (message, named, current, target) => {
    const request = read(message);
    expect(request.mark).toMatchObject({ named, current, target });
    expect(request.age).toBeUndefined();
    expect(request.weightKg).toBeUndefined();
  });

  it('never reads a wanted time slower than the time now', () => {
    expect(read('want to get my 40 from 4.7 to 4.5').mark).toMatchObject({ current: 4.7, target: 4.5 });
  });
});

describe('a velocity now and wanted', () => {
  it.each([
    ['throwing 72, want 80', 72, 80, 'throw'],
    ['sitting 78 want to touch 85 on the gun', 78, 85, 'throw'],
    ['currently throwing 80 but I want 86', 80, 86, 'throw'],
    ['club head speed 95, want 105', 95, 105, 'swing'],
    ['junior player, serve is around 170 km/h and she is hoping for 185 by june', 170, 185, 'serve'],
  ])('keeps current and target apart in "%s"', (message, current, amount, of) => {
    expect(read(message).performanceTarget).toMatchObject({ kind: 'velocity', current, amount, of });
  });

  it('never takes a serve speed in km/h for a body weight', () => {
    const request = read('serving 175 km/h now, 4 days a week, want 190 before the summer');
    expect(request.performanceTarget).toMatchObject({ kind: 'velocity', unit: 'km/h', current: 175, amount: 190 });
    expect(request.weightKg).toBeUndefined();
    expect(request.targetWeightKg).toBeUndefined();
  });

  it('reads "add 5 mph to my fastball" as a gain', () => {
    expect(read('add 5 mph to my fastball').performanceTarget).toMatchObject({ amount: 5, gain: true });
  });
});

describe('an age only from an age phrasing', () => {
  it.each([
    ["I'm 40, want a 2-day plan", 40],
    ['16 yo pitcher', 16],
    ['age 14, want to get faster', 14],
    ['40-year-old wanting to run a faster mile', 40],
  ])('reads "%s" as age %i', (message, age) => {
    expect(read(message).age).toBe(age);
  });

  it.each(['I run a 4.9 40', 'my 60-yard time is 7.2', 'throwing 72 want 80'])('reads no age in "%s"', (message) => {
    expect(read(message).age).toBeUndefined();
  });

  it('does not read "play 18 holes again" as an injury hurt more than once', () => {
    expect(read('had knee surgery, want to play 18 holes again').injuries[0]?.recurring).toBe(false);
  });
});

describe('an injury told as healed is history, not a hurt to train around', () => {
  it.each([
    ['ruptured my achilles three years ago, totally healed, want more speed', 'calf'],
    ['Had a broken wrist back in high school. 4 day strength plan please', 'wrist'],
    ['my shoulder was dislocated in 2021 but it has been fine since', 'shoulder'],
    ['old groin strain, no pain at all these days, need conditioning', 'groin'],
    ['hamstring tear last season, fully cleared now and want to sprint faster', 'hamstring'],
    ['tight end, tore my ACL two years ago, healed and ready to play again', 'knee'],
    ["my ankle's been fine since the sprain last year", 'ankle'],
    ['I used to get lower back pain, haven’t had problems for a year. 3 day program', 'lower-back'],
  ] as const)('keeps "%s" as a healed %s injury', (message, area) => {
    const request = read(message);
    expect(request.injuries).toEqual([]);
    expect(request.pastInjuries).toEqual([expect.objectContaining({ area })]);
    expect(request.returning).toBeUndefined();
  });

  it.each([
    ['sprained my ankle yesterday, still swollen', 'ankle'],
    ['knee scope 5 weeks ago, rehabbing it now', 'knee'],
    ['tore my hamstring two years ago and it is tight again this week', 'hamstring'],
    ['pulled my groin a few days ago, not cleared yet', 'groin'],
    ['elbow still aches after throwing, surgery was years ago', 'elbow'],
    ['30 years old with a torn meniscus', 'knee'],
    ['tight end, just pulled my groin', 'groin'],
  ] as const)('keeps "%s" as a current %s injury', (message, area) => {
    expect(read(message).injuries).toEqual([expect.objectContaining({ area })]);
  });

  it('reads an old knee and a sore hamstring apart in one sentence', () => {
    const request = read('my ACL was reconstructed four years ago and is solid now, but my hamstring feels tight');
    expect(request.mildInjuries?.map((injury) => injury.area)).toEqual(['hamstring']);
    expect(request.pastInjuries?.map((injury) => injury.area)).toEqual(['knee']);
  });
});

describe('lift numbers are lifts, never the body weight', () => {
  const lb = (kg: number) => Math.round(kg / 0.45359237);
  it.each([
    ['my squat is 275, bench 205 and deadlift 365; bodyweight 181', 181, { squat: 275, bench: 205, deadlift: 365 }],
    ['Working sets: 4x6 at 245 on squat. I weigh 176 pounds', 176, { squat: 245 }],
    ['bench max 225, I am 190 lbs', 190, { bench: 225 }],
    ['deadlift 405 for 3, squat 315 for a double', undefined, { deadlift: 405, squat: 315 }],
    ['squatting 5x5 at 225 and benching 155x8', undefined, { squat: 225, bench: 155 }],
  ] as const)('reads "%s" as body weight %s with its lifts', (message, weight, lifts) => {
    const request = read(message);
    expect(request.weightKg === undefined ? undefined : lb(request.weightKg)).toBe(weight);
    const said = Object.fromEntries((request.lifts ?? []).map((lift) => [lift.lift, lb(lift.kg)]));
    expect(said).toEqual(lifts);
  });

  it('reads the reps of a working set and the max they point to', () => {
    const squat = read('I squat 300 for 5').lifts?.[0];
    expect(squat).toMatchObject({ lift: 'squat', reps: 5 });
    expect(lb(squat?.maxKg ?? 0)).toBe(350);
  });

  it('keeps kilograms in kilograms: "front squat 1rm 120kg, bw 82kg"', () => {
    const request = read('front squat 1rm 120kg, bw 82kg');
    expect(request.weightKg).toBe(82);
    expect(request.lifts).toEqual([expect.objectContaining({ lift: 'squat', kg: 120, unit: 'kg', reps: 1 })]);
  });

  it('reads a lift wanted as a goal, not as what the athlete lifts now', () => {
    const request = read("I'm 160 lb and want to bench 225 by summer");
    expect(lb(request.weightKg ?? 0)).toBe(160);
    expect(request.lifts).toBeUndefined();
  });
});

describe('one session asked for one day is one session', () => {
  it.each([
    ["I've got 50 minutes in the weight room, what should I do?", 50],
    ['I usually lift 4 days a week, but what do I hit today? about 40 min', 40],
    ["need tomorrow morning's workout, an hour", 60],
    ['one leg workout, not a full program, 45 minutes', 45],
    ['what should my lift be on saturday? 35 mins', 35],
  ] as const)('reads "%s" as one session of %i minutes', (message, minutes) => {
    expect(read(message).session).toMatchObject({ minutes, team: false });
  });

  it.each([
    'I lift on tuesdays and fridays, want to get stronger',
    'give me an 8 week program, I train today and every other day',
    'I have an hour, 3 days a week, what should I do',
  ])('reads "%s" as a program, not one session', (message) => {
    expect(read(message).session).toBeUndefined();
  });
});

describe('the days a week the athlete can train', () => {
  it.each([
    ['I work 6 days a week so I can only lift twice', 2],
    ['only able to train 3 days, school is 5 days a week', 3],
    ['max of 4 sessions a week', 4],
    ['tues thurs sat only', 3],
    ['just weekends', 2],
    ['weekdays only, I rest on weekends', 5],
    ['I rolled my ankle on saturday, I can train 4 days a week', 4],
  ] as const)('reads "%s" as %i days', (message, days) => {
    expect(read(message).daysPerWeek).toBe(days);
  });

  it('does not take the day an injury happened for a training day', () => {
    expect(read('tweaked my back on wednesday, can I still train?').namedDays).toBeUndefined();
  });
});

describe('team practice, test scores and events', () => {
  const today = new Date('2027-01-10T09:00:00Z');
  const readLower = (message: string) => parseTrainingRequest(message.toLowerCase(), { today });

  it.each([
    ['I already have practice 4 days a week, want to get stronger', { days: 4 }, undefined],
    ['club training twice a week, I can lift 3 days', { days: 2 }, 3],
    [
      'we practice mon wed fri, want to get faster',
      { days: 3, namedDays: ['Monday', 'Wednesday', 'Friday'] },
      undefined,
    ],
    [
      'team practice monday through thursday and games on saturday',
      { days: 4, namedDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], gameDays: ['Saturday'] },
      undefined,
    ],
  ])('reads the practice in "%s" apart from the days to train', (message, practice, days) => {
    const request = readLower(message);
    expect(request.teamPractice).toEqual(practice);
    expect(request.daysPerWeek).toBe(days);
  });

  it('reads "practice my shooting" as no team practice', () => {
    const request = readLower('I want to practice my shooting 3 days a week');
    expect(request.teamPractice).toBeUndefined();
    expect(request.daysPerWeek).toBe(3);
  });

  it.each([
    ['300 yard shuttle under 60', { name: '300-yard shuttle', target: '60 s' }],
    ['my 300s are 68, need 62', { name: '300-yard shuttle', current: '68 s', target: '62 s' }],
    ['at level 8 on the beep test, need level 11', { name: 'beep test', current: 'level 8', target: 'level 11' }],
  ])('reads the test scores in "%s"', (message, test) => {
    const request = readLower(message);
    expect(request.fitnessTest).toEqual(expect.objectContaining(test));
    expect(request.age).toBeUndefined();
  });

  it.each([
    ['run 2 miles under 14:00', undefined],
    ['under 16 team, want to get fitter', 16],
  ])('reads an age in "%s" only from an age group', (message, age) => {
    expect(readLower(message).age).toBe(age);
  });

  it.each([
    ['race on march 3', 'race'],
    ['combine in february', 'combine'],
    ['track meet in may', 'track meet'],
    ['want to meet my goals and get stronger', undefined],
    ['just want to get stronger', undefined],
  ])('names the event in "%s"', (message, event) => {
    expect(readLower(message).event).toBe(event);
  });
});

describe('what the athlete wants better is a goal to build, never holding steady', () => {
  it.each([
    ['I want to improve my first step, 3 days a week', 'improve your first step'],
    ['need to increase my endurance for the second half', 'increase your endurance'],
    ['help me get better at serving, every other day', 'get better at serving'],
    ['looking to boost my hip mobility before the season', 'boost your hip mobility'],
    ['want more stamina for the fourth quarter', 'improve your stamina'],
    ['trying to gain some speed this summer', 'improve your speed'],
    ['want to get faster', 'get faster'],
    ['I need to get stronger and quicker', 'get stronger and quicker'],
    ['working on developing my arm strength', 'develop your arm strength'],
    ['want to build my endurance and get fitter', 'build your endurance and get fitter'],
  ])('reads "%s" as "%s"', (message, improvement) => {
    const request = read(message);
    expect(request.improvement).toBe(improvement);
    expect(request.goal === 'cut' || request.goal === 'bulk').toBe(false);
  });

  it.each([
    ['I want to add 20 lb to my squat', 'add 20 lb to your squat'],
    ['put 10 kg on my bench by summer', 'put 10 kg on your bench'],
    ['goal is to increase my deadlift by 30 lbs', 'increase your deadlift by 30 lbs'],
    ['want to get another 15 pounds on my total', 'get another 15 pounds on your total'],
  ])('reads load on a lift in "%s" as a strength goal, not a body-weight gain', (message, improvement) => {
    const request = read(message);
    expect(request.improvement).toBe(improvement);
    expect(request.changeKg).toBeUndefined();
    expect(request.goal).not.toBe('bulk');
    expect(request.emphasis).toBe('strength');
  });

  it.each(['want to gain 10 lb of muscle, I weigh 180', 'need to put on weight', 'want to build muscle'])(
    'leaves a body-weight gain in "%s" as a gain',
    (message) => {
      expect(read(message).goal).toBe('bulk');
      expect(read(message).improvement).toBeUndefined();
    },
  );
});

describe('the training week the athlete describes', () => {
  it.each([
    ['3 days a week', 3, undefined],
    ['I can train three times per week', 3, undefined],
    ['train Mon/Wed/Fri', 3, ['Monday', 'Wednesday', 'Friday']],
    ['I lift tuesdays and thursdays', 2, ['Tuesday', 'Thursday']],
    ['every other day', 3, undefined],
    ['twice a week plus games on Saturday', 2, undefined],
    ['I work 5 days a week and can train 3 days', 3, undefined],
    ['I can only get to the gym 2 days a week', 2, undefined],
  ])('"%s" is %i days', (message, days, named) => {
    const request = read(message);
    expect(request.daysPerWeek).toBe(days);
    expect(request.namedDays).toEqual(named);
  });

  it.each([
    ['twice a week plus games on Saturday', ['Saturday']],
    ['3 days, we play sundays', ['Sunday']],
    ['matches are on wednesday and saturday, 2 lifts a week', ['Wednesday', 'Saturday']],
    ['3 days a week', undefined],
  ])('reads the game days in "%s"', (message, games) => {
    expect(read(message).gameDays).toEqual(games);
  });

  it.each([
    ['I can train 4 days but 2 of them are short', 4, { count: 2 }],
    ['three days a week, one short day', 3, { count: 1 }],
    ['5 days a week, 2 are short ones', 5, { count: 2 }],
    ['train 4 days, 2 of them only 30 minutes', 4, { count: 2, minutes: 30 }],
    ['4 days a week but two are quick sessions of 20 min', 4, { count: 2, minutes: 20 }],
  ])('"%s" has %i days with its short ones', (message, days, short) => {
    const request = read(message);
    expect(request.daysPerWeek).toBe(days);
    expect(request.shortDays).toEqual(short);
  });

  it.each(['I have 2 kids and can train 4 days', '4 days a week, 45 minutes each'])(
    'finds no short days in "%s"',
    (message) => {
      expect(read(message).shortDays).toBeUndefined();
    },
  );

  it.each([
    ['It is May 3. I have tryouts on July 1', 8, 'July 1, 2027'],
    ['today is june 1 and the combine is august 10', 10, 'August 10, 2027'],
    ["it's april 10th, season starts june 5", 8, 'June 5, 2027'],
  ])('counts the weeks in "%s" from the date it states', (message, weeks, byDate) => {
    const request = read(message);
    expect(request.weeks).toBe(weeks);
    expect(request.byDate).toBe(byDate);
  });
});

describe('an athlete of another sport named in the message', () => {
  it.each([
    ["I'm a swimmer and need dryland work", 'swimmer'],
    ['I swim the 200 free for my club', 'swimmer'],
    ['my daughter swims, 3 days of dryland', 'swimmer'],
    ['I row in college, need a lifting plan', 'rower'],
    ['my 2k erg is 7:10, want to lift', 'rower'],
    ['distance runner, want strength work twice a week', 'runner'],
    ['training for a half marathon in the fall', 'runner'],
    ['cross country starts in august', 'runner'],
    ['I am a cyclist and want leg strength', 'cyclist'],
    ['triathlete looking for gym work', 'cyclist'],
    ['my son wrestles and plays football', 'combat'],
    ['I do bjj and want to get stronger', 'combat'],
    ['amateur boxer, fight in 8 weeks', 'combat'],
  ])('finds "%s" is a %s', (message, athlete) => {
    expect(read(message).crossTraining).toBe(athlete);
  });

  it.each([
    'running back, 4 days a week',
    'I want to run a faster mile',
    'bike intervals for conditioning',
    'rows and pull-ups for my back',
    'box jumps for my vertical',
  ])('finds no other sport in "%s"', (message) => {
    expect(read(message).crossTraining).toBeUndefined();
  });
});

describe('the goal in the many ways athletes say it', () => {
  it.each([
    'looking to beef up this winter',
    'way too lean for linebacker, trying to fill out',
    'want to size up before camp',
    'trying to get thicker through the chest and legs',
  ])('reads "%s" as a gain', (message) => {
    expect(read(message).goal).toBe('bulk');
  });

  it('reads "add 8 lb of lean mass" as a gain of 8 lb', () => {
    const request = read('want to add 8 lb of lean mass');
    expect(request.goal).toBe('bulk');
    expect(pounds(request.changeKg)).toBe(8);
  });

  it.each([
    'need to trim down to 140 for the meet',
    'gotta make the weight for the tournament',
    'want to get ripped before the beach trip',
    'trying to drop a weight class this year',
  ])('reads "%s" as a loss', (message) => {
    expect(read(message).goal).toBe('cut');
  });

  it.each([
    'lose the gut but keep building muscle',
    'burn fat while adding muscle, 4 days a week',
    'thinking of a recomposition phase',
  ])('reads "%s" as a recomposition, neither a cut nor a bulk', (message) => {
    const request = read(message);
    expect(request.goal).toBe('recomp');
    expect(request.improvement).toBeUndefined();
  });

  it.each([
    'get my 40 to a 4.65 before the combine',
    'throwing 78 now, want to touch 84',
    'want to dunk a volleyball by next year',
    'I am dying in the second half of games, need more gas',
    'always run out of gas late in matches',
    'more power off the tee',
    'my squat is stuck and I want to bench heavier',
    'need to be ready for preseason testing',
  ])('reads "%s" as a performance goal, not holding steady', (message) => {
    expect(read(message).goal).toBe('perform');
  });

  it.each([
    'want to keep my size through the season',
    'maintain my weight while I play',
    'in-season lifting to hold strength',
  ])('reads "%s" as holding what the athlete has', (message) => {
    expect(read(message).goal).toBe('maintain');
  });

  it('leaves the goal unsaid when the message names none, so the coach says what it assumed', () => {
    expect(read('can you write me something for the gym').goal).toBeUndefined();
  });
});

describe('the unit of a weight given without one', () => {
  it.each([
    ["I'm 5'9 140, want to gain 12", 140, 12],
    ['5ft 6, 128, trying to lean out', 128, undefined],
    ['I am 5 foot 8 and 132, need to add 10', 132, 10],
  ])('reads "%s" in pounds, from the height in feet', (message, weight, change) => {
    const request = read(message);
    expect(request.weightUnit).toBe('lb');
    expect(pounds(request.weightKg)).toBe(weight);
    if (change !== undefined) expect(pounds(request.changeKg)).toBe(change);
  });

  it.each([
    ['from Ireland, 84 and want to drop 5', 84, -5],
    ["I'm 178cm, 74, want to put on 4", 74, 4],
    ['weigh 77kg and need to lose 3', 77, -3],
  ])('reads "%s" in kilograms', (message, weight, change) => {
    const request = read(message);
    expect(request.weightUnit).toBe('kg');
    expect(Math.round(request.weightKg ?? 0)).toBe(weight);
    expect(Math.round(request.changeKg ?? 0)).toBe(change);
  });

  it('counts a bare change in the unit of the bare weight beside it', () => {
    const request = read('I am 103, want to lose 9 over the spring');
    expect(request.weightUnit).toBe('kg');
    expect(request.goal).toBe('cut');
    expect(request.changeKg).toBe(-9);
  });

  it('reads a weight under 90 after "I\'m" when a weight to reach lies near it', () => {
    const request = read("I'm 86, want to get to 79");
    expect(request.weightKg).toBe(86);
    expect(request.targetWeightKg).toBe(79);
    expect(request.goal).toBe('cut');
    expect(read("I'm 66 and want to get stronger").weightKg).toBeUndefined();
  });

  it('never reads a pound figure with "#" as kilograms', () => {
    const request = read('currently 198#, goal is 185');
    expect(request.weightUnit).toBe('lb');
    expect(pounds(request.weightKg)).toBe(198);
    expect(pounds(request.targetWeightKg)).toBe(185);
  });

  it('reads a bare end weight in the unit that lands near the weight now', () => {
    const request = read("I'm 90 kg and want to be 187");
    expect(pounds(request.targetWeightKg)).toBe(187);
    expect(request.goal).toBe('cut');
  });
});

describe('dates and lengths counted from the day of the request', () => {
  it.each([
    ['combine is on the 9th of may', 'May 9, 2027', 10],
    ['tryouts on the 22nd of April, get me quicker', 'April 22, 2027', 7],
    ['need to peak for 14 june', 'June 14, 2027', 15],
    ['want to be in shape by the end of summer', 'August 31, 2027', 26],
    ['bulk through to the fall', 'September 1, 2027', 26],
  ])('reads "%s" as the date %s, %i weeks away', (message, date, weeks) => {
    const request = read(message);
    expect(request.byDate).toBe(date);
    expect(request.weeks).toBe(weeks);
  });

  it.each([
    ['2 months out from the season, need speed', 9],
    ['fight is 5 weeks out', 5],
    ['season opener is in 9 wks', 9],
    ['cut for the meet in a month', 4],
    ['a few months before my wrestling season starts', 13],
  ])('reads "%s" as %i weeks', (message, weeks) => {
    expect(read(message).weeks).toBe(weeks);
  });

  it('does not take time since an operation for the program length', () => {
    expect(read('8 months out from surgery on my knee').weeks).toBeUndefined();
    expect(read('knee reconstruction 7 months ago, want to play again').weeks).toBeUndefined();
  });

  it('reads weeks away from the season as the pre-season', () => {
    expect(read('2 months out from the season, need speed').season).toBe('pre-season');
  });
});

describe('injuries told in everyday words', () => {
  it.each([
    ['my groin keeps tweaking on cuts', 'groin', true],
    ["ankle's been wonky since I rolled it", 'ankle', false],
    ['lower back gets stiff after squats', 'lower-back', false],
    ['pulled my hammy two times last season', 'hamstring', true],
  ])('reads "%s" as a %s injury', (message, area, recurring) => {
    const request = read(message);
    const injury = request.injuries[0] ?? request.mildInjuries?.[0];
    expect(injury?.area).toBe(area);
    expect(injury?.recurring).toBe(recurring);
  });

  it('reads an operation some months ago with a wish to play as a return from surgery', () => {
    const request = read('labrum surgery 7 months ago, want to get back to pitching');
    expect(request.injuries[0]).toMatchObject({ area: 'shoulder', severity: 'surgery' });
    expect(request.returning).toBe(true);
  });
});

describe('kit named by its place or by its heaviest pair', () => {
  it('reads "dumbbells up to the 35s" as free weights up to 35 lb', () => {
    const request = read('only dumbbells up to the 35s at home, 3 days');
    expect(request.equipment).toEqual(['dumbbell']);
    expect(pounds(request.heaviestLoad?.kg)).toBe(35);
    expect(request.heaviestLoad?.unit).toBe('lb');
  });

  it.each(['training in my apartment gym for now', 'on the road, only the hotel fitness center'])(
    'gives "%s" the dumbbells, bench and bike such a place has',
    (message) => {
      expect(read(message).equipment).toEqual(expect.arrayContaining(['dumbbell', 'bench', 'bike']));
    },
  );

  it('keeps a park with no gym to bodyweight', () => {
    expect(read('no gym, only a field nearby').equipment).toEqual([]);
  });
});

describe('lift loads keep the unit they were said in', () => {
  it('reads "#" after a lift as pounds in a message that counts body weight in kilograms', () => {
    const lift = read('88kg, deadlift 385#, want a bigger pull').lifts?.[0];
    expect(lift?.unit).toBe('lb');
    expect(pounds(lift?.kg)).toBe(385);
  });

  it('reads a bare load no one lifts in kilograms as pounds, and a plausible one in kilograms', () => {
    const lifts = read('I am 84kg, squat 335 and bench 95').lifts ?? [];
    expect(lifts.find((lift) => lift.lift === 'squat')?.unit).toBe('lb');
    expect(lifts.find((lift) => lift.lift === 'bench')).toMatchObject({ unit: 'kg', kg: 95 });
  });
});

describe('an end weight in more shapes', () => {
  it('reads an end weight with its unit glued on', () => {
    const request = read('sitting at 64kg and want to bulk to 70kg over the summer');
    expect(request.weightKg).toBe(64);
    expect(request.targetWeightKg).toBe(70);
    expect(request.goal).toBe('bulk');
  });

  it("reads the weight someone else wants the athlete at as the athlete's target", () => {
    const request = read('148 lb winger, my coach wants me at 160 for next season');
    expect(pounds(request.weightKg)).toBe(148);
    expect(pounds(request.targetWeightKg)).toBe(160);
    expect(request.goal).toBe('bulk');
  });
});

describe('running out of breath is a conditioning aim', () => {
  it.each(['winded after one sprint up the pitch', 'always gassed by the last set'])(
    'reads "%s" as conditioning',
    (message) => {
      const request = read(message);
      expect(request.goal).toBe('perform');
      expect(request.emphasis).toBe('conditioning');
    },
  );
});

describe('more ways of saying the weight now, a jump to reach and a joint that slips', () => {
  it('reads a weight said before "now" and a bare weight from 120 up as pounds', () => {
    const request = read('126 right now and need to be 119 for the regional');
    expect(request.weightUnit).toBe('lb');
    expect(pounds(request.weightKg)).toBe(126);
    expect(pounds(request.targetWeightKg)).toBe(119);
    expect(request.goal).toBe('cut');
  });

  it('reads a vertical now and wanted as the gain between them', () => {
    expect(read('want my vert to go from 26 to 31 inches').performanceTarget).toMatchObject({
      kind: 'vertical',
      amount: 5,
      unit: 'in',
      gain: true,
    });
  });

  it('reads a joint that keeps slipping out as a recurring dislocation', () => {
    const injury = read('my kneecap keeps slipping out when I cut').injuries[0];
    expect(injury).toMatchObject({ area: 'knee', severity: 'tear', recurring: true });
  });
});

describe('kit said to be missing', () => {
  it('does not count kit the athlete says they lack', () => {
    expect(read('small gym near work, no barbells really, just dumbbells to 60').equipment).toEqual(['dumbbell']);
    expect(read('only kettlebells and bands, without a bench or rack').equipment).toEqual(['kettlebell', 'band']);
  });
});

describe('every number is bound to its noun and unit before it becomes a goal', () => {
  it.each([
    'my catcher does 30-pitch bullpens three times a week',
    'she throws 60 pitches a session, twice a week',
    'he throws 25 pitch sides on tuesdays, wants to build arm strength',
  ])('reads no throwing speed from a pitch count: %s', (message) => {
    expect(read(message).performanceTarget).toBeUndefined();
  });

  it('keeps a speed beside a pitch count apart from it', () => {
    const request = read('my kid throws 35-pitch bullpens, sits 68 and wants 73');
    expect(request.performanceTarget).toMatchObject({ kind: 'velocity', current: 68, amount: 73 });
  });

  it.each([
    ['runs the 800 in 2:24 and wants 2:15 by the state meet', '800 m', 144, 135],
    ['my 1500 is 4:58, goal 4:45', '1500 m', 298, 285],
    ['her 400m is 61 seconds, she wants 57', '400 m', 61, 57],
    ['200 in 26.4 and aiming for 25.5', '200 m', 26.4, 25.5],
  ])('reads a race time now and wanted from "%s"', (message, named, current, target) => {
    expect(read(message).mark).toMatchObject({ kind: 'run', named, current, target });
  });

  it.each([
    ['bench 165 for 6, want 205 by july', 'bench', 205, 'lb'],
    ['deadlift is 150 kg for 2 and my goal is 180 kg', 'deadlift', 180, 'kg'],
    ['squat 275, trying to hit 315 before the season', 'squat', 315, 'lb'],
  ])('reads the wanted load on the lift from "%s"', (message, lift, target, unit) => {
    const [stated] = read(message).lifts ?? [];
    expect(stated?.lift).toBe(lift);
    expect(stated?.unit).toBe(unit);
    const said = unit === 'kg' ? stated?.targetKg : pounds(stated?.targetKg);
    expect(Math.round(said ?? 0)).toBe(target);
  });

  it('takes no rep count or body weight as a wanted load', () => {
    const [stated] = read('squat 120 kg for 3 and want 8 reps, i weigh 90 kg and want 85 kg').lifts ?? [];
    expect(stated?.targetKg).toBeUndefined();
  });

  it.each([
    ['my vertical is 22 inches and i want 28', 6, 'in'],
    ['vert is 55 cm, goal 62', 7, 'cm'],
  ])('reads a vertical now and a bare one wanted: %s', (message, amount, unit) => {
    expect(read(message).performanceTarget).toMatchObject({ kind: 'vertical', amount, unit, gain: true });
  });
});

describe('days, session length and position said in shorthand', () => {
  it.each([
    ['Lift MWF, want more speed for the 100', ['Monday', 'Wednesday', 'Friday']],
    ['Tu/Th are my gym days', ['Tuesday', 'Thursday']],
    ['T/Th/Sat mornings before work', ['Tuesday', 'Thursday', 'Saturday']],
    ['M-W-F, want a bigger squat', ['Monday', 'Wednesday', 'Friday']],
    ['free mtwthf after class', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['i can only get in sat and sun', ['Saturday', 'Sunday']],
  ])('reads the days in "%s" as %j, and counts them', (message, days) => {
    const request = read(message);
    expect(request.namedDays).toEqual(days);
    expect(request.daysPerWeek).toBe(days.length);
  });

  it.each([
    ['mow the lawn, then lift mwf', ['Monday', 'Wednesday', 'Friday']],
    ['true or false: t/f, I can do tu/th', ['Tuesday', 'Thursday']],
    ['tsa pre-check at 6, then M/W/F at the hotel gym', ['Monday', 'Wednesday', 'Friday']],
  ])('reads only the day codes among the ordinary words of "%s"', (message, days) => {
    expect(read(message).namedDays).toEqual(days);
  });

  it.each(['3 days a week on turf, bands only', 'surf in the morning, lift 3 days'])(
    'reads no days from words spelled with day letters in "%s"',
    (message) => {
      expect(read(message).namedDays).toBeUndefined();
      expect(read(message).daysPerWeek).toBe(3);
    },
  );

  it.each([
    ['1 hour sessions, twice a week', 60],
    ['hour-long workouts 3 days a week', 60],
    ['hour long lifts, 4 days', 60],
    ['1.5 hr sessions two days a week', 90],
    ['3x/week 45 mins, want to get stronger', 45],
    ['4 sessions a week of 75 minutes', 75],
  ])('reads the session length in "%s" as %i minutes', (message, minutes) => {
    expect(read(message).sessionMinutes).toBe(minutes);
  });

  it.each([
    ["6'5 small forward, want to get stronger", 'guard', 'small forward'],
    ['17, PG, 3 days a week', 'guard', 'point guard'],
  ])('reads the position in "%s" as tag %s, said back as %s', (message, tag, named) => {
    const request = read(message);
    expect(request.position).toBe(tag);
    expect(request.positionNamed).toBe(named);
  });

  it('leaves no bare "my" as the thing to improve once a measured target is read out of it', () => {
    const request = read('I want to improve my vertical by 3 inches before tryouts');
    expect(request.performanceTarget).toMatchObject({ kind: 'vertical', amount: 3 });
    expect(request.improvement).toBeUndefined();
  });
});

describe('dates in figures, injuries told as over, midfield roles', () => {
  const today = new Date('2026-11-27T12:00:00Z');

  it.each([
    ['want to be match fit by 6/1', 'June 1, 2027', 27],
    ['peak before 15/3 for the regional final', 'March 15, 2027', 15],
    ['lose 4 kg by 1.5.2027', 'May 1, 2027', 22],
  ])('counts the weeks to the date in "%s" from the day sent', (message, byDate, weeks) => {
    const request = read(message, today);
    expect(request.byDate).toBe(byDate);
    expect(request.weeks).toBe(weeks);
  });

  it.each(['drop by 2.5 kg a month until 6/1', 'cut my 40 by 1/10 of a second by 6/1'])(
    'reads the date, not a weight or a fraction, in "%s"',
    (message) => {
      expect(read(message, today).byDate).toBe('June 1, 2027');
    },
  );

  it('reads a tweak told as fine now as past, not as an injury to train around', () => {
    const request = read("tweaked my groin in the spring, it's fine now, want to get faster");
    expect(request.injuries).toEqual([]);
    expect(request.pastInjuries?.map((injury) => injury.area)).toEqual(['groin']);
  });

  it.each([
    ['15, I play center mid', 'center mid'],
    ['holding midfielder, want more engine', 'holding midfielder'],
  ])('reads "%s" as an outfield player, said back as %s', (message, named) => {
    const request = read(message);
    expect(request.position).toBe('outfield');
    expect(request.positionNamed).toBe(named);
  });
});

describe('days ruled out', () => {
  it.each([
    ['I can lift every day except Saturday', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Sunday']],
    ['weekdays but not on wednesdays', ['Monday', 'Tuesday', 'Thursday', 'Friday']],
  ])('trains on the days left in "%s"', (message, days) => {
    const request = read(message);
    expect(request.namedDays).toEqual(days);
    expect(request.daysPerWeek).toBe(days.length);
  });

  it.each([
    ["3 days a week, can't do Mondays", ['Monday'], 3],
    ['2 sessions a week, never on weekends', ['Saturday', 'Sunday'], 2],
    ['no fridays, want a faster first step', ['Friday'], undefined],
  ])('keeps the count and sets the ruled-out days apart in "%s"', (message, off, days) => {
    const request = read(message);
    expect(request.namedDays).toBeUndefined();
    expect(request.offDays).toEqual(off);
    expect(request.daysPerWeek).toBe(days);
  });

  it('reads the length of counted sessions: "3 x 25 minutes a week"', () => {
    const request = read('bodyweight only, 3 x 25 minutes a week');
    expect(request.sessionMinutes).toBe(25);
    expect(request.daysPerWeek).toBe(3);
  });
});

describe('a number takes its role from its cue words, not its size', () => {
  const liftOf = (message: string, name: string) => read(message).lifts?.find((lift) => lift.lift === name);

  it.each([
    ['want to bench 225 by summer, currently 185, 4 days a week full gym', 'bench', 185, 225],
    ['currently benching 185, want to bench 225 by june', 'bench', 185, 225],
    ['trying to squat 315 this year, im at 265 right now, weigh 190', 'squat', 265, 315],
    ['i want to squat 300 lbs. currently 245. 16 yo', 'squat', 245, 300],
    ['goal is to deadlift 405, sitting at 350 atm', 'deadlift', 350, 405],
  ] as const)('"%s" holds the %s now at %i and wants %i', (message, lift, now, wanted) => {
    const read_ = liftOf(message, lift);
    expect(pounds(read_?.kg)).toBe(now);
    expect(pounds(read_?.targetKg)).toBe(wanted);
  });

  it('takes neither lift number for the body weight, and keeps a weight said with its cue', () => {
    expect(read('want to bench 225 by summer, currently 185').weightKg).toBeUndefined();
    expect(pounds(read('trying to squat 315 this year, im at 265 right now, weigh 190').weightKg)).toBe(190);
  });

  it('reads "deadlift 200kg goal, my max is 170kg at the moment" in kilograms', () => {
    const lift = liftOf('goal is to deadlift 200kg, my max is 170kg at the moment, 3 days', 'deadlift');
    expect(lift?.kg).toBe(170);
    expect(lift?.targetKg).toBe(200);
  });

  it.each([
    ['sub-20 5k goal, currently 22:10', '5 km', 1330, 1200],
    ['want to break 6 in the mile, running 6:40 now', 'mile', 400, 360],
    ['my 5k is 24:30 at the moment and i want to get under 22 minutes', '5 km', 1470, 1320],
    ['10k in 48:00 now, want sub 45', '10 km', 2880, 2700],
  ] as const)('"%s" is a %s run from %i s to %i s', (message, named, current, target) => {
    expect(read(message).mark).toMatchObject({ kind: 'run', named, current, target });
  });

  it.each([
    ['vertical is 24 inches now, goal 30 inches', 6, 'in'],
    ['my vert is 22 in right now and my goal is 28', 6, 'in'],
    ['vertical 55 cm at the moment, target 63 cm', 8, 'cm'],
  ] as const)('"%s" wants %i %s more on the vertical', (message, amount, unit) => {
    expect(read(message).performanceTarget).toMatchObject({ kind: 'vertical', amount, unit });
  });

  it.each([
    'going on a golf trip, 6 rounds in 7 days, keep my back loose',
    'tournament in 10 days, what should i do',
    'got a 5-day tournament coming up, how do i stay fresh',
    'over the next 14 days i need to get sharp',
  ])('a stretch of days is no count of training days: "%s"', (message) => {
    expect(read(message).daysPerWeek).toBeUndefined();
  });

  it('still counts days a week said beside a stretch of days', () => {
    expect(read('tournament in 10 days, 4 days a week training').daysPerWeek).toBe(4);
  });

  it.each([
    ["i can touch 9'10, want to dunk, 6'1, trap bar and dumbbells, 3 days", ['trap-bar', 'dumbbell']],
    ["5'11 180, 2 kettlebells (16kg, 24kg), want more power", ['kettlebell']],
    ['dumbbells, 3 days a week, 45 min', ['dumbbell']],
  ] as const)('a bare list of kit is the kit on hand: "%s"', (message, kit) => {
    expect(read(message).equipment).toEqual(kit);
  });

  it('does not take "bench" alone for the only kit', () => {
    expect(read('want to get stronger, 4 days, bench').equipment).toBeUndefined();
  });

  it('reads a bare body weight in pounds beside a height in feet, whatever unit the kit is in', () => {
    expect(pounds(read("5'11 180, 2 kettlebells (16kg, 24kg), want more power").weightKg)).toBe(180);
  });

  it('takes plates counted in pounds for kit, not the athlete', () => {
    const request = read('my garage has a squat rack, barbell and 300 lbs of plates, want to get stronger');
    expect(request.weightKg).toBeUndefined();
    expect(request.equipment).toEqual(['barbell']);
  });

  it.each(['want to add 10 yards, 2 days a week', 'need another 15 yards off the tee'])(
    'a distance to add is the swing, not a thing to improve: "%s"',
    (message) => {
      const request = read(message);
      expect(request.powerGoal).toBe('swing');
      expect(request.improvement ?? '').not.toMatch(/\d/);
    },
  );
});

describe('the place and its house rules', () => {
  it.each([
    ['in my hotel room for a week, 20 mins a day', ['small-room']],
    ['apartment so no jumping, 3x a week', ['small-room', 'quiet-floor']],
    ['training in my bedroom, bands only', ['small-room']],
    ['neighbours downstairs complain, 4 days, dumbbells', ['quiet-floor']],
    ["i can't jump, we live upstairs, quiet workouts only", ['quiet-floor']],
  ] as const)('"%s" trains under %j', (message, spaces) => {
    expect(read(message).spaces).toEqual(spaces);
  });

  it.each([
    'dumbbell bench on a flat bench at the gym, 4 days',
    'run on flat ground, want to get faster',
    'i go to my apartment gym, 3 days',
  ])('"%s" names no limiting space', (message) => {
    expect(read(message).spaces).toBeUndefined();
  });
});
