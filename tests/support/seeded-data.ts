/**
 * The end-to-end project's global setup: one data folder migrated and seeded by a real browser
 * host, stopped cleanly so its database is closed, that every host of the run then starts from
 * a copy of (see `freshDataDir` in browser-host-process.ts). Each host still gets a database of
 * its own; only building it is paid once per run instead of once per file.
 *
 * `npm test` runs the end-to-end files in several vitest runs; it names one folder for all of
 * them in SEEDED_DATA_CACHE_ENV, so the first run that needs it builds it and the others copy
 * it (a run started alone builds its own and removes it at the end).
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_DATA_DIR_ENV, startBrowserHostProcess } from './browser-host-process';

/** A folder, not yet made, that the seeded data is kept in for the runs that share it; its owner removes it. */
export const SEEDED_DATA_CACHE_ENV = 'E2E_SEEDED_DATA_CACHE';

async function buildSeededDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(prefix);
  const host = await startBrowserHostProcess({ dataDir });
  await host.stop();
  return dataDir;
}

/** The shared folder, built by whichever run gets there first. */
async function sharedSeededDataDir(cache: string): Promise<string> {
  if (existsSync(cache)) return cache;
  const built = await buildSeededDataDir(`${cache}-building-`);
  // Two runs starting together may both build it: the first rename wins, the other discards its copy.
  try {
    renameSync(built, cache);
  } catch {
    rmSync(built, { recursive: true, force: true });
  }
  return cache;
}

export default async function makeSeededDataDir(): Promise<() => void> {
  const cache = process.env[SEEDED_DATA_CACHE_ENV];
  const dataDir = cache ? await sharedSeededDataDir(cache) : await buildSeededDataDir(join(tmpdir(), 'backoffice-e2e-seeded-'));
  // The test files run in worker processes started after this, with this environment.
  process.env[SEEDED_DATA_DIR_ENV] = dataDir;
  return () => {
    if (!cache) rmSync(dataDir, { recursive: true, force: true });
  };
}
