/**
 * What a person at the terminal reads of the server: one compact line a request, the dev
 * outbox's code on a line of its own, and JSON when the log goes to a pipe or LOG_FORMAT says so.
 */
import { describe, expect, it } from 'vitest';
import { compactLogStream, logFormatFromEnv } from '../../src/server/log-format';
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
