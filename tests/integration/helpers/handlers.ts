/**
 * The main-process IPC handlers as the app builds them against a test platform, with every
 * request they make recorded, for the unit tests that call them through dispatch().
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient, type ApiRequest } from '../../../src/main/core/api-client';
import { resolveClientConfig } from '../../../src/main/core/config';
import { downloadFileSaver } from '../../../src/main/core/file-saver';
import { createHandlers, type HandlerDeps } from '../../../src/main/core/handlers';
import { linkPolicyFor } from '../../../src/main/core/link-policy';
import { dispatch } from '../../../src/main/core/ipc-dispatch';
import { createMemorySessionStore } from '../../../src/main/core/session-store';
import type { IpcChannel, IpcResponse } from '../../../src/shared/ipc';
import { DEMO_ADMIN, signInDirectly } from './platform';

/**
 * Handlers on `serverUrl` with a memory session store (signed out); `requests` records each
 * call to the server as 'METHOD /path'. `deps` replaces or adds dependencies (saveFile,
 * listFetchBatchSize, reportUploadProgress, …).
 */
/** A settings file of its own in a fresh folder, saved but applied by nobody: these tests are about the other channels. */
export function settingsInTempFolder(): HandlerDeps['settings'] {
  return { settingsDir: mkdtempSync(join(tmpdir(), 'handlers-settings-')), env: {}, clientVersion: '0.1.0', applySavedSettings: async () => {} };
}

type RecordingDeps = Partial<Pick<HandlerDeps, 'openExternal' | 'saveFile' | 'listFetchBatchSize' | 'reportUploadProgress'>>;

export function createRecordingHandlers(serverUrl: string, deps: RecordingDeps = {}) {
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
    settings: settingsInTempFolder(),
    ...deps,
  });
  return { handlers, sessionStore, requests, config };
}

/**
 * Recording handlers signed in as the demo admin, called through dispatch() as the window and
 * the browser host call them: `call` answers the IPC response, `value` the value of a successful
 * call (failing the test with the error otherwise).
 */
export async function signedInApp(serverUrl: string, deps: RecordingDeps = {}) {
  const { handlers, sessionStore, requests } = createRecordingHandlers(serverUrl, deps);
  await sessionStore.save(await signInDirectly(serverUrl, { mobile_number: DEMO_ADMIN.mobile_number }));
  const call = (channel: IpcChannel, args?: unknown) => dispatch(handlers, channel, args);
  const value = async <T = unknown>(channel: IpcChannel, args?: unknown): Promise<T> => {
    const response = (await call(channel, args)) as IpcResponse<T>;
    if (!response.ok) throw new Error(`${channel}: ${JSON.stringify(response.error)}`);
    return response.value;
  };
  return { call, value, sessionStore, requests };
}
