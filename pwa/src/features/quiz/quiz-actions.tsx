/** Start Quiz, and Resume Quiz once a question has been asked in this chat. */
export function QuizActions(props: { progress: number; busy: boolean; onStart(): void; onResume(): void }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {props.progress > 0 && (
        <button
          type="button"
          onClick={props.onResume}
          className="min-h-11 rounded-xl border border-accent/50 px-4 text-sm font-semibold text-accent hover:bg-accent/10"
        >
          Resume Quiz (Q{props.progress})
        </button>
      )}
      <button
        type="button"
        disabled={props.busy}
        onClick={props.onStart}
        className="min-h-11 rounded-xl bg-accent px-4 text-sm font-semibold text-accent-ink hover:bg-accent-strong disabled:opacity-50"
      >
        Start Quiz
      </button>
    </div>
  );
}
