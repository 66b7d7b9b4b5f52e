/**
 * Many donors opening a page at once: autocannon (its command line, in a process of its own so
 * that making the requests does not take the server's thread) against one address for a while,
 * with what a phone sends. Answers the rate, the latency percentiles and anything but 2xx.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  /** Requests per second, the mean over the run. */
  rate: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx (a rate limit would show here), errors and timeouts. */
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface AutocannonJson {
  requests: { mean: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const autocannonCli = createRequire(__filename).resolve('autocannon/autocannon.js');

export function loadTest(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [autocannonCli, '-c', String(options.connections), '-d', String(options.seconds), '-j', '-n', ...headerArgs, url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon ${url}: exit ${code} ${stderr.slice(0, 500)}`));
      try {
        const result = JSON.parse(stdout) as AutocannonJson;
        resolve({
          rate: result.requests.mean,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      } catch (error) {
        reject(new Error(`autocannon ${url}: unreadable output ${stdout.slice(0, 200)}`, { cause: error }));
      }
    });
  });
}
