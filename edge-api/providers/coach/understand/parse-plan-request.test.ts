import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify-intent';
import { equipmentIn, focusAreasIn, isPlanRequest, parsePlanRequest } from './parse-plan-request';

const NO_SIGNALS = { situationCues: 0, hasTopic: false, topicIsRule: false };

describe('a practice-plan request is recognised in any phrasing', () => {
  const plans = [
    '50 mins thurs, 12 u11 girls, wanna work on passing',
    'practce tmrw 1 hr 15 kids dribbling',
    'whats a good sesh for 9 players, 40 min, shooting?',
    'got an hour and a half saturday with the jv squad, we need rebounding',
    'what should wednesday look like? 80 minutes, 18 kids, me and 3 other coaches',
    'ok so long story, I took over my daughters rec team (ten 7 year olds) and we practice monday for 45 min, only have 4 balls and some cones, they just run around, help',
    'need somethin for 2 hrs w/ 20 varsity players, kick coverage',
    'bunt defense practice for 13 year olds tomorrow',
    'hour at the range with 5 juniors, short game',
    'planning a 60-minute doubles session for 8 club players, serve return',
    'sesh in 2 hrs, 9 kids, futsal court, no bibs, work on 1v1',
    'I have the gym for an hour thursday, 15 5th graders and 1 hoop',
    '45 min private lesson for one adult, backhand',
    'youth tackle team, 8 year olds, 25 kids, 90 min practice, 4 coaches',
  ];
  for (const message of plans) {
    it(`plans: ${message}`, () => {
      expect(isPlanRequest(message)).toBe(true);
      expect(classifyIntent(message, 'comprehensiveCoach', NO_SIGNALS)).toBe('plan');
    });
  }

  const notPlans = [
    // One athlete's own training is the Trainer's.
    '45 minute workout for my son, he is 15',
    'i have 30 mins a day, how should i train for speed',
    // A single drill.
    'a drill for passing for 10 year olds',
    'give me a quick 10 minute drill for first touch',
    // A decision in a game with minutes left.
    'down 3 with 2 minutes left, do we foul',
    'up 1 goal, 5 mins to go, 12 players fit, what shape',
    'we keep fading in the last 10 minutes of games, why',
    // A question about practice load.
    'we practice 2 hours a day, is that too much for 14 year olds',
    'how long should practice be for 8 year olds',
    // How to teach one skill.
    'how do i teach tackling to my 10 year olds at practice',
  ];
  for (const message of notPlans) {
    it(`does not plan: ${message}`, () => {
      expect(isPlanRequest(message, /workout|train\b/.test(message))).toBe(false);
    });
  }

  it('leaves a Trainer request for one athlete to the Trainer', () => {
    expect(classifyIntent('45 minute workout for my son, he is 15', 'personalTrainer', NO_SIGNALS)).toBe('training');
    expect(classifyIntent('a 40 min session for me at the gym', 'personalTrainer', NO_SIGNALS)).toBe('training');
  });
});

