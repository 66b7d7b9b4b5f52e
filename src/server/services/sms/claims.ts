/**
 * Who claims which keyword: every (operator, short code, keyword key) a donor can send, and the
 * owner it counts for, read from the records that promise it to donors:
 *
 * 1. the SMS rows of active projects and urgent cases (their English and Arabic keyword);
 * 2. the buttons of campaign pages (the /jalillah pairs and the marketing system's pages), during
 *    their progress period;
 * 3. an organization's keywords (the Keywords screen) on each of its active short codes, and
 *    each short-code row's own keyword on that row.
 *
 * Keys are `keywordKey`s (English case-insensitively, Arabic after the search folding). The
 * intake attributes with these (attribution.ts), saves refuse a second owner with them
 * (claim-conflicts.ts), and a donation page asks them whether its buttons count for it. The
 * first two kinds are few and kept as claims; an organization's keywords (there may be many
 * thousands) are kept by organization and made claims only when a short code asks.
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CAMPAIGN_SHORT_CODE_PRICES } from '../../../shared/constants';
import type { SmsButton } from '../../../shared/entities/landing-page';
import type { SmsOwnerKind } from '../../../shared/entities/sms-owner';
import { keywordKey } from '../../../shared/sms-keywords';
import type { Queryable } from '../../db/database';
import { causes, keywords, landingPages, projects, shortCodes, smsPayments } from '../../db/schema';

export interface SmsOwner {
  kind: SmsOwnerKind;
  /** A project's or case's id, a campaign's request id (or its page's objectId), an organization's id. */
  id: string;
}

/** How an owner is written in `sms_messages.owner` and the daily figures: `project:12`. */
export const ownerKey = (owner: SmsOwner): string => `${owner.kind}:${owner.id}`;

/** An operator's short code. */
export interface SmsCode {
  mno: number;
  shortCode: number;
}

export interface SmsClaim extends SmsCode {
  key: string;
  /** The keyword as reports show it: the SMS row's English keyword, the button's, the keyword's title. */
  keyword: string;
  owner: SmsOwner;
  /** The organization its donations are reported under (null: none known). */
  orgId: number | null;
  /** AED per message. */
  price: number;
  /** The Dubai days it holds (a campaign's period; `to` null: open-ended); null: while its owner is active. */
  period: { from: string; to: string | null } | null;
}

/** An active short-code row, as the routing keeps it. */
export interface ShortCodeRow {
  orgId: number;
  price: number;
  /** The key of the row's own keyword ('' none). */
  key: string;
  keywordEN: string;
}

export interface SmsRouting {
  /** The claims of SMS rows and campaign buttons by `${mno}:${shortCode}:${key}`, in precedence order. */
  recordClaims: Map<string, SmsClaim[]>;
  /** Active short-code rows by `${mno}:${shortCode}`, oldest first. */
  shortCodes: Map<string, ShortCodeRow[]>;
  /** Each organization's keywords: key → the title its oldest keyword of that key has. */
  keywordsByOrg: Map<number, Map<string, string>>;
  /** `claimsOn`'s answers so far: the intake asks the same few keywords again and again. */
  answered: Map<string, SmsClaim[]>;
}

/** Answers `claimsOn` keeps at most; texts that match nothing may be many, so it starts again when full. */
const ANSWERED_MAX = 50_000;

export const codeKey = (mno: number, shortCode: number) => `${mno}:${shortCode}`;
export const claimKey = (mno: number, shortCode: number, key: string) => `${mno}:${shortCode}:${key}`;

/** Precedence among a project's and a case's rows and campaigns (organizations come after all). */
const RANK: Readonly<Record<SmsOwnerKind, number>> = { project: 0, cause: 1, campaign: 2, organization: 3 };

/**
 * Every claim there is now (a transaction's view when `db` is one); with `codes`, only the
 * claims on those short codes (what a save must compare its own claims with).
 */
