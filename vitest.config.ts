import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Server suites run once on PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL.
// Files named *.postgres.test.ts need a PostgreSQL server (several server processes on one
// database; the Worker in workerd reaching its database over TCP), so only that project runs them.
// The timeouts only catch a hang: a PGlite database is migrated per file in WASM, which beside a
// CPU-heavy process can take minutes, and a slow machine must never fail a test that would pass.
const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['edge-api/**/*.test.ts'],
    exclude: kind === 'pglite' ? [...configDefaults.exclude, 'edge-api/**/*.postgres.test.ts'] : configDefaults.exclude,
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      // The engines' reference grids run whole models per case: under a CPU-heavy neighbour one can take
      // longer than vitest's 5 s default, which must not fail it.
      { test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // The lint rules' own test runs ESLint on probe files, with type-aware import resolution.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'pwa',
          include: ['pwa/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['pwa/src/test-setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
