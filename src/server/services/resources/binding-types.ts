/**
 * The shape of a binding (what the database adds to a registry entry, bindings.ts) and of what
 * a resource may state itself. Its own module, so that a resource's own overrides (content/
 * banners.ts) and bindings.ts, which puts them together, both import it without a circle.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import type { SearchTerms } from './list-page';
import type { FieldMessages } from './references';

export type Values = Record<string, unknown>;

export interface WriteContext {
  db: Queryable;
  now: Date;
  mode: 'create' | 'update';
}

export interface ResourceBinding<Data = Values> {
  table: PgTable;
  /** The column a path id names: `id` (numeric ids) or `objectId` (class-store records). */
  idColumn: AnyPgColumn;
  /** Optimistic concurrency: every builder needs it. */
  versionColumn: AnyPgColumn;
  orderBy: readonly (SQL | AnyPgColumn)[];
  /** The list's WHERE from its validated query (the registry's `list.query`). */
  listWhere: (query: Values) => SQL | undefined;
  /** Row values from validated data: derived fields, fixed values of a create. Never the `version`. */
  toValues: (data: Data, context: WriteContext) => Values;
  /** Refuses (400 with `fields`) data naming records that do not exist: the entry's declared references, then the resource's own. */
  refuseBrokenReferences: (data: Data, db: Queryable) => Promise<void>;
  /** Values written with the new isactive by a status switch. */
  onStatusToggle?: (isactive: number) => Values;
  /**
   * Checks a written row inside the write's transaction (a throw undoes the write): for rules
   * that look at other records as the write leaves them (sms/claim-conflicts.ts).
   */
  checkWritten?: (tx: Queryable, row: Values, now: Date) => Promise<void>;
  /** The field a unique-constraint failure is reported on. */
  uniqueField?: string;
  /** A server-mode search's term as a field reads it, by field (resources/list-page.ts); the term as typed otherwise. */
  searchTerms?: SearchTerms;
}

/** What a resource may state itself: the defaults it replaces, and references it checks itself (field → message). */
export type BindingOverrides<Data> = Partial<
  Pick<ResourceBinding<Data>, 'orderBy' | 'listWhere' | 'toValues' | 'onStatusToggle' | 'checkWritten' | 'uniqueField' | 'searchTerms'>
> & {
  checkReferences?: (data: Data, db: Queryable) => Promise<FieldMessages>;
};