describe('the brief of a plan request is read', () => {
  it('reads minutes, headcount, age, helpers and a focus said in other words', () => {
    const request = parsePlanRequest(
      'got an hour tmrw w/ 14 twelve-year-olds and me + 2 dads, we stink at first touch',
    );
    expect(request).toMatchObject({ minutes: 60, players: 14, age: 12, coaches: 3, focus: 'first touch' });
  });

  it('counts the players, not their age, and reads counted kit', () => {
    const request = parsePlanRequest('45 min, 10 U9 kids, 2 baskets, want passing');
    expect(request).toMatchObject({ minutes: 45, players: 10, age: 8, focus: 'passing' });
    expect(request.equipment).toEqual([{ item: 'hoop', count: 2 }]);
    expect(parsePlanRequest('tackling practice for 10 year olds 60 min 20 kids').players).toBe(20);
    expect(parsePlanRequest('a bunch of 8 year olds, 11 of them, 50 minutes').players).toBe(11);
    expect(parsePlanRequest('90 min doubles for 8 adults').coaches).toBeUndefined();
  });

  it('reads kit counts and kit that is missing', () => {
    expect(equipmentIn('only 5 balls, 4 helmets only and no goals')).toEqual([
      { item: 'ball', count: 5 },
      { item: 'helmet', count: 4 },
      { item: 'goal', count: 0 },
    ]);
  });

  it('maps many words to the skill areas of the library', () => {
    expect(focusAreasIn('they never pass')).toEqual(['passing']);
    expect(focusAreasIn('we get killed breaking the press')).toEqual(['press break']);
    expect(focusAreasIn('our return of serve is weak')[0]).toBe('return');
    expect(focusAreasIn('chipping and putting')).toEqual(['short game', 'putting']);
    expect(parsePlanRequest('75 min, 16 players, flag team, 7 on 7').variant).toBe('flag');
  });

  it('reads shorthand headcounts and a skill named as a matchup', () => {
    expect(parsePlanRequest('15 5th graders and 1 hoop')).toMatchObject({ players: 15, age: 10 });
    expect(parsePlanRequest('45 min private lesson for one adult, backhand')).toMatchObject({
      players: 1,
      focus: 'backhand',
    });
    expect(parsePlanRequest('work on 1v1, 9 kids').focus).toBe('dribbling');
    expect(parsePlanRequest('youth tackle team, 8 year olds, 25 kids').focus).toBeUndefined();
  });

  it('does not take a word of the setting for a skill', () => {
    expect(parsePlanRequest('I get the field for 60 minutes on wednesdays, 10 girls').focus).toBeUndefined();
    expect(parsePlanRequest('what should my 10 year olds work on in practice this week').focus).toBeUndefined();
    expect(parsePlanRequest('60 min, 20 kids, no contact, flag team').focus).toBeUndefined();
  });

  it('reads a session of ones own as one player, and a team as its own count', () => {
    expect(parsePlanRequest('I have 60 minutes at the range tomorrow, what should I work on').players).toBe(1);
    expect(parsePlanRequest('I have 60 minutes with the team tomorrow').players).toBeUndefined();
  });

  it('reads a rambling request: the group, the level, one coach and the first problem named', () => {
    const request = parsePlanRequest(
      "ok so tmrw i have the middle school girls (14 of them) for 75 mins, it's just me, we turn it over like crazy vs pressure and our spacing is a mess",
    );
    expect(request).toMatchObject({ minutes: 75, players: 14, level: 'youth', coaches: 1, focus: 'press break' });
    expect(parsePlanRequest('90 min practise, 12U, 12 players, 2 coaches, infield defense').focus).toBe('fielding');
  });

  it('keeps a focus said outright in its own words', () => {
    expect(parsePlanRequest('60 min practice focused on transition defence').focus).toBe('transition defence');
  });
});

