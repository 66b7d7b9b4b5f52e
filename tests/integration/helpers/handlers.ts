/**
 * The main-process IPC handlers as the app builds them against a test platform, with every
 * request they make recorded, for the unit tests that call them through dispatch().
 */
import { createApiClient, type ApiClient, type ApiRequest } from '../../../src/main/core/api-client';
import { resolveClientConfig } from '../../../src/main/core/config';
import { downloadFileSaver } from '../../../src/main/core/file-saver';
import { createHandlers, type HandlerDeps } from '../../../src/main/core/handlers';
import { linkPolicyFor } from '../../../src/main/core/link-policy';
import { createMemorySessionStore } from '../../../src/main/core/session-store';

/**
 * Handlers on `serverUrl` with a memory session store (signed out); `requests` records each
 * call to the server as 'METHOD /path'. `deps` replaces or adds dependencies (saveFile,
 * listFetchBatchSize, reportUploadProgress, …).
 */
export function createRecordingHandlers(serverUrl: string, deps: Partial<Pick<HandlerDeps, 'openExternal' | 'saveFile' | 'listFetchBatchSize' | 'reportUploadProgress'>> = {}) {
  const config = resolveClientConfig({}, serverUrl);
  const sessionStore = createMemorySessionStore();
  const client = createApiClient({ serviceUrls: config.serviceUrls, sessionStore, timeoutMs: 10_000 });
  const requests: string[] = [];
  const recordingClient: ApiClient = {
    request<T>(request: ApiRequest<T>): Promise<T> {
      requests.push(`${request.method} ${request.path}`);
      return client.request(request);
    },
  };
  const handlers = createHandlers({
    api: recordingClient,
    sessionStore,
    config,
    linkPolicy: linkPolicyFor(config),
    openExternal: async () => {},
    saveFile: downloadFileSaver,
    ...deps,
  });
  return { handlers, sessionStore, requests, config };
}
