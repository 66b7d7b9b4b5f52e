/**
 * The project form end to end (spec 2.3, 2.12, 4, 5): create with SMS rows, a bank block and a
 * credit-card link; an edit that sends only what changed (recorded at the host's IPC door);
 * duplicate into another organization, and its warning when that organization already has an
 * active project in the category; reload of an edit; validation; a stale save refused (409);
 * a payment call that fails because the platform server stopped mid-save keeps the form and,
 * once the server is back, the next Confirm sends only the rest; a keyword another project counts
 * on the same short code refused at its field, in both languages. For the mid-save failure the
 * suite runs its own platform server (the host in office mode), so it can stop and restart it.
 *
 * One (operator, short code, keyword) counts for one active owner: each seeded project has
 * keywords of its own, and a duplicate gets its own before it is saved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Mno } from '../../src/shared/entities/mno';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project } from '../../src/shared/entities/project';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { startPlatformServer, type RunningPlatformServer } from '../../src/server/start';
import { E2E_OTP_POLICY, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { holdAddress, portOf, type HeldAddress } from '../support/held-address';
import { useSignedInApp } from './app-fixture';
import { chooseTopBarOrganization, expectVisibleText, fetchOrganizations, fieldDescription, giveOwnKeywords, switchLanguage } from './flows';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];
let mnos: Mno[];
/** Categories of this suite's own, so the seeded projects never meet its duplicates. */
let category: Activity;
let otherCategory: Activity;

const texts = en.projectForm;

async function createActivity(intID: number, nameEN: string): Promise<Activity> {
  const response = await api.send('POST', '/activities', { intID, nameAR: `فئة ${intID}`, nameEN, infoAR: 'وصف', infoEN: 'Info', order: 1 });
  expect(response.status).toBe(201);
  return ((await response.json()) as { activity: Activity }).activity;
}

