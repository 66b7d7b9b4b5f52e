/**
 * Local mode: with no server configured the app runs the platform server itself, in an
 * Electron utilityProcess (a Node child without the renderer's privileges), on a free
 * loopback port, with its database under the user-data folder and the demo seed.
 */
import { join } from 'node:path';
import { once } from 'node:events';
import { utilityProcess } from 'electron';
import { createLineSplitter } from './core/log-file';
import { findFreePort, LOOPBACK_HOST, waitForHealth } from './core/local-server-support';

export interface LocalServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface LocalServerOptions {
  /** app.getAppPath(): the project root in development, app.asar when packaged. */
  appPath: string;
  userDataDir: string;
  isPackaged: boolean;
  /** process.resourcesPath: where electron-builder puts extraResources. */
  resourcesPath: string;
  /** Receives the server's output a line at a time (the log file redacts it). */
  logLine(stream: 'stdout' | 'stderr', line: string): void;
}

const STOP_TIMEOUT_MS = 5_000;

/** The server bundle is inside the app; its SQL migrations are shipped beside it (electron-builder.yml). */
function migrationsDir({ appPath, isPackaged, resourcesPath }: LocalServerOptions): string {
  return isPackaged ? join(resourcesPath, 'migrations') : join(appPath, 'src', 'server', 'db', 'migrations');
}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const port = await findFreePort();
  const url = `http://${LOOPBACK_HOST}:${port}`;
  const dataDir = join(options.userDataDir, 'server');
  const child = utilityProcess.fork(join(options.appPath, 'out', 'main', 'server.js'), ['--seed', 'demo'], {
    serviceName: 'Back-office platform server',
    stdio: 'pipe',
    env: {
      ...process.env,
      HOST: LOOPBACK_HOST,
      PORT: String(port),
      BACKOFFICE_DATA_DIR: dataDir,
      BACKOFFICE_MIGRATIONS_DIR: migrationsDir(options),
      // Local mode is for a first run, demos and training: its codes are read from the outbox.
      DEV_OUTBOX: '1',
      // One readable line a request in the log file rather than JSON records.
      LOG_FORMAT: 'pretty',
    },
  });
  for (const stream of ['stdout', 'stderr'] as const) {
    const splitter = createLineSplitter((line) => options.logLine(stream, line));
    child[stream]?.setEncoding('utf8');
    child[stream]?.on('data', (chunk: string) => splitter.push(chunk));
    child[stream]?.on('end', () => splitter.end());
  }
  let exitCode: number | null = null;
  const exited = once(child, 'exit').then(([code]) => {
    exitCode = code as number;
  });

  const stop = async () => {
    if (exitCode !== null) return;
    child.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
  };

  try {
    await waitForHealth(url, {
      failure: () => (exitCode !== null ? new Error(`The platform server stopped during start-up (exit code ${exitCode}).`) : null),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
