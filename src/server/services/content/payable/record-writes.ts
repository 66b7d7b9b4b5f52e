/**
 * The writes of a project or cause, each one transaction: the record (and its payment items)
 * changed, its `version` bumped (optimistic concurrency: a stale `version` changes nothing, 409),
 * its JSON text stored anew (record-json.ts), and its SMS keywords checked against every other
 * owner's (sms/claim-conflicts.ts: 409 `keywordClaimed`, nothing written), and its history row
 * (history/record-history.ts: the record as answered, before and after).
 */
import { eq, sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '../../../../shared/constants';
import type { Queryable, Transaction } from '../../../db/database';
import { notFound } from '../../../http/api-error';
import { staleVersion } from '../../../http/stale-version';
import { refuseClaimConflicts, type ClaimFields } from '../../sms/claim-conflicts';
import { dayInZone } from '../../../support/zoned-time';
import type { Owner } from './owners';
import { insertItems, smsItemFields, type PaymentList } from './payments';
import { readRecord, storeRecordJson } from './record-json';
import { writeHistory, type HistoryActor } from '../../history/record-history';
import type { HistoryAction } from '../../../../shared/entities/history';

type Values = Record<string, unknown>;

/** The 404 of an id that names no record of this owner. */
export const missingRecord = (owner: Owner) => notFound(`There is no such ${owner.entry.noun.one}.`);

/** Locks the record for this transaction and checks the version the client last saw. */
async function lockRecord(tx: Transaction, owner: Owner, id: number, expected: number | undefined): Promise<void> {
  const [row] = await tx
    .select({ version: owner.versionColumn })
    .from(owner.table)
    .where(eq(owner.idColumn, id))
    .for('update');
  if (!row) throw missingRecord(owner);
  if (expected !== undefined && expected !== row.version) throw staleVersion();
}

/** A new record with its payment lists; its id. */
/** The record as answered, read in the write's transaction. */
const recordOf = async (tx: Queryable, owner: Owner, id: number) => (await readRecord(tx, owner, id, () => missingRecord(owner))) as Values;

/** Who writes, and what the write is called in the history. */
export interface RecordHistory {
  actor: HistoryActor;
  action: HistoryAction;
}

const resourceOf = (owner: Owner) => (owner.type === 'project' ? 'projects' : 'causes');

export async function createRecord(db: Queryable, owner: Owner, values: Values, lists: PaymentList[], now: Date, history: RecordHistory): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(owner.table)
      .values({ ...values, version: 1, createdAt: now, updatedAt: now } as never)
      .returning({ id: owner.idColumn });
    const id = (row as { id: number }).id;
    for (const list of lists) await insertItems(tx, list.payment, owner.type, id, list.items);
    await storeRecordJson(tx, owner, id);
    const smsLists = lists.filter((list) => list.payment.kind === 'sms');
    await refuseClaimConflicts(tx, { kind: owner.type, id: String(id) }, dayInZone(now, REPORT_TIME_ZONE), {
      fieldsOf: (claim) => smsLists.flatMap((list) => smsItemFields(list.path, list.items)(claim)),
    });
    await writeHistory(tx, history.actor, now, [{ resource: resourceOf(owner), recordId: id, action: history.action, before: null, after: await recordOf(tx, owner, id) }]);
    return id;
  });
}

/**
 * One change of a record: the version check, `change` (payment items), the new values (if any)
 * with the next version and the time of the change, the record's stored JSON, and its keywords
 * checked (`claimFields`: where the body holds them).
 */
export async function changeRecord(
  db: Queryable,
  owner: Owner,
  id: number,
  write: { version: number | undefined; now: Date; values?: Values; change?: (tx: Transaction) => Promise<void>; claimFields?: ClaimFields; history: RecordHistory },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRecord(tx, owner, id, write.version);
    const before = await recordOf(tx, owner, id);
    if (write.change) await write.change(tx);
    await tx
      .update(owner.table)
      .set({ ...write.values, version: sql`${owner.versionColumn} + 1`, updatedAt: write.now } as never)
      .where(eq(owner.idColumn, id));
    await storeRecordJson(tx, owner, id);
    await refuseClaimConflicts(tx, { kind: owner.type, id: String(id) }, dayInZone(write.now, REPORT_TIME_ZONE), { fieldsOf: write.claimFields });
    const { actor, action } = write.history;
    await writeHistory(tx, actor, write.now, [{ resource: resourceOf(owner), recordId: id, action, before, after: await recordOf(tx, owner, id) }]);
  });
}
