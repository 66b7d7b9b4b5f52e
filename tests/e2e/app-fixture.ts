/**
 * One signed-in app per end-to-end file: one browser host, one Chromium and one sign-in, the
 * fixed cost of a file, paid once in `beforeAll`. Before each test the page is brought back
 * to the state every test may start from (signed in as the file's admin, in English, no dialog
 * open, the top bar's organization chosen), so the tests of a file pass in any order and one
 * at a time (`-t`); each test then opens its own screen. What else a file's tests change (the
 * server's rows, a saved column choice) the file resets in its own `beforeEach` or at the start
 * of each test.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Page } from 'playwright-core';
import { DRAFTS_FOLDER_NAME } from '../../src/main/core/drafts/journal';
import type { StartOptions } from '../support/browser-host-process';
import { en } from '../../src/renderer/src/i18n/en';
import { ADMIN, chooseTopBarOrganization, closeApp, expectLoginOrShell, openSignedInApp, signIn, useEnglish, type SignedInApp } from './flows';

export interface AppFixtureOptions {
  /** Who signs in (an admin by default). */
  identity?: { mobile: string };
  /** How the host starts; a function when it depends on something the file starts first. */
  startOptions?: StartOptions | (() => StartOptions);
  /** The top bar's organization each test starts with, by name ('All organizations' by default). */
  organization?: () => string;
}

/**
 * Registers the file's hooks; `onStart` receives the running app once (the file keeps its
 * parts in its own variables).
 */
export function useSignedInApp(onStart: (app: SignedInApp) => unknown, options: AppFixtureOptions = {}): void {
  let app: SignedInApp | undefined;
  beforeAll(async () => {
    const startOptions = typeof options.startOptions === 'function' ? options.startOptions() : options.startOptions;
    app = await openSignedInApp({ identity: options.identity, startOptions });
    await onStart(app);
  });
  beforeEach(async () => {
    // Before a sign-in too: the app offers an admin's drafts when it starts signed in.
    await discardDrafts(app!.page, app!.host.dataDir);
    await backToStart(app!, options.identity ?? ADMIN);
    await chooseTopBarOrganization(app!.page, options.organization?.() ?? en.shell.allOrganizations);
    await discardDrafts(app!.page, app!.host.dataDir);
  });
  afterAll(() => closeApp(app));
}

/**
 * No test starts with another test's drafts: a form left with changes keeps its draft by design
 * (and offers it when it opens again). A form still on screen may send one more change (the top
 * bar's organization just chosen) within the draft's sending interval, so that is waited out first.
 */
/** Twice the renderer's draft sending interval (useFormDraft.tsx, DRAFT_SEND_INTERVAL_MS: 250 ms). */
const DRAFT_SETTLED_MS = 500;

export async function discardDrafts(page: Page, dataDir: string): Promise<void> {
  const folder = join(dataDir, DRAFTS_FOLDER_NAME);
  const formOnScreen = (await page.locator('main form').count()) > 0;
  if (!formOnScreen && !existsSync(folder)) return;
  if (formOnScreen) await page.waitForTimeout(DRAFT_SETTLED_MS);
  rmSync(folder, { recursive: true, force: true });
}

/**
 * The shell in English with nothing over it. A test that left it so costs nothing here; after
 * one that switched language, signed out, left a dialog open or failed half way, the app is
 * opened again (and signed in again when the session was gone).
 */
async function backToStart({ page, host }: SignedInApp, identity: { mobile: string }): Promise<void> {
  // Hidden behind an open modal dialog, and named otherwise in Arabic.
  const logout = page.getByRole('button', { name: en.shell.logout });
  if (await logout.isVisible()) return;
  await page.goto(host.url);
  await expectLoginOrShell(page);
  await useEnglish(page);
  if (await logout.isVisible()) return;
  await signIn(page, host, identity);
  await logout.waitFor();
}
