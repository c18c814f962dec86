import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { clarifyOf } from '../../../../shared/clarify';
import { loadQuestionSet } from '../question-set/question-set';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';
import { answerFit, checkedReply, FIT_THRESHOLD, rankCandidates } from './self-check';
import type { Candidate } from './self-check';

type Mode = Exclude<PersonalityMode, 'quizMaster' | 'personalTrainer'>;

/** The coach's reply to a message, with the candidates it weighed and the reading they were scored for. */
function read(sport: Sport, mode: Mode, message: string) {
  const understanding = understandMessage(sport, mode, message);
  const reply = answer({ sport, mode, message, history: [] });
  const candidates = reply.checked?.ranked.map(({ candidate }) => candidate) ?? [];
  return { reading: { message, understanding }, candidates, reply };
}

function byRoute(candidates: readonly Candidate[], route: string): Candidate {
  const found = candidates.find((each) => each.route === route);
  if (!found) throw new Error(`no ${route} candidate among ${candidates.map((each) => each.route).join(', ')}`);
  return found;
}

describe('the answer-fit score', () => {
  it('scores the wrong side of the ball below the threshold', () => {
    // Beating cover 2 is attacking it; running it well is the defense's answer.
    const { reading, candidates } = read('football', 'gameOnTheLine', 'How do we beat cover 2?');
    const wrong = byRoute(candidates, 'other-side');
    expect(wrong.side).toBe('defense');
    const fit = answerFit(reading, wrong);
    expect(fit.flaws).toContain('wrong side');
    expect(fit.score).toBeLessThan(FIT_THRESHOLD);
    expect(answerFit(reading, byRoute(candidates, 'reading')).score).toBeGreaterThanOrEqual(FIT_THRESHOLD);
  });

  it('reads the side from the message’s own words: "should we press" is the pressing side', () => {
    const { reading, candidates, reply } = read('soccer', 'gameOnTheLine', 'should we press them high?');
    // "We press" makes the press ours, so even the counter reading runs it instead of beating it.
    const counter = byRoute(candidates, 'as:counter');
    expect(counter.side).toBe('defense');
    expect(answerFit(reading, counter).flaws).not.toContain('wrong side');
    expect(reply.text).toContain('Set a trigger');
    expect(reply.answeredSide).toBe('defense');
  });

  it('scores a definition given for a decision below the threshold, and sends the how-to instead', () => {
    const { reading, candidates, reply } = read('soccer', 'gameOnTheLine', 'should we press them high?');
    const definition = byRoute(candidates, 'reading');
    expect(definition.gives).toBe('definition');
    const fit = answerFit(reading, definition);
    expect(fit.flaws).toContain('definition for a decision');
    expect(fit.score).toBeLessThan(FIT_THRESHOLD);
    expect(reply.text).not.toBe(definition.text);
  });

  it('scores the word in its other sense below the threshold: a safety’s points are the score, not the position', () => {
    // Both senses of "safety" as candidates, scored for a question about its points.
    const { candidates } = read('football', 'gameOnTheLine', 'safety?');
    const question = 'how many points is a safety';
    const reading = { message: question, understanding: understandMessage('football', 'gameOnTheLine', question) };
    const ranked = rankCandidates(reading, candidates);
    const position = ranked.find(({ candidate }) => candidate.topic?.entry.id === 'safety');
    expect(position?.fit.flaws).toContain('wrong sense');
    expect(position?.fit.score).toBeLessThan(FIT_THRESHOLD);
    expect(ranked[0]?.candidate.topic?.entry.id).toBe('safety-scoring-play');
    expect(ranked[0]?.fit.score).toBeGreaterThanOrEqual(FIT_THRESHOLD);
    expect(answer({ sport: 'football', mode: 'gameOnTheLine', message: question, history: [] }).text).toMatch(
      /two points/,
    );
  });

  it.each([
    ['football', 'gameOnTheLine', 'How do I beat a cover 2 defense?'],
    ['football', 'comprehensiveCoach', 'what is a zone read'],
    ['basketball', 'gameOnTheLine', 'how to run a 1-3-1 zone'],
    ['basketball', 'gameOnTheLine', 'how do we break a full court press'],
    ['soccer', 'comprehensiveCoach', 'we concede from corners all the time, help'],
    ['tennis', 'gameOnTheLine', 'how do I beat a pusher'],
  ] as const)('sends the reading of a clear message (%s: "%s") without asking', (sport, mode, message) => {
    const { reply } = read(sport, mode, message);
    expect(reply.checked?.clarify).toBeNull();
    expect(reply.checked?.ranked[0]?.candidate.route).toBe('reading');
    expect(reply.checked?.ranked[0]?.fit.score).toBeGreaterThanOrEqual(FIT_THRESHOLD);
  });

  it('asks about none of the project’s question set, where every message is clear', () => {
    const set = loadQuestionSet();
    const asked = Object.entries(set).flatMap(([sport, questions]) =>
      questions.filter(
        (question) =>
          clarifyOf(
            answer({ sport: sport as Sport, mode: question.mode, message: question.question, history: [] }).text,
          ) !== null,
      ),
    );
    expect(asked.map((question) => question.question)).toEqual([]);
  });

  it('gives way to doubt sooner when the reader says it is unsure', () => {
    const { reading, candidates } = read('football', 'gameOnTheLine', 'How do we beat cover 2?');
    const own = byRoute(candidates, 'reading');
    const sure = answerFit({ ...reading, confidence: 1 }, own).score;
    const unsure = answerFit({ ...reading, confidence: 0.1 }, own).score;
    expect(unsure).toBeLessThan(sure);
    expect(unsure).toBeLessThan(FIT_THRESHOLD);
  });
});

