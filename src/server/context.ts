import type { OtpPolicy } from '../shared/constants';
import type { HistoryConfig } from './services/history/retention';
import type { Database } from './db/database';
import type { MessageSender } from './services/messaging/types';
import type { DeliveryWorker } from './services/notifications/delivery-worker';
import type { NotificationConfig, NotificationSender } from './services/notifications/types';
import type { LandingPagesConfig } from './services/landing-pages/config';
import type { PublicApiConfig } from './services/public-api/read-limit';
import type { PublishingHooks, WebsiteHookConfig } from './services/publishing/config';
import type { SmsCounter } from './services/reports/counter';
import type { SmsConfig } from './services/sms/config';
import type { S3MediaStoreConfig } from './services/uploads/s3-store';

export interface ServerConfig {
  /** Content-delivery base that media paths are appended to (spec 3, "Media URLs"). */
  mediaBaseUrl: string;
  /** Folder uploads are stored in and served from (`GET /media/*`), unless `s3` is set. */
  mediaDir: string;
  /**
   * Keep uploads in this S3-compatible bucket instead of `mediaDir` (env `MEDIA_STORE=s3`);
   * they are then served from `mediaBaseUrl`, which is required, and `GET /media/*` is not registered.
   */
  s3?: S3MediaStoreConfig;
  /** Key of the OTP HMAC; when absent, one is generated once and kept in the database. */
  otpHmacKey?: string;
  /** Host names besides the loopback ones that this server answers to (env `ALLOWED_HOSTS`). */
  allowedHosts: string[];
  /**
   * Addresses (or CIDR ranges) of the reverse proxies in front of this server (env
   * `TRUSTED_PROXIES`): only from them are `X-Forwarded-For` and `X-Forwarded-Host` believed.
   */
  trustedProxies: string[];
  /**
   * Serve `GET /dev/outbox` and, with the notification outbox, `GET /dev/notifications` (env
   * `DEV_OUTBOX=1`): browser mode, local mode and tests, never an office server.
   */
  devOutbox: boolean;
  /** App notifications: the push gateway (none: the outbox) and the retry policy (env `NOTIFY_*`). */
  notifications?: NotificationConfig;
  /** The SMS intake: the gateway's signing secret, the sender hash key, the Kannel adapter (env `SMS_*`). */
  sms?: SmsConfig;
  /** Public donation pages: their public address, the marketing API's key, the app's store links (env `PUBLIC_PAGES_URL`, …). */
  landingPages?: LandingPagesConfig;
  /** The public content API: reads per client address and minute (env `PUBLIC_API_READ_LIMIT`). */
  publicApi?: PublicApiConfig;
  /** The website's deploy hook 'Update Website Blogs' calls (env `WEBSITE_DEPLOY_HOOK_*`); none: 503 `websitePublishNotConfigured`. */
  websiteHook?: WebsiteHookConfig;
  /** A step of the publication job tests use to hold or fail a publication; never set by a server. */
  publishingHooks?: PublishingHooks;
  /** The Trash's and the history's retention (env `TRASH_RETENTION_DAYS`, `HISTORY_RETENTION_DAYS`); default: 30 days, for ever. */
  history?: HistoryConfig;
  /** The oldest back-office client accepted (env `MIN_CLIENT_VERSION`); default `DEFAULT_MIN_CLIENT_VERSION` (src/shared/versions.ts). */
  minClientVersion?: string;
}

/** What every service gets from `buildServer`: one place, passed down explicitly. */
export interface ServerContext {
  db: Database;
  /** The only source of "now", so tests can move time. */
  clock: () => Date;
  otpPolicy: OtpPolicy;
  otpHmacKey: Buffer;
  messageSender: MessageSender;
  /** Where app notifications go (the outbox or the push gateway); the worker calls it, never a route. */
  notificationSender: NotificationSender;
  /** Delivers queued app notifications; a route that queued one kicks it after its commit. */
  notifications: DeliveryWorker;
  /** Adds stored SMS messages to the daily report figures; intake kicks it after a commit that stored any. */
  smsCounter: SmsCounter;
  config: ServerConfig;
}
