import { GameReview } from '../features/gameday/game-review';
import { SharedPage } from '../features/playbook/shared-page';

export default function SharedRoute() {
  return <SharedPage gameReview={(game) => <GameReview game={game} />} />;
}