describe('the numbers and kind of a plan request are read, not guessed', () => {
  it.each([
    ['practice plan for 34-year-olds, 60 min', undefined, 34],
    ['60 min practice for my U14 team', undefined, 13],
    ['we have one hoop and 10 kids for an hour', 10, undefined],
    ['2 balls and 14 nine year olds, 45 minutes of passing', 14, 9],
  ])('"%s": ages are not headcounts', (message, players, age) => {
    const request = parsePlanRequest(message);
    expect(request.players).toBe(players);
    expect(request.age).toBe(age);
  });

  it.each([
    ['me and 3 other dads want a 90 minute session', 4],
    ['me and 5 friends have 2 hours at the court saturday', 6],
  ])('"%s": friends who play are players, not helpers', (message, players) => {
    const request = parsePlanRequest(message);
    expect(request).toMatchObject({ players, level: 'adult' });
    expect(request.coaches).toBeUndefined();
  });

  it('keeps dads who help as coaches beside a group of kids', () => {
    expect(parsePlanRequest('an hour with 12 U10 kids, me and 2 dads helping').coaches).toBe(3);
  });

  it.each([
    ['4-week plan for my U12s, 2 practices a week, 60 min', 4, 2],
    ['6 week program, 3x a week, 16 players, 75 minutes', 6, 3],
    ['need a 3 week practice plan, 2 sessions per week, 75 min, 12 kids', 3, 2],
  ])('"%s" is a plan over weeks', (message, weeks, perWeek) => {
    expect(isPlanRequest(message)).toBe(true);
    expect(parsePlanRequest(message)).toMatchObject({ weeks, perWeek });
  });

  it('reads "in 2 weeks" as a date, not a plan over weeks', () => {
    expect(parsePlanRequest('in 2 weeks we play the champions, 60 min practice for 14 players').weeks).toBeUndefined();
  });

  it.each([
    ['light day tomorrow, shells only, 90 min practice for my varsity team', ['no-contact', 'light']],
    ['75 minute practice for 30 high school players, no contact this week', ['no-contact']],
    ['walk-through practice the day before the game, 45 min, 40 players', ['light']],
  ])('"%s" sets limits', (message, limits) => {
    expect(parsePlanRequest(message).limits).toEqual(limits);
  });

  it('reads missing kit without the words that follow it', () => {
    expect(parsePlanRequest('60 min for 12 U10s, no wall and no goals').without).toEqual(['wall', 'goal']);
  });

  it.each([
    ['we keep conceding from corners, 60 min practice for 16 players', 'corners'],
    ['75 min practice, 9 year olds, half of them are scared of the ball', 'fear of the ball'],
    ['an hour of 3 on 3 with 12 kids', '3x3'],
    ['red ball session for 8 six year olds, 45 min', 'red ball'],
    ['our qb and receivers have no timing with the qb, 60 min practice', 'route timing'],
    ['how do we attack a 2-3 zone, 90 min practice for 12 players', 'zone offense'],
  ])('"%s" names the skill area %s', (message, area) => {
    expect(focusAreasIn(message.toLowerCase().replace(/\bthree\b/g, '3'))).toContain(area);
  });

  it.each([
    'strong wind in our face, who should take the penalty',
    'their penalty takers always go left, how should my keeper set up for the shootout',
    'wind is howling at our backs, kick or receive with 4 minutes left?',
    'down 2 with 5 minutes to go, do we press?',
  ])('"%s" is an in-game question, not a plan', (message) => {
    expect(isPlanRequest(message)).toBe(false);
  });
});

describe('what the group lacks is never the focus', () => {
  it.each([
    ['75 min practice for 14 u12 players, no pitching machine, work on baserunning', 'pitching'],
    ['hour session for 10 kids, without the ball for the first half, focus on shape', 'ball'],
  ])('reads "%s" without taking "%s" for the focus', (message, lacking) => {
    expect(focusAreasIn(message).some((area) => area.includes(lacking))).toBe(false);
  });
});

describe('every focus a plan request names is read, up to three', () => {
  const cases: [string, string[]][] = [
    ['70 minutes with 15 u13 girls, we need passing and then some finishing', ['passing', 'finishing']],
    ['varsity, 1 hr 30, rebounding + free throws please', ['rebounding', 'free throws']],
    ['90 min for 12 u14s: hitting, fielding and baserunning, 3 coaches', ['hitting', 'fielding', 'baserunning']],
    ['doubles clinic 2 hrs 8 adults, poaching & serve', ['poaching', 'serve']],
    ['session for 6 juniors on putting and chipping, 75 minutes', ['putting', 'short game']],
    ['futsal court, 10 u14s, an hour, first touch and 1v1s', ['first touch', 'dribbling']],
    ['2 hours with 4 adults at the range, driving, irons and putting', ['driving', 'irons', 'putting']],
    ['u11s, 60 min, throwing and catching, 2 dads helping', ['throwing', 'catching']],
  ];
  for (const [message, focuses] of cases) {
    it(message, () => {
      expect(parsePlanRequest(message).focuses).toEqual(focuses);
    });
  }

  it('keeps words that name one focus together and leaves a single focus alone', () => {
    expect(parsePlanRequest('60 min with 14 players to work on transition defence and rebounding').focuses).toEqual([
      'transition defence',
      'rebounding',
    ]);
    expect(parsePlanRequest('defending corners and crossing for 16 high school boys, 80 min').focuses).toEqual([
      'corners',
      'crossing',
    ]);
    const single = parsePlanRequest('45 minutes of passing drills for 10 kids');
    expect(single.focus).toBe('passing');
    expect(single.focuses).toBeUndefined();
  });

  it('never reads a fourth focus', () => {
    const request = parsePlanRequest('2 hours, 18 players: passing, dribbling, finishing, heading and crossing');
    expect(request.focuses).toHaveLength(3);
  });
});

