/**
 * How the SMS gateway proves a request is its own: `X-Sms-Timestamp` (unix seconds) and
 * `X-Sms-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`. The timestamp
 * is part of what is signed and must be within SIGNATURE_WINDOW_SECONDS of the server's clock,
 * so a captured request cannot be sent again later (within the window a resent message is only
 * a duplicate: the operator's message id counts it once).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_WINDOW_SECONDS = 300;
export const TIMESTAMP_HEADER = 'x-sms-timestamp';
export const SIGNATURE_HEADER = 'x-sms-signature';
const SIGNATURE_PREFIX = 'sha256=';
/**
 * Exactly the prefix and the 64 hex digits of a SHA-256: `Buffer.from(…, 'hex')` stops at the
 * first character that is not hex, so without this `sha256=<valid hex>zz` would pass.
 */
const SIGNATURE_FORMAT = /^sha256=[0-9a-f]{64}$/i;

/** The two headers a gateway (or the simulator, or a test) sends with `body`. */
export function signSmsRequest(secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: SIGNATURE_PREFIX + signatureOf(secret, timestamp, body) };
}

function signatureOf(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/**
 * Whether the headers sign `body` with `secret` now. A signature is checked before its age, so
 * only the holder of the secret learns that a request was merely too old.
 */
export function checkSmsSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  now: Date,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !SIGNATURE_FORMAT.test(signature)) return 'invalid';
  const given = Buffer.from(signature.slice(SIGNATURE_PREFIX.length), 'hex');
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const ageSeconds = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return ageSeconds <= SIGNATURE_WINDOW_SECONDS ? 'valid' : 'expired';
}
