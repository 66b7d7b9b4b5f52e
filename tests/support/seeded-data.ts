/**
 * The end-to-end project's global setup: one data folder migrated and seeded by a real browser
 * host, stopped cleanly so its database is closed, that every host of the run then starts from
 * a copy of (see `freshDataDir` in browser-host-process.ts). Each host still gets a database of
 * its own; only building it is paid once per run instead of once per file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_DATA_DIR_ENV, startBrowserHostProcess } from './browser-host-process';

export default async function makeSeededDataDir(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-seeded-'));
  const host = await startBrowserHostProcess({ dataDir });
  await host.stop();
  // The test files run in worker processes started after this, with this environment.
  process.env[SEEDED_DATA_DIR_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
