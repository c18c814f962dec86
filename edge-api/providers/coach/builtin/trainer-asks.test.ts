import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';

const JUNE_2 = new Date('2027-06-02T09:00:00Z');

function ask(message: string, sport: Sport) {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: JUNE_2 }).text;
}

const PROGRAM = /### Program|#### Week 1|\d+-week .* program/i;

describe('a routine asked around play is that routine, not a program', () => {
  it.each<[string, Sport, RegExp]>([
    [
      'quads always feel tight in the first 10 min of games, anything i should be doing beforehand? before games i mean',
      'soccer',
      /quads/,
    ],
    [
      'hammys get tight before tip-off every time, what should my pre-game routine look like',
      'basketball',
      /hamstrings/,
    ],
    ['my calves tighten up pregame, what do i do pre-match', 'tennis', /calves/],
    ['what should i do pre round for a stiff lower back', 'golf', /lower back/],
  ])('"%s" gets a before-play routine for the area', (message, sport, area) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/### Before you play/);
    expect(reply.split('\n')[0]).toMatch(area);
    expect(reply).not.toMatch(PROGRAM);
  });

  it('asked before and after, it gives both routines', () => {
    const reply = ask('Groin is always tight. What do I do before practice and after it?', 'soccer');
    expect(reply).toMatch(/### Before you play/);
    expect(reply).toMatch(/### After you play/);
    expect(reply).toMatch(/Copenhagen/);
  });

  it('asked for a program with weeks, the program is written', () => {
    expect(ask('8 week program for tight hamstrings, I play twice a week before work', 'soccer')).toMatch(PROGRAM);
  });
});

describe('a thrower’s band routine comes with how often to do it', () => {
  it.each<[string, Sport]>([
    ['what band exercises should my 13 yo do for his pitching arm and how often', 'baseball'],
    ['Arm care routine w/ J-bands for a high school QB? how many days a week', 'football'],
    ['any shoulder routine with tubing for my serve? how often should I do it', 'tennis'],
  ])('"%s" gets the arm-care routine and its frequency', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/### Before throwing/);
    expect(reply).toMatch(/Every throwing day/);
    expect(reply).toMatch(/2–3 days a week/);
    expect(reply).not.toMatch(PROGRAM);
  });

  it('a young pitcher is told the rest rules beside the bands', () => {
    expect(ask('band routine for my 12 year old pitcher', 'baseball')).toMatch(/pitch counts/);
  });
});

