/**
 * `npm run bench:list`: the generic list with 10,000 activities and with 10,000 projects (each
 * with its payments), in Chromium against browser mode; then the edit form of a project with
 * 20 SMS rows; then 100,000 keywords, a server-mode list (registry `list.mode`). Prints the
 * median of 5 runs of
 *  - opening the screen from the menu inside the running app (activities come from the
 *    start-up load of spec 2.1; projects load when their list first opens),
 *  - a cold app start on the list (app start, session check, the whole list through the
 *    host and main, first page drawn),
 *  - 'next page' (click to the next page drawn),
 *  - Edit on a project with 20 SMS rows → the form filled and ready.
 * Targets: first page ≤ 500 ms, next page ≤ 50 ms, the form ≤ 300 ms. For the keywords: a cold
 * start on the list → first page ≤ 500 ms, next page ≤ 100 ms, the last key typed in the search
 * box → its results drawn ≤ 200 ms (the search box's pause included), and the renderer's JS heap
 * after paging through 20 pages (target ≤ 100 MB); the same, with the same targets, for 100,000
 * memorial persons (a server-mode list searched by name, applicant and mobile number). Times are
 * taken inside the page (performance.now()), so the driver's own round trips do not count.
 * BENCH_KEYWORDS and BENCH_MEMORIALS set the numbers of rows for a quick trial; BENCH_LISTS=keywords
 * or BENCH_LISTS=memorials runs that list alone, BENCH_LISTS=server both server-mode lists.
 * BACKOFFICE_RENDERER_DIR points at another build than out/renderer, as it does for the host.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/database';
import { seedDemoData } from '../../src/server/seed/demo';
import { startPlatformServer } from '../../src/server/start';
import { apiSession, E2E_OTP_POLICY, startBrowserHostProcess, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { launchChromium, openLaunchAddress } from '../support/chromium';
import { ADMIN, expectShell, signIn, useEnglish } from '../e2e/flows';
import { median, ms } from './stats';
import { SEARCH_PAUSE_MS } from '../../src/shared/search-text';

const RUNS = 5;
/** BENCH_ROWS makes a quick trial run possible; the reported numbers use the default. */
const ROWS = Number(process.env.BENCH_ROWS) || 10_000;
const KEYWORDS = Number(process.env.BENCH_KEYWORDS) || 100_000;
const MEMORIALS = Number(process.env.BENCH_MEMORIALS) || 100_000;
const PARALLEL_REQUESTS = 16;

/** Creates `ROWS` records through the API, `PARALLEL_REQUESTS` at a time. */
async function seed(api: ApiSession, path: string, body: (index: number) => unknown): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < ROWS) {
      const response = await api.send('POST', path, body(next++));
      if (response.status !== 201) throw new Error(`seeding ${path} failed: HTTP ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker));
}

const activityBody = (index: number) => ({
  intID: 100_000 + index,
  nameAR: `نشاط تجريبي رقم ${index}`,
  nameEN: `Benchmark activity ${index}`,
  infoAR: 'وصف النشاط للاختبار.',
  infoEN: 'Activity description for the benchmark.',
  order: index % 50,
});

const smsRow = (index: number, row: number) => ({
  mno: (row % 2) + 1,
  price: 10,
  short_code: 4202,
  // A keyword on a short code counts for one record only (the server refuses a second claim).
  keyword_ar: `تبرع${index}ر${row}`,
  keyword_en: `GIVE${index}R${row}`,
});

/** A project as the form creates it: two SMS rows, a bank block and a credit-card link. */
const projectBody = (index: number, smsRows = 2) => ({
  act_id: 1,
  org_id: 1,
  nameAR: `مشروع تجريبي ${index}`,
  nameEN: `Benchmark project ${index}`,
  infoAR: '<p class="ql-align-right ql-direction-rtl">وصف المشروع.</p>',
  infoEN: '<p>Project description.</p>',
  Order: index % 50,
  sms_payment: Array.from({ length: smsRows }, (_, row) => smsRow(index, row)),
  bank_payment: [
    { IBAN: 'AE070331234567890123456', accNum: '1234567890', accNameAR: 'حساب', accNameEN: 'Account', nameAR: 'بنك', nameEN: 'Bank', noteAR: 'ملاحظة', noteEN: 'Note' },
  ],
  cc_payment: [{ cc_url: `https://example.org/donate/${index}` }],
});

