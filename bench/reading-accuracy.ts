// Bench — the learned reader's accuracy. For each sport, 5-fold cross-validation over the training
// phrasing families, then accuracy on the held-out families (trained without them), per label:
// intent, side and engine. Deterministic: the corpus and the fold shuffle are seeded.
import { SPORTS } from '../shared/constants';
import {
  accuracyOf,
  featurise,
  FOLDS,
  heldOutScores,
  kFoldScores,
  loadCorpus,
} from '../edge-api/providers/coach/understand/reader-training';
import type { Scored } from '../edge-api/providers/coach/understand/reader-training';
import { READER_LABELS } from '../edge-api/providers/coach/understand/reader-model';
import { readMessage } from '../edge-api/providers/coach/understand/learned-reader';
import { exitWith, isMain, ms, runBench, type Row } from './lib/report';
import { summarize } from './lib/stats';

const P99_TARGET_MS = 20;

/** Times the committed reader over every corpus message, after one read has loaded the language model. */
function readTimes(): number[] {
  const times: number[] = [];
  for (const sport of SPORTS) {
    const { examples } = loadCorpus(sport);
    readMessage(sport, examples[0]!.text);
    for (const { text } of examples) {
      const started = performance.now();
      readMessage(sport, text);
      times.push(performance.now() - started);
    }
  }
  return times;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export async function readingAccuracy() {
  return runBench('reading-accuracy', 'Learned reader: k-fold and held-out accuracy per label', async () => {
    const rows: Row[] = [];
    const pooled: Scored[] = [];
    const details: Record<string, unknown> = {};
    for (const sport of SPORTS) {
      const examples = featurise(loadCorpus(sport));
      const folds = accuracyOf(kFoldScores(examples));
      const heldScores = heldOutScores(examples);
      pooled.push(...heldScores);
      const heldOut = accuracyOf(heldScores);
      details[sport] = { kFold: folds, heldOut, messages: examples.length };
      for (const label of READER_LABELS) {
        rows.push({
          figure: `${sport} ${label}: ${FOLDS}-fold`,
          measured: percent(folds[label]),
          target: '—',
          holds: null,
        });
        rows.push({
          figure: `${sport} ${label}: held-out families`,
          measured: percent(heldOut[label]),
          target: '—',
          holds: null,
        });
      }
    }
    const all = accuracyOf(pooled);
    for (const label of READER_LABELS) {
      rows.push({
        figure: `all sports ${label}: held-out families`,
        measured: percent(all[label]),
        target: '—',
        holds: null,
      });
    }
    const timing = summarize(readTimes());
    rows.push({ figure: 'read p50', measured: ms(timing.p50), target: '—', holds: null });
    rows.push({
      figure: 'read p99',
      measured: ms(timing.p99),
      target: `≤ ${P99_TARGET_MS} ms`,
      holds: timing.p99 <= P99_TARGET_MS,
    });
    return { rows, details: { ...details, heldOutAllSports: all, timing } };
  });
}

if (isMain(import.meta.url)) exitWith(await readingAccuracy());
