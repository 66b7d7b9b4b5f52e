/**
 * Runs electronegativity over src and fails on any high or medium finding.
 * The tool itself always exits 0, so its CSV report is read back here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'electronegativity-'));
const report = join(dir, 'report.csv');
const run = spawnSync('npx', ['electronegativity', '-i', 'src', '-r', '-s', 'medium', '-o', report], {
  encoding: 'utf8',
  env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
});
if (run.status !== 0) {
  process.stderr.write(run.stdout + run.stderr);
  process.exit(run.status ?? 1);
}
// Columns: issue, severity, confidence, file, location, sample, description, url.
const rows = readFileSync(report, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .filter((row) => /^[A-Z_]+,"(HIGH|MEDIUM)"/.test(row));
rmSync(dir, { recursive: true, force: true });
if (rows.length > 0) {
  console.error(`electronegativity: ${rows.length} high or medium finding(s):`);
  for (const row of rows) console.error(`  ${row}`);
  process.exit(1);
}
console.log('electronegativity: no high or medium findings');
