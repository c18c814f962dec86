import type { Config } from '../../config';
import { createBuiltinCoach } from './builtin/builtin-coach';
import type { CoachProvider } from './coach-provider';
import { COACH_TOOLS } from './coach-tools';
import { createOpenAiCoach } from './openai-coach';

export function createCoachProvider(config: Config): CoachProvider {
  if (config.AI_PROVIDER === 'openai') {
    return createOpenAiCoach({
      apiKey: config.OPENAI_API_KEY!,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      tools: COACH_TOOLS,
    });
  }
  return createBuiltinCoach({ chunkDelayMs: config.BUILTIN_COACH_PACE_MS });
}
