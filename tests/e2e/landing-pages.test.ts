/**
 * Public donation pages from the back-office, end to end (spec 2.8, 2.12, 2.13, 7.1; issue 13):
 * 'Create donation page' (the spec's Create MPS) on a project row makes its page pair (a second
 * time updates it), the link dialog gives both pages (the interface language's first), copies a link
 * and opens the page in the system browser (a new window in browser mode), where
 * the page shows its name, the amount raised (a bar for a case) and, on a phone, its SMS
 * buttons; a refused creation says why; the memorial form's 'Generate Landing Page' puts the
 * link into the share link field, which Save stores, and the page offers the organization's short
 * codes (when the organization has none, or none with a keyword, it says which organization lacks
 * what and where to add it, in both languages); the 'Landing pages' list shows every page (name,
 * language, kind, the record by name with a link to it), opens one and deletes one; and Create
 * donation page on an urgent case in Arabic. Each record has SMS keywords of its own: one keyword on a short code
 * counts for one active record.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Cause, CauseInput } from '../../src/shared/entities/cause';
import type { LandingPage } from '../../src/shared/entities/landing-page';
import type { Memorial } from '../../src/shared/entities/memorial';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project, ProjectInput } from '../../src/shared/entities/project';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, fetchOrganizations, openFromMenu, switchLanguage } from './flows';
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
  await list.resetColumnChoice(api, 'landingPages');
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DONATE_ONLINE = 'https://give.example.org/well';

/** Unique per run, so a page's slug and a search find this run's records only. */
const run = Date.now().toString(36);
let made = 0;

/** A project with SMS keywords of its own (one keyword on a short code counts for one active record). */
async function createProject(): Promise<Project> {
  const n = ++made;
  const response = await api.send('POST', '/projects', {
    act_id: activities[0]!.id,
    org_id: organizations[0]!.id,
    nameAR: `بئر ماء ${run} ${n}`,
    nameEN: `Water well ${run} ${n}`,
    infoAR: '<p>بئر لقرية</p>',
    infoEN: '<p>A well for a village</p>',
    Order: n,
    isactive: 1,
    sms_payment: [
      { mno: 1, price: 10, short_code: 4202, keyword_ar: `بئر${n}`, keyword_en: `WELL${n}` },
      { mno: 2, price: 10, short_code: 4202, keyword_ar: `بئر${n}`, keyword_en: `WELL${n}` },
    ],
    bank_payment: [],
    cc_payment: [{ cc_url: DONATE_ONLINE }],
  } satisfies ProjectInput);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { project: Project }).project;
}

async function createCase(): Promise<Cause> {
  const n = ++made;
  const response = await api.send('POST', '/causes', {
    act_id: activities[0]!.id,
    org_id: organizations[0]!.id,
    nameAR: `علاج طفل ${run} ${n}`,
    nameEN: `Treatment ${run} ${n}`,
    order: n,
    infoAR: '<p>علاج عاجل</p>',
    infoEN: '<p>Urgent treatment</p>',
    target_amount: 20000,
    isactive: 1,
    sms_payment: [{ mno: 1, price: 50, short_code: 4206, keyword_ar: 'علاج', keyword_en: 'CURE' }],
    cc_payment: [],
  } satisfies CauseInput);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { cause: Cause }).cause;
}

