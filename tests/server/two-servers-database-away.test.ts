/**
 * A donation page's progress poll while PostgreSQL is away, through Debian's HAProxy running
 * `deploy/haproxy.cfg` in front of two platform servers on a PostgreSQL of the test's own, stopped
 * as an office's database restarts. A server answers a page it has read with its last total; one
 * that never read it (as a server started after the database went) has nothing to answer with and
 * says so (503 `databaseAway`, with Retry-After). HAProxy sends donors by client address, so some
 * donors reach that one: their poll is tried again on the other server, which answers it.
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { assertHaproxyInstalled, startHaproxy, type Haproxy } from '../support/haproxy';
import { insertLandingPage, pageComponents } from './support/landing-page-rows';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { quietPort } from './support/quiet-port';

const PAGE = `/p/water-wells/progress`;
/** What the page had raised when it was made: its bar's total while nothing is counted. */
const BASE_AMOUNT = 250;
/** Donors' addresses: HAProxy hashes each to one of the two servers, so some reach each. */
const DONOR_ADDRESSES = Array.from({ length: 16 }, (_, index) => `127.0.0.${index + 1}`);

interface Answer {
  status: number;
  body: { total?: number; code?: string; retryAfterSeconds?: number };
  retryAfter: string | undefined;
}

/** A GET from a given local address, past HAProxy's cache (`no-cache`): each poll reaches a server. */
function poll(url: string, localAddress = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { localAddress, headers: { accept: 'application/json', 'cache-control': 'no-cache' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'], retryAfter: response.headers['retry-after'] }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe("A donation page's progress while the database is away, behind HAProxy [postgres]", () => {
  let postgres: PrivatePostgres;
  const handles: DatabaseHandle[] = [];
  const servers: FastifyInstance[] = [];
  let mediaDir: string;
  let haproxy: Haproxy;
  /** 127.0.0.1:<port>, as HAProxy's configuration names a server. */
  const addressOf = (server: FastifyInstance) => `127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const urlOf = (server: FastifyInstance) => `http://${addressOf(server)}`;

  beforeAll(async () => {
    // Nothing is skipped: a missing program fails here, saying what to install.
    assertHaproxyInstalled();
    postgres = await startPrivatePostgres();
    mediaDir = await mkdtemp(join(tmpdir(), 'database-away-media-'));
    for (let index = 0; index < 2; index++) {
      const handle = await openDatabase({ databaseUrl: postgres.url });
      handles.push(handle);
      const server = await buildServer({ db: handle.db, config: { mediaDir } });
      await server.listen({ host: '127.0.0.1', port: await quietPort() });
      servers.push(server);
    }
    const progress = pageComponents().progress!;
    await insertLandingPage(handles[0]!.db, { slug: 'water-wells', components: { progress: { ...progress, baseAmount: BASE_AMOUNT } } });
    haproxy = await startHaproxy({ port: await quietPort(), servers: [addressOf(servers[0]!), addressOf(servers[1]!)] });
  }, 120_000);

  afterAll(async () => {
    await haproxy?.stop();
    for (const server of servers) await server.close();
    for (const handle of handles) await handle.close();
    await postgres?.dispose();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  }, 60_000);

  it("answers every donor the page's last total, from the other server when the donor's has none", async () => {
    const [reader, newcomer] = [servers[0]!, servers[1]!];
    // The first server has read the page and its total; the second never has.
    const before = await poll(`${urlOf(reader)}${PAGE}`);
    expect(before.status).toBe(200);
    expect(before.body.total).toBe(BASE_AMOUNT);

    await postgres.stop();
    // The second, asked alone, has nothing to answer with and says why, with a time to try again.
    const alone = await poll(`${urlOf(newcomer)}${PAGE}`);
    expect(alone.status).toBe(503);
    expect(alone.body.code).toBe('databaseAway');
    expect(alone.retryAfter).toBe('5');
    // The first answers its last total.
    expect((await poll(`${urlOf(reader)}${PAGE}`)).body.total).toBe(BASE_AMOUNT);

    // Through HAProxy, every donor gets the last total, those sent to the second server too.
    const answers = [];
    for (const address of DONOR_ADDRESSES) answers.push(await poll(`${haproxy.url}${PAGE}`, address));
    expect(
      answers.map((answer) => answer.status),
      haproxy.logTail(),
    ).toEqual(DONOR_ADDRESSES.map(() => 200));
    expect(answers.map((answer) => answer.body.total)).toEqual(DONOR_ADDRESSES.map(() => BASE_AMOUNT));
    // Some of them were sent to the second server first, and tried again on the first.
    expect(haproxy.traffic().redispatched, haproxy.logTail()).toBeGreaterThan(0);
  }, 60_000);
});
