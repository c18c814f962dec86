import { describe, expect, it } from 'vitest';
import { isStartQuizMessage, parseAnswerLetter, questionNumberIn, quizTopicOf, startQuizMessage } from './quiz-text';

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
});
