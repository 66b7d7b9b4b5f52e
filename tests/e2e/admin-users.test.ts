/**
 * Admin users (spec 2.19, 4 'Admin creation' / 'Admin edit' / 'Admin role change', 6), end to
 * end in Chromium against browser mode: the list of admins, adding an admin by mobile number
 * and by email with a code read from the dev outbox, a wrong code, the edit-account form and
 * its 1.5 s redirect, demotion, and the refusal to demote the last admin. The server's own
 * view is checked through its HTTP API. Each test starts with the demo admin as the only admin.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { User } from '../../src/shared/entities/auth';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { apiSession, latestOtp, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { ADMIN, NON_ADMIN, expectEmailMessages, expectMobileMessages, expectShell, expectVisibleText, switchLanguage, typeCode } from './flows';
import * as list from './list-steps';

const NEW_EMAIL = 'new.admin@example.org';
const EDITED_EMAIL = 'edited.admin@example.org';
const RENAMED = { email: 'renamed.admin@example.org', mobile: '971500000066' };
const LEAVING_EMAIL = 'leaving.admin@example.org';
const STRANGER_MOBILE = '971500000077';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp((app) => ({ host, page, api } = app));
beforeEach(onlyTheDemoAdmin);

/** Every user the server knows, and the admins among them. */
async function users(): Promise<User[]> {
  return ((await (await api.get('/users')).json()) as { users: User[] }).users;
}
async function admins(): Promise<User[]> {
  return ((await (await api.get('/users?role=admin')).json()) as { users: User[] }).users;
}

/** Demotes every admin but the signed-in demo admin, through the API. */
async function onlyTheDemoAdmin(): Promise<void> {
  for (const other of (await admins()).filter((user) => user.email !== ADMIN.email)) {
    expect((await api.send('PUT', `/users/${other.objectId}`, { role: 'user' })).status).toBe(200);
  }
}

/** Makes an admin of the email address through the API, as 'Add Admin' does: a code sent to it, then verified. */
async function addAdminThroughApi(email: string): Promise<User> {
  const challenge = (await (await api.send('POST', '/admins/otp/generate', { email })).json()) as { access_token: string; timestamp: number };
  const otp = await latestOtp(host.serverUrl, email);
  const response = await api.send('POST', '/admins/otp/verify', { otp, timestamp: challenge.timestamp, access_token: challenge.access_token, email });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { user: User }).user;
}