describe('facilities a group lacks are read from the message', () => {
  const cases: [string, string[]][] = [
    ['we only have half a court, 12 girls, 60 minutes', ['full-court']],
    ['1 hr, half court only, 10 players', ['full-court']],
    ['we just get one basket for 15 5th graders', ['full-court']],
    ['indoor only this week, 20 kids, 50 min', ['field', 'grass', 'infield']],
    ['small gym, no goals, 45 min with 16 u10s', ['field', 'grass', 'infield']],
    ['rained out so we are stuck inside the gym, 90 min, 24 players', ['field', 'grass', 'infield']],
    ['90 minutes with 6 juniors, no bunker at our range', ['bunker']],
    ['hour session for 4 golfers, no putting green and no course access', ['green', 'course']],
    ['12 pitchers and catchers, no mound available, 75 min', ['mound']],
  ];
  for (const [message, lacks] of cases) {
    it(message, () => {
      expect(parsePlanRequest(message).lacks).toEqual(lacks);
    });
  }

  it('reads no facility from a court or field that is there', () => {
    expect(parsePlanRequest('full court practice for 10 players, 1 hr').lacks).toBeUndefined();
    expect(parsePlanRequest('60 min on the field with 18 u12s, half court defense').lacks).toBeUndefined();
  });
});

describe('headcount and counted kit in a plan brief', () => {
  it.each([
    ['60 min soccer practice for 22 players', 22],
    ['need a session for 22 kids tomorrow, 75 minutes', 22],
    ['a squad of 22, 90 min on pressing', 22],
    ['22 on the roster but usually 16 show up, 60 min practice', 16],
    ['we have 18 kids but only 12 come on tuesdays, hour practice', 12],
    ['2 teams of 11, 90 minute session', 22],
    ['11v11 squad, 90 min practice on shape', 22],
    ['twenty-two players, hour practice', 22],
    ['22-man roster, practice 2 hours', 22],
    ['a 14-player squad, 60 min on serving', 14],
    ['roster is 20, 60 min practice', 20],
    ['1 ball per 2 players, 16 kids, 60 min', 16],
    ['10 to 12 kids, 45 min practice', 12],
  ])('"%s" counts %i players', (message, players) => {
    expect(parsePlanRequest(message).players).toBe(players);
  });

  it.each([
    ['1 ball per 2 players, 16 kids, 60 min', [{ item: 'ball', count: 8 }]],
    ['16 kids and a ball between 4, 60 min', [{ item: 'ball', count: 4 }]],
    ['12 kids and one ball each', [{ item: 'ball', count: 12 }]],
    ['6 balls for 14 kids, 60 min practice', [{ item: 'ball', count: 6 }]],
    ['one basketball hoop and 15 kids for an hour', [{ item: 'hoop', count: 1 }]],
    ['we have one tennis court for 10 kids, 60 min', [{ item: 'court', count: 1 }]],
    [
      '2 batting cages and one mound, 15 players',
      [
        { item: 'cage', count: 2 },
        { item: 'mound', count: 1 },
      ],
    ],
    ['one net for 8 players, 60 min', [{ item: 'net', count: 1 }]],
    ['2 goals today and 14 kids', [{ item: 'goal', count: 2 }]],
    ['without a goal, 10 kids', [{ item: 'goal', count: 0 }]],
  ])('"%s" counts its kit on the right noun', (message, equipment) => {
    expect(parsePlanRequest(message).equipment).toEqual(equipment);
  });

  it.each([
    'tennis, 8 players, one ball machine, 60 min',
    'we have 2 ball machines and 4 courts, 12 players',
    '1 pitching machine, 3 buckets of balls, 12 kids 90 min',
    'a few balls and 10 kids, 60 min',
    '12 kids, 1 ball bag, 45 min',
  ])('reads no count of balls in "%s"', (message) => {
    expect(parsePlanRequest(message).equipment?.find((kit) => kit.item === 'ball')).toBeUndefined();
  });

  it('reads a ball machine named by its count as kit on hand', () => {
    expect(parsePlanRequest('tennis, 8 players, one ball machine, 60 min').has).toEqual(['ball machine']);
  });

  it.each(['we only have one hoop, 12 kids', 'a half court and a hoop, 10 kids', '1 basket, 45 min, 8 players'])(
    '"%s" leaves the full court out',
    (message) => {
      expect(parsePlanRequest(message).lacks).toContain('full-court');
    },
  );

  it('reads a half-court offence as a focus, not a missing court', () => {
    expect(parsePlanRequest('60 min practice on our half court offense, 12 players').lacks).toBeUndefined();
  });
});

