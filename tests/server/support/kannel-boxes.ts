/**
 * Kannel's two boxes (Debian's `kannel`) run from the README's kannel.conf (kannel-conf.ts) for a
 * flood of donors' messages: bearerbox with a fake SMS center per operator, which the operators'
 * phones (kannel-phones.ts) connect to, and smsbox calling the platform servers' adapter. Unlike
 * kannel-gateway.ts (one phone, one message, its reply awaited) both boxes can be restarted on the
 * same ports and store, as the README tells an office to restart Kannel, and bearerbox's status
 * page is read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from '../../support/stop-child';
import { kannelConf } from './kannel-conf';
import { assertKannelInstalled, kannelLogTails } from './kannel-gateway';
import { quietPort } from './quiet-port';

const BEARERBOX = '/usr/sbin/bearerbox';
const SMSBOX = '/usr/sbin/smsbox';
const ADMIN_PASSWORD = 'test-admin';
/** What the README gives smsbox's last calls once bearerbox holds nothing: seconds, where each takes milliseconds. */
export const SMSBOX_LAST_CALLS_MS = 10_000;
/** The longest bearerbox may take to hand smsbox what it holds (thousands of messages at a peak). */
const DRAIN_LIMIT_MS = 120_000;

export interface KannelBoxesOptions {
  /** Where smsbox finds the platform servers (HAProxy in front of them). */
  serverUrl: string;
  secret: string;
  /** One fake SMS center per id. */
  smscIds: string[];
  /** Seconds between smsbox's tries of a message the servers did not take (the README: 10). */
  retryDelaySeconds?: number;
}

export interface KannelBoxes {
  /** The port of an operator's fake SMS center: where its phones connect. */
  smscPort(smscId: string): number;
  /**
   * The README's "Restarting Kannel without losing a message": bearerbox's operator links
   * stopped (it takes nothing more from the operators, who keep it, and hands smsbox what it
   * holds), its store and queue empty, smsbox's last calls given SMSBOX_LAST_CALLS_MS, then both
   * boxes restarted as Debian's init script does (smsbox stopped, then bearerbox; bearerbox
   * started, then smsbox). Resolves with how long bearerbox took to empty, in ms.
   */
  restartWithoutLoss(): Promise<number>;
  /** bearerbox's status page (status.txt): messages received, queued, in the store, per SMS center. */
  status(): Promise<string>;
  /** Messages bearerbox has received from the SMS centers, and those it still holds for smsbox. */
  counts(): Promise<{ received: number; waiting: number; stored: number }>;
  /** Messages bearerbox has read from one operator's SMS center since it started (its status page's line of that center). */
  receivedFrom(smscId: string): Promise<number>;
  /** The end of bearerbox's and smsbox's logs, to explain a failure. */
  logs(): string;
  close(): Promise<void>;
}

