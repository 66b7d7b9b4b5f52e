/**
 * `npm run bench:pages`: the public donation pages, as issue 13 ("Speed and quality") measures
 * them. A real server (buildServer + listen) on a fresh database with the demo data (PostgreSQL
 * of DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432, dropped at the end; or
 * `--pglite`), a project page pair and a campaign page pair made through the admin routes
 * (support/landing-page-setup.ts). Prints, each beside its target:
 *  1. per page: HTML + CSS gzipped ≤ 14 KB, and requests to another host while it loads in
 *     Chromium (as a phone, with its progress polls) = 0;
 *  2. per page: Lighthouse (mobile defaults) performance ≥ 95, accessibility 100, best
 *     practices ≥ 95, SEO ≥ 95: the median of --lighthouse-runs runs (default 3) after a warm-up,
 *     and the score of the smallest complete page on this machine at the same time, for comparison;
 *  3. GET /p/{slug} and GET /health, 50 connections for --seconds (default 20) each (autocannon):
 *     requests/s and p99; the page's rate ≥ a third of health's;
 *  4. SMS to bar: a signed inbound SMS for a page's keyword until the page open in Chromium shows
 *     the new total, --sms-runs times (default 3) on a project and a campaign page: ≤ 5 s each.
 * Exits non-zero when something could not be measured (not when a target is missed).
 */
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { count, verdict } from './stats';
import { createBenchPages, startPagesBenchServer, type BenchPage, type PagesBenchServer } from './support/landing-page-setup';
import { serveBaselinePage } from './support/baseline-page';
import { launchLighthouse, type LighthouseScores } from './support/lighthouse-run';
import { loadTest, type LoadResult } from './support/load-run';
import { launchPhoneBrowser, PHONE, requestsOfPage, requestSummary, weighPage } from './support/page-weight';
import { flag, numberOption } from './support/sms-bench-data';
import { timeSmsToBar } from './support/sms-to-bar';

const PGLITE = flag('pglite');
const LIGHTHOUSE_RUNS = numberOption('lighthouse-runs', 3);
const LOAD_SECONDS = numberOption('seconds', 20);
const SMS_RUNS = numberOption('sms-runs', 3);
const LOAD_CONNECTIONS = 50;
/** After load, how long a page is watched for later requests (its progress polls every few seconds). */
const SETTLE_MS = 4_000;

const TARGETS = {
  gzipBytes: 14 * 1024,
  otherHostRequests: 0,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  /** The page's rate against /health's. */
  loadRatio: 1 / 3,
  smsToBarMs: 5_000,
};

