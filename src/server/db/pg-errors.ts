/** PostgreSQL error codes, looked for along the cause chain (drizzle wraps driver errors). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A row still referenced by an `on delete restrict` foreign key. */
export const PG_RESTRICT_VIOLATION = '23001';

export function pgError(error: unknown, code: string): { constraint?: string } | undefined {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return current as { constraint?: string };
  }
  return undefined;
}
