/**
 * The keywords a project or case in the Trash still holds: its SMS rows' keywords on their short
 * codes stay its own until it is deleted for good, so a restore finds them free (issue 23: "its
 * keyword is free again only after it is deleted for good"). It counts no donation meanwhile: the
 * intake routes by the tables, where it is not. Read from the Trash entries' stored rows.
 */
import { inArray, sql } from 'drizzle-orm';
import { keywordKey } from '../../../shared/sms-keywords';
import type { SmsClaimant } from '../../../shared/entities/sms-owner';
import type { Queryable } from '../../db/database';
import { trashEntries, type TrashedRows } from '../../db/schema/history';
import type { SmsCode, SmsOwner } from '../sms/claims';

export interface TrashedClaim extends SmsCode {
  key: string;
  owner: SmsOwner;
  claimant: SmsClaimant;
}

const OWNERS = { projects: 'project', causes: 'cause' } as const;

/** The keywords held by active projects and cases in the Trash, on the given short codes. */
export async function trashedClaimsOn(db: Queryable, codes: readonly SmsCode[]): Promise<TrashedClaim[]> {
  if (codes.length === 0) return [];
  const entries = await db
    .select({ resource: trashEntries.resource, recordId: trashEntries.recordId, rows: trashEntries.rows })
    .from(trashEntries)
    .where(inArray(trashEntries.resource, Object.keys(OWNERS)))
    // Every trashed project's and case's rows are read (the Trash holds 30 days of deletes); the
    // codes are picked out below. In time order, so the first holder found is the oldest.
    .orderBy(sql`${trashEntries.id}`);
  const wanted = new Set(codes.map((code) => `${code.mno}:${code.shortCode}`));
  const claims: TrashedClaim[] = [];
  for (const entry of entries) {
    const kind = OWNERS[entry.resource as keyof typeof OWNERS];
    const record = entry.rows[0]?.rows[0] as Record<string, unknown> | undefined;
    // A record's claims last while it is active (claim-conflicts.ts); an inactive one held none.
    if (!record || record.isactive !== 1) continue;
    const claimant: SmsClaimant = { kind, nameAR: String(record.name_ar ?? ''), nameEN: String(record.name_en ?? '') };
    const smsRows = entry.rows.find((group: TrashedRows) => group.table === 'sms_payments')?.rows ?? [];
    for (const row of smsRows) {
      const code = { mno: Number(row.mno), shortCode: Number(row.short_code) };
      if (!wanted.has(`${code.mno}:${code.shortCode}`)) continue;
      for (const keyword of [row.keyword_en, row.keyword_ar]) {
        if (typeof keyword === 'string' && keyword.trim()) claims.push({ ...code, key: keywordKey(keyword), owner: { kind, id: entry.recordId }, claimant });
      }
    }
  }
  return claims;
}