/** How many messages the dev outbox holds for an identity (a new code is one more). */
async function outboxCount(to: string): Promise<number> {
  const response = await fetch(`${host.serverUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

const pathname = () => new URL(page.url()).pathname;
const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
/** The row with a cell of exactly this text (admin@… is a part of new.admin@…). */
const rowOf = (text: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });
const cellsOf = async (text: string) => (await rowOf(text).getByRole('gridcell').allInnerTexts()).map((cell) => cell.trim());
const signedInAs = () => page.getByTitle(en.shell.signedInAs.replace('{{name}}', 'Demo Admin'));
const removeQuestion = (name: string) => en.adminUsers.deleteQuestion.replace('{{name}}', name);

/** Opens the list fresh (a list loads once per app run, so a new load shows what the API changed). */
async function openList(): Promise<void> {
  await page.goto(`${host.url}/adminusers`);
  await expect.poll(() => heading(en.adminUsers.menu).isVisible()).toBe(true);
  await expect.poll(() => rowOf(ADMIN.email).count()).toBe(1);
}

/** Opens 'Add Admin' from the list; the first step shows. */
async function openAddAdmin(): Promise<void> {
  await openList();
  await page.getByRole('button', { name: en.adminUsers.add }).click();
  await expect.poll(pathname).toBe('/addAdmin');
  await expect.poll(() => page.getByRole('form', { name: en.adminUsers.addFormName }).isVisible()).toBe(true);
}

/** Sends a code to the identity from step 0 and waits for step 1 and for the code in the outbox. */
async function sendCode(identity: { mobile: string } | { email: string }): Promise<string> {
  const to = 'mobile' in identity ? identity.mobile : identity.email;
  const before = await outboxCount(to);
  if ('mobile' in identity) {
    await page.getByRole('tab', { name: en.login.mobile }).click();
    await page.getByLabel(en.login.mobile).fill(identity.mobile);
  } else {
    await page.getByRole('tab', { name: en.login.email }).click();
    await page.getByLabel(en.login.email).fill(identity.email);
  }
  await page.getByRole('button', { name: en.login.sendOtp }).click();
  await expect.poll(() => page.getByRole('form', { name: en.adminUsers.verifyFormName }).isVisible()).toBe(true);
  await expect.poll(() => outboxCount(to)).toBeGreaterThan(before);
  return latestOtp(host.serverUrl, to);
}

describe('admin users list', () => {
  it('lists only the admins, with the columns of the spec, no status and no bulk delete', async () => {
    await openList();
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((header) => header.trim());
    expect(headers).toEqual([en.adminUsers.id, en.adminUsers.name, en.adminUsers.role, en.adminUsers.email, en.adminUsers.mobile, en.columns.actions]);
    const [demoAdmin] = (await admins()).filter((user) => user.email === ADMIN.email);
    expect(await cellsOf(ADMIN.email)).toEqual([demoAdmin!.objectId, 'Demo Admin', 'admin', ADMIN.email, ADMIN.mobile, '']);
    // The seeded user is not an admin.
    expect(await rowOf(NON_ADMIN.mobile).count()).toBe(0);
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await page.getByRole('button', { name: en.list.deleteSelected }).count()).toBe(0);
    expect(await page.getByRole('button', { name: en.list.editRow.replace('{{name}}', 'Demo Admin') }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.list.deleteRow.replace('{{name}}', 'Demo Admin') }).isVisible()).toBe(true);
  });
});

describe('adding an admin', () => {
  it('promotes a user by mobile number: toast, listed, role admin on the server, their old session ended; the admin stays signed in as themselves', async () => {
    // The user had signed in somewhere (the server lets users sign in; only the back-office refuses
    // them): a live session, refused as a non-admin (403, not 401).
    const userSession = await apiSession(host.serverUrl, NON_ADMIN.mobile);
    expect((await userSession.send('POST', '/token/verify')).status).toBe(403);

    await openAddAdmin();
    expect(await page.getByRole('tab', { name: en.login.mobile }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText(en.adminUsers.addBy, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel(en.login.mobile).getAttribute('placeholder')).toBe('9715xxxxxxxx');
    await expectMobileMessages(page);

    const code = await sendCode({ mobile: NON_ADMIN.mobile });
    expect(await page.getByText(NON_ADMIN.mobile).filter({ visible: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: en.login.change }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.login.resend }).isVisible()).toBe(true);
    // The code is checked by the schema first.
    await page.getByRole('button', { name: en.adminUsers.verifyOtp }).click();
    await expectVisibleText(page, en.validation.otpRequired);

    await typeCode(page, code);
    await page.getByRole('button', { name: en.adminUsers.verifyOtp }).click();
    await expectVisibleText(page, en.adminUsers.added);
    await expect.poll(pathname).toBe('/adminusers');
    await expect.poll(() => rowOf(NON_ADMIN.mobile).count()).toBe(1);
    expect(await cellsOf(NON_ADMIN.mobile)).toContain('Demo User');

    const promoted = (await admins()).find((user) => user.mobile_number === NON_ADMIN.mobile);
    expect(promoted?.role).toBe('admin');
    // Promotion ended the session the user had (401: no live session any more), so the verify
    // step left them without one.
    expect((await userSession.send('POST', '/token/verify')).status).toBe(401);

    // The browser's session is still the admin's, across a reload.
    await expectShell(page);
    expect(await signedInAs().isVisible()).toBe(true);
    await page.reload();
    await expectShell(page);
    await expect.poll(() => signedInAs().isVisible()).toBe(true);
    await expect.poll(() => rowOf(NON_ADMIN.mobile).count()).toBe(1);
    // The shell still works: another screen opens and comes back.
    await page.getByRole('navigation').getByRole('link', { name: en.activities.menu, exact: true }).click();
    await expect.poll(() => heading(en.activities.menu).isVisible()).toBe(true);
    await page.getByRole('navigation').getByRole('link', { name: en.adminUsers.menu, exact: true }).click();
    await expect.poll(pathname).toBe('/adminusers');
    await expect.poll(() => rowOf(NON_ADMIN.mobile).count()).toBe(1);
  });

  it("adds a new identity by email; its missing name and number show 'not exist'", async () => {
    await openAddAdmin();
    await expectEmailMessages(page);

    const code = await sendCode({ email: NEW_EMAIL });
    await typeCode(page, code);
    await page.getByRole('button', { name: en.adminUsers.verifyOtp }).click();
    await expectVisibleText(page, en.adminUsers.added);
    await expect.poll(pathname).toBe('/adminusers');
    await expect.poll(() => rowOf(NEW_EMAIL).count()).toBe(1);

    const added = (await admins()).find((user) => user.email === NEW_EMAIL);
    expect(added).toMatchObject({ role: 'admin', name: null, mobile_number: null });
    expect(await cellsOf(NEW_EMAIL)).toEqual([added!.objectId, en.common.notSet, 'admin', NEW_EMAIL, en.common.notSet, '']);
    expect(await signedInAs().isVisible()).toBe(true);
  });

  it('refuses a wrong code in place and promotes nobody; Change and Resend work', async () => {
    const before = (await admins()).map((user) => user.objectId).sort();
    await openAddAdmin();
    const code = await sendCode({ mobile: STRANGER_MOBILE });
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await typeCode(page, wrong);
    await page.getByRole('button', { name: en.adminUsers.verifyOtp }).click();
    await expectVisibleText(page, en.errors.otp.invalid);
    expect(pathname()).toBe('/addAdmin');
    expect((await admins()).map((user) => user.objectId).sort()).toEqual(before);
    expect((await users()).find((user) => user.mobile_number === STRANGER_MOBILE)?.role ?? 'none').not.toBe('admin');
    // A refusal of the new admin's code does not sign the admin out.
    await expectShell(page);

    // Resend sends another code to the same number.
    const sent = await outboxCount(STRANGER_MOBILE);
    await expect.poll(() => page.getByRole('button', { name: en.login.resend }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: en.login.resend }).click();
    await expectVisibleText(page, en.login.codeResent);
    await expect.poll(() => outboxCount(STRANGER_MOBILE)).toBeGreaterThan(sent);

    // Change goes back to step 0 with the number kept.
    await page.getByRole('button', { name: en.login.change }).click();
    await expect.poll(() => page.getByRole('form', { name: en.adminUsers.addFormName }).isVisible()).toBe(true);
    expect(await page.getByLabel(en.login.mobile).inputValue()).toBe(STRANGER_MOBILE);
    await page.getByRole('button', { name: en.common.cancel }).click();
    await expect.poll(pathname).toBe('/adminusers');
    expect((await admins()).map((user) => user.objectId).sort()).toEqual(before);
  });

  it('shows its first step in Arabic, right to left; the list says what a new admin has not set', async () => {
    const added = await addAdminThroughApi(NEW_EMAIL);
    await openList();
    await switchLanguage(page, 'ar');
    // Added by e-mail: no name, no mobile number yet.
    await expect.poll(() => cellsOf(NEW_EMAIL)).toEqual([added.objectId, ar.common.notSet, ar.adminUsers.roles.admin, NEW_EMAIL, ar.common.notSet, '']);
    await page.getByRole('button', { name: ar.adminUsers.add }).click();
    await expect.poll(pathname).toBe('/addAdmin');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => heading(ar.adminUsers.addTitle).isVisible()).toBe(true);
    const form = page.getByRole('form', { name: ar.adminUsers.addFormName });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await page.getByText(ar.adminUsers.addBy, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: ar.login.mobile }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: ar.login.email }).isVisible()).toBe(true);
    await expectMobileMessages(page, ar);
    await expectEmailMessages(page, ar);
  });
});

describe('editing an admin account', () => {
  it('prefills, validates, saves with a toast and returns to the list 1.5 s later', async () => {
    const added = await addAdminThroughApi(EDITED_EMAIL);
    await openList();
    await page.getByRole('button', { name: en.list.editRow.replace('{{name}}', EDITED_EMAIL) }).click();
    await expect.poll(pathname).toBe(`/editAdmin/${added.objectId}`);
    await expect.poll(() => heading(en.adminUsers.editTitle).isVisible()).toBe(true);
    const email = page.getByLabel(en.login.email);
    const mobile = page.getByLabel(en.login.mobile);
    await expect.poll(() => email.inputValue()).toBe(EDITED_EMAIL);
    expect(await mobile.inputValue()).toBe('');

    const save = page.getByRole('button', { name: en.common.save });
    await save.click();
    await expectVisibleText(page, en.validation.mobileRequired);
    await mobile.fill('12345');
    await email.fill('');
    await save.click();
    await expectVisibleText(page, en.validation.mobileInvalid);
    await expectVisibleText(page, en.validation.emailRequired);
    await email.fill('not-an-address');
    await save.click();
    await expectVisibleText(page, en.validation.emailInvalid);
    expect(pathname()).toBe(`/editAdmin/${added.objectId}`);

    await mobile.fill(RENAMED.mobile);
    await email.fill(RENAMED.email);
    await save.click();
    await expectVisibleText(page, en.adminUsers.saved);
    const savedAt = Date.now();
    // Until the list opens the form cannot be sent again.
    expect(pathname()).toBe(`/editAdmin/${added.objectId}`);
    expect(await save.isDisabled()).toBe(true);
    await expect.poll(pathname).toBe('/adminusers');
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1_000);

    await expect.poll(() => rowOf(RENAMED.email).count()).toBe(1);
    expect(await cellsOf(RENAMED.email)).toEqual([added.objectId, en.common.notSet, 'admin', RENAMED.email, RENAMED.mobile, '']);
    const saved = (await users()).find((user) => user.objectId === added.objectId);
    expect(saved).toMatchObject({ email: RENAMED.email, mobile_number: RENAMED.mobile, role: 'admin' });
  });
});

describe('removing an admin', () => {
  it('demotes to a user after a confirmation: toast, gone from the list, role user on the server', async () => {
    const target = await addAdminThroughApi(LEAVING_EMAIL);
    await openList();
    await list.deleteRowAfterCancel(page, {
      rowName: LEAVING_EMAIL,
      question: removeQuestion(LEAVING_EMAIL),
      toast: en.adminUsers.deleted,
      // Cancel keeps the admin.
      whileKept: async () => expect((await admins()).some((user) => user.objectId === target.objectId)).toBe(true),
    });
    await expect.poll(() => rowOf(LEAVING_EMAIL).count()).toBe(0);
    const demoted = (await users()).find((user) => user.objectId === target.objectId);
    expect(demoted?.role).toBe('user');
    expect((await admins()).some((user) => user.objectId === target.objectId)).toBe(false);
  });

  it('refuses to demote the last admin, with the server refusal shown', async () => {
    // The signed-in admin is the only one (see beforeEach).
    await openList();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    await list.askToDeleteRow(page, 'Demo Admin', removeQuestion('Demo Admin'));
    await list.confirmDeletion(page, en.errors.users.lastAdmin);
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    // The list reloads after the refused call, still with its admin.
    await expect.poll(() => rowOf(ADMIN.email).count()).toBe(1);
    expect((await admins()).map((user) => user.email)).toEqual([ADMIN.email]);
    await expectShell(page);
    expect(await signedInAs().isVisible()).toBe(true);
  });
});
