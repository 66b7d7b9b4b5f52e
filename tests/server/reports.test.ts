/**
 * Reports of SMS donations (spec 2.18, 4, 7.1): each figure against messages whose report is
 * worked out by hand, the day boundary at midnight in Dubai, distinct senders across days,
 * building (once at a time, failing, going stale) and the period checks.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboundSms } from '../../src/shared/entities/sms';
import { createSmsCounter } from '../../src/server/services/reports/counter';
import { storeMessages } from '../../src/server/services/sms/store-messages';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, NON_ADMIN, useTestServer, type HttpResult, type Session } from './support/test-server';

const SENDER_KEY = Buffer.from('sender key of the reports suite');
const [S1, S2, S3, S4] = ['971501111111', '971502222222', '971503333333', '971504444444'];
const ETISALAT = 1;
const DU = 2;

let sequence = 0;
function sms(mno: 1 | 2, shortCode: number, sender: string, text: string, receivedAt: string): InboundSms {
  sequence += 1;
  return { mno, message_id: `report-${sequence}`, short_code: shortCode, sender, text, received_at: receivedAt };
}

/**
 * Organization 101 (short code 4202, AED 10 on both operators; keywords ERC and هلال) and
 * 102 (4206 AED 50 on Etisalat, 4209 AED 100 on Du; keywords BER and بر), as the demo seeds them.
 */
const JUNE_MESSAGES = [
  sms(ETISALAT, 4202, S1, 'ERC', '2024-06-09T23:59:59+04:00'), // the day before the period
  sms(ETISALAT, 4202, S1, 'ERC', '2024-06-10T10:00:00+04:00'),
  sms(DU, 4202, S2, 'erc', '2024-06-10T19:59:59Z'), // 23:59:59 in Dubai: still the 10th
  sms(ETISALAT, 4202, S1, ' ERC ', '2024-06-10T20:00:00Z'), // midnight in Dubai: the 11th
  sms(DU, 4202, S3, 'هلال', '2024-06-11T12:00:00+04:00'),
  sms(ETISALAT, 4202, S2, 'hello', '2024-06-11T13:00:00+04:00'), // unmatched, organization 101's short code
  sms(ETISALAT, 4202, S1, 'ERC', '2024-06-12T00:00:00+04:00'), // the day after
  sms(ETISALAT, 4206, S1, 'BER', '2024-06-10T09:00:00+04:00'),
  sms(DU, 4209, S4, 'بر', '2024-06-11T09:00:00+04:00'),
];
const JUNE = { from_date: '2024-06-10', to_date: '2024-06-11' };

const figures = (count: number, Etisalat: number, Du: number, Uniquecount: number, total: number) => ({ count, Etisalat, Du, Uniquecount, total });

