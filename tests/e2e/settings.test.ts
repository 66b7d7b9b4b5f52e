/**
 * The settings screen pointing the app at another platform server and back: opened from the
 * login screen and from the shell, 'Test connection' failing (nothing at the address) and
 * working (a second platform server), Save moving the app onto that server (signed in there
 * with its own code, its own records on screen), then local mode again; a message never outlives
 * the address it was about; a failure's reason in Arabic; Arabic labels right to left with the
 * address left to right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { apiSession, latestOtp } from '../support/browser-host-process';
import { holdAddress, type HeldAddress } from '../support/held-address';
import { startPlatformServerProcess, type PlatformServerProcess } from '../support/platform-server-process';
import { ADMIN, closeApp, expectLoginScreen, expectShell, fieldDescription, launchApp, switchLanguage, typeCode, useEnglish, type App } from './flows';

let app: App | undefined;
let second: PlatformServerProcess | undefined;
/** An address where nothing answers: held by the test, so no other program can be listening there. */
let nowhere: HeldAddress | undefined;
let page: Page;
const ONLY_ON_SECOND = 'Activity only the second server has';
/** Its Arabic name: the activities list shows the Arabic names (the English column is hidden by default). */
const ONLY_ON_SECOND_AR = 'نشاط الخادم الثاني';

beforeAll(async () => {
  const [started, other, held] = await Promise.all([launchApp(), startPlatformServerProcess(), holdAddress()]);
  app = started;
  second = other;
  nowhere = held;
  page = app.page;
  const api = await apiSession(second.url, ADMIN.mobile);
  const created = await api.send('POST', '/activities', {
    intID: 901,
    nameAR: ONLY_ON_SECOND_AR,
    nameEN: ONLY_ON_SECOND,
    infoAR: 'وصف',
    infoEN: 'Info',
    order: 1,
  });
  expect(created.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await closeApp(app);
  await second?.dispose();
  await nowhere?.close();
});

const serverField = () => page.getByRole('textbox', { name: en.settings.serverUrl });

/** Signs in on the login screen with the code the given server's outbox holds. */
async function signInAgainst(serverUrl: string): Promise<void> {
  await page.getByLabel(en.login.mobile).fill(ADMIN.mobile);
  await page.getByRole('button', { name: en.login.sendOtp }).click();
  await page.getByLabel('Digit 1 of 4').waitFor({ state: 'visible' });
  await typeCode(page, await latestOtp(serverUrl, ADMIN.mobile));
  await page.getByRole('button', { name: en.login.validateOtp }).click();
  await expectShell(page);
}

async function openActivities(): Promise<void> {
  await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: en.activities.menu, exact: true }).click();
  await page.getByRole('heading', { name: en.activities.menu, level: 1 }).waitFor();
}

/** Saves the form and waits for the app to come back on the login screen of the server now in force. */
async function saveAndReload(): Promise<void> {
  await page.getByRole('button', { name: en.settings.save }).click();
  await page.getByText(en.settings.saved).first().waitFor();
  await expectLoginScreen(page);
}