interface ListScenario {
  name: string;
  path: string;
  heading: string;
  /** A menu entry of the same group, to open the list from. */
  neighbour: string;
}

const ACTIVITIES: ListScenario = { name: 'activities', path: '/activities', heading: 'Activities', neighbour: 'Admin users' };
const PROJECTS: ListScenario = {
  name: 'projects (2 SMS rows, a bank block and a card link each)',
  path: '/projects/list',
  heading: 'Projects',
  neighbour: 'Urgent cases',
};

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
const menuOpenProbe = (scenario: ListScenario) => `new Promise((done, fail) => {
  const link = document.querySelector('a[href="${scenario.path}"]');
  if (!link) return fail(new Error('no menu link to ${scenario.path}'));
  const started = performance.now();
  link.click();
  const shown = () => document.querySelector('main h1')?.textContent === '${scenario.heading}' && document.querySelector('main table tbody tr');
  const check = () => (shown() ? done(performance.now() - started) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

/** Cold app starts on the list, 'next page', then openings from the menu. */
async function measureList(page: Page, host: BrowserHostProcess, scenario: ListScenario): Promise<void> {
  const firstPage: number[] = [];
  const nextPage: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${host.url}${scenario.path}`);
    await page.waitForFunction(() => typeof (window as { __firstRowAt?: number }).__firstRowAt === 'number', undefined, { timeout: 60_000 });
    firstPage.push(await page.evaluate<number>('window.__firstRowAt'));
    // The seeded demo records come on top of the benchmark's own.
    const shown = Number((await page.getByText(/^\d+ rows$/).innerText()).split(' ')[0]);
    if (shown < ROWS) throw new Error(`the list shows ${shown} rows, expected at least ${ROWS}`);
    nextPage.push(await timeNextPage(page));
  }
  const fromMenu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: scenario.neighbour }).click();
    await page.getByRole('heading', { name: scenario.neighbour, level: 1 }).waitFor();
    fromMenu.push(await page.evaluate<number>(menuOpenProbe(scenario)));
  }
  const label = `${scenario.name}, ${ROWS} rows`;
  console.log(`${label}: menu click → first page: median ${median(fromMenu).toFixed(0)} ms (${ms(fromMenu)} ms; target ≤ 500 ms)`);
  console.log(`${label}: cold app start on the list → first page: median ${median(firstPage).toFixed(0)} ms (${ms(firstPage)} ms)`);
  console.log(`${label}: next page: median ${median(nextPage).toFixed(1)} ms (${nextPage.map((t) => t.toFixed(1)).join(', ')} ms; target ≤ 50 ms)`);
}

const EDITED_PROJECT = 'Benchmark project with 20 SMS rows';
/** The name its row shows, and so names its controls by ('Edit <name>'). */
const EDITED_PROJECT_AR = 'مشروع القياس بعشرين رسالة';

