import { describe, expect, it } from 'vitest';
import type { PersonalityMode } from '../../../../shared/constants';
import { answer } from './builtin-coach';

function ask(message: string, mode: PersonalityMode) {
  return answer({ mode, sport: 'baseball', message, history: [] }).text;
}

// Windmill pitchers are asked about in the baseball chat, but the Pitch Smart counts are written for
// overhand baseball pitching: a softball question is told so, never given the baseball table.
describe('fastpitch softball pitching limits', () => {
  it('tells a softball coach that no Pitch Smart count applies', () => {
    const text = ask('what is the most pitches my 10u fastpitch girl can throw in one day', 'comprehensiveCoach');
    expect(text).toContain('do not apply to windmill pitchers');
    expect(text).not.toMatch(/\b75 pitches\b/);
  });

  it('says it in one line in Tactical mode', () => {
    expect(ask('pitch count limit for a 14u softball pitcher?', 'gameOnTheLine')).toMatch(/no Pitch Smart counts/);
  });

  it('keeps the baseball table for a baseball pitcher', () => {
    expect(ask('what are the pitch count limits for my 11 year old', 'comprehensiveCoach')).toContain(
      'For baseball (overhand) pitchers',
    );
  });

  it('marks the tournament workload line as baseball-only and says what softball does', () => {
    const text = ask(
      'softball tournament this weekend, how do I handle my pitchers and their pitch counts',
      'comprehensiveCoach',
    );
    expect(text).toContain('Fastpitch softball has no such count');
  });
});
