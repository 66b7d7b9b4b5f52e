/**
 * THE way a write leaves its history (ARCHITECTURE §5, "Every write has its history"): one row of
 * `record_history` per record written, in the write's own transaction, so a write without its
 * history row cannot be committed. The row says who (the admin, by id and by the name they had),
 * when, from which client, and what changed: the record's fields as the API answers them, before
 * and after, only those that differ. Bookkeeping (versions, times, search twins, stored JSON) and
 * anything secret never enter it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  CLIENT_KIND_HEADER,
  RESTORED_FROM_HEADER,
  type HistoryAction,
  type HistoryChange,
  type HistoryClient,
} from '../../../shared/entities/history';
import { entryOf, resourceNames, type ResourceName } from '../../../shared/registry';
import type { Queryable } from '../../db/database';
import { recordHistory } from '../../db/schema/history';

type Values = Record<string, unknown>;

/** Who wrote: an admin through a client, the marketing system's API, or the server itself. */
export interface HistoryActor {
  adminId: string | null;
  adminName: string;
  client: HistoryClient;
  clientVersion: string | null;
  /** The history entry an update restores (the History panel's 'Restore this version'). */
  restoredFrom?: number;
}

/** The server's own jobs (retention): no admin, no client. */
export const systemActor: HistoryActor = { adminId: null, adminName: 'system', client: 'system', clientVersion: null };
/** The marketing system creating pages with its API key. */
export const marketingActor: HistoryActor = { adminId: null, adminName: 'marketing API', client: 'api', clientVersion: null };

const headerText = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** The actor of an admin's request: the session's user, and the client it names in its headers. */
export function actorOf(request: FastifyRequest): HistoryActor {
  const user = request.auth?.user;
  const kind = headerText(request.headers[CLIENT_KIND_HEADER]);
  const restoredFrom = headerText(request.headers[RESTORED_FROM_HEADER]);
  return {
    adminId: user?.objectId ?? null,
    adminName: user ? (user.name ?? user.email ?? user.mobileNumber ?? user.objectId) : 'unknown',
    client: kind === 'desktop' || kind === 'browser' ? kind : 'api',
    clientVersion: headerText(request.headers['x-client-version'])?.slice(0, 40) ?? null,
    ...(restoredFrom && /^[1-9]\d{0,15}$/.test(restoredFrom) ? { restoredFrom: Number(restoredFrom) } : {}),
  };
}

/** Keys that are bookkeeping, or must never be written down. */
const IGNORED_KEY = /^(version|createdAt|updatedAt|id|objectId)$|Search$|^recordJson|secret|token|password|hash/i;

/** Rich-text fields by resource: the registry's, and the payable owners' descriptions (sanitized by their own code). */
const richTextOf = (resource: string): ReadonlySet<string> => {
  const name = resource as ResourceName;
  const fields = new Set<string>(resourceNames.includes(name) ? Object.keys(entryOf(name).richText ?? {}) : []);
  if (name === 'projects' || name === 'causes') for (const field of ['infoAR', 'infoEN']) fields.add(field);
  return fields;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two states of a record (a create: every field it has; a delete: every field it had). */
export function fieldChanges(resource: string, before: Values | null, after: Values | null): HistoryChange[] {
  const rich = richTextOf(resource);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((key) => !IGNORED_KEY.test(key));
  const changes: HistoryChange[] = [];
  for (const field of keys) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (same(was, is)) continue;
    changes.push({ field, before: was, after: is, ...(rich.has(field) ? { richText: true } : {}) });
  }
  return changes;
}

const NAME_MAX = 160;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A record's name as people know it: both languages where it has both, else its title, name, keyword or address. */
export function recordNameOf(record: Values | null): string {
  if (!record) return '';
  const pairs: Array<[string, string]> = [
    ['nameAR', 'nameEN'],
    ['titleAR', 'titleEN'],
    ['notificationTextInAR', 'notificationText'],
  ];
  for (const [arabic, english] of pairs) {
    const both = [text(record[arabic]), text(record[english])].filter(Boolean);
    if (both.length > 0) return [...new Set(both)].join(' · ').slice(0, NAME_MAX);
  }
  if (record.keywordEN !== undefined && record.shortcode !== undefined) return `${text(record.keywordEN)} · ${text(record.shortcode)}`;
  for (const key of ['name', 'Name', 'title', 'Title', 'label', 'slug', 'link', 'url', 'email', 'mobile_number', 'kind']) {
    const found = text(record[key]);
    if (found) return found.slice(0, NAME_MAX);
  }
  return '';
}

/** One write of one record. */
export interface HistoryWrite {
  resource: ResourceName | 'publications';
  recordId: string | number;
  action: HistoryAction;
  /** The record as the API answered it before the write (null: it did not exist). */
  before: Values | null;
  /** … and after it (null: it is gone). */
  after: Values | null;
  /** Default: the name of `after`, else of `before`. */
  recordName?: string;
  /** Default: `after.version`. */
  recordVersion?: number | null;
  /** Default: the field diff of `before` and `after`. */
  changes?: HistoryChange[];
}

/** Writes the history rows of writes made in `tx` (one insert; call it inside the write's transaction). */
export async function writeHistory(tx: Queryable, actor: HistoryActor, now: Date, writes: readonly HistoryWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const restoring = writes.length === 1 && writes[0]!.action === 'update' ? actor.restoredFrom : undefined;
  const restoredFrom = restoring === undefined ? null : await restoredEntry(tx, restoring, writes[0]!);
  await tx.insert(recordHistory).values(
    writes.map((write) => {
      const version = write.recordVersion !== undefined ? write.recordVersion : write.after?.version;
      return {
        resource: write.resource,
        recordId: String(write.recordId),
        recordName: write.recordName ?? (recordNameOf(write.after) || recordNameOf(write.before)),
        action: write.action,
        adminId: actor.adminId,
        adminName: actor.adminName.slice(0, NAME_MAX),
        at: now,
        client: actor.client,
        clientVersion: actor.clientVersion,
        recordVersion: typeof version === 'number' ? version : null,
        changes: write.changes ?? fieldChanges(write.resource, write.before, write.after),
        restoredFrom,
      };
    }),
  );
}

/** The restored entry, when it is one of this record's (a header naming another record's entry is ignored). */
async function restoredEntry(tx: Queryable, entryId: number, write: HistoryWrite): Promise<number | null> {
  const [found] = await tx
    .select({ id: recordHistory.id })
    .from(recordHistory)
    .where(and(eq(recordHistory.id, entryId), eq(recordHistory.resource, write.resource), eq(recordHistory.recordId, String(write.recordId))));
  return found ? entryId : null;
}
