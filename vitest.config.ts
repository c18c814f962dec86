import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Server suites run once on PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL.
// Files named *.postgres.test.ts need a PostgreSQL server (several server processes on one
// database; the Worker in workerd reaching its database over TCP), so only that project runs them.
const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['edge-api/**/*.test.ts'],
    exclude: kind === 'pglite' ? [...configDefaults.exclude, 'edge-api/**/*.postgres.test.ts'] : configDefaults.exclude,
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
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
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
