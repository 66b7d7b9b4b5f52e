/**
 * The public donation page in a real browser (Chromium): what staff typed never runs, the strict
 * Content-Security-Policy refuses nothing the page itself does, the script gives each device its
 * own SMS links even when a cache served the page made for another, an SMS that arrives moves the
 * bar of an open page, the consent is posted, and axe finds nothing serious in either language.
 *
 * The pages need no back-office: the file runs the platform server in its own process (demo
 * data, a gateway secret to sign inbound SMS) and writes the pages' rows as the builder stores
 * them, so it needs no renderer build and costs one server and one Chromium.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { REPORT_TIME_ZONE } from '../../src/shared/constants';
import { buildServer } from '../../src/server/app';
import { rowsOf } from '../../src/server/db/sql-rows';
import { seedDemoData } from '../../src/server/seed/demo';
import { signSmsRequest } from '../../src/server/services/sms/signature';
import { dayInZone } from '../../src/server/support/zoned-time';
import { createFreshDatabase, type FreshDatabase } from '../server/support/databases';
import { insertLandingPage, insertPageImages, pageComponents } from '../server/support/landing-page-rows';
import { blockingViolations, describeViolations } from '../support/axe';
import { CHROMIUM_ARGS } from '../support/chromium';

const GATEWAY_SECRET = 'gateway-secret-of-the-public-pages-e2e';
const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};
type DeviceName = keyof typeof USER_AGENTS;
const ATTACK = '"><script>window.pwned=1</script><img src=x onerror="window.pwned=2">';

let database: FreshDatabase;
let server: FastifyInstance;
let url: string;
let browser: Browser;
const contexts = new Map<DeviceName, BrowserContext>();

/** What a page did that it should not: dialogs opened, CSP refusals, errors. */
interface Watch {
  page: Page;
  dialogs: string[];
  problems: string[];
}

