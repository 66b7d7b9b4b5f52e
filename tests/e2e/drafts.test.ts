/**
 * Crash-safe drafts of the forms, end to end, in English and Arabic (issue 24): type into a project
 * form, kill -9 the browser-mode host, start it again on the same data folder, sign in, restore the
 * draft and save it; a draft typed on a version someone else has saved over since meets the 409 on
 * save, whose compare view keeps yours or theirs per field; Ctrl+S saves from inside a field and
 * Escape cancels (through the unsaved-changes question); the keyboard's place after a form opens,
 * is saved and is discarded; a record saved from page 2 of its list returns to page 2. The restore
 * question and the compare view are checked with axe and measured at 1366×768.
 *
 * The host is a child process that can be killed with SIGKILL, not stopped, and started again on
 * the same folder and the same ports (tests/support/killable-host.ts): drafts are kept per server
 * address, which a new platform-server port would change. Nothing is faked: the host, its platform
 * server, the journal's files and the browser are real.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project } from '../../src/shared/entities/project';
import type { Activity } from '../../src/shared/entities/activity';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { blockingViolations, describeViolations } from '../support/axe';
import { apiSession, freshDataDir, type ApiSession } from '../support/browser-host-process';
import { launchChromium, openLaunchAddress, type Chromium } from '../support/chromium';
import { startKillableHost, type KillableHost } from '../support/killable-host';
import { discardDrafts } from './app-fixture';
import { ADMIN, expectLoginOrShell, expectShell, fetchOrganizations, signIn, switchLanguage, useEnglish } from './flows';
import { findLayoutDefects } from './layout-defects';

let dataDir: string;
let host: KillableHost;
let browser: Chromium;
let page: Page;
let api: ApiSession;
let organization: Organization;
let category: Activity;

const startHost = (ports?: { port: number; serverPort: number }) => startKillableHost(dataDir, ports);

/** The drafts the journal holds on disk (every admin, every server), by key. */
function draftsOnDisk(): Map<string, { values: Record<string, unknown>; text: string }> {
  const drafts = new Map<string, { values: Record<string, unknown>; text: string }>();
  let scopes: string[];
  try {
    scopes = readdirSync(join(dataDir, 'drafts'));
  } catch {
    return drafts;
  }
  for (const scope of scopes) {
    for (const file of readdirSync(join(dataDir, 'drafts', scope)).filter((name) => name.endsWith('.json'))) {
      const text = readFileSync(join(dataDir, 'drafts', scope, file), 'utf8');
      const draft = JSON.parse(text) as { key: string; values: Record<string, unknown> };
      drafts.set(draft.key, { values: draft.values, text });
    }
  }
  return drafts;
}

