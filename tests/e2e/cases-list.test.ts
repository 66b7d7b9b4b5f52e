/**
 * The urgent cases list end to end (spec 2.4, 2.13, 4, 5, 8, 9): the default and hidden columns,
 * active first, pagination from 6 rows, the status toast, row and bulk delete, the empty state,
 * the organization needed before 'Add A Case' and before duplicating, the Edit route, the
 * copyable case deeplink, the CSV export of every row, and the list in Arabic.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Cause, CauseInput } from '../../src/shared/entities/cause';
import type { Organization } from '../../src/shared/entities/organization';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import type { Chromium } from '../support/chromium';
import { closeApp, expectVisibleText, fetchOrganizations, openSignedInApp, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let browser: Chromium;
let page: Page;
let api: ApiSession;
let activities: Activity[];
let organizations: Organization[];

beforeAll(async () => {
  ({ host, browser, page, api } = await openSignedInApp());
  activities = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities;
  organizations = await fetchOrganizations(api);
});
afterAll(() => closeApp({ host, browser }));

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
    deleteBulk: (causesIDs) => api.send('DELETE', '/causes/bulk', { causesIDs }),
    add: () => createCase(),
  });

async function openList(texts = en): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/urgent/list`, heading: texts.nav.urgentCases, empty: texts.cases.empty });
}

const bodyRows = () => list.bodyRows(page);
const columnHeader = (name: string) => page.getByRole('columnheader', { name, exact: true });
const rowOf = (cause: Cause) => page.getByRole('row').filter({ has: page.getByRole('switch', { name: `Status of ${cause.nameEN}`, exact: true }) });
const path = () => new URL(page.url()).pathname;
const search = () => Object.fromEntries(new URL(page.url()).searchParams);
const organizationDialog = (title = en.selectOrganization.title) => page.getByRole('dialog', { name: title });

/** Chooses the top bar's organization ('All organizations' for none). */
async function chooseTopBarOrganization(name: string, label = en.shell.organization): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

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
      visible: [en.columns.id, en.cases.category, en.cases.organization, en.columns.nameAR, en.columns.status, en.columns.actions],
      hidden: [
        en.columns.nameEN,
        en.cases.descriptionAR,
        en.cases.descriptionEN,
        en.cases.targetAmount,
        en.cases.collectedAmount,
        en.columns.deeplink,
        en.cases.mediaURL,
        en.columns.order,
      ],
    });
    const cells = rowOf(cause).getByRole('cell');
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
    await list.showColumn(page, en.cases.descriptionEN);
    await list.showColumn(page, en.cases.targetAmount);
    await list.showColumn(page, en.cases.collectedAmount);
    const cells = rowOf(cause).getByRole('cell');
    await expect.poll(() => cells.nth(5).innerText()).toMatch(/^Clean water for every family .*…$/);
    const shown = await cells.nth(5).innerText();
    expect(shown.length).toBeLessThanOrEqual(81);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(await cells.nth(6).innerText()).toBe('5000');
    expect(await cells.nth(7).innerText()).toBe('1200');
    for (const label of [en.cases.descriptionEN, en.cases.targetAmount, en.cases.collectedAmount]) await list.showColumn(page, label, false);
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
    expect(await switches.nth(2).getAttribute('aria-label')).toBe(`Status of ${inactive.nameEN}`);
    expect(await switches.nth(2).isChecked()).toBe(false);
  });

  it('shows the pagination only when the list has more than 5 rows', async () => {
    await list.expectPaginationFromSixRows(page, async (count) => {
      await keepCases(count);
      await openList();
    });
  });

  it("toggles the status with the spec's toast, and the server has it", async () => {
    const [first] = await keepCases(6);
    await openList();
    const toggle = page.getByRole('switch', { name: `Status of ${first!.nameEN}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await expectVisibleText(page, "Case's status has been changed successfully.");
    await expect.poll(async () => (await serverCases()).find((cause) => cause.id === first!.id)?.isactive).toBe(0);
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });

  it('deletes a row only after confirmation', async () => {
    await keepCases(2);
    const doomed = await createCase();
    await openList();
    await list.deleteRowAfterCancel(page, {
      rowName: doomed.nameEN,
      toast: `Case ${doomed.nameEN} deleted successfully`,
      whileKept: async () => expect((await serverCases()).some((cause) => cause.id === doomed.id)).toBe(true),
    });
    await expect.poll(async () => (await serverCases()).some((cause) => cause.id === doomed.id)).toBe(false);
  });

  it('bulk delete: warns with nothing selected, deletes the selection after confirmation', async () => {
    await keepCases(3);
    const extra = [await createCase(), await createCase()];
    await openList();
    await list.expectNothingSelectedWarning(page, 'please select some cases');
    await list.selectRows(page, extra.map((cause) => cause.nameEN));
    await list.deleteSelection(page, 2, 'successfully deleted cases');
    const remaining = await serverCases();
    expect(remaining.some((cause) => extra.some((gone) => gone.id === cause.id))).toBe(false);
    expect(remaining).toHaveLength(3);
    await expect.poll(() => bodyRows().count()).toBe(3);
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
    await list.showColumn(page, en.columns.deeplink, false);
  });

  it('Edit opens the case form with the id', async () => {
    const [first] = await keepCases(2);
    await openList();
    await page.getByRole('button', { name: `Edit ${first!.nameEN}`, exact: true }).click();
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ edit: 'true', id: String(first!.id) });
  });

  it("'Add A Case' and Duplicate ask for an organization when none is chosen", async () => {
    const [first] = await keepCases(2);
    await openList();
    await chooseTopBarOrganization(en.shell.allOrganizations);

    await page.getByRole('button', { name: 'Add A Case' }).click();
    await organizationDialog().getByText('You must select an organization before creating a Case.').waitFor();
    expect(await organizationDialog().getByRole('button', { name: en.selectOrganization.confirm }).isDisabled()).toBe(true);
    await organizationDialog().getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => organizationDialog().count()).toBe(0);
    expect(path()).toBe('/urgent/list');

    await page.getByRole('button', { name: `Duplicate ${first!.nameEN}`, exact: true }).click();
    await organizationDialog().getByText('You must select an organization before duplicating the case').waitFor();
    const chosen = organizations[1]!;
    await chooseInDialog(chosen.nameEN);
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ duplicate: 'true', id: String(first!.id) });
    await expect.poll(() => page.getByRole('combobox', { name: en.shell.organization }).innerText()).toContain(chosen.nameEN);

    // With an organization chosen there is no question.
    await openList();
    await page.getByRole('button', { name: `Duplicate ${first!.nameEN}`, exact: true }).click();
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ duplicate: 'true', id: String(first!.id) });
    await openList();
    await page.getByRole('button', { name: 'Add A Case' }).click();
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({});
    expect(await organizationDialog().count()).toBe(0);

    // Without one again, 'Add A Case' goes to the form once one is chosen.
    await openList();
    await chooseTopBarOrganization(en.shell.allOrganizations);
    await page.getByRole('button', { name: 'Add A Case' }).click();
    await chooseInDialog(organizations[0]!.nameEN);
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({});
    await openList();
    await chooseTopBarOrganization(en.shell.allOrganizations);
  });

  it('exports every row (not just the page) as CSV with the visible data columns', async () => {
    const cases = await keepCases(12);
    await openList();
    await list.showColumn(page, en.cases.targetAmount);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en.list.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(`${en.columns.id},${en.columns.nameAR},${en.cases.targetAmount}`);
    expect(lines).toHaveLength(cases.length + 1);
    for (const cause of cases) expect(lines).toContain(`${cause.id},${cause.nameAR},${cause.targetAmount}`);
    await expectVisibleText(page, en.list.csvDownloaded);
    await list.showColumn(page, en.cases.targetAmount, false);
  });

  it("shows 'No Cases Found' when there is nothing", async () => {
    await keepCases(0);
    await openList();
    await expectVisibleText(page, 'No Cases Found');
    expect(await list.pagination(page).count()).toBe(0);
  });

  it('works in Arabic: names, status toast, the duplicate question', async () => {
    await keepCases(0);
    const cause = await createCase();
    await openList();
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.nav.urgentCases, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const cells = page.getByRole('row').filter({ has: page.getByRole('switch', { name: `حالة ${cause.nameAR}` }) }).getByRole('cell');
    await expect.poll(() => cells.nth(2).innerText()).toBe(activities[0]!.nameAR);
    expect(await cells.nth(3).innerText()).toBe(organizations[0]!.nameAR);

    await page.getByRole('switch', { name: `حالة ${cause.nameAR}` }).click();
    await expectVisibleText(page, ar.cases.statusChanged);
    await expect.poll(async () => (await serverCases())[0]?.isactive).toBe(0);

    await page.getByRole('button', { name: `تكرار ${cause.nameAR}`, exact: true }).click();
    await organizationDialog(ar.selectOrganization.title).getByText(ar.cases.needOrganizationToDuplicate).waitFor();
    await chooseInDialog(organizations[0]!.nameAR, ar);
    await expect.poll(path).toBe('/urgent/new');
    expect(search()).toEqual({ duplicate: 'true', id: String(cause.id) });

    await openList(ar);
    await chooseTopBarOrganization(ar.shell.allOrganizations, ar.shell.organization);
    await switchLanguage(page, 'en');
  });
});
