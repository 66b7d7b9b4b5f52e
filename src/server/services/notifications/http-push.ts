import type { HttpPushSettings, NotificationSender } from './types';

/**
 * The spec 7.4 "Notification send" service: an HTTP push gateway that takes the app's project
 * id, the notification type, the user id and the applicant name with an API key, and turns them
 * into the app's push message (FCM/APNs, with the texts of each type). `POST <url>` with JSON
 * `{ projectId, type, userId, applicantName, objectId }`, the key in `X-API-Key`, and
 * `Idempotency-Key: notification-<id>` so a gateway can drop a retry of one it already took
 * (a retry happens when an answer was lost). Only a 2xx answer in time counts as sent.
 */
export function createHttpPushSender(settings: HttpPushSettings): NotificationSender {
  return {
    kind: 'http',
    async send(notification) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': settings.apiKey,
          'idempotency-key': `notification-${notification.id}`,
        },
        body: JSON.stringify({
          projectId: settings.projectId,
          type: notification.type,
          userId: notification.userId,
          applicantName: notification.applicantName,
          objectId: notification.subjectId,
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`push gateway answered ${response.status}`);
    },
  };
}
