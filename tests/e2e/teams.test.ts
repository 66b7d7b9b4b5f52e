/**
 * Teams end to end (spec 2.17, 4 'Team form', 5): the list through the kit (its columns, empty
 * state, pagination from 6 rows, row and bulk delete; the kit itself is tested in
 * list-kit.test.ts) and the form with its explicit 'Upload image' step: nothing is sent until
 * it is pressed, a save before it is refused at the field ('please upload image', or the
 * chosen photo not uploaded yet), an image over 500 KB is refused, an edit keeps its photo;
 * one flow in Arabic.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Team } from '../../src/shared/entities/team';
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
const photo = (name = 'member.png') => ({ name, mimeType: 'image/png', buffer: PNG });

useSignedInApp((app) => ({ host, page, api } = app));
beforeEach(() => list.resetColumnChoice(api, 'teams'));

async function serverTeams(): Promise<Team[]> {
  const response = await api.get('/classes/Teams?limit=1000');
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Team[] }).results;
}

let next = 1;
async function createTeam(Name = `Member ${next++}`, Title = 'Volunteer'): Promise<Team> {
  const response = await api.send('POST', '/classes/Teams', { Name, Title, Logo: 'teams/seeded.png' });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { team: Team }).team;
}

/** Makes the server hold exactly `count` team members (through the API). */
const keepTeams = (count: number): Promise<Team[]> =>
  list.keepServerRows(count, {
    list: serverTeams,
    idOf: (team) => team.objectId,
    deleteBulk: (TeamsIDs) => api.send('DELETE', '/classes/Teams/bulk', { TeamsIDs }),
    add: () => createTeam(),
  });

