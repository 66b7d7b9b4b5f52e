/**
 * A platform server as `npm run server` runs it (src/server/cli.ts in a child process) on a
 * PostgreSQL database, on a fixed port, so that HAProxy, which names its servers by address,
 * finds it there again after it is killed (SIGKILL: a crash, with no chance to finish what it
 * was doing) and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface PlatformServerChildOptions {
  /** postgres:// URL of the shared database. */
  databaseUrl: string;
  /** The port it listens on (127.0.0.1), the same after every start. */
  port: number;
  /** More environment (SMS_KANNEL_*, TRUSTED_PROXIES, …). */
  env?: Record<string, string>;
  /** A name for its log lines in failures. */
  name: string;
  /** Everything it prints is also appended to this file (a whole run's log, to look into one). */
  logFile?: string;
}

export interface PlatformServerChild {
  name: string;
  /** http://127.0.0.1:<port>: the server itself, not the proxy in front of it. */
  url: string;
  /** 127.0.0.1:<port>, as HAProxy's configuration names a server. */
  address: string;
  /** Starts it (again); resolves once it has printed its address, i.e. listens. */
  start(): Promise<void>;
  /** Resolves once its last start's warm-up is done (it logs so), as a server that has run a while is. */
  warmedUp(): Promise<void>;
  /** SIGKILL, as a crash; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (it closes cleanly), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** The last lines it printed (its start, its request log, errors). */
  logTail(lines?: number): string;
  /** Every time it stopped without being killed or stopped (a crash), with what it printed last. */
  crashes(): string[];
}

const REPOSITORY = resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 60_000;
const TAIL_LINES = 200;

export function platformServerChild(options: PlatformServerChildOptions): PlatformServerChild {
  let child: ChildProcess | undefined;
  /** Set by kill() and stop(): the exit that follows is asked for. */
  let exitAsked = false;
  const crashes: string[] = [];
  const last: string[] = [];
  const keep = (text: string) => {
    if (options.logFile) appendFileSync(options.logFile, text);
    for (const line of text.split('\n')) if (line.trim() !== '') last.push(`[${options.name}] ${line}`);
    while (last.length > TAIL_LINES) last.shift();
  };
  let warmedUp: Promise<void> = Promise.resolve();
  const exited = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => running.once('exit', () => done()));

  return {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    address: `127.0.0.1:${options.port}`,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${options.name} is already running`);
      // node --import tsx: what `npm run server` runs (tsx src/server/cli.ts), without npm's own process.
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], {
        cwd: REPOSITORY,
        env: {
          ...process.env,
          ...options.env,
          HOST: '127.0.0.1',
          PORT: String(options.port),
          DATABASE_URL: options.databaseUrl,
          LOG_FORMAT: 'pretty',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exitAsked = false;
      started.once('exit', (code, signal) => {
        if (!exitAsked) crashes.push(`${options.name} stopped by itself (${code ?? signal}):\n${last.slice(-40).join('\n')}`);
      });
      warmedUp = new Promise<void>((done) => {
        const watch = (chunk: Buffer) => {
          if (!/Warm-up done in \d+ ms/.test(chunk.toString('utf8'))) return;
          started.stdout?.off('data', watch);
          done();
        };
        started.stdout?.on('data', watch);
      });
      // What it printed until it listens (the rest only in the tail).
      let output: string | null = '';
      await new Promise<void>((ready, fail) => {
        const timer = setTimeout(() => fail(new Error(`${options.name} did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
        const read = (chunk: Buffer) => {
          const text = chunk.toString('utf8');
          keep(text);
          if (output === null) return;
          output += text;
          if (/^Platform server: \S+$/m.test(output)) {
            output = null;
            clearTimeout(timer);
            ready();
          }
        };
        started.stdout?.on('data', read);
        started.stderr?.on('data', read);
        started.once('exit', (code, signal) => {
          clearTimeout(timer);
          fail(new Error(`${options.name} exited (${code ?? signal}) while starting:\n${output}`));
        });
      });
    },
    async kill() {
      const running = child;
      if (!running) return;
      exitAsked = true;
      running.kill('SIGKILL');
      await exited(running);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      exitAsked = true;
      const force = setTimeout(() => running.kill('SIGKILL'), 10_000);
      running.kill('SIGTERM');
      await exited(running);
      clearTimeout(force);
    },
    warmedUp: () => warmedUp,
    logTail: (lines = 40) => last.slice(-lines).join('\n'),
    crashes: () => [...crashes],
  };
}
