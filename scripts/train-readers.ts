// Trains the learned reader on content/reading/<sport>.json and writes
// edge-api/providers/coach/understand/reader-model.json with the corpus hash.
// `npx tsx scripts/train-readers.ts` always trains; `--if-stale` only when the hash changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ReaderModelFileSchema } from '../edge-api/providers/coach/understand/reader-model';
import { buildModel, corpusHash, MODEL_PATH } from '../edge-api/providers/coach/understand/reader-training';

function storedHash(): string | undefined {
  if (!existsSync(MODEL_PATH)) return undefined;
  const parsed = ReaderModelFileSchema.safeParse(JSON.parse(readFileSync(MODEL_PATH, 'utf8')));
  return parsed.success ? parsed.data.corpusHash : undefined;
}

if (process.argv.includes('--if-stale') && storedHash() === corpusHash()) {
  console.log('Reader model is up to date.');
} else {
  console.log('Training the reader...');
  const model = buildModel();
  writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
  console.log(`Wrote ${MODEL_PATH}; thresholds ${JSON.stringify(model.thresholds)}`);
}
