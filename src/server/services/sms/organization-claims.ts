/**
 * The claim checks of an organization's keywords (sms/claim-conflicts.ts), as the short codes'
 * and keywords' bindings run them after a write: a keyword counts for its organization on each of
 * the organization's active short codes, a short-code row's own keyword on that row.
 */
import { REPORT_TIME_ZONE } from '../../../shared/constants';
import { keywordKey } from '../../../shared/sms-keywords';
import type { Queryable } from '../../db/database';
import { refuseClaimConflicts } from './claim-conflicts';
import { dayInZone } from '../../support/zoned-time';

type Row = Record<string, unknown>;

const organization = (orgId: unknown) => ({ kind: 'organization' as const, id: String(orgId) });

/** A short-code row: its own keyword, and the organization's keywords on its code. */
export function shortCodeClaims(tx: Queryable, row: Row, now: Date): Promise<void> {
  const ownKey = keywordKey(String(row.keywordEN ?? ''));
  return refuseClaimConflicts(tx, organization(row.orgid), dayInZone(now, REPORT_TIME_ZONE), {
    only: { code: { mno: Number(row.mnoid), shortCode: Number(row.shortcode) } },
    fieldsOf: (claim) => [claim.key === ownKey ? 'keywordEN' : 'shortcode'],
  });
}

/** A keyword of the Keywords screen, on each short code of its organization. */
export function keywordClaims(tx: Queryable, row: Row, now: Date): Promise<void> {
  const key = keywordKey(String(row.title ?? ''));
  return refuseClaimConflicts(tx, organization(row.org_id), dayInZone(now, REPORT_TIME_ZONE), {
    only: { key },
    fieldsOf: () => ['title'],
  });
}
