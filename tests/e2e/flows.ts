/** Steps the end-to-end suites share: what a person does on the login screen. */
import type { Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { latestOtp, type BrowserHostProcess } from '../support/browser-host-process';

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

export async function expectLoginScreen(page: Page): Promise<void> {
  await page.getByRole('form', { name: /Sign in|Verify OTP/ }).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
}

/** The signed-in shell, in either language. */
export async function expectShell(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: en.shell.logout }).or(page.getByRole('button', { name: ar.shell.logout }));
  await logout.waitFor({ state: 'visible', timeout: 15_000 });
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
