// Build-time side of the learned reader (Node only, never bundled): loads the labelled corpus, trains
// and scores the classifiers, and writes reader-model.json. Used by scripts/train-readers.ts, the
// reading-accuracy bench and the reader's tests.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPORTS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import { ReadingCorpusSchema } from './reading-corpus-schema';
import type { ReadingCorpus } from './reading-corpus-schema';
import { readerFeatures } from './reader-features';
import winkPerceptron from 'wink-perceptron';
import type { PerceptronExample } from 'wink-perceptron';
import { z } from 'zod';
import { predictorsOf, READER_LABELS } from './reader-model';
import type {
  LabelledFeatures,
  ReaderLabel,
  ReaderModelFile,
  Reading,
  StoredClassifier,
  StoredSport,
} from './reader-model';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
export const MODEL_PATH = join(ROOT, 'edge-api', 'providers', 'coach', 'understand', 'reader-model.json');
const HERE = join(ROOT, 'edge-api', 'providers', 'coach', 'understand');
/** The model depends on the corpus and on the code that makes features and trains. */
const HASHED_SOURCES = [
  ...SPORTS.map((sport) => join(ROOT, 'content', 'reading', `${sport}.json`)),
  // Concept names feed a feature, so a renamed concept retrains the reader.
  ...SPORTS.map((sport) => join(ROOT, 'content', sport, 'concepts.json')),
  join(HERE, 'reader-features.ts'),
  join(HERE, 'reader-model.ts'),
  join(HERE, 'reader-training.ts'),
];
/** A feature seen fewer times than this in a sport's corpus is dropped: it keeps the model small and stops one odd phrasing deciding. */
const MIN_FEATURE_COUNT = 3;
/** Passes over the examples; the averaged perceptron settles well within this on a few thousand messages. */
const EPOCHS = 8;
const MIN_WEIGHT = 0.01;
const ExportSchema = z.tuple([
  z.record(z.string(), z.record(z.string(), z.number())),
  z.record(z.string(), z.number()),
  z.unknown(),
  z.unknown(),
]);

/**
 * Readings at or above the chosen confidence must be right this often on phrasings never trained on.
 * Side asks more: a wrong side turns a whole answer around, while the regex side reader is rarely wrong
 * when it commits.
 */
const TRUSTED_ACCURACY: Record<ReaderLabel, number> = { intent: 0.9, side: 0.93, engine: 0.9 };
export const FOLDS = 5;
const FOLD_SEED = 7;

/** Keeps only features seen often enough across the examples. */
function frequentFeatures(examples: readonly LabelledFeatures[]): Set<string> {
  const counts = new Map<string, number>();
  for (const { features } of examples) {
    for (const feature of new Set(features)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= MIN_FEATURE_COUNT).map(([feature]) => feature));
}

/** A fixed shuffle, so training is repeatable; the perceptron's own shuffle draws from Math.random. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

function trainOne(examples: readonly LabelledFeatures[], label: ReaderLabel, kept: Set<string>): StoredClassifier {
  const labels = new Set(examples.map((example) => example.labels[label]));
  if (labels.size === 1) return { constant: [...labels][0]! };
  const data: PerceptronExample[] = examples.map((example) => [
    Object.fromEntries(example.features.filter((feature) => kept.has(feature)).map((feature) => [feature, 1])),
    { label: example.labels[label] },
  ]);
  const perceptron = winkPerceptron();
  // Each epoch sees its own fixed order: one pass over EPOCHS shuffles is the same learning, repeatably.
  perceptron.defineConfig({ shuffleData: false, maxIterations: 1 });
  perceptron.learn(Array.from({ length: EPOCHS }, (_, epoch) => shuffled(data, epoch + 1)).flat());
  const [weights, bias] = ExportSchema.parse(JSON.parse(perceptron.exportJSON()));
  return compact(weights, bias);
}

/** Packs the perceptron's export into arrays, dropping weights too small to move a decision. */
function compact(weights: Record<string, Record<string, number>>, bias: Record<string, number>): StoredClassifier {
  const labels = Object.keys(bias).sort();
  const features: string[] = [];
  const rows: number[][] = [];
  for (const feature of Object.keys(weights).sort()) {
    const row = labels.flatMap((label, index) => {
      const weight = weights[feature]?.[label] ?? 0;
      return Math.abs(weight) >= MIN_WEIGHT ? [index, weight] : [];
    });
    if (row.length === 0) continue;
    features.push(feature);
    rows.push(row);
  }
  return { labels, bias: labels.map((label) => bias[label]!), features, weights: rows };
}

