/**
 * The campaign pages form at /jalillah end to end (spec 2.9, 3 'Campaign page form', 4, 5): an
 * empty submit names every missing field (each missing image at its own field) and sends
 * nothing; a filled form uploads both images with progress, makes the Arabic and the English
 * page on the server and shows the links popup (the spec's 'Al Jalillah pages Links', titled as the
 * menu names the screen), whose buttons open each page
 * in a new window (browser mode's system browser) and whose 'Close the Popup' starts an empty
 * form; a failure part-way names its step and keeps the filling, and sending it again updates
 * the same pair instead of making another; one flow in Arabic. The target is typed as people write
 * it ('٥٠٬٠٠٠'); the English page is in English when the optional English texts are given, and
 * otherwise shows the Arabic ones marked as Arabic; a phone number in an Arabic description keeps
 * its order on the page.
 *
 * A keyword on a short code counts for one campaign at a time: each filling has a keyword of its
 * own, and runs from yesterday for two months (Dubai days), so its bar counts it today.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { LandingPage } from '../../src/shared/entities/landing-page';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, openFromMenu, switchLanguage } from './flows';
import { textReadsLeftToRight } from './text-order';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp((app) => ({ host, page, api } = app));

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const UPLOAD = '**/ipc/media:upload';
const CREATE = '**/ipc/landingPages:campaign';

const main = () => page.getByRole('main');
const form = (texts: Dictionary = en) => main().getByRole('form', { name: texts.campaignPages.formName });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A field by its whole label ('Name', not 'English name'; a required one shows a *): text
 * inputs, the descriptions and the date inputs.
 */
const field = (label: string) => main().getByLabel(new RegExp(`^${escaped(label)}\\s*\\*?$`));
const imageGroup = (label: string) => main().getByRole('group', { name: label });
const popup = (texts: Dictionary = en) => page.getByRole('dialog', { name: texts.campaignPages.linksTitle });

/** The server's pages whose name has `name` (the landing pages list, searched). */
async function serverPages(name: string): Promise<LandingPage[]> {
  const response = await api.get(`/landing_pages?search=${encodeURIComponent(name)}&limit=50`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { results: LandingPage[] }).results;
}

async function openForm(texts: Dictionary = en): Promise<void> {
  await openFromMenu(page, host.url, en.nav.campaignPages);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/jalillah');
  if (texts === ar) await switchLanguage(page, 'ar');
  await form(texts).waitFor();
}

/** A Dubai day (yyyy-MM-dd) `offset` days from today. */
const dubaiDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Dubai' });
const START = dubaiDay(-1);
const END = dubaiDay(60);

let filling = 0;

/** Types a whole campaign (both images picked); its name and keyword, unique to the filling. */
async function fillCampaign(texts: Dictionary = en): Promise<{ name: string; keyword: string }> {
  const n = ++filling;
  const name = `Campaign ${Date.now().toString(36)} ${n}`;
  const keyword = `GIVE${n}`;
  const t = texts.campaignPages;
  await field(t.name).fill(name);
  await field(t.title).fill('Give water to a village');
  await field(t.description).fill('Every dirham brings clean water.\nThank you.');
  await imageGroup(t.arabicImage).locator('input[type="file"]').setInputFiles({ name: 'arabic.png', mimeType: 'image/png', buffer: PNG });
  await imageGroup(t.englishImage).locator('input[type="file"]').setInputFiles({ name: 'english.png', mimeType: 'image/png', buffer: PNG });
  await field(t.startDate).fill(START);
  await field(t.endDate).fill(END);
  await field(t.donationLink).fill('https://donate.example.org/water');
  await field(t.target).fill('50000');
  await field(t.keyword).fill(keyword);
  // The date picker takes a typed day when its input is left.
  await field(t.keyword).press('Tab');
  return { name, keyword };
}

