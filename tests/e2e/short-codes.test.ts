/**
 * The short codes screens (spec 2.15, 2.4, 5), end to end in Chromium against browser mode:
 * the list through the kit with operator and organization names (the kit itself is tested in
 * list-kit.test.ts), the add/edit form and its warnings, and a reload on the edit route.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Mno } from '../../src/shared/entities/mno';
import type { Organization } from '../../src/shared/entities/organization';
import type { ShortCode } from '../../src/shared/entities/short-code';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectShell, expectVisibleText, fetchOrganizations, openFromMenu, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];
let mnos: Mno[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
  mnos = ((await (await api.get('/dashboard_mnos')).json()) as { data: { MNOs: Mno[] } }).data.MNOs;
});

async function serverShortCodes(): Promise<ShortCode[]> {
  const response = await api.get('/shortcodes');
  expect(response.status).toBe(200);
  return ((await response.json()) as { shortcodes: ShortCode[] }).shortcodes;
}

const rowName = (shortCode: Pick<ShortCode, 'id' | 'shortcode'>) => `${shortCode.shortcode} (ID ${shortCode.id})`;
const main = () => page.getByRole('main');
const form = () => main().locator('form');
const bodyRows = () => list.bodyRows(main());
const heading = (name: string) => page.getByRole('heading', { name, level: 1 });

/** The list loads once; after changes made through the API, the page is loaded again. */
async function reloadList(expectedRows: number): Promise<void> {
  await page.goto(`${host.url}/shortCodes`);
  await expectShell(page);
  await expect.poll(() => bodyRows().count()).toBe(expectedRows);
}

async function openForm(path: string, title: string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  await expect.poll(() => heading(title).isVisible()).toBe(true);
}

