import type { OtpPolicy } from '../shared/constants';
import type { Database } from './db/database';
import type { MessageSender } from './services/messaging/types';

export interface ServerConfig {
  /** Content-delivery base that media paths are appended to (spec 3, "Media URLs"). */
  mediaBaseUrl: string;
  /** Folder uploads are stored in and served from (`GET /media/*`). */
  mediaDir: string;
  /** Key of the OTP HMAC; when absent, one is generated once and kept in the database. */
  otpHmacKey?: string;
}

/** What every service gets from `buildServer`: one place, passed down explicitly. */
export interface ServerContext {
  db: Database;
  /** The only source of "now", so tests can move time. */
  clock: () => Date;
  otpPolicy: OtpPolicy;
  otpHmacKey: Buffer;
  messageSender: MessageSender;
  config: ServerConfig;
}
