/**
 * A whole list from a server that hands it out a page at a time (`limit`/`skip`): what the
 * renderer and the CSV export get when they ask for every row of a paged resource.
 */

/** Stops a server that keeps answering full pages from filling the memory. */
export const MAX_FETCHED_ROWS = 1_000_000;

/**
 * Every row of a paged list: requests of `batchSize` rows from skip 0 until one comes back short.
 */
export async function fetchEveryPage<T>(
  fetchPage: (page: { skip: number; limit: number }) => Promise<T[]>,
  batchSize: number,
  maxRows = MAX_FETCHED_ROWS,
): Promise<T[]> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage({ skip: rows.length, limit: batchSize });
    rows.push(...page);
    if (page.length < batchSize) return rows;
    if (rows.length >= maxRows) throw new RangeError(`The list has more than ${maxRows} rows.`);
  }
}
