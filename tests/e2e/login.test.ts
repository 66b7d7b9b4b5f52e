/**
 * Sign-in, end to end: Debian's Chromium drives the real renderer in browser mode, which
 * talks through the real browser host (the main process's services) to a real platform
 * server on a fresh PGlite database. Codes are read from the server's dev outbox. What a screen
 * reader finds on the login (tabs and their panels, the code boxes, the language button, the
 * messages' alerts) is checked in both languages; the whole login's accessibility tree is in
 * screen-reader.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { latestOtp, type BrowserHostProcess } from '../support/browser-host-process';
import { launchChromium, type Chromium } from '../support/chromium';
import {
  ADMIN,
  NON_ADMIN,
  closeApp,
  expectEmailMessages,
  expectLoginOrShell,
  expectLoginScreen,
  expectMobileMessages,
  expectShell,
  launchApp,
  requestCode,
  signIn,
  switchLanguage,
  typeCode,
  useEnglish,
  expectVisibleText,
  fieldDescription,
} from './flows';

let host: BrowserHostProcess;
let browser: Chromium;
let page: Page;

beforeAll(async () => ({ host, browser } = await launchApp()));
afterAll(() => closeApp({ host, browser }));

// Each test in a new tab of the browser that opened the launch address, signed out.
beforeEach(async () => {
  await page?.close();
  page = await browser.context.newPage();
  await page.goto(host.url);
  await expectLoginOrShell(page);
  // A test that failed while signed in leaves its session behind.
  const logout = page.getByRole('button', { name: en.shell.logout }).or(page.getByRole('button', { name: ar.shell.logout }));
  if (await logout.isVisible()) {
    await logout.click();
    await expectLoginScreen(page);
  }
});

describe('opening the app', () => {
  it("opens in the browser that loaded the launch address, in any tab, and keeps its cookie out of the page's reach", async () => {
    // This page is a second tab: launchApp's own page loaded the launch address.
    await useEnglish(page);
    await expectLoginScreen(page);
    expect(new URL(page.url()).searchParams.has('launch')).toBe(false);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const [cookie] = await browser.context.cookies(host.url);
    expect(cookie).toMatchObject({ name: `backoffice-${new URL(host.url).port}`, httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('shows another browser only where to start, in English and Arabic, even with the spent launch address', async () => {
    const other = await launchChromium();
    try {
      const stranger = await other.context.newPage();
      for (const address of [host.url, host.launchUrl]) {
        const response = await stranger.goto(address);
        expect(response?.status(), address).toBe(403);
        await expectVisibleText(stranger, 'Open the back-office from the address it printed');
        await expectVisibleText(stranger, 'افتح لوحة الإدارة من العنوان الذي طبعته');
        expect(await stranger.getByRole('form').count(), address).toBe(0);
        expect(await stranger.evaluate(() => 'backoffice' in window), address).toBe(false);
      }
    } finally {
      await other.close();
    }
  });
});

describe('language', () => {
  it('starts in Arabic, right to left, and the switch flips direction and every label', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => page.getByRole('button', { name: ar.login.sendOtp }).isVisible()).toBe(true);
    expect(await page.getByText(ar.login.signInBy).isVisible()).toBe(true);

    await switchLanguage(page, 'en');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    for (const label of [en.login.sendOtp, en.login.signInBy, en.login.mobile, en.login.email]) {
      expect(await page.getByText(label, { exact: true }).filter({ visible: true }).count(), label).toBeGreaterThan(0);
    }
    // Nothing Arabic is left on screen but the name of the language to switch back to.
    const text = (await page.locator('body').innerText()).replace(en.language.ar, '');
    expect(text).not.toMatch(/[\u0600-\u06FF]/);

    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
  });
});

describe('validation messages', () => {
  beforeEach(() => useEnglish(page));

  it('shows the spec messages for the mobile number', async () => {
    await expectMobileMessages(page);
    expect(await page.getByLabel(en.login.mobile).getAttribute('placeholder')).toBe('9715xxxxxxxx');
  });

  it('shows the spec messages for the email address', async () => {
    await expectEmailMessages(page);
  });

  it('shows the spec messages for the code, and refuses a wrong code with the server message', async () => {
    await requestCode(page, ADMIN.mobile);
    await page.getByRole('button', { name: en.login.validateOtp }).click();
    await expectVisibleText(page, en.validation.otpRequired);
    await page.getByLabel('Digit 1 of 4').fill('1');
    await page.getByLabel('Digit 2 of 4').fill('2');
    await page.getByRole('button', { name: en.login.validateOtp }).click();
    await expectVisibleText(page, en.validation.otpInvalid);

    const code = await latestOtp(host.serverUrl, ADMIN.mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await typeCode(page, wrong);
    await page.getByRole('button', { name: en.login.validateOtp }).click();
    await expectVisibleText(page, en.errors.otp.invalid);
    await expectLoginScreen(page);
  });
});

describe('the code boxes', () => {
  beforeEach(() => useEnglish(page));

  it('advance while typing, go back on backspace, and take a pasted code whole', async () => {
    await requestCode(page, ADMIN.mobile);
    const box = (n: number) => page.getByLabel(`Digit ${n} of 4`);
    await box(1).focus();
    await page.keyboard.type('12');
    expect(await box(3).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await box(2).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await box(2).inputValue()).toBe('');

    await box(1).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '4821');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    expect(await Promise.all([1, 2, 3, 4].map((n) => box(n).inputValue()))).toEqual(['4', '8', '2', '1']);
  });

  it('lets the user go back and change the identity', async () => {
    await requestCode(page, ADMIN.mobile);
    await page.getByRole('button', { name: en.login.change }).click();
    expect(await page.getByLabel(en.login.mobile).inputValue()).toBe(ADMIN.mobile);
  });
});

describe('signing in', () => {
  beforeEach(() => useEnglish(page));

  it('signs an admin in by mobile number; a reload keeps the session; logout returns to the login', async () => {
    await signIn(page, host, { mobile: ADMIN.mobile });
    await expectShell(page);
    await page.reload();
    await expectShell(page);
    await page.getByRole('button', { name: en.shell.logout }).click();
    await expectLoginScreen(page);
    await page.reload();
    await expectLoginScreen(page);
  });

  it('signs an admin in by email address', async () => {
    await signIn(page, host, { email: ADMIN.email });
    await expectShell(page);
    await page.getByRole('button', { name: en.shell.logout }).click();
    await expectLoginScreen(page);
  });

  it('refuses a user who is not an admin, who stays signed out', async () => {
    await signIn(page, host, { mobile: NON_ADMIN.mobile });
    await expectVisibleText(page, en.errors.auth.notAdmin);
    await page.reload();
    await expectLoginScreen(page);
  });
});

/** Each element `aria-labelledby` names, with its text and the language it is written in (its own `lang` or the nearest one around it). */
async function labelParts(element: Locator): Promise<Array<{ text: string; lang: string }>> {
  return element.evaluate((target) =>
    (target.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => {
        const part = document.getElementById(id);
        return { text: part?.textContent?.trim() ?? `(no element #${id})`, lang: part?.closest('[lang]')?.getAttribute('lang') ?? '' };
      }),
  );
}