describe('the clarifying question', () => {
  it('asks which sense of a word was meant, each choice naming one sense', () => {
    const { reply } = read('football', 'gameOnTheLine', 'safety?');
    const clarify = clarifyOf(reply.text);
    expect(clarify?.question).toBe('Which "safety" do you mean?');
    expect(clarify?.choices).toEqual(['What is the safety position?', 'What is Safety (Scoring Play)?']);
  });

  it('asks which side the user is on when running and beating fit alike', () => {
    const { reply } = read('basketball', 'gameOnTheLine', 'the 1-3-1 zone, what do we do');
    const clarify = clarifyOf(reply.text);
    expect(clarify?.question).toBe('Are you running 1-3-1 Zone, or facing it?');
    expect(clarify?.choices).toEqual(['How do we beat 1-3-1 Zone?', 'How do we run 1-3-1 Zone?']);
  });

  it.each([
    ['football', 'safety?'],
    ['basketball', 'the 1-3-1 zone, what do we do'],
  ] as const)('offers choices that are answered when sent (%s: "%s"), each differently', (sport, message) => {
    const clarify = clarifyOf(read(sport, 'gameOnTheLine', message).reply.text);
    const answers = (clarify?.choices ?? []).map((choice) => read(sport, 'gameOnTheLine', choice).reply);
    expect(answers.length).toBeGreaterThanOrEqual(2);
    for (const each of answers) expect(clarifyOf(each.text)).toBeNull();
    expect(new Set(answers.map((each) => each.text)).size).toBe(answers.length);
  });

  it('steps to the next-best different candidate on each regenerate', () => {
    const { reading, candidates } = read('football', 'gameOnTheLine', 'safety?');
    const first = checkedReply(reading, candidates, 0);
    const second = checkedReply(reading, candidates, 1);
    const third = checkedReply(reading, candidates, 2);
    expect(first.clarify).not.toBeNull();
    expect(second.clarify).toBeNull();
    expect(second.text).toBe(first.ranked[0]?.candidate.text);
    expect(third.text).not.toBe(second.text);
    const clear = read('football', 'gameOnTheLine', 'How do we beat cover 2?');
    const again = checkedReply(clear.reading, clear.candidates, 1);
    expect(again.text).not.toBe(checkedReply(clear.reading, clear.candidates, 0).text);
  });
});
