/**
 * Activities end to end (spec 2.4, 2.5): the list through the kit (its heading, rows and
 * default columns; the kit itself is tested in list-kit.test.ts), its own deeplink column, and
 * its form: validation in place, create and edit, a stale save, the image field and the
 * unsaved-changes guard, in English and Arabic.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, openFromMenu, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

useSignedInApp((app) => ({ host, page, api } = app));
beforeEach(() => list.resetColumnChoice(api, 'activities'));

async function serverActivities(): Promise<Activity[]> {
  const response = await api.get('/activities');
  return ((await response.json()) as { data: { activities: Activity[] } }).data.activities;
}

let nextIntID = 500;
async function createActivity(nameEN: string, extra: Partial<Activity> = {}): Promise<Activity> {
  const intID = nextIntID++;
  const response = await api.send('POST', '/activities', {
    intID,
    nameAR: `نشاط ${intID}`,
    nameEN,
    infoAR: 'وصف',
    infoEN: 'Info',
    order: 1,
    ...extra,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { activity: Activity }).activity;
}

/** Makes the server hold exactly `count` activities (deleting or adding through the API), so all show on one page. */
const keepActivities = (count: number): Promise<Activity[]> =>
  list.keepServerRows(count, {
    list: serverActivities,
    idOf: (activity) => activity.id,
    deleteBulk: (activitiesIDs) => api.send('DELETE', '/activities/bulk', { activitiesIDs }),
    add: () => createActivity(`Filler ${nextIntID}`),
  });

/** Opens the list fresh (the list loads once per app run, so a reload shows server-side changes). */
async function openList(): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/activities`, heading: en.activities.menu, empty: en.activities.empty });
}

const columnHeader = (name: string) => page.getByRole('columnheader', { name, exact: true });
const statusOf = (activity: Activity) => page.getByRole('switch', { name: en.list.statusOf.replace('{{name}}', activity.nameAR) });

describe('activities list', () => {
  it('renders through the kit: in the menu, its rows, and the default columns Arabic name, Status, Actions', async () => {
    const activities = await keepActivities(6);
    await openFromMenu(page, host.url, en.activities.menu);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/activities');
    await page.getByRole('heading', { name: en.activities.menu, level: 1 }).waitFor();
    await expect.poll(() => list.bodyRows(page).count()).toBe(6);
    for (const activity of activities) expect(await statusOf(activity).count(), activity.nameEN).toBe(1);
    await list.expectColumns(columnHeader, {
      visible: [en.columns.nameAR, en.columns.status, en.columns.actions],
      hidden: [en.columns.nameEN, en.columns.id, en.columns.deeplink],
    });
    expect(await page.getByRole('button', { name: en.activities.add }).isVisible()).toBe(true);

    // The menu marks the screen shown, the way back included.
    const menu = page.getByRole('navigation', { name: en.shell.mainMenu });
    const marked = (label: string) => menu.getByRole('link', { name: label, exact: true }).getAttribute('aria-current');
    expect(await marked(en.activities.menu)).toBe('page');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/activities');
    await expect.poll(() => marked(en.activities.menu)).not.toBe('page');
  });

  it("copies the activity's own deeplink pattern", async () => {
    const [first] = await keepActivities(6);
    await openList();
    await list.showColumn(page, en.columns.deeplink);
    await page.getByRole('button', { name: `Copy the deeplink of ${first!.nameEN}` }).click();
    await expectVisibleText(page, en.common.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^[a-z][a-z0-9+.-]*://screen\\?target=Activ_${first!.intID}$`));
    expect(await page.getByText(copied, { exact: true }).isVisible()).toBe(true);
  });
});

