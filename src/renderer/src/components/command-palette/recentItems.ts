/**
 * What an admin chose last in the palette, newest first, kept per admin in this machine's
 * localStorage (`backoffice.palette.recent.<admin id>`): the palette shows these first. A screen
 * or an action is kept by its id and shown as it is named now; a record with what the search
 * answered of it (its name may have changed since: opening it shows it as it is).
 */
import type { RecordSearchHit } from '../../../../shared/entities/record-search';
import { RECORD_SEARCH_RESOURCES } from '../../../../shared/record-search-text';

export const RECENT_MAX = 8;

export interface RecentItem {
  /** The entry's id: `screen:/activities`, `action:newProject`, `record:projects:12`. */
  id: string;
  /** A record's search result, to show it again. */
  record?: RecordSearchHit;
}

const storageKey = (adminId: string) => `backoffice.palette.recent.${adminId}`;

function isRecordHit(value: unknown): value is RecordSearchHit {
  if (typeof value !== 'object' || value === null) return false;
  const { resource, id, name, path } = value as Record<string, unknown>;
  return (
    (RECORD_SEARCH_RESOURCES as readonly unknown[]).includes(resource) &&
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof path === 'string' &&
    // Only an address of this app: what is kept must not send a navigation anywhere else.
    path.startsWith('/') &&
    !path.startsWith('//')
  );
}

function isRecentItem(value: unknown): value is RecentItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, record } = value as Record<string, unknown>;
  return typeof id === 'string' && id.length <= 300 && (record === undefined || isRecordHit(record));
}

/** The admin's recent items; none when nothing is kept or what is kept cannot be read. */
export function readRecent(adminId: string): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(adminId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentItem).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts an item first (once), keeps RECENT_MAX, and answers the new list. */
export function rememberRecent(adminId: string, item: RecentItem): RecentItem[] {
  const items = [item, ...readRecent(adminId).filter(({ id }) => id !== item.id)].slice(0, RECENT_MAX);
  try {
    window.localStorage.setItem(storageKey(adminId), JSON.stringify(items));
  } catch {
    /* storage full or disabled: remembered for this run only */
  }
  return items;
}
