/**
 * `npm test`: every check of the project, then a table of what each stage took and found,
 * ending with one line `N passed, N failed` (static checks count one each, then every vitest
 * test). The unit project and the renderer build (which the end-to-end tests drive) run first,
 * so a broken basic shows in seconds. Then everything else shares two lanes, one per core: one
 * queue of jobs, longest first, that each lane takes the next of when it is free, so neither
 * core sits idle while the other still has work. The jobs: the integration and server suites
 * (one run), each static check (a type check or a lint is a single-core program), and the
 * end-to-end files in groups (within a run, one file after another, each a browser and a host);
 * the last groups hold one file each, so the lanes end close together. Each job's output is
 * kept in test-results/ and printed when it ends; the rows of the lanes overlap in time, and the
 * wall rows say what they took together.
 * Server suites also run against PostgreSQL when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reportDir = 'test-results';

const staticChecks = [
  ['typecheck (node)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']],
  ['typecheck (web)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.web.json']],
  ['typecheck (end-to-end tests)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.e2e.json']],
  ['eslint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['electronegativity', 'node', ['scripts/electronegativity.mjs']],
];
const rendererBuild = ['renderer build', 'npm', ['run', '--silent', 'build:renderer']];

/** One row of the summary per stage: its name, seconds, and tests passed, failed and skipped. */
const stages = [];

/** Runs a command with its output in a log file, printed when it ends; resolves to its exit status and seconds. */
async function runLogged(name, command, args, log, env) {
  console.log(`\n▶ ${name} (output: ${log}, printed when it ends)`);
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const file = createWriteStream(log);
  child.stdout.pipe(file);
  child.stderr.pipe(file);
  const status = await new Promise((resolve) => child.on('close', resolve));
  await new Promise((resolve) => file.end(resolve));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`\n▶ ${name}: output\n${readFileSync(log, 'utf8')}`);
  return { status, seconds };
}

/** The end of a log, where a failed command says why. */
const lastLines = (log) => readFileSync(log, 'utf8').split('\n').filter((text) => text.trim()).slice(-6).join('\n');

const slug = (text) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

async function runStaticCheck([name, command, args]) {
  const { status, seconds } = await runLogged(name, command, args, join(reportDir, `${slug(name)}.log`));
  const ok = status === 0;
  if (!ok) console.log(`✗ ${name} failed`);
  const failures = ok ? [] : [{ file: join(reportDir, `${slug(name)}.log`), test: name, message: lastLines(join(reportDir, `${slug(name)}.log`)) }];
  return [{ name, seconds, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, failures }];
}

/** What a vitest JSON report counts of these files; a suite that fails to load is a failure though none of its tests ran. */
function countFiles(files) {
  const count = (status) => files.reduce((sum, file) => sum + file.assertionResults.filter((test) => test.status === status).length, 0);
  const unloaded = files.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  const failures = [
    ...files.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ file: relativeName(file.name), test: test.fullName, message: test.failureMessages?.[0] ?? '' })),
    ),
    ...unloaded.map((file) => ({ file: relativeName(file.name), test: '(the file did not run)', message: file.message ?? '' })),
  ];
  return {
    passed: count('passed'),
    failed: count('failed') + unloaded.length,
    skipped: count('pending') + count('skipped') + count('todo'),
    failures,
  };
}

/** A test file's name from the repository root (the report holds absolute paths). */
const relativeName = (name) => {
  const path = name.replaceAll('\\', '/');
  const at = path.indexOf('/tests/');
  return at === -1 ? path : path.slice(at + 1);
};

/** The files of one project: its tests live in tests/<project>/. */
const filesOf = (results, project) => results.testResults.filter((file) => file.name.replaceAll('\\', '/').includes(`/tests/${project}/`));

function spanSeconds(files) {
  if (files.length === 0) return 0;
  return (Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))) / 1000;
}

/** The end-to-end files' own seconds in the last run, by path: what the next run orders its groups by. */
const e2eDurationsFile = join(reportDir, 'e2e-durations.json');
const e2eDurations = existsSync(e2eDurationsFile) ? JSON.parse(readFileSync(e2eDurationsFile, 'utf8')) : {};

