/**
 * The warm-up after a start (src/server/warm-up/): it runs every step, writes nothing to the
 * database or the media folder, its rehearsed requests pass the admin guard only from within the
 * process, and requests that come while it runs are answered as at any other time; the real
 * start runs it unless `WARM_UP=0`, and a server closed at once stops it.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { rowsOf } from '../../src/server/db/sql-rows';
import { createSmsCounter } from '../../src/server/services/reports/counter';
import { storeMessages } from '../../src/server/services/sms/store-messages';
import type { InboundSms } from '../../src/shared/entities/sms';
import { startPlatformServer, type RunningPlatformServer } from '../../src/server/start';
import { rehearseRequest } from '../../src/server/warm-up/rehearsed-requests';
import { recentReportScope, startServerWarmUp } from '../../src/server/warm-up/steps';
import { watchQuietTime, type WarmUpSummary } from '../../src/server/warm-up/schedule';
import { transparentPng } from '../support/photos';
import { freshPgliteDataDir } from './support/databases';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, startTestServer, type TestServer } from './support/test-server';

const STEPS = ['sign-in', 'rich text', 'saves', 'images', 'pages', 'reports'];

/** A digest of every row of every table: equal digests, same data. */
async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`));
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ digest: string }>(
      await db.execute(sql`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`),
    );
    digest[name] = row!.digest;
  }
  return digest;
}

/** Every file under a folder, with its size. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.filter((entry) => entry.isFile()).map(async (entry) => `${join(entry.parentPath, entry.name)} ${(await stat(join(entry.parentPath, entry.name))).size}`),
  ).then((files) => files.sort());
}

const rehearsalFoldersIn = async (folder: string) => (await readdir(folder)).filter((name) => name.startsWith('upload-rehearsal-')).sort();

function expectEveryStepWarmed(summary: WarmUpSummary | null): void {
  expect(summary).toMatchObject({ stopped: false });
  expect(summary!.steps.map((step) => step.name)).toEqual(STEPS);
  expect(summary!.steps.filter((step) => step.error)).toEqual([]);
}

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describeOnEachDatabase('The warm-up', (kind) => {
  async function server(): Promise<TestServer> {
    const started = await startTestServer(kind);
    servers.push(started);
    return started;
  }

  it('warms every step and writes nothing to the database or the media folder', async () => {
    const running = await server();
    const db = running.database.handle.db;
    // Counted donations, so that the reports step reads rows as a build does (not an empty period).
    const donation = (sender: string, id: string): InboundSms => ({
      mno: 1,
      message_id: id,
      short_code: 4202,
      sender,
      text: 'ERC',
      received_at: '2024-06-10T10:00:00+04:00',
    });
    await storeMessages({ db, clock: running.clock.now, senderKey: Buffer.from('warm-up suite') }, [donation('971501111111', 'w1'), donation('971502222222', 'w2')], 'gateway');
    await createSmsCounter({ db, clock: running.clock.now, log: console }).drain();
    const [counted] = rowsOf<{ org_id: number }>(await db.execute(sql`select org_id from sms_daily_figures`));
    // The step reads the three weeks up to the last day counted, of its organization: these rows.
    expect(await recentReportScope(db)).toEqual({ orgId: counted!.org_id, from: '2024-05-21', to: '2024-06-10' });
    const before = await databaseDigest(db);
    const mediaBefore = await filesUnder(running.mediaDir);
    const temporaryBefore = await rehearsalFoldersIn(tmpdir());
    expectEveryStepWarmed(await startServerWarmUp(running.app, running.database.handle.db).done);
    // Every table as it was: no history row, no record, no report, no page, no session.
    expect(await databaseDigest(db)).toEqual(before);
    // The rehearsed upload was stored apart from the media, in a folder that is gone.
    expect(await filesUnder(running.mediaDir)).toEqual(mediaBefore);
    expect(await rehearsalFoldersIn(tmpdir())).toEqual(temporaryBefore);
  });

  it("rehearses requests through the routes without a session, which a request from outside still needs", async () => {
    const running = await server();
    await rehearseRequest(running.app, { method: 'GET', url: '/projects/1', expect: [200] });
    // The same request made by Fastify's own injection or over the network is refused.
    expect((await running.app.inject({ method: 'GET', url: '/projects/1', headers: { host: '127.0.0.1' } })).statusCode).toBe(401);
    expect((await running.http('GET', '/projects/1')).status).toBe(401);
    await expect(rehearseRequest(running.app, { method: 'GET', url: '/projects/1', expect: [404] })).rejects.toThrow(/answered 200, not 404/);
  });

  it('does not take its own rehearsals for requests it must give way to', async () => {
    const running = await server();
    const quiet = watchQuietTime();
    try {
      await sleep(50);
      await rehearseRequest(running.app, { method: 'GET', url: '/projects/1', expect: [200] });
      // Quiet since the watch began, rehearsal and all: the warm-up's next piece need not wait.
      expect(quiet.ms()).toBeGreaterThanOrEqual(50);
      await running.http('GET', '/health');
      expect(quiet.ms()).toBeLessThan(50);
    } finally {
      quiet.stop();
    }
  });

  it('answers the requests that come while it runs: a save with rich text, a page, a report, an upload', async () => {
    const running = await server();
    const admin = await running.signIn(ADMIN);
    const session = { authorization: `Bearer ${admin.token}`, 'x-object-id': admin.objectId };
    const { project } = (await running.http('GET', '/projects/1', { session: admin })).body;
    const photo = new FormData();
    photo.append('file', new Blob([new Uint8Array(await transparentPng(64, 48))], { type: 'image/png' }), 'photo.png');

    const warming = startServerWarmUp(running.app, running.database.handle.db);
    let warmedUp = false;
    void warming.done.then(() => (warmedUp = true));
    const answers = Promise.all([
      running.http('GET', '/health'),
      running.http('PUT', '/projects/1', {
        session: admin,
        body: {
          project_data_to_update: {
            act_id: project.actid,
            org_id: project.org_id,
            nameAR: project.nameAR,
            nameEN: project.nameEN,
            infoAR: '<p class="ql-align-right ql-direction-rtl">وصف <strong>البئر</strong><img src="x" onerror="alert(1)"></p>',
            infoEN: '<p>A well<script>alert(1)</script></p>',
            mediaURL: project.mediaURL ?? '',
          },
          id: 1,
          version: project.version,
        },
      }),
      running.http('POST', '/landing_pages', { session: admin, body: { type: 'project', id: 1 } }),
      running.http('PUT', '/reports/none', { session: admin, body: { from_date: '2025-02-01', to_date: '2025-02-28' } }),
      fetch(`${running.url}/uploads?folder=projects`, { method: 'POST', headers: session, body: photo }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      })),
    ]);
    // Sent before its first piece ran: the warm-up waits for the event loop's next turn.
    expect(warmedUp).toBe(false);

    const [health, saved, page, report, upload] = await answers;
    expect(health.status).toBe(200);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.project.infoAR).toBe('<p class="ql-align-right ql-direction-rtl">وصف <strong>البئر</strong></p>');
    expect(saved.body.project.infoEN).toBe('<p>A well</p>');
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    expect(report.status, JSON.stringify(report.body)).toBe(202);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expectEveryStepWarmed(await warming.done);
  });
});

describe('The warm-up of the real start (startPlatformServer)', () => {
  const running: RunningPlatformServer[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    vi.unstubAllEnvs();
    for (const started of running.splice(0)) await started.close();
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  async function start(options: Parameters<typeof startPlatformServer>[0] = {}): Promise<RunningPlatformServer> {
    const dataDir = await freshPgliteDataDir();
    folders.push(dataDir);
    const started = await startPlatformServer({ port: 0, logger: false, dataDir, ...options });
    running.push(started);
    return started;
  }

  it('runs once the server listens, unless WARM_UP=0', async () => {
    expectEveryStepWarmed(await (await start()).warmedUp);
    vi.stubEnv('WARM_UP', '0');
    expect(await (await start()).warmedUp).toBeNull();
  });

  it('stops when the server closes before it is done', async () => {
    const server = await start();
    await server.close();
    running.splice(running.indexOf(server), 1);
    expect(await server.warmedUp).toMatchObject({ stopped: true });
  });

  it('refuses to start with a WARM_UP that is neither on nor off, naming it', async () => {
    vi.stubEnv('WARM_UP', 'later');
    const folder = await mkdtemp(join(tmpdir(), 'bo-warm-up-test-'));
    folders.push(folder);
    await expect(startPlatformServer({ port: 0, logger: false, dataDir: folder })).rejects.toThrow(/WARM_UP/);
  });
});
