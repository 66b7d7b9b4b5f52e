import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the server keeps its embedded database when no folder is given: the user's data
 * directory (XDG_DATA_HOME or ~/.local/share on Linux, ~/Library/Application Support on
 * macOS, %APPDATA% on Windows) + `charity-backoffice/server`.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  return join(userDataRoot(env, platform), 'charity-backoffice', 'server');
}

/**
 * Where uploaded media are kept when no folder is given: `BACKOFFICE_MEDIA_DIR`, else
 * `media` inside the data folder (`defaultDataDir()` when none).
 */
export function defaultMediaDir(dataDir?: string | null, env: NodeJS.ProcessEnv = process.env): string {
  return env.BACKOFFICE_MEDIA_DIR || join(dataDir ?? defaultDataDir(env), 'media');
}

function userDataRoot(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  if (platform === 'win32') return env.APPDATA || join(homedir(), 'AppData', 'Roaming');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support');
  return env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
}

/**
 * Where the Kannel adapter keeps the messages it took while the database was away
 * (services/sms/kannel-spool.ts): `SMS_KANNEL_SPOOL_DIR`, else `sms-spool` inside the data folder.
 * Instances on one machine may share it.
 */
export function defaultKannelSpoolDir(dataDir?: string | null, env: NodeJS.ProcessEnv = process.env): string {
  return env.SMS_KANNEL_SPOOL_DIR || join(dataDir ?? defaultDataDir(env), 'sms-spool');
}
