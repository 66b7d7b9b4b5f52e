import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inboundSmsSchema, type SmsMessageResult } from '../../src/shared/entities/sms';
import type { SmsConfig } from '../../src/server/services/sms/config';
import { createIntakeBatcher } from '../../src/server/services/sms/intake-batcher';
import { signSmsRequest } from '../../src/server/services/sms/signature';
import { storeMessages } from '../../src/server/services/sms/store-messages';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, NON_ADMIN, startTestServer, useTestServer, type HttpResult, type Session, type TestServer } from './support/test-server';

const GATEWAY_SECRET = 'gateway-secret-for-the-intake-suite';
const KANNEL_SECRET = 'kannel-secret-for-the-intake-suite';
const SMS: SmsConfig = {
  gatewaySecret: GATEWAY_SECRET,
  senderHashKey: 'sender-hash-key-of-the-intake-suite',
  kannel: {
    secret: KANNEL_SECRET,
    allowedAddresses: ['127.0.0.1', '::1', '10.9.0.0/16'],
    smscOperators: { etisalat: 1, du: 2 },
    timeZone: 'Asia/Dubai',
  },
  replies: { en: 'Thank you for your donation', ar: 'شكرًا لتبرعك' },
};
const DONOR = '+971501234567';

interface StoredRow {
  operator_message_id: string;
  day: string;
  received_at: string;
  mno: number;
  short_code: number;
  sender_id: number;
  text: string;
  org_id: number | null;
  keyword: string | null;
  price: number;
  source: string;
}

let sequence = 0;
/** A well-formed message with a fresh operator id; fields overridden by `over`. */
function message(over: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    mno: 1,
    message_id: `op-${sequence}`,
    short_code: 4202,
    sender: DONOR,
    text: 'ERC',
    received_at: '2025-03-01T09:00:00+04:00',
    ...over,
  };
}

