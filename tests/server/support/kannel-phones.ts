/**
 * Donors' phones for a flood through Kannel: per operator, Kannel's `fakesmsc` (kannel-extras)
 * connected to that operator's fake SMS center in bearerbox, sending messages at a steady rate
 * from random numbers (`-z 1`). A fake SMS center serves one connection at a time, and fakesmsc
 * picks among several messages at random without saying which it sent, so each operator's phone
 * runs one message at a time: a burst of one text from one fakesmsc, counted from the
 * `sent message N` lines it prints, then the next text. What was sent is known exactly, per text.
 */
import { spawn } from 'node:child_process';

const FAKESMSC = '/usr/lib/kannel/test/fakesmsc';

export interface DonorMessage {
  smscId: string;
  shortCode: number;
  text: string;
}

export interface PhonesOptions {
  /** The port of each operator's fake SMS center (KannelBoxes.smscPort). */
  smscPort(smscId: string): number;
  /** The texts, each with its operator and short code; an operator's are sent in turn. */
  messages: readonly DonorMessage[];
  /** Messages per second, over all operators. */
  ratePerSecond: number;
  /** Messages per fakesmsc run (one text); default a second's worth of the operator's share. */
  burst?: number;
  /**
   * How many messages bearerbox has read from an operator's SMS center (KannelBoxes.receivedFrom).
   * Given, a phone stays connected until bearerbox has read its whole burst (at most READ_WAIT_MS):
   * a phone ended while bearerbox is behind closes with a reset, and a reset makes bearerbox drop
   * what it had not yet read. Without it, a phone lingers LINGER_MS.
   */
  receivedFrom?(smscId: string): Promise<number>;
}

export interface Phones {
  /** Messages sent so far, per message of `messages`. */
  sent(): Map<DonorMessage, number>;
  /**
   * When each message was sent, per message of `messages`, in order (ms since the epoch): when
   * this process read fakesmsc's `sent message N` line, so a little after the phone wrote it.
   */
  sendTimes(): Map<DonorMessage, readonly number[]>;
  /** Holds every phone after the burst under way (an operator's SMS center keeps its messages while the gateway is away). */
  pause(): Promise<void>;
  resume(): void;
  /** Ends every phone after the burst under way; resolves with what was sent. */
  stop(): Promise<Map<DonorMessage, number>>;
}

/** After its last message, a phone stays connected this long, so bearerbox has read everything it wrote. */
const LINGER_MS = 300;
/** The longest a phone waits for bearerbox to read its burst (bearerbox restarted: its count starts again). */
const READ_WAIT_MS = 10_000;
/** How often bearerbox's count is read while a phone waits. */
const READ_POLL_MS = 50;
/** A phone that cannot connect (bearerbox restarting) tries again after this long. */
const RECONNECT_MS = 500;

export function startPhones(options: PhonesOptions): Phones {
  const sent = new Map<DonorMessage, number>(options.messages.map((message) => [message, 0]));
  const sendTimes = new Map<DonorMessage, number[]>(options.messages.map((message) => [message, []]));
  const operators = [...new Set(options.messages.map((message) => message.smscId))];
  const perOperatorRate = options.ratePerSecond / operators.length;
  const burst = options.burst ?? Math.max(1, Math.round(perOperatorRate));
  // A burst and its phone's linger take the burst's share of a second: the messages come a little faster.
  const burstInterval = Math.max(0.0005, (burst / perOperatorRate - LINGER_MS / 1000) / burst);
  let stopping = false;
  let paused: { done: Promise<void>; release(): void } | null = null;
  const idle = new Set<string>();
  let onIdle: (() => void) | null = null;

  // Each burst has its share of a second: a phone done early (bearerbox read it at once) waits out the rest, so the rate is the one asked.
  const burstSlotMs = (burst / perOperatorRate) * 1000;
  const { receivedFrom } = options;
  const operatorLoop = async (smscId: string) => {
    const own = options.messages.filter((message) => message.smscId === smscId);
    for (let turn = 0; !stopping; turn++) {
      if (paused) {
        idle.add(smscId);
        onIdle?.();
        await paused.done;
        idle.delete(smscId);
        continue;
      }
      const burstStart = Date.now();
      const message = own[turn % own.length]!;
      const times = sendTimes.get(message)!;
      const readBefore = receivedFrom ? await receivedFrom(smscId).catch(() => null) : null;
      const untilRead =
        receivedFrom && readBefore !== null ? (count: number) => untilBearerboxRead(() => receivedFrom(smscId), readBefore + count) : undefined;
      const burstSent = await sendBurst(options.smscPort(smscId), message, burst, burstInterval, (at) => times.push(at), untilRead);
      const { connected } = burstSent;
      let { count } = burstSent;
      // fakesmsc's last lines may not have been read when it was ended: what bearerbox read from it is the count then
      // (unless bearerbox restarted meanwhile, its count starting again), each sent by the time it was read.
      const readAfter = readBefore !== null && receivedFrom ? await receivedFrom(smscId).catch(() => null) : null;
      const read = readAfter !== null && readAfter >= readBefore! ? readAfter - readBefore! : 0;
      for (const readAt = Date.now(); count < read; count++) times.push(readAt);
      sent.set(message, sent.get(message)! + count);
      const early = burstStart + burstSlotMs - Date.now();
      if (!connected) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      else if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    }
  };
  const loops = Promise.all(operators.map(operatorLoop));

  return {
    sent: () => new Map(sent),
    sendTimes: () => new Map(sendTimes),
    async pause() {
      let release = () => {};
      const done = new Promise<void>((resolve) => (release = resolve));
      paused = { done, release };
      await new Promise<void>((resolve) => {
        onIdle = () => {
          if (idle.size === operators.length) resolve();
        };
        onIdle();
      });
      onIdle = null;
    },
    resume() {
      const wasPaused = paused;
      paused = null;
      wasPaused?.release();
    },
    async stop() {
      stopping = true;
      paused?.release();
      paused = null;
      await loops;
      return new Map(sent);
    },
  };
}