async function serverProject(id: number): Promise<Project> {
  const response = await api.get(`/projects/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { project: Project }).project;
}

async function serverProjects(): Promise<Project[]> {
  const response = await api.get('/projects');
  return ((await response.json()) as { data: { projects: Project[] } }).data.projects;
}

const BANK = {
  IBAN: 'AE070331234567890123456',
  accNum: '1234567890',
  accNameAR: 'جمعية الخير',
  accNameEN: 'Charity Society',
  nameAR: 'بنك الإمارات',
  nameEN: 'Emirates Bank',
  noteAR: 'يرجى ذكر اسم المشروع',
  noteEN: 'Please mention the project',
};

let seeded = 0;
/** A project made through the API (the form's own create is tested on its own), with keywords no other project has. */
async function seedProject(orgId: number, actId: number, nameEN: string): Promise<Project> {
  const n = ++seeded;
  const response = await api.send('POST', '/projects', {
    act_id: actId,
    org_id: orgId,
    nameAR: `مشروع ${nameEN}`,
    nameEN,
    infoAR: '<p>وصف المشروع</p>',
    infoEN: '<p>About the project</p>',
    Order: 3,
    sms_payment: [
      { mno: mnos[0]!.id, price: 10, short_code: 4202, keyword_ar: `خير${n}`, keyword_en: `GOOD${n}` },
      { mno: mnos[1]!.id, price: 20, short_code: 4206, keyword_ar: `عطاء${n}`, keyword_en: `GIVE${n}` },
    ],
    bank_payment: [BANK],
    cc_payment: [{ cc_url: 'https://donate.example.org/project' }],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { project: Project }).project;
}

/** An SMS row as the server keeps it, without its id. */
const smsRowData = ({ id: _id, ...row }: Project['sms_payment'][number]) => row;

/** Demo project 1: WATER and ماء on 4202, both operators. */
const WATER_FOR_AFRICA = { nameEN: 'Water for Africa', nameAR: 'سقيا الماء في أفريقيا' };

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const smsRow = (number: number) => page.getByRole('group', { name: texts.smsRow.replace('{{number}}', String(number)) });
const confirm = () => page.getByRole('button', { name: texts.confirm }).click();

async function openForm(query: string, title: string): Promise<void> {
  await page.goto(`${host.url}/projects/new${query}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

async function fillSmsRow(number: number, row: { mno: Mno; short_code: string; keyword_ar: string; keyword_en: string; price: string }) {
  const group = smsRow(number);
  await group.getByRole('combobox', { name: texts.operator }).selectOption({ label: row.mno.nameEN });
  await group.getByRole('textbox', { name: texts.shortCode }).fill(row.short_code);
  await group.getByRole('textbox', { name: texts.keywordAR }).fill(row.keyword_ar);
  await group.getByRole('textbox', { name: texts.keywordEN }).fill(row.keyword_en);
  await group.getByRole('textbox', { name: texts.price }).fill(row.price);
}

interface IpcCall {
  channel: string;
  args: Record<string, unknown>;
}

/** Records the IPC calls of the given channels the page makes from now on. */
function recordIpc(channels: string[]): { calls: IpcCall[]; stop(): void } {
  const calls: IpcCall[] = [];
  const listener = (request: Request) => {
    const path = new URL(request.url()).pathname;
    const channel = path.replace(/^\/ipc\//, '');
    if (path.startsWith('/ipc/') && channels.includes(channel)) {
      calls.push({ channel, args: (request.postDataJSON() as { args: Record<string, unknown> }).args });
    }
  };
  page.on('request', listener);
  return { calls, stop: () => page.off('request', listener) };
}

/** What stays equal when only the payment items change. */
const mainData = (project: Project) => ({
  actid: project.actid,
  org_id: project.org_id,
  nameAR: project.nameAR,
  nameEN: project.nameEN,
  infoAR: project.infoAR,
  infoEN: project.infoEN,
  mediaURL: project.mediaURL,
  Order: project.Order,
  isactive: project.isactive,
});

/**
 * The suite's platform server: stopped and started again by the mid-save failure test. Each start
 * listens on a port of its own; the host is pointed at an address the suite holds, which follows it.
 */
let platform: RunningPlatformServer | undefined;
let platformAddress: HeldAddress;
const platformDir = mkdtempSync(join(tmpdir(), 'backoffice-project-form-'));
async function startPlatform(): Promise<RunningPlatformServer> {
  const started = await startPlatformServer({ port: 0, dataDir: platformDir, seed: 'demo', otpPolicy: JSON.parse(E2E_OTP_POLICY), logger: false, devOutbox: true });
  platformAddress.forwardTo(portOf(started.url));
  return started;
}
async function stopPlatform(): Promise<void> {
  platformAddress.forwardTo(null);
  await platform?.close();
  platform = undefined;
}

// The platform server first: the host is started in office mode on it.
beforeAll(async () => {
  platformAddress = await holdAddress();
  platform = await startPlatform();
});
afterAll(async () => {
  await stopPlatform();
  await platformAddress?.close();
  rmSync(platformDir, { recursive: true, force: true });
});
useSignedInApp(
  async (app) => {
    ({ host, page, api } = app);
    organizations = await fetchOrganizations(api);
    mnos = ((await (await api.get('/dashboard_mnos')).json()) as { data: { MNOs: Mno[] } }).data.MNOs;
    expect(mnos.length).toBeGreaterThanOrEqual(2);
    category = await createActivity(9101, 'Project form category');
    otherCategory = await createActivity(9102, 'Project form second category');
    // The app loaded its lists before these categories existed.
    await page.reload();
  },
  // Each test starts with the first organization chosen in the top bar.
  { startOptions: () => ({ serverUrl: platformAddress.url }), organization: () => organizations[0]!.nameEN },
);

describe('project form', () => {
  it('creates a project with two SMS rows, a bank block and a credit-card link', async () => {
    await openForm('', en.screens.newProject);
    await page.getByRole('combobox', { name: texts.category }).selectOption({ label: category.nameEN });
    await textbox(texts.nameAR).fill('مشروع سقيا');
    await textbox(texts.nameEN).fill('Water project');
    await textbox(texts.infoAR).fill('حفر آبار للقرى');
    await textbox(texts.infoEN).fill('Wells for villages');
    await textbox(texts.order).fill('4');

    await page.getByRole('checkbox', { name: texts.smsSection }).check();
    await fillSmsRow(1, { mno: mnos[0]!, short_code: '4202', keyword_ar: 'نبع', keyword_en: 'SPRING', price: '10' });
    expect(await page.getByRole('button', { name: texts.removeRow }).isDisabled()).toBe(true);
    await expectVisibleText(page, texts.removeNote);
    await page.getByRole('button', { name: texts.addRow }).click();
    await fillSmsRow(2, { mno: mnos[1]!, short_code: '4206', keyword_ar: 'بئر', keyword_en: 'WELL', price: '50' });

    await page.getByRole('checkbox', { name: texts.bankSection }).check();
    await textbox(texts.bankNameAR).fill(BANK.nameAR);
    await textbox(texts.bankNameEN).fill(BANK.nameEN);
    await textbox(texts.accNameAR).fill(BANK.accNameAR);
    await textbox(texts.accNameEN).fill(BANK.accNameEN);
    await textbox(texts.accNum).fill(BANK.accNum);
    await textbox(texts.iban).fill(BANK.IBAN);
    await textbox(texts.noteAR).fill(BANK.noteAR);
    await textbox(texts.noteEN).fill(BANK.noteEN);

    await page.getByRole('checkbox', { name: texts.ccSection }).check();
    await textbox(texts.ccUrl).fill('https://donate.example.org/water');
    await confirm();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    await expectVisibleText(page, texts.projectCreated);
    const saved = (await serverProjects()).find((project) => project.nameEN === 'Water project');
    expect(saved).toBeDefined();
    expect(saved).toMatchObject({ actid: category.id, org_id: organizations[0]!.id, nameAR: 'مشروع سقيا', Order: 4 });
    expect(saved!.infoAR).toContain('حفر آبار للقرى');
    expect(saved!.infoEN).toContain('Wells for villages');
    expect(saved!.sms_payment.map(smsRowData)).toEqual([
      { mno: mnos[0]!.id, price: 10, short_code: 4202, keyword_ar: 'نبع', keyword_en: 'SPRING' },
      { mno: mnos[1]!.id, price: 50, short_code: 4206, keyword_ar: 'بئر', keyword_en: 'WELL' },
    ]);
    expect(saved!.bank_payment).toHaveLength(1);
    expect(saved!.bank_payment[0]).toMatchObject({ ...BANK, countryEN: 'UAE' });
    expect(saved!.cc_payment.map((item) => item.cc_url)).toEqual(['https://donate.example.org/water']);
  });

  it('edit sends only the difference: one SMS row removed and the bank name changed, main data untouched', async () => {
    const project = await seedProject(organizations[0]!.id, category.id, 'Edit diff project');
    await openForm(`?edit=true&id=${project.id}`, en.screens.editProject);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Edit diff project');
    // Edit opens the SMS section ticked, and bank and credit card because the record has them.
    expect(await page.getByRole('checkbox', { name: texts.smsSection }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: texts.bankSection }).isChecked()).toBe(true);
    expect(await textbox(texts.ccUrl).inputValue()).toBe('https://donate.example.org/project');
    await expect.poll(() => smsRow(2).isVisible()).toBe(true);

    const recorder = recordIpc(['payments:update', 'resource:update', 'resource:create']);
    await page.getByRole('button', { name: texts.removeRow }).click();
    expect(await smsRow(2).count()).toBe(0);
    expect(await page.getByRole('button', { name: texts.removeRow }).isDisabled()).toBe(true);
    await textbox(texts.bankNameEN).fill('Emirates Islamic');
    await confirm();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    await expectVisibleText(page, texts.projectUpdated);
    recorder.stop();

    const [first, second] = project.sms_payment;
    const bank = project.bank_payment[0]!;
    expect(recorder.calls).toEqual([
      {
        channel: 'payments:update',
        args: {
          kind: 'sms',
          owner: 'projects',
          id: project.id,
          body: { sms_payment_to_remove: [second!.id], sms_payment_to_add: [], sms_payment_to_update: [], version: project.version },
        },
      },
      {
        channel: 'payments:update',
        args: {
          kind: 'bank',
          owner: 'projects',
          id: project.id,
          body: {
            bank_payment_to_add: [],
            bank_payment_to_update: [{ Bankid: bank.Bankid, ...BANK, nameEN: 'Emirates Islamic' }],
            bank_payment_to_remove: [],
            version: project.version + 1,
          },
        },
      },
    ]);

    const after = await serverProject(project.id);
    expect(after.sms_payment).toEqual([first]);
    expect(after.bank_payment).toEqual([{ ...bank, nameEN: 'Emirates Islamic' }]);
    expect(after.cc_payment).toEqual(project.cc_payment);
    expect(mainData(after)).toEqual(mainData(project));
    expect(after.version).toBe(project.version + 2);
  });

  it('opens a description written with alignment and direction classes, as stored, without looping', async () => {
    const project = await seedProject(organizations[0]!.id, category.id, 'Aligned project');
    const aligned = '<p class="ql-align-right ql-direction-rtl">وصف المشروع بمحاذاة اليمين.</p>';
    const updated = await api.send('PUT', `/projects/${project.id}`, {
      project_data_to_update: { act_id: category.id, org_id: organizations[0]!.id, nameAR: project.nameAR, nameEN: project.nameEN, infoAR: aligned, infoEN: '<p>About</p>' },
      id: project.id,
    });
    expect(updated.status).toBe(200);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // From the list, as a person does: the form then opens with the list already in memory.
    await page.goto(`${host.url}/projects/list`);
    await page.getByRole('button', { name: `Edit ${project.nameAR}`, exact: true }).click();
    await page.getByRole('heading', { name: en.screens.editProject, level: 1 }).waitFor();
    await expect.poll(() => textbox(texts.infoAR).innerText()).toBe('وصف المشروع بمحاذاة اليمين.');
    await textbox(texts.nameEN).fill('Aligned project, renamed');
    expect(await textbox(texts.nameEN).inputValue()).toBe('Aligned project, renamed');
    expect(errors).toEqual([]);
    await confirm();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    const after = await serverProject(project.id);
    expect(after.nameEN).toBe('Aligned project, renamed');
    expect(after.infoAR).toContain('ql-direction-rtl');
  });

  it('keeps an edit form across a reload', async () => {
    const project = await seedProject(organizations[0]!.id, category.id, 'Reload project');
    await openForm(`?edit=true&id=${project.id}`, en.screens.editProject);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Reload project');
    await page.reload();
    await page.getByRole('heading', { name: en.screens.editProject, level: 1 }).waitFor();
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Reload project');
    await expect.poll(() => smsRow(2).getByRole('textbox', { name: texts.keywordEN }).inputValue()).toBe(project.sms_payment[1]!.keyword_en);
    expect(await textbox(texts.bankNameEN).inputValue()).toBe(BANK.nameEN);
    await expect.poll(() => textbox(texts.infoEN).innerText()).toContain('About the project');
  });

  it('duplicates a project into another organization', async () => {
    const source = await seedProject(organizations[0]!.id, otherCategory.id, 'Source project');
    await chooseTopBarOrganization(page, organizations[1]!.nameEN);
    await openForm(`?duplicate=true&id=${source.id}`, en.screens.duplicateProject);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Source project');
    await textbox(texts.nameEN).fill('Duplicated project');
    const keywords = await giveOwnKeywords(page, 2);
    await confirm();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    await expectVisibleText(page, texts.projectCreated);

    const copy = (await serverProjects()).find((project) => project.nameEN === 'Duplicated project');
    expect(copy).toMatchObject({ org_id: organizations[1]!.id, actid: otherCategory.id, nameAR: source.nameAR, Order: source.Order });
    expect(copy!.id).not.toBe(source.id);
    // Operator, short code and price copied; the keywords its own.
    expect(copy!.sms_payment.map(smsRowData)).toEqual(source.sms_payment.map((row, index) => ({ ...smsRowData(row), ...keywords[index] })));
    expect(copy!.sms_payment.some((row) => source.sms_payment.some((original) => original.id === row.id))).toBe(false);
    expect(copy!.bank_payment[0]).toMatchObject(BANK);
    expect(copy!.cc_payment.map((item) => item.cc_url)).toEqual(source.cc_payment.map((item) => item.cc_url));
    expect(await serverProject(source.id)).toEqual(source);
  });

  it('warns when duplicating into an organization and category that have an active project, and lets the user stop or go on', async () => {
    const source = await seedProject(organizations[0]!.id, category.id, 'Twin source');
    // The source itself is an active project of organizations[0] (the one chosen) in `category`.
    await openForm(`?duplicate=true&id=${source.id}`, en.screens.duplicateProject);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Twin source');
    await textbox(texts.nameEN).fill('Twin copy');
    await giveOwnKeywords(page, 2);
    const before = (await serverProjects()).length;

    await confirm();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(texts.duplicateConflictMessage).waitFor();
    await dialog.getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/projects/new');
    expect((await serverProjects()).length).toBe(before);

    await confirm();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.duplicateConflictGo }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    await expectVisibleText(page, texts.projectCreated);
    expect((await serverProjects()).filter((project) => project.nameEN === 'Twin copy')).toHaveLength(1);
  });

  it('rich-text editor: a named toolbar, bold from it, Tab moves on, and an emptied editor saves as empty', async () => {
    await openForm('', en.screens.newProject);
    await page.getByRole('combobox', { name: texts.category }).selectOption({ label: otherCategory.nameEN });
    await textbox(texts.nameAR).fill('نص منسق');
    await textbox(texts.nameEN).fill('Rich text project');

    const arabic = textbox(texts.infoAR);
    await arabic.click();
    await page.keyboard.type('عادي ');
    const toolbar = page.getByRole('toolbar', { name: en.richText.toolbar }).first();
    for (const name of [en.richText.bold, en.richText.italic, en.richText.underline, en.richText.bulletList, en.richText.link, en.richText.direction]) {
      expect(await toolbar.getByRole('button', { name }).count(), name).toBe(1);
    }
    await toolbar.getByRole('button', { name: en.richText.bold }).click();
    await page.keyboard.type('غامق');
    // Tab leaves the editor instead of writing a tab into it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.ql-editor') === null)).toBe(true);
    expect(await arabic.innerText()).not.toContain('\t');

    const english = textbox(texts.infoEN);
    await english.click();
    await page.keyboard.type('Soon gone');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await confirm();
    await expectVisibleText(page, texts.projectCreated);
    const saved = (await serverProjects()).find((project) => project.nameEN === 'Rich text project');
    // The Arabic editor starts right to left: its line keeps Quill's direction and alignment.
    expect(saved!.infoAR).toMatch(/^<p class="ql-direction-rtl ql-align-right">عادي <strong>غامق<\/strong><\/p>$/);
    expect(saved!.infoEN).toBe('');
  });

  it('validates in place: category and names required, names at most 60 characters, SMS row fields', async () => {
    await openForm('', en.screens.newProject);
    await page.getByRole('checkbox', { name: texts.smsSection }).check();
    await confirm();
    await expectVisibleText(page, en.validation.selectCategory);
    await expect.poll(() => page.getByText(en.validation.required, { exact: true }).count()).toBeGreaterThanOrEqual(5);
    await expectVisibleText(page, en.validation.selectMno);

    await textbox(texts.nameEN).fill('x'.repeat(61));
    await textbox(texts.nameEN).blur();
    await expectVisibleText(page, 'At most 60 characters');
    await textbox(texts.nameAR).fill('ب'.repeat(61));
    await textbox(texts.nameAR).blur();
    await expect.poll(() => page.getByText('At most 60 characters').count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/projects/new');
  });

  it('without an organization, says so at its Organization field with the keyboard there, and saves once one is chosen there', async () => {
    await chooseTopBarOrganization(page, en.shell.allOrganizations);
    await openForm('', en.screens.newProject);
    await page.getByRole('combobox', { name: texts.category }).selectOption({ label: category.nameEN });
    await textbox(texts.nameAR).fill('بلا مؤسسة');
    await textbox(texts.nameEN).fill('No organization yet');
    const before = (await serverProjects()).length;
    await confirm();
    const organizationField = page.getByRole('main').getByRole('combobox', { name: texts.organizationField });
    await expect.poll(() => fieldDescription(organizationField)).toBe(texts.projectNeedsOrganization);
    await expect.poll(() => organizationField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect((await serverProjects()).length).toBe(before);

    await organizationField.selectOption({ label: organizations[1]!.nameEN });
    await confirm();
    await expectVisibleText(page, texts.projectCreated);
    expect((await serverProjects()).find((project) => project.nameEN === 'No organization yet')?.org_id).toBe(organizations[1]!.id);
    // The top bar's filter is as it was.
    expect(await page.getByRole('banner').getByRole('combobox', { name: en.shell.organization }).innerText()).toBe(en.shell.allOrganizations);
  });

  it('a stale save is refused with the conflict message, and the form keeps what was typed', async () => {
    const project = await seedProject(organizations[0]!.id, category.id, 'Stale project');
    await openForm(`?edit=true&id=${project.id}`, en.screens.editProject);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Stale project');
    // Another admin changes the project meanwhile (its version moves on).
    expect((await api.send('PUT', `/projects/${project.id}?edit_status=true`, { new_status: 0 })).status).toBe(200);

    await textbox(texts.nameEN).fill('Stale project, renamed');
    await confirm();
    await expectVisibleText(page, texts.projectMainFailed.replace('{{reason}}', en.errors.conflict));
    // Said at the top of the long form, far above Confirm: brought into view, with the keyboard on it.
    const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: en.errors.conflict });
    await expect.poll(() => refusal.evaluate((bar) => bar === document.activeElement)).toBe(true);
    expect(await refusal.evaluate((bar) => bar.getBoundingClientRect().top >= 0 && bar.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await textbox(texts.nameEN).inputValue()).toBe('Stale project, renamed');
    expect(new URL(page.url()).pathname).toBe('/projects/new');
    expect((await serverProject(project.id)).nameEN).toBe('Stale project');
  });

  it('a payment call cut off by the server stopping mid-save keeps the form, and the next Confirm sends only the rest', async () => {
    const project = await seedProject(organizations[0]!.id, category.id, 'Failing project');
    await openForm(`?edit=true&id=${project.id}`, en.screens.editProject);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Failing project');

    // The platform server stops just as the bank call leaves the page (the SMS call before it went through).
    let stopForBank = true;
    await page.route('**/ipc/payments:update', async (route) => {
      const { args } = route.request().postDataJSON() as { args: { kind: string } };
      if (args.kind === 'bank' && stopForBank) {
        stopForBank = false;
        await stopPlatform();
      }
      await route.continue();
    });
    const recorder = recordIpc(['payments:update', 'resource:update']);

    // Remove the second row, add a new one, change the bank name and the English name.
    await page.getByRole('button', { name: texts.removeRow }).click();
    await page.getByRole('button', { name: texts.addRow }).click();
    await fillSmsRow(2, { mno: mnos[1]!, short_code: '4209', keyword_ar: 'جديد', keyword_en: 'NEW', price: '100' });
    await textbox(texts.bankNameEN).fill('Changed bank');
    await textbox(texts.nameEN).fill('Failing project, saved');
    await confirm();

    await expectVisibleText(page, texts.bankFailed.replace('{{reason}}', en.errors.network));
    expect(new URL(page.url()).pathname).toBe('/projects/new');
    expect(await textbox(texts.bankNameEN).inputValue()).toBe('Changed bank');
    expect(await textbox(texts.nameEN).inputValue()).toBe('Failing project, saved');
    expect(await smsRow(2).getByRole('textbox', { name: texts.keywordEN }).inputValue()).toBe('NEW');
    expect(recorder.calls.map((call) => `${call.channel}:${String(call.args.kind ?? '')}`)).toEqual(['payments:update:sms', 'payments:update:bank']);

    // The server is back, on the same database; the session survived with it.
    platform = await startPlatform();
    await confirm();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    await expectVisibleText(page, texts.projectUpdated);
    recorder.stop();
    await page.unroute('**/ipc/payments:update');

    // The SMS rows went once; the bank went again (its first try never reached the server); then the main data.
    expect(recorder.calls.map((call) => `${call.channel}:${String(call.args.kind ?? '')}`)).toEqual([
      'payments:update:sms',
      'payments:update:bank',
      'payments:update:bank',
      'resource:update:',
    ]);
    const after = await serverProject(project.id);
    expect(after.sms_payment.map(smsRowData)).toEqual([
      smsRowData(project.sms_payment[0]!),
      { mno: mnos[1]!.id, price: 100, short_code: 4209, keyword_ar: 'جديد', keyword_en: 'NEW' },
    ]);
    expect(after.bank_payment[0]!.nameEN).toBe('Changed bank');
    expect(after.nameEN).toBe('Failing project, saved');
    expect(after.version).toBe(project.version + 3);
  });

  for (const t of [en, ar] satisfies Dictionary[]) {
    const language = t === en ? 'English' : 'Arabic';
    it(`refuses a keyword another project counts on the short code: the sentence naming it at the field, nothing created (${language})`, async () => {
      const before = (await serverProjects()).length;
      await openForm('', en.screens.newProject);
      if (t === ar) {
        await switchLanguage(page, 'ar');
        await page.getByRole('heading', { name: ar.screens.newProject, level: 1 }).waitFor();
      }
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await page.getByRole('combobox', { name: t.projectForm.category }).selectOption(String(category.id));
      await field(t.projectForm.nameAR).fill('مشروع آخر للماء');
      await field(t.projectForm.nameEN).fill(`Another water project (${language})`);
      await page.getByRole('checkbox', { name: t.projectForm.smsSection }).check();
      // Demo project 1's English keyword (typed in lower case) on its short code and operator (1, Etisalat); an Arabic keyword of its own.
      await page.getByRole('combobox', { name: t.projectForm.operator }).selectOption('1');
      await field(t.projectForm.shortCode).fill('4202');
      await field(t.projectForm.keywordAR).fill('سقيا');
      await field(t.projectForm.keywordEN).fill('water');
      await field(t.projectForm.price).fill('10');
      await page.getByRole('button', { name: t.projectForm.confirm }).click();

      const name = t === en ? WATER_FOR_AFRICA.nameEN : WATER_FOR_AFRICA.nameAR;
      const sentence = t.validation.keywordClaimedByProject.replace('{{name}}', `\u2068${name}\u2069`);
      const keyword = field(t.projectForm.keywordEN);
      await expect.poll(() => fieldDescription(keyword)).toBe(sentence);
      expect(await keyword.getAttribute('aria-invalid')).toBe('true');
      expect(await field(t.projectForm.keywordAR).getAttribute('aria-invalid')).not.toBe('true');
      expect(new URL(page.url()).pathname).toBe('/projects/new');
      expect((await serverProjects()).length).toBe(before);
    });
  }
});
