import { createByChannelSender } from './by-channel';
import { createSmsGatewaySender } from './sms-gateway';
import { createSmtpSender } from './smtp';
import type { MessageSender } from './types';

/**
 * The delivery configured by environment variables, or `null` when there is none (the
 * server then keeps messages in its outbox):
 * - email: `SMTP_URL`, or `SMTP_HOST` (+ `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS`); sender `SMTP_FROM`;
 * - SMS: `SMS_GATEWAY_URL` (+ `SMS_GATEWAY_TOKEN`).
 * With only one of them configured, codes for the other channel are refused, not parked.
 */
export function messageSenderFromEnv(env: NodeJS.ProcessEnv = process.env): MessageSender | null {
  const email =
    env.SMTP_URL || env.SMTP_HOST
      ? createSmtpSender({
          url: env.SMTP_URL || undefined,
          host: env.SMTP_HOST,
          port: env.SMTP_PORT ? Number(env.SMTP_PORT) : undefined,
          user: env.SMTP_USER,
          pass: env.SMTP_PASS,
          from: env.SMTP_FROM || 'Charity back-office <no-reply@localhost>',
        })
      : undefined;
  const sms = env.SMS_GATEWAY_URL
    ? createSmsGatewaySender({ url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN })
    : undefined;
  if (!email && !sms) return null;
  return createByChannelSender({ email, sms });
}
