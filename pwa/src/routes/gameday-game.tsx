import { GamePage } from '../features/gameday/game-page';

export default GamePage;
