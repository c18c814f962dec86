import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { parseTrainingRequest } from '../understand/parse-training-request';
import { answer } from './builtin-coach';

const MARCH_3 = new Date('2027-03-03T09:00:00Z');

function ask(message: string, sport: Sport) {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: MARCH_3 }).text;
}

/** The lines of one "### ..." section, up to the next heading of that level or above. */
function section(reply: string, heading: RegExp): string {
  const lines = reply.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return '';
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^#{1,3} /.test(line));
  return rest.slice(0, end < 0 ? undefined : end).join('\n');
}

/** Exercise names prescribed in the week-by-week program. */
function prescribed(reply: string): string[] {
  return [...reply.matchAll(/^- ([^:\n]+): \d+ x /gm)].map((match) => match[1] ?? '');
}

describe('a sport skill asked for is trained with its own work, test and placement', () => {
  it.each<[string, Sport, RegExp, RegExp]>([
    [
      'punter, 17, wants more hang time, sitting around 3.9 now',
      'football',
      /### Punting distance and hang time work/,
      /hang time with a stopwatch/i,
    ],
    ['our snapper needs quicker long snaps, best is 0.82 sec', 'football', /### Long-snap time work/, /stopwatch/],
    ['my catcher needs his pop time down from 2.25 to 2.05', 'baseball', /### Pop time work/, /stopwatch/],
    [
      'shortstop? no, outfielder, wants a stronger arm strength program',
      'baseball',
      /### Outfield arm strength work/,
      /radar gun/,
    ],
    ['help me hit a harder first serve before the club championship', 'tennis', /### Serve work/, /radar/],
    ['QB, junior, wants more zip on his throws', 'football', /### Throwing velocity work/, /radar-gun velocity/i],
    ['I want better free throws and a better jump shot', 'basketball', /### Shooting work/, /100 shots charted/],
    [
      'striker here, I want more shot power and longer passing',
      'soccer',
      /### Shot power and long passing work/,
      /radar app/,
    ],
    ['how do I gain driving distance, I carry it 220 yards', 'golf', /### Driving distance work/, /launch monitor/],
  ])('"%s" gets its skill section with a week-by-week volume and the test', (message, sport, heading, test) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(heading);
    const work = section(reply, heading);
    expect(work).toMatch(test);
    expect(work).toMatch(/\*\*In the week:\*\* \d sessions\./);
    expect(work).toMatch(/- Week 1: .+\n- Week 2: .+\n- Week 3: /);
    expect(work).toContain('**Technique cues:**');
    expect(work).toContain('**Supporting strength and power:**');
  });

  it("reads a kicker's range as yards now and wanted, and his age apart from them", () => {
    const reply = ask('kicker, 15, wants to stretch from 35 to 42 yd range by August', 'football');
    expect(reply).toContain('Target: field-goal range 35 yd → 42 yd.');
    expect(reply).toContain('age 15');
    expect(reply).not.toMatch(/15 yd → /);
    expect(reply).toMatch(/- Week 1: 20 kicks/);
  });

  it('keeps the deload and taper rows of the skill work in a long block', () => {
    const work = section(
      ask('long snapper wants faster snaps over the next 8 weeks', 'football'),
      /### Long-snap time work/,
    );
    expect(work).toMatch(/- Week 4: deload: 20 snaps at 80%\./);
    expect(work).toMatch(/- Week 6: 45 snaps/);
  });

  it('a lower-is-better skill puts the wanted time under the one held now', () => {
    const reply = ask('catcher, pop time is 2.3, I need 2.0 by tryouts', 'baseball');
    expect(reply).toContain('Target: pop time 2.3 s → under 2 s.');
  });

  it('reads "a bigger serve" as the serve, not as putting on weight', () => {
    const reply = ask('I want a bigger serve', 'tennis');
    expect(reply).toContain('### Serve work');
    expect(reply).not.toMatch(/build muscle|To gain/);
  });

  it("a skill of another sport stays out of the chat sport's program", () => {
    expect(ask('I want a bigger serve and more speed', 'football')).not.toContain('### Serve work');
  });

  it('a pitcher asking for arm strength keeps the pitching long-toss program, not the outfield one', () => {
    const reply = ask('pitcher wants more arm strength and velo', 'baseball');
    expect(reply).not.toContain('### Outfield arm strength work');
    expect(reply).toContain('### Throwing velocity work');
  });
});

describe('every number keeps its own unit and noun', () => {
  it.each<[string, Partial<Record<'age' | 'current' | 'amount', number>>]>([
    ["I'm 48, I throw 68 mph and want 74", { age: 48, current: 68, amount: 74 }],
    ['57 years old, currently throwing 61 mph, goal is 66 mph', { age: 57, current: 61, amount: 66 }],
    ['want to touch 90 mph, im 16', { age: 16, amount: 90 }],
  ])('"%s"', (message, expected) => {
    const request = parseTrainingRequest(message);
    if (expected.age !== undefined) expect(request.age).toBe(expected.age);
    if (expected.current !== undefined) expect(request.performanceTarget?.current).toBe(expected.current);
    if (expected.amount !== undefined) expect(request.performanceTarget?.amount).toBe(expected.amount);
    expect(request.targetWeightKg).toBeUndefined();
  });

  it.each([
    ['sitting at level 14 on the yo-yo, need 16', 'level 14', 'level 16'],
    ['beep test: I got level 9, want to reach 11 before selection', 'level 9', 'level 11'],
  ])('"%s" keeps the level now apart from the level wanted', (message, current, target) => {
    expect(parseTrainingRequest(message).fitnessTest).toMatchObject({ current, target });
  });

  it.each([
    ['cooper test, I cover 2300 m now and need 2700 m', '2300 m', '2700 m'],
    ['need 2.6 km on the cooper test, currently 2.2 km', '2200 m', '2600 m'],
  ])('"%s" reads the Cooper distances, not its 12 minutes', (message, current, target) => {
    expect(parseTrainingRequest(message).fitnessTest).toMatchObject({ name: 'cooper test', current, target });
  });

  it('runs the Cooper test at the pace of the distance wanted', () => {
    expect(ask('cooper test, I run 2400 m and need 2800', 'soccer')).toContain(
      'Goal pace: 2800 m in 12:00 is 1:43 per 400 m lap',
    );
  });

  it("weeks pregnant are not the program's length", () => {
    expect(parseTrainingRequest('I am 24 weeks pregnant, want to stay fit').weeks).toBeUndefined();
  });

  it('a named test with a time in Trainer mode is a program, not a team session for under-12s', () => {
    const reply = ask('need to pass the referee fitness test, 1.5 mile in under 11 min', 'soccer');
    expect(reply).toContain('Pace maths: 11:00 for the 1.5-mile run');
    expect(reply).not.toMatch(/players|age 11/);
  });
});

describe('a body that rules out some work gets safe work in its place', () => {
  const IMPACT = /jump|hop|bound|sprint(?!.*wheelchair)|gassers|suicides|shuttle|pogo|agility/i;

  it.each<[string, Sport]>([
    ['I play wheelchair basketball and want to be quicker and fitter', 'basketball'],
    ['paraplegic, play tennis in my chair, want a program', 'tennis'],
  ])('"%s": seated and upper-body work, no running or jumping', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toContain('### Adapted for a wheelchair athlete');
    expect(reply).toMatch(/> Check the plan with your doctor or spinal-injury physio/);
    const names = prescribed(reply);
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.filter(
        (name) =>
          !/wheelchair|chair/i.test(name) && /squat|lunge|deadlift|jump|sprint|run|hop|bound|shuffle/i.test(name),
      ),
    ).toEqual([]);
  });

  it.each<[string, Sport]>([
    ['71 years old with a new hip, want to get back on court', 'tennis'],
    ['had my knee replaced last year, want to play 18 again', 'golf'],
    ['total hip replacement in spring, I coach and want to get fit for soccer', 'soccer'],
  ])('"%s": low-impact strength and balance, cleared by the surgeon or physio', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toContain('### Adapted for an athlete with a replaced hip or knee');
    expect(reply).toMatch(/surgeon or physio/);
    const names = prescribed(reply);
    expect(names.some((name) => /sit-to-stand|balance/i.test(name))).toBe(true);
    expect(names.filter((name) => IMPACT.test(name) || /clean|back squat|90\/90/i.test(name))).toEqual([]);
  });

  it('pregnancy: talk-test effort, no lying on the back or jumping, the midwife first', () => {
    const reply = ask("I'm pregnant (second trimester) and want to keep my fitness for soccer", 'soccer');
    expect(reply).toContain('### Adapted for a pregnant athlete');
    expect(reply).toMatch(/midwife or doctor/);
    const names = prescribed(reply);
    expect(names.filter((name) => IMPACT.test(name) || /bench press|dead bug|hollow|4 x 4/i.test(name))).toEqual([]);
  });

  it('an older beginner starts with light strength, balance and walking, after the doctor', () => {
    const reply = ask('I am 66 and want to start training for golf', 'golf');
    expect(reply).toContain('### Adapted for an older athlete new to training');
    expect(prescribed(reply).filter((name) => /clean|depth|pogo|bound/i.test(name))).toEqual([]);
  });

  it('a young beginner is not an older one', () => {
    expect(parseTrainingRequest('I am 24 and have never lifted').population).toBeUndefined();
    expect(parseTrainingRequest('I am 58 and have never lifted').population).toBe('older-beginner');
  });

  it('a sprint goal from a wheelchair athlete is built without impact', () => {
    const reply = ask('wheelchair user, I want to get my 40 yard dash down to 6.0', 'football');
    expect(reply).toContain('### Speed and fitness without impact');
    expect(reply).not.toMatch(/### Speed work/);
  });
});

describe('a live fact typed in Trainer mode is not a program', () => {
  it.each<[string, Sport]>([
    ['what does a squat rack cost', 'football'],
    ['how much do adjustable dumbbells cost these days?', 'basketball'],
    ['how much is a gym membership', 'soccer'],
    ['price of a good baseball glove', 'baseball'],
  ])('"%s" says it has no prices', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/I have no live prices/);
    expect(reply).not.toContain('### Program');
  });

  it('"is the gym open on Sunday" says it cannot see the venue', () => {
    const reply = ask('is the gym open on Sunday', 'football');
    expect(reply).toMatch(/can't see a course's or venue's status/);
    expect(reply).not.toContain('### Program');
  });

  it('how much to lift is still a training question', () => {
    expect(ask('how much weight should I bench for 5 reps if I max at 225', 'football')).not.toMatch(/no live prices/);
  });
});

describe('a named referee test is trained as it is run', () => {
  it.each([
    'I referee and need to pass the FIFA fitness test in 8 weeks',
    'have my referee interval test in May, want a plan',
  ])('"%s" gets the 75 m run / 25 m walk work, not a 5 km plan', (message) => {
    const reply = ask(message, 'soccer');
    expect(reply).toContain('### Referee interval test');
    expect(reply).toMatch(/75 m runs at test pace with the 25 m walk/);
    expect(reply).not.toMatch(/5 ?km/);
  });
});
