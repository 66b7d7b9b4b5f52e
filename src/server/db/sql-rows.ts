/** Rows of `db.execute`, which both drivers answer as `{ rows }` (their declared types differ). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A bigint or count, which node-postgres answers as a string and PGlite as a number. */
export function toNumber(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
