/**
 * `npm run bench:sms-ingest`: receiving donation messages. A real server (buildServer + listen)
 * on a fresh PostgreSQL database (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432;
 * dropped at the end) with a gateway secret, seeded with 5 organizations, 50 keywords and the
 * campaign short codes. Signed requests through HTTP, as the gateway sends them:
 *  (a) batches of 500 from 10 concurrent clients: messages per second — target ≥ 10,000/s;
 *  (b) single messages from 50 concurrent clients: p50 and p99 latency — target p99 ≤ 50 ms;
 *  (c) every message sent twice (the copies shuffled across concurrent batches): the number of
 *      stored messages must be exactly the number of distinct ones (else a non-zero exit).
 * Options: --messages N (phase a, default 200,000), --singles N (phase b, default 10,000),
 * --twice N (distinct messages of phase c, default 20,000).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../src/server/app';
import type { InboundSmsInput, SmsIntakeResponse } from '../../src/shared/entities/sms';
import {
  BENCH_SHORT_CODES,
  createPostgresBenchDatabase,
  numberOption,
  rowsOf,
  seconds,
  seedBenchCatalogue,
  type BenchKeyword,
} from './support/sms-bench-data';
import { count, verdict } from './stats';

const BATCH_MESSAGES = numberOption('messages', 200_000);
const SINGLE_MESSAGES = numberOption('singles', 10_000);
const TWICE_MESSAGES = numberOption('twice', 20_000);
const BATCH_SIZE = 500;
const BATCH_CLIENTS = 10;
const SINGLE_CLIENTS = 50;
const WARM_UP_BATCHES = 4;
/** Donors: numbers drawn from this many. */
const SENDERS = 100_000;
const TARGET_RATE = 10_000;
const TARGET_P99_MS = 50;


/** Message `index` of a phase: a keyword as donors type it (case, Arabic as written), a short code, an operator, a donor. */
function message(phase: string, index: number, keywords: readonly BenchKeyword[], now: number): InboundSmsInput {
  const keyword = keywords[index % keywords.length]!;
  const shortCode = BENCH_SHORT_CODES[Math.floor(index / keywords.length) % BENCH_SHORT_CODES.length]!;
  return {
    mno: index % 2 === 0 ? 1 : 2,
    message_id: `${phase}-${index}`,
    short_code: shortCode.code,
    sender: `9715${String((index * 7919) % SENDERS).padStart(8, '0')}`,
    // One in 50 matches nothing: kept as unmatched.
    text: index % 50 === 49 ? 'hello' : index % 3 === 0 ? keyword.title.toLowerCase() : ` ${keyword.title} `,
    received_at: new Date(now - (index % 3600) * 1000).toISOString(),
  };
}

