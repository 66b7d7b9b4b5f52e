/**
 * The reports screen (spec 2.18, 4, 8), end to end in Chromium against browser mode and the
 * real platform server: donation messages of a past period are put in through the admin import
 * route, then a report is built, read, sorted, charted and saved as `reports.csv`; one keyword's
 * report; Get Data building a period never built; the import of an operator statement with a bad row; and
 * one flow in Arabic.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { InboundSmsInput } from '../../src/shared/entities/sms';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import { blockingViolations, describeViolations } from '../support/axe';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectShell, expectVisibleText, switchLanguage } from './flows';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

/** Message ids of this run, so a rerun against the same server adds nothing twice by accident. */
const RUN = Date.now().toString(36);
/** A period of the past that nothing else in the seed touches (days in Dubai). */
const PERIOD = { from: '2024-02-10', to: '2024-02-12' };
/** Never built by anything. */
const UNBUILT = { from: '2024-01-01', to: '2024-01-02' };
/** Seeded: Emirates Red Crescent's keywords 'ERC' and 'هلال' on short code 4202 (AED 10, both operators). */
const ERC_ORGANIZATION = 'Emirates Red Crescent';

const sms = (id: string, mno: 1 | 2, sender: string, text: string, receivedAt: string): InboundSmsInput => ({
  mno,
  message_id: `${RUN}-${id}`,
  short_code: 4202,
  sender,
  text,
  received_at: receivedAt,
});

/**
 * Four senders over three days: ERC three times (A Etisalat, B Du, A Du), 'هلال' twice
 * (A Etisalat, D Du; the second just before midnight in Dubai, so on the 12th), one unmatched text.
 */
const MESSAGES: InboundSmsInput[] = [
  sms('1', 1, '971501110001', 'ERC', '2024-02-10T09:00:00+04:00'),
  sms('2', 2, '971501110002', 'erc ', '2024-02-10T10:00:00+04:00'),
  sms('3', 1, '971501110001', 'هلال', '2024-02-10T11:00:00+04:00'),
  sms('4', 2, '971501110001', 'ERC', '2024-02-11T12:00:00+04:00'),
  sms('5', 1, '971501110003', 'hello there', '2024-02-11T13:00:00+04:00'),
  sms('6', 2, '971501110004', 'هلال', '2024-02-12T19:59:00Z'),
];

let seeded: Promise<void> | undefined;
/** Puts the period's messages in once per file, through the admin import route. */
function seedMessages(): Promise<void> {
  seeded ??= (async () => {
    const response = await api.send('POST', '/sms/import', { messages: MESSAGES });
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    expect((JSON.parse(text) as { refused: number }).refused, text).toBe(0);
  })();
  return seeded;
}

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  await seedMessages();
});

const main = () => page.getByRole('main');
const filters = (texts: Dictionary) => main().getByRole('form', { name: texts.reports.filters });
const resultsTable = (caption: string) => main().getByRole('table', { name: caption, exact: true });
const bodyRows = (table: Locator) => table.locator('tbody').getByRole('row');

async function openReports(texts: Dictionary = en): Promise<void> {
  await page.goto(`${host.url}/reports`);
  await expectShell(page);
  await page.getByRole('heading', { name: texts.nav.reports, level: 1 }).waitFor();
}

async function fillFilters(values: { organization?: string; keyword?: string; from: string; to: string }, texts: Dictionary = en): Promise<void> {
  const form = filters(texts);
  await form.getByLabel(texts.reports.organization).selectOption({ label: values.organization ?? texts.reports.allOrganizations });
  await form.getByLabel(texts.reports.keyword).fill(values.keyword ?? '');
  await form.getByLabel(texts.reports.startDate).fill(values.from);
  await form.getByLabel(texts.reports.endDate).fill(values.to);
}

/** The cells of a row, as text. */
const cellsOf = (row: Locator) => row.locator('th, td').allInnerTexts();

/**
 * axe-core with the charts drawn, right to left (the accessibility suite checks the screen in
 * both languages, but its seed may have nothing to chart for today).
 */
