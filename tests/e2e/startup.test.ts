/**
 * A fast start (issue 10, section 5): the login screen loads only its own JavaScript, within its
 * budget in bytes (times are `npm run bench:startup`'s business); the other language's texts
 * come when it is chosen or remembered; signing in at a list's address draws that list. One
 * browser host and one Chromium; each test opens its own signed-out page.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registry } from '../../src/shared/registry';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { latestOtp } from '../support/browser-host-process';
import { launchChromium, type Chromium } from '../support/chromium';
import { ADMIN, closeApp, expectLoginScreen, expectShell, expectVisibleText, launchApp, requestCode, switchLanguage, typeCode, useEnglish, type App } from './flows';

/** The login screen's JavaScript budget, gzip (the bench prints the size against it). */
const LOGIN_GZIP_BUDGET = 150 * 1024;

let app: App;
let cold: Chromium | undefined;
let page: Page;

beforeAll(async () => {
  app = await launchApp();
});
afterEach(() => cold?.close());
afterAll(() => closeApp(app));

/** A page of a fresh Chromium profile (nothing cached or remembered) with the launch cookie. */
async function freshPage(): Promise<Page> {
  cold = await launchChromium();
  await cold.context.addCookies(await app.browser.context.cookies());
  return cold.context.newPage();
}

describe('the first screen', () => {
  it('is interactive with its own JavaScript only, within its budget, and loads the shell afterwards', async () => {
    page = await freshPage();
    // The login's own JavaScript: what index.html loads (its module script and modulepreloads).
    // Every other script is held back until the screen is interactive, so the screen cannot
    // depend on one, whenever the shell's prefetch happens to start.
    const html = await (await page.request.get(app.host.url)).text();
    const own = new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map((match) => new URL(match[1]!, app.host.url).pathname));
    let releaseOthers!: () => void;
    const othersReleased = new Promise<void>((resolve) => (releaseOthers = resolve));
    const later: string[] = [];
    await page.route(/\.js(\?|$)/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!own.has(path)) {
        await othersReleased;
        later.push(path);
      }
      await route.continue();
    });
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (own.has(path) && response.ok()) scripts.set(path, response.body());
    });
    await page.goto(app.host.url);
    await page.getByRole('button', { name: ar.login.sendOtp }).waitFor();
    releaseOthers();
    const bodies = await Promise.all(scripts.values());
    expect(bodies.length, [...own].join(', ')).toBe(own.size);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    expect(gzip, `${[...scripts.keys()].join(', ')}: ${gzip} bytes gzip`).toBeLessThanOrEqual(LOGIN_GZIP_BUDGET);
    // The shell is prefetched once the screen has settled, while the user types.
    await expect.poll(() => later.some((path) => /\/Shell-[\w-]+\.js$/.test(path))).toBe(true);
  });

  it('starts in a remembered English, texts and direction together, and switches back to Arabic', async () => {
    page = await freshPage();
    await page.goto(app.host.url);
    await useEnglish(page);
    await page.reload();
    await page.getByRole('button', { name: en.login.sendOtp }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await expectVisibleText(page, en.login.intro);
    await switchLanguage(page, 'ar');
    await page.getByRole('button', { name: ar.login.sendOtp }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});

describe('signing in', () => {
  it('says in place that a new code was sent', async () => {
    page = await freshPage();
    await page.goto(app.host.url);
    await useEnglish(page);
    await requestCode(page, ADMIN.mobile);
    // The host's test limits let a code be asked again at once.
    await page.getByRole('button', { name: en.login.resend }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: en.login.codeResent }).isVisible()).toBe(true);
  });

  it("lands on the list whose address the app was opened at, with the list's rows", async () => {
    page = await freshPage();
    await page.goto(`${app.host.url}${registry.projects.screens.list}`);
    await useEnglish(page);
    await expectLoginScreen(page);
    await requestCode(page, ADMIN.mobile);
    await typeCode(page, await latestOtp(app.host.serverUrl, ADMIN.mobile));
    await page.getByRole('button', { name: en.login.validateOtp }).click();
    await expectShell(page);
    await page.getByRole('grid').locator('tbody').getByRole('row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(registry.projects.screens.list);
  });
});
