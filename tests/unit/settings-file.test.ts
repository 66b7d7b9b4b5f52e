/**
 * What the settings screen saves: validated by the shared schema (messages as i18n keys),
 * written over the file's other keys, read back by config.ts, with the environment still
 * winning and its fields left alone.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editableSettingsSchema, type EditableSettings } from '../../src/shared/entities/app-settings';
import { ConfigError, loadSettings, resolveClientConfig, SETTINGS_FILE_NAME } from '../../src/main/core/config';
import { saveEditableSettings, settingsView } from '../../src/main/core/settings-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const empty: EditableSettings = { serverUrl: '', publicPagesUrl: '', deeplinkScheme: '', liveIncomeUrl: '' };
const fileJson = async () => JSON.parse(await readFile(join(dir, SETTINGS_FILE_NAME), 'utf8')) as Record<string, unknown>;

describe('editable settings validation', () => {
  it('accepts empty fields (defaults) and http(s) addresses', () => {
    expect(editableSettingsSchema.safeParse(empty).success).toBe(true);
    expect(editableSettingsSchema.parse({ ...empty, serverUrl: ' https://backoffice.example.org ' }).serverUrl).toBe('https://backoffice.example.org');
  });

  it('refuses bad values with the message keys the screen translates', () => {
    const messages = (values: Partial<EditableSettings>) => {
      const result = editableSettingsSchema.safeParse({ ...empty, ...values });
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(messages({ serverUrl: 'ftp://files.example.org' })).toEqual(['serverUrl:settings.addressInvalid']);
    expect(messages({ serverUrl: 'https://user:secret@example.org' })).toEqual(['serverUrl:settings.addressInvalid']);
    expect(messages({ liveIncomeUrl: 'not an address' })).toEqual(['liveIncomeUrl:settings.addressInvalid']);
    expect(messages({ deeplinkScheme: 'Ataya App' })).toEqual(['deeplinkScheme:settings.schemeInvalid']);
    expect(editableSettingsSchema.safeParse({ ...empty, token: 'x' }).success).toBe(false);
  });
});

describe('saving the settings file', () => {
  it('writes what is read back, and an emptied field brings its default back', async () => {
    await saveEditableSettings(dir, { ...empty, serverUrl: 'https://backoffice.example.org', deeplinkScheme: 'ataya2' }, {});
    const config = resolveClientConfig(loadSettings(dir, {}));
    expect(config).toMatchObject({ mode: 'office', serverUrl: 'https://backoffice.example.org', deeplinkScheme: 'ataya2' });

    await saveEditableSettings(dir, empty, {});
    expect(await fileJson()).toEqual({});
    expect(resolveClientConfig(loadSettings(dir, {}), 'http://127.0.0.1:4181').mode).toBe('local');
  });

  it('keeps the keys of the file that the screen does not edit', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE_NAME),
      JSON.stringify({ services: { files: 'https://files.example.org' }, updateFeedUrl: 'https://updates.example.org/', liveIncomeUrl: 'https://old.example.org' }),
    );
    await saveEditableSettings(dir, { ...empty, serverUrl: 'http://10.0.0.5:4181' }, {});
    expect(await fileJson()).toEqual({
      services: { files: 'https://files.example.org' },
      updateFeedUrl: 'https://updates.example.org/',
      serverUrl: 'http://10.0.0.5:4181',
    });
  });

  it('leaves a field the environment sets as the file has it, and the environment still wins', async () => {
    await writeFile(join(dir, SETTINGS_FILE_NAME), JSON.stringify({ serverUrl: 'https://file.example.org' }));
    const env = { BACKOFFICE_SERVER_URL: 'https://env.example.org' };
    await saveEditableSettings(dir, { ...empty, serverUrl: 'https://typed.example.org', liveIncomeUrl: 'https://income.example.org' }, env);
    expect(await fileJson()).toEqual({ serverUrl: 'https://file.example.org', liveIncomeUrl: 'https://income.example.org' });
    const config = resolveClientConfig(loadSettings(dir, env));
    const view = settingsView(dir, env, config, '1.2.3');
    expect(view.fromEnvironment).toEqual(['serverUrl']);
    expect(view.values.serverUrl).toBe('https://file.example.org');
    expect(view.effective).toMatchObject({ mode: 'office', serverUrl: 'https://env.example.org', liveIncomeUrl: 'https://income.example.org' });
    expect(view.clientVersion).toBe('1.2.3');
  });

  it('refuses to overwrite a file it cannot read as settings, and leaves it as it was', async () => {
    await writeFile(join(dir, SETTINGS_FILE_NAME), '{ not json');
    await expect(saveEditableSettings(dir, empty, {})).rejects.toBeInstanceOf(ConfigError);
    expect(await readFile(join(dir, SETTINGS_FILE_NAME), 'utf8')).toBe('{ not json');
  });

  it('refuses a result the settings file schema refuses, writing nothing', async () => {
    await writeFile(join(dir, SETTINGS_FILE_NAME), JSON.stringify({ serverUrl: 'https://kept.example.org' }));
    // Checked already by the screen's schema; the file's own check is the last word before writing.
    await expect(saveEditableSettings(dir, { ...empty, deeplinkScheme: 'Not A Scheme' }, {})).rejects.toThrow(/deeplinkScheme/);
    expect(await fileJson()).toEqual({ serverUrl: 'https://kept.example.org' });
  });
});
