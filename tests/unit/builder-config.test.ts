/**
 * The packaging configuration (electron-builder.yml), which cannot be exercised here (no
 * Electron binary, no NSIS, no macOS): what an office relies on is asserted on the file itself.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const text = readFileSync('electron-builder.yml', 'utf8');
const config = parse(text) as Record<string, Record<string, unknown> & { target?: Array<{ target: string; arch: string[] }> }>;

describe('electron-builder.yml', () => {
  it('builds a per-user Windows installer that needs no administrator rights', () => {
    expect(config.win?.target).toContainEqual({ target: 'nsis', arch: ['x64'] });
    expect(config.nsis).toMatchObject({ perMachine: false, allowElevation: false, oneClick: false });
    expect(config.nsis?.selectPerMachineByDefault).not.toBe(true);
  });

  it('speaks Arabic and English in the installer and makes start-menu and desktop shortcuts', () => {
    expect(config.nsis?.installerLanguages).toEqual(expect.arrayContaining(['ar_SA', 'en_US']));
    expect(config.nsis?.multiLanguageInstaller).toBe(true);
    expect(config.nsis).toMatchObject({ createDesktopShortcut: true, createStartMenuShortcut: true });
  });

  it('builds macOS dmgs for Apple silicon and Intel, with the zips the updater installs from, hardened and notarized', () => {
    const targets = config.mac?.target ?? [];
    expect(targets.find((target) => target.target === 'dmg')?.arch).toEqual(expect.arrayContaining(['arm64', 'x64']));
    expect(targets.find((target) => target.target === 'zip')?.arch).toEqual(expect.arrayContaining(['arm64', 'x64']));
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true });
  });

  it('verifies the publisher of a Windows update', () => {
    expect(config.win?.verifyUpdateCodeSignature).toBe(true);
  });

  it('publishes a generic update feed whose address comes from the environment', () => {
    const publish = config.publish as unknown as Array<{ provider: string; url: string }>;
    expect(publish).toEqual([{ provider: 'generic', url: '${env.UPDATE_FEED_URL}' }]);
  });

  it('commits no certificate, password or Apple credential', () => {
    const keys = ['certificateFile', 'certificatePassword', 'cscLink', 'cscKeyPassword', 'appleId', 'appleIdPassword', 'teamId', 'identity'];
    const found: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string' && /\.(p12|pfx|p8)$|-----BEGIN/i.test(value)) found.push(`${path} = ${value}`);
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (keys.includes(key)) found.push(`${path}.${key}`);
          walk(child, `${path}.${key}`);
        }
      }
    };
    walk(config, '');
    expect(found).toEqual([]);
    expect(text).not.toMatch(/-----BEGIN/);
  });

  it('keeps the fuses and ships the platform server and its migrations for local mode', () => {
    expect(config.electronFuses).toMatchObject({ runAsNode: false, onlyLoadAppFromAsar: true, enableEmbeddedAsarIntegrityValidation: true });
    expect(config.files).toContain('out/**');
    expect(config.extraResources).toContainEqual(expect.objectContaining({ from: 'src/server/db/migrations', to: 'migrations' }));
  });
});
