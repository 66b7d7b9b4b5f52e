/**
 * Which organization, keyword and price a message is, from its operator, short code and text.
 *
 * The active short-code rows of (operator, short code) name the candidate organizations. The
 * text's keywordKey is compared with those organizations' keywords (the keywords class), then
 * with the rows' own `keywordEN`; a match gives the organization and the keyword's title as
 * stored. A text that matches nothing stays unmatched (keyword null), with the organization when
 * the short code belongs to only one. The price is the matching row's (or the organization's
 * row's), else the campaign amount of the short code (spec 9), else 0.
 *
 * Ingestion reads these tables for every batch, so they are kept in memory for a few seconds:
 * a keyword added a moment ago may be missed by the messages of those seconds, never longer.
 */
import { asc, eq } from 'drizzle-orm';
import { CAMPAIGN_SHORT_CODE_PRICES } from '../../../shared/constants';
import { keywordKey } from '../../../shared/sms-keywords';
import type { Queryable } from '../../db/database';
import { keywords, shortCodes } from '../../db/schema';

export const ROUTING_CACHE_MS = 5_000;

interface ShortCodeRoute {
  orgId: number;
  price: number;
  keywordEN: string;
  key: string;
}

export interface SmsRouting {
  /** Active short-code rows by `${mno}:${shortCode}`, oldest first. */
  routes: Map<string, ShortCodeRoute[]>;
  /** Each organization's keywords: key → title as stored. */
  keywordsByOrg: Map<number, Map<string, string>>;
}

export interface SmsMatch {
  orgId: number | null;
  /** The matched keyword's title; null: unmatched. */
  keyword: string | null;
  price: number;
}

export async function loadSmsRouting(db: Queryable): Promise<SmsRouting> {
  const [codeRows, keywordRows] = await Promise.all([
    db
      .select({ orgId: shortCodes.orgid, mno: shortCodes.mnoid, shortCode: shortCodes.shortcode, price: shortCodes.price, keywordEN: shortCodes.keywordEN })
      .from(shortCodes)
      .where(eq(shortCodes.isactive, 1))
      .orderBy(asc(shortCodes.id)),
    db.select({ orgId: keywords.org_id, title: keywords.title }).from(keywords).orderBy(asc(keywords.createdAt)),
  ]);
  const routes = new Map<string, ShortCodeRoute[]>();
  for (const row of codeRows) {
    const routeKey = `${row.mno}:${row.shortCode}`;
    const list = routes.get(routeKey) ?? [];
    list.push({ orgId: row.orgId, price: row.price, keywordEN: row.keywordEN, key: keywordKey(row.keywordEN) });
    routes.set(routeKey, list);
  }
  const keywordsByOrg = new Map<number, Map<string, string>>();
  for (const row of keywordRows) {
    const titles = keywordsByOrg.get(row.orgId) ?? new Map<string, string>();
    const key = keywordKey(row.title);
    // The oldest keyword of an organization wins a tie between spellings of one key.
    if (key !== '' && !titles.has(key)) titles.set(key, row.title);
    keywordsByOrg.set(row.orgId, titles);
  }
  return { routes, keywordsByOrg };
}

interface CachedRouting {
  loadedAt: number;
  routing: Promise<SmsRouting>;
}

const routingCache = new WeakMap<object, CachedRouting>();

/** The routing of this database, read again when older than ROUTING_CACHE_MS. */
export function cachedSmsRouting(db: Queryable, now: Date): Promise<SmsRouting> {
  const cached = routingCache.get(db);
  if (cached && now.getTime() - cached.loadedAt >= 0 && now.getTime() - cached.loadedAt < ROUTING_CACHE_MS) return cached.routing;
  const routing = loadSmsRouting(db);
  routingCache.set(db, { loadedAt: now.getTime(), routing });
  // A failed read is not kept: the next batch tries again.
  routing.catch(() => routingCache.delete(db));
  return routing;
}

export function matchSms(routing: SmsRouting, message: { mno: number; shortCode: number; text: string }): SmsMatch {
  const rows = routing.routes.get(`${message.mno}:${message.shortCode}`) ?? [];
  const orgIds = [...new Set(rows.map((row) => row.orgId))];
  const key = keywordKey(message.text);
  if (key !== '') {
    for (const orgId of orgIds) {
      const title = routing.keywordsByOrg.get(orgId)?.get(key);
      if (title !== undefined) return { orgId, keyword: title, price: priceOf(rows.filter((row) => row.orgId === orgId), key, message.shortCode) };
    }
    const row = rows.find((candidate) => candidate.key === key);
    if (row) return { orgId: row.orgId, keyword: row.keywordEN, price: row.price };
  }
  const orgId = orgIds.length === 1 ? orgIds[0]! : null;
  return { orgId, keyword: null, price: priceOf(orgId === null ? [] : rows, key, message.shortCode) };
}

/** An organization's price on a short code: the row of this keyword, its row without keyword, else its first row. */
function priceOf(orgRows: ShortCodeRoute[], key: string, shortCode: number): number {
  const row =
    (key === '' ? undefined : orgRows.find((candidate) => candidate.key === key)) ??
    orgRows.find((candidate) => candidate.key === '') ??
    orgRows[0];
  return row?.price ?? CAMPAIGN_SHORT_CODE_PRICES[shortCode] ?? 0;
}
