/**
 * The app with the keyboard alone, in Arabic and in English, over every form of the screen
 * catalogue (add and edit forms, the project and case forms with their payment sections ticked,
 * the extended forms, the keywords' inline form, the campaign form, the report filters, the
 * settings) and the sign-in steps:
 * - from the first field, Tab reaches every editable field (rich-text editors too) and then the
 *   submit button, in reading order (tab-order.ts);
 * - a notification is written with the keyboard alone: each rich-text editor is a Tab stop after its
 *   toolbar, named by its label, required, and described by its message while it shows;
 * - Enter in a single-line field submits: a form that cannot be saved yet shows its messages, the
 *   keywords' inline form saves;
 * - Escape closes the dialogs (the unsaved-changes question, a delete confirmation, the Create MPS
 *   link, the column chooser) and the focus goes back to what opened them;
 * - the focus stays on a row switch (a project's status, an ambassador's Approved) after it toggles.
 * The form walk fails once per language, naming each form with what is wrong there.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { entryOf, type ResourceName } from '../../src/shared/registry';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, fieldDescription, switchLanguage } from './flows';
import { bodyRows } from './list-steps';
import { openScreen, screenCatalogue, walkSignedOut, type CatalogueScreen } from './screen-catalogue';
import { tabThroughForm, type ReadingDirection } from './tab-order';

let page: Page;
let host: BrowserHostProcess;
let api: ApiSession;
let catalogue: CatalogueScreen[];

useSignedInApp(async (app) => {
  ({ page, host, api } = app);
  catalogue = await screenCatalogue({ page, api });
});

const main = () => page.getByRole('main');
const listPath = (resource: ResourceName) => entryOf(resource).screens!.list;

/** Whether `read` answers `expected` within a few seconds (what a person would wait for). */
async function becomes<T>(read: () => Promise<T>, expected: T): Promise<boolean> {
  try {
    await expect.poll(read, { timeout: 3_000 }).toBe(expected);
    return true;
  } catch {
    return false;
  }
}

/** What comes before the name in a per-row label ('Delete ' of 'Delete {{name}}'). */
const rowLabelPrefix = (template: string) => template.split('{{')[0]!;
/** A row's control by the template of its name, whatever the row ('Delete {{name}}' finds 'Delete Water for Africa'). */
const rowControl = (row: Locator, role: 'button' | 'switch', template: string) => row.getByRole(role, { name: new RegExp(`^${rowLabelPrefix(template)}`) });

/** The name of the focused element (what the tests compare the opener and the switch by). */
const focusedName = () =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return '(the page)';
    return focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '';
  });

/**
 * Enter in the first single-line field of a form that cannot be saved yet (a required field is
 * empty and no message shows): the form is submitted, so its messages show. Nothing to check on a
 * form that could be saved (Enter would save it) or that shows its messages already.
 */
async function enterSubmitsUnsavableForm(form: Locator): Promise<string[]> {
  const field = await form.evaluate((element) => {
    const invalid = element.querySelector('[aria-invalid="true"]') !== null;
    const emptyRequired = [...element.querySelectorAll<HTMLInputElement>('input, select, textarea')].some(
      (control) => (control.required || control.getAttribute('aria-required') === 'true') && control.value === '' && control.checkVisibility(),
    );
    const singleLine = [...element.querySelectorAll<HTMLInputElement>('input')].find(
      (input) => ['text', 'email', 'tel', 'url', 'number', 'search', 'password'].includes(input.type) && !input.disabled && !input.readOnly && input.checkVisibility(),
    );
    if (invalid || !emptyRequired || !singleLine) return null;
    singleLine.dataset.keyboardEnter = '';
    return singleLine.getAttribute('aria-label') ?? singleLine.labels?.[0]?.textContent?.trim() ?? singleLine.name;
  });
  if (field === null) return [];
  const input = form.locator('[data-keyboard-enter]');
  await input.focus();
  await page.keyboard.press('Enter');
  await input.evaluate((element) => delete element.dataset.keyboardEnter);
  const messages = form.locator('[aria-invalid="true"]');
  try {
    await messages.first().waitFor({ timeout: 5_000 });
    return [];
  } catch {
    return [`Enter in "${field}" does not submit the form (an empty required field, and no message shows)`];
  }
}

