/**
 * `npm run bench:list`: the generic list with 10,000 activities, in Chromium against
 * browser mode. Prints the median of 5 runs of
 *  - opening the screen (a cold load of /activities: app start, session check, the whole
 *    list through main, first page drawn), and
 *  - 'next page' (click to the next page drawn).
 *  - opening the screen from the menu inside the running app (where the list comes from the
 *    start-up load of spec 2.1, as it does for a user).
 * Targets: first page ≤ 500 ms, next page ≤ 50 ms. Times are taken inside the page
 * (performance.now()), so the driver's own round trips do not count.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { apiSession, startBrowserHostProcess, type ApiSession } from '../support/browser-host-process';
import { launchChromium } from '../support/chromium';
import { ADMIN, expectShell, signIn, useEnglish } from '../e2e/flows';
import { median, ms } from './stats';

const RUNS = 5;
const ROWS = 10_000;
const PARALLEL_REQUESTS = 16;

async function seedActivities(api: ApiSession): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < ROWS) {
      const index = next++;
      const response = await api.send('POST', '/activities', {
        intID: 100_000 + index,
        nameAR: `نشاط تجريبي رقم ${index}`,
        nameEN: `Benchmark activity ${index}`,
        infoAR: 'وصف النشاط للاختبار.',
        infoEN: 'Activity description for the benchmark.',
        order: index % 50,
      });
      if (response.status !== 201) throw new Error(`seeding failed: HTTP ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker));
}

/** Records, from navigation start, when the list's first row is drawn. */
const FIRST_ROW_PROBE = `
  new MutationObserver((_records, observer) => {
    if (document.querySelector('main table tbody tr')) {
      requestAnimationFrame(() => { window.__firstRowAt = performance.now(); });
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Clicks 'Next' inside the page and resolves with the time until the new page is drawn.
 * A string, because the test runner's transform would add helpers the page does not have.
 */
const NEXT_PAGE_PROBE = `new Promise((done, fail) => {
  const firstRowText = () => document.querySelector('main table tbody tr')?.textContent ?? '';
  const before = firstRowText();
  const next = [...document.querySelectorAll('main nav button')].find((button) => button.textContent.trim() === 'Next');
  if (!next) return fail(new Error('no Next button'));
  const started = performance.now();
  next.click();
  const check = () => (firstRowText() !== before ? done(performance.now() - started) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

const timeNextPage = (page: Page) => page.evaluate<number>(NEXT_PAGE_PROBE);

/** Clicks a menu entry inside the page and resolves with the time until its list's first row is drawn. */
const MENU_OPEN_PROBE = `new Promise((done, fail) => {
  const link = document.querySelector('a[href="/activities"]');
  if (!link) return fail(new Error('no Activities link'));
  const started = performance.now();
  link.click();
  const shown = () => document.querySelector('main h1')?.textContent === 'Activities' && document.querySelector('main table tbody tr');
  const check = () => (shown() ? done(performance.now() - started) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

async function main(): Promise<void> {
  if (!existsSync(resolve(__dirname, '../../out/renderer/index.html'))) throw new Error('Build the renderer first: npm run build:renderer');
  const host = await startBrowserHostProcess();
  const browser = await launchChromium();
  try {
    const api = await apiSession(host.serverUrl, ADMIN.mobile);
    const seeding = performance.now();
    await seedActivities(api);
    console.log(`seeded ${ROWS} activities in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const page = await browser.context.newPage();
    await page.addInitScript(FIRST_ROW_PROBE);
    await page.goto(host.url);
    await useEnglish(page);
    await signIn(page, host, { mobile: ADMIN.mobile });
    await expectShell(page);

    const firstPage: number[] = [];
    const nextPage: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${host.url}/activities`);
      await page.waitForFunction(() => typeof (window as { __firstRowAt?: number }).__firstRowAt === 'number', undefined, { timeout: 30_000 });
      firstPage.push(await page.evaluate<number>('window.__firstRowAt'));
      // The seeded demo activities come on top of the benchmark's own.
      const shown = Number((await page.getByText(/^\d+ rows$/).innerText()).split(' ')[0]);
      if (shown < ROWS) throw new Error(`the list shows ${shown} rows, expected at least ${ROWS}`);
      nextPage.push(await timeNextPage(page));
    }
    const fromMenu: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A neighbour in the same menu group, so the Activities entry is on screen.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin users' }).click();
      await page.getByRole('heading', { name: 'Admin users', level: 1 }).waitFor();
      fromMenu.push(await page.evaluate<number>(MENU_OPEN_PROBE));
    }
    console.log(`activities (${ROWS} rows): menu click → first page: median ${median(fromMenu).toFixed(0)} ms (${ms(fromMenu)} ms; target ≤ 500 ms)`);
    console.log(`activities (${ROWS} rows): cold app start on the list → first page: median ${median(firstPage).toFixed(0)} ms (${ms(firstPage)} ms; target ≤ 500 ms)`);
    console.log(`activities (${ROWS} rows): next page: median ${median(nextPage).toFixed(1)} ms (${nextPage.map((t) => t.toFixed(1)).join(', ')} ms; target ≤ 50 ms)`);
  } finally {
    await browser.close();
    await host.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
