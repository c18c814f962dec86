import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Server suites run once on PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL.
// `*.postgres.test.ts` suites need several server processes on one database, which only PostgreSQL gives.
const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['edge-api/**/*.test.ts'],
    exclude: kind === 'pglite' ? ['edge-api/**/*.postgres.test.ts'] : [],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'pwa',
          include: ['pwa/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['pwa/src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
