/**
 * Publishing projects and cases (spec 2.1, 4 Update buttons, 7.1): what staff edit reaches the
 * public content API only when they publish it, whole; presses at once make one publication; a
 * failure keeps the previous snapshot public and shows in the status. A hook between taking a
 * snapshot and making it current lets the suite hold a publication while it looks, or fail it.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { publicationSchema, publishingStatusSchema, type SnapshotState } from '../../src/shared/entities/publishing';
import { publications } from '../../src/server/db/schema';
import type { PublishingHooks } from '../../src/server/services/publishing/config';
import { describeOnEachDatabase } from './support/each-database';
import { bank, cc, seededRefs, sms } from './support/payable';
import { ADMIN, NON_ADMIN, startTestServer, useTestServer, type Session } from './support/test-server';

/** What the hook does with the next publications: nothing, hold them until released, or fail them. */
class PublicationGate implements PublishingHooks {
  private step: () => Promise<void> = async () => undefined;
  private reachedOne: () => void = () => undefined;

  /** Holds publications before they become current; resolves `reached` when one is held. */
  hold(): { reached: Promise<void>; release: () => void } {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (this.reachedOne = resolve));
    this.step = async () => {
      this.reachedOne();
      await released;
    };
    return { reached, release };
  }

  fail(message: string): void {
    this.step = async () => {
      throw new Error(message);
    };
  }

  open(): void {
    this.step = async () => undefined;
  }

  readonly beforeSwitch = () => this.step();
}

const DONOR_PROJECT_FIELDS = [
  'id', 'actid', 'actIntId', 'org_id', 'orgIntId', 'orgNameAR', 'nameAR', 'nameEN', 'infoAR', 'infoEN',
  'mediaURL', 'smartDeepLink', 'deeplink', 'Order', 'sms_payment', 'bank_payment', 'cc_payment',
];
const DONOR_CAUSE_FIELDS = [
  'id', 'actid', 'orgid', 'nameAR', 'nameEN', 'order', 'infoAR', 'infoEN', 'targetAmount', 'collectedAmount', 'mediaURL', 'sms_payment', 'cc_payment',
];

