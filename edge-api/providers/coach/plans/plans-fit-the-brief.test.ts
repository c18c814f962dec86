import { describe, expect, it } from 'vitest';
import { PracticePlanSchema, type PracticePlan } from '../../../../shared/practice-plan';
import { answer } from '../builtin/builtin-coach';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { parsePlanRequest } from '../understand/parse-plan-request';
import { parseTrainingRequest } from '../understand/parse-training-request';
import { allAgeRules } from './age-rules';
import { buildFitnessSession } from './fitness-session';
import { buildPracticePlan } from './practice-plan';

const NOW = new Date('2026-11-26T12:00:00Z');

function reply(
  mode: 'personalTrainer' | 'comprehensiveCoach',
  sport: 'soccer' | 'basketball' | 'football' | 'tennis' | 'baseball' | 'golf',
  message: string,
) {
  return answer({ mode, sport, message, profile: null, now: NOW } as Parameters<typeof answer>[0]).text;
}

function planIn(text: string): PracticePlan {
  const json = /```json\n([\s\S]*?)\n```/.exec(text)?.[1];
  return PracticePlanSchema.parse(JSON.parse(json ?? 'null'));
}

const total = (plan: PracticePlan) => plan.blocks.reduce((sum, block) => sum + block.minutes, 0);

