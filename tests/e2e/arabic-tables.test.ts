/**
 * Tables and text that hold in Arabic (issue 10, §1), in both interface languages: a wide table
 * scrolls sideways inside its card with the checkboxes and row buttons in view at both ends and
 * its cells on one line (a long value cut, and whole in a tooltip on focus and hover); paths,
 * URLs, e-mails, English text and negative numbers keep their order in Arabic cells; the
 * Arabic description editor starts right to left and saves that direction, and a phone number
 * typed in it reads left to right (saved without the marks that keep it so); the top bar's
 * organization narrows the banners, which says so and clears with one click.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Banner } from '../../src/shared/entities/banner';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project, ProjectInput } from '../../src/shared/entities/project';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { chooseTopBarOrganization, fetchOrganizations, switchLanguage } from './flows';
import { bodyRows } from './list-steps';
import { textReadsLeftToRight } from './text-order';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];
let activities: Activity[];
let wells: Project;

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const textsOf = (language: Language): Dictionary => (language === 'ar' ? ar : en);

/** Long enough to be cut in its column. */
const LONG_LINK = `https://example.page.link/${'wells-for-villages-'.repeat(6)}end`;
const PATH = '/activities/4/102';

/** Every column of the projects list: the widest table of the product. */
const ALL_PROJECT_COLUMNS = [
  'id', 'category', 'actid', 'organization', 'org_id', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'Order',
  'mediaURL', 'deeplink', 'smartDeepLink', 'smsRows', 'bankAccount', 'ccLink', 'status', 'actions',
];

useSignedInApp(
  async (app) => {
    ({ host, page, api } = app);
    organizations = await fetchOrganizations(api);
    activities = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities;
    const response = await api.send('POST', '/projects', {
      act_id: activities[0]!.id,
      org_id: organizations[0]!.id,
      nameAR: 'آبار القرى',
      nameEN: 'Wells for villages.',
      infoAR: '<p>حفر آبار للقرى</p>',
      infoEN: '<p>Wells for villages</p>',
      Order: 1,
      deeplink: PATH,
      smartDeepLink: LONG_LINK,
      sms_payment: [],
      bank_payment: [],
      cc_payment: [{ cc_url: 'https://donate.example.org/wells' }],
    } satisfies ProjectInput);
    expect(response.status, await response.clone().text()).toBe(201);
    wells = ((await response.json()) as { project: Project }).project;
  },
  // The project form needs an organization in the top bar.
  { organization: () => organizations[0]!.nameEN },
);

