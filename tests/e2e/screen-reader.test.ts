/**
 * What a keyboard and screen-reader user meets, in English and Arabic, read from what assistive
 * technology reads: the focus (`document.activeElement`), the accessibility tree
 * (`locator.ariaSnapshot()`), descriptions (`aria-describedby`), alerts and the live regions'
 * attributes and text.
 * - A confirmation is described by its question; when it closes, the focus goes back to the
 *   button that opened it, or, once that row is deleted, to the same button of the next row.
 *   A result dialog (the Create MPS links) is described by its intro.
 * - A toast is said once in a live region that says its language: politely for a success, at
 *   once for an error; the toast is not a Tab stop, Ctrl+M then Tab reach its Undo.
 * - A refused save is one announcement ('6 fields need attention.') with the focus on the first
 *   field, each field invalid and described by its message, none of them an alert; leaving
 *   empty fields one after another shows their messages but says nothing.
 * - The login's and a form's accessibility trees.
 * The sign-in's tabs, code boxes and language button are looked at closer in login.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import { entryOf } from '../../src/shared/registry';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { NON_ADMIN, fieldDescription, switchLanguage } from './flows';
import * as list from './list-steps';
import { openScreen } from './screen-catalogue';

let page: Page;
let host: BrowserHostProcess;
let api: ApiSession;

useSignedInApp((app) => ({ page, host, api } = app));

const LANGUAGES = [
  { language: 'en', texts: en },
  { language: 'ar', texts: ar },
] as const;

type Language = (typeof LANGUAGES)[number]['language'];

const main = () => page.getByRole('main');

async function serverActivities(): Promise<Activity[]> {
  const response = await api.get('/activities');
  return ((await response.json()) as { data: { activities: Activity[] } }).data.activities;
}

/** This file's activities have intIDs from here on; the seeded ones are below. */
const FIRST_OWN_INT_ID = 700;
let nextIntID = FIRST_OWN_INT_ID;
async function createActivity(): Promise<Activity> {
  const intID = nextIntID++;
  const response = await api.send('POST', '/activities', { intID, nameAR: `نشاط ${intID}`, nameEN: `Activity ${intID}`, infoAR: 'وصف', infoEN: 'Info', order: 1 });
  expect(response.status).toBe(201);
  return ((await response.json()) as { activity: Activity }).activity;
}

/**
 * The activities list in `language` with `count` activities of this file's own, made afresh (the
 * seeded ones stay: memorial persons use some), all on one page. Answers the Delete buttons'
 * names of every row and of this file's rows, in the order the rows show.
 */
async function openActivities(language: Language, texts: Dictionary, count: number): Promise<{ rows: string[]; own: string[] }> {
  const earlier = (await serverActivities()).filter((activity) => activity.intID >= FIRST_OWN_INT_ID);
  if (earlier.length > 0) expect((await api.send('DELETE', '/activities/bulk', { activitiesIDs: earlier.map((activity) => activity.id) })).status).toBe(200);
  const made = await Promise.all(Array.from({ length: count }, createActivity));
  await list.openFreshList(page, { url: `${host.url}${entryOf('activities').screens!.list}`, heading: en.activities.menu, empty: en.activities.empty });
  if (language === 'ar') await switchLanguage(page, 'ar');
  await page.getByRole('heading', { name: texts.activities.menu, level: 1 }).waitFor();
  const total = (await serverActivities()).length;
  expect(total).toBeLessThanOrEqual(10);
  await expect.poll(() => list.bodyRows(main()).count()).toBe(total);
  const rows = await labelsOf(rowDeletes(texts));
  const own = rows.filter((label) => made.some((activity) => label.endsWith(` ${activity.nameAR}`) || label.endsWith(` ${activity.nameEN}`)));
  expect(own).toHaveLength(count);
  return { rows, own };
}

/** The rows' Delete buttons, in the order the rows show. */
const rowDeletes = (texts: Dictionary) => list.bodyRows(main()).getByRole('button', { name: new RegExp(`^${texts.list.deleteRow.split('{{')[0]}`) });

const labelsOf = (buttons: Locator) => buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));

/** The focused element's name as a screen reader's focus says it (its label or its text), or '(the page)'. */
const focusedName = () =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return '(the page)';
    return focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '';
  });

