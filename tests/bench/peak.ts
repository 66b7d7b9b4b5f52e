/**
 * `npm run bench:peak`: the peak night of a Ramadan appeal. Everything is started here and
 * stopped at the end, nothing left running:
 *  - a PostgreSQL cluster of its own (Debian's binaries; private-postgres.ts), so it can be
 *    restarted, with the demo data and a project's and a campaign's donation pages;
 *  - two platform servers (`npm run server`, processes of their own) behind Debian's HAProxy
 *    running deploy/haproxy.cfg;
 *  - Kannel from the README's kannel.conf (with its store): bearerbox with a fake SMS center per
 *    operator, smsbox calling the adapter through HAProxy; donors' phones (fakesmsc) on both
 *    operators sending English and Arabic messages, the pages' keywords among them, some that
 *    match nothing;
 *  - donors with a donation page open (opened over one poll interval before the flood begins),
 *    polling its progress as the page does, each from an address of its own; staff reading lists
 *    and a keyword report, and building reports. The servers have warmed up before the flood.
 * During the flood: one server is killed with SIGKILL and started again `--server-down` seconds
 * later; PostgreSQL is stopped and started again (`--db-down` seconds) once; bearerbox and smsbox
 * are restarted once, as the README's "Restarting Kannel without losing a message" says
 * (bearerbox's operator links stopped until it holds nothing, smsbox's last calls waited for; the
 * phones wait meanwhile, as an operator's SMS center keeps its messages while the gateway is away).
 *
 * It prints the messages sent, received by Kannel, stored, counted (the report an admin builds
 * afterwards), lost and counted twice; the p50/p99 of intake (a phone's sending to the message's
 * row), of counting (the row → the daily figures, support/peak-counting.ts) and of the pages'
 * polls, outside any fault and in each fault's window (the fault until it is over, plus --grace
 * seconds: support/peak-windows.ts); the longest an open page's bar lagged a donation, outside
 * faults (≤ 5 s) and across one (≤ 30 s), split into intake, counting and the rest
 * (support/peak-lag.ts); the final
 * report against what the phones sent, per keyword, operator and short code
 * (support/peak-figures.ts); the staff's requests. It exits non-zero when a message was lost or
 * counted twice, when the report differs from what was sent, or when something could not run.
 *
 * Options: --rate (messages a second, default 500), --seconds (of flood, default 300), --pages
 * (donation pages open, default 2000), --staff (default 5), --server-down (default 30),
 * --db-down (default 5), --grace (seconds a fault's window lasts after it is over, default 15).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '../../src/shared/constants';
import type { Report } from '../../src/shared/entities/report';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { rowsOf } from '../../src/server/db/sql-rows';
import { seedDemoData } from '../../src/server/seed/demo';
import { loadPublicPage } from '../../src/server/services/landing-pages/public/page-model';
import { POLL_MS } from '../../src/server/services/landing-pages/public/page-script';
import { dayInZone } from '../../src/server/support/zoned-time';
import { SMSBOX_LAST_CALLS_MS, startKannelBoxes, type KannelBoxes } from '../server/support/kannel-boxes';
import { kannelServerEnv } from '../server/support/kannel-conf';
import { assertKannelInstalled } from '../server/support/kannel-gateway';
import { startPhones, type DonorMessage, type Phones } from '../server/support/kannel-phones';
import { platformServerChild, type PlatformServerChild } from '../server/support/platform-server-child';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../server/support/private-postgres';
import { quietPort } from '../server/support/quiet-port';
import { assertHaproxyInstalled, startHaproxy, type Haproxy } from '../support/haproxy';
import { count, p95, median } from './stats';
import { createBenchPages, type BenchPage } from './support/landing-page-setup';
import { checkReport, phoneLines, reportCheckLines } from './support/peak-figures';
import { watchCounting } from './support/peak-counting';
import { matchSendings, readKannelMessages } from './support/peak-intake';
import { barLags, type CountingPage, type Lag } from './support/peak-lag';
import { startPagePollers, startStaff, type PagePollers, type Staff } from './support/peak-load';
import { splitByFaults, splitTable, windowEnd, windowsOf, type FaultWindow, type Timed } from './support/peak-windows';
import { signInAdmin } from './support/sign-in';
import { numberOption, textOption } from './support/sms-bench-data';

const RATE = numberOption('rate', 500);
const SECONDS = numberOption('seconds', 300);
const PAGES_OPEN = numberOption('pages', 2000);
const STAFF = numberOption('staff', 5);
const SERVER_DOWN_S = numberOption('server-down', 30);
const DB_DOWN_S = numberOption('db-down', 5);
/** A fault's window goes on this long after it is over: smsbox's next try (10 s) and HAProxy's health checks. */
const GRACE_S = numberOption('grace', 15);
/** The issue's targets for an open page's bar. */
const LAG_OUTSIDE_TARGET_MS = 5_000;
const LAG_ACROSS_TARGET_MS = 30_000;
/** With --server-logs DIR, each server's whole output goes to DIR/<name>.log, PostgreSQL's to DIR/postgres.log. */
const SERVER_LOGS = textOption('server-logs');
const serverLog = (name: string) => (SERVER_LOGS ? join(SERVER_LOGS, `${name}.log`) : undefined);
/** The flood's first seconds, whose lags are also shown apart (the servers' hot paths and Kannel's queues filling). */
const FLOOD_START_S = 15;
/** The longest the flood waits for the servers' warm-up. */
const WARM_UP_WAIT_MS = 60_000;
/** After the phones stop: until every message is stored, or this long. */
const SETTLE_MS = 120_000;

