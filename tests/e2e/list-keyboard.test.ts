/**
 * The lists with the keyboard and a screen reader, in English (left to right) and Arabic (right to
 * left), on the activities list (a resource's list, ResourceList) and the Trash (a server-paged
 * screen, ServerPagedTable), both the kit's grid:
 * - the table is one Tab stop; the arrows move between cells and rows, the way they point on the
 *   screen (the left arrow goes left in Arabic too, which is the next cell there), checked by where
 *   the focused cell is drawn; Home and End go to a row's ends, with Ctrl to the first and last
 *   record; PageDown and PageUp turn the pages and the focus stays at its place in the rows;
 * - Space selects a row, Delete asks to delete the selection (the bulk delete's question), Enter
 *   opens the row's edit; each selection and page turned is said in the page's language;
 * - what a screen reader is given: a grid named by the heading, `aria-rowcount` the whole list's
 *   rows and each row's `aria-rowindex` its place in it, the column headers (the page's checkbox in
 *   one), the selected rows, row controls named by the name the row shows;
 * - the list's shortcuts N, /, ] and [, by key position (an Arabic layout too), never while typing;
 * - in a narrow window, each cell the arrows reach is scrolled into view, not left under the
 *   checkboxes and row buttons that stay in view; axe-core finds nothing serious on the grids.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { TrashEntry } from '../../src/shared/entities/history';
import { registry, screenPath } from '../../src/shared/registry';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { blockingViolations, describeViolations } from '../support/axe';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  // The demo's memorial persons name activities, which these tests delete.
  await list.deleteClassRecords(api, 'InMemory');
});

const ACTIVITIES = 26;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

let nextIntID = 700;
async function serverActivities(): Promise<Activity[]> {
  return ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities;
}
/** Makes the server hold exactly `count` activities. */
const keepActivities = (count: number) =>
  list.keepServerRows(count, {
    list: serverActivities,
    idOf: (activity) => activity.id,
    deleteBulk: (activitiesIDs) => api.send('DELETE', '/activities/bulk', { activitiesIDs }),
    add: async () => {
      const intID = nextIntID++;
      const response = await api.send('POST', '/activities', { intID, nameAR: `نشاط ${intID}`, nameEN: `Activity ${intID}`, infoAR: 'وصف', infoEN: 'Info', order: 1 });
      expect(response.status, await response.clone().text()).toBe(201);
    },
  });

async function emptyTrash(): Promise<void> {
  const entries = ((await (await api.get('/trash?limit=200')).json()) as { results: TrashEntry[] }).results;
  if (entries.length === 0) return;
  const response = await api.send('POST', '/trash/purge', { ids: entries.map((entry) => entry.id) });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeEach(async () => {
  await emptyTrash();
  await keepActivities(ACTIVITIES);
  await list.resetColumnChoice(api, 'activities');
});

const LANGUAGES = [
  { language: 'en', texts: en, direction: 'ltr' },
  { language: 'ar', texts: ar, direction: 'rtl' },
] as const;

const grid = () => list.listGrid(page);
const main = () => page.getByRole('main');

/** Opens a list afresh at `path` in the language of `texts`, and waits for its rows. */
async function openList(path: string, heading: (texts: Dictionary) => string, texts: Dictionary): Promise<void> {
  await page.goto(`${host.url}${path}`);
  // The page opens in the language chosen last.
  await page.getByRole('heading', { name: heading(en), level: 1 }).or(page.getByRole('heading', { name: heading(ar), level: 1 })).waitFor();
  const wanted = texts === ar ? 'ar' : 'en';
  if ((await page.locator('html').getAttribute('lang')) !== wanted) await switchLanguage(page, wanted);
  await page.getByRole('heading', { name: heading(texts), level: 1 }).waitFor();
  await list.bodyRows(page).first().waitFor();
}
const openActivities = (texts: Dictionary) => openList(registry.activities.screens!.list, (t) => t.activities.menu, texts);

/** Where the keyboard is: in the grid or not, the row's place in the whole list, the cell's index in its row, the stop's box and name. */
interface Focus {
  inGrid: boolean;
  rowIndex: number;
  cell: number;
  /** The middle of the focused element on the screen, and its top and bottom. */
  x: number;
  y: number;
  top: number;
  bottom: number;
  name: string;
  role: string;
}
const focus = (): Promise<Focus> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const row = element?.closest('tr');
    const cell = element?.closest('td, th');
    const box = element?.getBoundingClientRect();
    return {
      inGrid: Boolean(element?.closest('[role="grid"]')),
      rowIndex: Number(row?.getAttribute('aria-rowindex') ?? -1),
      cell: row && cell ? [...row.children].indexOf(cell) : -1,
      x: box ? box.left + box.width / 2 : NaN,
      y: box ? box.top + box.height / 2 : NaN,
      top: box?.top ?? NaN,
      bottom: box?.bottom ?? NaN,
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      // The role a screen reader is told, where the element has it by its tag (gridcell: a td of a grid).
      role:
        element?.getAttribute('role') ??
        ({ TD: 'gridcell', TH: 'columnheader', BUTTON: 'button', A: 'link' } as Record<string, string>)[element?.tagName ?? ''] ??
        (element instanceof HTMLInputElement ? element.type : ''),
    };
  });

