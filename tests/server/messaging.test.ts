import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSenderFromEnv } from '../../src/server/services/messaging/from-env';
import { describeOnOneDatabase } from './support/each-database';
import {
  startFakeSmsGateway,
  startFakeSmtpServer,
  type FakeSmsGateway,
  type FakeSmtpServer,
} from './support/fake-delivery';
import { ADMIN, useTestServer } from './support/test-server';

/** The text part of a raw email, whatever transfer encoding the client chose. */
function mailText(raw: string): string {
  const [headers = '', ...bodyParts] = raw.split('\r\n\r\n');
  const body = bodyParts.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function codeIn(text: string): string {
  const code = /\b(\d{4})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

describeOnOneDatabase('Messages', (kind) => {
  describe('outbox mode (nothing configured)', () => {
    const server = useTestServer(kind);

    it('keeps every message for its recipient, newest first, readable from this machine', async () => {
      await server().http('POST', '/otp/generate', { body: { mobile_number: '971500000301' } });
      server().clock.advance(31_000);
      await server().http('POST', '/otp/generate', { body: { mobile_number: '971500000301' } });
      await server().http('POST', '/otp/generate', { body: { email: 'someone@example.org' } });

      const outbox = await server().http('GET', '/dev/outbox?to=971500000301');
      expect(outbox.status).toBe(200);
      expect(outbox.body.messages).toHaveLength(2);
      const [newest, older] = outbox.body.messages;
      expect(newest).toEqual({ to: '971500000301', channel: 'sms', text: expect.any(String), createdAt: expect.any(String) });
      expect(Date.parse(newest.createdAt)).toBeGreaterThan(Date.parse(older.createdAt));

      const email = await server().http('GET', '/dev/outbox?to=someone@example.org');
      expect(email.body.messages).toEqual([expect.objectContaining({ to: 'someone@example.org', channel: 'email' })]);
    });

    it('answers loopback callers only (IPv4, IPv6 and mapped), like an unknown route elsewhere', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await server().injectFrom(address, 'GET', '/dev/outbox?to=971500000301')).status).toBe(200);
      }
      const remote = await server().injectFrom('192.0.2.44', 'GET', '/dev/outbox?to=971500000301');
      expect(remote.status).toBe(404);
      expect(remote.body.code).toBe('notFound');
    });

    it('needs a recipient', async () => {
      const answer = await server().http('GET', '/dev/outbox');
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(['to']);
    });

    it('does not take a request a proxy on this machine forwarded for a local one', async () => {
      // No proxy is trusted here: the forwarded address is not believed, but it says the caller is elsewhere.
      for (const headers of [{ 'x-forwarded-for': '192.0.2.44' }, { forwarded: 'for=192.0.2.44' }] as Array<Record<string, string>>) {
        expect((await server().http('GET', '/dev/outbox?to=971500000301', { headers })).status, JSON.stringify(headers)).toBe(404);
        expect((await server().http('GET', '/dev/notifications?userId=someone', { headers })).status, JSON.stringify(headers)).toBe(404);
      }
    });
  });

  describe('outbox mode behind a trusted proxy on this machine', () => {
    const server = useTestServer(kind, { config: { trustedProxies: ['127.0.0.1', '::1'] } });

    it('refuses a remote client the proxy forwards, and answers the machine itself', async () => {
      await server().http('POST', '/otp/generate', { body: { mobile_number: '971500000302' } });
      for (const path of ['/dev/outbox?to=971500000302', '/dev/notifications?userId=someone']) {
        // Real connections from 127.0.0.1: the socket is local, the client the proxy names is not.
        const remote = await server().http('GET', path, { headers: { 'x-forwarded-for': '203.0.113.7' } });
        expect(remote.status, path).toBe(404);
        expect(remote.body.code, path).toBe('notFound');
        const remoteIpv6 = await server().injectFrom('::1', 'GET', path, { headers: { 'x-forwarded-for': '2001:db8::7' } });
        expect(remoteIpv6.status, path).toBe(404);
        expect((await server().http('GET', path)).status, path).toBe(200);
      }
    });
  });

  describe('SMTP and SMS gateway configured', () => {
    let gateway: FakeSmsGateway;
    let smtp: FakeSmtpServer;
    beforeAll(async () => {
      gateway = await startFakeSmsGateway();
      smtp = await startFakeSmtpServer();
    });
    afterAll(async () => {
      await gateway.close();
      await smtp.close();
    });
    const server = useTestServer(kind, {
      messageSender: () =>
        messageSenderFromEnv({
          SMS_GATEWAY_URL: gateway.url,
          SMS_GATEWAY_TOKEN: 'gateway-secret',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtp.port),
          SMTP_FROM: 'Back-office <otp@example.org>',
        })!,
    });

    it('has no dev outbox, not even for loopback', async () => {
      const answer = await server().http('GET', `/dev/outbox?to=${ADMIN.mobile_number}`);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('notFound');
    });

    it('sends mobile codes to the SMS gateway, and they sign in', async () => {
      const generated = await server().http('POST', '/otp/generate', { body: ADMIN });
      expect(generated.status).toBe(200);
      const request = gateway.received.at(-1)!;
      expect(request.headers.authorization).toBe('Bearer gateway-secret');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.body).toEqual({ to: ADMIN.mobile_number, text: expect.stringContaining('رمز') });
      const { text } = request.body as { text: string };
      expect(text).toMatch(/sign-in code/);

      const verified = await server().http('POST', '/otp/verify', {
        body: { ...ADMIN, otp: codeIn(text), timestamp: generated.body.timestamp },
        headers: { authorization: `Bearer ${generated.body.access_token}` },
      });
      expect(verified.status).toBe(200);
    });

    it('sends email codes by SMTP, and they sign in', async () => {
      const identity = { email: 'admin@example.org' };
      const generated = await server().http('POST', '/otp/generate', { body: identity });
      expect(generated.status).toBe(200);
      const mail = smtp.received.at(-1)!;
      expect(mail.from).toBe('otp@example.org');
      expect(mail.to).toEqual(['admin@example.org']);
      const text = mailText(mail.data);
      expect(text).toContain('رمز الدخول');
      expect(text).toContain('sign-in code');

      const verified = await server().http('POST', '/otp/verify', {
        body: { ...identity, otp: codeIn(text), timestamp: generated.body.timestamp },
        headers: { authorization: `Bearer ${generated.body.access_token}` },
      });
      expect(verified.status).toBe(200);
    });

    it('says when a code could not be sent, and lets the client retry at once', async () => {
      const identity = { mobile_number: '971500000302' };
      gateway.status = 503;
      const failed = await server().http('POST', '/otp/generate', { body: identity });
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ code: 'internal', message: expect.any(String) });
      expect(JSON.stringify(failed.body)).not.toMatch(/at .*\.ts|stack/i);

      gateway.status = 200;
      const retried = await server().http('POST', '/otp/generate', { body: identity });
      expect(retried.status).toBe(200);
    });
  });

  describe('only an SMS gateway configured', () => {
    let gateway: FakeSmsGateway;
    beforeAll(async () => {
      gateway = await startFakeSmsGateway();
    });
    afterAll(() => gateway.close());
    const server = useTestServer(kind, {
      messageSender: () => messageSenderFromEnv({ SMS_GATEWAY_URL: gateway.url })!,
    });

    it('refuses email codes instead of parking them, and still sends SMS', async () => {
      const email = await server().http('POST', '/otp/generate', { body: { email: 'admin@example.org' } });
      expect(email.status).toBe(502);
      expect(email.body.code).toBe('internal');
      expect((await server().http('GET', '/dev/outbox?to=admin@example.org')).status).toBe(404);

      const sms = await server().http('POST', '/otp/generate', { body: ADMIN });
      expect(sms.status).toBe(200);
      expect(gateway.received.at(-1)?.headers.authorization).toBeUndefined();
    });
  });
});
