/**
 * The command palette and the keyboard shortcuts dialog (issue 24), end to end, in English and in
 * Arabic: Ctrl+K opens the palette (on an Arabic keyboard layout too, where the key types 'ن'),
 * and so does the top bar's Search; it finds a screen, an action and a record, in Arabic typed
 * without hamza and with haa for taa marbuta, and choosing one does what the menu, the list or the
 * top bar does (the organization asked for a new project, the publication started, the language
 * and the top bar's organization switched); what was chosen comes first next time, per admin. The
 * accessibility tree is the combobox pattern: a combobox owning a listbox of options in groups
 * named by the section headings (not options), each option saying its place among all of them.
 * ? opens the shortcuts (on the Arabic layout, where it types '؟', and from the palette) with
 * every shortcut under its scope, the keys left to right in Arabic too. Both dialogs pass axe and
 * the layout checks at 1366×768 in both languages, the top bar holds its Search button at three
 * window sizes, and Log out is one of the palette's actions.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Mno } from '../../src/shared/entities/mno';
import type { Organization } from '../../src/shared/entities/organization';
import type { Project } from '../../src/shared/entities/project';
import { SHORTCUTS } from '../../src/renderer/src/shortcuts/shortcuts';
import { chordLabel } from '../../src/renderer/src/shortcuts/keyChords';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { blockingViolations, describeViolations } from '../support/axe';
import { useSignedInApp } from './app-fixture';
import { chooseTopBarOrganization, expectVisibleText, fetchOrganizations, switchLanguage } from './flows';
import { findLayoutDefects } from './layout-defects';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];
let project: Project;

/** Unique per run, so this file's records are its own. */
const run = Date.now().toString(36);
const projectNameAR = `إغاثة عاجلة للأسر ${run}`;
const projectNameEN = `Relief project ${run}`;

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
  const activity = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities[0]!;
  const mnos = ((await (await api.get('/dashboard_mnos')).json()) as { data: { MNOs: Mno[] } }).data.MNOs;
  const response = await api.send('POST', '/projects', {
    act_id: activity.id,
    org_id: organizations[0]!.id,
    nameAR: projectNameAR,
    nameEN: projectNameEN,
    infoAR: '<p>وصف المشروع</p>',
    infoEN: '<p>About the project</p>',
    sms_payment: [{ mno: mnos[0]!.id, price: 10, short_code: 4202, keyword_ar: `لوحة${run}`, keyword_en: `PAL${run}` }],
    bank_payment: [],
    cc_payment: [],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  project = ((await response.json()) as { project: Project }).project;
});

const palette = (texts: Dictionary = en) => page.getByRole('dialog', { name: texts.palette.title });
const field = (texts: Dictionary = en) => palette(texts).getByRole('combobox', { name: texts.palette.inputLabel });
const option = (text: string, texts: Dictionary = en) => palette(texts).getByRole('option').filter({ hasText: text });
const helpDialog = (texts: Dictionary = en) => page.getByRole('dialog', { name: texts.palette.help.title });

/** The page with nothing focused, as after a click on the screen's empty space. */
async function onThePage(): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * A key as an Arabic keyboard layout sends it: its place (`code`) is the English layout's, the
 * character it types is Arabic. Sent through the DevTools protocol, as the operating system would.
 */
async function pressOnArabicLayout(key: { key: string; code: string; keyCode: number; ctrl?: boolean; shift?: boolean }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const modifiers = (key.ctrl ? 2 : 0) | (key.shift ? 8 : 0);
  const common = { modifiers, key: key.key, code: key.code, windowsVirtualKeyCode: key.keyCode, nativeVirtualKeyCode: key.keyCode };
  await session.send('Input.dispatchKeyEvent', { type: key.ctrl ? 'rawKeyDown' : 'keyDown', ...common, ...(!key.ctrl && { text: key.key }) });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
  await session.detach();
}
const ARABIC_CTRL_K = { key: 'ن', code: 'KeyK', keyCode: 75, ctrl: true };
const ARABIC_QUESTION_MARK = { key: '؟', code: 'Slash', keyCode: 191, shift: true };

async function openPalette(texts: Dictionary = en): Promise<void> {
  await onThePage();
  await page.keyboard.press('Control+k');
  await expect.poll(() => field(texts).evaluate((input) => input === document.activeElement)).toBe(true);
}

async function closePalette(texts: Dictionary = en): Promise<void> {
  await page.keyboard.press('Escape');
  await palette(texts).waitFor({ state: 'hidden' });
}

