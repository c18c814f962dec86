import { GameDayCard } from '../features/gameday/game-day-card';

export default GameDayCard;
