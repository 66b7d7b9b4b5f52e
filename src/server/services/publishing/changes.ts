/**
 * Whether a kind has changes its current snapshot does not show ("unpublished changes").
 *
 * The fingerprint is an md5 of the ids and versions of the kind's active records, taken in the
 * same statement as a snapshot and kept with it; the status compares it with the one of the
 * records now. Every write of a project or case (its data, its status, its payment items) goes
 * through one transaction that bumps its `version` (content/payable/record-writes.ts), an add
 * brings a new id, and a delete or a switch-off takes an id out of the active set: so every
 * change a donor could see changes the fingerprint. Edits of switched-off records, which donors
 * never see, do not. It reads two integer columns per record (a few milliseconds for
 * thousands of records), where comparing the donor-visible JSON itself would build every
 * record's JSON on each status read, and needs nothing written beside the records' own writes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PublicRecords } from './public-records';

/** The fingerprint expression, over the rows a `from … where published` selects. */
export const fingerprintOf = (records: PublicRecords): SQL =>
  sql`md5(coalesce(string_agg(${records.idColumn}::text || ':' || ${records.versionColumn}::text, ',' order by ${records.idColumn}), ''))`;

/** The fingerprint of the records as they are now. */
export const currentFingerprint = (records: PublicRecords): SQL =>
  sql`(select ${fingerprintOf(records)} from ${records.table} where ${records.published})`;

/** The fingerprint of no records: a kind never published has changes once it has an active record. */
export const EMPTY_FINGERPRINT = sql`md5('')`;
