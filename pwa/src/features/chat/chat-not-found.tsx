import { Button } from '../../ui/button';

/**
 * In place of the messages while a chat's address is being looked up, and when it names no chat
 * of this person's: a mistyped link, a deleted chat, or someone else's, all said the same way, so
 * an address never tells whether a chat exists.
 */
export function ChatNotFound({ opening, onNewChat }: { opening: boolean; onNewChat(): void }) {
  if (opening)
    return (
      <p role="status" className="min-h-0 flex-1 px-4 py-10 text-center text-sm text-ink-muted">
        Opening chat…
      </p>
    );
  return (
    <div role="alert" className="mx-auto flex min-h-0 max-w-md flex-1 flex-col items-center px-4 py-10 text-center">
      <h2 className="text-xl font-bold text-ink">Chat not found</h2>
      <p className="mt-2 text-sm text-ink-muted">
        This chat doesn't exist, was deleted, or belongs to another account. Pick one from your history or start a new
        one.
      </p>
      <Button className="mt-5" onClick={onNewChat}>
        Start a new chat
      </Button>
    </div>
  );
}