describe('a single session asked of the Trainer', () => {
  it('is one timed session with only the kit named, not a multi-week program', () => {
    const text = reply(
      'personalTrainer',
      'soccer',
      'Could you put together a 35 min session for my U12 group? All we have is resistance bands and a few med balls.',
    );
    expect(text).not.toContain('### Program');
    expect(text).not.toMatch(/#### Week/);
    const plan = planIn(text);
    expect(total(plan)).toBe(35);
    expect(plan.level).toBe('youth');
    const exercises = knowledgeOf('soccer').exercises;
    for (const block of plan.blocks.filter((entry) => entry.phase === 'technical')) {
      const exercise = exercises.find((candidate) => block.activity.startsWith(`${candidate.name}:`));
      expect(exercise, block.activity).toBeDefined();
      for (const item of exercise?.equipment ?? []) expect(['band', 'medicine-ball']).toContain(item);
    }
    expect(plan.blocks.some((block) => /band/i.test(block.activity))).toBe(true);
    expect(plan.blocks.some((block) => /med ball/i.test(block.activity))).toBe(true);
  });

  it('reads the headcount of a team session and builds it as a speed session', () => {
    const text = reply(
      'personalTrainer',
      'basketball',
      'half an hour speed and agility workout for a squad of 16 please',
    );
    const plan = planIn(text);
    expect(plan.players).toBe(16);
    expect(total(plan)).toBe(30);
    expect(plan.title).toContain('Speed');
    for (const block of plan.blocks.filter((entry) => entry.phase !== 'break'))
      expect(block.groups).toMatch(/16|of 4|of 2/);
  });

  it('adapts a solo session around an injury and sends the athlete to a physio', () => {
    const text = reply(
      'personalTrainer',
      'tennis',
      'one short workout for this evening, only dumbbells here, and my right ankle is sore',
    );
    const plan = planIn(text);
    const loadsAnkle = knowledgeOf('tennis')
      .exercises.filter((exercise) => exercise.loads.includes('ankle'))
      .map((exercise) => exercise.name);
    for (const block of plan.blocks) for (const name of loadsAnkle) expect(block.activity).not.toContain(`${name}:`);
    expect(plan.blocks.filter((block) => block.phase === 'technical').length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/physio/);
  });

  it('keeps barbells and depth jumps from children and fills exactly the minutes asked', () => {
    for (const minutes of [20, 27, 45, 75, 120]) {
      const plan = buildFitnessSession({
        sport: 'basketball',
        minutes,
        players: 9,
        level: 'youth',
        age: 11,
        emphasis: 'power',
        injuries: [],
        exercises: knowledgeOf('basketball').exercises,
      });
      expect(total(plan)).toBe(minutes);
      expect(plan.blocks.some((block) => /Depth Jump|Trap Bar|Barbell|Back Squat/.test(block.activity))).toBe(false);
    }
  });
});

describe('practice plans fit the brief', () => {
  it('fills a transition-defence practice with transition-defence work', () => {
    const text = reply(
      'comprehensiveCoach',
      'soccer',
      'plan a 70 minute practice for 16 players so we can sort out our transition defence',
    );
    const plan = planIn(text);
    expect(plan.focus).toEqual(['transition defence']);
    const drills = knowledgeOf('soccer').drills;
    const working = plan.blocks.filter((block) => block.phase !== 'break' && block.phase !== 'warm-up');
    const onFocus = working.filter((block) => {
      const drill = drills.find((candidate) => candidate.id === block.drillId);
      return drill?.skills.includes('transition-defense') || /conditioned on transition defence/.test(block.activity);
    });
    const minutes = (blocks: { minutes: number }[]) => blocks.reduce((sum, block) => sum + block.minutes, 0);
    expect(minutes(onFocus)).toBeGreaterThan(minutes(working) / 2);
    expect(plan.blocks.some((block) => /Finishing|Shooting/.test(block.activity))).toBe(false);
  });

  it('cuts a small-sided game into teams of its size from the headcount', () => {
    const plan = buildPracticePlan({
      sport: 'basketball',
      minutes: 60,
      players: 15,
      level: 'high-school',
      focus: ['spacing'],
      drills: knowledgeOf('basketball').drills,
    });
    const game = plan.blocks.find((block) => block.drillId === 'three-on-three-half-court');
    expect(game?.groups).toBe('5 teams of 3: 2 games of 3 v 3 at once, the odd team rotates on each game');
  });

  it('runs stations, one per coach, when there are several coaches', () => {
    const request = parsePlanRequest('75 min practice for 18 kids, 3 coaches, working on passing');
    expect(request.coaches).toBe(3);
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 75,
      players: 18,
      level: 'youth',
      focus: ['passing'],
      coaches: 3,
      drills: knowledgeOf('soccer').drills,
    });
    const stations = plan.blocks.find((block) => block.activity.startsWith('Stations'));
    expect(stations?.activity).toMatch(/Coach 1: .*Coach 2: /);
    expect(stations?.groups).toMatch(/^\d groups? of \d/);
    expect(total(plan)).toBe(75);
  });

  it('leaves heading out for young soccer players and tackling out of flag football', () => {
    const soccer = buildPracticePlan({
      sport: 'soccer',
      minutes: 60,
      players: 14,
      level: 'youth',
      age: 10,
      focus: ['heading', 'set pieces'],
      drills: knowledgeOf('soccer').drills,
    });
    const heading = knowledgeOf('soccer').drills.filter((drill) => drill.involves?.includes('heading'));
    for (const drill of heading) expect(soccer.blocks.map((block) => block.drillId)).not.toContain(drill.id);
    expect(soccer.notes.join(' ')).toMatch(/No heading/);

    const request = parsePlanRequest('Plan a 60 minute flag football practice for 14 ten year olds, focus on tackling');
    expect(request.variant).toBe('flag');
    const flag = buildPracticePlan({
      sport: 'football',
      minutes: 60,
      players: 14,
      level: 'youth',
      age: 10,
      variant: 'flag',
      focus: ['tackling'],
      drills: knowledgeOf('football').drills,
    });
    const contact = knowledgeOf('football').drills.filter((drill) => drill.involves?.includes('contact'));
    for (const drill of contact) expect(flag.blocks.map((block) => block.drillId)).not.toContain(drill.id);
    expect(flag.blocks.map((block) => block.drillId)).toContain('flag-pulling-drill');
    expect(flag.notes.join(' ')).not.toMatch(/tackle football/);
  });

  it('states pitch counts and rest days for a young pitching practice', () => {
    const plan = buildPracticePlan({
      sport: 'baseball',
      minutes: 60,
      players: 10,
      level: 'youth',
      age: 11,
      focus: ['pitching'],
      drills: knowledgeOf('baseball').drills,
    });
    expect(plan.notes.join(' ')).toMatch(/85 at 11 to 12/);
    expect(plan.notes.join(' ')).toMatch(/rest 1 day/i);
  });

  it('keeps every age rule checkable: ages in order and a bound or a variant each', () => {
    expect(allAgeRules().length).toBeGreaterThanOrEqual(5);
  });
});

