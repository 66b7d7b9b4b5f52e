import type { OutgoingMessage } from './types';

/** What the code is for, in the message's subject and first line of each language. */
const WORDING = {
  'sign-in': {
    subject: 'رمز الدخول | Sign-in code',
    ar: 'رمز الدخول إلى لوحة الإدارة',
    en: 'Your back-office sign-in code',
  },
  // Sent to the person being made an admin, who is not signing in (spec 4 'Admin creation').
  'add-admin': {
    subject: 'رمز إضافتك مشرفًا | Admin invitation code',
    ar: 'رمز إضافتك مشرفًا في لوحة الإدارة',
    en: 'Your code to become a back-office admin',
  },
} as const;

/** A one-time code message, in Arabic then English (staff read either); `code` goes to the dev outbox's log line. */
export function otpMessage(code: string, validForMs: number, purpose: keyof typeof WORDING = 'sign-in'): Pick<OutgoingMessage, 'subject' | 'text' | 'code'> {
  const minutes = Math.round(validForMs / 60_000);
  const wording = WORDING[purpose];
  return {
    subject: wording.subject,
    code,
    text: [
      `${wording.ar}: ${code}`,
      `صالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.`,
      `${wording.en}: ${code}`,
      `Valid for ${minutes} minutes. Do not share it.`,
    ].join('\n'),
  };
}