const KANNEL_SECRET = 'kannel-secret-of-the-peak-bench';
const SMS_OPERATORS = { etisalat: 1, du: 2 } as const;


/** Donors' texts beside the pages' keywords: the demo organizations' keywords, English and Arabic, and some that match nothing. */
const OTHER_MESSAGES: DonorMessage[] = [
  { smscId: 'etisalat', shortCode: 4202, text: 'erc' },
  { smscId: 'etisalat', shortCode: 4202, text: 'هلال' },
  { smscId: 'etisalat', shortCode: 4202, text: 'hello' },
  { smscId: 'du', shortCode: 4209, text: 'Ber' },
  { smscId: 'du', shortCode: 4209, text: 'بر' },
  { smscId: 'du', shortCode: 4202, text: 'مرحبا' },
];

const startedAt = Date.now();
const at = () => `${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s`;
const say = (line: string) => console.log(`[${at()}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Running {
  cluster?: PrivatePostgres;
  handle?: DatabaseHandle;
  servers?: PlatformServerChild[];
  haproxy?: Haproxy;
  kannel?: KannelBoxes;
  phones?: Phones;
  pollers?: PagePollers;
  staff?: Staff;
  mediaDir?: string;
  spoolDir?: string;
}

async function main(): Promise<boolean> {
  assertHaproxyInstalled();
  assertKannelInstalled();
  postgresBinaries();
  console.log(
    `Peak night: ${count(RATE)} messages/s for ${SECONDS} s, ${count(PAGES_OPEN)} donation pages open, ${STAFF} staff; ` +
      `this machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(', ')}`,
  );
  const running: Running = {};
  try {
    return await run(running);
  } finally {
    say('stopping everything');
    await running.phones?.stop().catch(() => undefined);
    await running.pollers?.stop().catch(() => undefined);
    await running.staff?.stop().catch(() => undefined);
    await running.kannel?.close().catch(() => undefined);
    await running.haproxy?.stop().catch(() => undefined);
    await Promise.all((running.servers ?? []).map((server) => server.stop().catch(() => undefined)));
    await running.handle?.close().catch(() => undefined);
    if (SERVER_LOGS && running.cluster) writeFileSync(join(SERVER_LOGS, 'postgres.log'), running.cluster.log());
    await running.cluster?.dispose().catch(() => undefined);
    if (running.mediaDir) rmSync(running.mediaDir, { recursive: true, force: true });
    if (running.spoolDir) rmSync(running.spoolDir, { recursive: true, force: true });
  }
}

async function run(running: Running): Promise<boolean> {
  // With --server-logs, PostgreSQL also logs statements slower than a second, lock waits and checkpoints.
  const cluster = (running.cluster = await startPrivatePostgres(
    SERVER_LOGS ? { settings: { log_min_duration_statement: '1000', log_lock_waits: 'on', log_checkpoints: 'on' } } : {},
  ));
  const handle = (running.handle = await openDatabase({ databaseUrl: cluster.url }));
  // Uploads go to one folder both servers use (README: a folder both mount, or S3).
  const mediaDir = (running.mediaDir = mkdtempSync(join(tmpdir(), 'bo-peak-media-')));
  await seedDemoData(handle.db, new Date(), { mediaDir });
  say(`PostgreSQL ${cluster.url}: migrated, demo data`);

  // The servers' environment: the README's Kannel side, behind HAProxy on this machine, with one spool folder.
  const spoolDir = (running.spoolDir = mkdtempSync(join(tmpdir(), 'bo-peak-spool-')));
  const env = { ...kannelServerEnv(KANNEL_SECRET, spoolDir), BACKOFFICE_MEDIA_DIR: mediaDir };
  const servers = (running.servers = [
    platformServerChild({ name: 'server1', databaseUrl: cluster.url, port: await quietPort(), env, logFile: serverLog('server1') }),
    platformServerChild({ name: 'server2', databaseUrl: cluster.url, port: await quietPort(), env, logFile: serverLog('server2') }),
  ]);
  await Promise.all(servers.map((server) => server.start()));
  // A peak night finds its servers running for a while: the flood starts once both have warmed up (a server restarted mid-flood does not wait).
  await Promise.race([Promise.all(servers.map((server) => server.warmedUp())), sleep(WARM_UP_WAIT_MS)]);
  const haproxy = (running.haproxy = await startHaproxy({ port: await quietPort(), servers: [servers[0]!.address, servers[1]!.address] }));
  const kannel = (running.kannel = await startKannelBoxes({ serverUrl: haproxy.url, secret: KANNEL_SECRET, smscIds: ['etisalat', 'du'], retryDelaySeconds: 10 }));
  say(`servers ${servers.map((server) => server.url).join(', ')}; HAProxy ${haproxy.url}; Kannel ready`);

  // The pages are made on one server directly: its uploads and the pages' images are in the shared folder and the database.
  const pages = await createBenchPages({ url: servers[1]!.url, db: handle.db, gatewaySecret: '', databaseKind: 'PostgreSQL', close: async () => {} });
  const session = await signInAdmin(servers[1]!.url);
  const messages = [...OTHER_MESSAGES, ...pageMessages(pages)];
  say(`pages ${pages.map((page) => page.slug).join(', ')}; messages: ${messages.map((message) => `${message.text}@${message.smscId}:${message.shortCode}`).join(', ')}`);

  const firstDay = dayInZone(new Date(), REPORT_TIME_ZONE);
  const period = { from_date: firstDay, to_date: dayInZone(new Date(Date.now() + (SECONDS + 600) * 1000), REPORT_TIME_ZONE) };
  // What the flood adds is measured from here: the report and the pages' totals before it (the demo's messages of today counted).
  const reportBefore = await finalReport(haproxy.url, session, period);
  const countingPages = await pagesBefore(handle, servers[0]!.url, pages, firstDay);
  say(`before the flood: the report counts ${count(reportBefore.totals.count)} messages; the bars show ${countingPages.map((page) => `${page.slug} ${count(page.base)}`).join(', ')}`);

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  // The pages are open before the flood (they open over one poll interval), as on the night; then the phones begin.
  const pollers = (running.pollers = startPagePollers(haproxy.url, pages.map((page) => page.slug), PAGES_OPEN));
  const staff = (running.staff = startStaff(haproxy.url, session, period, { people: STAFF, buildEveryMs: 30_000 }));
  await sleep(POLL_MS + 1_000);
  say(`${count(PAGES_OPEN)} donation pages open, ${STAFF} staff at work`);
  const phones = (running.phones = startPhones({ smscPort: kannel.smscPort, receivedFrom: kannel.receivedFrom, messages, ratePerSecond: RATE }));
  const counting = watchCounting(handle.db);
  const floodStart = Date.now();
  say('flood started');

  const events: string[] = [];
  // Set by the Kannel fault, read at the end (an object: assigned inside the faults' closure).
  const kannelBeforeRestart: { counts: Awaited<ReturnType<KannelBoxes['counts']>> | null } = { counts: null };
  const event = (line: string) => {
    events.push(`[${at()}] ${line}`);
    say(line);
  };
  const atSecond = (second: number) => sleep(Math.max(0, floodStart + second * 1000 - Date.now()));
  const windows: FaultWindow[] = [];
  /** Runs a fault, from its start to its being over (the thing back), kept as a window of time. */
  const fault = async (name: string, action: () => Promise<void>) => {
    const window = { name, start: Date.now(), end: Number.POSITIVE_INFINITY, graceMs: GRACE_S * 1000 };
    windows.push(window);
    await action();
    window.end = Date.now();
  };
  const faults = (async () => {
    await atSecond(SECONDS * 0.2);
    await fault('server1 killed → back', async () => {
      await servers[0]!.kill();
      event('server1 killed (SIGKILL)');
      await sleep(SERVER_DOWN_S * 1000);
      await servers[0]!.start();
      event('server1 started again');
    });
    await atSecond(SECONDS * 0.5);
    await fault('PostgreSQL stopped → back', async () => {
      await cluster.stop();
      event('PostgreSQL stopped (fast shutdown)');
      await sleep(DB_DOWN_S * 1000);
      await cluster.start();
      event('PostgreSQL started again');
    });
    await atSecond(SECONDS * 0.75);
    await fault('Kannel restarting → back', async () => {
      await phones.pause();
      // Restarted as the README says (links stopped, emptied, smsbox's last calls waited for): what
      // bearerbox and smsbox hold now reaches the servers first.
      const inFlight = sum(phones.sent()) - (await storedCount(handle));
      // bearerbox's own figures start again at its restart: kept, to tell a message that never reached it from one lost after.
      await sleep(1_000);
      const beforeKannelRestart = (kannelBeforeRestart.counts = await kannel.counts().catch(() => null));
      event(
        `phones holding their messages; restarting bearerbox and smsbox without loss: its links stopped, emptied, ${SMSBOX_LAST_CALLS_MS / 1000} s for smsbox's last calls ` +
          `(${count(inFlight)} sent and not stored yet; bearerbox has received ${beforeKannelRestart ? count(beforeKannelRestart.received) : '?'}, ` +
          `holds ${beforeKannelRestart ? count(beforeKannelRestart.stored) : '?'} in its store)`,
      );
      const emptiedMs = await kannel.restartWithoutLoss();
      phones.resume();
      event(`bearerbox and smsbox restarted (bearerbox emptied ${(emptiedMs / 1000).toFixed(1)} s after its links stopped); phones sending again`);
    });
  })();
  const progress = setInterval(() => {
    const sent = sum(phones.sent());
    const polls = pollers.figures();
    say(`sent ${count(sent)} (${Math.round(sent / ((Date.now() - floodStart) / 1000))}/s); polls ${count(polls.answered)} answered, ${count(polls.failed)} failed`);
  }, 15_000);

  await atSecond(SECONDS);
  await faults;
  const sent = await phones.stop();
  const floodEnd = Date.now();
  const floodSeconds = (floodEnd - floodStart) / 1000;
  const loadAtFloodEnd = loadavg()[0]!;
  loopDelay.disable();
  clearInterval(progress);
  say('phones stopped');
  const sentTotal = sum(sent);

  const stored = await untilStored(handle, sentTotal);
  // The pages keep polling until the counter has counted the last messages and two polls more have come, so the bars' last donations are measured too.
  await untilCounted(handle);
  await sleep(2 * POLL_MS + 1_000);
  await pollers.stop();
  await staff.stop();
  say('pages and staff stopped');
  const kannelCounts = await kannel.counts().catch(() => null);
  const report = await finalReport(haproxy.url, session, period);
  const counted = report.totals.count - reportBefore.totals.count;
  const lost = Math.max(0, sentTotal - stored);
  const countedTwice = Math.max(0, counted - stored);

  const storedMessages = await readKannelMessages(handle.db);
  const countedAt = await counting.stop(storedMessages);
  const intake = matchSendings(phones.sendTimes(), mnoOf, storedMessages);
  const openPages = pollers.openPages();
  const lags = barLags({ pages: countingPages, stored: storedMessages, delivered: intake.delivered, openPages, windows, pollMs: POLL_MS });
  // The same with the flood's first seconds taken as a window of their own: the steady flood, apart from its start (printed beside, not judged).
  const floodStarting: FaultWindow = { name: 'the flood starting', start: floodStart, end: floodStart, graceMs: FLOOD_START_S * 1000 };
  const steadyLags = barLags({ pages: countingPages, stored: storedMessages, delivered: intake.delivered, openPages, windows: [floodStarting, ...windows], pollMs: POLL_MS });
  const lines = await phoneLines(handle.db, sent, mnoOf, firstDay, storedMessages);
  const reportCheck = await checkReport(handle.db, period, lines, reportBefore, report);

  const traffic = haproxy.traffic();
  const polls = pollers.figures();
  const work = staff.figures();
  const crashes = servers.flatMap((server) => server.crashes());
  const figuresOk = reportCheck.differences.length === 0;
  const ok = lost === 0 && countedTwice === 0 && counted === stored && crashes.length === 0 && figuresOk;
  const second = (time: number) => ((time - floodStart) / 1000).toFixed(1);
  console.log(`\nEvents\n${events.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\nFault windows (seconds of the flood; each lasts ${GRACE_S} s after the fault is over)`);
  for (const window of windows) console.log(`  ${window.name.padEnd(28)} ${second(window.start)} → ${second(window.end)}, window to ${second(windowEnd(window))}`);
  const rateReached = Math.round(sentTotal / floodSeconds);
  console.log(`\nMessages (${count(rateReached)}/s over ${floodSeconds.toFixed(0)} s; asked for ${count(RATE)}/s)`);
  if (rateReached < RATE * 0.98) {
    // The phones keep to the rate asked unless bearerbox reads a burst slower than its second (kannel-phones.ts).
    console.log(
      `  the ceiling this machine reached: a phone sends its next burst once bearerbox has read the last, so the flood went as fast as bearerbox ` +
        `read beside everything else on ${cpus().length} cores (load average ${loadAtFloodEnd.toFixed(1)} at the flood's end)`,
    );
  }
  console.log(`  sent by the phones            ${count(sentTotal)}`);
  const beforeKannelRestart = kannelBeforeRestart.counts;
  console.log(
    `  received by bearerbox         ${beforeKannelRestart ? count(beforeKannelRestart.received) : '?'} before its restart, ` +
      `${kannelCounts ? count(kannelCounts.received) : '?'} after`,
  );
  if (beforeKannelRestart && kannelCounts) {
    // Never received by bearerbox: lost between the phones and Kannel (a phone's connection cut
    // with messages unsent), not by the platform. Its links stopped, bearerbox received nothing more and
    // emptied its store before it stopped, so none is read back and counted again after.
    const neverReceived = sentTotal - beforeKannelRestart.received - kannelCounts.received;
    console.log(`  sent and never received by bearerbox ${count(Math.max(0, neverReceived))}`);
  }
  console.log(`  stored                        ${count(stored)}`);
  console.log(`  counted (report, built after) ${count(counted)}`);
  console.log(`  lost                          ${count(lost)} (must be 0) ${lost === 0 ? '✓' : '✗'}`);
  console.log(`  duplicates counted            ${count(countedTwice)} (must be 0) ${countedTwice === 0 && counted === stored ? '✓' : '✗'}`);
  console.log(
    `  through HAProxy: ${count(traffic.requests)} requests (all kinds), answers ${JSON.stringify(traffic.byStatus)}, ` +
      `${count(traffic.retried)} tried again, ${count(traffic.redispatched)} of them on the other server`,
  );
  for (const line of traffic.serverStates) console.log(`  HAProxy: ${line}`);
  const failures = Object.entries(traffic.failures).sort((a, b) => b[1] - a[1]);
  if (failures.length > 0) console.log(`  HAProxy's answers 5xx or none (status, backend/server, termination state, path): ${failures.map(([kind, n]) => `${kind} ×${count(n)}`).join('; ')}`);
  // A request refused goes to smsbox's own queue of tries again, which is in memory only: what it holds is lost if smsbox stops.
  const failedOutside = traffic.kannelFailures.filter((at) => windowsOf(windows, at, at).length === 0).length;
  console.log(`  Kannel's requests answered other than 2xx: ${count(traffic.kannelFailures.length)}, ${count(failedOutside)} of them outside the faults' windows`);
  console.log(`  servers that stopped by themselves: ${crashes.length} (must be 0) ${crashes.length === 0 ? '✓' : '✗'}`);
  for (const crash of crashes) console.log(crash.replace(/^/gm, '    '));

  console.log(`\nIntake: a phone's sending → its row in sms_messages (stored_at), per message`);
  console.log(
    `  ${count(intake.delivered.length)} rows paired with their sending (by operator, short code, text and Kannel's second of receipt); ` +
      `${count(intake.unmatchedStored)} rows with no sending of their time; ${count(intake.unmatchedSendings.length)} sendings with no row` +
      (intake.unmatchedSendings.length > 0 ? ` (${whenSent(intake.unmatchedSendings, windows)})` : ''),
  );
  console.log(
    `  (sending times are when this process read fakesmsc's line; its event loop was late by p50 ${(loopDelay.percentile(50) / 1e6).toFixed(0)} ms, ` +
      `p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms during the flood)`,
  );
  const intakeSamples: Timed[] = intake.delivered.map((message) => ({ from: message.sentAt, to: message.storedAt, value: message.storedAt - message.sentAt }));
  for (const line of splitTable(splitByFaults(windows, intakeSamples), false)) console.log(line);

  console.log(`\nCounting: a message's row → the counter has added it to the daily figures (read every 100 ms), per message`);
  const countingSamples: Timed[] = storedMessages.flatMap((message) => {
    const at = countedAt.get(message.seq);
    return at === undefined ? [] : [{ from: message.storedAt, to: at, value: at - message.storedAt }];
  });
  for (const line of splitTable(splitByFaults(windows, countingSamples), false)) console.log(line);

  console.log(`\nPage progress polls during the flood: sending → answer`);
  for (const line of splitTable(splitByFaults(windows, pollSamples(openPages, floodStart, floodEnd)), true)) console.log(line);

  console.log(`\nThe longest an open page's bar lagged a donation (sending → the first poll whose total includes it; ${count(lags.pages)} open pages, ${count(lags.donations)} donations they count)`);
  console.log(`  outside faults   ${lagLine(lags.outside, LAG_OUTSIDE_TARGET_MS, second, countedAt)}`);
  console.log(`  (outside faults after the flood's first ${FLOOD_START_S} s: ${lagLine(steadyLags.outside, LAG_OUTSIDE_TARGET_MS, second, countedAt)})`);
  console.log(`  across a fault   ${lagLine(lags.acrossFault, LAG_ACROSS_TARGET_MS, second, countedAt)}`);
  console.log(
    `  not on a bar by its page's last answer, though sent a poll before: ${count(lags.notShown.count)}` +
      (lags.notShown.longest ? ` (longest ${lagLine(lags.notShown.longest, LAG_ACROSS_TARGET_MS, second, countedAt)})` : ''),
  );
  for (const page of lags.finalTotals) {
    console.log(`  ${page.slug}: bar at the end ${page.shown === null ? '–' : count(page.shown)}, its donations add up to ${count(page.expected)} ${page.shown === page.expected ? '✓' : '✗'}`);
  }

  console.log(`\nThe final report (all organizations, ${period.from_date} to ${period.to_date}) against what the phones sent`);
  for (const line of reportCheckLines(reportCheck)) console.log(line);

  console.log(`\nDonation pages (${count(PAGES_OPEN)} open, polling every ${POLL_MS / 1000} s)`);
  console.log(
    `  polls ${count(polls.polls)}: ${count(polls.answered)} answered (p50 ${median(polls.times)} ms, p95 ${p95(polls.times)} ms), ` +
      `${count(polls.failed)} failed, ${count(polls.wentBack)} showed a lower total than before`,
  );
  const fromCache = Object.entries(traffic.fromCache).reduce((total, [path, n]) => total + (path.endsWith('/progress') ? n : 0), 0);
  console.log(`  answered from HAProxy's cache: ${count(fromCache)} (${Math.round((fromCache * 100) / Math.max(1, polls.polls))}%)`);
  if (polls.wentBackAt.length > 0) console.log(`  lower totals at (seconds of the flood): ${polls.wentBackAt.join(', ')}`);
  const failedSeconds = [...polls.failuresBySecond.entries()].sort((a, b) => a[0] - b[0]);
  if (failedSeconds.length > 0) console.log(`  failed polls by second of the run: ${failedSeconds.map(([second, n]) => `${second}s:${n}`).join(' ')}`);
  console.log(`\nStaff (${STAFF})`);
  for (const [kind, entry] of work.byKind) {
    console.log(`  ${kind.padEnd(22)} ${count(entry.ok)} ok (p50 ${median(entry.times)} ms, p95 ${p95(entry.times)} ms), ${count(entry.failed)} failed`);
  }
  console.log(`  report builds: ${work.builds.asked} asked, ${work.builds.ready} ready, ${work.builds.failed} failed`);
  console.log(
    `\n${ok ? 'Nothing lost, nothing counted twice, the report as sent, no server stopped by itself.' : 'A MESSAGE WAS LOST OR COUNTED TWICE, THE REPORT DIFFERS FROM WHAT WAS SENT, OR A SERVER STOPPED BY ITSELF.'}`,
  );
  if (!ok) console.log(`${haproxy.logTail(20)}\n${servers.map((server) => server.logTail(20)).join('\n')}\n${kannel.logs()}`);
  return ok;
}