describe('opening the palette', () => {
  it('opens with Ctrl+K on the English and on the Arabic layout, and from the top bar; Escape and Ctrl+K close it', async () => {
    await openPalette();
    await closePalette();

    await onThePage();
    await pressOnArabicLayout(ARABIC_CTRL_K);
    await field().waitFor();
    await pressOnArabicLayout(ARABIC_CTRL_K);
    await palette().waitFor({ state: 'hidden' });

    const button = page.getByRole('banner').getByRole('button', { name: en.palette.buttonLabel });
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    await button.click();
    await field().waitFor();
    await closePalette();
    // The focus is back on the button that opened it.
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('finding and doing', () => {
  it('in English: a screen opens, a new project asks for its organization, a record opens on its edit screen', async () => {
    await openPalette();
    await field().fill('trash');
    await option(en.trash.menu).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${host.url}/trash`);

    // 'All organizations' in the top bar: the list's own dialog asks, as 'Add New Project' does.
    await openPalette();
    await field().fill('new proj');
    await option(en.palette.actions.newProject).waitFor();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: en.selectOrganization.title });
    await ask.getByRole('combobox').click();
    await page.getByRole('option', { name: organizations[0]!.nameEN, exact: true }).click();
    await ask.getByRole('button', { name: en.selectOrganization.confirm }).click();
    await page.waitForURL((url) => url.pathname === '/projects/new');
    // Ctrl+K waits for a dialog to be gone: over another one, it does nothing.
    await ask.waitFor({ state: 'hidden' });

    await openPalette();
    await field().fill(`RELIEF ${run}`);
    await option(projectNameEN).waitFor();
    await option(projectNameEN).click();
    await page.waitForURL(`${host.url}/projects/new?edit=true&id=${project.id}`);
  });

  it('in Arabic, typed without hamza and with haa for taa marbuta: a screen, an action and a record', async () => {
    await switchLanguage(page, 'ar');
    await openPalette(ar);
    await field(ar).fill('اعدادات التطبيق');
    await option(ar.nav.appSettings, ar).first().waitFor();
    await field(ar).fill('انشاء مشروع');
    await option(ar.palette.actions.newProject, ar).waitFor();
    await field(ar).fill(`اغاثه عاجله للاسر ${run}`);
    await option(projectNameAR, ar).waitFor();
    expect(await option(projectNameAR, ar).textContent()).toContain(ar.palette.recordKinds.projects);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${host.url}/projects/new?edit=true&id=${project.id}`);
    await switchLanguage(page, 'en');
  });

  it('starts a publication, switches the top bar organization and the language as the top bar does', async () => {
    await openPalette();
    await field().fill('update projects');
    await option(en.publishing.updateProjects).waitFor();
    await page.keyboard.press('Enter');
    await expectVisibleText(page, en.publishing.projectsUpdated);

    await openPalette();
    await field().fill('switch organ');
    await page.keyboard.press('Enter');
    // The palette lists the organizations; Escape goes back to everything, not out.
    await option(organizations[1]!.nameEN).waitFor();
    expect(await field().getAttribute('placeholder')).toBe(en.palette.organizationPlaceholder);
    await page.keyboard.press('Escape');
    await option(en.palette.actions.switchOrganization).waitFor();
    await page.keyboard.press('Enter');
    await field().fill(organizations[1]!.nameEN);
    await page.keyboard.press('Enter');
    await palette().waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('combobox', { name: en.shell.organization }).filter({ hasText: organizations[1]!.nameEN }).waitFor();
    await chooseTopBarOrganization(page, en.shell.allOrganizations);

    await openPalette();
    await field().fill('language');
    await page.keyboard.press('Enter');
    await page.locator('html[lang="ar"]').waitFor({ state: 'attached' });
    await switchLanguage(page, 'en');
  });

  it('lists what this admin chose last first, under Recent', async () => {
    await openPalette();
    await field().fill('activity');
    await option(en.activity.menu).first().click();
    await page.waitForURL(`${host.url}/activity`);
    await openPalette();
    const first = palette().getByRole('option').first();
    expect(await first.textContent()).toContain(en.activity.menu);
    expect(await palette().getByRole('group', { name: en.palette.groups.recent }).getByRole('option').first().textContent()).toContain(en.activity.menu);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('backoffice.palette.recent.')));
    expect(kept).toHaveLength(1);
    await closePalette();
  });
});

describe('the accessibility tree', () => {
  it('is a combobox owning a listbox of options in named groups, each option its place "n of m" among all of them', async () => {
    await openPalette();
    await field().fill('project');
    await option(projectNameEN).waitFor();
    const combobox = field();
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    const listbox = palette().getByRole('listbox', { name: en.palette.listLabel });
    expect(await combobox.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));

    // The section headings name the groups and are no options: the tree holds groups of options only.
    const tree = await listbox.ariaSnapshot();
    const headings = Object.values(en.palette.groups).filter((heading) => tree.includes(`group "${heading}"`));
    expect(headings).toEqual(expect.arrayContaining([en.palette.groups.screens, en.palette.groups.records]));
    for (const heading of headings) expect(tree).not.toMatch(new RegExp(`option "${heading}"`));
    expect(tree.split('\n').filter((line) => line.trim().startsWith('- ')).every((line) => /^\s*- (listbox|group|option) /.test(line))).toBe(true);
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(3);
    const places = await options.evaluateAll((elements) => elements.map((element) => [element.getAttribute('aria-posinset'), element.getAttribute('aria-setsize')]));
    expect(places).toEqual(places.map((_, index) => [String(index + 1), String(count)]));
    const inGroups = await listbox.getByRole('group').evaluateAll((groups) => groups.map((group) => group.querySelectorAll('[role="option"]').length));
    expect(inGroups.reduce((sum, n) => sum + n, 0)).toBe(count);

    // The field's active option is the first, then the next with the arrow key (aria-activedescendant, aria-selected).
    const active = () => combobox.evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-posinset'));
    await expect.poll(active).toBe('1');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe('2');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await closePalette();
  });
});

