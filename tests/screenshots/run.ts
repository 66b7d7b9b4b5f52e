/**
 * `npm run screenshots [folder]`: every screen of the screen catalogue (tests/e2e/screen-catalogue.ts)
 * and the signed-out ones at 1366×768, the common office laptop, in Arabic and in English, as PNG
 * files named by size, language and screen (`1366-ar-projects-edit.png`), to look at a screen as a
 * person would before and after changing it. A screen whose main area scrolls has a second file
 * scrolled to its end (`…-end.png`, where a long form's Save and Cancel are).
 *
 * It starts the browser host on a fresh database (the demo seed) and Debian's Chromium, like the
 * end-to-end suites, and uses the renderer as last built (`npm run screenshots` builds it first).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { closeApp, openSignedInApp, switchLanguage, type SignedInApp } from '../e2e/flows';
import { screenCatalogue, walkSignedOut } from '../e2e/screen-catalogue';

const WINDOW = { width: 1366, height: 768 };
const folder = resolve(process.argv[2] ?? 'screenshots');

/** A screen's name as a file name: its words without the parenthesized detail ('ramadanNotes edit (…)' → 'ramadan-notes-edit'). */
function fileNameOf(name: string): string {
  return name
    .replace(/\([^)]*\)/g, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Writes the window as shown, then, when the main area scrolls, scrolled to its end (and back). */
async function photograph(page: Page, file: string, written: Set<string>): Promise<void> {
  if (written.has(file)) throw new Error(`two screens make ${file}: give one of them another name`);
  written.add(file);
  await page.screenshot({ path: resolve(folder, `${file}.png`) });
  const scrolls = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main !== null && main.scrollHeight > main.clientHeight;
  });
  if (!scrolls) return;
  await page.evaluate(() => document.querySelector('main')!.scrollTo({ top: 1e6, behavior: 'instant' }));
  await page.screenshot({ path: resolve(folder, `${file}-end.png`) });
  await page.evaluate(() => document.querySelector('main')!.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Every screen in both languages; answers how many files of screens were written (not counting the `-end` ones). */
async function photographAll(app: SignedInApp): Promise<number> {
  const { page, host, api } = app;
  const screens = await screenCatalogue({ page, api });
  const written = new Set<string>();
  await page.setViewportSize(WINDOW);
  for (const [language, texts] of [['ar', ar], ['en', en]] as Array<['ar' | 'en', Dictionary]>) {
    await switchLanguage(page, language);
    const prefix = `${WINDOW.width}-${language}-`;
    for (const screen of screens) {
      await screen.open(texts);
      await photograph(page, prefix + fileNameOf(screen.name), written);
      await screen.close?.(texts);
    }
    await walkSignedOut({ page, host }, texts, (name) => photograph(page, prefix + fileNameOf(name), written));
  }
  return written.size;
}

async function main(): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const app = await openSignedInApp();
  try {
    const count = await photographAll(app);
    console.log(`${count} screens photographed in ${folder}`);
  } finally {
    await closeApp(app);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
