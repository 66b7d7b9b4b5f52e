/**
 * Running stages side by side. A phase: `{ name, lanes, jobs }`, each job a function resolving
 * to stage rows. Its lanes share one queue, each taking the next job when it is free, so no
 * lane sits idle while another still has work; the next phase starts when all its jobs end.
 */

/** Runs jobs on `lanes` lanes, each taking the next job when free. */
async function runInLanes(jobs, lanes) {
  const queue = [...jobs];
  const lane = async () => {
    const done = [];
    for (let job = queue.shift(); job; job = queue.shift()) done.push(...(await job()));
    return done;
  };
  return (await Promise.all(Array.from({ length: lanes }, lane))).flat();
}

/** Runs a phase; its rows overlap in time, and a wall row (its name) says what they took together. */
async function runPhase({ name, lanes, jobs }) {
  const started = process.hrtime.bigint();
  const rows = await runInLanes(jobs, lanes);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return [...rows.map((row) => ({ ...row, overlapping: true })), { name, seconds, passed: 0, failed: 0, skipped: 0 }];
}

/** Runs the phases one after another; resolves to every row of the summary. */
export async function runPhases(phases) {
  const rows = [];
  for (const phase of phases) rows.push(...(await runPhase(phase)));
  return rows;
}
