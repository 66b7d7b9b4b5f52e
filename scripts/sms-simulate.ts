/**
 * `npm run sms:simulate`: an SMS gateway sending donation messages to a running platform server,
 * so a demo shows reports moving. Signed like the real gateway (`POST /sms/inbound`, X-Sms-Timestamp
 * and X-Sms-Signature with SMS_GATEWAY_SECRET), with the demo seed's short codes and keywords in
 * the demo mix (both operators, Arabic and English typed several ways, some unmatched texts,
 * donors who give again), and a share of messages sent a second time with the same operator
 * message id, as a gateway retries after a timeout: the server must count those once.
 *
 *   npm run sms:simulate -- --url http://127.0.0.1:4181 --rate 20 --duration 60 --batch 10
 *
 * Prints, every second, what the server answered: stored, duplicates, refused, failed requests.
 */
import { parseArgs } from 'node:util';
import { DEMO_SMS_ROUTES } from '../src/server/seed/demo';
import { createDemoSmsTraffic, seededRandom } from '../src/server/seed/demo-sms';
import { signSmsRequest } from '../src/server/services/sms/signature';
import { SMS_BATCH_MAX, type InboundSms, type SmsIntakeResponse } from '../src/shared/entities/sms';

const USAGE = `Usage: npm run sms:simulate -- [--url URL] [--secret SECRET] [--rate N] [--duration S] [--batch N] [--retries SHARE] [--seed N]
  --url       the platform server (default http://127.0.0.1:4181)
  --secret    the gateway secret (default: SMS_GATEWAY_SECRET)
  --rate      messages per second (default 10)
  --duration  seconds to run (default 60)
  --batch     messages per request, 1 to ${SMS_BATCH_MAX} (default 1)
  --retries   share of messages sent again with the same id, 0 to 1 (default 0.05)
  --seed      seed of the message mix (default: the clock)`;

interface Options {
  url: string;
  secret: string;
  rate: number;
  duration: number;
  batch: number;
  retries: number;
  seed: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:4181' },
      secret: { type: 'string' },
      rate: { type: 'string', default: '10' },
      duration: { type: 'string', default: '60' },
      batch: { type: 'string', default: '1' },
      retries: { type: 'string', default: '0.05' },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) exit(USAGE, 0);
  const secret = values.secret ?? process.env.SMS_GATEWAY_SECRET;
  if (!secret) exit(`No secret: pass --secret or set SMS_GATEWAY_SECRET (the server's own).\n${USAGE}`);
  const number = (name: string, text: string, min: number, max: number) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value < min || value > max) exit(`--${name} must be a number from ${min} to ${max}.\n${USAGE}`);
    return value;
  };
  return {
    url: values.url.replace(/\/+$/, ''),
    secret,
    rate: number('rate', values.rate, 0.1, 100_000),
    duration: number('duration', values.duration, 1, 86_400),
    batch: Math.floor(number('batch', values.batch, 1, SMS_BATCH_MAX)),
    retries: number('retries', values.retries, 0, 1),
    seed: values.seed === undefined ? Date.now() : number('seed', values.seed, 0, 2 ** 32),
  };
}

function exit(message: string, code = 1): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

interface Tally {
  sent: number;
  stored: number;
  duplicates: number;
  refused: number;
  failed: number;
}
const emptyTally = (): Tally => ({ sent: 0, stored: 0, duplicates: 0, refused: 0, failed: 0 });
const addTally = (into: Tally, from: Tally) => {
  for (const key of Object.keys(into) as Array<keyof Tally>) into[key] += from[key];
};

/** Requests in flight at most: beyond that the simulator waits (and falls behind its rate). */
const MAX_IN_FLIGHT = 64;
/** A retried message is sent again this many seconds later, at most. */
const RETRY_AFTER_MAX_S = 3;

async function main(): Promise<void> {
  const options = readOptions();
  const random = seededRandom(options.seed);
  const traffic = createDemoSmsTraffic(DEMO_SMS_ROUTES, random);
  const run = Date.now().toString(36);
  let sequence = 0;
  const retries: Array<{ dueSecond: number; message: InboundSms }> = [];
  const second = emptyTally();
  const total = emptyTally();
  const inFlight = new Set<Promise<void>>();

  console.log(`Sending ${options.rate} messages/s for ${options.duration} s to ${options.url}/sms/inbound, ${options.batch} per request.`);

  const send = async (messages: InboundSms[]) => {
    const body = JSON.stringify({ messages });
    second.sent += messages.length;
    try {
      const response = await fetch(`${options.url}/sms/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signSmsRequest(options.secret, body, new Date()) },
        body,
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<SmsIntakeResponse> & { message?: string };
      if (response.status === 401 || response.status === 503) exit(`The server refused the gateway (${response.status}): ${answer.message ?? ''}`);
      if (response.status !== 200) {
        second.failed += messages.length;
        return;
      }
      second.stored += answer.stored ?? 0;
      second.duplicates += answer.duplicates ?? 0;
      second.refused += answer.refused ?? 0;
    } catch (error) {
      if (total.sent === 0 && second.stored === 0) exit(`Cannot reach ${options.url}: ${(error as Error).message}`);
      second.failed += messages.length;
    }
  };

  const started = Date.now();
  for (let tick = 0; tick < options.duration; tick++) {
    const tickStart = started + tick * 1000;
    const due = Math.floor(options.rate * (tick + 1)) - Math.floor(options.rate * tick);
    const messages: InboundSms[] = [];
    for (let index = 0; index < due; index++) {
      const message = traffic.message(new Date(Date.now() - Math.floor(random() * 2000)), `sim-${run}-${++sequence}`);
      messages.push(message);
      if (random() < options.retries) retries.push({ dueSecond: tick + 1 + Math.floor(random() * RETRY_AFTER_MAX_S), message });
    }
    // The retries that are due go out with this second's messages.
    for (let index = retries.length - 1; index >= 0; index--) {
      if (retries[index]!.dueSecond <= tick) messages.push(...retries.splice(index, 1).map((retry) => retry.message));
    }
    const requests: InboundSms[][] = [];
    for (let start = 0; start < messages.length; start += options.batch) requests.push(messages.slice(start, start + options.batch));
    for (const [index, request] of requests.entries()) {
      await sleepUntil(tickStart + (index * 1000) / requests.length);
      if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      const pending = send(request).finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
    await sleepUntil(tickStart + 1000);
    print(`${String(tick + 1).padStart(5)} s`, second);
    addTally(total, second);
    Object.assign(second, emptyTally());
  }
  // Retries not yet due when time is up go out now: a gateway does not drop them.
  const late = retries.map((retry) => retry.message);
  for (let start = 0; start < late.length; start += options.batch) await send(late.slice(start, start + options.batch));
  await Promise.all(inFlight);
  addTally(total, second);
  print('total', total);
}

function print(label: string, tally: Tally): void {
  console.log(
    `${label.padStart(7)}  sent ${tally.sent}  stored ${tally.stored}  duplicates ${tally.duplicates}  refused ${tally.refused}` +
      (tally.failed > 0 ? `  failed ${tally.failed}` : ''),
  );
}

function sleepUntil(at: number): Promise<void> {
  const wait = at - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

void main();
