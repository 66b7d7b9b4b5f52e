/**
 * Two platform servers (`npm run server`, each a process of its own) on one PostgreSQL database,
 * behind Debian's HAProxy running `deploy/haproxy.cfg` (the README's "Running two platform
 * servers"), with Kannel in front: bearerbox with a fake SMS center per operator, smsbox calling
 * the adapter through HAProxy, as the README's kannel.conf says. Donors' phones (fakesmsc) send
 * English and Arabic messages, some matching no keyword, for about 25 seconds; one server is
 * killed with SIGKILL mid-flood and started again, and later the database ends every connection
 * the servers hold, as a restart or a failover of PostgreSQL does. Whatever was in flight is taken
 * by the other server (HAProxy sends a refused or unanswered adapter call there) or tried again
 * (smsbox retries what failed with the same Kannel id), no server stops, and every message a
 * phone sent must be stored once and counted once: the report an admin builds afterwards has, per
 * keyword and operator, exactly what was sent.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describe } from 'vitest';
import { REPORT_TIME_ZONE } from '../../src/shared/constants';
import type { ReportRow } from '../../src/shared/entities/report';
import { rowsOf } from '../../src/server/db/sql-rows';
import { COUNTER_LOCK } from '../../src/server/services/reports/counter';
import { seedDemoData } from '../../src/server/seed/demo';
import { dayInZone } from '../../src/server/support/zoned-time';
import { assertHaproxyInstalled, startHaproxy, type Haproxy } from '../support/haproxy';
import { startKannelBoxes, type KannelBoxes } from './support/kannel-boxes';
import { kannelServerEnv } from './support/kannel-conf';
import { assertKannelInstalled } from './support/kannel-gateway';
import { startPhones, type DonorMessage } from './support/kannel-phones';
import { platformServerChild, type PlatformServerChild } from './support/platform-server-child';
import { quietPort } from './support/quiet-port';
import { freshSharedPostgres, type SharedPostgres } from './support/shared-postgres';
import { insertLandingPage } from './support/landing-page-rows';
import { ADMIN } from './support/test-server';

const KANNEL_SECRET = 'kannel-secret-of-the-two-servers-suite';
/** A donation page, for its progress polls. */
const PAGE_SLUG = 'zakat-drive';

/** The README's server side of Kannel, behind HAProxy on this machine (TRUSTED_PROXIES). */
const serverEnv = (spoolDir: string) => ({
  ...kannelServerEnv(KANNEL_SECRET, spoolDir),
  // The warm-up would only compete with the flood for two cores.
  WARM_UP: '0',
});

/**
 * What the phones send (the demo seed's short codes and keywords: ERC and هلال at Etisalat's
 * 4202, BER and بر at Du's 4209) and the report row each must land in, with its price.
 */
const DONATIONS: ReadonlyArray<DonorMessage & { keyword: string | null; price: number }> = [
  { smscId: 'etisalat', shortCode: 4202, text: 'erc', keyword: 'ERC', price: 10 },
  { smscId: 'etisalat', shortCode: 4202, text: 'هلال', keyword: 'هلال', price: 10 },
  { smscId: 'etisalat', shortCode: 4202, text: 'hello', keyword: null, price: 10 },
  { smscId: 'du', shortCode: 4209, text: 'Ber', keyword: 'BER', price: 100 },
  { smscId: 'du', shortCode: 4209, text: 'بر', keyword: 'بر', price: 100 },
  { smscId: 'du', shortCode: 4202, text: 'مرحبا', keyword: null, price: 10 },
];

const FLOOD_RATE = 16;
const FLOOD_MS = 24_000;
const KILL_AT_MS = 7_000;
const RESTART_AFTER_MS = 4_000;
/** When the database ends the servers' connections (the killed server is back by then). */
const CONNECTIONS_ENDED_AT_MS = 17_000;
/** After the phones stop: smsbox's last tries, and the counter's. */
const SETTLE_MS = 20_000;

