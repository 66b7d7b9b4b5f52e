/**
 * Debian's HAProxy running `deploy/haproxy.cfg`, the configuration the README documents, in
 * front of platform servers. The file is run as it is: the addresses it takes from the
 * environment (`"${BACKOFFICE_LISTEN}"`, `"${BACKOFFICE_SERVER_1}"`, `"${BACKOFFICE_SERVER_2}"`)
 * are this machine's ports here, so the configuration a test passes through is the one an office
 * installs. In the foreground (`-db`), its one line per request kept for the test to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { stopChild } from './stop-child';

export const HAPROXY = '/usr/sbin/haproxy';
export const HAPROXY_CONFIG = resolve(__dirname, '../../deploy/haproxy.cfg');

export interface HaproxyOptions {
  /** The port HAProxy listens on, on 127.0.0.1. */
  port: number;
  /** The two platform servers, `host:port`. */
  servers: readonly [string, string];
}

/** What HAProxy's log says of the requests it passed on. */
export interface HaproxyTraffic {
  requests: number;
  /** Answers by status; -1: none (the client went away, or every try failed). */
  byStatus: Record<number, number>;
  /** Requests tried more than once (a refused connection, a server that died before answering). */
  retried: number;
  /** Of those, the ones that ended on the other server. */
  redispatched: number;
  /** Requests HAProxy answered from its own cache (deploy/haproxy.cfg's `donor_totals`), by path. */
  fromCache: Record<string, number>;
  /** Lines saying a server went down or came back ("Server office/server1 is DOWN, …"). */
  serverStates: string[];
  /** When each of Kannel's requests (`/sms/kannel`) was answered other than 2xx, as this process read its line (ms since the epoch). */
  kannelFailures: number[];
  /** Answers 5xx or none, counted by status, where they went (backend/server), how the session ended (HAProxy's termination state) and the path's first part. */
  failures: Record<string, number>;
}

export interface Haproxy {
  /** http://127.0.0.1:<port> */
  url: string;
  traffic(): HaproxyTraffic;
  /** The last lines HAProxy wrote, to explain a failure. */
  logTail(lines?: number): string;
  /** Stops it (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/** Fails with what to install when HAProxy is missing (CI installs it: .ci/run). */
export function assertHaproxyInstalled(): void {
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy is not installed (missing ${HAPROXY}): apt-get install -y haproxy`);
}

export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  assertHaproxyInstalled();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BACKOFFICE_LISTEN: `127.0.0.1:${options.port}`,
    BACKOFFICE_SERVER_1: options.servers[0],
    BACKOFFICE_SERVER_2: options.servers[1],
  };
  // As root (CI), the file's own `chroot` and `user haproxy` run too; a user who is not root cannot.
  if (process.getuid?.() !== 0) env.BACKOFFICE_HAPROXY_UNPRIVILEGED = '1';
  const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createLogReader();
  child.stdout.on('data', log.read);
  child.stderr.on('data', log.read);

  try {
    await untilListening(options.port, child, log);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    traffic: () => structuredClone(log.traffic),
    logTail: log.tail,
    stop: () => stopChild(child),
  };
}

/**
 * A request's line in the configuration's log-format: `… <backend>/<server> <timers> <status> <bytes> …
 * <actconn>/<feconn>/<beconn>/<srv_conn>/<retries> <queues> "<method>" "<path>"`, retries with '+'
 * when the request was sent to another server.
 */
const REQUEST_LINE = / (\S+\/\S+) \S+ (-?\d+) \d+ \S+ \S+ (\S+) \d+\/\d+\/\d+\/\d+\/(\+?)(\d+) \d+\/\d+ "[A-Z]+" "([^"]*)"$/;
const SERVER_STATE = /^Server \S+ is (UP|DOWN)/;
const TAIL_LINES = 200;

function createLogReader() {
  const traffic: HaproxyTraffic = { requests: 0, byStatus: {}, retried: 0, redispatched: 0, fromCache: {}, serverStates: [], kannelFailures: [], failures: {} };
  const last: string[] = [];
  let partial = '';
  return {
    traffic,
    read(chunk: Buffer) {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        last.push(line);
        if (last.length > TAIL_LINES) last.shift();
        const request = REQUEST_LINE.exec(line);
        if (request) {
          const [, target, statusText, termination, redispatched, retries, path] = request;
          const status = Number(statusText);
          traffic.requests += 1;
          traffic.byStatus[status] = (traffic.byStatus[status] ?? 0) + 1;
          if (Number(retries) > 0) traffic.retried += 1;
          if (redispatched === '+') traffic.redispatched += 1;
          if (target!.endsWith('/<CACHE>')) traffic.fromCache[path!] = (traffic.fromCache[path!] ?? 0) + 1;
          if (path!.startsWith('/sms/kannel') && !(status >= 200 && status < 300)) traffic.kannelFailures.push(Date.now());
          if (status < 0 || status >= 500) {
            const kind = `${status} ${target} ${termination} /${path!.split(/[/?]/)[1] ?? ''}`;
            traffic.failures[kind] = (traffic.failures[kind] ?? 0) + 1;
          }
        } else if (SERVER_STATE.test(line)) {
          traffic.serverStates.push(line);
        }
      }
    },
    tail: (lines = 40) => last.slice(-lines).join('\n'),
  };
}

/** Waits until the port takes connections; HAProxy stopping first (a bad file, a taken port) fails with its output. */
async function untilListening(port: number, child: ChildProcess, log: { tail(lines?: number): string }): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`HAProxy stopped while starting (${child.exitCode ?? child.signalCode}):\n${log.tail()}`);
    }
    if (await accepts(port)) return;
    if (Date.now() > deadline) throw new Error(`HAProxy did not listen on ${port} in 10 s:\n${log.tail()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
