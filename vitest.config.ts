import { defineConfig } from 'vitest/config';

/**
 * The files of a project run one after another in one worker that keeps its loaded modules:
 * a worker of its own costs each file its start and the loading of the server or of Playwright
 * again (2–5 s). Each file starts what it tests itself (a server on a fresh database, a host, a
 * browser) and restores the environment it stubs (`vi.unstubAllEnvs`).
 */
const sharedWorker = { isolate: false };

export default defineConfig({
  test: {
    projects: [
      // Pure logic and stand-ins only: the whole project runs in seconds.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        // The main-process handlers and the browser host against a real platform server (PGlite).
        // A worker per file: these files load the web bridge into stubbed browser globals and
        // reset the module registry, which a later file sharing the worker was seen to feel.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
      },
      {
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, ...sharedWorker },
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
          ...sharedWorker,
          // Every host starts from a copy of one database migrated and seeded once per run.
          globalSetup: ['tests/support/seeded-data.ts'],
          // The hosts these files start skip the platform server's warm-up (src/server/README.md):
          // dozens of starts would each spend seconds warming what a test does not time; the
          // warm-up has its own suite (tests/server/warm-up.test.ts), and the benches keep it.
          env: { WARM_UP: '0' },
        },
      },
    ],
  },
});
