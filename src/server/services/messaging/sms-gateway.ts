import type { MessageSender, OutgoingMessage } from './types';

export interface SmsGatewaySettings {
  url: string;
  token?: string;
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS gateway: `POST <url>` with JSON `{ to, text }` and the token as a
 * bearer. Any 2xx answer counts as accepted.
 */
export function createSmsGatewaySender(settings: SmsGatewaySettings): MessageSender {
  return {
    kind: 'sms-gateway',
    async send(message: OutgoingMessage) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