/** Counts the requests to a host channel that were answered (not those failed or refused on the way). */
function countAnswered(channelPattern: string): { count(): number; stop(): void } {
  let count = 0;
  const onFinished = (request: Request) => {
    void request.response().then((response) => {
      if (response && request.url().includes(channelPattern) && response.status() === 200) count += 1;
    });
  };
  page.on('requestfinished', onFinished);
  return { count: () => count, stop: () => page.off('requestfinished', onFinished) };
}

describe('campaign pages form', () => {
  it('names every missing field, each image at its own field, sends nothing, and refuses an end before the start', async () => {
    await openForm();
    const sent: string[] = [];
    const watch = (request: Request) => {
      if (/\/ipc\/(media:upload|landingPages:campaign)/.test(request.url())) sent.push(request.url());
    };
    page.on('request', watch);
    await form().getByRole('button', { name: en.campaignPages.submit }).click();

    await expectVisibleText(page, en.campaignPages.arabicImageMissing);
    await expectVisibleText(page, en.campaignPages.englishImageMissing);
    // Name, title, description, both dates, donation link, target and keyword.
    await expect.poll(() => form().getByText(en.validation.required, { exact: true }).count()).toBe(8);
    expect(await imageGroup(en.campaignPages.arabicImage).isVisible()).toBe(true);
    // The keyboard is on the first field in error, and every message is at its field (none left for a toast).
    expect(await field(en.campaignPages.name).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByText(en.form.cannotSend.split('{{')[0]!.trim()).count()).toBe(0);

    // One image picked: only the other is still asked for.
    await imageGroup(en.campaignPages.englishImage).locator('input[type="file"]').setInputFiles({ name: 'en.png', mimeType: 'image/png', buffer: PNG });
    await main().getByRole('img', { name: en.campaignPages.englishImage }).waitFor();
    await expect.poll(() => main().getByText(en.campaignPages.englishImageMissing).count()).toBe(0);
    expect(await main().getByText(en.campaignPages.arabicImageMissing).count()).toBe(1);

    await field(en.campaignPages.startDate).fill('2026-12-10');
    await field(en.campaignPages.endDate).fill('2026-12-01');
    await field(en.campaignPages.endDate).press('Tab');
    await form().getByRole('button', { name: en.campaignPages.submit }).click();
    await expectVisibleText(page, en.validation.reportEndBeforeStart);
    page.off('request', watch);
    expect(sent).toEqual([]);
  });

  it('uploads both images with progress, makes the pair, opens each page and resets on Close the Popup', async () => {
    await openForm();
    const { name, keyword } = await fillCampaign();
    const uploads = countAnswered('/ipc/media:upload');

    // The Arabic image's upload is held at the host's door, so its progress shows.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(UPLOAD, async (route) => {
      await held;
      await route.continue();
    });
    await form().getByRole('button', { name: en.campaignPages.submit }).click();
    await main().getByRole('progressbar', { name: en.campaignPages.uploadingArabic }).waitFor();
    expect(await form().getByRole('button', { name: en.campaignPages.submit }).isDisabled()).toBe(true);
    release();

    const dialog = popup();
    await dialog.waitFor();
    await page.unroute(UPLOAD);
    expect(uploads.count()).toBe(2);
    uploads.stop();

    const pages = await serverPages(name);
    expect(pages.map((stored) => stored.lang).sort()).toEqual(['ar', 'en']);
    for (const stored of pages) {
      expect(stored).toMatchObject({ kind: 'campaign', name });
      expect(stored.components.progress).toMatchObject({ target: 50000, startDate: START, endDate: END, keywords: [keyword] });
      expect(stored.components.otherDevicesLink).toBe('https://donate.example.org/water');
    }
    const linkOf = (lang: 'ar' | 'en') => pages.find((stored) => stored.lang === lang)!.link;
    // The popup shows both links as they are, and no note: the keyword is the campaign's own while it runs, so its bar counts it.
    for (const lang of ['ar', 'en'] as const) await dialog.getByText(linkOf(lang), { exact: true }).waitFor();
    expect(await dialog.getByText(en.landingPages.uncountedKeywords).count()).toBe(0);

    for (const [button, lang] of [
      [en.campaignPages.arabicPage, 'ar'],
      [en.campaignPages.englishPage, 'en'],
    ] as const) {
      const opening = page.context().waitForEvent('page');
      await dialog.getByRole('button', { name: button, exact: true }).click();
      const opened = await opening;
      await opened.waitForLoadState();
      expect(opened.url()).toBe(linkOf(lang));
      await opened.close();
    }

    await dialog.getByRole('button', { name: en.campaignPages.closePopup }).click();
    await expect.poll(() => popup().count()).toBe(0);
    for (const label of [en.campaignPages.name, en.campaignPages.title, en.campaignPages.keyword, en.campaignPages.startDate]) {
      expect(await field(label).inputValue(), label).toBe('');
    }
    expect(await main().getByRole('img', { name: en.campaignPages.arabicImage }).count()).toBe(0);
    expect(await main().getByRole('img', { name: en.campaignPages.englishImage }).count()).toBe(0);

    // A new filling with the same name (and a keyword of its own) is a new pair: Close the Popup started a new request.
    await fillCampaign();
    await field(en.campaignPages.name).fill(name);
    await form().getByRole('button', { name: en.campaignPages.submit }).click();
    await popup().waitFor();
    expect(await serverPages(name)).toHaveLength(4);
    await popup().getByRole('button', { name: en.campaignPages.closePopup }).click();
  });

  it('says which step failed, keeps the filling, and a second submit updates the same pages', async () => {
    await openForm();
    const { name, keyword } = await fillCampaign();
    const uploads = countAnswered('/ipc/media:upload');

    // 1. The Arabic image's upload fails: nothing is made.
    await page.route(UPLOAD, (route) => route.abort('connectionreset'), { times: 1 });
    await form().getByRole('button', { name: en.campaignPages.submit }).click();
    await main().getByRole('alert').filter({ hasText: en.campaignPages.steps.arabicImage }).waitFor();
    expect(await field(en.campaignPages.name).inputValue()).toBe(name);
    expect(await serverPages(name)).toEqual([]);

    // 2. The server makes the pages but the answer is lost on the way back.
    await page.route(
      CREATE,
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await form().getByRole('button', { name: en.campaignPages.submit }).click();
    await main().getByRole('alert').filter({ hasText: en.campaignPages.steps.pages }).waitFor();
    const firstTry = await serverPages(name);
    expect(firstTry).toHaveLength(2);
    // Everything typed is kept, the images with their previews.
    expect(await field(en.campaignPages.keyword).inputValue()).toBe(keyword);
    expect(await field(en.campaignPages.target).inputValue()).toBe('50,000');
    await main().getByRole('img', { name: en.campaignPages.arabicImage }).waitFor();
    await main().getByRole('img', { name: en.campaignPages.englishImage }).waitFor();

    // 3. Sent again with a change: the same two pages, updated; the images are not uploaded again.
    await field(en.campaignPages.title).fill('Give water to two villages');
    await form().getByRole('button', { name: en.campaignPages.submit }).click();
    await popup().waitFor();
    expect(await main().getByRole('alert').filter({ hasText: en.campaignPages.steps.pages }).count()).toBe(0);
    const secondTry = await serverPages(name);
    expect(secondTry.map((stored) => stored.objectId).sort()).toEqual(firstTry.map((stored) => stored.objectId).sort());
    expect(uploads.count()).toBe(2);
    uploads.stop();
    await popup().getByRole('button', { name: en.campaignPages.closePopup }).click();
  });

  it('takes a target typed as people write it, and makes an English page in English, or with the Arabic text marked as Arabic', async () => {
    await openForm();
    const { name } = await fillCampaign();
    const t = en.campaignPages;
    await field(t.target).fill('٥٠٬٠٠٠');
    await field(t.target).press('Tab');
    expect(await field(t.target).inputValue()).toBe('50,000');
    await field(t.description).fill('ساعدوا القرى.\nللاستفسار: 800-4242');
    await field(t.nameEN).fill(`${name} in English`);
    await field(t.titleEN).fill('Water for a village');
    await field(t.descriptionEN).fill('Help the villages. Questions: 800-4242');
    await form().getByRole('button', { name: t.submit }).click();
    await popup().waitFor();
    const pages = await serverPages(name);
    for (const stored of pages) expect(stored.components.progress?.target).toBe(50000);
    const linkOf = (lang: 'ar' | 'en', of = pages) => of.find((stored) => stored.lang === lang)!.link;
    await popup().getByRole('button', { name: t.closePopup }).click();

    const donor = await page.context().newPage();
    try {
      await donor.goto(linkOf('en'));
      expect(await donor.locator('h1').textContent()).toBe(`${name} in English`);
      expect(await donor.locator('h1').getAttribute('lang')).toBeNull();
      expect(await donor.locator('.desc').textContent()).toBe('Help the villages. Questions: 800-4242');

      // The Arabic page: right to left, the number reading 800-4242 from left to right, on one line.
      await donor.goto(linkOf('ar'));
      const number = donor.locator('.desc bdi', { hasText: '800-4242' });
      expect(await textReadsLeftToRight(donor.locator('.desc'), '800-4242')).toBe(true);
      expect(await number.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element).whiteSpace])).toEqual(['ltr', 'nowrap']);
      expect(await donor.locator('.desc').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

      // A filling without English texts: the English page says the Arabic ones, marked as Arabic, its own words English.
      await openForm();
      const single = await fillCampaign();
      await field(t.title).fill('سقيا القرى');
      await field(t.description).fill('ساعدوا القرى.');
      await form().getByRole('button', { name: t.submit }).click();
      await popup().waitFor();
      await popup().getByRole('button', { name: t.closePopup }).click();
      await donor.goto(linkOf('en', await serverPages(single.name)));
      expect(await donor.locator('html').getAttribute('lang')).toBe('en');
      expect(await donor.locator('.desc').textContent()).toBe('ساعدوا القرى.');
      expect(await donor.locator('.desc').evaluate((node) => [node.getAttribute('lang'), getComputedStyle(node).direction])).toEqual(['ar', 'rtl']);
      expect(await donor.locator('#about-title').textContent()).toBe('About');
    } finally {
      await donor.close();
    }
  });

  it('works in Arabic, right to left, with the keyword and link typed left to right', async () => {
    await openForm(ar);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await form(ar).getByRole('button', { name: ar.campaignPages.submit }).click();
    await expectVisibleText(page, ar.campaignPages.arabicImageMissing);
    await expectVisibleText(page, ar.campaignPages.englishImageMissing);
    expect(await field(ar.campaignPages.keyword).getAttribute('dir')).toBe('ltr');
    expect(await field(ar.campaignPages.donationLink).getAttribute('dir')).toBe('ltr');
    expect(await field(ar.campaignPages.description).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    const { name } = await fillCampaign(ar);
    await form(ar).getByRole('button', { name: ar.campaignPages.submit }).click();
    const dialog = popup(ar);
    await dialog.waitFor();
    // Titled as the side menu names the screen.
    expect(await dialog.getByRole('heading').innerText()).toContain(ar.nav.campaignPages);
    expect(await dialog.getByRole('button', { name: ar.campaignPages.arabicPage, exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: ar.campaignPages.englishPage, exact: true }).isVisible()).toBe(true);
    expect(await serverPages(name)).toHaveLength(2);
    await dialog.getByRole('button', { name: ar.campaignPages.closePopup }).click();
    await expect.poll(() => field(ar.campaignPages.name).inputValue()).toBe('');
  });
});