/** Presses `key` and answers where the keyboard is then. */
async function press(key: string): Promise<Focus> {
  await page.keyboard.press(key);
  return focus();
}

/** What the list's live region (a polite, atomic status in the list's screen) says now. */
const announced = () => main().locator('[role="status"][aria-live="polite"][aria-atomic="true"]').innerText();
const currentPage = (texts: Dictionary) => page.getByRole('navigation', { name: texts.list.pagination }).locator('[aria-current="page"]').innerText();
const rowAt = (rowIndex: number) => grid().locator(`tr[aria-rowindex="${rowIndex}"]`);

describe.each(LANGUAGES)('a list by keyboard in $language ($direction)', ({ texts, direction }) => {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  /** Whether `next` is drawn after `previous` in the reading direction, beside it (their boxes share a line). */
  const readsAfter = (previous: Focus, next: Focus) =>
    (direction === 'rtl' ? next.x < previous.x : next.x > previous.x) && Math.min(previous.bottom, next.bottom) > Math.max(previous.top, next.top);

  it('is one Tab stop, moved in by the arrows the way they point, Home/End, Ctrl+Home/End', { timeout: 120_000 }, async () => {
    await openActivities(texts);
    // From the toolbar's last button, Tab enters the grid on the first record's first cell (its checkbox)…
    await main().getByRole('button', { name: texts.activities.add }).focus();
    const entered = await press('Tab');
    expect(entered).toMatchObject({ inGrid: true, rowIndex: 2, cell: 0, role: 'checkbox' });
    // …and the next Tab leaves it: the other 43 controls of the page's rows are no Tab stops.
    expect((await press('Tab')).inGrid).toBe(false);
    expect(await press('Shift+Tab')).toMatchObject({ inGrid: true, rowIndex: 2, cell: 0 });

    // The arrows: the next cell in reading order is drawn to the right in English, to the left in Arabic.
    const name = await press(forward);
    expect(name).toMatchObject({ rowIndex: 2, cell: 1, role: 'gridcell' });
    expect(readsAfter(entered, name), `${forward} from the checkbox to the name`).toBe(true);
    const status = await press(forward);
    expect(status).toMatchObject({ rowIndex: 2, cell: 2, role: 'switch' });
    expect(readsAfter(name, status), `${forward} from the name to the status`).toBe(true);
    expect(await press(backward)).toMatchObject({ rowIndex: 2, cell: 1, x: name.x });
    // Down and up: the same column, the next row below it; up from the first record is the header row.
    const below = await press('ArrowDown');
    expect(below).toMatchObject({ rowIndex: 3, cell: 1 });
    expect(below.y).toBeGreaterThan(name.y);
    expect(Math.abs(below.x - name.x)).toBeLessThan(2);
    await press('ArrowUp');
    expect(await press('ArrowUp')).toMatchObject({ rowIndex: 1, cell: 1, role: 'button', name: texts.columns.nameAR });

    // End: the row's last control (its Delete button), drawn furthest along; Home: its checkbox.
    await press('ArrowDown');
    const end = await press('End');
    expect(end).toMatchObject({ rowIndex: 2, role: 'button' });
    expect(end.name.startsWith(texts.list.deleteRow.split('{{')[0]!)).toBe(true);
    expect(readsAfter(status, end)).toBe(true);
    expect(await press('Home')).toMatchObject({ rowIndex: 2, cell: 0, x: entered.x });
    // Ctrl+End: the page's last record, its last control; Ctrl+Home: the first record's first cell.
    const last = await press('Control+End');
    expect(last).toMatchObject({ rowIndex: 11, x: end.x });
    expect(await press('Control+Home')).toMatchObject({ rowIndex: 2, cell: 0 });
  });

  it('turns the pages with PageDown/PageUp, keeping its place, and says so', { timeout: 120_000 }, async () => {
    await openActivities(texts);
    await main().getByRole('button', { name: texts.activities.add }).focus();
    await press('Tab');
    await press(forward);
    await press('ArrowDown');
    // The page is drawn a moment after the key: what the keyboard is on is waited for.
    await page.keyboard.press('PageDown');
    await expect.poll(focus).toMatchObject({ inGrid: true, rowIndex: 13, cell: 1 });
    expect(await currentPage(texts)).toBe('2');
    expect(await announced()).toBe(fill(texts.listKeyboard.page, { page: 2, total: 3 }));
    // The last page has 6 records: the focus keeps its column on the same row, rows 22 to 27 of the list.
    await page.keyboard.press('PageDown');
    await expect.poll(focus).toMatchObject({ inGrid: true, rowIndex: 23, cell: 1 });
    expect(await list.bodyRows(page).count()).toBe(6);
    // No page after the last.
    expect(await press('PageDown')).toMatchObject({ rowIndex: 23 });
    expect(await currentPage(texts)).toBe('3');
    await page.keyboard.press('PageUp');
    await expect.poll(focus).toMatchObject({ rowIndex: 13 });
    await page.keyboard.press('PageUp');
    await expect.poll(focus).toMatchObject({ inGrid: true, rowIndex: 3, cell: 1 });
    expect(await currentPage(texts)).toBe('1');
    expect(await announced()).toBe(fill(texts.listKeyboard.page, { page: 1, total: 3 }));
  });

  it('selects rows with Space, deletes them with Delete after the question, opens a row with Enter', { timeout: 120_000 }, async () => {
    await openActivities(texts);
    await main().getByRole('button', { name: texts.activities.add }).focus();
    await press('Tab');
    await press(forward);
    const names = await list.bodyRows(page).evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]!.textContent!.trim()));
    // Space on the first two records: each is selected, and said so with its place in the whole list.
    await press('Space');
    await expect.poll(() => rowAt(2).getAttribute('aria-selected')).toBe('true');
    expect(await announced()).toBe(fill(texts.listKeyboard.rowSelected, { row: 1, total: ACTIVITIES }));
    await press('ArrowDown');
    await press('Space');
    await expect.poll(announced).toBe(fill(texts.listKeyboard.rowSelected, { row: 2, total: ACTIVITIES }));
    await press('Space');
    await expect.poll(announced).toBe(fill(texts.listKeyboard.rowNotSelected, { row: 2, total: ACTIVITIES }));
    expect(await rowAt(3).getAttribute('aria-selected')).toBe('false');
    await press('Space');
    await expect.poll(() => rowAt(3).getAttribute('aria-selected')).toBe('true');

    // Delete: the bulk delete's question, counting them; Tab to its Delete, Enter.
    await press('Delete');
    const question = page.getByRole('alertdialog');
    await question.getByText(fill(texts.list.confirmBulk, { number: 2 })).waitFor();
    expect((await press('Tab')).name).toBe(texts.list.delete);
    await press('Enter');
    await expectVisibleText(page, texts.activities.bulkDeleted);
    const remaining = (await serverActivities()).map((activity) => activity.nameAR);
    expect(remaining).toHaveLength(ACTIVITIES - 2);
    for (const gone of names.slice(0, 2)) expect(remaining).not.toContain(gone);
    // The keyboard is back in the grid, on the row now in the second one's place.
    await expect.poll(async () => (await focus()).inGrid).toBe(true);
    expect(await focus()).toMatchObject({ rowIndex: 3, cell: 1 });

    // Enter on a record's cell: its edit.
    const opened = await focus();
    const record = (await serverActivities()).find((activity) => activity.nameAR === opened.name)!;
    expect(record, `a record named ${opened.name}`).toBeDefined();
    await press('Enter');
    await page.getByRole('heading', { name: texts.activities.editTitle, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(screenPath(registry.activities.screens!.edit!, record.id));
  });
});

