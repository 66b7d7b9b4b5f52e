/**
 * Record history and the Trash (issue 23): a record's timeline, the fields of one of its
 * versions, the Activity screen's pages and its CSV, and the Trash's page, restore and purge.
 * The server keeps the history; main forwards the checked filters and checks the answers, and
 * writes the Activity CSV through the same saver as the list exports (a dialog, or a download
 * in browser mode).
 */
import { endpointRequest, endpoints } from '../../shared/endpoints';
import {
  activityPageSchema,
  HISTORY_PAGE_MAX,
  historyTimelineSchema,
  historyVersionSchema,
  trashPageSchema,
  trashPurgedSchema,
  trashRestoredSchema,
  type ActivityQuery,
  type HistoryChange,
  type HistoryEntry,
} from '../../shared/entities/history';
import { plainTextOf } from '../../shared/entities/rich-text';
import type { ApiClient } from './api-client';
import { csvChunks } from './csv';
import type { SaveFile } from './file-saver';
import type { IpcHandlers } from './ipc-handlers';
import { eachPage } from './paged-fetch';

export interface HistoryHandlerDeps {
  api: ApiClient;
  saveFile: SaveFile;
}

type HistoryChannel = 'history:timeline' | 'history:version' | 'activity:page' | 'activity:saveCsv' | 'trash:page' | 'trash:restore' | 'trash:purge';

/** The filters given, as a query string (`limit=50&action=delete`); those left out are not sent. */
function queryText(filters: Readonly<Record<string, string | number | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** How an empty value reads in the CSV, so `name: — → Food` says the field had nothing before. */
const NO_VALUE = '—';

/** A field's value as text: rich text as the words a reader sees, a list or an object as JSON. */
function valueText(value: unknown, richText: boolean): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = richText ? plainTextOf(value) : value;
  else text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text === '' ? NO_VALUE : text;
}

/** An entry's changes as one readable cell: `field: before → after; …`, rich text as the text a reader sees. */
function changesText(changes: readonly HistoryChange[]): string {
  return changes.map(({ field, before, after, richText = false }) => `${field}: ${valueText(before, richText)} → ${valueText(after, richText)}`).join('; ');
}

/** An entry as a CSV row: its fields by key, the renderer's columns choosing which; `changes` as text. */
const activityCsvRow = (entry: HistoryEntry): Record<string, unknown> => ({ ...entry, changes: changesText(entry.changes) });

export function createHistoryHandlers({ api, saveFile }: HistoryHandlerDeps): Pick<IpcHandlers, HistoryChannel> {
  const activityPage = (query: ActivityQuery) => api.request({ ...endpointRequest(endpoints.activity, { query: queryText(query) }), schema: activityPageSchema });

  /**
   * Every entry the filters find as CSV rows, a page at a time. Newest first and paged by `skip`:
   * an entry written meanwhile pushes older ones a place down, so a page may start with entries
   * the previous one held; those are left out rather than written twice.
   */
  async function* activityRows(filters: Omit<ActivityQuery, 'limit' | 'skip'>): AsyncGenerator<object[]> {
    let previousIds = new Set<string>();
    const pages = eachPage(async (page) => (await activityPage({ ...filters, ...page })).results, HISTORY_PAGE_MAX);
    for await (const entries of pages) {
      yield entries.filter(({ id }) => !previousIds.has(id)).map(activityCsvRow);
      previousIds = new Set(entries.map(({ id }) => id));
    }
  }

  return {
    async 'history:timeline'({ resource, recordId, query }) {
      const request = endpointRequest(endpoints.historyTimeline, { params: { resource, recordId }, query: queryText(query) });
      return api.request({ ...request, schema: historyTimelineSchema });
    },

    async 'history:version'({ entryId }) {
      return api.request({ ...endpointRequest(endpoints.historyVersion, { params: { id: entryId } }), schema: historyVersionSchema });
    },

    async 'activity:page'({ query }) {
      return activityPage(query);
    },

    async 'activity:saveCsv'({ query, columns, fileName }) {
      return saveFile({ fileName, content: csvChunks(activityRows(query), columns) });
    },

    async 'trash:page'({ query }) {
      return api.request({ ...endpointRequest(endpoints.trash, { query: queryText(query) }), schema: trashPageSchema });
    },

    async 'trash:restore'({ ids }) {
      return api.request({ ...endpointRequest(endpoints.trashRestore), body: { ids }, schema: trashRestoredSchema });
    },

    async 'trash:purge'({ ids }) {
      return api.request({ ...endpointRequest(endpoints.trashPurge), body: { ids }, schema: trashPurgedSchema });
    },
  };
}
