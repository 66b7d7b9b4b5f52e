/**
 * Lists in both modes (registry `list.mode`, ARCHITECTURE §5), end to end in Chromium against
 * browser mode: keywords, the server-mode list, paged, sorted and searched by the server (the
 * page and the search kept in the address across a reload), and exported to CSV a page at a
 * time with the progress shown; and the search of a catalogue (activities, client mode), in the
 * browser. Searches match with the shared Arabic normalization ('اسلام' finds 'إسلام').
 *
 * The host runs in office mode on a platform server behind a small proxy of this file, which
 * can hold the export's second page: the progress is then on screen for as long as the test
 * looks at it, and no timing decides the outcome.
 */
import { readFile, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Organization } from '../../src/shared/entities/organization';
import { SERVER_PAGE_MAX } from '../../src/shared/registry';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { openDatabase } from '../../src/server/db/database';
import { seedDemoData } from '../../src/server/seed/demo';
import { startPlatformServer, type RunningPlatformServer } from '../../src/server/start';
import { E2E_OTP_POLICY, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectShell, expectVisibleText, fetchOrganizations, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];

/** The export's pages after the first wait here while `holdExportPages` is set, until released. */
let holdExportPages = false;
const heldRequests: Array<() => void> = [];
const releaseHeldRequests = () => {
  holdExportPages = false;
  for (const forward of heldRequests.splice(0)) forward();
};

/** Forwards every request to the platform server, holding the export's later pages when asked. */
function startProxy(target: URL): Promise<Server> {
  const proxy = createServer((incoming, answer) => {
    const forward = () => {
      const upstream = request(
        { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } },
        (response) => {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
        },
      );
      upstream.on('error', () => answer.destroy());
      incoming.pipe(upstream);
    };
    const url = new URL(incoming.url ?? '/', target);
    const exportPage = url.pathname === '/classes/keywords' && url.searchParams.get('limit') === String(SERVER_PAGE_MAX);
    if (holdExportPages && exportPage && Number(url.searchParams.get('skip')) > 0) heldRequests.push(forward);
    else forward();
  });
  return new Promise((ready) => proxy.listen(0, '127.0.0.1', () => ready(proxy)));
}

let platform: RunningPlatformServer | undefined;
let proxy: Server | undefined;
let proxyUrl: string;
const platformDir = mkdtempSync(join(tmpdir(), 'backoffice-server-lists-'));

/** More keywords than one export page, written by the server's own database module before it starts (through the API it would take minutes). */
const FILLERS = 1_100;
const fillerTitle = (index: number) => `filler ${String(index).padStart(4, '0')}`;
async function seedFillers(): Promise<void> {
  const database = await openDatabase({ dataDir: platformDir });
  try {
    await seedDemoData(database.db);
    await database.db.execute(sql`
      insert into keywords (object_id, title, org_id, created_at, updated_at, version)
      select 'filler' || i, 'filler ' || lpad(i::text, 4, '0'), (select min(id) from organizations), now() - interval '1 day' + i * interval '1 second', now(), 1
      from generate_series(0, ${FILLERS - 1}::int) as i`);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  await seedFillers();
  platform = await startPlatformServer({
    port: 0,
    dataDir: platformDir,
    seed: 'demo',
    otpPolicy: JSON.parse(E2E_OTP_POLICY),
    logger: false,
    devOutbox: true,
  });
  proxy = await startProxy(new URL(platform.url));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  releaseHeldRequests();
  await new Promise((done) => proxy?.close(done) ?? done(undefined));
  await platform?.close();
  await rm(platformDir, { recursive: true, force: true });
});

/** Added after the fillers, one by one, so they are the newest (first) rows. */
const NAMED = ['Alpha school', 'إسلام', 'مدرسة النور', 'مَدْرَسَةٌ الأمل'];
let keywordCount = 0;

async function addKeyword(title: string): Promise<void> {
  const response = await api.send('POST', '/classes/keywords', { title, org_id: organizations[0]!.id });
  if (response.status !== 201) throw new Error(`adding ${title}: HTTP ${response.status} ${await response.text()}`);
}

