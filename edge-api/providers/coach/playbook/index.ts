import type { Sport } from '../../../../shared/constants';
import { baseballQuestions } from '../quiz-bank/baseball';
import { basketballQuestions } from '../quiz-bank/basketball';
import { footballQuestions } from '../quiz-bank/football';
import { golfQuestions } from '../quiz-bank/golf';
import { soccerQuestions } from '../quiz-bank/soccer';
import { tennisQuestions } from '../quiz-bank/tennis';
import { baseballPlaybook } from './baseball';
import { basketballPlaybook } from './basketball';
import { footballPlaybook } from './football';
import { golfPlaybook } from './golf';
import { soccerPlaybook } from './soccer';
import { tennisPlaybook } from './tennis';
import type { QuizBankQuestion, SportPlaybook } from './types';

// Typed as Record<Sport, …> so adding a sport to SPORTS fails to compile until its content exists.
export const PLAYBOOKS: Record<Sport, SportPlaybook> = {
  football: footballPlaybook,
  basketball: basketballPlaybook,
  soccer: soccerPlaybook,
  baseball: baseballPlaybook,
  golf: golfPlaybook,
  tennis: tennisPlaybook,
};

export const QUIZ_BANKS: Record<Sport, QuizBankQuestion[]> = {
  football: footballQuestions,
  basketball: basketballQuestions,
  soccer: soccerQuestions,
  baseball: baseballQuestions,
  golf: golfQuestions,
  tennis: tennisQuestions,
};
