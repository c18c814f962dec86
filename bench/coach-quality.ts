// Bench — the built-in coach's answer quality and reply time. Grades the coach over the question set
// (edge-api/providers/coach/question-set/) per intent, then pads football's knowledge base to 10,000
// concepts and times whole replies (understand, search, engines, compose) on the football questions.
import type { Concept } from '../edge-api/providers/coach/knowledge/content-schema';
import { knowledgeOf } from '../edge-api/providers/coach/knowledge/knowledge-base';
import { answer } from '../edge-api/providers/coach/builtin/builtin-coach';
import { loadQuestionSet } from '../edge-api/providers/coach/question-set/question-set';
import { gradeQuestionSet, scoresByIntent } from '../edge-api/providers/coach/question-set/score-question-set';
import { exitWith, isMain, ms, runBench, type Row } from './lib/report';
import { summarize } from './lib/stats';

const PADDED_CONCEPTS = 10_000;
const ROUNDS = 10;
const P99_TARGET_MS = 20;
const PASS_TARGET = 0.9;

/**
 * Grows football's concept list in place, before its search index is first built, with copies of
 * the real concepts under new ids, titles and keywords, so the index and every lookup see 10,000.
 */
function padFootball(): number {
  const concepts = knowledgeOf('football').concepts;
  const originals: Concept[] = [...concepts];
  if (!Array.isArray(concepts)) throw new Error('football concepts are not an array');
  for (let index = 0; concepts.length < PADDED_CONCEPTS; index++) {
    const source = originals[index % originals.length];
    if (!source) break;
    const variant = Math.floor(index / originals.length) + 1;
    concepts.push({
      ...source,
      id: `${source.id}-variant-${variant}`,
      title: `${source.title} variant ${variant}`,
      keywords: source.keywords.map((keyword) => `${keyword} v${variant}`),
    });
  }
  return concepts.length;
}

export async function coachQuality() {
  return runBench('coach-quality', 'Built-in coach: answers per intent and reply time at 10,000 concepts', async () => {
    const graded = gradeQuestionSet();
    const scores = scoresByIntent(graded);
    const passed = graded.filter(({ grade }) => grade.passed).length;
    const share = passed / graded.length;

    const padded = padFootball();
    const questions = loadQuestionSet().football;
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const question of questions) {
        const started = performance.now();
        answer({ sport: 'football', mode: question.mode, message: question.question, history: [] });
        // The first round builds the padded index once; that cold start is reported separately.
        if (round > 0) times.push(performance.now() - started);
      }
    }
    const timing = summarize(times);

    const rows: Row[] = [
      {
        figure: 'question set answered in the right intent and shape',
        measured: `${passed}/${graded.length} (${(share * 100).toFixed(1)}%)`,
        target: '≥ 90%',
        holds: share >= PASS_TARGET,
      },
      ...scores.map((score) => ({
        figure: `intent: ${score.intent}`,
        measured: `${score.passed}/${score.total}`,
        target: '—',
        holds: null,
      })),
      { figure: `reply p50 at ${padded} football concepts`, measured: ms(timing.p50), target: '—', holds: null },
      {
        figure: `reply p99 at ${padded} football concepts`,
        measured: ms(timing.p99),
        target: `≤ ${P99_TARGET_MS} ms`,
        holds: timing.p99 <= P99_TARGET_MS,
      },
    ];
    return {
      rows,
      details: {
        scores,
        timing,
        paddedConcepts: padded,
        failed: graded
          .filter(({ grade }) => !grade.passed)
          .map(({ sport, question, grade }) => ({ sport, question: question.question, failures: grade.failures })),
      },
    };
  });
}

if (isMain(import.meta.url)) exitWith(await coachQuality());
