/**
 * Record history on the edit screens and the Undo of a delete (issue 23), end to end, in English
 * and in Arabic: a project edited twice shows both edits in its History panel (newest first, the
 * fields under the labels its form shows, the values before and after side by side, the words of
 * a description that changed marked); 'Restore this version' asks, then saves that version through
 * the form (the form and the server hold it, and a new entry says it restored it); a restore over
 * someone else's change meets the stale-record bar as any save does (the keyboard on the form's
 * message); an activity (a form of the kit) restored stays on its form; a project's SMS row changed
 * shows as a list item struck and one added, and comes back with its version; two keywords deleted together
 * come back with the toast's Undo, reached by the keyboard. The panel passes axe, is reached and
 * left by the keyboard (the focus back on its button), and holds its two columns at 1280×720 and
 * 1366×768.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Keyword } from '../../src/shared/entities/keyword';
import type { Mno } from '../../src/shared/entities/mno';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project } from '../../src/shared/entities/project';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { blockingViolations, describeViolations } from '../support/axe';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, fetchOrganizations, switchLanguage } from './flows';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];
let activity: Activity;
let mnos: Mno[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
  activity = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities[0]!;
  mnos = ((await (await api.get('/dashboard_mnos')).json()) as { data: { MNOs: Mno[] } }).data.MNOs;
});

/** Unique per run, so this file's records and keywords are its own. */
const run = Date.now().toString(36);
let made = 0;

