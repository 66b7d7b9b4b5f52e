/**
 * Sign-in, end to end: Debian's Chromium drives the real renderer in browser mode, which
 * talks through the real browser host (the main process's services) to a real platform
 * server on a fresh PGlite database. Codes are read from the server's dev outbox.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
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
