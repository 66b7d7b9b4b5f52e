import { describe, expect, it } from 'vitest';
import { OTP_POLICY } from '../../src/shared/constants';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, ADMIN_EMAIL, useTestServer, type TestServer } from './support/test-server';

/** Asks for a code (over HTTP, or from another client address) and reads it from the outbox. */
async function requestCode(server: TestServer, identity: { mobile_number: string } | { email: string }) {
  const generated = await server.http('POST', '/otp/generate', { body: identity });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const code = await server.latestCode(Object.values(identity)[0] as string);
  return { token: generated.body.access_token as string, timestamp: generated.body.timestamp as number, code };
}

function verify(
  server: TestServer,
  identity: { mobile_number: string } | { email: string },
  attempt: { token: string; timestamp: number; code: string },
) {
  return server.http('POST', '/otp/verify', {
    body: { ...identity, otp: attempt.code, timestamp: attempt.timestamp },
    headers: { authorization: `Bearer ${attempt.token}` },
  });
}

function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

describeOnEachDatabase('OTP sign-in', (kind) => {
  describe('generate and verify', () => {
    const server = useTestServer(kind);

    it('signs an admin in by mobile number with the code sent by SMS', async () => {
      const generated = await server().http('POST', '/otp/generate', { body: ADMIN });
      expect(generated.status).toBe(200);
      expect(generated.body).toEqual({
        access_token: expect.any(String),
        timestamp: server().clock.now().getTime(),
        resend_after: 30,
      });

      const outbox = await server().http('GET', `/dev/outbox?to=${ADMIN.mobile_number}`);
      const [message] = outbox.body.messages;
      expect(message).toMatchObject({ to: ADMIN.mobile_number, channel: 'sms' });
      // Bilingual text carrying the 4-digit code.
      expect(message.text).toMatch(/رمز/);
      expect(message.text).toMatch(/code/i);
      const code = /\b(\d{4})\b/.exec(message.text)?.[1];
      expect(code).toMatch(/^\d{4}$/);

      const verified = await verify(server(), ADMIN, {
        token: generated.body.access_token,
        timestamp: generated.body.timestamp,
        code: code!,
      });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ access_token: expect.any(String), object_id: expect.any(String), new_user: false });
      expect(verified.body.access_token).not.toBe(generated.body.access_token);

      const me = await server().http('GET', `/users/${verified.body.object_id}`, {
        session: { token: verified.body.access_token, objectId: verified.body.object_id },
      });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ role: 'admin', mobile_number: ADMIN.mobile_number });
    });

    it('signs the same admin in by email, whatever the letter case, with the code sent by email', async () => {
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const generated = await server().http('POST', '/otp/generate', { body: { email: 'Admin@Example.org' } });
      expect(generated.status).toBe(200);
      const outbox = await server().http('GET', '/dev/outbox?to=admin@example.org');
      expect(outbox.body.messages[0]).toMatchObject({ to: 'admin@example.org', channel: 'email' });
      const code = /\b(\d{4})\b/.exec(outbox.body.messages[0].text)![1]!;
      const verified = await verify(server(), ADMIN_EMAIL, {
        token: generated.body.access_token,
        timestamp: generated.body.timestamp,
        code,
      });
      expect(verified.status).toBe(200);
      expect(verified.body.new_user).toBe(false);
      const me = await server().http('GET', `/users/${verified.body.object_id}`, {
        session: { token: verified.body.access_token, objectId: verified.body.object_id },
      });
      expect(me.body.user).toMatchObject({ email: 'admin@example.org', mobile_number: ADMIN.mobile_number });
    });

    it('creates a user with role user on the first sign-in of an unknown identity, only once', async () => {
      const stranger = { mobile_number: '971500000123' };
      const first = await server().signIn(stranger);
      expect(first.newUser).toBe(true);
      const again = await server().signIn(stranger);
      expect(again.newUser).toBe(false);
      expect(again.objectId).toBe(first.objectId);

      const admin = await server().signIn(ADMIN);
      const created = await server().http('GET', `/users/${first.objectId}`, { session: admin });
      expect(created.status).toBe(200);
      expect(created.body.user).toMatchObject({
        objectId: first.objectId,
        role: 'user',
        mobile_number: stranger.mobile_number,
        email: null,
      });
    });

    it('accepts a code only once', async () => {
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const attempt = await requestCode(server(), ADMIN);
      expect((await verify(server(), ADMIN, attempt)).status).toBe(200);
      const replay = await verify(server(), ADMIN, attempt);
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('otp.challengeInvalid');
    });

    it('refuses a wrong code with otp.invalid, and the right one still works afterwards', async () => {
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const attempt = await requestCode(server(), ADMIN);
      const wrong = await verify(server(), ADMIN, { ...attempt, code: wrongCode(attempt.code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'otp.invalid', message: expect.any(String) });
      expect((await verify(server(), ADMIN, attempt)).status).toBe(200);
    });

    it('kills a code after 5 wrong tries, even for the right code', async () => {
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const attempt = await requestCode(server(), ADMIN);
      const answers = [];
      for (let i = 0; i < OTP_POLICY.maxWrongTries; i++) {
        answers.push(await verify(server(), ADMIN, { ...attempt, code: wrongCode(attempt.code) }));
      }
      expect(answers.slice(0, -1).map((answer) => answer.body.code)).toEqual(Array(4).fill('otp.invalid'));
      expect(answers.at(-1)?.body.code).toBe('otp.tooManyTries');
      const right = await verify(server(), ADMIN, attempt);
      expect(right.status).toBe(400);
      expect(right.body.code).toBe('otp.tooManyTries');
    });

    it('lets a code expire after 5 minutes', async () => {
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const attempt = await requestCode(server(), ADMIN);
      server().clock.advance(OTP_POLICY.validForMs);
      const late = await verify(server(), ADMIN, attempt);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('otp.expired');
    });

    it('accepts a code just before it expires', async () => {
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const attempt = await requestCode(server(), ADMIN);
      server().clock.advance(OTP_POLICY.validForMs - 1_000);
      expect((await verify(server(), ADMIN, attempt)).status).toBe(200);
    });

    it('keeps a code valid when a newer one is sent: each code answers only its own challenge', async () => {
      server().clock.advance(OTP_POLICY.maxResendCooldownMs);
      const first = await requestCode(server(), ADMIN);
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const second = await requestCode(server(), ADMIN);

      if (first.code !== second.code) {
        const oldCodeOnNewChallenge = await verify(server(), ADMIN, { ...second, code: first.code });
        expect(oldCodeOnNewChallenge.body.code).toBe('otp.invalid');
      }
      expect((await verify(server(), ADMIN, first)).status).toBe(200);
      expect((await verify(server(), ADMIN, second)).status).toBe(200);
    });

    it('binds the verify call to its challenge: token, timestamp and identity must match', async () => {
      server().clock.advance(OTP_POLICY.resendCooldownMs);
      const attempt = await requestCode(server(), ADMIN);

      const noToken = await server().http('POST', '/otp/verify', {
        body: { ...ADMIN, otp: attempt.code, timestamp: attempt.timestamp },
      });
      expect(noToken.status).toBe(401);
      expect(noToken.body.code).toBe('otp.challengeInvalid');

      const unknownToken = await verify(server(), ADMIN, { ...attempt, token: 'not-a-challenge' });
      expect(unknownToken.status).toBe(401);
      expect(unknownToken.body.code).toBe('otp.challengeInvalid');

      const otherTimestamp = await verify(server(), ADMIN, { ...attempt, timestamp: attempt.timestamp - 1 });
      expect(otherTimestamp.status).toBe(400);
      expect(otherTimestamp.body.code).toBe('otp.challengeInvalid');

      const otherIdentity = await verify(server(), { mobile_number: '971500000999' }, attempt);
      expect(otherIdentity.status).toBe(401);
      expect(otherIdentity.body.code).toBe('otp.challengeInvalid');

      expect((await verify(server(), ADMIN, attempt)).status).toBe(200);
    });

    it('refuses malformed input with field messages and sends nothing', async () => {
      const cases = [
        { body: { mobile_number: '0501234567' }, fields: { mobile_number: 'validation.mobileInvalid' } },
        { body: { mobile_number: '' }, fields: { mobile_number: 'validation.mobileRequired' } },
        { body: { email: 'not-an-email' }, fields: { email: 'validation.emailInvalid' } },
        { body: {}, fields: { mobile_number: 'validation.mobileRequired' } },
      ];
      for (const { body, fields } of cases) {
        const answer = await server().http('POST', '/otp/generate', { body });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 'validation', message: expect.any(String), fields });
      }
      const outbox = await server().http('GET', '/dev/outbox?to=0501234567');
      expect(outbox.body.messages).toEqual([]);

      const badOtp = await server().http('POST', '/otp/verify', {
        body: { ...ADMIN, otp: '12a4', timestamp: 1 },
        headers: { authorization: 'Bearer x' },
      });
      expect(badOtp.status).toBe(400);
      expect(badOtp.body.fields).toEqual({ otp: 'validation.otpInvalid' });

      const notJson = await fetch(`${server().url}/otp/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"mobile_number":',
      });
      expect(notJson.status).toBe(400);
      expect(await notJson.json()).toMatchObject({ code: 'validation' });
    });
  });

  describe('limits per identity and requester', () => {
    const server = useTestServer(kind);
    const identity = { mobile_number: '971500000201' };

    it('makes a client wait 30 seconds before another code, saying how long', async () => {
      await requestCode(server(), identity);
      server().clock.advance(10_000);
      const early = await server().http('POST', '/otp/generate', { body: identity });
      expect(early.status).toBe(429);
      expect(early.body).toEqual({ code: 'otp.cooldown', message: expect.any(String), retryAfterSeconds: 20 });
      expect(early.headers['retry-after']).toBe('20');

      server().clock.advance(20_000);
      expect((await server().http('POST', '/otp/generate', { body: identity })).status).toBe(200);
    });

    it('doubles the wait with every code up to 15 minutes, and starts again after a sign-in', async () => {
      const busy = { email: 'busy@example.org' };
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await server().http('POST', '/otp/generate', { body: busy });
        expect(answer.status).toBe(200);
        waits.push(answer.body.resend_after);
        server().clock.advance(answer.body.resend_after * 1000 - 1_000);
        const early = await server().http('POST', '/otp/generate', { body: busy });
        expect(early.body.code).toBe('otp.cooldown');
        server().clock.advance(1_000);
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);

      const attempt = await requestCode(server(), busy);
      expect((await verify(server(), busy, attempt)).status).toBe(200);
      const afterSignIn = await server().http('POST', '/otp/generate', { body: busy });
      expect(afterSignIn.body.resend_after).toBe(30);
    });

    it('starts the wait again after an hour without codes', async () => {
      const quiet = { email: 'quiet@example.org' };
      for (const expected of [30, 60, 120]) {
        const answer = await server().http('POST', '/otp/generate', { body: quiet });
        expect(answer.body.resend_after).toBe(expected);
        server().clock.advance(expected * 1000);
      }
      server().clock.advance(OTP_POLICY.resendWindowMs);
      expect((await server().http('POST', '/otp/generate', { body: quiet })).body.resend_after).toBe(30);
    });
  });

  describe('a stranger who knows the admin\'s number', () => {
    const server = useTestServer(kind);
    const stranger = (n: number) => `198.51.100.${n}`;
    const askFrom = (ip: string, identity: object = ADMIN) => server().injectFrom(ip, 'POST', '/otp/generate', { body: identity });

    it("cannot lock the admin out with ten code requests, and the admin's own code stays valid", async () => {
      const waiting = await requestCode(server(), ADMIN);
      for (let i = 0; i < 10; i++) {
        expect((await askFrom(stranger(1))).status).toBe(i === 0 ? 200 : 429);
        server().clock.advance(1_000);
      }
      // The code the admin is waiting for still works…
      expect((await verify(server(), ADMIN, waiting)).status).toBe(200);
      // …and the admin can ask for another one at once and sign in with it.
      const next = await requestCode(server(), ADMIN);
      expect((await verify(server(), ADMIN, next)).status).toBe(200);
    });

    it('slows down only its own requests, even when it waits out every cooldown', async () => {
      for (let i = 0; i < 10; i++) {
        const answer = await askFrom(stranger(2));
        expect(answer.status).toBe(200);
        server().clock.advance(answer.body.resend_after * 1000);
      }
      expect((await askFrom(stranger(2))).status).toBe(200);
      const admin = await requestCode(server(), ADMIN);
      expect((await verify(server(), ADMIN, admin)).status).toBe(200);
    });

    it('cannot guess for long: 20 wrong codes a day from places the admin never signed in from, while the admin still signs in', async () => {
      const person = { mobile_number: '971500000310' };
      // The person signs in once from this machine: a place of theirs from now on.
      expect((await verify(server(), person, await requestCode(server(), person))).status).toBe(200);

      let wrong = 0;
      for (let n = 10; wrong < OTP_POLICY.maxWrongCodesPerIdentityPerDay; n++) {
        const asked = await askFrom(stranger(n), person);
        expect(asked.status).toBe(200);
        for (let i = 0; i < OTP_POLICY.maxWrongTries && wrong < OTP_POLICY.maxWrongCodesPerIdentityPerDay; i++, wrong++) {
          const guess = await server().injectFrom(stranger(n), 'POST', '/otp/verify', {
            body: { ...person, otp: '0000', timestamp: asked.body.timestamp },
            headers: { authorization: `Bearer ${asked.body.access_token}` },
          });
          expect(guess.status).toBe(400);
        }
      }
      // From yet another place, even a lucky guess is refused now.
      const asked = await askFrom(stranger(99), person);
      const code = await server().latestCode(person.mobile_number);
      const refused = await server().injectFrom(stranger(99), 'POST', '/otp/verify', {
        body: { ...person, otp: code, timestamp: asked.body.timestamp },
        headers: { authorization: `Bearer ${asked.body.access_token}` },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('otp.guessLimit');
      expect(refused.body.retryAfterSeconds).toBeGreaterThan(23 * 3600);

      // The person, at their usual place, is not affected.
      expect((await verify(server(), person, await requestCode(server(), person))).status).toBe(200);
    });

    it('cannot flood the admin with codes: 30 a day from new places, while the usual place still gets codes', async () => {
      const person = { mobile_number: '971500000320' };
      expect((await verify(server(), person, await requestCode(server(), person))).status).toBe(200);
      for (let n = 100; n < 100 + OTP_POLICY.maxCodesPerIdentityPerDay; n++) {
        expect((await askFrom(stranger(n), person)).status).toBe(200);
      }
      const over = await askFrom(stranger(200), person);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('otp.dailyLimit');
      expect(over.body.retryAfterSeconds).toBeGreaterThan(23 * 3600);

      server().clock.advance(OTP_POLICY.resendCooldownMs);
      expect((await verify(server(), person, await requestCode(server(), person))).status).toBe(200);
    });
  });

  describe('limits per client address', () => {
    const server = useTestServer(kind);

    it('accepts 20 code requests per IP in 10 minutes, then refuses that IP only', async () => {
      const ip = '203.0.113.10';
      for (let i = 0; i < OTP_POLICY.maxGeneratesPerIpPerWindow; i++) {
        const answer = await server().injectFrom(ip, 'POST', '/otp/generate', {
          body: { mobile_number: `9715100000${String(i).padStart(2, '0')}` },
        });
        expect(answer.status).toBe(200);
      }
      const over = await server().injectFrom(ip, 'POST', '/otp/generate', { body: { mobile_number: '971510000099' } });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('otp.ipLimit');
      expect(over.body.retryAfterSeconds).toBeGreaterThan(0);
      expect(over.body.retryAfterSeconds).toBeLessThanOrEqual(600);

      const otherIp = await server().injectFrom('203.0.113.11', 'POST', '/otp/generate', {
        body: { mobile_number: '971510000098' },
      });
      expect(otherIp.status).toBe(200);

      server().clock.advance(OTP_POLICY.ipWindowMs);
      const later = await server().injectFrom(ip, 'POST', '/otp/generate', { body: { mobile_number: '971510000097' } });
      expect(later.status).toBe(200);
    });

    it('accepts 60 verify attempts per IP in 10 minutes, then refuses even the right code', async () => {
      const ip = '203.0.113.20';
      const identity = { mobile_number: '971520000001' };
      const generated = await server().injectFrom(ip, 'POST', '/otp/generate', { body: identity });
      const code = await server().latestCode(identity.mobile_number);
      const attempt = (otp: string) =>
        server().injectFrom(ip, 'POST', '/otp/verify', {
          body: { ...identity, otp, timestamp: generated.body.timestamp },
          headers: { authorization: 'Bearer unknown-challenge' },
        });
      for (let i = 0; i < OTP_POLICY.maxVerifiesPerIpPerWindow; i++) {
        expect((await attempt(code)).body.code).toBe('otp.challengeInvalid');
      }
      const over = await server().injectFrom(ip, 'POST', '/otp/verify', {
        body: { ...identity, otp: code, timestamp: generated.body.timestamp },
        headers: { authorization: `Bearer ${generated.body.access_token}` },
      });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('otp.ipLimit');

      server().clock.advance(OTP_POLICY.ipWindowMs);
      const later = await server().injectFrom(ip, 'POST', '/otp/verify', {
        body: { ...identity, otp: code, timestamp: generated.body.timestamp },
        headers: { authorization: `Bearer ${generated.body.access_token}` },
      });
      expect(later.status).toBe(400);
      expect(later.body.code).toBe('otp.expired');
    });

    it('counts by the connection address, not by X-Forwarded-For', async () => {
      // Real HTTP from 127.0.0.1: a forged header does not buy a fresh allowance.
      server().clock.advance(OTP_POLICY.ipWindowMs);
      for (let i = 0; i < OTP_POLICY.maxGeneratesPerIpPerWindow; i++) {
        const answer = await server().http('POST', '/otp/generate', {
          body: { mobile_number: `9715300000${String(i).padStart(2, '0')}` },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(answer.status).toBe(200);
      }
      const over = await server().http('POST', '/otp/generate', {
        body: { mobile_number: '971530000099' },
        headers: { 'x-forwarded-for': '198.51.100.200' },
      });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('otp.ipLimit');
    });
  });

  describe('behind trusted proxies', () => {
    const proxy = '10.0.0.2';
    const server = useTestServer(kind, { config: { trustedProxies: [proxy, 'fd00:1::/64'] } });
    const fill = async (from: string, forwardedFor: (i: number) => string, prefix: string) => {
      for (let i = 0; i < OTP_POLICY.maxGeneratesPerIpPerWindow; i++) {
        const answer = await server().injectFrom(from, 'POST', '/otp/generate', {
          body: { mobile_number: `9715${prefix}${String(i).padStart(2, '0')}` },
          headers: { 'x-forwarded-for': forwardedFor(i) },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    };

    it('counts each forwarded client by its own address, so one busy client does not block the others', async () => {
      await fill(proxy, () => '203.0.113.50', '600000');
      const over = await server().injectFrom(proxy, 'POST', '/otp/generate', {
        body: { mobile_number: '971560000099' },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(over.body.code).toBe('otp.ipLimit');
      // Another client behind the same proxy (or behind a proxy chain ending at it) is served.
      for (const forwarded of ['203.0.113.51', '192.0.2.1, 203.0.113.52']) {
        const other = await server().injectFrom(proxy, 'POST', '/otp/generate', {
          body: { mobile_number: '971560000098' },
          headers: { 'x-forwarded-for': forwarded },
        });
        expect(other.status, forwarded).not.toBe(429);
        server().clock.advance(OTP_POLICY.resendCooldownMs);
      }
    });

    it('believes X-Forwarded-For only from a trusted proxy', async () => {
      server().clock.advance(OTP_POLICY.ipWindowMs);
      const untrusted = '203.0.113.60';
      await fill(untrusted, (i) => `198.51.100.${i}`, '610000');
      const over = await server().injectFrom(untrusted, 'POST', '/otp/generate', {
        body: { mobile_number: '971561000099' },
        headers: { 'x-forwarded-for': '198.51.100.250' },
      });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('otp.ipLimit');
    });

    it('counts IPv6 clients by their /64, from a trusted range of proxies too', async () => {
      server().clock.advance(OTP_POLICY.ipWindowMs);
      await fill('fd00:1::7', (i) => `2001:db8:aa:bb::${(i + 1).toString(16)}`, '620000');
      const sameNetwork = await server().injectFrom('fd00:1::8', 'POST', '/otp/generate', {
        body: { mobile_number: '971562000099' },
        headers: { 'x-forwarded-for': '2001:db8:aa:bb:ffff:1:2:3' },
      });
      expect(sameNetwork.body.code).toBe('otp.ipLimit');
      const otherNetwork = await server().injectFrom('fd00:1::8', 'POST', '/otp/generate', {
        body: { mobile_number: '971562000098' },
        headers: { 'x-forwarded-for': '2001:db8:aa:bc::1' },
      });
      expect(otherNetwork.status).toBe(200);
    });
  });

  describe('with limits from the policy override', () => {
    const server = useTestServer(kind, { otpPolicy: { maxWrongTries: 2, resendCooldownMs: 1_000 } });

    it('applies the overridden numbers', async () => {
      const identity = { mobile_number: '971540000001' };
      const attempt = await requestCode(server(), identity);
      expect((await verify(server(), identity, { ...attempt, code: wrongCode(attempt.code) })).body.code).toBe('otp.invalid');
      expect((await verify(server(), identity, { ...attempt, code: wrongCode(attempt.code) })).body.code).toBe(
        'otp.tooManyTries',
      );
      server().clock.advance(1_000);
      const again = await server().http('POST', '/otp/generate', { body: identity });
      expect(again.status).toBe(200);
      // The second code from this requester: the 1-second base, doubled.
      expect(again.body.resend_after).toBe(2);
    });
  });
});
