/**
 * `npm test`: every check of the project, in order, ending with one line
 * `N passed, N failed` (static checks count one each, then every vitest test).
 * Server suites also run against PostgreSQL when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const staticChecks = [
  ['typecheck (node)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']],
  ['typecheck (web)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.web.json']],
  ['typecheck (end-to-end tests)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.e2e.json']],
  ['eslint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['electronegativity', 'node', ['scripts/electronegativity.mjs']],
  // The end-to-end tests drive the built renderer.
  ['renderer build', 'npm', ['run', '--silent', 'build:renderer']],
];

let passed = 0;
let failed = 0;
let skipped = 0;

for (const [name, command, args] of staticChecks) {
  console.log(`\n▶ ${name}`);
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${name} failed`);
  }
}

const report = '.vitest-report.json';
rmSync(report, { force: true });
console.log('\n▶ vitest (unit, server, e2e)');
spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  stdio: 'inherit',
});
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += results.numPendingTests + results.numTodoTests;
  // A suite that fails to load counts as a failure even though none of its tests ran.
  failed += results.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} else {
  console.log('✗ vitest wrote no report');
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