let nextShortCode = 5000;
/** A short code made through the API: 20 AED on the second operator for the second organization, unless `body` says otherwise. */
async function createThroughApi(body: Record<string, unknown> = {}): Promise<ShortCode> {
  const response = await api.send('POST', '/shortcodes', {
    orgid: organizations[1]!.id,
    mnoid: mnos[1]!.id,
    price: 20,
    shortcode: nextShortCode++,
    keywordEN: 'E2E',
    ...body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { shortcode: ShortCode }).shortcode;
}

/** Makes the server hold exactly `count` short codes (deleting or adding through the API). */
const keepShortCodes = (count: number): Promise<ShortCode[]> =>
  list.keepServerRows(count, {
    list: serverShortCodes,
    idOf: (shortCode) => shortCode.id,
    deleteBulk: (shortcodesIDs) => api.send('DELETE', '/shortcodes/bulk', { shortcodesIDs }),
    add: () => createThroughApi(),
  });

describe('short codes list', () => {
  it('renders through the kit: in the menu, the columns of the spec, operators and organizations by name, the row count', async () => {
    const shortCodes = await keepShortCodes(4);
    await openFromMenu(page, host.url, en.shortCodes.menu);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shortCodes');
    await expect.poll(() => heading(en.shortCodes.menu).isVisible()).toBe(true);
    await expect.poll(() => bodyRows().count()).toBe(shortCodes.length);
    const headers = (await main().locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(headers).toEqual([en.columns.id, en.shortCodes.mno, en.shortCodes.organization, en.shortCodes.price, en.shortCodes.shortcode, en.columns.actions]);
    const first = shortCodes[0]!;
    const cells = (await bodyRows().first().getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toContain(String(first.id));
    expect(cells).toContain(mnos.find((mno) => mno.id === first.mnoid)!.nameEN);
    expect(cells).toContain(organizations.find((organization) => organization.id === first.orgid)!.nameEN);
    expect(cells).toContain(String(first.price));
    expect(cells).toContain(String(first.shortcode));
    await expectVisibleText(page, '4 rows');
    expect(await list.pagination(page).count()).toBe(0);
  });
});

describe('short code form', () => {
  it("warns 'please select orgid' and 'please select mnoid' when the selects are empty", async () => {
    const before = (await serverShortCodes()).length;
    await reloadList(before);
    await main().getByRole('button', { name: en.shortCodes.add }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/addNewShortCode');
    await expect.poll(() => heading(en.shortCodes.addTitle).isVisible()).toBe(true);
    await form().getByLabel(en.shortCodes.price).fill('20');
    await form().getByLabel(en.shortCodes.shortcode).fill('4555');
    await form().getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.selectOrg);
    await expectVisibleText(page, en.validation.selectMno);
    expect(new URL(page.url()).pathname).toBe('/addNewShortCode');
    expect((await serverShortCodes()).length).toBe(before);
    // A choice clears its warning.
    await form().getByLabel(en.shortCodes.organization).selectOption(String(organizations[1]!.id));
    await expect.poll(() => page.getByText(en.validation.selectOrg).filter({ visible: true }).count()).toBe(0);
  });

  it("offers the organizations as 'id - name' in the screen's language (the id isolated left to right) and the operators by name", async () => {
    await openForm('/addNewShortCode', en.shortCodes.addTitle);
    const optionsOf = async (label: string) => (await form().getByLabel(label).locator('option').allInnerTexts()).map((text) => text.trim());
    // The lists arrive after the form is drawn (a start at the form asks for them then): until then only the placeholder is offered.
    await expect.poll(async () => (await optionsOf(en.shortCodes.organization)).length).toBeGreaterThan(organizations.length);
    await expect.poll(async () => (await optionsOf(en.shortCodes.mno)).length).toBeGreaterThanOrEqual(mnos.length);
    const organizationOptions = await optionsOf(en.shortCodes.organization);
    expect(organizationOptions[0]).toBe(en.shortCodes.selectOrganization);
    for (const organization of organizations) expect(organizationOptions).toContain(`\u2066${organization.id}\u2069 - ${organization.nameEN}`);
    const mnoOptions = await optionsOf(en.shortCodes.mno);
    for (const mno of mnos) expect(mnoOptions).toContain(mno.nameEN);
    expect(await form().getByRole('checkbox', { name: en.common.active }).isChecked()).toBe(true);

    await switchLanguage(page, 'ar');
    const arabicOptions = await optionsOf(ar.shortCodes.organization);
    for (const organization of organizations) expect(arabicOptions).toContain(`\u2066${organization.id}\u2069 - ${organization.nameAR}`);
    await switchLanguage(page, 'en');
  });

  it('creates a short code: the server has it, with numbers as numbers, and the list shows it', async () => {
    await keepShortCodes(4);
    const organization = organizations[1]!;
    const mno = mnos[1]!;
    await openForm('/addNewShortCode', en.shortCodes.addTitle);
    await form().getByLabel(en.shortCodes.price).fill('20');
    await form().getByLabel(en.shortCodes.shortcode).fill('4555');
    await form().getByLabel(en.shortCodes.organization).selectOption(String(organization.id));
    await form().getByLabel(en.shortCodes.mno).selectOption(String(mno.id));
    await form().getByLabel(en.shortCodes.keywordEN).fill('E2E');
    await form().getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/shortCodes');
    await expectVisibleText(page, en.shortCodes.saved);
    const created = (await serverShortCodes()).find((shortCode) => shortCode.shortcode === 4555);
    expect(created).toMatchObject({ orgid: organization.id, mnoid: mno.id, price: 20, shortcode: 4555, keywordEN: 'E2E', isactive: 1 });
    expect(typeof created!.price).toBe('number');
    await expect.poll(() => bodyRows().count()).toBe(5);
    const row = bodyRows().filter({ has: page.getByRole('button', { name: `Edit ${rowName(created!)}` }) });
    const cells = (await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual(expect.arrayContaining([String(created!.id), mno.nameEN, organization.nameEN, '20', '4555']));
  });

  it('edits a short code: the form is prefilled and the change is saved', async () => {
    await keepShortCodes(4);
    const created = await createThroughApi({ shortcode: 4556 });
    await reloadList(5);
    await main().getByRole('button', { name: `Edit ${rowName(created)}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/editshortCode/${created.id}`);
    await expect.poll(() => heading(en.shortCodes.editTitle).isVisible()).toBe(true);
    await expect.poll(() => form().getByLabel(en.shortCodes.price).inputValue()).toBe('20');
    expect(await form().getByLabel(en.shortCodes.shortcode).inputValue()).toBe('4556');
    expect(await form().getByLabel(en.shortCodes.organization).inputValue()).toBe(String(created.orgid));
    expect(await form().getByLabel(en.shortCodes.mno).inputValue()).toBe(String(created.mnoid));
    expect(await form().getByLabel(en.shortCodes.keywordEN).inputValue()).toBe('E2E');

    await form().getByLabel(en.shortCodes.price).fill('50');
    await form().getByLabel(en.shortCodes.organization).selectOption(String(organizations[0]!.id));
    await form().getByRole('checkbox', { name: en.common.active }).uncheck();
    await form().getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shortCodes');
    await expectVisibleText(page, en.shortCodes.saved);
    const saved = (await serverShortCodes()).find((shortCode) => shortCode.id === created.id);
    expect(saved).toMatchObject({ price: 50, orgid: organizations[0]!.id, isactive: 0, shortcode: 4556 });
  });

  it('keeps the edit route across a reload', async () => {
    const created = await createThroughApi({ price: 50, orgid: organizations[0]!.id });
    await openForm(`/editshortCode/${created.id}`, en.shortCodes.editTitle);
    await expect.poll(() => form().getByLabel(en.shortCodes.price).inputValue()).toBe('50');
    await page.reload();
    await expectShell(page);
    await expect.poll(() => heading(en.shortCodes.editTitle).isVisible()).toBe(true);
    await expect.poll(() => form().getByLabel(en.shortCodes.price).inputValue()).toBe('50');
    await expect.poll(() => form().getByLabel(en.shortCodes.organization).inputValue()).toBe(String(organizations[0]!.id));
    await form().getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shortCodes');
  });
});
