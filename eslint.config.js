import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '.data/**',
      '.test-data/**',
      'packages/commerce/drizzle/**',
      '**/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Tool configuration in CommonJS (dependency-cruiser reads .dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // A delete or update without a where clause empties a table: never by accident.
    files: ['packages/commerce/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      // Generated WebP sets are served with srcset/sizes directly; next/image would re-encode them.
      '@next/next/no-img-element': 'off',
      // The app has no pages/ directory; links to store pages are plain anchors across rewrites.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Every end-to-end test fails on a page that breaks its security policies (decision 0032):
    // it takes `test` from the support module that watches for that, never from Playwright.
    files: ['apps/web/e2e/**/*.ts'],
    ignores: ['apps/web/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test' (it fails a page that breaks its policies).",
            },
          ],
        },
      ],
    },
  },
);
