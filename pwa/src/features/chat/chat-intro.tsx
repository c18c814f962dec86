import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { greeting, startersFor } from './chat-content';
import { MessageBubble } from './message-bubble';

/** The coach's greeting, and for a chat with no questions yet the welcome with its starters. */
export function ChatIntro(props: {
  mode: PersonalityMode;
  sport: Sport;
  showStarters: boolean;
  disabled: boolean;
  onStarter(starter: string): void;
}) {
  return (
    <>
      <MessageBubble author="assistant" content={greeting(props.mode, props.sport)} />
      {props.showStarters && (
        <div className="rounded-2xl border border-line/60 bg-surface-1/60 p-4 text-center">
          <h2 className="text-lg font-bold text-ink">Welcome to Playcaller</h2>
          <p className="mt-1 text-sm text-ink-muted">Pick a starter or ask your own question.</p>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {startersFor(props.sport).map((starter) => (
              <button
                key={starter}
                type="button"
                disabled={props.disabled}
                onClick={() => props.onStarter(starter)}
                className="min-h-11 rounded-xl border border-line bg-surface-0 px-3 py-2 text-left text-sm text-ink hover:border-accent disabled:cursor-not-allowed disabled:opacity-50"
              >
                {starter}
              </button>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
