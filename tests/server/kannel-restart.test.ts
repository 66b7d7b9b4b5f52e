/**
 * The README's "Restarting Kannel without losing a message", with the real Kannel from Debian:
 * donors' messages that smsbox has already taken from bearerbox (and told it so) but not yet
 * handed to the platform, because the platform is behind, must all be stored once Kannel has been
 * restarted that way. A proxy in front of the server holds each of Kannel's calls for a while
 * before the server sees it, as HAProxy's queue does at a peak, and drops a call whose caller went
 * away meanwhile, as HAProxy does: with a plain restart (smsbox stopped while it waits), those
 * messages never reach the server.
 */
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smsMessages } from '../../src/server/db/schema';
import { smsConfigFromEnv } from '../../src/server/services/sms/config';
import { describeOnOneDatabase } from './support/each-database';
import { startKannelBoxes, type KannelBoxes } from './support/kannel-boxes';
import { assertKannelInstalled } from './support/kannel-gateway';
import { startPhones } from './support/kannel-phones';
import { startTestServer, type TestServer } from './support/test-server';

const KANNEL_SECRET = 'kannel-secret-of-the-restart-suite';
const SERVER_ENV = { SMS_KANNEL_SECRET: KANNEL_SECRET, SMS_KANNEL_SMSC_OPERATORS: 'etisalat=1,du=2', SMS_KANNEL_TIME_ZONE: 'UTC' };
/** How long the proxy holds each call: within the time the restart gives smsbox's last calls (kannel-boxes.ts: 10 s), far longer than a restart. */
const QUEUED_MS = 3_000;
/** One burst of one donation text (the demo seed's ERC at Etisalat's 4202). */
const MESSAGES = 20;
const TEXT = 'erc restart';

describeOnOneDatabase("Kannel restarted as the README says, while smsbox's calls wait", (kind) => {
  let server: TestServer;
  let proxy: QueueingProxy;
  let kannel: KannelBoxes;

  beforeAll(async () => {
    assertKannelInstalled();
    server = await startTestServer(kind, { config: { sms: smsConfigFromEnv(SERVER_ENV) } });
    proxy = await startQueueingProxy(server.url, QUEUED_MS);
    kannel = await startKannelBoxes({ serverUrl: proxy.url, secret: KANNEL_SECRET, smscIds: ['etisalat'] });
  });
  afterAll(async () => {
    await kannel?.close();
    await proxy?.close();
    await server?.close();
  });

  it('stores every message smsbox had taken, once', { timeout: 60_000 }, async () => {
    const phones = startPhones({
      smscPort: (id) => kannel.smscPort(id),
      receivedFrom: (id) => kannel.receivedFrom(id),
      messages: [{ smscId: 'etisalat', shortCode: 4202, text: TEXT }],
      ratePerSecond: MESSAGES,
      burst: MESSAGES,
    });
    const sent = [...(await phones.stop()).values()].reduce((sum, count) => sum + count, 0);
    expect(sent).toBe(MESSAGES);
    // smsbox has taken them all from bearerbox (its store is empty) and its calls wait at the proxy.
    await expect.poll(async () => (await kannel.counts()).stored, { timeout: 10_000 }).toBe(0);
    await expect.poll(() => proxy.waiting(), { timeout: 10_000 }).toBeGreaterThan(0);

    await kannel.restartWithoutLoss();

    const stored = () => server.database.handle.db.$count(smsMessages, eq(smsMessages.text, TEXT));
    await expect.poll(stored, { timeout: 10_000 }).toBe(MESSAGES);
    // Nothing arrives later, nor twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await stored()).toBe(MESSAGES);
    expect(proxy.dropped()).toBe(0);
  });
});

interface QueueingProxy {
  url: string;
  /** Calls held now. */
  waiting(): number;
  /** Calls whose caller went away while they were held: never passed on. */
  dropped(): number;
  close(): Promise<void>;
}

/** Holds each GET for `queuedMs`, then passes it on to `target` unless its caller has gone. */
async function startQueueingProxy(target: string, queuedMs: number): Promise<QueueingProxy> {
  let waiting = 0;
  let dropped = 0;
  const proxy: Server = createServer((request, response) => {
    waiting += 1;
    let gone = false;
    response.on('close', () => (gone = !response.writableFinished));
    setTimeout(() => {
      waiting -= 1;
      if (gone) {
        dropped += 1;
        return;
      }
      void fetch(target + request.url)
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
          response.end(await answer.text());
        })
        .catch(() => {
          response.writeHead(502);
          response.end();
        });
    }, queuedMs);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    waiting: () => waiting,
    dropped: () => dropped,
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
