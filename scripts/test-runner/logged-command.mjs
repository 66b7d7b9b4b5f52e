/** A command of the test run: its output kept in a log file and printed when it ends. */
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/**
 * Runs a command with its output in `log`, printed when it ends. Resolves to how it ended
 * (`exit`: null when it exited with status 0, else what to call its end) and its seconds.
 */
export async function runLogged(name, command, args, log, env) {
  console.log(`\n▶ ${name} (output: ${log}, printed when it ends)`);
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const file = createWriteStream(log);
  child.stdout.pipe(file);
  child.stderr.pipe(file);
  const [status, signal] = await new Promise((resolve) => child.on('close', (...end) => resolve(end)));
  await new Promise((resolve) => file.end(resolve));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`\n▶ ${name}: output\n${readFileSync(log, 'utf8')}`);
  const exit = status === 0 ? null : signal ? `was stopped by ${signal}` : `exited with status ${status}`;
  return { exit, seconds };
}

/** A line of a stack trace (Node's `at …`, vitest's `❯ …`): it says where, not why. */
const stackFrame = /^\s*(at|❯) /;

/** The end of a log, where a failed command says why (without the terminal's colour codes and stack frames). */
export const lastLines = (log) =>
  stripVTControlCharacters(readFileSync(log, 'utf8'))
    .split('\n')
    .filter((text) => text.trim() && !stackFrame.test(text))
    .slice(-6)
    .join('\n');

export const slug = (text) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
