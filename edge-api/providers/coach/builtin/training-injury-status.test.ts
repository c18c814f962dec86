import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { parseTrainingRequest } from '../understand/parse-training-request';
import { answer } from './builtin-coach';

const MARCH_9 = new Date('2027-03-09T09:00:00Z');

function ask(message: string, sport: Sport): string {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: MARCH_9 }).text;
}

/** The lines an athlete is told to do: table rows and program list items with sets and reps. */
function prescribed(reply: string): string[] {
  return reply.split('\n').filter((line) => /^\| \d/.test(line) || /^- .+: \d+ x .+, rest \d+s$/.test(line));
}

describe("an injury's status and severity are read from the words around it", () => {
  it.each([
    ['basketball', 'my knees get achy after long practices, want to dunk by summer', 'knee'],
    ['baseball', 'my shoulder is slightly tender after bullpens, want to throw 90', 'shoulder'],
    ['baseball', 'catcher, knees a little stiff after doubleheaders, want a quicker pop time', 'knee'],
    ['soccer', 'calf feels a little tight after matches, want to get faster', 'calf'],
    ['golf', 'my wrist is kind of achy after range sessions, want more swing speed', 'wrist'],
    ['soccer', 'never had an injury, but my hamstrings feel tight, want to sprint faster', 'hamstring'],
  ] as const)('%s: "%s" is a mild ache, trained through', (_sport, message, area) => {
    const request = parseTrainingRequest(message);
    expect(request.injuries).toEqual([]);
    expect(request.mildInjuries?.map((injury) => injury.area)).toEqual([area]);
  });

  it.each([
    ['soccer', 'my knee gave way during a match and it is swollen, want to keep fit', 'knee'],
    ['basketball', "I can't put weight on my ankle after rolling it, want to train", 'ankle'],
  ] as const)('%s: "%s" is hurt now and trained around', (_sport, message, area) => {
    const request = parseTrainingRequest(message);
    expect(request.injuries.map((injury) => injury.area)).toEqual([area]);
    expect(request.mildInjuries).toBeUndefined();
  });

  it.each([
    ['had some elbow tightness, the MRI showed no tear, want more velo', 'elbow'],
    ["my ankle's a bit sore but not sprained, want to get quicker", 'ankle'],
  ])('reads a negated tear or sprain as not one: "%s"', (message, area) => {
    const request = parseTrainingRequest(message);
    expect(request.injuries).toEqual([]);
    expect(request.mildInjuries?.map((injury) => [injury.area, injury.severity])).toEqual([[area, 'sore']]);
  });

  it.each([
    ['football', 'sprained my ankle a few months ago, want a faster 40', 'ankle'],
    ['baseball', 'shoulder strain last year, want to throw harder', 'shoulder'],
    ['soccer', 'calf strain last season, want a quicker first step', 'calf'],
  ] as const)('%s: "%s" is a strain that is over, trained fully', (_sport, message, area) => {
    const request = parseTrainingRequest(message);
    expect(request.injuries).toEqual([]);
    expect(request.pastInjuries?.map((injury) => injury.area)).toEqual([area]);
  });

  it('names no injury for a body part said not to be hurt', () => {
    const request = parseTrainingRequest("my shoulder isn't injured, just want a bigger bench");
    expect(request.injuries).toEqual([]);
    expect(request.mildInjuries).toBeUndefined();
  });
});

describe('a mild ache keeps the goal’s work, managed, with a stop rule', () => {
  it('keeps the jumps for a vertical goal with slightly sore knees', () => {
    const reply = ask('knees are a little sore after pickup runs, want 3 more inches on my vertical', 'basketball');
    expect(reply).not.toContain('Injury noted');
    expect(reply).toMatch(/Mild knee soreness: nothing below is taken out for it/);
    expect(reply).toMatch(/land soft and quiet/i);
    expect(reply).toMatch(/Stop rule: .*3\/10/);
    expect(reply).toMatch(/keep an eye on it, and see a physio if it persists/i);
    expect(reply).toContain('### Prehab for your knee');
    expect(prescribed(reply).some((line) => /jump/i.test(line))).toBe(true);
  });

  it('keeps the throwing for a pitcher whose elbow is only tender and was scanned clean', () => {
    const reply = ask('pitcher, elbow a bit tender lately, scan showed no tear, want to add velocity', 'baseball');
    expect(reply).not.toMatch(/torn|stop throwing|Injury noted/i);
    expect(reply).toMatch(/Mild elbow soreness/);
    expect(reply).toMatch(/long toss/i);
  });

  it('keeps the sprints for a soccer player with a calf that tightens after matches', () => {
    const reply = ask('calf feels a little tight after matches, want to get faster', 'soccer');
    expect(reply).not.toContain('Injury noted');
    expect(prescribed(reply).some((line) => /sprint/i.test(line))).toBe(true);
  });
});

describe('work left out for a hurt area is left out everywhere in the reply', () => {
  it.each([
    ['football', 'tweaked my groin at practice last week, want a faster 40'],
    ['soccer', 'groin strain a few days ago, want to get quicker over 30 m'],
  ] as const)('%s: "%s" prescribes no week-by-week sprints while the sprint exercises are out', (sport, message) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/Left out because they load it hard: .*Sprint/);
    expect(reply).not.toMatch(/^- Week \d.*fast running a session/m);
    expect(reply).toMatch(/start once the return steps are done/);
  });
});

describe('a healed injury keeps the goal’s work and is watched', () => {
  it('keeps the Nordics and sprints after a hamstring that is fine now, and says to keep an eye on it', () => {
    const reply = ask('strained a hamstring a couple of seasons back, all good now, want more top speed', 'soccer');
    expect(reply).not.toContain('Injury noted');
    expect(prescribed(reply).some((line) => /Nordic/.test(line))).toBe(true);
    expect(prescribed(reply).some((line) => /Sprint/.test(line))).toBe(true);
    expect(reply).toMatch(/Past hamstring injury, healed: .*keep an eye on it/);
  });
});