describe('the keyboard shortcuts dialog', () => {
  const rowsOf = (dialog: Locator) => dialog.getByRole('row').filter({ has: page.getByRole('rowheader') });

  it('opens with ? (also where it types ؟) and from the palette, listing every shortcut under its scope, keys left to right', async () => {
    await onThePage();
    await page.keyboard.press('Shift+Slash');
    await helpDialog().waitFor();
    for (const scope of Object.values(en.palette.help.scopes)) await helpDialog().getByRole('table', { name: scope }).waitFor();
    expect(await rowsOf(helpDialog()).count()).toBe(Object.keys(SHORTCUTS).length);
    const paletteRow = helpDialog().getByRole('table', { name: en.palette.help.scopes.everywhere }).getByRole('row', { name: new RegExp(en.palette.help.shortcuts.palette) });
    expect(await paletteRow.getByRole('cell').textContent()).toBe(chordLabel(SHORTCUTS.palette.chord, false));
    await page.keyboard.press('Escape');
    await helpDialog().waitFor({ state: 'hidden' });

    await openPalette();
    await field().fill('keyboard');
    await page.keyboard.press('Enter');
    await helpDialog().waitFor();
    await helpDialog().getByRole('button', { name: en.palette.help.close }).click();
    await helpDialog().waitFor({ state: 'hidden' });

    await switchLanguage(page, 'ar');
    await onThePage();
    await pressOnArabicLayout(ARABIC_QUESTION_MARK);
    await helpDialog(ar).waitFor();
    const keys = helpDialog(ar).locator('kbd');
    expect(await keys.count()).toBe(Object.keys(SHORTCUTS).length);
    expect(await keys.evaluateAll((elements) => elements.every((element) => getComputedStyle(element).direction === 'ltr'))).toBe(true);
    await page.keyboard.press('Escape');
    await switchLanguage(page, 'en');
  });
});

describe('the top bar', () => {
  it("holds the Search button with the top bar's other controls at 1280×720, 1366×768 and 1920×1080, in Arabic and English", async () => {
    const windowSize = page.viewportSize();
    try {
      for (const [language, texts] of [['en', en], ['ar', ar]] as const) {
        if (language === 'ar') await switchLanguage(page, 'ar');
        for (const size of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
          await page.setViewportSize(size);
          const button = page.getByRole('banner').getByRole('button', { name: texts.palette.buttonLabel });
          await button.waitFor();
          expect(await findLayoutDefects(page), `${language} ${size.width}×${size.height}`).toEqual([]);
        }
      }
    } finally {
      await switchLanguage(page, 'en').catch(() => undefined);
      if (windowSize) await page.setViewportSize(windowSize);
    }
  });
});

describe('axe and layout', () => {
  it('the palette and the shortcuts dialog pass axe and hold their layout at 1366×768, in Arabic and English', async () => {
    const windowSize = page.viewportSize();
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      for (const [language, texts] of [['en', en], ['ar', ar]] as const) {
        if (language === 'ar') await switchLanguage(page, 'ar');
        await openPalette(texts);
        await field(texts).fill(language === 'ar' ? 'مشاريع' : 'proj');
        await palette(texts).getByRole('option').first().waitFor();
        let violations = await blockingViolations(page);
        expect(violations, `palette (${language}):\n${describeViolations(violations)}`).toEqual([]);
        expect(await findLayoutDefects(page), `palette (${language})`).toEqual([]);
        await field(texts).fill('');
        expect(await findLayoutDefects(page), `palette, empty field (${language})`).toEqual([]);
        await closePalette(texts);

        await onThePage();
        await page.keyboard.press('Shift+Slash');
        await helpDialog(texts).waitFor();
        violations = await blockingViolations(page);
        expect(violations, `shortcuts (${language}):\n${describeViolations(violations)}`).toEqual([]);
        expect(await findLayoutDefects(page), `shortcuts (${language})`).toEqual([]);
        await page.keyboard.press('Escape');
        await helpDialog(texts).waitFor({ state: 'hidden' });
      }
    } finally {
      await switchLanguage(page, 'en').catch(() => undefined);
      if (windowSize) await page.setViewportSize(windowSize);
    }
  });
});

describe('signing out', () => {
  it('logs out from the palette, as the top bar does', async () => {
    await openPalette();
    await field().fill('log out');
    await option(en.shell.logout).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: en.login.formName }).waitFor();
  });
});