/** Lines of an accessibility snapshot (Playwright's YAML), trimmed. */
const snapshotLines = async (locator: Locator) => (await locator.ariaSnapshot()).split('\n').map((line) => line.trim());

/** What a screen reader is given of a record's row on the activities list, as the accessibility tree has it. */
function activityRow(texts: Dictionary, name: string, state: { active: boolean; selected: boolean }): string[] {
  const select = fill(texts.list.selectRow, { name });
  const status = fill(texts.list.statusOf, { name });
  const shownStatus = state.active ? texts.list.active : texts.list.off;
  const [edit, remove] = [fill(texts.list.editRow, { name }), fill(texts.list.deleteRow, { name })];
  return [
    `- row "${select} ${name} ${status} ${shownStatus} ${edit} ${remove}"${state.selected ? ' [selected]' : ''}:`,
    `- gridcell "${select}":`,
    `- checkbox "${select}"${state.selected ? ' [checked]' : ''}`,
    `- gridcell "${name}"`,
    `- gridcell "${status} ${shownStatus}":`,
    `- switch "${status}"${state.active ? ' [checked]' : ''}`,
    `- text: ${shownStatus}`,
    `- gridcell "${edit} ${remove}":`,
    `- button "${edit}"`,
    `- button "${remove}"`,
  ];
}

