import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, NON_ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Adding admins (spec 2.19, 4 "Admin creation")', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
  });
  const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
  const liveSessions = async (objectId: string) => {
    const [row] = await server()
      .database.handle.db.select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userObjectId, objectId), isNull(sessions.revokedAt)));
    return row?.n ?? 0;
  };

  /** Step 1 and step 2 of the add-admin screen, for an identity. */
  const addAdmin = async (identity: { mobile_number: string } | { email: string }) => {
    server().clock.advance(31_000);
    const sent = await call('POST', '/admins/otp/generate', identity);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await server().latestCode(Object.values(identity)[0]!);
    return call('POST', '/admins/otp/verify', { ...identity, otp: code, timestamp: sent.body.timestamp, access_token: sent.body.access_token });
  };

  it('promotes a new identity (created as a user) without any session for them; the admin stays signed in', async () => {
    const added = await addAdmin({ email: 'new.admin@example.org' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.user).toMatchObject({ role: 'admin', email: 'new.admin@example.org', mobile_number: null });
    expect(await liveSessions(added.body.user.objectId)).toBe(0);
    expect((await call('POST', '/token/verify')).status).toBe(200);
    const admins = (await call('GET', '/users?role=admin')).body.users as { objectId: string }[];
    expect(admins.map((user) => user.objectId)).toContain(added.body.user.objectId);
  });

  it('promotes an existing user and ends the sessions they had', async () => {
    const user = await server().signIn(NON_ADMIN);
    expect(await liveSessions(user.objectId)).toBe(1);
    const added = await addAdmin(NON_ADMIN);
    expect(added.status).toBe(200);
    expect(added.body.user).toMatchObject({ objectId: user.objectId, role: 'admin' });
    expect(await liveSessions(user.objectId)).toBe(0);
    expect((await server().http('GET', '/organizations', { session: user })).status).toBe(401);
    expect(await liveSessions(admin.objectId)).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/organizations')).status).toBe(200);
    // Back to a user for the other tests.
    expect((await call('PUT', `/users/${user.objectId}`, { role: 'user' })).status).toBe(200);
  });

  it('refuses a wrong code with 400 (never 401, which would sign the admin out), and promotes nobody', async () => {
    server().clock.advance(31_000);
    const identity = { mobile_number: '971500000088' };
    const sent = await call('POST', '/admins/otp/generate', identity);
    const code = await server().latestCode(identity.mobile_number);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await call('POST', '/admins/otp/verify', { ...identity, otp: wrong, timestamp: sent.body.timestamp, access_token: sent.body.access_token });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('otp.invalid');
    const forged = await call('POST', '/admins/otp/verify', { ...identity, otp: code, timestamp: sent.body.timestamp, access_token: 'forged' });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('otp.challengeInvalid');
    expect((await call('GET', '/users?role=admin')).body.users.some((user: { mobile_number: string }) => user.mobile_number === identity.mobile_number)).toBe(false);
    expect((await call('POST', '/token/verify')).status).toBe(200);
  });

  it('keeps the two kinds of code apart: an add-admin code opens no session, a sign-in code promotes nobody', async () => {
    server().clock.advance(31_000);
    const identity = { mobile_number: '971500000099' };
    const sent = await call('POST', '/admins/otp/generate', identity);
    const code = await server().latestCode(identity.mobile_number);
    const asSignIn = await server().http('POST', '/otp/verify', {
      body: { ...identity, otp: code, timestamp: sent.body.timestamp },
      headers: { authorization: `Bearer ${sent.body.access_token}` },
    });
    expect(asSignIn.status).toBe(401);

    server().clock.advance(31_000);
    const signIn = await server().http('POST', '/otp/generate', { body: identity });
    const signInCode = await server().latestCode(identity.mobile_number);
    const asAdmin = await call('POST', '/admins/otp/verify', {
      ...identity,
      otp: signInCode,
      timestamp: signIn.body.timestamp,
      access_token: signIn.body.access_token,
    });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.body.code).toBe('otp.challengeInvalid');
  });

  it('shares the OTP limits of sign-in (resend cooldown) and validates the identity', async () => {
    server().clock.advance(31_000);
    const identity = { email: 'cooldown@example.org' };
    expect((await call('POST', '/admins/otp/generate', identity)).status).toBe(200);
    const again = await call('POST', '/admins/otp/generate', identity);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('otp.cooldown');
    const invalid = await call('POST', '/admins/otp/generate', { mobile_number: '0501234567' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ mobile_number: 'validation.mobileInvalid' });
  });

  it('refuses to remove the last admin (409), and edits contact details', async () => {
    const admins = (await call('GET', '/users?role=admin')).body.users as { objectId: string }[];
    for (const other of admins.filter((user) => user.objectId !== admin.objectId)) {
      expect((await call('PUT', `/users/${other.objectId}`, { role: 'user' })).status).toBe(200);
    }
    const last = await call('PUT', `/users/${admin.objectId}`, { role: 'user' });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('users.lastAdmin');
    const edited = await call('PUT', `/users/${admin.objectId}`, { email: 'admin@example.org', mobile_number: '971500000001' });
    expect(edited.status).toBe(200);
  });
});
