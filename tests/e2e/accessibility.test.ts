/**
 * axe-core on every screen built so far, in Arabic and in English: the login steps, the shell's
 * landing screen, each list with its add and edit forms, the keywords list with its inline form,
 * an empty form's messages, an open column chooser and delete confirmation, a list narrowed by
 * the top bar's organization and the menu drawer of a narrow window. No serious or critical
 * violation may remain (tests/support/axe.ts says which rules, and the one false positive left
 * out). One test per language walks every screen and fails once, naming each screen with what
 * axe found there.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { Organization } from '../../src/shared/entities/organization';
import { entryOf, screenPath, type ResourceName } from '../../src/shared/registry';
import { latestOtp, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { blockingViolations, describeViolations } from '../support/axe';
import { useSignedInApp } from './app-fixture';
import { ADMIN, chooseTopBarOrganization, expectShell, fetchOrganizations, switchLanguage } from './flows';
import { bodyRows } from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
});

/** The id of the first record the server lists, to open its edit screen by address. */
async function firstRecordId(resource: ResourceName): Promise<string | number> {
  const entry = entryOf(resource);
  const query = new URLSearchParams(entry.list.fixedQuery).toString();
  const response = await api.get(`${entry.path}${query ? `?${query}` : ''}`);
  expect(response.status, `${resource} list`).toBe(200);
  const body = (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
  const records = (entry.list.envelope === 'data' ? body.data?.[entry.list.key] : body[entry.list.key]) as Record<string, string | number>[];
  const first = records[0];
  if (!first) throw new Error(`the seed has no ${resource} to edit`);
  return entry.idShape === 'numeric' ? first.id! : first.objectId!;
}

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Adds a team member through the API unless there is one. */
async function ensureTeamMember(): Promise<void> {
  const listed = (await (await api.get(entryOf('teams').path)).json()) as { results: unknown[] };
  if (listed.results.length > 0) return;
  const response = await api.send('POST', entryOf('teams').path, { Name: 'Axe member', Title: 'Volunteer', Logo: 'teams/axe.png' });
  expect(response.status, 'team member added').toBe(201);
}

/** A screen to check: how to get there (the page is on the signed-in shell) and when it is ready. */
interface Screen {
  name: string;
  open(texts: Dictionary): Promise<void>;
  /** What undoes what `open` put over the screen (a menu, a dialog, a filter). */
  close?(texts: Dictionary): Promise<void>;
}

const main = () => page.getByRole('main');
/** The window of every end-to-end file (tests/support/chromium.ts), and one narrow enough for the menu drawer (< 900 px). */
const WINDOW = { width: 1280, height: 800 };
const NARROW_WIDTH = 800;

/**
 * Goes to an address of the app in the running page, as Back and Forward do (the router follows
 * the address): a page load per screen would cost more than the check itself.
 */
async function openScreen(path: string, heading: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** A list: its heading, then its first row (the seed fills every list). */
const listScreen = (resource: ResourceName, label: (texts: Dictionary) => string): Screen => ({
  name: `${resource} list`,
  async open(texts) {
    await openScreen(entryOf(resource).screens!.list, label(texts));
    await bodyRows(main()).first().waitFor();
  },
});

/** An add form: its heading, then the form it names. */
const addScreen = (resource: ResourceName, title: (texts: Dictionary) => string): Screen => ({
  name: `${resource} add`,
  async open(texts) {
    await openScreen(entryOf(resource).screens!.add!, title(texts));
    await page.getByRole('form', { name: title(texts) }).waitFor();
  },
});

/** An edit form of the first record: the form is there once the record has loaded into it. */
const editScreen = (resource: ResourceName, title: (texts: Dictionary) => string): Screen => ({
  name: `${resource} edit`,
  async open(texts) {
    const path = screenPath(entryOf(resource).screens!.edit!, await firstRecordId(resource));
    await openScreen(path, title(texts));
    await page.getByRole('form', { name: title(texts) }).waitFor();
  },
});

const kitScreens = (
  resource: ResourceName,
  titles: { list: (texts: Dictionary) => string; add: (texts: Dictionary) => string; edit: (texts: Dictionary) => string },
): Screen[] => [listScreen(resource, titles.list), addScreen(resource, titles.add), editScreen(resource, titles.edit)];

/** The prefix of a per-row button's name ('Delete ' of 'Delete {{name}}'), as a pattern. */
const rowButton = (template: string) => new RegExp(`^${template.split('{{')[0]!.trim()}`);

/** Makes (or updates) the public page of the first project, so the landing pages list has a row. */
async function ensureLandingPage(): Promise<void> {
  const response = await api.send('POST', '/landing_pages', { type: 'project', id: await firstRecordId('projects') });
  expect(response.ok, 'landing page made').toBe(true);
}

/**
 * A memorial whose page can be made: one of Emirates Red Crescent (demo intID 101), whose short
 * codes have a keyword (a memorial's page offers its organization's short codes). Added through the API once.
 */
let memorialWithPage: string | undefined;
async function ensureMemorialWithPage(): Promise<string> {
  if (memorialWithPage) return memorialWithPage;
  const organization = organizations.find((candidate) => candidate.intID === 101);
  if (!organization) throw new Error('the seed has no organization 101');
  const activities = ((await (await api.get('/activities')).json()) as { data: { activities: Array<{ id: number }> } }).data.activities;
  const response = await api.send('POST', '/classes/InMemory', {
    name: 'Axe memorial',
    description: '<p>Remembered.</p>',
    age: 80,
    applicantName: 'Axe applicant',
    targetAmount: 1000,
    actId: activities[0]!.id,
    orgId: organization.id,
  });
  expect(response.status, 'memorial added').toBe(201);
  memorialWithPage = ((await response.json()) as { memorial: { objectId: string } }).memorial.objectId;
  return memorialWithPage;
}

/** Closes an open (non-alert) dialog with Escape. */
async function closeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

async function closeOverlay(): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('menu').or(page.getByRole('alertdialog')).count()).toBe(0);
}

