/**
 * Ambiguity refused where it is made: a save that would give an (operator, short code, keyword)
 * a second owner is refused with 409 `keywordClaimed`, naming the owner it has, at the field that
 * holds the keyword. Run inside the save's transaction, after its write: the claims compared are
 * the ones the write leaves. Every write to the claims' tables moves `sms_routing_version` first
 * (a trigger), which holds that row until the commit, so two saves that would claim one keyword
 * at once are checked one after the other and the second sees the first.
 *
 * A project's or case's claims last while it is active, and while it is in the Trash (until it is
 * deleted for good, history/trashed-claims.ts); a campaign's during its period. Two campaigns may
 * use one keyword in periods that do not meet.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SmsButton } from '../../../shared/entities/landing-page';
import { keywordClaimedMessage, type SmsClaimant } from '../../../shared/entities/sms-owner';
import type { Queryable } from '../../db/database';
import { causes, landingPages, organizations, projects, shortCodes, smsPayments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { claimsOf, claimsOn, loadSmsRouting, ownerKey, type SmsClaim, type SmsCode, type SmsOwner } from './claims';
import { trashedClaimsOn } from '../history/trashed-claims';

/** Appended to the OpenAPI description of every route whose save can claim a keyword. */
export const claimNote =
  ' An (operator, short code, keyword) that would count for a second owner (a project, case, campaign or organization) answers 409 ' +
  '`keywordClaimed`, naming the owner it has, with `fields` at the keyword when the body holds it; nothing is written.';

/** Where a refused claim is shown: the body's field paths that hold its keyword (none: the whole form). */
export type ClaimFields = (claim: SmsClaim) => string[];

export interface ClaimConflict {
  claim: SmsClaim;
  /** The claim of the owner the keyword has. */
  holder: SmsClaim;
  /** The holder's names when it is in the Trash (not in its table any more). */
  trashed?: SmsClaimant;
}

export interface ClaimCheck {
  /** Where the body holds each claim's keyword; default: nowhere (the message alone). */
  fieldsOf?: ClaimFields;
  /** Only the claims this save made or changed: of one key (a keyword), on one short code (a short-code row); default: all of the owner's. */
  only?: { key?: string; code?: SmsCode };
}

/** The claims of `owner` that another owner also has on a day both hold (`today` on: owners without a period). */
export async function claimConflictsOf(db: Queryable, owner: SmsOwner, today: string, only: ClaimCheck['only'] = {}): Promise<ClaimConflict[]> {
  const routing = await loadSmsRouting(db, only.code ? [only.code] : await codesOf(db, owner));
  const mine = ownerKey(owner);
  const conflicts: ClaimConflict[] = [];
  const ownClaims = claimsOf(routing, owner, only);
  for (const claim of ownClaims) {
    const holder = claimsOn(routing, claim, claim.key).find((candidate) => ownerKey(candidate.owner) !== mine && overlap(claim, candidate, today));
    if (holder) conflicts.push({ claim, holder });
  }
  // A project or case in the Trash keeps its keywords until it is deleted for good.
  const trashed = await trashedClaimsOn(db, [...new Map(ownClaims.map((claim) => [`${claim.mno}:${claim.shortCode}`, claim])).values()]);
  for (const claim of ownClaims) {
    if (conflicts.some((conflict) => conflict.claim === claim)) continue;
    const held = trashed.find((candidate) => candidate.mno === claim.mno && candidate.shortCode === claim.shortCode && candidate.key === claim.key && ownerKey(candidate.owner) !== mine);
    const holder = held && { ...claim, owner: held.owner, period: null };
    if (holder && overlap(claim, holder, today)) conflicts.push({ claim, holder, trashed: held.claimant });
  }
  return conflicts;
}

/** Throws 409 `keywordClaimed` when a claim of `owner` is another's (see the module's note). */
export async function refuseClaimConflicts(db: Queryable, owner: SmsOwner, today: string, check: ClaimCheck = {}): Promise<void> {
  const { fieldsOf = () => [] } = check;
  const conflicts = await claimConflictsOf(db, owner, today, check.only);
  if (conflicts.length === 0) return;
  const names = await claimantsOf(db, conflicts.map((conflict) => conflict.holder.owner));
  for (const conflict of conflicts) if (conflict.trashed) names.set(ownerKey(conflict.holder.owner), conflict.trashed);
  const fields: Record<string, string> = {};
  for (const { claim, holder } of conflicts) {
    for (const path of fieldsOf(claim)) fields[path] ??= keywordClaimedMessage(names.get(ownerKey(holder.owner))!);
  }
  const { claim, holder } = conflicts[0]!;
  const claimant = names.get(ownerKey(holder.owner))!;
  throw new ApiError(
    409,
    'keywordClaimed',
    `The keyword "${claim.keyword}" on short code ${claim.shortCode} of operator ${claim.mno} already counts for the ${NOUN[claimant.kind]} ` +
      `"${claimant.nameEN || claimant.nameAR}": one keyword on one short code counts for one project, case, campaign or organization.`,
    { claimedBy: keywordClaimedMessage(claimant), ...(Object.keys(fields).length > 0 && { fields }) },
  );
}

