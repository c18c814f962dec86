// Bench — the sideline panel's answer to a tap: the engine run and the one-line call the panel
// computes on every change (pwa/src/features/gameday/decision-panel.tsx), for every decision of
// every sport, over random states within each engine's bounds, against a 16 ms frame.
import { performance } from 'node:perf_hooks';
import { decisionLine } from '../shared/engines/decision-line';
import { ENGINE_TOOLS, runEngineTool } from '../shared/engines/engine-registry';
import { defaultState, engineFields, type FieldValue } from '../pwa/src/features/gameday/engine-fields';
import { PANEL_DECISIONS } from '../pwa/src/features/gameday/panel-config';
import { exitWith, isMain, ms, ratio, runBench, type Row } from './lib/report';
import { summarize } from './lib/stats';

const TAPS_PER_DECISION = 400;
const FRAME_MS = 16;
const LAST_SHOT_REBUILDS = 100;

/** A deterministic stream of numbers in [0, 1), so runs are comparable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function gamedayTap() {
  return runBench('gameday-tap', 'Game day panel: one tap to the call', async () => {
    const random = seeded(26);
    const rows: Row[] = [];
    const all: number[] = [];
    for (const [sport, decisions] of Object.entries(PANEL_DECISIONS)) {
      const times: number[] = [];
      for (const { engine } of decisions) {
        const tool = ENGINE_TOOLS.find((candidate) => candidate.name === engine)!;
        const fields = engineFields(tool);
        const state: Record<string, FieldValue> = defaultState(tool);
        for (let tap = 0; tap < TAPS_PER_DECISION; tap++) {
          const field = fields[Math.floor(random() * fields.length)]!;
          if (field.kind === 'number') {
            const value = field.min + random() * (field.max - field.min);
            state[field.key] = field.integer ? Math.round(value) : value;
          } else if (field.kind === 'choice')
            state[field.key] = field.options[Math.floor(random() * field.options.length)]!;
          else state[field.key] = random() < 0.5;
          const start = performance.now();
          const result = runEngineTool(engine, state);
          if (result.ok) decisionLine(result.advice);
          times.push(performance.now() - start);
        }
      }
      const stats = summarize(times);
      all.push(...times);
      rows.push({
        figure: `${sport}: a tap to the call, p99`,
        measured: `${ms(stats.p99, 3)} (${ratio(stats.p99 / FRAME_MS)} of a frame)`,
        target: `< ${FRAME_MS} ms`,
        holds: stats.p99 < FRAME_MS,
      });
    }
    // A changed shooting rate means a new end-game tree: the panel's costliest tap, measured on its own
    // at the longest clock the tree takes, each tap with a rate no tap before it used.
    const rebuilds: number[] = [];
    for (let tap = 0; tap < LAST_SHOT_REBUILDS; tap++) {
      const state = {
        scoreMargin: -Math.floor(random() * 7),
        secondsLeft: 48,
        twoPointRate: 0.3 + tap / (2 * LAST_SHOT_REBUILDS),
      };
      const start = performance.now();
      const result = runEngineTool('last_shot', state);
      if (result.ok) decisionLine(result.advice);
      rebuilds.push(performance.now() - start);
    }
    const rebuild = summarize(rebuilds);
    rows.push({
      figure: 'basketball last shot, a new rate at 48 s, p99',
      measured: `${ms(rebuild.p99, 3)} (${ratio(rebuild.p99 / FRAME_MS)} of a frame; median ${ms(rebuild.p50, 3)})`,
      target: `< ${FRAME_MS} ms`,
      holds: rebuild.p99 < FRAME_MS,
    });
    const overall = summarize(all);
    rows.push({
      figure: 'every sport, p99',
      measured: `${ms(overall.p99, 3)} (${ratio(overall.p99 / FRAME_MS)} of a frame)`,
      target: `< ${FRAME_MS} ms`,
      holds: overall.p99 < FRAME_MS,
    });
    return {
      rows,
      details: { overall, lastShotRebuild: rebuild },
      notes: [
        `${TAPS_PER_DECISION} random taps per decision; the engine run and the call line the panel computes per tap`,
        'React re-renders one card of steppers on top of this; the panel holds no other work per tap',
        'football: the first late-game tap is a cold call of the drive model (a thousand states or so, kickoffs read from its table); later taps reuse its memo',
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await gamedayTap());