/** Every target checked, for the closing line. */
const checked: boolean[] = [];
const mark = (ok: boolean) => {
  checked.push(ok);
  return `${ok ? '✓' : '✗'} ${verdict(ok)}`;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function weightAndHosts(browser: Browser, pages: readonly BenchPage[]): Promise<void> {
  console.log(`\n1. Weight (HTML + CSS, gzip) and requests to other hosts (Chromium as a ${PHONE.userAgent.includes('Android') ? 'Android phone' : 'phone'})`);
  for (const page of pages) {
    const weight = await weighPage(page.link);
    const requests = await requestsOfPage(browser, page.link, SETTLE_MS);
    const linked = weight.linkedStylesheets.length > 0 ? ` (with ${weight.linkedStylesheets.length} linked stylesheet(s))` : ' (CSS inline)';
    console.log(`  ${page.label} ${page.link}`);
    console.log(
      `    HTML ${kb(weight.htmlBytes)}, gzip ${kb(weight.gzipBytes)}${linked} (target ≤ ${kb(TARGETS.gzipBytes)}) ${mark(weight.gzipBytes <= TARGETS.gzipBytes)}`,
    );
    console.log(
      `    requests to other hosts: ${requests.otherHosts.length} (target ${TARGETS.otherHostRequests}) ${mark(requests.otherHosts.length === TARGETS.otherHostRequests)}; ` +
        `${requestSummary(requests.all)} in the first ${SETTLE_MS / 1000} s after load`,
    );
    for (const url of requests.otherHosts) console.log(`      → ${url}`);
  }
}

function printScores(page: BenchPage, result: LighthouseScores): void {
  const { scores } = result;
  console.log(`  ${page.label}: median of ${result.performanceRuns.length} runs (performance of each: ${result.performanceRuns.join(', ')}; CPU benchmark index ${Math.round(result.benchmarkIndex)})`);
  console.log(`    performance ${scores.performance} (target ≥ ${TARGETS.performance}) ${mark(scores.performance >= TARGETS.performance)}`);
  console.log(`    accessibility ${scores.accessibility} (target ${TARGETS.accessibility}) ${mark(scores.accessibility >= TARGETS.accessibility)}`);
  console.log(`    best practices ${scores['best-practices']} (target ≥ ${TARGETS.bestPractices}) ${mark(scores['best-practices'] >= TARGETS.bestPractices)}`);
  console.log(`    SEO ${scores.seo} (target ≥ ${TARGETS.seo}) ${mark(scores.seo >= TARGETS.seo)}`);
  for (const line of result.lostPoints) console.log(`      - ${line}`);
  if (scores.performance < TARGETS.performance) console.log(`      ${result.mainThread}`);
  for (const warning of result.warnings) console.log(`      ! ${warning}`);
}

async function lighthouseScores(pages: readonly BenchPage[]): Promise<void> {
  const load = loadavg().map((value) => value.toFixed(1)).join(', ');
  console.log(`\n2. Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown); this machine: ${cpus().length} cores, load average ${load}`);
  const lighthouse = await launchLighthouse();
  const baseline = await serveBaselinePage();
  try {
    for (const page of pages) printScores(page, await lighthouse.measure(page.link, LIGHTHOUSE_RUNS));
    const yardstick = await lighthouse.measure(baseline.url, LIGHTHOUSE_RUNS);
    console.log(
      `  for comparison, the smallest complete page (no script, no image) on this machine now: performance ${yardstick.scores.performance} ` +
        `(runs ${yardstick.performanceRuns.join(', ')}); ${yardstick.mainThread}`,
    );
  } finally {
    // The browser first: its kept-alive connections would otherwise hold the page server open.
    await lighthouse.close();
    await baseline.close();
  }
}

function loadLine(label: string, result: LoadResult): string {
  const refused = result.non2xx + result.errors + result.timeouts;
  const problems = refused > 0 ? ` — ${count(result.non2xx)} non-2xx, ${count(result.errors)} errors, ${count(result.timeouts)} timeouts` : '';
  return `  ${label}: ${count(Math.round(result.rate))} requests/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${count(result.requests)} requests)${problems}`;
}

async function underLoad(server: PagesBenchServer, page: BenchPage): Promise<void> {
  console.log(`\n3. Under load: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each (autocannon in a process of its own)`);
  const pageUrl = page.link;
  const phone = { 'user-agent': PHONE.userAgent };
  // A short run of each first: connections opened, code paths compiled.
  await loadTest(`${server.url}/health`, { connections: LOAD_CONNECTIONS, seconds: 2 });
  await loadTest(pageUrl, { connections: LOAD_CONNECTIONS, seconds: 2, headers: phone });
  const health = await loadTest(`${server.url}/health`, { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS });
  console.log(loadLine('GET /health', health));
  const pageLoad = await loadTest(pageUrl, { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, headers: phone });
  console.log(loadLine(`GET /p/${page.slug} (${page.label})`, pageLoad));
  const ratio = pageLoad.rate / health.rate;
  const allAnswered = pageLoad.non2xx + pageLoad.errors + pageLoad.timeouts === 0;
  console.log(
    `  page rate / health rate: ${ratio.toFixed(2)} (target ≥ ${TARGETS.loadRatio.toFixed(2)}) ${mark(ratio >= TARGETS.loadRatio && allAnswered)}` +
      (allAnswered ? '' : ' — not every request was answered 2xx (a rate limit on the page?)'),
  );
}

async function smsToBar(browser: Browser, server: PagesBenchServer, pages: readonly BenchPage[]): Promise<void> {
  console.log(`\n4. SMS to bar: POST /sms/inbound (signed) → the open page shows the new total, ${SMS_RUNS} runs per page`);
  for (const page of pages) {
    const runs = await timeSmsToBar(browser, server, page, SMS_RUNS);
    const shown = runs.map((run) => (run.ms === null ? 'never (20 s)' : `${(run.ms / 1000).toFixed(2)} s`)).join(', ');
    const worst = runs.some((run) => run.ms === null) ? Number.POSITIVE_INFINITY : Math.max(...runs.map((run) => run.ms!));
    console.log(
      `  ${page.label} (keyword ${page.sms.keyword} to ${page.sms.shortCode}, AED ${page.sms.amount}): ${shown} (target ≤ ${TARGETS.smsToBarMs / 1000} s each) ${mark(worst <= TARGETS.smsToBarMs)}`,
    );
  }
}

async function main(): Promise<void> {
  const server = await startPagesBenchServer({ pglite: PGLITE });
  console.log(`Public donation pages bench on ${server.databaseKind}: ${server.url}`);
  try {
    const pages = await createBenchPages(server);
    console.log(`pages made through POST /landing_pages and POST /landing_pages/campaign: ${pages.map((page) => page.slug).join(', ')}`);
    const browser = await launchPhoneBrowser();
    try {
      await weightAndHosts(browser, pages);
    } finally {
      await browser.close();
    }
    await lighthouseScores(pages);
    await underLoad(server, pages[0]!);
    const smsBrowser = await launchPhoneBrowser();
    try {
      const project = pages.find((page) => page.label.startsWith('project'))!;
      const campaign = pages.find((page) => page.label.startsWith('campaign'))!;
      await smsToBar(smsBrowser, server, [project, campaign]);
    } finally {
      await smsBrowser.close();
    }
  } finally {
    await server.close();
  }
  const met = checked.filter(Boolean).length;
  console.log(`\n${met} of ${checked.length} targets met${met === checked.length ? '' : ` (${checked.length - met} MISSED)`}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
