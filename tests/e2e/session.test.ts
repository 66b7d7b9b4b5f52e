/**
 * What the server decides about a session reaches the user. These tests need to change the
 * server's database behind its back (revoke a session, break a table), which an embedded
 * PGlite held by the host process does not allow, so the host runs on a fresh PostgreSQL
 * database created from DATABASE_URL (CI sets it; PostgreSQL runs on every machine here).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import { startBrowserHostProcess, type BrowserHostProcess } from '../support/browser-host-process';
import { launchChromium, openLaunchAddress, type Chromium } from '../support/chromium';
import { ADMIN, expectLoginScreen, expectShell, signIn, useEnglish, expectVisibleText } from './flows';

const adminUrl = process.env.DATABASE_URL;
const databaseName = `bo_e2e_${randomBytes(6).toString('hex')}`;

let host: BrowserHostProcess;
let browser: Chromium;
let page: Page;
let database: pg.Client;

function urlOf(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!adminUrl)('sessions decided by the server (PostgreSQL; set DATABASE_URL)', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    host = await startBrowserHostProcess({ env: { DATABASE_URL: urlOf(databaseName) } });
    database = new pg.Client({ connectionString: urlOf(databaseName) });
    await database.connect();
    browser = await launchChromium();
    page = await openLaunchAddress(browser.context, host.launchUrl);
    await useEnglish(page);
  });

  afterAll(async () => {
    await database?.end();
    await browser?.close();
    await host?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('a session revoked on the server returns the user to the login at the next start', async () => {
    await signIn(page, host, { mobile: ADMIN.mobile });
    await expectShell(page);
    const revoked = await database.query('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL');
    expect(revoked.rowCount).toBeGreaterThan(0);
    await page.reload();
    await expectLoginScreen(page);
  });

  it('a start-up list that fails to load shows the error toast', async () => {
    await signIn(page, host, { mobile: ADMIN.mobile });
    await expectShell(page);
    await database.query('ALTER TABLE activities RENAME TO activities_unavailable');
    try {
      await page.reload();
      await expectShell(page);
      await expectVisibleText(page, en.errors.internal, 15_000);
    } finally {
      await database.query('ALTER TABLE activities_unavailable RENAME TO activities');
    }
  });
});
