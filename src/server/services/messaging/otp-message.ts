import type { OutgoingMessage } from './types';

/** The sign-in code message, in Arabic then English (staff read either). */
export function otpMessage(code: string, validForMs: number): Pick<OutgoingMessage, 'subject' | 'text'> {
  const minutes = Math.round(validForMs / 60_000);
  return {
    subject: 'رمز الدخول | Sign-in code',
    text: [
      `رمز الدخول إلى لوحة الإدارة: ${code}`,
      `صالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.`,
      `Your back-office sign-in code: ${code}`,
      `Valid for ${minutes} minutes. Do not share it.`,
    ].join('\n'),
  };
}