export function trainSport(examples: readonly LabelledFeatures[]): StoredSport {
  const kept = frequentFeatures(examples);
  return {
    intent: trainOne(examples, 'intent', kept),
    side: trainOne(examples, 'side', kept),
    engine: trainOne(examples, 'engine', kept),
  };
}

export function corpusHash(): string {
  const hash = createHash('sha256');
  for (const path of HASHED_SOURCES) hash.update(readFileSync(path)).update('\0');
  return hash.digest('hex');
}

export function loadCorpus(sport: Sport): ReadingCorpus {
  return ReadingCorpusSchema.parse(JSON.parse(readFileSync(join(ROOT, 'content', 'reading', `${sport}.json`), 'utf8')));
}

export interface CorpusExample extends LabelledFeatures {
  text: string;
  family: string;
  heldOut: boolean;
}

export function featurise(corpus: ReadingCorpus): CorpusExample[] {
  return corpus.examples.map((example) => ({
    text: example.text,
    family: example.family,
    heldOut: example.split === 'heldout',
    features: readerFeatures(corpus.sport, example.text),
    labels: { intent: example.intent, side: example.side, engine: example.engine },
  }));
}

export interface Scored {
  label: ReaderLabel;
  truth: string;
  reading: Reading;
}

function score(train: readonly CorpusExample[], test: readonly CorpusExample[]): Scored[] {
  const predictors = predictorsOf(trainSport(train));
  return test.flatMap((example) =>
    READER_LABELS.map((label) => ({
      label,
      truth: example.labels[label],
      reading: predictors[label](example.features),
    })),
  );
}

export type Accuracy = Record<ReaderLabel, number>;

export function accuracyOf(scored: readonly Scored[]): Accuracy {
  const share = (label: ReaderLabel) => {
    const rows = scored.filter((row) => row.label === label);
    return rows.filter((row) => row.reading.label === row.truth).length / Math.max(1, rows.length);
  };
  return { intent: share('intent'), side: share('side'), engine: share('engine') };
}

/** Trains on the training families and reads the held-out ones: how the reader does on phrasings it never saw. */
export function heldOutScores(examples: readonly CorpusExample[]): Scored[] {
  return score(
    examples.filter((example) => !example.heldOut),
    examples.filter((example) => example.heldOut),
  );
}

/** k-fold over the training families, folds drawn by a fixed shuffle so the figure is repeatable. */
export function kFoldScores(examples: readonly CorpusExample[], folds = FOLDS): Scored[] {
  const training = examples.filter((example) => !example.heldOut);
  let state = FOLD_SEED;
  const foldOf = training.map(() => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % folds;
  });
  return Array.from({ length: folds }, (_, fold) =>
    score(
      training.filter((_, index) => foldOf[index] !== fold),
      training.filter((_, index) => foldOf[index] === fold),
    ),
  ).flat();
}

/** The lowest confidence from which held-out readings are right at least `target` of the time. */
export function chooseThreshold(scored: readonly Scored[], target: number): number {
  const sorted = [...scored].sort((a, b) => b.reading.confidence - a.reading.confidence);
  let right = 0;
  let threshold = 1;
  sorted.forEach((row, index) => {
    if (row.reading.label === row.truth) right++;
    const next = sorted[index + 1];
    // Only cut between distinct confidences, so the cut is a threshold the reader can apply.
    if (right / (index + 1) >= target && (!next || next.reading.confidence < row.reading.confidence)) {
      threshold = row.reading.confidence;
    }
  });
  return threshold;
}

export function buildModel(): ReaderModelFile {
  const bySport = SPORTS.map((sport) => [sport, featurise(loadCorpus(sport))] as const);
  const heldOut = bySport.flatMap(([, examples]) => heldOutScores(examples));
  const thresholdFor = (label: ReaderLabel) =>
    chooseThreshold(
      heldOut.filter((row) => row.label === label),
      TRUSTED_ACCURACY[label],
    );
  return {
    corpusHash: corpusHash(),
    thresholds: { intent: thresholdFor('intent'), side: thresholdFor('side'), engine: thresholdFor('engine') },
    sports: Object.fromEntries(
      bySport.map(([sport, examples]) => [sport, trainSport(examples)]),
    ) as ReaderModelFile['sports'],
  };
}