/** 'N rows' as the page says it, in the plural form its language gives N. */
const rowCountText = (texts: Dictionary, language: string, number: number) =>
  fill(texts.list[`rowCount_${new Intl.PluralRules(language).select(number)}` as 'rowCount_other'], { number });

describe.each(LANGUAGES)("a screen reader's view of a list in $language", ({ language, texts }) => {
  it('is a grid named by its heading that counts every row of the list and places each, its header and selection said, its controls named as the row shows', async () => {
    await openActivities(texts);
    // The third record selected. Its name as the row shows it: the Arabic one, on the English page too (the English name's column is hidden).
    const shownName = (await list.bodyRows(page).nth(2).locator('td').nth(1).innerText()).trim();
    const record = (await serverActivities()).find((activity) => activity.nameAR === shownName)!;
    expect(record, `an activity named ${shownName}`).toBeDefined();
    await main().getByRole('checkbox', { name: fill(texts.list.selectRow, { name: shownName }) }).check();

    const lines = await snapshotLines(grid());
    const header = [
      `- row "${texts.list.selectPage} ${texts.columns.nameAR} ${texts.columns.status} ${texts.columns.actions}":`,
      `- columnheader "${texts.list.selectPage}":`,
      `- checkbox "${texts.list.selectPage}" [checked=mixed]`,
      `- columnheader "${texts.columns.nameAR}":`,
      `- button "${texts.columns.nameAR}"`,
      `- columnheader "${texts.columns.status}"`,
      `- columnheader "${texts.columns.actions}"`,
    ];
    expect(lines.slice(0, 3 + header.length)).toEqual([`- grid "${texts.activities.menu}":`, '- rowgroup:', ...header, '- rowgroup:']);
    const rows = lines.filter((line) => line.startsWith('- row '));
    expect(rows).toHaveLength(11);
    expect(rows.filter((line) => line.endsWith('[selected]:'))).toHaveLength(1);
    const selectedRow = activityRow(texts, shownName, { active: record.isactive === 1, selected: true });
    const at = lines.indexOf(selectedRow[0]!);
    expect(lines.slice(at, at + selectedRow.length)).toEqual(selectedRow);

    // The whole list's rows, the header row included; each row's place in it; the count under it describes it.
    expect(await grid().getAttribute('aria-rowcount')).toBe(String(ACTIVITIES + 1));
    expect(await grid().getAttribute('aria-multiselectable')).toBe('true');
    expect(await rowAt(4).getAttribute('aria-selected')).toBe('true');
    const places = () => grid().locator('tr').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-rowindex'))));
    expect(await places()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const describedBy = (await grid().getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(rowCountText(texts, language, ACTIVITIES));

    // A row button's tooltip is for the eyes, shown while the button has the focus: its name says
    // it all, so the tooltip does not describe it again.
    const edit = grid().getByRole('button', { name: fill(texts.list.editRow, { name: shownName }), exact: true });
    expect(await edit.getAttribute('aria-describedby')).toBeNull();
    await edit.focus();
    await page.getByRole('tooltip', { name: texts.list.edit, exact: true }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: texts.list.pagination }).getByRole('button', { name: fill(texts.list.pageNumber, { page: 3 }) }).click();
    await expect.poll(places).toEqual([1, 22, 23, 24, 25, 26, 27]);
    // The selection is kept across pages, but no row of this page is in it.
    expect(await grid().locator('tr[aria-selected="true"]').count()).toBe(0);
  });
});

/**
 * A key pressed on an Arabic keyboard layout: the key's position (`code`) with the Arabic letter it
 * types (`key`), sent as Chromium receives a key from the system.
 */
async function pressOnArabicLayout(code: string, key: string, keyCode: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Input.dispatchKeyEvent', { type: 'keyDown', code, key, text: key, unmodifiedText: key, windowsVirtualKeyCode: keyCode });
    await session.send('Input.dispatchKeyEvent', { type: 'keyUp', code, key, windowsVirtualKeyCode: keyCode });
  } finally {
    await session.detach();
  }
}
/** The keys of the shortcuts on the Arabic (101) layout: ] types د, [ types ج, / types ظ, N types ى. */
const ARABIC_LAYOUT = {
  ']': () => pressOnArabicLayout('BracketRight', 'د', 221),
  '[': () => pressOnArabicLayout('BracketLeft', 'ج', 219),
  '/': () => pressOnArabicLayout('Slash', 'ظ', 191),
  n: () => pressOnArabicLayout('KeyN', 'ى', 78),
};
const ENGLISH_LAYOUT = {
  ']': () => page.keyboard.press(']'),
  '[': () => page.keyboard.press('['),
  '/': () => page.keyboard.press('/'),
  n: () => page.keyboard.press('n'),
};

