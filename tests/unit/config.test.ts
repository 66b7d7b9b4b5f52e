import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_DEEPLINK_SCHEME,
  DEFAULT_LIVE_INCOME_URL,
  SETTINGS_FILE_NAME,
  loadSettings,
  readSettings,
  resolveClientConfig,
  toAppConfig,
} from '../../src/main/core/config';

let userDataDir: string;
beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'config-'));
});
afterEach(async () => {
  await rm(userDataDir, { recursive: true, force: true });
});

const writeSettings = (content: unknown) =>
  writeFile(join(userDataDir, SETTINGS_FILE_NAME), typeof content === 'string' ? content : JSON.stringify(content));

describe('settings.json', () => {
  it('is optional: no file means local mode with defaults', () => {
    const settings = loadSettings(userDataDir, {});
    expect(settings).toEqual({});
    const config = resolveClientConfig(settings, 'http://127.0.0.1:50123');
    expect(config).toEqual({
      mode: 'local',
      serverUrl: 'http://127.0.0.1:50123',
      serviceUrls: { auth: 'http://127.0.0.1:50123', content: 'http://127.0.0.1:50123', shortcodes: 'http://127.0.0.1:50123', files: 'http://127.0.0.1:50123' },
      liveIncomeUrl: DEFAULT_LIVE_INCOME_URL,
      deeplinkScheme: DEFAULT_DEEPLINK_SCHEME,
      mediaBaseUrl: 'http://127.0.0.1:50123/media',
      publicPagesUrl: 'http://127.0.0.1:50123',
      allowedExternalHosts: [],
    });
  });

  it('switches to office mode with a server URL and per-service overrides', async () => {
    await writeSettings({
      serverUrl: 'https://backoffice.example.org/',
      services: { files: 'https://files.example.org/upload/' },
      deeplinkScheme: 'charity',
      allowedExternalHosts: ['Pages.Example.org'],
    });
    const config = resolveClientConfig(loadSettings(userDataDir, {}), 'http://127.0.0.1:1');
    expect(config.mode).toBe('office');
    expect(config.serverUrl).toBe('https://backoffice.example.org');
    expect(config.serviceUrls).toMatchObject({ auth: 'https://backoffice.example.org', files: 'https://files.example.org/upload' });
    expect(config.mediaBaseUrl).toBe('https://backoffice.example.org/media');
    expect(config.publicPagesUrl).toBe('https://backoffice.example.org');
    expect(config.deeplinkScheme).toBe('charity');
    expect(config.allowedExternalHosts).toEqual(['pages.example.org']);
  });

  it('lets the environment override the file', async () => {
    await writeSettings({ serverUrl: 'https://file.example.org', liveIncomeUrl: 'https://income.example.org/a' });
    const settings = loadSettings(userDataDir, {
      BACKOFFICE_SERVER_URL: 'https://env.example.org',
      BACKOFFICE_LIVE_INCOME_URL: 'https://income.example.org/b',
    });
    expect(settings).toMatchObject({ serverUrl: 'https://env.example.org', liveIncomeUrl: 'https://income.example.org/b' });
  });

  it('takes the public pages address from the file or BACKOFFICE_PUBLIC_PAGES_URL, without a trailing slash', async () => {
    await writeSettings({ serverUrl: 'https://backoffice.example.org', publicPagesUrl: 'https://give.example.org/' });
    expect(resolveClientConfig(loadSettings(userDataDir, {})).publicPagesUrl).toBe('https://give.example.org');
    const fromEnv = loadSettings(userDataDir, { BACKOFFICE_PUBLIC_PAGES_URL: 'https://pages.example.org/donate' });
    expect(resolveClientConfig(fromEnv).publicPagesUrl).toBe('https://pages.example.org/donate');
    expect(toAppConfig(resolveClientConfig(fromEnv), 'memory').publicPagesUrl).toBe('https://pages.example.org/donate');
  });

  it('refuses a public pages address that is not plain http(s)', async () => {
    expect(() => loadSettings(userDataDir, { BACKOFFICE_PUBLIC_PAGES_URL: 'https://user:pw@pages.example.org' })).toThrow(/environment variable/);
    await writeSettings({ publicPagesUrl: 'javascript:alert(1)' });
    expect(() => readSettings(userDataDir)).toThrow(/publicPagesUrl/);
  });

  it('reports a file that is not JSON, naming the file', async () => {
    await writeSettings('{ "serverUrl": ');
    expect(() => readSettings(userDataDir)).toThrow(ConfigError);
    expect(() => readSettings(userDataDir)).toThrow(/settings\.json is not valid JSON/);
  });

  it('reports bad values and unknown keys with the field names', async () => {
    await writeSettings({ serverUrl: 'ftp://server.example.org', liveIncomeUrl: 'https://user:pw@x.example.org', colour: 'blue' });
    let error: unknown;
    try {
      readSettings(userDataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(join(userDataDir, SETTINGS_FILE_NAME));
    expect(message).toMatch(/serverUrl/);
    expect(message).toMatch(/liveIncomeUrl/);
    expect(message).toMatch(/colour/);
  });

  it('reports a bad BACKOFFICE_SERVER_URL', () => {
    expect(() => loadSettings(userDataDir, { BACKOFFICE_SERVER_URL: 'not a url' })).toThrow(/environment variable/);
  });

  it('refuses to resolve without any server address', () => {
    expect(() => resolveClientConfig({})).toThrow(ConfigError);
  });

  it('gives the renderer the public part only', () => {
    const config = resolveClientConfig({ serverUrl: 'https://backoffice.example.org', services: { auth: 'https://auth.example.org' } });
    expect(toAppConfig(config, 'keychain')).toEqual({
      mode: 'office',
      serverUrl: 'https://backoffice.example.org',
      liveIncomeUrl: DEFAULT_LIVE_INCOME_URL,
      deeplinkScheme: DEFAULT_DEEPLINK_SCHEME,
      mediaBaseUrl: 'https://backoffice.example.org/media',
      publicPagesUrl: 'https://backoffice.example.org',
      sessionProtection: 'keychain',
    });
  });
});
