import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
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
        },
      },
    ],
  },
});
