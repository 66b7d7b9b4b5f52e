/**
 * Which device a donor opens a page on, and the `sms:` link that device's Messages app
 * understands: iOS wants `sms:{code}&body={keyword}`, Android `sms:{code}?body={keyword}`
 * (spec 2.9); other devices (desktops) get the donation or organization link instead. The server
 * decides from the User-Agent; the page's script (page-script.ts) applies the very same patterns
 * and formula to `navigator.userAgent`, so a page a cache kept for another device is corrected.
 */

export type Device = 'ios' | 'android' | 'other';

/** iPhone, iPod and iPad (an iPad that reports a desktop Safari is a desktop here and in the script alike). */
export const IOS_USER_AGENT = /\b(?:iPhone|iPad|iPod)\b/i;
export const ANDROID_USER_AGENT = /\bAndroid\b/i;

export function deviceOf(userAgent: string | undefined): Device {
  const agent = userAgent ?? '';
  if (IOS_USER_AGENT.test(agent)) return 'ios';
  if (ANDROID_USER_AGENT.test(agent)) return 'android';
  return 'other';
}

/** The link that opens the SMS app with the keyword typed; desktops get Android's (RFC 5724) form. */
export function smsHref(shortCode: number, keyword: string, device: Device): string {
  return `sms:${shortCode}${device === 'ios' ? '&' : '?'}body=${encodeURIComponent(keyword)}`;
}
