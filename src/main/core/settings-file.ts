/**
 * Saving what staff edit on the settings screen into `<dir>/settings.json`, the file
 * config.ts reads: validated, written atomically, and keeping every key the screen does not
 * edit (per-service addresses, the update feed…). An emptied field removes its key, so the
 * default applies again. Fields the environment sets are left as the file has them: the
 * environment wins for this launch, and the screen shows them read-only.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { EditableSettingName, EditableSettings, SettingsView } from '../../shared/entities/app-settings';
import { ConfigError, readSettings, readSettingsJson, settingsFromEnv, settingsSchema, SETTINGS_FILE_NAME, type ClientConfig } from './config';
import { writeFileAtomic } from './fs-atomic';

export const EDITABLE_SETTING_NAMES: readonly EditableSettingName[] = ['serverUrl', 'publicPagesUrl', 'deeplinkScheme', 'liveIncomeUrl'];

/** The settings the environment sets for this launch, by name. */
export function settingNamesFromEnv(env: NodeJS.ProcessEnv): EditableSettingName[] {
  const fromEnv = settingsFromEnv(env);
  return EDITABLE_SETTING_NAMES.filter((name) => fromEnv[name] !== undefined);
}

/** The file's object (every key, read or not by this version); {} when there is no file. */
function readRawSettings(filePath: string): Record<string, unknown> {
  const json = readSettingsJson(filePath);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new ConfigError(`The settings file ${filePath} does not hold an object.`);
  return json as Record<string, unknown>;
}

/**
 * Writes the edited values (already checked by `editableSettingsSchema`) over the file's other
 * keys. The whole result must pass the file's own schema before anything is written.
 */
export async function saveEditableSettings(dir: string, values: EditableSettings, env: NodeJS.ProcessEnv): Promise<void> {
  const filePath = join(dir, SETTINGS_FILE_NAME);
  const next = readRawSettings(filePath);
  const setByEnv = new Set(settingNamesFromEnv(env));
  for (const name of EDITABLE_SETTING_NAMES) {
    if (setByEnv.has(name)) continue;
    const value = values[name].trim();
    if (value === '') delete next[name];
    else next[name] = value;
  }
  const checked = settingsSchema.safeParse(next);
  if (!checked.success) throw new ConfigError(`The settings cannot be saved:\n${z.prettifyError(checked.error)}`);
  await writeFileAtomic(filePath, `${JSON.stringify(next, null, 2)}\n`);
}

/** What the settings screen shows: the file's values, what is in force, what the environment sets. */
export function settingsView(dir: string, env: NodeJS.ProcessEnv, current: ClientConfig, clientVersion: string): SettingsView {
  const file = readSettings(dir);
  const values = Object.fromEntries(EDITABLE_SETTING_NAMES.map((name) => [name, file[name] ?? ''])) as EditableSettings;
  return {
    values,
    effective: {
      mode: current.mode,
      serverUrl: current.serverUrl,
      publicPagesUrl: current.publicPagesUrl,
      deeplinkScheme: current.deeplinkScheme,
      liveIncomeUrl: current.liveIncomeUrl,
    },
    fromEnvironment: settingNamesFromEnv(env),
    clientVersion,
  };
}
