/**
 * The overview at `/` (spec 2.20) and the extended forms (spec 2.3), end to end: each card
 * says when its kind of record was last added and updated ('—' while there is none) in the
 * en-US 12-hour format in English and its Arabic equivalent in Arabic, and opens its list;
 * `/projects/extended-forms` and `/urgent/extended-forms` open the create forms with every
 * payment section open.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Banner } from '../../src/shared/entities/banner';
import type { Memorial } from '../../src/shared/entities/memorial';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectShell, switchLanguage } from './flows';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp((app) => ({ host, page, api } = app));

const main = () => page.getByRole('main');
/** A card is a region named by its title (a link to its list). */
const card = (name: string) => main().getByRole('region', { name, exact: true });

async function openOverview(texts: Dictionary = en): Promise<void> {
  await page.goto(host.url);
  await expectShell(page);
  await page.getByRole('heading', { name: texts.nav.overview, level: 1 }).waitFor();
  await card(texts.overview.banners).waitFor();
}

/** Leaves the server without memorial persons (through the API). */
async function deleteEveryMemorial(): Promise<void> {
  const response = await api.get('/classes/InMemory?limit=1000');
  const { results } = (await response.json()) as { results: Memorial[] };
  if (results.length === 0) return;
  const deleted = await api.send('DELETE', '/classes/InMemory/bulk', { InMemoryIDs: results.map((memorial) => memorial.objectId) });
  expect(deleted.status, await deleted.clone().text()).toBe(200);
}

/** Adds a banner through the API; answers the moments just before and after, between which it was added. */
async function createBanner(): Promise<{ banner: Banner; before: Date; after: Date }> {
  const before = new Date();
  const response = await api.send('POST', '/banners', {
    intID: 9100 + Math.floor(Math.random() * 800),
    nameAR: 'لافتة النظرة العامة',
    nameEN: 'Overview banner',
    order: 1,
    targetType: 'url',
    targetUrl: 'https://example.org/campaign',
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  const after = new Date();
  return { banner: ((await response.json()) as { banner: Banner }).banner, before, after };
}

/**
 * How a moment between `before` and `after` reads in the overview's format (the browser's own
 * time zone): one text, or two when a minute turned meanwhile.
 */
async function expectedTimes({ before, after }: { before: Date; after: Date }, locale: string): Promise<string[]> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hour12: true, timeZone });
  return [...new Set([format.format(before), format.format(after)])];
}

/** The card's text shows one of `times`. */
async function expectOneOf(region: ReturnType<typeof card>, times: string[]): Promise<void> {
  await expect.poll(async () => {
    const text = await region.innerText();
    return times.some((time) => text.includes(time));
  }, { message: `one of ${times.join(' | ')}` }).toBe(true);
}

