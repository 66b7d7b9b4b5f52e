/**
 * The sign-in rules (mobile number, e-mail address, one-time code) as plain functions, so the
 * login screen can check what is typed without loading zod: it is the first screen and loads
 * only what it uses. entities/auth.ts builds its zod schemas on the same patterns, and
 * tests/unit/sign-in-checks.test.ts holds the two to the same answers; the server (and main)
 * still validate with the schemas.
 */
import { OTP_LENGTH, UAE_MOBILE_PATTERN } from './constants';

export const identityChannels = ['mobile', 'email'] as const;
export type IdentityChannel = (typeof identityChannels)[number];

export const EMAIL_MAX_LENGTH = 254;
/** zod 4's own e-mail pattern (`z.regexes.email`, unneeded escapes dropped), stated once for both checks. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The validation messages these checks can give (i18n keys, as the schemas' messages are). */
export type SignInMessage =
  | 'validation.mobileRequired'
  | 'validation.mobileInvalid'
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.otpRequired'
  | 'validation.otpInvalid';

/** The value as the schema would output it, or the first message the schema would give. */
export type SignInCheck = { ok: true; value: string } | { ok: false; message: SignInMessage };

const refuse = (message: SignInMessage): SignInCheck => ({ ok: false, message });

export function checkMobileNumber(input: string): SignInCheck {
  const value = input.trim();
  if (!value) return refuse('validation.mobileRequired');
  return UAE_MOBILE_PATTERN.test(value) ? { ok: true, value } : refuse('validation.mobileInvalid');
}

export function checkEmail(input: string): SignInCheck {
  const value = input.trim();
  if (!value) return refuse('validation.emailRequired');
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return refuse('validation.emailInvalid');
  return { ok: true, value: value.toLowerCase() };
}

export function checkOtpCode(input: string): SignInCheck {
  if (!input) return refuse('validation.otpRequired');
  return OTP_PATTERN.test(input) ? { ok: true, value: input } : refuse('validation.otpInvalid');
}
