/**
 * The settings screen's channels (`settings:get`, `settings:save`, `settings:testConnection`).
 * They work signed out (the login screen opens the screen). Saving writes the settings file and
 * then applies it the way the host can: browser mode rebuilds its services at once
 * (app-runtime.ts), Electron restarts the app (src/main/index.ts).
 */
import { ApiError, type ClientKind } from './api-client';
import { ConfigError, type ClientConfig } from './config';
import { testConnection } from './connection-test';
import type { IpcHandlers } from './ipc-handlers';
import { saveEditableSettings, settingsView } from './settings-file';

type SettingsChannel = 'settings:get' | 'settings:save' | 'settings:testConnection';

export interface SettingsHandlerDeps {
  /** Where settings.json lives: Electron's userData, browser mode's data folder. */
  settingsDir: string;
  /** The environment, whose settings win over the file. */
  env: NodeJS.ProcessEnv;
  clientVersion: string;
  /** Sent with 'Test connection' as with every other call (none: a test's handlers). */
  clientKind?: ClientKind;
  /** The configuration in force now. */
  currentConfig(): ClientConfig;
  /** Puts the saved file in force (see the file comment). */
  applySavedSettings(): Promise<void>;
}

export function createSettingsHandlers(deps: SettingsHandlerDeps): Pick<IpcHandlers, SettingsChannel> {
  const view = () => settingsView(deps.settingsDir, deps.env, deps.currentConfig(), deps.clientVersion);
  return {
    async 'settings:get'() {
      return view();
    },
    async 'settings:save'(values) {
      try {
        await saveEditableSettings(deps.settingsDir, values, deps.env);
      } catch (error) {
        // A file that cannot be read or a value config.ts refuses: the screen shows the reason.
        if (error instanceof ConfigError) throw new ApiError({ code: 'validation', message: error.message });
        throw error;
      }
      await deps.applySavedSettings();
      return view();
    },
    async 'settings:testConnection'({ serverUrl }) {
      return testConnection(serverUrl, { clientVersion: deps.clientVersion, clientKind: deps.clientKind });
    },
  };
}
