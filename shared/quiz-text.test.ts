import { describe, expect, it } from 'vitest';
import {
  isStartQuizMessage,
  parseAnswerLetter,
  questionNumberIn,
  quizLengthIn,
  quizLengthOf,
  quizTopicOf,
  quizTopicPhrases,
  startQuizMessage,
} from './quiz-text';

describe('quiz text rules', () => {
  it('recognises a single letter A–D in any case, trimmed, and nothing else', () => {
    expect(parseAnswerLetter(' b ')).toBe('B');
    expect(parseAnswerLetter('D')).toBe('D');
    expect(parseAnswerLetter('E')).toBeNull();
    expect(parseAnswerLetter('AB')).toBeNull();
    expect(parseAnswerLetter('A)')).toBeNull();
  });

  it('recognises the start message the button sends', () => {
    expect(isStartQuizMessage(startQuizMessage('golf'))).toBe(true);
    expect(isStartQuizMessage('Quiz me on tennis rules')).toBe(true);
    expect(isStartQuizMessage('What is a quiz?')).toBe(false);
  });

  it.each([
    ['Quiz me on the offside rule', 'offside'],
    ['give me questions about offside', 'offside'],
    ['gimme some qs on offsides pls', 'offsides'],
    ['Give me 5 questions on pitching please', 'pitching'],
    ['can you quiz me on tiebreaks?', 'tiebreaks'],
    ['ask me some questions about the infield fly rule', 'infield fly'],
    ['i want a quiz on golf etiquette', 'etiquette'],
    ['questions on penalty kicks', 'penalty kicks'],
    ['quiz me about soccer offside', 'offside'],
    ['test me on zone defenses', 'zone defenses'],
    ['Start a new quiz about the shot clock', 'shot clock'],
  ])('reads the topic a player asks a quiz on: %s', (message, topic) => {
    expect(isStartQuizMessage(message)).toBe(true);
    expect(quizTopicOf(message)).toBe(topic);
  });

  it.each(['Start a new quiz about tennis', 'quiz me', 'quiz me on tennis rules', 'test me on the rules', 'new quiz'])(
    'reads no topic where only the sport or the game in general is named: %s',
    (message) => {
      expect(isStartQuizMessage(message)).toBe(true);
      expect(quizTopicOf(message)).toBeNull();
    },
  );

  it.each([
    ['Quiz me on the zone press, my guards panic against it', 'zone press'],
    ['test me on the balk rule because our pitcher keeps getting called', 'balk'],
    ['quiz me on screen passes for my u14 team', 'screen passes'],
    ['quiz me on tiebreak scoring - I always lose count', 'tiebreak scoring'],
    ['ask me about drop zones i coach juniors', 'drop zones'],
  ])('ends the topic where a new clause starts: %s', (message, topic) => {
    expect(quizTopicOf(message)).toBe(topic);
  });

  it('reads a quiz asked for at the end of a longer message', () => {
    expect(
      quizTopicOf(
        'Our umpire called a catcher interference yesterday and I had no idea. Quiz me on catcher interference',
      ),
    ).toBe('catcher interference');
    expect(quizTopicOf('we keep fouling on rebounds so test me on box outs, high school rules')).toBe('box outs');
  });

  it('reads no topic from a message that does not ask for a quiz', () => {
    expect(quizTopicOf('What happens on offside?')).toBeNull();
    expect(quizTopicOf('B')).toBeNull();
  });

  it('reads the last Question N heading, ignoring nonsense', () => {
    expect(questionNumberIn('### Question 3\nWhat...')).toBe(3);
    expect(questionNumberIn('Correct!\n\n### Question 4\n...')).toBe(4);
    expect(questionNumberIn('No question here')).toBeNull();
    expect(questionNumberIn('Question 0')).toBeNull();
  });

  it.each([
    ['give me 5 questions on offside', 5],
    ["6 q's on travel please", 6],
    ['give me 4 scenarios on pass interference', 4],
    ['a quick 3-question quiz on balks', 3],
    ['five offside questions', 5],
    ['quiz me on 3 seconds', 10],
    ['Start a new quiz about soccer', 10],
  ])('reads the count %j asks for: %i', (message, count) => {
    expect(isStartQuizMessage(message)).toBe(true);
    expect(quizLengthOf(message).count).toBe(count);
  });

  it('keeps an asked count within 3 to 15 and remembers what was asked', () => {
    expect(quizLengthOf('give me 40 questions')).toEqual({ count: 15, asked: 40 });
    expect(quizLengthOf('quiz me with 1 question on offside')).toEqual({ count: 3, asked: 1 });
    expect(quizLengthOf('quiz me on offside')).toEqual({ count: 10, asked: null });
  });

  it.each([
    ['quiz on violations: 3 seconds, backcourt, travel', ['violations', '3 seconds', 'backcourt', 'travel']],
    ['quiz me on unplayable lie and penalty areas', ['unplayable lie', 'penalty areas']],
    ['give me 5 questions on the infield fly rule', ['infield fly']],
    ['our ref got it wrong. quiz me on offside, I coach u11s', ['offside']],
    ['Start a new quiz about golf', []],
  ])('lists the topics %j names, its count left out', (message, phrases) => {
    expect(quizTopicPhrases(message)).toEqual(phrases);
  });

  it("reads a quiz's length from its question heading", () => {
    expect(quizLengthIn('### Question 2 of 5\nWhich…')).toBe(5);
    expect(questionNumberIn('### Question 2 of 5\nWhich…')).toBe(2);
    expect(quizLengthIn('### Question 2\nWhich…')).toBeNull();
  });
});
