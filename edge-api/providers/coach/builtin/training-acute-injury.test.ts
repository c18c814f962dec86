import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import acuteInjuryJson from '../../../../content/acute-injury.json';
import { AcuteInjurySchema } from '../knowledge/content-schema';
import { answer } from './builtin-coach';

const MARCH_1 = new Date('2027-03-01T09:00:00Z');

function ask(sport: Sport, message: string) {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: MARCH_1 }).text;
}

const CONTENT = AcuteInjurySchema.parse(acuteInjuryJson);
const checksOf = (id: string) => CONTENT.parts.find((part) => part.id === id)?.checks ?? [];

describe('the Trainer cares for a fresh injury with the game days away instead of programming', () => {
  const cases: { sport: Sport; message: string; part: string; said: RegExp }[] = [
    {
      sport: 'basketball',
      message: 'caught a pass wrong and my middle finger is swollen and purple, we have a game in 3 days, what now?',
      part: 'finger',
      said: /fresh finger injury and your game in 3 days/,
    },
    {
      sport: 'tennis',
      message: 'My wrist started hurting yesterday after serving practice and the club tournament is six days away',
      part: 'wrist',
      said: /fresh wrist injury and your tournament in 6 days/,
    },
    {
      sport: 'soccer',
      message:
        'Landed on a defender and turned my ankle this morning, it is puffy. Match tomorrow, how do I get ready?',
      part: 'ankle',
      said: /fresh ankle injury and your match tomorrow/,
    },
    {
      sport: 'football',
      message: 'Strained my groin at practice today. What should my training look like before Friday?',
      part: 'groin',
      said: /fresh groin injury and your game before Friday/,
    },
    {
      sport: 'baseball',
      message: "banged my thumb on a slide, I can't grip the bat well, tournament this weekend",
      part: 'finger',
      said: /fresh thumb injury and your tournament this weekend/,
    },
  ];
  for (const { sport, message, part, said } of cases) {
    it(`${sport}: ${part} — safety first, the days until the event, its checks, protection last`, () => {
      const reply = ask(sport, message);
      expect(reply).toMatch(said);
      expect(reply).not.toMatch(/-week .*program/i);
      expect(reply).not.toMatch(/^Week \d/m);
      const safety = reply.indexOf('Safety first:');
      const days = reply.indexOf('Today and the next days:');
      const firstCheck = reply.indexOf(checksOf(part)[0] ?? 'no check');
      const protection = reply.indexOf('Protection:');
      expect(safety).toBeGreaterThan(0);
      expect(days).toBeGreaterThan(safety);
      expect(firstCheck).toBeGreaterThan(days);
      expect(protection).toBeGreaterThan(firstCheck);
      expect(reply).toMatch(/physio|athletic trainer/);
      expect(reply).toContain('numbness');
      expect(reply).toMatch(/First 48 hours: ice/);
      expect(reply).toMatch(/only once the clinician says it is OK/);
      for (const check of checksOf(part)) expect(reply).toContain(check);
    });
  }

  it('tests an ankle by hopping and cutting, and a finger by gripping and catching', () => {
    const ankle = ask('basketball', 'sprained my ankle last night, it is swollen, we play on Sunday');
    expect(ankle).toMatch(/hops/i);
    expect(ankle).toMatch(/cut/i);
    expect(ankle).not.toMatch(/Grip a ball/);
    const finger = ask('football', 'jammed my finger catching a ball today, playoff game in 2 days');
    expect(finger).toMatch(/Grip a ball/);
    expect(finger).toMatch(/Catch passes/);
    expect(finger).not.toMatch(/single-leg hops/i);
  });
});

describe('a healed injury or a goal weeks away still gets a program', () => {
  it('an old ankle sprain with a 10-week speed goal is programmed with the ankle noted as healed', () => {
    const reply = ask(
      'soccer',
      'I rolled my ankle in college, it is fully healed. Build me 10 weeks of speed work, 3 days a week',
    );
    expect(reply).toMatch(/^A 10-week Soccer program/);
    expect(reply).not.toContain('Safety first:');
  });

  it('a sore knee with a 12-week jump goal is a program adapted to the knee, not a go/no-go test', () => {
    const reply = ask('basketball', 'my knee is sore this week but I want a 12 week plan to jump higher');
    expect(reply).toMatch(/^A 12-week Basketball program/);
    expect(reply).not.toContain('Safety first:');
  });

  it('an event three weeks off is beyond the days this answer covers', () => {
    const reply = ask(
      'tennis',
      'my wrist is sore since yesterday, tournament in 21 days, 4 days a week to get match fit',
    );
    expect(reply).not.toContain('Safety first:');
  });

  it('a game tomorrow with no injury named is not treated as one', () => {
    const reply = ask('soccer', 'match tomorrow, what workout should I do today to stay sharp?');
    expect(reply).not.toContain('Safety first:');
  });
});
