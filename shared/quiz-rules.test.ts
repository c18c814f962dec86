import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, applyAnswer, levelForPoints } from './quiz-rules';

const fresh = { points: 0, answered: 0, streak: 0, achievements: [] as string[] };

describe('quiz scoring rules', () => {
  it('gives 10 points and extends the streak for a right answer; a wrong one resets it', () => {
    const right = applyAnswer(fresh, true);
    expect(right).toMatchObject({ points: 10, answered: 1, streak: 1 });
    expect(right.achievements).toContain(ACHIEVEMENTS.firstCorrect);
    const wrong = applyAnswer(right, false);
    expect(wrong).toMatchObject({ points: 10, answered: 2, streak: 0 });
  });

  it('awards streak, volume and perfect-quiz achievements once', () => {
    let stats = fresh;
    for (let i = 0; i < 10; i++) stats = applyAnswer(stats, true);
    expect(stats.achievements).toEqual(expect.arrayContaining([ACHIEVEMENTS.streak5, ACHIEVEMENTS.streak10]));
    expect(new Set(stats.achievements).size).toBe(stats.achievements.length);
    expect(applyAnswer({ ...fresh, answered: 99 }, false).achievements).toContain(ACHIEVEMENTS.answers100);
    expect(applyAnswer(fresh, true, true).achievements).toContain(ACHIEVEMENTS.perfectQuiz);
  });

  it('levels up every 100 points', () => {
    expect(levelForPoints(0)).toBe(1);
    expect(levelForPoints(99)).toBe(1);
    expect(levelForPoints(100)).toBe(2);
    expect(levelForPoints(250)).toBe(3);
  });
});
