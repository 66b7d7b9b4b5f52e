/**
 * The urgent cases list end to end (spec 2.4, 2.13, 4, 5, 8, 9), through the kit (tested itself
 * in list-kit.test.ts): the default and hidden columns, active first, the status toast of its
 * own, the organization needed before 'Add A Case' and before duplicating, the Edit route, the
 * copyable case deeplink, a CSV of the record's fields, and the list in Arabic.
 */
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Cause, CauseInput } from '../../src/shared/entities/cause';
import type { Organization } from '../../src/shared/entities/organization';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { chooseTopBarOrganization, expectVisibleText, fetchOrganizations, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let activities: Activity[];
let organizations: Organization[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  activities = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities;
  organizations = await fetchOrganizations(api);
});
beforeEach(() => list.resetColumnChoice(api, 'causes'));

async function serverCases(): Promise<Cause[]> {
  const response = await api.get('/causes');
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { causes: Cause[] } }).data.causes;
}

let next = 1;
async function createCase(extra: Partial<CauseInput> = {}): Promise<Cause> {
  const n = next++;
  const response = await api.send('POST', '/causes', {
    act_id: activities[0]!.id,
    org_id: organizations[0]!.id,
    nameAR: `حالة ${n}`,
    nameEN: `Case ${n}`,
    order: n,
    infoAR: '<p>وصف الحالة</p>',
    infoEN: '<p>About the case</p>',
    target_amount: 1000 * n,
    isactive: 1,
    sms_payment: [],
    cc_payment: [],
    ...extra,
  } satisfies CauseInput);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { cause: Cause }).cause;
}

/** Makes the server hold exactly `count` cases. */
const keepCases = (count: number): Promise<Cause[]> =>
  list.keepServerRows(count, {
    list: serverCases,
    idOf: (cause) => cause.id,
    deleteBulk: (causesIDs) => api.send('DELETE', '/causes/bulk', { causesIDs }),
    add: () => createCase(),
  });

