/**
 * The traffic of `npm run bench:peak` beside the SMS flood: donors with a donation page open,
 * polling its progress as the page does (`GET /p/{slug}/progress` at once, then POLL_MS after each
 * answer), and staff working (lists, a keyword report, report builds). Each donor connects from an
 * address of its own among 127.0.0.2–127.0.0.251 (Linux answers the whole 127/8 on loopback), so
 * HAProxy spreads them over both servers by address and each server's per-address limits see
 * donors, not the bench.
 */
import { Agent, request } from 'node:http';
import { POLL_MS } from '../../../src/server/services/landing-pages/public/page-script';

export interface PollerFigures {
  polls: number;
  /** Polls answered 200 with a total. */
  answered: number;
  /** Polls answered otherwise (5xx, 429, a refused or broken connection). */
  failed: number;
  /** Answers whose total was lower than the one the same page showed before. */
  wentBack: number;
  /** When those came (seconds since the start of the run). */
  wentBackAt: number[];
  /** Answer times of the answered polls, ms. */
  times: number[];
  /** Failed polls per second of the run (index: second since the start). */
  failuresBySecond: Map<number, number>;
}

/** One open page's polls, in order: what the bench measures latencies and the bar's lag from. */
export interface OpenPage {
  slug: string;
  /** When its first poll was sent (the page opened). */
  openedAt: number;
  /** Per poll: when it was sent, when its answer (or failure) came, and the total it answered (null: failed). */
  sentAt: number[];
  answeredAt: number[];
  totals: Array<number | null>;
}

export interface PagePollers {
  figures(): PollerFigures;
  /** Every open page's polls so far. */
  openPages(): readonly OpenPage[];
  stop(): Promise<void>;
}

const DONOR_ADDRESSES = 250;

