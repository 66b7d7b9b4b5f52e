/**
 * `npm test`: every check of the project, then a table of what each stage took and found,
 * ending with one line `N passed, N failed` (static checks count one each, then every vitest
 * test). The unit project and the renderer build (which the end-to-end tests drive) run first,
 * so a broken basic shows in seconds, with two static checks beside them. Then everything else
 * shares two lanes, one per core: one queue of jobs, longest first, that each lane takes the next
 * of when it is free, so neither core sits idle while the other still has work. The jobs: the integration and server suites
 * (one run), each static check (a type check or a lint is a single-core program), and the
 * end-to-end files in groups (within a run, one file after another, each a browser and a host);
 * the last groups hold one file each, so the lanes end close together. Each job's output is
 * kept in test-results/ and printed when it ends; the rows of the lanes overlap in time, and the
 * wall rows say what they took together.
 * A stage fails when its command exits non-zero, when vitest leaves out a file it was given, or
 * when it runs no test at all, whatever its report counts (scripts/test-runner/stages.mjs); the
 * run exits non-zero when anything failed.
 * Server suites also run against PostgreSQL when DATABASE_URL is set.
 *
 * Temporary files go to a folder in memory when /dev/shm has room (test-runner/memory-temp-folder.mjs).
 *
 * TEST_PLAN=<file.json> runs that plan of vitest runs instead (scripts/test-runner/plan-file.mjs;
 * the runner's own test uses it), and TEST_RESULTS_DIR=<folder> keeps the logs and reports there
 * instead of in test-results/.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPhases } from './test-runner/lanes.mjs';
import { memoryTempFolder, removeTempFolder } from './test-runner/memory-temp-folder.mjs';
import { phasesOfPlanFile } from './test-runner/plan-file.mjs';
import { runCheck, runVitest } from './test-runner/stages.mjs';
import { printSummary } from './test-runner/summary.mjs';
import { filesOf } from './test-runner/vitest-report.mjs';

const reportDir = process.env.TEST_RESULTS_DIR || 'test-results';

const staticChecks = [
  { name: 'typecheck (node)', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.node.json'] },
  { name: 'typecheck (web)', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.web.json'] },
  { name: 'typecheck (end-to-end tests)', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.e2e.json'] },
  { name: 'eslint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'electronegativity', command: 'node', args: ['scripts/electronegativity.mjs'] },
];
/** The static checks run beside the unit project (about its minute together with the build); the others join the lanes after. */
const besideUnit = staticChecks.filter((check) => ['typecheck (web)', 'electronegativity'].includes(check.name));
const afterUnit = staticChecks.filter((check) => !besideUnit.includes(check));
const rendererBuild = { name: 'renderer build', command: 'npm', args: ['run', '--silent', 'build:renderer'] };

/** The end-to-end files' own seconds in the last run, by path: what the next run orders its groups by. */
const e2eDurationsFile = join(reportDir, 'e2e-durations.json');

/**
 * The end-to-end files in groups, heaviest first: by their seconds in the last run when known,
 * else by their size. Early groups hold several files (each vitest run has a start of its own);
 * the last few hold one each.
 */
function endToEndGroups(e2eDurations) {
  const files = readdirSync('tests/e2e')
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/e2e/${file}`);
  // About a kilobyte of test per second when no run has timed a file yet.
  const weight = (file) => e2eDurations[file] ?? statSync(file).size / 1000;
  files.sort((a, b) => weight(b) - weight(a));
  // A run's start (vitest, its worker, Playwright) is paid once per group, its files sharing the
  // worker; six single files of the lightest still let the two lanes end within a file of each other.
  // A file of a minute or more (the walks over every screen) is a group of its own, started first.
  const SINGLE_AT_END = 6;
  const GROUP_SIZE = 4;
  const ALONE_FROM_SECONDS = 60;
  const groups = [];
  while (files.length > 0 && weight(files[0]) >= ALONE_FROM_SECONDS) groups.push(files.splice(0, 1));
  while (files.length > SINGLE_AT_END) groups.push(files.splice(0, GROUP_SIZE));
  groups.push(...files.map((file) => [file]));
  return groups;
}

/** The project's own plan: every suite and check, on two lanes. */
async function runProjectPlan() {
  // Every end-to-end run of this one copies the same seeded data folder (tests/support/seeded-data.ts).
  const seededDataCache = join(tmpdir(), `backoffice-e2e-seeded-run-${process.pid}`);
  rmSync(seededDataCache, { recursive: true, force: true });
  const e2eEnv = { E2E_SEEDED_DATA_CACHE: seededDataCache };
  // This machine's last timings, else those a CI run measured (kept in the repository, so a fresh
  // clone plans its lanes by how long files take rather than by their size).
  const timings = existsSync(e2eDurationsFile) ? e2eDurationsFile : 'scripts/test-runner/e2e-durations.json';
  const e2eDurations = existsSync(timings) ? JSON.parse(readFileSync(timings, 'utf8')) : {};
  const recordE2eDurations = (results) => {
    for (const file of filesOf(results, 'e2e')) e2eDurations[file.name.slice(file.name.indexOf('tests/e2e/'))] = (file.endTime - file.startTime) / 1000;
  };
  const context = { reportDir };
  const rows = await runPhases([
    {
      name: 'unit + renderer build (wall)',
      lanes: 2,
      // The build takes seconds and the unit project a minute: the build's lane goes on with the
      // static checks that fit beside it, so neither lane waits.
      jobs: [() => runVitest({ projects: ['unit'], ...context }), () => runCheck(rendererBuild, context), ...besideUnit.map((check) => () => runCheck(check, context))],
    },
    {
      name: 'both lanes (wall)',
      lanes: 2,
      jobs: [
        () => runVitest({ projects: ['integration', 'server'], ...context }),
        ...afterUnit.map((check) => () => runCheck(check, context)),
        ...endToEndGroups(e2eDurations).map(
          (files, index) => () => runVitest({ projects: ['e2e'], label: `group ${index + 1}`, files, env: e2eEnv, onReport: recordE2eDurations, ...context }),
        ),
      ],
    },
  ]);
  rmSync(seededDataCache, { recursive: true, force: true });
  writeFileSync(e2eDurationsFile, `${JSON.stringify(e2eDurations, null, 2)}\n`);
  return rows;
}

mkdirSync(reportDir, { recursive: true });
// Every stage's temporary files in memory where the machine has room (a TMPDIR given is kept).
const inMemory = process.env.TMPDIR ? null : memoryTempFolder();
if (inMemory) {
  process.env.TMPDIR = inMemory;
  // A run stopped by Ctrl+C leaves no memory taken behind (its stages get the signal too).
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      removeTempFolder(inMemory);
      process.exit(130);
    });
  }
}
const rows = process.env.TEST_PLAN ? await runPhases(phasesOfPlanFile(process.env.TEST_PLAN, { reportDir })) : await runProjectPlan();
if (inMemory) removeTempFolder(inMemory);
process.exit(printSummary(rows) ? 0 : 1);
