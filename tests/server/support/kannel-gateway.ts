/**
 * A real Kannel (Debian's `kannel` and `kannel-extras`) for a test: bearerbox with one fake SMS
 * center per operator, smsbox calling the platform server's adapter, and `fakesmsc` as a
 * donor's phone that sends one message and shows what Kannel sends back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from '../../support/stop-child';
import { kannelConf } from './kannel-conf';

const BEARERBOX = '/usr/sbin/bearerbox';
const SMSBOX = '/usr/sbin/smsbox';
const FAKESMSC = '/usr/lib/kannel/test/fakesmsc';

export interface KannelGateway {
  /**
   * Sends `text` from `sender` to `shortCode` through the SMS center `smscId`, as the operator
   * would deliver it (Arabic as UCS-2, like a phone sends it), and waits for the reply Kannel
   * sends back to that phone.
   */
  sendFromPhone(message: { smscId: string; sender: string; shortCode: number; text: string }): Promise<string>;
  /** The end of bearerbox's and smsbox's logs, to explain a failure. */
  logs(): string;
  close(): Promise<void>;
}

export interface KannelGatewayOptions {
  /** The platform server (or a proxy in front of it) smsbox calls. */
  serverUrl: string;
  secret: string;
  /** One fake SMS center per id. */
  smscIds: string[];
}

/** Fails with what to install when Kannel is missing (CI installs it: .ci/run). */
export function assertKannelInstalled(): void {
  const missing = [BEARERBOX, SMSBOX, FAKESMSC].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(`Kannel is not installed (missing ${missing.join(', ')}): apt-get install -y kannel kannel-extras`);
  }
}

/**
 * Kannel cannot be told to listen on port 0, so its ports are chosen here: ports free when looked
 * at, which another program may take before bearerbox binds them. A start that finds one taken
 * (bearerbox logs that a bind failed, or a box stops while starting) is thrown away and made again
 * on new ports, a few times.
 */
const START_ATTEMPTS = 4;

export async function startKannelGateway(options: KannelGatewayOptions): Promise<KannelGateway> {
  assertKannelInstalled();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnNewPorts(options);
    } catch (error) {
      if (!(error instanceof KannelStartFailed) || attempt === START_ATTEMPTS) throw error;
    }
  }
}

/** A start that another on new ports may get through: a port was taken, or a box stopped. */
class KannelStartFailed extends Error {
  override readonly name = 'KannelStartFailed';
}

/** The last lines of bearerbox's and smsbox's logs in `dir`, for the message of a failure. */
export function kannelLogTails(dir: string): string {
  return ['bearerbox.log', 'smsbox.log']
    .map((name) => join(dir, name))
    .filter((path) => existsSync(path))
    .map((path) => `--- ${path}\n${readFileSync(path, 'utf8').split('\n').slice(-40).join('\n')}`)
    .join('\n');
}

