/**
 * A plan of vitest runs given as a JSON file (`TEST_PLAN`), run instead of the project's own:
 * what the runner's test (tests/unit/test-runner.test.ts) drives it with. Its shape:
 *
 *   { "phases": [ { "name": "<its wall row>", "lanes": 2,
 *                   "runs": [ { "projects": ["<name>"], "label": "…", "files": ["…"], "config": "<vitest config>" } ] } ] }
 *
 * `label`, `files` and `config` are optional, as for `runVitest`; paths are from the working folder.
 */
import { readFileSync } from 'node:fs';
import { runVitest } from './stages.mjs';

export function phasesOfPlanFile(path, { reportDir }) {
  const plan = JSON.parse(readFileSync(path, 'utf8'));
  return plan.phases.map(({ name, lanes, runs }) => ({ name, lanes, jobs: runs.map((run) => () => runVitest({ ...run, reportDir })) }));
}
