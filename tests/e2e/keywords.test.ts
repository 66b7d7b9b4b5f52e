/**
 * The keywords screen (spec 2.10, 2.4, 7.3), end to end in Chromium against browser mode:
 * one screen with the list through the kit (newest first, the count, its own organization
 * filter, a delete that leaves the inline form; the kit itself is tested in list-kit.test.ts)
 * and the inline add/edit form above it, in English and Arabic; a keyword that already counts for
 * a project on one of the organization's short codes refused at its field.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Keyword } from '../../src/shared/entities/keyword';
import type { Organization } from '../../src/shared/entities/organization';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectShell, expectVisibleText, fetchOrganizations, fieldDescription, openFromMenu, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
});

async function serverKeywords(orgId?: number): Promise<Keyword[]> {
  const response = await api.get(`/classes/keywords${orgId === undefined ? '' : `?org_id=${orgId}`}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Keyword[] }).results;
}

/** The title kept in the drafts journal on disk for the inline add form (`keywords:new`), if any. */
function addFormDraftTitle(): string | undefined {
  const folder = join(host.dataDir, 'drafts');
  if (!existsSync(folder)) return undefined;
  for (const scope of readdirSync(folder)) {
    for (const file of readdirSync(join(folder, scope)).filter((name) => name.endsWith('.json'))) {
      const draft = JSON.parse(readFileSync(join(folder, scope, file), 'utf8')) as { key: string; values: { title?: string } };
      if (draft.key === 'keywords:new') return draft.values.title;
    }
  }
  return undefined;
}

async function createThroughApi(title: string, orgId: number): Promise<Keyword> {
  const response = await api.send('POST', '/classes/keywords', { title, org_id: orgId });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { keyword: Keyword }).keyword;
}

let added = 0;
/**
 * Makes the server hold exactly `count` keywords, oldest first: the newest go (the ones a test
 * named), or new ones come in, 'keyword 1', 'keyword 2', … across the organizations.
 */
const keepKeywords = (count: number): Promise<Keyword[]> =>
  list.keepServerRows(count, {
    list: async () => (await serverKeywords()).reverse(),
    idOf: (keyword) => keyword.objectId,
    deleteBulk: (keywordsIDs) => api.send('DELETE', '/classes/keywords/bulk', { keywordsIDs }),
    add: () => {
      added += 1;
      return createThroughApi(`keyword ${added}`, organizations[added % organizations.length]!.id);
    },
  });