async function startOnNewPorts(options: KannelGatewayOptions): Promise<KannelGateway> {
  const dir = await mkdtemp(join(tmpdir(), 'kannel-'));
  const smscs: Array<{ id: string; port: number }> = [];
  for (const id of options.smscIds) smscs.push({ id, port: await portFreeNow() });
  // bearerbox's spool (the README's store) must exist before it starts.
  const storeDir = join(dir, 'store');
  await mkdir(storeDir);
  const conf = kannelConf({
    adminPort: await portFreeNow(),
    adminPassword: 'test-admin',
    smsboxPort: await portFreeNow(),
    smscs,
    serverUrl: options.serverUrl,
    secret: options.secret,
    logDir: dir,
    storeDir,
    retryDelaySeconds: 1,
  });
  const confPath = join(dir, 'kannel.conf');
  await writeFile(confPath, conf);

  const children = new Set<ChildProcess>();
  // The boxes write their logs to files in `dir`; only fakesmsc's output is read.
  const run = (command: string, args: string[], output: 'ignore' | 'pipe' = 'ignore') => {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', output, output] });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const logs = () => kannelLogTails(dir);
  const close = async () => {
    await Promise.all([...children].map((child) => stopChild(child)));
    await rm(dir, { recursive: true, force: true });
  };

  const bearerboxLog = join(dir, 'bearerbox.log');
  try {
    const bearerbox = run(BEARERBOX, [confPath]);
    // The admin port and the fake SMS centers' ports are bound by then; messages wait in bearerbox until smsbox connects.
    await untilLogged(bearerboxLog, BEARERBOX_STARTED, [bearerbox], logs);
    const smsbox = run(SMSBOX, [confPath]);
    // bearerbox binds the smsbox port after its start: smsbox connected to it is the proof that it got it.
    await untilLogged(bearerboxLog, SMSBOX_CONNECTED, [bearerbox, smsbox], logs);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    async sendFromPhone({ smscId, sender, shortCode, text }) {
      const smsc = smscs.find((entry) => entry.id === smscId);
      if (!smsc) throw new Error(`no SMS center ${smscId}`);
      const phone = run(FAKESMSC, ['-H', '127.0.0.1', '-r', String(smsc.port), '-m', '1', `${sender} ${shortCode} ${fakesmscMessage(text)}`], 'pipe');
      try {
        return await replyShownBy(phone, 20_000, logs);
      } finally {
        phone.kill();
      }
    },
    logs,
    close,
  };
}

/** What bearerbox logs (Kannel 1.4) when a port it was given is taken, when it has started, and when smsbox has connected. */
const BIND_FAILED = /ERROR: bind failed/;
const BEARERBOX_STARTED = /MAIN: Start-up done, entering mainloop/;
const SMSBOX_CONNECTED = /INFO: Client connected from/;

/** Waits for `pattern` in bearerbox's log; a taken port or a box that stops first fails the start. */
async function untilLogged(log: string, pattern: RegExp, boxes: ChildProcess[], logs: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    if (BIND_FAILED.test(text)) throw new KannelStartFailed(`a port given to Kannel was taken\n${logs()}`);
    if (pattern.test(text)) return;
    const stopped = boxes.find((box) => box.exitCode !== null || box.signalCode !== null);
    if (stopped) throw new KannelStartFailed(`${stopped.spawnfile} stopped while starting\n${logs()}`);
    if (Date.now() > deadline) throw new Error(`Kannel did not start in 10 s (waiting for ${pattern.source})\n${logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** fakesmsc's message: `text` for plain ASCII, else `ucs2` with the UTF-16BE bytes URL-encoded. */
function fakesmscMessage(text: string): string {
  if (/^[\x21-\x7e]+( [\x21-\x7e]+)*$/.test(text)) return `text ${text}`;
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `ucs2 ${[...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`;
}

/** The text of the first message fakesmsc receives: `Got message N: <from to text|ucs-2 data>`. */
function replyShownBy(phone: ChildProcess, timeoutMs: number, logs: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no reply reached the phone in ${timeoutMs} ms\n${output}\n${logs()}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString('latin1');
      const match = /Got message \d+: <\S+ \S+ (text|ucs-2) (.*)>\r?\n/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1] === 'text' ? match[2]! : decodeUcs2(match[2]!));
    };
    phone.stdout?.on('data', read);
    phone.stderr?.on('data', read);
    phone.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fakesmsc exited (${code}) before a reply\n${output}\n${logs()}`));
    });
  });
}

/** fakesmsc shows UCS-2 as URL-encoded UTF-16BE bytes ('+' a space byte, printable bytes as they are). */
function decodeUcs2(encoded: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index++) {
    const char = encoded[index]!;
    if (char === '%') {
      bytes.push(parseInt(encoded.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(char === '+' ? 0x20 : char.charCodeAt(0));
    }
  }
  return Buffer.from(bytes).swap16().toString('utf16le');
}

/** A port nothing listens on now (the system's pick for port 0, let go at once); see START_ATTEMPTS. */
async function portFreeNow(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