/** `count` open pages over `slugs`, each polling its progress through `baseUrl` until stopped. */
export function startPagePollers(baseUrl: string, slugs: readonly string[], count: number): PagePollers {
  const url = new URL(baseUrl);
  const agents = Array.from({ length: DONOR_ADDRESSES }, (_, index) => new Agent({ keepAlive: true, localAddress: `127.0.0.${index + 2}` }));
  const figures: PollerFigures = { polls: 0, answered: 0, failed: 0, wentBack: 0, wentBackAt: [], times: [], failuresBySecond: new Map() };
  const startedAt = Date.now();
  const openPages: OpenPage[] = [];
  let stopping = false;

  const poll = (agent: Agent, path: string) =>
    new Promise<number | null>((resolve) => {
      const call = request({ host: url.hostname, port: url.port, path, agent, headers: { accept: 'application/json' }, timeout: 30_000 }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return resolve(null);
          try {
            resolve((JSON.parse(body) as { total: number }).total);
          } catch {
            resolve(null);
          }
        });
        response.on('error', () => resolve(null));
      });
      call.on('timeout', () => call.destroy());
      call.on('error', () => resolve(null));
      call.end();
    });

  const donor = async (index: number) => {
    const agent = agents[index % DONOR_ADDRESSES]!;
    const slug = slugs[index % slugs.length]!;
    const path = `/p/${slug}/progress`;
    let shown = Number.NEGATIVE_INFINITY;
    // Pages are opened over the first poll interval, as donors arrive, not all in one instant.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * POLL_MS));
    const page: OpenPage = { slug, openedAt: Date.now(), sentAt: [], answeredAt: [], totals: [] };
    openPages.push(page);
    while (!stopping) {
      const sentAt = Date.now();
      const total = await poll(agent, path);
      page.sentAt.push(sentAt);
      page.answeredAt.push(Date.now());
      page.totals.push(total);
      figures.polls += 1;
      if (total === null) {
        figures.failed += 1;
        const second = Math.floor((sentAt - startedAt) / 1000);
        figures.failuresBySecond.set(second, (figures.failuresBySecond.get(second) ?? 0) + 1);
      } else {
        figures.answered += 1;
        figures.times.push(Date.now() - sentAt);
        if (total < shown) {
          figures.wentBack += 1;
          figures.wentBackAt.push(Math.round((sentAt - startedAt) / 100) / 10);
        }
        shown = Math.max(shown, total);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const donors = Promise.all(Array.from({ length: count }, (_, index) => donor(index)));

  return {
    figures: () => figures,
    openPages: () => openPages,
    async stop() {
      stopping = true;
      await donors;
      for (const agent of agents) agent.destroy();
    },
  };
}

export interface StaffFigures {
  /** Requests per kind, answered 2xx or not. */
  byKind: Map<string, { ok: number; failed: number; times: number[] }>;
  /** Report builds asked for, finished ready, and failed. */
  builds: { asked: number; ready: number; failed: number };
}

export interface Staff {
  figures(): StaffFigures;
  stop(): Promise<void>;
}

/**
 * `people` staff members, each with the admin session, through `baseUrl`: the keywords list (a
 * server-paged list), the projects, the landing pages, a keyword's report of the period; every
 * `buildEveryMs` one of them builds the report of every organization and waits for it.
 */
export function startStaff(
  baseUrl: string,
  session: Record<string, string>,
  period: { from_date: string; to_date: string },
  options: { people: number; buildEveryMs: number },
): Staff {
  const figures: StaffFigures = { byKind: new Map(), builds: { asked: 0, ready: 0, failed: 0 } };
  let stopping = false;
  let wakeAll = () => {};
  const stopped = new Promise<void>((resolve) => (wakeAll = resolve));
  /** A wait that a stop ends at once. */
  const idle = (ms: number) => Promise.race([new Promise((resolve) => setTimeout(resolve, ms)), stopped]);
  const timed = async (kind: string, method: string, path: string, body?: unknown): Promise<Response | null> => {
    const entry = figures.byKind.get(kind) ?? { ok: 0, failed: 0, times: [] };
    figures.byKind.set(kind, entry);
    const startedAt = Date.now();
    try {
      const response = await fetch(baseUrl + path, {
        method,
        headers: { ...session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      await response.clone().arrayBuffer();
      if (response.ok) {
        entry.ok += 1;
        entry.times.push(Date.now() - startedAt);
      } else {
        entry.failed += 1;
      }
      return response;
    } catch {
      entry.failed += 1;
      return null;
    }
  };
  const query = new URLSearchParams(period).toString();
  const lists = [
    ['keywords list', 'GET', '/classes/keywords?limit=50&skip=0'],
    ['projects list', 'GET', '/projects'],
    ['landing pages list', 'GET', '/landing_pages?limit=20&skip=0'],
    ['keyword report', 'GET', `/reports/none/ERC?${query}&json=true`],
  ] as const;

  const person = async (index: number) => {
    for (let turn = index; !stopping; turn++) {
      const [kind, method, path] = lists[turn % lists.length]!;
      await timed(kind, method, path);
      // Someone reading a list, then opening the next.
      await idle(1_000 + Math.random() * 2_000);
    }
  };
  const builder = async () => {
    while (!stopping) {
      await idle(options.buildEveryMs);
      if (stopping) break;
      figures.builds.asked += 1;
      const started = await timed('report build (PUT)', 'PUT', '/reports/none', period);
      if (!started?.ok) {
        figures.builds.failed += 1;
        continue;
      }
      const deadline = Date.now() + 120_000;
      for (;;) {
        const read = await timed('report read', 'GET', `/reports/none?${query}`);
        const report = read?.ok ? ((await read.json()) as { status: string }) : null;
        if (report?.status === 'ready') {
          figures.builds.ready += 1;
          break;
        }
        if (report?.status === 'failed' || Date.now() > deadline) {
          figures.builds.failed += 1;
          break;
        }
        if (stopping) break;
        await idle(1_000);
      }
    }
  };
  const work = Promise.all([...Array.from({ length: options.people }, (_, index) => person(index)), builder()]);
  return {
    figures: () => figures,
    async stop() {
      stopping = true;
      wakeAll();
      await work;
    },
  };
}
