/**
 * The projects list end to end (spec 2.4, 2.12, 4, 8, 9), through the kit (tested itself in
 * list-kit.test.ts): the default columns with the category and organization names, the
 * payments summary and plain-text description, active first, the status toast of its own, the
 * organization needed before 'Add New Project', Edit and Duplicate routes, a CSV of the
 * record's fields, and the list in Arabic.
 */
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project, ProjectInput } from '../../src/shared/entities/project';
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
beforeEach(() => list.resetColumnChoice(api, 'projects'));

async function serverProjects(): Promise<Project[]> {
  const response = await api.get('/projects');
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { projects: Project[] } }).data.projects;
}

let next = 1;
async function createProject(extra: Partial<ProjectInput> = {}): Promise<Project> {
  const n = next++;
  const response = await api.send('POST', '/projects', {
    act_id: activities[0]!.id,
    org_id: organizations[0]!.id,
    nameAR: `مشروع ${n}`,
    nameEN: `Project ${n}`,
    infoAR: '<p>وصف المشروع</p>',
    infoEN: '<p>About the project</p>',
    Order: n,
    isactive: 1,
    sms_payment: [],
    bank_payment: [],
    cc_payment: [],
    ...extra,
  } satisfies ProjectInput);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { project: Project }).project;
}

/** Makes the server hold exactly `count` projects. */
const keepProjects = (count: number): Promise<Project[]> =>
  list.keepServerRows(count, {
    list: serverProjects,
    idOf: (project) => project.id,
    deleteBulk: (projectsIDs) => api.send('DELETE', '/projects/bulk', { projectsIDs }),
    add: () => createProject(),
  });

