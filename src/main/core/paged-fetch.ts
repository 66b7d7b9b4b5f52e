/**
 * A whole list from a server that hands it out a page at a time (`limit`/`skip`): what the
 * renderer and the CSV export get when they ask for every row of a paged resource.
 */

/** Stops a server that keeps answering full pages from filling the memory. */
export const MAX_FETCHED_ROWS = 1_000_000;

/**
 * The pages of a paged list, one request of `batchSize` rows at a time from skip 0 until one
 * comes back short; each page is asked for only when the previous one was used (the CSV export
 * writes a page before it fetches the next).
 */
export async function* eachPage<T>(
  fetchPage: (page: { skip: number; limit: number }) => Promise<T[]>,
  batchSize: number,
  maxRows = MAX_FETCHED_ROWS,
): AsyncGenerator<T[]> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  let fetched = 0;
  for (;;) {
    const page = await fetchPage({ skip: fetched, limit: batchSize });
    fetched += page.length;
    if (page.length > 0) yield page;
    if (page.length < batchSize) return;
    if (fetched >= maxRows) throw new RangeError(`The list has more than ${maxRows} rows.`);
  }
}

/** Every row of a paged list (eachPage's pages together). */
export async function fetchEveryPage<T>(
  fetchPage: (page: { skip: number; limit: number }) => Promise<T[]>,
  batchSize: number,
  maxRows = MAX_FETCHED_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of eachPage(fetchPage, batchSize, maxRows)) rows.push(...page);
  return rows;
}
