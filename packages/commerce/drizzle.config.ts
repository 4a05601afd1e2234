import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/commerce/src/db/schema.ts',
  out: './packages/commerce/drizzle',
});
