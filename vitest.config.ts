import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';

/** A PO catalogue imported as its text, as wrangler's Text rule and esbuild's text loader give it. */
const poAsText = {
  name: 'po-as-text',
  transform(code: string, id: string) {
    return id.endsWith('.po') ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

export default defineConfig(async () => ({
  test: {
    // One file per core: each worker file starts a workerd of its own, and two cores can run two.
    maxWorkers: 2,
    // Tests that serve or read the browser bundle find it built, whatever ran before them.
    globalSetup: ['./scripts/test/buildOnce.ts'],
    projects: [
      {
        plugins: [poAsText],
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // Kratos contract tests of the sandbox's identity service: ajv needs Node.
            'sandbox/identity/**/*.contract.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          // Tests that start the portal as it ships (a production wrangler with its sandbox) in Node.
          include: ['scripts/**/*.integration.test.ts'],
          environment: 'node',
          // Guards against a hang, not speed checks: a production wrangler builds the worker before it
          // answers, and on a busy machine that takes minutes.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [
          poAsText,
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                SANDBOX_MIGRATIONS: await readD1Migrations('./sandbox/migrations'),
                READINESS_TOKEN: 'operator-key-for-tests',
                // As on Cloudflare: each test's CF-Connecting-IP is its own client.
                TRUST_CF_CONNECTING_IP: 'true',
                // The origin the tests call the portal on (ORIGIN in the tests).
                IDENTITY_UI_URL: 'https://portal.test',
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          // A guard against a hang, not a speed check: a test here sends requests through workerd,
          // and on a busy machine they take several times as long as on a quiet one.
          testTimeout: 60_000,
          include: ['worker/**/*.test.ts', 'entry/**/*.test.ts', 'sandbox/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'sandbox/identity/**/*.contract.test.ts'],
          setupFiles: ['./entry/test/applyMigrations.ts', './entry/test/preloadLazyModules.ts'],
        },
      },
    ],
  },
}));
