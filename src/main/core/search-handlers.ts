/**
 * The command palette's record search: main forwards the checked term and limit to the server
 * (`GET /search/records`) and checks the answer; the server folds and searches.
 */
import { endpointRequest, endpoints } from '../../shared/endpoints';
import { recordSearchResultSchema } from '../../shared/entities/record-search';
import type { ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

export function createSearchHandlers({ api }: { api: ApiClient }): Pick<IpcHandlers, 'search:records'> {
  return {
    async 'search:records'({ q, limit }) {
      const query = new URLSearchParams({ q });
      if (limit !== undefined) query.set('limit', String(limit));
      return api.request({ ...endpointRequest(endpoints.recordSearch, { query: query.toString() }), schema: recordSearchResultSchema });
    },
  };
}