async function createMemorial(name: string, reference: { actId: number; orgId: number }): Promise<Memorial> {
  const response = await api.send('POST', '/classes/InMemory', {
    name,
    description: '<p>Remembered with love.</p>',
    age: 70,
    applicantName: 'His son',
    targetAmount: 5000,
    ...reference,
    mobileNum: '971501234567',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { memorial: Memorial }).memorial;
}

/** The pages the server lists whose name has `search`. */
async function serverPages(search: string): Promise<LandingPage[]> {
  const response = await api.get(`/landing_pages?limit=100&search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: LandingPage[] }).results;
}

const main = () => page.getByRole('main');
const fill = (template: string, name: string) => template.replace('{{name}}', name);
const linkDialog = (texts: Dictionary = en) => page.getByRole('dialog', { name: texts.landingPages.linkDialogTitle });

/** Opens a list afresh with its search already typed (the address keeps it), so the record's row is on the first page. */
async function openSearchedList(path: string, heading: string, search: string): Promise<void> {
  await page.goto(`${host.url}${path}?search=${encodeURIComponent(search)}`);
  await main().getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** A page's part of the link dialog: a group named by its language. */
const pageGroup = (lang: 'ar' | 'en', texts: Dictionary = en) => linkDialog(texts).getByRole('group', { name: texts.landingPages.pageIn[lang] });

/**
 * Presses 'Create donation page' on the row named `name`; answers the links of both pages the
 * dialog then gives, having checked that the page of the interface's language comes first.
 */
async function createMps(name: string, texts: Dictionary = en): Promise<Record<'ar' | 'en', string>> {
  await main().getByRole('button', { name: fill(texts.landingPages.createMpsRow, name), exact: true }).click();
  await expectVisibleText(page, texts.landingPages.mpsCreated);
  await linkDialog(texts).waitFor();
  const linkOf = async (lang: 'ar' | 'en') => (await pageGroup(lang, texts).getByRole('link').textContent())!.trim();
  const links = { ar: await linkOf('ar'), en: await linkOf('en') };
  for (const link of Object.values(links)) expect(link).toMatch(new RegExp(`^${host.serverUrl}/p/[a-z0-9-]+$`));
  const first = (await linkDialog(texts).getByRole('link').first().textContent())!.trim();
  expect(first).toBe(links[texts === ar ? 'ar' : 'en']);
  return links;
}

async function closeLinkDialog(texts: Dictionary = en): Promise<void> {
  await linkDialog(texts).getByRole('button', { name: texts.landingPages.close }).click();
  await expect.poll(() => linkDialog(texts).count()).toBe(0);
}

/** A page as a phone opens it: a tab of this browser that says it is an iPhone or an Android phone. */
async function smsLinksOnPhone(link: string, userAgent: string): Promise<string[]> {
  const phone = await page.context().newPage();
  try {
    const cdp = await page.context().newCDPSession(phone);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent });
    await phone.goto(link);
    await phone.locator('#raised').waitFor();
    const buttons = phone.locator('a[href^="sms:"]').filter({ visible: true });
    return await buttons.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  } finally {
    await phone.close();
  }
}

describe('Create donation page (the spec\'s Create MPS)', () => {
  it('makes the project page pair and gives both links, the English one first in English; copies and opens one; the page shows the cause, the amount raised and, on a phone, its SMS buttons', async () => {
    const project = await createProject();
    await openSearchedList('/projects/list', en.nav.projects, project.nameAR);
    const links = await createMps(project.nameAR);
    const link = links.ar;
    await linkDialog().getByText(fill(en.landingPages.pagesOf, project.nameEN)).waitFor();

    // The server made both languages' pages of the project; the dialog gives both.
    const pages = await serverPages(run);
    const own = pages.filter((candidate) => candidate.kind === 'project' && candidate.sourceId === String(project.id));
    expect(own.map((candidate) => candidate.lang).sort()).toEqual(['ar', 'en']);
    expect(own.find((candidate) => candidate.lang === 'ar')!.link).toBe(links.ar);
    expect(own.find((candidate) => candidate.lang === 'en')!.link).toBe(links.en);

    await pageGroup('ar').getByRole('button', { name: en.landingPages.copyLink }).click();
    await expectVisibleText(page, en.common.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const popup = page.context().waitForEvent('page');
    await pageGroup('ar').getByRole('button', { name: en.landingPages.openPage }).click();
    const opened = await popup;
    try {
      await opened.waitForLoadState();
      expect(opened.url()).toBe(link);
      await opened.getByRole('heading', { level: 1, name: project.nameAR }).waitFor();
      // A project has no target: its bar is the amount raised (a case's, below, has a percent).
      expect(await opened.locator('#raised').textContent()).toMatch(/\d/);
      // A desktop has no SMS: the page offers the credit-card link instead of the buttons.
      await opened.locator(`a[href="${DONATE_ONLINE}"]`).filter({ visible: true }).first().waitFor();
      expect(await opened.locator('a[href^="sms:"]').filter({ visible: true }).count()).toBe(0);
    } finally {
      await opened.close();
    }
    await closeLinkDialog();

    const keyword = project.sms_payment[0]!.keyword_en;
    expect(await smsLinksOnPhone(link, IPHONE)).toEqual([`sms:4202&body=${keyword}`, `sms:4202&body=${keyword}`]);
    expect(await smsLinksOnPhone(link, ANDROID)).toEqual([`sms:4202?body=${keyword}`, `sms:4202?body=${keyword}`]);

    // Again for the same project: the same pages, updated, not a second pair.
    expect(await createMps(project.nameAR)).toEqual(links);
    await closeLinkDialog();
    const again = (await serverPages(run)).filter((candidate) => candidate.kind === 'project' && candidate.sourceId === String(project.id));
    expect(again).toHaveLength(2);
    expect(again.find((candidate) => candidate.lang === 'ar')!.version).toBeGreaterThan(own.find((candidate) => candidate.lang === 'ar')!.version);
  });

  it("says the server's refusal when the project is gone, and makes no page", async () => {
    const project = await createProject();
    await openSearchedList('/projects/list', en.nav.projects, project.nameAR);
    await main().getByRole('button', { name: fill(en.landingPages.createMpsRow, project.nameAR), exact: true }).waitFor();
    // Deleted elsewhere while this list shows it.
    expect((await api.send('DELETE', `/projects/${project.id}`)).ok).toBe(true);
    await main().getByRole('button', { name: fill(en.landingPages.createMpsRow, project.nameAR), exact: true }).click();
    await expectVisibleText(page, en.errors.notFound);
    expect(await linkDialog().count()).toBe(0);
    expect((await serverPages(run)).filter((candidate) => candidate.sourceId === String(project.id))).toEqual([]);
  });
});

describe('Generate Landing Page', () => {
  it("puts the new page link into the share link field, which Save stores; the page's buttons are the organization's short codes", async () => {
    // Emirates Red Crescent (demo intID 101): short codes 4202 and 4409 on both operators, keyword ERC.
    const organization = organizations.find((candidate) => candidate.intID === 101)!;
    const memorial = await createMemorial(`Salem ${run}`, { actId: activities[0]!.id, orgId: organization.id });
    // Not on the add form: the page is made from the stored memorial.
    await page.goto(`${host.url}/addInMemory`);
    await main().getByRole('heading', { name: en.memorials.addTitle, level: 1 }).waitFor();
    expect(await main().getByRole('button', { name: en.landingPages.generate }).count()).toBe(0);

    await page.goto(`${host.url}/editInMemory/${memorial.objectId}`);
    const shareLink = main().getByRole('textbox', { name: en.memorials.sdl, exact: true });
    await expect.poll(() => main().getByRole('textbox', { name: en.memorials.name, exact: true }).inputValue()).toBe(memorial.name);
    expect(await shareLink.inputValue()).toBe('');

    await main().getByRole('button', { name: en.landingPages.generate }).click();
    const dialog = page.getByRole('dialog', { name: en.landingPages.successfullyCreated });
    await dialog.waitFor();
    await dialog.getByText(en.landingPages.clickSaveToKeep).waitFor();
    const link = (await dialog.getByRole('link').textContent())!.trim();
    expect(link).toMatch(new RegExp(`^${host.serverUrl}/p/[a-z0-9-]+$`));
    await dialog.getByRole('button', { name: en.landingPages.close }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await shareLink.inputValue()).toBe(link);
    const stored = (await serverPages(memorial.name)).filter((candidate) => candidate.kind === 'memorial' && candidate.sourceId === memorial.objectId);
    expect(stored.map((candidate) => candidate.link)).toEqual([link]);

    // Not stored until saved.
    const before = (await (await api.get(`/classes/InMemory/${memorial.objectId}`)).json()) as { memorial: Memorial };
    expect(before.memorial.sdl).toBeNull();
    await main().getByRole('button', { name: en.common.save }).click();
    await expectVisibleText(page, en.memorials.saved);
    const after = (await (await api.get(`/classes/InMemory/${memorial.objectId}`)).json()) as { memorial: Memorial };
    expect(after.memorial.sdl).toBe(link);

    // What donors give through it counts for the organization: its short codes with their keyword, not a project's.
    expect(await smsLinksOnPhone(link, IPHONE)).toEqual(['sms:4202&body=ERC', 'sms:4202&body=ERC', 'sms:4409&body=ERC', 'sms:4409&body=ERC']);
  });

  it("says which organization has no short code, then none with a keyword, and where to add it; in Arabic too", async () => {
    // An organization of its own, made now: no short code at all.
    const created = await api.send('POST', '/organizations', {
      intID: 7301,
      nameAR: 'جمعية بلا أرقام',
      nameEN: `No short codes ${run}`,
      infoAR: 'جمعية خيرية.',
      infoEN: 'A charity society.',
      address: 'Ajman, United Arab Emirates',
      email: 'info@noshortcodes.example.org',
      fb: 'https://facebook.com/noshortcodes',
      tel: '067000000',
      tw: 'https://twitter.com/noshortcodes',
      web: 'https://noshortcodes.example.org',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { organization } = (await created.json()) as { organization: Organization };
    const memorial = await createMemorial(`Without short codes ${run}`, { actId: activities[0]!.id, orgId: organization.id });
    await page.goto(`${host.url}/editInMemory/${memorial.objectId}`);
    await expect.poll(() => main().getByRole('textbox', { name: en.memorials.name, exact: true }).inputValue()).toBe(memorial.name);
    await main().getByRole('button', { name: en.landingPages.generate }).click();
    const named = (template: string, name: string) => template.replace('{{name}}', `\u2068${name}\u2069`);
    const missing = main().getByRole('alert');
    await missing.getByText(named(en.validation.organizationNoShortCode, organization.nameEN)).waitFor();
    expect(await page.getByText(en.errors.inMemoryDetails).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await main().getByRole('textbox', { name: en.memorials.sdl, exact: true }).inputValue()).toBe('');

    // A short code without a keyword (and no keyword of the organization's): the other thing missing, in Arabic.
    const shortCode = await api.send('POST', '/shortcodes', { orgid: organization.id, mnoid: 1, price: 20, shortcode: 7301, keywordEN: '', isactive: 1 });
    expect(shortCode.status, await shortCode.clone().text()).toBe(201);
    await switchLanguage(page, 'ar');
    await main().getByRole('button', { name: ar.landingPages.generate }).click();
    await missing.getByText(named(ar.validation.organizationNoKeyword, organization.nameAR)).waitFor();

    // Its button goes where to add it.
    await missing.getByRole('button', { name: ar.landingPages.openShortCodes }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shortCodes');
    await switchLanguage(page, 'en');
  });
});

describe('landing pages list', () => {
  it('lists the pages with their language, kind and record; opens one and deletes one', async () => {
    const project = await createProject();
    const created = await api.send('POST', '/landing_pages', { type: 'project', id: project.id });
    expect(created.status, await created.clone().text()).toBe(201);
    const pages = (await serverPages(run)).filter((candidate) => candidate.sourceId === String(project.id));
    const arabic = pages.find((candidate) => candidate.lang === 'ar')!;
    const english = pages.find((candidate) => candidate.lang === 'en')!;

    await openFromMenu(page, host.url, en.nav.landingPages);
    await main().getByRole('heading', { name: en.nav.landingPages, level: 1 }).waitFor();
    await main().getByRole('searchbox', { name: en.list.search }).fill(project.nameEN);
    const rowName = (candidate: LandingPage) => `${candidate.name} (${candidate.slug})`;
    const rowOf = (candidate: LandingPage) =>
      list.bodyRows(main()).filter({ has: page.getByRole('checkbox', { name: fill(en.list.selectRow, rowName(candidate)), exact: true }) });
    await rowOf(english).waitFor();
    const cells = (await rowOf(english).getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
    // The record by kind and name, not by id.
    const record = en.landingPages.recordOf.replace('{{kind}}', en.landingPages.kinds.project).replace('{{name}}', project.nameEN);
    expect(cells).toEqual(expect.arrayContaining([project.nameEN, en.common.english, en.landingPages.kinds.project, record]));
    await main().getByRole('button', { name: en.list.clearSearch }).click();
    await main().getByRole('searchbox', { name: en.list.search }).fill(project.nameAR);
    await rowOf(arabic).waitFor();
    expect((await rowOf(arabic).getByRole('gridcell').allInnerTexts()).map((text) => text.trim())).toEqual(
      expect.arrayContaining([project.nameAR, en.common.arabic, en.landingPages.kinds.project]),
    );

    const popup = page.context().waitForEvent('page');
    await main().getByRole('button', { name: fill(en.landingPages.openPageRow, rowName(arabic)), exact: true }).click();
    const opened = await popup;
    expect(opened.url()).toBe(arabic.link);
    await opened.close();

    await list.askToDeleteRow(page, rowName(arabic));
    await list.confirmDeletion(page, fill(en.landingPages.deleted, rowName(arabic)));
    await expect.poll(async () => (await serverPages(run)).filter((candidate) => candidate.sourceId === String(project.id)).map((candidate) => candidate.lang)).toEqual(['en']);

    // The record's name is a link to its edit screen.
    await main().getByRole('button', { name: en.list.clearSearch }).click();
    await main().getByRole('searchbox', { name: en.list.search }).fill(project.nameEN);
    await rowOf(english).getByRole('link', { name: record }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/new');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ edit: 'true', id: String(project.id) });
    await expect.poll(() => main().getByRole('textbox', { name: en.projectForm.nameEN, exact: true }).inputValue()).toBe(project.nameEN);
  });
});

describe('in Arabic', () => {
  it('Create MPS on an urgent case, and the list names its kind in Arabic', async () => {
    const cause = await createCase();
    await switchLanguage(page, 'ar');
    await openSearchedList('/urgent/list', ar.nav.causes, cause.nameAR);
    const link = (await createMps(cause.nameAR, ar)).ar;
    await linkDialog(ar).getByText(fill(ar.landingPages.pagesOf, cause.nameAR)).waitFor();
    const popup = page.context().waitForEvent('page');
    await pageGroup('ar', ar).getByRole('button', { name: ar.landingPages.openPage }).click();
    const opened = await popup;
    try {
      expect(opened.url()).toBe(link);
      await opened.getByRole('heading', { level: 1, name: cause.nameAR }).waitFor();
      // The case's target (20000) makes a bar with a percent.
      await opened.getByRole('progressbar').waitFor();
      expect(await opened.locator('html').getAttribute('dir')).toBe('rtl');
    } finally {
      await opened.close();
    }
    await closeLinkDialog(ar);

    const arabic = (await serverPages(cause.nameAR)).find((candidate) => candidate.kind === 'cause' && candidate.lang === 'ar')!;
    expect(arabic.link).toBe(link);
    await openSearchedList('/landingPages', ar.nav.landingPages, cause.nameAR);
    const row = list.bodyRows(main()).filter({ hasText: cause.nameAR });
    await row.waitFor();
    expect((await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim())).toEqual(
      expect.arrayContaining([
        ar.common.arabic,
        ar.landingPages.kinds.cause,
        ar.landingPages.recordOf.replace('{{kind}}', ar.landingPages.kinds.cause).replace('{{name}}', cause.nameAR),
      ]),
    );
  });
});
