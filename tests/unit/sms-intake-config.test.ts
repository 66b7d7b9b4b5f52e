import { describe, expect, it } from 'vitest';
import { smsConfigFromEnv } from '../../src/server/services/sms/config';
import { checkSmsSignature, signSmsRequest } from '../../src/server/services/sms/signature';
import { dayInZone, instantOfWallTime } from '../../src/server/support/zoned-time';

describe('SMS intake settings from the environment', () => {
  it('is empty without SMS_* variables, and reads every one', () => {
    expect(smsConfigFromEnv({})).toEqual({});
    expect(
      smsConfigFromEnv({
        SMS_GATEWAY_SECRET: 'g'.repeat(16),
        SMS_SENDER_HASH_KEY: 'h'.repeat(16),
        SMS_KANNEL_SECRET: 'k'.repeat(16),
        SMS_KANNEL_ALLOWED_ADDRESSES: '10.0.0.5, 10.1.0.0/16,fd00::/8',
        SMS_KANNEL_SMSC_OPERATORS: 'etisalat-1=1, du-main=2',
        SMS_KANNEL_TIME_ZONE: 'Europe/London',
        SMS_REPLY_AR: 'شكرًا',
      }),
    ).toEqual({
      gatewaySecret: 'g'.repeat(16),
      senderHashKey: 'h'.repeat(16),
      kannel: {
        secret: 'k'.repeat(16),
        allowedAddresses: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8'],
        smscOperators: { 'etisalat-1': 1, 'du-main': 2 },
        timeZone: 'Europe/London',
      },
      replies: { en: undefined, ar: 'شكرًا' },
    });
    expect(smsConfigFromEnv({ SMS_KANNEL_SECRET: 'k'.repeat(16) }).kannel).toEqual({
      secret: 'k'.repeat(16),
      allowedAddresses: [],
      smscOperators: { etisalat: 1, du: 2 },
      // Kannel 1.4 writes %t in UTC.
      timeZone: 'UTC',
    });
  });

  it('stops the start with a message naming the variable', () => {
    expect(() => smsConfigFromEnv({ SMS_GATEWAY_SECRET: 'short' })).toThrow(/SMS_GATEWAY_SECRET/);
    const kannel = { SMS_KANNEL_SECRET: 'k'.repeat(16) };
    expect(() => smsConfigFromEnv({ ...kannel, SMS_KANNEL_ALLOWED_ADDRESSES: 'gateway.example.org' })).toThrow(/SMS_KANNEL_ALLOWED_ADDRESSES/);
    expect(() => smsConfigFromEnv({ ...kannel, SMS_KANNEL_SMSC_OPERATORS: 'etisalat=3' })).toThrow(/SMS_KANNEL_SMSC_OPERATORS/);
    expect(() => smsConfigFromEnv({ ...kannel, SMS_KANNEL_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SMS_KANNEL_TIME_ZONE/);
  });
});

describe('gateway signatures', () => {
  const now = new Date('2025-03-01T08:00:00Z');
  it('accepts its own signature within 5 minutes, and nothing else', () => {
    const headers = signSmsRequest('secret-of-the-gateway', '{"a":1}', now);
    const check = (body: string, at: Date, secret = 'secret-of-the-gateway') =>
      checkSmsSignature(secret, { timestamp: headers['x-sms-timestamp'], signature: headers['x-sms-signature'] }, body, at);
    expect(check('{"a":1}', now)).toBe('valid');
    expect(check('{"a":1}', new Date(now.getTime() + 300_000))).toBe('valid');
    expect(check('{"a":1}', new Date(now.getTime() + 301_000))).toBe('expired');
    expect(check('{"a":2}', now)).toBe('invalid');
    expect(check('{"a":1}', now, 'another-secret')).toBe('invalid');
    expect(checkSmsSignature('secret-of-the-gateway', { timestamp: undefined, signature: headers['x-sms-signature'] }, '{"a":1}', now)).toBe('invalid');
  });
});

describe('days and wall-clock times in a time zone', () => {
  it('gives the Dubai day of an instant, midnight included', () => {
    expect(dayInZone(new Date('2025-03-01T19:59:59.999Z'), 'Asia/Dubai')).toBe('2025-03-01');
    expect(dayInZone(new Date('2025-03-01T20:00:00Z'), 'Asia/Dubai')).toBe('2025-03-02');
    expect(dayInZone(new Date('2025-03-01T20:00:00Z'), 'America/New_York')).toBe('2025-03-01');
  });

  it("reads a gateway's local time in its zone, across daylight-saving changes", () => {
    expect(instantOfWallTime('2025-03-01 02:30:00', 'Asia/Dubai')?.toISOString()).toBe('2025-02-28T22:30:00.000Z');
    expect(instantOfWallTime('2025-07-01 12:00:00', 'Europe/London')?.toISOString()).toBe('2025-07-01T11:00:00.000Z');
    expect(instantOfWallTime('2025-01-01T12:00:00', 'Europe/London')?.toISOString()).toBe('2025-01-01T12:00:00.000Z');
    expect(instantOfWallTime('2025-03-01 02:30', 'Asia/Dubai')?.toISOString()).toBe('2025-02-28T22:30:00.000Z');
    expect(instantOfWallTime('2025-02-30 10:00:00', 'Asia/Dubai')).toBeNull();
    expect(instantOfWallTime('yesterday', 'Asia/Dubai')).toBeNull();
  });
});
