/** The columns a user chose for a list (`columns:get`, `columns:set`), kept by the server per user and list. */
import { endpointRequest, endpoints } from '../../shared/endpoints';
import { columnPreferenceResponseSchema } from '../../shared/entities/preferences';
import type { ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

export function createColumnHandlers({ api }: { api: ApiClient }): Pick<IpcHandlers, 'columns:get' | 'columns:set'> {
  return {
    async 'columns:get'({ listKey }) {
      const { columns } = await api.request({
        ...endpointRequest(endpoints.columnsGet, { params: { listKey } }),
        schema: columnPreferenceResponseSchema,
      });
      return columns;
    },

    async 'columns:set'({ listKey, columns }) {
      const saved = await api.request({
        ...endpointRequest(endpoints.columnsSet, { params: { listKey } }),
        body: { columns },
        schema: columnPreferenceResponseSchema,
      });
      return saved.columns;
    },
  };
}
