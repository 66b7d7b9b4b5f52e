/**
 * The Approved switch of ambassadors and memorial persons (spec 4) and the app notification a
 * memorial's approval sends its applicant (spec 7.4): the type by language, once per change
 * however often the request is sent, nothing without a user, and a failing push gateway retried
 * until it takes the notification while the switch itself answered at once.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../src/server/db/schema';
import { backoffDelay, createDeliveryWorker, deliveryPolicyOf } from '../../src/server/services/notifications/delivery-worker';
import { notificationConfigFromEnv } from '../../src/server/services/notifications/from-env';
import { queueNotification } from '../../src/server/services/notifications/queue';
import type { AppNotification } from '../../src/server/services/notifications/types';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, TestClock, startTestServer, useTestServer, type Session, type TestServer } from './support/test-server';

/** Real time: the worker's backoff waits are real timers, and the retries become due by them. */
class WallClock extends TestClock {
  override readonly now = (): Date => new Date();
}

interface Memorial {
  objectId: string;
  Approved: boolean;
  version: number;
  updatedAt: string;
}

/** A memorial person through the API, in the seeded activity and organization. */
async function addMemorial(server: TestServer, session: Session, fields: Record<string, unknown> = {}): Promise<Memorial> {
  const [activities, organizations] = await Promise.all([
    server.http('GET', '/activities', { session }),
    server.http('GET', '/organizations', { session }),
  ]);
  const created = await server.http('POST', '/classes/InMemory', {
    session,
    body: {
      name: 'Ahmad',
      description: '<p>Remembered</p>',
      age: 70,
      applicantName: 'Fatima',
      targetAmount: 5000,
      actId: activities.body.data.activities[0].id,
      orgId: organizations.body.data.organizations[0].id,
      ...fields,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.memorial as Memorial;
}

/** The notification rows about one record, oldest first. */
async function notificationsAbout(server: TestServer, subjectId: string) {
  const rows = await server.database.handle.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.subjectId, subjectId));
  return rows.sort((a, b) => a.id - b.id);
}

/** Waits (real time) until the check passes. */
async function eventually<T>(read: () => Promise<T>, passes: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (passes(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeOnEachDatabase('The Approved switch and the approval notification', (kind) => {
  describe('with the notification outbox (the default)', () => {
    const server = useTestServer(kind);
    let admin: Session;
    beforeAll(async () => {
      admin = await server().signIn(ADMIN);
    });
    const approve = (path: string, Approved: unknown) => server().http('PUT', `${path}/approved`, { session: admin, body: { Approved } });
    const outboxOf = async (userId: string) => {
      const answer = await server().http('GET', `/dev/notifications?userId=${userId}`);
      expect(answer.status).toBe(200);
      return answer.body.notifications as Array<Record<string, unknown>>;
    };

    it('notifies the applicant by the memorial language: English, Arabic, and Arabic when unset', async () => {
      const cases = [
        { userId: 'userEN01', language: 'en', approve: 'inMemoryOfApproveEN', disapprove: 'inMemoryOfDisApproveEN' },
        { userId: 'userAR01', language: 'ar', approve: 'inMemoryOfApproveAR', disapprove: 'inMemoryOfDisApproveAR' },
        { userId: 'userNone1', language: undefined, approve: 'inMemoryOfApproveAR', disapprove: 'inMemoryOfDisApproveAR' },
      ];
      for (const each of cases) {
        const memorial = await addMemorial(server(), admin, { userId: each.userId, applicantName: `Applicant ${each.userId}`, language: each.language });
        const path = `/classes/InMemory/${memorial.objectId}`;
        server().clock.advance(1_000);
        const approved = await approve(path, true);
        expect(approved.status, JSON.stringify(approved.body)).toBe(200);
        expect(approved.body.memorial).toMatchObject({ objectId: memorial.objectId, Approved: true, version: memorial.version + 1 });
        expect(approved.body.memorial.updatedAt).toBe(server().clock.now().toISOString());
        server().clock.advance(1_000);
        expect((await approve(path, false)).body.memorial).toMatchObject({ Approved: false, version: memorial.version + 2 });

        // Delivered by the worker after the answers: the outbox marks each delivered.
        const notifications = await eventually(
          () => outboxOf(each.userId),
          (list) => list.length === 2 && list.every((entry) => entry.status === 'delivered'),
          `the notifications of ${each.userId}`,
        );
        expect(notifications).toEqual([
          {
            id: expect.any(Number),
            type: each.disapprove,
            userId: each.userId,
            subjectId: memorial.objectId,
            applicantName: `Applicant ${each.userId}`,
            status: 'delivered',
            attempts: 1,
            createdAt: server().clock.now().toISOString(),
            deliveredAt: expect.any(String),
          },
          expect.objectContaining({ type: each.approve, subjectId: memorial.objectId, attempts: 1 }),
        ]);
      }
    });

    it('toggles a memorial without a user and sends nothing', async () => {
      const memorial = await addMemorial(server(), admin);
      const approved = await approve(`/classes/InMemory/${memorial.objectId}`, true);
      expect(approved.status).toBe(200);
      expect(approved.body.memorial).toMatchObject({ Approved: true, userId: null, version: 2 });
      expect((await server().http('GET', `/classes/InMemory/${memorial.objectId}`, { session: admin })).body.memorial.Approved).toBe(true);
      expect(await notificationsAbout(server(), memorial.objectId)).toEqual([]);
    });

    it('sends exactly one notification when the same toggle is sent twice, and none for the value it already has', async () => {
      const memorial = await addMemorial(server(), admin, { userId: 'userTwice' });
      const path = `/classes/InMemory/${memorial.objectId}`;
      const unchanged = await approve(path, false);
      expect(unchanged.body.memorial).toMatchObject({ Approved: false, version: 1, updatedAt: memorial.updatedAt });

      server().clock.advance(1_000);
      const first = await approve(path, true);
      server().clock.advance(1_000);
      const second = await approve(path, true);
      expect(second.status).toBe(200);
      // The second changed nothing: same version, same time.
      expect(second.body.memorial).toEqual(first.body.memorial);
      expect(first.body.memorial.version).toBe(2);
      const rows = await notificationsAbout(server(), memorial.objectId);
      expect(rows.map((row) => row.type)).toEqual(['inMemoryOfApproveAR']);
    });

    it('sends exactly one notification when identical toggles arrive at once', async () => {
      const memorial = await addMemorial(server(), admin, { userId: 'userBurst', language: 'en' });
      const answers = await Promise.all(Array.from({ length: 6 }, () => approve(`/classes/InMemory/${memorial.objectId}`, true)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(answers.every((answer) => answer.body.memorial.Approved === true && answer.body.memorial.version === 2)).toBe(true);
      const rows = await notificationsAbout(server(), memorial.objectId);
      expect(rows.map((row) => row.type)).toEqual(['inMemoryOfApproveEN']);
    });

    it('toggles an ambassador, approved ones listed first, without a notification', async () => {
      const created = await server().http('POST', '/classes/GoodAmbassadors', {
        session: admin,
        body: { name: 'Salem', description: '<p>Kind</p>' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { objectId } = created.body.ambassador;
      const before = await server().database.handle.db.select().from(notificationDeliveries);
      server().clock.advance(1_000);
      const approved = await approve(`/classes/GoodAmbassadors/${objectId}`, true);
      expect(approved.status).toBe(200);
      expect(approved.body.ambassador).toMatchObject({ objectId, Approved: true, version: 2, updatedAt: server().clock.now().toISOString() });
      // A newer, unapproved ambassador still comes after the approved one.
      server().clock.advance(1_000);
      await server().http('POST', '/classes/GoodAmbassadors', { session: admin, body: { name: 'Newer', description: '<p>x</p>' } });
      const list = (await server().http('GET', '/classes/GoodAmbassadors', { session: admin })).body.results as Array<{ objectId: string }>;
      expect(list[0]!.objectId).toBe(objectId);
      expect(await server().database.handle.db.select().from(notificationDeliveries)).toHaveLength(before.length);
    });

    it('answers 404 for an unknown record and 400 for a body without a yes or no', async () => {
      expect((await approve('/classes/InMemory/NoSuchCase1', true)).status).toBe(404);
      expect((await approve('/classes/GoodAmbassadors/NoSuchOne1', false)).status).toBe(404);
      const memorial = await addMemorial(server(), admin);
      const wrong = await approve(`/classes/InMemory/${memorial.objectId}`, 'yes');
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual({ Approved: 'validation.invalid' });
      const extra = await server().http('PUT', `/classes/InMemory/${memorial.objectId}/approved`, {
        session: admin,
        body: { Approved: true, version: 1 },
      });
      expect(extra.status).toBe(400);
      // Classes without the switch have no such route.
      expect((await server().http('PUT', '/classes/Teams/abc/approved', { session: admin, body: { Approved: true } })).status).toBe(404);
    });

    it('serves GET /dev/notifications to callers on this machine only', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await server().injectFrom(address, 'GET', '/dev/notifications?userId=userEN01')).status).toBe(200);
      }
      expect((await server().injectFrom('192.0.2.44', 'GET', '/dev/notifications?userId=userEN01')).status).toBe(404);
      expect((await server().http('GET', '/dev/notifications?userId=nobodyHere')).body).toEqual({ notifications: [] });
      expect((await server().http('GET', '/dev/notifications')).status).toBe(400);
    });
  });

  describe('without the dev outbox', () => {
    const server = useTestServer(kind, { seed: false, config: { devOutbox: false } });
    it('has no GET /dev/notifications', async () => {
      expect((await server().http('GET', '/dev/notifications?userId=userEN01')).status).toBe(404);
    });
  });

  describe('with a push gateway that fails, then takes it', () => {
    let gateway: FakePushGateway;
    let server: TestServer;
    let admin: Session;
    beforeAll(async () => {
      gateway = await startFakePushGateway();
      server = await startTestServer(kind, {
        clock: new WallClock(),
        config: {
          // As an office server configures it.
          notifications: notificationConfigFromEnv({
            NOTIFY_PROVIDER: 'http',
            NOTIFY_HTTP_URL: gateway.url,
            NOTIFY_HTTP_API_KEY: 'push-key-1',
            NOTIFY_PROJECT_ID: 'charity-app',
            NOTIFY_HTTP_TIMEOUT_MS: '2000',
            NOTIFY_RETRY_BASE_MS: '150',
            NOTIFY_RETRY_MAX_MS: '400',
            NOTIFY_MAX_ATTEMPTS: '3',
          }),
        },
      });
      admin = await server.signIn(ADMIN);
    });
    afterAll(async () => {
      await server?.close();
      await gateway?.close();
    });

    it('answers the toggle at once and retries until the gateway takes the notification', async () => {
      const memorial = await addMemorial(server, admin, { userId: 'userPush1', applicantName: 'Mariam', language: 'en' });
      // The first push answers 500, and slowly: the toggle must not wait for it.
      gateway.answers = [{ status: 500, delayMs: 400 }, { status: 200, delayMs: 0 }];
      const answered = await server.http('PUT', `/classes/InMemory/${memorial.objectId}/approved`, { session: admin, body: { Approved: true } });
      const answeredAt = Date.now();
      expect(answered.status).toBe(200);
      expect(answered.body.memorial.Approved).toBe(true);

      const [row] = await eventually(
        () => notificationsAbout(server, memorial.objectId),
        (rows) => rows[0]?.status === 'delivered',
        'the delivery',
      );
      expect(row).toMatchObject({ type: 'inMemoryOfApproveEN', userId: 'userPush1', attempts: 2, status: 'delivered' });
      expect(gateway.received.map((request) => request.status)).toEqual([500, 200]);
      // The gateway took it only after the toggle had answered, and only after a backoff.
      const [failed, taken] = gateway.received;
      expect(answeredAt).toBeLessThan(taken!.answeredAt);
      expect(answeredAt).toBeLessThan(failed!.answeredAt);
      expect(taken!.receivedAt - failed!.answeredAt).toBeGreaterThanOrEqual(100);
      for (const request of gateway.received) {
        expect(request.body).toEqual({
          projectId: 'charity-app',
          type: 'inMemoryOfApproveEN',
          userId: 'userPush1',
          applicantName: 'Mariam',
          objectId: memorial.objectId,
        });
        expect(request.headers['x-api-key']).toBe('push-key-1');
        expect(request.headers['idempotency-key']).toBe(`notification-${row!.id}`);
      }
      // No outbox route when notifications go to a gateway.
      expect((await server.http('GET', '/dev/notifications?userId=userPush1')).status).toBe(404);
    });

    it('gives up after the last attempt, marking the notification failed', async () => {
      const memorial = await addMemorial(server, admin, { userId: 'userPush2' });
      gateway.received.length = 0;
      gateway.answers = [{ status: 503, delayMs: 0 }];
      expect((await server.http('PUT', `/classes/InMemory/${memorial.objectId}/approved`, { session: admin, body: { Approved: true } })).status).toBe(200);
      const [row] = await eventually(
        () => notificationsAbout(server, memorial.objectId),
        (rows) => rows[0]?.status === 'failed',
        'the notification to fail',
      );
      expect(row).toMatchObject({ type: 'inMemoryOfApproveAR', attempts: 3, lastError: 'push gateway answered 503', deliveredAt: null });
      expect(gateway.received).toHaveLength(3);
    });
  });
});

describeOnEachDatabase('The delivery worker on several instances', (kind) => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await createFreshDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('sends each queued notification once when two instances drain the queue at the same time', async () => {
    const now = new Date();
    for (let index = 0; index < 30; index += 1) {
      await queueNotification(database.handle.db, { type: 'inMemoryOfApproveAR', userId: `user${index}`, subjectId: `case${index}`, applicantName: 'A' }, now);
    }
    const sent: AppNotification[] = [];
    const workerOn = async () =>
      createDeliveryWorker({
        db: (await database.openAnother()).db,
        clock: () => new Date(),
        // A send takes a moment, so the two instances overlap.
        sender: {
          kind: 'test',
          async send(notification) {
            sent.push(notification);
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        },
        policy: deliveryPolicyOf({ delivery: { batchSize: 4 } }),
        log: { warn: () => undefined, error: (line) => expect.fail(line) },
      });
    const workers = [await workerOn(), await workerOn()];
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.close()));
    expect(sent.map((notification) => notification.subjectId).sort()).toEqual(Array.from({ length: 30 }, (_, index) => `case${index}`).sort());
    const rows = await database.handle.db.select().from(notificationDeliveries);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});

describe('App notification settings (environment)', () => {
  it('goes to the outbox unless an HTTP push gateway is configured completely', () => {
    expect(notificationConfigFromEnv({})).toEqual({ delivery: {} });
    expect(notificationConfigFromEnv({ NOTIFY_PROVIDER: 'outbox', NOTIFY_MAX_ATTEMPTS: '4' })).toEqual({ delivery: { maxAttempts: 4 } });
    expect(
      notificationConfigFromEnv({ NOTIFY_PROVIDER: 'http', NOTIFY_HTTP_URL: 'https://push.example.org/send', NOTIFY_HTTP_API_KEY: 'k', NOTIFY_PROJECT_ID: 'p' }),
    ).toEqual({ push: { url: 'https://push.example.org/send', apiKey: 'k', projectId: 'p', timeoutMs: 10_000 }, delivery: {} });
    expect(() => notificationConfigFromEnv({ NOTIFY_PROVIDER: 'fcm' })).toThrow(/NOTIFY_PROVIDER must be one of outbox, http/);
    expect(() => notificationConfigFromEnv({ NOTIFY_PROVIDER: 'http', NOTIFY_HTTP_URL: 'https://push.example.org' })).toThrow(
      'NOTIFY_PROVIDER=http needs NOTIFY_HTTP_API_KEY, NOTIFY_PROJECT_ID.',
    );
    expect(() =>
      notificationConfigFromEnv({ NOTIFY_PROVIDER: 'http', NOTIFY_HTTP_URL: 'ftp://x', NOTIFY_HTTP_API_KEY: 'k', NOTIFY_PROJECT_ID: 'p' }),
    ).toThrow(/NOTIFY_HTTP_URL must be an http\(s\) URL/);
    expect(() => notificationConfigFromEnv({ NOTIFY_RETRY_BASE_MS: '1.5' })).toThrow(/NOTIFY_RETRY_BASE_MS must be a positive whole number/);
    expect(() => notificationConfigFromEnv({ NOTIFY_RETRY_BASE_MS: '500', NOTIFY_RETRY_MAX_MS: '100' })).toThrow(/must not be less/);
  });

  it('waits twice as long after each failure, up to the cap, and keeps a lease longer than any push', () => {
    const policy = { baseDelayMs: 1_000, maxDelayMs: 5_000 };
    expect([1, 2, 3, 4, 60].map((failures) => backoffDelay(policy, failures))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(deliveryPolicyOf({ push: { timeoutMs: 300_000 } }).leaseMs).toBe(600_000);
  });
});

interface PushRequest {
  headers: IncomingHttpHeaders;
  body: unknown;
  status: number;
  receivedAt: number;
  answeredAt: number;
}

interface FakePushGateway {
  url: string;
  /** What the next requests get, in turn; the last one repeats. */
  answers: Array<{ status: number; delayMs: number }>;
  received: PushRequest[];
  close(): Promise<void>;
}

/** A stand-in for the push gateway over a real socket, answering as `answers` says. */
async function startFakePushGateway(): Promise<FakePushGateway> {
  const gateway: FakePushGateway = { url: '', answers: [{ status: 200, delayMs: 0 }], received: [], close: async () => undefined };
  const server = createServer((request, response) => {
    const receivedAt = Date.now();
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const answer = gateway.answers.length > 1 ? gateway.answers.shift()! : gateway.answers[0]!;
      setTimeout(() => {
        gateway.received.push({ headers: request.headers, body: JSON.parse(text), status: answer.status, receivedAt, answeredAt: Date.now() });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{}');
      }, answer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications/send`;
  gateway.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gateway;
}
