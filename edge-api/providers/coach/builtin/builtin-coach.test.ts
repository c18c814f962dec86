import { describe, expect, it } from 'vitest';
import { SPORT_LABELS, SPORTS } from '../../../../shared/constants';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { knowledgeOf, searchKnowledge } from '../knowledge/knowledge-base';
import { clarifyOf } from '../../../../shared/clarify';
import { readableReply } from '../../../../shared/reply-text';
import { splitWhy } from '../../../../shared/why';
import { createBuiltinCoach } from './builtin-coach';

const coach = createBuiltinCoach();

async function ask(sport: Sport, mode: PersonalityMode, message: string): Promise<string> {
  let text = '';
  for await (const chunk of coach.reply({ sport, mode, message, history: [] })) text += chunk;
  return text;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

function allTitles(sport: Sport): string[] {
  const { concepts, drills, tips } = knowledgeOf(sport);
  return [...concepts, ...drills, ...tips].map((entry) => entry.title);
}

/** Simple one-topic questions, each aimed at a concept of the sport. */
const SIMPLE_QUESTIONS: Record<Sport, string[]> = {
  football: [
    'What is cover 2?',
    'What does a linebacker do?',
    'What is play action?',
    'What is an RPO?',
    'Explain the pistol formation',
    'What is pass interference?',
  ],
  basketball: [
    'What is a pick and roll?',
    'What is goaltending?',
    'What is a backdoor cut?',
    'How does the shot clock work?',
    'What is a box and one?',
    'What is the 2-3 zone?',
  ],
  soccer: [
    'What is offside?',
    'What is a 4-3-3?',
    'What is gegenpressing?',
    'What does a striker do?',
    'What is a third man run?',
    'What is a low block?',
  ],
  baseball: [
    'What is a balk?',
    'What is the infield fly rule?',
    'What is a squeeze play?',
    'What is a wheel play?',
    'What is a changeup?',
    'What is pop time?',
  ],
  golf: [
    'What is grip pressure?',
    'What is a provisional ball?',
    'What is a flop shot?',
    'How does a handicap work?',
    'What is an unplayable lie?',
    'What is lag putting?',
  ],
  tennis: [
    'What is a kick serve?',
    'What is a let?',
    'What is poaching?',
    'What is a split step?',
    'How does a tiebreak work?',
    'What is the Australian formation?',
  ],
};

/** Questions that weigh several topics, so Tactical answers with bullets. */
const COMPLEX_QUESTIONS: Record<Sport, string> = {
  football: 'How should we attack cover 2 with play action and screens against a fast defense?',
  basketball: 'How should we use the pick and roll against a 2-3 zone?',
  soccer: 'Should we press high or sit in a low block against a 4-3-3?',
  baseball: 'How should the infield handle a squeeze play versus a hit and run?',
  golf: 'How should I play a bunker shot versus a flop shot when short sided?',
  tennis: 'Serve and volley or stay back against a strong return of serve?',
};

describe.each(SPORTS)('builtin coach for %s', (sport) => {
  const playbook = knowledgeOf(sport);

  describe('Tactical mode', () => {
    it.each(SIMPLE_QUESTIONS[sport])(
      'answers "%s" in one sentence of at most 15 words naming the top entry',
      async (question) => {
        const reply = await ask(sport, 'gameOnTheLine', question);
        const top = searchKnowledge(sport, question, { limit: 1 })[0];
        expect(top).toBeDefined();
        expect(words(reply).length).toBeLessThanOrEqual(15);
        expect(reply).not.toMatch(/^- /m);
        const named = [top?.entry.title ?? '', ...(top?.entry.keywords ?? [])].map((term) => term.toLowerCase());
        expect(named.some((term) => reply.toLowerCase().includes(term))).toBe(true);
      },
    );

    it('answers a complex question with 2 or 3 bullets of at most 15 words each', async () => {
      // A question choosing between two options is answered with the option first, its bullets behind Why?.
      const { answer: call, why } = splitWhy(await ask(sport, 'gameOnTheLine', COMPLEX_QUESTIONS[sport]));
      if (why !== null) expect(words(call).length).toBeLessThanOrEqual(15);
      const lines = (why ?? call).trim().split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) {
        expect(line).toMatch(/^- \S/);
        expect(words(line.slice(2)).length).toBeLessThanOrEqual(15);
      }
    });
  });

  describe('Strategic mode', () => {
    // Rule answers have their own sections (the mermaid test still parses their diagrams).
    const flowConcepts = playbook.concepts.filter((concept) => concept.flow !== undefined && concept.kind !== 'rule');

    it('has Situation, Options, Recommendation and Drill sections in that order', async () => {
      const reply = await ask(sport, 'comprehensiveCoach', SIMPLE_QUESTIONS[sport][0] ?? '');
      const headings = reply.split('\n').filter((line) => line.startsWith('#'));
      expect(headings).toEqual(['### Situation', '### Options', '### Recommendation', '### Drill to practise it']);
      const drillSection = reply.split('### Drill to practise it')[1] ?? '';
      expect(drillSection).toMatch(/^1\. /m);
      expect(playbook.drills.some((drill) => drillSection.includes(drill.title))).toBe(true);
    });

    it.each(flowConcepts.map((concept) => [concept.title, concept] as const))(
      'draws the flow of %s as a mermaid flowchart between Options and Recommendation',
      async (title, concept) => {
        const reply = await ask(sport, 'comprehensiveCoach', `Explain ${title}`);
        const block = /```mermaid\n([\s\S]*?)\n```/.exec(reply)?.[1];
        expect(block).toBeDefined();
        expect(block?.startsWith('flowchart LR\n')).toBe(true);
        expect(reply.indexOf('```mermaid')).toBeGreaterThan(reply.indexOf('### Options'));
        expect(reply.indexOf('```mermaid')).toBeLessThan(reply.indexOf('### Recommendation'));
        const labels = [...(block ?? '').matchAll(/\["([^"]*)"\]/g)].map((match) => match[1]);
        expect(labels).toEqual(concept.flow);
      },
    );
  });

  describe('Trainer mode', () => {
    it('builds 4 days a week and the bulk calories for a 90 kg athlete building muscle', async () => {
      const reply = await ask(sport, 'personalTrainer', 'I weigh 90 kg, want to build muscle, 4 days a week');
      const weekOne = reply.split('#### Week 1')[1]?.split('#### Week 2')[0] ?? '';
      expect(weekOne.match(/^\*\*Day \d+ — .+\*\*$/gm)).toHaveLength(4);
      // 90 kg × 30 + 100 × 4 days = 3100 maintenance, + 300 to bulk.
      expect(reply).toContain('- Calories: 3400 kcal/day');
      expect(reply).toContain('- Protein: 180 g');
      expect(reply).toContain('- Fat: 81 g');
      expect(reply).toContain('- Carbs: 488 g');
      expect(reply).toMatch(/^### Program$/m);
      expect(reply).toMatch(/^### Nutrition$/m);
      expect(reply).toMatch(/^#### Week 4$/m);
      expect(reply).not.toMatch(/^#### Week 5$/m);
    });

    it('gives every training day 3 to 5 exercises from the sport with sets, reps and rest', async () => {
      const reply = await ask(sport, 'personalTrainer', 'I weigh 70 kg and want to lose weight, 6 days a week');
      const names = new Set(playbook.exercises.map((exercise) => exercise.name));
      const days = reply.split(/^\*\*Day \d+ — .+\*\*$/m).slice(1);
      expect(days.length).toBe(6 * 4);
      for (const day of days) {
        const exercises =
          day
            .split(/\n\n/)[0]
            ?.split('\n')
            .filter((line) => line.startsWith('- ')) ?? [];
        expect(exercises.length).toBeGreaterThanOrEqual(3);
        expect(exercises.length).toBeLessThanOrEqual(5);
        for (const line of exercises) {
          const match = /^- (.+): (\d+) x .+, rest (\d+)s$/.exec(line);
          expect(match, line).not.toBeNull();
          expect(names.has(match?.[1] ?? '')).toBe(true);
        }
      }
    });

    it('states every assumed value when the message gives no numbers', async () => {
      const reply = await ask(sport, 'personalTrainer', 'Can you make me a training plan?');
      const assumed = reply.split('\n').find((line) => line.startsWith('> Assumed:')) ?? '';
      expect(assumed).toContain('goal maintain');
      expect(assumed).toContain('3 days per week');
      expect(assumed).toContain('4 weeks');
      // No weight is invented: food is given per kilogram until the athlete says what they weigh.
      expect(reply).not.toContain('75 kg');
      expect(reply).toContain('- Calories: maintenance ≈ 30 kcal per kg');
    });

    it('converts 180 lbs to 82 kg, answers in pounds and applies the cut formula', async () => {
      const reply = await ask(
        sport,
        'personalTrainer',
        "I'm 180 lbs, fat loss is the goal, four days a week for 6 weeks",
      );
      expect(reply).toContain('at 180 lb (82 kg)');
      expect(reply).not.toContain('> Assumed:');
      // 82 × 30 + 100 × 4 = 2860 maintenance, − 400 to cut; protein 2.2 g/kg.
      expect(reply).toContain('- Calories: 2460 kcal/day');
      expect(reply).toContain('- Protein: 180 g');
      expect(reply).toMatch(/^#### Week 6$/m);
    });

    it('reads "4x a week" and "180 pounds"', async () => {
      const reply = await ask(sport, 'personalTrainer', 'I am 180 pounds and train 4x a week');
      expect(reply).toContain('4 training days a week at 180 lb (82 kg)');
      expect(reply).toContain('> Assumed: goal maintain (performance), 4 weeks.');
    });
  });

  describe('no match', () => {
    it.each(['gameOnTheLine', 'comprehensiveCoach', 'personalTrainer'] as const)(
      'answers "hello" in %s with at least 3 topics of the sport and no apology',
      async (mode) => {
        const reply = await ask(sport, mode, 'hello');
        expect(allTitles(sport).filter((title) => reply.includes(title)).length).toBeGreaterThanOrEqual(3);
        expect(reply.toLowerCase()).not.toContain('sorry');
      },
    );

    it('declines an off-topic question in one sentence and steers back to the sport', async () => {
      const reply = await ask(sport, 'gameOnTheLine', 'What is the capital of France?');
      expect(reply.split('\n')).toHaveLength(1);
      expect(reply).toContain("That's outside what I coach");
      expect(reply).toContain(SPORT_LABELS[sport]);
    });

    it('says in one line that it has no live scores and where to look, then in one line what it can do', async () => {
      const reply = await ask(sport, 'comprehensiveCoach', 'Who won the final last night?');
      const [first, ...rest] = reply.split('\n');
      expect(first).toMatch(/^I have no live scores: check the .+\.$/);
      const said = rest.filter((line) => line.trim() !== '');
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^(?!- ).*\b(?:I'll|I can help with)\b/);
    });
  });

  it('points Quiz mode at the Start Quiz button', async () => {
    const reply = await ask(sport, 'quizMaster', 'hi');
    expect(reply).toContain('Start Quiz');
    expect(reply).toMatch(/Start a new quiz about \w+/);
  });

  it('answers a live fact or a coaching question typed in Quiz mode as any mode would', async () => {
    const live = await ask(sport, 'quizMaster', 'is the stadium open to the public tomorrow morning?');
    expect(live).not.toContain('Start Quiz');
    expect(live).toBe(await ask(sport, 'comprehensiveCoach', 'is the stadium open to the public tomorrow morning?'));
    const coaching = await ask(sport, 'quizMaster', 'what drill teaches young players to communicate on defense?');
    expect(coaching).not.toContain('Start Quiz');
    expect(coaching.length).toBeGreaterThan(80);
  });

  it('never asks a question twice until the whole bank has been asked', async () => {
    const bank = knowledgeOf(sport).quiz;
    const asked: string[] = [];
    for (let turn = 0; turn < bank.length; turn++) {
      const question = await coach.quizQuestion({ sport, asked });
      expect(asked).not.toContain(question.question);
      asked.push(question.question);
    }
    const again = await coach.quizQuestion({ sport, asked });
    expect(bank.map((question) => question.question)).toContain(again.question);
  });
});

describe('builtin coach streaming', () => {
  const request = { sport: 'football', mode: 'comprehensiveCoach', message: 'What is cover 3?', history: [] } as const;

  it.each(['gameOnTheLine', 'comprehensiveCoach', 'personalTrainer', 'quizMaster'] as const)(
    'gives the same %s reply to the same request',
    async (mode) => {
      const message = 'How should we beat cover 3 with 4 days a week at 80 kg?';
      expect(await ask('soccer', mode, message)).toBe(await ask('soccer', mode, message));
    },
  );

  it('streams the reply in chunks of a few words that join back into the whole text', async () => {
    const chunks: string[] = [];
    for await (const chunk of coach.reply(request)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.every((chunk) => words(chunk).length <= 4)).toBe(true);
    expect(chunks.join('')).toBe(await ask('football', 'comprehensiveCoach', 'What is cover 3?'));
  });

  it('yields nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const chunks: string[] = [];
    for await (const chunk of coach.reply({ ...request, signal: controller.signal })) chunks.push(chunk);
    expect(chunks).toEqual([]);
  });

  it('stops right after the chunk during which the signal aborted, even mid-delay', async () => {
    const slowCoach = createBuiltinCoach({ chunkDelayMs: 60_000 });
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of slowCoach.reply({ ...request, signal: controller.signal })) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
  });

  it('waits between chunks when a delay is set', async () => {
    const slowCoach = createBuiltinCoach({ chunkDelayMs: 5 });
    const started = performance.now();
    let count = 0;
    for await (const _chunk of slowCoach.reply({ ...request, mode: 'gameOnTheLine' })) count++;
    expect(performance.now() - started).toBeGreaterThanOrEqual(4 * (count - 1));
  });
});

describe('builtin quiz on a topic', () => {
  const coach = createBuiltinCoach();

  async function quizRun(sport: Sport, topic: string, turns: number) {
    const asked: string[] = [];
    const questions = [];
    for (let turn = 0; turn < turns; turn++) {
      const question = await coach.quizQuestion({ sport, asked, topic });
      asked.push(question.question);
      questions.push(question);
    }
    return questions;
  }

  const aboutOffside = (text: string) => /offside/i.test(text);

  it.each(['offside', 'offsides', 'ofside', 'Offside'])(
    'keeps to the topic with the bank questions, then with questions written from its notes: %s',
    async (topic) => {
      const onTopic = knowledgeOf('soccer').quiz.filter((question) =>
        aboutOffside(`${question.question} ${question.explanation}`),
      );
      const run = await quizRun('soccer', topic, onTopic.length + 2);
      const first = run.slice(0, onTopic.length);
      expect(first.every((question) => question.onTopic === true)).toBe(true);
      expect(first.every((question) => aboutOffside(`${question.question} ${question.explanation}`))).toBe(true);
      expect(new Set(first.map((question) => question.question)).size).toBe(onTopic.length);
      // Then questions written from the offside concept's own notes keep the quiz on offside.
      const written = run.slice(onTopic.length);
      expect(written.every((question) => question.onTopic === true)).toBe(true);
      expect(written.every((question) => aboutOffside(question.question))).toBe(true);
      expect(knowledgeOf('soccer').quiz.map((question) => question.question)).not.toContain(written[0]?.question);
    },
  );

  it('says the rest are only close once the bank and the concept notes have nothing left on the topic', async () => {
    // Longer than the bank's offside questions and the notes' together, so the topic runs out.
    const run = await quizRun('soccer', 'offside', 30);
    const firstClose = run.findIndex((question) => question.onTopic === false);
    expect(firstClose).toBeGreaterThan(0);
    expect(run.slice(firstClose).every((question) => question.onTopic === false)).toBe(true);
    expect(new Set(run.map((question) => question.question)).size).toBe(run.length);
  });

  it.each([
    ['baseball', 'bunting', /bunt|squeeze/i],
    ['baseball', 'infield fly', /infield fly/i],
    ['tennis', 'tiebreaks', /tiebreak/i],
    ['tennis', 'tie-break', /tiebreak|tie-break/i],
    ['basketball', 'shot clock', /shot clock/i],
    ['golf', 'putting', /putt/i],
  ] as const)('starts a %s quiz on %s with a question about it', async (sport, topic, about) => {
    const [first] = await quizRun(sport, topic, 1);
    expect(first?.onTopic).toBe(true);
    expect(`${first?.question} ${first?.explanation}`).toMatch(about);
  });

  it('ranks a distractor that merely names the topic below the questions about it', async () => {
    // 'A pass on fourth down' is a wrong option of a play-action question, not a question on fourth down.
    const [first, second] = await quizRun('football', 'fourth down', 2);
    expect(first?.onTopic).toBe(true);
    expect(first?.question).toMatch(/down/i);
    expect(second?.onTopic).toBe(true);
    expect(second?.question).toMatch(/fourth down/i);
    expect(second?.question).not.toMatch(/play.action/i);
  });

  it('writes a question from the concept when the bank has none on a topic it knows', async () => {
    const bank = knowledgeOf('soccer').quiz.map((question) => question.question);
    const concept = knowledgeOf('soccer').concepts.find((entry) => entry.id === 'goalkeeper')!;
    const [first] = await quizRun('soccer', 'goalkeeping', 1);
    expect(first?.onTopic).toBe(true);
    expect(first?.question).toMatch(/goalkeeper/i);
    if (!bank.includes(first!.question)) {
      const key = first!.options['ABCD'.indexOf(first!.correct)]!;
      expect([concept.short, ...concept.keyPoints, ...concept.mistakes]).toContain(key);
    }
  });

  it('offers the closest question when the bank has nothing on the topic', async () => {
    const [first] = await quizRun('soccer', 'history of the club badge', 1);
    expect(first?.onTopic).toBe(false);
    expect(knowledgeOf('soccer').quiz.map((question) => question.question)).toContain(first?.question);
  });

  it('leaves a quiz without a topic as it was: no topic flag on the question', async () => {
    const question = await coach.quizQuestion({ sport: 'soccer', asked: [] });
    expect(question.onTopic).toBeUndefined();
  });
});

describe('a message that reads two ways', () => {
  async function reply(message: string, attempt?: number): Promise<string> {
    let text = '';
    for await (const chunk of coach.reply({ sport: 'football', mode: 'gameOnTheLine', message, history: [], attempt }))
      text += chunk;
    return text;
  }

  it('gets one short question with its choices, listed for plain text and carried as data for buttons', async () => {
    const text = await reply('safety?');
    expect(readableReply(text)).toBe(
      'Which "safety" do you mean?\n\n- What is the safety position?\n- What is Safety (Scoring Play)?',
    );
    expect(clarifyOf(text)?.choices).toEqual(['What is the safety position?', 'What is Safety (Scoring Play)?']);
  });

  it('gets the best reading instead on a regenerate, and the next one after that', async () => {
    const first = await reply('safety?', 1);
    const second = await reply('safety?', 2);
    expect(clarifyOf(first)).toBeNull();
    expect(clarifyOf(second)).toBeNull();
    expect(second).not.toBe(first);
  });

  it('is answered, never asked about, when the message is clear', async () => {
    const text = await reply('how many points is a safety');
    expect(clarifyOf(text)).toBeNull();
    expect(text).toMatch(/two points/);
  });
});
