/**
 * What a person at the terminal reads of the server: one compact line a request, the dev
 * outbox's code on a line of its own, and JSON when the log goes to a pipe or LOG_FORMAT says so.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compactLogStream, logFormatFromEnv, loggerOptions, type LogFormat } from '../../src/server/log-format';
import { redactedUrl } from '../../src/server/log-redaction';
import { createOutboxSender } from '../../src/server/services/messaging/outbox';
import { otpMessage } from '../../src/server/services/messaging/otp-message';
import type { Database } from '../../src/server/db/database';

/** Pino's JSON lines for one request, as Fastify writes them. */
const requestRecords = [
  { level: 30, time: Date.UTC(2026, 0, 1, 10, 42, 7), reqId: 'req-1', req: { method: 'GET', url: '/activities' }, msg: 'incoming request' },
  { level: 30, time: Date.UTC(2026, 0, 1, 10, 42, 7), reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.14, msg: 'request completed' },
];

function written(records: object[]): string[] {
  const lines: string[] = [];
  const stream = compactLogStream({ write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) });
  for (const record of records) stream.write(`${JSON.stringify(record)}\n`);
  return lines;
}

describe('the server log', () => {
  it('is compact in a terminal and JSON in a pipe, unless LOG_FORMAT says which', () => {
    expect(logFormatFromEnv({}, true)).toBe('pretty');
    expect(logFormatFromEnv({}, false)).toBe('json');
    expect(logFormatFromEnv({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatFromEnv({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(() => logFormatFromEnv({ LOG_FORMAT: 'xml' }, true)).toThrow('LOG_FORMAT must be pretty or json, not "xml".');
  });

  it('writes a request as one line with its status, method, address and time', () => {
    const [line, ...rest] = written(requestRecords);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^\d\d:\d\d:\d\d 200 GET \/activities 3\.1 ms$/);
  });

  it('writes a message as it is, and a warning or error with its level and stack', () => {
    const lines = written([
      { level: 30, msg: 'Code for 971500000001: 1234' },
      { level: 50, time: 0, msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at here' } },
    ]);
    expect(lines[0]).toBe('Code for 971500000001: 1234');
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d ERROR request failed$/);
    expect(lines.slice(2)).toEqual(['Error: boom', '    at here']);
  });

  it("prints the dev outbox's one-time code on a line of its own, not inside the message text", async () => {
    const logged: string[] = [];
    const database = { insert: () => ({ values: async () => undefined }) } as unknown as Database;
    const outbox = createOutboxSender(database, () => new Date(), (line) => logged.push(line));
    await outbox.send({ to: '971500000001', channel: 'sms', ...otpMessage('1234', 5 * 60_000) });
    expect(logged).toEqual(['Code for 971500000001: 1234']);
  });

  it('does not call the code to add an admin a sign-in code', () => {
    expect(otpMessage('1234', 5 * 60_000, 'sign-in').text).toContain('Your back-office sign-in code: 1234');
    const invitation = otpMessage('1234', 5 * 60_000, 'add-admin');
    expect(invitation.text).toContain('Your code to become a back-office admin: 1234');
    expect(`${invitation.subject} ${invitation.text}`).not.toMatch(/sign-in|رمز الدخول/i);
  });
});

describe('the request log leaves out secrets and personal numbers', () => {
  it("keeps only the values of query parameters known to be harmless", () => {
    expect(redactedUrl('/sms/kannel?secret=kannel-secret-0123&smsc=du&id=abc-1&from=%2B971501234567&to=4202&text=ERC&time=2025-03-01+09%3A15%3A00')).toBe(
      '/sms/kannel?secret=[redacted]&smsc=du&id=abc-1&from=[redacted]&to=[redacted]&text=[redacted]&time=2025-03-01+09%3A15%3A00',
    );
    expect(redactedUrl('/dev/outbox?to=971500000001')).toBe('/dev/outbox?to=[redacted]');
    expect(redactedUrl('/classes/InMemory?limit=20&skip=0&order=-createdAt&search=0501234567')).toBe('/classes/InMemory?limit=20&skip=0&order=-createdAt&search=[redacted]');
    expect(redactedUrl('/reporting/total?start=2025-03-01&end=2025-03-02&key_word=ERC')).toBe('/reporting/total?start=2025-03-01&end=2025-03-02&key_word=ERC');
    // However the name is spelt, and whatever a bare key holds.
    expect(redactedUrl('/x?s%65cret=1&SECRET=2&secret&971501234567&=3&&a')).toBe('/x?secret=[redacted]&SECRET=[redacted]&secret=[redacted]&[redacted]&[redacted]&&a=[redacted]');
    expect(redactedUrl('/activities')).toBe('/activities');
    expect(redactedUrl('/activities?')).toBe('/activities?');
  });

  it.each<LogFormat>(['json', 'pretty'])('writes no secret, token, code or donor number in the %s format', async (format) => {
    let written = '';
    const app = Fastify({ logger: loggerOptions(format, { write: (text: string) => (written += text) }) });
    app.all('/*', async () => 'ok');
    await app.inject({
      method: 'GET',
      url: '/sms/kannel?secret=kannel-secret-0123456789&smsc=du&from=971501234567&to=4202&text=ERC',
      headers: { authorization: 'Bearer session-token-abcdef', 'x-object-id': 'object-id-abcdef', 'x-sms-signature': 'sha256=feedface', 'x-api-key': 'api-key-abcdef' },
    });
    await app.inject({ method: 'POST', url: '/otp/verify', payload: { mobile_number: '971500000001', otp: '4821' } });
    // Bodies, where codes travel, are not logged at all (a 4-digit code itself could be any run of a time's digits).
    await app.close();
    expect(written).toContain('/sms/kannel?secret=[redacted]&smsc=du&from=[redacted]');
    expect(written).toContain('/otp/verify');
    for (const secret of ['kannel-secret-0123456789', '971501234567', 'session-token-abcdef', 'object-id-abcdef', 'feedface', 'api-key-abcdef', '971500000001', 'mobile_number']) {
      expect(written, secret).not.toContain(secret);
    }
  });
});
