/**
 * The login screen checks the identity and the code with plain functions (src/shared/sign-in-checks.ts)
 * so that it loads without zod; main and the server validate with the zod schemas. Both must give
 * the same answer (value or first message) for anything a person can type.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema, mobileNumberSchema, otpCodeSchema } from '../../src/shared/entities/auth';
import { checkEmail, checkMobileNumber, checkOtpCode, type SignInCheck } from '../../src/shared/sign-in-checks';

function schemaAnswer(schema: z.ZodType<string, string>, input: string): SignInCheck {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message as never };
}

const cases: Array<[name: string, check: (input: string) => SignInCheck, schema: z.ZodType<string, string>, inputs: string[]]> = [
  [
    'mobile number',
    checkMobileNumber,
    mobileNumberSchema,
    ['', '   ', '971500000001', ' 971500000001 ', '971400000001', '97150000000', '9715000000011', '+971500000001', '9715abcdefgh', '٩٧١٥٠٠٠٠٠٠٠١'],
  ],
  [
    'e-mail address',
    checkEmail,
    emailSchema,
    [
      '',
      '  ',
      'admin@example.org',
      ' Admin@Example.ORG ',
      'not-an-address',
      'a@b',
      'a@b.c',
      '.a@example.org',
      'a..b@example.org',
      "o'neil+tag@sub.example.co",
      'a@-example.org',
      'a@example.org.',
      'user@exa_mple.org',
      `${'a'.repeat(245)}@example.org`,
      `${'a'.repeat(250)}@example.org`,
    ],
  ],
  ['one-time code', checkOtpCode, otpCodeSchema, ['', '1234', '123', '12345', '12a4', ' 1234', '١٢٣٤']],
];

describe('the sign-in checks without zod', () => {
  for (const [name, check, schema, inputs] of cases) {
    it(`answer as the ${name} schema does`, () => {
      for (const input of inputs) expect(check(input), JSON.stringify(input)).toEqual(schemaAnswer(schema, input));
    });
  }
});
