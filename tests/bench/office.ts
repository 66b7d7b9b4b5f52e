/**
 * `npm run bench:office`: the speed an office feels, every figure in one go, in Debian's Chromium
 * against browser mode, printed as one table (measure, figure, spread, target, ok or MISSED):
 *  - navigation → interactive login and sign-in → first list drawn (bench:startup's cold loads);
 *  - 100,000 keywords: a cold app start on the list → first page, next page, and the last key of
 *    a search → its results, the search box's pause included (bench:list's server-mode list);
 *  - the edit form of a project with 20 SMS rows, opened from the list, until it is interactive
 *    with its data, and apart from it when its rich-text editors are ready (form-open.ts);
 *  - interactions: a side-menu entry, a page turn, a row's status switch, a header's sort, each
 *    judged by its next paint (Event Timing, as INP) and by its first visibly changed frame, at the
 *    75th percentile (interactions.ts);
 *  - then, when package.json has it, `npm run bench:first-use` as a child process (the first save
 *    with rich text, page generation, report build and image after a start, each against the
 *    later ones), whose lines are printed as they are: its verdicts are its own.
 * Figures are the median of their runs (the interactions: the 75th percentile); the spread is
 * the lowest and highest run (min–max).
 *
 * --busy: a fixed CPU load runs beside the bench from before the first measurement to the end
 * (busy-load.ts: one thread per core, each spinning 50% of every 100 ms; --busy-duty P for another
 * share), and every figure is judged against twice its target. The threads live in this process,
 * so nothing of the load outlives it, whether the bench ends, fails or is stopped; stopped (Ctrl+C,
 * a kill), it also ends the processes it started (browser hosts, Chromium, bench:first-use).
 *
 * Options: --busy, --busy-duty P, --projects N (the projects list of the form and the
 * interactions; default 10,000), --pglite (passed on to bench:first-use). BENCH_KEYWORDS sets the
 * keywords for a quick trial, as for bench:list. Needs the renderer built (npm run build:renderer,
 * or BACKOFFICE_RENDERER_DIR, as for the host). The machine should be otherwise quiet: the load
 * average at the start and the end is printed, so a reader can tell.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { SEARCH_PAUSE_MS } from '../../src/shared/search-text';
import { startBusyLoad, type BusyLoad } from './busy-load';
import { FORM_OPEN_TARGET_MS, measureFormOpen } from './form-open';
import { INTERACTION_TARGET_MS, interactionLines, measureInteractions, nextPaintOf, p75 } from './interactions';
import { measureKeywordsList, SERVER_LIST_TARGETS } from './list';
import { measureStartup, STARTUP_TARGETS } from './startup';
import { count, median, ms } from './stats';
import { DEFAULT_PROJECTS, openProjectsApp } from './support/projects-app';
import { flag, numberOption } from './support/sms-bench-data';

const ROOT = resolve(__dirname, '../..');
const BUSY = flag('busy');
const BUSY_DUTY_PERCENT = numberOption('busy-duty', 50);
const PROJECTS = numberOption('projects', DEFAULT_PROJECTS);
const FIRST_USE_SCRIPT = 'bench:first-use';
/** Under --busy every figure may take this many times its target. */
const BUSY_ALLOWANCE = 2;

interface Row {
  measure: string;
  /** The runs, in ms; empty when the measurement failed. */
  values: number[];
  statistic: 'median' | 'p75';
  /** In ms; null: a figure for understanding, not judged. */
  target: number | null;
  failure?: string;
}

const statisticOf = (row: Row) => (row.statistic === 'median' ? median(row.values) : p75(row.values));
const allowedOf = (target: number) => (BUSY ? target * BUSY_ALLOWANCE : target);