export async function startKannelBoxes(options: KannelBoxesOptions): Promise<KannelBoxes> {
  assertKannelInstalled();
  const dir = await mkdtemp(join(tmpdir(), 'kannel-boxes-'));
  const storeDir = join(dir, 'store');
  await mkdir(storeDir);
  const smscs = await Promise.all(options.smscIds.map(async (id) => ({ id, port: await quietPort() })));
  const adminPort = await quietPort();
  const confPath = join(dir, 'kannel.conf');
  await writeFile(
    confPath,
    kannelConf({
      adminPort,
      adminPassword: ADMIN_PASSWORD,
      smsboxPort: await quietPort(),
      smscs,
      serverUrl: options.serverUrl,
      secret: options.secret,
      logDir: dir,
      storeDir,
      retryDelaySeconds: options.retryDelaySeconds ?? 1,
    }),
  );
  const bearerboxLog = join(dir, 'bearerbox.log');
  const logs = () => kannelLogTails(dir);

  let bearerbox: ChildProcess | undefined;
  let smsbox: ChildProcess | undefined;
  const run = (program: string) => spawn(program, [confPath], { cwd: dir, stdio: 'ignore' });
  // bearerbox's log grows across restarts: each start waits for what it logs after its own beginning.
  const logLength = () => (existsSync(bearerboxLog) ? statSync(bearerboxLog).size : 0);

  const startBearerbox = async () => {
    const from = logLength();
    bearerbox = run(BEARERBOX);
    // The admin port and the fake SMS centers' ports are bound then; messages wait in the store until smsbox connects.
    await untilLogged(bearerboxLog, from, /MAIN: Start-up done, entering mainloop/, [bearerbox], logs);
  };
  const startSmsbox = async () => {
    const from = logLength();
    smsbox = run(SMSBOX);
    await untilLogged(bearerboxLog, from, /INFO: Client connected from/, [bearerbox!, smsbox], logs);
  };
  // smsbox first: bearerbox waits on SIGTERM until smsbox has taken what it holds, which it never
  // does once smsbox is gone; stopChild's SIGKILL ends it, and its store keeps those messages.
  const close = async () => {
    await stopChild(smsbox);
    await stopChild(bearerbox);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await startBearerbox();
    await startSmsbox();
  } catch (error) {
    await close();
    throw error;
  }

  /** A command of bearerbox's admin port, with the password. */
  const admin = (command: string, parameters: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${adminPort}/${command}?${new URLSearchParams({ ...parameters, password: ADMIN_PASSWORD })}`);
  const status = async () => (await admin('status.txt')).text();
  const restart = async () => {
    // smsbox cannot outlive the bearerbox it is connected to: both go, both come back.
    await stopChild(smsbox);
    await stopChild(bearerbox);
    await startBearerbox();
    await startSmsbox();
  };
  return {
    smscPort(smscId) {
      const smsc = smscs.find((entry) => entry.id === smscId);
      if (!smsc) throw new Error(`no SMS center ${smscId}`);
      return smsc.port;
    },
    async restartWithoutLoss() {
      // Its links stopped, not `isolate` or `suspend`: in those states bearerbox hands smsbox nothing more, and its store never empties.
      for (const { id } of smscs) {
        const stopped = await admin('stop-smsc', { smsc: id });
        if (!stopped.ok) throw new Error(`bearerbox did not stop its link ${id} (${stopped.status}): ${await stopped.text()}`);
      }
      const linksStopped = Date.now();
      const deadline = linksStopped + DRAIN_LIMIT_MS;
      for (;;) {
        const { waiting, stored } = countsOf(await status());
        if (waiting <= 0 && stored <= 0) break;
        if (Date.now() > deadline) throw new Error(`bearerbox still held ${stored} message(s) ${DRAIN_LIMIT_MS / 1000} s after its links stopped\n${logs()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const emptiedMs = Date.now() - linksStopped;
      await new Promise((resolve) => setTimeout(resolve, SMSBOX_LAST_CALLS_MS));
      await restart();
      return emptiedMs;
    },
    status,
    async counts() {
      return countsOf(await status());
    },
    async receivedFrom(smscId) {
      return receivedFromSmsc(await status(), smscId);
    },
    logs,
    close,
  };
}

/**
 * Kannel 1.4's status.txt: `SMS: received 120 (0 queued), sent 118 (0 queued), store size 3` and
 * per box `… (received 120, queue 2)`. `waiting`: what bearerbox holds for smsbox; `stored`: the
 * messages in its store.
 */
function countsOf(status: string): { received: number; waiting: number; stored: number } {
  const sms = /SMS: received (\d+) \((\d+) queued\).*?store size (-?\d+)/s.exec(status);
  if (!sms) throw new Error(`bearerbox's status is not as expected:\n${status}`);
  return { received: Number(sms[1]), waiting: Number(sms[2]), stored: Number(sms[3]) };
}

/** An SMS center's line of status.txt: `    ETISALAT[ETISALAT] FAKE:127.0.0.1:40001 (online 12s, rcvd: sms 300 (…) / dlr 0 …`. */
function receivedFromSmsc(status: string, smscId: string): number {
  const line = status.split('\n').find((candidate) => candidate.includes(`[${smscId}]`));
  const received = line && /rcvd:? (?:sms )?(\d+)/.exec(line);
  if (!received) throw new Error(`bearerbox's status has no line for ${smscId}:\n${status}`);
  return Number(received[1]);
}

/** Waits for `pattern` in bearerbox's log after `from`; a box that stops first fails the start. */
async function untilLogged(log: string, from: number, pattern: RegExp, boxes: ChildProcess[], logs: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = existsSync(log) ? readFileSync(log).subarray(from).toString('utf8') : '';
    if (/ERROR: bind failed/.test(text)) throw new Error(`a port given to Kannel was taken\n${logs()}`);
    if (pattern.test(text)) return;
    const stopped = boxes.find((box) => box.exitCode !== null || box.signalCode !== null);
    if (stopped) throw new Error(`${stopped.spawnfile} stopped while starting\n${logs()}`);
    if (Date.now() > deadline) throw new Error(`Kannel did not start in 15 s (waiting for ${pattern.source})\n${logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