/** The forms shown on the page now (a screen's own, the keywords' inline one), each checked; a report line per form with problems. */
async function checkForms(screen: string, scope: Locator, direction: ReadingDirection): Promise<string[]> {
  const forms = await scope.locator('form').filter({ visible: true }).all();
  const reports: string[] = [];
  for (const [index, form] of forms.entries()) {
    const problems = [...(await enterSubmitsUnsavableForm(form)), ...(await tabThroughForm(page, form, direction))];
    if (problems.length > 0) reports.push(`${forms.length > 1 ? `${screen}, form ${index + 1}` : screen}:\n  - ${problems.join('\n  - ')}`);
  }
  return reports;
}

const LANGUAGES = [
  { language: 'ar', texts: ar, direction: 'rtl' },
  { language: 'en', texts: en, direction: 'ltr' },
] as const;

describe.each(LANGUAGES)('the keyboard in $language', ({ language, texts, direction }) => {
  const useLanguage = () => (language === 'ar' ? switchLanguage(page, 'ar') : undefined);

  // About 25 forms walked and 15 lists looked at (a second or two each on a busy two-core machine), and a sign-in.
  it('reaches every field of every form with Tab, in reading order, then its submit button; Enter submits', { timeout: 300_000 }, async () => {
    await useLanguage();
    const reports: string[] = [];
    for (const screen of catalogue.filter((candidate) => candidate.kind === 'form' || candidate.kind === 'list')) {
      try {
        await screen.open(texts);
      } catch (error) {
        // Named with the others, so one screen the catalogue cannot reach does not hide what the rest show.
        reports.push(`${screen.name}: could not be opened (${String(error).split('\n')[0]})`);
        continue;
      }
      const found = await checkForms(screen.name, main(), direction);
      if (screen.kind === 'form' && (await main().locator('form').count()) === 0) found.push(`${screen.name}: no form found`);
      reports.push(...found);
      await screen.close?.(texts);
    }
    await walkSignedOut({ page, host }, texts, async (name) => {
      reports.push(...(await checkForms(name, page.locator('body'), direction)));
    });
    expect(reports, `keyboard problems (${language}), ${reports.length} forms:\n\n${reports.join('\n\n')}`).toEqual([]);
  });

  it('writes a notification with the keyboard: each editor is a named, required text box that says its message', async () => {
    await useLanguage();
    await openScreen(page, entryOf('notifications').screens!.add!, texts.notifications.addTitle);
    const form = page.getByRole('form', { name: texts.notifications.addTitle });
    const english = form.getByRole('textbox', { name: texts.notifications.textEN });
    const arabic = form.getByRole('textbox', { name: texts.notifications.textAR });
    await form.getByRole('button', { name: texts.common.save }).click();
    await expect.poll(() => fieldDescription(arabic)).toBe(texts.validation.notificationRequired);
    expect([await arabic.getAttribute('aria-required'), await arabic.getAttribute('aria-invalid'), await arabic.getAttribute('dir')]).toEqual(['true', 'true', 'rtl']);
    // From the English text: the Arabic editor's toolbar (one stop), its text, then Save.
    await english.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="toolbar"]') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await arabic.evaluate((area) => area === document.activeElement)).toBe(true);
    await page.keyboard.type('نص الإشعار');
    // Its message goes, and the editor says it no more.
    await expect.poll(() => arabic.getAttribute('aria-invalid')).toBe(null);
    expect(await fieldDescription(arabic)).toBe('');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(texts.common.save);
    await form.getByRole('button', { name: texts.common.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.form.discard }).click();
    await page.getByRole('heading', { name: texts.notifications.menu, level: 1 }).waitFor();
  });

  it('closes dialogs with Escape and gives the focus back to what opened them', async () => {
    await useLanguage();
    const problems: string[] = [];
    /** Opens the dialog from `opener` with the keyboard, then Escape: the dialog goes and the opener has the focus again. */
    async function escapeFrom(dialogName: string, opener: Locator, dialog: Locator): Promise<void> {
      const name = (await opener.getAttribute('aria-label')) ?? (await opener.innerText()).trim();
      await opener.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      if (!(await becomes(() => dialog.count(), 0))) throw new Error(`Escape does not close ${dialogName}`);
      if (!(await becomes(focusedName, name))) problems.push(`${dialogName}: after Escape the focus is on "${await focusedName()}", not back on "${name}"`);
    }

    // The unsaved-changes question, from Cancel on a changed form; the form stays as it was.
    await openScreen(page, entryOf('activities').screens!.add!, texts.activities.addTitle);
    const form = page.getByRole('form', { name: texts.activities.addTitle });
    const firstField = form.getByRole('textbox').first();
    await firstField.fill('Keyboard');
    await escapeFrom('the unsaved-changes question', form.getByRole('button', { name: texts.common.cancel }), page.getByRole('alertdialog'));
    expect(await firstField.inputValue()).toBe('Keyboard');
    await form.getByRole('button', { name: texts.common.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.form.discard }).click();

    // A row's delete confirmation and the column chooser.
    await page.getByRole('heading', { name: texts.activities.menu, level: 1 }).waitFor();
    await bodyRows(main()).first().waitFor();
    await escapeFrom('the delete confirmation', rowControl(bodyRows(main()).first(), 'button', texts.list.deleteRow), page.getByRole('alertdialog'));
    await escapeFrom('the column chooser', main().getByRole('button', { name: texts.list.columns }), page.getByRole('menu'));

    // The Create MPS link dialog of a project.
    await openScreen(page, listPath('projects'), texts.nav.projects);
    await bodyRows(main()).first().waitFor();
    const createMps = rowControl(bodyRows(main()).first(), 'button', texts.landingPages.createMpsRow);
    await escapeFrom('the Create MPS link dialog', createMps, page.getByRole('dialog', { name: texts.landingPages.linkDialogTitle }));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("submits the keywords' inline form with Enter in its title", async () => {
    await useLanguage();
    await openScreen(page, listPath('keywords'), texts.nav.keywords);
    const form = main().getByRole('form', { name: texts.keywords.addForm });
    const title = `KEYBOARD${language.toUpperCase()}`;
    await form.getByRole('textbox', { name: texts.keywords.title }).fill(title);
    await form.getByRole('combobox', { name: texts.keywords.organization }).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: texts.keywords.title }).focus();
    await page.keyboard.press('Enter');
    await expectVisibleText(page, texts.keywords.saved);
    const saved = (await (await api.get(`${entryOf('keywords').path}?search=${title}`)).json()) as { results: Array<{ title: string }> };
    expect(saved.results.map((keyword) => keyword.title)).toContain(title);
  });

  it('keeps the focus on a row switch after it toggles: a project status, an ambassador Approved', async () => {
    await useLanguage();
    const problems: string[] = [];
    /** Toggles the switch with Space, then back: each time the switch changes, the list says so, and the switch keeps the focus. */
    async function toggleTwice(toggle: Locator, template: string, toast: (name: string) => string): Promise<void> {
      const label = (await toggle.getAttribute('aria-label'))!;
      const rowName = label.slice(rowLabelPrefix(template).length);
      const sameSwitch = page.getByRole('switch', { name: label, exact: true });
      const before = await toggle.isChecked();
      await toggle.focus();
      for (const checked of [!before, before]) {
        await page.keyboard.press('Space');
        await expect.poll(() => sameSwitch.isChecked()).toBe(checked);
        await expectVisibleText(page, toast(rowName));
        if (!(await becomes(focusedName, label))) {
          problems.push(`"${label}" turned ${checked ? 'on' : 'off'}: the focus is on "${await focusedName()}"`);
          await sameSwitch.focus();
        }
      }
    }
    await openScreen(page, listPath('projects'), texts.nav.projects);
    await toggleTwice(rowControl(bodyRows(main()).first(), 'switch', texts.list.statusOf), texts.list.statusOf, () => texts.projects.statusChanged);
    await openScreen(page, listPath('ambassadors'), texts.ambassadors.menu);
    await toggleTwice(rowControl(bodyRows(main()).first(), 'switch', texts.list.approvedOf), texts.list.approvedOf, (name) =>
      texts.list.approvalChanged.replace('{{name}}', name),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