/** Takes the keyboard off any control: a shortcut pressed then is the page's. */
const focusNothing = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

describe.each([
  { language: 'en', texts: en, layout: ENGLISH_LAYOUT },
  { language: 'ar', texts: ar, layout: ARABIC_LAYOUT },
] as const)('the list shortcuts in $language', ({ texts, layout }) => {
  it('] and [ turn the pages, / goes to the search box, N to the new record; none while typing', async () => {
    await openActivities(texts);
    await focusNothing();
    await layout[']']();
    await expect.poll(() => currentPage(texts)).toBe('2');
    expect(await announced()).toBe(fill(texts.listKeyboard.page, { page: 2, total: 3 }));
    await layout[']']();
    await expect.poll(() => currentPage(texts)).toBe('3');
    await layout[']']();
    await layout['[']();
    await expect.poll(() => currentPage(texts)).toBe('2');
    // From the grid too: the keys are the list's wherever the keyboard is in it.
    await list.bodyRows(page).first().locator('td').nth(1).focus();
    await layout['[']();
    await expect.poll(() => currentPage(texts)).toBe('1');

    // / : the search box, where the keys type: N and ] are letters there.
    await layout['/']();
    const search = main().getByRole('searchbox', { name: texts.list.search });
    await expect.poll(() => search.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await search.inputValue()).toBe('');
    await layout.n();
    await layout[']']();
    expect(await search.inputValue()).toBe(texts === ar ? 'ىد' : 'n]');
    expect(new URL(page.url()).pathname).toBe(registry.activities.screens!.list);
    await page.keyboard.press('Escape');
    await expect.poll(() => search.inputValue()).toBe('');

    // N: the list's New button.
    await focusNothing();
    await layout.n();
    await page.getByRole('heading', { name: texts.activities.addTitle, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(registry.activities.screens!.add);
  });
});

describe.each(LANGUAGES)('a server-paged screen (the Trash) in $language', ({ language, texts }) => {
  it('is the same grid: one Tab stop, its rows counted and placed across pages, Space selects, PageDown turns', async () => {
    // Twelve activities deleted: twelve entries in the Trash, two pages.
    const doomed = (await serverActivities()).slice(0, 12);
    const deleted = await api.send('DELETE', '/activities/bulk', { activitiesIDs: doomed.map((activity) => activity.id) });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    await openList('/trash', (t) => t.trash.menu, texts);

    expect(await grid().getAttribute('aria-rowcount')).toBe('13');
    expect((await snapshotLines(grid()))[0]).toBe(`- grid "${texts.trash.menu}":`);
    const describedBy = (await grid().getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(rowCountText(texts, language, 12));

    // Back from the pages under it, one Tab stop: the first entry's checkbox, and out again the other way.
    await page.getByRole('navigation', { name: texts.list.pagination }).getByRole('button', { name: fill(texts.list.pageNumber, { page: 1 }) }).focus();
    expect(await press('Shift+Tab')).toMatchObject({ inGrid: true, rowIndex: 2, cell: 0, role: 'checkbox' });
    expect((await press('Shift+Tab')).inGrid).toBe(false);
    await press('Tab');
    await press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await press('Space');
    await expect.poll(() => rowAt(2).getAttribute('aria-selected')).toBe('true');
    expect(await announced()).toBe(fill(texts.listKeyboard.rowSelected, { row: 1, total: 12 }));
    await page.keyboard.press('PageDown');
    await expect.poll(focus).toMatchObject({ inGrid: true, rowIndex: 12, cell: 1 });
    expect(await currentPage(texts)).toBe('2');
    expect(await list.bodyRows(page).count()).toBe(2);
    await press('ArrowDown');
    await press('Space');
    await expect.poll(announced).toBe(fill(texts.listKeyboard.rowSelected, { row: 12, total: 12 }));
    expect(await main().getByRole('button', { name: fill(texts.trash.restoreCount, { number: 2 }) }).count()).toBe(1);
  });
});

describe.each(LANGUAGES)('axe-core on the grids in $language', ({ texts, direction }) => {
  it('finds no serious or critical violation on a list and the Trash, a row selected and the keyboard in the grid', async () => {
    await openActivities(texts);
    await main().getByRole('button', { name: texts.activities.add }).focus();
    await press('Tab');
    await press(direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    await press('Space');
    await expect.poll(() => rowAt(2).getAttribute('aria-selected')).toBe('true');
    const onList = await blockingViolations(page);
    expect(onList, describeViolations(onList)).toEqual([]);

    const doomed = (await serverActivities()).slice(0, 3);
    expect((await api.send('DELETE', '/activities/bulk', { activitiesIDs: doomed.map((activity) => activity.id) })).status).toBe(200);
    await openList('/trash', (t) => t.trash.menu, texts);
    await main().getByRole('checkbox', { name: texts.list.selectPage }).check();
    const onTrash = await blockingViolations(page);
    expect(onTrash, describeViolations(onTrash)).toEqual([]);
  });
});

/**
 * Whether the focused element can be seen: inside the card that scrolls the table sideways, and
 * not under the cells that stay in view while it scrolls (what is drawn at its middle is it). A
 * line saying what is wrong, or null.
 */
const focusedOutOfSight = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const card = element.closest('table')!.parentElement!.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
    if (box.left < card.left - 1 || box.right > card.right + 1) return `"${name}" is outside the card`;
    const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!drawn || !(drawn === element || element.contains(drawn))) return `"${name}" is under ${drawn?.closest('td, th')?.textContent?.trim() ?? drawn?.tagName}`;
    return null;
  });

describe.each(LANGUAGES)('a wide list in a narrow window in $language', ({ texts, direction }) => {
  it('brings each cell the arrows reach into view, out from under the checkboxes and row buttons that stay in view', async () => {
    const every = ['id', 'intID', 'nameAR', 'nameEN', 'infoAR', 'infoEN', 'order', 'countryid', 'deeplink', 'status', 'actions'];
    expect((await api.send('PUT', '/preferences/columns/activities', { columns: every })).status).toBe(200);
    const window = page.viewportSize()!;
    await page.setViewportSize({ width: 760, height: 800 });
    try {
      await openActivities(texts);
      await main().getByRole('button', { name: texts.activities.add }).focus();
      await press('Tab');
      const card = grid().locator('xpath=..');
      const problems: string[] = [];
      let scrolled = false;
      // Along the row to its end and back to its start.
      for (const key of [direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight', direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft']) {
        for (let step = 0; step < 20; step += 1) {
          const problem = await focusedOutOfSight();
          if (problem) problems.push(`${key}: ${problem}`);
          scrolled ||= (await card.evaluate((element) => element.scrollLeft)) !== 0;
          const before = await focus();
          const after = await press(key);
          if (after.cell === before.cell && after.x === before.x) break;
        }
      }
      expect(problems).toEqual([]);
      // The table was wider than its card: the arrows did scroll it.
      expect(scrolled).toBe(true);
    } finally {
      await page.setViewportSize(window);
    }
  });
});
