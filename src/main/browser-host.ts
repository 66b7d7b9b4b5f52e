/**
 * Browser mode (`npm run start:browser`, or `tsx src/main/browser-host.ts`): the back-office
 * without Electron. One Node process starts the platform server, then serves the built
 * renderer on 127.0.0.1 with the IPC contract over HTTP (see core/web-host.ts). The
 * main-process services (session store, API client, handlers, link policy) run for real;
 * only the Electron glue is replaced.
 *
 * Only the browser that opens the address this prints gets in: the address carries a one-time
 * launch token, which the first page load exchanges for a cookie (see core/launch-gate.ts).
 * Started as a command, it also opens that address in the default browser (core/open-browser.ts).
 *
 * Environment: PORT (default 4180), SERVER_PORT (default 4181; 0 for either: a port the system
 * picks, which the lines printed at start name), BACKOFFICE_DATA_DIR (default
 * <user data>/browser-mode; the server's database lives in <dataDir>/server),
 * BACKOFFICE_RENDERER_DIR (default out/renderer), BACKOFFICE_LIVE_INCOME_URL, DATABASE_URL (run the
 * platform server on PostgreSQL instead of the embedded database), BACKOFFICE_SERVER_URL (office
 * mode: use that platform server instead of starting one), BROWSER=none (do not open a browser;
 * nor does it when CI is set), and OTP_POLICY, which the platform server reads itself.
 * <dataDir>/settings.json holds what the settings screen saves (the same file as Electron's
 * <userData>/settings.json); the environment wins over it. A save applies at once.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { DEFAULT_BROWSER_PORT, DEFAULT_SERVER_PORT } from '../shared/constants';
import { closeOnSignals } from '../server/close-on-signals';
import { productVersion } from '../server/product-version';
import { startPlatformServer, type RunningPlatformServer } from '../server/start';
import { createAppRuntime } from './core/app-runtime';
import { ConfigError } from './core/config';
import { mediaOriginOf, rendererContentSecurityPolicy } from './core/csp';
import { downloadFileSaver } from './core/file-saver';
import { LOOPBACK_HOST } from './core/local-server-support';
import { launchAddress, newLaunchToken } from './core/launch-gate';
import { openInDefaultBrowser } from './core/open-browser';
import { defaultUserDataDir } from './core/paths';
import { INDEX_FILE } from './core/renderer-files';
import { createSessionStore, type SessionStore } from './core/session-store';
import { createWebHostListener } from './core/web-host';

export interface BrowserHostOptions {
  /** Port of the back-office page; 0 picks a free one. Default: env PORT, else 4180. */
  port?: number;
  /** Port of the platform server; 0 picks a free one. Default: env SERVER_PORT, else 4181. */
  serverPort?: number;
  /** Default: env BACKOFFICE_DATA_DIR, else a folder under the user data directory. */
  dataDir?: string;
  /** The built renderer. Default: env BACKOFFICE_RENDERER_DIR, else out/renderer of this repository. */
  staticRoot?: string;
  /** Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** Default: the keychain when it works, else memory (no safeStorage outside Electron). */
  sessionStore?: SessionStore;
  /** Request logging of the platform server. */
  serverLogger?: boolean;
}

export interface BrowserHost {
  /** http://127.0.0.1:<port> — the page, for a browser that already holds the launch cookie. */
  url: string;
  /**
   * http://127.0.0.1:<port>/?launch=<token> — what the command prints and opens: the first
   * browser to load it gets the launch cookie, and it works only once. Only whoever started the
   * host knows it (the command's output, or the caller in process).
   */
  launchUrl: string;
  /** http://127.0.0.1:<serverPort> — the platform server's API. */
  serverUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Raised when the host cannot start for a reason the user can fix (missing build, port in use…). */
export class BrowserHostError extends Error {
  override readonly name = 'BrowserHostError';
}

export const DEFAULT_STATIC_ROOT = resolve(__dirname, '..', '..', 'out', 'renderer');

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new BrowserHostError(`${name} must be a port number, not "${value}".`);
  return port;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new BrowserHostError(`Port ${port} is already in use; set PORT to another port.`) : error),
    );
    server.listen(port, LOOPBACK_HOST, () => {
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolveClose) => {
    server.close(() => resolveClose());
    server.closeAllConnections();
  });
}

