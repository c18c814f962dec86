// The shapes every resource answers with: the one error body and the bare success.
import { z } from 'zod';

export const ErrorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const OkSchema = z.object({ success: z.literal(true) });
