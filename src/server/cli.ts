/**
 * `npm run server` (tsx) and `out/main/server.js` (electron-vite bundle, CommonJS, run in an
 * Electron utilityProcess). Environment: HOST, PORT, BACKOFFICE_DATA_DIR, DATABASE_URL, plus
 * what `startPlatformServer` reads. Flag: `--seed demo`.
 * No top-level await: the CommonJS bundle cannot have it.
 */
import { DEFAULT_SERVER_PORT } from '../shared/constants';
import { closeOnSignals } from './close-on-signals';
import { startPlatformServer } from './start';

function seedFlag(argv: readonly string[]): 'demo' | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg === '--seed' ? argv[i + 1] : arg?.startsWith('--seed=') ? arg.slice('--seed='.length) : undefined;
    if (value === undefined) continue;
    if (value !== 'demo') throw new Error(`Unknown seed "${value}"; the only seed is "demo".`);
    return 'demo';
  }
  return undefined;
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SERVER_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${value}".`);
  return port;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const server = await startPlatformServer({
    host: process.env.HOST || '127.0.0.1',
    port: portFromEnv(process.env.PORT),
    dataDir: process.env.BACKOFFICE_DATA_DIR || undefined,
    databaseUrl,
    seed: seedFlag(process.argv.slice(2)),
  });
  // The URL may carry a password: say which kind of database, not where.
  console.log(server.dataDir ? `Data folder: ${server.dataDir}` : 'Database: PostgreSQL (DATABASE_URL)');
  console.log(`Platform server: ${server.url}`);

  closeOnSignals(() => server.close(), (signal) => console.log(`${signal}: closing the platform server`));
}

main().catch((error: unknown) => {
  console.error(`Platform server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