/** Clicks Edit on the project and resolves with the time until its form is filled and can be confirmed. */
const FORM_OPEN_PROBE = `new Promise((done, fail) => {
  const edit = document.querySelector('button[aria-label="Edit ${EDITED_PROJECT_AR}"]');
  if (!edit) return fail(new Error('no Edit button for the project'));
  const started = performance.now();
  edit.click();
  const ready = () => {
    const lastRow = document.querySelector('input[name="sms.19.price"]');
    const confirm = document.querySelector('main form button[type="submit"]:not([disabled])');
    return lastRow && lastRow.value !== '' && confirm;
  };
  const check = () => (ready() ? done(performance.now() - started) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

/** Opens the projects list with the newest project first, so the edited one is on the first page. */
async function showNewestProjectFirst(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
  const idHeader = page.getByRole('columnheader', { name: 'ID', exact: true });
  await idHeader.click();
  await idHeader.click();
  await page.getByRole('button', { name: `Edit ${EDITED_PROJECT_AR}` }).waitFor();
}

async function measureProjectForm(page: Page): Promise<void> {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await showNewestProjectFirst(page);
    timings.push(await page.evaluate<number>(FORM_OPEN_PROBE));
  }
  console.log(`project edit form with 20 SMS rows: Edit → filled and ready: median ${median(timings).toFixed(0)} ms (${ms(timings)} ms; target ≤ 300 ms)`);
}

/**
 * A server-mode list of the benchmark: its screen, how many rows, the INSERT … SELECT that writes
 * them over `generate_series(1, rows) as i` (through the API it would take minutes), one a second
 * apart, newest first, and a search of each run with the text its first row then shows.
 */
interface ServerModeScenario {
  name: string;
  path: string;
  rows: number;
  insert: (rows: number) => SQL;
  /** A different term each run (no page of it is cached yet) and the first row's text it finds. */
  search: (run: number) => { term: string; expected: string };
}

/**
 * 100,000 keywords: a third Arabic with a taa marbuta, a third with a hamza on the alef, a third
 * English. The search, a number i ≡ 1 (mod 3) typed without the hamza: an «إسلام i» title.
 */
const KEYWORDS_SCENARIO: ServerModeScenario = {
  name: 'keywords',
  path: '/keywords',
  rows: KEYWORDS,
  insert: (rows) => sql`
    insert into keywords (object_id, title, org_id, created_at, updated_at, version)
    select 'bench' || lpad(i::text, 9, '0'),
           case i % 3 when 0 then 'مدرسة رقم ' || i when 1 then 'إسلام ' || i else 'Keyword ' || i end,
           (select min(id) from organizations), now() - i * interval '1 second', now(), 1
    from generate_series(1, ${rows}::int) as i`,
  search: (run) => ({ term: `اسلام ${1000 + run * 3}`, expected: `إسلام ${1000 + run * 3}` }),
};

/**
 * 100,000 memorial persons as the public app submits them: names a third «أحمد i», a third
 * «فاطمة i», a third English; an applicant and a mobile number each, a quarter approved. The
 * search, a number i ≡ 1 (mod 3) typed without the hamza: an «أحمد i» name.
 */
const MEMORIALS_SCENARIO: ServerModeScenario = {
  name: 'memorial persons',
  path: '/inMemory',
  rows: MEMORIALS,
  insert: (rows) => sql`
    insert into in_memory (object_id, name, description, age, act_id, org_id, mobile_num, applicant_name,
                           target_amount, approved, created_at, updated_at, version)
    select 'bench' || lpad(i::text, 9, '0'),
           case i % 3 when 0 then 'فاطمة ' || i when 1 then 'أحمد ' || i else 'Person ' || i end,
           '<p>رحمه الله.</p>', i % 100, (select min(id) from activities), (select min(id) from organizations),
           '5' || lpad(i::text, 8, '0'), 'مقدم الطلب ' || (i % 1000), 1000 + i % 50000, i % 4 = 0,
           now() - i * interval '1 second', now(), 1
    from generate_series(1, ${rows}::int) as i`,
  search: (run) => ({ term: `احمد ${1000 + run * 3}`, expected: `أحمد ${1000 + run * 3}` }),
};

/** A platform server's data folder with the demo data and the scenario's rows, written by the server's own database module. */
async function serverModeDataDir(scenario: ServerModeScenario): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-server-mode-'));
  const database = await openDatabase({ dataDir });
  try {
    await seedDemoData(database.db);
    await database.db.execute(scenario.insert(scenario.rows));
  } finally {
    await database.close();
  }
  return dataDir;
}

/** Types a term into the list's search box inside the page and resolves with the time until a cell of the first row shows `expected`. */
const searchProbe = (term: string, expected: string) => `new Promise((done, fail) => {
  const input = document.querySelector('main input[type=search]');
  if (!input) return fail(new Error('no search box'));
  const firstRowShows = () =>
    [...(document.querySelector('main table tbody tr')?.querySelectorAll('td') ?? [])].some((cell) => cell.textContent.trim() === ${JSON.stringify(expected)});
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const started = performance.now();
  setValue.call(input, ${JSON.stringify(term)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const check = () => (firstRowShows() ? done(performance.now() - started) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

/** The renderer's JS heap in MB after a garbage collection (Chrome DevTools Protocol). */
async function heapMegabytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  } finally {
    await cdp.detach();
  }
}

/** The targets of a server-mode list (keywords, memorial persons). */
export const SERVER_LIST_TARGETS = { firstPageMs: 500, nextPageMs: 100, searchMs: 200, heapMb: 100 };

export interface ServerModeListFigures {
  rows: number;
  /** A cold app start on the list → first page drawn, one per run. */
  firstPageMs: number[];
  /** 'Next' → the next page drawn, one per run. */
  nextPageMs: number[];
  /** The last key typed in the search box → its results drawn (the search box's pause included), one per run. */
  searchMs: number[];
  /** The renderer's JS heap after paging through 20 pages. */
  heapMb: number;
}

/**
 * A server-mode list on a database of its own: cold start, next page, search (5 runs each), and
 * the heap after 20 pages. `progress` hears what the setup did (how long the seeding took).
 */
export async function measureServerModeList(scenario: ServerModeScenario, progress: (line: string) => void = console.log): Promise<ServerModeListFigures> {
  const seeding = performance.now();
  const dataDir = await serverModeDataDir(scenario);
  progress(`seeded ${scenario.rows} ${scenario.name} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const platform = await startPlatformServer({
    port: 0,
    dataDir,
    seed: 'demo',
    otpPolicy: JSON.parse(E2E_OTP_POLICY),
    logger: false,
    devOutbox: true,
  });
  const host = await startBrowserHostProcess({ serverUrl: platform.url });
  const browser = await launchChromium();
  try {
    const page = await openLaunchAddress(browser.context, host.launchUrl);
    await page.addInitScript(FIRST_ROW_PROBE);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(host.url);
    await useEnglish(page);
    await signIn(page, host, { mobile: ADMIN.mobile });
    await expectShell(page);

    const firstPage: number[] = [];
    const nextPage: number[] = [];
    const search: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${host.url}${scenario.path}`);
      await page.waitForFunction(() => typeof (window as { __firstRowAt?: number }).__firstRowAt === 'number', undefined, { timeout: 60_000 });
      firstPage.push(await page.evaluate<number>('window.__firstRowAt'));
      const shown = Number((await page.getByText(/^\d+ rows$/).innerText()).split(' ')[0]);
      if (shown < scenario.rows) throw new Error(`the list shows ${shown} rows, expected at least ${scenario.rows}`);
      // As a reader would: the next page, fetched ahead while the first is read, has arrived.
      await page.waitForLoadState('networkidle');
      nextPage.push(await timeNextPage(page));
      const { term, expected } = scenario.search(run);
      search.push(await page.evaluate<number>(searchProbe(term, expected)));
    }
    await page.goto(`${host.url}${scenario.path}`);
    await page.locator('main table tbody tr').first().waitFor();
    for (let turn = 0; turn < 20; turn += 1) await timeNextPage(page);
    const heapMb = await heapMegabytes(page);
    if (pageErrors.length > 0) throw new Error(`the page reported errors: ${pageErrors.slice(0, 3).join(' | ')}`);
    return { rows: scenario.rows, firstPageMs: firstPage, nextPageMs: nextPage, searchMs: search, heapMb };
  } finally {
    await browser.close();
    await host.stop();
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** 100,000 keywords (BENCH_KEYWORDS for a quick trial): the figures of measureServerModeList. */
export const measureKeywordsList = (progress?: (line: string) => void) => measureServerModeList(KEYWORDS_SCENARIO, progress);

/** A server-mode list's figures, printed against their targets. */
async function benchServerModeList(scenario: ServerModeScenario): Promise<void> {
  const { firstPageMs: firstPage, nextPageMs: nextPage, searchMs: search, heapMb: heap } = await measureServerModeList(scenario);
  const targets = SERVER_LIST_TARGETS;
  const label = `${scenario.name} (server mode), ${scenario.rows} rows`;
  console.log(`${label}: cold app start on the list → first page: median ${median(firstPage).toFixed(0)} ms (${ms(firstPage)} ms; target ≤ ${targets.firstPageMs} ms)`);
  console.log(`${label}: next page: median ${median(nextPage).toFixed(1)} ms (${nextPage.map((t) => t.toFixed(1)).join(', ')} ms; target ≤ ${targets.nextPageMs} ms)`);
  console.log(
    `${label}: search, last key → results drawn (${SEARCH_PAUSE_MS} ms pause included): median ${median(search).toFixed(0)} ms (${ms(search)} ms; target ≤ ${targets.searchMs} ms)`,
  );
  console.log(`${label}: renderer JS heap after paging through 20 pages: ${heap.toFixed(1)} MB (target ≤ ${targets.heapMb} MB)`);
}

async function main(): Promise<void> {
  if (!existsSync(resolve(process.env.BACKOFFICE_RENDERER_DIR || resolve(__dirname, '../../out/renderer'), 'index.html'))) {
    throw new Error('Build the renderer first: npm run build:renderer');
  }
  const serverModeLists = async () => {
    await benchServerModeList(KEYWORDS_SCENARIO);
    await benchServerModeList(MEMORIALS_SCENARIO);
  };
  if (process.env.BENCH_LISTS === 'keywords') return benchServerModeList(KEYWORDS_SCENARIO);
  if (process.env.BENCH_LISTS === 'memorials') return benchServerModeList(MEMORIALS_SCENARIO);
  if (process.env.BENCH_LISTS === 'server') return serverModeLists();
  const host = await startBrowserHostProcess();
  const browser = await launchChromium();
  try {
    const api = await apiSession(host.serverUrl, ADMIN.mobile);
    const page = await openLaunchAddress(browser.context, host.launchUrl);
    await page.addInitScript(FIRST_ROW_PROBE);
    // A page error would make any timing meaningless: the run fails instead.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const signIntoApp = async () => {
      await page.goto(host.url);
      await useEnglish(page);
      await signIn(page, host, { mobile: ADMIN.mobile });
      await expectShell(page);
    };

    // Projects first, while the categories are the handful a charity has: the form lists them all.
    let seeding = performance.now();
    await seed(api, '/projects', projectBody);
    const edited = await api.send('POST', '/projects', { ...projectBody(ROWS, 20), nameEN: EDITED_PROJECT, nameAR: EDITED_PROJECT_AR });
    if (edited.status !== 201) throw new Error(`creating the 20-row project failed: HTTP ${edited.status}`);
    console.log(`seeded ${ROWS + 1} projects in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    await signIntoApp();
    await measureList(page, host, PROJECTS);
    await measureProjectForm(page);

    seeding = performance.now();
    await seed(api, '/activities', activityBody);
    console.log(`seeded ${ROWS} activities in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    await page.reload();
    await measureList(page, host, ACTIVITIES);
    if (pageErrors.length > 0) throw new Error(`the page reported errors: ${pageErrors.slice(0, 3).join(' | ')}`);
  } finally {
    await browser.close();
    await host.stop();
  }
  await serverModeLists();
}

// Run as a command (npm run bench:list), not when bench:office imports measureKeywordsList.
if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