describe('the Trainer reads the goal and the constraints', () => {
  it('reads a fitness-test target and puts running toward it in the program', () => {
    const training = parseTrainingRequest('I have a beep test in 6 weeks and want to reach level 11, I weigh 70kg');
    expect(training.fitnessTest).toEqual({ name: 'beep test', target: 'level 11' });
    const text = reply(
      'personalTrainer',
      'soccer',
      'I have a beep test in 6 weeks and want to reach level 11, I weigh 70kg',
    );
    expect(text).toMatch(/### Beep test: level 11/);
    expect(text).toMatch(/shuttles at target pace/);
    // The runs are the program; the lifting only supports them.
    expect(text).toContain('### Supporting strength');
  });

  it('schedules the days and time the athlete named and fits fasting', () => {
    const text = reply(
      'personalTrainer',
      'basketball',
      'Can only train Mondays, Wednesdays and Saturdays at 5am, fasting for Ramadan, 80 kg, want to get stronger',
    );
    expect(text).toMatch(/Schedule: Monday, Wednesday, Saturday, at 5am/);
    expect(text).toContain('**Monday — ');
    expect(text).toContain('**Saturday — ');
    expect(text).not.toContain('**Day 1');
    expect(text).toMatch(/While fasting/);
  });

  it('gives a teenager who wants to gain weight a surplus, not maintenance', () => {
    const text = reply(
      'personalTrainer',
      'football',
      "I'm 15, 58 kg, skinny and want to put on weight for next season, 3 days a week",
    );
    const calories = Number(/Calories: (\d+) kcal/.exec(text)?.[1]);
    const maintenance = Number(/= (\d+) kcal;/.exec(text)?.[1]);
    expect(calories).toBeGreaterThan(maintenance);
  });
});

describe('a plan asked in shorthand fits its brief', () => {
  const drillsOf = (sport: 'soccer' | 'basketball' | 'football') => knowledgeOf(sport).drills;

  it('says back what it read and fills the minutes exactly', () => {
    const text = reply('comprehensiveCoach', 'soccer', 'practce tmrw 60 min 12 u10s, only 5 balls, passing');
    expect(text).toMatch(/> Read: 60 minutes, 12 players, age 9, U10, focus passing, kit: 5 balls/);
    const plan = planIn(text);
    expect(total(plan)).toBe(60);
    expect(text).toContain('5 balls for 12 players');
  });

  it('gives most of the working time to the focus', () => {
    const text = reply('comprehensiveCoach', 'basketball', '1 hr sesh w 8 girls, work on press break');
    const plan = planIn(text);
    expect(total(plan)).toBe(60);
    const served = /(\d+) of the (\d+) working minutes go to press break/.exec(text);
    expect(served).not.toBeNull();
    expect(Number(served?.[1])).toBeGreaterThan(Number(served?.[2]) / 2);
  });

  it('runs stations when several coaches are on hand', () => {
    const text = reply(
      'comprehensiveCoach',
      'soccer',
      'got an hour tmrw w/ 14 twelve-year-olds and me + 2 dads, we stink at first touch',
    );
    const plan = planIn(text);
    expect(total(plan)).toBe(60);
    expect(plan.blocks.some((block) => /^Stations, [23] at once/.test(block.activity))).toBe(true);
    expect(text).toContain('3 coaches, so stations');
  });

  it('keeps to the kit on hand: no goal drills without goals, no ball-each drills short of balls', () => {
    const soccer = drillsOf('soccer');
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 50,
      players: 11,
      level: 'youth',
      age: 8,
      focus: ['passing'],
      coaches: 2,
      equipment: [
        { item: 'ball', count: 6 },
        { item: 'goal', count: 0 },
      ],
      drills: soccer,
    });
    expect(total(plan)).toBe(50);
    for (const block of plan.blocks) {
      expect(block.equipment.join(' ')).not.toMatch(/goal|per player/);
    }
  });

  it('leaves contact out of flag football and out of tackle football short of helmets', () => {
    const football = drillsOf('football');
    const contact = new Set(football.filter((drill) => drill.involves?.includes('contact')).map((drill) => drill.id));
    expect(contact.size).toBeGreaterThan(0);
    const flag = planIn(
      reply(
        'comprehensiveCoach',
        'football',
        'what should tuesday look like, 75 min, 16 players, 4 helmets only for a flag team',
      ),
    );
    const helmets = buildPracticePlan({
      sport: 'football',
      minutes: 75,
      players: 16,
      level: 'high-school',
      focus: ['tackling'],
      equipment: [{ item: 'helmet', count: 4 }],
      drills: football,
    });
    for (const plan of [flag, helmets]) {
      expect(total(plan)).toBe(75);
      for (const block of plan.blocks) expect(contact.has(block.drillId ?? '')).toBe(false);
    }
    expect(helmets.notes.join(' ')).toContain('Only 4 helmets for 16 players');
  });

  it('keeps to the number of baskets', () => {
    const plan = buildPracticePlan({
      sport: 'basketball',
      minutes: 45,
      players: 10,
      level: 'youth',
      age: 8,
      focus: ['passing'],
      equipment: [{ item: 'hoop', count: 1 }],
      drills: drillsOf('basketball'),
    });
    expect(total(plan)).toBe(45);
    for (const block of plan.blocks) expect(block.equipment.join(' ')).not.toMatch(/\b[2-9] hoops\b/);
  });

  it('plays one game per basket and keeps the line at a single basket short', () => {
    const plan = planIn(
      reply('comprehensiveCoach', 'basketball', 'I have the gym for an hour thursday, 15 5th graders and 1 hoop'),
    );
    expect(total(plan)).toBe(60);
    for (const block of plan.blocks.filter((entry) => entry.equipment.includes('1 hoop'))) {
      if (block.phase === 'game') expect(block.groups).toMatch(/\b1 game of\b/);
      else {
        const [, atBasket, away] =
          /group of (\d+) at the basket at a time.*the other (\d+) (?:work|run)/.exec(block.groups) ?? [];
        expect(Number(atBasket), block.groups).toBeLessThanOrEqual(5);
        expect(Number(atBasket) + Number(away)).toBe(15);
      }
    }
  });

  it('teaches tackling without contact to tackle players 8 and under', () => {
    const football = drillsOf('football');
    const plan = buildPracticePlan({
      sport: 'football',
      minutes: 60,
      players: 20,
      level: 'youth',
      age: 8,
      focus: ['tackling'],
      drills: football,
    });
    expect(total(plan)).toBe(60);
    const ids = plan.blocks.map((block) => block.drillId);
    for (const id of ids) expect(football.find((drill) => drill.id === id)?.involves ?? []).not.toContain('contact');
    expect(ids).toContain('tackling-form-on-air');
    // Older youth tackle players still do live form tackling.
    const older = buildPracticePlan({
      sport: 'football',
      minutes: 60,
      players: 20,
      level: 'youth',
      age: 11,
      focus: ['tackling'],
      drills: football,
    });
    expect(older.blocks.some((block) => block.drillId === 'form-tackling-drill')).toBe(true);
  });

  it('names the variant and fills the minutes for every sport asked in shorthand', () => {
    const asks: [Parameters<typeof reply>[1], string, RegExp][] = [
      ['football', '7v7 practice 60 min 14 guys passing game', /7v7 Football Practice: passing/],
      [
        'tennis',
        'planning a 60-minute doubles session for 8 club players, serve return',
        /Doubles Tennis Practice: return/,
      ],
      [
        'baseball',
        '2 hr practice saturday, 11 u12 players, work on baserunning, me and 1 assistant',
        /Practice: baserunning/,
      ],
      [
        'soccer',
        'What would you run for a 75 min training with 18 U14 boys? Two coaches. Focus on pressing',
        /Practice: pressing/,
      ],
    ];
    for (const [sport, message, title] of asks) {
      const plan = planIn(reply('comprehensiveCoach', sport, message));
      expect(plan.title, message).toMatch(title);
      expect(total(plan), message).toBe(plan.totalMinutes);
    }
  });
});