async function openPage(device: DeviceName, path: string, options: { servedAs?: DeviceName } = {}): Promise<Watch> {
  const page = await contexts.get(device)!.newPage();
  const watch: Watch = { page, dialogs: [], problems: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watch.problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') watch.problems.push(`console: ${message.text()}`);
  });
  // Set before any of the page's own script runs: every refusal of the policy is recorded.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  if (options.servedAs) {
    // A cache that kept the copy made for another device.
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), 'user-agent': USER_AGENTS[options.servedAs!] } });
      await route.fulfill({ response });
    });
  }
  const response = await page.goto(url + path);
  expect(response?.status()).toBe(200);
  return watch;
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
const smsHrefs = (page: Page) => page.locator('#sms a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** What a phone sends when an `sms:` link is pressed: its body to its number, through the operator `mno`. */
async function sendLikeAPhone(href: string, mno: number, messageId: string): Promise<void> {
  const [, number, text] = /^sms:(\d+)[?&]body=(.*)$/.exec(href) ?? [];
  expect(number, href).toBeDefined();
  const body = JSON.stringify({ mno, message_id: messageId, short_code: Number(number), sender: '971500009999', text: decodeURIComponent(text!), received_at: new Date().toISOString() });
  const response = await fetch(`${url}/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signSmsRequest(GATEWAY_SECRET, body, new Date()) },
    body,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

describe('Public donation pages in Chromium', () => {
  beforeAll(async () => {
    database = await createFreshDatabase('pglite');
    const { db } = database.handle;
    await seedDemoData(db, new Date());
    server = await buildServer({
      db,
      config: {
        devOutbox: false,
        sms: { gatewaySecret: GATEWAY_SECRET },
        landingPages: {
          appLinks: { ios: 'https://apps.apple.com/app/id100000001', android: 'https://play.google.com/store/apps/details?id=org.example', other: 'https://charity.example.org/app' },
        },
      },
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;

    const today = dayInZone(new Date(), REPORT_TIME_ZONE);
    const english = await insertLandingPage(db, {
      slug: 'water-wells',
      sourceId: 'e2e-campaign',
      lang: 'en',
      name: 'Water wells',
      components: pageComponents({ progress: { target: 1000, baseAmount: 100, startDate: today, endDate: null, keywords: ['ZAKAT'] } }),
    });
    await insertPageImages(db, english, [320, 640]);
    const arabic = await insertLandingPage(db, {
      slug: 'water-wells-ar',
      sourceId: 'e2e-campaign',
      lang: 'ar',
      name: 'آبار المياه',
      social: { title: 'آبار المياه', description: 'تبرع لحفر الآبار.', image: null },
      theme: { code_embed: 'night' },
      components: pageComponents({
        cause: { name: 'آبار المياه', description: '<p>حفر <strong>الآبار</strong> في القرى.</p>', image: null },
        buttons: [{ shortCode: 4202, mno: 1, operatorEN: 'Etisalat', operatorAR: 'اتصالات', amount: 10, keyword: 'زكاة' }],
        progress: { target: 1000, baseAmount: 250, startDate: today, endDate: null, keywords: ['زكاة'] },
      }),
    });
    await insertPageImages(db, arabic, [320]);
    await insertLandingPage(db, {
      slug: 'attack',
      name: `Name ${ATTACK}`,
      label: `Label ${ATTACK}`,
      social: { title: `Title ${ATTACK}`, description: `Text ${ATTACK}`, image: null },
      components: pageComponents({
        cause: { name: `Name ${ATTACK}`, description: `<p onmouseover="window.pwned=3">Hi</p><script>window.pwned=4</script><a href="javascript:window.pwned=5">x</a>`, image: null },
        buttons: [{ shortCode: 4202, mno: 1, operatorEN: `Op ${ATTACK}`, operatorAR: 'اتصالات', amount: 10, keyword: `K ${ATTACK}` }],
        otherDevicesLink: 'javascript:window.pwned=6',
      }),
    });

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    for (const device of Object.keys(USER_AGENTS) as DeviceName[]) {
      const phone = device !== 'desktop';
      contexts.set(device, await browser.newContext({ userAgent: USER_AGENTS[device], viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 }, isMobile: phone, hasTouch: phone }));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await database?.dispose();
  });

  it('runs nothing staff typed: no dialog, no global set, and the policy refuses nothing', async () => {
    for (const device of ['ios', 'desktop'] as const) {
      const { page, dialogs, problems } = await openPage(device, '/p/attack');
      await page.locator('.desc p').hover();
      await expect.poll(() => page.locator('#raised').textContent()).toBe('0');
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      // The text reads as typed.
      expect(await page.locator('h1').textContent()).toBe(`Name ${ATTACK}`);
      expect(await page.locator('#sms a span').textContent()).toBe(`Op ${ATTACK}`);
      await page.close();
    }
  });

  it('leaves each device its own sms: links, even on a copy a cache made for another device', async () => {
    const cases: Array<{ device: DeviceName; servedAs: DeviceName; hrefs: string[] | null }> = [
      { device: 'ios', servedAs: 'desktop', hrefs: ['sms:4202&body=ZAKAT', 'sms:4202&body=ZAKAT'] },
      { device: 'ios', servedAs: 'android', hrefs: ['sms:4202&body=ZAKAT', 'sms:4202&body=ZAKAT'] },
      { device: 'android', servedAs: 'ios', hrefs: ['sms:4202?body=ZAKAT', 'sms:4202?body=ZAKAT'] },
      { device: 'desktop', servedAs: 'ios', hrefs: null },
    ];
    for (const { device, servedAs, hrefs } of cases) {
      const { page, problems } = await openPage(device, '/p/water-wells', { servedAs });
      const described = `${device} served the copy for ${servedAs}`;
      expect(await page.locator('body').getAttribute('data-device'), described).toBe(servedAs === 'desktop' ? 'other' : servedAs);
      if (hrefs) {
        await expect.poll(() => smsHrefs(page), { message: described }).toEqual(hrefs);
        expect(await page.locator('#sms').isVisible(), described).toBe(true);
        expect(await page.locator('#online').isVisible(), described).toBe(false);
        expect(await page.locator('#app').getAttribute('href'), described).toBe(device === 'ios' ? 'https://apps.apple.com/app/id100000001' : 'https://play.google.com/store/apps/details?id=org.example');
      } else {
        await expect.poll(() => page.locator('#online').isVisible(), { message: described }).toBe(true);
        expect(await page.locator('#sms').isVisible(), described).toBe(false);
        expect(await page.locator('#app').getAttribute('href'), described).toBe('https://charity.example.org/app');
      }
      expect(problems, described).toEqual([]);
      await page.close();
    }
    // An Arabic keyword, encoded.
    const { page } = await openPage('android', '/p/water-wells-ar', { servedAs: 'ios' });
    await expect.poll(() => smsHrefs(page)).toEqual([`sms:4202?body=${encodeURIComponent('زكاة')}`]);
    await page.close();
  });

  it('never moves the bar back when a poll answers a lower total than it showed (a cache filled by the other server)', async () => {
    // The polls are answered with these totals in turn (target 1000), as caches filled at different moments may answer them.
    const totals = [600, 400, 400, 700];
    let polls = 0;
    const answer = (route: Route) => {
      const total = totals[Math.min(polls++, totals.length - 1)]!;
      return route.fulfill({ json: { total, target: 1000, percent: Math.floor(total / 10), complete: false, closed: false } });
    };
    const context = contexts.get('android')!;
    await context.route('**/p/water-wells/progress', answer);
    try {
      const { page, problems } = await openPage('android', '/p/water-wells');
      const raised = page.locator('#raised');
      const bar = page.getByRole('progressbar', { name: 'Raised so far' });
      await expect.poll(() => raised.textContent()).toBe('600');
      // The page asks again only once it has shown the answer before: the second (400) has been shown once the third is asked.
      await expect.poll(() => polls, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(await raised.textContent()).toBe('600');
      expect(await bar.getAttribute('value')).toBe('60');
      await expect.poll(() => raised.textContent(), { timeout: 10_000 }).toBe('700');
      expect(await bar.getAttribute('value')).toBe('70');
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await context.unroute('**/p/water-wells/progress', answer);
    }
  });

  it("moves the bar of an open page when a donor sends what its button sends, with nothing set up beside it", async () => {
    const { page, problems } = await openPage('android', '/p/water-wells');
    const bar = page.getByRole('progressbar', { name: 'Raised so far' });
    const raised = page.locator('#raised');
    const before = Number((await raised.textContent())!.replace(/,/g, ''));
    expect(await bar.getAttribute('value')).toBe(String(Math.floor((before * 100) / 1000)));

    // The first button (Etisalat, AED 10: a whole percent of the target), as the phone sends it.
    const [href] = await smsHrefs(page);
    expect(await page.locator('#sms a span').first().textContent()).toBe('Etisalat');
    await sendLikeAPhone(href!, 1, `e2e-${Date.now()}`);
    const after = before + 10;
    await expect.poll(() => raised.textContent()).toBe(after.toLocaleString('en-US'));
    await expect.poll(() => page.locator('#bar').evaluate((element) => (element as HTMLProgressElement).value)).toBe(Math.floor((after * 100) / 1000));
    expect(await page.locator('#percent').textContent()).toBe(`${Math.floor((after * 100) / 1000)}%`);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it('posts the consent and says thanks in place', async () => {
    const { page, problems } = await openPage('ios', '/p/water-wells');
    await page.getByLabel('I agree to the terms of donating through this page.').check();
    await page.getByLabel('Your name (optional)').fill('Amal');
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thank you, your agreement has been recorded.');
    expect(await page.getByRole('button', { name: 'Agree' }).isDisabled()).toBe(true);
    const consents = rowsOf<{ name: string }>(await database.handle.db.execute(sql`SELECT name FROM landing_page_consents WHERE page_slug = 'water-wells'`));
    expect(consents.map((row) => row.name)).toEqual(['Amal']);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it('has no serious or critical accessibility violation, in English and in Arabic', async () => {
    for (const [device, path] of [
      ['ios', '/p/water-wells'],
      ['desktop', '/p/water-wells-ar'],
    ] as const) {
      const { page } = await openPage(device, path);
      await page.locator('#raised').waitFor();
      const violations = await blockingViolations(page);
      expect(violations, `${device} ${path}\n${describeViolations(violations)}`).toEqual([]);
      await page.close();
    }
  });
});
