// Bench 4 — gateway overhead with AI_PROVIDER=openai against a local fake OpenAI-compatible server
// (bench/servers/fake-openai.ts: 50 chunks, 20 ms apart). Time to first token through our API
// (POST /api/messages, SSE, first `delta` event) minus time to first token asked of the fake
// directly (first content chunk); and the gaps between chunks as the client receives them through
// our API. Requests run a few at a time, direct and through the API interleaved.
import { join } from 'node:path';
import {
  openMigrated,
  postgresReachable,
  createTempPostgres,
  seedUsers,
  sendBody,
  sendHeaders,
  tempDir,
} from './lib/db';
import { pool, requestSse, type SseEvent } from './lib/load';
import { LINE_READY, startApp, startTs } from './lib/procs';
import { exitWith, isMain, ms, runBench } from './lib/report';
import { summarize } from './lib/stats';

const REQUESTS = 60;
const CONCURRENCY = 4;
const WARMUP = 4;
const CHUNKS = 50;
const INTERVAL_MS = 20;

const gapsOf = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);

export async function gateway() {
  return runBench('gateway', 'Gateway overhead: our API vs the model server directly', async () => {
    const fake = await startTs('fake-openai', 'bench/servers/fake-openai.ts', {
      env: { FAKE_CHUNKS: String(CHUNKS), FAKE_INTERVAL_MS: String(INTERVAL_MS) },
      ready: LINE_READY,
    });
    const usePostgres = await postgresReachable();
    const dataDir = tempDir('gateway');
    let databaseUrl: string | undefined;
    const handle = usePostgres
      ? await openMigrated({ url: (databaseUrl = (await createTempPostgres()).url) })
      : await openMigrated({ pgliteDir: join(dataDir, 'pglite') });
    const users = await seedUsers(handle, Math.ceil((REQUESTS + WARMUP * 2) / 15) + 2, 'gw');
    await handle.close();
    const app = await startApp('app-openai', {
      dataDir,
      databaseUrl,
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-bench-not-a-key',
        OPENAI_BASE_URL: `${fake.origin}/v1`,
        OPENAI_MODEL: 'bench-model',
      },
    });
    const direct = pool(fake.origin, CONCURRENCY);
    const api = pool(app.origin, CONCURRENCY);
    let userIndex = 0;
    const viaApi = async () => {
      const user = users[userIndex++ % users.length]!;
      const result = await requestSse(api, {
        method: 'POST',
        path: '/api/messages',
        headers: sendHeaders(user),
        body: sendBody(user, 'What is cover 2?'),
      });
      const deltas = result.events.filter((event: SseEvent) => event.event === 'delta');
      if (result.status !== 200 || deltas.length === 0 || !result.events.some((event) => event.event === 'done')) {
        throw new Error(`API send failed: ${result.status} ${JSON.stringify(result.events.slice(-1))}`);
      }
      const meta = result.events.find((event) => event.event === 'meta')!.at;
      return { ttft: deltas[0]!.at, meta, arrivals: deltas.map((event) => event.at), count: deltas.length };
    };
    const viaDirect = async () => {
      const result = await requestSse(direct, {
        method: 'POST',
        path: '/v1/chat/completions',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench-not-a-key' },
        body: JSON.stringify({
          model: 'bench-model',
          stream: true,
          messages: [{ role: 'user', content: 'What is cover 2?' }],
        }),
      });
      const content = result.events.filter((event) => event.data.includes('"content"'));
      return { ttft: content[0]!.at, arrivals: content.map((event) => event.at), count: content.length };
    };
    // Warm-up: the SDK's first request, JIT, connections.
    await Promise.all(Array.from({ length: WARMUP }, () => Promise.all([viaApi(), viaDirect()])));
    const apiRuns: Awaited<ReturnType<typeof viaApi>>[] = [];
    const directRuns: Awaited<ReturnType<typeof viaDirect>>[] = [];
    const issued = { api: 0, direct: 0 };
    const worker = async (slot: number) => {
      // Each worker alternates, half of them starting with the API, so both kinds share the machine alike.
      let useApi = slot % 2 === 0;
      while (issued.api < REQUESTS || issued.direct < REQUESTS) {
        if (useApi ? issued.api >= REQUESTS : issued.direct >= REQUESTS) useApi = !useApi;
        if (useApi) {
          issued.api += 1;
          apiRuns.push(await viaApi());
        } else {
          issued.direct += 1;
          directRuns.push(await viaDirect());
        }
        useApi = !useApi;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, slot) => worker(slot)));
    await Promise.all([direct.close(), api.close()]);
    const apiTtft = summarize(apiRuns.map((run) => run.ttft));
    const directTtft = summarize(directRuns.map((run) => run.ttft));
    const apiGaps = summarize(apiRuns.flatMap((run) => gapsOf(run.arrivals)));
    const directGaps = summarize(directRuns.flatMap((run) => gapsOf(run.arrivals)));
    const apiMaxGapPerReply = summarize(apiRuns.map((run) => Math.max(...gapsOf(run.arrivals))));
    const p50 = apiTtft.p50 - directTtft.p50;
    const p99 = apiTtft.p99 - directTtft.p99;
    const chunksSeen = summarize(apiRuns.map((run) => run.count));
    // From the meta event (the send's checks and writes are done) to the first token: the history
    // read, the SDK's request to the provider and relaying its first chunk.
    const afterMeta = summarize(apiRuns.map((run) => run.ttft - run.meta));
    const metaAt = summarize(apiRuns.map((run) => run.meta));
    return {
      rows: [
        {
          figure: 'first token direct p50 / p99',
          measured: `${ms(directTtft.p50)} / ${ms(directTtft.p99)}`,
          target: '—',
          holds: null,
        },
        {
          figure: 'first token via API p50 / p99',
          measured: `${ms(apiTtft.p50)} / ${ms(apiTtft.p99)}`,
          target: '—',
          holds: null,
        },
        { figure: 'added to first token p50', measured: ms(p50), target: '≤ 5 ms', holds: p50 <= 5 },
        { figure: 'added to first token p99', measured: ms(p99), target: '≤ 15 ms', holds: p99 <= 15 },
        {
          figure: 'of which before meta (send checks) p50 / p99',
          measured: `${ms(metaAt.p50)} / ${ms(metaAt.p99)}`,
          target: '—',
          holds: null,
        },
        {
          figure: 'meta → first token minus direct p50 / p99',
          measured: `${ms(afterMeta.p50 - directTtft.p50)} / ${ms(afterMeta.p99 - directTtft.p99)}`,
          target: '—',
          holds: null,
        },
        {
          figure: 'gap between chunks via API p99',
          measured: ms(apiGaps.p99),
          target: '≤ 40 ms',
          holds: apiGaps.p99 <= 40,
        },
        {
          figure: 'gap p99 direct / max via API',
          measured: `${ms(directGaps.p99)} / ${ms(apiGaps.max)}`,
          target: '—',
          holds: null,
        },
      ],
      details: {
        database: usePostgres ? 'postgres' : 'pglite',
        requests: REQUESTS,
        concurrency: CONCURRENCY,
        chunks: CHUNKS,
        intervalMs: INTERVAL_MS,
        apiTtft,
        directTtft,
        apiGaps,
        directGaps,
        apiMaxGapPerReply,
        metaAt,
        afterMeta,
        chunksSeenViaApi: chunksSeen,
      },
      notes: [
        `${REQUESTS} replies each way, ${CONCURRENCY} at a time, signed-in free users, ${usePostgres ? 'PostgreSQL' : 'PGlite'}; ` +
          "the API figure includes the send's database work before the provider is called: authentication and the " +
          'branch read for a sender this server saw well below the limit (the plan, owner and claim run beside the ' +
          "provider's call, its first token held until they commit); for the others the checks, quota and claim too",
      ],
    };
  });
}

if (isMain(import.meta.url)) exitWith(await gateway());
