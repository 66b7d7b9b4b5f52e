/**
 * The list kit's contract (spec 2.4), tested once here for every screen built from it: 10 rows
 * a page and the pagination only above 5 rows, header sorting both ways, the column chooser
 * (saved on the server per user, across a reload and a new sign-in), the CSV export of every
 * row with the visible data columns, the confirmed row delete, the bulk delete (the warning
 * with nothing selected, the confirmation, the count), the status switch and the empty state.
 * It runs against two descriptors of different shapes: activities (a table resource with
 * numeric ids and a status) and keywords (a class-store resource with string ids, columns
 * rendered from other lists, no status). Each resource's own file keeps what is its own.
 */
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { User } from '../../src/shared/entities/auth';
import type { Activity } from '../../src/shared/entities/activity';
import type { Keyword } from '../../src/shared/entities/keyword';
import type { Organization } from '../../src/shared/entities/organization';
import { en } from '../../src/renderer/src/i18n/en';
import { apiSession, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { ADMIN, NON_ADMIN, expectShell, expectVisibleText, fetchOrganizations, signIn } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
  // The demo's memorial persons name activities, which the contract deletes.
  await list.deleteClassRecords(api, 'InMemory');
});

/** What the contract needs to know of a list: where it is, its texts, and its rows on the server. */
interface ListUnderTest<Row> {
  name: string;
  path: string;
  heading: string;
  /** The key its column choice is saved under. */
  listKey: string;
  texts: { empty: string; nothingSelected: string; bulkDeleted: string; deleted: (rowName: string) => string };
  /** The record's name in English, as the toasts and questions say it. */
  rowName(row: Row): string;
  /** The name its row's controls are called by: the one the row shows (an activity shows its Arabic name by default). */
  controlName(row: Row): string;
  /** Every row, as the server lists them. */
  rows(): Promise<Row[]>;
  add(name: string): Promise<Row>;
  /** Makes the server hold exactly `count` rows (deleting some or adding fillers). */
  keep(count: number): Promise<Row[]>;
  /** A column to flip in the chooser, and whether it shows by default. */
  chosenColumn: { label: string; shownByDefault: boolean };
  /** A sortable column, and rows added whose values sort apart: the lowest and highest as shown. */
  sorting: { label: string; shownByDefault: boolean; addRows(): Promise<{ lowest: string; highest: string }> };
  csv: { fileName: RegExp; shownColumn?: string; header: string[]; line(row: Row): string };
  /** The Active/OFF switch, for lists that have one. */
  status?: { isActive(row: Row | undefined): boolean; rows(): Promise<Row[]> };
}

let nextIntID = 500;
async function addActivity(nameEN: string, intID = nextIntID++): Promise<Activity> {
  const response = await api.send('POST', '/activities', { intID, nameAR: `نشاط ${intID}`, nameEN, infoAR: 'وصف', infoEN: 'Info', order: 1 });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { activity: Activity }).activity;
}
async function serverActivities(): Promise<Activity[]> {
  return ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities;
}

const activities: ListUnderTest<Activity> = {
  name: 'activities (a table resource)',
  path: '/activities',
  heading: en.activities.menu,
  listKey: 'activities',
  texts: {
    empty: en.activities.empty,
    nothingSelected: en.activities.nothingSelected,
    bulkDeleted: en.activities.bulkDeleted,
    deleted: (name) => en.activities.deleted.replace('{{name}}', name),
  },
  rowName: (activity) => activity.nameEN,
  controlName: (activity) => activity.nameAR,
  rows: serverActivities,
  add: (name) => addActivity(name),
  keep: (count) =>
    list.keepServerRows(count, {
      list: serverActivities,
      idOf: (activity) => activity.id,
      deleteBulk: (activitiesIDs) => api.send('DELETE', '/activities/bulk', { activitiesIDs }),
      add: () => addActivity(`Filler ${nextIntID}`),
    }),
  chosenColumn: { label: en.columns.nameEN, shownByDefault: false },
  sorting: {
    label: en.columns.intID,
    shownByDefault: false,
    // Numbers sort as numbers: 9 < 10 < 100 (as text, '10' < '100' < '9').
    async addRows() {
      for (const intID of [10, 9, 100]) await addActivity(`Sorted ${intID}`, intID);
      return { lowest: '9', highest: '100' };
    },
  },
  csv: {
    fileName: /^activities-\d{4}-\d{2}-\d{2}\.csv$/,
    shownColumn: en.columns.nameEN,
    header: [en.columns.nameAR, en.columns.nameEN],
    line: (activity) => `${activity.nameAR},${activity.nameEN}`,
  },
  status: { isActive: (activity) => activity?.isactive === 1, rows: serverActivities },
};

