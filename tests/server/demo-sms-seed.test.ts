/**
 * The demo seed's donation messages: a few thousand over the last 90 days, stored like the
 * gateway's (queued for the counter), for organizations that take part in SMS reports, with
 * Arabic and English keywords; the same every time, and seeded once.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_SMS_ROUTES, seedDemoData } from '../../src/server/seed/demo';
import { createDemoSmsTraffic, seededRandom } from '../../src/server/seed/demo-sms';
import { describeOnOneDatabase } from './support/each-database';
import { useTestServer } from './support/test-server';

const ARABIC = /[\u0600-\u06FF]/;

describeOnOneDatabase('Demo SMS messages', (kind) => {
  const server = useTestServer(kind);
  const now = new Date('2025-06-15T10:00:00.000Z');
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await server().database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    await seedDemoData(server().database.handle.db, now, { smsMessages: {} });
  });

  it('holds a few thousand messages of the last 90 Dubai days, queued for the counter like the gateway’s', async () => {
    const [summary] = await rows<{ messages: number | string; first: string; last: string; queued: number | string; operators: number | string }>(sql`
      SELECT count(*) AS messages, min(day)::text AS first, max(day)::text AS last, count(DISTINCT mno) AS operators,
             -- Queued for the counter, or already added to the daily figures by it.
             (SELECT count(*) FROM sms_uncounted) + (SELECT coalesce(sum(messages), 0) FROM sms_daily_figures) AS queued
      FROM sms_messages`);
    expect(Number(summary!.messages)).toBeGreaterThan(2_000);
    expect(Number(summary!.messages)).toBeLessThan(5_000);
    expect(summary!.first).toBe('2025-03-18');
    expect(summary!.last).toBe('2025-06-15');
    expect(Number(summary!.operators)).toBe(2);
    expect(Number(summary!.queued)).toBe(Number(summary!.messages));
    // Nothing after "now" (the day is not over yet).
    expect((await rows(sql`SELECT 1 FROM sms_messages WHERE received_at > ${now.toISOString()}::timestamptz`)).length).toBe(0);
  });

  it('gives organizations of SMS reports Arabic and English keywords, and keeps unmatched texts', async () => {
    const keywords = await rows<{ keyword: string | null; takamul: string; messages: number | string }>(sql`
      SELECT m.keyword, o.takamul_ngo_id AS takamul, count(*) AS messages
      FROM sms_messages m JOIN organizations o ON o.id = m.org_id GROUP BY 1, 2`);
    const reported = keywords.filter((row) => row.takamul !== '0');
    expect(reported.some((row) => row.keyword !== null && ARABIC.test(row.keyword))).toBe(true);
    expect(reported.some((row) => row.keyword !== null && /^[A-Z]+$/.test(row.keyword))).toBe(true);
    expect(keywords.some((row) => row.keyword === null)).toBe(true);
    // Every campaign code is used, at its price.
    const prices = await rows<{ short_code: number; price: number }>(sql`SELECT DISTINCT short_code, price FROM sms_messages ORDER BY 1`);
    expect(prices.map((row) => [Number(row.short_code), Number(row.price)])).toEqual([
      [4202, 10],
      [4206, 50],
      [4209, 100],
      [4409, 500],
    ]);
  });

  it('is seeded once, and its mix is the same for the same seed', async () => {
    const count = async () => Number((await rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM sms_messages`))[0]!.n);
    const before = await count();
    await seedDemoData(server().database.handle.db, now, { smsMessages: {} });
    expect(await count()).toBe(before);

    const draw = (seed: number) => {
      const traffic = createDemoSmsTraffic(DEMO_SMS_ROUTES, seededRandom(seed));
      return Array.from({ length: 50 }, (_, index) => traffic.message(now, `m${index}`));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });
});