/** What describes an element: the text of the elements its `aria-describedby` names. */
const descriptionOf = (element: Locator) =>
  element.evaluate((target) =>
    (target.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

/**
 * The messages the app's live regions of a politeness say now, each with the language its region
 * says (regions that say their language: a list's own announcer, which says what its rows do, and
 * Fluent's are not these).
 */
const liveMessages = (politeness: 'polite' | 'assertive') =>
  page.evaluate(
    (kind) =>
      [...document.querySelectorAll(`[aria-live="${kind}"][lang]`)].flatMap((region) =>
        [...region.children].map((message) => ({ text: message.textContent ?? '', lang: region.getAttribute('lang') })),
      ),
    politeness,
  );

/** How many other live regions say `text` too (a second voice saying the same toast). */
const saidElsewhere = (text: string) =>
  page.evaluate((said) => [...document.querySelectorAll('[aria-live]:not([lang])')].filter((region) => region.textContent?.includes(said)).length, text);

/** Waits until the app's live regions have said everything (each message leaves its region once read): a test starts from silence. */
async function untilQuiet(): Promise<void> {
  await expect.poll(async () => [...(await liveMessages('polite')), ...(await liveMessages('assertive'))], { timeout: 15_000 }).toEqual([]);
}

/** Puts the keyboard on the last control Tab reaches in `scope`. */
async function focusLastControlOf(scope: Locator): Promise<void> {
  await scope.evaluate((element) => {
    const controls = [...element.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]')].filter(
      (control) => control.tabIndex >= 0 && !(control as HTMLButtonElement).disabled && control.checkVisibility(),
    );
    controls.at(-1)?.focus();
  });
}

/** A text of the dictionary with its `{{name}}`s filled. */
const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{(\w+)}}/g, (_whole, key: string) => String(values[key]));

