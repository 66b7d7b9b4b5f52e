/**
 * The public donation pages as donors' browsers get them (spec 2.9, 3, 9): the HTML for each
 * kind of device, the progress figures, closed pages, everything staff typed escaped, the
 * Content-Security-Policy, the consent, and the routes public on purpose. Pages are rows written
 * straight into the database (support/landing-page-rows.ts), some with text no builder would
 * store, to show the page does not trust them.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { beforeAll, expect, it } from 'vitest';
import type { InboundSms } from '../../src/shared/entities/sms';
import { projects } from '../../src/server/db/schema';
import { DEFAULT_VIEWS_PER_MINUTE } from '../../src/server/services/landing-pages/config';
import { PAGE_SCRIPT } from '../../src/server/services/landing-pages/public/page-script';
import { PROGRESS_CACHE_MS } from '../../src/server/services/landing-pages/public/progress';
import { PAGE_CACHE_MS, PAGE_CONSENT_LIMIT, PAGE_CONSENT_PAGE_LIMIT, PAGE_PROGRESS_LIMIT } from '../../src/server/services/landing-pages/public/routes';
import { createSmsCounter } from '../../src/server/services/reports/counter';
import { storeMessages } from '../../src/server/services/sms/store-messages';
import { describeOnEachDatabase } from './support/each-database';
import { insertLandingPage, insertPageImages, pageComponents } from './support/landing-page-rows';
import { useTestServer } from './support/test-server';

const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};
const APP_LINKS = {
  ios: 'https://apps.apple.com/app/id100000001',
  android: 'https://play.google.com/store/apps/details?id=org.example.charity',
  other: 'https://charity.example.org/app',
};
const SENDER_KEY = Buffer.from('sender key of the public pages suite');
const EXPECTED_CSP_DIRECTIVES = ["default-src 'none'", "img-src 'self'", "connect-src 'self'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"];

let sequence = 0;
function sms(text: string, receivedAt: string): InboundSms {
  sequence += 1;
  return { mno: 1, message_id: `pages-${sequence}`, short_code: 4202, sender: `97155${String(sequence).padStart(7, '0')}`, text, received_at: receivedAt };
}

describeOnEachDatabase('Public donation pages', (kind) => {
  const server = useTestServer(kind, { config: { landingPages: { appLinks: APP_LINKS } } });
  const db = () => server().database.handle.db;

  /** GET a page as a device's browser would, from an address of the test's own (the limits are per address). */
  async function open(slug: string, device: keyof typeof USER_AGENTS = 'ios', address = '198.51.100.1') {
    const response = await server().app.inject({
      method: 'GET',
      url: `/p/${slug}`,
      headers: { 'user-agent': USER_AGENTS[device], accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      remoteAddress: address,
    });
    return { status: response.statusCode, headers: response.headers, html: response.body, document: new JSDOM(response.body).window.document };
  }
  async function progressOf(slug: string, address = '198.51.100.2') {
    const response = await server().app.inject({ method: 'GET', url: `/p/${slug}/progress`, remoteAddress: address });
    return { status: response.statusCode, body: response.json() };
  }
  /** Past every cache of the public pages. */
  const afterCaches = () => server().clock.advance(Math.max(PAGE_CACHE_MS, PROGRESS_CACHE_MS) + 1);
  const hrefs = (document: Document, selector: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute('href'));
  const visible = (document: Document, id: string) => {
    const element = document.getElementById(id);
    return element !== null && !element.closest('[hidden]');
  };
  async function store(messages: InboundSms[]) {
    await storeMessages({ db: db(), clock: server().clock.now, senderKey: SENDER_KEY }, messages, 'gateway');
    await createSmsCounter({ db: db(), clock: server().clock.now, log: console }).drain();
  }

  beforeAll(async () => {
    const water = await insertLandingPage(db(), { slug: 'clean-water', sourceId: 'campaign-1', lang: 'en' });
    await insertPageImages(db(), water, [320, 640]);
    await insertLandingPage(db(), {
      slug: 'clean-water-ar',
      sourceId: 'campaign-1',
      lang: 'ar',
      name: 'مياه نظيفة',
      components: pageComponents({ buttons: [{ shortCode: 4206, mno: 1, operatorEN: 'Etisalat', operatorAR: 'اتصالات', amount: 50, keyword: 'زكاة' }] }),
    });
  });

  it('gives an iPhone sms: links with & before the body, Android ? and a desktop the donation link', async () => {
    const ios = await open('clean-water', 'ios');
    expect(ios.status).toBe(200);
    expect(ios.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hrefs(ios.document, '#sms a')).toEqual(['sms:4202&body=ZAKAT', 'sms:4202&body=ZAKAT']);
    expect(visible(ios.document, 'sms')).toBe(true);
    expect(visible(ios.document, 'online')).toBe(false);
    expect(ios.document.getElementById('app')?.getAttribute('href')).toBe(APP_LINKS.ios);
    const labels = [...ios.document.querySelectorAll('#sms a')].map((link) => link.textContent?.replace(/\s+/g, ' ').trim());
    expect(labels).toEqual(['AED 10 Etisalat', 'AED 10 Du']);

    const android = await open('clean-water', 'android');
    expect(hrefs(android.document, '#sms a')).toEqual(['sms:4202?body=ZAKAT', 'sms:4202?body=ZAKAT']);
    expect(visible(android.document, 'sms')).toBe(true);
    expect(android.document.getElementById('app')?.getAttribute('href')).toBe(APP_LINKS.android);

    const desktop = await open('clean-water', 'desktop');
    expect(visible(desktop.document, 'sms')).toBe(false);
    expect(visible(desktop.document, 'online')).toBe(true);
    expect(hrefs(desktop.document, '#online a')).toEqual(['https://charity.example.org/donate']);
    expect(desktop.document.getElementById('app')?.getAttribute('href')).toBe(APP_LINKS.other);

    // An Arabic keyword is URL-encoded in the link.
    const arabic = await open('clean-water-ar', 'android');
    expect(hrefs(arabic.document, '#sms a')).toEqual([`sms:4206?body=${encodeURIComponent('زكاة')}`]);
    expect(hrefs((await open('clean-water-ar', 'ios')).document, '#sms a')).toEqual(['sms:4206&body=%D8%B2%D9%83%D8%A7%D8%A9']);
  });

  it('is one document in the page\'s language, with its social meta, its image in several widths and its twin', async () => {
    const { document, html } = await open('clean-water', 'desktop');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.querySelector('h1')?.textContent).toBe('Clean water');
    expect(document.title).toBe('Clean water');
    const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('description')).toBe('Give clean water to a village.');
    expect(meta('og:title')).toBe('Clean water');
    expect(meta('og:description')).toBe('Give clean water to a village.');
    expect(meta('twitter:card')).toBe('summary_large_image');
    // Absolute addresses on the host the page was asked for (inject's is localhost:80).
    expect(meta('og:url')).toBe('http://localhost:80/p/clean-water');
    expect(meta('og:image')).toBe('http://localhost:80/p/clean-water/image/640.webp?v=1');
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('http://localhost:80/p/clean-water');

    const image = document.querySelector('img.cause')!;
    expect(image.getAttribute('srcset')).toBe('/p/clean-water/image/320.webp?v=1 320w, /p/clean-water/image/640.webp?v=1 640w');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['640', '360', 'Clean water']);

    // The twin in the other language, named in that language.
    const twin = document.querySelector('header a')!;
    expect([twin.getAttribute('href'), twin.getAttribute('lang'), twin.textContent]).toEqual(['/p/clean-water-ar', 'ar', 'العربية']);
    expect(document.querySelector('link[rel=alternate][hreflang=ar]')?.getAttribute('href')).toBe('http://localhost:80/p/clean-water-ar');

    // Nothing from another host: no external script, style sheet, font or image; one inline script and style.
    expect(document.querySelectorAll('script[src], link[rel=stylesheet], link[rel=preload], iframe')).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^\/p\//);
    expect(html).not.toMatch(/@import|url\(/);
    // Its own icon, so the browser asks for no /favicon.ico.
    expect(document.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/p/icon.svg');
    const icon = await server().http('GET', '/p/icon.svg');
    expect([icon.status, icon.headers['content-type']]).toEqual([200, 'image/svg+xml']);

    const arabic = await open('clean-water-ar', 'ios');
    expect(arabic.document.documentElement.getAttribute('lang')).toBe('ar');
    expect(arabic.document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(arabic.document.querySelector('#sms a')?.textContent).toBe('50 درهم اتصالات');
    expect(arabic.document.querySelector('#sms a bdi')?.textContent).toBe('50');
    // No image stored for it: none shown, and the card without a large image.
    expect(arabic.document.querySelector('img')).toBeNull();
    expect(arabic.document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });

  it("shows the donations its own buttons brought in its period as AED and percent, complete when nothing remains, the bar never past 100", async () => {
    const buttons = (keyword: string) => pageComponents().buttons.map((button) => ({ ...button, keyword }));
    await insertLandingPage(db(), {
      slug: 'drive',
      sourceId: 'drive-request',
      components: pageComponents({ buttons: buttons('DRIVE'), progress: { target: 15, baseAmount: 0, startDate: '2025-02-01', endDate: '2025-02-20', keywords: ['DRIVE'] } }),
    });
    await insertLandingPage(db(), {
      slug: 'open-drive',
      sourceId: 'open-request',
      components: pageComponents({ buttons: buttons('OPEN'), progress: { target: null, baseAmount: 100, startDate: '2025-02-01', endDate: null, keywords: ['OPEN'] } }),
    });
    expect((await progressOf('drive')).body).toEqual({ total: 0, target: 15, percent: 0, complete: false, closed: true });

    await store([
      sms('DRIVE', '2025-02-10T10:00:00+04:00'),
      sms('DRIVE', '2025-01-31T23:59:00+04:00'), // before the start: not the campaign's
      sms('DRIVE', '2025-02-21T00:01:00+04:00'), // after the end: not the campaign's
      sms('OPEN', '2025-02-10T10:00:00+04:00'),
      sms(' open ', '2025-02-12T10:00:00+04:00'), // another spelling of its keyword
    ]);
    afterCaches();
    // 10 AED a message (the button's amount); each page only what its own buttons brought.
    expect((await progressOf('drive')).body).toEqual({ total: 10, target: 15, percent: 66, complete: false, closed: true });
    // Open-ended: up to today; the base amount added.
    expect((await progressOf('open-drive')).body).toEqual({ total: 120, target: null, percent: null, complete: false, closed: false });

    const page = (await open('drive')).document;
    expect(page.querySelector('progress')?.getAttribute('value')).toBe('66');
    expect(page.getElementById('raised')?.textContent).toBe('10');
    expect(page.getElementById('percent')?.textContent).toBe('66%');
    expect(visible(page, 'complete')).toBe(false);

    await store([sms('drive', '2025-02-11T10:00:00+04:00')]);
    afterCaches();
    expect((await progressOf('drive')).body).toEqual({ total: 20, target: 15, percent: 133, complete: true, closed: true });
    const complete = (await open('drive')).document;
    expect(complete.querySelector('progress')?.getAttribute('value')).toBe('100');
    expect(complete.getElementById('percent')?.textContent).toBe('133%');
    expect(visible(complete, 'complete')).toBe(true);
    expect(complete.getElementById('complete')?.textContent).toMatch(/^Complete/);

    // Without a target: the amount raised, no bar, no percent; the other campaign's donation is not its own.
    const withoutTarget = (await open('open-drive')).document;
    expect(withoutTarget.querySelector('progress')).toBeNull();
    expect(withoutTarget.getElementById('raised')?.textContent).toBe('120');
  });

  it('says donations are closed, with no buttons and no polling, when the record is off or the end date has passed; a deleted record\'s page is gone (410)', async () => {
    await insertLandingPage(db(), { slug: 'project-two', kind: 'project', sourceId: '2' });
    await insertLandingPage(db(), { slug: 'project-gone', kind: 'project', sourceId: '999999' });
    await insertLandingPage(db(), { slug: 'cause-one', kind: 'cause', sourceId: '1' });
    await insertLandingPage(db(), {
      slug: 'ended-campaign',
      sourceId: 'ended',
      components: pageComponents({ progress: { target: 100, baseAmount: 0, startDate: '2025-01-01', endDate: '2025-02-28', keywords: ['X'] } }),
    });
    await insertLandingPage(db(), {
      slug: 'ends-today',
      kind: 'memorial',
      sourceId: 'memorial1',
      components: pageComponents({ progress: { target: 100, baseAmount: 0, startDate: '2025-01-01', endDate: '2025-03-01', keywords: ['X'] } }),
    });

    const openPage = (await open('project-two', 'ios')).document;
    expect(hrefs(openPage, '#sms a')).toHaveLength(2);
    expect(openPage.body.dataset.progress).toBe('/p/project-two/progress');
    expect(visible(openPage, 'closed')).toBe(false);
    expect(hrefs((await open('ends-today', 'ios')).document, '#sms a')).toHaveLength(2);
    expect(hrefs((await open('cause-one', 'ios')).document, '#sms a')).toHaveLength(2);

    await db().update(projects).set({ isactive: 0 }).where(eq(projects.id, 2));
    afterCaches();
    // A page whose project was deleted (in the Trash or for good) is gone: 410, said in both languages, no buttons.
    for (const device of ['ios', 'desktop'] as const) {
      const { status, document } = await open('project-gone', device);
      expect(status).toBe(410);
      expect(document.querySelectorAll('a[href^="sms:"]')).toHaveLength(0);
      expect(document.querySelector('h1')?.textContent).toBe('This appeal has ended');
      expect(document.querySelector('[lang="ar"] h2')?.textContent).toBe('انتهت هذه الحملة');
    }
    expect((await progressOf('project-gone')).status).toBe(410);
    for (const slug of ['project-two', 'ended-campaign']) {
      for (const device of ['ios', 'desktop'] as const) {
        const { status, document } = await open(slug, device);
        expect(status, slug).toBe(200);
        expect(document.querySelectorAll('a[href^="sms:"]'), slug).toHaveLength(0);
        expect(document.getElementById('online'), slug).toBeNull();
        expect(visible(document, 'closed'), slug).toBe(true);
        expect(document.getElementById('closed')?.textContent).toBe('Donations to this page are closed.');
        expect(document.body.dataset.progress, slug).toBeUndefined();
      }
      expect((await progressOf(slug)).body.closed, slug).toBe(true);
    }
    expect((await progressOf('ends-today')).body.closed).toBe(false);
    await db().update(projects).set({ isactive: 1 }).where(eq(projects.id, 2));
  });

  it('marks staff text in the other language than the page\'s, says its own words in its language, and keeps phone numbers in order', async () => {
    // An English campaign page whose form had no English text: the Arabic name and description, marked as Arabic.
    const arabicText = await insertLandingPage(db(), {
      slug: 'arabic-text-en',
      lang: 'en',
      name: 'حملة الجليلة 2025-2026',
      components: pageComponents({ cause: { name: 'حملة الجليلة', description: '<p>للاستفسار: 800-4242.</p><p>+971 4 123 4567</p>', image: null } }),
    });
    await insertPageImages(db(), arabicText, [320]);
    const english = (await open('arabic-text-en', 'desktop')).document;
    expect(english.documentElement.getAttribute('lang')).toBe('en');
    // The name, also as the image's text, and the description.
    for (const selector of ['h1', 'img.cause', '.desc']) {
      const element = english.querySelector(selector)!;
      expect([element.getAttribute('lang'), element.getAttribute('dir')], selector).toEqual(['ar', 'rtl']);
    }
    // The page's own words are English: every Arabic letter on it is inside what is marked Arabic.
    const arabicOutsideMarks = [...english.body.querySelectorAll('*')]
      .flatMap((element) => [...element.childNodes])
      .filter((node) => node.nodeType === node.TEXT_NODE && /\p{Script=Arabic}/u.test(node.textContent ?? '') && !node.parentElement?.closest('[lang="ar"]'))
      .map((node) => node.textContent);
    expect(arabicOutsideMarks).toEqual([]);
    expect([...english.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Raised so far', 'Donate', 'About', 'Your consent']);
    // Phone numbers and dates are isolated left to right, digits kept on one line.
    const runs = [...english.querySelectorAll('bdi[dir="ltr"].ltr-number')].map((bdi) => bdi.textContent);
    expect(runs).toEqual(['2025-2026', '800-4242', '+971 4 123 4567']);
    expect(english.querySelector('style')?.textContent).toContain('.ltr-number{white-space:nowrap}');

    // An Arabic page showing text typed in English marks it English; its own Arabic text needs no mark.
    await insertLandingPage(db(), { slug: 'english-text-ar', lang: 'ar', name: 'Hope campaign', components: pageComponents({ cause: { name: 'Hope', description: '<p>Help children.</p>', image: null } }) });
    const arabic = (await open('english-text-ar', 'desktop')).document;
    for (const selector of ['h1', '.desc']) {
      const element = arabic.querySelector(selector)!;
      expect([element.getAttribute('lang'), element.getAttribute('dir')], selector).toEqual(['en', 'ltr']);
    }
    const own = (await open('clean-water-ar', 'desktop')).document;
    expect(own.querySelector('h1')?.hasAttribute('lang')).toBe(false);
  });

  it('escapes everything staff typed and keeps only sanitized rich text', async () => {
    const attack = '"><script>window.pwned=1</script><img src=x onerror=alert(1)>';
    await insertLandingPage(db(), {
      slug: 'xss-page',
      name: `Name ${attack}`,
      label: `Label ${attack}`,
      social: { title: `Title ${attack}`, description: `Social ${attack}`, image: 'javascript:alert(1)' },
      components: pageComponents({
        cause: {
          name: `Cause ${attack}`,
          description: `<p onclick="alert(1)">Text</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">link</a><style>*{}</style><svg onload=alert(5)></svg>`,
          image: null,
        },
        buttons: [{ shortCode: 4202, mno: 1, operatorEN: `Op ${attack}`, operatorAR: 'اتصالات', amount: 10, keyword: `K ${attack}&body=x` }],
        otherDevicesLink: 'javascript:alert(6)',
      }),
    });
    for (const device of ['ios', 'desktop'] as const) {
      const { document, html } = await open('xss-page', device);
      // The only script is the page's own, unchanged; no element carries an event handler or a javascript: link.
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts.map((script) => script.textContent)).toEqual([PAGE_SCRIPT]);
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name, element.outerHTML.slice(0, 120)).not.toMatch(/^on/i);
          expect(attribute.value.trim(), attribute.name).not.toMatch(/^javascript:/i);
        }
      }
      expect(document.querySelectorAll('img, svg, body style')).toHaveLength(0);
      expect(html).not.toContain('<script>window.pwned');
      // What staff typed reads as text.
      expect(document.querySelector('h1')?.textContent).toBe(`Name ${attack}`);
      expect(document.title).toBe(`Name ${attack}`);
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(`Title ${attack}`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(`Social ${attack}`);
      expect(document.querySelector('.desc')?.innerHTML).toBe('<p>Text</p><a>link</a>');
      // A javascript: donation link is no link at all: a desktop gets the (safe) buttons instead.
      expect(document.getElementById('online')).toBeNull();
      const button = document.querySelector('#sms a')!;
      expect(button.getAttribute('data-keyword')).toBe(`K ${attack}&body=x`);
      expect(button.querySelector('span')?.textContent).toBe(`Op ${attack}`);
    }
    const ios = (await open('xss-page', 'ios')).document;
    expect(ios.querySelector('#sms a')?.getAttribute('href')).toBe(`sms:4202&body=${encodeURIComponent(`K ${attack}&body=x`)}`);
  });

  it('sends a strict Content-Security-Policy that allows exactly its own inline style and script', async () => {
    const { headers, document } = await open('clean-water');
    const policy = String(headers['content-security-policy']);
    const directives = policy.split(/\s*;\s*/);
    expect(directives).toEqual(expect.arrayContaining(EXPECTED_CSP_DIRECTIVES));
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(directives).toContain(`script-src ${hash(document.querySelector('script')!.textContent!)}`);
    expect(directives).toContain(`style-src ${hash(document.querySelector('style')!.textContent!)}`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('public, max-age=30');
  });

  it('sends the page gzip-compressed to a browser that takes it', async () => {
    const plain = await server().app.inject({ method: 'GET', url: '/p/clean-water', headers: { 'user-agent': USER_AGENTS.ios } });
    const compressed = await server().app.inject({ method: 'GET', url: '/p/clean-water', headers: { 'user-agent': USER_AGENTS.ios, 'accept-encoding': 'br, gzip;q=0.8' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await server().app.inject({ method: 'GET', url: '/p/clean-water', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('serves the stored WebP images, cached for good, and 404 for a width it does not have', async () => {
    const image = await server().http('GET', '/p/clean-water/image/320.webp?v=1');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await (await fetch(`${server().url}/p/clean-water/image/320.webp`)).arrayBuffer());
    expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
    expect((await server().http('GET', '/p/clean-water/image/960.webp')).status).toBe(404);
    expect((await server().http('GET', '/p/no-such-page/image/320.webp')).status).toBe(404);
  });

  it('stores a consent with the page, the time and the name typed, and nothing else', async () => {
    const consent = (body: unknown, slug = 'clean-water', address = '198.51.100.7') =>
      server().app.inject({ method: 'POST', url: `/p/${slug}/consent`, payload: body as object, remoteAddress: address });
    const first = await consent({ agreed: true, name: 'Amal' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ agreed: true });
    expect((await consent({ agreed: true, name: '  ' })).statusCode).toBe(201);

    const rows = (
      (await db().execute(sql`SELECT c.* FROM landing_page_consents c JOIN landing_pages p ON p.object_id = c.page_id WHERE p.slug = 'clean-water' ORDER BY c.id`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      }
    ).rows;
    expect(rows.map((row) => Object.keys(row).sort())[0]).toEqual(['agreed_at', 'id', 'name', 'page_id', 'page_slug']);
    expect(rows.map((row) => [row.page_slug, row.name, new Date(row.agreed_at as string).toISOString()])).toEqual([
      ['clean-water', 'Amal', server().clock.now().toISOString()],
      ['clean-water', null, server().clock.now().toISOString()],
    ]);

    expect((await consent({ agreed: false })).statusCode).toBe(400);
    const unknownField = await consent({ agreed: true, email: 'a@example.org' });
    expect(unknownField.json().fields).toEqual({ email: 'validation.unknownField' });
    expect((await consent({ agreed: true }, 'no-such-page')).statusCode).toBe(404);

    for (let attempt = 0; attempt < PAGE_CONSENT_LIMIT.max; attempt += 1) await consent({ agreed: true }, 'clean-water', '198.51.100.8');
    const limited = await consent({ agreed: true }, 'clean-water', '198.51.100.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rateLimited');
  });

  it('caps the consents of one page from all addresses together, each address within its own limit', { timeout: 60_000 }, async () => {
    const slug = 'clean-water-ar';
    const consentFrom = (address: string) =>
      server().app.inject({ method: 'POST', url: `/p/${slug}/consent`, payload: { agreed: true }, remoteAddress: address });
    const consentsOfPage = async () =>
      Number(
        ((await db().execute(sql`SELECT count(*)::int AS n FROM landing_page_consents WHERE page_slug = ${slug}`)) as unknown as { rows: Array<{ n: number }> })
          .rows[0]!.n,
      );
    const before = await consentsOfPage();
    // Addresses of a flood, each sending what its own limit allows, until the page's cap is reached.
    const perAddress = PAGE_CONSENT_LIMIT.max;
    for (let given = 0; given < PAGE_CONSENT_PAGE_LIMIT.max; given += 1) {
      const answer = await consentFrom(`203.0.113.${Math.floor(given / perAddress) + 1}`);
      expect(answer.statusCode, `consent ${given + 1}`).toBe(201);
    }
    const capped = await consentFrom('192.0.2.200');
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'rateLimited', message: 'This page is taking too many agreements right now. Try again later.' });
    expect(capped.json().retryAfterSeconds).toBe(PAGE_CONSENT_PAGE_LIMIT.windowMs / 1000);
    expect(await consentsOfPage()).toBe(before + PAGE_CONSENT_PAGE_LIMIT.max);
    // Another page is not affected, and the page takes consents again once the window has passed.
    expect((await server().app.inject({ method: 'POST', url: '/p/clean-water/consent', payload: { agreed: true }, remoteAddress: '192.0.2.201' })).statusCode).toBe(201);
    server().clock.advance(PAGE_CONSENT_PAGE_LIMIT.windowMs);
    expect((await consentFrom('192.0.2.200')).statusCode).toBe(201);
  });

  it('limits progress polls per address generously', async () => {
    for (let poll = 0; poll < PAGE_PROGRESS_LIMIT.max; poll += 1) expect((await progressOf('clean-water', '198.51.100.9')).status).toBe(200);
    const refused = await progressOf('clean-water', '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await progressOf('clean-water', '198.51.100.10')).status).toBe(200);
  });

  it('limits page and image requests per address, far above what a person opens', async () => {
    const view = (address: string) => server().app.inject({ method: 'GET', url: '/p/clean-water', remoteAddress: address });
    for (let count = 0; count < DEFAULT_VIEWS_PER_MINUTE - 1; count += 1) expect((await view('198.51.100.11')).statusCode).toBe(200);
    const image = await server().app.inject({ method: 'GET', url: '/p/clean-water/image/320.webp', remoteAddress: '198.51.100.11' });
    expect(image.statusCode).toBe(200);
    const refused = await view('198.51.100.11');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(0);
    expect((await view('198.51.100.12')).statusCode).toBe(200);
  });

  it('answers an unknown page with an HTML page saying so to a browser, and 404 notFound to other clients', async () => {
    const missing = await open('no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['content-security-policy']).toContain("default-src 'none'");
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.document.querySelector('h1')?.textContent).toBe('Page not found');
    for (const path of ['/p/no-such-page', '/p/Not_A_Slug', '/p/no-such-page/progress', '/p/clean-water/image/abc.webp', '/p/clean-water/image/0.webp']) {
      const answer = await server().http('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code, path).toBe('notFound');
    }
  });

  it('needs no session, and the OpenAPI document says so', async () => {
    expect((await server().http('GET', '/p/clean-water')).status).toBe(200);
    expect((await server().http('GET', '/p/clean-water/progress')).status).toBe(200);
    const document = (await server().http('GET', '/openapi.json')).body;
    expect(document.paths['/p/{slug}'].get.security).toEqual([]);
    expect(document.paths['/p/{slug}/progress'].get.security).toEqual([]);
    expect(document.paths['/p/{slug}/image/{width}.webp'].get.security).toEqual([]);
    expect(document.paths['/p/{slug}/consent'].post.security).toEqual([]);
    expect(document.paths['/p/icon.svg'].get.security).toEqual([]);
  });
});
