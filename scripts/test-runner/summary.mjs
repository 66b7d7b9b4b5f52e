/** The end of a test run's output: a table of its stages, what failed, and one line of totals. */
import { stripVTControlCharacters } from 'node:util';

const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);

/** Rows that overlap in time (lanes, projects of one run) leave the total time to their wall rows. */
function printTable(rows) {
  const columns = ['Stage', 'Time', 'Passed', 'Failed', 'Skipped'];
  const cells = rows.map((row) => [row.name, `${row.seconds.toFixed(1)} s`, row.passed, row.failed, row.skipped].map(String));
  const wallSeconds = total(rows.filter((row) => !row.overlapping), 'seconds');
  cells.push(['total', `${wallSeconds.toFixed(1)} s`, ...['passed', 'failed', 'skipped'].map((key) => String(total(rows, key)))]);
  const widths = columns.map((title, index) => Math.max(title.length, ...cells.map((row) => row[index].length)));
  // The name reads left to right; the figures line up on the right.
  const line = (row) => row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  console.log(`\n${line(columns)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  for (const row of cells) console.log(line(row));
}

/** The log's tail is what CI shows: name every failure there, with the first lines of its error (without the terminal's colour codes the report keeps). */
function printFailures(rows) {
  const failures = rows.flatMap((row) => row.failures ?? []);
  if (failures.length > 0) console.log('\nFailed:');
  for (const failure of failures) {
    console.log(`✗ ${failure.file} › ${failure.test}`);
    const firstLines = stripVTControlCharacters(failure.message).split('\n').filter((text) => text.trim()).slice(0, 6);
    for (const text of firstLines) console.log(`    ${text.trim().slice(0, 300)}`);
  }
}

/** Prints the table and the failures, then the last line `N passed, N failed` (`, N skipped` when some were); resolves to whether all passed. */
export function printSummary(rows) {
  printTable(rows);
  printFailures(rows);
  const [passed, failed, skipped] = ['passed', 'failed', 'skipped'].map((key) => total(rows, key));
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0;
}
