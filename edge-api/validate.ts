import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** zValidator whose failures become the API's one error shape: 400 `{ message, issues }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.error.issues[0];
      throw new AppError('bad_request', first?.message ?? 'Invalid request', { issues: result.error.issues });
    }
  });
}
