/**
 * The headers of a public page. The Content-Security-Policy allows nothing but this server's own
 * images and requests, and exactly the page's one `<style>` and one `<script>` by their SHA-256
 * hashes (the same text on every page, so the hashes are computed once). A hash rather than a
 * nonce: a page with a nonce could not be kept by a cache, and the page is the same for every
 * donor on a device, so it may be (Cache-Control below). Staff text is escaped and the
 * description sanitized before this policy is even needed; it is the second line.
 *
 * Caching: `public, max-age=30`, without `Vary: User-Agent` (which would make every browser
 * version its own cache entry). A copy a cache gives to another device is corrected by the
 * page's script (device.ts, page-script.ts); a donor without scripts gets the links of the device
 * the copy was made for, for at most 30 seconds of a cache's life.
 */
import { createHash } from 'node:crypto';
import { PAGE_SCRIPT } from './page-script';
import { PAGE_CSS } from './page-style';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src ${sha256(PAGE_CSS)}`,
  `script-src ${sha256(PAGE_SCRIPT)}`,
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** How long a browser or a shared cache may keep a page (its total is fetched again at once by the script). */
export const PAGE_MAX_AGE_SECONDS = 30;

export function pageHeaders(cacheable: boolean): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': cacheable ? `public, max-age=${PAGE_MAX_AGE_SECONDS}` : 'no-store',
  };
}

/**
 * The pages' icon, a drop in the pages' green: the page names it (`<link rel=icon>`), so the
 * browser does not ask for `/favicon.ico`, which this server does not have (a 404 in the console).
 */
export const PAGE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#0b6e4f" d="M16 2C16 2 5 14.5 5 20.5a11 11 0 0 0 22 0C27 14.5 16 2 16 2z"/></svg>';
