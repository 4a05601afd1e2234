import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

// Two projects: `unit` runs pure tests beside the code (no database, no network);
// `integration` runs *.int.test.ts against a real embedded PostgreSQL started once per run.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['packages/commerce/src/testing/error-statuses.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'apps/web/src/**/*.int.test.ts',
            'scripts/**/*.int.test.ts',
          ],
          globalSetup: ['packages/commerce/src/testing/global-setup.ts'],
          setupFiles: ['packages/commerce/src/testing/error-statuses.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files run two at a time, each worker on its own copy of the seeded database
          // (testing/global-setup.ts); within a worker they run one after another.
          maxWorkers: 2,
        },
      },
    ],
  },
});
