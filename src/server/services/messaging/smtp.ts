import nodemailer from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './types';

export interface SmtpSettings {
  /** smtp(s)://user:pass@host:port, or host/port/user/pass below. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
  from: string;
}

/** Email through an SMTP server (nodemailer). */
export function createSmtpSender(settings: SmtpSettings): MessageSender {
  const port = settings.port ?? 587;
  const transport = settings.url
    ? nodemailer.createTransport(settings.url)
    : nodemailer.createTransport({
        host: settings.host,
        port,
        // Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS.
        secure: port === 465,
        auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
      });
  return {
    kind: 'smtp',
    async send(message: OutgoingMessage) {
      await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
