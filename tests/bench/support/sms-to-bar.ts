/**
 * From a donor's SMS to the bar of a page someone has open: the page is open in Chromium, the
 * gateway posts a signed message for the page's keyword to `POST /sms/inbound`, and the time is
 * taken until the page shows the new total. The page's markup is the renderer's business, so
 * "shows the new total" is read from what a person sees: the page's text holds the expected
 * amount (the total before, from `GET /p/{slug}/progress`, plus the message's price) more times
 * than it did before the message (the same figure may already be on a button). Arabic-Indic
 * digits and thousands separators are read as the number they write.
 */
import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { InboundSmsInput } from '../../../src/shared/entities/sms';
import type { PageProgress } from '../../../src/shared/entities/landing-page';
import type { BenchPage } from './landing-page-setup';
import { openOnPhone } from './page-weight';

/** Longest wait for the bar before a run is reported as never moving. */
const GIVE_UP_MS = 20_000;

export interface SmsToBarRun {
  /** From posting the message to the page showing the new total; null: not within GIVE_UP_MS. */
  ms: number | null;
  expectedTotal: number;
}

async function postSignedSms(url: string, secret: string, message: InboundSmsInput): Promise<void> {
  const body = JSON.stringify(message);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const response = await fetch(`${url}/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sms-timestamp': timestamp, 'x-sms-signature': `sha256=${signature}` },
    body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST /sms/inbound: HTTP ${response.status} ${text}`);
  const answer = JSON.parse(text) as { stored: number };
  if (answer.stored !== 1) throw new Error(`POST /sms/inbound did not store the message: ${text}`);
}

async function totalOf(link: string): Promise<number> {
  const response = await fetch(`${link}/progress`);
  if (response.status !== 200) throw new Error(`GET ${link}/progress: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as PageProgress).total;
}

/**
 * In-page (given as text: the bench runs under tsx, whose helpers do not exist in the page):
 * watches for the expected total appearing once more than now and records the wall-clock time
 * it does, from inside the page, so the moment is not delayed by the bench's own polling.
 */
const watchForTotal = (expected: string) => String.raw`(() => {
  const expected = ${JSON.stringify(expected)};
  const normalized = () => document.body.innerText
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/(\d)[,\u066c\u00a0\u202f](?=\d{3}(?!\d))/g, '$1');
  const pattern = new RegExp('(?<![\\d.])' + expected + '(?![\\d]|\\.\\d)', 'g');
  const occurrences = () => (normalized().match(pattern) || []).length;
  const watch = { before: occurrences(), changedAt: 0 };
  window.benchBarWatch = watch;
  new MutationObserver(() => {
    if (watch.changedAt === 0 && occurrences() > watch.before) watch.changedAt = Date.now();
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

/**
 * When the page showed the new total (its own clock, the same machine's), or null after
 * GIVE_UP_MS. Asked with plain evaluations: the page's CSP allows no `eval`, which Playwright's
 * waitForFunction needs for a predicate given as text.
 */
async function changeSeen(page: Page): Promise<number | null> {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  while (Date.now() < giveUpAt) {
    const changedAt = await page.evaluate<number>('window.benchBarWatch.changedAt');
    if (changedAt > 0) return changedAt;
    await page.waitForTimeout(100);
  }
  return null;
}

/**
 * Opens the page and times `runs` messages one after another (each a new message id and a new
 * donor), a random part of a poll period apart so the runs do not all land at the same moment
 * of the page's polling.
 */
export async function timeSmsToBar(
  browser: Browser,
  server: { url: string; gatewaySecret: string },
  target: BenchPage,
  runs: number,
): Promise<SmsToBarRun[]> {
  const { page, close } = await openOnPhone(browser);
  const results: SmsToBarRun[] = [];
  try {
    await page.goto(target.link, { waitUntil: 'load' });
    // Let the page's first poll answer before anything is sent.
    await page.waitForTimeout(1_000);
    for (let run = 0; run < runs; run++) {
      const before = await totalOf(target.link);
      const expectedTotal = before + target.sms.amount;
      await page.evaluate(watchForTotal(String(expectedTotal)));
      await page.waitForTimeout(Math.round(Math.random() * 3_000));
      const sentAt = Date.now();
      await postSignedSms(server.url, server.gatewaySecret, {
        mno: target.sms.mno as 1 | 2,
        message_id: `bench-pages-${target.slug}-${sentAt}-${run}`,
        short_code: target.sms.shortCode,
        sender: `97155${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`,
        text: target.sms.keyword,
        received_at: new Date(sentAt).toISOString(),
      });
      const changedAt = await changeSeen(page);
      results.push({ ms: changedAt === null ? null : changedAt - sentAt, expectedTotal });
    }
  } finally {
    await close();
  }
  return results;
}
