import { QUIZ_OPTION_LETTERS } from '../../../../shared/constants';

/** Large A–D targets under the question being asked; each sends its letter. */
export function QuizOptions({ disabled, onAnswer }: { disabled: boolean; onAnswer(letter: string): void }) {
  return (
    <div className="grid grid-cols-4 gap-2 pl-1" role="group" aria-label="Answer the question">
      {QUIZ_OPTION_LETTERS.map((letter) => (
        <button
          key={letter}
          type="button"
          disabled={disabled}
          onClick={() => onAnswer(letter)}
          className="min-h-12 rounded-xl border border-line bg-surface-1 text-lg font-bold text-ink hover:border-accent hover:text-accent disabled:opacity-50"
          aria-label={`Answer ${letter}`}
        >
          {letter}
        </button>
      ))}
    </div>
  );
}
