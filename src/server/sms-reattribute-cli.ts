/**
 * `npm run sms:reattribute`: asks every stored message that matched nothing who it counts for
 * now (services/sms/reattribute.ts), rebuilds the figures of the days it changed, and waits until
 * they are counted. Safe to run again (the second run changes nothing) and beside running
 * servers, on the same database: DATABASE_URL, or the embedded database of BACKOFFICE_DATA_DIR
 * (default: the server's data folder), which only one process may open, so stop that server first.
 */
import { openDatabase } from './db/database';
import { defaultDataDir } from './paths';
import { createSmsCounter } from './services/reports/counter';
import { reattributeUnmatched, recordReattribution } from './services/sms/reattribute';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : process.env.BACKOFFICE_DATA_DIR || defaultDataDir() });
  const counter = createSmsCounter({ db: database.db, clock: () => new Date(), log: { error: (line) => console.error(line) } });
  try {
    const result = await reattributeUnmatched(database.db);
    await recordReattribution(database.db, result, new Date());
    console.log(`Re-attributed ${result.reattributed} unmatched messages; rebuilding the figures of ${result.days} days…`);
    await counter.drain();
    console.log('Done: the reports of those days show the new figures (build a report again to refresh a built one).');
  } finally {
    await counter.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Re-attribution failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
