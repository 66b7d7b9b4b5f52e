/**
 * The updater's decisions (src/main/updater.ts carries them out with electron-updater): which
 * feed, refusing an update whose checksum or signature does not match, asking before installing,
 * and what Help → "Check for updates" answers.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DigestTransform } from 'builder-util-runtime';
import { describe, expect, it } from 'vitest';
import { desktopTextsAr, desktopTextsEn } from '../../src/main/core/desktop-texts';
import {
  createUpdatePolicy,
  decideFeed,
  feedLogLine,
  feedUrlFromAppUpdateConfig,
  manualCheckAnswer,
  refusalCause,
  UPDATE_CHECK_INTERVAL_MS,
} from '../../src/main/core/update-policy';

/** Errors as electron-updater and builder-util-runtime raise them (message and code). */
function updaterError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}
const checksumError = updaterError('sha512 checksum mismatch, expected abc==, got def==', 'ERR_CHECKSUM_MISMATCH');
const signatureError = updaterError(
  'New version 1.5.0 is not signed by the application owner: publisherNames: Charity LLC, raw info: {"SignerCertificate":null}',
  'ERR_UPDATER_INVALID_SIGNATURE',
);
const macSignatureError = updaterError('Code signature at URL file:///… did not pass validation: code failed to satisfy specified code requirement(s)');
const offlineError = updaterError('net::ERR_INTERNET_DISCONNECTED');

describe('update feed', () => {
  it('is off in a development run, whatever is configured', () => {
    expect(decideFeed({ isPackaged: false, envUrl: 'https://updates.example.org/' })).toEqual({ enabled: false, reason: 'notPackaged' });
  });

  it('is off when no feed is configured anywhere, and says so in the log', () => {
    const feed = decideFeed({ isPackaged: true, settingsUrl: '  ' });
    expect(feed).toEqual({ enabled: false, reason: 'noFeed' });
    expect(feedLogLine(feed)).toMatch(/off, no update feed is configured/);
  });

  it('takes the environment over settings.json over the feed the package was built with', () => {
    const all = { isPackaged: true, envUrl: 'https://env.example.org/', settingsUrl: 'https://settings.example.org/', packageUrl: 'https://package.example.org/' };
    expect(decideFeed(all)).toEqual({ enabled: true, url: 'https://env.example.org/', source: 'environment' });
    expect(decideFeed({ ...all, envUrl: undefined })).toEqual({ enabled: true, url: 'https://settings.example.org/', source: 'settings' });
    expect(decideFeed({ ...all, envUrl: undefined, settingsUrl: undefined })).toEqual({ enabled: true, url: 'https://package.example.org/', source: 'package' });
  });

  it('refuses a feed that is not https (http only on 127.0.0.1, for a local test feed)', () => {
    for (const url of ['http://updates.example.org/', 'http://localhost:8080/', 'ftp://updates.example.org/', 'https://user:pw@updates.example.org/', 'not a url']) {
      const feed = decideFeed({ isPackaged: true, settingsUrl: url });
      expect(feed.enabled, url).toBe(false);
      expect(feed).toMatchObject({ reason: 'insecureFeed' });
    }
    expect(decideFeed({ isPackaged: true, envUrl: 'http://127.0.0.1:8123/feed/' })).toMatchObject({ enabled: true });
  });

  it('reads the feed URL electron-builder wrote into app-update.yml', () => {
    const written = 'provider: generic\nurl: https://updates.example.org/backoffice\nupdaterCacheDirName: charity-backoffice-updater\npublisherName:\n  - Charity LLC\n';
    expect(feedUrlFromAppUpdateConfig(written)).toBe('https://updates.example.org/backoffice');
    expect(feedUrlFromAppUpdateConfig("url: 'https://q.example.org/x'\n")).toBe('https://q.example.org/x');
    expect(feedUrlFromAppUpdateConfig('provider: generic\n')).toBeUndefined();
  });

  it('is checked daily', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(86_400_000);
  });
});

