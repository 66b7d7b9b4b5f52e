import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../src/shared/constants';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, ADMIN_EMAIL, NON_ADMIN, useTestServer, type Session } from './support/test-server';

describeOnEachDatabase('Sessions and the admin guard', (kind) => {
  const server = useTestServer(kind);
  // One identity may ask for 10 codes a day: tests that need no fresh session share this one.
  let sharedAdmin: Session | undefined;
  const adminSession = async () => (sharedAdmin ??= await server().signIn(ADMIN));

  describe('a protected route (GET /organizations)', () => {
    it('answers an admin session', async () => {
      const admin = await adminSession();
      const answer = await server().http('GET', '/organizations', { session: admin });
      expect(answer.status).toBe(200);
    });

    it('answers 401 without a token, and with a token but no X-Object-Id', async () => {
      const admin = await adminSession();
      const anonymous = await server().http('GET', '/organizations');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ code: 'unauthorized', message: expect.any(String) });

      const tokenOnly = await server().http('GET', '/organizations', {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(tokenOnly.status).toBe(401);
    });

    it('answers 401 for a token that is not a session, or a challenge token', async () => {
      const admin = await adminSession();
      const forged = await server().http('GET', '/organizations', { session: { ...admin, token: 'forged-token' } });
      expect(forged.status).toBe(401);

      server().clock.advance(31_000);
      const challenge = await server().http('POST', '/otp/generate', { body: ADMIN });
      const withChallenge = await server().http('GET', '/organizations', {
        session: { token: challenge.body.access_token, objectId: admin.objectId },
      });
      expect(withChallenge.status).toBe(401);
    });

    it("answers 401 when X-Object-Id is not the session's user", async () => {
      const admin = await adminSession();
      const user = await server().signIn(NON_ADMIN);
      const mismatched = await server().http('GET', '/organizations', {
        session: { token: admin.token, objectId: user.objectId },
      });
      expect(mismatched.status).toBe(401);
      expect(mismatched.body.code).toBe('unauthorized');
    });

    it('answers 403 to a non-admin', async () => {
      const user = await server().signIn(NON_ADMIN);
      const answer = await server().http('GET', '/organizations', { session: user });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 'forbidden', message: expect.any(String) });
    });

    it('answers 401 once the session is revoked', async () => {
      const admin = await server().signIn(ADMIN);
      const revoked = await server().http('POST', '/token/revoke', { session: admin });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ revoked: true });
      expect((await server().http('GET', '/organizations', { session: admin })).status).toBe(401);
      expect((await server().http('POST', '/token/verify', { session: admin })).status).toBe(401);
      expect((await server().http('POST', '/token/revoke', { session: admin })).status).toBe(401);
    });

    it('leaves other sessions of the same user alone when one is revoked', async () => {
      const first = await server().signIn(ADMIN);
      const second = await server().signIn(ADMIN);
      await server().http('POST', '/token/revoke', { session: first });
      expect((await server().http('GET', '/organizations', { session: second })).status).toBe(200);
    });
  });

  describe('POST /token/verify', () => {
    it('confirms a live admin session with its object id and expiry', async () => {
      const admin = await server().signIn(ADMIN_EMAIL);
      const answer = await server().http('POST', '/token/verify', { session: admin });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        valid: true,
        object_id: admin.objectId,
        expires_at: new Date(server().clock.now().getTime() + SESSION_TTL_MS).toISOString(),
      });
    });

    it('accepts a JSON content type with an empty body or an empty object', async () => {
      const admin = await adminSession();
      const empty = await server().http('POST', '/token/verify', {
        session: admin,
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.status).toBe(200);
      expect((await server().http('POST', '/token/verify', { session: admin, body: {} })).status).toBe(200);
    });

    it('answers 401 without a session and 403 for a non-admin', async () => {
      expect((await server().http('POST', '/token/verify')).status).toBe(401);
      const user = await server().signIn(NON_ADMIN);
      expect((await server().http('POST', '/token/verify', { session: user })).status).toBe(403);
    });
  });

  describe('POST /token/revoke', () => {
    it("lets a non-admin discard their own session (the client's 'only admins' path)", async () => {
      const user = await server().signIn(NON_ADMIN);
      const answer = await server().http('POST', '/token/revoke', { session: user });
      expect(answer.status).toBe(200);
      expect((await server().http('POST', '/token/revoke', { session: user })).status).toBe(401);
    });

    it('answers 401 without a session', async () => {
      expect((await server().http('POST', '/token/revoke')).status).toBe(401);
    });
  });

  // Last: it moves the clock half a day.
  describe('expiry', () => {
    it('ends a session after its lifetime', async () => {
      const admin = await server().signIn(ADMIN_EMAIL);
      server().clock.advance(SESSION_TTL_MS - 1_000);
      expect((await server().http('POST', '/token/verify', { session: admin })).status).toBe(200);
      server().clock.advance(1_000);
      expect((await server().http('POST', '/token/verify', { session: admin })).status).toBe(401);
      expect((await server().http('GET', '/organizations', { session: admin })).status).toBe(401);
      expect((await server().http('POST', '/token/revoke', { session: admin })).status).toBe(401);
    });
  });
});
