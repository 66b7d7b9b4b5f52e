/**
 * Steps on the generic list every content screen is built from (its table, the 'Columns'
 * menu, the 'Pages' navigation, row and bulk delete behind a confirmation), shared by the
 * end-to-end suites. What the server holds afterwards stays with each suite.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/renderer/src/i18n/en';
import type { ApiSession } from '../support/browser-host-process';
import { expectVisibleText } from './flows';

/**
 * A list's grid (every list of records is one: the kit's ListTable), named by its heading; the
 * records' rows are the rows of its body (the header row is the grid's first).
 */
export const listGrid = (scope: Page | Locator): Locator => scope.getByRole('grid');
export const bodyRows = (scope: Page | Locator): Locator => listGrid(scope).locator('tbody').getByRole('row');

/** The 'Pages' navigation under the table. */
export const pagination = (page: Page): Locator => page.getByRole('navigation', { name: en.list.pagination });

/** Opens a list at `url` fresh (a list loads once per app run): its title, then a row or the empty text. */
export async function openFreshList(page: Page, list: { url: string; heading: string; empty: string }): Promise<void> {
  await page.goto(list.url);
  await page.getByRole('heading', { name: list.heading, level: 1 }).waitFor();
  await bodyRows(page).first().or(page.getByText(list.empty)).first().waitFor();
}

/** The headers `visible` show and the `hidden` ones are absent; `header` finds a header by its text. */
export async function expectColumns(header: (name: string) => Locator, columns: { visible: string[]; hidden: string[] }): Promise<void> {
  for (const visible of columns.visible) {
    await expect.poll(() => header(visible).isVisible(), { message: visible }).toBe(true);
  }
  for (const hidden of columns.hidden) {
    expect(await header(hidden).count(), hidden).toBe(0);
  }
}

/**
 * Puts a list back to its default columns for the signed-in admin (an empty choice is no
 * choice), so a test that chose columns leaves nothing behind for the next.
 */
export async function resetColumnChoice(api: ApiSession, listKey: string): Promise<void> {
  const response = await api.send('PUT', `/preferences/columns/${listKey}`, { columns: [] });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Shows (or hides) a column through the 'Columns' menu. */
export async function showColumn(page: Page, label: string, visible = true): Promise<void> {
  await page.getByRole('button', { name: en.list.columns }).click();
  const item = page.getByRole('menuitemcheckbox', { name: label });
  if ((await item.getAttribute('aria-checked')) !== String(visible)) await item.click();
  await expect.poll(() => item.getAttribute('aria-checked')).toBe(String(visible));
  await page.keyboard.press('Escape');
}

/**
 * Pagination shows only from 6 rows: `showRows(count)` makes the server hold `count` rows and
 * shows the list again; with 5 the 5 rows show without 'Pages', with 6 the 6 rows show with it.
 */
export async function expectPaginationFromSixRows(page: Page, showRows: (count: number) => Promise<void>): Promise<void> {
  await showRows(5);
  await expect.poll(() => bodyRows(page).count()).toBe(5);
  expect(await pagination(page).count()).toBe(0);

  await showRows(6);
  await expect.poll(() => bodyRows(page).count()).toBe(6);
  await expect.poll(() => pagination(page).isVisible()).toBe(true);
}

/** The Delete button of the row named `rowName`. */
export const deleteRowButton = (page: Page, rowName: string): Locator =>
  page.getByRole('button', { name: en.list.deleteRow.replace('{{name}}', rowName), exact: true });

/** Clicks the Delete button of the row named `rowName` and waits for the confirmation asking `question`. */
export async function askToDeleteRow(page: Page, rowName: string, question = en.list.confirmDelete.replace('{{name}}', rowName)): Promise<Locator> {
  await deleteRowButton(page, rowName).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(question).waitFor();
  return dialog;
}

/** Cancels the open confirmation; it closes. */
export async function cancelConfirmation(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: en.common.cancel }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Confirms the open delete confirmation and waits for the toast. */
export async function confirmDeletion(page: Page, toast: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: en.list.delete }).click();
  await expectVisibleText(page, toast);
}

/**
 * Deletes a row only after the confirmation: asked once and cancelled (`whileKept` then checks
 * that nothing was deleted), asked again and confirmed, then the toast, and the row's Delete
 * button is gone from the list.
 */
export async function deleteRowAfterCancel(
  page: Page,
  step: { rowName: string; toast: string; question?: string; whileKept: () => Promise<void> },
): Promise<void> {
  await askToDeleteRow(page, step.rowName, step.question);
  await cancelConfirmation(page);
  await step.whileKept();
  await askToDeleteRow(page, step.rowName, step.question);
  await confirmDeletion(page, step.toast);
  await expect.poll(() => deleteRowButton(page, step.rowName).count()).toBe(0);
}

/** 'Delete selected' with nothing selected shows `warning`. */
export async function expectNothingSelectedWarning(page: Page, warning: string): Promise<void> {
  await page.getByRole('button', { name: en.list.deleteSelected }).click();
  await expectVisibleText(page, warning);
}

/** Ticks the selection box of each named row. */
export async function selectRows(page: Page, rowNames: string[]): Promise<void> {
  for (const name of rowNames) await page.getByRole('checkbox', { name: en.list.selectRow.replace('{{name}}', name) }).check();
}

/** 'Delete selected (count)', the confirmation asking about `count` items, confirmed; then the toast. */
export async function deleteSelection(page: Page, count: number, toast: string): Promise<void> {
  await page.getByRole('button', { name: en.list.deleteSelectedCount.replace('{{number}}', String(count)) }).click();
  await page.getByRole('alertdialog').getByText(en.list.confirmBulk.replace('{{number}}', String(count))).waitFor();
  await confirmDeletion(page, toast);
}

/**
 * Makes the server hold exactly `count` rows of a list, through its API: the rows past the
 * first `count` go in one bulk delete, or rows are added one by one. Returns the rows as the
 * server then lists them.
 */
export async function keepServerRows<Row, Id>(
  count: number,
  rows: { list: () => Promise<Row[]>; idOf: (row: Row) => Id; deleteBulk: (ids: Id[]) => Promise<Response>; add: () => Promise<unknown> },
): Promise<Row[]> {
  let current = await rows.list();
  if (current.length > count) {
    const response = await rows.deleteBulk(current.slice(count).map(rows.idOf));
    expect(response.status, await response.clone().text()).toBe(200);
  }
  while (current.length < count) {
    await rows.add();
    current = await rows.list();
  }
  return rows.list();
}

/**
 * Deletes every record of a class of the store through its API, in one bulk delete: for a test
 * that needs what the demo records would block (memorial persons name activities, whose delete
 * is then refused).
 */
export async function deleteClassRecords(api: ApiSession, className: string): Promise<void> {
  const { results } = (await (await api.get(`/classes/${className}?limit=1000`)).json()) as { results: Array<{ objectId: string }> };
  if (results.length === 0) return;
  const response = await api.send('DELETE', `/classes/${className}/bulk`, { [`${className}IDs`]: results.map((record) => record.objectId) });
  expect(response.status, await response.clone().text()).toBe(200);
}