describe('refusal causes', () => {
  it('recognizes the error electron-updater raises for a download whose sha512 is not the published one', async () => {
    const published = createHash('sha512').update('the installer that was published').digest('base64');
    const download = Readable.from([Buffer.from('a tampered installer')]);
    const error = await pipeline(download, new DigestTransform(published), async function* drain(source) {
      for await (const chunk of source) yield chunk;
    }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(refusalCause(error)).toBe('checksum');
  });
});

describe('updater events', () => {
  it('asks the user before installing a downloaded update', () => {
    const policy = createUpdatePolicy(desktopTextsEn);
    policy.onEvent({ type: 'available', version: '1.5.0' });
    const actions = policy.onEvent({ type: 'downloaded', version: '1.5.0' });
    expect(actions).toContainEqual({ type: 'askToInstall', version: '1.5.0' });
    expect(policy.mayInstall('1.5.0')).toBe(true);
  });

  it.each([
    ['a sha512 checksum mismatch', checksumError, desktopTextsEn.updateRefusedChecksum],
    ['an update not signed by the publisher (Windows)', signatureError, desktopTextsEn.updateRefusedSignature],
    ['a code signature that fails validation (macOS)', macSignatureError, desktopTextsEn.updateRefusedSignature],
  ])('refuses %s: logged, the user told once, never installed', (_case, error, message) => {
    const policy = createUpdatePolicy(desktopTextsEn);
    policy.onEvent({ type: 'available', version: '1.5.0' });

    const first = policy.onEvent({ type: 'error', error });
    expect(first).toContainEqual({ type: 'tellUser', message });
    expect(first.find((action) => action.type === 'log')).toMatchObject({ line: expect.stringContaining('REFUSED 1.5.0') });

    const again = policy.onEvent({ type: 'error', error });
    expect(again.some((action) => action.type === 'tellUser')).toBe(false);
    expect(again.some((action) => action.type === 'log')).toBe(true);

    // Even if the updater later said that version was downloaded, it is not offered for installing.
    expect(policy.onEvent({ type: 'downloaded', version: '1.5.0' }).some((action) => action.type === 'askToInstall')).toBe(false);
    expect(policy.mayInstall('1.5.0')).toBe(false);
  });

  it('only logs an ordinary failure (offline, feed down), without troubling the user', () => {
    const policy = createUpdatePolicy(desktopTextsEn);
    expect(refusalCause(offlineError)).toBeNull();
    expect(policy.onEvent({ type: 'error', error: offlineError })).toEqual([{ type: 'log', line: 'Updates: the check or download failed: net::ERR_INTERNET_DISCONNECTED' }]);
    policy.onEvent({ type: 'available', version: '1.5.1' });
    expect(policy.onEvent({ type: 'downloaded', version: '1.5.1' })).toContainEqual({ type: 'askToInstall', version: '1.5.1' });
  });
});

describe('Help → Check for updates', () => {
  const feed = decideFeed({ isPackaged: true, settingsUrl: 'https://updates.example.org/' });

  it('says why updates are off', () => {
    expect(manualCheckAnswer(decideFeed({ isPackaged: true }), null, desktopTextsEn, '1.4.2')).toBe(desktopTextsEn.updatesOffNoFeed);
    expect(manualCheckAnswer(decideFeed({ isPackaged: false }), null, desktopTextsEn, '1.4.2')).toBe(desktopTextsEn.updatesOffDevelopment);
    expect(manualCheckAnswer(decideFeed({ isPackaged: true, settingsUrl: 'http://updates.example.org/' }), null, desktopTextsEn, '1.4.2')).toContain(
      'http://updates.example.org/',
    );
  });

  it('answers up to date, downloading, refused or failed', () => {
    expect(manualCheckAnswer(feed, { kind: 'upToDate' }, desktopTextsEn, '1.4.2')).toBe('You have the latest version (1.4.2).');
    expect(manualCheckAnswer(feed, { kind: 'available', version: '1.5.0' }, desktopTextsEn, '1.4.2')).toContain('1.5.0');
    expect(manualCheckAnswer(feed, { kind: 'failed', error: checksumError }, desktopTextsEn, '1.4.2')).toBe(desktopTextsEn.updateRefusedChecksum);
    expect(manualCheckAnswer(feed, { kind: 'failed', error: offlineError }, desktopTextsEn, '1.4.2')).toBe(desktopTextsEn.updateCheckFailed);
  });

  it('answers in Arabic with the version kept left to right', () => {
    expect(manualCheckAnswer(feed, { kind: 'upToDate' }, desktopTextsAr, '1.4.2')).toBe('لديك أحدث إصدار (\u20681.4.2\u2069).');
  });
});