describe('a plan serves the focus the coach named with the kit on hand', () => {
  const drillOf = (sport: Parameters<typeof knowledgeOf>[0], id: string | undefined) =>
    knowledgeOf(sport).drills.find((drill) => drill.id === id);
  const working = (plan: PracticePlan) => plan.blocks.filter((block) => block.phase !== 'break');
  const minutes = (blocks: { minutes: number }[]) => blocks.reduce((sum, block) => sum + block.minutes, 0);

  it.each([
    [
      'football',
      '60 min practice for 14 high school players, we need better route timing',
      'route timing',
      'route running',
    ],
    ['basketball', 'an hour with 10 varsity girls, focus on our zone offense', 'zone offense', 'zone offense'],
    ['soccer', '70 minute session for 16 U16 players to work on defending corners', 'defending corners', 'corners'],
    [
      'baseball',
      '60 minute practice for 12 9 year olds, half of them are scared of the ball',
      'fear of the ball',
      'fear of the ball',
    ],
    ['tennis', '45 min red ball session for 8 kids age 6', 'red ball', 'red ball'],
  ] as const)('%s: "%s" keeps the middle on the focus', (sport, message, said, tag) => {
    const text = reply('comprehensiveCoach', sport, message);
    expect(text).toMatch(new RegExp(`> Read: .*focus ${said}`));
    const plan = planIn(text);
    expect(total(plan)).toBe(plan.totalMinutes);
    const middle = plan.blocks.filter((block) => block.phase === 'technical' || block.phase === 'tactical');
    expect(middle.length).toBeGreaterThan(0);
    const onFocus = middle.filter((block) => {
      const drill = drillOf(sport, block.drillId);
      const tags = [...(drill?.skills ?? []), ...(drill?.keywords ?? [])].map((word) => word.replace(/-/g, ' '));
      return tags.some((word) => word.includes(tag));
    });
    expect(minutes(onFocus)).toBe(minutes(middle));
  });

  it.each([
    ['football', 'agility focused practice, 75 minutes, 20 varsity players'],
    ['basketball', '45 min practice for 12 high school players working on agility'],
  ] as const)('%s: "%s" is a speed session, not generic drills', (sport, message) => {
    const text = reply('comprehensiveCoach', sport, message);
    expect(text).toMatch(/> Read: .*focus agility/);
    expect(planIn(text).title).toMatch(/Speed Session/);
  });

  it('runs a focus drill again as a progression rather than filling with drills off the focus', () => {
    const plan = buildPracticePlan({
      sport: 'golf',
      minutes: 60,
      players: 4,
      level: 'adult',
      focus: ['tempo'],
      drills: knowledgeOf('golf').drills,
    });
    const middle = plan.blocks.filter((block) => block.phase === 'technical' || block.phase === 'tactical');
    expect(middle.every((block) => /Metronome Tempo/.test(block.activity))).toBe(true);
    expect(middle.some((block) => /\(progression\)/.test(block.activity))).toBe(true);
  });

  it('leaves out drills that need kit the coach lacks and says so', () => {
    const text = reply(
      'comprehensiveCoach',
      'soccer',
      '60 min practice for 12 U10s, no wall and no goals, focus first touch',
    );
    expect(text).toMatch(/> Read: .*no wall/);
    const plan = planIn(text);
    for (const block of working(plan)) {
      const drill = drillOf('soccer', block.drillId);
      expect(drill?.equipment.some((item) => /\bwall\b|\bgoals?\b/i.test(item)) ?? false, block.activity).toBe(false);
    }
    expect(plan.notes.some((note) => /No wall: drills that need it are left out/.test(note))).toBe(true);
  });

  it('plans a golf session nobody counted for one golfer, on the focus named', () => {
    const text = reply('comprehensiveCoach', 'golf', 'range available, 2 hours, short game focus');
    expect(text).toMatch(/> Read: 120 minutes, 1 player, .*focus short game/);
    expect(planIn(text).players).toBe(1);
  });

  it('marks a block shorter than its drill as shortened', () => {
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 30,
      players: 12,
      level: 'high-school',
      focus: ['passing'],
      drills: knowledgeOf('soccer').drills,
    });
    for (const block of working(plan)) {
      const drill = drillOf('soccer', block.drillId);
      if (drill && block.minutes < Math.round(drill.minutes * 0.7))
        expect(block.coachingPoints[0], block.activity).toMatch(/^Shortened from \d+ min/);
    }
  });

  it.each([
    ['football', 'light day tomorrow, shells only, 90 min practice for my varsity team, 40 players'],
    ['football', '75 minute practice for 30 high school players, no contact this week'],
  ] as const)('keeps contact and live scrimmage out when the coach says so: "%s"', (sport, message) => {
    const text = reply('comprehensiveCoach', sport, message);
    expect(text).toMatch(/> Read: .*no contact/);
    const plan = planIn(text);
    for (const block of working(plan)) {
      const drill = drillOf(sport, block.drillId);
      expect(drill?.involves ?? [], block.activity).not.toContain('contact');
      if (/light day/.test(message)) expect(drill?.intensity, block.activity).not.toBe('high');
    }
    expect(plan.notes.some((note) => /No contact, as asked/.test(note))).toBe(true);
  });

  it('keeps youth tackle football out of live team periods', () => {
    const plan = planIn(
      reply('comprehensiveCoach', 'football', '90 minute practice for my U12 tackle team, 22 players'),
    );
    expect(plan.blocks.some((block) => /thud|goal line period|scrimmage.*live/i.test(block.activity))).toBe(false);
  });
});