describeOnEachDatabase('SMS reports', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  let org101: number;
  let org102: number;

  const store = (messages: InboundSms[]) =>
    storeMessages({ db: server().database.handle.db, clock: server().clock.now, senderKey: SENDER_KEY }, messages, 'gateway');
  const countNow = () => createSmsCounter({ db: server().database.handle.db, clock: server().clock.now, log: console }).drain();
  const query = (period: { from_date: string; to_date: string }) => `from_date=${period.from_date}&to_date=${period.to_date}`;

  const build = (org: number | 'none', period: { from_date: string; to_date: string }) =>
    server().http('PUT', `/reports/${org}`, { session: admin, body: period });
  const read = (org: number | 'none', period: { from_date: string; to_date: string }) =>
    server().http('GET', `/reports/${org}?${query(period)}`, { session: admin });

  /** Reads the report until its build is over (the build runs in the server, after PUT answered). */
  async function whenBuilt(org: number | 'none', period: { from_date: string; to_date: string }): Promise<HttpResult> {
    for (;;) {
      const answer = await read(org, period);
      if (answer.status !== 200 || answer.body.status !== 'building') return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function buildAndRead(org: number | 'none', period: { from_date: string; to_date: string }): Promise<HttpResult> {
    const started = await build(org, period);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const built = await whenBuilt(org, period);
    expect(built.body.status, JSON.stringify(built.body)).toBe('ready');
    return built;
  }

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    const organizations = (await server().http('GET', '/organizations', { session: admin })).body.data.organizations as { id: number; intID: number }[];
    org101 = organizations.find((row) => row.intID === 101)!.id;
    org102 = organizations.find((row) => row.intID === 102)!.id;
    const results = await store(JUNE_MESSAGES);
    expect(results.map((result) => result.status)).toEqual(JUNE_MESSAGES.map(() => 'stored'));
  });

  it('adds up each figure of an organization\'s period, with the day boundary at midnight in Dubai', async () => {
    const { body } = await buildAndRead(org101, JUNE);
    expect(body).toMatchObject({ orgId: org101, ...JUNE, status: 'ready', progress: 100, stale: false });
    expect(body.builtAt).toBe(server().clock.now().toISOString());
    // S1 gave to ERC on both days: one distinct sender of the period, not two.
    expect(body.rows).toEqual([
      { keyword: 'ERC', ...figures(3, 2, 1, 2, 30) },
      { keyword: null, ...figures(1, 1, 0, 1, 10) },
      { keyword: 'هلال', ...figures(1, 0, 1, 1, 10) },
    ]);
    expect(body.totals).toEqual(figures(5, 3, 2, 3, 50));
    expect(body.days).toEqual([
      { day: '2024-06-10', ...figures(2, 1, 1, 2, 20) },
      { day: '2024-06-11', ...figures(3, 2, 1, 3, 30) },
    ]);
  });

  it('reports every organization for `none`, and one organization\'s own messages only', async () => {
    const all = await buildAndRead('none', JUNE);
    expect(all.body.orgId).toBeNull();
    expect(all.body.rows).toEqual([
      { keyword: 'بر', ...figures(1, 0, 1, 1, 100) },
      { keyword: 'BER', ...figures(1, 1, 0, 1, 50) },
      { keyword: 'ERC', ...figures(3, 2, 1, 2, 30) },
      { keyword: null, ...figures(1, 1, 0, 1, 10) },
      { keyword: 'هلال', ...figures(1, 0, 1, 1, 10) },
    ]);
    expect(all.body.totals).toEqual(figures(7, 4, 3, 4, 200));

    const other = await buildAndRead(org102, JUNE);
    expect(other.body.rows.map((row: { keyword: string }) => row.keyword)).toEqual(['بر', 'BER']);
    expect(other.body.totals).toEqual(figures(2, 1, 1, 2, 150));
  });

  it('gives one keyword\'s figures per day that had messages', async () => {
    const period = { from_date: '2024-06-08', to_date: '2024-06-13' };
    const answer = await server().http('GET', `/reports/${org101}/ERC?${query(period)}&json=true`, { session: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      orgId: org101,
      keyword: 'ERC',
      ...period,
      rows: [
        { day: '2024-06-09', ...figures(1, 1, 0, 1, 10) },
        { day: '2024-06-10', ...figures(2, 1, 1, 2, 20) },
        { day: '2024-06-11', ...figures(1, 1, 0, 1, 10) },
        { day: '2024-06-12', ...figures(1, 1, 0, 1, 10) },
      ],
      totals: figures(5, 4, 1, 2, 50),
    });
    const arabic = await server().http('GET', `/reports/none/${encodeURIComponent('بر')}?${query(JUNE)}`, { session: admin });
    expect(arabic.body.totals).toEqual(figures(1, 0, 1, 1, 100));
  });

  it('answers reportNotBuilt for a period never built', async () => {
    const answer = await read(org101, { from_date: '2024-06-10', to_date: '2024-06-12' });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('reportNotBuilt');
  });

  it('becomes stale when messages of its period arrive after it was built, and fresh when built again', async () => {
    const period = { from_date: '2024-08-01', to_date: '2024-08-31' };
    await store([sms(ETISALAT, 4202, S1, 'ERC', '2024-08-05T10:00:00+04:00')]);
    expect((await buildAndRead(org101, period)).body.stale).toBe(false);
    expect((await buildAndRead(org102, period)).body.stale).toBe(false);

    server().clock.advance(1000);
    await store([sms(DU, 4202, S2, 'ERC', '2024-08-06T10:00:00+04:00')]);
    // Waiting to be counted, then counted: stale either way, with the figures as they were built.
    expect((await read(org101, period)).body).toMatchObject({ stale: true, totals: figures(1, 1, 0, 1, 10) });
    await countNow();
    expect((await read(org101, period)).body).toMatchObject({ stale: true, totals: figures(1, 1, 0, 1, 10) });
    // Another organization's report of the period is not.
    expect((await read(org102, period)).body.stale).toBe(false);

    server().clock.advance(1000);
    const rebuilt = await buildAndRead(org101, period);
    expect(rebuilt.body).toMatchObject({ stale: false, totals: figures(2, 1, 1, 2, 20) });
    expect(rebuilt.body.days).toHaveLength(31);
  });

  it('never runs two builds of one report at once, and takes over a build whose lease ran out', async () => {
    const period = { from_date: '2024-09-01', to_date: '2024-09-30' };
    await store([sms(ETISALAT, 4202, S3, 'ERC', '2024-09-01T10:00:00+04:00')]);
    const both = await Promise.all([build(org101, period), build(org101, period)]);
    expect(both.map((answer) => answer.status)).toEqual([202, 202]);
    expect(both.map((answer) => answer.body.status)).toEqual(['building', 'building']);
    expect((await whenBuilt(org101, period)).body.totals).toEqual(figures(1, 1, 0, 1, 10));

    // A build in progress elsewhere (another instance) holds its report until its lease ends.
    const other = { from_date: '2024-09-02', to_date: '2024-09-03' };
    const leaseUntil = new Date(server().clock.now().getTime() + 60_000).toISOString();
    const requestedAt = server().clock.now().toISOString();
    await server().database.handle.db.execute(sql`
      INSERT INTO sms_reports (org_id, from_day, to_day, status, progress, lease_until, requested_at)
      VALUES (${org101}, ${other.from_date}, ${other.to_date}, 'building', 40, ${leaseUntil}::timestamptz, ${requestedAt}::timestamptz)
    `);
    const refused = await build(org101, other);
    expect(refused.status).toBe(202);
    expect(refused.body).toMatchObject({ status: 'building', progress: 40, builtAt: null });
    expect((await read(org101, other)).body).toMatchObject({ status: 'building', progress: 40 });

    // Its instance stopped: once the lease has run out the build is reported failed, and may be built again.
    server().clock.advance(5 * 60_000 + 1);
    expect((await read(org101, other)).body.status).toBe('failed');
    expect((await buildAndRead(org101, other)).body.totals).toEqual(figures(0, 0, 0, 0, 0));
  });

  it('keeps a failed build as failed', async () => {
    const period = { from_date: '2024-10-01', to_date: '2024-10-01' };
    await store([sms(ETISALAT, 4202, S1, 'ERC', '2024-10-01T10:00:00+04:00')]);
    await countNow();
    // A damaged sender set cannot be read: the build fails, and says so.
    await server().database.handle.db.execute(sql`UPDATE sms_daily_senders SET senders = '\\x0102'::bytea WHERE day = '2024-10-01'`);
    expect((await build(org101, period)).status).toBe(202);
    const failed = await whenBuilt(org101, period);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'failed', builtAt: null, rows: [] });
  });

  it('refuses malformed periods with field messages', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ from_date: '2024-6-10', to_date: '2024-06-11' }, { from_date: 'validation.reportDate' }],
      [{ from_date: '2024-02-30', to_date: '2024-03-01' }, { from_date: 'validation.reportDate' }],
      [{ from_date: '2024-06-11', to_date: '2024-06-10' }, { to_date: 'validation.reportEndBeforeStart' }],
      [{ from_date: '2024-01-01', to_date: '2025-01-01' }, { to_date: 'validation.maxDays:366' }],
    ];
    for (const [period, fields] of cases) {
      const readAnswer = await server().http('GET', `/reports/${org101}?${new URLSearchParams(period)}`, { session: admin });
      expect(readAnswer.status, JSON.stringify(period)).toBe(400);
      expect(readAnswer.body.fields).toEqual(fields);
      const buildAnswer = await server().http('PUT', `/reports/${org101}`, { session: admin, body: period });
      expect(buildAnswer.status).toBe(400);
      expect(buildAnswer.body.fields).toEqual(fields);
    }
    // 366 days, both ends included, is the longest period.
    expect((await read(org101, { from_date: '2024-01-01', to_date: '2024-12-31' })).body.code).toBe('reportNotBuilt');
  });

  it('answers 404 for an organization that does not exist', async () => {
    expect((await read(999_999, JUNE)).status).toBe(404);
    expect((await server().http('GET', `/reports/abc?${query(JUNE)}`, { session: admin })).status).toBe(404);
  });

  describe('admins only', () => {
    let user: Session;
    beforeAll(async () => {
      user = await server().signIn(NON_ADMIN);
    });

    it('refuses requests without an admin session', async () => {
      const paths: Array<[string, string]> = [
        ['GET', `/reports/none?${query(JUNE)}`],
        ['PUT', '/reports/none'],
        ['GET', `/reports/none/ERC?${query(JUNE)}`],
      ];
      for (const [method, path] of paths) {
        const body = method === 'PUT' ? JUNE : undefined;
        expect((await server().http(method, path, { body })).status).toBe(401);
        expect((await server().http(method, path, { body, session: user })).status).toBe(403);
      }
    });
  });
});