describe('the headcount, the staff and the form of the game are read however they are said', () => {
  it.each([
    ['75 min session tomorrow, 40+ kids', 40],
    ['60 minute session, 24 girls and 19 boys, dribbling', 43],
    ['90 min, 13 forwards plus 11 backs, scrummaging', 24],
    ['8 pitchers and 15 position players, 2 hours tuesday', 23],
    ['practice for 38, 75 min, shooting', 38],
    ['summer camp session, 110 kids, 9 coaches, 90 min', 110],
  ])('%s counts %i players', (message, players) => {
    expect(parsePlanRequest(message).players).toBe(players);
  });

  it.each([
    ['coaching staff of 5 and 44 players, 2 hour practice', 5],
    ['there are 3 of us coaching 27 kids, 60 min', 3],
    ['a 4-person staff, 33 athletes, 90 minutes', 4],
    ['4 parent volunteers and 26 kids, 50 min practice', 5],
  ])('%s has %i coaches', (message, coaches) => {
    expect(parsePlanRequest(message).coaches).toBe(coaches);
  });

  it.each([
    ['7-on-7 summer league practice, 70 min, 15 players', '7v7'],
    ['fastpitch practice for 13 12U girls, 80 min', 'softball'],
    ['softball practice tonight, 11 players, bunting', 'softball'],
  ])('%s is played as %s', (message, variant) => {
    expect(parsePlanRequest(message).variant).toBe(variant);
  });

  it('reads a skill-players-only day as one without linemen, and leaves the day out of what is missing', () => {
    expect(parsePlanRequest('just the skill guys thursday, 19 players, 75 min, timing').without).toEqual(['linemen']);
    expect(parsePlanRequest('no goalies tonight, 15 players, 60 min').without).toEqual(['goalie']);
  });

  it('leaves a 7-on-7 period inside a full practice and a bag of softballs as they are', () => {
    expect(parsePlanRequest('2 hour varsity practice, 55 players, with a 7 on 7 period').variant).toBeUndefined();
    expect(parsePlanRequest('60 min, 9 kids, we have 6 softballs').variant).toBeUndefined();
  });
});

