/**
 * The reporting service's public total (spec 7.4): `total: N` and nothing else, kept for a short
 * time, limited per client address, and public on purpose.
 */
import { beforeAll, expect, it } from 'vitest';
import type { InboundSms } from '../../src/shared/entities/sms';
import { createSmsCounter } from '../../src/server/services/reports/counter';
import { PUBLIC_TOTAL_CACHE_MS, PUBLIC_TOTAL_LIMIT } from '../../src/server/services/reports/public-total';
import { storeMessages } from '../../src/server/services/sms/store-messages';
import { describeOnEachDatabase } from './support/each-database';
import { useTestServer } from './support/test-server';

const SENDER_KEY = Buffer.from('sender key of the public total suite');

let sequence = 0;
function sms(mno: 1 | 2, shortCode: number, text: string, receivedAt: string): InboundSms {
  sequence += 1;
  return { mno, message_id: `total-${sequence}`, short_code: shortCode, sender: `97150${String(sequence).padStart(7, '0')}`, text, received_at: receivedAt };
}

describeOnEachDatabase('Public donation total', (kind) => {
  const server = useTestServer(kind);
  const store = (messages: InboundSms[]) =>
    storeMessages({ db: server().database.handle.db, clock: server().clock.now, senderKey: SENDER_KEY }, messages, 'gateway');
  /** What the server's counter does after intake stored messages. */
  const countNow = () => createSmsCounter({ db: server().database.handle.db, clock: server().clock.now, log: console }).drain();
  /** From an address of its own, so each test has the whole rate limit; the body as sent (text or JSON). */
  async function totalFrom(address: string, query: string) {
    const response = await server().app.inject({ method: 'GET', url: `/reporting/total?${query}`, remoteAddress: address });
    const json = (response.headers['content-type'] ?? '').toString().includes('json');
    return { status: response.statusCode, headers: response.headers, body: json ? response.json() : response.body };
  }

  beforeAll(async () => {
    // Demo organizations: 4202 is AED 10 (ERC), 4206 AED 50 and 4209 AED 100 (BER, بر).
    await store([
      sms(1, 4202, 'ERC', '2024-05-01T10:00:00+04:00'),
      sms(2, 4202, 'erc', '2024-05-02T10:00:00+04:00'),
      sms(1, 4202, 'ERC', '2024-05-03T00:00:00+04:00'), // the day after the period
      sms(1, 4206, 'BER', '2024-05-01T10:00:00+04:00'),
      sms(2, 4209, 'بر', '2024-05-02T10:00:00+04:00'),
      sms(1, 4202, 'nothing known', '2024-05-01T11:00:00+04:00'),
    ]);
    await countNow();
  });

  it('answers the keyword\'s donations over the period as text, and nothing else', async () => {
    const answer = await totalFrom('203.0.113.1', 'start=2024-05-01&end=2024-05-02&key_word=ERC');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('total: 20');
    // The keyword is compared as messages are matched: case, spaces, Arabic spellings.
    expect((await totalFrom('203.0.113.1', 'start=2024-05-01&end=2024-05-03&key_word=%20erc%20')).body).toBe('total: 30');
    expect((await totalFrom('203.0.113.1', `start=2024-05-01&end=2024-05-02&key_word=${encodeURIComponent('بر')}`)).body).toBe('total: 100');
    expect((await totalFrom('203.0.113.1', 'start=2024-05-01&end=2024-05-02&key_word=unknown')).body).toBe('total: 0');
  });

  it('keeps an answer for a short time', async () => {
    const query = 'start=2024-05-01&end=2024-05-31&key_word=BER';
    expect((await totalFrom('203.0.113.2', query)).body).toBe('total: 50');
    await store([sms(1, 4206, 'BER', '2024-05-20T10:00:00+04:00')]);
    await countNow();
    expect((await totalFrom('203.0.113.2', query)).body).toBe('total: 50');
    server().clock.advance(PUBLIC_TOTAL_CACHE_MS);
    expect((await totalFrom('203.0.113.2', query)).body).toBe('total: 100');
  });

  it('limits requests per client address', async () => {
    const query = 'start=2024-05-01&end=2024-05-02&key_word=ERC';
    for (let request = 0; request < PUBLIC_TOTAL_LIMIT.max; request += 1) {
      expect((await totalFrom('203.0.113.3', query)).status).toBe(200);
    }
    const refused = await totalFrom('203.0.113.3', query);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rateLimited');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await totalFrom('203.0.113.4', query)).status).toBe(200);
  });

  it('answers 60 in every minute, also to a client refused once before (a refusal takes no place)', async () => {
    expect(PUBLIC_TOTAL_LIMIT).toEqual({ max: 60, windowMs: 60_000 });
    const query = 'start=2024-05-01&end=2024-05-02&key_word=ERC';
    const address = '203.0.113.6';
    const answered = async (requests: number) => {
      let count = 0;
      for (let request = 0; request < requests; request += 1) if ((await totalFrom(address, query)).status === 200) count += 1;
      return count;
    };
    expect(await answered(60)).toBe(60);
    // Half a minute later, one too many: refused until the first 60 leave the window, 30 s on.
    server().clock.advance(30_000);
    const refused = await totalFrom(address, query);
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBe(30);
    // Once they have, the next minute has all its 60 again, then the 61st is refused.
    server().clock.advance(30_001);
    expect(await answered(60)).toBe(60);
    expect((await totalFrom(address, query)).status).toBe(429);
  });

  it('refuses bad input with field messages only', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['start=2024-5-1&end=2024-05-02&key_word=ERC', { start: 'validation.reportDate' }],
      ['start=2024-05-02&end=2024-05-01&key_word=ERC', { end: 'validation.reportEndBeforeStart' }],
      ['start=2024-01-01&end=2025-01-01&key_word=ERC', { end: 'validation.maxDays:366' }],
      ['start=2024-05-01&end=2024-05-02', { key_word: 'validation.required' }],
    ];
    for (const [query, fields] of cases) {
      const answer = await totalFrom('203.0.113.5', query);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body).sort()).toEqual(['code', 'fields', 'message']);
      expect(answer.body.fields).toEqual(fields);
      expect(answer.body.message).not.toMatch(/total|count|sender/i);
    }
  });

  it('is documented as public', async () => {
    const document = (await server().http('GET', '/openapi.json')).body;
    expect(document.paths['/reporting/total'].get.security).toEqual([]);
  });
});
