/**
 * A PostgreSQL server of a test's own (Debian's binaries, `/usr/lib/postgresql/<version>/bin`):
 * a cluster made with initdb in a temporary folder, on a port of its own and a socket folder of
 * its own, that the test may stop and start again (the database going away under running
 * servers) without touching the machine's PostgreSQL, which other programs use. PostgreSQL
 * refuses to run as root: as root, the cluster belongs to the `postgres` user (runuser).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietPort } from './quiet-port';

const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';
const CLUSTER_OWNER = 'postgres';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server (fast shutdown: open sessions are ended, nothing committed is lost). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** What the server has logged so far. */
  log(): string;
  /** Stops it and deletes its folder. */
  dispose(): Promise<void>;
}

/** The newest PostgreSQL Debian installed, or a clear failure naming what to install. */
export function postgresBinaries(): string {
  const versions = existsSync(DEBIAN_POSTGRESQL)
    ? readdirSync(DEBIAN_POSTGRESQL).filter((name) => existsSync(join(DEBIAN_POSTGRESQL, name, 'bin', 'pg_ctl')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`PostgreSQL's server programs are not installed (no ${DEBIAN_POSTGRESQL}/<version>/bin/pg_ctl): apt-get install -y postgresql`);
  return join(DEBIAN_POSTGRESQL, newest, 'bin');
}

export async function startPrivatePostgres(options: { settings?: Record<string, string> } = {}): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  const asOwner = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'bo-private-postgres-'));
  const dataDir = join(folder, 'data');
  const socketDir = join(folder, 'socket');
  mkdirSync(socketDir);
  if (asOwner) {
    const owner = ownerIds();
    for (const path of [folder, socketDir]) chownSync(path, owner.uid, owner.gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asOwner ? ['runuser', ['-u', CLUSTER_OWNER, '--', join(bin, program), ...args]] : [join(bin, program), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  };
  // --no-sync: the cluster lives as long as a test; trust: only this machine connects.
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await quietPort();
  const logFile = join(folder, 'postgres.log');
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`).join('');
  const serverOptions = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200${settings}`;
  const start = async () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', '-t', '60', 'start']);
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
    }
  };
  const stop = async () => {
    if (existsSync(join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  try {
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async dispose() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function ownerIds(): { uid: number; gid: number } {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', CLUSTER_OWNER], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', CLUSTER_OWNER], { encoding: 'utf8' }).trim()),
    };
  } catch {
    throw new Error(`PostgreSQL cannot run as root, and there is no "${CLUSTER_OWNER}" user to run it as (Debian's postgresql package makes one)`);
  }
}