/** Each page's SMS button, as its donors send it (the project's on its operator and short code, the campaign's). */
function pageMessages(pages: readonly BenchPage[]): DonorMessage[] {
  const byKey = new Map<string, DonorMessage>();
  for (const page of pages) {
    const smscId = Object.entries(SMS_OPERATORS).find(([, mno]) => mno === page.sms.mno)?.[0];
    if (!smscId) continue;
    const message = { smscId, shortCode: page.sms.shortCode, text: page.sms.keyword };
    byKey.set(`${smscId}|${message.shortCode}|${message.text}`, message);
  }
  return [...byKey.values()];
}

const sum = (counts: Map<unknown, number>) => [...counts.values()].reduce((total, value) => total + value, 0);

function mnoOf(smscId: string): number {
  const mno = SMS_OPERATORS[smscId as keyof typeof SMS_OPERATORS];
  if (mno === undefined) throw new Error(`no operator for SMS center ${smscId}`);
  return mno;
}

/** Each page's rule of what its bar counts, and the total it showed before the flood (asked of one server directly). */
async function pagesBefore(handle: DatabaseHandle, serverUrl: string, pages: readonly BenchPage[], today: string): Promise<CountingPage[]> {
  const counting: CountingPage[] = [];
  for (const page of pages) {
    const model = await loadPublicPage(handle.db, page.slug, today);
    if (!model?.count) throw new Error(`the page ${page.slug} counts nothing`);
    const response = await fetch(`${serverUrl}/p/${page.slug}/progress`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /p/${page.slug}/progress: HTTP ${response.status}`);
    counting.push({ slug: page.slug, count: model.count, base: ((await response.json()) as { total: number }).total });
  }
  return counting;
}

/** The polls sent during the flood, as latencies (failed ones without). */
function pollSamples(openPages: ReturnType<PagePollers['openPages']>, from: number, to: number): Timed[] {
  const samples: Timed[] = [];
  for (const page of openPages) {
    for (let poll = 0; poll < page.sentAt.length; poll++) {
      const sentAt = page.sentAt[poll]!;
      if (sentAt < from || sentAt > to) continue;
      const answeredAt = page.answeredAt[poll]!;
      samples.push({ from: sentAt, to: answeredAt, value: page.totals[poll] === null ? null : answeredAt - sentAt });
    }
  }
  return samples;
}

/** How many of these sendings were outside faults and in each fault's window. */
function whenSent(times: readonly number[], windows: readonly FaultWindow[]): string {
  const counts = new Map<string, number>();
  for (const time of times) {
    const names = windowsOf(windows, time, time).map((window) => window.name);
    for (const name of names.length === 0 ? ['outside faults'] : names) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => `${count(n)} sent ${name === 'outside faults' ? name : `in '${name}'`}`).join(', ');
}

/** A lag against its target, where it was, and its parts: intake (sending → row), counting (row → counted), the rest (totals' cache, the next poll). */
function lagLine(lag: Lag | null, targetMs: number, second: (time: number) => string, countedAt: ReadonlyMap<number, number>): string {
  if (!lag) return '– (none measured)';
  const where = `${lag.slug}, sent at ${second(lag.sentAt)} s${lag.faults.length > 0 ? `, across ${lag.faults.join(' and ')}` : ''}`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const counted = countedAt.get(lag.seq);
  const parts =
    `intake ${seconds(lag.storedAt - lag.sentAt)}, ` +
    (counted === undefined ? 'counting –' : `counting ${seconds(counted - lag.storedAt)}, then the bar ${seconds(lag.sentAt + lag.ms - counted)}`);
  return `${seconds(lag.ms)} (target ≤ ${targetMs / 1000} s) ${lag.ms <= targetMs ? 'ok' : 'MISSED'}  [${where}; ${parts}]`;
}

/** Messages stored from Kannel so far. */
async function storedCount(handle: DatabaseHandle): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM sms_messages WHERE source = 'kannel'`));
  return Number(row!.n);
}

