/**
 * axe-core on every screen of the screen catalogue (tests/e2e/screen-catalogue.ts), in Arabic
 * and in English: the signed-out screens, the shell's landing screen, each list with its add and
 * edit forms, the keywords list with its inline form, an empty form's messages, an open column
 * chooser and delete confirmation, a list narrowed by the top bar's organization and the menu
 * drawer of a narrow window. No serious or critical violation may remain (tests/support/axe.ts
 * says which rules, and the one false positive left out). One test per language walks every
 * screen and fails once, naming each screen with what axe found there.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { BrowserHostProcess } from '../support/browser-host-process';
import { blockingViolations, describeViolations } from '../support/axe';
import { useSignedInApp } from './app-fixture';
import { switchLanguage } from './flows';
import { screenCatalogue, walkSignedOut, type CatalogueScreen } from './screen-catalogue';

let host: BrowserHostProcess;
let page: Page;
let screens: CatalogueScreen[];

useSignedInApp(async (app) => {
  ({ host, page } = app);
  screens = await screenCatalogue({ page, api: app.api });
});

/** axe on the current page; the screen's report, or nothing when it has no blocking violation. */
async function check(name: string): Promise<string | undefined> {
  const violations = await blockingViolations(page);
  return violations.length === 0 ? undefined : `${name}:\n${describeViolations(violations)}`;
}

describe.each([
  { language: 'ar', texts: ar },
  { language: 'en', texts: en },
] as const)('axe-core in $language', ({ language, texts }) => {
  // About 60 screens, each opened and checked (one to three seconds each on a busy two-core machine), and a sign-in.
  it('finds no serious or critical violation on any screen', { timeout: 300_000 }, async () => {
    if (language === 'ar') await switchLanguage(page, 'ar');
    const reports: Array<string | undefined> = [];
    for (const screen of screens) {
      await screen.open(texts);
      reports.push(await check(screen.name));
      await screen.close?.(texts);
    }
    // Last: the next test starts signed in, in whatever language this one used.
    await walkSignedOut({ page, host }, texts, async (name) => void reports.push(await check(name)));
    const found = reports.filter((report): report is string => report !== undefined);
    expect(found, `serious or critical violations (${language}):\n\n${found.join('\n\n')}`).toEqual([]);
  });
});
