/**
 * Every screen as an office user sees it: each screen of the screen catalogue
 * (tests/e2e/screen-catalogue.ts) and the signed-out ones, at three window sizes (the smallest
 * office laptop, the common one, a desktop screen), in Arabic and in English, measured for
 * layout defects (tests/e2e/layout-defects.ts says which: overlapping controls, a control past
 * its card, the main area or the window, sideways scrolling, a covered control, a cut value).
 * One test per size and language walks every screen and fails once, naming each screen with its
 * defects and where they are.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { switchLanguage } from './flows';
import { findLayoutDefects } from './layout-defects';
import { screenCatalogue, walkSignedOut, type CatalogueScreen } from './screen-catalogue';

let host: BrowserHostProcess;
let page: Page;
let screens: CatalogueScreen[];

useSignedInApp(async (app) => {
  ({ host, page } = app);
  screens = await screenCatalogue({ page, api: app.api });
});

/** The smallest office laptop, the common one (the size the issue was seen at), a desktop screen. */
const WINDOWS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
/** The window every other end-to-end file uses (tests/support/chromium.ts), given back after each test. */
const DEFAULT_WINDOW = { width: 1280, height: 800 };

const cases = WINDOWS.flatMap((window) => [
  { ...window, language: 'ar' as const, texts: ar },
  { ...window, language: 'en' as const, texts: en },
]);

describe.each(cases)('layout at $width×$height in $language', ({ width, height, language, texts }) => {
  // About 60 screens opened and measured (a second or less each on a busy two-core machine), and a sign-in.
  it('has no overlapping, cut off, covered or out-of-bounds control on any screen', { timeout: 240_000 }, async () => {
    await page.setViewportSize({ width, height });
    try {
      if (language === 'ar') await switchLanguage(page, 'ar');
      const reports: string[] = [];
      const measure = async (name: string) => {
        const defects = await findLayoutDefects(page);
        if (defects.length > 0) reports.push(`${name} (${defects.length}):\n${defects.map((defect) => `  - ${defect}`).join('\n')}`);
      };
      for (const screen of screens) {
        await screen.open(texts);
        await measure(screen.name);
        await screen.close?.(texts);
      }
      // Last: the next test starts signed in, in whatever language this one used.
      await walkSignedOut({ page, host }, texts, measure);
      expect(reports, `layout defects at ${width}×${height} (${language}):\n\n${reports.join('\n\n')}`).toEqual([]);
    } finally {
      await page.setViewportSize(DEFAULT_WINDOW);
    }
  });
});