async function addKeyword(title: string): Promise<Keyword> {
  const response = await api.send('POST', '/classes/keywords', { title, org_id: organizations[0]!.id });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { keyword: Keyword }).keyword;
}
async function serverKeywords(): Promise<Keyword[]> {
  return ((await (await api.get('/classes/keywords')).json()) as { results: Keyword[] }).results;
}
let nextKeyword = 1;

const keywords: ListUnderTest<Keyword> = {
  name: 'keywords (a class-store resource)',
  path: '/keywords',
  heading: en.nav.keywords,
  listKey: 'keywords',
  texts: {
    empty: en.keywords.empty,
    nothingSelected: en.keywords.nothingSelected,
    bulkDeleted: en.keywords.bulkDeleted,
    deleted: (name) => en.keywords.deleted.replace('{{name}}', name),
  },
  rowName: (keyword) => keyword.title,
  controlName: (keyword) => keyword.title,
  rows: serverKeywords,
  add: addKeyword,
  keep: (count) =>
    list.keepServerRows(count, {
      list: serverKeywords,
      idOf: (keyword) => keyword.objectId,
      deleteBulk: (keywordsIDs) => api.send('DELETE', '/classes/keywords/bulk', { keywordsIDs }),
      add: () => addKeyword(`filler ${nextKeyword++}`),
    }),
  chosenColumn: { label: en.keywords.organization, shownByDefault: true },
  sorting: {
    label: en.keywords.title,
    shownByDefault: true,
    async addRows() {
      for (const title of ['Bravo', 'Alpha', 'Charlie']) await addKeyword(title);
      return { lowest: 'Alpha', highest: 'Charlie' };
    },
  },
  csv: {
    fileName: /^keywords-\d{4}-\d{2}-\d{2}\.csv$/,
    header: [en.keywords.title, en.keywords.organization, en.keywords.createdAt],
    line: (keyword) => `${keyword.title},${keyword.org_id},${keyword.createdAt}`,
  },
};

const bodyRows = () => list.bodyRows(page);
const pagination = () => list.pagination(page);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A header cell by its exact text. */
const columnHeader = (name: string) => list.listGrid(page).locator('thead th').filter({ hasText: new RegExp(`^${escaped(name)}$`) });