async function openList(): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/teams`, heading: en.teams.menu, empty: en.teams.empty });
}

const main = () => page.getByRole('main');
const field = (label: string) => main().getByRole('textbox', { name: label });
const button = (name: string) => main().getByRole('button', { name, exact: true });
const fileInput = () => main().locator('input[type="file"]');
const columnHeader = (name: string) => main().getByRole('columnheader', { name, exact: true });

async function openAddForm(texts = en): Promise<void> {
  await page.goto(`${host.url}/addTeam`);
  await page.getByRole('heading', { name: texts.teams.addTitle, level: 1 }).waitFor();
}

describe('teams list', () => {
  it('renders through the kit: in the menu, the columns Photo, Name, Title, Actions, and pagination from 6 rows', async () => {
    const [first] = await keepTeams(5);
    await openFromMenu(page, host.url, en.teams.menu);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/teams');
    await page.getByRole('heading', { name: en.teams.menu, level: 1 }).waitFor();
    // The heading comes before the table has its rows and headers.
    const headers = async () => (await main().locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    await expect.poll(headers).toEqual([en.teams.photo, en.teams.name, en.teams.title, en.columns.actions]);
    await list.expectColumns(columnHeader, { visible: [en.teams.photo, en.teams.name, en.teams.title], hidden: [] });
    // The photo is a picture named by the member.
    await main().getByRole('img', { name: en.teams.photoOf.replace('{{name}}', first!.Name) }).waitFor();

    await list.expectPaginationFromSixRows(page, async (count) => {
      await keepTeams(count);
      await openList();
    });
  });

  it("says 'No teams Found' when there is none, and 'please select items' for a bulk delete of nothing", async () => {
    await keepTeams(0);
    await openList();
    await expectVisibleText(page, en.teams.empty);
    await keepTeams(2);
    await openList();
    await list.expectNothingSelectedWarning(page, en.teams.nothingSelected);
  });

  it('deletes a row after its confirmation, and a selection in bulk', async () => {
    const [first, second, third] = await keepTeams(3);
    await openList();
    await list.deleteRowAfterCancel(page, {
      rowName: first!.Name,
      toast: en.teams.deleted.replace('{{name}}', first!.Name),
      whileKept: async () => expect((await serverTeams()).map((team) => team.objectId)).toContain(first!.objectId),
    });
    expect((await serverTeams()).map((team) => team.objectId)).not.toContain(first!.objectId);

    await list.selectRows(page, [second!.Name, third!.Name]);
    await list.deleteSelection(page, 2, en.teams.bulkDeleted);
    expect(await serverTeams()).toEqual([]);
    await expectVisibleText(page, en.teams.empty);
  });
});

describe('team form', () => {
  it("refuses to save without an uploaded photo, uploads only on 'Upload image', then creates the member", async () => {
    await keepTeams(0);
    await openAddForm();
    await button(en.common.save).click();
    await expect.poll(() => main().getByText(en.validation.required).count()).toBe(2);
    await expectVisibleText(page, en.validation.fileRequired);

    await field(en.teams.name).fill('Sara Ahmed');
    await field(en.teams.title).fill('Volunteer coordinator');
    // Picking previews the photo and sends nothing yet.
    let uploads = 0;
    const countUploads = (request: { url(): string }) => {
      if (request.url().includes('/ipc/media:upload')) uploads += 1;
    };
    page.on('request', countUploads);
    expect(await button(en.image.select).isVisible()).toBe(true);
    await fileInput().setInputFiles(photo());
    await main().getByRole('img', { name: en.teams.photo }).waitFor();
    await expectVisibleText(page, en.image.notUploaded);
    expect(await button(en.image.change).isVisible()).toBe(true);
    expect(uploads).toBe(0);

    // A save now is refused at the field: the chosen photo is not uploaded.
    await button(en.common.save).click();
    await expect.poll(() => main().getByText(en.image.notUploaded).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/addTeam');
    expect(await serverTeams()).toEqual([]);
    expect(uploads).toBe(0);

    // The upload, held at the host's door so its progress shows, then let through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ipc/media:upload', async (route) => {
      await held;
      await route.continue();
    });
    await button(en.image.upload).click();
    await main().getByRole('progressbar', { name: en.image.uploading }).waitFor();
    expect(await button(en.common.save).isDisabled()).toBe(true);
    release();
    await expectVisibleText(page, en.image.uploaded);
    await expect.poll(() => main().getByRole('progressbar').count()).toBe(0);
    await page.unroute('**/ipc/media:upload');
    page.off('request', countUploads);
    expect(uploads).toBe(1);
    await expect.poll(() => main().getByText(en.image.notUploaded).count()).toBe(0);

    await button(en.common.save).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/teams');
    await expectVisibleText(page, en.teams.saved);
    const [saved] = await serverTeams();
    expect(saved).toMatchObject({ Name: 'Sara Ahmed', Title: 'Volunteer coordinator' });
    expect(saved!.Logo).toMatch(/^teams\//);
    const media = await fetch(`${host.serverUrl}/media/${saved!.Logo}`);
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('edits a member with its photo counted as uploaded, and the edit route survives a reload', async () => {
    const team = await createTeam('Before edit', 'Treasurer');
    await page.goto(`${host.url}/editTeam/${team.objectId}`);
    await page.getByRole('heading', { name: en.teams.editTitle, level: 1 }).waitFor();
    await expect.poll(() => field(en.teams.name).inputValue()).toBe('Before edit');
    await page.reload();
    await expect.poll(() => field(en.teams.name).inputValue()).toBe('Before edit');
    expect(await field(en.teams.title).inputValue()).toBe('Treasurer');

    // A new photo chosen and not uploaded blocks the save; 'Remove image' gives it up and the stored one shows again.
    await fileInput().setInputFiles(photo('new.png'));
    await button(en.common.save).click();
    await expect.poll(() => main().getByText(en.image.notUploaded).count()).toBeGreaterThan(0);
    await button(en.image.remove).click();
    await expect.poll(() => main().getByText(en.image.notUploaded).count()).toBe(0);

    await field(en.teams.name).fill('After edit');
    await button(en.common.save).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/teams');
    await expectVisibleText(page, en.teams.saved);
    expect((await serverTeams()).find((candidate) => candidate.objectId === team.objectId)).toMatchObject({
      Name: 'After edit',
      Title: 'Treasurer',
      Logo: 'teams/seeded.png',
    });
  });

  it('refuses an image over 500 KB with the dialog, keeping nothing', async () => {
    await openAddForm();
    const oversize = Buffer.concat([PNG, Buffer.alloc(512_001 - PNG.length)]);
    await fileInput().setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversize });
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.image.tooLarge).waitFor();
    await dialog.getByRole('button', { name: en.image.ok }).click();
    expect(await main().getByRole('img', { name: en.teams.photo }).count()).toBe(0);
    expect(await button(en.image.upload).isDisabled()).toBe(true);
    expect(await main().getByText(en.image.notUploaded).count()).toBe(0);
  });

  it('works in Arabic, right to left: the messages, the upload step, the save and the list', async () => {
    await keepTeams(0);
    await openAddForm();
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.teams.addTitle, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await button(ar.common.save).click();
    await expectVisibleText(page, ar.validation.fileRequired);

    await field(ar.teams.name).fill('مريم علي');
    await field(ar.teams.title).fill('منسقة المتطوعين');
    await fileInput().setInputFiles(photo());
    await expectVisibleText(page, ar.image.notUploaded);
    await button(ar.image.upload).click();
    await expectVisibleText(page, ar.image.uploaded);
    await button(ar.common.save).click();
    await expectVisibleText(page, ar.teams.saved);
    await page.getByRole('heading', { name: ar.teams.menu, level: 1 }).waitFor();
    await main().getByRole('gridcell', { name: 'مريم علي', exact: true }).waitFor();
    expect((await serverTeams())[0]).toMatchObject({ Name: 'مريم علي', Title: 'منسقة المتطوعين' });
  });
});
