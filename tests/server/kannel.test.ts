/**
 * End to end with the real Kannel from Debian: a donor's phone (fakesmsc) → bearerbox → smsbox →
 * the platform server's adapter, configured by the README's kannel.conf and environment. A proxy
 * in front of the server loses one answer (503 after the server has stored the message), as a
 * timeout would, so Kannel retries the same message and it must still be counted once. The proxy
 * also hands every request to a second server, so that the server's log is read in both formats
 * (JSON on the first, the compact lines on the second): neither may hold the secret or a donor's number.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organizations, smsMessageKeys, smsMessages } from '../../src/server/db/schema';
import type { LogFormat } from '../../src/server/log-format';
import { smsConfigFromEnv } from '../../src/server/services/sms/config';
import { describeOnOneDatabase } from './support/each-database';
import { kannelConf, README_KANNEL_OPTIONS } from './support/kannel-conf';
import { assertKannelInstalled, startKannelGateway, type KannelGateway } from './support/kannel-gateway';
import { startTestServer, TestClock, type TestServer } from './support/test-server';

const KANNEL_SECRET = 'kannel-secret-of-the-kannel-suite';
const REPLY_EN = 'Thank you for your donation';
const REPLY_AR = 'شكرا لتبرعك';

/** What the README tells an office to set (Kannel 1.4 writes %t in UTC). */
const SERVER_ENV = {
  SMS_KANNEL_SECRET: KANNEL_SECRET,
  SMS_KANNEL_SMSC_OPERATORS: 'etisalat=1,du=2',
  SMS_KANNEL_TIME_ZONE: 'UTC',
  SMS_REPLY_EN: REPLY_EN,
  SMS_REPLY_AR: REPLY_AR,
};

/** Donors' messages and what each must become (demo seed: ERC/هلال at 4202, BER/بر at 4206 and 4209). */
const DONATIONS = [
  { smscId: 'etisalat', sender: '971501110001', shortCode: 4202, text: 'erc', mno: 1, org: 101, keyword: 'ERC', price: 10, reply: REPLY_EN },
  { smscId: 'etisalat', sender: '971501110002', shortCode: 4202, text: 'هلال', mno: 1, org: 101, keyword: 'هلال', price: 10, reply: REPLY_AR },
  { smscId: 'du', sender: '971501110003', shortCode: 4209, text: 'Ber', mno: 2, org: 102, keyword: 'BER', price: 100, reply: REPLY_EN },
  { smscId: 'du', sender: '971501110004', shortCode: 4209, text: 'بر', mno: 2, org: 102, keyword: 'بر', price: 100, reply: REPLY_AR },
  // Matches no keyword: kept as unmatched, for the one organization of Du's 4202.
  { smscId: 'du', sender: '0501110005', shortCode: 4202, text: 'hello', mno: 2, org: 101, keyword: null, price: 10, reply: REPLY_EN },
] as const;

/** The donor whose first delivery loses its answer. */
const RETRIED_SENDER = DONATIONS[0].sender;

