/**
 * A publication whose database goes away (src/server/services/publishing/jobs.ts): it starts
 * again once the database answers and ends `done`, publishing the active records; any other
 * failure ends it `failed` at once; a server closing stops the waiting. The publisher is given a
 * database whose writes and transactions fail as planned (support/planned-database.ts), on a real
 * migrated database otherwise: no PostgreSQL is restarted here (two-servers.test.ts does that).
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { publications } from '../../src/server/db/schema';
import { systemActor } from '../../src/server/services/history/record-history';
import { createPublisher, type PublicationRow } from '../../src/server/services/publishing/jobs';
import { publishingStatus } from '../../src/server/services/publishing/status';
import { describeOnOneDatabase, useDemoDatabase } from './support/each-database';
import { duplicate, plannedDatabase, refused, shutDown } from './support/planned-database';

/** The publisher's pause between tries (PUBLICATION_RETRY_DELAY_MS). */
const RETRY_DELAY_MS = 2_000;
const clock = () => new Date();

describeOnOneDatabase('A publication while the database is away', (kind) => {
  // Active projects to publish.
  const demoDatabase = useDemoDatabase(kind);

  const rowOf = async (id: number): Promise<PublicationRow> => {
    const [row] = await demoDatabase().handle.db.select().from(publications).where(eq(publications.id, id));
    return row!;
  };

  /** A publisher on the planned database (the claim's own transaction is the plan's first step), and what it logged. */
  function publisherWith(plan: Array<Error | null>) {
    const planned = plannedDatabase(demoDatabase().handle.db, [null, ...plan]);
    const logged: string[] = [];
    const publisher = createPublisher({ db: planned.db, clock, log: { error: (line) => logged.push(line) } });
    return { publisher, logged, calls: planned.calls };
  }

  it('starts again once the database is back, and the publication ends done', async () => {
    // Away at the snapshot, then again at the switch.
    const { publisher, logged } = publisherWith([refused(), null, shutDown()]);
    const started = Date.now();
    const claimed = await publisher.start('projects', systemActor);
    const finished = await publisher.finished(claimed);
    await publisher.close();

    expect(finished).toMatchObject({ status: 'done', leaseUntil: null, error: null });
    expect(finished.count).toBeGreaterThan(0);
    expect(finished.items).not.toBeNull();
    expect(logged).toEqual([]);
    // Two pauses between three tries: it waited for the database, it did not give up.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * RETRY_DELAY_MS - 100);
    const status = await publishingStatus(demoDatabase().handle.db, new Date(), false);
    expect(status.projects).toMatchObject({ running: false, lastFailure: null, lastPublishedAt: finished.takenAt!.toISOString() });
  });

  it('ends failed at once when the query itself failed, and the previous publication stays served', async () => {
    const { publisher, logged, calls } = publisherWith([duplicate()]);
    const started = Date.now();
    const claimed = await publisher.start('projects', systemActor);
    const failed = await publisher.finished(claimed);
    await publisher.close();

    expect(Date.now() - started).toBeLessThan(RETRY_DELAY_MS);
    expect(failed).toMatchObject({ status: 'failed', leaseUntil: null, items: null });
    expect(failed.error).toContain('Failed query');
    expect(logged).toEqual([expect.stringContaining(`Publication ${claimed.id} of projects failed`)]);
    // The claim, the failed snapshot and the write that kept the failure: it was not tried again.
    expect(calls()).toBe(3);
    const status = await publishingStatus(demoDatabase().handle.db, new Date(), false);
    expect(status.projects.lastFailure).toMatchObject({ message: failed.error });
    expect(status.projects.lastPublishedAt).not.toBeNull();
  });

  it('stops waiting for the database when the server closes', async () => {
    const { publisher } = publisherWith(Array.from({ length: 1_000 }, refused));
    const claimed = await publisher.start('causes', systemActor);
    // The job starts on the next turn: let it meet the database away first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = Date.now();
    await publisher.close();

    // At most the pause under way, not the two minutes it would keep trying.
    expect(Date.now() - closing).toBeLessThan(RETRY_DELAY_MS + 1_000);
    // Nothing could be written: the row stays running until its lease runs out (and the status says it stopped then).
    expect((await rowOf(claimed.id)).status).toBe('running');
  });
});