/**
 * One fakesmsc run: `count` messages of one text at `intervalSeconds`, from random numbers; the
 * answer is how many it says it sent (fewer when bearerbox is away) and whether it connected.
 * `onSent` is called once per message sent, in order, with the time its line was read.
 */
function sendBurst(
  port: number,
  message: DonorMessage,
  count: number,
  intervalSeconds: number,
  onSent: (at: number) => void,
  untilRead: ((count: number) => Promise<void>) | undefined,
): Promise<{ count: number; connected: boolean }> {
  return new Promise((resolve) => {
    const phone = spawn(
      FAKESMSC,
      ['-H', '127.0.0.1', '-r', String(port), '-i', intervalSeconds.toFixed(4), '-m', String(count), '-z', '1', `97150 ${message.shortCode} ${fakesmscText(message.text)}`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let sentCount = 0;
    let lingering: NodeJS.Timeout | undefined;
    let reading: Promise<void> | undefined;
    const read = (chunk: Buffer) => {
      const readAt = Date.now();
      output = (output + chunk.toString('latin1')).slice(-4_000);
      const before = sentCount;
      for (const match of output.matchAll(/fakesmsc: sent message (\d+)/g)) sentCount = Math.max(sentCount, Number(match[1]));
      // Lines read together were written since the last read: each is given this read's time.
      for (let number = before + 1; number <= sentCount; number++) onSent(readAt);
      if (sentCount < count || lingering || reading) return;
      if (untilRead) reading = untilRead(sentCount).finally(() => phone.kill('SIGTERM'));
      else lingering = setTimeout(() => phone.kill('SIGTERM'), LINGER_MS);
    };
    phone.stdout.on('data', read);
    phone.stderr.on('data', read);
    // A phone whose SMS center went away mid-burst may wait for ever: ended once the burst is overdue.
    const overdue = setTimeout(() => phone.kill('SIGTERM'), count * intervalSeconds * 1_000 + 5_000 + (untilRead ? READ_WAIT_MS : 0));
    phone.once('exit', () => {
      clearTimeout(lingering);
      clearTimeout(overdue);
      resolve({ count: sentCount, connected: !/Failed to open connection/.test(output) });
    });
  });
}

/** Resolves once bearerbox's count has reached `expected`, its status cannot be read, or READ_WAIT_MS has passed. */
async function untilBearerboxRead(received: () => Promise<number>, expected: number): Promise<void> {
  const deadline = Date.now() + READ_WAIT_MS;
  while (Date.now() < deadline) {
    const count = await received().catch(() => null);
    if (count === null || count >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, READ_POLL_MS));
  }
}

/** fakesmsc's message: `text …` for plain ASCII, else `ucs2` with the UTF-16BE bytes URL-encoded, as a phone sends Arabic. */
export function fakesmscText(text: string): string {
  if (/^[\x21-\x7e]+( [\x21-\x7e]+)*$/.test(text)) return `text ${text}`;
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `ucs2 ${[...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`;
}
