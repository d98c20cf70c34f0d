/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written to the log (so password resets and
 * e-mail verification work offline) — at warn level, so the link is there whatever LOG_LEVEL a server runs with.
 */
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (notifications); `text` is always there. */
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The messages sent by this process, newest last (kept for the console transport and tests). */
  readonly outbox: readonly MailMessage[];
}

export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  const outbox: MailMessage[] = [];
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > 100) outbox.shift();
      if (!transport) {
        const { html: _html, ...readable } = message;
        options.log.warn({ mail: readable }, 'mail not delivered (no SMTP_URL): written here instead');
        return;
      }
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
