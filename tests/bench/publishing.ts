/**
 * `npm run bench:publishing`: what publishing costs and what the public content API costs an
 * app that polls it, with 10,000 projects and 10,000 cases (two in three active) on embedded
 * PostgreSQL:
 * - 'Update Projects' / 'Update Cases' end to end (`PUT …?` without `background`: the answer comes
 *   when the snapshot is current), median of 5;
 * - the top bar's status (`GET /backoffice/publishing`, which fingerprints every active record);
 * - `GET /public/v1/projects`: its size plain, gzip and Brotli; one answer (200) and one
 *   revalidation (304), median of 20;
 * - many apps polling at once (autocannon, 10 connections, 5 s): full answers (Brotli) and 304s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { startPlatformServer } from '../../src/server/start';
import { count, median, ms } from './stats';
import { loadTest } from './support/load-run';
import { fillPayableRecords } from './support/payable-bench-data';
import { signInAdmin } from './support/sign-in';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PUBLISH_RUNS = 5;
const READ_RUNS = 20;

/** Makes the request, reads its whole body, and adds its time; answers the body. */
async function timed(times: number[], request: () => Promise<Response>, expectedStatus: number): Promise<string> {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  times.push(performance.now() - started);
  if (response.status !== expectedStatus) throw new Error(`${response.url}: ${response.status}, expected ${expectedStatus}: ${body.slice(0, 300)}`);
  return body;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-publishing-'));
  // A load test from one address would meet the per-address read limit.
  process.env.PUBLIC_API_READ_LIMIT = '100000000';
  try {
    await fillPayableRecords(dataDir, ROWS);
    const server = await startPlatformServer({ port: 0, dataDir, logger: false, devOutbox: true });
    try {
      const headers = await signInAdmin(server.url);
      for (const [label, path] of [
        ['Update Projects', '/backoffice/update-projects'],
        ['Update Cases', '/backoffice/update-casues'],
      ] as const) {
        const times: number[] = [];
        let published = 0;
        for (let run = 0; run < PUBLISH_RUNS; run++) {
          const body = await timed(times, () => fetch(server.url + path, { method: 'PUT', headers }), 200);
          published = (JSON.parse(body) as { publication: { count: number } }).publication.count;
        }
        console.log(`${label}: ${count(published)} active records published, median ${median(times).toFixed(0)} ms (runs: ${ms(times)})`);
      }

      const statusTimes: number[] = [];
      for (let run = 0; run < READ_RUNS; run++) await timed(statusTimes, () => fetch(`${server.url}/backoffice/publishing`, { headers }), 200);
      console.log(`GET /backoffice/publishing (the top bar's status): median ${median(statusTimes).toFixed(1)} ms`);

      const publicUrl = `${server.url}/public/v1/projects`;
      const plain = await fetch(publicUrl, { headers: { 'accept-encoding': 'identity' } });
      const plainBytes = (await plain.arrayBuffer()).byteLength;
      const etag = plain.headers.get('etag')!;
      const sizes: Record<string, number> = {};
      for (const encoding of ['gzip', 'br']) {
        // fetch would inflate the body itself: ask through a raw request and count the bytes sent.
        sizes[encoding] = await new Promise<number>((resolveSize, reject) => {
          request(publicUrl, { headers: { 'accept-encoding': encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const body = Buffer.concat(chunks);
              if (encoding === 'br') JSON.parse(brotliDecompressSync(body).toString('utf8'));
              resolveSize(body.byteLength);
            });
          })
            .on('error', reject)
            .end();
        });
      }
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      console.log(`GET /public/v1/projects: ${kb(plainBytes)} plain, ${kb(sizes.gzip!)} gzip, ${kb(sizes.br!)} Brotli`);

      const fullTimes: number[] = [];
      const revalidateTimes: number[] = [];
      for (let run = 0; run < READ_RUNS; run++) {
        await timed(fullTimes, () => fetch(publicUrl, { headers: { 'accept-encoding': 'br' } }), 200);
        await timed(revalidateTimes, () => fetch(publicUrl, { headers: { 'if-none-match': etag } }), 304);
      }
      console.log(`  one answer (200, Brotli): median ${median(fullTimes).toFixed(1)} ms; one revalidation (304): median ${median(revalidateTimes).toFixed(1)} ms`);

      const full = await loadTest(publicUrl, { connections: 10, seconds: 5, headers: { 'accept-encoding': 'br' } });
      console.log(`  10 apps polling, full answers (Brotli): ${count(Math.round(full.rate))} requests/s, p50 ${full.p50} ms, p99 ${full.p99} ms, errors ${full.non2xx + full.errors + full.timeouts}`);
      // autocannon counts a 304 as "not 2xx": here every answer should be one.
      const revalidations = await loadTest(publicUrl, { connections: 10, seconds: 5, headers: { 'if-none-match': etag } });
      console.log(
        `  10 apps polling, revalidations: ${count(Math.round(revalidations.rate))} requests/s, p50 ${revalidations.p50} ms, p99 ${revalidations.p99} ms, ` +
          `304s ${count(revalidations.non2xx)} of ${count(revalidations.requests)}, errors ${revalidations.errors + revalidations.timeouts}`,
      );
    } finally {
      await server.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
