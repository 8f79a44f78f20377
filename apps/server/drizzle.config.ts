import { defineConfig } from 'drizzle-kit';

// Each module owns its tables in its own schema.ts; the rate limiter's table is the database's.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/db/rate-limit-schema.ts'],
  out: './src/db/migrations',
});