export async function loadSmsRouting(db: Queryable, codes?: readonly SmsCode[]): Promise<SmsRouting> {
  if (codes?.length === 0) return { recordClaims: new Map(), shortCodes: new Map(), keywordsByOrg: new Map(), answered: new Map() };
  const onCodes = (mno: AnyPgColumn, shortCode: AnyPgColumn) =>
    codes ? sql`(${mno}, ${shortCode}) IN (${sql.join(codes.map((code) => sql`(${code.mno}, ${code.shortCode})`), sql`, `)})` : undefined;
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const codeRows = await db
    .select({ orgId: shortCodes.orgid, mno: shortCodes.mnoid, shortCode: shortCodes.shortcode, price: shortCodes.price, keywordEN: shortCodes.keywordEN })
    .from(shortCodes)
    .where(and(eq(shortCodes.isactive, 1), onCodes(shortCodes.mnoid, shortCodes.shortcode)))
    .orderBy(asc(shortCodes.id));
  const itemRows = await activeSmsItems(db, onCodes(smsPayments.mno, smsPayments.short_code));
  const campaignRows = await db
    .select({
      objectId: landingPages.objectId,
      sourceId: landingPages.sourceId,
      buttons: sql<SmsButton[]>`${landingPages.components} -> 'buttons'`,
      from: sql<string>`${landingPages.components} #>> '{progress,startDate}'`,
      to: sql<string | null>`${landingPages.components} #>> '{progress,endDate}'`,
    })
    .from(landingPages)
    .where(and(eq(landingPages.kind, 'campaign'), isNotNull(sql`${landingPages.components} #>> '{progress,startDate}'`)))
    .orderBy(asc(landingPages.createdAt), asc(landingPages.objectId));
  // Only the keywords of organizations that have one of the short codes.
  const orgIds = [...new Set(codeRows.map((row) => row.orgId))];
  const keywordRows =
    orgIds.length === 0
      ? []
      : await db
          .select({ orgId: keywords.org_id, title: keywords.title })
          .from(keywords)
          .where(codes ? inArray(keywords.org_id, orgIds) : undefined)
          .orderBy(asc(keywords.createdAt), asc(keywords.objectId));

  const rowsByCode = new Map<string, ShortCodeRow[]>();
  for (const row of codeRows) {
    push(rowsByCode, codeKey(row.mno, row.shortCode), { orgId: row.orgId, price: row.price, key: keywordKey(row.keywordEN), keywordEN: row.keywordEN.trim() });
  }
  const keywordsByOrg = new Map<number, Map<string, string>>();
  for (const row of keywordRows) {
    const byKey = keywordsByOrg.get(row.orgId) ?? new Map<string, string>();
    const key = keywordKey(row.title);
    if (key !== '' && !byKey.has(key)) byKey.set(key, row.title);
    keywordsByOrg.set(row.orgId, byKey);
  }

  const claims: SmsClaim[] = [];
  for (const item of itemRows) {
    const keyword = item.keywordEN.trim() || item.keywordAR.trim();
    const owner: SmsOwner = { kind: item.kind, id: String(item.ownerId) };
    for (const key of new Set([keywordKey(item.keywordEN), keywordKey(item.keywordAR)])) {
      if (key !== '') claims.push({ mno: item.mno, shortCode: item.shortCode, key, keyword, owner, orgId: item.orgId, price: item.price, period: null });
    }
  }
  const wanted = codes && new Set(codes.map((code) => codeKey(code.mno, code.shortCode)));
  for (const page of campaignRows) {
    // A /jalillah pair is one campaign (its request id); a marketing page is one of its own.
    const owner: SmsOwner = { kind: 'campaign', id: page.sourceId ?? page.objectId };
    const period = { from: page.from, to: page.to };
    for (const button of page.buttons ?? []) {
      const key = keywordKey(button.keyword);
      if (key === '' || (wanted && !wanted.has(codeKey(button.mno, button.shortCode)))) continue;
      const orgId = soleOrganization(rowsByCode.get(codeKey(button.mno, button.shortCode)) ?? []);
      claims.push({ mno: button.mno, shortCode: button.shortCode, key, keyword: button.keyword, owner, orgId, price: button.amount, period });
    }
  }
  const recordClaims = new Map<string, SmsClaim[]>();
  for (const claim of claims) push(recordClaims, claimKey(claim.mno, claim.shortCode, claim.key), claim);
  // Stable: within a rank, the order read (oldest first).
  for (const list of recordClaims.values()) list.sort((a, b) => RANK[a.owner.kind] - RANK[b.owner.kind]);
  return { recordClaims, shortCodes: rowsByCode, keywordsByOrg, answered: new Map() };
}

/** Every claim of (operator, short code, key), the one that wins first: records' and campaigns', then organizations' (oldest short code first). */
export function claimsOn(routing: SmsRouting, code: SmsCode, key: string): SmsClaim[] {
  const triple = claimKey(code.mno, code.shortCode, key);
  const known = routing.answered.get(triple);
  if (known) return known;
  const claims = [...(routing.recordClaims.get(triple) ?? [])];
  const rows = routing.shortCodes.get(codeKey(code.mno, code.shortCode)) ?? [];
  for (const orgId of new Set(rows.map((row) => row.orgId))) {
    const claim = organizationClaim(routing, code, orgId, key);
    if (claim) claims.push(claim);
  }
  if (routing.answered.size >= ANSWERED_MAX) routing.answered.clear();
  routing.answered.set(triple, claims);
  return claims;
}

