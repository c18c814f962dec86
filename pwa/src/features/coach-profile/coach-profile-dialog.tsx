import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { CoachProfileForm } from './coach-profile-form';
import { PROFILE_COPY } from './coach-profile-copy';

/** The coach profile from the chat, where visitors (who have no Settings) can reach it too. */
export function CoachProfileDialog({ open, token, onClose }: { open: boolean; token: string | null; onClose(): void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={PROFILE_COPY.title}
      subtitle={PROFILE_COPY.intro}
      width="2xl"
      actions={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="mt-4">
        <CoachProfileForm token={token} onSaved={onClose} />
      </div>
    </Modal>
  );
}
