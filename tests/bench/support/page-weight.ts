/**
 * How heavy a public page is for a donor on a phone: the HTML and its CSS gzipped (the first
 * round trip carries about 14 KB, so a page within it draws without waiting for a second), and
 * what the page asks for when Chromium loads it, above all any request to another host (a
 * donor's phone should talk to the charity's server only: no third-party script, font or pixel).
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../support/chromium';

/** A phone donors use: Android, so the page's buttons are `sms:` links. */
export const PHONE = devices['Pixel 7'];

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function openOnPhone(browser: Browser): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

export interface PageWeight {
  htmlBytes: number;
  /** The HTML and every stylesheet it links (inline CSS is part of the HTML), gzipped with zlib's default level. */
  gzipBytes: number;
  /** Stylesheets the HTML links to, if any (the pages are meant to inline theirs). */
  linkedStylesheets: string[];
}

/** Fetches the page as the phone does and gzips it with what it needs to draw (HTML + CSS). */
export async function weighPage(link: string): Promise<PageWeight> {
  const headers = { 'user-agent': PHONE.userAgent };
  const response = await fetch(link, { headers });
  if (response.status !== 200) throw new Error(`GET ${link}: HTTP ${response.status}`);
  const html = await response.text();
  const linkedStylesheets = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi)]
    .map((tag) => /\bhref=["']?([^"'\s>]+)/i.exec(tag[0])?.[1])
    .filter((href): href is string => href !== undefined)
    .map((href) => new URL(href.replaceAll('&amp;', '&'), link).href);
  const styles = await Promise.all(linkedStylesheets.map(async (href) => (await fetch(href, { headers })).text()));
  const bytes = Buffer.from(html + styles.join(''), 'utf8');
  return { htmlBytes: Buffer.byteLength(html), gzipBytes: gzipSync(bytes).length, linkedStylesheets };
}

export interface PageRequests {
  /** Every request the page made while loading and for `settleMs` after (its progress polls too). */
  all: Array<{ url: string; type: string }>;
  /** Those to any other host than the page's (data: and blob: URLs are not requests to a host). */
  otherHosts: string[];
}

/** Loads the page in Chromium as the phone, scrolls to its end (lazy images) and lists its requests. */
export async function requestsOfPage(browser: Browser, link: string, settleMs: number): Promise<PageRequests> {
  const { page, close } = await openOnPhone(browser);
  try {
    const own = new URL(link).host;
    const all: PageRequests['all'] = [];
    page.on('request', (request) => all.push({ url: request.url(), type: request.resourceType() }));
    const response = await page.goto(link, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${link}: HTTP ${response?.status()} in Chromium`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(settleMs);
    const otherHosts = all
      .filter(({ url }) => /^(https?|wss?):/i.test(url) && new URL(url).host !== own)
      .map(({ url }) => url);
    return { all, otherHosts };
  } finally {
    await close();
  }
}

/** "12 requests: 1 document, 3 image, 8 fetch". */
export function requestSummary(requests: PageRequests['all']): string {
  const byType = new Map<string, number>();
  for (const { type } of requests) byType.set(type, (byType.get(type) ?? 0) + 1);
  return `${requests.length} requests: ${[...byType].map(([type, n]) => `${n} ${type}`).join(', ')}`;
}
