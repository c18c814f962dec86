import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

const FEATURES = readdirSync(join(ROOT, 'pwa/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports flow one way: shared → features → app (routes, shell, app.tsx); the server never reaches into the browser. */
const LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `pwa/src/features/${feature}`,
    from: 'pwa/src/features',
    except: [`./${feature}`],
    message: 'Feature folders do not import each other: move what both need to pwa/src/ui or shared/.',
  })),
  {
    target: 'pwa/src/features',
    from: ['pwa/src/routes', 'pwa/src/shell', 'pwa/src/app.tsx', 'pwa/src/main.tsx'],
    message: 'Features do not import the app layer (routes, shell, app).',
  },
  {
    target: 'shared',
    from: ['pwa', 'edge-api'],
    message: 'shared/ runs on both sides and imports neither.',
  },
  { target: 'edge-api', from: 'pwa', message: 'The server does not import browser code.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.wrangler',
      'test-results',
      'playwright-report',
      'drizzle',
      'bench/results',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Autofocus on the first field of a single-purpose form (sign-in, code entry) is intended.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The layering the README describes, checked on every import as resolved by TypeScript.
    files: ['pwa/src/**/*.{ts,tsx}', 'edge-api/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(ROOT, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYER_ZONES }],
    },
  },
  {
    // shared/ runs in the Worker, on Node and in the browser (the engines answer offline there), so
    // it stays pure: zod and its own modules, no Node built-ins, storage or UI libraries.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/)',
              message: 'shared/ imports only zod and other shared/ modules, so both sides can run it.',
            },
          ],
        },
      ],
    },
  },
  {
    // This test drives the browser's own outbox code against the real server, killed mid-reply.
    files: ['edge-api/security/crash-replay.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: LAYER_ZONES.filter((zone) => zone.target !== 'edge-api') },
      ],
    },
  },
);