/** One vitest run of these projects (and only these files, when given); resolves to its stages. */
async function runVitest(projects, { label, files = [], env } = {}) {
  const id = label ? `${projects.join('-')}-${slug(label)}` : projects.join('-');
  const name = `vitest ${projects.join(' + ')}${label ? ` (${label})` : ''}`;
  const report = join(reportDir, `vitest-${id}.json`);
  rmSync(report, { force: true });
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const args = ['vitest', 'run', ...projectArgs, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const { seconds } = await runLogged(name, 'npx', args, join(reportDir, `${id}.log`), env);
  if (!existsSync(report)) {
    console.log(`✗ ${name} wrote no report`);
    const log = join(reportDir, `${id}.log`);
    return [{ name, seconds, passed: 0, failed: 1, skipped: 0, failures: [{ file: log, test: `${name} wrote no report`, message: lastLines(log) }] }];
  }
  const results = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of filesOf(results, 'e2e')) e2eDurations[file.name.slice(file.name.indexOf('tests/e2e/'))] = (file.endTime - file.startTime) / 1000;
  if (projects.length === 1) return [{ name, seconds, ...countFiles(results.testResults) }];
  const rows = projects.map((project) => {
    const files = filesOf(results, project);
    return { name: `  ${project} (span)`, seconds: spanSeconds(files), ...countFiles(files), overlapping: true };
  });
  // Files of no known project still count.
  const known = new Set(projects.flatMap((project) => filesOf(results, project)));
  return [...rows, { name: `${name} (wall)`, seconds, ...countFiles(results.testResults.filter((file) => !known.has(file))), overlapping: true }];
}

/**
 * The end-to-end files in groups, heaviest first: by their seconds in the last run when known,
 * else by their size. Early groups hold several files (each vitest run has a start of its own);
 * the last few hold one each.
 */
function endToEndGroups() {
  const files = readdirSync('tests/e2e')
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/e2e/${file}`);
  // About a kilobyte of test per second when no run has timed a file yet.
  const weight = (file) => e2eDurations[file] ?? statSync(file).size / 1000;
  files.sort((a, b) => weight(b) - weight(a));
  // A run's start (vitest, its worker, Playwright) is paid once per group, its files sharing the
  // worker; six single files of the lightest still let the two lanes end within a file of each other.
  const SINGLE_AT_END = 6;
  const GROUP_SIZE = 4;
  const groups = [];
  while (files.length > SINGLE_AT_END) groups.push(files.splice(0, GROUP_SIZE));
  groups.push(...files.map((file) => [file]));
  return groups;
}

/** Runs jobs (functions resolving to stages) on `lanes` lanes, each taking the next job when free. */
async function runInLanes(jobs, lanes) {
  const queue = [...jobs];
  const lane = async () => {
    const done = [];
    for (let job = queue.shift(); job; job = queue.shift()) done.push(...(await job()));
    return done;
  };
  return (await Promise.all(Array.from({ length: lanes }, lane))).flat();
}

/** Runs stages at the same time; their rows overlap, and a wall row says what they took together. */
async function together(name, lanes, jobs) {
  const started = process.hrtime.bigint();
  const rows = await runInLanes(jobs, lanes);
  stages.push(...rows.map((stage) => ({ ...stage, overlapping: true })));
  stages.push({ name, seconds: Number(process.hrtime.bigint() - started) / 1e9, passed: 0, failed: 0, skipped: 0 });
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
  // The log's tail is what CI shows: name every failure there, with the first lines of its error
  // (without the terminal's colour codes the report keeps).
  const failures = stages.flatMap((stage) => stage.failures ?? []);
  if (failures.length > 0) console.log('\nFailed:');
  for (const failure of failures) {
    console.log(`✗ ${failure.file} › ${failure.test}`);
    const firstLines = stripVTControlCharacters(failure.message).split('\n').filter((text) => text.trim()).slice(0, 6);
    for (const text of firstLines) console.log(`    ${text.trim().slice(0, 300)}`);
  }
}


mkdirSync(reportDir, { recursive: true });
// Every end-to-end run of this one copies the same seeded data folder (tests/support/seeded-data.ts).
const seededDataCache = join(tmpdir(), `backoffice-e2e-seeded-run-${process.pid}`);
rmSync(seededDataCache, { recursive: true, force: true });
const e2eEnv = { E2E_SEEDED_DATA_CACHE: seededDataCache };
await together('unit + renderer build (wall)', 2, [() => runVitest(['unit']), () => runStaticCheck(rendererBuild)]);
await together('both lanes (wall)', 2, [
  () => runVitest(['integration', 'server']),
  ...staticChecks.map((check) => () => runStaticCheck(check)),
  ...endToEndGroups().map((files, index) => () => runVitest(['e2e'], { label: `group ${index + 1}`, files, env: e2eEnv })),
]);
rmSync(seededDataCache, { recursive: true, force: true });
writeFileSync(e2eDurationsFile, `${JSON.stringify(e2eDurations, null, 2)}\n`);
printSummary();

const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
const skipped = stages.reduce((sum, stage) => sum + stage.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