function progress(line: string): void {
  console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs one part of the bench: its result, or undefined when it failed, the failure then standing in the rows of its measures. */
async function attempt<T>(label: string, rows: Row[], measures: readonly string[], run: () => Promise<T>): Promise<T | undefined> {
  progress(`${label}…`);
  try {
    return await run();
  } catch (error) {
    const failure = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    progress(`${label} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    rows.push(...measures.map((measure) => ({ measure, values: [], statistic: 'median' as const, target: null, failure })));
    return undefined;
  }
}

const KEYWORDS = count(Number(process.env.BENCH_KEYWORDS) || 100_000);
const MEASURES = {
  interactive: 'navigation → interactive login',
  firstList: 'sign-in → first list drawn',
  keywordsFirstPage: `${KEYWORDS} keywords: cold app start on the list → first page`,
  keywordsNextPage: `${KEYWORDS} keywords: next page`,
  keywordsSearch: `${KEYWORDS} keywords: search, last key → results (${SEARCH_PAUSE_MS} ms pause included)`,
  formReady: 'edit form, project with 20 SMS rows: Edit on the list → interactive with its data',
  formRichText: 'edit form: Edit → rich-text editors ready (for comparison)',
  nextPaint: 'interactions: menu entry, page turn, status switch, sort → next paint (Event Timing, INP)',
  visibleAnswer: 'interactions: the same → first visibly changed frame',
};

/** The table's rows, and notes printed under it: the details of a figure that say where its time goes. */
async function measureAll(): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const startup = await attempt('start-up: 5 cold loads and sign-ins', rows, [MEASURES.interactive, MEASURES.firstList], () => measureStartup());
  if (startup) {
    rows.push(
      { measure: MEASURES.interactive, values: startup.interactiveMs, statistic: 'median', target: STARTUP_TARGETS.interactiveMs },
      { measure: MEASURES.firstList, values: startup.firstListMs, statistic: 'median', target: STARTUP_TARGETS.firstListMs },
    );
  }

  const keywordMeasures = [MEASURES.keywordsFirstPage, MEASURES.keywordsNextPage, MEASURES.keywordsSearch];
  const keywords = await attempt(`${KEYWORDS} keywords: seeding, then 5 cold starts, next pages and searches`, rows, keywordMeasures, () =>
    measureKeywordsList(progress),
  );
  if (keywords) {
    rows.push(
      { measure: MEASURES.keywordsFirstPage, values: keywords.firstPageMs, statistic: 'median', target: SERVER_LIST_TARGETS.firstPageMs },
      { measure: MEASURES.keywordsNextPage, values: keywords.nextPageMs, statistic: 'median', target: SERVER_LIST_TARGETS.nextPageMs },
      { measure: MEASURES.keywordsSearch, values: keywords.searchMs, statistic: 'median', target: SERVER_LIST_TARGETS.searchMs },
    );
  }

  const formMeasures = [MEASURES.formReady, MEASURES.formRichText];
  const interactionMeasures = [MEASURES.nextPaint, MEASURES.visibleAnswer];
  const app = await attempt(`${count(PROJECTS)} projects: seeding, starting the app, signing in`, rows, [...formMeasures, ...interactionMeasures], () =>
    openProjectsApp({ projects: PROJECTS }),
  );
  if (!app) return { rows, notes };
  try {
    const form = await attempt('edit form: 10 opens', rows, formMeasures, () => measureFormOpen(app));
    if (form) {
      rows.push(
        { measure: MEASURES.formReady, values: form.readyMs, statistic: 'median', target: FORM_OPEN_TARGET_MS },
        { measure: MEASURES.formRichText, values: form.richTextMs, statistic: 'median', target: null },
      );
      notes.push(`edit form, in the order opened (the first may load the form's code): interactive ${ms(form.readyMs)} ms; editors ready ${ms(form.richTextMs)} ms`);
    }
    const interactions = await attempt('interactions: 8 of each', rows, interactionMeasures, () => measureInteractions(app));
    if (interactions) {
      const { timings, eventTiming } = interactions;
      if (!eventTiming) progress('this Chromium provides no Event Timing: every next paint counts as 16 ms');
      rows.push(
        { measure: MEASURES.nextPaint, values: timings.map(nextPaintOf), statistic: 'p75', target: INTERACTION_TARGET_MS },
        { measure: MEASURES.visibleAnswer, values: timings.map((timing) => timing.answerMs), statistic: 'p75', target: INTERACTION_TARGET_MS },
      );
      notes.push('interactions, each kind in the order run:', ...interactionLines(interactions).slice(2));
    }
  } finally {
    await app.close();
  }
  return { rows, notes };
}

function formatTable(rows: Row[]): string[] {
  const msText = (value: number) => `${value.toFixed(0)} ms`;
  const cells = rows.map((row) => {
    if (row.failure) return [row.measure, 'failed', '', '', row.failure];
    const figure = statisticOf(row);
    const allowed = row.target === null ? null : allowedOf(row.target);
    return [
      row.measure,
      `${msText(figure)} (${row.statistic} of ${row.values.length})`,
      `${Math.min(...row.values).toFixed(0)}–${Math.max(...row.values).toFixed(0)} ms`,
      row.target === null ? '—' : BUSY ? `≤ ${allowed} ms (2 × ${row.target})` : `≤ ${row.target} ms`,
      allowed === null ? '' : figure <= allowed ? 'ok' : 'MISSED',
    ];
  });
  const header = ['measure', 'figure', 'spread (min–max)', BUSY ? 'target under load' : 'target', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...cells.map(line)];
}

/** `npm run bench:first-use` as a child process, when package.json has it: its printed lines, and whether it ended well. */
async function runFirstUse(children: Set<ChildProcess>): Promise<string[]> {
  const scripts = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  if (!scripts[FIRST_USE_SCRIPT]) return [`npm run ${FIRST_USE_SCRIPT}: not there yet (package.json has no such script)`];
  progress(`npm run ${FIRST_USE_SCRIPT}`);
  const args = ['run', '--silent', FIRST_USE_SCRIPT, ...(flag('pglite') ? ['--', '--pglite'] : [])];
  const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  let errors = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const code = await new Promise<number | string>((done) => {
    child.once('error', (error) => done(error.message));
    child.once('close', (exitCode) => done(exitCode ?? 'a signal'));
  });
  children.delete(child);
  const indented = output
    .trimEnd()
    .split('\n')
    .map((line) => (line.trim() ? `  ${line}` : ''));
  const lines = [`npm run ${FIRST_USE_SCRIPT}${args.includes('--pglite') ? ' -- --pglite' : ''}:`, ...indented];
  if (code !== 0) lines.push(`  FAILED (exit ${code}): ${errors.trim().split('\n').slice(-5).join(' | ')}`);
  return lines;
}

/**
 * The processes this one started (a browser host, Chromium, bench:first-use), from /proc where there
 * is one: the measuring functions keep their children to themselves.
 */
function ownChildProcessIds(): number[] {
  if (!existsSync('/proc/self/stat')) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // "pid (name) state ppid …": the name may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid ? [Number(pid)] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/**
 * Ctrl+C or a kill: stop the load and every process this one started before leaving. A terminal's
 * Ctrl+C reaches them all anyway; a kill of this process alone would leave a browser host behind.
 */
function stopOnSignals(load: BusyLoad | null, children: Set<ChildProcess>): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      progress(`${signal}: stopping`);
      for (const child of children) child.kill('SIGTERM');
      for (const pid of ownChildProcessIds()) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // ended meanwhile
        }
      }
      void (load?.stop() ?? Promise.resolve()).finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
    });
  }
}

