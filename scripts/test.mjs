/**
 * `npm test`: every check of the project, in order, then a table of what each stage took and
 * found, ending with one line `N passed, N failed` (static checks count one each, then every
 * vitest test). The unit project runs first and alone, so a broken basic shows in seconds. Then
 * two lanes at once, one per core. The end-to-end files are cut into E2E_PARTS parts (vitest's
 * `--shard`; within a part, one file after another, each a browser and a host): one lane takes
 * parts from the start, the other runs the integration and server suites and then takes parts
 * too, so neither core sits idle while the other still has work. Each run's output is kept in
 * test-results/ and printed when it ends; the rows of the two lanes overlap in time, and the wall
 * row says what the pair took.
 * Server suites also run against PostgreSQL when DATABASE_URL is set.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const staticChecks = [
  ['typecheck (node)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']],
  ['typecheck (web)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.web.json']],
  ['typecheck (end-to-end tests)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.e2e.json']],
  ['eslint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['electronegativity', 'node', ['scripts/electronegativity.mjs']],
  // The end-to-end tests drive the built renderer.
  ['renderer build', 'npm', ['run', '--silent', 'build:renderer']],
];


const reportDir = 'test-results';

/** One row of the summary per stage: its name, seconds, and tests passed, failed and skipped. */
const stages = [];

function timed(run) {
  const started = process.hrtime.bigint();
  const outcome = run();
  return { ...outcome, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

function runStaticCheck([name, command, args]) {
  console.log(`\n▶ ${name}`);
  const stage = timed(() => {
    const ok = spawnSync(command, args, { stdio: 'inherit' }).status === 0;
    if (!ok) console.log(`✗ ${name} failed`);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  });
  stages.push({ name, ...stage });
}

/** What a vitest JSON report counts of these files; a suite that fails to load is a failure though none of its tests ran. */
function countFiles(files) {
  const count = (status) => files.reduce((sum, file) => sum + file.assertionResults.filter((test) => test.status === status).length, 0);
  const unloaded = files.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  return { passed: count('passed'), failed: count('failed') + unloaded, skipped: count('pending') + count('skipped') + count('todo') };
}

/** The files of one project: its tests live in tests/<project>/. */
const filesOf = (results, project) => results.testResults.filter((file) => file.name.replaceAll('\\', '/').includes(`/tests/${project}/`));

function spanSeconds(files) {
  if (files.length === 0) return 0;
  return (Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))) / 1000;
}

/** One vitest run of these projects; resolves to its stages. Output to the console, or to a log file. */
async function runVitest(projects, log, shard) {
  const name = `vitest ${projects.join(' + ')}${shard ? ` (part ${shard})` : ''}`;
  const report = join(reportDir, `vitest-${projects.join('-')}${shard ? `-${shard.replace('/', 'of')}` : ''}.json`);
  rmSync(report, { force: true });
  console.log(`\n▶ ${name}${log ? ` (output: ${log}, printed when it ends)` : ''}`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const started = process.hrtime.bigint();
  const shardArgs = shard ? [`--shard=${shard}`] : [];
  const child = spawn('npx', ['vitest', 'run', ...projectArgs, ...shardArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (log) {
    const file = createWriteStream(log);
    child.stdout.pipe(file);
    child.stderr.pipe(file);
  }
  await new Promise((resolve) => child.on('close', resolve));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (log) console.log(`\n▶ ${name}: output\n${readFileSync(log, 'utf8')}`);
  if (!existsSync(report)) {
    console.log(`✗ ${name} wrote no report`);
    return [{ name, seconds, passed: 0, failed: 1, skipped: 0 }];
  }
  const results = JSON.parse(readFileSync(report, 'utf8'));
  if (projects.length === 1) return [{ name, seconds, ...countFiles(results.testResults) }];
  const rows = projects.map((project) => {
    const files = filesOf(results, project);
    return { name: `  ${project} (span)`, seconds: spanSeconds(files), ...countFiles(files), overlapping: true };
  });
  // Files of no known project still count.
  const known = new Set(projects.flatMap((project) => filesOf(results, project)));
  return [...rows, { name: `${name} (wall)`, seconds, ...countFiles(results.testResults.filter((file) => !known.has(file))), overlapping: true }];
}

function printSummary() {
  const columns = ['Stage', 'Time', 'Passed', 'Failed', 'Skipped'];
  const rows = stages.map((stage) => [stage.name, `${stage.seconds.toFixed(1)} s`, stage.passed, stage.failed, stage.skipped].map(String));
  const total = (key) => stages.reduce((sum, stage) => sum + (key === 'seconds' && stage.overlapping ? 0 : stage[key]), 0);
  rows.push(['total', `${total('seconds').toFixed(1)} s`, ...['passed', 'failed', 'skipped'].map((key) => String(total(key)))]);
  const widths = columns.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  // The name reads left to right; the figures line up on the right.
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  console.log(`\n${line(columns)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

mkdirSync(reportDir, { recursive: true });
for (const check of staticChecks) runStaticCheck(check);
stages.push(...(await runVitest(['unit'])));
const started = process.hrtime.bigint();
// Enough parts that the lane freed first can take over the rest; few enough that the parts'
// own start (a seeded database each, see tests/support/seeded-data.ts) stays small.
const E2E_PARTS = 4;
const e2eParts = Array.from({ length: E2E_PARTS }, (_, index) => `${index + 1}/${E2E_PARTS}`);
/** Runs end-to-end parts until none is left. */
async function takeEndToEndParts() {
  const done = [];
  for (let part = e2eParts.shift(); part; part = e2eParts.shift()) {
    done.push(...(await runVitest(['e2e'], join(reportDir, `e2e-${part.replace('/', 'of')}.log`), part)));
  }
  return done;
}
const serverThenEndToEnd = async () => [...(await runVitest(['integration', 'server'], join(reportDir, 'server.log'))), ...(await takeEndToEndParts())];
const together = await Promise.all([takeEndToEndParts(), serverThenEndToEnd()]);
stages.push(...together.flat().map((stage) => ({ ...stage, overlapping: true })));
stages.push({ name: 'both lanes (wall)', seconds: Number(process.hrtime.bigint() - started) / 1e9, passed: 0, failed: 0, skipped: 0 });
printSummary();

const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
const skipped = stages.reduce((sum, stage) => sum + stage.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