export async function startBrowserHost(options: BrowserHostOptions = {}): Promise<BrowserHost> {
  const env = options.env ?? process.env;
  const staticRoot = resolve(options.staticRoot ?? (env.BACKOFFICE_RENDERER_DIR || DEFAULT_STATIC_ROOT));
  if (!existsSync(join(staticRoot, INDEX_FILE))) {
    throw new BrowserHostError(`The renderer is not built: ${join(staticRoot, INDEX_FILE)} is missing. Run "npm run build:renderer" first.`);
  }
  const port = options.port ?? portFrom(env.PORT, DEFAULT_BROWSER_PORT, 'PORT');
  const serverPort = options.serverPort ?? portFrom(env.SERVER_PORT, DEFAULT_SERVER_PORT, 'SERVER_PORT');
  const dataDir = resolve(options.dataDir ?? (env.BACKOFFICE_DATA_DIR || join(defaultUserDataDir(), 'browser-mode')));
  // Office mode (a server address in <dataDir>/settings.json or BACKOFFICE_SERVER_URL) uses that
  // server; local mode runs browser mode's own, started when first needed (also when the
  // settings screen switches back to local mode) and kept until the host closes.
  let ownServer: Promise<RunningPlatformServer> | null = null;
  const localServerUrl = async () => {
    ownServer ??= startOwnPlatformServer(env, dataDir, serverPort, options).catch((error: unknown) => {
      ownServer = null;
      throw error;
    });
    return (await ownServer).url;
  };
  const closeOwnServer = async () => {
    const running = await ownServer?.catch(() => null);
    await running?.close();
  };
  let givenStore = options.sessionStore;
  try {
    const runtime = await createAppRuntime({
      settingsDir: dataDir,
      env,
      clientVersion: productVersion(),
      clientKind: 'browser',
      localServerUrl,
      // The first server may use a store the caller gives (tests); every other one gets its own.
      sessionStoreFor: async (serverKey) => {
        const store = givenStore ?? (await createSessionStore({ serverKey }));
        givenStore = undefined;
        return store;
      },
      handlerDeps: {
        // The web bridge opens an allowed link in a new tab itself (src/preload/web.ts).
        openExternal: async () => {},
        // The web bridge turns the exported file into a download (src/preload/web.ts).
        saveFile: downloadFileSaver,
      },
    });
    const launchToken = newLaunchToken();
    let boundPort = port;
    const server = createServer(
      createWebHostListener({
        staticRoot,
        handlers: runtime.handlers,
        launchToken,
        port: () => boundPort,
        // Media come from the server in use, which a saved setting may change.
        csp: () => rendererContentSecurityPolicy({ mediaOrigin: mediaOriginOf(runtime.config().mediaBaseUrl) }),
        logError: (error) => console.error('[browser-host]', error),
      }),
    );
    boundPort = await listen(server, port);
    const url = `http://${LOOPBACK_HOST}:${boundPort}`;
    return {
      url,
      launchUrl: launchAddress(url, launchToken),
      serverUrl: runtime.config().serverUrl,
      dataDir,
      async close() {
        await closeServer(server);
        await closeOwnServer();
      },
    };
  } catch (error) {
    await closeOwnServer();
    throw error;
  }
}

/** The platform server browser mode runs for itself, seeded with the demo data. */
async function startOwnPlatformServer(env: NodeJS.ProcessEnv, dataDir: string, serverPort: number, options: BrowserHostOptions) {
  return startPlatformServer({
    host: LOOPBACK_HOST,
    port: serverPort,
    dataDir: join(dataDir, 'server'),
    // Like `npm run server`, browser mode can run on PostgreSQL instead of the embedded database.
    ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
    seed: 'demo',
    // Codes go to the outbox here, and the person at this machine reads them there.
    devOutbox: true,
    ...(options.serverLogger !== undefined && { logger: options.serverLogger }),
  }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new BrowserHostError(`Port ${serverPort} is already in use; set SERVER_PORT to another port.`) : error;
  });
}

async function runFromCommandLine(): Promise<void> {
  let host: BrowserHost;
  try {
    host = await startBrowserHost({ serverLogger: true });
  } catch (error) {
    // Problems the user can fix get one clear line; anything else keeps its stack.
    console.error(error instanceof BrowserHostError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  console.log(`Back-office ready: ${host.launchUrl}`);
  console.log(`Platform server: ${host.serverUrl}`);
  openInDefaultBrowser(host.launchUrl);
  closeOnSignals(() => host.close());
}

// Started directly (tsx src/main/browser-host.ts), not imported by a test or a benchmark.
if (process.argv[1] && resolve(process.argv[1]) === __filename) void runFromCommandLine();
