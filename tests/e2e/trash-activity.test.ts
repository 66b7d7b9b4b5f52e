/**
 * The Trash and the Activity screen end to end (issue 23), in English and in Arabic: a banner
 * deleted from its list is in the Trash, and restored from there it is back in the banners list;
 * records deleted for good only after a question that names them (ten by name, then how many
 * more); a restore the server refuses (a keyword claimed meanwhile by another project) says why
 * and restores nothing; the Activity screen filtered by admin shows that admin's entries only,
 * filtered by kind of record and action shows those only, and a record's link opens its edit
 * screen; an end day before the start day is refused at the field; the CSV holds the entries found.
 *
 * Every test starts with an empty Trash (emptied through the API); the records each makes are
 * named by the run, so a search or a row finds this test's own.
 */
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Banner } from '../../src/shared/entities/banner';
import type { Memorial } from '../../src/shared/entities/memorial';
import type { TrashEntry } from '../../src/shared/entities/history';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project, ProjectInput } from '../../src/shared/entities/project';
import type { User } from '../../src/shared/entities/auth';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { apiSession, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { NON_ADMIN, bodyRows, expectVisibleText, fetchOrganizations, switchLanguage } from './flows';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp((app) => ({ host, page, api } = app));

/** Unique per run, so names and searches find this run's records. */
const run = Date.now().toString(36);
let made = 0;

/** A banner made through the API (new banners are OFF), named by the run and `label`. */
async function createBanner(label: string, session: ApiSession = api): Promise<Banner> {
  const n = ++made;
  const response = await session.send('POST', '/banners', {
    intID: 800 + n,
    nameAR: `لافتة ${run} ${n}`,
    nameEN: `${label} ${run} ${n}`,
    order: 1,
    targetType: 'url',
    targetUrl: 'https://example.org/campaign',
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { banner: Banner }).banner;
}

async function deleteBanners(banners: readonly Banner[]): Promise<void> {
  const response = await api.send('DELETE', '/banners/bulk', { bannersIDs: banners.map((banner) => banner.id) });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function trashEntries(): Promise<TrashEntry[]> {
  const response = await api.get('/trash?limit=200');
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { results: TrashEntry[] }).results;
}

/** The language the test switched to (each test starts in English: app-fixture.ts). */
let screenTexts: Dictionary = en;
async function useLanguage(chosen: Dictionary): Promise<void> {
  screenTexts = chosen;
  if (chosen === ar) await switchLanguage(page, 'ar');
}

/** The known state every test starts from: nothing in the Trash, and English. */
beforeEach(async () => {
  screenTexts = en;
  const entries = await trashEntries();
  if (entries.length === 0) return;
  const response = await api.send('POST', '/trash/purge', { ids: entries.map((entry) => entry.id) });
  expect(response.status, await response.clone().text()).toBe(200);
});

const main = () => page.getByRole('main');
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)), template);
const languageOf = (texts: Dictionary) => (texts === ar ? 'ar' : 'en');

/** A count's text as i18next picks its plural form (`restored_two` for 2 in Arabic, `restored_other` in English). */
function plural(forms: object, key: string, count: number, texts: Dictionary): string {
  const category = count === 0 ? 'zero' : new Intl.PluralRules(languageOf(texts)).select(count);
  return fill((forms as Record<string, string>)[`${key}_${category}`]!, { number: count });
}

