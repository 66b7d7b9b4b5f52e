/**
 * The warm-up: right after the server starts listening, the work that the first save with rich
 * text, the first page generation, the first report build and the first image would otherwise
 * pay for (loading jsdom, libvips' first pictures, the WebAssembly of the sender sets, the first
 * run of their code and queries…) is done once, with made-up inputs or reads (steps.ts), so the
 * first real request costs about what a later one does.
 *
 * It stays off the request path: its work is cut into pieces, each run on a turn of the event
 * loop of its own and only once the server has answered every request and been quiet for a moment
 * (a screen's requests come in bursts), so a request arriving meanwhile waits at most for the one
 * piece already running. Some pieces cannot be cut smaller (jsdom's own files load in one
 * `require`): they block the event loop as the first use they stand for would, only at a quiet
 * moment rather than inside a request. The warm-up leaves nothing written: no database row (a
 * rehearsed save is rolled back), no file. A piece that fails ends its step (the step's first real
 * use then pays as it would have), never the server. `WARM_UP=0` switches it off.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { isRehearsal } from '../http/rehearsal';

/** A part of the server to warm: its pieces, each small enough to run between two requests. */
export interface WarmUpStep {
  name: string;
  /** Called when the step begins (a piece may depend on what an earlier step loaded). */
  pieces(): Array<() => unknown>;
}

export interface WarmedStep {
  name: string;
  /** Time spent in its pieces, waits for requests not counted. */
  ms: number;
  /** Why it stopped early, when a piece failed. */
  error?: string;
}

export interface WarmUpSummary {
  steps: WarmedStep[];
  /** From the start to the end, waits for requests included. */
  ms: number;
  /** Stopped by the server closing before every step ran. */
  stopped: boolean;
}

export interface WarmUp {
  /** Settles (never rejects) when every step ran, or the warm-up was stopped. */
  readonly done: Promise<WarmUpSummary>;
  /** Stops before the next piece; resolves once the running one has finished. */
  stop(): Promise<WarmUpSummary>;
}

export interface WarmUpOptions {
  /** How long the server has had no request to answer (watchQuietTime). */
  quietForMs: () => number;
  log: { info(line: string): void; warn(line: string): void };
}

/** How long the server must have been without requests before a piece runs: longer than the gaps within a burst. */
const QUIET_MS = 100;
/** How often a waiting warm-up looks whether the server is quiet again. */
const QUIET_POLL_MS = 20;
/**
 * A server that is never quiet (a public page polled by many donors, a client that keeps its
 * upload open) must not hold the warm-up back for ever: after this long a piece runs anyway,
 * between two requests, which is where the first use it stands for would have paid it.
 */
const MAX_QUIET_WAIT_MS = 1_000;

export interface QuietTime {
  /** 0 while a request is being answered, else the time since the last one ended (or since the watch began). */
  ms(): number;
  stop(): void;
}

/**
 * How long this process's HTTP servers have had no request to answer: every server, not only the
 * platform server's (browser mode serves the renderer's files from another one in this process).
 * A request counts from its arrival to its response's end, or to the client going away; the
 * warm-up's own rehearsed requests do not count.
 */
export function watchQuietTime(): QuietTime {
  let open = 0;
  let quietSince = performance.now();
  const onRequest = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    if (isRehearsal(request)) return;
    open += 1;
    // 'close' comes once per response, whether it was sent whole or the connection was lost.
    response.once('close', () => {
      open -= 1;
      quietSince = performance.now();
    });
  };
  subscribe('http.server.request.start', onRequest);
  return {
    ms: () => (open > 0 ? 0 : performance.now() - quietSince),
    stop: () => void unsubscribe('http.server.request.start', onRequest),
  };
}

/** Runs the steps off the request path, starting on the event loop's next turn. */
export function startWarmUp(steps: readonly WarmUpStep[], options: WarmUpOptions): WarmUp {
  let stopping = false;
  const done = run(steps, options, () => stopping);
  return {
    done,
    stop() {
      stopping = true;
      return done;
    },
  };
}

async function run(steps: readonly WarmUpStep[], options: WarmUpOptions, stopping: () => boolean): Promise<WarmUpSummary> {
  const started = performance.now();
  const warmed: WarmedStep[] = [];
  for (const step of steps) {
    const result: WarmedStep = { name: step.name, ms: 0 };
    try {
      const pieces = await between(() => step.pieces(), result, options, stopping);
      for (const piece of pieces ?? []) {
        if (stopping()) break;
        await between(piece, result, options, stopping);
      }
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      options.log.warn(`Warm-up of ${step.name} failed (its first use will be slower): ${result.error}`);
    }
    warmed.push(result);
    if (stopping()) break;
  }
  const summary: WarmUpSummary = { steps: warmed, ms: Math.round(performance.now() - started), stopped: stopping() };
  if (!summary.stopped) options.log.info(summaryLine(summary));
  return summary;
}

/** Waits for a quiet turn of the event loop, then runs `work` there, adding its time to the step's. */
async function between<T>(work: () => T | Promise<T>, step: WarmedStep, options: WarmUpOptions, stopping: () => boolean): Promise<T | undefined> {
  await nextTurn();
  const waitSince = performance.now();
  while (!stopping() && options.quietForMs() < QUIET_MS && performance.now() - waitSince < MAX_QUIET_WAIT_MS) {
    await sleep(QUIET_POLL_MS, undefined, { ref: false });
  }
  if (stopping()) return undefined;
  const started = performance.now();
  try {
    return await work();
  } finally {
    step.ms += performance.now() - started;
  }
}

/** `Warm-up done in 2140 ms (rich text 1630 ms, images 240 ms, …)`: what a first use no longer costs. */
export function summaryLine(summary: WarmUpSummary): string {
  const steps = summary.steps.map((step) => `${step.name} ${Math.round(step.ms)} ms${step.error ? ' (failed)' : ''}`);
  return `Warm-up done in ${summary.ms} ms (${steps.join(', ')})`;
}

const SWITCHED_ON = new Set(['1', 'on', 'true']);
const SWITCHED_OFF = new Set(['0', 'off', 'false']);

/** `WARM_UP`: on unless `0` (`off`, `false`); anything else stops the start with a message. */
export function warmUpFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.WARM_UP?.trim().toLowerCase();
  if (!raw || SWITCHED_ON.has(raw)) return true;
  if (SWITCHED_OFF.has(raw)) return false;
  throw new Error(`WARM_UP must be 1 or 0, not "${env.WARM_UP}".`);
}
