import type { Sport } from '../../../shared/constants';
import { BaseballIcon, BasketballIcon, FootballIcon, GolfIcon, SoccerIcon, TennisIcon } from './icons';

/** One icon per sport, used wherever sports are shown. */
export const SPORT_ICONS: Record<Sport, typeof FootballIcon> = {
  football: FootballIcon,
  basketball: BasketballIcon,
  soccer: SoccerIcon,
  baseball: BaseballIcon,
  golf: GolfIcon,
  tennis: TennisIcon,
};