describe('overview', () => {
  it("says '—' for what has no record yet, and the time of a banner just added, in English and in Arabic", async () => {
    await deleteEveryMemorial();
    const added = await createBanner();
    await openOverview();

    const memorials = card(en.overview.memorials);
    await expect.poll(() => memorials.getByText(en.overview.none, { exact: true }).count()).toBe(2);

    const english = await expectedTimes(added, 'en-US');
    // The en-US 12-hour clock: 'Nov 24, 2026, 3:05 PM'.
    for (const time of english) expect(time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    const banners = card(en.overview.banners);
    await expectOneOf(banners, english);
    expect(await banners.innerText()).toContain(en.overview.lastAdded);
    // Projects and cases come with the seed.
    for (const name of [en.overview.projects, en.overview.causes]) {
      expect(await card(name).getByText(en.overview.none, { exact: true }).count(), name).toBe(0);
    }

    await switchLanguage(page, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const arabic = await expectedTimes(added, 'ar-AE-u-nu-latn');
    // Its Arabic equivalent: an Arabic month and a 12-hour clock marked ص or م, in the Latin digits the app's Arabic uses.
    for (const time of arabic) expect(time).toMatch(/\d{1,2}:\d{2}.*[صم]/);
    await expectOneOf(card(ar.overview.banners), arabic);
    await expect.poll(() => card(ar.overview.memorials).getByText(ar.overview.none, { exact: true }).count()).toBe(2);
    await switchLanguage(page, 'en');
  });

  it('opens the list of each card, from the mouse and from the keyboard', async () => {
    const lists = [
      { name: en.overview.banners, path: '/banners/list', heading: en.banners.menu },
      { name: en.overview.projects, path: '/projects/list', heading: en.nav.projects },
      { name: en.overview.causes, path: '/urgent/list', heading: en.nav.causes },
      { name: en.overview.memorials, path: '/inMemory', heading: en.memorials.menu },
    ];
    await openOverview();
    for (const [index, target] of lists.entries()) {
      // Back to the overview as the browser's Back button goes (no new page load).
      if (index > 0) await page.goBack();
      const link = card(target.name).getByRole('link', { name: target.name, exact: true });
      if (index % 2 === 0) await link.click();
      else {
        await link.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => new URL(page.url()).pathname, { message: target.name }).toBe(target.path);
      await page.getByRole('heading', { name: target.heading, level: 1 }).waitFor();
    }
  });

  it('says when the overview cannot be loaded, and loads it on Try again', async () => {
    // The host answers as a gateway that is down, until the test lets the calls through.
    let down = true;
    await page.route('**/ipc/overview:stats', (route) => (down ? route.fulfill({ status: 502, body: 'gateway down' }) : route.continue()));
    try {
      await page.goto(host.url);
      const alert = main().getByRole('alert').filter({ hasText: en.overview.loadFailed.split(':')[0]! });
      await alert.waitFor();
      expect(await card(en.overview.banners).count()).toBe(0);
      down = false;
      await alert.getByRole('button', { name: en.app.retry }).click();
      await card(en.overview.banners).waitFor();
    } finally {
      await page.unroute('**/ipc/overview:stats');
    }
  });
});

describe('extended forms', () => {
  const checkbox = (label: string) => main().getByRole('checkbox', { name: label });

  it('opens the project create form with the SMS, bank and credit-card sections open', async () => {
    await page.goto(`${host.url}/projects/extended-forms`);
    await page.getByRole('heading', { name: en.screens.projectExtendedForms, level: 1 }).waitFor();
    for (const section of [en.projectForm.smsSection, en.projectForm.bankSection, en.projectForm.ccSection]) {
      await expect.poll(() => checkbox(section).isChecked(), { message: section }).toBe(true);
    }
    // What the sections reveal is there: an SMS row, the bank block, the credit-card link.
    await main().getByRole('group', { name: en.projectForm.smsRow.replace('{{number}}', '1') }).waitFor();
    await main().getByRole('textbox', { name: en.projectForm.iban }).waitFor();
    await main().getByRole('textbox', { name: en.projectForm.ccUrl }).waitFor();
    // The plain create form keeps them closed.
    await page.goto(`${host.url}/projects/new`);
    await page.getByRole('heading', { name: en.screens.newProject, level: 1 }).waitFor();
    expect(await checkbox(en.projectForm.bankSection).isChecked()).toBe(false);
  });

  it('opens the case create form with the SMS and credit-card sections open (a case has no bank block)', async () => {
    await page.goto(`${host.url}/urgent/extended-forms`);
    await page.getByRole('heading', { name: en.screens.caseExtendedForms, level: 1 }).waitFor();
    for (const section of [en.projectForm.smsSection, en.projectForm.ccSection]) {
      await expect.poll(() => checkbox(section).isChecked(), { message: section }).toBe(true);
    }
    expect(await checkbox(en.projectForm.bankSection).count()).toBe(0);
    await main().getByRole('group', { name: en.projectForm.smsRow.replace('{{number}}', '1') }).waitFor();
    await main().getByRole('textbox', { name: en.projectForm.ccUrl }).waitFor();
  });
});
