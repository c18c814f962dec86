// GET /api/health.
import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
});
export type Health = z.infer<typeof HealthSchema>;
