/** Steps the end-to-end suites share: starting the app, and what a person does on the login screen. */
import type { Locator, Page } from 'playwright-core';
import type { Organization } from '../../src/shared/entities/organization';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import {
  apiSession,
  latestOtp,
  startBrowserHostProcess,
  type ApiSession,
  type BrowserHostProcess,
  type StartOptions,
} from '../support/browser-host-process';
import { launchChromium, openLaunchAddress, type Chromium } from '../support/chromium';

export const ADMIN = { mobile: '971500000001', email: 'admin@example.org' };
export const NON_ADMIN = { mobile: '971500000002', email: 'user@example.org' };

export async function switchLanguage(page: Page, target: 'ar' | 'en'): Promise<void> {
  const name = target === 'en' ? en.language.en : en.language.ar;
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.locator(`html[lang="${target}"]`).waitFor({ state: 'attached' });
}

export async function useEnglish(page: Page): Promise<void> {
  await page.locator('html[lang]').waitFor({ state: 'attached' });
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'en') await switchLanguage(page, 'en');
}

/** Waits until the text shows on screen (hidden copies, such as live-region echoes, do not count). */
export async function expectVisibleText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.getByText(text).filter({ visible: true }).first().waitFor({ state: 'visible', timeout });
}

/**
 * What a form field says about itself: the shown text of the elements its `aria-describedby`
 * names (a field's message, then its hint), as a screen reader reads it with the field; '' when none.
 */
export async function fieldDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((described): described is HTMLElement => described !== null && described.checkVisibility())
      .map((described) => described.textContent?.trim() ?? '')
      .join(' ')
      .trim(),
  );
}

export async function expectLoginScreen(page: Page): Promise<void> {
  await page.getByRole('form', { name: /Sign in|Verify OTP/ }).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
}

/** The signed-in shell, in either language. */
export async function expectShell(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: en.shell.logout }).or(page.getByRole('button', { name: ar.shell.logout }));
  await logout.waitFor({ state: 'visible', timeout: 15_000 });
}

/** The app has loaded: the login screen or the shell, in either language. */
export async function expectLoginOrShell(page: Page): Promise<void> {
  const loggedIn = page.getByRole('button', { name: en.shell.logout }).or(page.getByRole('button', { name: ar.shell.logout }));
  const loginForm = page.getByRole('form', { name: en.login.formName }).or(page.getByRole('form', { name: ar.login.formName }));
  await loggedIn.or(loginForm).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
}

export async function requestCode(page: Page, mobile: string): Promise<void> {
  await page.getByLabel(en.login.mobile).fill(mobile);
  await page.getByRole('button', { name: en.login.sendOtp }).click();
  await page.getByLabel('Digit 1 of 4').waitFor({ state: 'visible' });
}

export async function typeCode(page: Page, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
  }
}

/** On an identity form (sign-in, 'Add Admin'), mobile tab: the number required, then refused outside 9715…. */
export async function expectMobileMessages(page: Page, texts: Dictionary = en): Promise<void> {
  await page.getByRole('button', { name: texts.login.sendOtp }).click();
  await expectVisibleText(page, texts.validation.mobileRequired);
  await page.getByLabel(texts.login.mobile).fill('971400000001');
  await page.getByRole('button', { name: texts.login.sendOtp }).click();
  await expectVisibleText(page, texts.validation.mobileInvalid);
}

/** On an identity form, the email tab: the address required, then refused when it is not one. */
export async function expectEmailMessages(page: Page, texts: Dictionary = en): Promise<void> {
  await page.getByRole('tab', { name: texts.login.email }).click();
  await page.getByRole('button', { name: texts.login.sendOtp }).click();
  await expectVisibleText(page, texts.validation.emailRequired);
  await page.getByLabel(texts.login.email).fill('not-an-address');
  await page.getByRole('button', { name: texts.login.sendOtp }).click();
  await expectVisibleText(page, texts.validation.emailInvalid);
}

/**
 * The records' rows of a list (`scope`: the page, or a part of it such as the main region): the
 * body rows of its grid (every list of records is the kit's grid; a report's rows are a table).
 */
export const bodyRows = (scope: Page | Locator): Locator => scope.getByRole('grid').locator('tbody').getByRole('row');

/** Loads the app afresh (a list loads once per app run) and opens a screen from the side menu. */
export async function openFromMenu(page: Page, appUrl: string, label: string): Promise<void> {
  await page.goto(appUrl);
  await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: label, exact: true }).click();
}

