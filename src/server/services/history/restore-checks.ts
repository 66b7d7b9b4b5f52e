/**
 * What a restore from the Trash checks once a record's rows are back, by resource: the rules its
 * saves keep that the database's constraints do not (trash.ts). A project's or case's keywords,
 * a keyword's and a short code's claims may have been taken by another owner while it was away:
 * and a campaign page's buttons: the same 409 `keywordClaimed` a save meets, naming that owner;
 * nothing is restored.
 */
import { eq } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '../../../shared/constants';
import type { Queryable } from '../../db/database';
import { landingPages } from '../../db/schema';
import { dayInZone } from '../../support/zoned-time';
import { bindingOf } from '../resources/bindings';
import { refuseClaimConflicts } from '../sms/claim-conflicts';
import type { RestoreCheck } from './trash';

/** The binding's own check of a written row (its claims), on the row as it is back. */
const boundCheck =
  (name: 'keywords' | 'shortCodes'): RestoreCheck =>
  async (tx: Queryable, recordId, now) => {
    const binding = bindingOf(name);
    const id = name === 'shortCodes' ? Number(recordId) : recordId;
    const [row] = await tx.select().from(binding.table).where(eq(binding.idColumn, id));
    if (row) await binding.checkWritten?.(tx, row as Record<string, unknown>, now);
  };

const ownerCheck =
  (kind: 'project' | 'cause'): RestoreCheck =>
  (tx, recordId, now) =>
    refuseClaimConflicts(tx, { kind, id: recordId }, dayInZone(now, REPORT_TIME_ZONE));

/** A campaign page's buttons may not count for anyone else during its period, as when it was made. */
const campaignCheck: RestoreCheck = async (tx, recordId, now) => {
  const [page] = await tx.select({ kind: landingPages.kind, sourceId: landingPages.sourceId }).from(landingPages).where(eq(landingPages.objectId, recordId));
  if (page?.kind === 'campaign') await refuseClaimConflicts(tx, { kind: 'campaign', id: page.sourceId ?? recordId }, dayInZone(now, REPORT_TIME_ZONE));
};

export const restoreChecks: Partial<Record<string, RestoreCheck>> = {
  landingPages: campaignCheck,
  projects: ownerCheck('project'),
  causes: ownerCheck('cause'),
  keywords: boundCheck('keywords'),
  shortCodes: boundCheck('shortCodes'),
};
