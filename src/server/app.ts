/**
 * `buildServer`: the platform server as a Fastify instance, ready for `listen()` or
 * `inject()`. Every dependency with an outside effect (database, clock, message delivery)
 * comes in through the options so tests can run the real thing with their own.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { OTP_POLICY, type OtpPolicy } from '../shared/constants';
import { DEFAULT_MIN_CLIENT_VERSION } from '../shared/versions';
import type { ServerConfig, ServerContext } from './context';
import type { Database } from './db/database';
import { getOrCreateServerSecret } from './db/server-secrets';
import { errorFormatOptions, installErrorHandling } from './http/error-handler';
import { isRehearsal } from './http/rehearsal';
import { objectBodiesOnly } from './http/validation';
import { installAuthGuard } from './plugins/auth-guard';
import { installClientVersionCheck } from './plugins/client-version';
import { installHostCheck } from './plugins/host-check';
import { installNulGuard } from './plugins/nul-guard';
import { installOpenApi } from './plugins/openapi';
import { defaultMediaDir } from './paths';
import { authService } from './services/auth/routes';
import { contentService } from './services/content/routes';
import { overviewStatsRoutes } from './services/content/overview-stats';
import { functionRoutes } from './services/functions/in-memory-details';
import { healthRoutes } from './services/health/routes';
import { landingPageRoutes } from './services/landing-pages/routes';
import { preferenceRoutes } from './services/preferences/routes';
import { resourceRoutes } from './services/resources/routes';
import { smsIntakeRoutes } from './services/sms/routes';
import { reattributionAtStart } from './services/sms/reattribute';
import { createSmsCounter } from './services/reports/counter';
import { reportRoutes } from './services/reports/routes';
import { publicPageRoutes } from './services/landing-pages/public/routes';
import { publicApiRoutes } from './services/public-api/routes';
import { publishingRoutes } from './services/publishing/routes';
import { historyRoutes } from './services/history/routes';
import { historyConfigFromEnv, retentionJob } from './services/history/retention';
import { recordSearchRoutes } from './services/search/routes';
import { uploadRoutes } from './services/uploads/routes';
import { devOutboxRoutes } from './services/messaging/dev-outbox-routes';
import { createOutboxSender } from './services/messaging/outbox';
import { logFormatFromEnv, loggerOptions, type LogFormat } from './log-format';
import type { MessageSender } from './services/messaging/types';
import { createDeliveryWorker, deliveryPolicyOf } from './services/notifications/delivery-worker';
import { devNotificationRoutes } from './services/notifications/dev-routes';
import { createHttpPushSender } from './services/notifications/http-push';
import { createNotificationOutbox } from './services/notifications/outbox';
import type { NotificationSender } from './services/notifications/types';

export interface BuildServerOptions {
  db: Database;
  /** Defaults to the system clock. */
  clock?: () => Date;
  /** Merged over OTP_POLICY (src/shared/constants.ts). */
  otpPolicy?: Partial<OtpPolicy>;
  /** Defaults to the outbox (messages kept in the database and logged). */
  messageSender?: MessageSender;
  /** Defaults to the push gateway of `config.notifications.push`, else the outbox (logged, kept in the database). */
  notificationSender?: NotificationSender;
  /**
   * Fastify's (pino) request log on stdout, in this format (log-format.ts); `true`: the format
   * `LOG_FORMAT` names, else compact in a terminal and JSON otherwise. Default off.
   */
  logger?: boolean | LogFormat;
  /** Where the log goes; default stdout (a test reads it). */
  logOutput?: { write(text: string): unknown };
  config?: Partial<ServerConfig>;
}

