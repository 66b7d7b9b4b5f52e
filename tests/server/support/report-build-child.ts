/**
 * A platform server's report builder alone, in a process of its own, so that a test can kill it
 * (SIGKILL) in the middle of a build: it opens the PostgreSQL database of DATABASE_URL, starts
 * the build of the report of every organization for the period given, prints the claimed row as
 * one line of JSON (`{"requestedAt": …, "status": …}`), and goes on until it is killed.
 *
 *   node --import tsx tests/server/support/report-build-child.ts <from> <to> <leaseMs> <renewEveryMs>
 */
import { openDatabase } from '../../../src/server/db/database';
import { createReportBuilder } from '../../../src/server/services/reports/build-job';
import { createSmsCounter } from '../../../src/server/services/reports/counter';

async function main(): Promise<void> {
  const [from, to, leaseMs, renewEveryMs] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL;
  if (!from || !to || !leaseMs || !renewEveryMs || !databaseUrl) throw new Error('usage: DATABASE_URL=… report-build-child.ts <from> <to> <leaseMs> <renewEveryMs>');
  const { db } = await openDatabase({ databaseUrl });
  const clock = () => new Date();
  const log = { error: (line: string) => console.error(line) };
  const counter = createSmsCounter({ db, clock, log });
  const builder = createReportBuilder({ db, clock, counter, log, leaseMs: Number(leaseMs), renewEveryMs: Number(renewEveryMs) });
  const row = await builder.startBuild(null, { from_date: from, to_date: to });
  process.stdout.write(`${JSON.stringify({ requestedAt: row.requestedAt.toISOString(), status: row.status })}\n`);
  // The build and its lease's renewals go on until the test kills this process.
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