useSignedInApp(
  async (app) => {
    ({ host, page, api } = app);
    organizations = await fetchOrganizations(api);
    for (const title of NAMED) await addKeyword(title);
    keywordCount = ((await (await api.get('/classes/keywords/count')).json()) as { count: number }).count;
  },
  { startOptions: () => ({ serverUrl: proxyUrl }) },
);

const main = () => page.getByRole('main');
const bodyRows = () => list.bodyRows(main());
const pagination = () => list.pagination(page);
const titles = async () => (await bodyRows().locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
const searchBox = (texts = en) => main().getByRole('searchbox', { name: texts.list.search });
const pageOf = (texts: typeof en, current: number, total: number) =>
  texts.list.pageOf.replace('{{page}}', String(current)).replace('{{total}}', String(total));
const pageCount = () => Math.ceil(keywordCount / 10);

/** The IPC calls the page makes for a resource's list: whole lists or pages. */
function recordListCalls(target: Page, resource: string): { whole: number; pages: number } {
  const calls = { whole: 0, pages: 0 };
  target.on('request', (sent) => {
    const body = sent.postData() ?? '';
    if (!body.includes(`"resource":"${resource}"`)) return;
    if (sent.url().endsWith('/ipc/resource:list')) calls.whole += 1;
    if (sent.url().endsWith('/ipc/resource:page')) calls.pages += 1;
  });
  return calls;
}

async function openKeywords(query = ''): Promise<void> {
  await page.goto(`${host.url}/keywords${query}`);
  await expectShell(page);
  await bodyRows().first().or(main().getByRole('status')).first().waitFor();
}

describe('a server-mode list (keywords)', () => {
  it('pages, sorts and searches on the server; the page and the search survive a reload', async () => {
    const calls = recordListCalls(page, 'keywords');
    await openKeywords();
    await expect.poll(() => bodyRows().count()).toBe(10);
    expect((await titles()).slice(0, 4)).toEqual([...NAMED].reverse());
    await expectVisibleText(page, pageOf(en, 1, pageCount()));

    await pagination().getByRole('button', { name: en.list.nextPage }).click();
    await expectVisibleText(page, pageOf(en, 2, pageCount()));
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.reload();
    await expectVisibleText(page, pageOf(en, 2, pageCount()));
    expect(await pagination().getByRole('button', { name: en.list.pageNumber.replace('{{page}}', '2') }).getAttribute('aria-current')).toBe('page');

    // Sorting asks the server again, from the first page.
    const titleHeader = main().locator('thead th').filter({ hasText: new RegExp(`^${en.keywords.title}$`) });
    await titleHeader.click();
    await expect.poll(async () => (await titles())[0]).toBe('Alpha school');
    await expectVisibleText(page, pageOf(en, 1, pageCount()));
    await titleHeader.click();
    const [last] = ((await (await api.get('/classes/keywords?order=-title&limit=1')).json()) as { results: Array<{ title: string }> }).results;
    await expect.poll(async () => (await titles())[0]).toBe(last!.title);

    // Arabic letter forms and diacritics do not matter.
    await searchBox().fill('اسلام');
    await expect.poll(titles).toEqual(['إسلام']);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('اسلام');
    await page.reload();
    await expect.poll(() => searchBox().inputValue()).toBe('اسلام');
    await expect.poll(titles).toEqual(['إسلام']);
    await searchBox().fill('مدرسه');
    await expect.poll(async () => (await titles()).sort()).toEqual(['مدرسة النور', 'مَدْرَسَةٌ الأمل'].sort());
    expect(await pagination().count()).toBe(0);
    await searchBox().fill('ALPHA');
    await expect.poll(titles).toEqual(['Alpha school']);

    await searchBox().fill('nothing like it');
    await expectVisibleText(page, en.list.noResults.replace('{{term}}', 'nothing like it'));
    await main().getByRole('button', { name: en.list.clearSearch }).click();
    await expect.poll(() => bodyRows().count()).toBe(10);
    expect(await searchBox().inputValue()).toBe('');
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
    await expectVisibleText(page, pageOf(en, 1, pageCount()));

    // The renderer asked for pages only, never for the whole list.
    expect(calls.pages).toBeGreaterThan(0);
    expect(calls.whole).toBe(0);
  });

  it('exports every row a page at a time, showing the progress, in Arabic', async () => {
    await openKeywords();
    await switchLanguage(page, 'ar');
    await expect.poll(() => bodyRows().count()).toBe(10);
    // Searched in Arabic too, then the export takes the whole list.
    await searchBox(ar).fill('مدرسه');
    await expect.poll(() => bodyRows().count()).toBe(2);
    await main().getByRole('button', { name: ar.list.clearSearch }).click();
    await expect.poll(() => bodyRows().count()).toBe(10);

    holdExportPages = true;
    const download = page.waitForEvent('download');
    await main().getByRole('button', { name: ar.list.exportCsv }).click();
    const [written, total] = await page.evaluate(
      ([first, all]) => [first!.toLocaleString('ar-AE-u-nu-latn'), all!.toLocaleString('ar-AE-u-nu-latn')],
      [SERVER_PAGE_MAX, keywordCount],
    );
    // The first page is written; the second is held by the proxy until the progress has been seen.
    const progress = ar.list.exporting.replace('{{written}}', written).replace('{{total}}', total);
    await expectVisibleText(page, progress);
    expect(await main().getByRole('progressbar', { name: progress }).count()).toBe(1);
    releaseHeldRequests();

    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^keywords-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe([ar.keywords.title, ar.keywords.organization, ar.keywords.createdAt].join(','));
    expect(lines).toHaveLength(keywordCount + 1);
    for (const title of [...NAMED, fillerTitle(0), fillerTitle(FILLERS - 1)]) {
      expect(lines.some((line) => line.startsWith(`${title},`)), title).toBe(true);
    }
    await expectVisibleText(page, ar.list.csvDownloaded);
    expect(await main().getByRole('progressbar', { name: progress }).count()).toBe(0);
  });
});

describe('a client-mode list (activities)', () => {
  it('searches the visible columns in the browser with the same normalization, and keeps the search across a reload', async () => {
    const created = await api.send('POST', '/activities', {
      intID: 9801,
      nameAR: 'مدرسة إسلامية',
      nameEN: 'Islamic school',
      infoAR: 'وصف',
      infoEN: 'Info',
      order: 1,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const calls = recordListCalls(page, 'activities');
    await page.goto(`${host.url}/activities`);
    await expectShell(page);
    await expect.poll(() => bodyRows().count()).toBeGreaterThan(1);

    await searchBox().fill('مدرسه اسلاميه');
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await bodyRows().first().innerText()).toContain('مدرسة إسلامية');
    // The English name is not a visible column: it is not searched until it is shown.
    await searchBox().fill('islamic');
    await expectVisibleText(page, en.list.noResults.replace('{{term}}', 'islamic'));
    await list.showColumn(page, en.columns.nameEN);
    await expect.poll(() => bodyRows().count()).toBe(1);

    await page.reload();
    await expect.poll(() => searchBox().inputValue()).toBe('islamic');
    await expect.poll(() => bodyRows().count()).toBe(1);
    await list.resetColumnChoice(api, 'activities');
    expect(calls.pages).toBe(0);
  });

  it('keeps what is typed at once after the clear button, while the address still catches up', async () => {
    await page.goto(`${host.url}/activities?search=${encodeURIComponent('nothing like it')}`);
    await expectShell(page);
    await expectVisibleText(page, en.list.noResults.replace('{{term}}', 'nothing like it'));

    // The click and the typing in one moment, before the app has drawn anything: the router puts the
    // cleared search in the address only after what was typed (a fast hand on a busy machine).
    const typed = 'مدرسه اسلاميه';
    await main().evaluate((area, [clearLabel, searchLabel, text]) => {
      area.querySelector<HTMLButtonElement>(`button[aria-label="${clearLabel}"]`)!.click();
      const box = area.querySelector<HTMLInputElement>(`input[aria-label="${searchLabel}"]`)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }, [en.list.clearSearch, en.list.search, typed] as const);

    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(typed);
    expect(await searchBox().inputValue()).toBe(typed);
    await expect.poll(() => bodyRows().count()).toBe(1);
  });
});