/** A gateway: signs each body with the shared secret and a fresh timestamp. */
function gatewayClient(url: string, secret: string) {
  return async (payload: unknown): Promise<{ ms: number; answer: SmsIntakeResponse }> => {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const started = performance.now();
    const response = await fetch(`${url}/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sms-timestamp': timestamp, 'x-sms-signature': `sha256=${signature}` },
      body,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`POST /sms/inbound: ${response.status} ${text}`);
    return { ms, answer: JSON.parse(text) as SmsIntakeResponse };
  };
}

/** Runs `jobs` with `clients` of them in flight at once; the wall time. */
async function concurrently<T>(jobs: readonly T[], clients: number, run: (job: T) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < jobs.length) await run(jobs[next++]!);
    }),
  );
  return performance.now() - started;
}

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/** A deterministic shuffle (so runs compare). */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  let state = 12345;
  for (let index = result.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

interface ClientJob {
  url: string;
  secret: string;
  /** The message ids' prefix. */
  phase: string;
  /** Distinct messages. */
  messages: number;
  /** Messages per request; 1 posts each message bare. */
  perRequest: number;
  clients: number;
  /** Every message sent twice, the copies shuffled across the requests. */
  twice: boolean;
  keywords: BenchKeyword[];
  now: number;
}

interface ClientResult {
  ms: number;
  /** Of every request. */
  latencies: number[];
  stored: number;
  duplicates: number;
  refused: number;
}

/** The gateway side of a phase: builds its requests, sends them, adds up the answers. */
async function runClients(job: ClientJob): Promise<ClientResult> {
  const send = gatewayClient(job.url, job.secret);
  const distinct = Array.from({ length: job.messages }, (_, index) => message(job.phase, index, job.keywords, job.now));
  const messages = job.twice ? shuffled([...distinct, ...distinct]) : distinct;
  const payloads: unknown[] = job.perRequest === 1 ? messages : batches(messages, job.perRequest).map((batch) => ({ messages: batch }));
  const result: ClientResult = { ms: 0, latencies: [], stored: 0, duplicates: 0, refused: 0 };
  result.ms = await concurrently(payloads, job.clients, async (payload) => {
    const { ms, answer } = await send(payload);
    result.latencies.push(ms);
    result.stored += answer.stored;
    result.duplicates += answer.duplicates;
    result.refused += answer.refused;
  });
  return result;
}

/** Runs a phase's clients on a thread of their own, so building and sending requests does not slow the server's. */
function inClientThread(job: ClientJob): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    // The thread runs this file too, compiled by tsx as the bench itself is.
    const start = `require('tsx/cjs/api').register(); require(${JSON.stringify(__filename)});`;
    const worker = new Worker(start, { eval: true, workerData: job });
    worker.once('message', (result: ClientResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  console.log('SMS ingestion bench on PostgreSQL: one server, signed requests through HTTP (the clients on a thread of their own)');
  const database = await createPostgresBenchDatabase();
  const { db } = database.handle;
  let failed = false;
  try {
    const catalogue = await seedBenchCatalogue(db);
    const secret = randomBytes(32).toString('hex');
    const app = await buildServer({ db, config: { sms: { gatewaySecret: secret } } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const job = { url, secret, keywords: catalogue.keywords, now: Date.now(), twice: false };

      // (a) batches of 500, 10 clients (after a few to warm up)
      await inClientThread({ ...job, phase: 'warm', messages: WARM_UP_BATCHES * BATCH_SIZE, perRequest: BATCH_SIZE, clients: 1 });
      const batched = await inClientThread({ ...job, phase: 'batch', messages: BATCH_MESSAGES, perRequest: BATCH_SIZE, clients: BATCH_CLIENTS });
      const rate = BATCH_MESSAGES / (batched.ms / 1000);
      console.log(
        `(a) batches of ${BATCH_SIZE}, ${BATCH_CLIENTS} clients: ${count(BATCH_MESSAGES)} messages in ${seconds(batched.ms)} s = ${count(Math.round(rate))} messages/s ` +
          `(target ≥ ${count(TARGET_RATE)}) ${verdict(rate >= TARGET_RATE)}; a batch p50 ${percentile(batched.latencies, 0.5).toFixed(0)} ms, p99 ${percentile(batched.latencies, 0.99).toFixed(0)} ms`,
      );
      if (batched.stored !== BATCH_MESSAGES) {
        console.log(`    stored ${count(batched.stored)} of ${count(BATCH_MESSAGES)} distinct messages: WRONG`);
        failed = true;
      }

      // (b) one message per request, 50 clients
      const single = await inClientThread({ ...job, phase: 'single', messages: SINGLE_MESSAGES, perRequest: 1, clients: SINGLE_CLIENTS });
      const p99 = percentile(single.latencies, 0.99);
      console.log(
        `(b) single messages, ${SINGLE_CLIENTS} clients: ${count(SINGLE_MESSAGES)} requests in ${seconds(single.ms)} s (${count(Math.round(SINGLE_MESSAGES / (single.ms / 1000)))}/s), ` +
          `p50 ${percentile(single.latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS} ms) ${verdict(p99 <= TARGET_P99_MS)}, max ${Math.max(...single.latencies).toFixed(1)} ms`,
      );

      // (c) every message twice, the copies shuffled across concurrent batches
      const twice = await inClientThread({ ...job, phase: 'twice', messages: TWICE_MESSAGES, perRequest: BATCH_SIZE, clients: BATCH_CLIENTS, twice: true });
      const [kept] = await rowsOf<{ messages: string | number; keys: string | number }>(
        db,
        sql`select (select count(*) from sms_messages where operator_message_id like 'twice-%') as messages,
                   (select count(*) from sms_message_keys where operator_message_id like 'twice-%') as keys`,
      );
      const keptMessages = Number(kept!.messages);
      const exact = keptMessages === TWICE_MESSAGES && twice.stored === TWICE_MESSAGES && twice.duplicates === TWICE_MESSAGES;
      console.log(
        `(c) ${count(TWICE_MESSAGES)} distinct messages each sent twice (${count(2 * TWICE_MESSAGES)} in ${seconds(twice.ms)} s): answered ${count(twice.stored)} stored, ` +
          `${count(twice.duplicates)} duplicates, ${count(twice.refused)} refused; stored in the table: ${count(keptMessages)} (keys ${count(Number(kept!.keys))}) — ` +
          `${exact ? 'exactly the distinct messages: yes' : 'NOT the number of distinct messages'}`,
      );
      if (!exact) failed = true;
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
  if (failed) process.exitCode = 1;
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
} else {
  void runClients(workerData as ClientJob).then((result) => parentPort!.postMessage(result));
}
