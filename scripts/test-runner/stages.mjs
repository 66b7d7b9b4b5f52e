/**
 * The stages of a test run: a command that checks (a type check, a lint, a build) and a vitest
 * run. Each resolves to rows of the summary: `{ name, seconds, passed, failed, skipped, failures }`,
 * a failure being `{ file, test, message }`. Besides what a vitest report counts, a stage fails
 * when its command does not exit with status 0, when vitest leaves out a test file it was given,
 * and when a run (or a project of it) runs no test at all: a report then counts nothing, and
 * nothing must not read as success (vitest stopped by a global setup that throws writes an empty
 * report and exits 1).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lastLines, runLogged, slug } from './logged-command.mjs';
import { countFiles, filesOf, missingFiles, spanSeconds } from './vitest-report.mjs';

/** What the table adds to the name of a row that was meant to run tests and ran none. */
export const NO_TEST_MARK = '✗ ran no test';

/** A static check or a build: one passed when it exits with status 0, else one failed with the end of its log. */
export async function runCheck({ name, command, args }, { reportDir }) {
  const log = join(reportDir, `${slug(name)}.log`);
  const { exit, seconds } = await runLogged(name, command, args, log);
  if (exit) console.log(`✗ ${name} failed`);
  return [{ name, seconds, passed: exit ? 0 : 1, failed: exit ? 1 : 0, skipped: 0, failures: exit ? [exitFailure(name, exit, log)] : [] }];
}

/**
 * One vitest run of these projects (only these files, when given; of `config` instead of the
 * repository's vitest.config.ts, when given). One project makes one row; several make a row per
 * project (its files' span, the rows overlapping) and one of the run's wall time. `onReport`
 * is handed the report.
 */
export async function runVitest({ projects, label, files = [], config, env, reportDir, onReport }) {
  const id = label ? `${projects.join('-')}-${slug(label)}` : projects.join('-');
  const name = `vitest ${projects.join(' + ')}${label ? ` (${label})` : ''}`;
  const report = join(reportDir, `vitest-${id}.json`);
  const log = join(reportDir, `${id}.log`);
  rmSync(report, { force: true });
  const configArgs = config ? ['--config', config] : [];
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const args = ['vitest', 'run', ...configArgs, ...projectArgs, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const { exit, seconds } = await runLogged(name, 'npx', args, log, env);
  // Without a report (vitest stopped before writing one), the run has no test file to show.
  const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { testResults: [] };
  onReport?.(results);

  const projectRows =
    projects.length === 1
      ? [{ name, seconds, ...countFiles(results.testResults) }]
      : projects.map((project) => {
          const projectFiles = filesOf(results, project);
          return { name: `  ${project} (span)`, seconds: spanSeconds(projectFiles), ...countFiles(projectFiles), overlapping: true };
        });
  // Every project of the run is there to run tests.
  const checkedRows = projectRows.map((row, index) => failIfNoTestRan(row, projects.length === 1 ? name : `${name}: ${projects[index]}`, log));
  const reportFailed = projectRows.some((row) => row.failed > 0);
  const runFailures = [
    ...missingFiles(results, files).map((file) => ({ file, test: '(vitest did not run this file)', message: `${name} was given this file and reported nothing of it.` })),
    // A failed test explains the exit status; anything else (an error outside the tests) is told by the end of the log.
    ...(exit && !reportFailed ? [exitFailure(name, exit, log)] : []),
  ];
  if (projects.length === 1) return [withFailures(checkedRows[0], runFailures)];
  // Files of no known project still count.
  const known = new Set(projects.flatMap((project) => filesOf(results, project)));
  const wall = { name: `${name} (wall)`, seconds, ...countFiles(results.testResults.filter((file) => !known.has(file))), overlapping: true };
  return [...checkedRows, withFailures(wall, runFailures)];
}

const exitFailure = (name, exit, log) => ({ file: log, test: `${name} ${exit}`, message: lastLines(log) });

const withFailures = (row, failures) => ({ ...row, failed: row.failed + failures.length, failures: [...row.failures, ...failures] });

/** A row that was meant to run tests and ran none: marked in the table, and one failure. */
function failIfNoTestRan(row, what, log) {
  if (row.passed + row.failed + row.skipped > 0) return row;
  return withFailures({ ...row, name: `${row.name}  ${NO_TEST_MARK}` }, [{ file: log, test: `${what} ran no test`, message: '' }]);
}