describe('a plan over weeks is outlined week by week', () => {
  it.each([
    ['soccer', '4-week plan for my U12s, 2 practices a week, 60 min', 4, 2],
    ['basketball', '6 week program for 12 high school players, 3x a week, 90 minutes, focus on defense', 6, 3],
    ['baseball', 'need a 3 week practice plan, 2 sessions per week, 75 min, 12 kids', 3, 2],
  ] as const)('%s: "%s"', (sport, message, weeks, perWeek) => {
    const text = reply('comprehensiveCoach', sport, message);
    expect(text).toContain(`${weeks} weeks, ${perWeek} a week`);
    expect(text.match(/^\*\*Week \d+\*\*/gm)).toHaveLength(weeks);
    expect(text.match(/^- Session \d, focus /gm)).toHaveLength(weeks * perWeek);
    // Each session's blocks add up to its minutes: none squeezed into a few minutes.
    const sessionMinutes = parsePlanRequest(message).minutes ?? 60;
    for (const line of text.match(/^- Session .*$/gm) ?? []) {
      const blocks = [...line.matchAll(/(\d+)' /g)].map((match) => Number(match[1]));
      expect(
        blocks.every((value) => value >= 3),
        line,
      ).toBe(true);
      expect(
        blocks.reduce((sum, value) => sum + value, 0),
        line,
      ).toBeLessThanOrEqual(sessionMinutes);
    }
    expect(total(planIn(text))).toBe(sessionMinutes);
  });

  it('leads every week with the focus the coach named', () => {
    const text = reply(
      'comprehensiveCoach',
      'basketball',
      '6 week program for 12 high school players, 3x a week, 90 minutes, focus on defense',
    );
    expect(text.match(/^- Session 1, focus defense:/gm)).toHaveLength(6);
  });

  it('leads every week with both focuses when the coach named two', () => {
    const text = reply(
      'comprehensiveCoach',
      'soccer',
      '3 week block for 16 u13s, twice a week, 75 min: crossing and heading',
    );
    expect(text.match(/^- Session 1, focus crossing and heading:/gm)).toHaveLength(3);
    expect(text.match(/^- Session 2, focus (?!crossing)/gm)).toHaveLength(3);
  });
});

type PlanSport = 'soccer' | 'basketball' | 'football' | 'tennis' | 'baseball' | 'golf';

/** The library drills a block runs: its own, or every station's named in a stations block. */
function drillsOf(sport: PlanSport, block: PracticePlan['blocks'][number]) {
  const library = knowledgeOf(sport).drills;
  if (block.drillId !== undefined) return library.filter((drill) => drill.id === block.drillId);
  if (!block.activity.startsWith('Stations')) return [];
  return library.filter((drill) => block.activity.includes(`: ${drill.title}`));
}

const minutesOf = (blocks: { minutes: number }[]) => blocks.reduce((sum, block) => sum + block.minutes, 0);
const middleOf = (plan: PracticePlan) =>
  plan.blocks.filter((block) => block.phase === 'technical' || block.phase === 'tactical');

describe('a plan asked for two or three focuses works on each of them', () => {
  const cases: { sport: PlanSport; message: string; minutes: number; focuses: [string, RegExp][] }[] = [
    {
      sport: 'soccer',
      message: '75 min on tuesday with 14 U12 girls, we want to work on passing and finishing',
      minutes: 75,
      focuses: [
        ['passing', /^passing$/],
        ['finishing', /^finishing$/],
      ],
    },
    {
      sport: 'basketball',
      message: 'jv practice, 90 minutes, 13 players. defense + free throws',
      minutes: 90,
      focuses: [
        ['defense', /defense/],
        ['free throws', /^free-throws$/],
      ],
    },
    {
      sport: 'baseball',
      message: 'need a 2 hr practice for 15 high school players: hitting and fielding',
      minutes: 120,
      focuses: [
        ['hitting', /^hitting$/],
        ['fielding', /^fielding$/],
      ],
    },
    {
      sport: 'tennis',
      message: 'plan 60 minutes for 8 adult club players, serve and volleys',
      minutes: 60,
      focuses: [
        ['serve', /^serve$/],
        ['volley', /^volley$/],
      ],
    },
    {
      sport: 'football',
      message: '100 minute practice with 30 high school players, tackling, route running and coverage',
      minutes: 100,
      focuses: [
        ['tackling', /^tackling$/],
        ['route running', /^route[- ]running$/],
        ['coverage', /^coverage$/],
      ],
    },
  ];
  for (const { sport, message, minutes, focuses } of cases) {
    it(`${sport}: ${message}`, () => {
      const text = reply('comprehensiveCoach', sport, message);
      const plan = planIn(text);
      expect(total(plan)).toBe(minutes);
      const readBack = /^> Read: (.*)$/m.exec(text)?.[1] ?? '';
      const middle = middleOf(plan);
      for (const [label, skill] of focuses) {
        expect(readBack).toContain(label);
        const own = middle.filter((block) =>
          drillsOf(sport, block).some((drill) => drill.skills.some((tag) => skill.test(tag))),
        );
        expect(own.length, `${label} has a block`).toBeGreaterThan(0);
        // An even share is 1/n of the middle; each focus gets at least half of its share.
        expect(minutesOf(own), `${label} minutes`).toBeGreaterThanOrEqual(minutesOf(middle) / (2 * focuses.length));
      }
    });
  }

  it('gives each focus of a two-focus plan a like share, not all to the first', () => {
    const plan = planIn(
      reply('comprehensiveCoach', 'basketball', '80 min, 12 varsity girls, rebounding and free throws'),
    );
    const skillMinutes = (tag: string) =>
      minutesOf(
        middleOf(plan).filter((block) => drillsOf('basketball', block).some((drill) => drill.skills.includes(tag))),
      );
    const rebounding = skillMinutes('rebounding');
    const freeThrows = skillMinutes('free-throws');
    expect(Math.min(rebounding, freeThrows) / Math.max(rebounding, freeThrows)).toBeGreaterThan(0.6);
  });
});

describe('a plan keeps to the facilities the group has', () => {
  const cases: { sport: PlanSport; message: string; minutes: number; lacking: string[] }[] = [
    {
      sport: 'basketball',
      message: '60 min practice for 12 high school players on breaking the press, we only have half court',
      minutes: 60,
      lacking: ['full-court'],
    },
    {
      sport: 'basketball',
      message: 'one court for 12 kids and we only have 1 basket, 45 minutes on transition',
      minutes: 45,
      lacking: ['full-court'],
    },
    {
      sport: 'soccer',
      message: 'indoor only tonight: 50 minutes, 18 u15 boys, long passing and crossing',
      minutes: 50,
      lacking: ['field'],
    },
    {
      sport: 'football',
      message: 'rained out, stuck inside the gym with 24 high school players for 80 min, route running',
      minutes: 80,
      lacking: ['field'],
    },
    {
      sport: 'golf',
      message: '75 minute session, 5 high school golfers, bunker play and chipping, no bunker at our range',
      minutes: 75,
      lacking: ['bunker'],
    },
    {
      sport: 'baseball',
      message: '90 minutes with 12 college pitchers, no mound this week, work on pitching',
      minutes: 90,
      lacking: ['mound'],
    },
  ];
  for (const { sport, message, minutes, lacking } of cases) {
    it(`${sport}: ${message}`, () => {
      const text = reply('comprehensiveCoach', sport, message);
      const plan = planIn(text);
      expect(total(plan)).toBe(minutes);
      const needing = plan.blocks
        .flatMap((block) => drillsOf(sport, block))
        .filter((drill) => (drill.needs ?? []).some((facility) => lacking.includes(facility)))
        .map((drill) => drill.id);
      expect(needing).toEqual([]);
    });
  }

  it('says a focus has no drill without the facility and gives its time to another focus', () => {
    const text = reply(
      'comprehensiveCoach',
      'golf',
      '90 minute session for 6 juniors on short game and bunker play, no bunker at our range',
    );
    const plan = planIn(text);
    expect(total(plan)).toBe(90);
    expect(plan.notes.join(' ')).toMatch(/No bunker drill fits without a bunker.*goes to .*\(progression\)/);
    expect(plan.blocks.some((block) => /conditioned on bunker/.test(block.activity))).toBe(false);
  });

  it('reads back kit no drill uses without claiming drills were left out for it', () => {
    const text = reply('comprehensiveCoach', 'baseball', 'no lights so 75 min max, 14 u12s, baserunning + bunting');
    expect(text).toMatch(/^> Read: .*no light/m);
    expect(planIn(text).notes.join(' ')).not.toMatch(/No light/);
  });

  it('plays press-break work on half a court when the full court is missing', () => {
    const plan = planIn(
      reply('comprehensiveCoach', 'basketball', 'we only get half the gym: 50 mins, 10 varsity players, press break'),
    );
    expect(plan.blocks.some((block) => block.drillId === 'two-on-two-trap-escape')).toBe(true);
    expect(plan.notes.join(' ')).toContain('Without a full court');
  });
});

describe('across sports and phrasings, plans add up and fit the group', () => {
  const cases: { sport: PlanSport; message: string; minutes: number; players: number; coaches?: number }[] = [
    {
      sport: 'soccer',
      message: 'hour and a half, 20 u9s, 4 coaches, dribbling and passing',
      minutes: 90,
      players: 20,
      coaches: 4,
    },
    {
      sport: 'soccer',
      message: 'small gym, no goals, 45 min w/ 16 under 10s, finishing and dribbling',
      minutes: 45,
      players: 16,
    },
    {
      sport: 'basketball',
      message: '55 minutes, 9 eighth graders, ball handling and layups, me and an assistant',
      minutes: 55,
      players: 9,
      coaches: 2,
    },
    {
      sport: 'football',
      message: '8 year olds, 22 kids, 75 min, tackling + flag pulling, 3 coaches',
      minutes: 75,
      players: 22,
      coaches: 3,
    },
    {
      sport: 'baseball',
      message: '10 u10 players, 1 hr, throwing and catching, no pitching machine',
      minutes: 60,
      players: 10,
    },
    {
      sport: 'tennis',
      message: '12 kids on one court for 40 minutes, forehand and backhand',
      minutes: 40,
      players: 12,
    },
    { sport: 'golf', message: 'indoors only, 8 juniors, 65 min, putting and irons', minutes: 65, players: 8 },
  ];
  for (const { sport, message, minutes, players, coaches } of cases) {
    it(`${sport}: ${message}`, () => {
      const text = reply('comprehensiveCoach', sport, message);
      const plan = planIn(text);
      expect(total(plan)).toBe(minutes);
      expect(plan.totalMinutes).toBe(minutes);
      expect(plan.players).toBe(players);
      // Every focus named is read back, the second as well as the first.
      expect(/^> Read: .* and /m.test(text)).toBe(true);
      for (const block of plan.blocks.filter((entry) => entry.phase !== 'break')) {
        // "2 groups of 5 and 1 group of 4", "whole group of 14": the groups add up to the headcount.
        const split =
          /^(?:whole group of (\d+)|(\d+) (?:groups?|teams?) of (\d+)(?: and (\d+) (?:groups?|teams?) of (\d+))?)/.exec(
            block.groups,
          );
        expect(split, block.groups).not.toBeNull();
        const [, whole, n1, s1, n2, s2] = split ?? [];
        const counted = whole ? Number(whole) : Number(n1) * Number(s1) + Number(n2 ?? 0) * Number(s2 ?? 0);
        expect(counted, block.groups).toBe(players);
      }
      if (coaches !== undefined && coaches >= 2) {
        const stations = plan.blocks.find((block) => block.activity.startsWith('Stations'));
        expect(stations?.activity ?? '').toMatch(/Coach 2: /);
      }
      const drills = plan.blocks.flatMap((block) => drillsOf(sport, block));
      const ruledOut = allAgeRules()
        .filter((rule) => rule.sport === sport && rule.excludes !== undefined && (rule.maxAge ?? 99) >= 10)
        .map((rule) => rule.excludes);
      if (plan.level === 'youth') {
        expect(drills.filter((drill) => drill.involves?.some((item) => ruledOut.includes(item)))).toEqual([]);
      }
      expect(drills.every((drill) => drill.levels.includes(plan.level))).toBe(true);
    });
  }
});

describe('the named focus keeps the middle of the plan in a tight space', () => {
  const cases: {
    sport: 'basketball' | 'tennis';
    message: string;
    skills: string[];
  }[] = [
    { sport: 'basketball', message: '35 min for 8 kids, age 9, one basket only, layups please', skills: ['layups'] },
    {
      sport: 'tennis',
      message: 'we have 50 minutes, 6 juniors and 2 courts: approach shots and volleys',
      skills: ['approach', 'volley'],
    },
  ];
  for (const { sport, message, skills } of cases) {
    it(`${sport}: ${message}`, () => {
      const plan = planIn(reply('comprehensiveCoach', sport, message));
      const library = knowledgeOf(sport).drills;
      const middle = plan.blocks.filter((block) => block.phase === 'technical' || block.phase === 'tactical');
      expect(middle.length).toBeGreaterThan(0);
      for (const block of middle) {
        const drill = library.find((entry) => entry.id === block.drillId);
        expect(
          drill?.skills.some((skill) => skills.includes(skill)),
          block.activity,
        ).toBe(true);
      }
      const onFocus = middle.reduce((sum, block) => sum + block.minutes, 0);
      expect(onFocus).toBeGreaterThanOrEqual(total(plan) / 2);
      for (const skill of skills) expect(plan.focus.join(' ')).toContain(skill);
    });
  }
});

describe('a fitness session keeps to the room the place has', () => {
  const exerciseOf = (sport: 'soccer' | 'football' | 'basketball', activity: string) =>
    knowledgeOf(sport).exercises.find((exercise) => activity.startsWith(`${exercise.name}:`));

  it.each([
    ['football', '40 minute conditioning session for 10 players in the school corridor', ['open-space', 'field']],
    ['soccer', 'a 30 min workout in my dorm room, no equipment', ['open-space', 'field']],
    ['football', '50 min speed work for 12 players, we are stuck in the small gym', ['field']],
  ] as const)('%s: "%s" gives no exercise needing room the place lacks', (sport, message, lacking) => {
    const plan = planIn(reply('personalTrainer', sport, message));
    const main = plan.blocks.filter((block) => block.phase === 'technical');
    expect(main.length).toBeGreaterThanOrEqual(3);
    for (const block of main) {
      const needs = exerciseOf(sport, block.activity)?.needs ?? [];
      expect(
        needs.filter((facility) => (lacking as readonly string[]).includes(facility)),
        block.activity,
      ).toEqual([]);
    }
    if ((lacking as readonly string[]).includes('open-space')) {
      const warmUp = plan.blocks.find((block) => block.phase === 'warm-up');
      expect(warmUp?.activity).not.toMatch(/build-up runs|easy jog/);
    }
  });

  it('reads a short workout as short, not as speed work', () => {
    expect(parseTrainingRequest('quick 25 minute workout before school, just bodyweight').session?.emphasis).not.toBe(
      'speed',
    );
    expect(parsePlanRequest('quick 25 minute session for my 10 players').fitness).not.toBe('speed');
  });
});