async function chooseColumns(listKey: string, columns: string[]): Promise<void> {
  const response = await api.send('PUT', `/preferences/columns/${listKey}`, { columns });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Opens a list (loaded afresh) and then shows the interface in `language`. */
async function openList(path: string, language: Language, heading: (texts: Dictionary) => string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  // The screen first, as a person would see it, then the language switch.
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (language === 'ar') await switchLanguage(page, 'ar');
  await page.getByRole('heading', { name: heading(textsOf(language)), level: 1 }).waitFor();
  await bodyRows(page).first().waitFor();
}

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;

/** Scrolls the card to the inline start or end (in right to left, Chromium counts scrollLeft down from 0). */
async function scrollCard(card: Locator, to: 'start' | 'end'): Promise<void> {
  await card.evaluate((element, end) => {
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollLeft = end ? (rtl ? -element.scrollWidth : element.scrollWidth) : 0;
  }, to === 'end');
}

/** How many lines a text takes on screen. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

/** The characters of an element's text, each left of the next on screen (the order they are written in). */
const readsLeftToRight = (locator: Locator) =>
  locator.evaluate((element) => {
    const text = element.firstChild as Text;
    const lefts: number[] = [];
    for (let index = 0; index < text.length; index++) {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      lefts.push(range.getBoundingClientRect().left);
    }
    return lefts.every((left, index) => index === 0 || left > lefts[index - 1]!);
  });

const directionOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

describe('tables and text in Arabic and English', () => {
  it.each(LANGUAGES)('a wide table scrolls inside its card, its checkboxes and row buttons in view at both ends (%s)', async (language) => {
    await chooseColumns('projects', ALL_PROJECT_COLUMNS);
    await openList('/projects/list', language, (texts) => texts.nav.projects);
    const texts = textsOf(language);
    const table = page.getByRole('grid');
    const card = table.locator('xpath=..');
    const row = bodyRows(page).filter({ hasText: wells.nameEN });

    // The card scrolls, not the page.
    expect(await card.evaluate((element) => element.scrollWidth > element.clientWidth + 100)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    for (const end of ['start', 'end'] as const) {
      await scrollCard(card, end);
      const cardBox = await boxOf(card);
      const checkbox = await boxOf(row.getByRole('checkbox'));
      const edit = await boxOf(row.getByRole('button', { name: texts.list.editRow.replace('{{name}}', language === 'ar' ? wells.nameAR : wells.nameEN) }));
      expect(inside(checkbox, cardBox), `checkbox at the ${end}`).toBe(true);
      expect(inside(edit, cardBox), `edit button at the ${end}`).toBe(true);
      // Checkboxes at the inline start, row buttons at the inline end: mirrored in Arabic.
      const cardEnd = cardBox.x + cardBox.width;
      if (language === 'en') {
        expect(checkbox.x - cardBox.x).toBeLessThan(60);
        expect(cardEnd - (edit.x + edit.width)).toBeLessThan(150);
      } else {
        expect(cardEnd - (checkbox.x + checkbox.width)).toBeLessThan(60);
        expect(edit.x - cardBox.x).toBeLessThan(150);
      }
    }

    // Readable widths: the status and a URL stay on one line.
    expect(await linesOf(row.getByRole('switch').locator('xpath=following-sibling::label'))).toBe(1);
    const link = row.getByText(LONG_LINK, { exact: true });
    expect(await linesOf(link)).toBe(1);

    // The long link is cut, and shown whole while its cell has the keyboard (the grid's focus is on cells) and on hover.
    expect(await link.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await link.locator('xpath=ancestor::td[1]').focus();
    await page.getByRole('tooltip').filter({ hasText: LONG_LINK }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').filter({ hasText: LONG_LINK }).waitFor({ state: 'hidden' });
    await link.hover();
    await page.getByRole('tooltip').filter({ hasText: LONG_LINK }).waitFor();
    await chooseColumns('projects', []);
  });

  it.each(LANGUAGES)('paths, URLs, e-mails, English text and negative numbers keep their order in cells (%s)', async (language) => {
    // A negative number the server may send: -1 must not read '1-' in Arabic.
    await page.route(
      (url) => url.pathname === '/ipc/resource:list',
      async (route) => {
        const response = await route.fetch();
        const { resource } = (route.request().postDataJSON() as { args: { resource: string } }).args;
        const body = (await response.json()) as { ok: boolean; value: Organization[] };
        if (resource === 'organizations' && body.ok) body.value[0]!.countryid = -1;
        await route.fulfill({ response, json: body });
      },
    );
    try {
      await chooseColumns('organizations', ['intID', 'nameAR', 'nameEN', 'email', 'web', 'countryid', 'status', 'actions']);
      await openList('/organizations', language, (texts) => texts.organizations.menu);
      const cells = [
        page.getByText(organizations[1]!.email, { exact: true }),
        page.getByText(organizations[1]!.web!, { exact: true }),
        page.getByText('-1', { exact: true }),
      ];
      for (const cell of cells) {
        expect(await cell.getAttribute('dir')).toBe('ltr');
        expect(await directionOf(cell)).toBe('ltr');
        expect(await readsLeftToRight(cell)).toBe(true);
      }
    } finally {
      await page.unroute((url) => url.pathname === '/ipc/resource:list');
      await chooseColumns('organizations', []);
    }

    // Every banner: the seeded one opening a project of Dar Al Ber has a path for its target.
    await chooseTopBarOrganization(page, textsOf(language).shell.allOrganizations, textsOf(language));
    await openList('/banners/list', language, (texts) => texts.banners.menu);
    const path = page.getByText(PATH, { exact: true });
    expect(await path.getAttribute('dir')).toBe('ltr');
    expect(await readsLeftToRight(path)).toBe(true);

    // English text in an Arabic table: its own direction, the full stop at its end.
    await chooseColumns('projects', ['id', 'nameAR', 'nameEN', 'deeplink', 'status', 'actions']);
    await openList('/projects/list', language, (texts) => texts.nav.projects);
    const english = page.getByText(wells.nameEN, { exact: true });
    expect(await english.getAttribute('dir')).toBe('auto');
    expect(await directionOf(english)).toBe('ltr');
    expect(await readsLeftToRight(english)).toBe(true);
    expect(await directionOf(page.getByText(wells.nameAR, { exact: true }))).toBe('rtl');
    expect(await readsLeftToRight(bodyRows(page).getByText(PATH, { exact: true }))).toBe(true);
    await chooseColumns('projects', []);
  });

  it.each(LANGUAGES)('the Arabic description editor starts right to left, the English one left to right, and saves that direction (%s)', async (language) => {
    await page.goto(`${host.url}/projects/new`);
    if (language === 'ar') await switchLanguage(page, 'ar');
    const texts = textsOf(language);
    await page.getByRole('heading', { name: texts.screens.newProject, level: 1 }).waitFor();
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    const nameEN = `Editor direction ${language}`;
    await page.getByRole('combobox', { name: texts.projectForm.category }).selectOption({ index: 1 });
    await textbox(texts.projectForm.nameAR).fill(`اتجاه المحرر ${language}`);
    await textbox(texts.projectForm.nameEN).fill(nameEN);

    const arabic = textbox(texts.projectForm.infoAR);
    await arabic.click();
    // Right to left and aligned right from the empty editor on.
    expect(await directionOf(arabic.locator('p').first())).toBe('rtl');
    await page.keyboard.type('وصف المشروع. Wells 2025');
    const line = arabic.locator('p').first();
    expect(await directionOf(line)).toBe('rtl');
    expect(await line.evaluate((element) => getComputedStyle(element).textAlign)).toBe('right');

    const english = textbox(texts.projectForm.infoEN);
    await english.click();
    await page.keyboard.type('About the project.');
    expect(await directionOf(english.locator('p').first())).toBe('ltr');
    expect(await readsLeftToRight(english.locator('p').first())).toBe(true);

    await page.getByRole('button', { name: texts.projectForm.confirm }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    const projects = ((await (await api.get('/projects')).json()) as { data: { projects: Project[] } }).data.projects;
    const saved = projects.find((project) => project.nameEN === nameEN);
    expect(saved!.infoAR).toMatch(/^<p class="ql-direction-rtl ql-align-right">وصف المشروع\. Wells 2025<\/p>$/);
    expect(saved!.infoEN).toBe('<p>About the project.</p>');
  });

  it('keeps a phone number typed in an Arabic description in its order, and saves the text as typed', async () => {
    await page.goto(`${host.url}/projects/new`);
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.screens.newProject, level: 1 }).waitFor();
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    await page.getByRole('combobox', { name: ar.projectForm.category }).selectOption({ index: 1 });
    await textbox(ar.projectForm.nameAR).fill('مشروع الهاتف');
    await textbox(ar.projectForm.nameEN).fill('Phone number project');
    const arabic = textbox(ar.projectForm.infoAR);
    await arabic.click();
    await page.keyboard.type('للاستفسار: 800-4242 أو +971 4 123 4567 شكرًا');
    const line = arabic.locator('p').first();
    expect(await directionOf(line)).toBe('rtl');
    await expect.poll(() => textReadsLeftToRight(line, '800-4242')).toBe(true);
    expect(await textReadsLeftToRight(line, '+971 4 123 4567')).toBe(true);

    await page.getByRole('button', { name: ar.projectForm.confirm }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
    const projects = ((await (await api.get('/projects')).json()) as { data: { projects: Project[] } }).data.projects;
    expect(projects.find((project) => project.nameEN === 'Phone number project')!.infoAR).toBe(
      '<p class="ql-direction-rtl ql-align-right">للاستفسار: 800-4242 أو +971 4 123 4567 شكرًا</p>',
    );
  });

  it.each(LANGUAGES)('the banners list says it shows one organization, and shows all with one click (%s)', async (language) => {
    const allBanners = ((await (await api.get('/banners')).json()) as { data: { banners: Banner[] } }).data.banners;
    const darAlBer = organizations.find((organization) => organization.intID === 102)!;
    const texts = textsOf(language);
    await chooseTopBarOrganization(page, darAlBer.nameEN);
    await openList('/banners/list', language, (dictionary) => dictionary.banners.menu);

    const name = language === 'ar' ? darAlBer.nameAR : darAlBer.nameEN;
    const note = page.getByText(texts.list.onlyOrganization.replace('{{name}}', `\u2068${name}\u2069`), { exact: true });
    await note.waitFor();
    const opening = allBanners.filter((banner) => banner.targetOrgIntID === darAlBer.intID);
    await expect.poll(() => bodyRows(page).count()).toBe(opening.length);

    await page.getByRole('button', { name: texts.list.showAllOrganizations }).click();
    await note.waitFor({ state: 'detached' });
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(allBanners.length, 10));
    const picker = page.getByRole('banner').getByRole('combobox', { name: texts.shell.organization });
    expect((await picker.textContent())?.trim()).toBe(texts.shell.allOrganizations);

    // Projects show every organization: no note there.
    await chooseTopBarOrganization(page, language === 'ar' ? darAlBer.nameAR : darAlBer.nameEN, texts);
    await page.getByRole('navigation', { name: texts.shell.mainMenu }).getByRole('link', { name: texts.nav.projects, exact: true }).click();
    // The banners stay drawn, rows and note, until the projects' screen replaces them.
    await page.getByRole('heading', { name: texts.nav.projects, level: 1 }).waitFor();
    await bodyRows(page).first().waitFor();
    expect(await page.getByRole('button', { name: texts.list.showAllOrganizations }).count()).toBe(0);
  });
});
