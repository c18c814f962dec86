import { answerChoicesIn } from '../../../../shared/quiz-text';

/**
 * Large targets under the question being asked, A–D or True and False as the question asks; each
 * sends its answer. A short-answer question is answered by typing, so it has none.
 */
export function QuizOptions({
  question,
  disabled,
  onAnswer,
}: {
  question: string;
  disabled: boolean;
  onAnswer(choice: string): void;
}) {
  const choices = answerChoicesIn(question);
  if (choices.length === 0) return null;
  return (
    <div
      className={`grid ${choices.length === 2 ? 'grid-cols-2' : 'grid-cols-4'} gap-2 pl-1`}
      role="group"
      aria-label="Answer the question"
    >
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          disabled={disabled}
          onClick={() => onAnswer(choice)}
          className="min-h-12 rounded-xl border border-line bg-surface-1 text-lg font-bold text-ink hover:border-accent hover:text-accent disabled:opacity-50"
          aria-label={`Answer ${choice}`}
        >
          {choice}
        </button>
      ))}
    </div>
  );
}
