/**
 * The reports screen's channels (spec 2.18, 7.1): build and read a period's report, one
 * keyword's days, and `reports.csv`. The server does the figures; main only names the
 * organization in the path (`none` for all of them), turns "never built" into null and writes
 * the CSV through the same saver as the list exports (the dialog that remembers the last folder,
 * or a download in browser mode).
 */
import { ALL_ORGANIZATIONS, keywordReportSchema, reportSchema, type ReportPeriod } from '../../shared/entities/report';
import { endpointRequest, endpoints } from '../../shared/endpoints';
import type { ErrorCode } from '../../shared/errors';
import { buildCsv } from './csv';
import { isApiError, type ApiClient } from './api-client';
import type { SaveFile } from './file-saver';
import type { IpcHandlers } from './ipc-handlers';

export interface ReportHandlerDeps {
  api: ApiClient;
  saveFile: SaveFile;
}

type ReportChannel = 'reports:build' | 'reports:get' | 'reports:keyword' | 'reports:saveCsv';

/** The server's error code for a period whose report was never built. */
const NOT_BUILT: ErrorCode = 'reportNotBuilt';

const orgSegment = (orgId: number | null): string => (orgId === null ? ALL_ORGANIZATIONS : String(orgId));

const periodQuery = ({ from_date, to_date }: ReportPeriod): string => new URLSearchParams({ from_date, to_date }).toString();

export function createReportHandlers({ api, saveFile }: ReportHandlerDeps): Pick<IpcHandlers, ReportChannel> {
  return {
    async 'reports:build'({ orgId, from_date, to_date }) {
      return api.request({ ...endpointRequest(endpoints.reportBuild, { params: { orgID: orgSegment(orgId) } }), body: { from_date, to_date }, schema: reportSchema });
    },

    async 'reports:get'({ orgId, ...period }) {
      try {
        return await api.request({ ...endpointRequest(endpoints.report, { params: { orgID: orgSegment(orgId) }, query: periodQuery(period) }), schema: reportSchema });
      } catch (error) {
        if (isApiError(error) && error.code === NOT_BUILT) return null;
        throw error;
      }
    },

    async 'reports:keyword'({ orgId, keyword, ...period }) {
      const request = endpointRequest(endpoints.keywordReport, { params: { orgID: orgSegment(orgId), keyword }, query: `${periodQuery(period)}&json=true` });
      return api.request({ ...request, schema: keywordReportSchema });
    },

    async 'reports:saveCsv'({ columns, rows, fileName }) {
      return saveFile({ fileName, content: buildCsv(rows, columns) });
    },
  };
}