describeOnEachDatabase('SMS intake', (kind) => {
  const server = useTestServer(kind, { config: { sms: SMS } });
  let admin: Session;
  let orgA: number;
  let orgB: number;

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
    const organizations = (await server().http('GET', '/organizations', { session: admin })).body.data.organizations as { id: number; intID: number }[];
    orgA = organizations.find((row) => row.intID === 101)!.id;
    orgB = organizations.find((row) => row.intID === 102)!.id;
    // Keywords written the ways Arabic keywords are (hamza on alef, taa marbuta), and one with digits.
    for (const title of ['إغاثة', 'Zakat 100']) {
      const created = await server().http('POST', '/classes/keywords', { session: admin, body: { title, org_id: orgA } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });

  /** POST /sms/inbound with `body` as sent, signed with `secret` at the server's time moved by `skewSeconds`. */
  async function postSigned(body: unknown, options: { secret?: string; skewSeconds?: number; on?: TestServer } = {}): Promise<HttpResult> {
    const target = options.on ?? server();
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const at = new Date(target.clock.now().getTime() + (options.skewSeconds ?? 0) * 1000);
    return rawPost(target, '/sms/inbound', text, signSmsRequest(options.secret ?? GATEWAY_SECRET, text, at));
  }

  async function rawPost(target: TestServer, path: string, text: string, headers: Record<string, string>): Promise<HttpResult> {
    const response = await fetch(target.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });
    const answer = await response.text();
    return { status: response.status, body: answer.startsWith('{') ? JSON.parse(answer) : answer, headers: Object.fromEntries(response.headers.entries()) };
  }

  async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
    return ((await server().database.handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  async function storedRows(messageIds: string[]): Promise<StoredRow[]> {
    const found = await rows<StoredRow>(sql`
      SELECT operator_message_id, day::text AS day, received_at, mno, short_code, sender_id, text, org_id, keyword, price, source
      FROM sms_messages WHERE operator_message_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(messageIds)}::text::jsonb))`);
    return messageIds.map((id) => found.find((row) => row.operator_message_id === id)!).filter(Boolean);
  }

  it('refuses a request that is not signed, signed with another secret, changed after signing or too old', async () => {
    const body = JSON.stringify({ messages: [message()] });
    const unsigned = await rawPost(server(), '/sms/inbound', body, {});
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.code).toBe('smsSignatureInvalid');
    expect((await postSigned(body, { secret: 'another-secret-of-sixteen' })).body.code).toBe('smsSignatureInvalid');

    const headers = signSmsRequest(GATEWAY_SECRET, body, server().clock.now());
    const changed = await rawPost(server(), '/sms/inbound', body.replace('ERC', 'BER'), headers);
    expect(changed.status).toBe(401);
    expect(changed.body.code).toBe('smsSignatureInvalid');
    const badHeader = await rawPost(server(), '/sms/inbound', body, { ...headers, 'x-sms-signature': 'md5=abc' });
    expect(badHeader.status).toBe(401);
    // The signature is exactly the hex: a valid one with anything after it is refused (a hex
    // decoder would stop at the first non-hex character and compare only the valid part).
    for (const trailing of ['zz', '0', '00', 'g', '=']) {
      const padded = await rawPost(server(), '/sms/inbound', body, { ...headers, 'x-sms-signature': `${headers['x-sms-signature']}${trailing}` });
      expect(padded.status, trailing).toBe(401);
      expect(padded.body.code, trailing).toBe('smsSignatureInvalid');
    }

    const old = await postSigned(body, { skewSeconds: -301 });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('smsSignatureExpired');
    expect((await postSigned(body, { skewSeconds: 301 })).body.code).toBe('smsSignatureExpired');
    // Nobody learns anything about the body without the secret: not even that it is not JSON.
    expect((await rawPost(server(), '/sms/inbound', '{not json', {})).status).toBe(401);
    expect(await rows(sql`SELECT 1 FROM sms_messages`)).toEqual([]);
  });

  it('accepts a signed request within 5 minutes, and a replay of it later is refused', async () => {
    const body = JSON.stringify(message());
    const headers = signSmsRequest(GATEWAY_SECRET, body, new Date(server().clock.now().getTime() - 299_000));
    const first = await rawPost(server(), '/sms/inbound', body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ stored: 1, duplicates: 0, refused: 0 });
    // Within the window a replay is only the same message again; after it, the request is refused.
    expect((await rawPost(server(), '/sms/inbound', body, headers)).body).toMatchObject({ stored: 0, duplicates: 1 });
    server().clock.advance(2_000);
    const replay = await rawPost(server(), '/sms/inbound', body, headers);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('smsSignatureExpired');
  });

  it('answers 400 with field messages to a body that is not a message or a batch', async () => {
    const empty = await postSigned({ messages: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'validation', fields: { messages: 'validation.required' } });
    const tooMany = await postSigned({ messages: Array.from({ length: 1001 }, () => ({})) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ messages: 'validation.maxItems:1000' });
    const bare = await postSigned({ mno: 3, message_id: 'x', short_code: 4202, sender: 'abc', text: 'ERC', received_at: 'today' });
    expect(bare.status).toBe(400);
    expect(bare.body.fields).toEqual({ mno: 'validation.smsOperator', sender: 'validation.smsSender', received_at: 'validation.smsReceivedAt' });
    const notJson = await postSigned('{"messages": [');
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('validation');
  });

  it('keeps the good messages of a batch and refuses the malformed one with its own fields', async () => {
    const good = [message(), message()];
    const answer = await postSigned({
      messages: [good[0], { ...message(), mno: 3, short_code: 'abc', sender: '12', received_at: '2025-03-01', extra: 1 }, good[1]],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ stored: 2, duplicates: 0, refused: 1 });
    expect(answer.body.results[0]).toEqual({ index: 0, message_id: good[0]!.message_id, status: 'stored', matched: true });
    expect(answer.body.results[1]).toMatchObject({
      index: 1,
      status: 'refused',
      fields: {
        mno: 'validation.smsOperator',
        short_code: 'validation.smsShortCode',
        sender: 'validation.smsSender',
        received_at: 'validation.smsReceivedAt',
        extra: 'validation.unknownField',
      },
    });
    expect(answer.body.results[2]).toMatchObject({ index: 2, status: 'stored' });
    expect((await storedRows(good.map((entry) => entry.message_id as string))).length).toBe(2);
  });

  it('counts a message once: twice in one batch, sent again, and sent at once to two server instances', async () => {
    const twice = message();
    const batch = await postSigned({ messages: [twice, { ...twice, text: 'BER' }] });
    expect(batch.body).toMatchObject({ stored: 1, duplicates: 1 });
    expect(batch.body.results.map((result: { status: string }) => result.status)).toEqual(['stored', 'duplicate']);
    expect((await postSigned(twice)).body).toMatchObject({ stored: 0, duplicates: 1 });
    // Another operator may use the same message id: a different message.
    expect((await postSigned({ ...twice, mno: 2 })).body).toMatchObject({ stored: 1 });

    const second = await startTestServer(kind, { database: server().database, seed: false, clock: server().clock, config: { sms: SMS } });
    try {
      const shared = Array.from({ length: 40 }, () => message());
      const answers = await Promise.all([
        postSigned({ messages: shared }),
        postSigned({ messages: [...shared].reverse() }, { on: second }),
        postSigned({ messages: shared.slice(10, 30) }),
      ]);
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answers.reduce((sum, answer) => sum + answer.body.stored, 0)).toBe(40);
      expect(answers.reduce((sum, answer) => sum + answer.body.duplicates, 0)).toBe(60);
      const counted = await rows<{ n: number | string; distinct_ids: number | string }>(sql`
        SELECT count(*) AS n, count(DISTINCT operator_message_id) AS distinct_ids FROM sms_messages
        WHERE operator_message_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(shared.map((entry) => entry.message_id))}::text::jsonb))`);
      expect(counted.map((row) => [Number(row.n), Number(row.distinct_ids)])).toEqual([[40, 40]]);
    } finally {
      await second.close();
    }
  });

  it('stores the messages of requests arriving together in one batch, and answers each request with its own results', async () => {
    const { batcher, batchSizes } = realBatcher();
    const shared = inboundSmsSchema.parse(message());
    const first = [shared, inboundSmsSchema.parse(message())];
    const second = [inboundSmsSchema.parse(message()), shared, inboundSmsSchema.parse(message({ text: 'BER' }))];
    // Submitted in the same tick: gathered into one batch, as concurrent requests are.
    const [firstResults, secondResults] = await Promise.all([batcher.submit(first, 'gateway'), batcher.submit(second, 'gateway')]);
    expect(batchSizes).toEqual([5]);
    const outcome = (results: SmsMessageResult[]) => results.map((result) => [result.index, result.message_id, result.status]);
    expect(outcome(firstResults)).toEqual([
      [0, shared.message_id, 'stored'],
      [1, first[1]!.message_id, 'stored'],
    ]);
    expect(outcome(secondResults)).toEqual([
      [0, second[0]!.message_id, 'stored'],
      [1, shared.message_id, 'duplicate'],
      [2, second[2]!.message_id, 'stored'],
    ]);
    const distinct = [...new Set([...first, ...second].map((entry) => entry.message_id))];
    expect((await storedRows(distinct)).length).toBe(4);
    const copies = await rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM sms_messages WHERE operator_message_id = ${shared.message_id}`);
    expect(Number(copies[0]!.n)).toBe(1);
  });

  it('fails every request of a batch that could not be stored, and keeps none of its messages', async () => {
    const { batcher, batchSizes } = realBatcher();
    // A message the database refuses to store makes its whole batch fail.
    await rows(sql`CREATE FUNCTION sms_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await rows(sql`CREATE TRIGGER sms_test_refuse BEFORE INSERT ON sms_message_keys FOR EACH ROW WHEN (NEW.operator_message_id = 'refuse-me') EXECUTE FUNCTION sms_test_refuse()`);
    const innocent = [inboundSmsSchema.parse(message()), inboundSmsSchema.parse(message())];
    const poisoned = [inboundSmsSchema.parse(message({ message_id: 'refuse-me' }))];
    try {
      const answers = await Promise.allSettled([batcher.submit(innocent, 'gateway'), batcher.submit(poisoned, 'gateway')]);
      expect(batchSizes).toEqual([3]);
      expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
      expect(await storedRows([...innocent, ...poisoned].map((entry) => entry.message_id))).toEqual([]);
      expect(await rows(sql`SELECT 1 FROM sms_message_keys WHERE operator_message_id = ${innocent[0]!.message_id}`)).toEqual([]);
    } finally {
      await rows(sql`DROP TRIGGER sms_test_refuse ON sms_message_keys`);
      await rows(sql`DROP FUNCTION sms_test_refuse()`);
    }
    // Nothing of the failed batch was kept, so the gateway's retry stores it.
    expect((await batcher.submit(innocent, 'gateway')).map((result) => result.status)).toEqual(['stored', 'stored']);
  });

  /** An intake batcher storing into the suite's database, recording the size of each batch. */
  function realBatcher() {
    const deps = { db: server().database.handle.db, clock: server().clock.now, senderKey: Buffer.from(SMS.senderHashKey!, 'utf8') };
    const batchSizes: number[] = [];
    const batcher = createIntakeBatcher({
      store: (messages, source) => {
        batchSizes.push(messages.length);
        return storeMessages(deps, messages, source);
      },
    });
    return { batcher, batchSizes };
  }

  it('matches English keywords without case and Arabic ones after normalization; keeps unmatched messages', async () => {
    const cases: Array<[text: string, keyword: string | null]> = [
      ['erc', 'ERC'],
      ['  Erc  ', 'ERC'],
      ['اغاثه', 'إغاثة'],
      ['أغاثة', 'إغاثة'],
      ['آغاثة', 'إغاثة'],
      ['إغـــاثـة', 'إغاثة'],
      ['  إغاثة \n', 'إغاثة'],
      ['zakat ١٠٠', 'Zakat 100'],
      ['ZAKAT   100', 'Zakat 100'],
      ['هلال', 'هلال'],
      ['please send help', null],
      ['', null],
    ];
    const sent = cases.map(([text]) => message({ text }));
    const answer = await postSigned({ messages: sent });
    expect(answer.body.stored).toBe(cases.length);
    expect(answer.body.results.map((result: { matched: boolean }) => result.matched)).toEqual(cases.map(([, keyword]) => keyword !== null));
    const stored = await storedRows(sent.map((entry) => entry.message_id as string));
    expect(stored.map((row) => row.keyword)).toEqual(cases.map(([, keyword]) => keyword));
    // The short code 4202 of Etisalat belongs to one organization: unmatched messages are still its own.
    expect(stored.every((row) => row.org_id === orgA && row.price === 10)).toBe(true);
    expect(stored.map((row) => row.text)).toEqual(cases.map(([text]) => text));
  });

  it('prices a message by short code and operator, by keyword, else by the campaign amounts', async () => {
    // A short code of one organization with a keyword of its own price and a row for any other text.
    await rows(sql`INSERT INTO short_codes (orgid, mnoid, price, shortcode, keyword_en) VALUES (${orgA}, 1, 100, 7000, 'GOLD'), (${orgA}, 1, 5, 7000, '')`);
    // Without active rows, the campaign short codes keep their spec 9 amounts.
    // Written straight to the table: its trigger still tells the intake (sms_routing_version).
    await rows(sql`UPDATE short_codes SET isactive = 0 WHERE shortcode = 4409`);
    const cases: Array<[over: Record<string, unknown>, price: number, org: () => number | null, keyword: string | null]> = [
      [{ mno: 1, short_code: 4202, text: 'ERC' }, 10, () => orgA, 'ERC'],
      [{ mno: 2, short_code: 4202, text: 'erc' }, 10, () => orgA, 'ERC'],
      [{ mno: 1, short_code: 4206, text: 'ber' }, 50, () => orgB, 'BER'],
      [{ mno: 2, short_code: 4209, text: 'بر' }, 100, () => orgB, 'بر'],
      // A keyword of another organization than the short code's is not that organization's donation.
      [{ mno: 1, short_code: 4206, text: 'ERC' }, 50, () => orgB, null],
      [{ mno: 1, short_code: 7000, text: 'gold' }, 100, () => orgA, 'GOLD'],
      [{ mno: 1, short_code: 7000, text: 'silver' }, 5, () => orgA, null],
      // No active short-code row: the campaign amounts of spec 9, else nothing.
      [{ mno: 1, short_code: 4409, text: 'ERC' }, 500, () => null, null],
      [{ mno: 2, short_code: 7000, text: 'gold' }, 0, () => null, null],
    ];
    try {
      const sent = cases.map(([over]) => message(over));
      expect((await postSigned({ messages: sent })).body.stored).toBe(cases.length);
      const stored = await storedRows(sent.map((entry) => entry.message_id as string));
      expect(stored.map((row) => [row.price, row.org_id, row.keyword])).toEqual(cases.map(([, price, org, keyword]) => [price, org(), keyword]));
    } finally {
      await rows(sql`UPDATE short_codes SET isactive = 1 WHERE shortcode = 4409`);
    }
  });

  it('counts a message on its day in Dubai, in its month partition', async () => {
    const late = message({ received_at: '2025-03-01T20:30:00Z' });
    const early = message({ received_at: '2025-02-28T19:59:59Z' });
    const december = message({ received_at: '2024-12-31T10:00:00Z' });
    expect((await postSigned({ messages: [late, early, december] })).body.stored).toBe(3);
    const stored = await storedRows([late, early, december].map((entry) => entry.message_id as string));
    expect(stored.map((row) => row.day)).toEqual(['2025-03-02', '2025-02-28', '2024-12-31']);
    const partitions = await rows<{ name: string }>(sql`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'sms_messages'::regclass ORDER BY 1`);
    expect(partitions.map((row) => row.name)).toEqual(expect.arrayContaining(['sms_messages_2024_12', 'sms_messages_2025_02', 'sms_messages_2025_03']));
  });

  it('keeps the same phone as one sender, however its number is written, and never the number itself', async () => {
    const forms = ['+971509876543', '00971509876543', '0509876543', '971 50 987 6543'.replace(/ /g, '')];
    const sent = forms.map((sender) => message({ sender }));
    const other = message({ sender: '+971501111111' });
    expect((await postSigned({ messages: [...sent, other] })).body.stored).toBe(5);
    const stored = await storedRows([...sent, other].map((entry) => entry.message_id as string));
    expect(new Set(stored.slice(0, 4).map((row) => row.sender_id)).size).toBe(1);
    expect(stored[4]!.sender_id).not.toBe(stored[0]!.sender_id);

    // Every column of every row, as text (bytea as hex): no number in any form.
    const everything = await rows<{ row: string }>(sql`
      SELECT row_to_json(m)::text AS row FROM sms_messages m
      UNION ALL SELECT row_to_json(s)::text FROM sms_senders s
      UNION ALL SELECT row_to_json(k)::text FROM sms_message_keys k`);
    expect(everything.length).toBeGreaterThan(10);
    const text = everything.map((entry) => entry.row).join('\n');
    for (const number of ['509876543', '501234567', '501111111']) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(Buffer.from(number).toString('hex'));
    }
  });

  it("takes Kannel's messages: secret, allowed addresses, SMSC operator, its time zone, the donor's reply", async () => {
    const query = (params: Record<string, string>) => `/sms/kannel?${new URLSearchParams({ secret: KANNEL_SECRET, smsc: 'etisalat', to: '4202', from: '+971502223333', ...params })}`;
    const english = await server().http('GET', query({ id: 'kannel-1', text: 'erc', time: '2025-03-01 02:30:00' }));
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/plain/);
    expect(english.body).toBe('Thank you for your donation');
    // Kannel retries with the same id: answered the same, counted once.
    expect((await server().http('GET', query({ id: 'kannel-1', text: 'erc', time: '2025-03-01 02:30:00' }))).body).toBe('Thank you for your donation');
    const arabic = await server().http('GET', query({ id: 'kannel-2', smsc: 'du', text: 'هلال', time: '2025-03-01 23:59:59' }));
    expect(arabic.body).toBe('شكرًا لتبرعك');
    const form = await fetch(`${server().url}/sms/kannel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: KANNEL_SECRET, smsc: 'du', id: 'kannel-3', from: '0502223333', to: '4202', text: 'ERC' }).toString(),
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toBe('Thank you for your donation');

    const stored = await storedRows(['kannel-1', 'kannel-2', 'kannel-3']);
    expect(stored.map((row) => [row.mno, row.keyword, row.day, row.source])).toEqual([
      [1, 'ERC', '2025-03-01', 'kannel'],
      [2, 'هلال', '2025-03-01', 'kannel'],
      [2, 'ERC', '2025-03-01', 'kannel'],
    ]);
    expect(new Date(stored[0]!.received_at).toISOString()).toBe('2025-02-28T22:30:00.000Z');
    expect(new Date(stored[1]!.received_at).toISOString()).toBe('2025-03-01T19:59:59.000Z');
    expect(new Date(stored[2]!.received_at).toISOString()).toBe(server().clock.now().toISOString());
    expect(new Set(stored.map((row) => row.sender_id)).size).toBe(1);
    expect((await rows(sql`SELECT 1 FROM sms_messages WHERE operator_message_id = 'kannel-1'`)).length).toBe(1);

    expect((await server().http('GET', query({ id: 'kannel-4', text: 'ERC', secret: 'wrong' }))).status).toBe(401);
    expect((await server().http('GET', query({ id: 'kannel-4', text: 'ERC', secret: '' }))).status).toBe(401);
    expect((await server().injectFrom('10.8.0.1', 'GET', query({ id: 'kannel-4', text: 'ERC' }))).status).toBe(403);
    const fromRange = await server().app.inject({ method: 'GET', url: query({ id: 'kannel-5', text: 'ERC' }), remoteAddress: '10.9.3.4' });
    expect(fromRange.statusCode).toBe(200);
    const refused = await server().http('GET', query({ id: 'kannel-6', smsc: 'mystery', text: 'ERC' }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ smsc: 'validation.smsOperator' });
    const badFields = await server().http('GET', query({ id: 'kannel-6', from: 'nobody', time: '2025-02-30 10:00:00', text: 'x' }));
    expect(badFields.status).toBe(400);
    expect(badFields.body.fields).toEqual({ time: 'validation.smsReceivedAt' });
    expect((await server().http('GET', query({ id: 'kannel-6', from: 'nobody', text: 'x' }))).body.fields).toEqual({ from: 'validation.smsSender' });
  });

  it('imports an operator statement for admins only, by the same rules', async () => {
    const already = message();
    await postSigned(already);
    const body = { messages: [message({ text: 'BER', short_code: 4206 }), already, message({ sender: 'x' }), message({ text: 'هلال' })] };
    expect((await server().http('POST', '/sms/import', { body })).status).toBe(401);
    const user = await server().signIn(NON_ADMIN);
    expect((await server().http('POST', '/sms/import', { body, session: user })).status).toBe(403);
    const imported = await server().http('POST', '/sms/import', { body, session: admin });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ stored: 2, duplicates: 1, refused: 1 });
    expect(imported.body.results[2]).toMatchObject({ status: 'refused', fields: { sender: 'validation.smsSender' } });
    const stored = await storedRows([body.messages[0]!.message_id as string, body.messages[3]!.message_id as string]);
    expect(stored.map((row) => [row.source, row.keyword])).toEqual([
      ['import', 'BER'],
      ['import', 'هلال'],
    ]);
    const invalid = await server().http('POST', '/sms/import', { body: { rows: [] }, session: admin });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toMatchObject({ messages: expect.stringMatching(/^validation\./), rows: 'validation.unknownField' });
  });

  it('documents the gateway signature as the security of POST /sms/inbound', async () => {
    const { body } = await server().http('GET', '/openapi.json');
    expect(body.components.securitySchemes.smsGatewaySignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Sms-Signature' });
    expect(body.paths['/sms/inbound'].post.security).toEqual([{ smsGatewaySignature: [] }]);
    expect(body.paths['/sms/kannel'].get.security).toEqual([{ smsKannelSecret: [] }]);
    expect(body.paths['/sms/import'].post.security).toBeUndefined();
  });

  describeUnconfigured();

  function describeUnconfigured() {
    let bare: TestServer;
    let noReplies: TestServer;
    beforeAll(async () => {
      bare = await startTestServer(kind, { database: server().database, seed: false });
      noReplies = await startTestServer(kind, {
        database: server().database,
        seed: false,
        config: { sms: { kannel: { ...SMS.kannel!, smscOperators: { etisalat: 1 } } } },
      });
    });
    afterAll(async () => {
      await bare?.close();
      await noReplies?.close();
    });

    it('answers 503 and names the setting while the intake is not configured; no reply when none is set', async () => {
      const inbound = await postSigned(message(), { on: bare });
      expect(inbound.status).toBe(503);
      expect(inbound.body.code).toBe('smsIntakeNotConfigured');
      expect(inbound.body.message).toContain('SMS_GATEWAY_SECRET');
      const kannel = await bare.http('GET', `/sms/kannel?secret=${KANNEL_SECRET}&smsc=etisalat&id=k&from=971501234567&to=4202&text=ERC`);
      expect(kannel.status).toBe(503);
      expect(kannel.body.message).toContain('SMS_KANNEL_SECRET');
      expect((await postSigned(message(), { on: noReplies })).status).toBe(503);

      const silent = await noReplies.http('GET', `/sms/kannel?secret=${KANNEL_SECRET}&smsc=etisalat&id=kannel-silent&from=971501234567&to=4202&text=ERC`);
      expect(silent.status).toBe(200);
      expect(silent.body).toBe('');
    });
  }
});