async function expectNoBlockingViolation(): Promise<void> {
  const violations = await blockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Builds the whole period for all organizations, once per file. */
let built = false;
async function buildPeriod(texts: Dictionary = en): Promise<void> {
  await fillFilters({ ...PERIOD }, texts);
  await filters(texts).getByRole('button', { name: built ? texts.reports.getData : texts.reports.buildData }).click();
  await resultsTable(texts.reports.results).waitFor();
  await expectVisibleText(page, texts.reports.fetched);
  built = true;
}

describe('reports', () => {
  it('Get Data on a period never built builds it, with its progress, and shows it: one click', async () => {
    const day = UNBUILT.from;
    const response = await api.send('POST', '/sms/import', { messages: [sms('unbuilt-1', 1, '971501110008', 'ERC', `${day}T10:00:00+04:00`)] });
    expect(response.status, await response.clone().text()).toBe(200);
    await openReports();
    await fillFilters(UNBUILT);
    const calls: string[] = [];
    const record = (request: { url(): string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/ipc/reports:')) calls.push(path.slice('/ipc/'.length));
    };
    page.on('request', record);
    // The build's answer waits a moment, so its progress shows.
    await page.route('**/ipc/reports:build', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    try {
      await filters(en).getByRole('button', { name: en.reports.getData }).click();
      await main().getByRole('status').filter({ hasText: en.reports.building }).or(main().getByRole('progressbar')).first().waitFor();
      const table = resultsTable(en.reports.results);
      await table.waitFor();
      await expectVisibleText(page, en.reports.fetched);
      expect(await cellsOf(table.locator('tfoot').getByRole('row'))).toEqual([en.reports.totals, '1', '1', '0', '1', '10']);
      expect(calls.slice(0, 2)).toEqual(['reports:get', 'reports:build']);
      expect(await main().getByRole('alert').count()).toBe(0);
      expect(await filters(en).getByRole('button', { name: en.reports.downloadCsv }).isVisible()).toBe(true);
    } finally {
      page.off('request', record);
      await page.unroute('**/ipc/reports:build');
    }
  });

  it('builds a report and reads it: a row per keyword, the unmatched messages, the totals, the charts; sorts each way', async () => {
    await openReports();
    await buildPeriod();
    const table = resultsTable(en.reports.results);
    // The server's order: Total Donations, largest first.
    await expect.poll(() => bodyRows(table).count()).toBe(3);
    expect(await cellsOf(bodyRows(table).nth(0))).toEqual(['ERC', '3', '1', '2', '2', '30']);
    expect(await cellsOf(bodyRows(table).nth(1))).toEqual(['هلال', '2', '1', '1', '2', '20']);
    expect(await cellsOf(bodyRows(table).nth(2))).toEqual([en.reports.unmatched, '1', '1', '0', '1', '10']);
    // Distinct senders over the whole period: A, B, C and D.
    expect(await cellsOf(table.locator('tfoot').getByRole('row'))).toEqual([en.reports.totals, '6', '3', '3', '4', '60']);
    await expect.poll(() => main().getByText(/Data built on/).count()).toBe(1);

    // The charts are drawn: a bar per day, and the two operators' parts of the donut.
    const perDay = main().locator('[data-chart="per-day"] svg');
    await expect.poll(() => perDay.locator('rect').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => main().locator('[data-chart="operators"] svg path').count()).toBeGreaterThanOrEqual(2);
    // Their figures as tables for screen readers.
    const dayTable = main().getByRole('table', { name: en.reports.charts.tableOf.replace('{{title}}', en.reports.charts.perDay) });
    const dayCells = await Promise.all((await bodyRows(dayTable).all()).map(cellsOf));
    expect(dayCells).toEqual([
      ['2024-02-10', '30'],
      ['2024-02-11', '20'],
      ['2024-02-12', '10'],
    ]);

    const header = (name: string) => table.getByRole('columnheader', { name });
    const sortBy = (name: string) => header(name).getByRole('button').click();
    await sortBy(en.reports.columns.count);
    expect(await header(en.reports.columns.count).getAttribute('aria-sort')).toBe('ascending');
    expect(await bodyRows(table).locator('th').allInnerTexts()).toEqual([en.reports.unmatched, 'هلال', 'ERC']);
    await sortBy(en.reports.columns.count);
    expect(await header(en.reports.columns.count).getAttribute('aria-sort')).toBe('descending');
    expect(await bodyRows(table).locator('th').allInnerTexts()).toEqual(['ERC', 'هلال', en.reports.unmatched]);
    await sortBy(en.reports.columns.keyword);
    expect(await header(en.reports.columns.count).getAttribute('aria-sort')).toBe('none');
    expect(await header(en.reports.columns.keyword).getAttribute('aria-sort')).toBe('ascending');
  });

  it('draws the charts again at their new width when the window narrows: nothing scrolls sideways', async () => {
    const window = page.viewportSize()!;
    try {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await openReports();
      await buildPeriod();
      const donut = main().locator('[data-chart="operators"] svg').first();
      await expect.poll(() => donut.locator('path').count()).toBeGreaterThanOrEqual(2);
      const wideDonut = (await donut.boundingBox())!.width;
      await page.setViewportSize({ width: 1280, height: 720 });
      // Drawn wide, the charts kept their width and the main area scrolled sideways by 49 px.
      await expect.poll(() => main().evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      expect((await donut.boundingBox())!.width).toBeLessThan(wideDonut);
      for (const chart of await main().locator('[data-chart] svg').all()) {
        const box = (await chart.boundingBox())!;
        const area = (await main().boundingBox())!;
        expect(box.x, 'a chart starts inside the main area').toBeGreaterThanOrEqual(area.x);
        expect(box.x + box.width, 'a chart ends inside the main area').toBeLessThanOrEqual(area.x + area.width);
      }
    } finally {
      await page.setViewportSize(window);
    }
  });

  it('downloads reports.csv: the table in its order, the columns in English, Arabic intact, the totals, a byte order mark', async () => {
    await openReports();
    await buildPeriod();
    const download = page.waitForEvent('download');
    await filters(en).getByRole('button', { name: en.reports.downloadCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('reports.csv');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).trim().split(/\r\n/)).toEqual([
      'Keyword,Total Messages,Etisalat Messages,Du Messages,Unique Messages,Total Donations',
      'ERC,3,1,2,2,30',
      'هلال,2,1,1,2,20',
      'Unmatched messages,1,1,0,1,10',
      'Totals,6,3,3,4,60',
    ]);
    await expectVisibleText(page, en.reports.csvDownloaded);
  });

  it("reads one keyword's report, a row per day, for an organization that reports (not one whose Takamul id is '0')", async () => {
    await openReports();
    const organization = filters(en).getByLabel(en.reports.organization);
    await expect.poll(() => organization.locator('option').allInnerTexts()).toContain(ERC_ORGANIZATION);
    expect(await organization.locator('option').allInnerTexts()).not.toContain('Sharjah Charity Association');
    expect((await organization.locator('option').allInnerTexts())[0]).toBe(en.reports.allOrganizations);

    await fillFilters({ organization: ERC_ORGANIZATION, keyword: 'ERC', ...PERIOD });
    await filters(en).getByRole('button', { name: en.reports.getData }).click();
    const table = resultsTable(en.reports.keywordResults.replace('{{keyword}}', 'ERC'));
    await table.waitFor();
    await expectVisibleText(page, en.reports.fetched);
    expect(await table.getByRole('columnheader').first().innerText()).toBe(en.reports.columns.day);
    await expect.poll(() => bodyRows(table).count()).toBe(2);
    expect(await cellsOf(bodyRows(table).nth(0))).toEqual(['2024-02-10', '2', '1', '1', '2', '20']);
    expect(await cellsOf(bodyRows(table).nth(1))).toEqual(['2024-02-11', '1', '0', '1', '1', '10']);
    expect(await cellsOf(table.locator('tfoot').getByRole('row'))).toEqual([en.reports.totals, '3', '1', '2', '2', '30']);
  });

  it('says when the data was built, and that it is stale once a message of the period arrives later; Build again counts it', async () => {
    const day = '2024-04-01';
    const post = async (id: string) => {
      const response = await api.send('POST', '/sms/import', { messages: [sms(id, 1, '971501110007', 'ERC', `${day}T10:00:00+04:00`)] });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await post('stale-1');
    await openReports();
    await fillFilters({ from: day, to: day });
    await filters(en).getByRole('button', { name: en.reports.buildData }).click();
    const table = resultsTable(en.reports.results);
    await expect.poll(async () => (await cellsOf(table.locator('tfoot').getByRole('row')))[1]).toBe('1');
    expect(await main().getByText(en.reports.stale).count()).toBe(0);

    await post('stale-2');
    await filters(en).getByRole('button', { name: en.reports.getData }).click();
    await main().getByText(en.reports.stale).waitFor();
    // The figures shown are those of the build until it is built again.
    expect((await cellsOf(table.locator('tfoot').getByRole('row')))[1]).toBe('1');
    await main().getByRole('button', { name: en.reports.buildAgain }).click();
    await expect.poll(async () => (await cellsOf(table.locator('tfoot').getByRole('row')))[1]).toBe('2');
    await expect.poll(() => main().getByText(en.reports.stale).count()).toBe(0);
  });

  it('imports an operator statement: progress, then what was added, already present and refused (by line)', async () => {
    await openReports();
    await filters(en).getByRole('button', { name: en.reports.importStatement }).click();
    const dialog = page.getByRole('dialog', { name: en.reports.import.title });
    const statement = [
      'mno,message_id,short_code,sender,text,received_at',
      `1,${RUN}-import-1,4202,971501110005,ERC,2024-03-05T10:00:00+04:00`,
      `2,${RUN}-import-2,4202,971501110006,"هلال",2024-03-05T11:00:00+04:00`,
      `1,${RUN}-import-3,4202,not-a-number,ERC,2024-03-05T12:00:00+04:00`,
      // Received before (the seeded first message): counted once.
      `1,${RUN}-1,4202,971501110001,ERC,2024-02-10T09:00:00+04:00`,
      'only,three,columns',
    ].join('\r\n');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement, 'utf8') });
    await dialog.getByText('statement.csv').waitFor();
    await dialog.getByRole('button', { name: en.reports.import.start }).click();
    await dialog.getByText(en.reports.import.done).first().waitFor();
    const said = await dialog.innerText();
    expect(said).toContain(en.reports.import.added.replace('{{n}}', '2'));
    expect(said).toContain(en.reports.import.alreadyPresent.replace('{{n}}', '1'));
    expect(said).toContain(en.reports.import.refused.replace('{{n}}', '2'));
    const refused = await dialog.getByRole('list', { name: en.reports.import.refusedRows }).getByRole('listitem').allInnerTexts();
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatch(/^Line 4: /);
    expect(refused[0]).toContain('sender');
    expect(refused[1]).toBe(`Line 6: ${en.validation.smsImportColumns}`);
    await dialog.getByRole('button', { name: en.reports.import.close }).click();
  });

  it('works in Arabic: the report read, right to left, its unmatched row and totals, the charts', async () => {
    await openReports();
    await switchLanguage(page, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: ar.nav.reports, level: 1 }).waitFor();
    await buildPeriod(ar);
    const table = resultsTable(ar.reports.results);
    expect(await bodyRows(table).locator('th').allInnerTexts()).toEqual(['ERC', 'هلال', ar.reports.unmatched]);
    expect((await cellsOf(table.locator('tfoot').getByRole('row')))[0]).toBe(ar.reports.totals);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(
      (['keyword', 'count', 'Etisalat', 'Du', 'Uniquecount', 'total'] as const).map((key) => ar.reports.columns[key]),
    );
    await expect.poll(() => main().locator('[data-chart="per-day"] svg rect').count()).toBeGreaterThanOrEqual(3);
    await expectNoBlockingViolation();
    await switchLanguage(page, 'en');
  });
});