describeOnOneDatabase('Kannel delivers donation messages', (kind) => {
  let server: TestServer;
  /** The same requests, on a server of its own that logs in the other format. */
  let mirror: TestServer;
  let proxy: LossyProxy;
  let kannel: KannelGateway;
  const startedAt = new Date();
  const logs: Record<LogFormat, string> = { json: '', pretty: '' };
  const logTo = (format: LogFormat) => ({ logger: format, logOutput: { write: (text: string) => (logs[format] += text) } });

  beforeAll(async () => {
    assertKannelInstalled();
    const options = { config: { sms: smsConfigFromEnv(SERVER_ENV) } };
    server = await startTestServer(kind, { ...options, clock: new TestClock(Date.now()), ...logTo('json') });
    mirror = await startTestServer(kind, { ...options, clock: new TestClock(Date.now()), ...logTo('pretty') });
    proxy = await startLossyProxy(server.url, (url) => url.searchParams.get('from') === RETRIED_SENDER, mirror.url);
    kannel = await startKannelGateway({ serverUrl: proxy.url, secret: KANNEL_SECRET, smscIds: ['etisalat', 'du'] });
  });
  afterAll(async () => {
    await kannel?.close();
    await proxy?.close();
    await mirror?.close();
    await server?.close();
  });

  it("runs the README's kannel.conf", () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    expect(readme).toContain('```ini\n' + kannelConf(README_KANNEL_OPTIONS) + '```');
  });

  it('stores each message once with its keyword, operator and price, and thanks the donor in their language', async () => {
    for (const donation of DONATIONS) {
      const reply = await kannel.sendFromPhone(donation);
      expect(reply, `${donation.text}\n${kannel.logs()}`).toBe(donation.reply);
    }

    // Kannel retried the message whose answer was lost, with the same message id.
    const retried = proxy.requests.filter((url) => url.searchParams.get('from') === RETRIED_SENDER);
    expect(retried.length).toBeGreaterThanOrEqual(2);
    expect(new Set(retried.map((url) => url.searchParams.get('id'))).size).toBe(1);

    const db = server.database.handle.db;
    const orgIds = new Map(
      (await db.select({ id: organizations.id, intID: organizations.intID }).from(organizations).where(inArray(organizations.intID, [101, 102]))).map(
        (row) => [row.intID, row.id],
      ),
    );
    const stored = await db.select().from(smsMessages).where(eq(smsMessages.source, 'kannel')).orderBy(asc(smsMessages.seq));
    expect(stored.map((row) => ({ mno: row.mno, shortCode: row.shortCode, orgId: row.orgId, keyword: row.keyword, price: row.price, text: row.text }))).toEqual(
      DONATIONS.map((donation) => ({
        mno: donation.mno,
        shortCode: donation.shortCode,
        orgId: orgIds.get(donation.org),
        keyword: donation.keyword,
        price: donation.price,
        text: donation.text,
      })),
    );
    expect(await db.$count(smsMessageKeys)).toBe(DONATIONS.length);
    // Kannel's times (UTC) read in the configured zone: the moments the messages arrived.
    for (const row of stored) {
      expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 2_000);
      expect(row.receivedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
    }
    // Five different phones, none of their numbers kept.
    expect(new Set(stored.map((row) => row.senderId)).size).toBe(DONATIONS.length);
    const clear = await db.execute(sql`select count(*)::int as n from sms_messages where row_to_json(sms_messages)::text like '%501110%'`);
    expect(Number((clear as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(0);
  });

  it("logs every call without the secret or the donor's number, in both log formats", () => {
    for (const format of ['json', 'pretty'] as const) {
      const log = logs[format];
      // Each message was logged (so the log is the one the calls went to), its operator and id kept.
      const calls = log.split('\n').filter((line) => line.includes('/sms/kannel?'));
      expect(calls.length, `${format}:\n${log}`).toBeGreaterThanOrEqual(DONATIONS.length);
      expect(log, format).toMatch(/\/sms\/kannel\?secret=\[redacted\]&smsc=(etisalat|du)&id=[^&]+&from=\[redacted\]/);
      expect(log, format).not.toContain(KANNEL_SECRET);
      expect(log, format).not.toContain(encodeURIComponent(KANNEL_SECRET));
      // The number in any form Kannel may write it (+971…, 971…, 05…): its last nine digits.
      for (const { sender } of DONATIONS) expect(log, `${format}: ${sender}`).not.toContain(sender.slice(-9));
    }
  });
});

interface LossyProxy {
  url: string;
  /** Every request Kannel made, in order. */
  requests: URL[];
  close(): Promise<void>;
}

/**
 * Passes Kannel's requests to the server, except that the first one `losesAnswer` picks is
 * answered 503 after the server has handled it: the server stored the message, Kannel did not
 * hear so, and tries again (`http-request-retry`). Each request also goes to `mirrorUrl`, whose
 * answer is waited for and dropped.
 */
async function startLossyProxy(serverUrl: string, losesAnswer: (url: URL) => boolean, mirrorUrl: string): Promise<LossyProxy> {
  const requests: URL[] = [];
  let lost = false;
  const proxy: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', serverUrl);
    requests.push(url);
    const mirrored = fetch(new URL(request.url ?? '/', mirrorUrl), { method: request.method }).then((answer) => answer.arrayBuffer());
    void Promise.all([fetch(url, { method: request.method }), mirrored])
      .then(async ([answer]) => {
        const body = Buffer.from(await answer.arrayBuffer());
        if (!lost && losesAnswer(url)) {
          lost = true;
          response.writeHead(503).end();
          return;
        }
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'x-kannel-coding']) {
          const value = answer.headers.get(name);
          if (value) headers[name] = value;
        }
        response.writeHead(answer.status, headers).end(body);
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('proxy is not listening on a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}
