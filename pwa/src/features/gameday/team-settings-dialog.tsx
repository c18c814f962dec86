import type { Sport } from '../../../../shared/constants';
import type { CoachProfile } from '../../../../shared/contract/profile';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TeamSettingsForm } from './team-settings-form';

/** The team settings from the sideline panel: kept with the coach profile, for visitors too. */
export function TeamSettingsDialog({
  profile,
  sport,
  onSave,
  onClose,
}: {
  profile: CoachProfile;
  sport: Sport;
  onSave(profile: CoachProfile): Promise<CoachProfile>;
  onClose(): void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Team settings"
      subtitle="Your team’s figures for the panel, the card and the chat. Left unset, each is your level’s published average."
      width="2xl"
      actions={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="mt-4">
        <TeamSettingsForm profile={profile} sport={sport} onSave={onSave} onSaved={onClose} />
      </div>
    </Modal>
  );
}