let seeded = 0;
/** A project made through the API, without payment items. */
async function seedProject(nameEN: string): Promise<Project> {
  const n = ++seeded;
  const response = await api.send('POST', '/projects', {
    act_id: category.id,
    org_id: organization.id,
    nameAR: `مشروع المسودة ${n}`,
    nameEN,
    infoAR: '<p>وصف</p>',
    infoEN: '<p>About</p>',
    Order: 1,
    sms_payment: [],
    bank_payment: [],
    cc_payment: [],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { project: Project }).project;
}

async function serverProject(id: number): Promise<Project> {
  return ((await (await api.get(`/projects/${id}`)).json()) as { project: Project }).project;
}

/** Someone else saves the project (its version moves on). */
async function saveAsSomeoneElse(project: Project, changes: Partial<Pick<Project, 'nameAR' | 'nameEN'>>): Promise<void> {
  const current = await serverProject(project.id);
  const data = {
    act_id: current.actid,
    org_id: current.org_id,
    nameAR: current.nameAR,
    nameEN: current.nameEN,
    infoAR: current.infoAR,
    infoEN: current.infoEN,
    mediaURL: current.mediaURL,
    Order: current.Order,
    ...changes,
  };
  const response = await api.send('PUT', `/projects/${project.id}`, { project_data_to_update: data, id: project.id, version: current.version });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Signs in (the helper reads the English screen), then shows the app in `language`. */
async function signInAs(language: 'en' | 'ar'): Promise<void> {
  await expectLoginOrShell(page);
  await useEnglish(page);
  if (await page.getByRole('form', { name: en.login.formName }).isVisible()) await signIn(page, { serverUrl: host.serverUrl } as never, ADMIN);
  await expectShell(page);
  if (language === 'ar') await switchLanguage(page, 'ar');
}

const editPath = (project: Project) => `/projects/new?edit=true&id=${project.id}`;

/** Opens the project's edit form; with a draft kept, its question (which hides the form from the accessibility tree while it shows). */
async function openEdit(project: Project, texts: Dictionary, { draft = false } = {}): Promise<Locator> {
  await page.goto(`${host.url}${editPath(project)}`);
  const question = page.getByRole('alertdialog', { name: texts.drafts.restoreTitle });
  if (draft) {
    await question.waitFor();
    return question;
  }
  await page.getByRole('heading', { name: texts.screens.editProject, level: 1 }).waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: texts.projectForm.nameEN, exact: true }).inputValue()).not.toBe('');
  return question;
}

const nameField = (texts: Dictionary): Locator => page.getByRole('textbox', { name: texts.projectForm.nameEN, exact: true });

/** What has the keyboard: its name attribute, its accessible name or its text. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    return element.getAttribute('name') ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
  });

/** No serious or critical axe violation, nothing overlapping or cut (the modal dialog alone is measured while it is open). */
async function expectAccessibleAndLaidOut(what: string): Promise<void> {
  const violations = await blockingViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
  expect(await findLayoutDefects(page), what).toEqual([]);
}

beforeAll(async () => {
  dataDir = freshDataDir('backoffice-drafts-');
  [host, browser] = await Promise.all([startHost(), launchChromium({ width: 1366, height: 768 })]);
  page = await openLaunchAddress(browser.context, host.launchUrl);
  await signInAs('en');
  api = await apiSession(host.serverUrl, ADMIN.mobile);
  organization = (await fetchOrganizations(api))[0]!;
  const created = await api.send('POST', '/activities', { intID: 9301, nameAR: 'فئة المسودات', nameEN: 'Drafts category', infoAR: 'وصف', infoEN: 'Info', order: 1 });
  expect(created.status).toBe(201);
  category = ((await created.json()) as { activity: Activity }).activity;
  // Enough projects for a second page of the list (10 rows a page).
  for (let n = 1; n <= 11; n += 1) await seedProject(`Paged project ${String(n).padStart(2, '0')}`);
  await page.reload();
  await expectShell(page);
});

