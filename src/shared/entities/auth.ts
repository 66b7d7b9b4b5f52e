import { z } from 'zod';
import { UAE_MOBILE_PATTERN } from '../constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, OTP_PATTERN } from '../sign-in-checks';

export { identityChannels, type IdentityChannel } from '../sign-in-checks';

/**
 * Validation messages are i18n keys (`validation.*`); the English dictionary holds the
 * spec's own texts (spec section 5).
 */
export const mobileNumberSchema = z
  .string({ error: 'validation.mobileRequired' })
  .trim()
  .min(1, 'validation.mobileRequired')
  .regex(UAE_MOBILE_PATTERN, 'validation.mobileInvalid');

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(EMAIL_MAX_LENGTH, 'validation.emailInvalid')
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'validation.emailInvalid' }))
  .transform((email) => email.toLowerCase());

export const otpCodeSchema = z
  .string({ error: 'validation.otpRequired' })
  .min(1, 'validation.otpRequired')
  .regex(OTP_PATTERN, 'validation.otpInvalid');

/** Exactly one of mobile_number or email (spec 7.2). */
export const identitySchema = z.union([
  z.strictObject({ mobile_number: mobileNumberSchema }),
  z.strictObject({ email: emailSchema }),
]);
export type Identity = z.infer<typeof identitySchema>;

export const otpGenerateBodySchema = identitySchema;
export const otpGenerateResponseSchema = z.object({
  access_token: z.string(),
  timestamp: z.number().int(),
  /** Seconds until another code may be requested for this identity. */
  resend_after: z.number().int(),
});
export type OtpGenerateResponse = z.infer<typeof otpGenerateResponseSchema>;

export const otpVerifyBodySchema = z.union([
  z.strictObject({ otp: otpCodeSchema, timestamp: z.number().int(), mobile_number: mobileNumberSchema }),
  z.strictObject({ otp: otpCodeSchema, timestamp: z.number().int(), email: emailSchema }),
]);
export type OtpVerifyBody = z.infer<typeof otpVerifyBodySchema>;

export const otpVerifyResponseSchema = z.object({
  access_token: z.string(),
  object_id: z.string(),
  new_user: z.boolean(),
});
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

export const roles = ['user', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  objectId: z.string(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  role: roleSchema,
  email: z.string().nullable(),
  mobile_number: z.string().nullable(),
  ltv: z.number().nullable(),
  ordersNum: z.number().int().nullable(),
  lastOrderDate: z.string().nullable(),
  lastOrderValue: z.number().nullable(),
  push_enabled: z.boolean(),
  webpush_enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export const usersResponseSchema = z.object({ users: z.array(userSchema) });
export const usersQuerySchema = z.object({ role: roleSchema.optional() });

/** PUT /users/{id}: a role change, or new contact details. */
export const userUpdateBodySchema = z.union([
  z.strictObject({ role: roleSchema }),
  z.strictObject({ email: emailSchema, mobile_number: mobileNumberSchema }),
]);
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const tokenVerifyResponseSchema = z.object({
  valid: z.literal(true),
  object_id: z.string(),
  expires_at: z.string(),
});

/** The edit-account form of an admin user (spec 2.19): mobile number and email. */
export const adminContactSchema = z.object({ email: emailSchema, mobile_number: mobileNumberSchema });
export type AdminContactInput = z.input<typeof adminContactSchema>;

/** `POST /admins/otp/generate`: the new admin's mobile number or email. */
export const adminOtpGenerateBodySchema = identitySchema;
/**
 * `POST /admins/otp/verify`: the code the new admin received, with the `access_token` and
 * `timestamp` that `POST /admins/otp/generate` answered (the bearer header stays the admin's own session).
 */
export const adminOtpVerifyBodySchema = z.union([
  z.strictObject({ otp: otpCodeSchema, timestamp: z.number().int(), access_token: z.string().min(1).max(200), mobile_number: mobileNumberSchema }),
  z.strictObject({ otp: otpCodeSchema, timestamp: z.number().int(), access_token: z.string().min(1).max(200), email: emailSchema }),
]);
export type AdminOtpVerifyBody = z.infer<typeof adminOtpVerifyBodySchema>;