describe('the brief keeps its focuses, its kit and its staff apart', () => {
  it.each([
    ['90 min lesson for 10 juniors, me and one pro, backhands', 'youth'],
    ['the teaching pro and i have 12 adult beginners for 2 hours', 'adult'],
    ["i'm the head pro: 8 junior girls, 60 minutes, serves", 'youth'],
    ['our assistant pro is running 9 kids through bunker play, 75 min', 'youth'],
  ])('reads the players, not the pro, for the level: %s', (message, level) => {
    const request = parsePlanRequest(message);
    expect(request.level).toBe(level);
  });

  it('counts a pro who helps as a second coach, and keeps a pro team a pro team', () => {
    expect(parsePlanRequest('60 min, 8 juniors, me and 1 pro, volleys').coaches).toBe(2);
    expect(parsePlanRequest('90 min practice for our pro team, 24 players, pressing').level).toBe('pro');
  });

  it('reads a list of kit the group has as the whole kit, and nothing else as a list', () => {
    expect(
      parsePlanRequest('75 min, 13 u11 players, fielding. we have gloves, balls, bases and a bucket').kitList,
    ).toEqual(['glove', 'ball', 'base', 'bucket']);
    expect(parsePlanRequest("we've got 3 hoops and balls, 60 min practice, 11 kids").kitList).toEqual(['hoop', 'ball']);
    expect(parsePlanRequest('we have 14 kids and 2 coaches, 60 min, passing').kitList).toBeUndefined();
    expect(parsePlanRequest('we have a ball machine and 6 juniors, 60 min').kitList).toBeUndefined();
  });

  it('leaves the focus said after a kit list out of the kit', () => {
    expect(parsePlanRequest('an hour with 10 u9s, all we have is balls and cones, shooting').kitList).toEqual([
      'ball',
      'cone',
    ]);
  });

  it('reads a skill joined to a skill area by "and" or "plus" as a focus of its own, in the order named', () => {
    expect(parsePlanRequest('60 minutes, 8 adults, volleys and overheads').focuses).toEqual(['volley', 'overheads']);
    expect(parsePlanRequest('lobs and forehands for 6 juniors, an hour').focuses).toEqual(['lobs', 'forehand']);
    expect(parsePlanRequest('2 hour practice, 15 u15 players, pickoffs plus bunting').focuses).toEqual([
      'pickoffs',
      'bunting',
    ]);
    expect(parsePlanRequest('60 min, 12 kids, passing and games').focuses).toBeUndefined();
  });

  it('keeps a skill joined to a focus said outright, though no skill area names either', () => {
    expect(parsePlanRequest('an hour working on shielding and turning, 10 u13s').focuses).toEqual([
      'shielding',
      'turning',
    ]);
    expect(parsePlanRequest('70 min, 14 u15s, work on weak foot and crossing').focuses).toEqual([
      'weak foot',
      'crossing',
    ]);
    expect(parsePlanRequest('45 min practice on passing and have fun, 10 kids').focuses).toBeUndefined();
  });

  it('leaves kit said missing off the list of kit the group has', () => {
    expect(parsePlanRequest('60 min, 12 u12s, passing; we have 6 cones, 3 bibs, no big goals').kitList).toEqual([
      'cone',
      'bib',
    ]);
  });
});

describe("a focus is read in its own sport's sense and side", () => {
  it.each([
    ['football', 'red zone pass coverage', 'coverage'],
    ['football', 'our pass rush', 'pass rush'],
    ['basketball', 'screen defence: hedge and switch', 'screen defense'],
    ['tennis', 'returning big serves', 'return'],
    ['golf', 'picking a route off the tee', 'course management'],
    ['baseball', 'pick off moves', 'pickoffs'],
  ] as const)('%s: "%s" is %s alone', (sport, text, area) => {
    expect(focusAreasIn(text, sport)).toEqual([area]);
  });

  it.each([
    'screen defence: hedge and switch, 75 min',
    'range session on course management and picking a line off the tee',
    'practice on returning big serves for our 4.0 doubles team',
  ])('"%s" asks for a plan', (message) => {
    expect(isPlanRequest(message)).toBe(true);
  });
});

describe('the headcount and kit are read by their nouns', () => {
  it.each([
    ['7v7 passing league practice, 16 high schoolers, 90 minutes, 3 coaches', 16],
    ['practice for 14 teens, 60 min, half a field', 14],
    ['need a session, 11 middle schoolers, 75 mins', 11],
    ['summer camp hour with 24 campers and 3 coaches', 24],
  ] as const)('"%s" counts %i players', (message, players) => {
    expect(parsePlanRequest(message).players).toBe(players);
  });

  it.each([
    'doubles practice for 4 players, 1 court, 60 min, one basket of balls',
    'clinic for 8 juniors, 2 courts, 90 minutes, 2 hoppers of balls',
  ])('a basket of balls is no hoop and no count of balls: "%s"', (message) => {
    const request = parsePlanRequest(message);
    expect(request.equipment?.map((kit) => kit.item) ?? []).not.toContain('hoop');
    expect(request.equipment?.map((kit) => kit.item) ?? []).not.toContain('ball');
    expect(request.lacks ?? []).not.toContain('full-court');
  });

  it('still counts a basket said as one', () => {
    expect(parsePlanRequest('practice for 10 kids, 60 min, one hoop and a bucket of balls').equipment).toEqual([
      { item: 'hoop', count: 1 },
    ]);
  });
});
