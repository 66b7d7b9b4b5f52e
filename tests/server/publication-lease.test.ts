/**
 * The lease of a publication (src/server/services/publishing/jobs.ts): a running publication
 * renews its short lease, so it keeps its kind however long its job runs while its server lives
 * (a second press, also on another instance, joins it); once its server stops renewing (killed,
 * cut off), the status says it stopped and the next press takes over within one lease, and the
 * first job, should it carry on, publishes nothing: the snapshot served is the one that took over. Leases are shortened to
 * seconds here; the server's are PUBLICATION_LEASE_MS renewed every PUBLICATION_LEASE_RENEW_MS.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { publications } from '../../src/server/db/schema';
import { systemActor } from '../../src/server/services/history/record-history';
import { createPublisher, PUBLICATION_LEASE_MS, PUBLICATION_LEASE_RENEW_MS, STOPPED_PUBLICATION_ERROR, type PublicationRow } from '../../src/server/services/publishing/jobs';
import { publishingStatus } from '../../src/server/services/publishing/status';
import { describeOnEachDatabase, useDemoDatabase } from './support/each-database';

const LEASE_MS = 3_000;
const RENEW_EVERY_MS = 500;
/** How late a takeover may come after the lease ran out: the test's own polling and a loaded machine. */
const TAKEOVER_MARGIN_MS = 1_500;
const clock = () => new Date();
const log = { error: () => undefined };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

it('renews a publication lease several times within it, as the server runs it', () => {
  expect(PUBLICATION_LEASE_RENEW_MS * 3).toBeLessThanOrEqual(PUBLICATION_LEASE_MS);
});

describeOnEachDatabase('A publication whose server stops renewing its lease', (kind) => {
  // Active projects to publish.
  const demoDatabase = useDemoDatabase(kind);

  const rowOf = async (db: Database, id: number): Promise<PublicationRow> => {
    const [row] = await db.select().from(publications).where(eq(publications.id, id));
    if (!row) throw new Error(`no publication ${id}`);
    return row;
  };

  it('is taken over by the next press within one lease, and the first job, carrying on, publishes nothing', async () => {
    const { db } = demoDatabase().handle;
    // The first instance: its job is held after taking its snapshot, and later it can no longer reach the database to renew.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let cutOff = false;
    const firstDb = new Proxy(db, {
      get(target, property, receiver) {
        const real = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        if (property !== 'execute') return real;
        return (...args: unknown[]) =>
          cutOff ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) : real.apply(receiver, args);
      },
    });
    let snapshotTaken = () => {};
    const taken = new Promise<void>((done) => (snapshotTaken = done));
    const first = createPublisher({
      db: firstDb,
      clock,
      log,
      leaseMs: LEASE_MS,
      renewEveryMs: RENEW_EVERY_MS,
      hooks: { beforeSwitch: async () => (snapshotTaken(), held) },
    });
    const second = createPublisher({ db, clock, log, leaseMs: LEASE_MS, renewEveryMs: RENEW_EVERY_MS });

    const started = await first.start('projects', systemActor);
    await taken;
    await sleep(2 * LEASE_MS);
    // Renewed: several leases later a press on the other instance joins it, and it is still running.
    expect((await second.start('projects', systemActor)).id).toBe(started.id);
    expect((await rowOf(db, started.id)).leaseUntil!.getTime()).toBeGreaterThan(Date.now());

    cutOff = true;
    const cutAt = Date.now();
    // Once its lease has run out, the status says it stopped: no longer running, failed until a press takes it over.
    await expect
      .poll(async () => (await publishingStatus(db, new Date(), false)).projects, { timeout: LEASE_MS + TAKEOVER_MARGIN_MS, interval: 50 })
      .toMatchObject({ running: false, lastFailure: { message: STOPPED_PUBLICATION_ERROR } });
    let next: PublicationRow;
    for (;;) {
      next = await second.start('projects', systemActor);
      if (next.id !== started.id) break;
      expect(Date.now() - cutAt).toBeLessThan(LEASE_MS + TAKEOVER_MARGIN_MS);
      await sleep(50);
    }
    const done = await second.finished(next);
    expect(done).toMatchObject({ status: 'done', leaseUntil: null });
    expect(await rowOf(db, started.id)).toMatchObject({ status: 'failed', items: null, error: STOPPED_PUBLICATION_ERROR });

    // The first instance reaches the database again and its job goes on: its row is failed, so it switches nothing.
    cutOff = false;
    release();
    await first.close();
    await second.close();
    expect(await rowOf(db, started.id)).toMatchObject({ status: 'failed', items: null });
    const after = await rowOf(db, next.id);
    expect(after).toMatchObject({ status: 'done' });
    expect(after.items).not.toBeNull();
    expect(after.count).toBeGreaterThan(0);
  }, 60_000);
});
