import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { featureBoundaries } from './scripts/eslint/featureBoundaries.ts';

/**
 * Import boundaries: worker/, web/ and sandbox/ build on shared/ but not on each other; shared/ on
 * none of them; only entry/ composes them.
 */
const forbid = (folders, message, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex: `(^|/)(${folders.join('|')})/`, message }], paths },
  ],
});

/** Code a page loads later has one way in: a component through loadedOnDemand (web/ui/loadedOnDemand.ts). */
const ONE_LAZY_LOADER = {
  name: 'react',
  importNames: ['lazy'],
  message: 'Load a component later with loadedOnDemand (web/ui/loadedOnDemand.ts).',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '**/.wrangler/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 3 }],
    },
  },
  {
    // Product code imports in one direction only: modules that import each other, directly or round
    // a circle, can only change together. (Cycles between web/'s folders, which no one module closes,
    // are web/layers.test.ts's.) Specifiers name their files with extensions, so Node's resolution
    // finds them. Tests may import anything.
    files: ['web/**/*.{ts,tsx}', 'shared/**/*.ts', 'worker/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['shared/**'],
    rules: forbid(
      ['worker', 'web', 'entry', 'sandbox'],
      'shared/ is isomorphic: it imports neither worker/, web/ nor the sandbox.',
    ),
  },
  {
    files: ['web/**'],
    ignores: ['web/ui/loadedOnDemand.ts'],
    rules: forbid(['worker', 'entry', 'sandbox'], 'web/ may import shared/, never worker/ or the sandbox.', [
      ONE_LAZY_LOADER,
    ]),
  },
  {
    files: ['web/ui/loadedOnDemand.ts'],
    rules: forbid(['worker', 'entry', 'sandbox'], 'web/ may import shared/, never worker/ or the sandbox.'),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'portal/feature-boundaries': 'error' },
  },
  {
    files: ['worker/**'],
    ignores: ['worker/**/*.test.ts'],
    rules: forbid(
      ['web', 'entry', 'sandbox'],
      'worker/ may import shared/, never web/; the sandbox stays out of production code.',
    ),
  },
  {
    files: ['worker/**/*.test.ts'],
    rules: forbid(['web', 'sandbox'], 'Worker tests go through entry/ to reach the sandbox.'),
  },
  {
    files: ['sandbox/**'],
    ignores: ['sandbox/**/*.test.ts'],
    rules: forbid(
      ['web', 'worker', 'entry'],
      "The sandbox stands for other companies' services: it imports contracts from shared/, never the portal.",
    ),
  },
  {
    files: ['sandbox/**/*.test.ts'],
    rules: forbid(['web', 'worker'], 'Sandbox tests may use entry/test, never the portal itself.'),
  },
  {
    files: ['entry/worker.ts'],
    rules: forbid(['sandbox'], 'The production entry never includes the sandbox.'),
  },
);
