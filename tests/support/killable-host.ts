/**
 * The browser-mode host (`src/main/browser-host.ts`) as a child process that can be killed with
 * SIGKILL, as a crash is, and started again on the same data folder and the same ports (the drafts
 * suite and bench: drafts are kept per server address, which a new platform-server port would
 * change). Started as tests/support/browser-host-process.ts starts it, which only stops its host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_OTP_POLICY, SEEDED_DATA_DIR_ENV } from './browser-host-process';

export interface KillableHost {
  url: string;
  launchUrl: string;
  serverUrl: string;
  port: number;
  serverPort: number;
  /** SIGKILL: nothing is flushed or closed. */
  kill(): Promise<void>;
}

/** A data folder for a host: a copy of the run's seeded one when there is one (tests/support/seeded-data.ts), else empty. */
export function killableDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Starts a host on `dataDir`, on the ports of an earlier start or on any free ones. */
export async function startKillableHost(dataDir: string, ports?: { port: number; serverPort: number }): Promise<KillableHost> {
  const { DATABASE_URL: _ciDatabase, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-host.ts'], {
    cwd: resolve(__dirname, '../..'),
    env: {
      ...inherited,
      PORT: String(ports?.port ?? 0),
      SERVER_PORT: String(ports?.serverPort ?? 0),
      BACKOFFICE_DATA_DIR: dataDir,
      OTP_POLICY: E2E_OTP_POLICY,
      BROWSER: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const started = await new Promise<{ launchUrl: string; url: string; serverUrl: string }>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the host did not start in time:\n${output}`)), 120_000);
    const check = () => {
      const launch = /^Back-office ready: ((http:\/\/127\.0\.0\.1:\d+)\/\?launch=[\w-]+)$/m.exec(output);
      const server = /^Platform server: (\S+)$/m.exec(output);
      if (launch && server) {
        clearTimeout(timer);
        ready({ launchUrl: launch[1]!, url: launch[2]!, serverUrl: server[1]! });
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the host exited with ${code}:\n${output}`));
    });
  });
  return {
    ...started,
    port: Number(new URL(started.url).port),
    serverPort: Number(new URL(started.serverUrl).port),
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
