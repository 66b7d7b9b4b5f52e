/**
 * The signed-in shell, end to end in Chromium against browser mode: the side menu and its
 * routes, the organization selector, the language switch, the live-income link and the
 * narrow-window menu.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Organization } from '../../src/shared/entities/organization';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ResourceWithScreenTexts } from '../../src/renderer/src/screens/screenRoute';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { fetchOrganizations, expectShell, switchLanguage } from './flows';

/** Spec 2.2, in its order (Overview first, the campaign page last), then the list of the pages generated. */
/** An entry labelled by the shell (`nav.<label>`) or by its resource's own section (`<section>.menu`). */
type MenuEntry = { label: keyof Dictionary['nav']; path: string } | { section: ResourceWithScreenTexts; path: string };
const labelOf = (entry: MenuEntry, texts: Dictionary) => ('section' in entry ? texts[entry.section].menu : texts.nav[entry.label]);

const MENU: MenuEntry[] = [
  { label: 'overview', path: '/' },
  { label: 'projects', path: '/projects/list' },
  { label: 'causes', path: '/urgent/list' },
  { section: 'memorials', path: '/inMemory' },
  { section: 'ambassadors', path: '/brandEmbassadors' },
  { section: 'banners', path: '/banners/list' },
  { section: 'selectedVideos', path: '/selectedVideos' },
  { section: 'ramadanNotes', path: '/ramadanNotes' },
  { section: 'shortCodes', path: '/shortCodes' },
  { label: 'reports', path: '/reports' },
  { label: 'keywords', path: '/keywords' },
  { section: 'teams', path: '/teams' },
  { section: 'notifications', path: '/notification' },
  { section: 'ngoNews', path: '/ngo' },
  { section: 'organizations', path: '/organizations' },
  { section: 'activities', path: '/activities' },
  { section: 'adminUsers', path: '/adminusers' },
  { label: 'campaignPages', path: '/jalillah' },
  { label: 'landingPages', path: '/landingPages' },
];

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
});

const menu = () => page.getByRole('navigation');

describe('side menu', () => {
  it('lists every entry of the spec in order, groups included', async () => {
    const labels = await menu().getByRole('link').allInnerTexts();
    const expected = MENU.map((entry) => labelOf(entry, en));
    expect(labels.map((label) => label.trim()).filter((label) => expected.includes(label))).toEqual(expected);
    for (const group of [en.nav.appHomePage, en.nav.analytics, en.nav.website, en.nav.settings]) {
      expect(await menu().getByText(group, { exact: true }).isVisible(), group).toBe(true);
    }
    expect(await menu().getByText(en.nav.liveIncome).isVisible()).toBe(true);
  });

  it('opens each route and shows its title', async () => {
    for (const entry of MENU) {
      await menu().getByRole('link', { name: labelOf(entry, en), exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { message: entry.path }).toBe(entry.path);
      await expect.poll(() => page.getByRole('heading', { name: labelOf(entry, en), level: 1 }).isVisible()).toBe(true);
    }
  });

  it('keeps a deep route across a reload', async () => {
    await page.goto(`${host.url}/editActivity/3`);
    await expect.poll(() => page.getByRole('heading', { name: en.activities.editTitle, level: 1 }).isVisible()).toBe(true);
    await page.goto(`${host.url}/projects/new?edit=true`);
    await expect.poll(() => page.getByRole('heading', { name: en.screens.editProject, level: 1 }).isVisible()).toBe(true);
    await expectShell(page);
  });

  it("opens 'live income' in the system browser (a new window in browser mode)", async () => {
    // This machine has no route to the Internet: the browser answers for the outside site.
    await page.context().route('https://live.example.org/**', (route) => route.fulfill({ body: 'live income' }));
    const popup = page.context().waitForEvent('page');
    await menu().getByText(en.nav.liveIncome).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/^https:\/\/live\.example\.org\//);
    await opened.close();
  });
});

describe('organization selector', () => {
  it('lists the seeded organizations by the language, and the choice survives a reload', async () => {
    expect(organizations.length).toBeGreaterThanOrEqual(3);
    const picker = page.getByRole('combobox', { name: en.shell.organization });
    await picker.click();
    const options = await page.getByRole('option').allInnerTexts();
    for (const organization of organizations) expect(options).toContain(organization.nameEN);
    const chosen = organizations[1]!;
    await page.getByRole('option', { name: chosen.nameEN }).click();
    await expect.poll(() => picker.innerText()).toContain(chosen.nameEN);

    await page.reload();
    await expectShell(page);
    await expect.poll(() => page.getByRole('combobox', { name: en.shell.organization }).innerText()).toContain(chosen.nameEN);

    await switchLanguage(page, 'ar');
    const pickerAr = page.getByRole('combobox', { name: ar.shell.organization });
    await expect.poll(() => pickerAr.innerText()).toContain(chosen.nameAR);
    await pickerAr.click();
    const optionsAr = await page.getByRole('option').allInnerTexts();
    for (const organization of organizations) expect(optionsAr).toContain(organization.nameAR);
    await page.keyboard.press('Escape');
  });
});

describe('language switch in the top bar', () => {
  it('flips the direction and every menu label', async () => {
    await page.goto(host.url);
    await expectShell(page);
    if ((await page.locator('html').getAttribute('lang')) !== 'ar') await switchLanguage(page, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    for (const entry of MENU) expect(await menu().getByRole('link', { name: labelOf(entry, ar), exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: ar.shell.logout }).isVisible()).toBe(true);

    await switchLanguage(page, 'en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    for (const entry of MENU) expect(await menu().getByRole('link', { name: labelOf(entry, en), exact: true }).isVisible()).toBe(true);
    // No Arabic left on screen but the language switch's own name and the chosen organization's Arabic-free English name.
    const text = (await page.locator('body').innerText()).replace(en.language.ar, '');
    expect(text).not.toMatch(/[\u0600-\u06FF]/);
  });
});

describe('narrow window', () => {
  it('folds the menu behind a hamburger button', async () => {
    await page.setViewportSize({ width: 700, height: 800 });
    try {
      // The menu's links (the overview's cards link to lists by the same names).
      await expect.poll(() => menu().getByRole('link', { name: en.nav.projects, exact: true }).isVisible()).toBe(false);
      await page.getByRole('button', { name: en.shell.openMenu }).click();
      await menu().getByRole('link', { name: en.banners.menu, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/banners/list');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
