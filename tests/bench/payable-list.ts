/**
 * `npx tsx tests/bench/payable-list.ts`: GET /projects and GET /causes with 10,000 records each
 * (projects with 2 SMS rows, a bank block and a credit-card link; cases with 2 SMS rows and a
 * link) on embedded PostgreSQL, over HTTP with an admin session. Prints the median of 10 runs
 * after 2 warm-ups. Target: well under 300 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatformServer } from '../../src/server/start';
import { median, ms } from './stats';
import { fillPayableRecords } from './support/payable-bench-data';
import { signInAdmin } from './support/sign-in';

const ROWS = 10_000;
const RUNS = 10;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-payable-'));
  try {
    await fillPayableRecords(dataDir, ROWS);
    const server = await startPlatformServer({ port: 0, dataDir, logger: false, devOutbox: true });
    try {
      const headers = await signInAdmin(server.url);
      for (const path of ['/projects', '/causes']) {
        const times: number[] = [];
        let bytes = 0;
        let count = 0;
        for (let run = 0; run < RUNS + 2; run++) {
          const started = performance.now();
          const response = await fetch(server.url + path, { headers });
          const text = await response.text();
          const elapsed = performance.now() - started;
          if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
          if (run >= 2) times.push(elapsed);
          bytes = text.length;
          count = (Object.values((JSON.parse(text) as { data: Record<string, unknown[]> }).data)[0] ?? []).length;
        }
        console.log(`GET ${path}: ${count} records, ${(bytes / 1e6).toFixed(1)} MB, median ${median(times).toFixed(0)} ms (runs: ${ms(times)})`);
      }
    } finally {
      await server.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