async function seedProject(nameEN: string): Promise<Project> {
  const n = ++made;
  const response = await api.send('POST', '/projects', {
    act_id: activity.id,
    org_id: organizations[0]!.id,
    nameAR: `مشروع ${run} ${n}`,
    nameEN,
    infoAR: '<p>وصف المشروع</p>',
    infoEN: '<p>About the project</p>',
    Order: 3,
    sms_payment: [{ mno: mnos[0]!.id, price: 10, short_code: 4202, keyword_ar: `سجل${run}${n}`, keyword_en: `HIST${run}${n}` }],
    bank_payment: [],
    cc_payment: [],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { project: Project }).project;
}

async function serverProject(id: number): Promise<Project> {
  return ((await (await api.get(`/projects/${id}`)).json()) as { project: Project }).project;
}

/** Another admin renames the project meanwhile (its version moves on). */
async function renameElsewhere(project: Project, nameEN: string): Promise<void> {
  const response = await api.send('PUT', `/projects/${project.id}`, {
    project_data_to_update: { act_id: project.actid, org_id: project.org_id, nameAR: project.nameAR, nameEN, infoAR: project.infoAR, infoEN: project.infoEN },
    id: project.id,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const textbox = (name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

async function openProjectForm(project: Project, texts: Dictionary): Promise<void> {
  await page.goto(`${host.url}/projects/new?edit=true&id=${project.id}`);
  await page.getByRole('heading', { name: texts.screens.editProject, level: 1 }).waitFor();
  await expect.poll(() => textbox(texts.projectForm.nameEN).inputValue()).not.toBe('');
}

async function inLanguage(language: 'ar' | 'en'): Promise<void> {
  if (language === 'ar') await switchLanguage(page, 'ar');
}

/** Edits the project through its form and saves (the form goes back to the list). */
async function editThroughForm(project: Project, texts: Dictionary, edit: () => Promise<void>): Promise<void> {
  await openProjectForm(project, texts);
  await edit();
  await page.getByRole('button', { name: texts.projectForm.confirm }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
}

const historyButton = (texts: Dictionary) => page.getByRole('main').getByRole('button', { name: texts.history.open, exact: true });
const historyPanel = (texts: Dictionary) => page.getByRole('dialog', { name: texts.history.title });
/** The timeline's entries, newest first. */
const entries = (texts: Dictionary) => historyPanel(texts).getByRole('list', { name: texts.history.entries }).locator(':scope > li');

async function openHistory(texts: Dictionary): Promise<Locator> {
  await historyButton(texts).click();
  await entries(texts).first().waitFor();
  return historyPanel(texts);
}

/** A changed field of an entry: its label, and the texts shown before and after. */
async function changedField(entry: Locator, label: string): Promise<{ before: string; after: string }> {
  const field = entry.locator('div').filter({ has: page.getByText(label, { exact: true }) }).last();
  const sides = field.locator(':scope > div:last-child > div');
  // Without the Unicode isolates that keep a list item's values in their own order.
  const valueOf = async (index: number) => ((await sides.nth(index).innerText()).split('\n').slice(1).join('\n')).replace(/[\u2066-\u2069]/g, '').trim();
  return { before: await valueOf(0), after: await valueOf(1) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each([
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const)('history in $language', ({ language, texts }) => {
  it('shows two edits of a project, newest first, with their labels and values, and restores the first', async () => {
    const original = `History ${run} ${language}`;
    const first = `${original} first`;
    const second = `${original} second`;
    const project = await seedProject(original);
    await inLanguage(language);

    await editThroughForm(project, texts, () => textbox(texts.projectForm.nameEN).fill(first));
    await editThroughForm(project, texts, async () => {
      await textbox(texts.projectForm.nameEN).fill(second);
      await textbox(texts.projectForm.order).fill('7');
      await textbox(texts.projectForm.infoEN).fill('About the new project');
    });

    await openProjectForm(project, texts);
    const panel = await openHistory(texts);
    // The create, then each edit: newest first.
    await expect.poll(() => entries(texts).count()).toBe(3);
    const [newest, older, created] = [entries(texts).nth(0), entries(texts).nth(1), entries(texts).nth(2)];
    expect(await newest.getByRole('heading', { level: 3 }).innerText()).toBe(texts.history.actions.update);
    expect(await created.getByRole('heading', { level: 3 }).innerText()).toBe(texts.history.actions.create);

    expect(await changedField(newest, texts.projectForm.nameEN)).toEqual({ before: first, after: second });
    expect(await changedField(newest, texts.projectForm.order)).toEqual({ before: '3', after: '7' });
    // The description as text, the word it gained marked.
    expect(await changedField(newest, texts.projectForm.infoEN)).toEqual({ before: 'About the project', after: 'About the new project' });
    expect((await newest.locator('ins').allInnerTexts()).join(' ')).toContain('new');
    expect(await changedField(older, texts.projectForm.nameEN)).toEqual({ before: original, after: first });
    // Before and after side by side.
    const name = newest.locator('div').filter({ has: page.getByText(texts.projectForm.nameEN, { exact: true }) }).last();
    const [beforeBox, afterBox] = await Promise.all([0, 1].map((index) => name.locator(':scope > div:last-child > div').nth(index).boundingBox()));
    expect(Math.abs(beforeBox!.y - afterBox!.y)).toBeLessThan(2);
    expect(language === 'ar' ? beforeBox!.x > afterBox!.x : beforeBox!.x < afterBox!.x).toBe(true);

    // The newest is the record as it is: nothing to restore there.
    const restoreButton = texts.history.restoreThis;
    expect(await newest.getByRole('button', { name: restoreButton }).count()).toBe(0);
    await older.getByRole('button', { name: restoreButton }).click();
    const question = page.getByRole('alertdialog', { name: texts.history.restoreTitle });
    await question.getByRole('button', { name: texts.history.restore, exact: true }).click();
    await expectVisibleText(page, texts.history.restored);

    // The server holds the first edit's values, and a new entry says it restored that version.
    const restored = await serverProject(project.id);
    expect(restored.nameEN).toBe(first);
    expect(restored.Order).toBe(3);
    expect(restored.infoEN).toContain('About the project');
    expect(restored.infoEN).not.toContain('new');
    await expect.poll(() => entries(texts).count()).toBe(4);
    const restoredOf = new RegExp(`^${escapeRegExp(texts.history.restoredVersionOf.split('{{when}}')[0]!)}`);
    expect(await entries(texts).nth(0).getByRole('heading', { level: 3 }).innerText()).toMatch(restoredOf);

    // So does the form, once the panel is closed (the panel is modal: the form is hidden from assistive technology meanwhile).
    await panel.getByRole('button', { name: texts.history.close }).click();
    await expect.poll(() => textbox(texts.projectForm.nameEN).inputValue()).toBe(first);
    expect(await textbox(texts.projectForm.order).inputValue()).toBe('3');
    expect(await textbox(texts.projectForm.infoEN).innerText()).toBe('About the project');
  });

  it("refuses a restore over someone else's change with the stale-record bar", async () => {
    const original = `Stale history ${run} ${language}`;
    const project = await seedProject(original);
    await inLanguage(language);
    await renameElsewhere(project, `${original} renamed`);
    await openProjectForm(project, texts);
    // Renamed once more after the form was filled: the form's copy is stale.
    await renameElsewhere(project, `${original} renamed again`);

    await openHistory(texts);
    await expect.poll(() => entries(texts).count()).toBe(3);
    await entries(texts).nth(2).getByRole('button', { name: texts.history.restoreThis }).click();
    await page.getByRole('alertdialog', { name: texts.history.restoreTitle }).getByRole('button', { name: texts.history.restore, exact: true }).click();

    // The panel makes way for the form's bar; nothing was saved.
    await page.getByRole('main').getByRole('alert').filter({ hasText: texts.form.staleRecord }).waitFor();
    await expect.poll(() => historyPanel(texts).count()).toBe(0);
    // The keyboard is on what the form says (the part that was not saved, above the fields).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect((await serverProject(project.id)).nameEN).toBe(`${original} renamed again`);
    // Reload brings the current record.
    await page.getByRole('main').getByRole('button', { name: texts.form.reload }).click();
    await expect.poll(() => textbox(texts.projectForm.nameEN).inputValue()).toBe(`${original} renamed again`);
  });

  it('brings two keywords deleted together back with the Undo of the toast, by keyboard', async () => {
    const titles = [`UNDO${run}${language}A`, `UNDO${run}${language}B`];
    for (const title of titles) {
      const response = await api.send('POST', '/classes/keywords', { title, org_id: organizations[0]!.id });
      expect(response.status, await response.clone().text()).toBe(201);
    }
    await inLanguage(language);
    await page.goto(`${host.url}/keywords`);
    await page.getByRole('searchbox', { name: texts.list.search }).fill(`UNDO${run}${language}`);
    for (const title of titles) await page.getByRole('checkbox', { name: texts.list.selectRow.replace('{{name}}', title) }).check();
    await page.getByRole('button', { name: texts.list.deleteSelectedCount.replace('{{number}}', '2') }).click();
    // The question says where they go.
    await page.getByRole('alertdialog').getByText(texts.list.confirmBulk.replace('{{number}}', '2')).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.list.delete }).click();
    await expectVisibleText(page, texts.keywords.bulkDeleted);
    const serverTitles = async () =>
      ((await (await api.get(`/classes/keywords?search=${encodeURIComponent(`UNDO${run}${language}`)}`)).json()) as { results: Keyword[] }).results.map((keyword) => keyword.title);
    expect(await serverTitles()).not.toContain(titles[0]);

    // Ctrl+M puts the keyboard on the toast, Tab on its Undo.
    await page.getByRole('button', { name: texts.history.undo, exact: true }).waitFor();
    await page.keyboard.press('Control+m');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.history.undo);
    await page.keyboard.press('Enter');
    // Exactly: an earlier test's 'The earlier version was restored' may still show.
    await page.getByText(texts.history.undone, { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await serverTitles()).toEqual(expect.arrayContaining(titles));
    for (const title of titles) await page.getByRole('checkbox', { name: texts.list.selectRow.replace('{{name}}', title) }).waitFor();
  });

  it('passes axe, holds its layout, and is opened and closed by the keyboard, the focus back on History', async () => {
    const original = `Keyboard history ${run} ${language}`;
    const project = await seedProject(original);
    await renameElsewhere(project, `${original} renamed to a longer name`);
    await inLanguage(language);
    const windowSize = page.viewportSize();
    for (const size of [
      { width: 1280, height: 720 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await openProjectForm(project, texts);

      // Tab from the screen's title to the History button; Enter opens the panel.
      await page.getByRole('heading', { name: texts.screens.editProject, level: 1 }).click();
      let reached = false;
      for (let presses = 0; presses < 80 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await historyButton(texts).evaluate((button) => button === document.activeElement);
      }
      expect(reached, 'Tab reaches the History button').toBe(true);
      await page.keyboard.press('Enter');
      const panel = historyPanel(texts);
      await entries(texts).first().waitFor();

      const violations = await blockingViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      // Nothing past the panel's sides, nothing scrolled sideways.
      const overflow = await panel.evaluate((surface) => {
        const box = surface.getBoundingClientRect();
        // Fluent's focus sentinels are not drawn.
        const drawn = [...surface.querySelectorAll<HTMLElement>('*:not([data-tabster-dummy])')];
        const outside = drawn.filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
        });
        const scrolled = drawn.filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible');
        return { outside: outside.map((element) => element.outerHTML.slice(0, 80)), scrolled: scrolled.map((element) => element.outerHTML.slice(0, 80)), inWindow: box.left >= 0 && box.right <= window.innerWidth };
      });
      expect(overflow).toEqual({ outside: [], scrolled: [], inWindow: true });
      // At the inline end: the right in English, the left in Arabic.
      const box = (await panel.boundingBox())!;
      expect(language === 'ar' ? box.x : size.width - (box.x + box.width)).toBeLessThan(2);

      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      await expect.poll(() => historyButton(texts).evaluate((button) => button === document.activeElement)).toBe(true);
    }
    if (windowSize) await page.setViewportSize(windowSize);
  });
});

describe('history of a form built from the kit (useResourceForm)', () => {
  it('restores an activity to its first version and stays on its form', async () => {
    const intID = 9000 + (Date.now() % 900);
    const created = await api.send('POST', '/activities', { intID, nameAR: `نشاط ${run}`, nameEN: `Activity ${run}`, infoAR: 'وصف', infoEN: 'Info', order: 1 });
    expect(created.status, await created.clone().text()).toBe(201);
    const { activity: made } = (await created.json()) as { activity: Activity };
    const renamed = await api.send('PUT', `/activities/${made.id}`, { intID, nameAR: made.nameAR, nameEN: `Activity ${run} renamed`, infoAR: 'وصف', infoEN: 'Info', order: 1 });
    expect(renamed.status, await renamed.clone().text()).toBe(200);

    await page.goto(`${host.url}/editActivity/${made.id}`);
    await expect.poll(() => textbox(en.columns.nameEN).inputValue()).toBe(`Activity ${run} renamed`);
    await openHistory(en);
    expect(await changedField(entries(en).nth(0), en.columns.nameEN)).toEqual({ before: `Activity ${run}`, after: `Activity ${run} renamed` });
    await entries(en).nth(1).getByRole('button', { name: en.history.restoreThis }).click();
    await page.getByRole('alertdialog', { name: en.history.restoreTitle }).getByRole('button', { name: en.history.restore, exact: true }).click();
    await expectVisibleText(page, en.history.restored);
    await expect.poll(() => entries(en).count()).toBe(3);

    const server = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities.find((candidate) => candidate.id === made.id);
    expect(server?.nameEN).toBe(`Activity ${run}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => textbox(en.columns.nameEN).inputValue()).toBe(`Activity ${run}`);
    // Still the edit screen: a restore is not a save that leaves the form.
    expect(new URL(page.url()).pathname).toBe(`/editActivity/${made.id}`);
  });
});

describe('history of a project\'s payment lists', () => {
  it('shows an SMS row changed, and restoring an earlier version brings the row back through the payment calls', async () => {
    const project = await seedProject(`Payments history ${run}`);
    const smsRow = page.getByRole('group', { name: en.projectForm.smsRow.replace('{{number}}', '1') });
    await editThroughForm(project, en, () => smsRow.getByRole('textbox', { name: en.projectForm.price }).fill('25'));

    await openProjectForm(project, en);
    await openHistory(en);
    const newest = entries(en).nth(0);
    expect(await newest.getByRole('heading', { level: 3 }).innerText()).toBe(en.history.actions.payments);
    const sms = await changedField(newest, en.projectForm.smsSection);
    expect(sms.before).toContain('10 AED');
    expect(sms.after).toContain('25 AED');
    expect(await newest.locator('del').count()).toBe(1);
    expect(await newest.locator('ins').count()).toBe(1);

    await entries(en).nth(1).getByRole('button', { name: en.history.restoreThis }).click();
    await page.getByRole('alertdialog', { name: en.history.restoreTitle }).getByRole('button', { name: en.history.restore, exact: true }).click();
    await expectVisibleText(page, en.history.restored);
    const restored = await serverProject(project.id);
    expect(restored.sms_payment.map((row) => row.price)).toEqual([10]);
    // The payment call, then the main data's save that records the restore.
    await expect.poll(() => entries(en).count()).toBe(4);
    expect(await entries(en).nth(0).getByRole('heading', { level: 3 }).innerText()).toMatch(/^Restored the version of /);
    expect(await entries(en).nth(1).getByRole('heading', { level: 3 }).innerText()).toBe(en.history.actions.payments);
  });
});
