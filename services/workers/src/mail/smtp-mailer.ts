import nodemailer from 'nodemailer';
import type { Email, Mailer } from './mailer.ts';

/** Nodemailer over SMTP, with a pool of connections so a burst of e-mails does not open one per message. */
export function createSmtpMailer(options: { url: string; from: string; maxConnections?: number }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? 5,
    maxMessages: Infinity,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(email: Email) {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<${email.messageId}>`,
      });
    },
    async close() {
      transport.close();
    },
  };
}