describe('activity form', () => {
  const field = (label: string) => page.getByRole('textbox', { name: label });

  it('validates in place, creates the activity and returns to the list', async () => {
    await openList();
    await page.getByRole('button', { name: en.activities.add }).click();
    await page.getByRole('heading', { name: en.activities.addTitle, level: 1 }).waitFor();
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => page.getByText(en.validation.required).count()).toBe(6);

    await field(en.columns.nameEN).fill('x'.repeat(46));
    await field(en.columns.nameEN).blur();
    await expectVisibleText(page, 'At most 45 characters');
    await field(en.activities.intID).fill('abc');
    await field(en.activities.intID).blur();
    await expectVisibleText(page, en.validation.number);

    await field(en.activities.intID).fill('777');
    await field(en.columns.order).fill('2');
    await field(en.columns.nameAR).fill('الإغاثة العاجلة');
    await field(en.columns.nameEN).fill('Urgent relief');
    await field(en.columns.infoAR).fill('إغاثة عاجلة للمتضررين.');
    await field(en.columns.infoEN).fill('Urgent relief for those affected.');
    await page.locator('input[type="file"]').setInputFiles({ name: 'relief.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: en.activities.image }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/activities');
    await expectVisibleText(page, en.activities.saved);
    const saved = (await serverActivities()).find((activity) => activity.intID === 777);
    expect(saved).toMatchObject({ nameAR: 'الإغاثة العاجلة', nameEN: 'Urgent relief', order: 2, avalibleforCauses: 1 });
    expect(saved!.activityImage).toMatch(/^activities\//);
    const media = await fetch(`${host.serverUrl}/media/${saved!.activityImage}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('edits an activity, prefilled, and the edit route survives a reload', async () => {
    const activity = await createActivity('Before edit');
    await page.goto(`${host.url}/editActivity/${activity.id}`);
    await page.getByRole('heading', { name: en.activities.editTitle, level: 1 }).waitFor();
    await expect.poll(() => field(en.columns.nameEN).inputValue()).toBe('Before edit');
    await page.reload();
    await expect.poll(() => field(en.columns.nameEN).inputValue()).toBe('Before edit');
    expect(await field(en.activities.intID).inputValue()).toBe(String(activity.intID));

    await field(en.columns.nameEN).fill('After edit');
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/activities');
    await expectVisibleText(page, en.activities.saved);
    expect((await serverActivities()).find((candidate) => candidate.id === activity.id)?.nameEN).toBe('After edit');
  });

  it("refuses a save over another admin's change, keeps what was typed, and loads the current record on Reload", async () => {
    const activity = await createActivity('Opened by both');
    await page.goto(`${host.url}/editActivity/${activity.id}`);
    await page.getByRole('heading', { name: en.activities.editTitle, level: 1 }).waitFor();
    await expect.poll(() => field(en.columns.nameEN).inputValue()).toBe('Opened by both');

    // Another admin saves the same activity meanwhile.
    const { id, version, nameAR, infoAR, infoEN, order, intID } = activity;
    const other = await api.send('PUT', `/activities/${id}`, { intID, nameAR, nameEN: 'Changed by another admin', infoAR, infoEN, order, version });
    expect(other.status).toBe(200);

    await field(en.columns.nameEN).fill('Typed in the form');
    await page.getByRole('button', { name: en.common.save }).click();
    const stale = page.getByRole('alert').filter({ hasText: en.form.staleRecord });
    await stale.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/editActivity/${id}`);
    expect(await field(en.columns.nameEN).inputValue()).toBe('Typed in the form');
    const onServer = () => serverActivities().then((activities) => activities.find((candidate) => candidate.id === id));
    expect(await onServer()).toMatchObject({ nameEN: 'Changed by another admin', version: version + 1 });

    // Reload, from the keyboard: the other admin's values replace what was typed; focus goes to the first field.
    await stale.getByRole('button', { name: en.form.reload }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => field(en.columns.nameEN).inputValue()).toBe('Changed by another admin');
    await expect.poll(() => stale.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('intID');

    await field(en.columns.nameEN).fill('Saved after reloading');
    await page.getByRole('button', { name: en.common.save }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/activities');
    await expectVisibleText(page, en.activities.saved);
    expect(await onServer()).toMatchObject({ nameEN: 'Saved after reloading', version: version + 2 });
  });

  it('does not save while an image is still uploading', async () => {
    await page.goto(`${host.url}/addNewActivity`);
    await page.getByRole('heading', { name: en.activities.addTitle, level: 1 }).waitFor();
    // The upload is held at the host's door until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ipc/media:upload', async (route) => {
      await held;
      await route.continue();
    });
    const save = page.getByRole('button', { name: en.common.save });
    await page.locator('input[type="file"]').setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('progressbar').waitFor();
    expect(await save.isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await expect.poll(() => save.isDisabled()).toBe(false);
    await page.unroute('**/ipc/media:upload');
  });

  it('refuses an image over 500 KB with the dialog, uploading nothing', async () => {
    await page.goto(`${host.url}/addNewActivity`);
    await page.getByRole('heading', { name: en.activities.addTitle, level: 1 }).waitFor();
    const oversize = Buffer.concat([PNG, Buffer.alloc(512_001 - PNG.length)]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversize });
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.image.tooLarge).waitFor();
    await dialog.getByRole('button', { name: en.image.ok }).click();
    expect(await page.getByRole('img', { name: en.activities.image }).count()).toBe(0);
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });

  it('asks before discarding unsaved changes', async () => {
    await page.goto(`${host.url}/addNewActivity`);
    await field(en.columns.nameEN).fill('Unsaved');
    await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: en.organizations.menu }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.form.unsavedMessage).waitFor();
    await dialog.getByRole('button', { name: en.common.cancel }).click();
    expect(new URL(page.url()).pathname).toBe('/addNewActivity');
    expect(await field(en.columns.nameEN).inputValue()).toBe('Unsaved');
    // The menu marks the screen still shown, not the entry the click was held from.
    const menu = page.getByRole('navigation', { name: en.shell.mainMenu });
    await expect.poll(() => menu.getByRole('link', { name: en.organizations.menu }).getAttribute('aria-current')).not.toBe('page');
    expect(await menu.getByRole('link', { name: en.activities.menu }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: en.organizations.menu }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.form.discard }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/organizations');
  });

  it('works in Arabic: messages, save and toast in Arabic, right to left', async () => {
    await page.goto(`${host.url}/addNewActivity`);
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.activities.addTitle, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: ar.common.save }).click();
    await expect.poll(() => page.getByText(ar.validation.required).count()).toBe(6);

    await field(ar.activities.intID).fill('888');
    await field(ar.columns.order).fill('0');
    await field(ar.columns.nameAR).fill('سقيا الماء');
    await field(ar.columns.nameEN).fill('Water');
    await field(ar.columns.infoAR).fill('توفير مياه الشرب.');
    await field(ar.columns.infoEN).fill('Drinking water.');
    await page.getByRole('button', { name: ar.common.save }).click();
    await expectVisibleText(page, ar.activities.saved);
    await page.getByRole('heading', { name: ar.activities.menu, level: 1 }).waitFor();
    expect((await serverActivities()).find((activity) => activity.intID === 888)?.nameAR).toBe('سقيا الماء');
  });
});