describe('Two platform servers behind HAProxy, fed by Kannel, one killed mid-flood [postgres]', () => {
  let database: SharedPostgres;
  let servers: [PlatformServerChild, PlatformServerChild];
  let haproxy: Haproxy;
  let kannel: KannelBoxes;
  let spoolDir: string;

  beforeAll(async () => {
    // Nothing is skipped: a missing program fails here, saying what to install.
    assertHaproxyInstalled();
    assertKannelInstalled();
    database = await freshSharedPostgres();
    // Organizations, short codes and keywords; no demo messages, so the report holds only the flood.
    await seedDemoData(database.db, new Date());
    await insertLandingPage(database.db, { slug: PAGE_SLUG });
    const ports = [await quietPort(), await quietPort()];
    spoolDir = await mkdtemp(join(tmpdir(), 'two-servers-spool-'));
    servers = [
      platformServerChild({ name: 'server1', databaseUrl: database.url, port: ports[0]!, env: serverEnv(spoolDir) }),
      platformServerChild({ name: 'server2', databaseUrl: database.url, port: ports[1]!, env: serverEnv(spoolDir) }),
    ];
    await Promise.all(servers.map((server) => server.start()));
    haproxy = await startHaproxy({ port: await quietPort(), servers: [servers[0].address, servers[1].address] });
    kannel = await startKannelBoxes({ serverUrl: haproxy.url, secret: KANNEL_SECRET, smscIds: ['etisalat', 'du'] });
  }, 90_000);

  afterAll(async () => {
    await kannel?.close();
    await haproxy?.stop();
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await database?.dispose();
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
  }, 60_000);

  it(
    'stores and counts every message a phone sent exactly once, across a server killed and restarted and the database ending its connections',
    async () => {
      const firstDay = dayInZone(new Date(), REPORT_TIME_ZONE);
      const phones = startPhones({ smscPort: kannel.smscPort, receivedFrom: kannel.receivedFrom, messages: DONATIONS, ratePerSecond: FLOOD_RATE });
      const floodStart = Date.now();
      await sleep(KILL_AT_MS);
      await servers[0].kill();
      await sleep(RESTART_AFTER_MS);
      await servers[0].start();
      await sleep(Math.max(0, floodStart + CONNECTIONS_ENDED_AT_MS - Date.now()));
      await endServersConnections(database.url);
      await sleep(Math.max(0, floodStart + FLOOD_MS - Date.now()));
      const sent = await phones.stop();
      const sentTotal = [...sent.values()].reduce((sum, count) => sum + count, 0);
      expect(sentTotal).toBeGreaterThan(FLOOD_RATE * 10);

      // Every message reaches a server: stored once each, however many times smsbox or HAProxy sent it.
      const stored = await untilStored(database, sentTotal, SETTLE_MS);
      const traffic = haproxy.traffic();
      const summary = {
        sent: sentTotal,
        stored,
        kannel: await kannel.counts(),
        haproxy: { requests: traffic.requests, byStatus: traffic.byStatus, retried: traffic.retried, redispatched: traffic.redispatched },
      };
      console.info(`two servers: ${JSON.stringify(summary)}`);
      const explain = () => `${JSON.stringify(summary)}\n${haproxy.logTail()}\n${servers.map((server) => server.logTail()).join('\n')}\n${kannel.logs()}`;
      // Neither server stopped by itself (the database ending their connections once stopped a server whole).
      expect(servers.flatMap((server) => server.crashes())).toEqual([]);
      expect(stored.messages, `lost: ${sentTotal - stored.messages}\n${explain()}`).toBe(sentTotal);
      expect(stored.keys, explain()).toBe(sentTotal);

      // HAProxy's health checks saw the server go and come back.
      expect(traffic.serverStates.some((line) => /office\/server1 is DOWN/.test(line)), explain()).toBe(true);
      expect(traffic.serverStates.some((line) => /office\/server1 is UP/.test(line)), explain()).toBe(true);

      // What an admin reads: a report built through HAProxy adds up to what the phones sent, once.
      const lastDay = dayInZone(new Date(), REPORT_TIME_ZONE);
      const rows = await builtReport(haproxy.url, servers[1].url, { from_date: firstDay, to_date: lastDay });
      expect(rows.map(({ keyword, count, Etisalat, Du, total }) => ({ keyword, count, Etisalat, Du, total })).sort(byKeyword)).toEqual(expectedRows(sent));
    },
    FLOOD_MS + SETTLE_MS + 30_000,
  );

  it("answers a donation page's progress polls from HAProxy's own cache for up to a second, so open pages cost the servers next to nothing", async () => {
    const path = `/p/${PAGE_SLUG}/progress`;
    const before = haproxy.traffic().fromCache[path] ?? 0;
    const answers: unknown[] = [];
    // One after another, as many pages' polls come: the first fills the cache, the next are answered from it.
    for (let poll = 0; poll < 10; poll++) {
      const response = await fetch(`${haproxy.url}${path}`, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // The cache keeps an answer until the end of the second after it: up to a second, so a few may miss.
    await sleep(500);
    expect((haproxy.traffic().fromCache[path] ?? 0) - before, haproxy.logTail()).toBeGreaterThanOrEqual(5);
  });
});

/**
 * Ends every connection to the database but this one, as PostgreSQL does when it restarts or
 * fails over ("terminating connection due to administrator command"), while each server is
 * inside a transaction: the test holds the counter's lock (as a long count on another instance
 * would) for a moment first, so the servers' counters, woken by the flood, wait for it in theirs.
 */
async function endServersConnections(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const session = drizzle({ client });
    await session.execute(sql`SELECT pg_advisory_lock(${COUNTER_LOCK})`);
    await sleep(1_500);
    const [ended] = rowsOf<{ n: number }>(
      await session.execute(sql`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`),
    );
    expect(Number(ended!.n)).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}

/** Waits until the database holds `expected` messages from Kannel (or the time is up): what is stored then. */
async function untilStored(database: SharedPostgres, expected: number, timeoutMs: number): Promise<{ messages: number; keys: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = rowsOf<{ messages: number; keys: number }>(
      await database.db.execute(sql`
        SELECT (SELECT count(*)::int FROM sms_messages WHERE source = 'kannel') AS messages,
               (SELECT count(*)::int FROM sms_message_keys) AS keys
      `),
    );
    const counts = { messages: Number(row!.messages), keys: Number(row!.keys) };
    if (counts.messages >= expected || Date.now() > deadline) return counts;
    await sleep(250);
  }
}

/** The rows the report must have: per keyword (null: matched none), the messages sent, per operator, and their prices. */
function expectedRows(sent: Map<DonorMessage, number>): Array<Omit<ReportRow, 'Uniquecount'>> {
  const rows = new Map<string | null, Omit<ReportRow, 'Uniquecount'>>();
  for (const donation of DONATIONS) {
    const count = sent.get(donation) ?? 0;
    if (count === 0) continue;
    const row = rows.get(donation.keyword) ?? { keyword: donation.keyword, count: 0, Etisalat: 0, Du: 0, total: 0 };
    row.count += count;
    if (donation.smscId === 'etisalat') row.Etisalat += count;
    else row.Du += count;
    row.total += count * donation.price;
    rows.set(donation.keyword, row);
  }
  return [...rows.values()].sort(byKeyword);
}

const byKeyword = (a: { keyword: string | null }, b: { keyword: string | null }) => (a.keyword ?? '').localeCompare(b.keyword ?? '');

/**
 * Signs in as the demo admin through HAProxy (the code from the outbox of a server, asked
 * directly: the outbox answers only callers on its machine that no proxy forwarded), builds the
 * report of every organization over the period, and waits until it is built and up to date.
 */
async function builtReport(proxyUrl: string, serverUrl: string, period: { from_date: string; to_date: string }): Promise<ReportRow[]> {
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
  const generated = await call('POST', `${proxyUrl}/otp/generate`, ADMIN);
  const outbox = await call('GET', `${serverUrl}/dev/outbox?to=${ADMIN.mobile_number}`);
  const code = /\b(\d{4})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
  const verified = await call(
    'POST',
    `${proxyUrl}/otp/verify`,
    { ...ADMIN, otp: code, timestamp: generated.timestamp },
    { authorization: `Bearer ${generated.access_token}` },
  );
  const session = { authorization: `Bearer ${verified.access_token}`, 'x-object-id': verified.object_id };

  const deadline = Date.now() + 20_000;
  for (;;) {
    await call('PUT', `${proxyUrl}/reports/none`, period, session);
    for (;;) {
      const report = await call('GET', `${proxyUrl}/reports/none?${new URLSearchParams(period)}`, undefined, session);
      if (report.status === 'failed') throw new Error(`the report build failed: ${JSON.stringify(report)}`);
      if (report.status === 'ready' && !report.stale) return report.rows;
      // Built before the counter had every message: build again.
      if (report.status === 'ready') break;
      if (Date.now() > deadline) throw new Error(`the report was not built in time: ${JSON.stringify(report)}`);
      await sleep(200);
    }
    if (Date.now() > deadline) throw new Error('the report stayed stale');
    await sleep(500);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
