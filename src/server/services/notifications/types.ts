/**
 * App notifications (spec 4 'Approved', 7.4 'Notification send'): a push to a user of the
 * public app, queued in `notification_deliveries` and delivered afterwards by the delivery
 * worker (delivery-worker.ts) through one sender, as OTP messages go through one MessageSender.
 */

/** One queued notification as a sender receives it. */
export interface AppNotification {
  /** The delivery row's id: also the idempotency key a provider can dedupe retries with. */
  id: number;
  /** inMemoryOfApproveEN, inMemoryOfDisApproveAR … */
  type: string;
  /** The app user it goes to. */
  userId: string;
  /** The record it is about (a memorial's objectId). */
  subjectId: string;
  applicantName: string;
}

/** Every way the server delivers an app notification goes through this one interface. */
export interface NotificationSender {
  /** `outbox` keeps notifications in the database and logs them; only then does `GET /dev/notifications` answer. */
  readonly kind: 'outbox' | 'http' | (string & {});
  /** Resolves once the provider took it; throws (any error) when it did not, and the worker retries. */
  send(notification: AppNotification): Promise<void>;
}

/** The spec 7.4 notification service, an HTTP push gateway (http-push.ts). */
export interface HttpPushSettings {
  url: string;
  apiKey: string;
  /** The app's project id the service takes with every notification (spec 7.4). */
  projectId: string;
  /** A request taking longer is a failure (and retried). */
  timeoutMs: number;
}

/** How the delivery worker retries (env NOTIFY_RETRY_*; see from-env.ts). */
export interface DeliveryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** After this many failed attempts a notification is `failed` and no longer tried. */
  maxAttempts: number;
  /**
   * How long a claimed notification is reserved for the instance sending it: another instance
   * takes it over only if the sender died (longer than any send may take).
   */
  leaseMs: number;
  /** The longest the worker sleeps between two looks at the queue (rows queued by other instances, leases that ran out). */
  pollMs: number;
  /** Notifications claimed and sent at once. */
  batchSize: number;
}

/** The app notifications part of the server's configuration (`ServerConfig.notifications`). */
export interface NotificationConfig {
  /** The HTTP push gateway; absent: the outbox (local mode, demos, tests). */
  push?: HttpPushSettings;
  delivery?: Partial<DeliveryPolicy>;
}

export const DEFAULT_PUSH_TIMEOUT_MS = 10_000;

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 2 * 60_000,
  pollMs: 60_000,
  batchSize: 20,
};
