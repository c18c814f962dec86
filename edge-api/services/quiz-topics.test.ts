import { describe, expect, it } from 'vitest';
import { QUIZ_LENGTH, SPORTS, type Sport } from '../../shared/constants';
import { quizTopicPhrases } from '../../shared/quiz-text';
import { knowledgeOf } from '../providers/coach/knowledge/knowledge-base';
import { QUIZ_LEVELS } from '../../shared/quiz-rules';
import {
  levelOf,
  listedFocusIn,
  nearestQuizTopics,
  nextQuestionAtLevel,
  nextQuestionOnFocus,
  nextQuestionOnTopics,
  questionsOnFocus,
  questionsOnTopics,
  quizTopicsNamed,
  quizTopicsOf,
  ruleTopicIdsOf,
} from './quiz-topics';

// A quiz asked on one rule topic has at least this many questions before it runs short.
const MIN_QUESTIONS_PER_TOPIC = 5;

const topicIdsIn = (sport: Sport, message: string) =>
  quizTopicsNamed(sport, quizTopicPhrases(message))?.map((topic) => topic.id) ?? null;

describe.each(SPORTS)('%s quiz topics', (sport) => {
  it('parse with their schema, with unique ids', () => {
    const ids = quizTopicsOf(sport).map((topic) => topic.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it(`each have at least ${MIN_QUESTIONS_PER_TOPIC} questions tagged on them`, () => {
    for (const topic of quizTopicsOf(sport)) {
      expect(questionsOnTopics(sport, [topic.id]).length, topic.id).toBeGreaterThanOrEqual(MIN_QUESTIONS_PER_TOPIC);
    }
  });

  // A quiz on a narrow rule is never padded from other topics, so each rule topic needs a full quiz of its own.
  it(`each rule topic has a default-length quiz of ${QUIZ_LENGTH} questions of its own`, () => {
    for (const id of ruleTopicIdsOf(sport)) {
      expect(questionsOnTopics(sport, [id]).length, id).toBeGreaterThanOrEqual(QUIZ_LENGTH);
    }
  });

  it("tag questions only with the sport's own topics", () => {
    const ids = new Set(quizTopicsOf(sport).map((topic) => topic.id));
    const unknown = knowledgeOf(sport)
      .quiz.flatMap((question) => question.topics ?? [])
      .filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });

  it('grade the bank at every level, so an easy and a hard quiz each have questions', () => {
    for (const level of QUIZ_LEVELS) {
      const count = knowledgeOf(sport).quiz.filter((question) => levelOf(question) === level).length;
      expect(count, level).toBeGreaterThanOrEqual(MIN_QUESTIONS_PER_TOPIC);
    }
  });

  it('include game situations with at least five scenario questions, which a rules quiz leaves out', () => {
    const situations = quizTopicsOf(sport).filter((topic) => topic.kind === 'situation');
    expect(situations.length).toBeGreaterThanOrEqual(1);
    for (const topic of situations) {
      const scenarios = questionsOnTopics(sport, [topic.id]).filter((question) => question.scenario);
      expect(scenarios.length, topic.id).toBeGreaterThanOrEqual(MIN_QUESTIONS_PER_TOPIC);
      expect(ruleTopicIdsOf(sport)).not.toContain(topic.id);
    }
  });

  it('are each found by their own label', () => {
    for (const topic of quizTopicsOf(sport)) expect(topicIdsIn(sport, `quiz me on ${topic.label}`)).toEqual([topic.id]);
  });
});

describe('a quiz on a technique', () => {
  it("asks about the skill's faults when no concept or rule covers the words", () => {
    const pool = questionsOnFocus('basketball', 'rebounding mechanics');
    const reboundingFaults = knowledgeOf('basketball').faults.filter((fault) => fault.skill === 'rebounding');
    expect(reboundingFaults.length).toBeGreaterThan(0);
    for (const fault of reboundingFaults) {
      expect(
        pool.some((question) => question.question.startsWith(`${fault.title}:`)),
        fault.id,
      ).toBe(true);
    }
  });
});

describe('the topics a quiz request names', () => {
  it.each([
    [
      'basketball',
      'quiz on violations: 3 seconds, backcourt, travel',
      ['violations', 'three-seconds', 'backcourt', 'traveling'],
    ],
    ['basketball', "6 q's on traveling", ['traveling']],
    ['basketball', 'give me questions on the three-second rule', ['three-seconds']],
    ['golf', 'quiz me on unplayable lie and penalty areas', ['unplayable', 'penalty-areas']],
    ['golf', 'quiz me on water hazards', ['penalty-areas']],
    ['golf', 'quiz on relief from cart paths', ['relief']],
    ['football', 'quiz me on defensive holding', ['pass-interference']],
    ['soccer', 'give me 5 questions on offside', ['offside']],
  ] as const)('%s: %j', (sport, message, ids) => {
    expect(topicIdsIn(sport, message)).toEqual(ids);
  });

  it('leaves a topic more specific than the known ones to the coach', () => {
    expect(topicIdsIn('soccer', 'quiz me on penalty shootouts')).toBeNull();
    expect(topicIdsIn('soccer', 'quiz me on the history of the club badge')).toBeNull();
  });

  it('names none for the Start Quiz message', () => {
    expect(topicIdsIn('golf', 'Start a new quiz about golf')).toEqual([]);
  });
});

describe('the next question on the topics', () => {
  it('takes the topics in turn and never asks a question twice', () => {
    const ids = ['three-seconds', 'backcourt', 'traveling'];
    const asked: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const next = nextQuestionOnTopics('basketball', ids, asked, 'quiz-1');
      expect(next?.topics, next?.question).toContain(ids[turn % ids.length]);
      expect(asked).not.toContain(next!.question);
      asked.push(next!.question);
    }
  });

  it('has none left once every question on the topic was asked', () => {
    const asked = questionsOnTopics('golf', ['unplayable']).map((question) => question.question);
    expect(nextQuestionOnTopics('golf', ['unplayable'], asked, 'quiz-1')).toBeNull();
  });
});

describe('questions at the level asked', () => {
  it('asks every hard question on the topics before any other', () => {
    const ids = ['traveling', 'backcourt'];
    const hard = questionsOnTopics('basketball', ids).filter((question) => levelOf(question) === 'hard');
    expect(hard.length).toBeGreaterThan(2);
    const asked: string[] = [];
    for (let turn = 0; turn <= hard.length; turn++) {
      const next = nextQuestionOnTopics('basketball', ids, asked, 'quiz-7', 'hard')!;
      expect(levelOf(next), next.question).toBe(turn < hard.length ? 'hard' : 'medium');
      asked.push(next.question);
    }
  });

  it('keeps a whole-sport quiz at the easy level while the bank has easy ones', () => {
    const asked: string[] = [];
    for (let turn = 0; turn < 5; turn++) {
      const next = nextQuestionAtLevel('tennis', asked, 'quiz-8', 'easy')!;
      expect(levelOf(next), next.question).toBe('easy');
      asked.push(next.question);
    }
  });
});

describe('a quiz on a topic in words', () => {
  it.each([
    ['football', 'cover 2', /cover 2/i],
    ['golf', 'bunker play', /bunker/i],
    ['soccer', 'the 4-3-3', /4-3-3/],
    ['baseball', 'bunting', /bunt/i],
  ] as const)('%s: every question on %s is on it', (sport, focus, named) => {
    const pool = questionsOnFocus(sport, focus);
    expect(pool.length).toBeGreaterThanOrEqual(3);
    for (const question of pool) expect(`${question.question} ${question.explanation}`).toMatch(named);
  });

  it('takes no concept sharing only a word of the topic for it', () => {
    expect(questionsOnFocus('football', 'pistol wishbone hybrid')).toEqual([]);
    expect(questionsOnFocus('tennis', 'grass court history')).toEqual([]);
  });

  it('offers near topics that have questions when nothing covers the one asked', () => {
    const nearest = nearestQuizTopics('tennis', 'grass court history');
    expect(nearest[0]).toBe('history and records');
    expect(nearest).toContain('Grass Court Play');
    for (const label of nearest) expect(questionsOnFocus('tennis', label).length + 1, label).toBeGreaterThan(0);
    expect(nearestQuizTopics('basketball', 'the flex offense from the 1920s')).toContain('history and records');
  });

  it('asks the easy question written from a concept first for a beginner', () => {
    const next = nextQuestionOnFocus('soccer', 'gegenpressing', [], 'quiz-9', 'easy');
    expect(next && levelOf(next)).toBe('easy');
  });
});

describe('a quiz on the items a request lists', () => {
  it('asks about each of two compared items, though no one topic is both', () => {
    const questions = questionsOnFocus('football', 'cover 2 against cover 3 duties'.replace(' against ', ' vs '));
    expect(questions.some((question) => /cover 2/i.test(question.question))).toBe(true);
    expect(questions.some((question) => /cover 3/i.test(question.question))).toBe(true);
    // Each item in turn: the first two questions are not both on one of them.
    expect(questions.slice(0, 2).every((question) => /cover 2/i.test(question.question))).toBe(false);
  });

  it('reads a list after a dash, a colon or "like", leaving out its heading and its audience', () => {
    const soccer = listedFocusIn(
      'soccer',
      'mc quiz on football words - overlapping run, third man run - for my assistants',
    );
    expect(soccer).toBe('overlapping run, third man run');
    expect(listedFocusIn('golf', 'a fun one for my niece, things like birdie, bogey, par')).toBe('birdie, bogey, par');
    const questions = questionsOnFocus('golf', 'birdie, bogey, par');
    expect(questions.length).toBeGreaterThanOrEqual(2);
  });

  it('finds no list in a request that names one topic or none', () => {
    expect(listedFocusIn('basketball', 'quiz me please, one at a time')).toBeNull();
    expect(listedFocusIn('tennis', 'quiz me on the serve')).toBeNull();
  });
});

describe('a quiz on a topic in words', () => {
  it('opens with a question that names the topic, before one that reaches it only in its explanation', () => {
    // The soccer bank's extra-time question explains that extra time comes "before any penalty
    // shootout": on the topic's edge, never its first question.
    for (let seed = 0; seed < 40; seed += 1) {
      const first = nextQuestionOnFocus('soccer', 'penalty shootouts', [], `seed-${seed}`, null);
      expect(first?.question).toMatch(/shoot-?out/i);
    }
  });
});

describe('a quiz on a topic of several words or a side of the ball', () => {
  const conceptTitled = (question: { question: string }) =>
    /^(?:Which of these describes (.+)\?|(.+): which of these)/.exec(question.question)?.slice(1).find(Boolean);

  it('keeps a quiz on defending a play to the defence, not the play itself', () => {
    const pool = questionsOnFocus('basketball', 'guarding the pick and roll');
    expect(pool.length).toBeGreaterThanOrEqual(3);
    const titles = pool.flatMap((question) => conceptTitled(question) ?? []);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const concept = knowledgeOf('basketball').concepts.find((entry) => entry.title === title);
      expect(concept?.side, title).toBe('defense');
    }
    expect(pool.map((question) => question.question).join('\n')).not.toMatch(/\bscreener do\b|slides a short way/);
  });

  it("takes a concept's own term as that concept, not every question sharing the word's stem", () => {
    const pool = questionsOnFocus('football', 'quarters').map((question) => question.question);
    expect(pool).toContain('Which of these describes Cover 4 (Quarters)?');
    expect(pool.join('\n')).not.toMatch(/quarterback/i);
  });

  it('writes questions on every concept a topic of several words is, not only the first one found', () => {
    const titles = new Set(questionsOnFocus('basketball', 'zone defenses').flatMap((q) => conceptTitled(q) ?? []));
    expect(titles.size).toBeGreaterThanOrEqual(3);
  });

  it('reads a topic of only a kind word as every concept of that kind, never faults that share no word', () => {
    for (const sport of ['soccer', 'football'] as const) {
      const pool = questionsOnFocus(sport, 'formations');
      expect(pool.some((question) => /which cue fixes it|common cause|drill trains/.test(question.question))).toBe(
        false,
      );
      // A young team's quiz on it has enough easy questions of its own, none filled from the next level.
      expect(pool.filter((question) => levelOf(question) === 'easy').length, sport).toBeGreaterThanOrEqual(5);
    }
  });
});
