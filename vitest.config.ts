import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Pure logic and stand-ins only: the whole project runs in seconds.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        // The main-process handlers and the browser host against a real platform server (PGlite).
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
      },
      {
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a person would wait for: the UI settles within seconds, not the default one.
          expect: { poll: { timeout: 10_000 } },
          // One browser host and one Chromium per file; files run one after another on two cores.
          fileParallelism: false,
          // Every host starts from a copy of one database migrated and seeded once per run.
          globalSetup: ['tests/support/seeded-data.ts'],
        },
      },
    ],
  },
});