describe('settings', () => {
  it('points the app at a second platform server and back to local mode', { timeout: 120_000 }, async () => {
    await useEnglish(page);
    await expectLoginScreen(page);
    await page.getByRole('link', { name: en.login.openSettings }).click();
    await page.getByRole('heading', { name: en.settings.title, level: 1 }).waitFor();
    await page.getByText(en.settings.modeLocal).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');

    // Nothing answers there.
    await serverField().fill(nowhere!.url);
    await page.getByRole('button', { name: en.settings.testConnection }).click();
    await page.getByRole('alert').getByText(en.settings.refused).waitFor();

    await serverField().fill(second!.url);
    await page.getByRole('button', { name: en.settings.testConnection }).click();
    const version = (await (await fetch(`${second!.url}/health`)).json()) as { version: string };
    await page.getByText(en.settings.connectionOk.replace('{{version}}', version.version)).waitFor();

    await saveAndReload();
    await signInAgainst(second!.url);
    await openActivities();
    await page.getByRole('gridcell', { name: ONLY_ON_SECOND_AR }).first().waitFor();

    // From the shell: the settings say which server is in force; emptied, local mode again.
    await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: en.nav.appSettings }).click();
    await page.getByRole('heading', { name: en.settings.title, level: 1 }).waitFor();
    await page.getByRole('note').getByText(second!.url).waitFor();
    await expect.poll(() => serverField().inputValue()).toBe(second!.url);
    await serverField().fill('');
    await saveAndReload();
    await signInAgainst(app!.host.serverUrl);
    await openActivities();
    // The list has loaded (a seeded activity both servers have), without the second server's own.
    const local = await apiSession(app!.host.serverUrl, ADMIN.mobile);
    const seeded = ((await (await local.get('/activities')).json()) as { data: { activities: { nameAR: string }[] } }).data.activities[0]!;
    await page.getByRole('gridcell', { name: seeded.nameAR }).first().waitFor();
    expect(await page.getByRole('gridcell', { name: ONLY_ON_SECOND_AR }).count()).toBe(0);
  });

  it('refuses an address that is not one, in place', async () => {
    await page.goto(`${app!.host.url}/settings`);
    await page.getByRole('heading', { name: en.settings.title, level: 1 }).waitFor();
    await serverField().fill('ftp://files.example.org');
    await page.getByRole('button', { name: en.settings.save }).click();
    await page.getByText(en.settings.addressInvalid).waitFor();
  });

  it('never shows an error and a success at once: a message goes with the address it was about', async () => {
    await page.goto(`${app!.host.url}/settings`);
    await page.getByRole('heading', { name: en.settings.title, level: 1 }).waitFor();
    const testButton = page.getByRole('button', { name: en.settings.testConnection });
    const { version } = (await (await fetch(`${second!.url}/health`)).json()) as { version: string };
    const connected = page.getByText(en.settings.connectionOk.replace('{{version}}', version));

    await serverField().fill('ftp://files.example.org');
    await testButton.click();
    await expect.poll(() => fieldDescription(serverField())).toContain(en.settings.addressInvalid);

    // A good address: its message goes as it is typed, and Test says only that it connected.
    await serverField().fill(second!.url);
    await expect.poll(() => fieldDescription(serverField())).not.toContain(en.settings.addressInvalid);
    await testButton.click();
    await connected.waitFor();
    expect(await page.getByText(en.settings.addressInvalid).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    // Emptied, it is local mode: no message of the address tested before, and nothing to test.
    await serverField().fill('');
    await expect.poll(() => connected.count()).toBe(0);
    expect(await page.getByText(en.settings.addressInvalid).count()).toBe(0);
    await testButton.click();
    await page.getByRole('status').getByText(en.settings.localModeNothingToTest).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('says why a test failed in Arabic too, the technical detail on a line of its own', async () => {
    await page.goto(`${app!.host.url}/settings`);
    await page.getByRole('heading', { name: en.settings.title, level: 1 }).waitFor();
    await switchLanguage(page, 'ar');
    await page.getByRole('textbox', { name: ar.settings.serverUrl }).fill(nowhere!.url);
    await page.getByRole('button', { name: ar.settings.testConnection }).click();
    const failure = page.getByRole('alert').filter({ hasText: ar.settings.connectionFailed });
    await failure.getByText(ar.settings.refused).waitFor();
    // The system's own words, left to right, after the translated reason.
    const detail = failure.locator('bdi[dir="ltr"]');
    expect(await detail.innerText()).toMatch(/ECONNRESET|socket hang up|ECONNREFUSED/);
    await switchLanguage(page, 'en');
  });

  it('reads right to left in Arabic, with the address left to right', async () => {
    await page.goto(`${app!.host.url}/settings`);
    await page.getByRole('heading', { name: en.settings.title, level: 1 }).waitFor();
    await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: ar.settings.title, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const field = page.getByRole('textbox', { name: ar.settings.serverUrl });
    expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    const label = page.getByText(ar.settings.serverUrl, { exact: true }).first();
    expect(await label.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await switchLanguage(page, 'en');
  });
});
