/**
 * The Kannel adapter: Kannel's `sms-service` calls a URL with the message in escape codes and
 * cannot sign a body, so it is trusted by a secret in the URL (compared in constant time) from
 * an allowed gateway address. Its parameters, as the README's kannel.conf sends them:
 *
 *   secret  the adapter's secret            smsc  %i  SMSC id → operator (SMS_KANNEL_SMSC_OPERATORS)
 *   id      %I  Kannel's message id         from  %p  the donor's number
 *   to      %P  the short code              text  %a  the message
 *   time    %t  'YYYY-MM-DD HH:MM:SS' in SMS_KANNEL_TIME_ZONE (absent: now)
 *
 * Kannel keeps its message id when it retries (`http-request-retry`), so a retried message is a
 * duplicate like any other. What the adapter answers is what Kannel sends the donor back.
 */
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import type { InboundSmsInput } from '../../../shared/entities/sms';
import type { KannelConfig, SmsConfig } from './config';
import { instantOfWallTime } from '../../support/zoned-time';

export const kannelParamsSchema = z.object({
  secret: z.string().optional(),
  smsc: z.string().optional().describe('Kannel %i: the SMSC id, mapped to the operator by SMS_KANNEL_SMSC_OPERATORS.'),
  id: z.string().optional().describe("Kannel %I: Kannel's id of the message (the same on a retry)."),
  from: z.string().optional().describe("Kannel %p: the donor's number."),
  to: z.string().optional().describe('Kannel %P: the short code.'),
  text: z.string().optional().describe('Kannel %a: the message text.'),
  time: z.string().optional().describe("Kannel %t: 'YYYY-MM-DD HH:MM:SS' in SMS_KANNEL_TIME_ZONE; absent: the time it arrives."),
});
export type KannelParams = z.infer<typeof kannelParamsSchema>;

/** The Kannel parameter each message field comes from, to name it in a refusal. */
export const KANNEL_PARAM_OF: Readonly<Record<string, keyof KannelParams>> = {
  mno: 'smsc',
  message_id: 'id',
  short_code: 'to',
  sender: 'from',
  text: 'text',
  received_at: 'time',
};

/** Whether an address may call the adapter: one of the configured ones, else this machine only. */
export function kannelAddressCheck(config: KannelConfig): (address: string) => boolean {
  const allowed = new BlockList();
  const entries = config.allowedAddresses.length > 0 ? config.allowedAddresses : ['127.0.0.1', '::1'];
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    const version = isIP(plain);
    return version !== 0 && allowed.check(plain, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The message Kannel describes, in the gateway's form (checked by inboundSmsSchema next), or
 * the parameter that cannot be read as one (an unknown SMSC, a malformed time).
 */
export function kannelMessageOf(
  params: KannelParams,
  config: KannelConfig,
  now: Date,
): { message: InboundSmsInput } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const mno = params.smsc === undefined ? undefined : config.smscOperators[params.smsc];
  if (mno === undefined) fields.smsc = 'validation.smsOperator';
  let receivedAt = now;
  if (params.time !== undefined && params.time !== '') {
    const instant = instantOfWallTime(params.time, config.timeZone);
    if (instant) receivedAt = instant;
    else fields.time = 'validation.smsReceivedAt';
  }
  if (mno === undefined || Object.keys(fields).length > 0) return { fields };
  return {
    message: {
      mno,
      message_id: params.id ?? '',
      short_code: params.to ?? '',
      sender: params.from ?? '',
      text: params.text ?? '',
      received_at: receivedAt.toISOString(),
    } as InboundSmsInput,
  };
}

const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3\u06FA-\u06FF]/;

/** The thank-you for a donor: in Arabic when the message has Arabic letters, else English; '' when not configured. */
export function kannelReply(replies: SmsConfig['replies'], text: string): string {
  return (ARABIC_LETTER.test(text) ? replies?.ar : replies?.en) ?? '';
}

/**
 * The response headers of a reply: Kannel sends a reply as 7-bit GSM text unless told otherwise,
 * which turns Arabic into question marks; `X-Kannel-Coding: 2` (UCS-2) keeps it (kannel.conf:
 * `accept-x-kannel-headers = true`).
 */
export function kannelReplyHeaders(reply: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
  if (/[^\x20-\x7e]/.test(reply)) headers['x-kannel-coding'] = '2';
  return headers;
}