const main = () => page.getByRole('main');
const inlineForm = () => main().locator('form');
const bodyRows = () => list.bodyRows(main());
/** The titles in the table, top to bottom (the first column). */
const shownTitles = async () => (await bodyRows().locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
const organizationById = (id: number) => organizations.find((organization) => organization.id === id)!;
const filter = (name = en.keywords.filter) => main().getByRole('combobox', { name });

/** Opens the screen (the list loads once per app run, so a new load shows what the API changed). */
async function reloadList(expectedRows: number, emptyText = en.keywords.empty): Promise<void> {
  await page.goto(`${host.url}/keywords`);
  await expectShell(page);
  if (expectedRows === 0) await expectVisibleText(page, emptyText);
  else await expect.poll(() => bodyRows().count()).toBe(expectedRows);
}

describe('keywords list', () => {
  it('lists the keywords newest first, with the organization by name, the creation time and the count', async () => {
    await keepKeywords(4);
    const keywords = await serverKeywords();
    await openFromMenu(page, host.url, en.nav.keywords);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/keywords');
    await expect.poll(() => page.getByRole('heading', { name: en.nav.keywords, level: 1 }).isVisible()).toBe(true);

    const times = keywords.map((keyword) => Date.parse(keyword.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expect.poll(() => bodyRows().count()).toBe(4);
    expect(await shownTitles()).toEqual(keywords.map((keyword) => keyword.title));

    const headers = (await main().locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(headers).toEqual([en.keywords.title, en.keywords.organization, en.keywords.createdAt, en.columns.actions]);
    const first = keywords[0]!;
    const cells = (await bodyRows().first().getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toContain(organizationById(first.org_id).nameEN);
    // Date and time, not the raw ISO text.
    expect(cells).toContain(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hour12: true }).format(new Date(first.createdAt)));
    expect(cells.join(' ')).not.toContain(first.createdAt);
    await expectVisibleText(page, '4 rows');
    expect(await list.pagination(page).count()).toBe(0);
  });
});

describe('inline form', () => {
  it('shows the warnings of an empty form and saves nothing', async () => {
    await keepKeywords(4);
    await reloadList(4);
    await expect.poll(() => main().getByRole('form', { name: en.keywords.addForm }).isVisible()).toBe(true);
    await inlineForm().getByRole('button', { name: en.keywords.add, exact: true }).click();
    await expectVisibleText(page, en.validation.required);
    await expectVisibleText(page, en.validation.selectOrg);
    expect((await serverKeywords()).length).toBe(4);
  });

  it('adds a keyword: the server has it, the table shows it and the form is cleared', async () => {
    await keepKeywords(4);
    await reloadList(4);
    const organization = organizations[2]!;
    await inlineForm().getByLabel(en.keywords.title).fill('E2E keyword');
    await inlineForm().getByLabel(en.keywords.organization).selectOption(String(organization.id));
    await inlineForm().getByRole('button', { name: en.keywords.add, exact: true }).click();
    await expectVisibleText(page, en.keywords.saved);

    await expect.poll(async () => (await serverKeywords()).find((keyword) => keyword.title === 'E2E keyword')?.org_id).toBe(organization.id);
    await expect.poll(() => bodyRows().count()).toBe(5);
    const server = await serverKeywords();
    expect(await shownTitles()).toEqual(server.map((keyword) => keyword.title));
    await expectVisibleText(page, '5 rows');
    await expect.poll(() => inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('');
    expect(await inlineForm().getByLabel(en.keywords.organization).inputValue()).toBe('');
    expect(await page.getByText(en.validation.selectOrg).filter({ visible: true }).count()).toBe(0);
  });

  it("refuses a keyword a project counts on one of the organization's short codes: the sentence naming it at Title, nothing saved", async () => {
    await keepKeywords(4);
    await reloadList(4);
    // Emirates Red Crescent (demo intID 101) has short code 4202, where demo project 1 counts WATER.
    const organization = organizations.find((candidate) => candidate.intID === 101)!;
    const title = inlineForm().getByLabel(en.keywords.title);
    await title.fill('WATER');
    await inlineForm().getByLabel(en.keywords.organization).selectOption(String(organization.id));
    await inlineForm().getByRole('button', { name: en.keywords.add, exact: true }).click();

    await expect.poll(() => fieldDescription(title)).toBe(en.validation.keywordClaimedByProject.replace('{{name}}', '\u2068Water for Africa\u2069'));
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await title.inputValue()).toBe('WATER');
    expect((await serverKeywords()).length).toBe(4);
  });

  it("edits a row in the inline form: prefilled, 'Edit' saves, then the form is an empty 'Add' form again", async () => {
    await keepKeywords(4);
    const created = await createThroughApi('E2E keyword', organizations[2]!.id);
    await reloadList(5);
    await main().getByRole('button', { name: 'Edit E2E keyword', exact: true }).click();
    await expect.poll(() => main().getByRole('form', { name: en.keywords.editForm }).isVisible()).toBe(true);
    expect(await inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('E2E keyword');
    expect(await inlineForm().getByLabel(en.keywords.organization).inputValue()).toBe(String(created.org_id));
    expect(await inlineForm().getByRole('button', { name: en.keywords.add, exact: true }).count()).toBe(0);

    const organization = organizations[0]!;
    await inlineForm().getByLabel(en.keywords.title).fill('E2E keyword edited');
    await inlineForm().getByLabel(en.keywords.organization).selectOption(String(organization.id));
    await inlineForm().getByRole('button', { name: en.keywords.edit, exact: true }).click();

    await expect.poll(async () => (await serverKeywords()).find((keyword) => keyword.objectId === created.objectId)).toMatchObject({
      title: 'E2E keyword edited',
      org_id: organization.id,
    });
    expect((await serverKeywords()).length).toBe(5);
    await expect.poll(() => main().getByRole('form', { name: en.keywords.addForm }).isVisible()).toBe(true);
    expect(await inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('');
    await expect.poll(() => main().getByRole('button', { name: 'Edit E2E keyword edited', exact: true }).isVisible()).toBe(true);
    const row = bodyRows().filter({ has: page.getByRole('button', { name: 'Edit E2E keyword edited', exact: true }) });
    expect((await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim())).toContain(organization.nameEN);
  });

  it('Cancel clears the form, in edit and in add', async () => {
    const target = (await keepKeywords(4))[1]!;
    await reloadList(4);
    await main().getByRole('button', { name: `Edit ${target.title}`, exact: true }).click();
    await expect.poll(() => inlineForm().getByLabel(en.keywords.title).inputValue()).toBe(target.title);
    await inlineForm().getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => main().getByRole('form', { name: en.keywords.addForm }).isVisible()).toBe(true);
    expect(await inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('');
    expect(await inlineForm().getByLabel(en.keywords.organization).inputValue()).toBe('');

    await inlineForm().getByLabel(en.keywords.title).fill('never saved');
    await inlineForm().getByLabel(en.keywords.organization).selectOption(String(organizations[0]!.id));
    await inlineForm().getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('');
    expect(await inlineForm().getByLabel(en.keywords.organization).inputValue()).toBe('');
    expect((await serverKeywords()).some((keyword) => keyword.title === 'never saved')).toBe(false);

    // What Cancel cleared is given up, its draft too: the fresh form keeps what is typed next as its
    // draft, instead of asking to restore the cancelled text and holding the typing back meanwhile.
    await inlineForm().getByLabel(en.keywords.title).fill('typed after the cancel');
    await expect.poll(() => addFormDraftTitle()).toBe('typed after the cancel');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await inlineForm().getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => addFormDraftTitle()).toBeUndefined();
  });

  it('saves with Ctrl+S and cancels with Escape from inside the form, and leaves those keys to the list outside it', async () => {
    const target = (await keepKeywords(4))[1]!;
    await reloadList(4);
    const title = () => inlineForm().getByLabel(en.keywords.title);

    await title().fill('typed then escaped');
    await title().press('Escape');
    await expect.poll(() => title().inputValue()).toBe('');

    await title().fill('saved by keyboard');
    await inlineForm().getByLabel(en.keywords.organization).selectOption(String(organizations[0]!.id));
    await title().press('Control+s');
    await expectVisibleText(page, en.keywords.saved);
    await expect.poll(async () => (await serverKeywords()).some((keyword) => keyword.title === 'saved by keyboard')).toBe(true);
    await expect.poll(() => title().inputValue()).toBe('');

    // Editing a row, Escape in the form leaves the edit; the same keys in the grid do not touch the form.
    await main().getByRole('button', { name: `Edit ${target.title}`, exact: true }).click();
    await expect.poll(() => title().inputValue()).toBe(target.title);
    await main().getByRole('grid').getByRole('gridcell').first().focus();
    await page.keyboard.press('Control+s');
    await page.keyboard.press('Escape');
    expect(await main().getByRole('form', { name: en.keywords.editForm }).isVisible()).toBe(true);
    expect(await title().inputValue()).toBe(target.title);
    await title().press('Escape');
    await expect.poll(() => main().getByRole('form', { name: en.keywords.addForm }).isVisible()).toBe(true);
    expect((await serverKeywords()).length).toBe(5);
  });

  it("leaves the edit at the first Escape in the form while the pointer rests on a row's button and its tooltip shows", async () => {
    const target = (await keepKeywords(4))[1]!;
    await reloadList(4);
    const title = () => inlineForm().getByLabel(en.keywords.title);
    const edit = main().getByRole('button', { name: `Edit ${target.title}`, exact: true });
    await edit.click();
    await expect.poll(() => title().inputValue()).toBe(target.title);
    await title().focus();
    // The pointer leaves the button and comes back, as a hand on the mouse does.
    await title().hover();
    await edit.hover();
    // The tooltip would take the Escape to hide itself; it is not the one the key was meant for.
    await expect.poll(() => page.locator('[role="tooltip"]:visible').allTextContents()).toEqual([en.list.edit]);
    await page.keyboard.press('Escape');
    await expect.poll(() => main().getByRole('form', { name: en.keywords.addForm }).isVisible()).toBe(true);
  });

  it("refuses an edit over another admin's change, keeps what was typed, and loads the current keyword on Reload", async () => {
    const target = (await keepKeywords(4))[0]!;
    const current = async () => (await serverKeywords()).find((keyword) => keyword.objectId === target.objectId);
    await reloadList(4);
    await main().getByRole('button', { name: `Edit ${target.title}`, exact: true }).click();
    await expect.poll(() => inlineForm().getByLabel(en.keywords.title).inputValue()).toBe(target.title);

    // Another admin renames it meanwhile.
    const other = await api.send('PUT', `/classes/keywords/${target.objectId}`, { title: 'RENAMED ELSEWHERE', org_id: target.org_id, version: target.version });
    expect(other.status).toBe(200);

    await inlineForm().getByLabel(en.keywords.title).fill('TYPED HERE');
    await inlineForm().getByRole('button', { name: en.keywords.edit, exact: true }).click();
    const stale = inlineForm().getByRole('alert').filter({ hasText: en.form.staleRecord });
    await stale.waitFor();
    expect(await inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('TYPED HERE');
    expect((await current())?.title).toBe('RENAMED ELSEWHERE');

    await stale.getByRole('button', { name: en.form.reload }).click();
    await expect.poll(() => inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('RENAMED ELSEWHERE');
    await expect.poll(() => stale.count()).toBe(0);
    expect(await main().getByRole('form', { name: en.keywords.editForm }).isVisible()).toBe(true);

    await inlineForm().getByLabel(en.keywords.title).fill('SAVED AFTER RELOAD');
    await inlineForm().getByRole('button', { name: en.keywords.edit, exact: true }).click();
    await expectVisibleText(page, en.keywords.saved);
    await expect.poll(async () => (await current())?.title).toBe('SAVED AFTER RELOAD');
    expect((await current())?.version).toBe(target.version + 2);
    await expect.poll(() => main().getByRole('form', { name: en.keywords.addForm }).isVisible()).toBe(true);
  });
});

describe('organization filter', () => {
  it('narrows the table to one organization and back to all', async () => {
    await keepKeywords(0);
    for (const [title, organization] of [['one', 0], ['two', 1], ['three', 0], ['four', 2], ['five', 1]] as const) {
      await createThroughApi(`filtered ${title}`, organizations[organization]!.id);
    }
    await reloadList(5);
    const options = (await filter().locator('option').allInnerTexts()).map((text) => text.trim());
    expect(options[0]).toBe(en.shell.allOrganizations);
    for (const organization of organizations) expect(options).toContain(organization.nameEN);

    const organization = organizations[0]!;
    const expected = await serverKeywords(organization.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(5);
    await filter().selectOption(String(organization.id));
    await expect.poll(() => bodyRows().count()).toBe(expected.length);
    expect(await shownTitles()).toEqual(expected.map((keyword) => keyword.title));
    for (const cells of await bodyRows().all()) {
      expect((await cells.getByRole('gridcell').allInnerTexts()).map((text) => text.trim())).toContain(organization.nameEN);
    }
    await expectVisibleText(page, `${expected.length} rows`);

    await filter().selectOption('');
    await expect.poll(() => bodyRows().count()).toBe(5);
  });
});

describe('deleting keywords', () => {
  it('deletes a row after the confirmation (a row being edited leaves the form)', async () => {
    await keepKeywords(4);
    const target = await createThroughApi('E2E keyword edited', organizations[0]!.id);
    await reloadList(5);
    await main().getByRole('button', { name: `Edit ${target.title}`, exact: true }).click();
    await expect.poll(() => main().getByRole('form', { name: en.keywords.editForm }).isVisible()).toBe(true);
    await list.askToDeleteRow(page, target.title);
    await list.confirmDeletion(page, `Keyword ${target.title} deleted successfully`);
    await expect.poll(async () => (await serverKeywords()).some((keyword) => keyword.objectId === target.objectId)).toBe(false);
    await expect.poll(() => bodyRows().count()).toBe(4);
    await expect.poll(() => main().getByRole('form', { name: en.keywords.addForm }).isVisible()).toBe(true);
    expect(await inlineForm().getByLabel(en.keywords.title).inputValue()).toBe('');
  });
});

describe('in Arabic', () => {
  it('adds, filters and warns with the Arabic texts, right to left', async () => {
    await keepKeywords(6);
    await reloadList(6);
    await switchLanguage(page, 'ar');
    expect(await page.locator('html[dir=rtl]').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: ar.nav.keywords, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => main().getByRole('form', { name: ar.keywords.addForm }).isVisible()).toBe(true);
    const headers = async () => (await main().locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    await expect.poll(headers).toEqual([ar.keywords.title, ar.keywords.organization, ar.keywords.createdAt, ar.columns.actions]);

    await inlineForm().getByRole('button', { name: ar.keywords.add, exact: true }).click();
    await expectVisibleText(page, ar.validation.selectOrg);

    const organization = organizations[1]!;
    await inlineForm().getByLabel(ar.keywords.title).fill('كلمة تجريبية');
    await inlineForm().getByLabel(ar.keywords.organization).selectOption(String(organization.id));
    await inlineForm().getByRole('button', { name: ar.keywords.add, exact: true }).click();
    await expectVisibleText(page, ar.keywords.saved);
    await expect.poll(async () => (await serverKeywords()).find((keyword) => keyword.title === 'كلمة تجريبية')?.org_id).toBe(organization.id);
    await expect.poll(() => bodyRows().count()).toBe(7);
    await expectVisibleText(page, ar.list.rowCount_few.replace('{{number}}', '7'));
    const row = bodyRows().filter({ has: page.getByRole('button', { name: ar.list.editRow.replace('{{name}}', 'كلمة تجريبية'), exact: true }) });
    expect((await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim())).toContain(organization.nameAR);

    const options = (await filter(ar.keywords.filter).locator('option').allInnerTexts()).map((text) => text.trim());
    expect(options[0]).toBe(ar.shell.allOrganizations);
    for (const each of organizations) expect(options).toContain(each.nameAR);
    await filter(ar.keywords.filter).selectOption(String(organization.id));
    await expect.poll(() => bodyRows().count()).toBe((await serverKeywords(organization.id)).length);

    await main().getByRole('button', { name: ar.list.deleteSelected }).click();
    await expectVisibleText(page, ar.keywords.nothingSelected);
    await filter(ar.keywords.filter).selectOption('');
    await expect.poll(() => bodyRows().count()).toBe(7);
  });

  it("says 'No keywords Found' in Arabic when there are none", async () => {
    await keepKeywords(0);
    await reloadList(0);
    await switchLanguage(page, 'ar');
    await expectVisibleText(page, ar.keywords.empty);
    expect(await bodyRows().count()).toBe(0);
    await switchLanguage(page, 'en');
    await expectVisibleText(page, en.keywords.empty);
  });
});
