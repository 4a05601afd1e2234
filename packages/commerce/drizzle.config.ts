import { defineConfig } from 'drizzle-kit';

// Run from packages/commerce (`npm run db:generate` at the root does that).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
