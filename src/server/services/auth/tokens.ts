import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: session tokens and OTP challenge tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 only; being random, they need no salt or slow hash. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const OBJECT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 10-character id in the style of the platform's existing object ids. */
export function randomObjectId(length = 10): string {
  let id = '';
  for (let i = 0; i < length; i++) id += OBJECT_ID_ALPHABET[randomInt(OBJECT_ID_ALPHABET.length)];
  return id;
}