afterAll(async () => {
  await browser?.close();
  await host?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.each([
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const)('drafts in $language', ({ language, texts }) => {
  beforeAll(async () => {
    await page.goto(host.url);
    await expectShell(page);
    await useEnglish(page);
    if (language === 'ar') await switchLanguage(page, 'ar');
  });
  // Each test meets only its own drafts (a form left with changes keeps one by design).
  beforeEach(() => discardDrafts(page, dataDir));

  it('restores what was typed before the host was killed, after starting it again and signing in, then saves it', { timeout: 240_000 }, async () => {
    const project = await seedProject(`Crash ${language}`);
    await openEdit(project, texts);
    // Opened: the keyboard is on the first field (the category).
    expect(await focused()).toBe('act_id');
    const typed = `Crash ${language}, typed before the crash`;
    await nameField(texts).click();
    await page.keyboard.press('End');
    await page.keyboard.type(', typed before the crash', { delay: 20 });
    const key = `projects:edit:${project.id}`;
    await expect.poll(() => draftsOnDisk().get(key)?.values.nameEN, { timeout: 15_000 }).toBe(typed);
    // The draft file holds the values, never the session's token (main never puts it there; the file names no token at all).
    expect(draftsOnDisk().get(key)!.text.toLowerCase()).not.toContain('token');

    await host.kill();
    host = await startHost({ port: host.port, serverPort: host.serverPort });
    await page.goto(host.launchUrl);
    await signInAs(language);

    const question = await openEdit(project, texts, { draft: true });
    expect(await question.textContent()).toContain(texts.drafts.restoreQuestion.split('{{time}}')[0]!.trim());
    await expectAccessibleAndLaidOut(`the restore question (${language})`);
    await question.getByRole('button', { name: texts.drafts.restore }).click();
    await question.waitFor({ state: 'detached' });
    expect(await nameField(texts).inputValue()).toBe(typed);
    // The question gave the keyboard back to the form's first field.
    await expect.poll(focused).toBe('act_id');

    // Ctrl+S from inside a field saves.
    await nameField(texts).focus();
    await page.keyboard.press('Control+KeyS');
    await page.getByText(texts.projectForm.projectUpdated).filter({ visible: true }).first().waitFor();
    expect((await serverProject(project.id)).nameEN).toBe(typed);
    await expect.poll(() => draftsOnDisk().has(key)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/projects/list');
  });

  it('shows yours and theirs per field when a restored draft meets a newer version, and saves what was kept of each', { timeout: 120_000 }, async () => {
    const project = await seedProject(`Compare ${language}`);
    await openEdit(project, texts);
    await nameField(texts).fill(`Compare ${language}, mine`);
    const key = `projects:edit:${project.id}`;
    await expect.poll(() => draftsOnDisk().get(key)?.values.nameEN, { timeout: 15_000 }).toBe(`Compare ${language}, mine`);
    // The window closes with the changes unsaved; meanwhile someone else saves the project.
    await page.close();
    await saveAsSomeoneElse(project, { nameAR: 'اسمهم الجديد', nameEN: `Compare ${language}, theirs` });

    page = await browser.context.newPage();
    const question = await openEdit(project, texts, { draft: true });
    await question.getByRole('button', { name: texts.drafts.restore }).click();
    expect(await nameField(texts).inputValue()).toBe(`Compare ${language}, mine`);
    await page.getByRole('button', { name: texts.projectForm.confirm }).click();

    const compare = page.getByRole('dialog', { name: texts.drafts.compareTitle });
    await compare.waitFor();
    await expectAccessibleAndLaidOut(`the compare view (${language})`);
    // Each field under the label its form shows; yours first where you changed it, theirs where only they did.
    const englishName = compare.getByRole('radiogroup', { name: texts.projectForm.nameEN });
    const arabicName = compare.getByRole('radiogroup', { name: texts.projectForm.nameAR });
    expect(await englishName.getByRole('radio', { name: new RegExp(texts.drafts.keepYours) }).isChecked()).toBe(true);
    expect(await arabicName.getByRole('radio', { name: new RegExp(texts.drafts.keepTheirs) }).isChecked()).toBe(true);
    expect(await englishName.textContent()).toContain(`Compare ${language}, theirs`);
    expect(await arabicName.textContent()).toContain('اسمهم الجديد');
    // Keep theirs for the English name too, then yours again: the choice is the user's.
    await englishName.getByRole('radio', { name: new RegExp(texts.drafts.keepTheirs) }).check();
    await englishName.getByRole('radio', { name: new RegExp(texts.drafts.keepYours) }).check();
    await compare.getByRole('button', { name: texts.drafts.saveChoices }).click();

    await page.getByText(texts.projectForm.projectUpdated).filter({ visible: true }).first().waitFor();
    const saved = await serverProject(project.id);
    expect({ nameEN: saved.nameEN, nameAR: saved.nameAR }).toEqual({ nameEN: `Compare ${language}, mine`, nameAR: 'اسمهم الجديد' });
    await expect.poll(() => draftsOnDisk().has(key)).toBe(false);
  });

  it('Escape cancels (asking first when something changed); Discard of a draft leaves the form as loaded, with the keyboard on its first field', { timeout: 120_000 }, async () => {
    const project = await seedProject(`Escape ${language}`);
    await openEdit(project, texts);
    await nameField(texts).fill(`Escape ${language}, changed`);
    const key = `projects:edit:${project.id}`;
    await expect.poll(() => draftsOnDisk().has(key), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    const unsaved = page.getByRole('alertdialog', { name: texts.form.unsavedTitle });
    await unsaved.waitFor();
    // Escape in the question closes it and keeps the form.
    await page.keyboard.press('Escape');
    await unsaved.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/projects/new');
    expect(await nameField(texts).inputValue()).toBe(`Escape ${language}, changed`);

    // Reopened (the window closed), the draft is offered; Discard removes it and keeps the record's values.
    await page.close();
    page = await browser.context.newPage();
    const question = await openEdit(project, texts, { draft: true });
    await question.getByRole('button', { name: texts.drafts.discard }).click();
    await question.waitFor({ state: 'detached' });
    expect(await nameField(texts).inputValue()).toBe(`Escape ${language}`);
    await expect.poll(focused).toBe('act_id');
    await expect.poll(() => draftsOnDisk().has(key)).toBe(false);

    // Unchanged, Escape goes straight back to the list.
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
  });

  it('returns to page 2 of a sorted list after saving a record opened there, with the keyboard on its row; after a new record, on the add button', { timeout: 120_000 }, async () => {
    // The address keeps the list's sort (a column's key, '-' first when descending) and its page.
    const listAddress = '/projects/list?sort=-organization&page=2';
    await page.goto(`${host.url}${listAddress}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: texts.list.pageNumber.replace('{{page}}', '2') }).and(page.locator('[aria-current="page"]')).waitFor();
    // The list is a grid of rows (its role changes with the list kit; the element stays a table).
    const edit = main.locator('table').getByRole('button', { name: new RegExp(`^${texts.list.editRow.replace('{{name}}', '')}`) }).first();
    const label = (await edit.getAttribute('aria-label'))!;
    const sortedHeader = main.locator('thead th[aria-sort="descending"]');
    expect((await sortedHeader.innerText()).trim()).toBe(texts.projects.organization);
    await edit.click();
    await page.getByRole('heading', { name: texts.screens.editProject, level: 1 }).waitFor();
    await expect.poll(() => nameField(texts).inputValue()).not.toBe('');
    // A change that moves the row neither in its order nor in its name.
    await page.getByRole('textbox', { name: texts.projectForm.infoEN, exact: true }).fill(`Saved from page 2 (${language})`);
    await page.getByRole('button', { name: texts.projectForm.confirm }).click();
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(listAddress);
    expect((await sortedHeader.innerText()).trim()).toBe(texts.projects.organization);
    // On the row it was opened from (its name did not change), never on the page's body.
    await expect.poll(focused).toBe(label);

    // A new record: back on the list, the keyboard on its add button.
    await page.goto(`${host.url}/projects/new`);
    await page.getByRole('heading', { name: texts.screens.newProject, level: 1 }).waitFor();
    // Opened: the first field (the organization) has the keyboard.
    await expect.poll(focused).toBe('org_id');
    // The form's own Organization field (the top bar has one too).
    await main.getByRole('combobox', { name: texts.projectForm.organizationField }).selectOption({ value: String(organization.id) });
    await main.getByRole('combobox', { name: texts.projectForm.category }).selectOption({ value: String(category.id) });
    await page.getByRole('textbox', { name: texts.projectForm.nameAR, exact: true }).fill(`مشروع جديد ${language}`);
    await nameField(texts).fill(`New project ${language}`);
    await nameField(texts).focus();
    await page.keyboard.press('Control+KeyS');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    await expect.poll(focused).toBe(texts.projects.add);
  });
});
