/**
 * Every screen as an office user sees it: each screen of the screen catalogue
 * (tests/e2e/screen-catalogue.ts) and the signed-out ones, at three window sizes (the smallest
 * office laptop, the common one, a desktop screen), in Arabic and in English, measured for
 * layout defects (tests/e2e/layout-defects.ts says which: overlapping controls, a control past
 * its card, the main area or the window, sideways scrolling, a covered control, a cut value).
 * One test per language walks every screen, measures it at each size (the window resized, as a
 * user may) and fails once, naming each screen and size with its defects and where they are.
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

/** After a resize: two frames, so what lays itself out from the window's size (resize observers) has done so. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

describe.each([
  { language: 'ar' as const, texts: ar },
  { language: 'en' as const, texts: en },
])('layout in $language', ({ language, texts }) => {
  // About 60 screens, each opened once and measured at the three sizes (the window resized, as a
  // user may), and a sign-in; a second or two each on a busy two-core machine.
  it(`has no overlapping, cut off, covered or out-of-bounds control on any screen at ${WINDOWS.map(({ width, height }) => `${width}×${height}`).join(', ')}`, { timeout: 300_000 }, async () => {
    try {
      if (language === 'ar') await switchLanguage(page, 'ar');
      const reports: string[] = [];
      const measure = async (name: string) => {
        for (const window of WINDOWS) {
          await page.setViewportSize(window);
          await settled(page);
          const defects = await findLayoutDefects(page);
          if (defects.length > 0) reports.push(`${name} at ${window.width}×${window.height} (${defects.length}):\n${defects.map((defect) => `  - ${defect}`).join('\n')}`);
        }
      };
      for (const screen of screens) {
        await screen.open(texts);
        await measure(screen.name);
        await screen.close?.(texts);
      }
      // Last: the next test starts signed in, in whatever language this one used.
      await walkSignedOut({ page, host }, texts, measure);
      expect(reports, `layout defects (${language}):\n\n${reports.join('\n\n')}`).toEqual([]);
    } finally {
      await page.setViewportSize(DEFAULT_WINDOW);
    }
  });
});
