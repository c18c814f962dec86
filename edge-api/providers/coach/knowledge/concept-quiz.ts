import { QUIZ_OPTION_LETTERS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import type { QuizLevel } from '../../../../shared/quiz-rules';
import type { Concept, Fault, QuizBankQuestion } from './content-schema';
import { knowledgeOf, searchKnowledge } from './knowledge-base';

const OPTION_COUNT = QUIZ_OPTION_LETTERS.length;

/** A stable number from text, so the same topic always gives the same quiz. */
function seedOf(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** The right option placed at a position the seed picks, so the key is not always A. */
function questionWith(
  question: string,
  right: string,
  wrong: readonly string[],
  explanation: string,
  level: QuizLevel,
): QuizBankQuestion | null {
  const distractors = [...new Set(wrong.filter((option) => option !== right))].slice(0, OPTION_COUNT - 1);
  if (distractors.length < OPTION_COUNT - 1) return null;
  const at = seedOf(question + right) % OPTION_COUNT;
  const options = [...distractors];
  options.splice(at, 0, right);
  return {
    question,
    options: options as [string, string, string, string],
    correct: QUIZ_OPTION_LETTERS[at]!,
    explanation,
    level,
  };
}

/** Other concepts of the sport, the same kind first, in an order the seed fixes. */
function neighboursOf(sport: Sport, concept: Concept): Concept[] {
  const others = knowledgeOf(sport).concepts.filter((other) => other.id !== concept.id);
  const seed = seedOf(concept.id);
  const ordered = others.map((other) => ({ other, order: (seedOf(other.id) ^ seed) >>> 0 }));
  ordered.sort(
    (a, b) => Number(b.other.kind === concept.kind) - Number(a.other.kind === concept.kind) || a.order - b.order,
  );
  return ordered.map(({ other }) => other);
}

function firstSentence(text: string): string {
  const end = text.search(/(?<=[.!?])\s/);
  return end > 0 ? text.slice(0, end) : text;
}

/**
 * Questions written from one concept's own notes: what it is (its definition against those of
 * neighbouring concepts, an easy one), and what coaching it well looks like (a key point against the
 * common mistakes, medium). They let a quiz stay on a topic the question bank has nothing (left) on.
 */
export function questionsFromConcept(sport: Sport, concept: Concept): QuizBankQuestion[] {
  const neighbours = neighboursOf(sport, concept);
  const why = firstSentence(concept.detail);
  const candidates = [
    questionWith(
      `Which of these describes ${concept.title}?`,
      concept.short,
      neighbours.map((other) => other.short),
      `${concept.short} ${why === concept.short ? '' : why}`.trim(),
      'easy',
    ),
    ...concept.keyPoints.map((point) =>
      questionWith(
        `${concept.title}: which of these is a coaching point, not a common mistake?`,
        point,
        [...concept.mistakes, ...neighbours.flatMap((other) => other.mistakes)],
        `"${point}" is one of the keys to ${concept.title}; the others are mistakes coaches correct.`,
        'medium',
      ),
    ),
    ...concept.mistakes.map((mistake) =>
      questionWith(
        `${concept.title}: which of these is a common mistake?`,
        mistake,
        [...concept.keyPoints, ...neighbours.flatMap((other) => other.keyPoints)],
        `"${mistake}" is a common mistake; the others are what good ${concept.title} looks like.`,
        'medium',
      ),
    ),
  ];
  return candidates.filter((question): question is QuizBankQuestion => question !== null);
}

/** The concept a quiz topic names ("offside", "the infield fly"), or undefined when it names none. */
export function conceptForTopic(sport: Sport, topic: string): Concept | undefined {
  const [hit] = searchKnowledge(sport, topic, { kinds: ['concept'], limit: 1 });
  if (!hit || hit.kind !== 'concept' || hit.matchedTerms.length === 0) return undefined;
  return hit.entry;
}

/**
 * Other skills' faults, in an order the seed fixes: their causes and cues are wrong answers about this
 * fault for certain, where a fault of the same skill may share a cause with it.
 */
function otherSkillFaults(sport: Sport, fault: Fault): Fault[] {
  const seed = seedOf(fault.id);
  return knowledgeOf(sport)
    .faults.filter((other) => other.skill !== fault.skill)
    .map((other) => ({ other, order: (seedOf(other.id) ^ seed) >>> 0 }))
    .sort((a, b) => a.order - b.order)
    .map(({ other }) => other);
}

/**
 * Questions written from one fault's own notes (its likeliest cause, its first fix, its drill), the
 * wrong options taken from faults of other skills: they let a quiz on a technique ("pitching
 * mechanics", "the kick serve") ask about it when the bank's rule questions do not.
 */
export function questionsFromFault(sport: Sport, fault: Fault): QuizBankQuestion[] {
  const others = otherSkillFaults(sport, fault);
  // A note another skill shares with this one ("trying to lift the ball" in chipping and the full
  // swing) is never a wrong answer.
  const own = new Set(
    knowledgeOf(sport)
      .faults.filter((other) => other.skill === fault.skill)
      .flatMap((other) => [...other.causes, ...other.fixes.map((fix) => fix.cue), other.drill.name]),
  );
  const wrong = (texts: string[]) => texts.filter((text) => !own.has(text));
  const [fix] = fault.fixes;
  const candidates = [
    questionWith(
      `${fault.title}: which of these is a common cause?`,
      fault.causes[0]!,
      wrong(others.map((other) => other.causes[0]!)),
      `${fault.causes[0]} The fix starts there.`,
      'medium',
    ),
    fix
      ? questionWith(
          `${fault.title}: which cue fixes it?`,
          fix.cue,
          wrong(others.map((other) => other.fixes[0]!.cue)),
          `“${fix.cue}”: ${fix.how}`,
          'medium',
        )
      : null,
    questionWith(
      `${fault.title}: which drill trains the fix?`,
      fault.drill.name,
      wrong(others.map((other) => other.drill.name)),
      `${fault.drill.name}: ${fault.drill.setup}`,
      'hard',
    ),
  ];
  return candidates.filter((question): question is QuizBankQuestion => question !== null);
}
