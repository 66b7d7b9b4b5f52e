/**
 * The attribution rule, written once (the server README, "Attribution"): a message counts for
 * what the donor answered, the first claim (claims.ts) of its operator, short code and keyword
 * key that holds on its day, in this order:
 *
 * 1. the SMS row of an active project or urgent case;
 * 2. a campaign page's button, within the campaign's period;
 * 3. an organization's keywords;
 *
 * else it is unmatched: kept with no keyword, under the short code's organization when only one
 * has it, priced as that organization's row (else the campaign amount of spec 9, else 0). The
 * intake, the statement import (both through storeMessages), the re-attribution of stored
 * messages and the donation pages' "does this button count here" all ask `attribute`.
 *
 * The intake reads its routing from a cache kept per database and checked against
 * `sms_routing_version` before every batch (one indexed row), which triggers move in the
 * transaction of any write that changes a claim: a project saved a moment ago, on this instance
 * or another, is attributed from the next batch on.
 */
import { eq } from 'drizzle-orm';
import { keywordKey } from '../../../shared/sms-keywords';
import type { Queryable } from '../../db/database';
import { smsRoutingVersion } from '../../db/schema';
import { claimsOn, codeKey, holdsOn, loadSmsRouting, ownerKey, priceOn, soleOrganization, type SmsOwner, type SmsRouting } from './claims';

export interface SmsAttribution {
  /** Null: unmatched. */
  owner: SmsOwner | null;
  /** The organization its donations are reported under; null when none is known. */
  orgId: number | null;
  /** The keyword as reports show it; null: unmatched. */
  keyword: string | null;
  /** AED. */
  price: number;
}

export interface AttributedMessage {
  mno: number;
  shortCode: number;
  text: string;
  /** The Dubai day it was received (yyyy-MM-dd): a campaign counts only within its period. */
  day: string;
}

export function attribute(routing: SmsRouting, message: AttributedMessage): SmsAttribution {
  const key = keywordKey(message.text);
  if (key !== '') {
    const claim = claimsOn(routing, message, key).find((candidate) => holdsOn(candidate, message.day));
    if (claim) return { owner: claim.owner, orgId: claim.orgId, keyword: claim.keyword, price: claim.price };
  }
  const rows = routing.shortCodes.get(codeKey(message.mno, message.shortCode)) ?? [];
  const orgId = soleOrganization(rows);
  return { owner: null, orgId, keyword: null, price: priceOn(orgId === null ? [] : rows, key, message.shortCode) };
}

/** `sms_messages.owner` of an attribution ('' unmatched). */
export const storedOwnerOf = (attribution: SmsAttribution): string => (attribution.owner ? ownerKey(attribution.owner) : '');

interface CachedRouting {
  version: number;
  routing: Promise<SmsRouting>;
}

const routingCache = new WeakMap<object, CachedRouting>();

/** The routing as of now: the cached one while `sms_routing_version` has not moved, else read again. */
export async function currentSmsRouting(db: Queryable): Promise<SmsRouting> {
  // The version first: tables read after it are at least as new, so a routing is never newer-labelled than it is.
  const [row] = await db.select({ version: smsRoutingVersion.version }).from(smsRoutingVersion).where(eq(smsRoutingVersion.id, 1));
  const version = row?.version ?? 0;
  const cached = routingCache.get(db);
  if (cached && cached.version === version) return cached.routing;
  const routing = loadSmsRouting(db);
  routingCache.set(db, { version, routing });
  // A failed read is not kept: the next batch tries again.
  routing.catch(() => {
    if (routingCache.get(db)?.routing === routing) routingCache.delete(db);
  });
  return routing;
}