/** The identity step in `texts`' language, up to the code boxes of `mobile`. */
async function requestCodeIn(texts: Dictionary, mobile: string): Promise<Locator> {
  await page.getByRole('textbox', { name: texts.login.mobile }).fill(mobile);
  await page.getByRole('button', { name: texts.login.sendOtp }).click();
  const code = page.getByRole('group', { name: texts.login.codeLabel });
  await code.waitFor();
  return code;
}

describe.each([
  { language: 'en', texts: en, other: { lang: 'ar', name: en.language.ar } },
  { language: 'ar', texts: ar, other: { lang: 'en', name: ar.language.en } },
] as const)('for a screen reader, in $language', ({ language, texts, other }) => {
  beforeEach(async () => {
    await useEnglish(page);
    if (language === 'ar') await switchLanguage(page, 'ar');
  });

  it('each sign-in tab controls its panel, which holds its field; the other panel is hidden', async () => {
    const form = page.getByRole('form', { name: texts.login.formName });
    const tabs = form.getByRole('tablist', { name: texts.login.signInBy }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([texts.login.mobile, texts.login.email]);
    for (const [chosen, left] of [
      [texts.login.email, texts.login.mobile],
      [texts.login.mobile, texts.login.email],
    ]) {
      const tab = form.getByRole('tab', { name: chosen });
      await tab.click();
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      expect(await panel.getAttribute('role')).toBe('tabpanel');
      expect(await panel.getByRole('textbox', { name: chosen }).isVisible()).toBe(true);
      const otherPanel = page.locator(`[id="${await form.getByRole('tab', { name: left }).getAttribute('aria-controls')}"]`);
      expect(await otherPanel.getAttribute('role')).toBe('tabpanel');
      expect(await otherPanel.isHidden()).toBe(true);
    }
    // What a screen reader hears of the whole form: tests/e2e/screen-reader.test.ts.
  });

  it("the language button's name says the other language's name in that language", async () => {
    const button = page.getByRole('banner').getByRole('button', { name: `${texts.language.switchTo} ${other.name}`, exact: true });
    expect(await labelParts(button)).toEqual([
      { text: texts.language.switchTo, lang: language },
      { text: other.name, lang: other.lang },
    ]);
    // What it shows is that same element, in that language.
    expect(await button.innerText()).toBe(other.name);
  });

  it('the four code boxes each have an id of their own, the first one the label points at', async () => {
    const code = await requestCodeIn(texts, NON_ADMIN.mobile);
    const boxes = code.getByRole('textbox');
    const names = [1, 2, 3, 4].map((index) => texts.login.digit.replace('{{index}}', String(index)).replace('{{count}}', '4'));
    expect(await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')))).toEqual(names);
    const ids = await boxes.evaluateAll((inputs) => inputs.map((input) => input.id));
    expect(new Set(ids.filter(Boolean)).size).toBe(4);
    for (const id of ids) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
    // The group is named by the field's label; a click on that label starts the code.
    await page.locator(`[id="${await code.getAttribute('aria-labelledby')}"]`).click();
    expect(await boxes.first().evaluate((box) => box === document.activeElement)).toBe(true);
  });

  it("a refused Send OTP is one alert at the field; the message that follows the typing is no alert, only the field's description", async () => {
    const form = page.getByRole('form', { name: texts.login.formName });
    const field = form.getByRole('textbox', { name: texts.login.mobile });
    await form.getByRole('button', { name: texts.login.sendOtp }).click();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toEqual([texts.validation.mobileRequired]);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await fieldDescription(field)).toBe(texts.validation.mobileRequired);
    await field.pressSequentially('97');
    await expect.poll(() => fieldDescription(field)).toBe(texts.validation.mobileInvalid);
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  });
});
