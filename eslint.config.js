import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer boundaries (docs: the layers and their allowed imports). Feature folders are read at load
// time so a new feature is covered without editing this file.
const root = import.meta.dirname;
const dirsIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = dirsIn('src/features');
const SHARED = ['src/components', 'src/lib', 'src/content', 'src/hooks', 'src/stores'];
// Everything in src/ except the app itself, its entry point and the test seam.
const NOT_APP = ['src/!(app|test)/**', 'src/!(main).{ts,tsx}'];

const boundaryZones = [
  {
    target: SHARED,
    from: ['src/features', 'src/app'],
    message: 'Shared code (components, lib, content, hooks, stores) never imports features or app.',
  },
  // Paths are resolved first, so relative imports across features are caught as well as aliases.
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'Import another feature only through its index.ts (@/features/<name>).',
  })),
  {
    target: NOT_APP,
    from: 'src/app',
    message: 'Only src/main.tsx and src/test/ import src/app.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', '.local-supabase', 'node_modules', 'src/lib/database.types.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      // One import line per module, so a file's dependencies read at a glance.
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/local-supabase/**'],
              message: 'The app must not depend on the local stack.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['local-supabase/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '@/*'], message: 'The local stack is independent of the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs,js}', 'tests/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