/** The column choice saved on the server for `listKey`, by the signed-in admin or another session. */
async function savedColumns(listKey: string, session: ApiSession = api): Promise<string[] | null> {
  const response = await session.get(`/preferences/columns/${listKey}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { columns: string[] | null }).columns;
}

/** Another admin: the seeded user, promoted through the API. */
async function otherAdmin(): Promise<ApiSession> {
  const users = ((await (await api.get('/users')).json()) as { users: User[] }).users;
  const user = users.find((candidate) => candidate.mobile_number === NON_ADMIN.mobile)!;
  expect((await api.send('PUT', `/users/${user.objectId}`, { role: 'admin' })).status).toBe(200);
  return apiSession(host.serverUrl, NON_ADMIN.mobile);
}

describe.each([activities, keywords] as ListUnderTest<unknown>[])('the list kit on $name', (subject) => {
  /** Opens the list fresh (a list loads once per app run, so a new load shows what the API changed). */
  const openList = () => list.openFreshList(page, { url: `${host.url}${subject.path}`, heading: subject.heading, empty: subject.texts.empty });

  // Every test starts from the list's default columns.
  beforeEach(() => list.resetColumnChoice(api, subject.listKey));

  it('shows the pagination only above 5 rows, and 10 rows a page', async () => {
    await list.expectPaginationFromSixRows(page, async (count) => {
      await subject.keep(count);
      await openList();
    });

    await subject.keep(12);
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(10);
    await pagination().getByRole('button', { name: en.list.nextPage }).click();
    await expect.poll(() => bodyRows().count()).toBe(2);
    expect(await pagination().getByRole('button', { name: en.list.pageNumber.replace('{{page}}', '2') }).getAttribute('aria-current')).toBe('page');
    await pagination().getByRole('button', { name: en.list.previousPage }).click();
    await expect.poll(() => bodyRows().count()).toBe(10);
  });

  it('sorts by a clicked header, one way then the other', async () => {
    await subject.keep(0);
    const { lowest, highest } = await subject.sorting.addRows();
    await openList();
    if (!subject.sorting.shownByDefault) await list.showColumn(page, subject.sorting.label);
    const firstRowShows = (text: string) => bodyRows().first().getByRole('gridcell', { name: text, exact: true }).count();
    await columnHeader(subject.sorting.label).click();
    await expect.poll(() => firstRowShows(lowest)).toBe(1);
    await columnHeader(subject.sorting.label).click();
    await expect.poll(() => firstRowShows(highest)).toBe(1);
  });

  it("keeps the column choice on the server, the admin's own, across a reload and a new sign-in", async () => {
    await subject.keep(2);
    await openList();
    const { label, shownByDefault } = subject.chosenColumn;
    const isShown = () => columnHeader(label).isVisible();
    expect(await isShown()).toBe(shownByDefault);
    await list.showColumn(page, label, !shownByDefault);
    await expect.poll(isShown).toBe(!shownByDefault);
    await expect.poll(() => savedColumns(subject.listKey)).not.toBeNull();
    // Another admin's lists keep their defaults.
    expect(await savedColumns(subject.listKey, await otherAdmin())).toBeNull();

    await page.reload();
    await page.getByRole('heading', { name: subject.heading, level: 1 }).waitFor();
    await expect.poll(() => bodyRows().count()).toBe(2);
    expect(await isShown()).toBe(!shownByDefault);

    await page.getByRole('button', { name: en.shell.logout }).click();
    await page.getByRole('button', { name: en.login.sendOtp }).waitFor();
    await signIn(page, host, { mobile: ADMIN.mobile });
    await expectShell(page);
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(2);
    expect(await isShown()).toBe(!shownByDefault);
  });

  it('exports every row (not just the page) as CSV with the visible data columns, Arabic intact', async () => {
    const rows = await subject.keep(13);
    await openList();
    if (subject.csv.shownColumn) await list.showColumn(page, subject.csv.shownColumn);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en.list.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(subject.csv.fileName);
    const text = await readFile((await file.path())!, 'utf8');
    // The byte order mark, so that Excel reads the Arabic as UTF-8.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    // The visible data columns, in the list's order; the switch and buttons are not data.
    expect(lines[0]).toBe(subject.csv.header.join(','));
    expect(lines).toHaveLength(rows.length + 1);
    for (const row of rows) expect(lines).toContain(subject.csv.line(row));
    await expectVisibleText(page, en.list.csvDownloaded);
  });

  it('deletes a row only after the confirmation', async () => {
    await subject.keep(3);
    const doomed = await subject.add('Doomed row');
    const name = subject.rowName(doomed);
    const onServer = async () => (await subject.rows()).some((row) => subject.rowName(row) === name);
    await openList();
    await list.deleteRowAfterCancel(page, {
      rowName: subject.controlName(doomed),
      question: en.list.confirmDelete.replace('{{name}}', name),
      toast: subject.texts.deleted(name),
      whileKept: async () => expect(await onServer()).toBe(true),
    });
    await expect.poll(onServer).toBe(false);
    await expect.poll(() => bodyRows().count()).toBe(3);
  });

  it('bulk delete: warns with nothing selected, then deletes the selection after a confirmation that counts it', async () => {
    await subject.keep(6);
    const extra = [await subject.add('Bulk one'), await subject.add('Bulk two')];
    await openList();
    await list.expectNothingSelectedWarning(page, subject.texts.nothingSelected);
    expect(await subject.rows()).toHaveLength(8);

    await list.selectRows(page, extra.map(subject.controlName));
    await list.deleteSelection(page, 2, subject.texts.bulkDeleted);
    const remaining = (await subject.rows()).map(subject.rowName);
    expect(remaining).toHaveLength(6);
    for (const gone of extra) expect(remaining).not.toContain(subject.rowName(gone));
    await expect.poll(() => bodyRows().count()).toBe(6);
  });

  it('says so when the list is empty: every row of the page selected and deleted', async () => {
    await subject.keep(2);
    await openList();
    await page.getByRole('checkbox', { name: en.list.selectPage }).check();
    await list.deleteSelection(page, 2, subject.texts.bulkDeleted);
    await expectVisibleText(page, subject.texts.empty);
    expect(await subject.rows()).toHaveLength(0);
    expect(await bodyRows().count()).toBe(0);
    expect(await pagination().count()).toBe(0);
  });

  // Only lists with a status column have the switch.
  const status = subject.status;
  if (status) {
    it('switches the status Active/OFF with a toast, and the server has it', async () => {
      const [first] = await subject.keep(6);
      const name = subject.rowName(first);
      await openList();
      const toggle = page.getByRole('switch', { name: en.list.statusOf.replace('{{name}}', subject.controlName(first)) });
      const wasActive = status.isActive(first);
      expect(await toggle.isChecked()).toBe(wasActive);
      await toggle.click();
      await expectVisibleText(page, en.list.statusChanged.replace('{{name}}', name));
      const onServer = async () => (await status.rows()).find((row) => subject.rowName(row) === name);
      await expect.poll(async () => status.isActive(await onServer())).toBe(!wasActive);
      await expect.poll(() => toggle.isChecked()).toBe(!wasActive);
      const row = bodyRows().filter({ has: toggle });
      expect(await row.getByText(wasActive ? en.list.off : en.list.active, { exact: true }).isVisible()).toBe(true);
    });

    it('shows switches where they were flipped while their changes are sent, and where the server has them once refused', async () => {
      const kept = await subject.keep(6);
      await openList();
      const toggleOf = (row: unknown) => page.getByRole('switch', { name: en.list.statusOf.replace('{{name}}', subject.controlName(row)) });
      const flipped = kept.slice(0, 2).map((row) => ({ name: subject.rowName(row), toggle: toggleOf(row), wasActive: status.isActive(row) }));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        '**/ipc/resource:setStatus',
        async (route) => {
          await held;
          await route.abort('connectionreset');
        },
        { times: flipped.length },
      );
      // Two flipped one after the other: each flipped at once, busy while its change is on its way.
      for (const { toggle } of flipped) await toggle.click();
      for (const { toggle, wasActive } of flipped) {
        await expect.poll(() => toggle.isChecked()).toBe(!wasActive);
        expect(await toggle.getAttribute('aria-disabled')).toBe('true');
      }
      release();
      // Refused on the way: said so, back where the server has them, and never changed there.
      await expectVisibleText(page, en.errors.network);
      const onServer = await status.rows();
      for (const { name, toggle, wasActive } of flipped) {
        await expect.poll(() => toggle.getAttribute('aria-disabled')).not.toBe('true');
        expect(await toggle.isChecked()).toBe(wasActive);
        expect(status.isActive(onServer.find((row) => subject.rowName(row) === name))).toBe(wasActive);
      }
    });
  }
});
