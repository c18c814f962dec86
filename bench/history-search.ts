// Bench — searching the chat history on the device: the history dialog's MiniSearch index
// (pwa/src/features/chat/history-search.ts) over 500 chats and 10,000 messages of coach-like text,
// timed per query against the 100 ms budget of issue #17. Runs the same module in Node (V8, as in
// Chromium); building the index, once per opening of the list, is reported beside it.
import { performance } from 'node:perf_hooks';
import { createChatIndex } from '../pwa/src/features/chat/history-search';
import type { LocalMessage, LocalSession } from '../pwa/src/local/database';
import { exitWith, isMain, ms, ratio, runBench, type Row } from './lib/report';
import { median, summarize } from './lib/stats';

const CHATS = 500;
const MESSAGES = 10_000;
const RUNS = 20;
const BUDGET_MS = 100;
const QUERIES = ['zone', 'blitz pickup', 'cover 2 safeties', 'nickel', 'tackling drill', 'qwertyuiop'];

const TOPICS = [
  'zone blitz',
  'cover 2',
  'nickel package',
  'tackling form',
  'press break',
  'corner kick',
  'pick and roll',
];

function corpus() {
  const sessions: LocalSession[] = [];
  const messages: LocalMessage[] = [];
  for (let c = 0; c < CHATS; c++) {
    const topic = TOPICS[c % TOPICS.length]!;
    sessions.push({
      sessionId: `chat${String(c).padStart(5, '0')}`,
      ownerKey: 'user:bench',
      title: `How do we handle the ${topic} (${c})?`,
      sport: 'football',
      mode: 'comprehensiveCoach',
      createdAt: c,
      updatedAt: c,
    });
  }
  for (let i = 0; i < MESSAGES; i++) {
    const session = sessions[i % CHATS]!;
    const topic = TOPICS[(i * 3 + 1) % TOPICS.length]!;
    const user = i % 2 === 0;
    messages.push({
      key: `m${i}`,
      sessionId: session.sessionId,
      role: user ? 'user' : 'assistant',
      content: user
        ? `What beats the ${topic} on third and ${(i % 9) + 1}?`
        : `**Read ${i}:** against the ${topic} the safeties split the deep field.\n\n- Slide the protection to the blitz pickup side\n- Hit the hot route before the rush arrives\n- Run a tackling drill on Tuesday to clean up the angles\n\nRecommendation: max protect with a ${topic} check at the line.`,
      timestamp: i,
      status: 'complete',
      serverId: null,
      clientMessageId: null,
      mode: 'comprehensiveCoach',
      sport: 'football',
    });
  }
  return { sessions, messages };
}

export async function historySearch() {
  return runBench('history-search', `History search over ${MESSAGES} messages`, async () => {
    const { sessions, messages } = corpus();
    const builds: number[] = [];
    let index = createChatIndex(sessions, messages);
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      index = createChatIndex(sessions, messages);
      builds.push(performance.now() - start);
    }
    const rows: Row[] = [];
    const details: Record<string, unknown> = { builds };
    let worst = 0;
    for (const query of QUERIES) {
      for (let warm = 0; warm < 3; warm++) index.search(query);
      const times: number[] = [];
      let hits = 0;
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        hits = index.search(query).length;
        times.push(performance.now() - start);
      }
      const stats = summarize(times);
      details[query] = stats;
      worst = Math.max(worst, stats.p90);
      rows.push({
        figure: `search "${query}" (${hits} chats), p90`,
        measured: `${ms(stats.p90)} (${ratio(stats.p90 / BUDGET_MS)} of budget)`,
        target: `< ${BUDGET_MS} ms`,
        holds: stats.p90 < BUDGET_MS,
      });
    }
    rows.push({
      figure: 'building the index (once per opening), median',
      measured: ms(median(builds), 0),
      target: 'report',
      holds: null,
    });
    return {
      rows,
      details,
      notes: [
        `${CHATS} chats, ${MESSAGES} messages; ${RUNS} timed searches per query after 3 warm-up; worst p90 ${ms(worst)}`,
        'Node (V8) on the same module the page runs; the page adds reading the rows from IndexedDB',
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await historySearch());
