/**
 * The desktop app's log files: rotated by size with only the newest kept, and nothing in them a
 * support person should not see (sessions, sign-in codes, object ids, phone numbers, e-mails).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLineSplitter, createRotatingLog, redactLogText } from '../../src/main/core/log-file';

describe('log redaction', () => {
  it.each([
    ['Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc-def_123', 'eyJhbGciOiJIUzI1NiJ9'],
    ['{"access_token":"s3cr3t-session-value","user":{"id":1}}', 's3cr3t-session-value'],
    ['GET /auth/callback?access_token=abcDEF123&next=/ 200', 'abcDEF123'],
    ['x-object-id: Zx81Qa0PlM', 'Zx81Qa0PlM'],
    ['{"X-Object-Id":"Zx81Qa0PlM"}', 'Zx81Qa0PlM'],
    ['Code for 971500000001: 4821', '4821'],
    ['Code for admin@example.org: 902211', '902211'],
    ['POST /auth/verify {"phone":"971500000001","code":"4821"}', '4821'],
    ['otp=734912 accepted', '734912'],
    ['refresh_token=rt.abc.def', 'rt.abc.def'],
    ['"password": "hunter2-long"', 'hunter2-long'],
  ])('masks the secret in %j', (line, secret) => {
    const redacted = redactLogText(line);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain('[redacted]');
  });

  it('masks e-mails and phone numbers, local or international', () => {
    const line = 'ambassador nadia.k@example.org 0501234567 +971 50 123 4567 00971501234567 971501234567';
    const redacted = redactLogText(line);
    for (const personal of ['nadia.k@example.org', '0501234567', '+971 50 123 4567', '00971501234567', '971501234567']) {
      expect(redacted).not.toContain(personal);
    }
    expect(redacted).toBe('ambassador [email] [phone] [phone] [phone] [phone]');
    expect(redactLogText('10:42:07 200 GET /ambassadors/by-phone/971501234567 2.0 ms')).toBe('10:42:07 200 GET /ambassadors/by-phone/[phone] 2.0 ms');
  });

  it('keeps what support needs: times, statuses, paths, durations, versions and error codes', () => {
    const lines = [
      '10:42:07 200 GET /activities 3.1 ms',
      '10:42:08 404 GET /projects/12345 1.2 ms',
      'Charity Back-office 1.4.2 starting on win32 x64.',
      'Updates: the check or download failed: ERR_UPDATER_INVALID_SIGNATURE',
      '{"code":"ERR_CHECKSUM_MISMATCH"}',
      'listening on http://127.0.0.1:51234',
    ];
    for (const line of lines) expect(redactLogText(line)).toBe(line);
  });
});

describe('rotating log file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backoffice-logs-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const fixedNow = () => new Date(Date.UTC(2026, 10, 24, 9, 30, 0));

  it('writes one redacted line per line, with the time and who said it, creating the folder', async () => {
    const logsDir = join(dir, 'logs');
    const log = createRotatingLog({ dir: logsDir, now: fixedNow });
    log.write('server stdout', 'Code for 971500000001: 4821\n10:42:07 200 GET /activities 3.1 ms\n');
    const text = await readFile(join(logsDir, 'main.log'), 'utf8');
    expect(text).toBe(
      '2026-11-24T09:30:00.000Z [server stdout] Code for [redacted]: [redacted]\n' + '2026-11-24T09:30:00.000Z [server stdout] 10:42:07 200 GET /activities 3.1 ms\n',
    );
  });

  it('rotates before a file would pass its size and keeps only the newest files', async () => {
    const log = createRotatingLog({ dir, maxBytes: 200, keepFiles: 3, now: fixedNow });
    for (let index = 0; index < 40; index += 1) log.write('main', `line ${String(index).padStart(3, '0')} ${'x'.repeat(40)}`);

    const files = (await readdir(dir)).sort();
    expect(files).toEqual(['main.log', 'main.log.1', 'main.log.2']);
    for (const file of files) {
      const text = await readFile(join(dir, file), 'utf8');
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(200);
    }
    // The newest line is in main.log, the lines before it in .1 and .2; the oldest are gone.
    expect(await readFile(join(dir, 'main.log'), 'utf8')).toContain('line 039');
    const kept = (await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).join('');
    expect(kept).not.toContain('line 000');
  });

  it('goes on appending to the same file after a restart, counting what is already there', async () => {
    createRotatingLog({ dir, maxBytes: 120, now: fixedNow }).write('main', 'first run '.padEnd(60, '.'));
    createRotatingLog({ dir, maxBytes: 120, now: fixedNow }).write('main', 'second run '.padEnd(60, '.'));
    expect(await readFile(join(dir, 'main.log'), 'utf8')).toContain('second run');
    expect(await readFile(join(dir, 'main.log.1'), 'utf8')).toContain('first run');
  });
});

describe('line splitter', () => {
  it('hands over whole lines from chunks cut anywhere', () => {
    const lines: string[] = [];
    const splitter = createLineSplitter((line) => lines.push(line));
    splitter.push('10:42:07 200 GET /act');
    splitter.push('ivities 3.1 ms\r\nCode for 9715');
    splitter.push('00000001: 4821\nunfinished');
    expect(lines).toEqual(['10:42:07 200 GET /activities 3.1 ms', 'Code for 971500000001: 4821']);
    splitter.end();
    expect(lines.at(-1)).toBe('unfinished');
  });
});
