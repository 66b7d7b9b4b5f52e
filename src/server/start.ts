/**
 * Starts the platform server on a port: what `npm run server`, the desktop app's local mode
 * and browser mode all call. Message delivery, app notifications, the OTP key, OTP limit
 * overrides, the media store and how the server is reached come from the environment (see
 * `messageSenderFromEnv`, `notificationConfigFromEnv`, `otpPolicyFromEnv`, `s3MediaStoreFromEnv`,
 * `smsConfigFromEnv`, `landingPagesConfigFromEnv`, `publicApiConfigFromEnv`, `historyConfigFromEnv`, `websiteHookConfigFromEnv`,
 * `networkConfigFromEnv` and `warmUpFromEnv`). Once listening it warms, off the request path, what
 * first uses would otherwise pay for (warm-up/).
 */
import { z } from 'zod';
import { DEFAULT_SERVER_PORT, OTP_POLICY, type OtpPolicy } from '../shared/constants';
import { buildServer } from './app';
import { openDatabase } from './db/database';
import { defaultDataDir, defaultKannelSpoolDir, defaultMediaDir } from './paths';
import { seedDemoData } from './seed/demo';
import { logFormatFromEnv } from './log-format';
import { checkReachable, networkConfigFromEnv } from './network-config';
import { messageSenderFromEnv } from './services/messaging/from-env';
import { notificationConfigFromEnv } from './services/notifications/from-env';
import { smsConfigFromEnv } from './services/sms/config';
import { landingPagesConfigFromEnv } from './services/landing-pages/config';
import { publicApiConfigFromEnv } from './services/public-api/read-limit';
import { historyConfigFromEnv } from './services/history/retention';
import { websiteHookConfigFromEnv } from './services/publishing/config';
import { minClientVersionFromEnv } from './plugins/client-version';
import { s3MediaStoreFromEnv } from './services/uploads/from-env';
import { warmUpFromEnv, type WarmUpSummary } from './warm-up/schedule';
import { startServerWarmUp } from './warm-up/steps';

export interface StartPlatformServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default DEFAULT_SERVER_PORT (4181); 0 picks any free port. */
  port?: number;
  /** Folder of the embedded database; default `defaultDataDir()`. Ignored with databaseUrl. */
  dataDir?: string;
  /** PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string;
  seed?: 'demo';
  /** Merged over env OTP_POLICY, itself merged over OTP_POLICY. */
  otpPolicy?: Partial<OtpPolicy>;
  /** Request log and outbox messages on stdout. Default true. */
  logger?: boolean;
  /** Serve `GET /dev/outbox` (browser mode and local mode); default: env `DEV_OUTBOX`. */
  devOutbox?: boolean;
  /** Warm what first uses would pay for once listening (warm-up/schedule.ts); default: env `WARM_UP`, on. */
  warmUp?: boolean;
}

export interface RunningPlatformServer {
  /** e.g. http://127.0.0.1:4181 */
  url: string;
  /** The embedded database's folder, or null on PostgreSQL. */
  dataDir: string | null;
  /** The warm-up's outcome once it has run; null when it is switched off. */
  warmedUp: Promise<WarmUpSummary | null>;
  close(): Promise<void>;
}

export async function startPlatformServer(opts: StartPlatformServerOptions = {}): Promise<RunningPlatformServer> {
  // Configuration mistakes surface before anything is opened.
  const otpPolicy = { ...otpPolicyFromEnv(), ...opts.otpPolicy };
  const messageSender = messageSenderFromEnv() ?? undefined;
  const notifications = notificationConfigFromEnv();
  const sms = smsConfigFromEnv();
  const landingPages = landingPagesConfigFromEnv();
  const publicApi = publicApiConfigFromEnv();
  const history = historyConfigFromEnv();
  const websiteHook = websiteHookConfigFromEnv();
  const minClientVersion = minClientVersionFromEnv();
  const s3 = s3MediaStoreFromEnv();
  const warmUp = opts.warmUp ?? warmUpFromEnv();
  const host = opts.host ?? '127.0.0.1';
  const network = networkConfigFromEnv();
  const logFormat = logFormatFromEnv(process.env, Boolean(process.stdout.isTTY));
  if (opts.devOutbox !== undefined) network.devOutbox = opts.devOutbox;
  checkReachable(host, network);
  const dataDir = opts.databaseUrl ? null : (opts.dataDir ?? defaultDataDir());
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: dataDir ?? undefined });
  try {
    // The demo pictures go to the local media folder; an S3 bucket is the charity's, not the demo's.
    if (opts.seed === 'demo') {
      await seedDemoData(database.db, new Date(), {
        mediaDir: s3 ? undefined : defaultMediaDir(dataDir),
        smsMessages: { senderHashKey: sms.senderHashKey },
      });
    }
    const app = await buildServer({
      db: database.db,
      logger: (opts.logger ?? true) && logFormat,
      otpPolicy,
      messageSender,
      config: {
        mediaBaseUrl: process.env.MEDIA_BASE_URL ?? '',
        mediaDir: defaultMediaDir(dataDir),
        s3,
        otpHmacKey: process.env.OTP_HMAC_KEY || undefined,
        notifications,
        sms: sms.kannel ? { ...sms, kannel: { ...sms.kannel, spoolDir: defaultKannelSpoolDir(dataDir) } } : sms,
        landingPages,
        publicApi,
        history,
        websiteHook,
        ...(minClientVersion && { minClientVersion }),
        ...network,
      },
    });
    try {
      await app.listen({ host, port: opts.port ?? DEFAULT_SERVER_PORT });
    } catch (error) {
      await app.close();
      throw error;
    }
    // Off the request path: /health and every request answer at once, the warm-up fills the gaps.
    const warming = warmUp ? startServerWarmUp(app, database.db) : null;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (opts.port ?? DEFAULT_SERVER_PORT);
    return {
      url: `http://${urlHost(host)}:${port}`,
      dataDir,
      warmedUp: warming ? warming.done : Promise.resolve(null),
      async close() {
        await warming?.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

const otpPolicyOverrideSchema = z
  .strictObject(
    Object.fromEntries(Object.keys(OTP_POLICY).map((key) => [key, z.number().int().positive()])) as Record<
      keyof OtpPolicy,
      z.ZodNumber
    >,
  )
  .partial();

/**
 * `OTP_POLICY='{"maxVerifiesPerIpPerWindow":1000}'` raises limits, e.g. for end-to-end tests
 * that sign in many times from one address. Unknown keys or non-positive numbers are refused.
 */
export function otpPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<OtpPolicy> {
  const raw = env.OTP_POLICY;
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('OTP_POLICY must be a JSON object, e.g. {"maxVerifiesPerIpPerWindow":1000}');
  }
  const result = otpPolicyOverrideSchema.safeParse(parsed);
  if (!result.success) {
    throw new Error(`OTP_POLICY is invalid (${result.error.issues.map((issue) => issue.message).join('; ')}); keys: ${Object.keys(OTP_POLICY).join(', ')}`);
  }
  return result.data;
}

/** The address a local client should use: wildcard binds are reached through loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
