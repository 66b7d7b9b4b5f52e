/**
 * The Activity screen's filters as the address holds them (`?admin=…&resource=banners&action=delete
 * &from=2026-11-01&to=2026-11-30`) and as the server takes them (`activity:page`, `activity:saveCsv`).
 */
import { HISTORY_ACTIONS, type ActivityQuery } from '../../../../shared/entities/history';
import { searchTermOf } from '../../../../shared/search-text';
import { dateOfDay } from '../reports/reportDay';
import { HISTORY_RESOURCES } from './historyResources';
import type { FilterRules } from './useAddressFilters';

export type ActivityFilterKey = 'admin' | 'resource' | 'action' | 'from' | 'to';
export type ActivityFilterValues = Record<ActivityFilterKey, string>;

/** An admin's user id as the server takes one (an objectId). */
const ADMIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const ACTIVITY_FILTER_RULES: FilterRules<ActivityFilterKey> = {
  admin: (value) => ADMIN_ID.test(value),
  resource: (value) => HISTORY_RESOURCES.includes(value),
  action: (value) => (HISTORY_ACTIONS as readonly string[]).includes(value),
  from: (value) => dateOfDay(value) !== null,
  to: (value) => dateOfDay(value) !== null,
};

/** What the server is asked for: the filters set and the search typed (the server normalizes it), without paging. */
export function activityQueryOf(filters: ActivityFilterValues, search: string): Omit<ActivityQuery, 'limit' | 'skip'> {
  const term = search.trim();
  return {
    ...(filters.admin && { adminId: filters.admin }),
    ...(filters.resource && { resource: filters.resource }),
    ...(filters.action && { action: filters.action as ActivityQuery['action'] }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
    // An empty term after the normalization finds everything: not sent.
    ...(searchTermOf(term) && { search: term }),
  };
}