/** Messages stored from Kannel once `expected` are, or after SETTLE_MS. */
async function untilStored(handle: DatabaseHandle, expected: number): Promise<number> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const stored = await storedCount(handle);
    if (stored >= expected || Date.now() > deadline) return stored;
    await sleep(1_000);
  }
}

/** Until the counter's queue is empty (every stored message counted). */
async function untilCounted(handle: DatabaseHandle): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline) {
    const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM sms_uncounted`));
    if (Number(row!.n) === 0) return;
    await sleep(500);
  }
}

/** The report of every organization over the period, built through HAProxy once the counter has caught up (not stale). */
async function finalReport(baseUrl: string, session: Record<string, string>, period: { from_date: string; to_date: string }): Promise<Report> {
  const query = new URLSearchParams(period).toString();
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    await fetch(`${baseUrl}/reports/none`, { method: 'PUT', headers: { ...session, 'content-type': 'application/json' }, body: JSON.stringify(period) });
    for (;;) {
      const response = await fetch(`${baseUrl}/reports/none?${query}`, { headers: session });
      const report = response.ok ? ((await response.json()) as Report) : null;
      if (report?.status === 'ready' && !report.stale) return report;
      if (!report || report.status !== 'building') break;
      await sleep(1_000);
    }
    await sleep(2_000);
  }
  throw new Error('the final report was not built in 5 minutes');
}

main().then(
  (ok) => {
    if (!ok) process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