/** An organization's claim of a key on one of its short codes: its keyword of that key, else its row's own keyword. */
function organizationClaim(routing: SmsRouting, code: SmsCode, orgId: number, key: string): SmsClaim | null {
  if (key === '') return null;
  const orgRows = (routing.shortCodes.get(codeKey(code.mno, code.shortCode)) ?? []).filter((row) => row.orgId === orgId);
  const keyword = routing.keywordsByOrg.get(orgId)?.get(key) ?? orgRows.find((row) => row.key === key)?.keywordEN;
  if (keyword === undefined) return null;
  return { ...code, key, keyword, owner: { kind: 'organization', id: String(orgId) }, orgId, price: priceOn(orgRows, key, code.shortCode), period: null };
}

/**
 * An owner's claims, `only` those of one key or on one short code when given (an organization
 * may have thousands of keywords on each of its codes).
 */
export function claimsOf(routing: SmsRouting, owner: SmsOwner, only: { key?: string; code?: SmsCode } = {}): SmsClaim[] {
  const matches = (code: SmsCode, key: string) =>
    (only.key === undefined || only.key === key) && (only.code === undefined || (only.code.mno === code.mno && only.code.shortCode === code.shortCode));
  if (owner.kind !== 'organization') {
    const mine = ownerKey(owner);
    return [...routing.recordClaims.values()].flat().filter((claim) => ownerKey(claim.owner) === mine && matches(claim, claim.key));
  }
  const orgId = Number(owner.id);
  const claims: SmsClaim[] = [];
  for (const [codeText, rows] of routing.shortCodes) {
    if (!rows.some((row) => row.orgId === orgId)) continue;
    const [mno, shortCode] = codeText.split(':').map(Number) as [number, number];
    const code = { mno, shortCode };
    const keys =
      only.key !== undefined
        ? [only.key]
        : new Set([...(routing.keywordsByOrg.get(orgId)?.keys() ?? []), ...rows.filter((row) => row.orgId === orgId).map((row) => row.key)]);
    for (const key of keys) {
      if (!matches(code, key)) continue;
      const claim = organizationClaim(routing, code, orgId, key);
      if (claim) claims.push(claim);
    }
  }
  return claims;
}

/** The SMS rows of active projects and cases (`where` the rows), oldest first. */
async function activeSmsItems(db: Queryable, where: SQL | undefined) {
  const columns = { mno: smsPayments.mno, shortCode: smsPayments.short_code, price: smsPayments.price, keywordEN: smsPayments.keyword_en, keywordAR: smsPayments.keyword_ar };
  const projectItems = await db
    .select({ ...columns, ownerId: projects.id, orgId: projects.org_id })
    .from(smsPayments)
    .innerJoin(projects, and(eq(projects.id, smsPayments.projectId), eq(projects.isactive, 1)))
    .where(where)
    .orderBy(asc(projects.id), asc(smsPayments.id));
  const causeItems = await db
    .select({ ...columns, ownerId: causes.id, orgId: causes.orgid })
    .from(smsPayments)
    .innerJoin(causes, and(eq(causes.id, smsPayments.causeId), eq(causes.isactive, 1)))
    .where(where)
    .orderBy(asc(causes.id), asc(smsPayments.id));
  return [...projectItems.map((row) => ({ ...row, kind: 'project' as const })), ...causeItems.map((row) => ({ ...row, kind: 'cause' as const }))];
}

/** The organization of a short code when only one has it. */
export function soleOrganization(rows: readonly ShortCodeRow[]): number | null {
  const orgIds = new Set(rows.map((row) => row.orgId));
  return orgIds.size === 1 ? [...orgIds][0]! : null;
}

/** An organization's price on a short code: the row of this keyword, its row without keyword, else its first row; else the campaign amount (spec 9). */
export function priceOn(orgRows: readonly ShortCodeRow[], key: string, shortCode: number): number {
  const row =
    (key === '' ? undefined : orgRows.find((candidate) => candidate.key === key)) ??
    orgRows.find((candidate) => candidate.key === '') ??
    orgRows[0];
  return row?.price ?? CAMPAIGN_SHORT_CODE_PRICES[shortCode] ?? 0;
}

/** Whether a claim holds on a Dubai day (yyyy-MM-dd). */
export const holdsOn = (claim: SmsClaim, day: string): boolean =>
  claim.period === null || (claim.period.from <= day && (claim.period.to === null || day <= claim.period.to));

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
