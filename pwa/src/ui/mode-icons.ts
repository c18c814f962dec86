import type { PersonalityMode } from '../../../shared/constants';
import { BrainIcon, DumbbellIcon, TrophyIcon, ZapIcon } from './icons';

/** One icon per analysis mode, used wherever modes are shown. */
export const MODE_ICONS: Record<PersonalityMode, typeof ZapIcon> = {
  gameOnTheLine: ZapIcon,
  comprehensiveCoach: BrainIcon,
  quizMaster: TrophyIcon,
  personalTrainer: DumbbellIcon,
};