describe.each(LANGUAGES)('for a screen reader, in $language', ({ language, texts }) => {
  it('a confirmation is described by its question; the focus goes back to its opener, then to the next row once the row is deleted', async () => {
    const { rows, own } = await openActivities(language, texts, 2);
    const target = own[0]!;
    const at = rows.indexOf(target);
    // The same button of the row after it, or before it when it is the last.
    const next = rows[at + 1] ?? rows[at - 1];
    const opener = main().getByRole('button', { name: target, exact: true });
    const dialog = page.getByRole('alertdialog');

    // Opened with the keyboard: named by its title, described by its question.
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const question = await descriptionOf(dialog);
    expect(question.startsWith(texts.list.confirmDelete.split('{{')[0]!), question).toBe(true);
    expect(await dialog.ariaSnapshot()).toBe(
      [
        `- alertdialog "${texts.list.confirmDeleteTitle}":`,
        `  - heading "${texts.list.confirmDeleteTitle}" [level=2]`,
        `  - paragraph: ${question}`,
        `  - button "${texts.common.cancel}"`,
        `  - button "${texts.list.delete}"`,
      ].join('\n'),
    );

    // Cancelled (Escape, then Cancel): the focus is on the row's Delete again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(target);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: texts.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(target);

    // Confirmed: the row goes, and the focus with it to the next row's Delete, not to the page.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: texts.list.delete }).click();
    await opener.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(next);
  });

  it('a result dialog is described by its intro (the Create MPS links)', async () => {
    await openScreen(page, entryOf('projects').screens!.list, en.nav.projects);
    if (language === 'ar') await switchLanguage(page, 'ar');
    const createMps = list.bodyRows(main()).first().getByRole('button', { name: new RegExp(`^${texts.landingPages.createMpsRow.split('{{')[0]}`) });
    await createMps.click();
    const dialog = page.getByRole('dialog', { name: texts.landingPages.linkDialogTitle });
    await dialog.waitFor();
    const intro = await descriptionOf(dialog);
    expect(intro.startsWith(texts.landingPages.pagesOf.split('{{')[0]!), intro).toBe(true);
    expect(await dialog.getByText(intro, { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: texts.landingPages.close }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe(await createMps.getAttribute('aria-label'));
  });

  it("toasts: a success said politely, an error at once, each in the page's language; no toast is a Tab stop, Ctrl+M then Tab reach Undo", async () => {
    await untilQuiet();
    const {
      own: [gone, last],
    } = await openActivities(language, texts, 2);
    const goneId = (await serverActivities()).find((activity) => gone!.endsWith(` ${activity.nameAR}`) || gone!.endsWith(` ${activity.nameEN}`))!.id;

    // An error: the record was deleted elsewhere meanwhile.
    expect((await api.send('DELETE', `/activities/${goneId}`)).status).toBeLessThan(300);
    await main().getByRole('button', { name: gone!, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.list.delete }).click();
    await expect.poll(() => liveMessages('assertive')).toHaveLength(1);
    const [error] = await liveMessages('assertive');
    expect(error!.lang).toBe(language);
    await page.getByRole('listitem').filter({ hasText: error!.text }).first().waitFor();
    expect(await liveMessages('polite')).toEqual([]);
    expect(await saidElsewhere(error!.text)).toBe(0);

    // A success with Undo: said politely with the keys that reach Undo.
    await main().getByRole('button', { name: last!, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.list.delete }).click();
    const toast = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: texts.history.undo }) });
    await toast.waitFor();
    const shown = (await toast.innerText()).replace(texts.history.undo, '').trim();
    expect(await liveMessages('polite')).toEqual([
      { text: fill(texts.announcements.toastAction, { message: shown.replace(/\.$/, ''), action: texts.history.undo, keys: 'Ctrl+M' }), lang: language },
    ]);
    expect((await liveMessages('assertive')).map((message) => message.text)).toEqual([error!.text]);
    expect(await saidElsewhere(shown)).toBe(0);

    // Not a Tab stop: from the page's last control, Tab goes to the toast's Undo, never to the toast.
    expect(await toast.getAttribute('tabindex')).toBe('-1');
    await focusLastControlOf(main());
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(texts.history.undo);
    // Ctrl+M puts the keyboard on the toast itself, Tab then on its Undo.
    await page.keyboard.press('Control+KeyM');
    expect(await toast.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(texts.history.undo);
    // Escape leaves the toasts.
    await page.keyboard.press('Escape');
    await toast.waitFor({ state: 'detached' });
  });

  it('a refused save is one announcement with the focus on its first field, each field described by its message and none an alert; leaving fields says nothing', async () => {
    await untilQuiet();
    await openScreen(page, entryOf('activities').screens!.add!, en.activities.addTitle);
    if (language === 'ar') await switchLanguage(page, 'ar');
    const form = page.getByRole('form', { name: texts.activities.addTitle });
    const first = form.getByRole('textbox').first();
    const invalid = form.locator('[aria-invalid="true"]');

    // Through the form by Tab, typing nothing: the messages show as fields are left, as text only.
    await first.focus();
    for (let field = 0; field < 6; field += 1) await page.keyboard.press('Tab');
    await expect.poll(() => invalid.count()).toBeGreaterThan(3);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await liveMessages('assertive')).toEqual([]);

    // Save: one sentence for the form, the keyboard on its first field.
    await form.getByRole('button', { name: texts.common.save }).click();
    await expect.poll(() => invalid.count()).toBe(6);
    const sentence = fill(texts.announcements[`fieldsNeedAttention_${new Intl.PluralRules(language).select(6)}` as 'fieldsNeedAttention_other'], { number: 6 });
    await expect.poll(() => liveMessages('assertive')).toEqual([{ text: sentence, lang: language }]);
    expect(await first.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    for (const field of await invalid.all()) expect(await fieldDescription(field)).toBe(texts.validation.required);

    // The accessibility tree: each field named and invalid, no alert anywhere in it.
    const tree = await form.ariaSnapshot();
    expect(tree).not.toMatch(/- alert/);
    const fieldLabels = [texts.activities.intID, texts.columns.order, texts.columns.nameAR, texts.columns.nameEN, texts.columns.infoAR, texts.columns.infoEN];
    expect(tree.split('\n').filter((line) => line.includes('- textbox'))).toEqual(fieldLabels.map((label) => `  - textbox "${label}" [invalid]`));

    // A second refused save is said again, once.
    await form.getByRole('button', { name: texts.common.save }).click();
    await expect.poll(() => liveMessages('assertive')).toEqual([
      { text: sentence, lang: language },
      { text: sentence, lang: language },
    ]);
    await form.getByRole('button', { name: texts.common.cancel }).click();
    await page.getByRole('heading', { name: texts.activities.menu, level: 1 }).waitFor();
  });

  it('the login: its accessibility tree, the language button named in both languages, a refused step one alert', async () => {
    if (language === 'ar') await switchLanguage(page, 'ar');
    await page.getByRole('button', { name: texts.shell.logout }).click();
    await page.getByRole('form', { name: texts.login.formName }).waitFor();
    const other = language === 'en' ? texts.language.ar : texts.language.en;
    expect(await page.locator('body').ariaSnapshot()).toContain(
      [
        '- banner:',
        `  - link "${texts.login.openSettings}":`,
        '    - /url: /settings',
        `  - button "${texts.language.switchTo} ${other}": ${other}`,
        '- main:',
        `  - region "${texts.login.title}":`,
        `    - text: ${texts.app.name} ${texts.app.tagline}`,
        `    - heading "${texts.login.title}" [level=1]`,
        `    - text: ${texts.login.intro}`,
        `    - form "${texts.login.formName}":`,
        `      - text: ${texts.login.signInBy}`,
        `      - tablist "${texts.login.signInBy}":`,
        `        - tab "${texts.login.mobile}" [selected]`,
        `        - tab "${texts.login.email}"`,
        '      - tabpanel:',
        `        - text: ${texts.login.mobile}`,
        `        - textbox "${texts.login.mobile}":`,
        '          - /placeholder: 9715xxxxxxxx',
        `      - button "${texts.login.sendOtp}"`,
      ].join('\n'),
    );
    const form = page.getByRole('form', { name: texts.login.formName });
    await form.getByRole('button', { name: texts.login.sendOtp }).click();
    await expect.poll(() => form.ariaSnapshot()).toContain(
      [`    - textbox "${texts.login.mobile}" [invalid]:`, '      - /placeholder: 9715xxxxxxxx', `    - alert: ${texts.validation.mobileRequired}`].join('\n'),
    );

    // The code step: the four boxes in a group named by the label.
    await form.getByRole('textbox', { name: texts.login.mobile }).fill(NON_ADMIN.mobile);
    await form.getByRole('button', { name: texts.login.sendOtp }).click();
    const verify = page.getByRole('form', { name: texts.login.verifyFormName });
    await verify.waitFor();
    const digits = [1, 2, 3, 4].map((index) => `    - textbox "${fill(texts.login.digit, { index, count: 4 })}"`);
    expect(await verify.ariaSnapshot()).toContain([`  - text: ${texts.login.codeLabel}`, `  - group "${texts.login.codeLabel}":`, ...digits, `  - button "${texts.login.validateOtp}"`].join('\n'));
  });
});
