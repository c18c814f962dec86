/** SPEC §2: 'Resume Quiz (Qn)' when a quiz is under way, else 'Start Quiz' — never both. */
export function QuizActions(props: { resumeAt: number | null; busy: boolean; onStart(): void; onResume(): void }) {
  const resuming = props.resumeAt !== null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        disabled={props.busy}
        onClick={resuming ? props.onResume : props.onStart}
        className="min-h-11 rounded-xl bg-accent px-4 text-sm font-semibold text-accent-ink hover:bg-accent-strong disabled:opacity-50"
      >
        {resuming ? `Resume Quiz (Q${props.resumeAt})` : 'Start Quiz'}
      </button>
    </div>
  );
}