async function openList(texts = en): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/urgent/list`, heading: texts.nav.causes, empty: texts.causes.empty });
}

const bodyRows = () => list.bodyRows(page);
const columnHeader = (name: string) => page.getByRole('columnheader', { name, exact: true });
const rowOf = (cause: Cause) => page.getByRole('row').filter({ has: page.getByRole('switch', { name: `Status of ${cause.nameAR}`, exact: true }) });
const path = () => new URL(page.url()).pathname;
const search = () => Object.fromEntries(new URL(page.url()).searchParams);
const organizationDialog = (title = en.selectOrganization.title) => page.getByRole('dialog', { name: title });

/** In the open organization dialog, chooses `name` and confirms. */
async function chooseInDialog(name: string, texts = en): Promise<void> {
  const dialog = organizationDialog(texts.selectOrganization.title);
  await dialog.getByRole('combobox', { name: texts.selectOrganization.label }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: texts.selectOrganization.confirm }).click();
}

describe('urgent cases list', () => {
  it('shows ID, Category, Organization, Arabic name, Status and Actions; the rest on demand', async () => {
    await keepCases(0);
    const cause = await createCase({ act_id: activities[2]!.id, org_id: organizations[1]!.id });
    await openList();
    await list.expectColumns(columnHeader, {
      visible: [en.columns.id, en.causes.category, en.causes.organization, en.columns.nameAR, en.columns.status, en.columns.actions],
      hidden: [
        en.columns.nameEN,
        en.causes.descriptionAR,
        en.causes.descriptionEN,
        en.causes.targetAmount,
        en.causes.collectedAmount,
        en.columns.deeplink,
        en.causes.mediaURL,
        en.columns.order,
      ],
    });
    const cells = rowOf(cause).getByRole('gridcell');
    await expect.poll(() => cells.nth(1).innerText()).toBe(String(cause.id));
    expect(await cells.nth(2).innerText()).toBe(activities[2]!.nameEN);
    expect(await cells.nth(3).innerText()).toBe(organizations[1]!.nameEN);
    expect(await cells.nth(4).innerText()).toBe(cause.nameAR);
  });

  it('shows the hidden columns on demand: descriptions as shortened plain text, the amounts', async () => {
    await keepCases(0);
    const long = 'Clean water for every family in the village, delivered by trucks every morning until the new well is finished.';
    const cause = await createCase({ infoEN: `<p><strong>Clean</strong> water${long.slice('Clean water'.length)}</p>`, target_amount: 5000, collected_amount: 1200 });
    await openList();
    await list.showColumn(page, en.causes.descriptionEN);
    await list.showColumn(page, en.causes.targetAmount);
    await list.showColumn(page, en.causes.collectedAmount);
    const cells = rowOf(cause).getByRole('gridcell');
    await expect.poll(() => cells.nth(5).innerText()).toMatch(/^Clean water for every family .*…$/);
    const shown = await cells.nth(5).innerText();
    expect(shown.length).toBeLessThanOrEqual(81);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(await cells.nth(6).innerText()).toBe('5000');
    expect(await cells.nth(7).innerText()).toBe('1200');
  });

  it('lists active cases first', async () => {
    await keepCases(0);
    const inactive = await createCase({ isactive: 0, order: 0 });
    await createCase();
    await createCase();
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(3);
    const switches = bodyRows().getByRole('switch');
    expect(await switches.nth(0).isChecked()).toBe(true);
    expect(await switches.nth(1).isChecked()).toBe(true);
    expect(await switches.nth(2).getAttribute('aria-label')).toBe(`Status of ${inactive.nameAR}`);
    expect(await switches.nth(2).isChecked()).toBe(false);
  });

  it("toggles the status with the spec's toast, and the server has it", async () => {
    const [first] = await keepCases(6);
    await openList();
    const toggle = page.getByRole('switch', { name: `Status of ${first!.nameAR}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await expectVisibleText(page, "Case's status has been changed successfully.");
    await expect.poll(async () => (await serverCases()).find((cause) => cause.id === first!.id)?.isactive).toBe(0);
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });

  it('copies the case deeplink: <scheme>://screen?target=cause_<id>', async () => {
    const [first] = await keepCases(2);
    await openList();
    await list.showColumn(page, en.columns.deeplink);
    await page.getByRole('button', { name: `Copy the deeplink of ${first!.nameEN}` }).click();
    await expectVisibleText(page, en.common.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The scheme the app is configured with, asked the way the screens ask it.
    type Bridge = { invoke(channel: string, args?: unknown): Promise<{ ok: boolean; value: { deeplinkScheme: string } }> };
    const { value: config } = await page.evaluate(() => (window as unknown as { backoffice: Bridge }).backoffice.invoke('app:config'));
    expect(config.deeplinkScheme).toMatch(/^[a-z][a-z0-9+.-]*$/);
    expect(copied).toBe(`${config.deeplinkScheme}://screen?target=cause_${first!.id}`);
    expect(await rowOf(first!).getByText(copied, { exact: true }).isVisible()).toBe(true);
  });

  it('Edit opens the case form with the id', async () => {
    const [first] = await keepCases(2);
    await openList();
    await page.getByRole('button', { name: `Edit ${first!.nameAR}`, exact: true }).click();
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ edit: 'true', id: String(first!.id) });
  });

  it("'Add A Case' and Duplicate ask for an organization when none is chosen, for that case only", async () => {
    const [first] = await keepCases(2);
    await openList();
    await chooseTopBarOrganization(page, en.shell.allOrganizations);

    await page.getByRole('button', { name: 'Add A Case' }).click();
    await organizationDialog().getByText('You must select an organization before creating a Case.').waitFor();
    expect(await organizationDialog().getByRole('button', { name: en.selectOrganization.confirm }).isDisabled()).toBe(true);
    await organizationDialog().getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => organizationDialog().count()).toBe(0);
    expect(path()).toBe('/urgent/list');

    await page.getByRole('button', { name: `Duplicate ${first!.nameAR}`, exact: true }).click();
    await organizationDialog().getByText('You must select an organization before duplicating the case').waitFor();
    const chosen = organizations[1]!;
    await chooseInDialog(chosen.nameEN);
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ duplicate: 'true', id: String(first!.id) });
    // The choice is the copy's, in its own field; the top bar still shows every organization.
    const field = page.getByRole('main').getByRole('combobox', { name: en.projectForm.organizationField });
    await expect.poll(() => field.inputValue()).toBe(String(chosen.id));
    expect(await page.getByRole('banner').getByRole('combobox', { name: en.shell.organization }).innerText()).toBe(en.shell.allOrganizations);

    // With an organization chosen in the top bar there is no question.
    await openList();
    await chooseTopBarOrganization(page, chosen.nameEN);
    await page.getByRole('button', { name: `Duplicate ${first!.nameAR}`, exact: true }).click();
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ duplicate: 'true', id: String(first!.id) });
    await openList();
    await page.getByRole('button', { name: 'Add A Case' }).click();
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({});
    expect(await organizationDialog().count()).toBe(0);

    // Without one again, 'Add A Case' goes to the form once one is chosen.
    await openList();
    await chooseTopBarOrganization(page, en.shell.allOrganizations);
    await page.getByRole('button', { name: 'Add A Case' }).click();
    await chooseInDialog(organizations[0]!.nameEN);
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({});
    await expect.poll(() => field.inputValue()).toBe(String(organizations[0]!.id));
  });

  it('exports what the list shows as CSV: the category and organization by name', async () => {
    const cases = await keepCases(3);
    await openList();
    await list.showColumn(page, en.causes.targetAmount);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en.list.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(`${en.columns.id},${en.causes.category},${en.causes.organization},${en.columns.nameAR},${en.causes.targetAmount}`);
    expect(lines).toHaveLength(cases.length + 1);
    const nameOf = (records: Array<{ id: number; nameEN: string }>, id: number) => records.find((record) => record.id === id)!.nameEN;
    for (const cause of cases) {
      expect(lines).toContain(`${cause.id},${nameOf(activities, cause.actid)},${nameOf(organizations, cause.orgid)},${cause.nameAR},${cause.targetAmount}`);
    }
  });

  it('works in Arabic: names, status toast, the duplicate question', async () => {
    await keepCases(0);
    const cause = await createCase();
    await openList();
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.nav.causes, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const cells = page.getByRole('row').filter({ has: page.getByRole('switch', { name: `حالة ${cause.nameAR}` }) }).getByRole('gridcell');
    await expect.poll(() => cells.nth(2).innerText()).toBe(activities[0]!.nameAR);
    expect(await cells.nth(3).innerText()).toBe(organizations[0]!.nameAR);

    await page.getByRole('switch', { name: `حالة ${cause.nameAR}` }).click();
    await expectVisibleText(page, ar.causes.statusChanged);
    await expect.poll(async () => (await serverCases())[0]?.isactive).toBe(0);

    await page.getByRole('button', { name: `تكرار ${cause.nameAR}`, exact: true }).click();
    await organizationDialog(ar.selectOrganization.title).getByText(ar.causes.needOrganizationToDuplicate).waitFor();
    await chooseInDialog(organizations[0]!.nameAR, ar);
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ duplicate: 'true', id: String(cause.id) });
  });
});