/** Campaigns made by the links popup screen, one per language. */
let campaigns = 0;

const SCREENS: Screen[] = [
  {
    name: 'landing screen (the overview)',
    async open(texts) {
      await openScreen('/', texts.nav.overview);
      await main().getByRole('region', { name: texts.overview.banners }).waitFor();
    },
  },
  {
    name: 'reports with a report built (charts and table)',
    async open(texts) {
      await openScreen('/reports', texts.nav.reports);
      await main().getByRole('button', { name: texts.reports.buildData }).click();
      await main().getByRole('table', { name: texts.reports.results, exact: true }).or(main().getByText(texts.reports.noRows)).waitFor();
    },
  },
  ...kitScreens('activities', { list: (t) => t.nav.activities, add: (t) => t.screens.addActivity, edit: (t) => t.screens.editActivity }),
  ...kitScreens('banners', { list: (t) => t.nav.banners, add: (t) => t.screens.newBanner, edit: (t) => t.screens.editBanner }),
  ...kitScreens('organizations', { list: (t) => t.nav.organizations, add: (t) => t.screens.addOrganization, edit: (t) => t.screens.editOrganization }),
  {
    name: 'keywords list with its inline form',
    async open(texts) {
      await listScreen('keywords', (t) => t.nav.keywords).open(texts);
      await main().getByRole('form', { name: texts.keywords.addForm }).waitFor();
    },
  },
  ...kitScreens('shortCodes', { list: (t) => t.nav.shortCodes, add: (t) => t.screens.addShortCode, edit: (t) => t.screens.editShortCode }),
  ...kitScreens('adminUsers', { list: (t) => t.nav.adminUsers, add: (t) => t.screens.addAdmin, edit: (t) => t.screens.editAdmin }),
  ...kitScreens('projects', { list: (t) => t.nav.projects, add: (t) => t.screens.newProject, edit: (t) => t.screens.editProject }),
  ...kitScreens('causes', { list: (t) => t.nav.causes, add: (t) => t.screens.newCase, edit: (t) => t.screens.editCase }),
  {
    name: 'projects extended forms (every payment section open)',
    async open(texts) {
      await openScreen('/projects/extended-forms', texts.screens.projectExtendedForms);
      await main().getByRole('textbox', { name: texts.projectForm.iban }).waitFor();
    },
  },
  {
    name: 'cases extended forms (every payment section open)',
    async open(texts) {
      await openScreen('/urgent/extended-forms', texts.screens.caseExtendedForms);
      await main().getByRole('textbox', { name: texts.projectForm.ccUrl }).waitFor();
    },
  },
  // The seed has no team member: one is added through the API first, for a row and a record to edit.
  { ...listScreen('teams', (t) => t.nav.teams), open: (texts) => ensureTeamMember().then(() => listScreen('teams', (t) => t.nav.teams).open(texts)) },
  addScreen('teams', (t) => t.screens.addTeamMember),
  editScreen('teams', (t) => t.screens.editTeamMember),
  {
    name: 'team add with a photo chosen and not uploaded, its save refused',
    async open(texts) {
      await addScreen('teams', (t) => t.screens.addTeamMember).open(texts);
      await main().locator('input[type="file"]').setInputFiles({ name: 'axe.png', mimeType: 'image/png', buffer: PNG });
      await main().getByRole('button', { name: texts.common.save }).click();
      await main().getByRole('alert').filter({ hasText: texts.image.notUploaded }).waitFor();
    },
  },
  ...kitScreens('ambassadors', { list: (t) => t.nav.ambassadors, add: (t) => t.screens.addAmbassador, edit: (t) => t.screens.editAmbassador }),
  ...kitScreens('memorials', { list: (t) => t.nav.memorialPersons, add: (t) => t.screens.addMemorialPerson, edit: (t) => t.screens.editMemorialPerson }),
  {
    name: "memorial edit with the 'successfully Created' dialog open",
    async open(texts) {
      await openScreen(screenPath(entryOf('memorials').screens!.edit!, await ensureMemorialWithPage()), texts.screens.editMemorialPerson);
      await main().getByRole('button', { name: texts.landingPages.generate }).click();
      await page.getByRole('dialog', { name: texts.landingPages.successfullyCreated }).waitFor();
    },
    async close(texts) {
      await closeDialog();
      // The link went into the form's share link field: leave without saving it.
      await main().getByRole('button', { name: texts.common.cancel }).click();
      const discard = page.getByRole('alertdialog').getByRole('button', { name: texts.form.discard });
      const list = page.getByRole('heading', { name: texts.nav.memorialPersons, level: 1 });
      await discard.or(list).first().waitFor();
      if (await discard.isVisible()) await discard.click();
      await list.waitFor();
    },
  },
  {
    name: 'app settings (signed in)',
    open: (texts) => openScreen('/settings', texts.settings.title),
  },
  {
    name: "top bar after 'Update Projects' and 'Update Website Blogs' without a deploy hook (their toasts, the status lines)",
    async open(texts) {
      await openScreen('/', texts.nav.overview);
      const publishing = page.getByRole('group', { name: texts.publishing.group });
      await publishing.getByRole('button', { name: texts.publishing.updateProjects }).click();
      await page.getByText(texts.publishing.projectsUpdated).last().waitFor();
      await publishing.getByText(texts.publishing.notConfigured).waitFor();
      await publishing.getByRole('button', { name: texts.publishing.updateWebsiteBlogs }).click();
      await page.getByText(texts.errors.websitePublishNotConfigured).last().waitFor();
    },
  },
  {
    name: 'landing pages list',
    open: (texts) => ensureLandingPage().then(() => listScreen('landingPages', (t) => t.nav.landingPages).open(texts)),
  },
  {
    name: 'projects list with the Create MPS link dialog open',
    async open(texts) {
      await listScreen('projects', (t) => t.nav.projects).open(texts);
      await bodyRows(main()).first().getByRole('button', { name: rowButton(texts.landingPages.createMpsRow) }).click();
      await page.getByRole('dialog', { name: texts.landingPages.linkDialogTitle }).waitFor();
      // Its toast too: axe reads colours as drawn, and a toast still fading in is pale.
      await page.getByText(texts.landingPages.mpsCreated).last().waitFor();
    },
    close: closeDialog,
  },
  ...kitScreens('ngoNews', { list: (t) => t.nav.organizationNews, add: (t) => t.screens.addNgoNews, edit: (t) => t.screens.editNgoNews }),
  ...kitScreens('notifications', { list: (t) => t.nav.notifications, add: (t) => t.screens.addNotification, edit: (t) => t.screens.editNotification }),
  ...kitScreens('ramadanNotes', { list: (t) => t.nav.ramadanNotes, add: (t) => t.screens.addRamadanNote, edit: (t) => t.screens.editRamadanNote }),
  ...kitScreens('selectedVideos', { list: (t) => t.nav.selectedVideos, add: (t) => t.screens.addVideo, edit: (t) => t.screens.editVideo }),
  {
    name: 'campaign pages form (/jalillah) with the messages of an empty form',
    async open(texts) {
      await openScreen('/jalillah', texts.nav.campaignPages);
      await main().getByRole('button', { name: texts.campaignPages.submit }).click();
      await main().getByText(texts.campaignPages.arabicImageMissing).waitFor();
    },
  },
  {
    name: 'campaign pages links popup open',
    async open(texts) {
      await openScreen('/jalillah', texts.nav.campaignPages);
      const t = texts.campaignPages;
      const values: [string, string][] = [
        [t.name, 'Axe campaign'],
        [t.title, 'Axe'],
        [t.description, 'Axe'],
        [t.startDate, '2026-11-01'],
        [t.endDate, '2026-11-30'],
        [t.donationLink, 'https://donate.example.org/axe'],
        [t.target, '1000'],
        // A keyword on a short code counts for one campaign at a time: each language's campaign has its own.
        [t.keyword, `AXE${++campaigns}`],
      ];
      for (const [label, value] of values) await main().getByLabel(label).fill(value);
      for (const label of [t.arabicImage, t.englishImage]) {
        await main().getByRole('group', { name: label }).locator('input[type="file"]').setInputFiles({ name: 'axe.png', mimeType: 'image/png', buffer: PNG });
      }
      await main().getByRole('button', { name: t.submit }).click();
      await page.getByRole('dialog', { name: t.linksTitle }).waitFor();
    },
    async close(texts) {
      await page.getByRole('button', { name: texts.campaignPages.closePopup }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    },
  },
  {
    name: 'activities add with the messages of an empty form',
    async open(texts) {
      await addScreen('activities', (t) => t.screens.addActivity).open(texts);
      await main().getByRole('button', { name: texts.common.save }).click();
      await main().getByText(texts.validation.required).first().waitFor();
    },
  },
  {
    name: 'activities list with the column chooser open',
    async open(texts) {
      await listScreen('activities', (t) => t.nav.activities).open(texts);
      await main().getByRole('button', { name: texts.list.columns }).click();
      await page.getByRole('menu').waitFor();
    },
    close: closeOverlay,
  },
  {
    name: 'activities list with a delete confirmation open',
    async open(texts) {
      await listScreen('activities', (t) => t.nav.activities).open(texts);
      await bodyRows(main()).first().getByRole('button', { name: rowButton(texts.list.deleteRow) }).click();
      await page.getByRole('alertdialog').waitFor();
    },
    close: closeOverlay,
  },
  {
    name: "banners list narrowed by the top bar's organization",
    async open(texts) {
      const organization = organizations[0]!;
      await chooseTopBarOrganization(page, texts === ar ? organization.nameAR : organization.nameEN, texts);
      await openScreen(entryOf('banners').screens!.list, texts.nav.banners);
      await main().getByRole('button', { name: texts.list.showAllOrganizations }).waitFor();
    },
    async close(texts) {
      await main().getByRole('button', { name: texts.list.showAllOrganizations }).click();
      await expect.poll(() => main().getByRole('button', { name: texts.list.showAllOrganizations }).count()).toBe(0);
    },
  },
  {
    name: 'projects list in a narrow window (its table scrolls sideways)',
    async open(texts) {
      await page.setViewportSize({ width: NARROW_WIDTH, height: WINDOW.height });
      await listScreen('projects', (t) => t.nav.projects).open(texts);
    },
    close: () => page.setViewportSize(WINDOW),
  },
  {
    name: 'side menu drawer open in a narrow window',
    async open(texts) {
      await page.setViewportSize({ width: NARROW_WIDTH, height: WINDOW.height });
      await page.getByRole('button', { name: texts.shell.openMenu }).click();
      await page.getByRole('dialog', { name: texts.shell.mainMenu }).getByRole('navigation', { name: texts.shell.mainMenu }).waitFor();
    },
    async close() {
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.setViewportSize(WINDOW);
    },
  },
];

/** axe on the current page; the screen's report, or nothing when it has no blocking violation. */
async function check(name: string): Promise<string | undefined> {
  const violations = await blockingViolations(page);
  return violations.length === 0 ? undefined : `${name}:\n${describeViolations(violations)}`;
}

/**
 * Signs out and checks both login steps, then signs in again through them (the next test then
 * starts signed in, in whatever language this one used).
 */
async function checkLoginSteps(texts: Dictionary): Promise<string[]> {
  await page.getByRole('button', { name: texts.shell.logout }).click();
  await page.getByRole('form', { name: texts.login.formName }).waitFor();
  const reports = [await check('login, identity step')];
  await page.getByRole('link', { name: texts.login.openSettings }).click();
  await page.getByRole('button', { name: texts.settings.save }).waitFor();
  reports.push(await check('app settings (signed out)'));
  await page.getByRole('link', { name: texts.settings.backToSignIn }).click();
  await page.getByRole('form', { name: texts.login.formName }).waitFor();
  await page.getByLabel(texts.login.mobile).fill(ADMIN.mobile);
  await page.getByRole('button', { name: texts.login.sendOtp }).click();
  const verify = page.getByRole('form', { name: texts.login.verifyFormName });
  // Ready once 'Resend code' is enabled: the suites' resend wait is a millisecond.
  await expect.poll(() => verify.getByRole('button', { name: texts.login.resend }).isEnabled()).toBe(true);
  reports.push(await check('login, code step'));
  const code = await latestOtp(host.serverUrl, ADMIN.mobile);
  const digits = verify.getByRole('group', { name: texts.login.codeLabel }).getByRole('textbox');
  for (const [index, digit] of [...code].entries()) await digits.nth(index).fill(digit);
  await verify.getByRole('button', { name: texts.login.validateOtp }).click();
  await expectShell(page);
  return reports.filter((report): report is string => report !== undefined);
}

describe.each([
  { language: 'ar', texts: ar },
  { language: 'en', texts: en },
] as const)('axe-core in $language', ({ language, texts }) => {
  // About 27 screens, each opened and checked (one to three seconds each on a busy two-core machine), and a sign-in.
  it('finds no serious or critical violation on any screen', { timeout: 300_000 }, async () => {
    if (language === 'ar') await switchLanguage(page, 'ar');
    const reports: string[] = [];
    for (const screen of SCREENS) {
      await screen.open(texts);
      const report = await check(screen.name);
      if (report) reports.push(report);
      await screen.close?.(texts);
    }
    reports.push(...(await checkLoginSteps(texts)));
    expect(reports, `serious or critical violations (${language}):\n\n${reports.join('\n\n')}`).toEqual([]);
  });
});
