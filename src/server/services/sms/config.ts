/**
 * How the SMS intake is set up, from the environment (src/server/README.md, "SMS intake"):
 * - `SMS_GATEWAY_SECRET`: the key the gateway signs `POST /sms/inbound` with (unset: the route answers 503);
 * - `SMS_SENDER_HASH_KEY`: the key of the donors' number hashes (unset: one generated once and kept
 *   in the database, shared by every instance);
 * - the Kannel adapter (`GET|POST /sms/kannel`): `SMS_KANNEL_SECRET` (unset: 503),
 *   `SMS_KANNEL_ALLOWED_ADDRESSES` (addresses or CIDR ranges; default this machine only),
 *   `SMS_KANNEL_SMSC_OPERATORS` (`etisalat=1,du=2`: Kannel's SMSC id → operator),
 *   `SMS_KANNEL_TIME_ZONE` (the zone of Kannel's `%t`, default UTC, the zone Kannel 1.4 writes it in),
 *   `SMS_KANNEL_SPOOL_DIR` (where messages taken while the database is away wait: paths.ts);
 * - `SMS_REPLY_EN`, `SMS_REPLY_AR`: the thank-you Kannel sends back to the donor (unset: no reply).
 * A mistake stops the start with a message naming the variable, as the other settings do.
 */
import { isIP } from 'node:net';
import type { SmsOperatorId } from '../../../shared/entities/sms';

/** Kannel 1.4 writes `%t` in UTC whatever the machine's zone. */
const KANNEL_DEFAULT_TIME_ZONE = 'UTC';

export interface KannelConfig {
  /** Compared in constant time with the URL's `secret` parameter. */
  secret: string;
  /** Addresses or CIDR ranges of the Kannel hosts allowed to call; empty: loopback only. */
  allowedAddresses: string[];
  /** Kannel's SMSC id (`%i`) → the operator it delivers for. */
  smscOperators: Record<string, SmsOperatorId>;
  /** IANA zone of Kannel's local times (`%t`). */
  timeZone: string;
  /** Where messages taken while the database is away wait for it (kannel-spool.ts); without it such a request answers 500 and Kannel tries again. */
  spoolDir?: string;
}

export interface SmsConfig {
  /** Key of the gateway's HMAC signatures; without it `POST /sms/inbound` answers 503. */
  gatewaySecret?: string;
  /** Key of the senders' number hashes; without it, a generated one kept in `server_secrets`. */
  senderHashKey?: string;
  /** The Kannel adapter; without it `/sms/kannel` answers 503. */
  kannel?: KannelConfig;
  /** Thank-you replies to donors, by language of their message. */
  replies?: { en?: string; ar?: string };
}

export const DEFAULT_SMSC_OPERATORS: Record<string, SmsOperatorId> = { etisalat: 1, du: 2 };

export function smsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const config: SmsConfig = {};
  if (env.SMS_GATEWAY_SECRET) config.gatewaySecret = minimumSecret(env.SMS_GATEWAY_SECRET, 'SMS_GATEWAY_SECRET');
  if (env.SMS_SENDER_HASH_KEY) config.senderHashKey = minimumSecret(env.SMS_SENDER_HASH_KEY, 'SMS_SENDER_HASH_KEY');
  if (env.SMS_KANNEL_SECRET) {
    config.kannel = {
      secret: minimumSecret(env.SMS_KANNEL_SECRET, 'SMS_KANNEL_SECRET'),
      allowedAddresses: addressList(env.SMS_KANNEL_ALLOWED_ADDRESSES),
      smscOperators: env.SMS_KANNEL_SMSC_OPERATORS ? smscOperatorsOf(env.SMS_KANNEL_SMSC_OPERATORS) : DEFAULT_SMSC_OPERATORS,
      timeZone: timeZoneOf(env.SMS_KANNEL_TIME_ZONE || KANNEL_DEFAULT_TIME_ZONE),
    };
  }
  const replies = { en: env.SMS_REPLY_EN || undefined, ar: env.SMS_REPLY_AR || undefined };
  if (replies.en || replies.ar) config.replies = replies;
  return config;
}

/** Secrets short enough to guess are refused rather than trusted. */
function minimumSecret(value: string, name: string): string {
  if (value.length < 16) throw new Error(`${name} must be at least 16 characters long.`);
  return value;
}

function addressList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [address = '', prefix, ...rest] = entry.split('/');
      const version = isIP(address);
      const maxPrefix = version === 6 ? 128 : 32;
      const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
      if (version === 0 || rest.length > 0 || !prefixOk) {
        throw new Error(`SMS_KANNEL_ALLOWED_ADDRESSES: "${entry}" is not an address or CIDR range (e.g. 10.0.0.5 or 10.1.0.0/16).`);
      }
      return entry;
    });
}

function smscOperatorsOf(list: string): Record<string, SmsOperatorId> {
  const operators: Record<string, SmsOperatorId> = {};
  for (const entry of list.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const match = /^([^=\s]+)\s*=\s*([12])$/.exec(entry);
    if (!match) throw new Error(`SMS_KANNEL_SMSC_OPERATORS: "${entry}" is not smsc-id=1 (Etisalat) or smsc-id=2 (Du).`);
    operators[match[1]!] = Number(match[2]) as SmsOperatorId;
  }
  return operators;
}

function timeZoneOf(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`SMS_KANNEL_TIME_ZONE: "${zone}" is not a time zone (e.g. Asia/Dubai).`);
  }
  return zone;
}
