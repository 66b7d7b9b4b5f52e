import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/each-database';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { ADMIN, startTestServer, TestClock, type TestServer } from './support/test-server';

/** The server is stateless: instances sharing one database behave as one server. */
describeOnEachDatabase('Several instances on one database', (kind) => {
  let database: FreshDatabase;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    database = await createFreshDatabase(kind);
    const clock = new TestClock();
    first = await startTestServer(kind, { database, clock });
    second = await startTestServer(kind, { database, clock, seed: false });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.dispose();
  });

  it('verifies on one instance a code issued by another', async () => {
    const generated = await first.http('POST', '/otp/generate', { body: ADMIN });
    const code = await first.latestCode(ADMIN.mobile_number);
    const verified = await second.http('POST', '/otp/verify', {
      body: { ...ADMIN, otp: code, timestamp: generated.body.timestamp },
      headers: { authorization: `Bearer ${generated.body.access_token}` },
    });
    expect(verified.status).toBe(200);
  });

  it('shares cooldowns and sessions; a revoke on one is seen by the other', async () => {
    first.clock.advance(31_000);
    expect((await first.http('POST', '/otp/generate', { body: ADMIN })).status).toBe(200);
    const early = await second.http('POST', '/otp/generate', { body: ADMIN });
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('otp.cooldown');

    const session = await first.signIn(ADMIN);
    expect((await second.http('POST', '/token/verify', { session })).status).toBe(200);
    expect((await second.http('POST', '/token/revoke', { session })).status).toBe(200);
    expect((await first.http('GET', '/organizations', { session })).status).toBe(401);
  });
});
