/**
 * Where the app keeps its files when Electron is not there to say (browser mode). Mirrors
 * Electron's `app.getPath('userData')` for an unpackaged run, so both hosts land in the
 * same folder on a developer machine.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The package name: what Electron uses as the app name when the app is not packaged. */
export const APP_FOLDER_NAME = 'charity-backoffice';

export function appDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  if (platform === 'win32') return env.APPDATA ?? join(homedir(), 'AppData', 'Roaming');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support');
  return env.XDG_CONFIG_HOME || join(homedir(), '.config');
}

export function defaultUserDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  return join(appDataDir(platform, env), APP_FOLDER_NAME);
}
