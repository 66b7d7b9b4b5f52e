/**
 * `npm test` (scripts/test.mjs) must not count a group that never ran as passed: a vitest run
 * stopped by its global setup writes an empty report, a test file vitest was given may be left
 * out without a word, and a `beforeAll` that throws leaves its tests skipped. The runner runs
 * here as a command, on plans (TEST_PLAN) of tiny vitest groups that fail in those ways
 * (tests/unit/fixtures/test-runner/), and must end on a failure that names them.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const FIXTURES = 'tests/unit/fixtures/test-runner';
const workDir = mkdtempSync(join(tmpdir(), 'test-runner-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface FixtureRun {
  projects: string[];
  label: string;
  files?: string[];
}

/** Runs scripts/test.mjs on one phase of these runs, its logs and reports in a folder of its own. */
async function runPlan(name: string, runs: FixtureRun[]): Promise<{ status: number | null; output: string; lines: string[] }> {
  const resultsDir = join(workDir, name);
  const plan = join(workDir, `${name}.json`);
  const phase = { name: 'fixture groups (wall)', lanes: 2, runs: runs.map((run) => ({ ...run, config: `${FIXTURES}/vitest.config.ts` })) };
  writeFileSync(plan, JSON.stringify({ phases: [phase] }));
  const child = spawn(process.execPath, ['scripts/test.mjs'], { env: { ...process.env, TEST_PLAN: plan, TEST_RESULTS_DIR: resultsDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [status] = (await once(child, 'exit')) as [number | null];
  return { status, output, lines: output.trimEnd().split('\n') };
}

/** The lines after "Failed:", where the run names what failed. */
const failedSection = (lines: string[]) => lines.slice(lines.indexOf('Failed:'));

describe('the test runner', () => {
  it('passes a run whose groups all pass', async () => {
    const run = await runPlan('passing', [{ projects: ['passing'], label: 'group 1' }]);
    expect(run.lines.at(-1), run.output).toBe('1 passed, 0 failed');
    expect(run.status).toBe(0);
  }, 30_000);

  it('fails a run with a group whose global setup throws, naming the group and the error', async () => {
    const run = await runPlan('global-setup', [
      { projects: ['passing'], label: 'group 1' },
      { projects: ['global-setup-throws'], label: 'group 2' },
    ]);
    // The group ran no test (one failure) and vitest exited 1 (another); the first group's test still counts.
    expect(run.lines.at(-1), run.output).toBe('1 passed, 2 failed');
    expect(run.status).toBe(1);
    expect(run.lines).toContainEqual(expect.stringMatching(/^vitest global-setup-throws \(group 2\) {2}✗ ran no test +\d/));
    const failed = failedSection(run.lines);
    expect(failed).toContainEqual(expect.stringMatching(/› vitest global-setup-throws \(group 2\) ran no test$/));
    expect(failed).toContainEqual(expect.stringMatching(/› vitest global-setup-throws \(group 2\) exited with status 1$/));
    expect(failed).toContainEqual(expect.stringContaining('Error: Port 44159 is already in use; set PORT to another port.'));
  }, 30_000);

  it('fails a run when vitest leaves out a file it was given, naming the file', async () => {
    const missing = `${FIXTURES}/missing.fixture.ts`;
    const run = await runPlan('missing-file', [{ projects: ['passing'], label: 'group 1', files: [`${FIXTURES}/passes.fixture.ts`, missing] }]);
    // vitest itself runs the file it found and exits 0.
    expect(run.lines.at(-1), run.output).toBe('1 passed, 1 failed');
    expect(run.status).toBe(1);
    expect(failedSection(run.lines)).toContain(`✗ ${missing} › (vitest did not run this file)`);
  }, 30_000);

  it('fails a run with a file whose beforeAll throws, though its tests only count as skipped', async () => {
    const run = await runPlan('hook', [{ projects: ['hook-throws'], label: 'group 1' }]);
    expect(run.lines.at(-1), run.output).toBe('0 passed, 1 failed, 2 skipped');
    expect(run.status).toBe(1);
    const failed = failedSection(run.lines);
    expect(failed).toContain(`✗ ${FIXTURES}/hook-throws.fixture.ts › (the file failed outside its tests)`);
    expect(failed).toContainEqual(expect.stringContaining('the suite could not start'));
  }, 30_000);
});