/** Chooses the top bar's organization by its name ('All organizations' for none); nothing to do when it is chosen already. */
export async function chooseTopBarOrganization(page: Page, name: string, texts: Dictionary = en): Promise<void> {
  // In the top bar: a screen may have an 'Organization' field of its own.
  const picker = page.getByRole('banner').getByRole('combobox', { name: texts.shell.organization });
  // Right after a sign-in the shell may still be drawing (its lists, the language) and close a list
  // just opened: then it is opened again, for a few tries.
  for (let attempt = 1; ; attempt++) {
    if ((await picker.textContent())?.trim() === name) return;
    try {
      await picker.click();
      await page.getByRole('option', { name, exact: true }).click({ timeout: 5_000 });
      await picker.filter({ hasText: name }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

let keywordsGiven = 0;
/**
 * On the project or case form (English), gives SMS rows 1…`rows` keywords no record has yet, as a
 * duplicate needs before it is saved (one keyword on a short code counts for one active record);
 * answers them in row order.
 */
export async function giveOwnKeywords(page: Page, rows: number): Promise<Array<{ keyword_ar: string; keyword_en: string }>> {
  const given = [];
  for (let number = 1; number <= rows; number += 1) {
    const n = ++keywordsGiven;
    const keywords = { keyword_ar: `نسخة${n}`, keyword_en: `COPY${n}` };
    const row = page.getByRole('group', { name: en.projectForm.smsRow.replace('{{number}}', String(number)) });
    await row.getByRole('textbox', { name: en.projectForm.keywordAR }).fill(keywords.keyword_ar);
    await row.getByRole('textbox', { name: en.projectForm.keywordEN }).fill(keywords.keyword_en);
    given.push(keywords);
  }
  return given;
}

/** Signs in through the screens, reading the code from the dev outbox. Expects English. */
export async function signIn(page: Page, host: BrowserHostProcess, identity: { mobile: string } | { email: string }): Promise<void> {
  if ('mobile' in identity) {
    await page.getByLabel(en.login.mobile).fill(identity.mobile);
  } else {
    await page.getByRole('tab', { name: en.login.email }).click();
    await page.getByLabel(en.login.email).fill(identity.email);
  }
  await page.getByRole('button', { name: en.login.sendOtp }).click();
  await page.getByLabel('Digit 1 of 4').waitFor({ state: 'visible' });
  const code = await latestOtp(host.serverUrl, 'mobile' in identity ? identity.mobile : identity.email);
  await typeCode(page, code);
  await page.getByRole('button', { name: en.login.validateOtp }).click();
}

/**
 * A browser host (fresh database), a Chromium to drive it, and the page that opened the
 * launch address the host printed: from then on any page of this Chromium opens the app.
 */
export interface App {
  host: BrowserHostProcess;
  browser: Chromium;
  page: Page;
}

/** The app with its page signed in through the screens, in English, and an API session of the same admin. */
export interface SignedInApp extends App {
  api: ApiSession;
}

/** Stops what `launchApp` or `openSignedInApp` started; either part may be missing (a failed start). */
export async function closeApp(app: Partial<App> | undefined): Promise<void> {
  await app?.browser?.close();
  await app?.host?.stop();
}

/**
 * Starts the host and Chromium side by side (Chromium starts while the host's process loads its
 * modules), then opens the host's launch address; if the start fails half way, what did start is stopped.
 */
export async function launchApp(startOptions?: StartOptions): Promise<App> {
  const [hostStart, browserStart] = await Promise.allSettled([startBrowserHostProcess(startOptions), launchChromium()]);
  const host = hostStart.status === 'fulfilled' ? hostStart.value : undefined;
  const browser = browserStart.status === 'fulfilled' ? browserStart.value : undefined;
  try {
    if (hostStart.status === 'rejected') throw hostStart.reason;
    if (browserStart.status === 'rejected') throw browserStart.reason;
    return { host: hostStart.value, browser: browserStart.value, page: await openLaunchAddress(browserStart.value.context, hostStart.value.launchUrl) };
  } catch (error) {
    await closeApp({ host, browser });
    throw error;
  }
}

/** `launchApp`, then a page on the app signed in as `identity` (an admin by default) with the shell showing. */
export async function openSignedInApp(options: { identity?: { mobile: string }; startOptions?: StartOptions } = {}): Promise<SignedInApp> {
  const { mobile } = options.identity ?? ADMIN;
  const app = await launchApp(options.startOptions);
  try {
    await useEnglish(app.page);
    await signIn(app.page, app.host, { mobile });
    await expectShell(app.page);
    return { ...app, api: await apiSession(app.host.serverUrl, mobile) };
  } catch (error) {
    await closeApp(app);
    throw error;
  }
}

/** The organizations the server lists, read through the API. */
export async function fetchOrganizations(api: ApiSession): Promise<Organization[]> {
  const response = await api.get('/organizations');
  // A plain throw, not vitest's expect: the benchmarks share these steps outside the test runner.
  if (response.status !== 200) throw new Error(`GET /organizations answered ${response.status}`);
  return ((await response.json()) as { data: { organizations: Organization[] } }).data.organizations;
}