async function openList(texts = en): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}/projects/list`, heading: texts.nav.projects, empty: texts.projects.empty });
}

const bodyRows = () => list.bodyRows(page);
const columnHeader = (name: string) => page.getByRole('columnheader', { name, exact: true });
const rowOf = (project: Project) => page.getByRole('row').filter({ has: page.getByRole('switch', { name: `Status of ${project.nameAR}`, exact: true }) });
const path = () => new URL(page.url()).pathname;
const search = () => Object.fromEntries(new URL(page.url()).searchParams);

describe('projects list', () => {
  it('shows ID, Category, Organization, Arabic name, Status and Actions; the rest on demand', async () => {
    await keepProjects(0);
    const project = await createProject({ act_id: activities[1]!.id, org_id: organizations[1]!.id });
    await openList();
    await list.expectColumns(columnHeader, {
      visible: [en.columns.id, en.projects.category, en.projects.organization, en.columns.nameAR, en.columns.status, en.columns.actions],
      hidden: [en.columns.nameEN, en.columns.order, en.projects.smsRows, en.projects.mediaURL, en.columns.infoAR],
    });
    const cells = rowOf(project).getByRole('gridcell');
    // The checkbox cell first, then the columns in order.
    await expect.poll(() => cells.nth(1).innerText()).toBe(String(project.id));
    expect(await cells.nth(2).innerText()).toBe(activities[1]!.nameEN);
    expect(await cells.nth(3).innerText()).toBe(organizations[1]!.nameEN);
    expect(await cells.nth(4).innerText()).toBe(project.nameAR);
  });

  it('shows the payments summary and the description as plain text when chosen', async () => {
    await keepProjects(0);
    const sms = { mno: 1, price: 10, short_code: 4202, keyword_ar: 'تبرع', keyword_en: 'GIVE' };
    const project = await createProject({ infoEN: '<p>Clean <strong>water</strong> for all</p>', sms_payment: [sms, { ...sms, price: 50 }] });
    await openList();
    await list.showColumn(page, en.projects.smsRows);
    await list.showColumn(page, en.columns.infoEN);
    const cells = rowOf(project).getByRole('gridcell');
    // After ID, Category, Organization and the Arabic name come the chosen columns, in the list's order.
    await expect.poll(() => cells.nth(5).innerText()).toBe('Clean water for all');
    expect(await cells.nth(6).innerText()).toBe('2');
  });

  it('lists active projects first', async () => {
    await keepProjects(0);
    const inactive = await createProject({ isactive: 0, Order: 0 });
    await createProject();
    await createProject();
    await openList();
    await expect.poll(() => bodyRows().count()).toBe(3);
    const switches = bodyRows().getByRole('switch');
    expect(await switches.nth(0).isChecked()).toBe(true);
    expect(await switches.nth(1).isChecked()).toBe(true);
    expect(await switches.nth(2).isChecked()).toBe(false);
    expect(await bodyRows().nth(2).getByRole('switch').getAttribute('aria-label')).toBe(`Status of ${inactive.nameAR}`);
  });

  it("toggles the status with the spec's toast, and the server has it", async () => {
    const [first] = await keepProjects(6);
    await openList();
    const toggle = page.getByRole('switch', { name: `Status of ${first!.nameAR}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await expectVisibleText(page, en.projects.statusChanged);
    expect(en.projects.statusChanged).toBe("Project's status has been changed successfully.");
    await expect.poll(async () => (await serverProjects()).find((project) => project.id === first!.id)?.isactive).toBe(0);
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });

  it('Edit and Duplicate open the project form with the id', async () => {
    const [first] = await keepProjects(2);
    await openList();
    await page.getByRole('button', { name: `Edit ${first!.nameAR}`, exact: true }).click();
    await expect.poll(path).toBe('/projects/new');
    expect(search()).toEqual({ edit: 'true', id: String(first!.id) });

    await openList();
    await page.getByRole('button', { name: `Duplicate ${first!.nameAR}`, exact: true }).click();
    await expect.poll(path).toBe('/projects/new');
    expect(search()).toEqual({ duplicate: 'true', id: String(first!.id) });
  });

  it("'Add New Project' asks for an organization when none is chosen, then opens the form with it, the top bar left as it was", async () => {
    await keepProjects(1);
    await openList();
    await chooseTopBarOrganization(page, en.shell.allOrganizations);
    await page.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select organization' });
    await dialog.getByText('You must select an organization before creating a Project.').waitFor();
    const confirm = dialog.getByRole('button', { name: en.selectOrganization.confirm });
    expect(await confirm.isDisabled()).toBe(true);

    // Cancel stays on the list.
    await dialog.getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(path()).toBe('/projects/list');

    const chosen = organizations[1]!;
    await page.getByRole('button', { name: 'Add New Project' }).click();
    await dialog.getByRole('combobox', { name: en.selectOrganization.label }).click();
    await page.getByRole('option', { name: chosen.nameEN, exact: true }).click();
    await confirm.click();
    await expect.poll(path).toBe('/projects/new');
    expect(search()).toEqual({});
    // The choice is the new project's, in its own field; the top bar still shows every organization.
    const field = page.getByRole('main').getByRole('combobox', { name: en.projectForm.organizationField });
    await expect.poll(() => field.inputValue()).toBe(String(chosen.id));
    expect(await page.getByRole('banner').getByRole('combobox', { name: en.shell.organization }).innerText()).toBe(en.shell.allOrganizations);

    // With an organization chosen in the top bar there is no question: the form starts from it.
    await openList();
    await chooseTopBarOrganization(page, chosen.nameEN);
    await page.getByRole('button', { name: 'Add New Project' }).click();
    await expect.poll(path).toBe('/projects/new');
    expect(await page.getByRole('dialog', { name: 'Select organization' }).count()).toBe(0);
    await expect.poll(() => field.inputValue()).toBe(String(chosen.id));
  });

  it('exports what the list shows as CSV: the category and organization by name', async () => {
    const projects = await keepProjects(3);
    await openList();
    await list.showColumn(page, en.columns.nameEN);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en.list.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    // Category and Organization show names computed on screen; the file has those names too.
    expect(lines[0]).toBe(`${en.columns.id},${en.projects.category},${en.projects.organization},${en.columns.nameAR},${en.columns.nameEN}`);
    expect(lines).toHaveLength(projects.length + 1);
    const nameOf = (records: Array<{ id: number; nameEN: string }>, id: number) => records.find((record) => record.id === id)!.nameEN;
    for (const project of projects) {
      const category = nameOf(activities, project.actid);
      const organization = nameOf(organizations, project.org_id);
      expect(lines).toContain(`${project.id},${category},${organization},${project.nameAR},${project.nameEN}`);
    }
  });

  it('works in Arabic: names, status toast and the organization dialog', async () => {
    await keepProjects(0);
    const project = await createProject();
    await openList();
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.nav.projects, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const cells = page.getByRole('row').filter({ has: page.getByRole('switch', { name: `حالة ${project.nameAR}` }) }).getByRole('gridcell');
    await expect.poll(() => cells.nth(2).innerText()).toBe(activities[0]!.nameAR);
    expect(await cells.nth(3).innerText()).toBe(organizations[0]!.nameAR);

    await page.getByRole('switch', { name: `حالة ${project.nameAR}` }).click();
    await expectVisibleText(page, ar.projects.statusChanged);
    await expect.poll(async () => (await serverProjects())[0]?.isactive).toBe(0);

    await page.getByRole('button', { name: ar.projects.add }).click();
    const dialog = page.getByRole('dialog', { name: ar.selectOrganization.title });
    await dialog.getByText(ar.projects.needOrganization).waitFor();
    await dialog.getByRole('combobox', { name: ar.selectOrganization.label }).click();
    await page.getByRole('option', { name: organizations[0]!.nameAR, exact: true }).click();
    await dialog.getByRole('button', { name: ar.selectOrganization.confirm }).click();
    await expect.poll(path).toBe('/projects/new');
  });
});
