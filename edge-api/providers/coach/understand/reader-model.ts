import { z } from 'zod';
import { SPORTS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';

export const READER_LABELS = ['intent', 'side', 'engine'] as const;
export type ReaderLabel = (typeof READER_LABELS)[number];

export interface LabelledFeatures {
  features: string[];
  labels: Record<ReaderLabel, string>;
}

/**
 * A classifier as stored: a label every example shares (golf has one side), or averaged perceptron
 * weights in arrays — `weights[i]` lists label index and weight pairs for `features[i]` — which keep
 * the file small and cheap for the type checker and the worker to load.
 */
const StoredClassifierSchema = z.union([
  z.strictObject({ constant: z.string() }),
  z.strictObject({
    labels: z.array(z.string()).min(2),
    bias: z.array(z.number()),
    features: z.array(z.string()),
    weights: z.array(z.array(z.number())),
  }),
]);
export type StoredClassifier = z.infer<typeof StoredClassifierSchema>;

const StoredSportSchema = z.strictObject({
  intent: StoredClassifierSchema,
  side: StoredClassifierSchema,
  engine: StoredClassifierSchema,
});
export type StoredSport = z.infer<typeof StoredSportSchema>;

export const ReaderModelFileSchema = z.strictObject({
  /** sha256 of the corpus and of the code that turns it into features; the model is stale when it differs. */
  corpusHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** Confidence from which a reading is trusted over the regex readers, chosen on held-out phrasings. */
  thresholds: z.strictObject({ intent: z.number(), side: z.number(), engine: z.number() }),
  sports: z.strictObject(
    Object.fromEntries(SPORTS.map((sport) => [sport, StoredSportSchema])) as Record<Sport, typeof StoredSportSchema>,
  ),
});
export type ReaderModelFile = z.infer<typeof ReaderModelFileSchema>;

export interface Reading {
  label: string;
  /** The best label's softmax share of the scores: near 1 when it stands well clear of the rest. */
  confidence: number;
}

export type Predictor = (features: string[]) => Reading;

export function predictorOf(stored: StoredClassifier, fallback: string): Predictor {
  if ('constant' in stored) {
    const { constant } = stored;
    return () => ({ label: constant, confidence: 1 });
  }
  const { labels, bias } = stored;
  const rows = new Map(stored.features.map((feature, index) => [feature, stored.weights[index] ?? []]));
  return (features) => {
    const scores = [...bias];
    let known = false;
    for (const feature of new Set(features)) {
      const row = rows.get(feature);
      if (!row) continue;
      known = true;
      for (let index = 0; index + 1 < row.length; index += 2) scores[row[index]!]! += row[index + 1]!;
    }
    if (!known) return { label: fallback, confidence: 0 };
    return softmaxBest(labels, scores);
  };
}

/** The best label, with its softmax share of the scores as the confidence. */
function softmaxBest(labels: readonly string[], scores: readonly number[]): Reading {
  let best = 0;
  scores.forEach((score, index) => {
    if (score > scores[best]!) best = index;
  });
  const total = scores.reduce((sum, score) => sum + Math.exp(score - scores[best]!), 0);
  return { label: labels[best]!, confidence: 1 / total };
}

export type SportPredictors = Record<ReaderLabel, Predictor>;

export function predictorsOf(stored: StoredSport): SportPredictors {
  return {
    intent: predictorOf(stored.intent, 'define'),
    side: predictorOf(stored.side, 'none'),
    engine: predictorOf(stored.engine, 'none'),
  };
}
