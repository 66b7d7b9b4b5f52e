/**
 * Where the session token lives between launches. The token never leaves the main process
 * (or the browser host); this module picks the best protection the machine offers:
 *
 *   OS keychain (keytar) → Electron safeStorage (encrypted file) → memory only.
 *
 * Memory only means the user signs in again after a restart: better than writing a token
 * to disk in a form any process of the user can read.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '../../shared/ipc';
import { writeFileAtomic } from './fs-atomic';

export interface StoredSession {
  token: string;
  objectId: string;
}

export type SessionProtection = AppConfig['sessionProtection'];

export interface SessionStore {
  readonly kind: SessionProtection;
  load(): Promise<StoredSession | null>;
  save(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

/** The part of keytar this module uses; keytar itself is an optional dependency. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The part of Electron's `safeStorage` this module uses, injected so the core stays Electron-free. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only in Electron; absent elsewhere. */
  getSelectedStorageBackend?(): string;
}

/** Keychain service name; the account is the server key, so sessions of different servers never mix. */
export const KEYCHAIN_SERVICE = 'charity-backoffice.session';

const storedSessionSchema = z.object({ token: z.string().min(1), objectId: z.string().min(1) });
const sealedSessionSchema = storedSessionSchema.extend({ server: z.string() });

/**
 * The key a session is filed under: the server's origin and path, so `http://host:1/` and
 * `http://HOST:1` are one server and `http://host:2` another.
 */
export function sessionKeyFor(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function parseStored(json: string): StoredSession | null {
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(json));
    return parsed.success ? { token: parsed.data.token, objectId: parsed.data.objectId } : null;
  } catch {
    return null;
  }
}

export function createMemorySessionStore(): SessionStore {
  let current: StoredSession | null = null;
  return {
    kind: 'memory',
    load: async () => current,
    save: async (session) => {
      current = { ...session };
    },
    clear: async () => {
      current = null;
    },
  };
}

export function createKeychainSessionStore(keytar: KeytarLike, serverKey: string): SessionStore {
  return {
    kind: 'keychain',
    async load() {
      const json = await keytar.getPassword(KEYCHAIN_SERVICE, serverKey);
      if (json === null) return null;
      const session = parseStored(json);
      // An entry that does not parse is useless; remove it instead of failing every start.
      if (!session) await keytar.deletePassword(KEYCHAIN_SERVICE, serverKey);
      return session;
    },
    async save(session) {
      await keytar.setPassword(KEYCHAIN_SERVICE, serverKey, JSON.stringify(session));
    },
    async clear() {
      await keytar.deletePassword(KEYCHAIN_SERVICE, serverKey);
    },
  };
}

/** One encrypted file per server under `<userData>/sessions/`. */
export function safeStorageSessionFile(userDataDir: string, serverKey: string): string {
  const digest = createHash('sha256').update(serverKey).digest('hex').slice(0, 32);
  return join(userDataDir, 'sessions', `${digest}.bin`);
}

export function createSafeStorageSessionStore(safeStorage: SafeStorageLike, filePath: string, serverKey: string): SessionStore {
  const forget = () => rm(filePath, { force: true });
  return {
    kind: 'safeStorage',
    async load() {
      let encrypted: Buffer;
      try {
        encrypted = await readFile(filePath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const sealed = sealedSessionSchema.parse(JSON.parse(safeStorage.decryptString(encrypted)));
        // The file name is a hash of the key; the key inside guards against a collision or a copied file.
        if (sealed.server !== serverKey) return null;
        return { token: sealed.token, objectId: sealed.objectId };
      } catch {
        // Undecryptable (another OS user, a reset keyring) or corrupt: start signed out.
        await forget();
        return null;
      }
    },
    async save(session) {
      const sealed = JSON.stringify({ server: serverKey, token: session.token, objectId: session.objectId });
      await writeFileAtomic(filePath, safeStorage.encryptString(sealed));
    },
    clear: forget,
  };
}

/**
 * The module name is held in a variable so that bundlers leave the import alone: keytar must
 * be loaded from node_modules at run time, where electron-builder rebuilt its native part for
 * Electron, not copied into out/ with a native module built for Node.
 */
const KEYTAR_MODULE = 'keytar';

/** Loads keytar if it is installed and its native part loads; null otherwise. */
export async function loadKeytar(): Promise<KeytarLike | null> {
  try {
    const loaded = (await import(/* @vite-ignore */ KEYTAR_MODULE)) as { default?: KeytarLike } & Partial<KeytarLike>;
    const keytar = loaded.default ?? (loaded as KeytarLike);
    return typeof keytar.getPassword === 'function' ? keytar : null;
  } catch {
    return null;
  }
}

/**
 * Whether the keychain really works here: loading keytar is not enough, because on Linux it
 * throws at call time when no secret service runs or the keyring is locked. A write, a read
 * and a delete of a throw-away entry answer that without touching the real entry.
 */
export async function keychainWorks(keytar: KeytarLike): Promise<boolean> {
  const probeAccount = `probe-${randomBytes(8).toString('hex')}`;
  const probeValue = randomBytes(8).toString('hex');
  try {
    await keytar.setPassword(KEYCHAIN_SERVICE, probeAccount, probeValue);
    const readBack = await keytar.getPassword(KEYCHAIN_SERVICE, probeAccount);
    await keytar.deletePassword(KEYCHAIN_SERVICE, probeAccount);
    return readBack === probeValue;
  } catch {
    return false;
  }
}

/**
 * Whether safeStorage gives real protection. On Linux without a keyring Electron falls back
 * to the 'basic_text' backend, which encrypts with a hard-coded key: no protection at all.
 */
export function safeStorageProtects(safeStorage: SafeStorageLike, platform: NodeJS.Platform): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  if (platform !== 'linux') return true;
  const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  return backend !== 'basic_text' && backend !== 'unknown';
}

export interface SessionStoreOptions {
  /** Identifies the server the session belongs to (see sessionKeyFor). */
  serverKey: string;
  /** Folder for the safeStorage file; without it safeStorage is not tried. */
  userDataDir?: string;
  /** Electron's safeStorage; absent in browser mode. */
  safeStorage?: SafeStorageLike;
  /** Loads keytar; defaults to the real optional dependency. Tests pass fakes. */
  loadKeychain?: () => Promise<KeytarLike | null>;
  platform?: NodeJS.Platform;
}

/** Walks the fallback chain and returns the first store that protects the token for real. */
export async function createSessionStore(options: SessionStoreOptions): Promise<SessionStore> {
  const { serverKey, userDataDir, safeStorage, loadKeychain = loadKeytar, platform = process.platform } = options;
  const keytar = await loadKeychain();
  if (keytar && (await keychainWorks(keytar))) return createKeychainSessionStore(keytar, serverKey);
  if (safeStorage && userDataDir && safeStorageProtects(safeStorage, platform)) {
    return createSafeStorageSessionStore(safeStorage, safeStorageSessionFile(userDataDir, serverKey), serverKey);
  }
  return createMemorySessionStore();
}