describe('whether lifting is safe for a child is answered first', () => {
  it.each<[string, Sport, RegExp]>([
    ['Will squats mess up my 14 year olds growth plates??', 'soccer', /a 14-year-old/],
    ['is lifting weights bad for kids, my daughter is 11 and wants to join the gym', 'basketball', /an? 11-year-old/],
    ['does weight training stunt growth? my son plays travel ball', 'baseball', /children and teens/],
  ])('"%s" answers yes-with-supervision and the evidence', (message, sport, who) => {
    const reply = ask(message, sport);
    const [first = ''] = reply.split('\n');
    expect(first).toMatch(/^Yes: supervised/);
    expect(first).toMatch(who);
    expect(reply).toMatch(/### What the evidence says/);
    expect(reply).toMatch(/### How to do it safely/);
    expect(reply).not.toMatch(PROGRAM);
  });

  it('an adult asking about lifting gets no growth-plate answer', () => {
    expect(ask('is it safe to squat heavy with my back, I am 34', 'football')).not.toMatch(/growth plates/);
  });
});

describe('injuries across a team are prevented for the team', () => {
  it.each<[string, Sport, RegExp]>([
    [
      'we had 4 ankle sprains on our U13 boys side this year, what can we add to practice to cut them down?',
      'soccer',
      /ankle sprains/,
    ],
    ['3 of my varsity girls blew out their ACLs last season. how do we prevent that?', 'basketball', /knee and ACL/],
    [
      'lots of hamstring pulls on the team last fall, what should we add to our warm-up',
      'football',
      /hamstring strains/,
    ],
  ])('"%s" gets a team prevention programme', (message, sport, area) => {
    const reply = ask(message, sport);
    expect(reply.split('\n')[0]).toMatch(area);
    expect(reply).toMatch(/11\+/);
    expect(reply).toMatch(/How often: .*2 days a week/);
    expect(reply).toMatch(/How long: about 20 minutes/);
    expect(reply).not.toMatch(/Left out because they load it hard/);
    expect(reply).not.toMatch(PROGRAM);
  });
});

describe('a nagging ache and a wish to keep playing gets loading work beside play', () => {
  it.each<[string, Sport, RegExp]>([
    ['tennis elbow flaring a bit but I dont want to stop playing, how do I manage it', 'tennis', /wrist/i],
    ['calf has been sore for weeks, still want to play sunday league', 'soccer', /calf raise/i],
    ['my knee aches after games, need to keep playing through the playoffs', 'basketball', /Spanish squat|Wall sit/],
  ])('"%s" keeps play and adds the loading work', (message, sport, exercise) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/^You can keep playing/);
    expect(reply).toMatch(exercise);
    expect(reply).toMatch(/See a physio or sports doctor if it is not improving/);
    expect(reply).not.toMatch(/return to full training only when they clear you/);
  });

  it('red flags are not played on', () => {
    expect(ask('knee swelled up and gave way, but i want to keep playing', 'basketball')).not.toMatch(
      /^You can keep playing/,
    );
  });
});

describe('the asker’s own injury is not a team question', () => {
  it('"I rolled my ankle" beside the team is not a prevention programme', () => {
    expect(
      ask('I rolled my ankle twice on the team this year, how do I avoid doing it a third time', 'basketball'),
    ).not.toMatch(/across the team/);
  });
});

describe('a narrow routine asked by name is that routine, not a multi-week program', () => {
  it('lays out the days between starts one by one for a starting pitcher', () => {
    const reply = ask(
      'my son is a starter, what should his routine be on the days after a start until the next one',
      'baseball',
    );
    expect(reply).not.toMatch(PROGRAM);
    const days = reply.match(/^\*\*Day \d/gm) ?? [];
    expect(days.length).toBeGreaterThanOrEqual(4);
    expect(reply).toMatch(/bullpen/i);
  });

  it.each<[string, Sport, number]>([
    ['need a 12 min jump rope circuit to get lighter on my feet', 'tennis', 12],
    ['quick skipping rope session for my footwork, 25 minutes', 'basketball', 25],
  ])('"%s" is timed blocks adding up to the minutes asked', (message, sport, total) => {
    const reply = ask(message, sport);
    expect(reply).not.toMatch(PROGRAM);
    const minutes = [...reply.matchAll(/^\d+\. \*\*[^*]+, (\d+) min:\*\*/gm)].map((match) => Number(match[1]));
    expect(minutes.length).toBeGreaterThanOrEqual(3);
    expect(minutes.reduce((sum, value) => sum + value, 0)).toBe(total);
    expect(reply).toMatch(new RegExp(`Total: ${total} minutes`));
  });
});

describe('a new runner gets run-walk and strength, never sprint or jump days', () => {
  it.each<[string, Sport]>([
    ['never been a runner but i want to finish a 5k in 12 weeks, i can train 3 days', 'soccer'],
    ['novice runner here, 4 days a week, aiming at a 10k in 14 weeks', 'basketball'],
  ])('%s', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/Run-walk/);
    expect(reply).not.toMatch(/Day \d+ — (?:Speed|Power|Conditioning)/);
    const exercises = reply.split('\n').filter((line) => /^- [^:]+: \d+ x /.test(line));
    expect(exercises.length).toBeGreaterThan(0);
    for (const line of exercises) expect(line).not.toMatch(/sprint|shuttle|\bjump|\bbound|\bhop/i);
  });
});
