import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Import boundaries: worker/ and web/ build on shared/ but not on each other; shared/ on neither. */
const forbid = (folders, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)(${folders.join('|')})/`, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.wrangler/', 'test-results/', 'playwright-report/'] },
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
    files: ['shared/**'],
    rules: forbid(['worker', 'web', 'entry'], 'shared/ is isomorphic: it imports neither worker/ nor web/.'),
  },
  { files: ['web/**'], rules: forbid(['worker', 'entry'], 'web/ may import shared/, never worker/.') },
  {
    files: ['worker/**'],
    ignores: ['worker/sandbox/**', 'worker/**/*.test.ts', 'worker/test/**'],
    rules: forbid(
      ['web', 'entry', 'sandbox'],
      'worker/ may import shared/, never web/; the sandbox stays out of production code.',
    ),
  },
  {
    files: ['worker/sandbox/**'],
    rules: forbid(['web', 'entry'], 'The sandbox may import shared/, never web/.'),
  },
  {
    files: ['entry/worker.ts'],
    rules: forbid(['sandbox'], 'The production entry never includes the sandbox.'),
  },
);
