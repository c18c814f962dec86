import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './edge-api/db/schema.ts',
  out: './drizzle',
});
