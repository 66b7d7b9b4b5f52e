/**
 * Who may use browser mode's page host. Behind it sits one admin's signed-in session, so on a
 * shared machine "any process that can reach 127.0.0.1" is too many: the host admits one
 * browser, the one that opened the address it printed.
 *
 * Each start of the host makes a one-time launch token, printed (and opened) inside the
 * page's address: `http://127.0.0.1:4180/?launch=<token>`. The first request that brings it
 * spends it and gets a cookie in exchange: a fresh random value, HttpOnly (no script, not even
 * our own page's, can read it), SameSite=Strict (no other site's page makes the browser send
 * it). Every later request needs that cookie; the token is never accepted again. Other tabs of
 * the same browser share the cookie; any other client has nothing to show. The cookie lives
 * until the browser closes, and dies with the host (a new start makes new values).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The query parameter of the launch address that carries the token. */
export const LAUNCH_PARAM = 'launch';

export function newLaunchToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The address the host prints and opens: the page's address with the launch token. */
export function launchAddress(pageUrl: string, token: string): string {
  return `${pageUrl}/?${LAUNCH_PARAM}=${token}`;
}

/** Constant-time comparison; hashing first makes both sides the same length. */
function secretMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The values of every cookie called `name` in a Cookie header. */
function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  return cookieHeader.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    return separator > 0 && pair.slice(0, separator).trim() === name ? [pair.slice(separator + 1).trim()] : [];
  });
}

export interface LaunchGate {
  /** Whether a request with this Cookie header comes from the browser that spent the token. */
  admits(cookieHeader: string | undefined): boolean;
  /** Spends the launch token: the Set-Cookie value when `token` is the unspent token, else null. */
  exchange(token: string): string | null;
}

/**
 * `port` names the cookie: browsers keep cookies per host name, not per port, so two hosts
 * on different ports would otherwise overwrite each other's cookie.
 */
export function createLaunchGate(launchToken: string, port: () => number): LaunchGate {
  let unspentToken: string | null = launchToken;
  let cookieValue: string | null = null;
  const cookieName = () => `backoffice-${port()}`;
  return {
    admits(cookieHeader) {
      const expected = cookieValue;
      return expected !== null && cookieValues(cookieHeader, cookieName()).some((value) => secretMatches(value, expected));
    },
    exchange(token) {
      if (unspentToken === null || !secretMatches(token, unspentToken)) return null;
      unspentToken = null;
      cookieValue = randomBytes(32).toString('base64url');
      return `${cookieName()}=${cookieValue}; HttpOnly; SameSite=Strict; Path=/`;
    },
  };
}

/** What the host printed, and the command that starts it: left-to-right values inside both texts. */
const PRINTED_ADDRESS = 'Back-office ready: …/?launch=…';
const START_COMMAND = 'npm start';

/**
 * What a client without the cookie is told, and all it is told. No language is known yet (the
 * page that would know it is not served), so it says it in both. `ltr` wraps the printed address
 * and the command so they keep their order inside the Arabic text.
 */
const notAdmitted = (ltr: (value: string) => string) => ({
  en: {
    title: 'Open the back-office from the address it printed',
    body:
      `This page opens only in the browser that used the address the back-office printed when it started (${ltr(PRINTED_ADDRESS)}). ` +
      `That address works once: if it was already used, or this is another browser, start the back-office again (${ltr(START_COMMAND)}) and open the new address.`,
  },
  ar: {
    title: 'افتح لوحة الإدارة من العنوان الذي طبعته',
    body:
      `لا تُفتح هذه الصفحة إلا في المتصفح الذي استخدم العنوان الذي طبعته لوحة الإدارة عند تشغيلها (${ltr(PRINTED_ADDRESS)}). ` +
      `يصلح هذا العنوان مرة واحدة: إن كان قد استُخدم من قبل، أو كان هذا متصفحًا آخر، فأعد تشغيل لوحة الإدارة (${ltr(START_COMMAND)}) وافتح العنوان الجديد.`,
  },
});

/** For an IPC call without the cookie: plain text, the values isolated left to right (U+2066 … U+2069). */
const plainTexts = notAdmitted((value) => `\u2066${value}\u2069`);
export const NOT_ADMITTED_MESSAGE = `${plainTexts.en.body} / ${plainTexts.ar.body}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** For any other request without the cookie: a page with no script, no style, no link to the app. */
const pageTexts = notAdmitted((value) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`);
export const NOT_ADMITTED_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(pageTexts.en.title)}</title>
  </head>
  <body>
    <h1>${escapeHtml(pageTexts.en.title)}</h1>
    <p>${pageTexts.en.body}</p>
    <div lang="ar" dir="rtl">
      <h1>${escapeHtml(pageTexts.ar.title)}</h1>
      <p>${pageTexts.ar.body}</p>
    </div>
  </body>
</html>
`;