/** Loads the app afresh at `path` (lists load once per app run), in the language chosen, and waits for its heading. */
async function openAt(path: string, heading: string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  await main().getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Follows the side menu's link to a screen. */
async function openFromMenu(label: string): Promise<void> {
  await page.getByRole('navigation', { name: screenTexts.shell.mainMenu }).getByRole('link', { name: label, exact: true }).click();
  await main().getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** The row of the table that shows `text`. */
const rowWith = (text: string): Locator => bodyRows(main()).filter({ hasText: text });

/** The texts of one column of the table's body rows, by the column's place. */
const columnTexts = (index: number) => bodyRows(main()).evaluateAll((rows, at) => rows.map((row) => row.querySelectorAll('td, th')[at]?.textContent?.trim() ?? ''), index);

/** The Activity table's columns, in order (activityColumns.tsx). */
const ACTIVITY_COLUMN = { when: 0, admin: 1, action: 2, resource: 3, record: 4 } as const;

const LANGUAGES = [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const;

describe.each(LANGUAGES)('the Trash in $language', ({ texts }) => {
  it('has a banner deleted from its list; restored, the banner is back in the banners list', async () => {
    const banner = await createBanner('Deleted');
    const rowName = texts === ar ? banner.nameAR : banner.nameEN;
    await useLanguage(texts);
    // The banners list searches its visible columns: the Arabic name is one.
    await openAt(`/banners/list?search=${encodeURIComponent(banner.nameAR)}`, texts.banners.menu);
    // The banners list shows the Arabic name only: its buttons are named by it, in English too; the toast names the banner in the page's language.
    await rowWith(banner.nameAR).getByRole('button', { name: fill(texts.list.deleteRow, { name: banner.nameAR }), exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.list.delete, exact: true }).click();
    await expectVisibleText(page, fill(texts.banners.deleted, { name: rowName }));
    await expect.poll(() => rowWith(banner.nameAR).count()).toBe(0);

    await openFromMenu(texts.trash.menu);
    const row = rowWith(banner.nameEN);
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells).toContain(texts.banners.menu);
    expect(cells).toContain('Demo Admin');
    await row.getByRole('checkbox').check();
    await main().getByRole('button', { name: fill(texts.trash.restoreCount, { number: 1 }) }).click();
    await expectVisibleText(page, plural(texts.trash, 'restored', 1, texts));
    await expect.poll(() => rowWith(banner.nameEN).count()).toBe(0);
    await main().getByText(texts.trash.empty).waitFor();

    await openFromMenu(texts.banners.menu);
    await main().getByRole('searchbox', { name: texts.list.search }).fill(banner.nameAR);
    await rowWith(banner.nameAR).waitFor();
    expect((await api.get(`/banners/${banner.id}`)).status).toBe(200);
  });

  it('deletes records for good only after a question that names them', async () => {
    const banners = [await createBanner('Purged'), await createBanner('Purged')];
    await deleteBanners(banners);
    await useLanguage(texts);
    await openAt('/trash', texts.trash.menu);
    for (const banner of banners) await rowWith(banner.nameEN).getByRole('checkbox').check();
    const purgeButton = main().getByRole('button', { name: fill(texts.trash.purgeCount, { number: 2 }) });

    // Asked, and cancelled: nothing is deleted.
    await purgeButton.click();
    const question = page.getByRole('alertdialog', { name: texts.trash.purgeTitle });
    for (const banner of banners) await question.getByText(banner.nameEN).waitFor();
    await question.getByRole('button', { name: texts.common.cancel }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect((await trashEntries()).length).toBe(2);

    await purgeButton.click();
    await question.getByRole('button', { name: texts.trash.purge, exact: true }).click();
    await expectVisibleText(page, plural(texts.trash, 'purged', 2, texts));
    await main().getByText(texts.trash.empty).waitFor();
    expect(await trashEntries()).toEqual([]);
    for (const banner of banners) expect((await api.get(`/banners/${banner.id}`)).status).toBe(404);
  });
});

describe('the Trash', () => {
  it('names ten records in the question, then how many more', async () => {
    const banners: Banner[] = [];
    for (let n = 0; n < 12; n += 1) banners.push(await createBanner('Many'));
    await deleteBanners(banners);
    await openAt('/trash?resource=banners', en.trash.menu);
    // Every row of the first page (10), then one of the second.
    await main().getByRole('checkbox', { name: en.list.selectPage }).check();
    await page.getByRole('navigation', { name: en.list.pagination }).getByRole('button', { name: fill(en.list.pageNumber, { page: 2 }) }).click();
    // The first page stays on screen until the second has come: its rows are the chosen ones.
    const secondPageRow = bodyRows(main()).first().getByRole('checkbox');
    await expect.poll(() => secondPageRow.isChecked()).toBe(false);
    await secondPageRow.check();
    await main().getByRole('button', { name: fill(en.trash.purgeCount, { number: 11 }) }).click();
    const question = page.getByRole('alertdialog', { name: en.trash.purgeTitle });
    const text = (await question.textContent()) ?? '';
    const named = banners.filter((banner) => text.includes(banner.nameEN));
    expect(named).toHaveLength(10);
    expect(text).toContain(plural(en.trash, 'more', 1, en));
    await question.getByRole('button', { name: en.common.cancel }).click();
  });

  it('restores nothing when the server refuses, and says why: the activity a memorial person names is itself in the Trash', async () => {
    const organizations: Organization[] = await fetchOrganizations(api);
    const n = ++made;
    const addedActivity = await api.send('POST', '/activities', { intID: 9800 + n, nameAR: `نشاط ${run} ${n}`, nameEN: `Activity ${run} ${n}`, infoAR: 'وصف', infoEN: 'Info', order: 1 });
    expect(addedActivity.status, await addedActivity.clone().text()).toBe(201);
    const activity = ((await addedActivity.json()) as { activity: Activity }).activity;
    const addedMemorial = await api.send('POST', '/classes/InMemory', {
      name: `Remembered ${run} ${n}`,
      description: '<p>Remembered.</p>',
      age: 80,
      applicantName: 'Applicant',
      targetAmount: 1000,
      actId: activity.id,
      orgId: organizations[0]!.id,
    });
    expect(addedMemorial.status, await addedMemorial.clone().text()).toBe(201);
    const memorial = ((await addedMemorial.json()) as { memorial: Memorial }).memorial;
    // The memorial person first (an activity a record names is not deleted), then its activity.
    expect((await api.send('DELETE', `/classes/InMemory/${memorial.objectId}`)).status).toBe(200);
    expect((await api.send('DELETE', `/activities/${activity.id}`)).status).toBe(200);

    await openAt('/trash?resource=memorials', en.trash.menu);
    await rowWith(memorial.name).getByRole('checkbox').check();
    await main().getByRole('button', { name: fill(en.trash.restoreCount, { number: 1 }) }).click();
    const refusal = main().getByRole('alert').filter({ hasText: en.trash.nothingRestored.split('{{')[0]!.trim() });
    await refusal.waitFor();
    // It names the record refused and what stands in its way.
    expect(await refusal.textContent()).toContain(memorial.name);
    expect(await refusal.textContent()).toContain(activity.nameEN);
    // Still in the Trash, and not back among the memorial persons.
    expect((await trashEntries()).map((entry) => entry.recordId)).toContain(memorial.objectId);
    expect((await api.get(`/classes/InMemory/${memorial.objectId}`)).status).toBe(404);
    await rowWith(memorial.name).waitFor();
  });

  it("says what went with a record: a project's SMS rows", async () => {
    const activities = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities;
    const organizations: Organization[] = await fetchOrganizations(api);
    const n = ++made;
    const response = await api.send('POST', '/projects', {
      act_id: activities[0]!.id,
      org_id: organizations[0]!.id,
      nameAR: `مشروع ${run} ${n}`,
      nameEN: `Project ${run} ${n}`,
      infoAR: '<p>مشروع</p>',
      infoEN: '<p>A project</p>',
      Order: 1,
      isactive: 1,
      sms_payment: [
        { mno: 1, price: 10, short_code: 4202, keyword_ar: `سلة${n}`, keyword_en: `TRASH${run}${n}` },
        { mno: 2, price: 10, short_code: 4202, keyword_ar: `سلة${n}`, keyword_en: `TRASH${run}${n}` },
      ],
      bank_payment: [],
      cc_payment: [],
    } satisfies ProjectInput);
    expect(response.status, await response.clone().text()).toBe(201);
    const project = ((await response.json()) as { project: Project }).project;
    expect((await api.send('DELETE', `/projects/${project.id}`)).status).toBe(200);

    for (const texts of [en, ar]) {
      if (texts === ar) await switchLanguage(page, 'ar');
      await openAt('/trash', texts.trash.menu);
      await expect.poll(() => rowWith(project.nameEN).locator('td').allTextContents()).toContain(plural(texts.trash.went, 'smsPayments', 2, texts));
    }
  });
});

/** The demo user, made an admin for these tests, and a session of theirs: a second admin whose changes the filter tells apart. */
let secondAdmin: Promise<{ session: ApiSession; name: string }> | undefined;
function ensureSecondAdmin(): Promise<{ session: ApiSession; name: string }> {
  secondAdmin ??= (async () => {
    const users = ((await (await api.get('/users')).json()) as { users: User[] }).users;
    const user = users.find((candidate) => candidate.mobile_number === NON_ADMIN.mobile)!;
    const promoted = await api.send('PUT', `/users/${user.objectId}`, { role: 'admin' });
    expect(promoted.status, await promoted.clone().text()).toBe(200);
    return { session: await apiSession(host.serverUrl, NON_ADMIN.mobile), name: user.name! };
  })();
  return secondAdmin;
}

describe.each(LANGUAGES)('the Activity screen in $language', ({ texts }) => {
  it("filtered by admin shows that admin's entries only", async () => {
    const other = await ensureSecondAdmin();
    const theirs = await createBanner('By the second admin', other.session);
    const mine = await createBanner('By the first admin');
    await useLanguage(texts);
    await openAt('/activity', texts.activity.menu);
    const admin = main().getByRole('combobox', { name: texts.activity.admin });

    await admin.selectOption({ label: other.name });
    await rowWith(theirs.nameEN).waitFor();
    await expect.poll(() => columnTexts(ACTIVITY_COLUMN.admin)).not.toContain('Demo Admin');
    await expect.poll(async () => [...new Set(await columnTexts(ACTIVITY_COLUMN.admin))]).toEqual([other.name]);
    expect(page.url()).toContain('admin=');

    await admin.selectOption({ label: 'Demo Admin' });
    await rowWith(mine.nameEN).waitFor();
    await expect.poll(async () => [...new Set(await columnTexts(ACTIVITY_COLUMN.admin))]).toEqual(['Demo Admin']);
  });

  it('filtered by kind of record and action shows those only; a record link opens its edit screen', async () => {
    const banner = await createBanner('Linked');
    await useLanguage(texts);
    await openAt('/activity', texts.activity.menu);
    await main().getByRole('combobox', { name: texts.activity.resource }).selectOption({ label: texts.banners.menu });
    await main().getByRole('combobox', { name: texts.activity.action }).selectOption({ label: texts.history.actions.create });
    await expect.poll(() => page.url()).toMatch(/resource=banners.*action=create|action=create.*resource=banners/);
    await rowWith(banner.nameEN).waitFor();
    // The unfiltered page stays drawn until the filtered one has come.
    await expect.poll(async () => [...new Set(await columnTexts(ACTIVITY_COLUMN.resource))]).toEqual([texts.banners.menu]);
    await expect.poll(async () => [...new Set(await columnTexts(ACTIVITY_COLUMN.action))]).toEqual([texts.history.actions.create]);

    // The search finds the record by its name; its link opens its edit screen.
    await main().getByRole('searchbox', { name: texts.list.search }).fill(banner.nameEN);
    await expect.poll(() => bodyRows(main()).count()).toBe(1);
    await rowWith(banner.nameEN).getByRole('link').click();
    await main().getByRole('heading', { name: texts.banners.editTitle, level: 1 }).waitFor();
    await expect.poll(() => main().getByRole('textbox', { name: new RegExp(`^${texts.columns.nameEN}`) }).inputValue()).toBe(banner.nameEN);
  });
});

describe('the Activity screen', () => {
  it('refuses an end day before the start day at the field, and keeps the range it had', async () => {
    await openAt('/activity?from=2026-01-10', en.activity.menu);
    const to = main().getByLabel(en.activity.to, { exact: true });
    await to.fill('2026-01-01');
    await main().getByText(en.activity.toBeforeFrom).waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).not.toContain('to=');
    await to.fill('2026-01-31');
    await expect.poll(() => page.url()).toContain('to=2026-01-31');
    expect(await main().getByText(en.activity.toBeforeFrom).count()).toBe(0);
  });

  it('exports the entries the filters find as CSV, under the columns’ headers', async () => {
    const banner = await createBanner('Exported');
    await openAt(`/activity?resource=banners&action=create&search=${encodeURIComponent(banner.nameEN)}`, en.activity.menu);
    await rowWith(banner.nameEN).waitFor();
    const download = page.waitForEvent('download');
    await main().getByRole('button', { name: en.list.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe([en.activity.when, en.activity.admin, en.activity.action, en.activity.resource, en.activity.record, en.activity.changes, en.activity.client, en.activity.recordId].join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${en.history.actions.create},${en.banners.menu}`);
    expect(lines[1]).toContain(banner.nameEN);
    await expectVisibleText(page, en.list.csvDownloaded);
  });
});
