/**
 * The services behind the IPC channels, built from the current settings and rebuilt when they
 * are saved, so a new server address applies without restarting the program (browser mode).
 * `handlers` never changes identity: each channel calls whatever the latest build holds, so the
 * host that serves them keeps one reference. A session is kept per server (`sessionKeyFor`):
 * back on a server, the session stored for it is still there.
 */
import { ipcChannels } from '../../shared/ipc';
import { createApiClient, type ClientKind } from './api-client';
import { loadSettings, resolveClientConfig, type ClientConfig } from './config';
import { createHandlers, type HandlerDeps } from './handlers';
import type { IpcHandlers } from './ipc-handlers';
import { linkPolicyFor } from './link-policy';
import { sessionKeyFor, type SessionStore } from './session-store';

export interface AppRuntimeOptions {
  settingsDir: string;
  env: NodeJS.ProcessEnv;
  clientVersion: string;
  /** Which app this is, sent with every call (`browser` from the browser host). */
  clientKind: ClientKind;
  /** Local mode's platform server, started on first need; its address. */
  localServerUrl(): Promise<string>;
  sessionStoreFor(serverKey: string): Promise<SessionStore>;
  handlerDeps: Pick<HandlerDeps, 'openExternal' | 'saveFile' | 'listFetchBatchSize' | 'reportUploadProgress'>;
}

export interface AppRuntime {
  handlers: IpcHandlers;
  config(): ClientConfig;
  /** Reads the settings again and rebuilds every service from them. */
  rebuild(): Promise<void>;
}

interface Build {
  config: ClientConfig;
  handlers: IpcHandlers;
}

export async function createAppRuntime(options: AppRuntimeOptions): Promise<AppRuntime> {
  const stores = new Map<string, SessionStore>();
  async function storeFor(serverKey: string): Promise<SessionStore> {
    let store = stores.get(serverKey);
    if (!store) {
      store = await options.sessionStoreFor(serverKey);
      stores.set(serverKey, store);
    }
    return store;
  }

  async function build(): Promise<Build> {
    const settings = loadSettings(options.settingsDir, options.env);
    const config = resolveClientConfig(settings, settings.serverUrl ? undefined : await options.localServerUrl());
    const sessionStore = await storeFor(sessionKeyFor(config.serverUrl));
    const handlers = createHandlers({
      ...options.handlerDeps,
      api: createApiClient({ serviceUrls: config.serviceUrls, sessionStore, clientVersion: options.clientVersion, clientKind: options.clientKind }),
      sessionStore,
      config,
      linkPolicy: linkPolicyFor(config),
      settings: {
        settingsDir: options.settingsDir,
        env: options.env,
        clientVersion: options.clientVersion,
        clientKind: options.clientKind,
        applySavedSettings: rebuild,
      },
    });
    return { config, handlers };
  }

  let current = await build();
  async function rebuild(): Promise<void> {
    current = await build();
  }

  const handlers = Object.fromEntries(
    ipcChannels.map((channel) => [channel, (args: unknown) => (current.handlers[channel] as (args: unknown) => Promise<unknown>)(args)]),
  ) as IpcHandlers;
  return { handlers, config: () => current.config, rebuild };
}

