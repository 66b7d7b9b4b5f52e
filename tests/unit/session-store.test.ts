/**
 * The session store's fallback chain: keychain → safeStorage → memory.
 *
 * Electron cannot run here (its binary cannot be downloaded), so safeStorage is a fake with
 * the same interface; the file handling around it is real. keytar is tested twice: with a
 * fake to drive each branch of the chain, and for real against the OS keychain when a secret
 * service is running (CI runs the unit tests under dbus-run-session with gnome-keyring).
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  KEYCHAIN_SERVICE,
  createKeychainSessionStore,
  createSafeStorageSessionStore,
  createSessionStore,
  keychainWorks,
  loadKeytar,
  safeStorageSessionFile,
  sessionKeyFor,
  type KeytarLike,
  type SafeStorageLike,
} from '../../src/main/core/session-store';

const SERVER = 'http://127.0.0.1:4181';
const session = { token: 'token-abc-123', objectId: 'user-1' };

/** An in-memory keychain; `broken` makes every call throw like keytar without a secret service. */
function fakeKeytar({ broken = false } = {}): KeytarLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const guard = () => {
    if (broken) throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
  };
  return {
    entries,
    async getPassword(service, account) {
      guard();
      return entries.get(`${service}/${account}`) ?? null;
    },
    async setPassword(service, account, password) {
      guard();
      entries.set(`${service}/${account}`, password);
    },
    async deletePassword(service, account) {
      guard();
      return entries.delete(`${service}/${account}`);
    },
  };
}

/** Stands in for Electron's safeStorage: a reversible transformation, so the file holds no plain token. */
function fakeSafeStorage({ available = true, backend }: { available?: boolean; backend?: string } = {}): SafeStorageLike {
  const flip = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.concat([Buffer.from('v10'), flip(Buffer.from(text, 'utf8'))]),
    decryptString: (data) => {
      if (data.subarray(0, 3).toString() !== 'v10') throw new Error('Error while decrypting the ciphertext');
      return flip(data.subarray(3)).toString('utf8');
    },
    ...(backend !== undefined && { getSelectedStorageBackend: () => backend }),
  };
}

let userDataDir: string;
beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'session-store-'));
});
afterEach(async () => {
  await rm(userDataDir, { recursive: true, force: true });
});

describe('sessionKeyFor', () => {
  it('files one server under one key whatever the spelling, and other ports apart', () => {
    expect(sessionKeyFor('http://LOCALHOST:4181/')).toBe(sessionKeyFor('http://localhost:4181'));
    expect(sessionKeyFor('http://localhost:4181')).not.toBe(sessionKeyFor('http://localhost:4182'));
    expect(sessionKeyFor('https://api.example.org/v1/')).toBe('https://api.example.org/v1');
  });
});

describe('the fallback chain', () => {
  it('uses the keychain when keytar loads and a round trip works', async () => {
    const keytar = fakeKeytar();
    const store = await createSessionStore({ serverKey: SERVER, userDataDir, safeStorage: fakeSafeStorage(), loadKeychain: async () => keytar });
    expect(store.kind).toBe('keychain');
    await store.save(session);
    expect(keytar.entries.get(`${KEYCHAIN_SERVICE}/${SERVER}`)).toContain(session.token);
    // The probe entry used to test the keychain is gone again.
    expect([...keytar.entries.keys()]).toEqual([`${KEYCHAIN_SERVICE}/${SERVER}`]);
    expect(await store.load()).toEqual(session);
  });

  it('falls through to safeStorage when keytar is not installed', async () => {
    const store = await createSessionStore({ serverKey: SERVER, userDataDir, safeStorage: fakeSafeStorage(), loadKeychain: async () => null, platform: 'win32' });
    expect(store.kind).toBe('safeStorage');
  });

  it('falls through to safeStorage when keytar loads but throws (no secret service running)', async () => {
    const store = await createSessionStore({
      serverKey: SERVER,
      userDataDir,
      safeStorage: fakeSafeStorage({ backend: 'gnome_libsecret' }),
      loadKeychain: async () => fakeKeytar({ broken: true }),
      platform: 'linux',
    });
    expect(store.kind).toBe('safeStorage');
  });

  it("treats Linux's basic_text backend as no protection and keeps the token in memory only", async () => {
    const store = await createSessionStore({
      serverKey: SERVER,
      userDataDir,
      safeStorage: fakeSafeStorage({ backend: 'basic_text' }),
      loadKeychain: async () => null,
      platform: 'linux',
    });
    expect(store.kind).toBe('memory');
    await store.save(session);
    expect(await readdir(userDataDir)).toEqual([]);
  });

  it('keeps the token in memory when safeStorage cannot encrypt, or is absent (browser mode)', async () => {
    const unavailable = await createSessionStore({ serverKey: SERVER, userDataDir, safeStorage: fakeSafeStorage({ available: false }), loadKeychain: async () => null, platform: 'darwin' });
    expect(unavailable.kind).toBe('memory');
    const browserMode = await createSessionStore({ serverKey: SERVER, loadKeychain: async () => null });
    expect(browserMode.kind).toBe('memory');
  });

  it('memory store saves, loads and clears', async () => {
    const store = await createSessionStore({ serverKey: SERVER, loadKeychain: async () => null });
    expect(await store.load()).toBeNull();
    await store.save(session);
    expect(await store.load()).toEqual(session);
    await store.clear();
    expect(await store.load()).toBeNull();
  });
});