describeOnEachDatabase('Publishing projects and cases', (kind) => {
  const gate = new PublicationGate();
  const server = useTestServer(kind, { config: { publishingHooks: gate } });
  let admin: Session;
  let refs: Awaited<ReturnType<typeof seededRefs>>;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    refs = await seededRefs(server());
  });
  beforeEach(() => gate.open());

  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const publish = async (path: 'update-projects' | 'update-casues' | 'update-causes', background = false) => {
    const answer = await call('PUT', `/backoffice/${path}${background ? '?background=true' : ''}`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(background ? 202 : 200);
    return publicationSchema.parse(answer.body.publication);
  };
  const published = async (name: 'projects' | 'causes') => {
    const answer = await server().http('GET', `/public/v1/${name}`);
    expect(answer.status).toBe(200);
    return answer.body as { data: Array<Record<string, unknown>>; publishedAt: string | null };
  };
  const names = async (name: 'projects' | 'causes') => (await published(name)).data.map((item) => item.nameEN);
  const status = async (): Promise<Record<'projects' | 'causes', SnapshotState>> => {
    const answer = await call('GET', '/backoffice/publishing');
    expect(answer.status).toBe(200);
    return publishingStatusSchema.parse(answer.body);
  };
  const createProject = async (nameEN: string) => {
    const created = await call('POST', '/projects', {
      act_id: refs.actId,
      org_id: refs.orgId,
      nameAR: 'مشروع',
      nameEN,
      infoAR: '<p>وصف</p>',
      infoEN: '<p>Description</p>',
      mediaURL: 'projects/9.jpg',
      Order: 9,
      deeplink: 'charity://projects/9',
      sms_payment: [sms()],
      bank_payment: [bank()],
      cc_payment: [cc()],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.project as { id: number; version: number };
  };
  const rename = async (id: number, nameEN: string) => {
    const current = (await call('GET', `/projects/${id}`)).body.project;
    const edited = await call('PUT', `/projects/${id}`, {
      id,
      project_data_to_update: {
        act_id: current.actid,
        org_id: current.org_id,
        nameAR: current.nameAR,
        nameEN,
        infoAR: current.infoAR,
        infoEN: current.infoEN,
        mediaURL: current.mediaURL,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  };
  const publicationRows = async () => (await server().database.handle.db.select({ id: publications.id }).from(publications)).length;

  it('publishes only what staff publish: before, nothing; an edit shows once published, with donor fields only', async () => {
    expect(await published('projects')).toEqual({ data: [], publishedAt: null });
    expect((await status()).projects).toEqual({ lastPublishedAt: null, unpublishedChanges: true, running: false, lastFailure: null });

    const first = await publish('update-projects');
    expect(first).toMatchObject({ kind: 'projects', status: 'done', count: 2, error: null });
    const snapshot = await published('projects');
    expect(snapshot.data.map((item) => item.nameEN)).toEqual(['Water for Africa', 'Sponsor an orphan']);
    for (const item of snapshot.data) expect(Object.keys(item)).toEqual(DONOR_PROJECT_FIELDS);
    expect(snapshot.data[0]).toMatchObject({
      sms_payment: [
        { short_code: 4202, mno: 1, price: 10, keyword_ar: 'ماء', keyword_en: 'WATER' },
        { short_code: 4202, mno: 2, price: 10, keyword_ar: 'ماء', keyword_en: 'WATER' },
      ],
      bank_payment: [expect.objectContaining({ IBAN: 'AE070331234567890123456', countryEN: 'UAE' })],
      cc_payment: [{ cc_url: 'https://erc.example.org/donate/water' }],
    });
    expect((await status()).projects).toEqual({ lastPublishedAt: snapshot.publishedAt, unpublishedChanges: false, running: false, lastFailure: null });

    await rename(1, 'Water for all of Africa');
    expect(await names('projects')).toEqual(['Water for Africa', 'Sponsor an orphan']);
    expect((await status()).projects.unpublishedChanges).toBe(true);
    server().clock.advance(60_000);
    await publish('update-projects');
    expect(await names('projects')).toEqual(['Water for all of Africa', 'Sponsor an orphan']);
    const after = await status();
    expect(after.projects).toMatchObject({ lastPublishedAt: server().clock.now().toISOString(), unpublishedChanges: false });
  });

  it('an added, switched-off or deleted project, or a changed payment item, is an unpublished change until published', async () => {
    await publish('update-projects');
    const added = await createProject('A new well');
    expect((await status()).projects.unpublishedChanges).toBe(true);
    await publish('update-projects');
    const shown = (await published('projects')).data.find((item) => item.id === added.id);
    expect(shown).toMatchObject({ nameEN: 'A new well', mediaURL: 'projects/9.jpg', deeplink: 'charity://projects/9', smartDeepLink: null });
    expect((await status()).projects.unpublishedChanges).toBe(false);

    const payment = await call('PUT', `/cc_payment/${added.id}`, { id: added.id, cc_payment_to_add: [cc({ cc_url: 'https://alnoor.example.org/more' })] });
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    expect((await status()).projects.unpublishedChanges).toBe(true);
    await publish('update-projects');
    expect((await published('projects')).data.find((item) => item.id === added.id)?.cc_payment).toHaveLength(2);

    expect((await call('PUT', `/projects/${added.id}?edit_status=true`, { new_status: 0 })).status).toBe(200);
    expect((await status()).projects.unpublishedChanges).toBe(true);
    expect(await names('projects')).toContain('A new well');
    await publish('update-projects');
    expect(await names('projects')).not.toContain('A new well');

    // An edit of a switched-off project is nothing a donor would see.
    await rename(added.id, 'A switched-off well');
    expect((await status()).projects.unpublishedChanges).toBe(false);

    const doomed = await createProject('A doomed well');
    await publish('update-projects');
    expect((await call('DELETE', `/projects/${doomed.id}`)).status).toBe(200);
    expect((await status()).projects.unpublishedChanges).toBe(true);
    await publish('update-projects');
    expect(await names('projects')).not.toContain('A doomed well');
    expect((await status()).projects.unpublishedChanges).toBe(false);
  });

  it('publishes cases through update-casues and update-causes alike; a status change is a change', async () => {
    const first = await publish('update-casues');
    expect(first).toMatchObject({ kind: 'causes', status: 'done', count: 2 });
    const cases = await published('causes');
    for (const item of cases.data) expect(Object.keys(item)).toEqual(DONOR_CAUSE_FIELDS);
    expect(cases.data[0]).toMatchObject({ nameEN: 'Treatment of a sick child', targetAmount: 50000, collectedAmount: 12500 });
    expect((await status()).causes.unpublishedChanges).toBe(false);

    expect((await call('PUT', '/causes/2?edit_status=true', { new_status: 0 })).status).toBe(200);
    expect((await status()).causes.unpublishedChanges).toBe(true);
    const second = await publish('update-causes');
    expect(second).toMatchObject({ kind: 'causes', status: 'done', count: 1 });
    expect(second.id).toBeGreaterThan(first.id);
    expect(await names('causes')).toEqual(['Treatment of a sick child']);
    expect((await status()).causes.unpublishedChanges).toBe(false);
    // The spec's payload is none: a press without a body publishes as well.
    const bodiless = await call('PUT', '/backoffice/update-causes');
    expect(bodiless.status, JSON.stringify(bodiless.body)).toBe(200);
    expect(bodiless.body.publication).toMatchObject({ kind: 'causes', status: 'done', count: 1 });
    // So does an empty body said to be JSON, or JSON null; a body that is something else is refused.
    const emptyJson = await server().http('PUT', '/backoffice/update-causes', { session: admin, headers: { 'content-type': 'application/json' } });
    expect(emptyJson.status, JSON.stringify(emptyJson.body)).toBe(200);
    expect((await call('PUT', '/backoffice/update-causes', null)).status).toBe(200);
    for (const body of [[], '', 5]) {
      const refused = await call('PUT', '/backoffice/update-causes', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation', message: 'The request body must be a JSON object.' });
    }
    const document = (await server().http('GET', '/openapi.json')).body;
    expect(document.paths['/backoffice/update-causes'].put.requestBody.required).toBe(false);
    expect(document.paths['/causes'].post.requestBody.required).toBe(true);
  });

  it('an app polling the published projects gets 304 until the next publication', async () => {
    await publish('update-projects');
    const first = await server().http('GET', '/public/v1/projects');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await server().http('GET', '/public/v1/projects', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);

    // The next publication is a new answer.
    expect((await call('PUT', '/projects/1?edit_status=true', { new_status: 0 })).status).toBe(200);
    await publish('update-projects');
    const changed = await server().http('GET', '/public/v1/projects', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await call('PUT', '/projects/1?edit_status=true', { new_status: 1 })).status).toBe(200);
  });

  it('background=true answers 202 at once; meanwhile readers get the whole previous snapshot and presses join it', async () => {
    await publish('update-projects');
    const before = await published('projects');
    await rename(2, 'Sponsor two orphans');
    const rowsBefore = await publicationRows();
    const held = gate.hold();

    const started = await publish('update-projects', true);
    expect(started).toMatchObject({ kind: 'projects', status: 'running', finishedAt: null, count: null });
    await held.reached;
    // The new snapshot is taken but not current: the public API still serves the previous one, whole.
    expect(await published('projects')).toEqual(before);
    expect((await status()).projects).toMatchObject({ running: true, unpublishedChanges: true, lastPublishedAt: before.publishedAt });

    const waiting = call('PUT', '/backoffice/update-projects', {});
    const again = await publish('update-projects', true);
    expect(again).toMatchObject({ id: started.id, status: 'running' });
    held.release();
    expect((await waiting).status).toBe(200);
    expect((await waiting).body.publication).toMatchObject({ id: started.id, status: 'done', count: 2 });
    expect(await publicationRows()).toBe(rowsBefore + 1);
    expect(await names('projects')).toEqual(['Water for all of Africa', 'Sponsor two orphans']);
    expect((await status()).projects).toMatchObject({ running: false, unpublishedChanges: false });
  });

  it('presses while a publication runs join it, also at once and on another instance of the server', async () => {
    const rowsBefore = await publicationRows();
    const held = gate.hold();
    const first = publish('update-casues');
    await held.reached;
    const atOnce = await Promise.all([publish('update-causes', true), publish('update-casues', true)]);
    const other = await startTestServer(kind, { database: server().database, seed: false, clock: server().clock });
    try {
      const joined = await other.http('PUT', '/backoffice/update-casues?background=true', { session: admin, body: {} });
      expect(joined.status).toBe(202);
      held.release();
      const done = await first;
      expect(done).toMatchObject({ status: 'done', count: 1 });
      for (const press of [...atOnce, joined.body.publication]) expect(press).toMatchObject({ id: done.id, status: 'running' });
    } finally {
      await other.close();
    }
    expect(await publicationRows()).toBe(rowsBefore + 1);
  });

  it('a failing publication keeps the previous snapshot public and shows in the status until one succeeds', async () => {
    await publish('update-projects');
    const before = await published('projects');
    await rename(1, 'Water wells of Africa');
    gate.fail('The disk is full.');
    const failed = await publish('update-projects');
    expect(failed).toMatchObject({ status: 'failed', error: 'The disk is full.', finishedAt: expect.any(String) });
    expect(await published('projects')).toEqual(before);
    expect((await status()).projects).toEqual({
      lastPublishedAt: before.publishedAt,
      unpublishedChanges: true,
      running: false,
      lastFailure: { at: failed.finishedAt, message: 'The disk is full.' },
    });

    gate.open();
    await publish('update-projects');
    expect(await names('projects')).toContain('Water wells of Africa');
    expect((await status()).projects).toMatchObject({ unpublishedChanges: false, lastFailure: null });
  });

  it('a publication whose server stopped does not block the next press once its lease ran out', async () => {
    const db = server().database.handle.db;
    const now = server().clock.now();
    const [stuck] = await db
      .insert(publications)
      .values({ kind: 'causes', status: 'running', startedAt: now, leaseUntil: new Date(now.getTime() + 60_000) })
      .returning();
    const joined = await publish('update-casues', true);
    expect(joined.id).toBe(stuck!.id);
    expect((await status()).causes.running).toBe(true);

    server().clock.advance(5 * 60_000);
    expect((await status()).causes.running).toBe(false);
    const fresh = await publish('update-casues');
    expect(fresh.id).toBeGreaterThan(stuck!.id);
    expect(fresh.status).toBe('done');
    const [abandoned] = await db.execute(sql`select status, error from publications where id = ${stuck!.id}`).then((result) => (result as unknown as { rows: Array<{ status: string; error: string }> }).rows);
    expect(abandoned).toEqual({ status: 'failed', error: 'The publication stopped before it was complete (its server stopped).' });
  });
});

describeOnEachDatabase('Publishing routes are for admins', (kind) => {
  const server = useTestServer(kind);
  const routes: Array<[string, string]> = [
    ['PUT', '/backoffice/update-projects?background=true'],
    ['PUT', '/backoffice/update-casues'],
    ['PUT', '/backoffice/update-causes'],
    ['PUT', '/backoffice/update-website-blogs'],
    ['GET', '/backoffice/publishing'],
  ];

  it('answers 401 without a session and 403 to a user who is not an admin', async () => {
    const user = await server().signIn(NON_ADMIN);
    for (const [method, path] of routes) {
      expect((await server().http(method, path)).status, path).toBe(401);
      expect((await server().http(method, path, { session: user })).status, path).toBe(403);
    }
    expect(await server().database.handle.db.select().from(publications)).toEqual([]);
  });
});

