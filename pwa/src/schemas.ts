// The lazily loaded chunk of schemas the PWA parses answers and stored data with: the shared
// contract, plus the one shape only this client keeps. Loaded through `loadSchemas` (api.ts), so zod
// and the schemas travel in a chunk of their own that the first API call fetches, not in the code
// of first paint.
import { z } from 'zod';

export * from '../../shared/contract/auth';
export * from '../../shared/contract/common';
export * from '../../shared/contract/messages';
export * from '../../shared/contract/quiz';
export * from '../../shared/contract/sync';
export * from '../../shared/contract/playbook';
export * from '../../shared/contract/shares';
export * from '../../shared/contract/feedback';
export * from '../../shared/contract/games';

/** The sync cursor this browser keeps, and whose pulls it continues. */
export const StoredCursorSchema = z.object({ userId: z.string(), cursor: z.string() });
