/**
 * Nothing fails without a word (issue 10, 'No silent failures'), end to end in Chromium, in
 * English and Arabic: a form refused by its schema shows every message at its field and puts
 * the keyboard on the first one; a delete refused because the record is still used says what
 * uses it; a list that cannot load says so in the footer and offers a retry in place; toasts
 * cover nothing that can be clicked; '1 row', not '1 rows'.
 *
 * The browser host points at a platform server of its own process (office mode), so that a
 * test can stop it and start it again: a list that fails to load is a real failure (the server
 * is down), not a faked answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { startPlatformServerProcess, type PlatformServerProcess } from '../support/platform-server-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, openFromMenu, switchLanguage } from './flows';
import * as list from './list-steps';

let server: PlatformServerProcess;
let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  server = await startPlatformServerProcess();
}, 150_000);
afterAll(() => server?.dispose());

useSignedInApp(
  async (app) => {
    ({ host, page, api } = app);
  },
  { startOptions: () => ({ serverUrl: server.url }) },
);

const USED = { nameAR: 'جمعية الأمل', nameEN: 'Al Amal Society' };

/** An organization that 2 short codes and 1 keyword use, made through the API once. */
let usedOrganization: Promise<number> | undefined;
function organizationInUse(): Promise<number> {
  usedOrganization ??= (async () => {
    const created = await api.send('POST', '/organizations', {
      intID: 7701,
      ...USED,
      infoAR: 'جمعية خيرية.',
      infoEN: 'A charity society.',
      address: 'Sharjah, United Arab Emirates',
      email: 'info@alamal.example.org',
      fb: 'https://facebook.com/alamal',
      tel: '065000000',
      tw: 'https://twitter.com/alamal',
      web: 'https://alamal.example.org',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { organization: { id: number } }).organization.id;
    for (const shortcode of [4401, 4402]) {
      const shortCode = await api.send('POST', '/shortcodes', { orgid: id, mnoid: 1, price: 10, shortcode, keywordEN: 'AMAL' });
      expect(shortCode.status).toBe(201);
    }
    expect((await api.send('POST', '/classes/keywords', { title: 'أمل', org_id: id })).status).toBe(201);
    return id;
  })();
  return usedOrganization;
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every visible control of the page outside the toasts that `toast` overlaps, by its accessible description. */
async function controlsUnder(toast: Locator): Promise<string[]> {
  const box = (await toast.boundingBox())!;
  const controls = page.locator('button, a[href], input, select, textarea, [role="combobox"], [role="switch"], [role="checkbox"]');
  const covered: string[] = [];
  for (const control of await controls.filter({ visible: true }).all()) {
    if (await control.evaluate((element) => element.closest('.fui-Toast') !== null)) continue;
    const controlBox = await control.boundingBox();
    if (controlBox && overlap(box, controlBox)) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

const toastWith = (text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first();

describe('a form never drops a submit without a word', () => {
  it('a project refuses a card link that is not https: the message at the field, the keyboard on it (English)', async () => {
    const texts = en.projectForm;
    await page.goto(`${host.url}/projects/new`);
    await page.getByRole('heading', { name: en.screens.newProject, level: 1 }).waitFor();
    // The top bar says 'All organizations': the new project's organization is chosen on the form.
    await page.getByRole('main').getByRole('combobox', { name: texts.organizationField }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: texts.category }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: texts.nameAR, exact: true }).fill('سقيا الماء');
    await page.getByRole('textbox', { name: texts.nameEN, exact: true }).fill('Water for all');
    await page.getByRole('checkbox', { name: texts.ccSection }).check();
    const link = page.getByRole('textbox', { name: texts.ccUrl, exact: true });
    await link.fill('http://donate.example.org/water');
    await page.getByRole('button', { name: texts.confirm }).click();

    await expectVisibleText(page, en.validation.httpsUrl);
    await expect.poll(() => link.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    // Still on the form: nothing was sent.
    expect(page.url()).toContain('/projects/new');
  });

  it('a case shows every message at once and focuses the first field in error, then the card link (Arabic)', async () => {
    const texts = ar.projectForm;
    await page.goto(`${host.url}/urgent/new`);
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.screens.newCase, level: 1 }).waitFor();
    await page.getByRole('main').getByRole('combobox', { name: texts.organizationField }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: texts.category }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: texts.nameAR, exact: true }).fill('علاج طفل');
    await page.getByRole('textbox', { name: texts.targetAmount, exact: true }).fill('5000');
    await page.getByRole('checkbox', { name: texts.ccSection }).check();
    const link = page.getByRole('textbox', { name: texts.ccUrl, exact: true });
    await link.fill('donate.example.org');
    const nameEN = page.getByRole('textbox', { name: texts.nameEN, exact: true });
    await page.getByRole('button', { name: texts.confirm }).click();

    await expectVisibleText(page, ar.validation.httpsUrl);
    await expectVisibleText(page, ar.validation.required);
    await expect.poll(() => nameEN.evaluate((input) => input === document.activeElement)).toBe(true);

    await nameEN.fill('Treatment for a child');
    await page.getByRole('button', { name: texts.confirm }).click();
    await expect.poll(() => link.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectVisibleText(page, ar.validation.httpsUrl);
  });

  it('the banner form shows all its messages on the first Confirm', async () => {
    await page.goto(`${host.url}/newBanner`);
    await page.getByRole('heading', { name: en.banners.addTitle, level: 1 }).waitFor();
    await page.getByRole('button', { name: en.common.save }).click();
    for (const message of [en.validation.required, en.validation.selectActivity, en.validation.selectOrg]) await expectVisibleText(page, message);
    // intID, nameAR, nameEN: three 'required' at once, with the target's two messages.
    await expect.poll(() => page.getByText(en.validation.required, { exact: true }).filter({ visible: true }).count()).toBe(3);
    const intID = page.getByRole('textbox', { name: en.banners.intID });
    await expect.poll(() => intID.evaluate((input) => input === document.activeElement)).toBe(true);
  });
});

describe('a delete refused because the record is still used says what uses it', () => {
  it('row delete in English, bulk delete in Arabic; the confirming button is red', async () => {
    await organizationInUse();
    await openFromMenu(page, host.url, en.organizations.menu);
    const dialog = await list.askToDeleteRow(page, USED.nameEN);
    const confirmButton = dialog.getByRole('button', { name: en.list.delete });
    const [red, green, blue] = (await confirmButton.evaluate((button) => getComputedStyle(button).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(150);
    expect(red! - Math.max(green!, blue!)).toBeGreaterThan(100);
    await confirmButton.click();
    await expectVisibleText(page, 'Not deleted: it is still used by 2 short codes and 1 keyword.');
    await expect.poll(() => list.deleteRowButton(page, USED.nameEN).count()).toBe(1);

    await switchLanguage(page, 'ar');
    await page.getByRole('checkbox', { name: ar.list.selectRow.replace('{{name}}', USED.nameAR) }).check();
    await page.getByRole('button', { name: ar.list.deleteSelectedCount.replace('{{number}}', '1') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: ar.list.delete }).click();
    const toast = toastWith(ar.usedBy.shortCodes_two);
    await toast.waitFor();
    expect(await toast.innerText()).toContain(ar.usedBy.keywords_one);
    expect(await toast.innerText()).toContain(ar.usedBy.message.split('{{uses}}')[0]!.trim());
  });
});

describe('toasts and counts', () => {
  it('a toast covers none of the top bar, the toolbar, the filter or the form (keywords, wide and narrow)', async () => {
    await openFromMenu(page, host.url, en.nav.keywords);
    const viewport = page.viewportSize();
    try {
      for (const width of [1280, 820]) {
        await page.setViewportSize({ width, height: 720 });
        await page.getByRole('button', { name: en.list.deleteSelected }).click();
        const toast = toastWith(en.keywords.nothingSelected);
        await toast.waitFor();
        expect(await controlsUnder(toast)).toEqual([]);
        await toast.waitFor({ state: 'detached', timeout: 10_000 });
      }
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
  });

  it("says '1 row' in English and 'صف واحد' in Arabic; the admin list's headers are words", async () => {
    await organizationInUse();
    await openFromMenu(page, host.url, en.nav.keywords);
    await page.getByRole('combobox', { name: en.keywords.filter }).selectOption({ label: USED.nameEN });
    await page.getByText(en.list.rowCount_one.replace('{{number}}', '1'), { exact: true }).waitFor();
    await switchLanguage(page, 'ar');
    await page.getByText(ar.list.rowCount_one, { exact: true }).waitFor();
    await switchLanguage(page, 'en');

    await openFromMenu(page, host.url, en.adminUsers.menu);
    for (const header of ['ID', 'Name', 'Role', 'Email', 'Mobile number']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
  });
});

describe('a list that fails to load', () => {
  it("shows the footer's error toast, below the content, and the retry in place brings the list once the server is back", async () => {
    await page.goto(host.url);
    await page.getByRole('navigation', { name: en.shell.mainMenu }).waitFor();
    // The office server goes down: the next list asked for cannot load.
    await server.stop();
    try {
      await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: en.banners.menu, exact: true }).click();
      const toast = toastWith(en.errors.network);
      await toast.waitFor({ timeout: 20_000 });
      const retry = page.getByRole('main').getByRole('button', { name: en.app.retry });
      await retry.waitFor();
      const toastBox = (await toast.boundingBox())!;
      const mainBox = (await page.getByRole('main').boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(mainBox.y + mainBox.height - 1);
      expect(await controlsUnder(toast)).toEqual([]);
    } finally {
      await server.start();
    }
    await page.getByRole('main').getByRole('button', { name: en.app.retry }).click();
    await page.getByRole('grid', { name: en.banners.menu }).waitFor();
    await expect.poll(() => list.bodyRows(page).count()).toBeGreaterThan(0);
  });
});