describe('keychain store', () => {
  it('never mixes the sessions of two servers', async () => {
    const keytar = fakeKeytar();
    const first = createKeychainSessionStore(keytar, sessionKeyFor('http://127.0.0.1:4181'));
    const second = createKeychainSessionStore(keytar, sessionKeyFor('https://office.example.org'));
    await first.save(session);
    expect(await second.load()).toBeNull();
    await second.save({ token: 'other', objectId: 'user-2' });
    expect(await first.load()).toEqual(session);
    await first.clear();
    expect(await second.load()).toEqual({ token: 'other', objectId: 'user-2' });
  });

  it('drops an entry that does not parse instead of failing every start', async () => {
    const keytar = fakeKeytar();
    await keytar.setPassword(KEYCHAIN_SERVICE, SERVER, 'not json');
    const store = createKeychainSessionStore(keytar, SERVER);
    expect(await store.load()).toBeNull();
    expect(keytar.entries.size).toBe(0);
  });
});

describe('safeStorage store', () => {
  it('writes an encrypted file per server and reads it back', async () => {
    const safeStorage = fakeSafeStorage();
    const file = safeStorageSessionFile(userDataDir, SERVER);
    const store = createSafeStorageSessionStore(safeStorage, file, SERVER);
    expect(await store.load()).toBeNull();
    await store.save(session);
    const onDisk = await readFile(file);
    expect(onDisk.toString('latin1')).not.toContain(session.token);
    expect(await store.load()).toEqual(session);
    expect(safeStorageSessionFile(userDataDir, 'https://office.example.org')).not.toBe(file);
    // Written atomically: no temporary file is left beside it.
    expect(await readdir(join(userDataDir, 'sessions'))).toHaveLength(1);
    await store.clear();
    expect(await store.load()).toBeNull();
  });

  it('starts signed out when the file cannot be decrypted, and removes it', async () => {
    const file = safeStorageSessionFile(userDataDir, SERVER);
    const store = createSafeStorageSessionStore(fakeSafeStorage(), file, SERVER);
    await store.save(session);
    await writeFile(file, 'garbage');
    expect(await store.load()).toBeNull();
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a file sealed for another server', async () => {
    const file = safeStorageSessionFile(userDataDir, SERVER);
    await createSafeStorageSessionStore(fakeSafeStorage(), file, 'https://other.example.org').save(session);
    expect(await createSafeStorageSessionStore(fakeSafeStorage(), file, SERVER).load()).toBeNull();
  });
});

// Detected once: a real write/read/delete on a throw-away entry, exactly what the chain does.
const realKeytar = await loadKeytar();
const realKeychainWorks = realKeytar !== null && (await keychainWorks(realKeytar));

describe('keytar against the real OS keychain', () => {
  it('stores, isolates per server and clears a session', async (context) => {
    context.skip(
      !realKeychainWorks,
      realKeytar
        ? 'keytar loads but no unlocked secret service answers (run under dbus-run-session with gnome-keyring, as CI does)'
        : 'keytar (optional dependency) is not installed or its native module does not load',
    );
    const serverKey = `http://127.0.0.1:${40_000 + (randomBytes(2).readUInt16BE() % 20_000)}/unit-test-${randomBytes(4).toString('hex')}`;
    const otherKey = `${serverKey}-other`;
    const store = await createSessionStore({ serverKey, loadKeychain: async () => realKeytar });
    const other = await createSessionStore({ serverKey: otherKey, loadKeychain: async () => realKeytar });
    try {
      expect(store.kind).toBe('keychain');
      await store.save(session);
      expect(JSON.parse((await realKeytar!.getPassword(KEYCHAIN_SERVICE, serverKey)) ?? 'null')).toEqual(session);
      expect(await store.load()).toEqual(session);
      expect(await other.load()).toBeNull();
      await store.clear();
      expect(await store.load()).toBeNull();
      expect(await realKeytar!.getPassword(KEYCHAIN_SERVICE, serverKey)).toBeNull();
    } finally {
      await store.clear();
      await other.clear();
    }
  });
});
