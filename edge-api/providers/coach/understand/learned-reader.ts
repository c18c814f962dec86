import type { Sport } from '../../../../shared/constants';
import { readerFeatures } from './reader-features';
import { predictorsOf, ReaderModelFileSchema } from './reader-model';
import type { ReaderLabel, ReaderModelFile, SportPredictors } from './reader-model';
import modelJson from './reader-model.json';
import { READ_ENGINES, READ_INTENTS, SIDE_LABELS } from './reading-corpus-schema';
import type { ReadEngine, ReadIntent, ReadSide } from './reading-corpus-schema';

/** What the learned reader makes of one message, with how sure it is of each label (0 to 1). */
export interface LearnedReading {
  intent: ReadIntent;
  side: ReadSide;
  engine: ReadEngine;
  confidence: Record<ReaderLabel, number>;
  /** The confidence from which each label is trusted over the regex readers. */
  trusted: Record<ReaderLabel, boolean>;
}

let model: ReaderModelFile | undefined;
const predictors = new Map<Sport, SportPredictors>();

/** Parsed on first use: a cold start that answers no coach message never pays for it. */
function predictorsFor(sport: Sport): { predictors: SportPredictors; thresholds: ReaderModelFile['thresholds'] } {
  model ??= ReaderModelFileSchema.parse(modelJson);
  let forSport = predictors.get(sport);
  if (!forSport) {
    forSport = predictorsOf(model.sports[sport]);
    predictors.set(sport, forSport);
  }
  return { predictors: forSport, thresholds: model.thresholds };
}

export function readMessage(sport: Sport, message: string): LearnedReading {
  const { predictors: read, thresholds } = predictorsFor(sport);
  const features = readerFeatures(sport, message);
  const intent = read.intent(features);
  const side = read.side(features);
  const engine = read.engine(features);
  return {
    intent: READ_INTENTS.find((label) => label === intent.label) ?? 'define',
    side: SIDE_LABELS[sport].find((label: ReadSide) => label === side.label) ?? 'none',
    engine: READ_ENGINES.find((label) => label === engine.label) ?? 'none',
    confidence: { intent: intent.confidence, side: side.confidence, engine: engine.confidence },
    trusted: {
      intent: intent.confidence >= thresholds.intent,
      side: side.confidence >= thresholds.side,
      engine: engine.confidence >= thresholds.engine,
    },
  };
}
