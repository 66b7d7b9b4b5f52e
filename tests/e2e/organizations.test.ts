/**
 * Organizations end to end (spec 2.4, 2.11, 3, 5): the list at /organizations through the kit
 * (its heading, rows, default columns and every field in the column chooser; the kit itself is
 * tested in list-kit.test.ts) and the form (every required field, the schema's maxima in place,
 * create, edit prefilled and saved through the wrapped update, a reload on the edit route).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Organization } from '../../src/shared/entities/organization';
import { en } from '../../src/renderer/src/i18n/en';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, fetchOrganizations, openFromMenu } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp((app) => ({ host, page, api } = app));

const serverOrganizations = () => fetchOrganizations(api);

const serverOrganization = async (id: number) => (await serverOrganizations()).find((organization) => organization.id === id);

let nextIntID = 700;
/** An organization made through the API; `order` 50 keeps it after the seeded ones. */
async function createOrganization(nameEN: string, extra: Partial<Organization> = {}): Promise<Organization> {
  const intID = nextIntID++;
  const response = await api.send('POST', '/organizations', {
    intID,
    nameAR: `مؤسسة ${intID}`,
    nameEN,
    infoAR: 'نبذة عن المؤسسة',
    infoEN: 'About the organization',
    address: 'Dubai',
    email: `org${intID}@example.org`,
    fb: 'https://facebook.com/example',
    tel: '041234567',
    tw: 'https://twitter.com/example',
    web: 'https://example.org',
    order: 50,
    ...extra,
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { organization: Organization }).organization;
}

/**
 * Makes the server hold exactly `count` organizations (at least the three seeded ones, which
 * short codes and keywords still use): the newest go first.
 */
const keepOrganizations = (count: number): Promise<Organization[]> =>
  list.keepServerRows(count, {
    list: serverOrganizations,
    idOf: (organization) => organization.id,
    deleteBulk: (organizationsIDs) => api.send('DELETE', '/organizations/bulk', { organizationsIDs }),
    add: () => createOrganization(`Filler ${nextIntID}`),
  });

/** Opens the list fresh (the list loads once per app run, so a reload shows server-side changes). */
async function openList(): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/organizations`, heading: en.organizations.menu, empty: en.organizations.empty });
}

const bodyRows = () => list.bodyRows(page);
/**
 * A header cell by its text. (Chromium exposes the first header after the selection cell, a
 * `td`, as a row header rather than a column header, so the role cannot be used here.)
 */
const columnHeader = (name: string) => page.getByRole('grid').locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });
const form = () => page.locator('form');
/** A field by its exact label (a required field's label ends with an asterisk). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const field = (label: string) => form().getByRole('textbox', { name: labelled(label) });
const checkbox = (label: string) => form().getByRole('checkbox', { name: label, exact: true });

describe('organizations list', () => {
  it("renders through the kit: in the menu with 'Add an Organization', its rows and the default columns", async () => {
    const organizations = await keepOrganizations(3);
    await openFromMenu(page, host.url, en.organizations.menu);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/organizations');
    await page.getByRole('heading', { name: en.organizations.menu, level: 1 }).waitFor();
    await expect.poll(() => bodyRows().count()).toBe(3);
    await list.expectColumns(columnHeader, {
      visible: [en.columns.intID, en.columns.nameAR, en.columns.nameEN, en.organizations.email, en.organizations.tel, en.columns.status, en.columns.actions],
      hidden: [en.columns.id, en.organizations.address, en.organizations.takamulNgoId, en.organizations.isPremium],
    });
    expect(await page.getByRole('button', { name: en.organizations.add }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.list.exportCsv }).isVisible()).toBe(true);
    for (const organization of organizations) {
      expect(await page.getByRole('switch', { name: `Status of ${organization.nameEN}` }).count(), organization.nameEN).toBe(1);
    }
  });

  it('offers every field of the entity in the column chooser', async () => {
    await openList();
    await page.getByRole('button', { name: en.list.columns }).click();
    for (const label of [
      en.columns.id,
      en.columns.infoAR,
      en.columns.infoEN,
      en.columns.order,
      en.organizations.reportingEmail,
      en.organizations.address,
      en.columns.countryid,
      en.organizations.fax,
      en.organizations.fb,
      en.organizations.tw,
      en.organizations.web,
      en.organizations.hasRepeatedDonation,
      en.organizations.hasReporting,
      en.organizations.paymentMethods,
      en.organizations.isPremium,
      en.organizations.takamulNgoId,
    ]) {
      expect(await page.getByRole('menuitemcheckbox', { name: label, exact: true }).count(), label).toBe(1);
    }
    await page.keyboard.press('Escape');
  });
});

describe('organization form', () => {
  const REQUIRED = [
    en.organizations.intID,
    en.columns.nameAR,
    en.columns.nameEN,
    en.columns.infoAR,
    en.columns.infoEN,
    en.organizations.address,
    en.organizations.email,
    en.organizations.tel,
    en.organizations.web,
    en.organizations.fb,
    en.organizations.tw,
  ];

  it('validates in place: the required fields of spec 5 and the maxima of its schema', async () => {
    await openList();
    await page.getByRole('button', { name: en.organizations.add }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/addNewOrganization');
    await page.getByRole('heading', { name: en.organizations.addTitle, level: 1 }).waitFor();
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => form().getByText(en.validation.required).count()).toBe(REQUIRED.length);
    for (const label of REQUIRED) expect(await field(label).getAttribute('aria-invalid'), label).toBe('true');
    // Fax is optional.
    expect(await field(en.organizations.fax).getAttribute('aria-invalid')).not.toBe('true');

    await field(en.organizations.email).fill(`${'a'.repeat(40)}@example.org`);
    await field(en.organizations.email).blur();
    await field(en.organizations.web).fill(`https://${'w'.repeat(40)}.org`);
    await field(en.organizations.web).blur();
    await expect.poll(() => form().getByText('At most 45 characters').count()).toBe(2);
    await field(en.organizations.tel).fill('0'.repeat(16));
    await field(en.organizations.tel).blur();
    await expectVisibleText(page, 'At most 15 characters');
    await field(en.organizations.email).fill('not an email');
    await field(en.organizations.email).blur();
    await expectVisibleText(page, en.validation.emailInvalid);
    expect(new URL(page.url()).pathname).toBe('/addNewOrganization');
  });

  it('creates an organization through the form and returns to the list', async () => {
    await keepOrganizations(3);
    await page.goto(`${host.url}/addNewOrganization`);
    await page.getByRole('heading', { name: en.organizations.addTitle, level: 1 }).waitFor();
    await field(en.organizations.intID).fill('777');
    await field(en.columns.order).fill('4');
    await field(en.columns.nameAR).fill('جمعية الخير');
    await field(en.columns.nameEN).fill('Al Khair Society');
    await field(en.columns.infoAR).fill('جمعية خيرية لدعم الأسر.');
    await field(en.columns.infoEN).fill('A charity supporting families.');
    await field(en.organizations.address).fill('Ajman, United Arab Emirates');
    await field(en.organizations.email).fill('info@alkhair.example.org');
    await field(en.organizations.tel).fill('067400000');
    await field(en.organizations.web).fill('https://alkhair.example.org');
    await field(en.organizations.fb).fill('https://facebook.com/alkhair');
    await field(en.organizations.tw).fill('https://twitter.com/alkhair');
    await field(en.organizations.reportingEmail).fill('reports@alkhair.example.org');
    await field(en.organizations.takamulNgoId).fill('1004');
    await checkbox(en.organizations.hasReporting).check();
    await checkbox(en.organizations.isPremium).check();
    await page.getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/organizations');
    await expectVisibleText(page, en.organizations.saved);
    const saved = (await serverOrganizations()).find((organization) => organization.intID === 777);
    expect(saved).toMatchObject({
      nameAR: 'جمعية الخير',
      nameEN: 'Al Khair Society',
      infoEN: 'A charity supporting families.',
      order: 4,
      address: 'Ajman, United Arab Emirates',
      email: 'info@alkhair.example.org',
      fax: null,
      tel: '067400000',
      web: 'https://alkhair.example.org',
      fb: 'https://facebook.com/alkhair',
      tw: 'https://twitter.com/alkhair',
      ReportingEmail: 'reports@alkhair.example.org',
      takamul_ngo_id: '1004',
      hasReporting: 1,
      isPremium: 1,
      hasRepeatedDonation: 0,
    });
    await expect.poll(() => page.getByRole('switch', { name: 'Status of Al Khair Society' }).isVisible()).toBe(true);
  });

  it('edits an organization, prefilled; the edit route survives a reload', async () => {
    await keepOrganizations(3);
    const organization = await createOrganization('Before edit', { fax: '041111111', hasRepeatedDonation: 1 });
    await openList();
    await page.getByRole('button', { name: `Edit ${organization.nameEN}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/editOrganization/${organization.id}`);
    await page.getByRole('heading', { name: en.organizations.editTitle, level: 1 }).waitFor();
    await expect.poll(() => field(en.columns.nameEN).inputValue()).toBe('Before edit');
    await page.reload();
    await page.getByRole('heading', { name: en.organizations.editTitle, level: 1 }).waitFor();
    await expect.poll(() => field(en.columns.nameEN).inputValue()).toBe('Before edit');
    expect(await field(en.organizations.intID).inputValue()).toBe(String(organization.intID));
    expect(await field(en.organizations.email).inputValue()).toBe(organization.email);
    expect(await field(en.organizations.fax).inputValue()).toBe('041111111');
    expect(await checkbox(en.organizations.hasRepeatedDonation).isChecked()).toBe(true);
    expect(await checkbox(en.organizations.isPremium).isChecked()).toBe(false);

    await field(en.columns.nameEN).fill('After edit');
    await field(en.organizations.fax).fill('');
    await checkbox(en.organizations.hasRepeatedDonation).uncheck();
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/organizations');
    await expectVisibleText(page, en.organizations.saved);
    expect(await serverOrganization(organization.id)).toMatchObject({
      nameEN: 'After edit',
      nameAR: organization.nameAR,
      fax: null,
      hasRepeatedDonation: 0,
      intID: organization.intID,
    });
  });

  it('refuses an INT ID already used, in place', async () => {
    const [existing] = await serverOrganizations();
    await page.goto(`${host.url}/editOrganization/${(await createOrganization('Will clash')).id}`);
    await expect.poll(() => field(en.columns.nameEN).inputValue()).toBe('Will clash');
    await field(en.organizations.intID).fill(String(existing!.intID));
    await page.getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.validation.alreadyUsed);
    expect(new URL(page.url()).pathname).toMatch(/^\/editOrganization\//);
  });
});
