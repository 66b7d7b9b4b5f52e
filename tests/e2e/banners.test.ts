/**
 * Banners end to end (spec 2.4, 2.6, 3, 4, 5): the list through the kit (its heading, rows and
 * default columns; the kit itself is tested in list-kit.test.ts) with its own rules (active
 * banners first, a status switch that clears the start date, the top bar's organization
 * filter; a banner just saved kept in sight), and the form (targets, validation in place, create
 * saved inactive, edit prefilled, a reload on the edit route).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Banner } from '../../src/shared/entities/banner';
import { en } from '../../src/renderer/src/i18n/en';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { chooseTopBarOrganization, expectVisibleText, fetchOrganizations, openFromMenu } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

useSignedInApp((app) => ({ host, page, api } = app));

async function serverBanners(query = ''): Promise<Banner[]> {
  const response = await api.get(`/banners${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { banners: Banner[] } }).data.banners;
}

const serverBanner = async (id: number) => (await serverBanners()).find((banner) => banner.id === id);

let nextIntID = 600;
/** A banner made through the API: a URL target unless `extra` says otherwise; new banners are inactive. */
async function createBanner(nameEN: string, extra: Record<string, unknown> = {}): Promise<Banner> {
  const intID = nextIntID++;
  const response = await api.send('POST', '/banners', {
    intID,
    nameAR: `لافتة ${intID}`,
    nameEN,
    order: 1,
    targetType: 'url',
    targetUrl: 'https://example.org/campaign',
    ...extra,
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { banner: Banner }).banner;
}

async function setActive(banner: Banner, active: boolean): Promise<void> {
  const response = await api.send('PUT', `/banners/${banner.id}?edit_status=true`, { new_status: active ? 1 : 0 });
  expect(response.status).toBe(200);
}

/** Makes the server hold exactly `count` banners (deleting or adding through the API), so all show on one page. */
const keepBanners = (count: number): Promise<Banner[]> =>
  list.keepServerRows(count, {
    list: () => serverBanners(),
    idOf: (banner) => banner.id,
    deleteBulk: (bannersIDs) => api.send('DELETE', '/banners/bulk', { bannersIDs }),
    add: () => createBanner(`Filler ${nextIntID}`),
  });

/** Opens the list fresh (the list loads once per app run, so a reload shows server-side changes). */
async function openList(): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/banners/list`, heading: en.banners.menu, empty: en.banners.empty });
}

const bodyRows = () => list.bodyRows(page);
/**
 * A header cell by its text. (Chromium exposes the first header after the selection cell, a
 * `td`, as a row header rather than a column header, so the role cannot be used here.)
 */
const columnHeader = (name: string) => page.getByRole('grid').locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });
const statusOf = (banner: Banner) => page.getByRole('switch', { name: en.list.statusOf.replace('{{name}}', banner.nameAR) });
const form = () => page.locator('form');
const textbox = (label: string) => form().getByRole('textbox', { name: label });
const select = (label: string) => form().getByRole('combobox', { name: label });
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe('banners list', () => {
  it('renders through the kit: in the menu, its rows, and the default columns IntID, Arabic name, Target, Order, Status, Actions', async () => {
    const banners = await keepBanners(3);
    await openFromMenu(page, host.url, en.banners.menu);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');
    await page.getByRole('heading', { name: en.banners.menu, level: 1 }).waitFor();
    await expect.poll(() => bodyRows().count()).toBe(3);
    for (const banner of banners) expect(await statusOf(banner).count(), banner.nameEN).toBe(1);
    await list.expectColumns(columnHeader, {
      visible: [en.columns.intID, en.columns.nameAR, en.banners.target, en.columns.order, en.columns.status, en.columns.actions],
      hidden: [en.columns.id, en.columns.nameEN, en.banners.startDate],
    });
    expect(await page.getByRole('button', { name: en.list.exportCsv }).isVisible()).toBe(true);
  });

  it('puts active banners first', async () => {
    await keepBanners(2);
    const inactive = await createBanner('Inactive first by order', { order: 0 });
    const active = await createBanner('Active last by order', { order: 3 });
    await setActive(active, true);
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(4);
    const states = await page.getByRole('grid').getByRole('switch').evaluateAll((switches) => switches.map((element) => (element as HTMLInputElement).checked));
    expect(states).toContain(true);
    expect(states).toContain(false);
    // Every active row comes before every inactive one.
    expect(states.indexOf(false)).toBeGreaterThan(states.lastIndexOf(true));
    const order = await bodyRows().evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const activeAt = order.findIndex((text) => text.includes(String(active.intID)));
    const inactiveAt = order.findIndex((text) => text.includes(String(inactive.intID)));
    expect(activeAt).toBeGreaterThanOrEqual(0);
    expect(activeAt).toBeLessThan(inactiveAt);
  });

  it("toggles the status with the spec's toast; the server has isactive 1 and no start date", async () => {
    await keepBanners(3);
    const banner = await createBanner('Switch me on');
    expect(banner.isactive).toBe(0);
    expect(banner.startDate).toBe(today());
    await openList();
    const toggle = statusOf(banner);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expectVisibleText(page, `${banner.nameEN}'s status has been changed successfully.`);
    await expect.poll(async () => (await serverBanner(banner.id))?.isactive).toBe(1);
    expect((await serverBanner(banner.id))?.startDate).toBeNull();
    await expect.poll(() => toggle.isChecked()).toBe(true);
  });

  it("narrows to the top bar's organization (banners opening its projects)", async () => {
    await keepBanners(0);
    const organizations = await fetchOrganizations(api);
    const chosen = organizations[0]!;
    const other = organizations[1]!;
    const mine = await createBanner('Project of the chosen one', { targetType: 'project', targetActivityIntID: 1, targetOrgIntID: chosen.intID });
    const theirs = await createBanner('Project of another one', { targetType: 'project', targetActivityIntID: 1, targetOrgIntID: other.intID });
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(2);

    await chooseTopBarOrganization(page, chosen.nameEN);
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await statusOf(mine).count()).toBe(1);
    expect(await statusOf(theirs).count()).toBe(0);

    await chooseTopBarOrganization(page, en.shell.allOrganizations);
    await expect.poll(() => bodyRows().count()).toBe(2);
  });

  it('shows a banner just saved: a filter that hides it says so with Show all organizations; then its page, and that it is OFF', async () => {
    await keepBanners(0);
    const chosen = (await fetchOrganizations(api))[0]!;
    // A page and more of active banners of the chosen organization: a new banner, saved OFF, comes after them.
    for (let n = 1; n <= 11; n += 1) {
      await setActive(await createBanner(`Active ${n}`, { targetType: 'project', targetActivityIntID: 1, targetOrgIntID: chosen.intID }), true);
    }
    await openList();
    await chooseTopBarOrganization(page, chosen.nameEN);
    await page.getByRole('button', { name: en.banners.add }).click();
    await page.getByRole('heading', { name: en.banners.addTitle, level: 1 }).waitFor();
    await textbox(en.banners.intID).fill('778');
    await textbox(en.columns.nameAR).fill('رابط الحملة');
    await textbox(en.columns.nameEN).fill('Campaign link');
    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.url });
    await textbox(en.banners.url).fill('https://example.org/campaign-link');
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');

    // It opens no project of the chosen organization: the list says why it is not there, in place of 'Showing only …'.
    const isolated = (text: string) => `\u2068${text}\u2069`;
    const hidden = en.banners.savedHidden.replace('{{name}}', isolated('Campaign link')).replace('{{organization}}', isolated(chosen.nameEN));
    await expectVisibleText(page, hidden);
    expect(await page.getByText(en.list.onlyOrganization.replace('{{name}}', isolated(chosen.nameEN))).count()).toBe(0);
    const saved = page.getByRole('switch', { name: en.list.statusOf.replace('{{name}}', 'رابط الحملة') });
    expect(await saved.count()).toBe(0);

    // One click shows every organization, on the page that holds it.
    await page.getByRole('main').getByRole('button', { name: en.list.showAllOrganizations }).click();
    await saved.waitFor();
    expect(await page.getByRole('banner').getByRole('combobox', { name: en.shell.organization }).innerText()).toBe(en.shell.allOrganizations);
    expect(await list.pagination(page).getByRole('button', { name: en.list.pageNumber.replace('{{page}}', '2') }).getAttribute('aria-current')).toBe('page');
    await expectVisibleText(page, en.banners.savedOff.replace('{{name}}', isolated('Campaign link')));
    expect(await page.getByText(hidden).count()).toBe(0);
  });
});

