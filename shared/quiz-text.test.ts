import { describe, expect, it } from 'vitest';
import {
  answerChoicesIn,
  asksForQuiz,
  claimOf,
  isStartQuizMessage,
  optionNamedIn,
  quizFormatOf,
  readQuizReply,
  trueFalseFrom,
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

  it.each([
    ['press break quiz for my jv guards', 'press break'],
    ['a short tiebreak quiz', 'tiebreak'],
    ['make us an easy double play quiz please', 'double play'],
  ])('reads the topic named just before the word quiz: %s', (message, topic) => {
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

  it('reads a bare count asked of the quiz master, never a measure', () => {
    expect(quizLengthOf('hit us with 7 on the infield fly')).toEqual({ count: 7, asked: 7 });
    expect(quizLengthOf('give me twelve please')).toEqual({ count: 12, asked: 12 });
    expect(quizLengthOf('quiz me with a dozen about tiebreaks')).toEqual({ count: 12, asked: 12 });
    expect(quizLengthOf('give me 3 on 2 drills')).toEqual({ count: 10, asked: null });
    expect(asksForQuiz('hit us with 7 on the infield fly')).toBe(true);
    expect(quizTopicOf('hit us with 7 on the infield fly')).toBe('infield fly');
    expect(quizTopicPhrases('quiz me with six on backcourt, easy ones')).toEqual(['backcourt']);
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

describe('quiz formats asked in words', () => {
  it.each([
    [
      '10 true or false questions on the shot clock',
      { style: 'trueFalse', sheet: false, level: null, scenario: false },
    ],
    [
      'quiz me T/F on line calls, answers at the end',
      { style: 'trueFalse', sheet: true, level: null, scenario: false },
    ],
    [
      'short answer quiz on pitching, no multiple choice',
      { style: 'shortAnswer', sheet: false, level: null, scenario: false },
    ],
    [
      'make a printable quiz for my U9s on fouls',
      { style: 'multipleChoice', sheet: true, level: 'beginner', scenario: false },
    ],
    [
      'give me all the questions at once but one at a time is fine too',
      { style: 'multipleChoice', sheet: false, level: null, scenario: false },
    ],
    ['some hard questions on etiquette', { style: 'multipleChoice', sheet: false, level: 'advanced', scenario: false }],
    ['quiz me on the hard count', { style: 'multipleChoice', sheet: false, level: null, scenario: false }],
    [
      'a quiz on fouls my 7 year olds can handle',
      { style: 'multipleChoice', sheet: false, level: 'beginner', scenario: false },
    ],
    [
      'quiz for our brand new assistant coaches',
      { style: 'multipleChoice', sheet: false, level: 'beginner', scenario: false },
    ],
    [
      'quiz me on the balk rule, official-level',
      { style: 'multipleChoice', sheet: false, level: 'advanced', scenario: false },
    ],
    [
      'rules quiz for the referees in our league',
      { style: 'multipleChoice', sheet: false, level: 'advanced', scenario: false },
    ],
    [
      'quiz me on relief procedures and make it hard',
      { style: 'multipleChoice', sheet: false, level: 'advanced', scenario: false },
    ],
    [
      'an intermediate quiz on the shot clock',
      { style: 'multipleChoice', sheet: false, level: 'intermediate', scenario: false },
    ],
    [
      'scenario quiz on blitz pickups, tough',
      { style: 'multipleChoice', sheet: false, level: 'advanced', scenario: true },
    ],
    [
      'what would you call here: 8 situational questions for my catchers',
      { style: 'multipleChoice', sheet: false, level: null, scenario: true },
    ],
    [
      'true/false on rebounding situations, hard, one at a time',
      { style: 'trueFalse', sheet: false, level: 'advanced', scenario: true },
    ],
  ] as const)('%s', (message, format) => {
    expect(quizFormatOf(message)).toEqual(format);
  });

  it('reads the count and the topic around the format words', () => {
    expect(quizLengthOf('can you do 6 true or false questions on travelling').count).toBe(6);
    expect(quizTopicOf('can you do 6 true or false questions on travelling')).toBe('travelling');
    expect(quizTopicOf('quiz me on pass interference, short answer')).toBe('pass interference');
    expect(quizTopicPhrases('some tough questions about tiebreaks')).toEqual(['tiebreaks']);
  });

  it('reads a topic said before the word for a question, never a bare count as one', () => {
    expect(asksForQuiz('send us some set piece defending scenarios')).toBe(true);
    expect(quizTopicOf('send us some set piece defending scenarios')).toBe('set piece defending');
    expect(quizTopicOf('hit me with 7 questions')).toBeNull();
  });

  it('tells a quiz asked for from a question that mentions none', () => {
    expect(asksForQuiz('can you make a true or false quiz for the team')).toBe(true);
    expect(asksForQuiz('7 T/F questions about serving')).toBe(true);
    expect(asksForQuiz('test my goalkeepers on distribution')).toBe(true);
    expect(quizTopicOf('test my goalkeepers on distribution')).toBe('distribution');
    expect(asksForQuiz('how do I test my serve speed on a radar?')).toBe(false);
    expect(asksForQuiz('give me some tricky questions on the infield fly')).toBe(true);
    expect(asksForQuiz("what's the score of the game tonight?")).toBe(false);
    expect(asksForQuiz('how do I teach my U10s to defend a corner?')).toBe(false);
  });
});

describe('answers to an open question', () => {
  const options = ['Indirect free kick', 'Penalty kick', 'Drop ball', 'Corner kick'];

  it('takes a long option typed out in full, and never a long question that quotes it', () => {
    const long = [
      'Keep the ball high on the strong side and wait',
      'Swing it quickly to the weak side before the defense recovers',
      'Dribble into the middle of the zone',
      'Shoot from deep at once',
    ];
    expect(
      readQuizReply(
        'my answer is swing it quickly to the weak side before the defense recovers',
        long,
        'multipleChoice',
      ),
    ).toEqual({
      kind: 'answer',
      letter: 'B',
      typed: 'my answer is swing it quickly to the weak side before the defense recovers',
    });
    expect(
      readQuizReply(
        'why would a coach tell us to swing it quickly to the weak side before the defense recovers when we are in a zone offense against a 2-3?',
        long,
        'multipleChoice',
      ).kind,
    ).toBe('none');
  });

  it.each([
    ['B', 'B'],
    ['b)', 'B'],
    ['(c)', 'C'],
    ['D. corner kick', 'D'],
    ["I think it's A", 'A'],
    ['my final answer is d', 'D'],
    ['is it B?', 'B'],
    ['I reckon a drop ball', 'C'],
    ['penalty', 'B'],
  ] as const)('reads %j as %s', (message, letter) => {
    expect(readQuizReply(message, options, 'multipleChoice')).toEqual({ kind: 'answer', letter, typed: message });
  });

  it('reads a question or a live fact as no answer, and "no idea" as a miss', () => {
    expect(readQuizReply("what's the score of the game tonight?", options, 'multipleChoice').kind).toBe('none');
    expect(readQuizReply('a kick from where the foul was', options, 'multipleChoice').kind).toBe('none');
    expect(readQuizReply('how should my back line step up?', options, 'shortAnswer').kind).toBe('none');
    expect(readQuizReply('no idea', options, 'multipleChoice')).toEqual({ kind: 'answer', letter: null, typed: '' });
  });

  it('reads True and False in words for a true-or-false question', () => {
    const truth = ['True', 'False'];
    expect(readQuizReply('true', truth, 'trueFalse')).toMatchObject({ letter: 'A' });
    expect(readQuizReply("I think that's false", truth, 'trueFalse')).toMatchObject({ letter: 'B' });
    expect(readQuizReply('no, wrong', truth, 'trueFalse')).toMatchObject({ letter: 'B' });
    expect(readQuizReply('is the field open tomorrow?', truth, 'trueFalse').kind).toBe('none');
  });

  it('grades any short statement to a short-answer question, matched to its option or not', () => {
    expect(readQuizReply('drop ball', options, 'shortAnswer')).toMatchObject({ letter: 'C' });
    expect(readQuizReply('a throw-in', options, 'shortAnswer')).toEqual({
      kind: 'answer',
      letter: null,
      typed: 'a throw-in',
    });
  });

  it('names no option when two come as close', () => {
    expect(optionNamedIn('kick', options)).toBeNull();
    expect(optionNamedIn('12 yards', ['12 yards (11 m)', '10 yards (9.15 m)', '18 yards', '6 yards'])).toBe('A');
  });
});

describe('true-or-false questions made from the bank', () => {
  const item = {
    question: 'How long is a match?',
    options: ['80', '90', '100', '60'],
    correct: 'B',
    explanation: 'Two halves of 45.',
  } as const;

  it('claims the right answer as True', () => {
    const made = trueFalseFrom(item, true, 0);
    expect(made).toMatchObject({ options: ['True', 'False'], correct: 'A', explanation: 'Two halves of 45.' });
    expect(claimOf(made.question)).toEqual({ question: 'How long is a match?', claim: '90' });
  });

  it('claims a wrong answer as False and says the right one', () => {
    const made = trueFalseFrom(item, false, 2);
    expect(made.correct).toBe('B');
    expect(claimOf(made.question).claim).toBe('60');
    expect(made.explanation).toBe('The answer is 90. Two halves of 45.');
  });
});

describe('the answers offered under a question', () => {
  it('offers A–D, True and False, or nothing to type over, as the question asks', () => {
    expect(answerChoicesIn('### Question 2 of 5\n\nWho restarts?\n\nReply with A, B, C or D.')).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(answerChoicesIn('### Question 2 of 5\n\n**True or false:** …\n\nReply True or False.')).toEqual([
      'True',
      'False',
    ]);
    expect(answerChoicesIn('### Question 2 of 5\n\nWho restarts?\n\nType your answer.')).toEqual([]);
  });
});

describe('a count written as a bare "q"', () => {
  it('asks for a quiz of that length, while a quarter is no count', () => {
    expect(asksForQuiz('8 q true or false for the parents on positions')).toBe(true);
    expect(quizLengthOf('8 q true or false for the parents on positions').asked).toBe(8);
    expect(asksForQuiz('3rd q, up 4, they have the ball')).toBe(false);
  });
});

describe('a quiz asked in shorthand or as a test of what one knows', () => {
  it.each([
    ['hit me w tough zone offense Qs, 1-3-1 and 2-3, all of it', 'zone offense'],
    ['throw me some tricky pickoff questions', 'pickoff'],
    ['test my rules knowledge: offside, handball, advantage', 'offside'],
    ['check our defensive IQ', 'defensive'],
    ['ask me 4 questions on bunt defense like im a JV coach', 'bunt defense'],
  ])('"%s" asks a quiz on %s', (message, topic) => {
    expect(asksForQuiz(message)).toBe(true);
    expect(quizTopicOf(message)).toBe(topic);
  });

  it('leaves a question about questions to the coach', () => {
    expect(asksForQuiz('I have a question about our press break')).toBe(false);
    expect(asksForQuiz('what questions should I ask my players after a loss')).toBe(false);
  });
});
