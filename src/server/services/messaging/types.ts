export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  /** A UAE mobile number (sms) or an email address (email). */
  to: string;
  channel: MessageChannel;
  /** Used by email only. */
  subject: string;
  text: string;
  /** The one-time code the text carries: the dev outbox prints it on a line of its own. */
  code?: string;
}

/** Every way the server delivers a message (OTP codes today) goes through this one interface. */
export interface MessageSender {
  /** `outbox` keeps messages in the database; only then does `GET /dev/outbox` answer. */
  readonly kind: 'outbox' | 'smtp' | 'sms-gateway' | 'by-channel' | (string & {});
  send(message: OutgoingMessage): Promise<void>;
}