describe('banner form', () => {
  it('validates in place: required fields, the target of the type, a URL', async () => {
    await openList();
    await page.getByRole('button', { name: en.banners.add }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/newBanner');
    await page.getByRole('heading', { name: en.banners.addTitle, level: 1 }).waitFor();
    // The project payment screen needs an activity and an organization.
    expect(await select(en.banners.targetType).inputValue()).toBe('project');
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => form().getByText(en.validation.required).count()).toBe(3);
    // The target is checked once the fields themselves are valid.
    await textbox(en.banners.intID).fill('123');
    await textbox(en.columns.nameAR).fill('لافتة');
    await textbox(en.columns.nameEN).fill('A banner');
    await page.getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.selectActivity);
    await expectVisibleText(page, en.validation.selectOrg);
    expect(await form().getByText(en.validation.required).count()).toBe(0);

    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.url });
    expect(await select(en.banners.activity).count()).toBe(0);
    await page.getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.urlRequired);
    await textbox(en.banners.url).fill('not a web address');
    await textbox(en.banners.url).blur();
    await expectVisibleText(page, en.validation.urlInvalid);
    await textbox(en.banners.intID).fill('abc');
    await textbox(en.banners.intID).blur();
    await expectVisibleText(page, en.validation.number);
    // Nothing was saved.
    expect(new URL(page.url()).pathname).toBe('/newBanner');
  });

  it('creates a banner through the form: saved inactive, dated today, the target derived, the image named by the INT ID', async () => {
    await keepBanners(3);
    const organizations = await fetchOrganizations(api);
    const organization = organizations[0]!;
    await page.goto(`${host.url}/newBanner`);
    await page.getByRole('heading', { name: en.banners.addTitle, level: 1 }).waitFor();
    await textbox(en.banners.intID).fill('777');
    await select(en.columns.order).selectOption('2');
    await textbox(en.columns.nameAR).fill('حملة الشتاء');
    await textbox(en.columns.nameEN).fill('Winter campaign');
    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.project });
    await select(en.banners.activity).selectOption({ label: 'Water wells' });
    await select(en.banners.organization).selectOption({ label: organization.nameEN });
    await page.locator('input[type="file"]').setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: en.banners.image }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');
    await expectVisibleText(page, en.banners.saved);
    const saved = (await serverBanners()).find((banner) => banner.intID === 777);
    expect(saved).toMatchObject({
      nameAR: 'حملة الشتاء',
      nameEN: 'Winter campaign',
      order: 2,
      countryid: 1,
      targetType: 'project',
      targetActivityIntID: 4,
      targetOrgIntID: organization.intID,
      target: `/activities/4/${organization.intID}`,
      isactive: 0,
      startDate: today(),
      endDate: today(),
    });
    expect(saved!.image).toMatch(/^sliders\/777\./);
    await expect.poll(() => page.getByRole('switch', { name: 'Status of حملة الشتاء' }).isVisible()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Status of حملة الشتاء' }).isChecked()).toBe(false);
  });

  it('refuses an INT ID already used, in place', async () => {
    const existing = await createBanner('Taken INT ID');
    await page.goto(`${host.url}/newBanner`);
    await page.getByRole('heading', { name: en.banners.addTitle, level: 1 }).waitFor();
    await textbox(en.banners.intID).fill(String(existing.intID));
    await textbox(en.columns.nameAR).fill('مكررة');
    await textbox(en.columns.nameEN).fill('Duplicate');
    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.url });
    await textbox(en.banners.url).fill('https://example.org/duplicate');
    await page.getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.alreadyUsed);
    expect(new URL(page.url()).pathname).toBe('/newBanner');
  });

  it('edits a banner, prefilled; the edit route survives a reload', async () => {
    await keepBanners(3);
    const banner = await createBanner('Before edit', { targetUrl: 'https://example.org/before' });
    await openList();
    await page.getByRole('button', { name: `Edit ${banner.nameAR}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/editBanner/${banner.id}`);
    await page.getByRole('heading', { name: en.banners.editTitle, level: 1 }).waitFor();
    await expect.poll(() => textbox(en.columns.nameEN).inputValue()).toBe('Before edit');
    await page.reload();
    await page.getByRole('heading', { name: en.banners.editTitle, level: 1 }).waitFor();
    await expect.poll(() => textbox(en.columns.nameEN).inputValue()).toBe('Before edit');
    expect(await textbox(en.banners.intID).inputValue()).toBe(String(banner.intID));
    expect(await textbox(en.columns.nameAR).inputValue()).toBe(banner.nameAR);
    expect(await select(en.columns.order).inputValue()).toBe('1');
    expect(await select(en.banners.targetType).inputValue()).toBe('url');
    expect(await textbox(en.banners.url).inputValue()).toBe('https://example.org/before');

    await textbox(en.columns.nameEN).fill('After edit');
    await select(en.banners.targetType).selectOption({ label: en.banners.targetTypes.activity });
    await expect.poll(() => select(en.banners.activity).isVisible()).toBe(true);
    await select(en.banners.activity).selectOption({ label: 'Zakat' });
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');
    await expectVisibleText(page, en.banners.saved);
    expect(await serverBanner(banner.id)).toMatchObject({
      nameEN: 'After edit',
      targetType: 'activity',
      targetActivityIntID: 1,
      targetUrl: null,
      target: '/activities/1',
    });

    // The saved target shows in the form again.
    await page.goto(`${host.url}/editBanner/${banner.id}`);
    await expect.poll(() => select(en.banners.activity).inputValue()).toBe('1');
    expect(await select(en.banners.targetType).inputValue()).toBe('activity');
  });
});
