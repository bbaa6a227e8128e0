import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer boundaries (docs/architecture.md: the layers and their allowed imports).
const root = import.meta.dirname;
const SHARED = ['src/components', 'src/lib', 'src/content', 'src/hooks', 'src/stores'];
// Everything in src/ except the app itself, its entry point and the test seam.
const NOT_APP = ['src/!(app|test)/**', 'src/!(main).{ts,tsx}'];

// Feature levels, lowest first (docs/architecture.md: feature levels). A feature imports only
// features on strictly lower levels. A new feature folder must be placed here before it can import
// anything; the names not yet on disk are reserved for the features about to arrive.
const FEATURE_LEVELS = [
  ['auth', 'notifications', 'requests', 'activity'],
  ['profile'],
  ['applications', 'settings', 'messages', 'contractors', 'court', 'work-record'],
  // The case page shows its work record and court dates; invoices price the work record.
  // Court reports are drafted from a hearing's record.
  ['cases', 'billing', 'dashboard', 'compliance', 'site', 'reports'],
];
const features = FEATURE_LEVELS.flat();
const lowerThan = (level) => FEATURE_LEVELS.slice(0, level).flat();
const notLower = (level, feature) =>
  FEATURE_LEVELS.slice(level)
    .flat()
    .filter((other) => other !== feature);
const UNPLACED = `src/features/!(${features.join('|')})`;
const unplacedMessage =
  'Place every feature folder on a level in FEATURE_LEVELS (eslint.config.js).';

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
  ...FEATURE_LEVELS.flatMap((level, index) =>
    level.flatMap((feature) => {
      const from = notLower(index, feature).map((other) => `src/features/${other}`);
      const lower = lowerThan(index).join(', ') || 'none';
      const message = `Feature levels: ${feature} may import only features on a lower level (${lower}).`;
      return from.length ? [{ target: `src/features/${feature}`, from, message }] : [];
    }),
  ),
  { target: `${UNPLACED}/**`, from: 'src/**', message: unplacedMessage },
  {
    target: features.map((feature) => `src/features/${feature}`),
    from: `${UNPLACED}/**`,
    message: unplacedMessage,
  },
  {
    target: NOT_APP,
    from: 'src/app',
    message: 'Only src/main.tsx and src/test/ import src/app.',
  },
];

// The local stack's one front door, local-supabase/index.ts: tests, e2e, scripts and the bench
// import the stack through it and never a file behind it, so those files stay free to change.
// Paths are resolved first, so every spelling of a path into local-supabase/ is caught.
const STACK_FRONT_DOOR = {
  target: ['scripts', 'tests', 'e2e', '*.config.ts'],
  from: 'local-supabase',
  except: ['./index.ts'],
  message:
    "Import the local stack only through its front door, local-supabase/index.ts ('local-supabase').",
};

const LOCAL_STACK = {
  group: ['**/local-supabase/**'],
  message: 'The app must not depend on the local stack.',
};
// Test code: tests, `*.fixtures.ts` beside them, and the seam in src/test/. Nothing else in src/
// (production code) may import it, test tooling, or use the test runner's globals.
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/**/*.fixtures.{ts,tsx}', 'src/test/**'];
const TEST_ONLY = {
  group: ['vitest', 'vitest/*', '@vitest/*', '@testing-library/*', 'msw', 'msw/*'],
  message: 'Production code never imports test tooling.',
};
const FIXTURES = {
  group: ['**/*.fixtures', '**/*.fixtures.*', '@/test/*', '**/test/*'],
  message: 'Production code never imports fixtures or the test seam (src/test/).',
};
const RUNNER_GLOBALS = 'vi describe it test expect beforeEach afterEach beforeAll afterAll';
const TEST_GLOBALS = RUNNER_GLOBALS.split(' ').map((name) => ({
  name,
  message: 'Production code never uses the test runner.',
}));

// Roles are named only in src/lib/capabilities.ts: everywhere else asks can() or the tables there.
const ROLE = '/^(role|.*Role)$/';
const roleComparisons = [
  `BinaryExpression[operator=/^[!=]==?$/]:matches([left.type='Literal'], [right.type='Literal']):has(Identifier[name=${ROLE}])`,
  `SwitchStatement:matches([discriminant.name=${ROLE}], [discriminant.property.name=${ROLE}], [discriminant.expression.property.name=${ROLE}])`,
].map((selector) => ({
  selector,
  message: "Ask can(user, '<action>') from src/lib/capabilities.ts instead of comparing a role.",
}));

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
      'no-restricted-imports': ['error', { patterns: [LOCAL_STACK, TEST_ONLY, FIXTURES] }],
      'no-restricted-globals': ['error', ...TEST_GLOBALS],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [LOCAL_STACK] }],
      'no-restricted-globals': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/capabilities.ts'],
    rules: { 'no-restricted-syntax': ['error', ...roleComparisons] },
  },
  {
    files: ['local-supabase/**/*.{ts,mjs}'],
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
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [STACK_FRONT_DOOR] }],
    },
  },
);