const OTP_HMAC_SECRET_NAME = 'otp_hmac_key';

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const config: ServerConfig = {
    mediaBaseUrl: '',
    mediaDir: defaultMediaDir(),
    allowedHosts: [],
    trustedProxies: [],
    devOutbox: false,
    ...options.config,
  };
  const app = Fastify({
    logger: options.logger
      ? loggerOptions(options.logger === true ? logFormatFromEnv(process.env, Boolean(process.stdout.isTTY)) : options.logger, options.logOutput)
      : false,
    // The warm-up's rehearsals (http/rehearsal.ts) are not requests anyone made: no log lines.
    logController: new LogController({ disableRequestLogging: (request: FastifyRequest | IncomingMessage) => isRehearsal('raw' in request ? request.raw : request) }),
    // The client address (rate limits) is the socket's, or the forwarded one only when the
    // socket is one of the configured proxies: never "trust everything".
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Even Fastify's early refusals (a malformed or too long address) answer `{ code, message }`.
    ...errorFormatOptions,
  });
  installHostCheck(app, config.allowedHosts);
  app.setValidatorCompiler(objectBodiesOnly(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);
  installErrorHandling(app);
  installNulGuard(app);
  installClientVersionCheck(app, config.minClientVersion ?? DEFAULT_MIN_CLIENT_VERSION);

  const clock = options.clock ?? (() => new Date());
  const otpHmacKey =
    config.otpHmacKey ??
    (await getOrCreateServerSecret(options.db, OTP_HMAC_SECRET_NAME, () => randomBytes(32).toString('base64'), clock()));
  const push = config.notifications?.push;
  const notificationSender =
    options.notificationSender ?? (push ? createHttpPushSender(push) : createNotificationOutbox((line) => app.log.info(line)));
  const notifications = createDeliveryWorker({
    db: options.db,
    clock,
    sender: notificationSender,
    policy: deliveryPolicyOf(config.notifications),
    log: { warn: (line) => app.log.warn(line), error: (line) => app.log.error(line) },
  });
  const smsCounter = createSmsCounter({ db: options.db, clock, log: { error: (line) => app.log.error(line) } });
  const context: ServerContext = {
    db: options.db,
    clock,
    otpPolicy: mergeOtpPolicy(options.otpPolicy),
    otpHmacKey: Buffer.from(otpHmacKey, 'utf8'),
    messageSender: options.messageSender ?? createOutboxSender(options.db, clock, (line) => app.log.info(line)),
    notificationSender,
    notifications,
    smsCounter,
    config,
  };
  // Notifications queued before a restart (or by an instance that stopped) go out once this one
  // is ready; the worker stops, and its sends finish, before the database is closed.
  app.addHook('onReady', async () => notifications.kick());
  app.addHook('onClose', async () => notifications.close());
  // Messages stored but not yet counted (a restart, another instance's) are counted once ready.
  app.addHook('onReady', async () => smsCounter.kick());
  // Messages kept unmatched under an older attribution rule are asked again, once (sms/reattribute.ts).
  const reattribution = reattributionAtStart({
    db: options.db,
    clock,
    counter: smsCounter,
    log: { info: (line) => app.log.info(line), error: (line) => app.log.error(line) },
  });
  app.addHook('onReady', async () => reattribution.start());
  app.addHook('onClose', async () => reattribution.close());
  app.addHook('onClose', async () => smsCounter.close());
  // The Trash emptied after its retention period, history after its own (history/retention.ts).
  const retention = retentionJob({
    db: options.db,
    config: config.history ?? historyConfigFromEnv({}),
    clock,
    log: { error: (line) => app.log.error(line) },
  });
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.close());

  await installOpenApi(app);
  installAuthGuard(app, context);

  await app.register(healthRoutes, { context });
  await app.register(authService, { context });
  await app.register(resourceRoutes, { context });
  await app.register(contentService, { context });
  await app.register(overviewStatsRoutes, { context });
  await app.register(functionRoutes, { context });
  await app.register(preferenceRoutes, { context });
  await app.register(uploadRoutes, { context });
  await app.register(smsIntakeRoutes, { context });
  await app.register(reportRoutes, { context });
  await app.register(landingPageRoutes, { context });
  // landing pages: public routes
  await app.register(publicPageRoutes, { context });
  await app.register(publishingRoutes, { context });
  await app.register(publicApiRoutes, { context });
  await app.register(historyRoutes, { context });
  await app.register(recordSearchRoutes, { context });
  if (config.devOutbox && context.messageSender.kind === 'outbox') await app.register(devOutboxRoutes, { context });
  if (config.devOutbox && notificationSender.kind === 'outbox') await app.register(devNotificationRoutes, { context });
  return app;
}

export function mergeOtpPolicy(overrides: Partial<OtpPolicy> = {}): OtpPolicy {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...OTP_POLICY, ...Object.fromEntries(defined) };
}

/**
 * `POST /token/revoke` and friends take no body; a client that still says
 * `Content-Type: application/json` with an empty body should not be refused for it.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
