import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import type { BodyArea, Exercise } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
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
