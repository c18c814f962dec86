// The fake OpenAI-compatible server (edge-api/test/fake-openai.ts) as a process for the benches:
// FAKE_CHUNKS content chunks FAKE_INTERVAL_MS apart, then [DONE].
import { createFakeOpenAi } from '../../edge-api/test/fake-openai';

const fake = createFakeOpenAi({
  chunks: Number(process.env.FAKE_CHUNKS ?? 50),
  intervalMs: Number(process.env.FAKE_INTERVAL_MS ?? 20),
});
void fake.listen().then((port) => console.log(`LISTENING ${port}`));
process.on('SIGTERM', () => {
  void fake.close().then(() => process.exit(0));
});
