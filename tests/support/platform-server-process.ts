/**
 * The platform server on its own (`npm run server`, src/server/cli.ts) as a child process: an
 * office server that browser hosts point at (`StartOptions.serverUrl`), and that a test can stop
 * and start again on the same address and data folder, as an office server goes down and comes
 * back. Demo seed, dev outbox and the end-to-end OTP limits, like the host's own server. It
 * listens on a port the system gives it (PORT=0, read from the line it prints); the address
 * the test uses is held by a relay that follows it (held-address.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_OTP_POLICY, SEEDED_DATA_DIR_ENV } from './browser-host-process';
import { holdAddress, portOf } from './held-address';

export interface PlatformServerProcess {
  url: string;
  /** Stops the server (the data folder stays). */
  stop(): Promise<void>;
  /** Starts it again on the same address and data folder. */
  start(): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
}

export async function startPlatformServerProcess(): Promise<PlatformServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-server-'));
  // The seeded host folder keeps its server's database in `server/`: a copy starts ready.
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded) cpSync(join(seeded, 'server'), dataDir, { recursive: true });
  const address = await holdAddress();
  let child: ChildProcess | undefined;

  const start = async () => {
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--seed', 'demo'], {
      cwd: resolve(__dirname, '../..'),
      env: { ...process.env, PORT: '0', BACKOFFICE_DATA_DIR: dataDir, DEV_OUTBOX: '1', OTP_POLICY: E2E_OTP_POLICY, LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    const url = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`platform server did not start in time:\n${output}`)), 120_000);
      const collect = (chunk: Buffer) => {
        output += chunk;
        const listening = /^Platform server: (\S+)$/m.exec(output);
        if (listening) {
          clearTimeout(timer);
          ready(listening[1]!);
        }
      };
      started.stdout?.on('data', collect);
      started.stderr?.on('data', collect);
      started.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`platform server exited with ${code}:\n${output}`));
      });
    });
    address.forwardTo(portOf(url));
  };

  const stop = async () => {
    address.forwardTo(null);
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (running.exitCode === null) running.kill('SIGKILL');
  };

  await start();
  return {
    url: address.url,
    stop,
    start,
    async dispose() {
      await stop();
      await address.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
