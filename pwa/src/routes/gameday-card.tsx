import { lazy, Suspense } from 'react';
import { GameDayCard } from '../features/gameday/game-day-card';

// The dialog (and the playbook store behind it) loads when a card is first saved.
const SaveToPlaybookDialog = lazy(() =>
  import('../features/playbook/save-dialog').then((module) => ({ default: module.SaveToPlaybookDialog })),
);

/** The card, saved to the playbook like a plan from the chat. */
export default function GamedayCardPage() {
  return (
    <GameDayCard
      renderSave={(card, close) => (
        <Suspense fallback={null}>
          <SaveToPlaybookDialog
            reply={{ content: card.markdown, question: card.title, sessionId: null, sport: card.sport, mode: null }}
            onClose={close}
          />
        </Suspense>
      )}
    />
  );
}