async function main(): Promise<void> {
  const rendererDir = resolve(process.env.BACKOFFICE_RENDERER_DIR || resolve(ROOT, 'out/renderer'));
  if (!existsSync(resolve(rendererDir, 'index.html'))) throw new Error('Build the renderer first: npm run build:renderer');
  const started = performance.now();
  const startLoad = loadAverage();
  const children = new Set<ChildProcess>();
  const load = BUSY ? startBusyLoad({ dutyPercent: BUSY_DUTY_PERCENT }) : null;
  stopOnSignals(load, children);
  let measured: { rows: Row[]; notes: string[] };
  let firstUse: string[];
  try {
    measured = await measureAll();
    firstUse = await runFirstUse(children);
  } finally {
    await load?.stop();
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log('');
  console.log(
    BUSY
      ? `bench:office under load: ${load!.description}; every figure judged against twice its target.`
      : 'bench:office, quiet: no load beside the bench.',
  );
  console.log(
    `${availableParallelism()} cores; load average (1, 5, 15 min) ${startLoad} at the start, ${loadAverage()} at the end; ` +
      `renderer ${rendererDir}; ${minutes} min in all.`,
  );
  console.log('');
  for (const line of formatTable(measured.rows)) console.log(line);
  console.log('');
  for (const line of measured.notes) console.log(line);
  console.log('');
  for (const line of firstUse) console.log(line);
  if (measured.rows.some((row) => row.failure)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