const NOUN: Readonly<Record<SmsClaimant['kind'], string>> = { project: 'project', cause: 'case', campaign: 'campaign', organization: 'organization' };

const FOREVER = '9999-12-31';

/** Whether two claims hold on a common day (one without a period holds from today on). */
function overlap(a: SmsClaim, b: SmsClaim, today: string): boolean {
  const [aFrom, aTo] = a.period ? [a.period.from, a.period.to ?? FOREVER] : [today, FOREVER];
  const [bFrom, bTo] = b.period ? [b.period.from, b.period.to ?? FOREVER] : [today, FOREVER];
  return aFrom <= bTo && bFrom <= aTo;
}

/** The short codes an owner's claims are on: only claims there can meet its own. */
async function codesOf(db: Queryable, owner: SmsOwner): Promise<SmsCode[]> {
  switch (owner.kind) {
    case 'project':
    case 'cause': {
      const column = owner.kind === 'project' ? smsPayments.projectId : smsPayments.causeId;
      return db.selectDistinct({ mno: smsPayments.mno, shortCode: smsPayments.short_code }).from(smsPayments).where(eq(column, Number(owner.id)));
    }
    case 'organization':
      return db
        .selectDistinct({ mno: shortCodes.mnoid, shortCode: shortCodes.shortcode })
        .from(shortCodes)
        .where(and(eq(shortCodes.orgid, Number(owner.id)), eq(shortCodes.isactive, 1)));
    case 'campaign': {
      const pages = await db
        .select({ buttons: sql<SmsButton[]>`${landingPages.components} -> 'buttons'` })
        .from(landingPages)
        .where(and(eq(landingPages.kind, 'campaign'), sql`coalesce(${landingPages.sourceId}, ${landingPages.objectId}) = ${owner.id}`));
      const codes = new Map<string, SmsCode>();
      for (const button of pages.flatMap((page) => page.buttons ?? [])) codes.set(`${button.mno}:${button.shortCode}`, { mno: button.mno, shortCode: button.shortCode });
      return [...codes.values()];
    }
  }
}

/** The owners' names in both languages, by ownerKey. */
export async function claimantsOf(db: Queryable, owners: readonly SmsOwner[]): Promise<Map<string, SmsClaimant>> {
  const idsOf = (kind: SmsOwner['kind']) => [...new Set(owners.filter((owner) => owner.kind === kind).map((owner) => owner.id))];
  const numeric = (ids: string[]) => ids.map(Number).filter(Number.isInteger);
  // One query after another: `db` is the save's transaction, whose one connection takes one at a time.
  const projectRows =
    idsOf('project').length === 0
      ? []
      : await db.select({ id: projects.id, nameAR: projects.nameAR, nameEN: projects.nameEN }).from(projects).where(inArray(projects.id, numeric(idsOf('project'))));
  const causeRows =
    idsOf('cause').length === 0
      ? []
      : await db.select({ id: causes.id, nameAR: causes.nameAR, nameEN: causes.nameEN }).from(causes).where(inArray(causes.id, numeric(idsOf('cause'))));
  const organizationRows =
    idsOf('organization').length === 0
      ? []
      : await db
          .select({ id: organizations.id, nameAR: organizations.nameAR, nameEN: organizations.nameEN })
          .from(organizations)
          .where(inArray(organizations.id, numeric(idsOf('organization'))));
  const campaignRows =
    idsOf('campaign').length === 0
      ? []
      : await db
          .select({ id: sql<string>`coalesce(${landingPages.sourceId}, ${landingPages.objectId})`, lang: landingPages.lang, name: landingPages.name })
          .from(landingPages)
          .where(and(eq(landingPages.kind, 'campaign'), inArray(sql`coalesce(${landingPages.sourceId}, ${landingPages.objectId})`, idsOf('campaign'))));
  const names = new Map<string, SmsClaimant>();
  for (const row of projectRows) names.set(ownerKey({ kind: 'project', id: String(row.id) }), { kind: 'project', nameAR: row.nameAR, nameEN: row.nameEN });
  for (const row of causeRows) names.set(ownerKey({ kind: 'cause', id: String(row.id) }), { kind: 'cause', nameAR: row.nameAR, nameEN: row.nameEN });
  for (const row of organizationRows) {
    names.set(ownerKey({ kind: 'organization', id: String(row.id) }), { kind: 'organization', nameAR: row.nameAR, nameEN: row.nameEN });
  }
  for (const row of campaignRows) {
    // A campaign pair has a page per language; a marketing page one, named as it is.
    const key = ownerKey({ kind: 'campaign', id: row.id });
    const known = names.get(key) ?? { kind: 'campaign' as const, nameAR: row.name, nameEN: row.name };
    names.set(key, row.lang === 'ar' ? { ...known, nameAR: row.name } : { ...known, nameEN: row.name });
  }
  // An owner whose record went meanwhile is named by its id.
  for (const owner of owners) names.set(ownerKey(owner), names.get(ownerKey(owner)) ?? { kind: owner.kind, nameAR: owner.id, nameEN: owner.id });
  return names;
}
